//! The runtime's `Kind` impls for Kubernetes' built-in Kinds, from a description of the
//! built-in groups (`runtime/builtin.toml`): what typed clients, listers, shared informers
//! and the fake API server need beyond `kube::Resource`, which k8s-openapi already gives.
//! The orphan rule lets only the runtime crate implement its trait for k8s-openapi's
//! types, so the generated file lives there (`runtime/src/builtin.rs`).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use serde::Deserialize;

/// `runtime/builtin.toml`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Description {
    group: Vec<Group>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Group {
    /// API group; `""` for core.
    group: String,
    version: String,
    /// The k8s-openapi module of the group-version's types (`api::apps::v1`).
    module: String,
    kinds: Vec<BuiltinKind>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BuiltinKind {
    kind: String,
    plural: String,
    /// Cluster-scoped (default: namespaced).
    #[serde(default)]
    cluster: bool,
    /// Has the status subresource.
    #[serde(default)]
    status: bool,
}

/// The generated file for `description` (TOML), formatted; or why the description is
/// invalid (a TOML error with its line, an unknown field, a module that is not a path).
pub(crate) fn builtin_kinds(description: &str) -> Result<String, String> {
    let d: Description = toml::from_str(description).map_err(|e| e.to_string())?;
    let mut impls = Vec::new();
    let mut resources = Vec::new();
    let mut table = Vec::new();
    // Group module name → (accessor docs, version modules).
    let mut groups: std::collections::BTreeMap<String, Vec<TokenStream>> = Default::default();
    let mut clientset_accessors = Vec::new();
    let mut informers_accessors = Vec::new();
    for g in &d.group {
        let group_ident = if g.group.is_empty() {
            "core".to_string()
        } else {
            g.group.split('.').next().unwrap_or(&g.group).to_string()
        };
        let gi = format_ident!("{}", group_ident);
        let vi = format_ident!("{}", g.version);
        let group_name = if g.group.is_empty() { "core" } else { &g.group };
        let mut client_accessors = Vec::new();
        let mut informer_accessors = Vec::new();
        let module: syn::Path = syn::parse_str(&format!("k8s_openapi::{}", g.module))
            .map_err(|e| format!("group `{}`: module `{}`: {e}", g.group, g.module))?;
        for k in &g.kinds {
            let ident = format_ident!("{}", k.kind);
            let ty: TokenStream = quote!(#module::#ident);
            let resource = if g.group.is_empty() {
                k.plural.clone()
            } else {
                format!("{}.{}", k.plural, g.group)
            };
            let namespaced = !k.cluster;
            let status = k.status;
            let api = if namespaced {
                quote!(crate::builtin::namespaced_api(client, namespace))
            } else {
                quote!(crate::builtin::cluster_api(client, namespace))
            };
            let doc = format!(
                " `{}` ({}/{}), {}{}.",
                k.kind,
                if g.group.is_empty() { "core" } else { &g.group },
                g.version,
                if namespaced {
                    "namespaced"
                } else {
                    "cluster-scoped"
                },
                if status {
                    ", with the status subresource"
                } else {
                    ""
                }
            );
            impls.push(quote! {
                #[doc = #doc]
                impl crate::Kind for #ty {
                    const RESOURCE: &'static str = #resource;
                    const NAMESPACED: bool = #namespaced;
                    const STATUS_SUBRESOURCE: bool = #status;

                    fn api(client: kube::Client, namespace: Option<&str>) -> kube::Api<Self> {
                        #api
                    }
                }
            });
            let (group, version, kind, plural) = (&g.group, &g.version, &k.kind, &k.plural);
            let scope = if namespaced {
                quote!(namespaced)
            } else {
                quote!(cluster)
            };
            let with_status = status.then(|| quote!(.with_status_subresource()));
            resources.push(quote! {
                crate::fake::ResourceInfo::#scope(#group, #version, #kind, #plural)#with_status
            });
            table.push(quote! {
                (crate::fake::ResourceInfo::of::<#ty>(), crate::builtin::openapi_namespaced::<#ty>())
            });
            let f = format_ident!("{}", k.plural);
            let all = format_ident!("{}_all_namespaces", k.plural);
            let d_one = format!(" The typed client of `{}` in `namespace`.", k.plural);
            let d_all = format!(
                " The typed client of `{}` in every namespace (list, watch).",
                k.plural
            );
            let d_cluster = format!(" The typed client of `{}` (cluster-scoped).", k.plural);
            if namespaced {
                client_accessors.push(quote! {
                    #[doc = #d_one]
                    pub fn #f(&self, namespace: &str) -> crate::Client<#ty> {
                        crate::Client::new(self.client.clone(), Some(namespace))
                    }

                    #[doc = #d_all]
                    pub fn #all(&self) -> crate::Client<#ty> {
                        crate::Client::new(self.client.clone(), None)
                    }
                });
            } else {
                client_accessors.push(quote! {
                    #[doc = #d_cluster]
                    pub fn #f(&self) -> crate::Client<#ty> {
                        crate::Client::new(self.client.clone(), None)
                    }
                });
            }
            let d_inf = format!(" The shared informer of `{}` (one per factory).", k.plural);
            informer_accessors.push(quote! {
                #[doc = #d_inf]
                pub fn #f(&self) -> crate::SharedIndexInformer<#ty> {
                    self.factory.informer_for::<#ty>()
                }
            });
        }
        let method = format_ident!("{}_{}", group_ident, g.version);
        let d_gv = format!(" The typed clients of `{group_name}/{}`.", g.version);
        clientset_accessors.push(quote! {
            #[doc = #d_gv]
            pub fn #method(&self) -> #gi::#vi::Client {
                #gi::#vi::Client { client: self.client.clone() }
            }
        });
        let d_inf_gv = format!(" The informers of `{group_name}/{}`.", g.version);
        informers_accessors.push(quote! {
            #[doc = #d_inf_gv]
            pub fn #method(&self) -> #gi::#vi::Informers<'a> {
                #gi::#vi::Informers { factory: self.factory }
            }
        });
        let d_mod = format!(
            " `{group_name}/{}`: typed clients and informers.",
            g.version
        );
        groups.entry(group_ident.clone()).or_default().push(quote! {
            #[doc = #d_mod]
            pub mod #vi {
                /// The typed clients of this group-version.
                #[derive(Clone)]
                pub struct Client {
                    pub(in crate::builtin) client: kube::Client,
                }

                impl Client {
                    #(#client_accessors)*
                }

                /// The informers of this group-version, from a shared factory.
                pub struct Informers<'a> {
                    pub(in crate::builtin) factory: &'a crate::SharedInformerFactory,
                }

                impl Informers<'_> {
                    #(#informer_accessors)*
                }
            }
        });
    }
    let group_mods = groups.iter().map(|(g, versions)| {
        let gi = format_ident!("{}", g);
        let d = format!(" The built-in group `{g}`.");
        quote! {
            #[doc = #d]
            pub mod #gi {
                #(#versions)*
            }
        }
    });
    let count = resources.len();
    let file = quote! {
        //! `Kind` impls of the built-in Kinds listed in `runtime/builtin.toml`, so that
        //! `Client<K>`, `SharedInformerFactory::informer_for::<K>()` (with its lister) and
        //! the fake API server serve them as they serve a project's own Kinds.

        #(#impls)*

        /// Typed clients of the built-in Kinds by group and version, as client-go's
        /// `kubernetes.Clientset`: `Clientset::new(client).apps_v1().deployments("ns")`.
        #[derive(Clone)]
        pub struct Clientset {
            client: kube::Client,
        }

        impl Clientset {
            /// The typed clients over `client`.
            pub fn new(client: kube::Client) -> Self {
                Clientset { client }
            }

            #(#clientset_accessors)*
        }

        /// The shared informers of the built-in Kinds by group and version, as client-go's
        /// `informers.NewSharedInformerFactory` accessors, from any `SharedInformerFactory`
        /// (the generated one's `factory()` included):
        /// `informers(&factory).apps_v1().deployments()`.
        pub fn informers(factory: &crate::SharedInformerFactory) -> Informers<'_> {
            Informers { factory }
        }

        /// See [`informers`].
        pub struct Informers<'a> {
            factory: &'a crate::SharedInformerFactory,
        }

        impl<'a> Informers<'a> {
            #(#informers_accessors)*
        }

        #(#group_mods)*

        /// The built-in resources of `runtime/builtin.toml`, for
        /// [`FakeApiServer::register`](crate::fake::FakeApiServer::register) (feature `fake`).
        #[cfg(feature = "fake")]
        pub fn builtin_resources() -> Vec<crate::fake::ResourceInfo> {
            Vec::from([#(#resources),*])
        }

        /// Each built-in Kind's [`ResourceInfo`](crate::fake::ResourceInfo) as its `Kind` impl
        /// and k8s-openapi's `Resource` impl say it, and whether k8s-openapi's scope is
        /// namespaced, in the order of [`builtin_resources`] (for the test that the
        /// description agrees with k8s-openapi).
        #[cfg(test)]
        pub(crate) fn builtin_kind_resources() -> [(crate::fake::ResourceInfo, bool); #count] {
            [#(#table),*]
        }
    };
    let parsed: syn::File = syn::parse2(file).map_err(|e| format!("internal error: {e}"))?;
    Ok(format!(
        "// Code generated by kube-codegen from runtime/builtin.toml. DO NOT EDIT.\n\n{}",
        super::client::space_items(&prettyplease::unparse(&parsed))
    ))
}

#[cfg(test)]
mod tests {
    #[test]
    fn kinds_become_impls_and_resources() {
        let out = super::builtin_kinds(
            "[[group]]\ngroup = \"apps\"\nversion = \"v1\"\nmodule = \"api::apps::v1\"\nkinds = [{ kind = \"Deployment\", plural = \"deployments\", status = true }]\n",
        )
        .expect("generates");
        assert!(out.contains("impl crate::Kind for k8s_openapi::api::apps::v1::Deployment"));
        assert!(out.contains("const RESOURCE: &'static str = \"deployments.apps\";"));
        assert!(out.contains("const STATUS_SUBRESOURCE: bool = true;"));
        let err = super::builtin_kinds("[[group]]\ngroup = \"\"\nversion = \"v1\"\nmodule = \"api::core::v1\"\nkinds = [{ kind = \"Pod\", plurl = \"pods\" }]\n")
            .expect_err("unknown field");
        assert!(err.contains("plurl"), "{err}");
    }
}

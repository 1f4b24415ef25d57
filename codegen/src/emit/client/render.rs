//! The generated code itself: the file, the group and version modules, and per Kind its
//! impls, client, lister, informer and fake support.

use std::collections::BTreeMap;

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::impls::{crd_const, crds_module, kind_impls};
use super::{GroupVersion, KindInfo, ident, snake};

mod methods;

use methods::{apply_methods, client_doc, read_methods, subresource_methods, write_methods};

/// `text` as doc attributes, one per line. A tab becomes four spaces: API docs carry tabs
/// (Go's indented blocks), which clippy's `tabs_in_doc_comments` refuses in the user's crate.
pub(in crate::emit) fn doc(text: impl AsRef<str>) -> TokenStream {
    let lines: Vec<String> = text
        .as_ref()
        .lines()
        .map(|l| format!(" {}", l.replace('\t', "    ")))
        .collect();
    quote!(#(#[doc = #lines])*)
}

pub(super) fn file(gvs: &[GroupVersion<'_>], with_impls: bool) -> TokenStream {
    let rt = quote!(rt);
    let kube = quote!(kube);
    // Clientset accessors.
    let accessors = gvs.iter().map(|gv| {
        let method = format_ident!("{}_{}", gv.group_ident, gv.version);
        let g = ident(&gv.group_ident);
        let v = ident(&gv.version);
        let client = format_ident!(
            "{}Client",
            pascal(&format!("{}_{}", gv.group_ident, gv.version))
        );
        let d = doc(format!(
            "The typed client of `{}/{}`.",
            gv.group, gv.version
        ));
        quote! {
            #d
            pub fn #method(&self) -> #g::#v::#client {
                #g::#v::#client::new(self.client.clone())
            }
        }
    });
    // Group modules.
    let mut groups: BTreeMap<&str, Vec<&GroupVersion<'_>>> = BTreeMap::new();
    for gv in gvs {
        groups.entry(&gv.group_ident).or_default().push(gv);
    }
    let group_accessors = groups.iter().map(|(g, versions)| {
        let gi = ident(g);
        let d = doc(format!("The informers of group `{}`.", versions[0].group));
        quote! {
            #d
            pub fn #gi(&self) -> #gi::Informers<'_> {
                #gi::Informers::new(&self.factory)
            }
        }
    });
    let group_mods = groups
        .iter()
        .map(|(g, versions)| group_module(g, versions, with_impls));
    let for_resource_arms = gvs.iter().flat_map(|gv| {
        gv.kinds.iter().filter(|k| has_informer(k)).map(move |k| {
            let g = ident(&gv.group_ident);
            let v = ident(&gv.version);
            let plural_fn = ident(&snake(&k.plural));
            let (group, version, plural) = (&gv.group, &gv.version, &k.plural);
            quote! {
                if requested == (#group, #version, #plural) {
                    self.#g().#v().#plural_fn();
                }
            }
        })
    });
    let gv_list: Vec<String> = gvs
        .iter()
        .map(|gv| format!("`{}/{}`", gv.group, gv.version))
        .collect();
    let cs_doc = doc(format!(
        "The typed clients of {}: one accessor per group-version (client-gen's `Clientset`).\n\nCheap to clone; every client shares one `kube::Client`.",
        gv_list.join(", ")
    ));
    quote! {
        use ::kube_codegen_runtime as rt;
        use rt::reexports::kube;

        #cs_doc
        #[derive(Clone)]
        pub struct Clientset {
            client: #kube::Client,
        }

        impl Clientset {
            /// A clientset over `client`.
            pub fn new(client: #kube::Client) -> Self {
                Clientset { client }
            }

            /// The `kube::Client` every typed client uses.
            pub fn kube_client(&self) -> &#kube::Client {
                &self.client
            }

            #(#accessors)*
        }

        /// One shared informer per Kind for everything that asks (informer-gen's
        /// `SharedInformerFactory`): request informers with
        /// `factory.<group>().<version>().<plural>()`, then `start()`, then
        /// `wait_for_cache_sync()`.
        pub struct SharedInformerFactory {
            factory: #rt::SharedInformerFactory,
        }

        impl SharedInformerFactory {
            /// A factory over `client`: all namespaces, no resync.
            pub fn new(client: #kube::Client) -> Self {
                SharedInformerFactory { factory: #rt::SharedInformerFactory::new(client) }
            }

            /// A factory over `client` with `options` (namespace, list tweaks, resync
            /// periods, transform).
            pub fn with_options(client: #kube::Client, options: #rt::FactoryOptions) -> Self {
                SharedInformerFactory { factory: #rt::SharedInformerFactory::with_options(client, options) }
            }

            /// Starts every requested informer that is not running yet (inside a Tokio
            /// runtime).
            pub fn start(&self) {
                self.factory.start();
            }

            /// Waits until every started informer has synced; returns each qualified
            /// resource with `true`. Wrap it in a timeout.
            pub async fn wait_for_cache_sync(&self) -> ::std::collections::BTreeMap<String, bool> {
                self.factory.wait_for_cache_sync().await
            }

            /// Stops every informer and waits for them to end.
            pub async fn shutdown(&self) {
                self.factory.shutdown().await;
            }

            /// The Kind-agnostic informer of `gvr` (informer-gen's `ForResource`).
            /// Errors: `NotFound` when no generated Kind serves `gvr` (or it cannot be
            /// listed and watched).
            pub fn for_resource(
                &self,
                gvr: &#kube::core::GroupVersionResource,
            ) -> Result<#rt::GenericInformer, #rt::Error> {
                // Requesting the typed informer registers it with the factory.
                let requested = (gvr.group.as_str(), gvr.version.as_str(), gvr.resource.as_str());
                #(#for_resource_arms)*
                self.factory.generic_informer(gvr).ok_or_else(|| {
                    #rt::Error::not_found("resources", &format!("{}/{}, Resource={}", gvr.group, gvr.version, gvr.resource))
                })
            }

            /// The runtime's factory underneath, shared by every informer of this one. Its
            /// `informer_for::<K>()` gives the informer of any other Kind — a built-in one
            /// (`k8s_openapi::api::apps::v1::Deployment`, see `kube_codegen_runtime::builtin`)
            /// included — from the same factory, so a process opens one watch per Kind.
            pub fn factory(&self) -> &#rt::SharedInformerFactory {
                &self.factory
            }

            #(#group_accessors)*
        }

        #(#group_mods)*
    }
}

/// The clientset's `fake` module: `resources()` and `new_simple_clientset` over the
/// runtime's fake API server (client-go's `fake.NewSimpleClientset`). Formatted on its own:
/// the file wraps it in the runtime's `cfg_fake!`, whose body prettyplease cannot format,
/// so that it compiles only where the runtime's `fake` feature is on.
pub(super) fn fake_module(gvs: &[GroupVersion<'_>]) -> TokenStream {
    let resources: Vec<TokenStream> = gvs
        .iter()
        .flat_map(|gv| {
            gv.kinds.iter().map(move |k| {
                let (group, version, plural) = (&gv.group, &gv.version, &k.plural);
                let kind = &k.kind;
                let scope = if k.namespaced {
                    quote!(namespaced)
                } else {
                    quote!(cluster)
                };
                let status = k
                    .status_subresource
                    .then(|| quote!(.with_status_subresource()));
                let info = quote! {
                    rt::fake::ResourceInfo::#scope(#group, #version, #kind, #plural)#status
                };
                match k.crd_json {
                    Some(_) => {
                        let crd = crd_const(&k.crd_name);
                        let g = ident(&gv.group_ident);
                        quote!(#info.with_crd_json(super::#g::crds::#crd))
                    }
                    None => info,
                }
            })
        })
        .collect();
    quote! {
        /// A clientset over an in-memory API server, for unit tests without a cluster
        /// (client-go's `fake.NewSimpleClientset`). Present when `kube-codegen-runtime`'s
        /// `fake` feature is on: enable it in `[dev-dependencies]`, so the operator's binary
        /// does not compile the fake.
        pub mod fake {
            use ::kube_codegen_runtime as rt;

            /// Every resource the clientset serves, as the fake API server must know them.
            pub fn resources() -> Vec<rt::fake::ResourceInfo> {
                Vec::from([#(#resources),*])
            }

            /// A [`Clientset`](super::Clientset) over a new fake API server that serves
            /// every Kind of the clientset and the built-in Kinds
            /// (`kube_codegen_runtime::builtin`), and holds `objects`: JSON with
            /// `apiVersion` and `kind`, or typed objects through
            /// `kube_codegen_runtime::fake::object(&obj)?`. Returns the server too, for
            /// reactors and the actions log. Call it inside a Tokio runtime (as any
            /// `kube::Client`). Errors: an object the server refuses (unknown Kind, invalid,
            /// duplicate).
            pub fn new_simple_clientset(
                objects: impl IntoIterator<Item = rt::reexports::serde_json::Value>,
            ) -> Result<(super::Clientset, rt::fake::FakeApiServer), rt::Error> {
                let server = rt::fake::FakeApiServer::new();
                for r in resources().into_iter().chain(rt::builtin::builtin_resources()) {
                    server.register(r);
                }
                for o in objects {
                    server.add(o).map_err(rt::Error::Api)?;
                }
                Ok((super::Clientset::new(server.client()), server))
            }
        }

    }
}

/// `webapp_v1` → `WebappV1`.
pub(super) fn pascal(s: &str) -> String {
    s.split(['_', '-', '.'])
        .filter(|p| !p.is_empty())
        .map(|p| {
            let mut c = p.chars();
            match c.next() {
                Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
                None => String::new(),
            }
        })
        .collect()
}

fn has_informer(k: &KindInfo<'_>) -> bool {
    k.verbs.contains("list") && k.verbs.contains("watch")
}

fn group_module(g: &str, versions: &[&GroupVersion<'_>], with_impls: bool) -> TokenStream {
    let rt = quote!(rt);
    let gi = ident(g);
    let group = &versions[0].group;
    let version_accessors = versions.iter().map(|gv| {
        let v = ident(&gv.version);
        let d = doc(format!("The informers of `{group}/{}`.", gv.version));
        quote! {
            #d
            pub fn #v(&self) -> #v::Informers<'a> {
                #v::Informers::new(self.factory)
            }
        }
    });
    // A version named as its group (gatekeeper's `match.gatekeeper.sh/match`) is the API's.
    let version_mods = versions.iter().map(|gv| {
        let allow = (gv.version == g).then(|| quote!(#[allow(clippy::module_inception)]));
        let module = version_module(gv, with_impls);
        quote!(#allow #module)
    });
    let crds = crds_module(versions);
    // Without the Kinds' impls here (`KindImpls::Elsewhere`) only the fake clientset reads
    // the CRDs: an operator built without the runtime's `fake` feature compiles none.
    let crds = if with_impls || crds.is_empty() {
        crds
    } else {
        quote!(::kube_codegen_runtime::cfg_fake! { #crds })
    };
    let d = doc(format!(
        "Clients, listers and informers of API group `{group}`."
    ));
    // The apply configurations' builder methods are named after the fields (`add`, `not`),
    // and their docs are the API's own text, Markdown lists as written: clippy's lints on
    // either are not the user's to fix in generated code.
    quote! {
        #d
        #[allow(
            clippy::should_implement_trait,
            clippy::doc_lazy_continuation,
            clippy::doc_overindented_list_items
        )]
        pub mod #gi {
            use ::kube_codegen_runtime as rt;

            /// The informers of this group, by version.
            pub struct Informers<'a> {
                factory: &'a #rt::SharedInformerFactory,
            }

            impl<'a> Informers<'a> {
                pub(crate) fn new(factory: &'a #rt::SharedInformerFactory) -> Self {
                    Informers { factory }
                }

                #(#version_accessors)*
            }

            #crds

            #(#version_mods)*
        }
    }
}

fn version_module(gv: &GroupVersion<'_>, with_impls: bool) -> TokenStream {
    let apply = &gv.apply;
    let rt = quote!(rt);
    let kube = quote!(kube);
    let v = ident(&gv.version);
    let client = format_ident!(
        "{}Client",
        pascal(&format!("{}_{}", gv.group_ident, gv.version))
    );
    let api_version = format!("{}/{}", gv.group, gv.version);
    let kind_client_accessors = gv.kinds.iter().map(|k| {
        let kc = format_ident!("{}Client", k.ty.name);
        let f = ident(&snake(&k.plural));
        if k.namespaced {
            let d = doc(format!("The client of `{}` in `namespace`.", k.plural));
            quote! {
                #d
                pub fn #f(&self, namespace: &str) -> #kc {
                    #kc { inner: #rt::Client::new(self.client.clone(), Some(namespace)) }
                }
            }
        } else {
            let d = doc(format!("The client of `{}` (cluster-scoped).", k.plural));
            quote! {
                #d
                pub fn #f(&self) -> #kc {
                    #kc { inner: #rt::Client::new(self.client.clone(), None) }
                }
            }
        }
    });
    let all_ns_accessors = gv.kinds.iter().filter(|k| k.namespaced).map(|k| {
        let kc = format_ident!("{}Client", k.ty.name);
        let f = ident(&format!("{}_all_namespaces", snake(&k.plural)));
        let d = doc(format!(
            "The client of `{}` across all namespaces (for list, watch and delete_collection).",
            k.plural
        ));
        quote! {
            #d
            pub fn #f(&self) -> #kc {
                #kc { inner: #rt::Client::new(self.client.clone(), None) }
            }
        }
    });
    let informer_accessors = gv.kinds.iter().filter(|k| has_informer(k)).map(|k| {
        let ki = format_ident!("{}Informer", k.ty.name);
        let kind = ident(&k.ty.name);
        let f = ident(&snake(&k.plural));
        let d = doc(format!("The shared informer of `{}`.", k.plural));
        // Inline, so that the informer's reflector and decoder are compiled where the
        // accessor is called, for the Kinds a program uses, not for every Kind of the API.
        quote! {
            #d
            #[inline]
            pub fn #f(&self) -> #ki {
                #ki { inner: self.factory.informer_for::<api::#kind>() }
            }
        }
    });
    let kinds = gv.kinds.iter().map(|k| kind_items(gv, k, with_impls));
    let api_path = &gv.api_path;
    let d = doc(format!(
        "Clients, listers and informers of `{api_version}`."
    ));
    let cd = doc(format!(
        "The typed client of `{api_version}` (client-gen's `<Group><Version>Client`)."
    ));
    quote! {
        #d
        pub mod #v {
            use ::kube_codegen_runtime as rt;
            use rt::reexports::kube;
            use #api_path as api;

            #cd
            #[derive(Clone)]
            pub struct #client {
                client: #kube::Client,
            }

            impl #client {
                /// A client over `client`.
                pub fn new(client: #kube::Client) -> Self {
                    #client { client }
                }

                #(#kind_client_accessors)*
                #(#all_ns_accessors)*
            }

            /// The informers of this version, by resource.
            pub struct Informers<'a> {
                factory: &'a #rt::SharedInformerFactory,
            }

            impl<'a> Informers<'a> {
                pub(crate) fn new(factory: &'a #rt::SharedInformerFactory) -> Self {
                    Informers { factory }
                }

                #(#informer_accessors)*
            }

            #(#kinds)*

            #apply
        }
    }
}

/// A Kind's items in its group-version module: its `Kind` impls (when `with_impls`), the
/// list alias, the typed client, its lister and its informer.
fn kind_items(gv: &GroupVersion<'_>, k: &KindInfo<'_>, with_impls: bool) -> TokenStream {
    let rt = quote!(rt);
    let kube = quote!(kube);
    let kind = ident(&k.ty.name);
    let name = &k.ty.name;
    let (group, version, plural) = (&gv.group, &gv.version, &k.plural);
    let api_version = format!("{group}/{version}");
    let resource = format!("{plural}.{group}");
    let list_ty = format_ident!("{}List", name);
    let list_alias = if k.user_list {
        TokenStream::new()
    } else {
        let d = doc(format!(
            "A list of `{name}` (`{name}List` of `{api_version}`)."
        ));
        quote! {
            #d
            pub type #list_ty = #kube::core::ObjectList<api::#kind>;
        }
    };
    let client_ty = format_ident!("{}Client", name);
    let mut methods = read_methods(k);
    methods.extend(write_methods(k));
    methods.extend(apply_methods(gv, k));
    methods.extend(subresource_methods(k));
    let client_doc = client_doc(k, &resource);
    let informer_items = if has_informer(k) {
        lister_and_informer(k, &resource)
    } else {
        TokenStream::new()
    };
    let impls = if with_impls {
        kind_impls(gv, k)
    } else {
        TokenStream::new()
    };
    quote! {
        #impls

        #list_alias

        #client_doc
        #[derive(Clone)]
        pub struct #client_ty {
            inner: #rt::Client<api::#kind>,
        }

        impl #client_ty {
            /// The untyped-verb client underneath (every verb, whatever the tags allow).
            pub fn inner(&self) -> &#rt::Client<api::#kind> {
                &self.inner
            }

            #(#methods)*
        }

        #informer_items
    }
}

/// A Kind's lister (lister-gen's) and shared informer (informer-gen's).
fn lister_and_informer(k: &KindInfo<'_>, resource: &str) -> TokenStream {
    let rt = quote!(rt);
    let kube = quote!(kube);
    let kind = ident(&k.ty.name);
    let name = &k.ty.name;
    let lister = format_ident!("{}Lister", name);
    let informer = format_ident!("{}Informer", name);
    let lister_doc = doc(format!(
        "Reads of `{resource}` from a shared informer's store (lister-gen's `{name}Lister`)."
    ));
    let informer_doc = doc(format!(
        "The shared informer of `{resource}` (informer-gen's `{name}Informer`)."
    ));
    let (lister_methods, ns_alias) = if k.namespaced {
        let nsl = format_ident!("{}NamespaceLister", name);
        let d = doc(format!("Reads of `{resource}` in one namespace."));
        (
            quote! {
                /// The objects of one namespace.
                pub fn namespace(&self, namespace: &str) -> #nsl {
                    self.inner.namespace(namespace)
                }
            },
            quote! {
                #d
                pub type #nsl = #rt::NamespaceLister<api::#kind>;
            },
        )
    } else {
        (
            quote! {
                /// One object by name. Errors: `NotFound`, worded as the API server's.
                pub fn get(&self, name: &str) -> #rt::Result<::std::sync::Arc<api::#kind>> {
                    self.inner.get(name)
                }
            },
            TokenStream::new(),
        )
    };
    quote! {
        #lister_doc
        #[derive(Clone)]
        pub struct #lister {
            inner: #rt::Lister<api::#kind>,
        }

        impl #lister {
            /// A lister over `inner`.
            pub fn new(inner: #rt::Lister<api::#kind>) -> Self {
                #lister { inner }
            }

            /// The objects (of every namespace) whose labels match `selector`,
            /// ordered by `namespace/name`.
            pub fn list(&self, selector: &#kube::core::Selector) -> Vec<::std::sync::Arc<api::#kind>> {
                self.inner.list(selector)
            }

            #lister_methods

            /// The objects whose custom index `index` has `value`. Errors: no such
            /// index.
            pub fn by_index(&self, index: &str, value: &str) -> #rt::Result<Vec<::std::sync::Arc<api::#kind>>> {
                self.inner.by_index(index, value)
            }
        }

        #ns_alias

        #informer_doc
        #[derive(Clone)]
        pub struct #informer {
            inner: #rt::SharedIndexInformer<api::#kind>,
        }

        impl #informer {
            /// A standalone informer, not shared through a factory (informer-gen's
            /// `New{Kind}Informer`): run it with `informer().run(token)`.
            pub fn new(client: #kube::Client, options: #rt::InformerOptions<api::#kind>) -> Self {
                #informer { inner: #rt::SharedIndexInformer::new(client, options) }
            }

            /// The informer: event handlers, indexers, sync state.
            pub fn informer(&self) -> &#rt::SharedIndexInformer<api::#kind> {
                &self.inner
            }

            /// A lister over the informer's store.
            pub fn lister(&self) -> #lister {
                #lister::new(self.inner.lister())
            }
        }
    }
}

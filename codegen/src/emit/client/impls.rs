//! `impl kube::Resource` and `impl Kind` for each Kind: in `clientset.rs`, or alone in
//! `kinds.rs` for an API crate that owns its types (`Config::kind_impls`).

use super::*;

/// The Kinds' `kube::Resource` and `Kind` impls alone, in modules shaped as the clients'
/// (so relative API paths mean the same), for an API crate whose clients are generated in
/// another crate.
pub(super) fn impls_file(gvs: &[GroupVersion<'_>]) -> TokenStream {
    let mut groups: BTreeMap<&str, Vec<&GroupVersion<'_>>> = BTreeMap::new();
    for gv in gvs {
        groups.entry(&gv.group_ident).or_default().push(gv);
    }
    let mods = groups.iter().map(|(g, versions)| {
        let g = ident(g);
        let vs = versions.iter().map(|gv| {
            let v = ident(&gv.version);
            let api_path = &gv.api_path;
            let impls = gv.kinds.iter().map(|k| kind_impls(gv, k));
            quote! {
                mod #v {
                    use ::kube_codegen_runtime as rt;
                    use rt::reexports::kube;
                    use #api_path as api;

                    #(#impls)*
                }
            }
        });
        quote! {
            mod #g {
                #(#vs)*
            }
        }
    });
    // In an anonymous const, so the modules clash with nothing where the file is included;
    // relative API paths mean what they mean at the include site.
    quote! {
        const _: () = {
            #(#mods)*
        };
    }
}

/// A Kind's `kube::Resource` and `kube_codegen_runtime::Kind` impls.
pub(super) fn kind_impls(gv: &GroupVersion<'_>, k: &KindInfo<'_>) -> TokenStream {
    let rt = quote!(rt);
    let kube = quote!(kube);
    let name = &k.ty.name;
    let kind = ident(name);
    let (group, version, plural) = (&gv.group, &gv.version, &k.plural);
    let api_version = format!("{group}/{version}");
    let resource = format!("{plural}.{group}");
    let meta = match &k.ty.kind {
        TypeKind::Struct(fields) => fields
            .iter()
            .find(|f| f.json_name == "metadata")
            .map_or_else(|| ident("metadata"), |f| ident(&f.rust_name)),
        _ => ident("metadata"),
    };
    let scope = if k.namespaced {
        quote!(#rt::reexports::k8s_openapi::NamespaceResourceScope)
    } else {
        quote!(#rt::reexports::k8s_openapi::ClusterResourceScope)
    };
    let (namespaced, status) = (k.namespaced, k.status_subresource);
    let api_fn = if k.namespaced {
        quote! {
            match namespace {
                Some(ns) => #kube::Api::namespaced(client, ns),
                None => #kube::Api::all(client),
            }
        }
    } else {
        quote! {
            let _ = namespace;
            #kube::Api::all(client)
        }
    };
    quote! {
        impl #kube::Resource for api::#kind {
            type DynamicType = ();
            type Scope = #scope;

            fn kind(_: &()) -> ::std::borrow::Cow<'_, str> {
                ::std::borrow::Cow::Borrowed(#name)
            }

            fn group(_: &()) -> ::std::borrow::Cow<'_, str> {
                ::std::borrow::Cow::Borrowed(#group)
            }

            fn version(_: &()) -> ::std::borrow::Cow<'_, str> {
                ::std::borrow::Cow::Borrowed(#version)
            }

            fn api_version(_: &()) -> ::std::borrow::Cow<'_, str> {
                ::std::borrow::Cow::Borrowed(#api_version)
            }

            fn plural(_: &()) -> ::std::borrow::Cow<'_, str> {
                ::std::borrow::Cow::Borrowed(#plural)
            }

            fn meta(&self) -> &#rt::reexports::k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta {
                &self.#meta
            }

            fn meta_mut(&mut self) -> &mut #rt::reexports::k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta {
                &mut self.#meta
            }
        }

        impl #rt::Kind for api::#kind {
            const RESOURCE: &'static str = #resource;
            const NAMESPACED: bool = #namespaced;
            const STATUS_SUBRESOURCE: bool = #status;

            fn api(client: #kube::Client, namespace: Option<&str>) -> #kube::Api<Self> {
                #api_fn
            }
        }

    }
}

//! `impl kube::Resource` and `impl Kind` for each Kind: in `clientset.rs`, or alone in
//! `kinds.rs` for an API crate that owns its types (`KindImpls::Only`).

use std::collections::BTreeMap;

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use crate::model::{TypeKind, TypeRef};

use super::{GroupVersion, KindInfo, ident};

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
        let crds = crds_module(versions);
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
                #crds
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

/// The name of the constant holding a CRD's JSON (`guestbooks.webapp.my.domain` →
/// `GUESTBOOKS_WEBAPP_MY_DOMAIN`).
pub(super) fn crd_const(crd_name: &str) -> Ident {
    let name: String = crd_name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_uppercase()
            } else {
                '_'
            }
        })
        .collect();
    ident(&name)
}

/// `mod crds` of a group: each CRD of its generated Kinds once, as the JSON this run wrote
/// as YAML; what `CustomResourceExt::crd()` parses and the fake API server validates
/// writes with. In the group module, so a version module reaches it as `super::crds`.
pub(super) fn crds_module(versions: &[&GroupVersion<'_>]) -> TokenStream {
    let crds: BTreeMap<&str, &str> = versions
        .iter()
        .flat_map(|gv| &gv.kinds)
        .filter_map(|k| Some((k.crd_name.as_str(), k.crd_json.as_deref()?)))
        .collect();
    if crds.is_empty() {
        return TokenStream::new();
    }
    let consts = crds.iter().map(|(name, json)| {
        let c = crd_const(name);
        let d = format!(" The CRD `{name}`, as JSON.");
        quote! {
            #[doc = #d]
            pub(crate) const #c: &str = #json;
        }
    });
    quote! {
        pub(crate) mod crds {
            #(#consts)*
        }
    }
}

/// A Kind's `kube::Resource` and `kube_codegen_runtime::Kind` impls (the latter alone for a
/// Kind declared in kube-derive's dialect, whose other traits kube-derive writes).
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
    let runtime_kind = quote! {
        impl #rt::Kind for api::#kind {
            const RESOURCE: &'static str = #resource;
            const NAMESPACED: bool = #namespaced;
            const STATUS_SUBRESOURCE: bool = #status;

            fn api(client: #kube::Client, namespace: Option<&str>) -> #kube::Api<Self> {
                #api_fn
            }
        }
    };
    if k.kube_derive {
        // kube-derive writes the rest.
        return runtime_kind;
    }
    let object_traits = object_traits(gv, k);
    let kind_name = &k.kind;
    quote! {
        impl #kube::Resource for api::#kind {
            type DynamicType = ();
            type Scope = #scope;

            fn kind(_: &()) -> ::std::borrow::Cow<'_, str> {
                ::std::borrow::Cow::Borrowed(#kind_name)
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

        #object_traits

        #runtime_kind
    }
}

/// A field's type as seen from the generated version module (`api::GuestbookSpec`), when it
/// is a type of the Kind's own package named by one plain identifier (how kube-derive's
/// and kubebuilder's Kinds name their spec and status); `None` for anything else.
fn package_type(gv: &GroupVersion<'_>, ty: &TypeRef) -> Option<TokenStream> {
    match ty {
        TypeRef::Path { path, args, .. }
            if args.is_empty()
                && !path.contains("::")
                && gv.pkg.types.iter().any(|t| t.name == *path) =>
        {
            let name = ident(path);
            Some(quote!(api::#name))
        }
        _ => None,
    }
}

/// kube-derive's object surface for a Kind: `kube::core::crd::CustomResourceExt` whose
/// `crd()` is the whole CRD this run wrote (all versions, as JSON in the generated code),
/// `kube::core::object::HasSpec` for a `spec`
/// field, `HasStatus` for an `Option<…>` `status` field (both of a type of the package),
/// and `Kind::new(name, spec)` (kube-derive's constructor) when every other field is an
/// `Option` or skipped, so `Default` fills it.
fn object_traits(gv: &GroupVersion<'_>, k: &KindInfo<'_>) -> TokenStream {
    let kind = ident(&k.ty.name);
    let mut out = TokenStream::new();
    if k.crd_json.is_some() {
        let (crd_name, short_names) = (&k.crd_name, &k.short_names);
        let crd = crd_const(crd_name);
        let apiext = quote!(
            rt::reexports::k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1
        );
        out.extend(quote! {
            impl kube::core::crd::CustomResourceExt for api::#kind {
                fn crd() -> #apiext::CustomResourceDefinition {
                    rt::reexports::serde_json::from_str(super::crds::#crd)
                        .expect("the CRD kube-codegen generated and wrote for this Kind")
                }

                fn crd_name() -> &'static str {
                    #crd_name
                }

                fn api_resource() -> kube::core::ApiResource {
                    kube::core::ApiResource::erase::<Self>(&())
                }

                fn shortnames() -> &'static [&'static str] {
                    &[#(#short_names),*]
                }
            }
        });
    }
    let TypeKind::Struct(fields) = &k.ty.kind else {
        return out;
    };
    let field = |json: &str| fields.iter().find(|f| f.json_name == json && !f.serde.skip);
    let spec = field("spec").and_then(|f| Some((f, package_type(gv, &f.ty)?)));
    if let Some((f, spec_ty)) = &spec {
        let name = ident(&f.rust_name);
        out.extend(quote! {
            impl kube::core::object::HasSpec for api::#kind {
                type Spec = #spec_ty;

                fn spec(&self) -> &Self::Spec {
                    &self.#name
                }

                fn spec_mut(&mut self) -> &mut Self::Spec {
                    &mut self.#name
                }
            }
        });
    }
    let status = field("status").and_then(|f| match &f.ty {
        TypeRef::Path { args, .. } if f.ty.last_segment() == Some("Option") && args.len() == 1 => {
            Some((f, package_type(gv, &args[0])?))
        }
        _ => None,
    });
    if let Some((f, status_ty)) = status {
        let name = ident(&f.rust_name);
        out.extend(quote! {
            impl kube::core::object::HasStatus for api::#kind {
                type Status = #status_ty;

                fn status(&self) -> Option<&Self::Status> {
                    self.#name.as_ref()
                }

                fn status_mut(&mut self) -> &mut Option<Self::Status> {
                    &mut self.#name
                }
            }
        });
    }
    let Some((spec_field, spec_ty)) = spec else {
        return out;
    };
    let mut inits = Vec::new();
    for f in fields {
        let name = ident(&f.rust_name);
        let value = if f.json_name == "metadata" && !f.serde.flatten {
            quote! {
                rt::reexports::k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta {
                    name: Some(name.to_string()),
                    ..Default::default()
                }
            }
        } else if std::ptr::eq(f, spec_field) {
            if f.rust_name == "spec" {
                inits.push(quote!(spec));
                continue;
            }
            quote!(spec)
        } else if f.serde.skip
            || f.ty.last_segment() == Some("Option")
            || (f.serde.flatten && f.ty.last_segment() == Some("TypeMeta"))
        {
            quote!(Default::default())
        } else {
            return out;
        };
        inits.push(quote!(#name: #value));
    }
    let doc = format!(
        " A `{}` named `name` with `spec` and nothing else set, as kube-derive's `new`.",
        k.ty.name
    );
    out.extend(quote! {
        impl api::#kind {
            #[doc = #doc]
            pub fn new(name: &str, spec: #spec_ty) -> Self {
                Self { #(#inits),* }
            }
        }
    });
    out
}

//! Apply configurations (code-generator's applyconfiguration-gen): for every Kind whose
//! client tags leave it `apply` or `applyStatus`, and every struct of its package it
//! reaches, a type whose fields are all optional and left out when unset, with chainable
//! setters, so a controller server-side applies exactly the fields it owns.
//!
//! `GuestbookApplyConfiguration::new(name, namespace)` (a cluster-scoped Kind takes the name
//! only) carries `apiVersion`, `kind`, `metadata.name` and `metadata.namespace`; `.spec(…)`
//! takes a `GuestbookSpecApplyConfiguration`, and so on down the package's structs. Fields
//! of other types (strings, numbers, enums, Kubernetes types, structs of other packages)
//! hold the API type itself, set whole.

use std::collections::BTreeSet;

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use crate::model::{Api, Field, TypeDef, TypeKind, TypeRef};
use crate::resolve::{Res, Resolver};

use super::render::doc;
use super::{GroupVersion, KindInfo, ident, package_path, path_tokens};

/// The apply configurations of one group-version, for its version module.
pub(super) fn apply_configurations(
    api: &Api,
    resolver: &Resolver<'_>,
    api_module: &str,
    gv: &GroupVersion<'_>,
) -> TokenStream {
    let package = api
        .packages
        .iter()
        .position(|p| std::ptr::eq(p, gv.pkg))
        .unwrap_or_default();
    let cx = ApplyEmitter {
        api,
        resolver,
        api_module,
        package,
    };
    // The package's structs reachable from the Kinds, in a fixed order.
    let mut wanted: BTreeSet<usize> = BTreeSet::new();
    let mut queue: Vec<usize> = Vec::new();
    for k in gv.kinds.iter().filter(|k| k.apply_configuration) {
        if let Some(i) = gv.pkg.types.iter().position(|t| std::ptr::eq(t, k.ty)) {
            queue.push(i);
        }
    }
    while let Some(i) = queue.pop() {
        if !wanted.insert(i) {
            continue;
        }
        if let TypeKind::Struct(fields) = &gv.pkg.types[i].kind {
            for f in fields {
                cx.local_structs(&f.ty, &mut queue);
            }
        }
    }
    let items = wanted.iter().map(|&i| {
        let t = &gv.pkg.types[i];
        let kind = gv.kinds.iter().find(|k| std::ptr::eq(k.ty, t));
        cx.config(t, kind, &wanted)
    });
    quote! { #(#items)* }
}

/// The apply-configuration emitter of one group-version.
struct ApplyEmitter<'a> {
    api: &'a Api,
    resolver: &'a Resolver<'a>,
    /// Where the API types are, seen from the generated code (`ClientOptions::api_module`).
    api_module: &'a str,
    /// Index of the group-version's package in `api.packages`.
    package: usize,
}

/// `GuestbookSpec` → `GuestbookSpecApplyConfiguration`.
fn config_ident(name: &str) -> Ident {
    format_ident!("{name}ApplyConfiguration")
}

/// The std containers whose type arguments are mapped (the element of a list, the value of
/// a map, the boxed or optional type).
const CONTAINERS: &[&str] = &[
    "std::option::Option",
    "std::vec::Vec",
    "std::boxed::Box",
    "std::collections::BTreeMap",
    "std::collections::HashMap",
];

impl ApplyEmitter<'_> {
    fn resolve(&self, ty: &TypeRef) -> Option<Res> {
        match ty {
            TypeRef::Path { path, scope, .. } => self.resolver.resolve(*scope, path).ok(),
            _ => None,
        }
    }

    /// Queues the package's structs `ty` names (through containers).
    fn local_structs(&self, ty: &TypeRef, queue: &mut Vec<usize>) {
        let TypeRef::Path { args, .. } = ty else {
            return;
        };
        match self.resolve(ty) {
            Some(Res::Local(id)) if id.package == self.package => {
                let t = &self.api.packages[id.package].types[id.index];
                if matches!(t.kind, TypeKind::Struct(_)) && t.generics.is_empty() {
                    queue.push(id.index);
                }
            }
            Some(Res::External(p)) if CONTAINERS.contains(&p.as_str()) => {
                for a in args {
                    self.local_structs(a, queue);
                }
            }
            _ => {}
        }
    }

    /// The type of `ty` in an apply configuration: a struct of the package that has one
    /// becomes its apply configuration, containers map their arguments, anything else is
    /// the API type itself. `None` for a type the generated code cannot name.
    fn field_type(&self, ty: &TypeRef, configs: &BTreeSet<usize>) -> Option<TokenStream> {
        let TypeRef::Path { args, .. } = ty else {
            return None;
        };
        let args = args
            .iter()
            .map(|a| self.field_type(a, configs))
            .collect::<Option<Vec<_>>>()?;
        let args = (!args.is_empty()).then(|| quote!(<#(#args),*>));
        match self.resolve(ty)? {
            Res::Local(id) => {
                let t = &self.api.packages[id.package].types[id.index];
                let name = ident(&t.name);
                if id.package != self.package {
                    // A type of another package, through that package's module.
                    let pkg = package_path(self.api_module, &self.api.packages[id.package])?;
                    return Some(quote!(#pkg::#name #args));
                }
                if configs.contains(&id.index) {
                    let config = config_ident(&t.name);
                    return Some(quote!(#config));
                }
                Some(quote!(api::#name #args))
            }
            Res::External(p) => {
                let base = external_path(&p)?;
                Some(quote!(#base #args))
            }
        }
    }

    /// The field type without its `Option` (apply configuration fields are all optional).
    fn unwrapped<'t>(&self, ty: &'t TypeRef) -> &'t TypeRef {
        if let TypeRef::Path { args, .. } = ty
            && args.len() == 1
            && self.resolve(ty) == Some(Res::External("std::option::Option".into()))
        {
            return &args[0];
        }
        ty
    }

    fn config(
        &self,
        t: &TypeDef,
        kind: Option<&KindInfo<'_>>,
        configs: &BTreeSet<usize>,
    ) -> TokenStream {
        let name = config_ident(&t.name);
        let TypeKind::Struct(fields) = &t.kind else {
            return TokenStream::new();
        };
        let mut decls = Vec::new();
        let mut setters = Vec::new();
        for f in fields.iter().filter(|f| !f.serde.skip) {
            let field = ident(&f.rust_name);
            let json = &f.json_name;
            if kind.is_some() && f.serde.flatten && f.ty.last_segment() == Some("TypeMeta") {
                let k = ident(&t.name);
                decls.push(quote! {
                    /// `apiVersion` and `kind`, always sent.
                    #[serde(flatten)]
                    pub #field: rt::TypeMeta<api::#k>
                });
                continue;
            }
            if kind.is_some() && f.json_name == "metadata" && !f.serde.flatten {
                decls.push(quote! {
                    /// `metadata`: the name (and namespace), and the labels, annotations,
                    /// owner references and finalizers the manager owns.
                    #[serde(rename = #json)]
                    pub #field: rt::reexports::k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta
                });
                continue;
            }
            let Some(inner) = self.field_type(self.unwrapped(&f.ty), configs) else {
                continue;
            };
            let attrs = if f.serde.flatten {
                quote!(#[serde(flatten, skip_serializing_if = "Option::is_none")])
            } else {
                quote!(#[serde(rename = #json, skip_serializing_if = "Option::is_none")])
            };
            let field_doc = if f.doc.is_empty() {
                doc(format!("`{json}`."))
            } else {
                doc(&f.doc)
            };
            decls.push(quote! {
                #field_doc
                #attrs
                pub #field: Option<#inner>
            });
            let d = doc(format!("Sets `{json}`."));
            setters.push(quote! {
                #d
                pub fn #field(mut self, value: #inner) -> Self {
                    self.#field = Some(value);
                    self
                }
            });
        }
        let d = doc(format!(
            "The apply configuration of `{}`: every field optional and sent only when set (applyconfiguration-gen's `{}ApplyConfiguration`).",
            t.name, t.name
        ));
        let constructor = kind.map(|k| kind_constructor(t, fields, k));
        quote! {
            #d
            #[derive(
                Clone,
                Debug,
                Default,
                PartialEq,
                rt::reexports::serde::Serialize,
                rt::reexports::serde::Deserialize,
            )]
            #[serde(crate = "::kube_codegen_runtime::reexports::serde", default)]
            pub struct #name {
                #(#decls),*
            }

            impl #name {
                #constructor
                #(#setters)*
            }
        }
    }
}

/// `new(name, namespace)` (or `new(name)` for a cluster-scoped Kind) and the metadata
/// setters a controller applies with: labels, annotations, owner references, finalizers.
fn kind_constructor(t: &TypeDef, fields: &[Field], k: &KindInfo<'_>) -> TokenStream {
    let meta = fields
        .iter()
        .find(|f| f.json_name == "metadata" && !f.serde.flatten)
        .map_or_else(|| ident("metadata"), |f| ident(&f.rust_name));
    let (params, ns) = if k.namespaced {
        (
            quote!(name: &str, namespace: &str),
            quote!(Some(namespace.to_string())),
        )
    } else {
        (quote!(name: &str), quote!(None))
    };
    let d = doc(format!(
        "A `{}` apply configuration for the object `name`{}: `apiVersion`, `kind` and the name set, nothing else.",
        t.name,
        if k.namespaced { " in `namespace`" } else { "" }
    ));
    let meta_ty = quote!(rt::reexports::k8s_openapi::apimachinery::pkg::apis::meta::v1);
    let kind = ident(&t.name);
    let extract_status = k.status_subresource.then(|| {
        quote! {
            /// The apply configuration `field_manager` owns in `obj`'s `status`
            /// subresource (client-go's `Extract<Kind>Status`).
            pub fn extract_status(obj: &api::#kind, field_manager: &str) -> Result<Self, rt::Error> {
                rt::extract(obj, field_manager, Some("status"))
            }
        }
    });
    let extract = quote! {
        /// The apply configuration `field_manager` owns in `obj`, from its
        /// `managedFields` (client-go's `Extract<Kind>`): change it and apply it again to
        /// change only those fields. Errors: the object does not serialize.
        pub fn extract(obj: &api::#kind, field_manager: &str) -> Result<Self, rt::Error> {
            rt::extract(obj, field_manager, None)
        }

        #extract_status
    };
    quote! {
        #d
        pub fn new(#params) -> Self {
            Self {
                #meta: #meta_ty::ObjectMeta {
                    name: Some(name.to_string()),
                    namespace: #ns,
                    ..Default::default()
                },
                ..Default::default()
            }
        }

        #extract

        /// Adds the label `key=value`.
        pub fn label(mut self, key: &str, value: &str) -> Self {
            self.#meta
                .labels
                .get_or_insert_with(Default::default)
                .insert(key.to_string(), value.to_string());
            self
        }

        /// Adds the annotation `key=value`.
        pub fn annotation(mut self, key: &str, value: &str) -> Self {
            self.#meta
                .annotations
                .get_or_insert_with(Default::default)
                .insert(key.to_string(), value.to_string());
            self
        }

        /// Adds an owner reference (`kube_codegen_runtime::controller_ref` makes the
        /// controller's).
        pub fn owner_reference(mut self, owner: #meta_ty::OwnerReference) -> Self {
            self.#meta
                .owner_references
                .get_or_insert_with(Default::default)
                .push(owner);
            self
        }

        /// Adds a finalizer.
        pub fn finalizer(mut self, finalizer: &str) -> Self {
            self.#meta
                .finalizers
                .get_or_insert_with(Default::default)
                .push(finalizer.to_string());
            self
        }
    }
}

/// A type outside the inputs as generated code names it: primitives by name, std by its
/// absolute path, `k8s_openapi` and `serde_json` through the runtime's re-exports, other
/// crates from the extern prelude.
fn external_path(p: &str) -> Option<TokenStream> {
    if !p.contains("::") {
        return path_tokens(p);
    }
    let rooted = match p.split("::").next() {
        Some("k8s_openapi" | "serde_json") => format!("rt::reexports::{p}"),
        _ => format!("::{p}"),
    };
    path_tokens(&rooted)
}

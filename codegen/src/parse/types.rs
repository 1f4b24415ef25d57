//! Type references and `use` resolution.

use std::collections::BTreeMap;

use quote::ToTokens;

use super::FileCx;
use crate::model::TypeRef;

/// Maps each name a file's `use` items bring into scope to its full path
/// (`use k8s_openapi::api::core::v1 as corev1;` → `corev1` ↦ `k8s_openapi::api::core::v1`).
/// Glob imports are not resolved.
pub(crate) fn use_map(items: &[syn::Item]) -> BTreeMap<String, String> {
    let mut map = BTreeMap::new();
    for item in items {
        if let syn::Item::Use(u) = item {
            walk(&u.tree, String::new(), &mut map);
        }
    }
    map
}

fn walk(tree: &syn::UseTree, prefix: String, map: &mut BTreeMap<String, String>) {
    let join = |p: &str, s: &str| {
        if p.is_empty() {
            s.to_string()
        } else {
            format!("{p}::{s}")
        }
    };
    match tree {
        syn::UseTree::Path(p) => walk(&p.tree, join(&prefix, &p.ident.to_string()), map),
        syn::UseTree::Name(n) => {
            let name = n.ident.to_string();
            if name == "self" {
                if let Some(last) = prefix.rsplit("::").next() {
                    map.insert(last.to_string(), prefix.clone());
                }
            } else {
                map.insert(name.clone(), join(&prefix, &name));
            }
        }
        syn::UseTree::Rename(r) => {
            let target = if r.ident == "self" {
                prefix.clone()
            } else {
                join(&prefix, &r.ident.to_string())
            };
            map.insert(r.rename.to_string(), target);
        }
        syn::UseTree::Group(g) => {
            for t in &g.items {
                walk(t, prefix.clone(), map);
            }
        }
        syn::UseTree::Glob(_) => {}
    }
}

/// Lowers a syn type to a [`TypeRef`], resolving its first path segment through `use`s.
pub(crate) fn lower(cx: &FileCx<'_>, ty: &syn::Type) -> TypeRef {
    let span = cx.span(syn::spanned::Spanned::span(ty));
    match ty {
        syn::Type::Path(p) if p.qself.is_none() => {
            let segs: Vec<String> = p
                .path
                .segments
                .iter()
                .map(|s| s.ident.to_string())
                .collect();
            let mut path = segs.join("::");
            if let Some(first) = segs.first()
                && let Some(full) = cx.uses.get(first)
                && p.path.leading_colon.is_none()
            {
                path = std::iter::once(full.clone())
                    .chain(segs[1..].iter().cloned())
                    .collect::<Vec<_>>()
                    .join("::");
            }
            let args = match p.path.segments.last().map(|s| &s.arguments) {
                Some(syn::PathArguments::AngleBracketed(a)) => a
                    .args
                    .iter()
                    .filter_map(|g| match g {
                        syn::GenericArgument::Type(t) => Some(lower(cx, t)),
                        _ => None,
                    })
                    .collect(),
                _ => Vec::new(),
            };
            TypeRef::Path { path, args, span }
        }
        syn::Type::Reference(r) => lower(cx, &r.elem),
        syn::Type::Paren(p) => lower(cx, &p.elem),
        syn::Type::Group(g) => lower(cx, &g.elem),
        syn::Type::Array(a) => TypeRef::Array(Box::new(lower(cx, &a.elem)), span),
        syn::Type::Slice(s) => TypeRef::Array(Box::new(lower(cx, &s.elem)), span),
        syn::Type::Tuple(t) => TypeRef::Tuple(t.elems.iter().map(|e| lower(cx, e)).collect(), span),
        other => TypeRef::Unsupported(other.to_token_stream().to_string(), span),
    }
}

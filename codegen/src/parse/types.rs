//! Type references, as written; [`crate::resolve`] tells what they name.

use quote::ToTokens;

use super::FileCx;
use crate::model::TypeRef;

/// The span of a type from its first and last tokens, for the shapes API types take (a
/// path, an array, a slice, a tuple): `Spanned::span` turns the whole type back into a token
/// stream to find them, which was a few percent of a run.
fn type_span(ty: &syn::Type) -> proc_macro2::Span {
    let joined = |a: proc_macro2::Span, b: proc_macro2::Span| a.join(b).unwrap_or(a);
    match ty {
        syn::Type::Path(p) if p.qself.is_none() => {
            let (Some(first), Some(last)) = (p.path.segments.first(), p.path.segments.last())
            else {
                return syn::spanned::Spanned::span(ty);
            };
            let start = p
                .path
                .leading_colon
                .map_or(first.ident.span(), |c| c.spans[0]);
            let end = match &last.arguments {
                syn::PathArguments::None => last.ident.span(),
                syn::PathArguments::AngleBracketed(a) => a.gt_token.span,
                syn::PathArguments::Parenthesized(_) => return syn::spanned::Spanned::span(ty),
            };
            joined(start, end)
        }
        syn::Type::Array(a) => a.bracket_token.span.join(),
        syn::Type::Slice(s) => s.bracket_token.span.join(),
        syn::Type::Tuple(t) => t.paren_token.span.join(),
        _ => syn::spanned::Spanned::span(ty),
    }
}

/// Lowers a syn type to a [`TypeRef`] in the scope of `cx.module`.
pub(crate) fn lower(cx: &FileCx<'_>, ty: &syn::Type) -> TypeRef {
    let span = cx.span(type_span(ty));
    match ty {
        syn::Type::Path(p) if p.qself.is_none() => {
            let segs: Vec<String> = p
                .path
                .segments
                .iter()
                .map(|s| s.ident.to_string())
                .collect();
            let mut path = segs.join("::");
            if p.path.leading_colon.is_some() {
                path.insert_str(0, "::");
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
            TypeRef::Path {
                path,
                scope: cx.module,
                args,
                span,
            }
        }
        syn::Type::Reference(r) => lower(cx, &r.elem),
        syn::Type::Paren(p) => lower(cx, &p.elem),
        syn::Type::Group(g) => lower(cx, &g.elem),
        syn::Type::Array(a) => {
            let len = match &a.len {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Int(n),
                    ..
                }) => n.base10_parse().ok(),
                _ => None,
            };
            TypeRef::Array(Box::new(lower(cx, &a.elem)), len, span)
        }
        syn::Type::Slice(s) => TypeRef::Array(Box::new(lower(cx, &s.elem)), None, span),
        syn::Type::Tuple(t) => TypeRef::Tuple(t.elems.iter().map(|e| lower(cx, e)).collect(), span),
        other => TypeRef::Unsupported(other.to_token_stream().to_string(), span),
    }
}

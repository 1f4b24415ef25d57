//! The types of the conversion functions: each field's type resolved as rustc would
//! (aliases followed) to compare two versions' fields, and written as a path the generated
//! module can name.

use proc_macro2::TokenStream;
use quote::quote;

use super::def;
use crate::emit::client::{ident, path_tokens, type_rust_path};
use crate::model::{Api, TypeId, TypeKind, TypeRef};
use crate::resolve::{Res, Resolver};

/// How deep type aliases are followed.
const MAX_ALIASES: usize = 32;

/// A type with its paths resolved and its local aliases followed: two fields have the
/// same type when their `Norm`s are equal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Norm {
    /// A type of the inputs, with its generic arguments.
    Local(TypeId, Vec<Norm>),
    /// A type outside the inputs, by its full path.
    External(String, Vec<Norm>),
    /// `[T; N]`.
    Array(Box<Norm>, Option<u64>),
    /// `(A, B)`.
    Tuple(Vec<Norm>),
}

/// Why [`Types::tokens`] cannot write a type.
pub(super) enum Unnamed {
    /// It has no path (a slice, a `fn`, a `dyn`…) or does not resolve.
    NoPath,
    /// A private module (its path) hides this type of the inputs.
    Private(TypeId, String),
}

/// Resolves and writes the types of one run.
pub(super) struct Types<'a> {
    pub(super) api: &'a Api,
    pub(super) resolver: &'a Resolver<'a>,
    /// The API module's path, as seen from a generated module.
    pub(super) base: TokenStream,
}

impl Types<'_> {
    /// `t` resolved, aliases followed; `None` for what has no path (`fn`, `dyn`, …) or
    /// does not resolve (the CRD reports that).
    pub(super) fn norm(&self, t: &TypeRef) -> Option<Norm> {
        self.norm_at(t, 0)
    }

    fn norm_at(&self, t: &TypeRef, depth: usize) -> Option<Norm> {
        if depth > MAX_ALIASES {
            return None;
        }
        match t {
            TypeRef::Path {
                path, scope, args, ..
            } => {
                let args: Option<Vec<Norm>> = args.iter().map(|a| self.norm_at(a, depth)).collect();
                match self.resolver.resolve(*scope, path).ok()? {
                    Res::Local(id) => {
                        let d = def(self.api, id);
                        match &d.kind {
                            TypeKind::Alias(target) if d.generics.is_empty() => {
                                self.norm_at(target, depth + 1)
                            }
                            _ => Some(Norm::Local(id, args?)),
                        }
                    }
                    Res::External(p) => Some(Norm::External(p, args?)),
                }
            }
            TypeRef::Array(inner, n, _) => {
                Some(Norm::Array(Box::new(self.norm_at(inner, depth)?), *n))
            }
            TypeRef::Tuple(items, _) => Some(Norm::Tuple(
                items
                    .iter()
                    .map(|i| self.norm_at(i, depth))
                    .collect::<Option<_>>()?,
            )),
            TypeRef::Unsupported(..) => None,
        }
    }

    /// `t` as a type the generated module can name; `Err` for a slice, a `fn`, a `dyn`…,
    /// or a type a private module hides.
    pub(super) fn tokens(&self, t: &TypeRef) -> Result<TokenStream, Unnamed> {
        match t {
            TypeRef::Path {
                path, scope, args, ..
            } => {
                let args: Vec<TokenStream> = args
                    .iter()
                    .map(|a| self.tokens(a))
                    .collect::<Result<_, _>>()?;
                let head = match self.resolver.resolve(*scope, path) {
                    Ok(Res::Local(id)) => self.path(id).map_err(|m| Unnamed::Private(id, m))?,
                    Ok(Res::External(p)) if p.contains("::") => {
                        path_tokens(&format!("::{p}")).ok_or(Unnamed::NoPath)?
                    }
                    Ok(Res::External(p)) => path_tokens(&p).ok_or(Unnamed::NoPath)?,
                    Err(_) => return Err(Unnamed::NoPath),
                };
                if args.is_empty() {
                    Ok(head)
                } else {
                    Ok(quote!(#head<#(#args),*>))
                }
            }
            TypeRef::Array(inner, Some(n), _) => {
                let inner = self.tokens(inner)?;
                let n = proc_macro2::Literal::u64_unsuffixed(*n);
                Ok(quote!([#inner; #n]))
            }
            TypeRef::Tuple(items, _) => {
                let items: Vec<TokenStream> = items
                    .iter()
                    .map(|i| self.tokens(i))
                    .collect::<Result<_, _>>()?;
                Ok(quote!((#(#items,)*)))
            }
            _ => Err(Unnamed::NoPath),
        }
    }

    /// The path of a type of the inputs, as seen from a generated module; `Err` with the
    /// private module that hides it ([`type_rust_path`]).
    pub(super) fn path(&self, id: TypeId) -> Result<TokenStream, String> {
        let segments = type_rust_path(self.api, id)?;
        let segments = segments.iter().map(|m| ident(m));
        let base = &self.base;
        Ok(quote!(#base #(:: #segments)*))
    }
}

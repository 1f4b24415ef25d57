//! One value converted by its types: equal types copied or cloned, the same-named types of
//! the two versions (or two of one shape) through their generated functions, and `Option`s, `Vec`s and maps of
//! those element by element.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::types::Norm;
use super::{Dir, Module, def, names};
use crate::model::TypeRef;

/// A place holding a value to convert: `from.spec` (a place) or `v` (a reference), and
/// the JSON name of the field it is (or whose item it is), for the conversion context;
/// `None` for the value the context already describes (a newtype's inner value).
#[derive(Clone)]
pub(super) struct Place {
    pub(super) tokens: TokenStream,
    pub(super) is_ref: bool,
    pub(super) field: Option<String>,
}

impl Place {
    fn borrowed(&self) -> TokenStream {
        let t = &self.tokens;
        if self.is_ref { quote!(#t) } else { quote!(&#t) }
    }
}

impl Module<'_> {
    /// `, cx: &Context<'_>` (named `_cx` when `body` does not use it) for a function of
    /// a module with conversion context; nothing otherwise.
    pub(super) fn cx_param(&self, body: &TokenStream) -> TokenStream {
        match (self.cx, names(body.clone(), "cx")) {
            (false, _) => TokenStream::new(),
            (true, true) => self.cx_decl(),
            (true, false) => quote!(, _cx: &::kube_codegen_runtime::conversion::Context<'_>),
        }
    }

    /// `, cx: &Context<'_>` for a method of `ManualConversions` of a module with conversion
    /// context; nothing otherwise.
    pub(super) fn cx_decl(&self) -> TokenStream {
        if self.cx {
            quote!(, cx: &::kube_codegen_runtime::conversion::Context<'_>)
        } else {
            TokenStream::new()
        }
    }

    /// `, cx`: the caller's context, for a call on the value it describes.
    pub(super) fn cx_arg(&self) -> TokenStream {
        if self.cx {
            quote!(, cx)
        } else {
            TokenStream::new()
        }
    }

    /// `, &cx.child("field", value)`: the context of `value`, held by `field` of the value
    /// the caller's context describes (`cx_arg` for `None`).
    pub(super) fn cx_child(&self, field: Option<&str>, value: &TokenStream) -> TokenStream {
        match field {
            Some(field) if self.cx => quote!(, &cx.child(#field, #value)),
            _ => self.cx_arg(),
        }
    }

    /// The value of a field of type `to` from `place` of type `from` (an expression that may
    /// use `?`), or `None` when the types do not convert.
    pub(super) fn value(
        &mut self,
        from: &TypeRef,
        to: &TypeRef,
        place: &Place,
        dir: Dir,
    ) -> Option<TokenStream> {
        let (a, b) = (self.types.norm(from)?, self.types.norm(to)?);
        if a == b {
            let t = &place.tokens;
            // A primitive is copied; anything else cloned through the trait, which clippy
            // does not flag on a `Copy` type (`clone_on_copy` looks at `.clone()` calls).
            return Some(match &a {
                Norm::External(p, args) if args.is_empty() && !p.contains("::") => {
                    if place.is_ref {
                        quote!(*#t)
                    } else {
                        quote!(#t)
                    }
                }
                _ => {
                    let place = place.borrowed();
                    quote!(::core::clone::Clone::clone(#place))
                }
            });
        }
        let call = self.convert(&a, &b, place, dir)?;
        Some(quote!(#call?))
    }

    /// An expression of type `Result<B, ConversionError>` converting `place` (of type
    /// `a`, which is not `b`).
    pub(super) fn convert(
        &mut self,
        a: &Norm,
        b: &Norm,
        place: &Place,
        dir: Dir,
    ) -> Option<TokenStream> {
        let t = &place.tokens;
        match (a, b) {
            (Norm::Local(..), Norm::Local(..)) => {
                let f = self.pair_function(a, b, dir)?;
                let arg = place.borrowed();
                let cx = self.cx_child(place.field.as_deref(), &arg);
                Some(quote!(#f(#arg #cx)))
            }
            (Norm::External(p, pa), Norm::External(q, qa)) if p == q => {
                match (p.as_str(), &pa[..], &qa[..]) {
                    ("std::option::Option", [x], [y]) => {
                        let each = self.callable(x, y, dir, place.field.as_deref())?;
                        Some(quote!(#t.as_ref().map(#each).transpose()))
                    }
                    ("std::vec::Vec", [x], [y]) => {
                        let each = self.callable(x, y, dir, place.field.as_deref())?;
                        Some(quote! {
                            #t.iter().map(#each).collect::<::core::result::Result<_, ConversionError>>()
                        })
                    }
                    (
                        "std::collections::BTreeMap" | "std::collections::HashMap",
                        [ka, _],
                        [kb, _],
                    ) if ka == kb => {
                        let inner = self.convert(
                            &pa[1],
                            &qa[1],
                            &Place {
                                tokens: quote!(v),
                                is_ref: true,
                                field: place.field.clone(),
                            },
                            dir,
                        )?;
                        Some(quote! {
                            #t.iter()
                                .map(|(k, v)| ::core::result::Result::Ok((k.clone(), #inner?)))
                                .collect::<::core::result::Result<_, ConversionError>>()
                        })
                    }
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// The generated function converting the same-named types `a` and `b` of the two
    /// versions, or two of one shape under two names ([`Module::same_shape`]), in
    /// direction `dir` (queued for writing if new); `None` for other types.
    pub(super) fn pair_function(
        &mut self,
        a: &Norm,
        b: &Norm,
        dir: Dir,
    ) -> Option<proc_macro2::Ident> {
        let (Norm::Local(x, xa), Norm::Local(y, ya)) = (a, b) else {
            return None;
        };
        if !xa.is_empty() || !ya.is_empty() {
            return None;
        }
        if def(self.api, *x).name != def(self.api, *y).name && !self.same_shape(*x, *y) {
            return None;
        }
        let (spoke, hub) = match dir {
            Dir::ToHub => (*x, *y),
            Dir::FromHub => (*y, *x),
        };
        let stem = self.function(spoke, hub);
        Some(format_ident!("{stem}_{}", dir.suffix()))
    }

    /// A function or closure converting a `&A` (an item of field `field`) to a
    /// `Result<B, ConversionError>`.
    pub(super) fn callable(
        &mut self,
        a: &Norm,
        b: &Norm,
        dir: Dir,
        field: Option<&str>,
    ) -> Option<TokenStream> {
        if a == b {
            return None;
        }
        // The pair's own function is passed by name (clippy's `redundant_closure`), unless
        // it takes the item's context too.
        if let Some(f) = self.pair_function(a, b, dir) {
            if !self.cx {
                return Some(quote!(#f));
            }
            let cx = self.cx_child(field, &quote!(v));
            return Some(quote!(|v| #f(v #cx)));
        }
        let v = Place {
            tokens: quote!(v),
            is_ref: true,
            field: field.map(str::to_string),
        };
        let call = self.convert(a, b, &v, dir)?;
        Some(quote!(|v| #call))
    }
}

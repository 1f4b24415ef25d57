//! One conversion function per pair of same-named types of the two versions: a struct
//! field by field, a newtype through its value, an enum variant by variant; what does not
//! convert by itself becomes a method of `ManualConversions`, and an overridden type goes
//! through one around its generated conversion.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::admits::Refused;
use super::types::Unnamed;
use super::values::Place;
use super::{Dir, Module, def, names, private_type, snake_join, unique};
use crate::diag::Diagnostic;
use crate::emit::client::{doc, ident, is_type_meta};
use crate::markers::MarkerKind;
use crate::model::{Field, TypeDef, TypeId, TypeKind, Variant, VariantFields};

/// The two types of one conversion function.
struct Pair<'d> {
    from: &'d TypeDef,
    to: &'d TypeDef,
    to_id: TypeId,
    from_ty: TokenStream,
    to_ty: TokenStream,
    /// The version of `from`.
    from_version: &'d str,
    dir: Dir,
    /// The stem of the function's name.
    stem: &'d str,
}

impl Module<'_> {
    /// The function converting `spoke` to `hub` (or back): field by field, or through a
    /// manual method.
    pub(super) fn pair(&mut self, spoke: TypeId, hub: TypeId, dir: Dir, stem: &str) -> TokenStream {
        let (from_id, to_id) = match dir {
            Dir::ToHub => (spoke, hub),
            Dir::FromHub => (hub, spoke),
        };
        let api = self.api;
        let pair = Pair {
            from: def(api, from_id),
            to: def(api, to_id),
            to_id,
            from_ty: self.named(from_id),
            to_ty: self.named(to_id),
            from_version: &api.packages[from_id.package].version,
            dir,
            stem,
        };
        let (from_ty, to_ty) = (&pair.from_ty, &pair.to_ty);
        let name = format_ident!("{stem}_{}", dir.suffix());
        let refused = self.type_admits(pair.from, pair.to).err();
        let body = match (&pair.from.kind, &pair.to.kind) {
            _ if refused.is_some() => None,
            _ if !pair.from.generics.is_empty() || !pair.to.generics.is_empty() => None,
            (TypeKind::Struct(from_fields), TypeKind::Struct(to_fields)) => {
                Some(self.fields(&pair, from_fields, to_fields))
            }
            (TypeKind::Newtype(a), TypeKind::Newtype(b)) => {
                let place = Place {
                    tokens: quote!(from.0),
                    is_ref: false,
                    field: None,
                };
                self.value(a, b, &place, dir)
                    .map(|v| quote!(::core::result::Result::Ok(#to_ty(#v))))
            }
            (TypeKind::Enum(a), TypeKind::Enum(b)) => self.variants(a, b, &pair),
            _ => None,
        };
        let generated = body.is_some();
        let (cx_decl, cx_arg) = (self.cx_decl(), self.cx_arg());
        let body = body.unwrap_or_else(|| {
            let why = refused.map_or_else(|| "its shape differs".into(), |r| r.reason());
            let d = doc(format!(
                "`{}` from a `{}` `{}`: no generated conversion, as {why}.",
                pair.to.name, pair.from_version, pair.from.name
            ));
            self.manual.push(quote! {
                #d
                fn #name(from: &#from_ty #cx_decl) -> ::core::result::Result<#to_ty, ConversionError>;
            });
            quote!(<super::Conversions as ManualConversions>::#name(from #cx_arg))
        });
        let param = if names(body.clone(), "from") {
            quote!(from)
        } else {
            quote!(_from)
        };
        let overridden = [pair.from, pair.to].iter().any(|t| {
            t.markers
                .iter()
                .any(|m| m.kind == MarkerKind::ConversionOverride)
        });
        if !(overridden && generated) {
            let cx = self.cx_param(&body);
            return quote! {
                fn #name(#param: &#from_ty #cx) -> ::core::result::Result<#to_ty, ConversionError> {
                    #body
                }
            };
        }
        // Go's `Convert_*` over its `autoConvert_*`: every use goes through the user's
        // method, which may call the generated conversion and correct its result.
        let auto = format_ident!("auto_{name}");
        let d = doc(format!(
            "`{}` from a `{}` `{}`, as the conversions would generate it: for\n\
             `ManualConversions::{name}` (`+kube-codegen:conversion:override`) to call.",
            pair.to.name, pair.from_version, pair.from.name
        ));
        let method_doc = doc(format!(
            "`{}` from a `{}` `{}`, overridden (`+kube-codegen:conversion:override`): every\n\
             conversion of the type calls it; [`{auto}`] gives the generated one to correct.",
            pair.to.name, pair.from_version, pair.from.name
        ));
        self.manual.push(quote! {
            #method_doc
            fn #name(from: &#from_ty #cx_decl) -> ::core::result::Result<#to_ty, ConversionError>;
        });
        let cx = self.cx_param(&body);
        quote! {
            #d
            pub fn #auto(#param: &#from_ty #cx) -> ::core::result::Result<#to_ty, ConversionError> {
                #body
            }

            fn #name(from: &#from_ty #cx_decl) -> ::core::result::Result<#to_ty, ConversionError> {
                <super::Conversions as ManualConversions>::#name(from #cx_arg)
            }
        }
    }

    /// A struct literal of the pair's `to` from the fields of its `from`.
    fn fields(
        &mut self,
        pair: &Pair<'_>,
        from_fields: &[Field],
        to_fields: &[Field],
    ) -> TokenStream {
        let mut values = Vec::new();
        for (i, f) in to_fields.iter().enumerate() {
            let field = ident(&f.rust_name);
            if is_type_meta(f) || f.serde.skip {
                values.push(quote!(#field: ::core::default::Default::default()));
                continue;
            }
            let source = from_fields.iter().find(|g| {
                if f.serde.flatten {
                    g.serde.flatten && g.rust_name == f.rust_name
                } else {
                    !g.serde.flatten && !g.serde.skip && g.json_name == f.json_name
                }
            });
            let refused = source.and_then(|g| self.field_admits(g, f).err());
            let converted = source.filter(|_| refused.is_none()).and_then(|g| {
                let source_field = ident(&g.rust_name);
                let place = Place {
                    tokens: quote!(from.#source_field),
                    is_ref: false,
                    field: Some(g.json_name.clone()),
                };
                self.value(&g.ty, &f.ty, &place, pair.dir)
            });
            let preserved = f
                .markers
                .iter()
                .any(|m| m.kind == MarkerKind::ConversionPreserve);
            if source.is_none() && pair.dir == Dir::ToHub && preserved {
                self.missing.insert((pair.to_id, i));
            }
            let value = match converted {
                Some(v) => v,
                None => self.manual_field(pair, f, source, refused),
            };
            values.push(quote!(#field: #value));
        }
        let to_ty = &pair.to_ty;
        quote!(::core::result::Result::Ok(#to_ty { #(#values),* }))
    }

    /// A `ManualConversions` method for field `f` of the pair's `to`, and its call.
    fn manual_field(
        &mut self,
        pair: &Pair<'_>,
        f: &Field,
        source: Option<&Field>,
        refused: Option<Refused>,
    ) -> TokenStream {
        let base = unique(
            snake_join(&[pair.stem, &f.rust_name]),
            format!("{}.{}", pair.stem, f.rust_name),
            &mut self.taken,
        );
        let method = format_ident!("{base}_{}", pair.dir.suffix());
        let ty = match self.types.tokens(&f.ty) {
            Ok(ty) => ty,
            Err(Unnamed::Private(id, module)) => {
                if self.hidden.insert(id) {
                    self.diags.push(private_type(def(self.api, id), &module));
                }
                return quote!(::core::default::Default::default());
            }
            Err(Unnamed::NoPath) => {
                self.diags.push(
                Diagnostic::error(
                    f.ty.span(),
                    format!(
                        "the conversion of `{}.{}` needs its type written as a path kube-codegen can name",
                        pair.to.name, f.rust_name
                    ),
                )
                .with_help("give the type a name (a `type` alias or a struct) in the API module"),
            );
                return quote!(::core::default::Default::default());
            }
        };
        let why = match (source, refused) {
            (_, Some(r)) => r.reason(),
            (Some(g), None) => format!("its field `{}` has another type", g.rust_name),
            (None, None) => format!("it has no field `{}`", f.json_name),
        };
        let side = match pair.dir {
            Dir::ToHub => "The hub's",
            Dir::FromHub => "This version's",
        };
        let d = doc(format!(
            "{side} `{}.{}` (JSON `{}`) from a `{}` `{}`: {why}.",
            pair.to.name, f.rust_name, f.json_name, pair.from_version, pair.from.name
        ));
        let from_ty = &pair.from_ty;
        let (cx_decl, cx_arg) = (self.cx_decl(), self.cx_arg());
        self.manual.push(quote! {
            #d
            fn #method(from: &#from_ty #cx_decl) -> ::core::result::Result<#ty, ConversionError>;
        });
        quote!(<super::Conversions as ManualConversions>::#method(from #cx_arg)?)
    }

    /// A `match` converting each variant of `a` to the variant of `b` with its JSON name,
    /// or `None` when one has none or their payloads differ.
    fn variants(&mut self, a: &[Variant], b: &[Variant], pair: &Pair<'_>) -> Option<TokenStream> {
        let (from_ty, to_ty, dir) = (&pair.from_ty, &pair.to_ty, pair.dir);
        let mut arms = Vec::new();
        for v in a {
            let w = b.iter().find(|w| w.json_name == v.json_name && !w.skip)?;
            if v.skip {
                return None;
            }
            let (vi, wi) = (ident(&v.rust_name), ident(&w.rust_name));
            let arm = match (&v.fields, &w.fields) {
                (VariantFields::Unit, VariantFields::Unit) => quote!(#from_ty::#vi => #to_ty::#wi),
                (VariantFields::Newtype(x), VariantFields::Newtype(y)) => {
                    let place = Place {
                        tokens: quote!(v),
                        is_ref: true,
                        field: Some(v.json_name.clone()),
                    };
                    let value = self.value(x, y, &place, dir)?;
                    quote!(#from_ty::#vi(v) => #to_ty::#wi(#value))
                }
                _ => return None,
            };
            arms.push(arm);
        }
        Some(quote!(::core::result::Result::Ok(match from { #(#arms,)* })))
    }
}

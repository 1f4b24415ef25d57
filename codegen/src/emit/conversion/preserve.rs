//! The round trip of the hub's fields a version lacks through an annotation, where the user
//! opts in with `+kube-codegen:conversion:preserve` on the hub's field, as Kubernetes' API
//! conventions ask of a field added in a newer version: converting from the hub writes
//! them into the runtime's `PRESERVED_ANNOTATION` on the older object; converting back takes
//! them out again, so a client that reads, changes and writes at the older version keeps
//! them.
//!
//! With each value the annotation keeps its base, what the conversion to the hub gave the
//! field then; converting back puts the value back only where the conversion still gives
//! the base, so a client's change at the older version to what the field derives from
//! (a manual conversion reading other fields) wins over the kept value.
//!
//! A marked field is preserved for a version that has no field of its JSON name (a field
//! the version has is converted as usual), when it is reached from the Kind through struct
//! fields and `Option`s of structs: items of lists and maps have no identity to restore
//! them by. The opt-in is per field because a field the version only renamed or retyped is
//! the user's manual conversion, and restoring its old value would undo a client's change.

use std::collections::BTreeSet;

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use super::def;
use super::types::{Norm, Types};
use crate::emit::client::{ident, is_type_meta};
use crate::model::{TypeId, TypeKind};

/// How deep the struct fields below a Kind are followed.
const MAX_DEPTH: usize = 16;

/// One field on the way from the Kind to a preserved field.
#[derive(Clone)]
struct Step {
    json: String,
    field: Ident,
    /// The field is an `Option` of the struct below.
    optional: bool,
}

/// The paths from hub type `ty` to the fields in `missing` (hub type, field index).
fn paths(
    types: &Types<'_>,
    ty: TypeId,
    missing: &BTreeSet<(TypeId, usize)>,
    prefix: &mut Vec<Step>,
    out: &mut Vec<Vec<Step>>,
) {
    if prefix.len() > MAX_DEPTH {
        return;
    }
    let TypeKind::Struct(fields) = &def(types.api, ty).kind else {
        return;
    };
    for (i, f) in fields.iter().enumerate() {
        if f.serde.flatten || f.serde.skip || is_type_meta(f) {
            continue;
        }
        let mut step = Step {
            json: f.json_name.clone(),
            field: ident(&f.rust_name),
            optional: false,
        };
        if missing.contains(&(ty, i)) {
            let mut path = prefix.clone();
            path.push(step);
            out.push(path);
            continue;
        }
        let below = match types.norm(&f.ty) {
            Some(Norm::Local(u, args)) if args.is_empty() => u,
            Some(Norm::External(p, args)) if p == "std::option::Option" => match &args[..] {
                [Norm::Local(u, inner)] if inner.is_empty() => {
                    step.optional = true;
                    *u
                }
                _ => continue,
            },
            _ => continue,
        };
        prefix.push(step);
        paths(types, below, missing, prefix, out);
        prefix.pop();
    }
}

/// The struct holding the path's last field, reached from `root` through its `parents`:
/// a place expression, or an expression of `Option<&T>` (`Option<&mut T>` when
/// `mutable`) when an `Option` is on the way (`(tokens, optional)`). Flat, so that the
/// generated code compiles in every edition and needs no nested `if`.
fn reach(root: TokenStream, parents: &[Step], mutable: bool) -> (TokenStream, bool) {
    let access = if mutable {
        quote!(as_mut)
    } else {
        quote!(as_ref)
    };
    let borrow = if mutable { quote!(&mut) } else { quote!(&) };
    let (mut expr, mut optional) = (root, false);
    for step in parents {
        let field = &step.field;
        expr = match (optional, step.optional) {
            (false, false) => quote!(#expr.#field),
            (false, true) => quote!(#expr.#field.#access()),
            (true, false) => quote!(#expr.map(|parent| #borrow parent.#field)),
            (true, true) => quote!(#expr.and_then(|parent| parent.#field.#access())),
        };
        optional |= step.optional;
    }
    (expr, optional)
}

/// The calls of the generated conversion functions of a spoke Kind, with their arguments.
pub(super) struct Calls {
    /// The spoke `self` to the hub.
    pub(super) to_self: TokenStream,
    /// The hub `hub` to the spoke.
    pub(super) from_hub: TokenStream,
    /// The spoke `converted` (a local) to the hub.
    pub(super) to_converted: TokenStream,
}

/// The bodies of `convert_to` and `convert_from` of a spoke Kind whose hub is `hub`,
/// through the generated conversion functions (`calls`); `None` when no field is preserved.
/// Converting from the hub keeps a field only when the hub rebuilt from the converted object
/// would differ there, so an object that loses nothing carries no annotation.
pub(super) fn bodies(
    types: &Types<'_>,
    hub: TypeId,
    missing: &BTreeSet<(TypeId, usize)>,
    calls: &Calls,
) -> Option<(TokenStream, TokenStream)> {
    let Calls {
        to_self,
        from_hub,
        to_converted,
    } = calls;
    let mut found = Vec::new();
    paths(types, hub, missing, &mut Vec::new(), &mut found);
    if found.is_empty() {
        return None;
    }
    let rt = quote!(::kube_codegen_runtime::conversion);
    let (mut kept, mut restored) = (Vec::new(), Vec::new());
    for path in &found {
        let key = path
            .iter()
            .map(|s| s.json.as_str())
            .collect::<Vec<_>>()
            .join(".");
        let (last, parents) = path.split_last().expect("a path has a field");
        let field = &last.field;
        let value_of = |root: TokenStream| match reach(root, parents, false) {
            (parent, true) => {
                quote!(#parent.map(|parent| #rt::to_json(&parent.#field)).transpose()?)
            }
            (parent, false) => quote!(::core::option::Option::Some(#rt::to_json(&#parent.#field)?)),
        };
        let (kept_value, rebuilt_value) = (value_of(quote!(hub)), value_of(quote!(rebuilt)));
        // The value kept, with its base: what the conversion to the hub gives the field.
        kept.push(quote! {
            let rebuilt_value = #rebuilt_value;
            if let ::core::option::Option::Some(value) = #kept_value.filter(|v| ::core::option::Option::Some(v) != rebuilt_value.as_ref()) {
                fields.insert(#key.into(), value);
                if let ::core::option::Option::Some(base) = rebuilt_value {
                    bases.insert(#key.into(), base);
                }
            }
        });
        // Put back where the conversion still gives the base (`Preserved::value`).
        restored.push(match reach(quote!(converted), parents, true) {
            (parent, true) => quote! {
                if let ::core::option::Option::Some(parent) = #parent {
                    let now = #rt::to_json(&parent.#field)?;
                    if let ::core::option::Option::Some(value) = preserved.value(#key, &now) {
                        parent.#field = #rt::from_json(#key, value)?;
                    }
                }
            },
            (parent, false) => quote! {
                let now = #rt::to_json(&#parent.#field)?;
                if let ::core::option::Option::Some(value) = preserved.value(#key, &now) {
                    #parent.#field = #rt::from_json(#key, value)?;
                }
            },
        });
    }
    let convert_to = quote! {
        let mut converted = #to_self?;
        let preserved = #rt::restore_merged(&mut converted.metadata)?;
        #({ #restored })*
        ::core::result::Result::Ok(converted)
    };
    // Only what the older object cannot give back: the hub rebuilt from it without the
    // annotation differs there.
    let convert_from = quote! {
        let mut converted = #from_hub?;
        let rebuilt = #to_converted?;
        let mut fields = ::kube_codegen_runtime::reexports::serde_json::Map::new();
        let mut bases = ::kube_codegen_runtime::reexports::serde_json::Map::new();
        #(#kept)*
        #rt::preserve_merged(&mut converted.metadata, fields, bases)?;
        ::core::result::Result::Ok(converted)
    };
    Some((convert_to, convert_from))
}

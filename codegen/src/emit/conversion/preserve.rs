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
//! fields, `Option`s of structs and lists of structs (optional or not): an item of a
//! `+listType=map` list is known by its `+listMapKey` values
//! (`spec.ports[["http"]].appProtocol`), an item of another list by its index
//! (`spec.routes[2].weight`), as Go's hub-and-spoke annotations keep them. Maps' values are
//! not followed. The opt-in is per field because a field the version only renamed or
//! retyped is the user's manual conversion, and restoring its old value would undo a
//! client's change.

use std::collections::BTreeSet;

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use super::def;
use super::types::{Norm, Types};
use crate::emit::client::{ident, is_type_meta};
use crate::markers::{ListType, MarkerKind};
use crate::model::{Field, TypeId, TypeKind};

/// How deep the struct fields below a Kind are followed.
const MAX_DEPTH: usize = 16;

/// How a step goes from a struct to the one below.
#[derive(Clone)]
enum Via {
    /// A struct field.
    Field,
    /// An `Option` of the struct.
    Optional,
    /// A list of the struct, its items known by their `+listMapKey` fields (their idents)
    /// or, with none, by their index; `optional` when the list is in an `Option` (an
    /// optional list, as import and Go's `omitempty` slices give).
    List { keys: Vec<Ident>, optional: bool },
}

/// One field on the way from the Kind to a preserved field.
#[derive(Clone)]
struct Step {
    json: String,
    field: Ident,
    via: Via,
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
            via: Via::Field,
        };
        if missing.contains(&(ty, i)) {
            let mut path = prefix.clone();
            path.push(step);
            out.push(path);
            continue;
        }
        let below = match types.norm(&f.ty) {
            Some(Norm::Local(u, args)) if args.is_empty() => u,
            Some(Norm::External(p, args)) => {
                // An optional list is followed as a list.
                let (p, args, optional) = match (p.as_str(), &args[..]) {
                    ("std::option::Option", [Norm::External(list, items)])
                        if list == "std::vec::Vec" =>
                    {
                        (list.as_str(), &items[..], true)
                    }
                    (p, args) => (p, args, false),
                };
                match (p, args) {
                    ("std::option::Option", [Norm::Local(u, inner)]) if inner.is_empty() => {
                        step.via = Via::Optional;
                        *u
                    }
                    ("std::vec::Vec", [Norm::Local(u, inner)]) if inner.is_empty() => {
                        let Some(keys) = list_keys(types, f, *u) else {
                            continue;
                        };
                        step.via = Via::List { keys, optional };
                        *u
                    }
                    _ => continue,
                }
            }
            _ => continue,
        };
        prefix.push(step);
        paths(types, below, missing, prefix, out);
        prefix.pop();
    }
}

/// The fields of `item` that tell the items of list field `f` apart: its `+listMapKey`s
/// for a `+listType=map` list (`None` when one is not a field of the item), none (by
/// index) for another list.
fn list_keys(types: &Types<'_>, f: &Field, item: TypeId) -> Option<Vec<Ident>> {
    let is_map = f
        .markers
        .iter()
        .any(|m| m.kind == MarkerKind::ListType(ListType::Map));
    if !is_map {
        return Some(Vec::new());
    }
    let TypeKind::Struct(item_fields) = &def(types.api, item).kind else {
        return None;
    };
    f.markers
        .iter()
        .filter_map(|m| match &m.kind {
            MarkerKind::ListMapKey(key) => Some(key),
            _ => None,
        })
        .map(|key| {
            let g = item_fields.iter().find(|g| g.json_name == *key)?;
            Some(ident(&g.rust_name))
        })
        .collect()
}

/// An iterator of `(JSON path, &struct)` (`&mut` when `mutable`) over every struct that
/// holds the path's last field, reached from `root` (a reference) through `parents`: one
/// for struct fields, none or one through an `Option`, one per item through a list.
fn places(root: TokenStream, parents: &[Step], mutable: bool) -> TokenStream {
    let rt = quote!(::kube_codegen_runtime::conversion);
    let (iter, access, borrow) = if mutable {
        (quote!(iter_mut), quote!(as_mut), quote!(&mut))
    } else {
        (quote!(iter), quote!(as_ref), quote!(&))
    };
    // The items of list field `field` of `parent`: none for an absent optional list.
    let items = |field: &Ident, optional: bool| {
        if optional {
            quote!(parent.#field.#access().into_iter().flatten())
        } else {
            quote!(parent.#field.#iter())
        }
    };
    let mut expr = quote!(::core::iter::once((::std::string::String::new(), #root)));
    for step in parents {
        let (json, field) = (&step.json, &step.field);
        expr = match &step.via {
            Via::Field => quote! {
                #expr.map(|(path, parent)| (#rt::field_path(&path, #json), #borrow parent.#field))
            },
            Via::Optional => quote! {
                #expr.filter_map(|(path, parent)| {
                    let path = #rt::field_path(&path, #json);
                    parent.#field.#access().map(move |child| (path, child))
                })
            },
            Via::List { keys, optional } if keys.is_empty() => {
                let items = items(field, *optional);
                quote! {
                    #expr.flat_map(|(path, parent)| {
                        let list = #rt::field_path(&path, #json);
                        #items.enumerate().map(move |(i, child)| (#rt::item_path(&list, i), child))
                    })
                }
            }
            Via::List { keys, optional } => {
                let items = items(field, *optional);
                quote! {
                    #expr.flat_map(|(path, parent)| {
                        let list = #rt::field_path(&path, #json);
                        #items.map(move |child| {
                            let key = #rt::item_key(&(#(&child.#keys,)*));
                            (#rt::item_path(&list, key), child)
                        })
                    })
                }
            }
        };
    }
    expr
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
        let (last, parents) = path.split_last().expect("a path has a field");
        let (json, field) = (&last.json, &last.field);
        let (in_hub, in_rebuilt, in_converted) = (
            places(quote!(hub), parents, false),
            places(quote!(&rebuilt), parents, false),
            places(quote!(&mut converted), parents, true),
        );
        // The value kept, with its base: what the conversion to the hub gives the field.
        kept.push(quote! {
            let rebuilt_places: ::std::collections::BTreeMap<::std::string::String, _> = #in_rebuilt.collect();
            for (path, parent) in #in_hub {
                let key = #rt::field_path(&path, #json);
                let value = #rt::to_json(&parent.#field)?;
                let base = match rebuilt_places.get(&path) {
                    ::core::option::Option::Some(rebuilt) => ::core::option::Option::Some(#rt::to_json(&rebuilt.#field)?),
                    ::core::option::Option::None => ::core::option::Option::None,
                };
                if ::core::option::Option::Some(&value) != base.as_ref() {
                    if let ::core::option::Option::Some(base) = base {
                        bases.insert(key.clone(), base);
                    }
                    fields.insert(key, value);
                }
            }
        });
        // Put back where the conversion still gives the base (`Preserved::value`).
        restored.push(quote! {
            for (path, parent) in #in_converted {
                let key = #rt::field_path(&path, #json);
                let now = #rt::to_json(&parent.#field)?;
                if let ::core::option::Option::Some(value) = preserved.value(&key, &now) {
                    parent.#field = #rt::from_json(&key, value)?;
                }
            }
        });
    }
    let convert_to = quote! {
        let mut converted = #to_self?;
        let preserved = #rt::restore_merged(&mut converted.metadata)?;
        #(#restored)*
        ::core::result::Result::Ok(converted)
    };
    // Only what the older object cannot give back: the hub rebuilt from it without the
    // annotation differs there.
    let convert_from = quote! {
        let mut converted = #from_hub?;
        let rebuilt = #to_converted?;
        let mut fields = ::kube_codegen_runtime::reexports::serde_json::Map::new();
        let mut bases = ::kube_codegen_runtime::reexports::serde_json::Map::new();
        #({ #kept })*
        #rt::preserve_merged(&mut converted.metadata, fields, bases)?;
        ::core::result::Result::Ok(converted)
    };
    Some((convert_to, convert_from))
}

/// Whether the hub Kind `hub` is marked `+kube-codegen:conversion:preserve`: everything a
/// round trip through another version loses is kept ([`whole_bodies`]).
pub(super) fn whole_kind(api: &crate::model::Api, hub: TypeId) -> bool {
    def(api, hub)
        .markers
        .iter()
        .any(|m| m.kind == MarkerKind::ConversionPreserve)
}

/// The bodies of `convert_to` and `convert_from` for a hub Kind marked
/// `+kube-codegen:conversion:preserve`: converting from the hub keeps, in the runtime's
/// `LOST_ANNOTATION`, every JSON value at which the hub rebuilt from the converted object
/// differs from the hub; converting to the hub puts each back where the conversion still
/// gives what it gave then (`Lost::restore`).
pub(super) fn whole_bodies(calls: &Calls) -> (TokenStream, TokenStream) {
    let Calls {
        to_self,
        from_hub,
        to_converted,
    } = calls;
    let rt = quote!(::kube_codegen_runtime::conversion);
    let convert_to = quote! {
        let mut converted = #to_self?;
        let lost = #rt::take_lost(&mut converted.metadata)?;
        lost.restore(converted)
    };
    let convert_from = quote! {
        let mut converted = #from_hub?;
        let rebuilt = #to_converted?;
        #rt::keep_lost(&mut converted.metadata, hub, &rebuilt)?;
        ::core::result::Result::Ok(converted)
    };
    (convert_to, convert_from)
}

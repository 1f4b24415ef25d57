//! Enums in kube-derive's dialect: schemars' externally tagged and untagged forms after
//! kube-core's `StructuralSchemaRewriter` has hoisted their variants' properties into one
//! object, and an `Option` of either.

use std::collections::BTreeMap;

use serde_json::{Map, Value, json};

use super::attrs::{described, int_or_string_nullable, nullable, title_and_description};
use super::{KubeDeriveEmitter, child, obj};
use crate::model::{TypeDef, TypeKind, TypeRef, Variant, VariantFields};
use crate::resolve::Res;

impl<'a> KubeDeriveEmitter<'a, '_> {
    /// `Option<inner>`'s schema, and whether schemars wrapped `inner`'s schema in an `anyOf`
    /// with `null` (it has subschemas: a data or untagged enum, or a struct with a flattened
    /// one, or an enum of unit variants some of which are documented, a `oneOf` of `const`s).
    /// Wrapped, kube's rewrite drops `inner`'s description while hoisting its properties,
    /// and `OptionalEnum` puts the rest over the wrapper: nullable, without `null` among the
    /// values; the caller puts the field's doc and attributes under it. Otherwise `inner`'s
    /// schema is nullable, `null` among an enum's values.
    pub(super) fn option(
        &mut self,
        inner: &TypeRef,
        path: &[String],
    ) -> (Map<String, Value>, bool) {
        let documented_units = self.documented_units(inner);
        let mut s = self.type_ref(inner, path);
        let subschemas = s.contains_key("oneOf") || s.contains_key("anyOf");
        if subschemas {
            s.remove("description");
        }
        if subschemas || documented_units {
            s.insert("nullable".into(), true.into());
            return (s, true);
        }
        nullable(&mut s);
        (s, false)
    }

    /// Whether `ty` (through `Box`, `Arc`, `Rc` and aliases) is an enum of the inputs of unit
    /// variants some of which are documented: schemars gives each of those a `const` in a
    /// `oneOf`, which kube's rewrite turns into one `enum`.
    fn documented_units(&self, ty: &TypeRef) -> bool {
        let TypeRef::Path {
            path, scope, args, ..
        } = ty
        else {
            return false;
        };
        if matches!(ty.last_segment(), Some("Box" | "Arc" | "Rc")) && args.len() == 1 {
            return self.documented_units(&args[0]);
        }
        let Ok(Res::Local(id)) = self.resolver.resolve(*scope, path) else {
            return false;
        };
        let t = &self.api.packages[id.package].types[id.index];
        let variants = match &t.kind {
            TypeKind::Alias(inner) => return self.documented_units(inner),
            TypeKind::Enum(variants) => variants,
            _ => return false,
        };
        let mut kept = variants.iter().filter(|v| !v.skip_deserializing);
        !t.serde.untagged
            && kept
                .clone()
                .all(|v| matches!(v.fields, VariantFields::Unit))
            && kept.any(|v| !v.rustdoc.trim().is_empty())
    }

    pub(super) fn enumeration(
        &mut self,
        t: &'a TypeDef,
        variants: &'a [Variant],
        path: &[String],
    ) -> Map<String, Value> {
        let unsupported = |dx: &mut Self, what: &str| {
            dx.error(
                t.span,
                format!("`{}`: {what} in a kube-derive Kind", t.name),
                "kube-codegen reads externally tagged enums whose variants are all units, or all structs or newtypes, and untagged enums of struct variants",
            );
            Map::new()
        };
        if t.serde.tag.is_some() {
            return unsupported(self, "an internally or adjacently tagged enum");
        }
        let variants: Vec<&Variant> = variants.iter().filter(|v| !v.skip_deserializing).collect();
        if let Some(v) = variants.iter().find(|v| v.reshaped_by.is_some()) {
            self.error(
                v.span,
                format!(
                    "`{}::{}`: `#[serde({})]` gives the variant another JSON shape, which kube-derive's dialect does not read",
                    t.name,
                    v.rust_name,
                    v.reshaped_by.as_deref().unwrap_or_default()
                ),
                "write the variant's payload as the type of its JSON",
            );
            return Map::new();
        }
        let units = variants
            .iter()
            .filter(|v| matches!(v.fields, VariantFields::Unit))
            .count();
        if t.serde.untagged {
            return self.untagged(t, &variants, path);
        }
        if units == variants.len() {
            // Undocumented variants are one `enum` subschema, documented ones a `const`
            // each; the rewrite hoists them in that order.
            let mut values: Vec<Value> = variants
                .iter()
                .filter(|v| v.rustdoc.trim().is_empty())
                .map(|v| v.json_name.clone().into())
                .collect();
            values.extend(
                variants
                    .iter()
                    .filter(|v| !v.rustdoc.trim().is_empty())
                    .map(|v| Value::from(v.json_name.clone())),
            );
            return obj(json!({"enum": values, "type": "string"}));
        }
        if units > 0 {
            return unsupported(self, "an enum mixing unit and data variants");
        }
        let mut props = Map::new();
        let mut one_of = Vec::new();
        for v in variants {
            let vpath = child(&child(path, "properties"), &v.json_name);
            let mut vs = match &v.fields {
                VariantFields::Struct(fields) => self.object(t, fields, &vpath),
                VariantFields::Newtype(inner) => self.type_ref(inner, &vpath),
                VariantFields::Tuple(_) | VariantFields::Unit => {
                    return unsupported(self, "a tuple variant");
                }
            };
            // The rewrite moves a variant's description onto its property and leaves its
            // title in its `oneOf` entry.
            let (title, description) = title_and_description(&v.rustdoc);
            if !description.is_empty() {
                vs.insert("description".into(), description.into());
            }
            props.insert(v.json_name.clone(), Value::Object(vs));
            let mut entry = obj(json!({"required": [v.json_name]}));
            if !title.is_empty() {
                entry.insert("title".into(), title.into());
            }
            one_of.push(Value::Object(entry));
        }
        let mut s = obj(json!({"oneOf": one_of, "properties": props, "type": "object"}));
        int_or_string_nullable(&mut s);
        s
    }

    /// An untagged enum: schemars' `anyOf` of the variants' schemas, whose properties kube's
    /// rewrite hoists into one object; each `anyOf` entry keeps its variant's `required`
    /// (and title) and loses its type and description. The rewrite panics where two variants
    /// give one property different schemas (a described variant's only property counts as
    /// described, with an empty description), or a variant is no object (a unit variant is
    /// `null`): those are errors here.
    fn untagged(
        &mut self,
        t: &'a TypeDef,
        variants: &[&'a Variant],
        path: &[String],
    ) -> Map<String, Value> {
        let mut props = Map::new();
        // Whether each property's kube-core `SchemaObject` has metadata, which its equality
        // compares too.
        let mut metadata: BTreeMap<String, bool> = BTreeMap::new();
        let mut any_of = Vec::new();
        for v in variants {
            let mut vs = match &v.fields {
                VariantFields::Struct(fields) => self.object(t, fields, path),
                VariantFields::Newtype(inner) => self.type_ref(inner, path),
                VariantFields::Tuple(_) | VariantFields::Unit => Map::new(),
            };
            if vs.get("type") != Some(&Value::from("object")) {
                self.error(
                    v.span,
                    format!("`{}::{}`: a variant of an untagged enum whose JSON is no object, in a kube-derive Kind", t.name, v.rust_name),
                    "kube-derive's `crd()` panics on it (its rewrite needs every variant to be an object): give the variant named fields",
                );
                return Map::new();
            }
            let (title, description) = title_and_description(&v.rustdoc);
            if let Some(Value::Object(vprops)) = vs.remove("properties") {
                // The rewrite takes a described variant's description away from it, and gives
                // its one property, if it has only one, metadata without a description.
                let emptied = (!description.is_empty() || vs.contains_key("description"))
                    && vprops.len() == 1;
                for (name, schema) in vprops {
                    let described = emptied || described(&schema);
                    match props.get(&name) {
                        Some(other)
                            if *other != schema || metadata.get(&name) != Some(&described) =>
                        {
                            self.error(
                                v.span,
                                format!("`{}::{}`: the variants of an untagged enum give `{name}` different schemas, in a kube-derive Kind", t.name, v.rust_name),
                                "kube-derive's `crd()` panics on it (a property hoisted from several variants must have one schema, description included): make the fields of that name alike",
                            );
                            return Map::new();
                        }
                        Some(_) => {}
                        None => {
                            metadata.insert(name.clone(), described);
                            props.insert(name, schema);
                        }
                    }
                }
            }
            for gone in ["type", "description", "additionalProperties"] {
                vs.remove(gone);
            }
            if !title.is_empty() {
                vs.insert("title".into(), title.into());
            }
            any_of.push(Value::Object(vs));
        }
        // Recorded when the enum is the type on top of the stack, for a struct that flattens
        // it: its fields' properties are compared with these after the rewrite too.
        if let Some(&id) = self.stack.last()
            && std::ptr::eq(&self.api.packages[id.package].types[id.index], t)
        {
            let emptied = props
                .iter()
                .filter(|(name, schema)| metadata.get(*name) == Some(&true) && !described(schema))
                .map(|(name, _)| name.clone())
                .collect();
            self.emptied.insert(id, emptied);
        }
        let mut s = obj(json!({"anyOf": any_of, "type": "object"}));
        if !props.is_empty() {
            s.insert("properties".into(), Value::Object(props));
        }
        int_or_string_nullable(&mut s);
        s
    }
}

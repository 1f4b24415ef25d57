//! `#[serde(flatten)]` in kube-derive's dialect: schemars' `flatten` of a field's schema into
//! its struct's, then kube-core's `StructuralSchemaRewriter` on the result.
//!
//! As schemars merges them: a flattened struct's properties join the struct's (a later one of
//! the same name wins) and its `required` too, unless the field is an `Option`; a flattened
//! map of any JSON gives `additionalProperties: true`, which the rewrite turns into
//! `x-kubernetes-preserve-unknown-fields: true` beside properties; a flattened enum brings its
//! `oneOf` or `anyOf` (an `Option` of one, an `anyOf` that also admits `{}`), whose variants'
//! properties the rewrite hoists beside the struct's (panicking where one name gets two
//! schemas); any other keyword is taken where the struct has none. What kube-derive's
//! `crd()` panics on or writes into a CRD the API server refuses (two flattened enums, a
//! flattened map of typed values beside properties, a field whose JSON is no object) is an
//! error.

use serde_json::{Map, Value, json};

use super::attrs::{described, int_or_string_nullable};
use super::{KubeDeriveEmitter, MAX_DEPTH};
use crate::model::{Field, TypeDef, TypeId, TypeKind, TypeRef};
use crate::resolve::Res;

/// A struct's schema as its fields are read: properties, required names, the keywords
/// flattened fields bring, and the properties of flattened enums' variants (hoisted last).
#[derive(Default)]
pub(super) struct ObjectParts {
    pub(super) props: Map<String, Value>,
    pub(super) required: Vec<String>,
    rest: Map<String, Value>,
    /// Each with the enum's keyword, and whether kube-core's rewrite gives it empty metadata
    /// (`KubeDeriveEmitter::emptied`).
    hoisted: Vec<(String, Value, &'static str, bool)>,
    /// Whether the `anyOf` in `rest` has schemars' `{}` among its entries before kube's
    /// rewrite (an optional flattened enum's, here or in a flattened struct).
    pub(super) admits_nothing: bool,
}

impl KubeDeriveEmitter<'_, '_> {
    /// Merges the flattened field `f` into `parts`, as schemars' `flatten` does.
    pub(super) fn flatten(&mut self, f: &Field, parts: &mut ObjectParts, path: &[String]) {
        let option = f.ty.last_segment() == Some("Option");
        let ty = match &f.ty {
            TypeRef::Path { args, .. } if option && args.len() == 1 => &args[0],
            ty => ty,
        };
        let mut fs = self.type_ref(ty, path);
        if fs.is_empty() {
            return; // an error was reported
        }
        let refuse = |dx: &mut Self, what: &str, why: &str| {
            dx.error(
                f.span,
                format!("`{}`: {what} in a kube-derive Kind", f.rust_name),
                why,
            );
        };
        let union = ["oneOf", "anyOf"].into_iter().find(|k| fs.contains_key(*k));
        if union.is_none() && fs.get("type") != Some(&Value::from("object")) {
            return refuse(
                self,
                "a flattened field whose JSON is no object",
                "flatten a struct, a map or an enum of struct variants",
            );
        }
        if let Some(Value::Array(names)) = fs.remove("required")
            && !option
        {
            parts.required.extend(
                names
                    .into_iter()
                    .filter_map(|n| n.as_str().map(String::from)),
            );
        }
        let Some(key) = union else {
            if let Some(Value::Object(props)) = fs.remove("properties") {
                parts.props.extend(props);
            }
            fs.remove("type");
            for (k, v) in fs {
                parts.rest.entry(k).or_insert(v);
            }
            return;
        };
        if parts.rest.contains_key("oneOf") || parts.rest.contains_key("anyOf") {
            return refuse(
                self,
                "a second flattened enum",
                "schemars puts the two enums under an `allOf` whose properties kube's rewrite does not hoist: flatten one enum",
            );
        }
        // A flattened struct's `anyOf` that already admits nothing (its own optional
        // flattened enum's) keeps that through this struct.
        let id = self.local_id(ty);
        let admits_nothing =
            key == "anyOf" && id.is_some_and(|id| self.admit_nothing.contains(&id));
        let emptied = id
            .filter(|_| key == "anyOf")
            .and_then(|id| self.emptied.get(&id))
            .cloned()
            .unwrap_or_default();
        if option {
            // schemars' `json_schema_for_flatten` lets an optional enum match nothing: a
            // `oneOf` goes into an `anyOf` beside `{}`, an `anyOf` gets `{}` among its entries
            // unless one is `{}` before kube's rewrite (an enum's entries never are: each is
            // an object schema; a flattened struct's are where it admits nothing already).
            let Some(Value::Array(mut entries)) = fs.remove(key) else {
                return;
            };
            let nothing = Value::Object(Map::new());
            if key == "oneOf" {
                entries = vec![json!({ "oneOf": entries }), nothing];
            } else if !admits_nothing {
                entries.push(nothing);
            }
            fs.insert("anyOf".into(), Value::Array(entries));
        }
        parts.admits_nothing = option || admits_nothing;
        if let Some(Value::Object(props)) = fs.remove("properties") {
            let key = if option { "anyOf" } else { key };
            parts.hoisted.extend(props.into_iter().map(|(k, v)| {
                let e = emptied.contains(&k);
                (k, v, key, e)
            }));
        }
        fs.remove("type");
        for (k, v) in fs {
            parts.rest.entry(k).or_insert(v);
        }
    }

    /// The type of this API that `ty` names, through aliases and newtypes.
    fn local_id(&self, ty: &TypeRef) -> Option<TypeId> {
        let api = self.api;
        let mut ty = ty;
        for _ in 0..MAX_DEPTH {
            let TypeRef::Path { path, scope, .. } = ty else {
                return None;
            };
            let Ok(Res::Local(id)) = self.resolver.resolve(*scope, path) else {
                return None;
            };
            match &api.packages[id.package].types[id.index].kind {
                TypeKind::Alias(inner) | TypeKind::Newtype(inner) => ty = inner,
                _ => return Some(id),
            }
        }
        None
    }

    /// The struct `t`'s schema from its `parts`, after kube's rewrite: the flattened enums'
    /// properties hoisted, and `additionalProperties` beside properties turned into
    /// `x-kubernetes-preserve-unknown-fields` (`true`) or dropped (`false`).
    pub(super) fn finish_object(
        &mut self,
        t: &TypeDef,
        mut parts: ObjectParts,
    ) -> Map<String, Value> {
        for (name, schema, key, emptied) in std::mem::take(&mut parts.hoisted) {
            match parts.props.get(&name) {
                Some(other) if *other != schema => {
                    self.error(
                        t.span,
                        format!("`{}`: `{name}` has one schema among its fields and another in a flattened enum's `{key}`, in a kube-derive Kind", t.name),
                        "kube-derive's `crd()` panics on it (a hoisted property must have one schema): rename one of them",
                    );
                    return Map::new();
                }
                Some(other) if emptied && !described(other) => {
                    self.error(
                        t.span,
                        format!("`{}`: `{name}` is among its fields and the only field of a documented variant of a flattened enum's `{key}`, in a kube-derive Kind", t.name),
                        "kube-derive's `crd()` panics on it (its rewrite gives that variant's field empty metadata, which its test of one schema compares): rename one of them, or document both fields",
                    );
                    return Map::new();
                }
                Some(_) => {}
                None => {
                    parts.props.insert(name, schema);
                }
            }
        }
        parts.required.sort();
        parts.required.dedup();
        let mut s = Map::new();
        if !parts.props.is_empty() {
            match parts.rest.remove("additionalProperties") {
                Some(Value::Bool(true)) => {
                    s.insert("x-kubernetes-preserve-unknown-fields".into(), true.into());
                }
                Some(Value::Object(_)) => {
                    self.error(
                        t.span,
                        format!("`{}`: a flattened map of typed values beside properties, in a kube-derive Kind", t.name),
                        "kube-derive writes `additionalProperties` beside `properties`, which the API server refuses: flatten a map of `serde_json::Value`, or make the map a field",
                    );
                    return Map::new();
                }
                _ => {}
            }
            s.insert("properties".into(), Value::Object(parts.props));
        }
        if !parts.required.is_empty() {
            s.insert("required".into(), json!(parts.required));
        }
        s.insert("type".into(), "object".into());
        for (k, v) in parts.rest {
            s.entry(k).or_insert(v);
        }
        int_or_string_nullable(&mut s);
        s
    }
}

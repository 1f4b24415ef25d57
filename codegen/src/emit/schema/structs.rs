//! A struct's schema: its fields, required and optional, flattened fields merged as Go's
//! `,inline`, one-of constraints (the longest case of the Rust-type → OpenAPI walk).

use std::collections::BTreeMap;

use serde_json::{Map, Value, json};

use super::flatten::{self, InlineRule};
use super::{API_VERSION_DESC, KIND_DESC, SchemaEmitter, Subst, child, order_required};
use crate::diag::Span;
use crate::markers::{Marker, MarkerKind};
use crate::model::{Field, Package};

impl<'a> SchemaEmitter<'a, '_> {
    pub(super) fn struct_schema(
        &mut self,
        pkg: &'a Package,
        type_markers: &[Marker],
        container_default: bool,
        fields: &'a [Field],
        subst: &Subst<'a>,
        path: &[String],
    ) -> (Map<String, Value>, Vec<InlineRule>) {
        let mut props = Map::new();
        let mut required: Vec<String> = Vec::new();
        let mut inline_rules: Vec<InlineRule> = Vec::new();
        let mut immutable_optional = Vec::new();
        // Flattened fields' schemas, with the field's span; and the direct fields' spans.
        let mut extra: Vec<(Span, Map<String, Value>)> = Vec::new();
        let mut direct: BTreeMap<String, Span> = BTreeMap::new();
        let package_optional = pkg
            .markers
            .iter()
            .any(|m| matches!(m.kind, MarkerKind::Optional));
        let one_of: Vec<&String> = type_markers
            .iter()
            .flat_map(|m| match &m.kind {
                MarkerKind::OneOf(_, fields) => fields.as_slice(),
                _ => &[],
            })
            .collect();
        for f in fields {
            if f.serde.skip {
                continue;
            }
            let has = |want: fn(&MarkerKind) -> bool| f.markers.iter().any(|m| want(&m.kind));
            let fpath = child(&child(path, "properties"), &f.json_name);
            if f.serde.flatten && f.ty.last_segment() == Some("TypeMeta") {
                // `#[serde(flatten)] types: TypeMeta` is Go's inline `metav1.TypeMeta`:
                // `apiVersion` and `kind`, as controller-gen expands it in any struct (a
                // Kind's root writes the same two).
                for (name, desc) in [("apiVersion", API_VERSION_DESC), ("kind", KIND_DESC)] {
                    props
                        .entry(name)
                        .or_insert_with(|| json!({"type": "string", "description": desc}));
                }
                continue;
            }
            if f.serde.flatten {
                let mut s = self.field_schema(pkg, f, subst, path);
                if f.ty.last_segment() == Some("Option") {
                    flatten::at_most_one(&mut s);
                }
                // Its rules follow the struct's own (`typedef_schema`).
                inline_rules.extend(self.take_inline_rules(&s, path));
                extra.push((f.span, s));
                continue;
            }
            direct.insert(f.json_name.clone(), f.span);
            let is_option = f.ty.last_segment() == Some("Option");
            let implicitly_optional = is_option
                || f.serde.default
                || container_default
                || f.serde.skip_serializing_if.is_some();
            let says_optional = has(|k| matches!(k, MarkerKind::Optional));
            let says_required = has(|k| matches!(k, MarkerKind::Required));
            if says_optional && says_required {
                let span = f
                    .markers
                    .iter()
                    .find(|m| matches!(m.kind, MarkerKind::Required))
                    .map_or(f.span, |m| m.span);
                self.error(
                    span,
                    format!(
                        "conflicting markers: field `{}` is marked both optional and required",
                        f.json_name
                    ),
                    Some("keep one of them".into()),
                );
            }
            let req = if says_optional {
                false
            } else if says_required {
                true
            } else {
                !package_optional && !implicitly_optional
            };
            if req {
                if one_of.contains(&&f.json_name) {
                    self.error(
                        f.span,
                        format!(
                            "field `{}` is part of a OneOf constraint and cannot be required",
                            f.json_name
                        ),
                        Some("make it an `Option<_>`".into()),
                    );
                }
                required.push(f.json_name.clone());
            }
            if has(|k| matches!(k, MarkerKind::Immutable)) && !req {
                immutable_optional.push(f.json_name.clone());
            }
            let s = self.field_schema(pkg, f, subst, &fpath);
            self.index.insert(fpath, f.span);
            props.insert(f.json_name.clone(), Value::Object(s));
        }
        let mut s = Map::new();
        s.insert("type".into(), json!("object"));
        let props = self.merge_flattened(props, extra, &direct, &mut s, &mut required);
        if !props.is_empty() || s.get("additionalProperties").is_none() {
            s.insert("properties".into(), Value::Object(props));
        }
        if s.contains_key("additionalProperties")
            && s.get("properties")
                .is_some_and(|p| p.as_object().is_some_and(Map::is_empty))
        {
            s.remove("properties");
        }
        order_required(pkg, &mut required);
        if !required.is_empty() {
            s.insert("required".into(), json!(required));
        }
        if s.get("properties")
            .is_some_and(|p| p.as_object().is_some_and(Map::is_empty))
        {
            s.remove("properties");
        }
        let mut rules: Vec<Value> = s
            .get("x-kubernetes-validations")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        for name in immutable_optional {
            rules.push(json!({"rule": format!("!has(oldSelf.{name}) || has(self.{name})"), "message": format!("field {name} is immutable once set")}));
        }
        if !rules.is_empty() {
            s.insert("x-kubernetes-validations".into(), Value::Array(rules));
        }
        (s, inline_rules)
    }

    /// The struct's properties with its flattened fields' (`extra`, each with its field's
    /// span) merged in; the flattened fields' required lists join `required`, and what a
    /// flattened schema holds beyond properties joins the struct's `s`. `direct` gives the
    /// span of each of the struct's own fields (`own`'s names).
    pub(super) fn merge_flattened(
        &mut self,
        own: Map<String, Value>,
        extra: Vec<(Span, Map<String, Value>)>,
        direct: &BTreeMap<String, Span>,
        s: &mut Map<String, Value>,
        required: &mut Vec<String>,
    ) -> Map<String, Value> {
        // Most structs flatten nothing: their own properties are the struct's.
        if extra.is_empty() {
            return own;
        }
        // Flattened fields merge their properties and required lists (Go's `,inline`), as
        // controller-gen's flattener does: each flattened struct's properties in field
        // order, then the struct's own; a JSON name declared again merges into its first
        // declaration ([`allof::flatten_into`]: the first description stays, both
        // constraints hold).
        let mut props = Map::new();
        let mut first: BTreeMap<String, Span> = BTreeMap::new();
        for (flattened, mut e) in extra {
            if let Some(Value::Object(p)) = e.remove("properties") {
                for (k, v) in p {
                    let earlier = first.get(&k).copied();
                    first.entry(k.clone()).or_insert(flattened);
                    self.merge_property(&mut props, k, v, earlier, flattened, false);
                }
            }
            if let Some(Value::Array(r)) = e.get("required") {
                required.extend(r.iter().filter_map(|v| v.as_str().map(str::to_string)));
            }
            if let Some(ap) = e.get("additionalProperties") {
                s.insert("additionalProperties".into(), ap.clone());
            }
            if e.get("x-kubernetes-preserve-unknown-fields") == Some(&json!(true)) {
                s.insert("x-kubernetes-preserve-unknown-fields".into(), json!(true));
            }
            self.carry_flattened_constraints(s, &e, flattened);
        }
        for (k, v) in own {
            match direct.get(&k) {
                Some(&at) => {
                    let earlier = first.get(&k).copied();
                    self.merge_property(&mut props, k, v, earlier, at, true);
                }
                None => {
                    props.insert(k, v);
                }
            }
        }
        props
    }
}

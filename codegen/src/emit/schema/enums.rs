//! Schemas of serde enums: unit-only enums as string `enum`s, and the externally,
//! internally, adjacently tagged and untagged representations.

use serde_json::{Map, Value, json};

use crate::diag::Span;
use crate::markers::Marker;
use crate::model::{Package, TypeDef, TypeRef, Variant, VariantFields};

use super::{SchemaEmitter, Subst, child, obj, strip_desc};

impl<'a> SchemaEmitter<'a, '_> {
    pub(super) fn enum_schema(
        &mut self,
        pkg: &'a Package,
        t: &'a TypeDef,
        variants: &'a [Variant],
        subst: &Subst<'a>,
        path: &[String],
    ) -> Map<String, Value> {
        let live: Vec<&Variant> = variants.iter().filter(|v| !v.skip).collect();
        let has_other = live.iter().any(|v| v.other);
        let names: Vec<Value> = live
            .iter()
            .filter(|v| !v.other)
            .map(|v| Value::String(v.json_name.clone()))
            .collect();
        let all_unit = live.iter().all(|v| matches!(v.fields, VariantFields::Unit));
        let serde = &t.serde;
        if serde.untagged {
            return self.untagged_schema(pkg, t, &live, subst, path);
        }
        match (&serde.tag, &serde.content) {
            (None, _) if all_unit => {
                let mut s = obj(json!({"type": "string"}));
                if !has_other {
                    s.insert("enum".into(), Value::Array(names));
                }
                s
            }
            (None, _) => {
                if live.iter().any(|v| matches!(v.fields, VariantFields::Unit)) {
                    self.error(
                        t.span,
                        format!("externally tagged enum `{}` mixes unit and data variants: its JSON is a string or an object, which no structural schema allows", t.name),
                        Some("use `#[serde(tag = \"…\")]` (internally tagged) so every value is an object".into()),
                    );
                    return Map::new();
                }
                let mut props = Map::new();
                let mut one_of = Vec::new();
                for v in &live {
                    let vs = self.variant_payload(
                        pkg,
                        v,
                        subst,
                        &child(&child(path, "properties"), &v.json_name),
                    );
                    props.insert(v.json_name.clone(), Value::Object(vs));
                    one_of.push(json!({"required": [v.json_name]}));
                }
                obj(
                    json!({"type": "object", "properties": props, "oneOf": one_of, "maxProperties": 1}),
                )
            }
            (Some(tag), None) => {
                let mut props = Map::new();
                for v in &live {
                    let vs = match &v.fields {
                        VariantFields::Unit => Map::new(),
                        _ => self.variant_payload(pkg, v, subst, path),
                    };
                    if !vs.is_empty() && vs.get("type") != Some(&json!("object")) {
                        self.error(
                            v.span,
                            format!(
                                "variant `{}` of internally tagged enum `{}` must hold a struct",
                                v.rust_name, t.name
                            ),
                            None,
                        );
                        continue;
                    }
                    self.merge_props(&mut props, &vs, v.span);
                }
                props.insert(tag.clone(), json!({"type": "string", "enum": names}));
                obj(json!({"type": "object", "properties": props, "required": [tag]}))
            }
            (Some(tag), Some(content)) => {
                let mut content_schema: Option<Map<String, Value>> = None;
                let mut merged = Map::new();
                let mut all_objects = true;
                for v in &live {
                    if matches!(v.fields, VariantFields::Unit) {
                        continue;
                    }
                    let vs = self.variant_payload(
                        pkg,
                        v,
                        subst,
                        &child(&child(path, "properties"), content),
                    );
                    all_objects &= vs.get("type") == Some(&json!("object"));
                    self.merge_props(&mut merged, &vs, v.span);
                    match &content_schema {
                        None => content_schema = Some(vs),
                        Some(c) if *c == vs => {}
                        Some(_) => content_schema = Some(Map::new()),
                    }
                }
                let mut props = Map::new();
                props.insert(tag.clone(), json!({"type": "string", "enum": names}));
                match content_schema {
                    Some(c) if !c.is_empty() => {
                        props.insert(content.clone(), Value::Object(c));
                    }
                    Some(_) if all_objects => {
                        props.insert(content.clone(), json!({"type": "object", "properties": merged}));
                    }
                    Some(_) => self.error(
                        t.span,
                        format!("adjacently tagged enum `{}` has variants whose contents have different types", t.name),
                        Some("make every variant hold a struct, or one common type".into()),
                    ),
                    None => {}
                }
                obj(json!({"type": "object", "properties": props, "required": [tag]}))
            }
        }
    }

    pub(super) fn untagged_schema(
        &mut self,
        pkg: &'a Package,
        t: &'a TypeDef,
        live: &[&'a Variant],
        subst: &Subst<'a>,
        path: &[String],
    ) -> Map<String, Value> {
        let schemas: Vec<Map<String, Value>> = live
            .iter()
            .map(|v| self.variant_payload(pkg, v, subst, path))
            .collect();
        let types: std::collections::BTreeSet<String> = schemas
            .iter()
            .map(|s| {
                s.get("type")
                    .and_then(Value::as_str)
                    .unwrap_or("")
                    .to_string()
            })
            .collect();
        if types.len() == 1 && types.contains("object") {
            let mut props = Map::new();
            for (v, s) in live.iter().zip(&schemas) {
                self.merge_props(&mut props, s, v.span);
            }
            return obj(json!({"type": "object", "properties": props}));
        }
        if types.len() == 1 && !types.contains("") {
            return schemas.into_iter().next().unwrap_or_default();
        }
        if types.iter().all(|t| t == "integer" || t == "string") && types.len() == 2 {
            return obj(
                json!({"anyOf": [{"type": "integer"}, {"type": "string"}], "x-kubernetes-int-or-string": true}),
            );
        }
        self.error(
            t.span,
            format!("untagged enum `{}` has variants of different JSON types ({}); no structural schema can hold them", t.name, types.into_iter().collect::<Vec<_>>().join(", ")),
            Some("make every variant an object (or integer/string only), or mark the field `+kubebuilder:validation:Schemaless` with `+kubebuilder:pruning:PreserveUnknownFields`".into()),
        );
        Map::new()
    }

    pub(super) fn variant_payload(
        &mut self,
        pkg: &'a Package,
        v: &'a Variant,
        subst: &Subst<'a>,
        path: &[String],
    ) -> Map<String, Value> {
        let mut inline_rules = Vec::new();
        let mut s = match &v.fields {
            VariantFields::Unit => obj(json!({"type": "object"})),
            VariantFields::Newtype(ty) => self.type_schema(pkg, ty, subst, path),
            VariantFields::Tuple(items) => {
                self.type_schema(pkg, &TypeRef::Tuple(items.clone(), v.span), subst, path)
            }
            VariantFields::Struct(fields) => {
                let (s, rules) = self.struct_schema(pkg, &[], false, fields, subst, path);
                inline_rules = rules;
                s
            }
        };
        if !v.doc.is_empty() {
            s.insert("description".into(), Value::String(v.doc.clone()));
        }
        let markers: Vec<&Marker> = v.markers.iter().collect();
        self.apply_markers(&mut s, &markers, path);
        self.append_inline_rules(&mut s, inline_rules, path);
        s
    }

    /// Hoists the properties of a variant into the union; a property defined twice with
    /// different schemas is an error.
    pub(super) fn merge_props(
        &mut self,
        into: &mut Map<String, Value>,
        variant: &Map<String, Value>,
        span: Span,
    ) {
        if let Some(Value::Object(p)) = variant.get("properties") {
            for (k, v) in p {
                match into.get(k) {
                    Some(existing) if strip_desc(existing) != strip_desc(v) => {
                        self.error(
                            span,
                            format!(
                                "property `{k}` appears in several variants with different schemas"
                            ),
                            Some("rename one of them".into()),
                        );
                    }
                    Some(_) => {}
                    None => {
                        into.insert(k.clone(), v.clone());
                    }
                }
            }
        }
    }
}

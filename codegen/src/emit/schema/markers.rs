//! Field and type markers applied to a schema node, in controller-gen's priority order.

use serde_json::{Map, Value, json};

use crate::diag::Span;
use crate::markers::{Marker, MarkerKind, OneOf, Validation};

use super::{SchemaEmitter, child};

impl SchemaEmitter<'_, '_> {
    /// Applies markers to a schema node in controller-gen's priority order.
    pub(super) fn apply_markers(
        &mut self,
        s: &mut Map<String, Value>,
        markers: &[&Marker],
        path: &[String],
    ) {
        let prio = |m: &Marker| -> u8 {
            match &m.kind {
                MarkerKind::Validation(Validation::Type(_) | Validation::IntOrString) => 0,
                MarkerKind::OneOf(OneOf::AtMost, _) => 2,
                MarkerKind::OneOf(OneOf::Exactly, _) => 3,
                MarkerKind::OneOf(OneOf::AtLeast, _) => 4,
                MarkerKind::JsonDefault(_) => 5,
                MarkerKind::Default(_) => 6,
                _ => 1,
            }
        };
        self.check_bounds(markers);
        let mut ordered: Vec<&Marker> = markers.to_vec();
        ordered.sort_by_key(|m| prio(m));
        for m in ordered {
            match &m.kind {
                MarkerKind::ItemsValidation(v) => {
                    let Some(Value::Object(items)) = s.get_mut("items") else {
                        self.error(
                            m.span,
                            format!(
                                "`+{}` applies to the items of an array, but this is not an array",
                                m.name
                            ),
                            None,
                        );
                        continue;
                    };
                    let mut items_map = std::mem::take(items);
                    self.apply_validation(&mut items_map, m, v, &child(path, "items"));
                    if let Some(Value::Object(items)) = s.get_mut("items") {
                        *items = items_map;
                    }
                }
                MarkerKind::Validation(v) => self.apply_validation(s, m, v, path),
                _ => self.apply_one(s, m, path),
            }
        }
    }

    /// controller-gen's checks that a lower bound is not above its upper bound (the last
    /// marker of each counts; the error points at the first lower bound).
    fn check_bounds(&mut self, markers: &[&Marker]) {
        let bounds = || {
            markers.iter().filter_map(|m| match &m.kind {
                MarkerKind::Validation(v) => bound(v).map(|(name, n)| (name, n, m.span)),
                _ => None,
            })
        };
        let last = |name: &str| bounds().rev().find(|b| b.0 == name);
        for (lo, hi) in [
            ("Minimum", "Maximum"),
            ("MinLength", "MaxLength"),
            ("MinItems", "MaxItems"),
            ("MinProperties", "MaxProperties"),
        ] {
            if let (Some((_, a, _)), Some((_, b, _))) = (last(lo), last(hi))
                && a > b
                && let Some((_, _, span)) = bounds().find(|b| b.0 == lo)
            {
                self.error(
                    span,
                    format!("conflicting markers: {lo} ({a}) is greater than {hi} ({b})"),
                    None,
                );
            }
        }
    }

    /// Applies one `+kubebuilder:validation:…` marker to `s` (the node, or its items).
    fn apply_validation(
        &mut self,
        s: &mut Map<String, Value>,
        m: &Marker,
        v: &Validation,
        path: &[String],
    ) {
        let ty = s
            .get("type")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string();
        let int_or_string = s.get("x-kubernetes-int-or-string") == Some(&json!(true));
        let numeric = ty == "integer" || ty == "number";
        let textual = ty == "string" || int_or_string;
        let (number, string, array, object) = (
            Some((numeric, "a number")),
            Some((textual, "a string")),
            Some((ty == "array", "an array")),
            Some((ty == "object", "an object")),
        );
        // The schema key a marker sets, its value, and the type it needs (if any).
        let keyed = match v {
            Validation::Maximum(n) => Some(("maximum", n.to_json(), number)),
            Validation::Minimum(n) => Some(("minimum", n.to_json(), number)),
            Validation::MultipleOf(n) => Some(("multipleOf", n.to_json(), number)),
            Validation::ExclusiveMaximum(b) => Some(("exclusiveMaximum", json!(b), number)),
            Validation::ExclusiveMinimum(b) => Some(("exclusiveMinimum", json!(b), number)),
            Validation::MinLength(n) => Some(("minLength", json!(n), string)),
            Validation::MaxLength(n) => Some(("maxLength", json!(n), string)),
            Validation::Pattern(p) => Some(("pattern", json!(p), string)),
            Validation::MinItems(n) => Some(("minItems", json!(n), array)),
            Validation::MaxItems(n) => Some(("maxItems", json!(n), array)),
            Validation::UniqueItems(b) => Some(("uniqueItems", json!(b), array)),
            Validation::MinProperties(n) => Some(("minProperties", json!(n), object)),
            Validation::MaxProperties(n) => Some(("maxProperties", json!(n), object)),
            Validation::Enum(values) => {
                Some(("enum", values.iter().map(|x| x.to_json()).collect(), None))
            }
            Validation::Format(f) => Some(("format", json!(f), None)),
            Validation::Type(t) => Some(("type", json!(t), None)),
            _ => None,
        };
        if let Some((key, value, needs)) = keyed {
            if let Some((fits, what)) = needs
                && !self.need(m, &ty, fits, what)
            {
                return;
            }
            if let Validation::Maximum(n) | Validation::Minimum(n) | Validation::MultipleOf(n) = v
                && ty == "integer"
                && n.as_f64().fract() != 0.0
            {
                self.error(
                    m.arg_span(""),
                    format!(
                        "cannot apply non-integral {} ({}) to an integer",
                        key.to_lowercase(),
                        n.as_f64()
                    ),
                    None,
                );
            }
            s.insert(key.into(), value);
            return;
        }
        match v {
            // The extension alone, as controller-gen's `XIntOrString`: a node's `type` stays
            // (`IntOrString` itself brings its `anyOf`).
            Validation::IntOrString => {
                s.insert("x-kubernetes-int-or-string".into(), json!(true));
            }
            Validation::EmbeddedResource => {
                s.insert("x-kubernetes-embedded-resource".into(), json!(true));
            }
            Validation::Rule(r) => {
                let mut rule = Map::new();
                for (key, val) in [
                    ("rule", Some(&r.rule)),
                    ("message", r.message.as_ref()),
                    ("messageExpression", r.message_expression.as_ref()),
                    ("reason", r.reason.as_ref()),
                    ("fieldPath", r.field_path.as_ref()),
                ] {
                    if let Some(val) = val {
                        rule.insert(key.into(), json!(val));
                    }
                }
                if let Some(reason) = &r.reason
                    && !matches!(
                        reason.as_str(),
                        "FieldValueRequired"
                            | "FieldValueInvalid"
                            | "FieldValueForbidden"
                            | "FieldValueDuplicate"
                    )
                {
                    self.error(
                        m.arg_span("reason"),
                        format!("invalid reason `{reason}`"),
                        Some("valid reasons are FieldValueRequired, FieldValueInvalid, FieldValueForbidden and FieldValueDuplicate".into()),
                    );
                }
                if let Some(b) = r.optional_old_self {
                    rule.insert("optionalOldSelf".into(), json!(b));
                }
                self.push_indexed_rule(s, Value::Object(rule), path, m.span);
            }
            // The keyed ones are set above; `Schemaless` empties the field's schema in
            // `field_schema`.
            _ => {}
        }
    }

    /// Reports a marker applied to a node of the wrong type; true when it fits.
    fn need(&mut self, m: &Marker, ty: &str, ok: bool, what: &str) -> bool {
        if !ok {
            self.error(
                m.span,
                format!(
                    "`+{}` must apply to {what}, found type `{}`",
                    m.name,
                    if ty.is_empty() { "<none>" } else { ty }
                ),
                None,
            );
        }
        ok
    }

    /// Applies a field or type marker other than the validation ones to `s`.
    // The type checks report errors as a side effect; they stay in the arm bodies rather
    // than in match guards so that effect is visible.
    #[allow(clippy::collapsible_match)]
    fn apply_one(&mut self, s: &mut Map<String, Value>, m: &Marker, path: &[String]) {
        let ty = s
            .get("type")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string();
        match &m.kind {
            MarkerKind::OneOf(which, fields) => {
                let props = s.get("properties").and_then(Value::as_object);
                for f in fields {
                    if props.is_none_or(|p| !p.contains_key(f)) {
                        self.error(
                            m.arg_span(""),
                            format!(
                                "`+{}` names `{f}`, which is not a field of this type",
                                m.name
                            ),
                            None,
                        );
                    }
                }
                let list = fields
                    .iter()
                    .map(|f| format!("has(self.{f})"))
                    .collect::<Vec<_>>()
                    .join(",");
                let (op, msg) = match which {
                    OneOf::AtMost => ("<= 1", "at most one of the fields in [{}] may be set"),
                    OneOf::Exactly => ("== 1", "exactly one of the fields in [{}] must be set"),
                    OneOf::AtLeast => (">= 1", "at least one of the fields in [{}] must be set"),
                };
                self.push_indexed_rule(s, json!({"rule": format!("[{list}].filter(x,x==true).size() {op}"), "message": msg.replace("{}", &fields.join(" "))}), path, m.span);
            }
            // `+default=` is JSON; `ref(…)` and `null` set no default (as controller-gen).
            MarkerKind::JsonDefault(None) => {}
            // JSON says what it is: `{}` is an object, `[]` a list.
            MarkerKind::JsonDefault(Some(v)) => self.set_default(s, v.to_json(), path, m),
            MarkerKind::Default(v) => {
                let mut d = v.to_json();
                if ty == "array" && (d == json!([]) || d == json!({})) {
                    d = json!([]);
                } else if ty == "object" && d == json!([]) {
                    d = json!({});
                }
                self.set_default(s, d, path, m);
            }
            MarkerKind::Example(v) => {
                s.insert("example".into(), v.to_json());
            }
            MarkerKind::Description(_)
            | MarkerKind::Combinator(..)
            | MarkerKind::SchemaPatch(_) => self.apply_as_written(s, m),
            MarkerKind::Title(t) => {
                s.insert(
                    "title".into(),
                    Value::String(match t.to_json() {
                        Value::String(x) => x,
                        other => other.to_string(),
                    }),
                );
            }
            MarkerKind::ExternalDocs { url, description } => {
                let mut d = Map::new();
                for (k, x) in [("url", url), ("description", description)] {
                    if let Some(x) = x {
                        d.insert(k.into(), json!(x));
                    }
                }
                s.insert("externalDocs".into(), Value::Object(d));
            }
            MarkerKind::Nullable => {
                s.insert("nullable".into(), json!(true));
            }
            MarkerKind::PreserveUnknownFields => {
                s.insert("x-kubernetes-preserve-unknown-fields".into(), json!(true));
            }
            MarkerKind::ListType(lt) => {
                if self.need(m, &ty, ty == "array", "an array") {
                    s.insert("x-kubernetes-list-type".into(), json!(lt.name()));
                }
            }
            MarkerKind::ListMapKey(key) => {
                if self.need(m, &ty, ty == "array", "an array") {
                    let mut keys = s
                        .get("x-kubernetes-list-map-keys")
                        .and_then(Value::as_array)
                        .cloned()
                        .unwrap_or_default();
                    keys.push(json!(key));
                    s.insert("x-kubernetes-list-map-keys".into(), Value::Array(keys));
                }
            }
            MarkerKind::MapType(mt) | MarkerKind::StructType(mt) => {
                // controller-gen's `StructType` also takes a schema with no type yet (a
                // field of a struct type, before it is merged with the type's schema).
                let is_struct = matches!(m.kind, MarkerKind::StructType(_));
                let fits = ty == "object" || (is_struct && ty.is_empty());
                if self.need(m, &ty, fits, "an object") {
                    s.insert("x-kubernetes-map-type".into(), json!(mt.name()));
                }
            }
            MarkerKind::Immutable => {
                let rule = json!({"rule": "self == oldSelf", "message": "field is immutable"});
                self.push_indexed_rule(s, rule, path, m.span);
            }
            // Markers that act elsewhere: optionality on the parent's `required`, Kinds
            // and clients in the CRD and client emitters.
            _ => {}
        }
    }

    fn set_default(&mut self, s: &mut Map<String, Value>, d: Value, path: &[String], m: &Marker) {
        s.insert("default".into(), d);
        self.index.insert(child(path, "default"), m.span);
    }
}

/// The name and value of a bound marker (`Minimum`, `MaxLength`, …).
fn bound(v: &Validation) -> Option<(&'static str, f64)> {
    Some(match v {
        Validation::Minimum(n) => ("Minimum", n.as_f64()),
        Validation::Maximum(n) => ("Maximum", n.as_f64()),
        Validation::MinLength(n) => ("MinLength", *n as f64),
        Validation::MaxLength(n) => ("MaxLength", *n as f64),
        Validation::MinItems(n) => ("MinItems", *n as f64),
        Validation::MaxItems(n) => ("MaxItems", *n as f64),
        Validation::MinProperties(n) => ("MinProperties", *n as f64),
        Validation::MaxProperties(n) => ("MaxProperties", *n as f64),
        _ => return None,
    })
}

impl SchemaEmitter<'_, '_> {
    /// Appends a CEL rule made by a marker and records the marker as its source place.
    pub(super) fn push_indexed_rule(
        &mut self,
        s: &mut Map<String, Value>,
        rule: Value,
        path: &[String],
        span: Span,
    ) {
        push_rule(s, rule);
        let n = s
            .get("x-kubernetes-validations")
            .and_then(Value::as_array)
            .map_or(0, Vec::len);
        self.index.insert(
            child(
                &child(path, "x-kubernetes-validations"),
                &n.saturating_sub(1).to_string(),
            ),
            span,
        );
    }
}

pub(super) fn push_rule(s: &mut Map<String, Value>, rule: Value) {
    let mut rules = s
        .get("x-kubernetes-validations")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    rules.push(rule);
    s.insert("x-kubernetes-validations".into(), Value::Array(rules));
}

impl SchemaEmitter<'_, '_> {
    /// The `+kube-codegen:` markers that write schema keys as given: a description, a
    /// combinator, a patch (a JSON object, else an error at the marker).
    fn apply_as_written(&mut self, s: &mut Map<String, Value>, m: &Marker) {
        match &m.kind {
            MarkerKind::Description(d) => {
                s.insert("description".into(), Value::String(d.clone()));
            }
            MarkerKind::Combinator(c, schemas) => {
                s.insert(c.keyword().into(), schemas.clone());
            }
            MarkerKind::SchemaPatch(Value::Object(patch)) => merge_patch(s, patch),
            _ => self.error(m.span, format!("`+{}` takes a JSON object", m.name), None),
        }
    }
}

/// Merges `patch` into `s`: objects key by key, any other value replacing
/// (`+kube-codegen:schema`).
fn merge_patch(s: &mut Map<String, Value>, patch: &Map<String, Value>) {
    for (k, v) in patch {
        match (s.get_mut(k), v) {
            (Some(Value::Object(dst)), Value::Object(src)) => merge_patch(dst, src),
            _ => {
                s.insert(k.clone(), v.clone());
            }
        }
    }
}

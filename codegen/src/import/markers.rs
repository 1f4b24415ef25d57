//! The markers of an imported schema node: its validations and extensions, each as the
//! [`MarkerKind`] that writes it back, and a warning naming the YAML path for what none can.

use serde_json::{Map, Value};

use super::types::Module;
use crate::markers::{
    CelRule, Combinator, Granularity, ListType, MarkerKind, Number, Validation,
    Value as MarkerValue,
};

impl Module {
    /// The markers of the node's validations and extensions (`field`: on a field, where
    /// `+nullable` goes; else on a type).
    pub(super) fn node_markers(
        &mut self,
        s: &Map<String, Value>,
        path: &str,
        out: &mut Vec<MarkerKind>,
        field: bool,
    ) {
        let ty = s.get("type").and_then(Value::as_str).unwrap_or("");
        let scalar_type = matches!(ty, "string" | "integer" | "number" | "boolean");
        // What stands where no marker of controller-gen's can write it (`maxLength` on an
        // array, `items` on an object), written as it is with `+kube-codegen:schema`.
        let mut patch = Map::new();
        for (k, v) in s {
            let m = match (k.as_str(), v) {
                (key @ ("required" | "items"), _) if misplaced(key, ty) => {
                    patch.insert(key.to_string(), v.clone());
                    continue;
                }
                (
                    "type"
                    | "properties"
                    | "required"
                    | "items"
                    | "additionalProperties"
                    | "description"
                    | "x-kubernetes-int-or-string"
                    | "x-kubernetes-embedded-resource",
                    _,
                ) => continue,
                // A scalar's format is its Rust type's (`scalar`); elsewhere it is a marker.
                ("format", _) if scalar_type => continue,
                ("format", Value::String(f)) => {
                    MarkerKind::Validation(Validation::Format(f.clone()))
                }
                // `IntOrString`'s own `anyOf` (`types::type_of` takes such a node for one).
                ("anyOf", v)
                    if s.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true))
                        && !s.contains_key("type")
                        && *v == serde_json::json!([{"type": "integer"}, {"type": "string"}]) =>
                {
                    continue;
                }
                // `serde_json::Value` and `RawExtension` (no type, or an object without
                // properties and values) keep unknown fields themselves.
                ("x-kubernetes-preserve-unknown-fields", Value::Bool(true)) => {
                    let keeps = field
                        && (ty.is_empty()
                            || (ty == "object"
                                && !s.contains_key("properties")
                                && !s.contains_key("additionalProperties")));
                    if keeps {
                        continue;
                    }
                    MarkerKind::PreserveUnknownFields
                }
                (key, _) if !fits(key, s) => {
                    patch.insert(key.to_string(), v.clone());
                    continue;
                }
                ("enum" | "default" | "example", v) => match self.json_marker(k, v, path) {
                    Some(m) => m,
                    None => continue,
                },
                ("nullable", Value::Bool(true)) if field => MarkerKind::Nullable,
                ("nullable", _) => continue,
                ("x-kubernetes-list-type", Value::String(t))
                    if ListType::NAMES.contains(&t.as_str()) =>
                {
                    MarkerKind::ListType(ListType::from_name(t))
                }
                ("x-kubernetes-list-map-keys", Value::Array(keys)) => {
                    for key in keys.iter().filter_map(Value::as_str) {
                        out.push(MarkerKind::ListMapKey(key.to_string()));
                    }
                    continue;
                }
                ("x-kubernetes-map-type", Value::String(t))
                    if Granularity::NAMES.contains(&t.as_str()) =>
                {
                    let g = Granularity::from_name(t);
                    if s.contains_key("properties") {
                        MarkerKind::StructType(g)
                    } else {
                        MarkerKind::MapType(g)
                    }
                }
                ("x-kubernetes-validations", Value::Array(rules)) => {
                    for r in rules {
                        match cel_rule(r) {
                            Some(m) => out.push(m),
                            None => self.warn(path, "a CEL rule without a `rule` is not kept"),
                        }
                    }
                    continue;
                }
                _ => match value_marker(k, v) {
                    Some(m) => m,
                    None => {
                        self.warn(
                            &format!("{path}.{k}"),
                            "not read back into markers; left out",
                        );
                        continue;
                    }
                },
            };
            out.push(m);
        }
        if !patch.is_empty() {
            out.push(MarkerKind::SchemaPatch(Value::Object(patch)));
        }
    }
    /// The marker of `enum`, `default` or `example`, whose values are JSON; `None`, after a
    /// warning, for a value no marker writes (`null`, an empty list as an example).
    fn json_marker(&mut self, key: &str, v: &Value, path: &str) -> Option<MarkerKind> {
        let value = MarkerValue::from_json(v.clone());
        let (m, why) = match (key, value) {
            ("enum", _) => match v
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(MarkerValue::from_json)
                .collect()
            {
                Some(list) => (Some(MarkerKind::Validation(Validation::Enum(list))), ""),
                None => (None, "a `null` value, which no marker writes; left out"),
            },
            ("default", Some(d)) => (Some(MarkerKind::JsonDefault(Some(d))), ""),
            // `{}` reads back as a map, as controller-gen guesses it: an empty list has no
            // marker.
            ("example", Some(MarkerValue::List(l))) if l.is_empty() => (
                None,
                "an empty list, which a marker reads back as an empty map; left out",
            ),
            ("example", Some(e)) => (Some(MarkerKind::Example(e)), ""),
            _ => (None, "a `null`, which no marker writes; left out"),
        };
        if m.is_none() {
            self.warn(&format!("{path}.{key}"), why);
        }
        m
    }
}

/// Whether `required` (or `items`) stands on a node of a type that has none: not an object
/// (not an array).
fn misplaced(key: &str, ty: &str) -> bool {
    match key {
        "required" => !ty.is_empty() && ty != "object",
        _ => ty != "array",
    }
}

/// The marker of a schema key whose value alone says it (bounds, lengths, counts, a
/// pattern, a title, external docs, a combinator); `None` for any other.
fn value_marker(key: &str, v: &Value) -> Option<MarkerKind> {
    let v = v.clone();
    let int = || v.as_i64();
    let validation = |x| Some(MarkerKind::Validation(x));
    match (key, &v) {
        ("maximum", Value::Number(n)) => validation(Validation::Maximum(number(n))),
        ("minimum", Value::Number(n)) => validation(Validation::Minimum(number(n))),
        ("multipleOf", Value::Number(n)) => validation(Validation::MultipleOf(number(n))),
        ("exclusiveMaximum", Value::Bool(b)) => validation(Validation::ExclusiveMaximum(*b)),
        ("exclusiveMinimum", Value::Bool(b)) => validation(Validation::ExclusiveMinimum(*b)),
        ("uniqueItems", Value::Bool(b)) => validation(Validation::UniqueItems(*b)),
        ("maxLength", _) => validation(Validation::MaxLength(int()?)),
        ("minLength", _) => validation(Validation::MinLength(int()?)),
        ("maxItems", _) => validation(Validation::MaxItems(int()?)),
        ("minItems", _) => validation(Validation::MinItems(int()?)),
        ("maxProperties", _) => validation(Validation::MaxProperties(int()?)),
        ("minProperties", _) => validation(Validation::MinProperties(int()?)),
        ("pattern", Value::String(p)) => validation(Validation::Pattern(p.clone())),
        ("title", Value::String(t)) => Some(MarkerKind::Title(MarkerValue::String(t.clone()))),
        ("externalDocs", Value::Object(d)) => Some(MarkerKind::ExternalDocs {
            url: d.get("url").and_then(Value::as_str).map(str::to_string),
            description: d
                .get("description")
                .and_then(Value::as_str)
                .map(str::to_string),
        }),
        ("allOf", Value::Array(_)) => Some(MarkerKind::Combinator(Combinator::AllOf, v)),
        ("anyOf", Value::Array(_)) => Some(MarkerKind::Combinator(Combinator::AnyOf, v)),
        ("oneOf", Value::Array(_)) => Some(MarkerKind::Combinator(Combinator::OneOf, v)),
        ("not", Value::Object(_)) => Some(MarkerKind::Combinator(Combinator::Not, v)),
        _ => None,
    }
}

/// A JSON number as a marker number: an integer stays one.
fn number(n: &serde_json::Number) -> Number {
    match n.as_i64() {
        Some(i) => Number::Int(i),
        None => Number::Float(n.as_f64().unwrap_or_default()),
    }
}

/// Whether the validation `key` applies to the node's type, as the markers require
/// (controller-gen refuses `MaxLength` on an array, for one).
fn fits(key: &str, s: &Map<String, Value>) -> bool {
    let ty = s.get("type").and_then(Value::as_str).unwrap_or("");
    let int_or_string = s.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true));
    match key {
        "maxLength" | "minLength" | "pattern" => ty == "string" || int_or_string,
        "maximum" | "minimum" | "exclusiveMaximum" | "exclusiveMinimum" | "multipleOf" => {
            ty == "integer" || ty == "number" || int_or_string
        }
        "maxItems" | "minItems" | "uniqueItems" => ty == "array",
        "maxProperties" | "minProperties" => ty == "object",
        _ => true,
    }
}

/// An `x-kubernetes-validations` entry as `+kubebuilder:validation:XValidation`.
fn cel_rule(r: &Value) -> Option<MarkerKind> {
    let r = r.as_object()?;
    let text = |k: &str| r.get(k).and_then(Value::as_str).map(str::to_string);
    Some(MarkerKind::Validation(Validation::Rule(Box::new(
        CelRule {
            rule: text("rule")?,
            message: text("message"),
            message_expression: text("messageExpression"),
            reason: text("reason"),
            field_path: text("fieldPath"),
            optional_old_self: r.get("optionalOldSelf").and_then(Value::as_bool),
        },
    ))))
}

//! Checks on generated output before anything is written: the apiextensions structural
//! schema rules (k8s.io/apiextensions-apiserver `pkg/apiserver/schema` validation, in the
//! API server's words where it has some) and CEL (`x-kubernetes-validations`) rules, parsed
//! with the `cel` crate.

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::JSONSchemaProps;
use serde_json::{Map, Value};

/// One rule broken by a schema.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// Where in the schema, as JSON-pointer-like segments from the root
    /// (`["properties", "spec", "properties", "replicas"]`, `["items"]`,
    /// `["x-kubernetes-validations", "0", "rule"]`).
    pub path: Vec<String>,
    /// What is wrong, in the apiserver's words where it has some.
    pub message: String,
}

fn json(schema: &JSONSchemaProps) -> Map<String, Value> {
    match serde_json::to_value(schema) {
        Ok(Value::Object(m)) => m,
        _ => Map::new(),
    }
}

fn push(out: &mut Vec<Violation>, path: &[String], msg: impl Into<String>) {
    out.push(Violation {
        path: path.to_vec(),
        message: msg.into(),
    });
}

fn child(path: &[String], segs: &[&str]) -> Vec<String> {
    let mut p = path.to_vec();
    p.extend(segs.iter().map(|s| s.to_string()));
    p
}

/// Checks `schema` (a CRD version's `openAPIV3Schema`) against the apiextensions structural
/// schema rules; returns every violation (empty when structural).
///
/// Checked: every node has a `type` (unless `x-kubernetes-int-or-string` or
/// `x-kubernetes-preserve-unknown-fields` stand in for it); `properties`/`items`/
/// `additionalProperties` only on objects/arrays and never `properties` with
/// `additionalProperties`; `allOf`/`anyOf`/`oneOf`/`not` hold value validations only (no
/// `type`, `default`, `nullable`, `additionalProperties`, `x-kubernetes-*`, and no property
/// the structural part lacks), except the int-or-string `anyOf`; embedded resources are
/// objects with properties or preserve-unknown-fields; list-type `map` has
/// `x-kubernetes-list-map-keys` naming required-or-defaulted scalar properties of object
/// items; list-type `set` has scalar items; map-type only on objects; the root is an object;
/// no `uniqueItems: true` (the API server forbids it in CRDs); every `default` fits its
/// schema (type, enum, bounds, lengths, nested fields — no field that pruning would drop).
pub fn structural(schema: &JSONSchemaProps) -> Vec<Violation> {
    let root = json(schema);
    let mut out = Vec::new();
    if root.get("type").and_then(Value::as_str) != Some("object") {
        push(
            &mut out,
            &["type".to_string()],
            "type: Invalid value: must be object at the root",
        );
    }
    node(&root, &[], &mut out);
    out
}

fn node(s: &Map<String, Value>, path: &[String], out: &mut Vec<Violation>) {
    let ty = s.get("type").and_then(Value::as_str).unwrap_or("");
    let int_or_string = s.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true));
    let preserve = s.get("x-kubernetes-preserve-unknown-fields") == Some(&Value::Bool(true));
    if ty.is_empty() && !int_or_string && !preserve {
        push(
            out,
            &child(path, &["type"]),
            "type: Required value: must not be empty for specified object fields",
        );
    }
    if int_or_string {
        if !ty.is_empty() {
            push(
                out,
                &child(path, &["type"]),
                "type: Invalid value: must be empty when x-kubernetes-int-or-string is true",
            );
        }
        let ok_any = |v: &Value| {
            v.as_array().is_some_and(|a| {
                a.len() == 2
                    && a[0].get("type").and_then(Value::as_str) == Some("integer")
                    && a[1].get("type").and_then(Value::as_str) == Some("string")
            })
        };
        if let Some(any) = s.get("anyOf")
            && !ok_any(any)
        {
            push(
                out,
                &child(path, &["anyOf"]),
                "anyOf: Forbidden: with x-kubernetes-int-or-string the anyOf must be [{type: integer}, {type: string}]",
            );
        }
    }
    let props = s.get("properties").and_then(Value::as_object);
    if props.is_some() && ty != "object" {
        push(
            out,
            &child(path, &["properties"]),
            "properties: Forbidden: only allowed for type object",
        );
    }
    if s.contains_key("items") && ty != "array" {
        push(
            out,
            &child(path, &["items"]),
            "items: Forbidden: only allowed for type array",
        );
    }
    if ty == "array" && !s.contains_key("items") {
        push(
            out,
            &child(path, &["items"]),
            "items: Required value: must be specified for type array",
        );
    }
    if let Some(ap) = s.get("additionalProperties") {
        if ty != "object" {
            push(
                out,
                &child(path, &["additionalProperties"]),
                "additionalProperties: Forbidden: only allowed for type object",
            );
        }
        if props.is_some_and(|p| !p.is_empty()) {
            push(
                out,
                &child(path, &["additionalProperties"]),
                "additionalProperties and properties are mutual exclusive",
            );
        }
        if let Value::Object(m) = ap {
            node(m, &child(path, &["additionalProperties"]), out);
        }
    }
    if s.get("x-kubernetes-embedded-resource") == Some(&Value::Bool(true))
        && (ty != "object" || (props.is_none_or(|p| p.is_empty()) && !preserve))
    {
        push(
            out,
            &child(path, &["x-kubernetes-embedded-resource"]),
            "x-kubernetes-embedded-resource: Invalid value: needs type object and properties or x-kubernetes-preserve-unknown-fields",
        );
    }
    if s.get("uniqueItems") == Some(&Value::Bool(true)) {
        push(
            out,
            &child(path, &["uniqueItems"]),
            "uniqueItems: Forbidden: uniqueItems cannot be set to true since the runtime complexity becomes quadratic; use `+listType=set`",
        );
    }
    if s.contains_key("x-kubernetes-map-type") && ty != "object" {
        push(
            out,
            &child(path, &["x-kubernetes-map-type"]),
            "x-kubernetes-map-type: Invalid value: only allowed for type object",
        );
    }
    list_type(s, path, out);
    if let Some(d) = s.get("default") {
        default_fits(d, s, &child(path, &["default"]), out);
    }
    if let Some(p) = props {
        for (k, v) in p {
            if let Value::Object(m) = v {
                node(m, &child(path, &["properties", k]), out);
            }
        }
    }
    if let Some(Value::Object(items)) = s.get("items") {
        node(items, &child(path, &["items"]), out);
    }
    for key in ["allOf", "anyOf", "oneOf"] {
        if let Some(Value::Array(list)) = s.get(key) {
            for (i, v) in list.iter().enumerate() {
                if let Value::Object(m) = v {
                    value_validation(
                        m,
                        props,
                        int_or_string && key == "anyOf",
                        &child(path, &[key, &i.to_string()]),
                        out,
                    );
                }
            }
        }
    }
    if let Some(Value::Object(m)) = s.get("not") {
        value_validation(m, props, false, &child(path, &["not"]), out);
    }
}

fn list_type(s: &Map<String, Value>, path: &[String], out: &mut Vec<Violation>) {
    let lt = s.get("x-kubernetes-list-type").and_then(Value::as_str);
    let keys = s
        .get("x-kubernetes-list-map-keys")
        .and_then(Value::as_array);
    let items = s.get("items").and_then(Value::as_object);
    let item_ty = items
        .and_then(|i| i.get("type"))
        .and_then(Value::as_str)
        .unwrap_or("");
    match lt {
        Some("map") => {
            let Some(keys) = keys.filter(|k| !k.is_empty()) else {
                push(
                    out,
                    &child(path, &["x-kubernetes-list-map-keys"]),
                    "x-kubernetes-list-map-keys: Required value: must not be empty if x-kubernetes-list-type is map",
                );
                return;
            };
            if item_ty != "object" {
                push(
                    out,
                    &child(path, &["items", "type"]),
                    "items.type: Invalid value: must be object if x-kubernetes-list-type is map",
                );
                return;
            }
            let item = items.cloned().unwrap_or_default();
            let required: Vec<&str> = item
                .get("required")
                .and_then(Value::as_array)
                .map(|r| r.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            for k in keys.iter().filter_map(Value::as_str) {
                let prop = item.get("properties").and_then(|p| p.get(k));
                match prop {
                    None => push(
                        out,
                        &child(path, &["x-kubernetes-list-map-keys"]),
                        format!(
                            "x-kubernetes-list-map-keys: Invalid value: \"{k}\": entries must all be names of item properties"
                        ),
                    ),
                    Some(p) => {
                        let pt = p.get("type").and_then(Value::as_str).unwrap_or("");
                        if !matches!(pt, "string" | "integer" | "number" | "boolean") {
                            push(
                                out,
                                &child(path, &["items", "properties", k, "type"]),
                                format!(
                                    "must be a scalar type if parent array is a list-map (key `{k}`)"
                                ),
                            );
                        }
                        if !required.contains(&k) && p.get("default").is_none() {
                            push(
                                out,
                                &child(path, &["items", "properties", k]),
                                format!(
                                    "all map keys must be required or have a default value (`{k}` is neither)"
                                ),
                            );
                        }
                    }
                }
            }
        }
        Some("set") => {
            if !matches!(item_ty, "string" | "integer" | "number" | "boolean")
                && items
                    .and_then(|i| i.get("x-kubernetes-map-type"))
                    .and_then(Value::as_str)
                    != Some("atomic")
                && items.and_then(|i| i.get("x-kubernetes-int-or-string"))
                    != Some(&Value::Bool(true))
            {
                push(
                    out,
                    &child(path, &["items", "type"]),
                    "items: must be of a scalar type or atomic if x-kubernetes-list-type is set",
                );
            }
        }
        Some("atomic") | None => {
            if keys.is_some() {
                push(
                    out,
                    &child(path, &["x-kubernetes-list-map-keys"]),
                    "x-kubernetes-list-map-keys: Forbidden: must be empty if x-kubernetes-list-type is not map",
                );
            }
        }
        Some(other) => push(
            out,
            &child(path, &["x-kubernetes-list-type"]),
            format!(
                "x-kubernetes-list-type: Unsupported value: \"{other}\": supported values: \"atomic\", \"map\", \"set\""
            ),
        ),
    }
}

/// Checks a `default` value against the schema it sits in, as the API server does when the
/// CRD is created: the JSON type, `enum`, numeric bounds, string and list lengths, and the
/// same for nested properties and items.
fn default_fits(value: &Value, s: &Map<String, Value>, path: &[String], out: &mut Vec<Violation>) {
    let ty = s.get("type").and_then(Value::as_str).unwrap_or("");
    let int_or_string = s.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true));
    let type_ok = match ty {
        _ if int_or_string => value.is_string() || value.is_i64() || value.is_u64(),
        "string" => value.is_string(),
        "integer" => value.is_i64() || value.is_u64(),
        "number" => value.is_number(),
        "boolean" => value.is_boolean(),
        "object" => value.is_object(),
        "array" => value.is_array(),
        _ => true,
    };
    let nullable = s.get("nullable") == Some(&Value::Bool(true));
    if !(type_ok || (value.is_null() && nullable)) {
        let want = if int_or_string {
            "integer or string"
        } else {
            ty
        };
        push(
            out,
            path,
            format!("default: Invalid value: {value}: must be of type {want}"),
        );
        return;
    }
    if let Some(Value::Array(allowed)) = s.get("enum")
        && !allowed.contains(value)
    {
        push(
            out,
            path,
            format!("default: Unsupported value: {value}: not one of the enum values"),
        );
    }
    let num = value.as_f64();
    let bound = |k: &str| s.get(k).and_then(Value::as_f64);
    if let (Some(n), Some(min)) = (num, bound("minimum"))
        && (n < min || (n == min && s.get("exclusiveMinimum") == Some(&Value::Bool(true))))
    {
        push(
            out,
            path,
            format!(
                "default: Invalid value: {value}: must be greater than {}{min}",
                if n == min { "" } else { "or equal to " }
            ),
        );
    }
    if let (Some(n), Some(max)) = (num, bound("maximum"))
        && (n > max || (n == max && s.get("exclusiveMaximum") == Some(&Value::Bool(true))))
    {
        push(
            out,
            path,
            format!(
                "default: Invalid value: {value}: must be less than {}{max}",
                if n == max { "" } else { "or equal to " }
            ),
        );
    }
    let len = value
        .as_str()
        .map(|t| t.chars().count())
        .or_else(|| value.as_array().map(Vec::len))
        .map(|l| l as f64);
    for (key, too_long) in [
        ("minLength", false),
        ("maxLength", true),
        ("minItems", false),
        ("maxItems", true),
    ] {
        if let (Some(l), Some(limit)) = (len, bound(key))
            && ((too_long && l > limit) || (!too_long && l < limit))
        {
            push(
                out,
                path,
                format!("default: Invalid value: {value}: violates {key} {limit}"),
            );
        }
    }
    if let (Value::Object(obj), Some(Value::Object(p))) = (value, s.get("properties")) {
        for (k, v) in obj {
            match p.get(k).and_then(Value::as_object) {
                Some(ps) => default_fits(v, ps, &child(path, &[k]), out),
                None if s.get("x-kubernetes-preserve-unknown-fields")
                    != Some(&Value::Bool(true)) =>
                {
                    push(
                        out,
                        &child(path, &[k]),
                        format!(
                            "default: Invalid value: field `{k}` is not in the schema and would be pruned"
                        ),
                    )
                }
                None => {}
            }
        }
    }
    if let (Value::Object(obj), Some(Value::Object(ap))) = (value, s.get("additionalProperties")) {
        for (k, v) in obj {
            default_fits(v, ap, &child(path, &[k]), out);
        }
    }
    if let (Value::Array(items), Some(Value::Object(is))) = (value, s.get("items")) {
        for (i, v) in items.iter().enumerate() {
            default_fits(v, is, &child(path, &[&i.to_string()]), out);
        }
    }
}

/// A node inside `allOf`/`anyOf`/`oneOf`/`not`: value validations only.
fn value_validation(
    s: &Map<String, Value>,
    parent_props: Option<&Map<String, Value>>,
    int_or_string_branch: bool,
    path: &[String],
    out: &mut Vec<Violation>,
) {
    for key in [
        "type",
        "additionalProperties",
        "default",
        "nullable",
        "x-kubernetes-preserve-unknown-fields",
        "x-kubernetes-embedded-resource",
        "x-kubernetes-int-or-string",
        "x-kubernetes-list-type",
        "x-kubernetes-list-map-keys",
        "x-kubernetes-map-type",
    ] {
        if key == "type" && int_or_string_branch {
            continue;
        }
        if s.contains_key(key) {
            push(
                out,
                &child(path, &[key]),
                format!("{key}: Forbidden: must be empty to be structural"),
            );
        }
    }
    if let Some(Value::Object(p)) = s.get("properties") {
        for (k, v) in p {
            let parent = parent_props
                .and_then(|pp| pp.get(k))
                .and_then(Value::as_object);
            if parent.is_none() {
                push(
                    out,
                    &child(path, &["properties", k]),
                    format!(
                        "properties[{k}]: Forbidden: must have a corresponding property in the structural part"
                    ),
                );
            }
            if let Value::Object(m) = v {
                let inner = parent
                    .and_then(|p| p.get("properties"))
                    .and_then(Value::as_object);
                value_validation(m, inner, false, &child(path, &["properties", k]), out);
            }
        }
    }
}

/// Checks every `x-kubernetes-validations` rule in `schema`: `rule` and `messageExpression`
/// must parse as CEL (the `cel` crate's parser, which follows the CEL spec grammar). Type
/// and scope checks against the schema are left to the API server, which runs them when the
/// CRD is created.
pub fn cel_rules(schema: &JSONSchemaProps) -> Vec<Violation> {
    let mut out = Vec::new();
    cel_node(&json(schema), &[], &mut out);
    out
}

fn cel_node(s: &Map<String, Value>, path: &[String], out: &mut Vec<Violation>) {
    if let Some(Value::Array(rules)) = s.get("x-kubernetes-validations") {
        for (i, r) in rules.iter().enumerate() {
            for key in ["rule", "messageExpression"] {
                if let Some(text) = r.get(key).and_then(Value::as_str)
                    && let Err(e) = cel::Program::compile(text)
                {
                    let detail = e.errors.first().map_or_else(
                        || e.to_string(),
                        |p| format!("{} (at column {})", p.msg, p.pos.1 + 1),
                    );
                    push(
                        out,
                        &child(path, &["x-kubernetes-validations", &i.to_string(), key]),
                        format!("invalid CEL {key} `{text}`: {detail}"),
                    );
                }
            }
        }
    }
    if let Some(Value::Object(p)) = s.get("properties") {
        for (k, v) in p {
            if let Value::Object(m) = v {
                cel_node(m, &child(path, &["properties", k]), out);
            }
        }
    }
    for key in ["items", "additionalProperties"] {
        if let Some(Value::Object(m)) = s.get(key) {
            cel_node(m, &child(path, &[key]), out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn props(v: Value) -> JSONSchemaProps {
        serde_json::from_value(v).expect("valid JSONSchemaProps")
    }

    fn messages(v: Value) -> Vec<(String, String)> {
        structural(&props(v))
            .into_iter()
            .map(|x| (x.path.join("."), x.message))
            .collect()
    }

    #[test]
    fn a_typed_tree_is_structural() {
        let ok = json!({"type": "object", "properties": {
            "a": {"type": "array", "items": {"type": "string"}, "x-kubernetes-list-type": "set"},
            "b": {"type": "object", "additionalProperties": {"type": "integer"}},
            "c": {"anyOf": [{"type": "integer"}, {"type": "string"}], "x-kubernetes-int-or-string": true},
            "d": {"x-kubernetes-preserve-unknown-fields": true},
            "e": {"type": "object", "properties": {"x": {"type": "string"}}, "oneOf": [{"required": ["x"]}]},
            "f": {"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"],
                  "items": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}}},
        }});
        assert_eq!(messages(ok), Vec::<(String, String)>::new());
    }

    #[test]
    fn missing_types_are_reported_with_their_path() {
        let m =
            messages(json!({"type": "object", "properties": {"a": {"description": "no type"}}}));
        assert_eq!(
            m,
            [(
                "properties.a.type".to_string(),
                "type: Required value: must not be empty for specified object fields".to_string()
            )]
        );
        let m = messages(json!({"properties": {}}));
        assert!(
            m.iter()
                .any(|(p, msg)| p == "type" && msg.contains("must be object at the root")),
            "{m:?}"
        );
    }

    #[test]
    fn misplaced_keywords_are_reported() {
        let m = messages(json!({"type": "object", "properties": {
            "a": {"type": "string", "items": {"type": "string"}},
            "b": {"type": "object", "properties": {"x": {"type": "string"}}, "additionalProperties": {"type": "string"}},
            "c": {"type": "array"},
            "d": {"type": "string", "x-kubernetes-map-type": "atomic"},
            "u": {"type": "array", "items": {"type": "string"}, "uniqueItems": true},
            "e": {"type": "string", "x-kubernetes-embedded-resource": true},
        }}));
        let paths: Vec<&str> = m.iter().map(|(p, _)| p.as_str()).collect();
        assert!(paths.contains(&"properties.a.items"), "{m:?}");
        assert!(
            paths.contains(&"properties.b.additionalProperties"),
            "{m:?}"
        );
        assert!(paths.contains(&"properties.c.items"), "{m:?}");
        assert!(
            paths.contains(&"properties.d.x-kubernetes-map-type"),
            "{m:?}"
        );
        assert!(
            paths.contains(&"properties.e.x-kubernetes-embedded-resource"),
            "{m:?}"
        );
    }

    #[test]
    fn junctors_hold_value_validations_only() {
        let m = messages(
            json!({"type": "object", "properties": {"x": {"type": "string"}},
            "anyOf": [{"type": "object"}, {"properties": {"y": {"minLength": 1}}}]}),
        );
        assert!(m.iter().any(|(p, _)| p == "anyOf.0.type"), "{m:?}");
        assert!(
            m.iter()
                .any(|(p, msg)| p == "anyOf.1.properties.y"
                    && msg.contains("corresponding property")),
            "{m:?}"
        );
        let m = messages(
            json!({"type": "object", "properties": {"v": {"x-kubernetes-int-or-string": true, "anyOf": [{"type": "string"}]}}}),
        );
        assert!(m.iter().any(|(p, _)| p == "properties.v.anyOf"), "{m:?}");
    }

    #[test]
    fn list_types_need_their_keys() {
        let item = json!({"type": "object", "properties": {"name": {"type": "string"}, "o": {"type": "object"}}});
        let m = messages(
            json!({"type": "object", "properties": {"l": {"type": "array", "x-kubernetes-list-type": "map", "items": item}}}),
        );
        assert_eq!(
            m[0].1,
            "x-kubernetes-list-map-keys: Required value: must not be empty if x-kubernetes-list-type is map"
        );
        let m = messages(
            json!({"type": "object", "properties": {"l": {"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name", "o", "z"], "items": item}}}),
        );
        assert!(
            m.iter().any(|(_, msg)| msg.contains("`name` is neither")),
            "{m:?}"
        );
        assert!(
            m.iter()
                .any(|(p, msg)| p == "properties.l.items.properties.o.type"
                    && msg.contains("scalar")),
            "{m:?}"
        );
        assert!(
            m.iter()
                .any(|(_, msg)| msg.contains("\"z\": entries must all be names")),
            "{m:?}"
        );
        let m = messages(
            json!({"type": "object", "properties": {"s": {"type": "array", "x-kubernetes-list-type": "set", "items": {"type": "object"}}}}),
        );
        assert!(
            m.iter().any(|(p, _)| p == "properties.s.items.type"),
            "{m:?}"
        );
        let m = messages(
            json!({"type": "object", "properties": {"s": {"type": "array", "x-kubernetes-list-map-keys": ["a"], "items": {"type": "string"}}}}),
        );
        assert!(
            m.iter()
                .any(|(_, msg)| msg.contains("must be empty if x-kubernetes-list-type is not map")),
            "{m:?}"
        );
    }

    #[test]
    fn defaults_must_fit_their_schema() {
        let m = messages(json!({"type": "object", "properties": {
            "ok": {"type": "integer", "minimum": 0, "default": 3},
            "wrong_type": {"type": "integer", "default": "three"},
            "not_in_enum": {"type": "string", "enum": ["a", "b"], "default": "c"},
            "too_small": {"type": "integer", "minimum": 1, "default": 0},
            "too_long": {"type": "string", "maxLength": 2, "default": "abc"},
            "nested": {"type": "object", "properties": {"n": {"type": "boolean"}}, "default": {"n": 1, "x": true}},
            "items": {"type": "array", "items": {"type": "string"}, "default": ["a", 2]},
            "ios": {"x-kubernetes-int-or-string": true, "anyOf": [{"type": "integer"}, {"type": "string"}], "default": "50%"},
        }}));
        let paths: Vec<&str> = m.iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(
            paths,
            [
                "properties.items.default.1",
                "properties.nested.default.n",
                "properties.nested.default.x",
                "properties.not_in_enum.default",
                "properties.too_long.default",
                "properties.too_small.default",
                "properties.wrong_type.default",
            ],
            "{m:?}"
        );
    }

    #[test]
    fn cel_rules_must_parse() {
        let s = props(json!({"type": "object", "x-kubernetes-validations": [
            {"rule": "self.a >= 1", "message": "ok"},
            {"rule": "self.a >= ", "message": "broken"},
            {"rule": "true", "messageExpression": "'x' + "},
        ], "properties": {"a": {"type": "integer", "x-kubernetes-validations": [{"rule": "self ==== 1"}]}}}));
        let v = cel_rules(&s);
        let paths: Vec<String> = v.iter().map(|x| x.path.join(".")).collect();
        assert_eq!(
            paths,
            [
                "x-kubernetes-validations.1.rule",
                "x-kubernetes-validations.2.messageExpression",
                "properties.a.x-kubernetes-validations.0.rule"
            ]
        );
        assert!(
            v[0].message.starts_with("invalid CEL rule `self.a >= `"),
            "{}",
            v[0].message
        );
    }
}

//! The apiextensions structural-schema rules and the CRD schema checks around them.

use serde_json::{Map, Value};

use super::defaults::{default_fits, pattern_compiles};
use super::{child, is_true, push};
use crate::diag::Violation;

/// Checks `schema` (a CRD version's `openAPIV3Schema`) against the apiextensions structural
/// schema rules and the CRD schema checks around them; returns every violation (empty when
/// the API server would accept the schema on these points). Messages use the API server's
/// words (`<field>: <Required value|Invalid value|Forbidden|Unsupported value>: <detail>`,
/// from k8s.io/apiextensions-apiserver `pkg/apiserver/schema/validation.go` and
/// `pkg/apis/apiextensions/validation/validation.go`).
///
/// Checked:
/// - every node has a `type` (worded by level: root, array items, object fields) unless
///   `x-kubernetes-int-or-string` or `x-kubernetes-preserve-unknown-fields` stand in; the
///   root is an object without `additionalProperties`;
/// - `properties`/`items`/`additionalProperties` only on objects/arrays, arrays have
///   `items`, never `properties` with `additionalProperties`; no `uniqueItems: true`;
/// - `allOf`/`anyOf`/`oneOf`/`not` (nested too) hold value validations only: no `type`,
///   `additionalProperties`, `default`, `title`, `description`, `nullable`, `x-kubernetes-*`
///   markers or rules, no `metadata`, and no property or `items` the structural part lacks —
///   except the int-or-string `anyOf: [{type: integer}, {type: string}]` (also as the first
///   `allOf`);
/// - int-or-string excludes preserve-unknown-fields and embedded-resource;
///   `x-kubernetes-preserve-unknown-fields: false` is rejected (true or absent);
/// - embedded resources: type object, no `additionalProperties`, properties unless
///   preserve-unknown-fields; at the root and in embedded resources `apiVersion`/`kind` are
///   strings and `metadata` an object; root `metadata` restricts only `name`/`generateName`;
/// - list and map types: `x-kubernetes-list-type` only on arrays and one of
///   atomic/set/map; `map` needs non-empty, unique `x-kubernetes-list-map-keys` naming
///   scalar, non-nullable, required-or-defaulted properties of object items; map keys need
///   list-type `map`; `set`/`map` items not nullable; `set` items of type object must be
///   map-type atomic and of type array list-type atomic; `x-kubernetes-map-type` only on
///   objects and one of atomic/granular;
/// - every `default` fits its schema (type, enum, bounds, lengths, nested fields — no field
///   that pruning would drop).
pub fn structural(root: &Map<String, Value>) -> Vec<Violation> {
    let mut out = Vec::new();
    node(root, Level::Root, true, &[], &mut out);
    out
}

/// Where a node sits, as the API server's structural checks tell them apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Level {
    Root,
    Item,
    Field,
}

/// A keyword that is set to something other than its zero value (`false`, `""`, `[]`, `{}`,
/// `null`), which is how the API server's Go structs tell "specified" from "absent".
fn specified(s: &Map<String, Value>, key: &str) -> bool {
    match s.get(key) {
        None | Some(Value::Null) | Some(Value::Bool(false)) => false,
        Some(Value::String(t)) => !t.is_empty(),
        Some(Value::Array(a)) => !a.is_empty(),
        Some(Value::Object(o)) => !o.is_empty() || key == "additionalProperties",
        Some(_) => true,
    }
}

/// `[{type: integer}, {type: string}]` and nothing else: the `anyOf` the API server lets
/// `x-kubernetes-int-or-string` carry types in (`isIntOrStringAnyOfPattern`).
fn is_int_or_string_any_of(v: Option<&Value>) -> bool {
    let branch = |b: &Value, t: &str| {
        b.as_object()
            .is_some_and(|m| m.len() == 1 && m.get("type").and_then(Value::as_str) == Some(t))
    };
    v.and_then(Value::as_array)
        .is_some_and(|a| a.len() == 2 && branch(&a[0], "integer") && branch(&a[1], "string"))
}

/// `defaults`: whether this node's `default` is checked. The API server validates the
/// defaults it reaches through `properties` and `items` only, not below
/// `additionalProperties` (apiextensions-apiserver's `defaulting.ValidateDefaults`).
fn node(
    s: &Map<String, Value>,
    level: Level,
    defaults: bool,
    path: &[String],
    out: &mut Vec<Violation>,
) {
    let ty = s.get("type").and_then(Value::as_str).unwrap_or("");
    let embedded = is_true(s, "x-kubernetes-embedded-resource");
    extension_rules(s, level, path, out);
    resource_fields(s, level == Level::Root, embedded, path, out);
    type_rules(s, ty, path, out);
    let props = s.get("properties").and_then(Value::as_object);
    if let Some(ap) = s.get("additionalProperties") {
        if props.is_some_and(|p| !p.is_empty()) {
            push(
                out,
                &child(path, &["additionalProperties"]),
                "additionalProperties and properties are mutual exclusive",
            );
        }
        if let Value::Object(m) = ap {
            node(
                m,
                Level::Field,
                false,
                &child(path, &["additionalProperties"]),
                out,
            );
        }
    }
    if s.get("uniqueItems") == Some(&Value::Bool(true)) {
        push(
            out,
            &child(path, &["uniqueItems"]),
            "uniqueItems: Forbidden: uniqueItems cannot be set to true since the runtime complexity becomes quadratic; use `+listType=set`",
        );
    }
    list_type(s, path, out);
    pattern_compiles(s, path, out);
    if let Some(d) = s.get("default").filter(|_| defaults) {
        default_fits(d, s, &child(path, &["default"]), out);
    }
    if let Some(p) = props {
        for (k, v) in p {
            if let Value::Object(m) = v {
                node(
                    m,
                    Level::Field,
                    defaults,
                    &child(path, &["properties", k]),
                    out,
                );
            }
        }
    }
    if let Some(Value::Object(items)) = s.get("items") {
        node(items, Level::Item, defaults, &child(path, &["items"]), out);
    }
    // The int-or-string `anyOf` exceptions hold for structural nodes only.
    let skip_any_of = is_int_or_string_any_of(s.get("anyOf"));
    let skip_first_all_of_any_of = s
        .get("allOf")
        .and_then(Value::as_array)
        .and_then(|a| a.first())
        .is_some_and(|first| is_int_or_string_any_of(first.get("anyOf")));
    junctors(s, Some(s), skip_any_of, skip_first_all_of_any_of, path, out);
}

/// The rules of `x-kubernetes-embedded-resource`, `x-kubernetes-int-or-string` and
/// `x-kubernetes-preserve-unknown-fields` on one node, and of `type` and
/// `additionalProperties` at the root, in the API server's order.
fn extension_rules(
    s: &Map<String, Value>,
    level: Level,
    path: &[String],
    out: &mut Vec<Violation>,
) {
    let ty = s.get("type").and_then(Value::as_str).unwrap_or("");
    let int_or_string = is_true(s, "x-kubernetes-int-or-string");
    let preserve = is_true(s, "x-kubernetes-preserve-unknown-fields");
    let embedded = is_true(s, "x-kubernetes-embedded-resource");
    if embedded && ty != "object" {
        push(
            out,
            &child(path, &["type"]),
            if ty.is_empty() {
                "type: Required value: must be object if x-kubernetes-embedded-resource is true"
                    .to_string()
            } else {
                format!(
                    "type: Invalid value: \"{ty}\": must be object if x-kubernetes-embedded-resource is true"
                )
            },
        );
    } else if ty.is_empty() && !int_or_string && !preserve {
        let msg = match level {
            Level::Root => "type: Required value: must not be empty at the root",
            Level::Item => "type: Required value: must not be empty for specified array items",
            Level::Field => "type: Required value: must not be empty for specified object fields",
        };
        push(out, &child(path, &["type"]), msg);
    }
    if level == Level::Root && !ty.is_empty() && ty != "object" {
        push(
            out,
            &child(path, &["type"]),
            format!("type: Invalid value: \"{ty}\": must be object at the root"),
        );
    }
    if level == Level::Root && s.contains_key("additionalProperties") {
        push(
            out,
            &child(path, &["additionalProperties"]),
            "additionalProperties: Forbidden: must not be used at the root",
        );
    }
    if embedded && s.contains_key("additionalProperties") {
        push(
            out,
            &child(path, &["additionalProperties"]),
            "additionalProperties: Forbidden: must not be used if x-kubernetes-embedded-resource is set",
        );
    }
    if embedded
        && !preserve
        && s.get("properties")
            .and_then(Value::as_object)
            .is_none_or(Map::is_empty)
    {
        push(
            out,
            &child(path, &["properties"]),
            "properties: Required value: must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields",
        );
    }
    if int_or_string && preserve {
        push(
            out,
            &child(path, &["x-kubernetes-preserve-unknown-fields"]),
            "x-kubernetes-preserve-unknown-fields: Invalid value: true: must be false if x-kubernetes-int-or-string is true",
        );
    }
    if int_or_string && embedded {
        push(
            out,
            &child(path, &["x-kubernetes-embedded-resource"]),
            "x-kubernetes-embedded-resource: Invalid value: true: must be false if x-kubernetes-int-or-string is true",
        );
    }
    if s.get("x-kubernetes-preserve-unknown-fields") == Some(&Value::Bool(false)) {
        push(
            out,
            &child(path, &["x-kubernetes-preserve-unknown-fields"]),
            "x-kubernetes-preserve-unknown-fields: Invalid value: false: must be true or undefined",
        );
    }
}

/// What the node's `type` requires: `items` on an array. The API server asks no more of a
/// type: `properties`, `additionalProperties` and `items` on a node of another type, and an
/// int-or-string with a `type` (the server restricts the types under its `anyOf` and `allOf`
/// only; controller-gen writes `+kubebuilder:validation:XIntOrString` on a typed field so)
/// are accepted, and public CRDs hold them.
fn type_rules(s: &Map<String, Value>, ty: &str, path: &[String], out: &mut Vec<Violation>) {
    if ty == "array" && !s.contains_key("items") {
        push(
            out,
            &child(path, &["items"]),
            "items: Required value: must be specified for type array",
        );
    }
}

/// The `allOf`/`anyOf`/`oneOf`/`not` of `v` (a structural node or a nested value
/// validation), checked against `structural`, the structural node they constrain. The
/// int-or-string `anyOf` is skipped (`skip_any_of`, or `skip_first_all_of_any_of` for the
/// first `allOf`), as the API server does.
fn junctors(
    v: &Map<String, Value>,
    structural: Option<&Map<String, Value>>,
    skip_any_of: bool,
    skip_first_all_of_any_of: bool,
    path: &[String],
    out: &mut Vec<Violation>,
) {
    for key in ["allOf", "anyOf", "oneOf"] {
        if key == "anyOf" && skip_any_of {
            continue;
        }
        if let Some(Value::Array(list)) = v.get(key) {
            for (i, b) in list.iter().enumerate() {
                if let Value::Object(m) = b {
                    let skip = key == "allOf" && i == 0 && skip_first_all_of_any_of;
                    value_validation(
                        m,
                        structural,
                        skip,
                        &child(path, &[key, &i.to_string()]),
                        out,
                    );
                }
            }
        }
    }
    if let Some(Value::Object(m)) = v.get("not") {
        value_validation(m, structural, false, &child(path, &["not"]), out);
    }
}

/// At the root and in embedded resources: `apiVersion` and `kind` are strings, `metadata` an
/// object, and at the root `metadata` restricts nothing but `name` and `generateName`.
fn resource_fields(
    s: &Map<String, Value>,
    root: bool,
    embedded: bool,
    path: &[String],
    out: &mut Vec<Violation>,
) {
    let Some(props) = s.get("properties").and_then(Value::as_object) else {
        return;
    };
    let check = root || embedded;
    for key in ["kind", "apiVersion"] {
        if let Some(p) = props.get(key)
            && check
        {
            let t = p.get("type").and_then(Value::as_str).unwrap_or("");
            if t != "string" {
                push(
                    out,
                    &child(path, &["properties", key, "type"]),
                    format!("type: Invalid value: \"{t}\": must be string"),
                );
            }
        }
    }
    let Some(Value::Object(meta)) = props.get("metadata") else {
        return;
    };
    let meta_path = child(path, &["properties", "metadata"]);
    if check && meta.get("type").and_then(Value::as_str) != Some("object") {
        let t = meta.get("type").and_then(Value::as_str).unwrap_or("");
        push(
            out,
            &child(&meta_path, &["type"]),
            format!("type: Invalid value: \"{t}\": must be object"),
        );
    }
    if root {
        let names_only = meta
            .get("properties")
            .and_then(Value::as_object)
            .is_some_and(|p| !p.is_empty() && p.keys().all(|k| k == "name" || k == "generateName"));
        let other = meta.keys().any(|k| {
            !(k == "type" || k == "default" || (k == "properties" && names_only))
                && specified(meta, k)
        });
        if other {
            push(
                out,
                &meta_path,
                "metadata: Forbidden: must not specify anything other than name and generateName, but metadata is implicitly specified",
            );
        }
    }
}

/// `x-kubernetes-list-type`, `x-kubernetes-list-map-keys` and `x-kubernetes-map-type`, as
/// the API server's CRD validation checks them (`validateOpenAPISchema` and
/// `validateMapListKeysMapSet` in apiextensions `validation.go`).
fn list_type(s: &Map<String, Value>, path: &[String], out: &mut Vec<Violation>) {
    let ty = s.get("type").and_then(Value::as_str).unwrap_or("");
    let must_be = |want: &str, marker: &str| {
        if ty.is_empty() {
            format!("type: Required value: must be {want} if {marker} is specified")
        } else {
            format!("type: Invalid value: \"{ty}\": must be {want} if {marker} is specified")
        }
    };
    if let Some(mt) = s.get("x-kubernetes-map-type") {
        if ty != "object" {
            push(
                out,
                &child(path, &["type"]),
                must_be("object", "x-kubernetes-map-type"),
            );
        }
        if !matches!(mt.as_str(), Some("atomic" | "granular")) {
            push(
                out,
                &child(path, &["x-kubernetes-map-type"]),
                format!(
                    "x-kubernetes-map-type: Unsupported value: {mt}: supported values: \"atomic\", \"granular\""
                ),
            );
        }
    }
    let lt = s.get("x-kubernetes-list-type").and_then(Value::as_str);
    let keys: Vec<&str> = s
        .get("x-kubernetes-list-map-keys")
        .and_then(Value::as_array)
        .map(|k| k.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let items = s.get("items").and_then(Value::as_object);
    let item_ty = items
        .and_then(|i| i.get("type"))
        .and_then(Value::as_str)
        .unwrap_or("");
    if let Some(lt) = lt {
        if ty != "array" {
            push(
                out,
                &child(path, &["type"]),
                must_be("array", "x-kubernetes-list-type"),
            );
        }
        if !matches!(lt, "atomic" | "set" | "map") {
            push(
                out,
                &child(path, &["x-kubernetes-list-type"]),
                format!(
                    "x-kubernetes-list-type: Unsupported value: \"{lt}\": supported values: \"atomic\", \"map\", \"set\""
                ),
            );
        }
    }
    if !keys.is_empty() && lt != Some("map") {
        push(
            out,
            &child(path, &["x-kubernetes-list-type"]),
            match lt {
                None => "x-kubernetes-list-type: Required value: must be map if x-kubernetes-list-map-keys is non-empty".to_string(),
                Some(lt) => format!(
                    "x-kubernetes-list-type: Invalid value: \"{lt}\": must be map if x-kubernetes-list-map-keys is non-empty"
                ),
            },
        );
    }
    if matches!(lt, Some("set" | "map")) && items.is_some_and(|i| is_true(i, "nullable")) {
        push(
            out,
            &child(path, &["items", "nullable"]),
            format!(
                "nullable: Forbidden: cannot be nullable when x-kubernetes-list-type is {}",
                lt.unwrap_or_default()
            ),
        );
    }
    match lt {
        Some("map") => {
            if keys.is_empty() {
                push(
                    out,
                    &child(path, &["x-kubernetes-list-map-keys"]),
                    "x-kubernetes-list-map-keys: Required value: must not be empty if x-kubernetes-list-type is map",
                );
            }
            let Some(item) = items else {
                push(
                    out,
                    &child(path, &["items"]),
                    "items: Required value: must have a schema if x-kubernetes-list-type is map",
                );
                return;
            };
            if item_ty != "object" {
                push(
                    out,
                    &child(path, &["items", "type"]),
                    format!(
                        "type: Invalid value: \"{item_ty}\": must be object if parent array's x-kubernetes-list-type is map"
                    ),
                );
                return;
            }
            let required: Vec<&str> = item
                .get("required")
                .and_then(Value::as_array)
                .map(|r| r.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            for (i, k) in keys.iter().enumerate() {
                if keys[..i].contains(k) {
                    push(
                        out,
                        &child(path, &["x-kubernetes-list-map-keys"]),
                        format!(
                            "x-kubernetes-list-map-keys: Invalid value: \"{k}\": must not contain duplicate entries"
                        ),
                    );
                }
                let Some(p) = item
                    .get("properties")
                    .and_then(|p| p.get(*k))
                    .and_then(Value::as_object)
                else {
                    push(
                        out,
                        &child(path, &["x-kubernetes-list-map-keys"]),
                        format!(
                            "x-kubernetes-list-map-keys: Invalid value: \"{k}\": entries must all be names of item properties"
                        ),
                    );
                    continue;
                };
                let kp = child(path, &["items", "properties", k]);
                let pt = p.get("type").and_then(Value::as_str).unwrap_or("");
                if matches!(pt, "array" | "object") {
                    push(
                        out,
                        &child(&kp, &["type"]),
                        format!(
                            "type: Invalid value: \"{pt}\": must be a scalar type if parent array's x-kubernetes-list-type is map"
                        ),
                    );
                }
                if !required.contains(k) && !p.contains_key("default") {
                    push(
                        out,
                        &child(&kp, &["default"]),
                        "default: Required value: this property is in x-kubernetes-list-map-keys, so it must have a default or be a required property",
                    );
                }
                if is_true(p, "nullable") {
                    push(
                        out,
                        &child(&kp, &["nullable"]),
                        "nullable: Forbidden: this property is in x-kubernetes-list-map-keys, so it cannot be nullable",
                    );
                }
            }
        }
        Some("set") => match (item_ty, items) {
            ("array", Some(i)) => {
                if let Some(ilt) = i
                    .get("x-kubernetes-list-type")
                    .and_then(Value::as_str)
                    .filter(|t| *t != "atomic")
                {
                    push(
                        out,
                        &child(path, &["items", "x-kubernetes-list-type"]),
                        format!(
                            "x-kubernetes-list-type: Invalid value: \"{ilt}\": must be atomic as item of a list with x-kubernetes-list-type=set"
                        ),
                    );
                }
            }
            ("object", Some(i))
                if i.get("x-kubernetes-map-type").and_then(Value::as_str) != Some("atomic") =>
            {
                push(
                    out,
                    &child(path, &["items", "x-kubernetes-map-type"]),
                    "x-kubernetes-map-type: Invalid value: must be atomic as item of a list with x-kubernetes-list-type=set",
                );
            }
            _ => {}
        },
        _ => {}
    }
}

/// A node inside `allOf`/`anyOf`/`oneOf`/`not`: value validations only, in the API server's
/// words (`validateNestedValueValidation`); every property and `items` it names must exist
/// in `structural`, the structural node at the same place.
fn value_validation(
    s: &Map<String, Value>,
    structural: Option<&Map<String, Value>>,
    skip_any_of: bool,
    path: &[String],
    out: &mut Vec<Violation>,
) {
    pattern_compiles(s, path, out);
    const FORBIDDEN: &[(&str, &str)] = &[
        ("type", "must be empty to be structural"),
        ("additionalProperties", "must be undefined to be structural"),
        ("default", "must be undefined to be structural"),
        ("title", "must be empty to be structural"),
        ("description", "must be empty to be structural"),
        ("nullable", "must be false to be structural"),
        (
            "x-kubernetes-preserve-unknown-fields",
            "must be false to be structural",
        ),
        (
            "x-kubernetes-embedded-resource",
            "must be false to be structural",
        ),
        (
            "x-kubernetes-int-or-string",
            "must be false to be structural",
        ),
        (
            "x-kubernetes-list-map-keys",
            "must be empty to be structural",
        ),
        (
            "x-kubernetes-list-type",
            "must be undefined to be structural",
        ),
        (
            "x-kubernetes-map-type",
            "must be undefined to be structural",
        ),
        ("x-kubernetes-validations", "must be empty to be structural"),
    ];
    for (key, why) in FORBIDDEN {
        let set = match *key {
            "additionalProperties"
            | "default"
            | "x-kubernetes-list-type"
            | "x-kubernetes-map-type" => s.contains_key(*key),
            _ => specified(s, key),
        };
        if set {
            push(
                out,
                &child(path, &[key]),
                format!("{key}: Forbidden: {why}"),
            );
        }
    }
    junctors(s, structural, skip_any_of, false, path, out);
    if let Some(Value::Object(p)) = s.get("properties") {
        if p.contains_key("metadata") {
            push(
                out,
                &child(path, &["properties", "metadata"]),
                "metadata: Forbidden: must not be specified in a nested context",
            );
        }
        for (k, v) in p {
            let counterpart = structural
                .and_then(|st| st.get("properties"))
                .and_then(|pp| pp.get(k))
                .and_then(Value::as_object);
            if counterpart.is_none() {
                push(
                    out,
                    &child(path, &["properties", k]),
                    format!(
                        "properties[{k}]: Forbidden: must have a corresponding property in the structural part"
                    ),
                );
            }
            if let Value::Object(m) = v {
                value_validation(m, counterpart, false, &child(path, &["properties", k]), out);
            }
        }
    }
    if let Some(Value::Object(items)) = s.get("items") {
        let counterpart = structural
            .and_then(|st| st.get("items"))
            .and_then(Value::as_object);
        if counterpart.is_none() {
            push(
                out,
                &child(path, &["items"]),
                "items: Forbidden: must have a corresponding items in the structural part",
            );
        }
        value_validation(items, counterpart, false, &child(path, &["items"]), out);
    }
}

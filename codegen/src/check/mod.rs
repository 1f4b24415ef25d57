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
pub fn structural(schema: &JSONSchemaProps) -> Vec<Violation> {
    let root = json(schema);
    let mut out = Vec::new();
    node(&root, Level::Root, &[], &mut out);
    out
}

/// Where a node sits, as the API server's structural checks tell them apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Level {
    Root,
    Item,
    Field,
}

fn is_true(s: &Map<String, Value>, key: &str) -> bool {
    s.get(key) == Some(&Value::Bool(true))
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

fn node(s: &Map<String, Value>, level: Level, path: &[String], out: &mut Vec<Violation>) {
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
    resource_fields(s, level == Level::Root, embedded, path, out);
    if int_or_string && !ty.is_empty() {
        push(
            out,
            &child(path, &["type"]),
            "type: Invalid value: must be empty when x-kubernetes-int-or-string is true",
        );
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
            node(
                m,
                Level::Field,
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
    if let Some(d) = s.get("default") {
        default_fits(d, s, &child(path, &["default"]), out);
    }
    if let Some(p) = props {
        for (k, v) in p {
            if let Value::Object(m) = v {
                node(m, Level::Field, &child(path, &["properties", k]), out);
            }
        }
    }
    if let Some(Value::Object(items)) = s.get("items") {
        node(items, Level::Item, &child(path, &["items"]), out);
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

/// Checks a `default` value against the schema it sits in, as the API server does when the
/// CRD is created: the JSON type, `enum`, numeric bounds, string and list lengths, and the
/// same for nested properties and items.
/// A `pattern` must compile as a Go (RE2) regular expression, as the API server checks
/// with `regexp.Compile`; `regex-syntax` parses the same syntax (minus RE2's rare `\C`
/// and `\Q…\E`).
fn pattern_compiles(s: &Map<String, Value>, path: &[String], out: &mut Vec<Violation>) {
    if let Some(Value::String(p)) = s.get("pattern")
        && let Err(e) = regex_syntax::Parser::new().parse(p)
    {
        let reason = e.to_string();
        let reason = reason
            .lines()
            .last()
            .unwrap_or("")
            .trim_start_matches("error: ");
        push(
            out,
            &child(path, &["pattern"]),
            format!(
                "pattern: Invalid value: {p:?}: must be a valid regular expression, but isn't: {reason}"
            ),
        );
    }
}

/// Whether string `value` matches the `pattern` of `s` (true when there is none or it
/// does not compile, which [`pattern_compiles`] reports).
fn matches_pattern(value: &str, s: &Map<String, Value>) -> bool {
    match s.get("pattern") {
        Some(Value::String(p)) => regex::Regex::new(p).map_or(true, |re| re.is_match(value)),
        _ => true,
    }
}

fn default_fits(value: &Value, s: &Map<String, Value>, path: &[String], out: &mut Vec<Violation>) {
    if let Some(text) = value.as_str()
        && !matches_pattern(text, s)
    {
        push(
            out,
            path,
            format!(
                "default: Invalid value: {value}: should match '{}'",
                s.get("pattern").and_then(Value::as_str).unwrap_or("")
            ),
        );
    }
    // Value validations hoisted into `allOf` (a field's and its type's) hold too.
    if let Some(Value::Array(all_of)) = s.get("allOf") {
        for branch in all_of.iter().filter_map(Value::as_object) {
            if !branch.contains_key("type") {
                let mut typed = branch.clone();
                if let Some(t) = s.get("type") {
                    typed.insert("type".into(), t.clone());
                }
                default_fits(value, &typed, path, out);
            }
        }
    }
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

/// Checks every `x-kubernetes-validations` rule in `schema`, as the API server does when the
/// CRD is created, as far as that is possible without a CEL type checker:
///
/// - the rule's shape (apiextensions `validation.go`): `rule` not blank; `message`, if set,
///   not blank and on one line; a multi-line `rule` needs a `message`; `messageExpression`
///   and `fieldPath`, if set, not blank; `reason` one of the four `FieldValue*` reasons;
/// - `rule` and `messageExpression` parse as CEL (the `cel` crate's parser, which follows
///   the CEL spec grammar), reported with the parser's message and position;
/// - every bare identifier is declared: `self`, `oldSelf`, a macro or `cel.bind` variable in
///   scope, or a type name (`int`, `string`, …) — anything else is the API server's
///   "undeclared reference";
/// - `self.a.b` paths name properties that exist (after CEL's field-name escaping:
///   `foo-bar` is `foo__dash__bar`), followed as far as the schema is a closed object: not
///   into maps, `x-kubernetes-preserve-unknown-fields` or int-or-string nodes, nor below
///   `metadata`; `has(self.x)` tests are not checked.
///
/// Not checked: types of expressions, function overloads, cost budgets.
///
/// The CEL parser recurses deeply (in a debug build a rule with 20 nested parentheses
/// overflows a 2 MiB stack), so the rules are checked on a thread of their own with a
/// [`CEL_STACK_BYTES`] stack (reserved, not used, memory); rules longer than
/// [`MAX_CEL_CHARS`] are refused as the API server refuses them.
pub fn cel_rules(schema: &JSONSchemaProps) -> Vec<Violation> {
    let schema = json(schema);
    let run = || {
        let mut out = Vec::new();
        cel_node(&schema, true, &[], &mut out);
        out
    };
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .name("kube-codegen-cel".into())
            .stack_size(CEL_STACK_BYTES)
            .spawn_scoped(scope, run)
            .ok()
            .and_then(|h| h.join().ok())
    })
    .unwrap_or_else(|| {
        vec![Violation {
            path: Vec::new(),
            message: "the CEL rules could not be checked (the checker thread failed to start or panicked)".into(),
        }]
    })
}

/// The stack of the thread that checks CEL rules (256 MiB of address space).
const CEL_STACK_BYTES: usize = 256 << 20;

/// The longest CEL expression, in code points (cel-go's `expressionSizeCodePointLimit`,
/// which the API server keeps).
const MAX_CEL_CHARS: usize = 100_000;

fn cel_node(s: &Map<String, Value>, root: bool, path: &[String], out: &mut Vec<Violation>) {
    if let Some(Value::Array(rules)) = s.get("x-kubernetes-validations") {
        for (i, r) in rules.iter().enumerate() {
            let at = |key: &str| child(path, &["x-kubernetes-validations", &i.to_string(), key]);
            let text = |key: &str| r.get(key).and_then(Value::as_str);
            let rule = text("rule").unwrap_or("");
            let message = text("message");
            if rule.trim().is_empty() {
                push(
                    out,
                    &at("rule"),
                    "rule: Required value: rule is not specified",
                );
            } else if message.is_some_and(|m| !m.is_empty() && m.trim().is_empty()) {
                push(
                    out,
                    &at("message"),
                    "message: Invalid value: message must be non-empty if specified",
                );
            } else if message.is_some_and(|m| m.trim().contains(['\n', '\r'])) {
                push(
                    out,
                    &at("message"),
                    "message: Invalid value: message must not contain line breaks",
                );
            } else if rule.trim().contains(['\n', '\r'])
                && message.is_none_or(|m| m.trim().is_empty())
            {
                push(
                    out,
                    &at("message"),
                    "message: Required value: message must be specified if rule contains line breaks",
                );
            }
            for key in ["messageExpression", "fieldPath"] {
                if text(key).is_some_and(|t| !t.is_empty() && t.trim().is_empty()) {
                    push(
                        out,
                        &at(key),
                        format!("{key}: Invalid value: {key} must be non-empty if specified"),
                    );
                }
            }
            if text("fieldPath").is_some_and(|t| t.contains(['\n', '\r'])) {
                push(
                    out,
                    &at("fieldPath"),
                    "fieldPath: Invalid value: fieldPath must not contain line breaks",
                );
            }
            if let Some(reason) = text("reason")
                && !matches!(
                    reason,
                    "FieldValueInvalid"
                        | "FieldValueForbidden"
                        | "FieldValueRequired"
                        | "FieldValueDuplicate"
                )
            {
                push(
                    out,
                    &at("reason"),
                    format!(
                        "reason: Unsupported value: \"{reason}\": supported values: \"FieldValueDuplicate\", \"FieldValueForbidden\", \"FieldValueInvalid\", \"FieldValueRequired\""
                    ),
                );
            }
            for key in ["rule", "messageExpression"] {
                let Some(src) = text(key).filter(|t| !t.trim().is_empty()) else {
                    continue;
                };
                if src.chars().count() > MAX_CEL_CHARS {
                    push(
                        out,
                        &at(key),
                        format!("CEL {key} is longer than {MAX_CEL_CHARS} characters"),
                    );
                    continue;
                }
                match cel::Program::compile(src) {
                    Err(e) => {
                        // The parser's positions are 1-based lines and columns.
                        let detail = e.errors.first().map_or_else(
                            || e.to_string(),
                            |p| {
                                if src.contains('\n') {
                                    format!("{} (at line {}, column {})", p.msg, p.pos.0, p.pos.1)
                                } else {
                                    format!("{} (at column {})", p.msg, p.pos.1)
                                }
                            },
                        );
                        push(
                            out,
                            &at(key),
                            format!("invalid CEL {key} `{src}`: {detail}"),
                        );
                    }
                    Ok(program) => {
                        let mut problems = Vec::new();
                        let scope = Scope {
                            self_schema: Some(s),
                            root,
                            bound: Vec::new(),
                        };
                        cel_expr(program.expression(), &scope, &mut problems);
                        for p in problems {
                            push(out, &at(key), format!("invalid CEL {key} `{src}`: {p}"));
                        }
                    }
                }
            }
        }
    }
    if let Some(Value::Object(p)) = s.get("properties") {
        for (k, v) in p {
            if let Value::Object(m) = v {
                cel_node(m, false, &child(path, &["properties", k]), out);
            }
        }
    }
    for key in ["items", "additionalProperties"] {
        if let Some(Value::Object(m)) = s.get(key) {
            cel_node(m, false, &child(path, &[key]), out);
        }
    }
}

/// What a CEL expression can see: the schema `self` stands for (`None` once `self` is
/// rebound), whether that is a resource root, and the macro/bind variables in scope.
#[derive(Clone)]
struct Scope<'a> {
    self_schema: Option<&'a Map<String, Value>>,
    root: bool,
    bound: Vec<&'a str>,
}

impl<'a> Scope<'a> {
    fn with(&self, names: impl IntoIterator<Item = &'a str>) -> Scope<'a> {
        let mut inner = self.clone();
        for n in names {
            if n == "self" {
                inner.self_schema = None;
            }
            inner.bound.push(n);
        }
        inner
    }
}

/// Identifiers the API server's CRD validation environment declares besides the rule's
/// variables: CEL's type names, and `google` for `google.protobuf.*` type names.
const DECLARED: &[&str] = &[
    "self",
    "oldSelf",
    "int",
    "uint",
    "double",
    "bool",
    "string",
    "bytes",
    "list",
    "map",
    "null_type",
    "type",
    "dyn",
    "google",
];

fn cel_expr<'a>(e: &'a cel::IdedExpr, scope: &Scope<'a>, problems: &mut Vec<String>) {
    use cel::common::ast::{EntryExpr, Expr};
    match &e.expr {
        Expr::Ident(name) => {
            if !DECLARED.contains(&name.as_str()) && !scope.bound.contains(&name.as_str()) {
                problems.push(format!("undeclared reference to '{name}'"));
            }
        }
        Expr::Select(sel) => {
            if !sel.test {
                self_path(e, scope, problems);
            }
            // The chain's fields were checked above; its root still needs declaring.
            let mut op = &sel.operand;
            while let Expr::Select(inner) = &op.expr {
                op = &inner.operand;
            }
            cel_expr(op, scope, problems);
        }
        Expr::Call(call) => {
            if let Some(t) = &call.target {
                // A namespace used as a call target (`math.least(..)`, `optional.none()`)
                // is no variable.
                let namespace = matches!(&t.expr, Expr::Ident(n)
                    if !DECLARED.contains(&n.as_str()) && !scope.bound.contains(&n.as_str()));
                if !namespace {
                    cel_expr(t, scope, problems);
                }
            }
            // Leading bare identifiers of a named (non-operator) call with further
            // arguments may bind variables for the rest (`cel.bind(x, .., ..)`,
            // two-variable comprehensions, `optMap(v, ..)`): they count as bound.
            let named = call
                .func_name
                .starts_with(|c: char| c.is_ascii_alphabetic());
            let leading: Vec<&str> = if named {
                call.args
                    .iter()
                    .take(call.args.len().saturating_sub(1))
                    .map_while(|a| match &a.expr {
                        Expr::Ident(n) => Some(n.as_str()),
                        _ => None,
                    })
                    .collect()
            } else {
                Vec::new()
            };
            let inner = scope.with(leading.iter().copied());
            for a in call.args.iter().skip(leading.len()) {
                cel_expr(a, &inner, problems);
            }
        }
        Expr::Comprehension(c) => {
            cel_expr(&c.iter_range, scope, problems);
            cel_expr(&c.accu_init, scope, problems);
            let mut names = vec![c.iter_var.as_str(), c.accu_var.as_str()];
            if let Some(v2) = &c.iter_var2 {
                names.push(v2.as_str());
            }
            let inner = scope.with(names);
            for x in [&c.loop_cond, &c.loop_step, &c.result] {
                cel_expr(x, &inner, problems);
            }
        }
        Expr::List(l) => {
            for x in &l.elements {
                cel_expr(x, scope, problems);
            }
        }
        Expr::Map(m) => {
            for entry in &m.entries {
                if let EntryExpr::MapEntry(me) = &entry.expr {
                    cel_expr(&me.key, scope, problems);
                    cel_expr(&me.value, scope, problems);
                }
            }
        }
        Expr::Struct(st) => {
            for entry in &st.entries {
                match &entry.expr {
                    EntryExpr::StructField(f) => cel_expr(&f.value, scope, problems),
                    EntryExpr::MapEntry(me) => {
                        cel_expr(&me.key, scope, problems);
                        cel_expr(&me.value, scope, problems);
                    }
                }
            }
        }
        Expr::Literal(_) | Expr::Unspecified => {}
    }
}

/// For a select chain rooted at `self` (`self.a.b`), reports the first field that the
/// schema does not declare, and returns the schema the chain reaches, when it is known.
fn self_path<'a>(
    e: &'a cel::IdedExpr,
    scope: &Scope<'a>,
    problems: &mut Vec<String>,
) -> Option<Reached<'a>> {
    use cel::common::ast::Expr;
    match &e.expr {
        Expr::Ident(name) if name == "self" => scope.self_schema.map(|s| Reached {
            schema: s,
            resource: scope.root || is_true(s, "x-kubernetes-embedded-resource"),
        }),
        Expr::Select(sel) if !sel.test => {
            let parent = self_path(&sel.operand, scope, problems)?;
            let s = parent.schema;
            let closed = s.get("type").and_then(Value::as_str) == Some("object")
                && !s.contains_key("additionalProperties")
                && !is_true(s, "x-kubernetes-preserve-unknown-fields")
                && !is_true(s, "x-kubernetes-int-or-string");
            let props = s.get("properties").and_then(Value::as_object)?;
            if !closed || props.is_empty() {
                return None;
            }
            let found = props
                .iter()
                .find(|(k, _)| cel_escape(k).as_deref() == Some(sel.field.as_str()));
            match found {
                Some((k, _)) if parent.resource && k == "metadata" => None,
                Some((_, v)) => v.as_object().map(|m| Reached {
                    schema: m,
                    resource: is_true(m, "x-kubernetes-embedded-resource"),
                }),
                None if parent.resource
                    && matches!(sel.field.as_str(), "apiVersion" | "kind" | "metadata") =>
                {
                    None
                }
                None => {
                    problems.push(format!("undefined field '{}'", sel.field));
                    None
                }
            }
        }
        _ => None,
    }
}

/// A schema reached by a `self` path; `resource`: a resource root or embedded resource,
/// where `apiVersion`, `kind` and `metadata` are always there.
struct Reached<'a> {
    schema: &'a Map<String, Value>,
    resource: bool,
}

/// The name a property has in CEL (Kubernetes' escaping): CEL keywords become `__kw__`;
/// `__`, `.`, `-`, `/` become `__underscores__`, `__dot__`, `__dash__`, `__slash__`. `None`
/// for names CEL cannot reach (other characters, or a leading digit).
fn cel_escape(name: &str) -> Option<String> {
    const KEYWORDS: &[&str] = &[
        "true",
        "false",
        "null",
        "in",
        "as",
        "break",
        "const",
        "continue",
        "else",
        "for",
        "function",
        "if",
        "import",
        "let",
        "loop",
        "package",
        "namespace",
        "return",
        "var",
        "void",
        "while",
    ];
    if KEYWORDS.contains(&name) {
        return Some(format!("__{name}__"));
    }
    let mut chars = name.chars();
    let first_ok = chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || matches!(c, '_' | '.' | '-' | '/'));
    if !first_ok
        || !name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-' | '/'))
    {
        return None;
    }
    let mut out = String::new();
    let mut rest = name;
    while let Some(c) = rest.chars().next() {
        if let Some(after) = rest.strip_prefix("__") {
            out.push_str("__underscores__");
            rest = after;
            continue;
        }
        match c {
            '.' => out.push_str("__dot__"),
            '-' => out.push_str("__dash__"),
            '/' => out.push_str("__slash__"),
            c => out.push(c),
        }
        rest = &rest[c.len_utf8()..];
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn props(v: Value) -> JSONSchemaProps {
        serde_json::from_value(v).expect("valid JSONSchemaProps")
    }

    fn props_of(v: Value) -> JSONSchemaProps {
        props(v)
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

    /// The single violation of `v`, as (dotted path, message).
    fn one(v: Value) -> (String, String) {
        let m = messages(v);
        assert_eq!(m.len(), 1, "{m:#?}");
        m.into_iter().next().unwrap_or_default()
    }

    fn obj(props: Value) -> Value {
        json!({"type": "object", "properties": props})
    }

    fn pair(p: &str, m: &str) -> (String, String) {
        (p.to_string(), m.to_string())
    }

    #[test]
    fn types_are_required_with_the_level_in_the_message() {
        assert_eq!(
            one(json!({"description": "no type"})),
            pair(
                "type",
                "type: Required value: must not be empty at the root"
            )
        );
        assert_eq!(
            one(obj(json!({"a": {"description": "no type"}}))),
            pair(
                "properties.a.type",
                "type: Required value: must not be empty for specified object fields"
            )
        );
        assert_eq!(
            one(obj(
                json!({"l": {"type": "array", "items": {"minLength": 1}}})
            )),
            pair(
                "properties.l.items.type",
                "type: Required value: must not be empty for specified array items"
            )
        );
        assert_eq!(
            one(obj(
                json!({"m": {"type": "object", "additionalProperties": {}}})
            )),
            pair(
                "properties.m.additionalProperties.type",
                "type: Required value: must not be empty for specified object fields"
            )
        );
    }

    #[test]
    fn the_root_is_an_object_without_additional_properties() {
        assert_eq!(
            one(json!({"type": "array", "items": {"type": "string"}})),
            pair(
                "type",
                "type: Invalid value: \"array\": must be object at the root"
            )
        );
        assert_eq!(
            one(json!({"type": "object", "additionalProperties": {"type": "string"}})),
            pair(
                "additionalProperties",
                "additionalProperties: Forbidden: must not be used at the root"
            )
        );
        assert!(
            messages(obj(
                json!({"m": {"type": "object", "additionalProperties": {"type": "string"}}})
            ))
            .is_empty()
        );
    }

    #[test]
    fn keywords_only_with_their_type() {
        let m = messages(obj(json!({
            "a": {"type": "string", "items": {"type": "string"}},
            "b": {"type": "object", "properties": {"x": {"type": "string"}}, "additionalProperties": {"type": "string"}},
            "c": {"type": "array"},
            "u": {"type": "array", "items": {"type": "string"}, "uniqueItems": true},
        })));
        let paths: Vec<&str> = m.iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(
            paths,
            [
                "properties.a.items",
                "properties.b.additionalProperties",
                "properties.c.items",
                "properties.u.uniqueItems"
            ],
            "{m:#?}"
        );
    }

    #[test]
    fn embedded_resources_are_objects_with_fields() {
        let ok = obj(json!({
            "raw": {"type": "object", "x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true},
            "typed": {"type": "object", "x-kubernetes-embedded-resource": true, "properties": {
                "apiVersion": {"type": "string"}, "kind": {"type": "string"}, "metadata": {"type": "object"}}},
        }));
        assert_eq!(messages(ok), Vec::<(String, String)>::new());
        let m = messages(obj(json!({
            "e": {"x-kubernetes-embedded-resource": true, "additionalProperties": {"type": "string"}},
        })));
        assert_eq!(
            m,
            [
                pair(
                    "properties.e.type",
                    "type: Required value: must be object if x-kubernetes-embedded-resource is true"
                ),
                pair(
                    "properties.e.additionalProperties",
                    "additionalProperties: Forbidden: must not be used if x-kubernetes-embedded-resource is set"
                ),
                pair(
                    "properties.e.properties",
                    "properties: Required value: must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields"
                ),
                pair(
                    "properties.e.additionalProperties",
                    "additionalProperties: Forbidden: only allowed for type object"
                ),
            ]
        );
        assert_eq!(
            one(obj(
                json!({"e": {"type": "object", "x-kubernetes-embedded-resource": true,
                "properties": {"kind": {"type": "integer"}}}})
            )),
            pair(
                "properties.e.properties.kind.type",
                "type: Invalid value: \"integer\": must be string"
            )
        );
    }

    #[test]
    fn root_metadata_restricts_only_name_and_generate_name() {
        let ok = obj(
            json!({"apiVersion": {"type": "string"}, "kind": {"type": "string"},
            "metadata": {"type": "object", "properties": {"name": {"type": "string", "maxLength": 63}}}}),
        );
        assert_eq!(messages(ok), Vec::<(String, String)>::new());
        let forbidden = "metadata: Forbidden: must not specify anything other than name and generateName, but metadata is implicitly specified";
        assert_eq!(
            one(obj(
                json!({"metadata": {"type": "object", "properties": {"labels": {"type": "object"}}}})
            )),
            pair("properties.metadata", forbidden)
        );
        assert_eq!(
            one(obj(
                json!({"metadata": {"type": "object", "description": "meta"}})
            )),
            pair("properties.metadata", forbidden)
        );
        assert_eq!(
            one(obj(json!({"metadata": {"type": "string"}}))),
            pair(
                "properties.metadata.type",
                "type: Invalid value: \"string\": must be object"
            )
        );
        // Below the root, `metadata` is an ordinary field.
        let nested = obj(json!({"spec": {"type": "object", "properties": {
            "metadata": {"type": "object", "properties": {"labels": {"type": "object"}}}}}}));
        assert_eq!(messages(nested), Vec::<(String, String)>::new());
    }

    #[test]
    fn junctors_hold_value_validations_only() {
        let m = messages(json!({"type": "object",
        "properties": {"x": {"type": "string"}, "l": {"type": "array", "items": {"type": "string"}}},
        "anyOf": [
            {"type": "object", "description": "d", "title": "t", "default": {}, "nullable": true},
            {"properties": {"y": {"minLength": 1}, "metadata": {}}},
            {"properties": {"l": {"items": {"minLength": 1, "x-kubernetes-validations": [{"rule": "true"}]}}}},
            {"nullable": false, "x-kubernetes-preserve-unknown-fields": true, "allOf": [{"x-kubernetes-list-type": "atomic"}]},
        ]}));
        assert_eq!(
            m,
            [
                pair(
                    "anyOf.0.type",
                    "type: Forbidden: must be empty to be structural"
                ),
                pair(
                    "anyOf.0.default",
                    "default: Forbidden: must be undefined to be structural"
                ),
                pair(
                    "anyOf.0.title",
                    "title: Forbidden: must be empty to be structural"
                ),
                pair(
                    "anyOf.0.description",
                    "description: Forbidden: must be empty to be structural"
                ),
                pair(
                    "anyOf.0.nullable",
                    "nullable: Forbidden: must be false to be structural"
                ),
                pair(
                    "anyOf.1.properties.metadata",
                    "metadata: Forbidden: must not be specified in a nested context"
                ),
                pair(
                    "anyOf.1.properties.metadata",
                    "properties[metadata]: Forbidden: must have a corresponding property in the structural part"
                ),
                pair(
                    "anyOf.1.properties.y",
                    "properties[y]: Forbidden: must have a corresponding property in the structural part"
                ),
                pair(
                    "anyOf.2.properties.l.items.x-kubernetes-validations",
                    "x-kubernetes-validations: Forbidden: must be empty to be structural"
                ),
                pair(
                    "anyOf.3.x-kubernetes-preserve-unknown-fields",
                    "x-kubernetes-preserve-unknown-fields: Forbidden: must be false to be structural"
                ),
                pair(
                    "anyOf.3.allOf.0.x-kubernetes-list-type",
                    "x-kubernetes-list-type: Forbidden: must be undefined to be structural"
                ),
            ]
        );
        assert_eq!(
            one(obj(
                json!({"l": {"type": "string", "not": {"items": {"maxLength": 1}}}})
            )),
            pair(
                "properties.l.not.items",
                "items: Forbidden: must have a corresponding items in the structural part"
            )
        );
    }

    #[test]
    fn int_or_string_keeps_its_typed_any_of() {
        let pattern = json!([{"type": "integer"}, {"type": "string"}]);
        let ok = obj(json!({
            "a": {"x-kubernetes-int-or-string": true, "anyOf": pattern},
            "b": {"x-kubernetes-int-or-string": true, "allOf": [{"anyOf": pattern}, {"pattern": "^x"}]},
            "c": {"x-kubernetes-int-or-string": true},
        }));
        assert_eq!(messages(ok), Vec::<(String, String)>::new());
        assert_eq!(
            one(obj(
                json!({"v": {"x-kubernetes-int-or-string": true, "anyOf": [{"type": "string"}]}})
            )),
            pair(
                "properties.v.anyOf.0.type",
                "type: Forbidden: must be empty to be structural"
            )
        );
        // Only the first allOf may carry the pattern.
        let m = messages(obj(json!({"v": {"x-kubernetes-int-or-string": true,
            "allOf": [{"pattern": "^x"}, {"anyOf": pattern}]}})));
        assert_eq!(
            m,
            [
                pair(
                    "properties.v.allOf.1.anyOf.0.type",
                    "type: Forbidden: must be empty to be structural"
                ),
                pair(
                    "properties.v.allOf.1.anyOf.1.type",
                    "type: Forbidden: must be empty to be structural"
                ),
            ]
        );
        let m = messages(obj(json!({"v": {"x-kubernetes-int-or-string": true,
            "x-kubernetes-preserve-unknown-fields": true, "x-kubernetes-embedded-resource": true,
            "properties": {"a": {"type": "string"}}}})));
        assert!(m.contains(&pair(
            "properties.v.x-kubernetes-preserve-unknown-fields",
            "x-kubernetes-preserve-unknown-fields: Invalid value: true: must be false if x-kubernetes-int-or-string is true"
        )), "{m:#?}");
        assert!(m.contains(&pair(
            "properties.v.x-kubernetes-embedded-resource",
            "x-kubernetes-embedded-resource: Invalid value: true: must be false if x-kubernetes-int-or-string is true"
        )), "{m:#?}");
    }

    #[test]
    fn preserve_unknown_fields_is_true_or_absent() {
        assert_eq!(
            one(obj(
                json!({"p": {"type": "object", "x-kubernetes-preserve-unknown-fields": false}})
            )),
            pair(
                "properties.p.x-kubernetes-preserve-unknown-fields",
                "x-kubernetes-preserve-unknown-fields: Invalid value: false: must be true or undefined"
            )
        );
    }

    #[test]
    fn map_lists_need_required_scalar_keys() {
        let item = |props: Value, required: Value| json!({"type": "object", "properties": props, "required": required});
        let list = |keys: Value, items: Value| {
            obj(
                json!({"l": {"type": "array", "x-kubernetes-list-type": "map",
                "x-kubernetes-list-map-keys": keys, "items": items}}),
            )
        };
        let name = json!({"name": {"type": "string"}, "port": {"type": "integer", "default": 80}});
        assert!(
            messages(list(
                json!(["name", "port"]),
                item(name.clone(), json!(["name"]))
            ))
            .is_empty()
        );
        assert_eq!(
            one(list(json!([]), item(name.clone(), json!(["name"])))),
            pair(
                "properties.l.x-kubernetes-list-map-keys",
                "x-kubernetes-list-map-keys: Required value: must not be empty if x-kubernetes-list-type is map"
            )
        );
        assert_eq!(
            one(list(json!(["name"]), json!({"type": "string"}))),
            pair(
                "properties.l.items.type",
                "type: Invalid value: \"string\": must be object if parent array's x-kubernetes-list-type is map"
            )
        );
        assert_eq!(
            one(list(json!(["name"]), item(name.clone(), json!([])))),
            pair(
                "properties.l.items.properties.name.default",
                "default: Required value: this property is in x-kubernetes-list-map-keys, so it must have a default or be a required property"
            )
        );
        let m = messages(list(
            json!(["o", "z", "o"]),
            item(
                json!({"o": {"type": "object", "nullable": true}}),
                json!(["o"]),
            ),
        ));
        assert_eq!(
            m,
            [
                pair(
                    "properties.l.items.properties.o.type",
                    "type: Invalid value: \"object\": must be a scalar type if parent array's x-kubernetes-list-type is map"
                ),
                pair(
                    "properties.l.items.properties.o.nullable",
                    "nullable: Forbidden: this property is in x-kubernetes-list-map-keys, so it cannot be nullable"
                ),
                pair(
                    "properties.l.x-kubernetes-list-map-keys",
                    "x-kubernetes-list-map-keys: Invalid value: \"z\": entries must all be names of item properties"
                ),
                pair(
                    "properties.l.x-kubernetes-list-map-keys",
                    "x-kubernetes-list-map-keys: Invalid value: \"o\": must not contain duplicate entries"
                ),
                pair(
                    "properties.l.items.properties.o.type",
                    "type: Invalid value: \"object\": must be a scalar type if parent array's x-kubernetes-list-type is map"
                ),
                pair(
                    "properties.l.items.properties.o.nullable",
                    "nullable: Forbidden: this property is in x-kubernetes-list-map-keys, so it cannot be nullable"
                ),
            ]
        );
        assert_eq!(
            one(obj(
                json!({"l": {"type": "array", "items": {"type": "string"}, "x-kubernetes-list-map-keys": ["a"]}})
            )),
            pair(
                "properties.l.x-kubernetes-list-type",
                "x-kubernetes-list-type: Required value: must be map if x-kubernetes-list-map-keys is non-empty"
            )
        );
        assert_eq!(
            one(obj(
                json!({"l": {"type": "array", "items": {"type": "string"},
                "x-kubernetes-list-type": "set", "x-kubernetes-list-map-keys": ["a"]}})
            )),
            pair(
                "properties.l.x-kubernetes-list-type",
                "x-kubernetes-list-type: Invalid value: \"set\": must be map if x-kubernetes-list-map-keys is non-empty"
            )
        );
    }

    #[test]
    fn set_lists_need_atomic_items() {
        let set = |items: Value| {
            obj(json!({"s": {"type": "array", "x-kubernetes-list-type": "set", "items": items}}))
        };
        for ok in [
            json!({"type": "string"}),
            json!({"type": "object", "x-kubernetes-map-type": "atomic"}),
            json!({"type": "array", "items": {"type": "string"}}),
            json!({"type": "array", "items": {"type": "string"}, "x-kubernetes-list-type": "atomic"}),
        ] {
            assert_eq!(
                messages(set(ok.clone())),
                Vec::<(String, String)>::new(),
                "{ok}"
            );
        }
        assert_eq!(
            one(set(json!({"type": "object"}))),
            pair(
                "properties.s.items.x-kubernetes-map-type",
                "x-kubernetes-map-type: Invalid value: must be atomic as item of a list with x-kubernetes-list-type=set"
            )
        );
        assert_eq!(
            one(set(
                json!({"type": "array", "items": {"type": "string"}, "x-kubernetes-list-type": "set"})
            )),
            pair(
                "properties.s.items.x-kubernetes-list-type",
                "x-kubernetes-list-type: Invalid value: \"set\": must be atomic as item of a list with x-kubernetes-list-type=set"
            )
        );
        assert_eq!(
            one(set(json!({"type": "string", "nullable": true}))),
            pair(
                "properties.s.items.nullable",
                "nullable: Forbidden: cannot be nullable when x-kubernetes-list-type is set"
            )
        );
    }

    #[test]
    fn list_and_map_types_fit_their_node() {
        assert_eq!(
            one(obj(
                json!({"d": {"type": "string", "x-kubernetes-map-type": "atomic"}})
            )),
            pair(
                "properties.d.type",
                "type: Invalid value: \"string\": must be object if x-kubernetes-map-type is specified"
            )
        );
        assert_eq!(
            one(obj(
                json!({"d": {"type": "object", "x-kubernetes-map-type": "whole"}})
            )),
            pair(
                "properties.d.x-kubernetes-map-type",
                "x-kubernetes-map-type: Unsupported value: \"whole\": supported values: \"atomic\", \"granular\""
            )
        );
        assert_eq!(
            one(obj(
                json!({"d": {"type": "string", "x-kubernetes-list-type": "atomic"}})
            )),
            pair(
                "properties.d.type",
                "type: Invalid value: \"string\": must be array if x-kubernetes-list-type is specified"
            )
        );
        assert_eq!(
            one(obj(
                json!({"d": {"type": "array", "items": {"type": "string"}, "x-kubernetes-list-type": "bag"}})
            )),
            pair(
                "properties.d.x-kubernetes-list-type",
                "x-kubernetes-list-type: Unsupported value: \"bag\": supported values: \"atomic\", \"map\", \"set\""
            )
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

    /// The CEL violations of a root schema with `rules` on it and `props` under it.
    fn cel(props: Value, rules: Value) -> Vec<(String, String)> {
        let mut root = obj(props);
        root["x-kubernetes-validations"] = rules;
        cel_rules(&props_of(root))
            .into_iter()
            .map(|x| (x.path.join("."), x.message))
            .collect()
    }

    #[test]
    fn cel_rule_shapes() {
        let m = cel(
            json!({}),
            json!([
                {"rule": "  "},
                {"rule": "true", "message": " "},
                {"rule": "true", "message": "two\nlines"},
                {"rule": "true &&\ntrue"},
                {"rule": "true &&\ntrue", "message": "ok"},
                {"rule": "true", "messageExpression": " ", "fieldPath": " "},
                {"rule": "true", "reason": "FieldValueWrong"},
                {"rule": "true", "reason": "FieldValueForbidden", "fieldPath": ".spec"},
            ]),
        );
        assert_eq!(
            m,
            [
                pair(
                    "x-kubernetes-validations.0.rule",
                    "rule: Required value: rule is not specified"
                ),
                pair(
                    "x-kubernetes-validations.1.message",
                    "message: Invalid value: message must be non-empty if specified"
                ),
                pair(
                    "x-kubernetes-validations.2.message",
                    "message: Invalid value: message must not contain line breaks"
                ),
                pair(
                    "x-kubernetes-validations.3.message",
                    "message: Required value: message must be specified if rule contains line breaks"
                ),
                pair(
                    "x-kubernetes-validations.5.messageExpression",
                    "messageExpression: Invalid value: messageExpression must be non-empty if specified"
                ),
                pair(
                    "x-kubernetes-validations.5.fieldPath",
                    "fieldPath: Invalid value: fieldPath must be non-empty if specified"
                ),
                pair(
                    "x-kubernetes-validations.6.reason",
                    "reason: Unsupported value: \"FieldValueWrong\": supported values: \"FieldValueDuplicate\", \"FieldValueForbidden\", \"FieldValueInvalid\", \"FieldValueRequired\""
                ),
            ]
        );
    }

    #[test]
    fn cel_parse_errors_carry_their_position() {
        let m = cel(
            json!({}),
            json!([{"rule": "true &&\n  (1 +", "message": "m"}]),
        );
        assert_eq!(m.len(), 1, "{m:#?}");
        assert_eq!(m[0].0, "x-kubernetes-validations.0.rule");
        assert!(
            m[0].1.starts_with("invalid CEL rule `true &&\n  (1 +`: ")
                && m[0].1.ends_with("(at line 2, column 7)"),
            "{}",
            m[0].1
        );
    }

    #[test]
    fn cel_identifiers_must_be_declared() {
        let props = json!({"replicas": {"type": "integer"}, "items": {"type": "array", "items": {"type": "string"}},
            "labels": {"type": "object", "additionalProperties": {"type": "string"}}});
        let ok = cel(
            props.clone(),
            json!([
                {"rule": "self.replicas >= 0 && oldSelf.replicas <= self.replicas"},
                {"rule": "self.items.all(i, i != '') && self.items.exists_one(j, j == 'x')"},
                {"rule": "self.labels.all(k, self.labels[k].size() < 64)"},
                {"rule": "cel.bind(n, self.replicas, n < 10)"},
                {"rule": "type(self.replicas) == int && math.greatest(self.replicas, 1) > 0"},
                {"rule": "self.items.map(x, x + '!').filter(y, y.size() > 1).size() >= 0"},
            ]),
        );
        assert_eq!(ok, Vec::<(String, String)>::new());
        let m = cel(
            props,
            json!([
                {"rule": "replicas > 0"},
                {"rule": "self.items.all(i, j != '')", "messageExpression": "'bad: ' + slef.replicas"},
            ]),
        );
        assert_eq!(
            m,
            [
                pair(
                    "x-kubernetes-validations.0.rule",
                    "invalid CEL rule `replicas > 0`: undeclared reference to 'replicas'"
                ),
                pair(
                    "x-kubernetes-validations.1.rule",
                    "invalid CEL rule `self.items.all(i, j != '')`: undeclared reference to 'j'"
                ),
                pair(
                    "x-kubernetes-validations.1.messageExpression",
                    "invalid CEL messageExpression `'bad: ' + slef.replicas`: undeclared reference to 'slef'"
                ),
            ]
        );
    }

    #[test]
    fn cel_self_fields_must_exist() {
        let props = json!({
            "spec": {"type": "object", "properties": {
                "min-replicas": {"type": "integer"},
                "in": {"type": "string"},
                "free": {"type": "object", "x-kubernetes-preserve-unknown-fields": true},
                "tags": {"type": "object", "additionalProperties": {"type": "string"}},
            }},
        });
        let ok = cel(
            props.clone(),
            json!([
                {"rule": "self.spec.min__dash__replicas >= 0 && self.spec.__in__ != ''"},
                {"rule": "self.spec.free.anything == 1 && self.spec.tags.anyKey == 'x'"},
                {"rule": "has(self.spec.unknown) || self.metadata.name != '' || self.kind == 'K'"},
                {"rule": "self.metadata.labels.size() >= 0 && self.apiVersion != ''"},
            ]),
        );
        assert_eq!(ok, Vec::<(String, String)>::new());
        let m = cel(
            props,
            json!([
                {"rule": "self.spec.minReplicas >= 0"},
                {"rule": "self.spec.min-replicas >= 0"},
                {"rule": "self.sepc.x == ''"},
            ]),
        );
        assert_eq!(
            m,
            [
                pair(
                    "x-kubernetes-validations.0.rule",
                    "invalid CEL rule `self.spec.minReplicas >= 0`: undefined field 'minReplicas'"
                ),
                pair(
                    "x-kubernetes-validations.1.rule",
                    "invalid CEL rule `self.spec.min-replicas >= 0`: undefined field 'min'"
                ),
                pair(
                    "x-kubernetes-validations.1.rule",
                    "invalid CEL rule `self.spec.min-replicas >= 0`: undeclared reference to 'replicas'"
                ),
                pair(
                    "x-kubernetes-validations.2.rule",
                    "invalid CEL rule `self.sepc.x == ''`: undefined field 'sepc'"
                ),
            ]
        );
        // Rules on a nested node see that node as `self`.
        let nested = json!({"type": "object", "properties": {"spec": {"type": "object",
            "x-kubernetes-validations": [{"rule": "self.size > 0"}, {"rule": "self.spec.size > 0"}],
            "properties": {"size": {"type": "integer"}}}}});
        let v: Vec<(String, String)> = cel_rules(&props_of(nested))
            .into_iter()
            .map(|x| (x.path.join("."), x.message))
            .collect();
        assert_eq!(
            v,
            [pair(
                "properties.spec.x-kubernetes-validations.1.rule",
                "invalid CEL rule `self.spec.size > 0`: undefined field 'spec'"
            )]
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

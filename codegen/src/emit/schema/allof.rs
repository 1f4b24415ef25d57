//! How a field's own validation combines with the validation of its named type, as
//! controller-gen's flattener does it (`pkg/crd/flatten.go`: `preserveFields` puts the
//! type's schema and the field's schema under one `allOf`, `flattenAllOfInto` merges them).
//!
//! Keys set on one side only are copied. Where both sides set a key:
//! - `properties` merge key by key (recursively), `required` is the sorted union,
//!   `additionalProperties` schemas merge, `x-kubernetes-validations` are the field's rules
//!   then the type's, the field's `x-kubernetes-preserve-unknown-fields` and
//!   `x-kubernetes-map-type` win, the type's `enum` wins;
//! - `type` must agree (a located error otherwise);
//! - strings and booleans (`format`, `pattern`, `nullable`, …) that are equal stay once;
//! - everything else — bounds, lengths, `default`, `items`, list types, and strings that
//!   differ — moves into a trailing `allOf` of two schemas, the type's then the field's, so
//!   that both constraints hold (Go compares these pointers by identity, so even equal
//!   values move).
//!
//! Documentation keys (`description`, `title`, `example`, `externalDocs`) are not merged:
//! the caller keeps the field's, else the type's.

use serde_json::{Map, Value};

/// Keys whose Go fields are comparable values (`string`, `bool`): equal values stay once.
const VALUE_KEYS: &[&str] = &[
    "id",
    "$schema",
    "format",
    "pattern",
    "exclusiveMaximum",
    "exclusiveMinimum",
    "uniqueItems",
    "nullable",
    "x-kubernetes-embedded-resource",
    "x-kubernetes-int-or-string",
];

/// Keys the flattener never merges (documentation, kept by the caller: the field's, else
/// the type's, as controller-gen's `preserveFields`).
pub(super) const DOC_KEYS: &[&str] = &["description", "title", "example", "externalDocs"];

/// Keys whose Go fields are pointers: set (even to `false`, `""` or `[]`) unless absent.
const POINTER_KEYS: &[&str] = &[
    "$ref",
    "default",
    "maximum",
    "minimum",
    "maxLength",
    "minLength",
    "maxItems",
    "minItems",
    "multipleOf",
    "maxProperties",
    "minProperties",
    "items",
    "not",
    "additionalProperties",
    "additionalItems",
    "x-kubernetes-preserve-unknown-fields",
    "x-kubernetes-list-type",
    "x-kubernetes-map-type",
];

/// The key under which a schema node made from a named type (an API type's instance, a
/// k8s-openapi type) carries that type while a Kind's schema is built, removed before it is
/// written ([`strip_origins`]). controller-gen's flattener shares one flattened schema per
/// type, so two nodes of the same type hold the same pointers, which it keeps once where
/// other equal values are hoisted into `allOf`; the origin is how the merge tells them apart.
pub(super) const ORIGIN: &str = "x-kube-codegen-origin";

/// Marks `s` as the schema of the named type `origin`.
pub(super) fn set_origin(s: &mut Map<String, Value>, origin: &str) {
    s.insert(ORIGIN.into(), Value::String(origin.to_string()));
}

/// `s` marked as the schema of the named type `origin`.
pub(super) fn with_origin(mut s: Map<String, Value>, origin: &str) -> Map<String, Value> {
    set_origin(&mut s, origin);
    s
}

/// The named type `s` is the schema of, if any.
pub(super) fn origin(s: &Map<String, Value>) -> Option<String> {
    s.get(ORIGIN).and_then(Value::as_str).map(str::to_string)
}

/// Removes every origin mark below `s`, which is then as it is written.
pub(super) fn strip_origins(s: &mut Map<String, Value>) {
    s.remove(ORIGIN);
    for v in s.values_mut() {
        match v {
            Value::Object(m) => strip_origins(m),
            Value::Array(a) => a
                .iter_mut()
                .filter_map(Value::as_object_mut)
                .for_each(strip_origins),
            _ => {}
        }
    }
}

/// Merges `src` into `dst` as controller-gen's `flattenAllOfInto`. Returns the `type`
/// conflicts found (`(dst type, src type)`), which controller-gen reports as errors.
pub(super) fn flatten_into(
    dst: &mut Map<String, Value>,
    src: Map<String, Value>,
) -> Vec<(String, String)> {
    let mut conflicts = Vec::new();
    // The same type on both sides: the same pointers in Go, so nothing changes.
    if dst.contains_key(ORIGIN) && dst.get(ORIGIN) == src.get(ORIGIN) {
        return conflicts;
    }
    // Merged with another schema, `dst` is no single type's any more.
    dst.remove(ORIGIN);
    let mut src = src;
    if let Some(Value::Array(all_of)) = src.remove("allOf") {
        for embedded in all_of {
            if let Value::Object(e) = embedded {
                conflicts.extend(flatten_into(dst, e));
            }
        }
    }
    let mut dst_rem = Map::new();
    let mut src_rem = Map::new();
    for (key, value) in src {
        if DOC_KEYS.contains(&key.as_str())
            || key == "$ref"
            || key == ORIGIN
            || is_zero(&key, &value)
        {
            continue;
        }
        if key == "enum" {
            if !dst.contains_key("enum") {
                dst.insert(key, value);
            }
            continue;
        }
        let Some(existing) = dst.get_mut(&key) else {
            dst.insert(key, value);
            continue;
        };
        if is_zero(&key, existing) {
            *existing = value;
            continue;
        }
        match key.as_str() {
            "properties" => {
                if let (Value::Object(d), Value::Object(s)) = (existing, value) {
                    for (name, prop) in s {
                        match d.get_mut(&name) {
                            Some(Value::Object(dp)) => {
                                if let Value::Object(sp) = prop {
                                    conflicts.extend(flatten_into(dp, sp));
                                }
                            }
                            _ => {
                                d.insert(name, prop);
                            }
                        }
                    }
                }
            }
            "required" => {
                if let (Value::Array(d), Value::Array(s)) = (existing, value) {
                    d.extend(s);
                }
            }
            "type" => {
                if *existing != value {
                    conflicts.push((str_of(existing), str_of(&value)));
                }
            }
            "additionalProperties" => {
                if let Value::Object(s) = value {
                    if !existing.is_object() {
                        *existing = Value::Object(Map::new());
                    }
                    if let Value::Object(d) = existing {
                        conflicts.extend(flatten_into(d, s));
                    }
                }
            }
            "x-kubernetes-preserve-unknown-fields" | "x-kubernetes-map-type" => *existing = value,
            "x-kubernetes-validations" => {
                if let (Value::Array(d), Value::Array(mut s)) = (existing, value) {
                    s.append(d);
                    *d = s;
                }
            }
            k if VALUE_KEYS.contains(&k) && *existing == value => {}
            _ => {
                let old = dst.remove(&key).unwrap_or(Value::Null);
                dst_rem.insert(key.clone(), old);
                src_rem.insert(key, value);
            }
        }
    }
    if !dst_rem.is_empty() {
        let list = dst
            .entry("allOf")
            .or_insert_with(|| Value::Array(Vec::new()));
        if let Value::Array(list) = list {
            list.push(Value::Object(dst_rem));
            list.push(Value::Object(src_rem));
        }
    }
    if let Some(Value::Array(req)) = dst.get_mut("required") {
        let mut names: Vec<String> = req
            .iter()
            .filter_map(|v| v.as_str().map(str::to_string))
            .collect();
        names.sort();
        names.dedup();
        *req = names.into_iter().map(Value::String).collect();
    }
    conflicts
}

/// Go's zero value for the field behind `key`: absent for a pointer, else `false`, `""`,
/// an empty list or map.
fn is_zero(key: &str, v: &Value) -> bool {
    if POINTER_KEYS.contains(&key) {
        return v.is_null();
    }
    match v {
        Value::Null => true,
        Value::Bool(b) => !b,
        Value::String(s) => s.is_empty(),
        Value::Array(a) => a.is_empty(),
        Value::Object(_) | Value::Number(_) => false,
    }
}

fn str_of(v: &Value) -> String {
    v.as_str().map_or_else(|| v.to_string(), str::to_string)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn flatten(dst: Value, src: Value) -> (Value, Vec<(String, String)>) {
        let mut d = dst.as_object().cloned().unwrap();
        let c = flatten_into(&mut d, src.as_object().cloned().unwrap());
        (Value::Object(d), c)
    }

    #[test]
    fn both_bounds_are_kept_under_all_of() {
        let (out, c) = flatten(
            json!({"type": "string", "maxLength": 10, "pattern": "^a"}),
            json!({"type": "string", "maxLength": 20, "minLength": 1, "pattern": "^a"}),
        );
        assert!(c.is_empty());
        assert_eq!(
            out,
            json!({"type": "string", "pattern": "^a", "minLength": 1,
                   "allOf": [{"maxLength": 10}, {"maxLength": 20}]})
        );
    }

    #[test]
    fn equal_pointer_values_still_move_but_equal_strings_stay() {
        let (out, _) = flatten(
            json!({"maximum": 3, "format": "int32"}),
            json!({"maximum": 3, "format": "int32"}),
        );
        assert_eq!(
            out,
            json!({"format": "int32", "allOf": [{"maximum": 3}, {"maximum": 3}]})
        );
    }

    #[test]
    fn rules_enum_required_and_properties_merge() {
        let (out, c) = flatten(
            json!({"type": "object", "enum": ["a"], "required": ["b", "a"],
                   "x-kubernetes-validations": [{"rule": "t"}],
                   "properties": {"x": {"type": "integer", "minimum": 1}}}),
            json!({"type": "array", "enum": ["z"], "required": ["a", "c"],
                   "x-kubernetes-validations": [{"rule": "f"}],
                   "properties": {"x": {"maximum": 2}, "y": {"type": "string"}}}),
        );
        assert_eq!(c, vec![("object".to_string(), "array".to_string())]);
        assert_eq!(
            out,
            json!({"type": "object", "enum": ["a"], "required": ["a", "b", "c"],
                   "x-kubernetes-validations": [{"rule": "f"}, {"rule": "t"}],
                   "properties": {"x": {"type": "integer", "minimum": 1, "maximum": 2},
                                  "y": {"type": "string"}}})
        );
    }

    #[test]
    fn docs_and_refs_are_not_merged() {
        let (out, _) = flatten(
            json!({"description": "type"}),
            json!({"description": "field", "$ref": "#/x", "title": "t", "nullable": false}),
        );
        assert_eq!(out, json!({"description": "type"}));
    }

    #[test]
    fn pointer_values_count_even_when_false_or_empty() {
        let (out, _) = flatten(
            json!({"type": "boolean"}),
            json!({"type": "boolean", "default": false}),
        );
        assert_eq!(out, json!({"type": "boolean", "default": false}));
        let (out, _) = flatten(json!({"default": true}), json!({"default": false}));
        assert_eq!(
            out,
            json!({"allOf": [{"default": true}, {"default": false}]})
        );
        let (out, _) = flatten(json!({"x-kubernetes-list-type": ""}), json!({}));
        assert_eq!(out, json!({"x-kubernetes-list-type": ""}));
    }
}

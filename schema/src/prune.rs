//! What the API server does to a custom resource's body before validating it: prune the
//! fields the schema does not describe, drop `null`s of non-nullable fields, fill in
//! defaults (apiextensions-apiserver's `structuralpruning` and `structuraldefaulting`).

use serde_json::{Map, Value};

/// Prunes and defaults `value`, a whole object, against its version's `schema`
/// (`openAPIV3Schema`):
/// - a field that no `properties` or `additionalProperties` describes is dropped, unless its
///   object has `x-kubernetes-preserve-unknown-fields`; the object's own `apiVersion`, `kind`
///   and `metadata`, and those of an `x-kubernetes-embedded-resource`, are kept;
/// - a `null` of a field that is not `nullable` is dropped, so its default (if any) applies;
/// - a missing property with a `default` gets it, itself pruned and defaulted;
/// - a number without a fraction (`2.0`) is an integer (`2`), as the server decodes it.
pub fn prune_and_default(schema: &Value, value: &mut Value) {
    node(schema, value, true);
    integers(value);
}

fn integers(v: &mut Value) {
    match v {
        Value::Number(n) => {
            if let Some(f) = n
                .as_f64()
                .filter(|f| !n.is_i64() && !n.is_u64() && f.fract() == 0.0 && f.abs() < 9.2e18)
            {
                *v = Value::from(f as i64);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(integers),
        Value::Object(fields) => fields.values_mut().for_each(integers),
        _ => {}
    }
}

fn flag(schema: &Value, key: &str) -> bool {
    schema.get(key) == Some(&Value::Bool(true))
}

/// Whether a field with this schema keeps a `null`.
fn nullable(schema: &Value) -> bool {
    flag(schema, "nullable")
}

fn node(schema: &Value, v: &mut Value, resource: bool) {
    match v {
        Value::Object(fields) => object(schema, fields, resource),
        Value::Array(items) => {
            if let Some(item) = schema.get("items") {
                let embedded = flag(item, "x-kubernetes-embedded-resource");
                for i in items {
                    node(item, i, embedded);
                }
            }
        }
        _ => {}
    }
}

/// An object's fields, where `resource` says it is a whole object or an embedded one (whose
/// `apiVersion`, `kind` and `metadata` are the server's).
fn object(schema: &Value, fields: &mut Map<String, Value>, resource: bool) {
    let preserves = flag(schema, "x-kubernetes-preserve-unknown-fields");
    let kept_by_resource = |k: &str| resource && matches!(k, "apiVersion" | "kind" | "metadata");
    if let Some(props) = schema.get("properties").and_then(Value::as_object) {
        fields.retain(|k, v| {
            let described = props.get(k);
            let null_dropped = v.is_null() && described.is_some_and(|s| !nullable(s));
            !null_dropped && (described.is_some() || preserves || kept_by_resource(k))
        });
        for (k, child) in fields.iter_mut() {
            if let Some(sub) = props.get(k).filter(|_| !kept_by_resource(k)) {
                node(sub, child, flag(sub, "x-kubernetes-embedded-resource"));
            }
        }
        for (name, sub) in props {
            if !fields.contains_key(name)
                && let Some(d) = sub.get("default")
            {
                let mut d = d.clone();
                node(sub, &mut d, flag(sub, "x-kubernetes-embedded-resource"));
                fields.insert(name.clone(), d);
            }
        }
    } else if let Some(extra) = schema.get("additionalProperties").filter(|a| a.is_object()) {
        fields.retain(|k, v| kept_by_resource(k) || !v.is_null() || nullable(extra));
        let embedded = flag(extra, "x-kubernetes-embedded-resource");
        for (k, child) in fields.iter_mut() {
            if !kept_by_resource(k) {
                node(extra, child, embedded);
            }
        }
    } else if !preserves && schema.get("type").is_some() {
        fields.retain(|k, _| kept_by_resource(k));
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn unknown_fields_and_nulls_go_and_defaults_come() {
        let schema = json!({"type": "object", "properties": {
            "spec": {"type": "object", "properties": {
                "size": {"type": "integer", "default": 1},
                "on": {"type": "boolean", "default": true},
                "note": {"type": "string", "nullable": true},
                "free": {"type": "object", "x-kubernetes-preserve-unknown-fields": true},
                "pod": {"type": "object", "x-kubernetes-embedded-resource": true,
                    "properties": {"spec": {"type": "object"}}},
            }},
        }});
        let mut obj = json!({"kind": "W", "metadata": {"name": "a"}, "other": 1,
            "spec": {"size": null, "note": null, "extra": 1, "free": {"kept": 1},
                "pod": {"apiVersion": "v1", "kind": "Pod", "spec": {}, "x": 1}}});
        prune_and_default(&schema, &mut obj);
        assert_eq!(
            obj,
            json!({"kind": "W", "metadata": {"name": "a"},
                "spec": {"size": 1, "on": true, "note": null, "free": {"kept": 1},
                    "pod": {"apiVersion": "v1", "kind": "Pod", "spec": {}}}})
        );
    }
}

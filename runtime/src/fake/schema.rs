//! What the API server does with a custom resource's body before it stores it, from the
//! version's structural schema: prune unknown fields, fill in defaults, then validate
//! (apiextensions-apiserver's `structuralpruning`, `structuraldefaulting` and the
//! kube-openapi validator), with the server's messages. Not checked here: CEL rules
//! (`x-kubernetes-validations`), `format`, `multipleOf`, `uniqueItems`, list-type
//! uniqueness and `x-kubernetes-embedded-resource` metadata.

use serde_json::{Map, Value};

/// Drops the fields `schema` does not describe (unless it preserves unknown fields) and
/// fills in `default`s of missing properties, below the root: `apiVersion`, `kind` and
/// `metadata` are the server's.
pub(super) fn prune_and_default(schema: &Value, obj: &mut Value) {
    let Some(props) = schema.get("properties").and_then(Value::as_object) else {
        return;
    };
    let Some(fields) = obj.as_object_mut() else {
        return;
    };
    for (name, sub) in props {
        if matches!(name.as_str(), "apiVersion" | "kind" | "metadata") {
            continue;
        }
        if let Some(v) = fields.get_mut(name) {
            node(sub, v);
        }
    }
    if !preserves(schema) {
        fields.retain(|k, _| {
            matches!(k.as_str(), "apiVersion" | "kind" | "metadata") || props.contains_key(k)
        });
    }
    fill_defaults(props, fields);
}

fn preserves(schema: &Value) -> bool {
    schema.get("x-kubernetes-preserve-unknown-fields") == Some(&Value::Bool(true))
}

fn fill_defaults(props: &Map<String, Value>, fields: &mut Map<String, Value>) {
    for (name, sub) in props {
        if !fields.contains_key(name)
            && let Some(d) = sub.get("default")
        {
            let mut d = d.clone();
            node(sub, &mut d);
            fields.insert(name.clone(), d);
        }
    }
}

fn node(schema: &Value, v: &mut Value) {
    match v {
        Value::Object(fields) => {
            if let Some(props) = schema.get("properties").and_then(Value::as_object) {
                for (name, sub) in props {
                    if let Some(child) = fields.get_mut(name) {
                        node(sub, child);
                    }
                }
                if !preserves(schema) {
                    fields.retain(|k, _| props.contains_key(k));
                }
                fill_defaults(props, fields);
            } else if let Some(extra) = schema.get("additionalProperties").filter(|a| a.is_object())
            {
                for child in fields.values_mut() {
                    node(extra, child);
                }
            } else if !preserves(schema) && schema.get("type").is_some() {
                fields.clear();
            }
        }
        Value::Array(items) => {
            if let Some(item) = schema.get("items") {
                for i in items {
                    node(item, i);
                }
            }
        }
        _ => {}
    }
}

/// The schema errors of `obj`, each as the server words it (`spec.size: Required value`),
/// in the server's order for one property: required, type, then the value's own rules.
pub(super) fn validate(schema: &Value, obj: &Value) -> Vec<String> {
    let mut out = Vec::new();
    // The root's own properties: apiVersion, kind and metadata are checked elsewhere.
    if let Some(Value::Array(required)) = schema.get("required") {
        for r in required.iter().filter_map(Value::as_str) {
            if obj.get(r).is_none_or(Value::is_null) {
                out.push(format!("{r}: Required value"));
            }
        }
    }
    if let (Some(props), Some(fields)) = (
        schema.get("properties").and_then(Value::as_object),
        obj.as_object(),
    ) {
        for (name, sub) in props {
            if matches!(name.as_str(), "apiVersion" | "kind" | "metadata") {
                continue;
            }
            if let Some(v) = fields.get(name) {
                check(sub, v, name, &mut out);
            }
        }
    }
    out
}

/// Go's `%v`-ish rendering of a value in "Invalid value: …": strings quoted, the rest
/// as JSON.
fn shown(v: &Value) -> String {
    match v {
        Value::String(s) => format!("{s:?}"),
        other => other.to_string(),
    }
}

fn type_name(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_i64() || n.is_u64() => "integer",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

fn check(schema: &Value, v: &Value, path: &str, out: &mut Vec<String>) {
    let get = |k: &str| schema.get(k);
    if v.is_null() {
        if get("nullable") != Some(&Value::Bool(true)) && get("type").is_some() {
            out.push(format!(
                "{path}: Invalid value: \"null\": {path} in body must be of type {}: \"null\"",
                get("type").and_then(Value::as_str).unwrap_or_default()
            ));
        }
        return;
    }
    let int_or_string = get("x-kubernetes-int-or-string") == Some(&Value::Bool(true));
    if let Some(want) = get("type").and_then(Value::as_str) {
        let have = type_name(v);
        let fits = have == want || (want == "number" && have == "integer");
        if !fits {
            out.push(format!(
                "{path}: Invalid value: \"{have}\": {path} in body must be of type {want}: \"{have}\""
            ));
            return;
        }
    } else if int_or_string && !matches!(type_name(v), "integer" | "string") {
        let have = type_name(v);
        out.push(format!(
            "{path}: Invalid value: \"{have}\": {path} in body must be of type integer,string: \"{have}\""
        ));
        return;
    }
    if let Some(Value::Array(allowed)) = get("enum")
        && !allowed.contains(v)
    {
        let list: Vec<String> = allowed.iter().map(shown).collect();
        out.push(format!(
            "{path}: Unsupported value: {}: supported values: {}",
            shown(v),
            list.join(", ")
        ));
    }
    match v {
        Value::Number(n) => number(schema, n.as_f64().unwrap_or_default(), v, path, out),
        Value::String(s) => string(schema, s, v, path, out),
        Value::Array(items) => {
            let len = items.len();
            if let Some(max) = get("maxItems").and_then(Value::as_u64)
                && len as u64 > max
            {
                out.push(format!(
                    "{path}: Too many: {len}: must have at most {max} items"
                ));
            }
            if let Some(min) = get("minItems").and_then(Value::as_u64)
                && (len as u64) < min
            {
                out.push(format!(
                    "{path}: Invalid value: {len}: {path} in body should have at least {min} items"
                ));
            }
            if let Some(item) = get("items") {
                for (i, x) in items.iter().enumerate() {
                    check(item, x, &format!("{path}[{i}]"), out);
                }
            }
        }
        Value::Object(fields) => {
            if let Some(Value::Array(required)) = get("required") {
                for r in required.iter().filter_map(Value::as_str) {
                    if fields.get(r).is_none_or(Value::is_null) {
                        out.push(format!("{path}.{r}: Required value"));
                    }
                }
            }
            let n = fields.len() as u64;
            if let Some(max) = get("maxProperties").and_then(Value::as_u64)
                && n > max
            {
                out.push(format!(
                    "{path}: Too many: {n}: must have at most {max} items"
                ));
            }
            if let Some(min) = get("minProperties").and_then(Value::as_u64)
                && n < min
            {
                out.push(format!(
                    "{path}: Invalid value: {n}: {path} in body should have at least {min} properties"
                ));
            }
            if let Some(props) = get("properties").and_then(Value::as_object) {
                for (name, sub) in props {
                    if let Some(x) = fields.get(name) {
                        check(sub, x, &format!("{path}.{name}"), out);
                    }
                }
            } else if let Some(extra) = get("additionalProperties").filter(|a| a.is_object()) {
                for (name, x) in fields {
                    check(extra, x, &format!("{path}[{name}]"), out);
                }
            }
        }
        _ => {}
    }
}

/// A bound as Go's `%v` prints a `float64`: `1`, not `1.0`.
fn go_float(x: f64) -> String {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{}", x as i64)
    } else {
        x.to_string()
    }
}

fn number(schema: &Value, n: f64, v: &Value, path: &str, out: &mut Vec<String>) {
    let flag = |k: &str| schema.get(k) == Some(&Value::Bool(true));
    let bound = |k: &str| {
        schema
            .get(k)
            .and_then(Value::as_f64)
            .map(|m| (m, go_float(m)))
    };
    if let Some((m, max)) = bound("maximum") {
        if flag("exclusiveMaximum") && n >= m {
            out.push(format!(
                "{path}: Invalid value: {v}: {path} in body should be less than {max}"
            ));
        } else if n > m {
            out.push(format!(
                "{path}: Invalid value: {v}: {path} in body should be less than or equal to {max}"
            ));
        }
    }
    if let Some((m, min)) = bound("minimum") {
        if flag("exclusiveMinimum") && n <= m {
            out.push(format!(
                "{path}: Invalid value: {v}: {path} in body should be greater than {min}"
            ));
        } else if n < m {
            out.push(format!(
                "{path}: Invalid value: {v}: {path} in body should be greater than or equal to {min}"
            ));
        }
    }
}

/// The first broken string rule, as the server's string validator stops at it: length,
/// then pattern.
fn string(schema: &Value, s: &str, v: &Value, path: &str, out: &mut Vec<String>) {
    let len = s.len() as u64;
    if let Some(max) = schema.get("maxLength").and_then(Value::as_u64)
        && len > max
    {
        out.push(format!(
            "{path}: Too long: may not be more than {max} bytes"
        ));
    } else if let Some(min) = schema.get("minLength").and_then(Value::as_u64)
        && len < min
    {
        out.push(format!(
            "{path}: Invalid value: {}: {path} in body should be at least {min} chars long",
            shown(v)
        ));
    } else if let Some(pattern) = schema.get("pattern").and_then(Value::as_str)
        && regex::Regex::new(pattern).is_ok_and(|re| !re.is_match(s))
    {
        out.push(format!(
            "{path}: Invalid value: {}: {path} in body should match '{pattern}'",
            shown(v)
        ));
    }
}

/// The server's check of `metadata.name` for a custom resource: a DNS-1123 subdomain.
pub(super) fn name_errors(name: &str) -> Vec<String> {
    let mut out = Vec::new();
    if name.len() > 253 {
        out.push(format!(
            "metadata.name: Invalid value: {name:?}: must be no more than 253 characters"
        ));
    }
    let label_ok = |l: &str| {
        !l.is_empty()
            && l.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
            && !l.starts_with('-')
            && !l.ends_with('-')
    };
    if !name.split('.').all(label_ok) {
        out.push(format!(
            "metadata.name: Invalid value: {name:?}: a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')"
        ));
    }
    out
}

/// The server's `Invalid` cause for several errors: one as is, several as `[a, b]`.
pub(super) fn cause(errors: &[String]) -> String {
    match errors {
        [one] => one.clone(),
        many => format!("[{}]", many.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn schema() -> Value {
        json!({"type": "object", "required": ["spec"], "properties": {
            "apiVersion": {"type": "string"}, "kind": {"type": "string"},
            "metadata": {"type": "object"},
            "spec": {"type": "object", "required": ["size"], "properties": {
                "size": {"type": "integer", "minimum": 1, "maximum": 10},
                "color": {"type": "string", "maxLength": 3, "pattern": "^[a-z]+$"},
                "on": {"type": "boolean", "default": true},
                "free": {"type": "object", "x-kubernetes-preserve-unknown-fields": true},
            }},
        }})
    }

    #[test]
    fn unknown_fields_are_pruned_and_defaults_filled() {
        let mut obj = json!({"kind": "W", "metadata": {"name": "a", "x": 1}, "other": 1,
            "spec": {"size": 2, "extra": 1, "free": {"kept": 1}}});
        prune_and_default(&schema(), &mut obj);
        assert_eq!(
            obj,
            json!({"kind": "W", "metadata": {"name": "a", "x": 1},
                "spec": {"size": 2, "on": true, "free": {"kept": 1}}})
        );
    }

    #[test]
    fn errors_are_worded_as_the_server_words_them() {
        let errors = |obj: Value| validate(&schema(), &obj);
        assert_eq!(errors(json!({})), ["spec: Required value"]);
        assert_eq!(errors(json!({"spec": {}})), ["spec.size: Required value"]);
        assert_eq!(
            errors(json!({"spec": {"size": "x"}})),
            [
                "spec.size: Invalid value: \"string\": spec.size in body must be of type integer: \"string\""
            ]
        );
        assert_eq!(
            errors(json!({"spec": {"size": 0, "color": "ABCD"}})),
            [
                "spec.color: Too long: may not be more than 3 bytes",
                "spec.size: Invalid value: 0: spec.size in body should be greater than or equal to 1",
            ]
        );
        assert_eq!(
            errors(json!({"spec": {"size": 11, "color": "AB"}})),
            [
                "spec.color: Invalid value: \"AB\": spec.color in body should match '^[a-z]+$'",
                "spec.size: Invalid value: 11: spec.size in body should be less than or equal to 10",
            ]
        );
        assert!(errors(json!({"spec": {"size": 10, "color": "abc"}})).is_empty());
        assert_eq!(name_errors("ok.name-1"), Vec::<String>::new());
        assert_eq!(name_errors("Bad_Name").len(), 1);
        assert_eq!(cause(&["a".into(), "b".into()]), "[a, b]");
    }
}

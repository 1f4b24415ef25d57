//! Values a schema holds itself: `pattern` syntax and `default` values.

use serde_json::{Map, Value};

use super::{child, push};
use crate::diag::Violation;

/// A `pattern` must compile as a Go (RE2) regular expression, as the API server checks
/// with `regexp.Compile`; `regex-syntax` parses the same syntax (minus RE2's rare `\C`
/// and `\Q…\E`) once what Go reads literally is escaped (`kube_codegen_schema::go_regex`).
///
/// Patterns found valid are remembered per thread: an API repeats its patterns (names, DNS
/// labels) on many fields and Kinds, and parsing each again was 2% of a 100-Kind run.
pub(super) fn pattern_compiles(s: &Map<String, Value>, path: &[String], out: &mut Vec<Violation>) {
    thread_local! {
        static VALID: std::cell::RefCell<std::collections::HashSet<String>> = Default::default();
    }
    let Some(Value::String(p)) = s.get("pattern") else {
        return;
    };
    if VALID.with(|v| v.borrow().contains(p)) {
        return;
    }
    match regex_syntax::Parser::new().parse(&kube_codegen_schema::go_regex(p)) {
        Ok(_) => {
            VALID.with(|v| v.borrow_mut().insert(p.clone()));
        }
        Err(e) => {
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
}

/// Checks a `default` value against the schema it sits in, as the API server does when the
/// CRD is created: with the validator the fake API server admits objects with
/// (`kube_codegen_schema::validate`, the value at the empty path, so the messages are the
/// server's: `default: Invalid value: "ABC":  in body should match '^[a-z]+$'`), and for
/// fields the server would prune from it.
pub(super) fn default_fits(
    value: &Value,
    s: &Map<String, Value>,
    path: &[String],
    out: &mut Vec<Violation>,
) {
    let schema = Value::Object(s.clone());
    for e in kube_codegen_schema::validate(&schema, value, "") {
        let at = e.field.as_deref().map_or_else(Vec::new, segments);
        let at: Vec<&str> = at.iter().map(String::as_str).collect();
        push(out, &child(path, &at), format!("default: {}", e.message));
    }
    unknown_fields(value, s, path, out);
}

/// A value's field path as segments: `spec.ports[1].name` → `spec`, `ports`, `1`, `name`.
fn segments(field: &str) -> Vec<String> {
    field
        .split(['.', '['])
        .map(|s| s.trim_end_matches(']'))
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

/// The fields of `value` that no `properties` of `s` describes, where `s` does not preserve
/// unknown fields: the server would prune them from the default.
fn unknown_fields(
    value: &Value,
    s: &Map<String, Value>,
    path: &[String],
    out: &mut Vec<Violation>,
) {
    if let (Value::Object(obj), Some(Value::Object(p))) = (value, s.get("properties")) {
        for (k, v) in obj {
            match p.get(k).and_then(Value::as_object) {
                Some(ps) => unknown_fields(v, ps, &child(path, &[k]), out),
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
            unknown_fields(v, ap, &child(path, &[k]), out);
        }
    }
    if let (Value::Array(items), Some(Value::Object(is))) = (value, s.get("items")) {
        for (i, v) in items.iter().enumerate() {
            unknown_fields(v, is, &child(path, &[&i.to_string()]), out);
        }
    }
}

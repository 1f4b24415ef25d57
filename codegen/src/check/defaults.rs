//! Values a schema holds itself: `pattern` syntax and `default` values.

use serde_json::{Map, Value};

use super::{child, push};
use crate::diag::Violation;

/// A `pattern` must compile as a Go (RE2) regular expression, as the API server checks
/// with `regexp.Compile`; `regex-syntax` parses the same syntax (minus RE2's rare `\C`
/// and `\Q…\E`).
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
    match regex_syntax::Parser::new().parse(p) {
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

/// Whether string `value` matches the `pattern` of `s` (true when there is none or it
/// does not compile, which [`pattern_compiles`] reports).
fn matches_pattern(value: &str, s: &Map<String, Value>) -> bool {
    match s.get("pattern") {
        Some(Value::String(p)) => regex::Regex::new(p).map_or(true, |re| re.is_match(value)),
        _ => true,
    }
}

/// Checks a `default` value against the schema it sits in, as the API server does when the
/// CRD is created: the JSON type, `enum`, numeric bounds, string and list lengths, and the
/// same for nested properties and items.
pub(super) fn default_fits(
    value: &Value,
    s: &Map<String, Value>,
    path: &[String],
    out: &mut Vec<Violation>,
) {
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

//! The validation of a value against a structural schema, as kube-apiserver validates a
//! custom resource: kube-openapi's `SchemaValidator` (its validators in its order: type,
//! junctors, string, format, number, list, enum, object), its errors converted to field
//! errors as apiextensions-apiserver converts them, then the list-type checks of
//! `structurallisttype` (duplicates in `set` and `map` lists).

use serde_json::{Map, Value};

use crate::errors::{ErrorType, FieldError, count, quoted, shown};

/// The errors of `value` against `schema`, the value's path being `path` (`""` for a whole
/// object: its fields are then `spec`, `spec.size`, …). The value is taken as the server
/// sees it after [`crate::prune_and_default`]. Errors of one object's properties come in
/// the properties' name order, where the server's order follows Go's map iteration.
pub fn validate(schema: &Value, value: &Value, path: &str) -> Vec<FieldError> {
    let mut out = node(schema, value, path).errors;
    list_types(schema, value, path, &mut out);
    out
}

/// What one schema says of one value: its errors, and how many validators applied to it,
/// with those of its properties and items (kube-openapi's `MatchCount`, by which `anyOf` and
/// `oneOf` pick the branch whose errors they report: the first with the most).
#[derive(Default)]
struct Outcome {
    errors: Vec<FieldError>,
    matched: usize,
}

impl Outcome {
    fn add(&mut self, e: FieldError) {
        self.errors.push(e);
    }

    /// Adds the errors of one validator that applied to the value.
    fn validator(&mut self, errors: Vec<FieldError>) {
        self.matched += 1;
        self.errors.extend(errors);
    }

    fn merge(&mut self, other: Outcome) {
        self.matched += other.matched;
        self.errors.extend(other.errors);
    }
}

fn get<'a>(schema: &'a Value, key: &str) -> Option<&'a Value> {
    schema.get(key)
}

fn flag(schema: &Value, key: &str) -> bool {
    get(schema, key) == Some(&Value::Bool(true))
}

fn child(path: &str, name: &str) -> String {
    if path.is_empty() {
        name.to_string()
    } else {
        format!("{path}.{name}")
    }
}

/// A JSON number as the server decodes it: an integer when it has no fraction.
fn integral(n: &serde_json::Number) -> Option<i64> {
    n.as_i64().or_else(|| {
        n.as_f64()
            .filter(|f| f.fract() == 0.0 && f.abs() < 9.2e18)
            .map(|f| f as i64)
    })
}

/// The JSON type of `v` as the server names it.
fn type_name(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if integral(n).is_some() || n.is_u64() => "integer",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

fn node(schema: &Value, v: &Value, path: &str) -> Outcome {
    let mut out = Outcome {
        matched: 1,
        ..Outcome::default()
    };
    let typed = get(schema, "type").is_some() || flag(schema, "x-kubernetes-int-or-string");
    if typed {
        out.validator(type_errors(schema, v, path));
    }
    let enumerated = get(schema, "enum").is_some();
    if v.is_null() {
        // The server's early exit for null: the type and the enum only.
        if enumerated {
            out.validator(enum_errors(schema, v, path));
        }
        return out;
    }
    junctors(schema, v, path, &mut out);
    if let Value::String(s) = v {
        out.validator(string_errors(schema, s, path));
        if get(schema, "format").is_some() {
            out.validator(format_errors(schema, s, path));
        }
    }
    if let Value::Number(n) = v {
        out.validator(number_errors(schema, n, path));
    }
    if let Value::Array(items) = v {
        list(schema, items, path, &mut out);
    }
    if enumerated {
        out.validator(enum_errors(schema, v, path));
    }
    if let Value::Object(fields) = v {
        object(schema, fields, path, &mut out);
    }
    out
}

/// `type` (or `x-kubernetes-int-or-string`, which the server checks as the types
/// `integer,string`) and `nullable`.
fn type_errors(schema: &Value, v: &Value, path: &str) -> Vec<FieldError> {
    let int_or_string = flag(schema, "x-kubernetes-int-or-string");
    let want = match get(schema, "type").and_then(Value::as_str) {
        Some(t) => t,
        None if int_or_string => "integer,string",
        None => return Vec::new(),
    };
    let have = type_name(v);
    let format = get(schema, "format").and_then(Value::as_str);
    if want == "integer"
        && have == "number"
        && let Some(format @ ("int32" | "int64")) = format
    {
        // The server names a sized integer's format, and Go's type of a fraction.
        let mut e = FieldError::invalid(
            path,
            "\"float64\"",
            format!("{path} in body must be of type {format}: \"float64\""),
        );
        e.kind = ErrorType::TypeInvalid;
        return vec![e];
    }
    let fits = match want {
        "number" => matches!(have, "number" | "integer"),
        "integer,string" => matches!(have, "integer" | "string"),
        _ => have == want,
    };
    if fits || (v.is_null() && flag(schema, "nullable")) {
        return Vec::new();
    }
    let mut e = FieldError::invalid(
        path,
        &quoted(have),
        format!("{path} in body must be of type {want}: {}", quoted(have)),
    );
    e.kind = ErrorType::TypeInvalid;
    vec![e]
}

/// `anyOf`, `oneOf`, `allOf` and `not`, each branch a whole schema at the same path.
fn junctors(schema: &Value, v: &Value, path: &str, out: &mut Outcome) {
    if ["anyOf", "oneOf", "allOf", "not"]
        .iter()
        .any(|k| get(schema, k).is_some())
    {
        out.matched += 1;
    }
    let branches = |key: &str| -> Vec<&Value> {
        get(schema, key)
            .and_then(Value::as_array)
            .map(|a| a.iter().collect())
            .unwrap_or_default()
    };
    let any_of = branches("anyOf");
    if !any_of.is_empty() {
        let mut best: Option<Outcome> = None;
        let mut succeeded = false;
        for b in any_of {
            let r = node(b, v, path);
            if r.errors.is_empty() {
                succeeded = true;
                best = None;
                break;
            }
            if best.as_ref().is_none_or(|x| r.matched > x.matched) {
                best = Some(r);
            }
        }
        if !succeeded {
            out.add(FieldError::unplaced(format!(
                "\"{path}\" must validate at least one schema (anyOf)"
            )));
        }
        if let Some(best) = best {
            out.merge(best);
        }
    }
    let one_of = branches("oneOf");
    if !one_of.is_empty() {
        let (mut valid, mut best, mut first_success) = (0, None::<Outcome>, None);
        for b in one_of {
            let r = node(b, v, path);
            if r.errors.is_empty() {
                valid += 1;
                best = None;
                first_success.get_or_insert(r);
            } else if valid == 0 && best.as_ref().is_none_or(|x| r.matched > x.matched) {
                best = Some(r);
            }
        }
        if valid == 1 {
            out.merge(first_success.unwrap_or_default());
        } else {
            let found = if valid == 0 {
                "Found none valid".to_string()
            } else {
                format!("Found {valid} valid alternatives")
            };
            out.add(FieldError::unplaced(format!(
                "\"{path}\" must validate one and only one schema (oneOf). {found}"
            )));
            if let Some(best) = best {
                out.merge(best);
            }
        }
    }
    let all_of = branches("allOf");
    if !all_of.is_empty() {
        let total = all_of.len();
        let mut valid = 0;
        for b in all_of {
            let r = node(b, v, path);
            valid += usize::from(r.errors.is_empty());
            out.merge(r);
        }
        if valid != total {
            let none = if valid == 0 { ". None validated" } else { "" };
            out.add(FieldError::unplaced(format!(
                "\"{path}\" must validate all the schemas (allOf){none}"
            )));
        }
    }
    if let Some(not) = get(schema, "not")
        && node(not, v, path).errors.is_empty()
    {
        out.add(FieldError::unplaced(format!(
            "\"{path}\" must not validate the schema (not)"
        )));
    }
}

/// `maxLength`, `minLength`, `pattern`: the first one broken (lengths in characters).
fn string_errors(schema: &Value, s: &str, path: &str) -> Vec<FieldError> {
    let len = s.chars().count() as u64;
    let limit = |k: &str| get(schema, k).and_then(Value::as_u64);
    if let Some(max) = limit("maxLength")
        && len > max
    {
        let message = format!("Too long: may not be more than {}", count(max, "byte"));
        return vec![FieldError::new(path, ErrorType::TooLong, message)];
    }
    if let Some(min) = limit("minLength")
        && len < min
    {
        let detail = format!("{path} in body should be at least {min} chars long");
        return vec![FieldError::invalid(path, &quoted(s), detail)];
    }
    if let Some(pattern) = get(schema, "pattern").and_then(Value::as_str)
        && matches(pattern, s) == Some(false)
    {
        let detail = format!("{path} in body should match '{pattern}'");
        return vec![FieldError::invalid(path, &quoted(s), detail)];
    }
    Vec::new()
}

/// Whether `s` matches `pattern`; `None` when the pattern does not compile. Compiled
/// patterns are kept per thread: a fake API server checks the same few on every write.
fn matches(pattern: &str, s: &str) -> Option<bool> {
    thread_local! {
        static COMPILED: std::cell::RefCell<std::collections::HashMap<String, Option<regex::Regex>>> =
            Default::default();
    }
    COMPILED.with(|c| {
        let mut c = c.borrow_mut();
        let re = c
            .entry(pattern.to_string())
            .or_insert_with(|| regex::Regex::new(&crate::go_regex(pattern)).ok());
        re.as_ref().map(|re| re.is_match(s))
    })
}

/// The `format`s the server checks that generated schemas use: `date-time`, `date` and
/// `byte` (others pass).
fn format_errors(schema: &Value, s: &str, path: &str) -> Vec<FieldError> {
    use base64::Engine as _;
    let Some(format) = get(schema, "format").and_then(Value::as_str) else {
        return Vec::new();
    };
    const DATE_TIME: &str =
        r"^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})?$";
    let ok = match format {
        "date-time" => matches(DATE_TIME, s) == Some(true),
        "date" => matches(r"^\d{4}-\d{2}-\d{2}$", s) == Some(true),
        "byte" => base64::engine::general_purpose::STANDARD.decode(s).is_ok(),
        _ => true,
    };
    if ok {
        return Vec::new();
    }
    let detail = format!("{path} in body must be of type {format}: {}", quoted(s));
    let mut e = FieldError::invalid(path, &quoted(s), detail);
    e.kind = ErrorType::TypeInvalid;
    vec![e]
}

/// The range of the value's type and format, `multipleOf`, `maximum`, `minimum`. An
/// integer value is compared with the bounds cut to integers, as the server does.
fn number_errors(schema: &Value, n: &serde_json::Number, path: &str) -> Vec<FieldError> {
    let mut out = Vec::new();
    let ty = get(schema, "type").and_then(Value::as_str).unwrap_or("");
    let format = get(schema, "format").and_then(Value::as_str).unwrap_or("");
    let int = integral(n);
    let f = n.as_f64().unwrap_or_default();
    if ty == "integer" {
        let in_range = match (int, format) {
            (Some(i), "int32") => i32::try_from(i).is_ok(),
            (Some(_), _) => true,
            (None, _) => false,
        };
        if !in_range {
            let format = if format.is_empty() {
                " (default format)".to_string()
            } else {
                format!(" with format {format}")
            };
            out.push(FieldError::unplaced(format!(
                "Checked value must be of type integer{format} in {path}"
            )));
        }
    }
    let shown_value = match int {
        Some(i) => i.to_string(),
        None => n.to_string(),
    };
    let bound = |k: &str| get(schema, k).and_then(Value::as_f64);
    // An integer value meets integer bounds; a number meets the bounds as written.
    let (value, show_bound): (f64, fn(f64) -> String) = match int {
        Some(i) => (i as f64, |b| (b.trunc() as i64).to_string()),
        None => (f, go_float),
    };
    let cut = |b: f64| if int.is_some() { b.trunc() } else { b };
    if let Some(m) = bound("multipleOf") {
        if cut(m) <= 0.0 {
            // A fractional factor cut to 0 for an integer value, as the server does.
            let detail = format!(
                "factor MultipleOf declared for {path} must be positive: {}",
                show_bound(m)
            );
            out.push(FieldError::invalid(path, &show_bound(m), detail));
        } else if !nearly_integral(value / cut(m)) {
            let detail = format!("{path} in body should be a multiple of {}", show_bound(m));
            out.push(FieldError::invalid(path, &shown_value, detail));
        }
    }
    if let Some(max) = bound("maximum") {
        let exclusive = flag(schema, "exclusiveMaximum");
        if value > cut(max) || (exclusive && value == cut(max)) {
            let or_equal = if exclusive { "" } else { " or equal to" };
            let detail = format!(
                "{path} in body should be less than{or_equal} {}",
                show_bound(max)
            );
            out.push(FieldError::invalid(path, &shown_value, detail));
        }
    }
    if let Some(min) = bound("minimum") {
        let exclusive = flag(schema, "exclusiveMinimum");
        if value < cut(min) || (exclusive && value == cut(min)) {
            let or_equal = if exclusive { "" } else { " or equal to" };
            let detail = format!(
                "{path} in body should be greater than{or_equal} {}",
                show_bound(min)
            );
            out.push(FieldError::invalid(path, &shown_value, detail));
        }
    }
    out
}

/// Whether `f` is an integer up to a relative error of 1e-9 (go-openapi's
/// `IsFloat64AJSONInteger`, so `0.3 / 0.1` counts as 3).
fn nearly_integral(f: f64) -> bool {
    let g = f.round();
    f == g || (f - g).abs() / (f.abs() + g.abs()) < 1e-9
}

/// A bound as Go's `%v` prints a `float64`: `2`, not `2.0`.
fn go_float(x: f64) -> String {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        (x as i64).to_string()
    } else {
        x.to_string()
    }
}

/// A list's or an object's size `n` against its `[min, max]` keywords; the server words a
/// minimum with `noun` (`items`, `properties`) and a maximum in items either way.
fn size_errors(
    schema: &Value,
    path: &str,
    n: usize,
    [min_key, max_key]: [&str; 2],
    noun: &str,
) -> Vec<FieldError> {
    let n = n as u64;
    let mut errors = Vec::new();
    if let Some(min) = get(schema, min_key).and_then(Value::as_u64)
        && n < min
    {
        let detail = format!("{path} in body should have at least {min} {noun}");
        errors.push(FieldError::invalid(path, &n.to_string(), detail));
    }
    if let Some(max) = get(schema, max_key).and_then(Value::as_u64)
        && n > max
    {
        let message = format!("Too many: {n}: must have at most {}", count(max, "item"));
        errors.push(FieldError::new(path, ErrorType::TooMany, message));
    }
    errors
}

/// `minItems`, `maxItems`, then each item against `items`.
fn list(schema: &Value, items: &[Value], path: &str, out: &mut Outcome) {
    let errors = size_errors(schema, path, items.len(), ["minItems", "maxItems"], "items");
    out.validator(errors);
    if let Some(item) = get(schema, "items") {
        for (i, x) in items.iter().enumerate() {
            out.merge(node(item, x, &format!("{path}[{i}]")));
        }
    }
}

/// `enum`: the value must be one of them (the supported values quoted, as the server lists
/// them).
fn enum_errors(schema: &Value, v: &Value, path: &str) -> Vec<FieldError> {
    let Some(Value::Array(allowed)) = get(schema, "enum") else {
        return Vec::new();
    };
    if allowed.contains(v) {
        return Vec::new();
    }
    let supported: Vec<String> = allowed
        .iter()
        .map(|a| match a {
            Value::String(s) => quoted(s),
            other => quoted(&other.to_string()),
        })
        .collect();
    let message = format!(
        "Unsupported value: {}: supported values: {}",
        shown(v),
        supported.join(", ")
    );
    vec![FieldError::new(path, ErrorType::NotSupported, message)]
}

/// `minProperties`, `maxProperties`, `required`, then each property against `properties`
/// (or `additionalProperties`).
fn object(schema: &Value, fields: &Map<String, Value>, path: &str, out: &mut Outcome) {
    let bounds = ["minProperties", "maxProperties"];
    let mut errors = size_errors(schema, path, fields.len(), bounds, "properties");
    if flag(schema, "x-kubernetes-embedded-resource") {
        for r in ["apiVersion", "kind"] {
            if !fields.contains_key(r) {
                let message = "Required value".to_string();
                errors.push(FieldError::new(
                    &child(path, r),
                    ErrorType::Required,
                    message,
                ));
            }
        }
    }
    if let Some(Value::Array(required)) = get(schema, "required") {
        for r in required.iter().filter_map(Value::as_str) {
            if !fields.contains_key(r) {
                let message = "Required value".to_string();
                errors.push(FieldError::new(
                    &child(path, r),
                    ErrorType::Required,
                    message,
                ));
            }
        }
    }
    out.validator(errors);
    let props = get(schema, "properties").and_then(Value::as_object);
    let extra = get(schema, "additionalProperties").filter(|a| a.is_object());
    for (name, x) in fields {
        match (props.and_then(|p| p.get(name)), extra) {
            (Some(sub), _) | (None, Some(sub)) => out.merge(node(sub, x, &child(path, name))),
            (None, None) => {}
        }
    }
}

/// The duplicates of `set` and `map` lists, anywhere in `v` (`structurallisttype`): each
/// item equal to an earlier one (a `map` list's items by their keys).
fn list_types(schema: &Value, v: &Value, path: &str, out: &mut Vec<FieldError>) {
    match v {
        Value::Array(items) => {
            let keys: Vec<&str> = get(schema, "x-kubernetes-list-map-keys")
                .and_then(Value::as_array)
                .map(|k| k.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            let identity = |x: &Value| -> Option<Value> {
                match get(schema, "x-kubernetes-list-type").and_then(Value::as_str) {
                    Some("set") => Some(x.clone()),
                    Some("map") => {
                        let key: Map<String, Value> = keys
                            .iter()
                            .filter_map(|k| x.get(*k).map(|v| (k.to_string(), v.clone())))
                            .collect();
                        Some(Value::Object(key))
                    }
                    _ => None,
                }
            };
            let mut seen: Vec<Value> = Vec::new();
            for (i, x) in items.iter().enumerate() {
                if let Some(id) = identity(x) {
                    if seen.contains(&id) {
                        let message = format!("Duplicate value: {}", shown(&id));
                        out.push(FieldError::new(
                            &format!("{path}[{i}]"),
                            ErrorType::Duplicate,
                            message,
                        ));
                    } else {
                        seen.push(id);
                    }
                }
                if let Some(item) = get(schema, "items") {
                    list_types(item, x, &format!("{path}[{i}]"), out);
                }
            }
        }
        Value::Object(fields) => {
            let props = get(schema, "properties").and_then(Value::as_object);
            let extra = get(schema, "additionalProperties").filter(|a| a.is_object());
            for (name, x) in fields {
                if let Some(sub) = props.and_then(|p| p.get(name)).or(extra) {
                    list_types(sub, x, &child(path, name), out);
                }
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests;

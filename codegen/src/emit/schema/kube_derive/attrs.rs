//! What schemars adds to a schema from a doc comment and from its attributes
//! (`schemars_derive`'s mutators, in its order), and kube-derive's CEL rules.

use serde_json::{Map, Value, json};

use super::KubeDeriveEmitter;
use crate::model::{ModId, Pattern, SchemaAttrs};

pub(super) fn rules(rules: &[crate::markers::CelRule]) -> Value {
    Value::Array(
        rules
            .iter()
            .map(|r| {
                let mut m = Map::new();
                if let Some(v) = &r.field_path {
                    m.insert("fieldPath".into(), v.clone().into());
                }
                if let Some(v) = &r.message {
                    m.insert("message".into(), v.clone().into());
                }
                if let Some(v) = &r.message_expression {
                    m.insert("messageExpression".into(), v.clone().into());
                }
                if let Some(v) = r.optional_old_self {
                    m.insert("optionalOldSelf".into(), v.into());
                }
                if let Some(v) = &r.reason {
                    m.insert("reason".into(), v.clone().into());
                }
                m.insert("rule".into(), r.rule.clone().into());
                Value::Object(m)
            })
            .collect(),
    )
}

/// Whether kube-core's `SchemaObject` of the schema `s` has metadata (a description or a
/// default), which its equality compares: the rewrite's test of two properties' sameness.
pub(super) fn described(s: &Value) -> bool {
    s.get("description").is_some() || s.get("default").is_some()
}

/// `Option<T>`: `nullable: true`, and `null` among an enum's values (`OptionalEnum`).
pub(super) fn nullable(s: &mut Map<String, Value>) {
    if let Some(Value::Array(values)) = s.get_mut("enum")
        && !values.contains(&Value::Null)
    {
        values.push(Value::Null);
    }
    s.insert("nullable".into(), true.into());
}

/// kube-derive's `OptionalIntOrString`: each property of `s` that `s` does not require and
/// that is `x-kubernetes-int-or-string` is `nullable` (a hoisted variant's property, a
/// defaulted field, a flattened `Option`'s).
pub(super) fn int_or_string_nullable(s: &mut Map<String, Value>) {
    let required: Vec<Value> = match s.get("required") {
        Some(Value::Array(names)) => names.clone(),
        _ => Vec::new(),
    };
    let Some(Value::Object(props)) = s.get_mut("properties") else {
        return;
    };
    for (name, prop) in props.iter_mut() {
        if let Value::Object(p) = prop
            && !required.contains(&Value::from(name.as_str()))
            && p.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true))
        {
            p.entry("nullable").or_insert(Value::Bool(true));
        }
    }
}

/// schemars' `get_title_and_description` of a doc (the text as rustdoc holds it): trimmed; a
/// first line starting with `#` is the title (its `#`s and spaces trimmed) and the rest,
/// trimmed, the description; otherwise no title.
pub(super) fn title_and_description(doc: &str) -> (&str, &str) {
    let doc = doc.trim_ascii();
    match doc.strip_prefix('#') {
        Some(_) => {
            let end = doc.find('\n').unwrap_or(doc.len());
            (
                doc[..end].trim_start_matches('#').trim_ascii(),
                doc[end..].trim_ascii(),
            )
        }
        None => ("", doc),
    }
}

/// A doc's title and description inserted into `s`, each only when not empty (over what the
/// type's schema has), as schemars' `insert_metadata_property_if_nonempty`.
pub(super) fn schemars_describe(s: &mut Map<String, Value>, doc: &str) {
    let (title, description) = title_and_description(doc);
    if !title.is_empty() {
        s.insert("title".into(), title.into());
    }
    if !description.is_empty() {
        s.insert("description".into(), description.into());
    }
}

/// Whether `s`'s `type` is `ty` (schemars' `Schema::has_type`; `number` also takes
/// `integer`, as its `insert_validation_property` does).
fn has_type(s: &Map<String, Value>, ty: &str) -> bool {
    let is = |t: &str| t == ty || (ty == "number" && t == "integer");
    match s.get("type") {
        Some(Value::String(t)) => is(t),
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).any(is),
        _ => false,
    }
}

impl KubeDeriveEmitter<'_, '_> {
    /// Applies the attributes `a` (written in module `scope`) to `s` as schemars' mutators
    /// do: `length` on a string or array, `range` on a number, `pattern` on a string,
    /// `format`, `title`, `description`, `example`, CEL rules, `inner` on `items`, then
    /// `extend`.
    pub(super) fn apply(&mut self, s: &mut Map<String, Value>, a: &SchemaAttrs, scope: ModId) {
        for (ty, min_key, max_key) in [
            ("string", "minLength", "maxLength"),
            ("array", "minItems", "maxItems"),
        ] {
            if has_type(s, ty) {
                if let Some(n) = a.length_min {
                    s.insert(min_key.into(), n.to_json());
                }
                if let Some(n) = a.length_max {
                    s.insert(max_key.into(), n.to_json());
                }
            }
        }
        if has_type(s, "number") {
            if let Some(n) = a.range_min {
                s.insert("minimum".into(), json!(n.as_f64()));
            }
            if let Some(n) = a.range_max {
                s.insert("maximum".into(), json!(n.as_f64()));
            }
        }
        if let Some(p) = &a.pattern
            && has_type(s, "string")
            && let Some(p) = self.pattern(p, scope)
        {
            s.insert("pattern".into(), p.into());
        }
        if let Some(f) = a.format {
            s.insert("format".into(), f.into());
        }
        if let Some(t) = &a.title {
            s.insert("title".into(), t.clone().into());
        }
        if let Some(d) = &a.description {
            s.insert("description".into(), d.clone().into());
        }
        if let Some(e) = &a.example {
            s.insert("example".into(), e.clone());
        }
        if !a.validations.is_empty() {
            s.insert("x-kubernetes-validations".into(), rules(&a.validations));
        }
        if let (Some(inner), Some(Value::Object(items))) = (&a.inner, s.get_mut("items")) {
            let mut items = std::mem::take(items);
            self.apply(&mut items, inner, scope);
            s.insert("items".into(), Value::Object(items));
        }
        for (k, v) in &a.extend {
            s.insert(k.clone(), v.clone());
        }
    }

    /// A pattern's text: a literal, or the `const`/`static` string it names — in `scope`
    /// when it is one identifier defined there, else the one item of that name in the
    /// inputs (an error when there is none or more than one).
    fn pattern(&mut self, p: &Pattern, scope: ModId) -> Option<String> {
        let (path, span) = match p {
            Pattern::Literal(text) => return Some(text.clone()),
            Pattern::Named(path, span) => (path, *span),
        };
        let name = path.rsplit("::").next().unwrap_or(path);
        if !path.contains("::")
            && let Some(v) = self
                .api
                .modules
                .get(scope)
                .and_then(|m| m.strings.get(name))
        {
            return Some(v.clone());
        }
        let found: Vec<&String> = self
            .api
            .modules
            .iter()
            .filter_map(|m| m.strings.get(name))
            .collect();
        match found.as_slice() {
            [one] => Some((*one).clone()),
            _ => {
                self.error(
                    span,
                    format!(
                        "`{path}`: {} `const` or `static` string of that name in the inputs",
                        if found.is_empty() { "no" } else { "more than one" }
                    ),
                    "name a `const` or `static` `&str` with a string literal value, or a `Regex` built from one (`Regex::new(\"…\")`, in `LazyLock::new`, `Lazy::new` or `lazy_static!`), or write the pattern as a literal",
                );
                None
            }
        }
    }
}

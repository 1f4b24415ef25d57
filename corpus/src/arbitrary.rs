//! Random objects of a CRD's structural schema, for property tests of real APIs: a proptest
//! strategy drawn from an `openAPIV3Schema`, so that a test of a fetched API needs no
//! hand-written generator per type (and shrinks to a small failing object).
//!
//! What the schema's keywords say is followed: `properties` (each required one always, each
//! other one at times, less often the deeper it is), `additionalProperties` (a map of up to
//! two entries), `items` (`minItems` to two more), `enum` (one of its values),
//! `x-kubernetes-int-or-string` (either), `format: date-time` and `date`, `minimum` and
//! `maximum`, `minLength` and `maxLength`. `pattern`, `format`s other than the two, CEL rules
//! and unions are not: an object may be one the API server refuses, which a conversion test
//! does not need. A schemaless value (`x-kubernetes-preserve-unknown-fields` without
//! properties) is an empty object, unless [`Recursion`] draws it as another part of the
//! schema (a list of child routes that are routes).

use proptest::prelude::*;
use serde_json::{Map, Value, json};

/// How deep objects nest below the root before only their required fields are drawn.
const MAX_DEPTH: usize = 10;

/// A value drawn as another part of the same schema: where the schema leaves a value
/// schemaless but the API gives it a shape, as a route whose `routes` hold routes encoded as
/// raw JSON. `at` and `like` are paths from the root: property names joined with `.`, and
/// `[]` for a list's items (`spec.route.routes[]` drawn like `spec.route`).
#[derive(Debug, Clone, Copy)]
pub struct Recursion<'a> {
    /// Where the schemaless values are.
    pub at: &'a str,
    /// The part of the schema they are drawn as.
    pub like: &'a str,
}

/// Objects of `schema` (an `openAPIV3Schema`), with the values at each [`Recursion`]'s `at`
/// drawn as its `like`.
pub fn objects(schema: &Value, recursions: &[Recursion<'_>]) -> BoxedStrategy<Value> {
    Draw {
        root: schema,
        recursions,
    }
    .value(schema, "", 0)
}

struct Draw<'a> {
    root: &'a Value,
    recursions: &'a [Recursion<'a>],
}

impl Draw<'_> {
    fn value(&self, schema: &Value, at: &str, depth: usize) -> BoxedStrategy<Value> {
        if let Some(r) = self.recursions.iter().find(|r| r.at == at) {
            return match schema_at(self.root, r.like) {
                Some(like) if depth < MAX_DEPTH => self.value(like, r.like, depth + 1),
                _ => Just(json!({})).boxed(),
            };
        }
        if let Some(values) = schema.get("enum").and_then(Value::as_array)
            && !values.is_empty()
        {
            return proptest::sample::select(values.clone()).boxed();
        }
        if schema.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true)) {
            return prop_oneof![
                (0..1000_i64).prop_map(Value::from),
                "[1-9][0-9]{0,2}%?".prop_map(Value::from),
            ]
            .boxed();
        }
        let num = |k: &str| schema.get(k).and_then(Value::as_f64);
        match schema.get("type").and_then(Value::as_str) {
            Some("object") => self.object(schema, at, depth),
            Some("array") => {
                let min = num("minItems").unwrap_or(0.0) as usize;
                let max = num("maxItems").map_or(min + 2, |m| (m as usize).min(min + 2));
                let items = schema.get("items").cloned().unwrap_or(json!({}));
                let (min, max) = if depth >= MAX_DEPTH {
                    (min, min)
                } else {
                    (min, max.max(min))
                };
                let item = self.value(&items, &format!("{at}[]"), depth + 1);
                proptest::collection::vec(item, min..=max)
                    .prop_map(Value::Array)
                    .boxed()
            }
            Some("string") => match schema.get("format").and_then(Value::as_str) {
                Some("date-time") => (date(), 0..24_u32, 0..60_u32, 0..60_u32)
                    .prop_map(|(d, h, m, s)| json!(format!("{d}T{h:02}:{m:02}:{s:02}Z")))
                    .boxed(),
                Some("date") => date().prop_map(Value::from).boxed(),
                _ => {
                    let min = num("minLength").unwrap_or(1.0).max(1.0) as usize;
                    let max =
                        num("maxLength").map_or(min + 7, |m| (m as usize).clamp(min, min + 7));
                    proptest::string::string_regex(&format!("[a-z0-9]{{{min},{max}}}"))
                        .expect("a character class with bounds is a regular expression")
                        .prop_map(Value::from)
                        .boxed()
                }
            },
            Some("integer") => {
                let min = num("minimum").map_or(0, |m| m.ceil() as i64);
                let max = num("maximum").map_or(min + 1000, |m| (m.floor() as i64).min(min + 1000));
                (min..=max.max(min)).prop_map(Value::from).boxed()
            }
            Some("number") => {
                // Quarters: exact in binary, so a value survives JSON unchanged.
                let min = num("minimum").map_or(0, |m| (m * 4.0).ceil() as i64);
                let max = num("maximum")
                    .map_or(min + 4000, |m| ((m * 4.0).floor() as i64).min(min + 4000));
                (min..=max.max(min))
                    .prop_map(|q| json!(q as f64 / 4.0))
                    .boxed()
            }
            Some("boolean") => any::<bool>().prop_map(Value::Bool).boxed(),
            _ => Just(json!({})).boxed(),
        }
    }

    fn object(&self, schema: &Value, at: &str, depth: usize) -> BoxedStrategy<Value> {
        let required: Vec<&str> = schema
            .get("required")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .collect();
        // Each optional field is drawn less often the deeper it is, so that objects of a
        // large schema stay small.
        let chance = match depth {
            0..=2 => 0.6,
            3..=5 => 0.3,
            _ if depth < MAX_DEPTH => 0.15,
            _ => 0.0,
        };
        let mut fields: Vec<BoxedStrategy<Option<(String, Value)>>> = Vec::new();
        for (name, prop) in schema
            .get("properties")
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
        {
            let path = if at.is_empty() {
                name.clone()
            } else {
                format!("{at}.{name}")
            };
            let value = self.value(prop, &path, depth + 1);
            let name = name.clone();
            let field = if required.contains(&name.as_str()) {
                value.prop_map(move |v| Some((name.clone(), v))).boxed()
            } else if chance > 0.0 {
                proptest::option::weighted(chance, value)
                    .prop_map(move |v| v.map(|v| (name.clone(), v)))
                    .boxed()
            } else {
                Just(None).boxed()
            };
            fields.push(field);
        }
        let entries = match schema.get("additionalProperties") {
            Some(values @ Value::Object(_)) if depth < MAX_DEPTH => {
                let value = self.value(values, &format!("{at}[]"), depth + 1);
                proptest::collection::btree_map("[a-z]{1,6}", value, 0..=2)
                    .prop_map(|m| m.into_iter().collect::<Vec<_>>())
                    .boxed()
            }
            _ => Just(Vec::new()).boxed(),
        };
        (fields, entries)
            .prop_map(|(fields, entries)| {
                let mut out: Map<String, Value> = entries.into_iter().collect();
                out.extend(fields.into_iter().flatten());
                Value::Object(out)
            })
            .boxed()
    }
}

/// The schema at `path` below `root` (as [`Recursion`]'s paths).
fn schema_at<'a>(root: &'a Value, path: &str) -> Option<&'a Value> {
    let mut schema = root;
    for part in path.split('.').filter(|p| !p.is_empty()) {
        let (name, items) = match part.find("[]") {
            Some(i) => (&part[..i], part[i..].matches("[]").count()),
            None => (part, 0),
        };
        schema = schema.get("properties")?.get(name)?;
        for _ in 0..items {
            schema = schema.get("items")?;
        }
    }
    Some(schema)
}

/// A date of 2000 to 2039 (`2024-02-28`; days up to the 28th, which every month has).
fn date() -> impl Strategy<Value = String> {
    (2000..2040_u32, 1..=12_u32, 1..=28_u32).prop_map(|(y, m, d)| format!("{y}-{m:02}-{d:02}"))
}

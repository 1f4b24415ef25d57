//! The schemas kube-derive writes for fields of types whose schemars 1 `JsonSchema` impl is
//! fixed: what `CustomResourceExt::crd()` puts in a CRD for a field of type `T`, for every
//! such `T` the table lists — the primitives and std's types, every k8s-openapi type of the
//! pinned version feature, and the types of the crates schemars has features for (chrono,
//! jiff, uuid, url, semver, smol_str, bytes, rust_decimal, bigdecimal, serde_json).
//!
//! These differ from [`crate::schema`]'s (controller-gen's) on purpose: k8s-openapi's
//! `JsonSchema` impls carry no `x-kubernetes-list-type` or `default`, keep descriptions on
//! one line, and describe `Quantity` as a plain string.
//!
//! # Where the table comes from
//!
//! `openapi/src/schemars.json` is written by `hack/gen-schemars-table.sh`, which asks the
//! crates themselves (schemars with kube-derive 5's settings and transforms) for each listed
//! type, from a generator that does not inline: named types are `{"$ref":
//! "#/components/schemas/<name>"}` plus any keys set at the site, their schemas stored once
//! under `definitions`. The crate versions used are stored beside them;
//! `e2e/tests/schemars_table.rs` fails when `Cargo.lock` pins others, or when any type's
//! inlined table schema differs from what kube-derive writes for a field of that type.

use std::collections::BTreeMap;
use std::sync::{LazyLock, OnceLock};

use serde_json::value::RawValue;
use serde_json::{Map, Value};

/// The table: crate versions, each type's subschema, the named types' definitions (kept as
/// text and parsed on first use, as [`crate::schema`]'s table is: a run needs few of them).
#[derive(Default, serde::Deserialize)]
struct Table {
    crates: BTreeMap<String, String>,
    #[serde(borrow)]
    definitions: BTreeMap<&'static str, &'static RawValue>,
    #[serde(skip)]
    parsed: BTreeMap<&'static str, OnceLock<Value>>,
    #[serde(borrow)]
    types: BTreeMap<&'static str, &'static RawValue>,
}

impl Table {
    /// The parsed definition `name`, with the name as stored.
    fn definition(&self, name: &str) -> Option<(&'static str, &Value)> {
        let (key, raw) = self.definitions.get_key_value(name)?;
        let value = self.parsed.get(key)?;
        Some((*key, value.get_or_init(|| parse(raw))))
    }
}

fn parse(raw: &RawValue) -> Value {
    serde_json::from_str(raw.get()).unwrap_or_default()
}

// Checked-in data written by the generator; a malformed file (caught by the tests) yields an
// empty table, i.e. `None` for every path.
static TABLE: LazyLock<Table> = LazyLock::new(|| {
    let mut table: Table = serde_json::from_str(include_str!("schemars.json")).unwrap_or_default();
    table.parsed = table
        .definitions
        .keys()
        .map(|k| (*k, OnceLock::new()))
        .collect();
    table
});

/// Where a `$ref` of the table points: `#/components/schemas/` and a definition's name.
const REF_PREFIX: &str = "#/components/schemas/";

/// kube-derive's schema for a field of the type at `path`, every reference inlined; `None`
/// when the table does not list the type (its schema is not fixed, or schemars has no impl).
///
/// `path` is the type's full path as written or imported, without generic arguments:
/// `std::num::NonZeroU16` (`core::` and `alloc::` are read as `std::`), a primitive's name
/// (`u8`), `k8s_openapi::api::core::v1::PodSpec`, `chrono::DateTime`. The top-level
/// `description` and `title` are the type's own; a field's doc comment replaces them, as
/// schemars does.
///
/// ```
/// let s = kube_codegen_openapi::kube_derive_schema("std::num::NonZeroU16").unwrap();
/// assert_eq!(s["minimum"], 1.0);
/// let time = kube_codegen_openapi::kube_derive_schema(
///     "k8s_openapi::apimachinery::pkg::apis::meta::v1::Time",
/// )
/// .unwrap();
/// assert_eq!(time["format"], "date-time");
/// ```
pub fn kube_derive_schema(path: &str) -> Option<Value> {
    let path = path.trim().trim_start_matches("::");
    let path = match path.split_once("::") {
        Some(("core" | "alloc", rest)) => format!("std::{rest}"),
        _ => path.to_string(),
    };
    let site = parse(TABLE.types.get(path.as_str())?);
    Some(inline(&site, &mut Vec::new()))
}

/// Every path [`kube_derive_schema`] answers for, sorted.
pub fn kube_derive_paths() -> impl Iterator<Item = &'static str> {
    TABLE.types.keys().copied()
}

/// The crate versions the table was made from (`Cargo.lock` names → versions, plus
/// `k8s-openapi-feature`).
pub fn kube_derive_table_crates() -> &'static BTreeMap<String, String> {
    &TABLE.crates
}

/// Copies `node`, replacing each `{"$ref": …}` by its definition with the site's other keys
/// over it, as schemars writes the type when it inlines. A reference back to a definition
/// being inlined (a recursive type, which the table does not list) stays a `$ref`, which the
/// structural check refuses.
fn inline(node: &Value, stack: &mut Vec<&'static str>) -> Value {
    match node {
        Value::Object(site) => {
            let target = site
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| r.strip_prefix(REF_PREFIX))
                .and_then(|name| TABLE.definition(name))
                .filter(|(name, _)| !stack.contains(name));
            let Some((name, def)) = target else {
                return Value::Object(
                    site.iter()
                        .map(|(k, v)| (k.clone(), inline_child(k, v, stack)))
                        .collect(),
                );
            };
            stack.push(name);
            let mut out: Map<String, Value> = match inline(def, stack) {
                Value::Object(m) => m,
                _ => Map::new(),
            };
            stack.pop();
            for (k, v) in site.iter().filter(|(k, _)| *k != "$ref") {
                out.insert(k.clone(), inline_child(k, v, stack));
            }
            Value::Object(out)
        }
        Value::Array(items) => Value::Array(items.iter().map(|v| inline(v, stack)).collect()),
        other => other.clone(),
    }
}

/// A schema keyword's value: literal values (`default`, `example`, `enum`) are copied,
/// schemas inlined, and so is every value of `properties` (whose keys are field names, which
/// may be `default`).
fn inline_child(key: &str, v: &Value, stack: &mut Vec<&'static str>) -> Value {
    match (key, v) {
        ("default" | "example" | "enum", v) => v.clone(),
        ("properties", Value::Object(props)) => Value::Object(
            props
                .iter()
                .map(|(name, p)| (name.clone(), inline(p, stack)))
                .collect(),
        ),
        (_, v) => inline(v, stack),
    }
}

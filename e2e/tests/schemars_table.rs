//! The table of fixed schemas kube-codegen's kube-derive dialect reads
//! (`openapi/src/schemars.json`, served by `kube_codegen_openapi::kube_derive_schema`),
//! checked against the crates that define them.
//!
//! For every type whose schemars 1 `JsonSchema` impl does not depend on a type parameter —
//! the primitives and std's types, every k8s-openapi type (feature `v1_36`), and the types of
//! the crates schemars has features for (chrono, jiff, uuid, semver, bytes, serde_json) —
//! the schema kube-derive 5's `crd()` writes for a field of that type (schemars'
//! `openapi3` settings, subschemas inlined, kube-derive's four transforms, read into
//! `JSONSchemaProps`) must equal the table's, and for a field of `Option` of it the table's
//! with `nullable: true` (and `null` among an `enum`'s values). The crate versions the table was made from are
//! stored in it and compared with `Cargo.lock`, so a new pin fails here until the table is
//! regenerated (`hack/gen-schemars-table.sh`, which runs this test with
//! `KUBE_CODEGEN_BLESS=1`).

use std::collections::BTreeMap;
use std::path::Path;

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::JSONSchemaProps;
use kube::core::schema::{OptionalEnum, OptionalIntOrString, StructuralSchemaRewriter};
use schemars::generate::{SchemaGenerator, SchemaSettings};
use schemars::transform::{AddNullable, RemoveRefSiblings};
use schemars::{JsonSchema, Schema};
use serde_json::{Map, Value, json};

/// The crates whose output the table stores, by their `Cargo.lock` names.
const CRATES: &[&str] = &[
    "bytes",
    "chrono",
    "jiff",
    "k8s-openapi",
    "kube-core",
    "kube-derive",
    "schemars",
    "semver",
    "serde_json",
    "uuid",
];

/// A struct with one field of type `T`, so the schema is taken where kube-derive takes a
/// field's: as a property, after the transforms ran on the whole root.
#[derive(JsonSchema)]
#[allow(dead_code)]
struct Field<T> {
    x: T,
}

/// One type of the table: its key (the path kube-codegen's resolver gives it) and two views
/// of its schema.
struct Entry {
    key: &'static str,
    /// kube-derive's schema of a field of this type; `Err` where its `crd()` panics.
    field: fn() -> Result<Value, String>,
    /// The same for a field of `Option` of this type.
    optional: fn() -> Result<Value, String>,
    /// The type's subschema from a generator that does not inline (`$ref` for named types).
    subschema: fn(&mut SchemaGenerator) -> Schema,
}

macro_rules! fixed {
    ($($key:literal => $ty:ty),* $(,)?) => {
        vec![$(Entry {
            key: $key,
            field: field_schema::<$ty>,
            optional: field_schema::<Option<$ty>>,
            subschema: |g| g.subschema_for::<$ty>(),
        }),*]
    };
}

/// kube-derive 5's generator settings (`kube-derive/src/custom_resource/mod.rs`), with or
/// without inlined subschemas.
fn settings(inline: bool) -> SchemaSettings {
    SchemaSettings::openapi3()
        .with(|s| {
            s.inline_subschemas = inline;
            s.meta_schema = None;
        })
        .with_transform(AddNullable::default())
        .with_transform(StructuralSchemaRewriter)
        .with_transform(OptionalEnum)
        .with_transform(OptionalIntOrString)
}

/// A schema as kube-derive hands it on: read into `JSONSchemaProps` (which drops keys it has
/// no field for) and written back.
/// `Err` where kube-derive's `crd()` panics ("valid JSONSchemaProps from schemars schema").
fn as_props(schema: Value) -> Result<Value, String> {
    let props: JSONSchemaProps =
        serde_json::from_value(schema.clone()).map_err(|e| format!("{e}: {schema}"))?;
    Ok(serde_json::to_value(props).expect("JSONSchemaProps serialises"))
}

fn field_schema<T: JsonSchema>() -> Result<Value, String> {
    let root = settings(true)
        .into_generator()
        .into_root_schema_for::<Field<T>>();
    Ok(as_props(root.to_value())?["properties"]["x"].clone())
}

fn entries() -> Vec<Entry> {
    let mut all = fixed![
        "bool" => bool,
        "char" => char,
        "f32" => f32,
        "f64" => f64,
        "i8" => i8,
        "i16" => i16,
        "i32" => i32,
        "i64" => i64,
        "i128" => i128,
        "isize" => isize,
        "str" => Box<str>,
        "u8" => u8,
        "u16" => u16,
        "u32" => u32,
        "u64" => u64,
        "u128" => u128,
        "usize" => usize,
        "std::ffi::CString" => std::ffi::CString,
        "std::ffi::OsString" => std::ffi::OsString,
        "std::net::IpAddr" => std::net::IpAddr,
        "std::net::Ipv4Addr" => std::net::Ipv4Addr,
        "std::net::Ipv6Addr" => std::net::Ipv6Addr,
        "std::net::SocketAddr" => std::net::SocketAddr,
        "std::net::SocketAddrV4" => std::net::SocketAddrV4,
        "std::net::SocketAddrV6" => std::net::SocketAddrV6,
        "std::num::NonZeroI8" => std::num::NonZeroI8,
        "std::num::NonZeroI16" => std::num::NonZeroI16,
        "std::num::NonZeroI32" => std::num::NonZeroI32,
        "std::num::NonZeroI64" => std::num::NonZeroI64,
        "std::num::NonZeroI128" => std::num::NonZeroI128,
        "std::num::NonZeroIsize" => std::num::NonZeroIsize,
        "std::num::NonZeroU8" => std::num::NonZeroU8,
        "std::num::NonZeroU16" => std::num::NonZeroU16,
        "std::num::NonZeroU32" => std::num::NonZeroU32,
        "std::num::NonZeroU64" => std::num::NonZeroU64,
        "std::num::NonZeroU128" => std::num::NonZeroU128,
        "std::num::NonZeroUsize" => std::num::NonZeroUsize,
        "std::path::PathBuf" => std::path::PathBuf,
        "std::string::String" => String,
        "std::sync::atomic::AtomicBool" => std::sync::atomic::AtomicBool,
        "std::sync::atomic::AtomicI8" => std::sync::atomic::AtomicI8,
        "std::sync::atomic::AtomicI16" => std::sync::atomic::AtomicI16,
        "std::sync::atomic::AtomicI32" => std::sync::atomic::AtomicI32,
        "std::sync::atomic::AtomicI64" => std::sync::atomic::AtomicI64,
        "std::sync::atomic::AtomicIsize" => std::sync::atomic::AtomicIsize,
        "std::sync::atomic::AtomicU8" => std::sync::atomic::AtomicU8,
        "std::sync::atomic::AtomicU16" => std::sync::atomic::AtomicU16,
        "std::sync::atomic::AtomicU32" => std::sync::atomic::AtomicU32,
        "std::sync::atomic::AtomicU64" => std::sync::atomic::AtomicU64,
        "std::sync::atomic::AtomicUsize" => std::sync::atomic::AtomicUsize,
        "std::time::Duration" => std::time::Duration,
        "std::time::SystemTime" => std::time::SystemTime,
        "bytes::Bytes" => bytes::Bytes,
        "bytes::BytesMut" => bytes::BytesMut,
        "chrono::DateTime" => chrono::DateTime<chrono::Utc>,
        "chrono::Duration" => chrono::Duration,
        "chrono::NaiveDate" => chrono::NaiveDate,
        "chrono::NaiveDateTime" => chrono::NaiveDateTime,
        "chrono::NaiveTime" => chrono::NaiveTime,
        "chrono::TimeDelta" => chrono::TimeDelta,
        "chrono::Weekday" => chrono::Weekday,
        "jiff::SignedDuration" => jiff::SignedDuration,
        "jiff::Span" => jiff::Span,
        "jiff::Timestamp" => jiff::Timestamp,
        "jiff::Zoned" => jiff::Zoned,
        "jiff::civil::Date" => jiff::civil::Date,
        "jiff::civil::DateTime" => jiff::civil::DateTime,
        "jiff::civil::Time" => jiff::civil::Time,
        "semver::Version" => semver::Version,
        "serde_json::Map" => serde_json::Map<String, Value>,
        "serde_json::Number" => serde_json::Number,
        "uuid::Uuid" => uuid::Uuid,
    ];
    all.extend(include!("schemars_table/k8s_openapi.rs"));
    all
}

/// `Cargo.lock`'s version of each of [`CRATES`].
fn locked_versions() -> BTreeMap<String, String> {
    let lock = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../Cargo.lock"))
        .expect("reads Cargo.lock");
    let mut found = BTreeMap::new();
    let mut name = None;
    for line in lock.lines() {
        if let Some(n) = line.strip_prefix("name = ") {
            name = Some(n.trim_matches('"').to_string());
        } else if let (Some(v), Some(n)) = (line.strip_prefix("version = "), name.take())
            && CRATES.contains(&n.as_str())
        {
            let previous = found.insert(n.clone(), v.trim_matches('"').to_string());
            assert!(previous.is_none(), "Cargo.lock has two versions of `{n}`");
        }
    }
    found.insert(
        "k8s-openapi-feature".into(),
        kube_codegen_openapi::source().k8s_openapi_feature.clone(),
    );
    found
}

/// The table as `hack/gen-schemars-table.sh` writes it: each key's subschema (a `$ref` for a
/// named type, with the keys its site sets beside it) and the named types' definitions, each
/// through the generator's transforms but `RemoveRefSiblings` (which would wrap a `$ref` with
/// siblings in an `allOf`; inlining puts the siblings over the definition instead).
fn table(entries: &[Entry]) -> Value {
    let mut settings = settings(false);
    settings.transforms.retain(|t| !t.is::<RemoveRefSiblings>());
    let mut g = settings.into_generator();
    let roots: Vec<(&str, Schema)> = entries
        .iter()
        .filter(|e| (e.field)().is_ok())
        .map(|e| (e.key, (e.subschema)(&mut g)))
        .collect();
    let definitions = g.take_definitions(true);
    let mut transform = |mut s: Schema| {
        for t in g.transforms_mut() {
            t.transform(&mut s);
        }
        as_props(s.to_value()).expect("a listed type's schema reads as JSONSchemaProps")
    };
    let mut types: Map<String, Value> = roots
        .into_iter()
        .map(|(key, s)| (key.to_string(), transform(s)))
        .collect();
    let mut definitions: Map<String, Value> = definitions
        .into_iter()
        .map(|(name, s)| {
            let s = Schema::try_from(s).expect("a definition is a schema");
            (name, transform(s))
        })
        .collect();
    // `OptionalIntOrString` marks an optional property `nullable` by looking at the
    // property's own keys, which a `$ref` site does not have: mark those sites as the
    // transform marks the inlined schema.
    let int_or_string: Vec<String> = definitions
        .iter()
        .filter(|(_, d)| d["x-kubernetes-int-or-string"] == json!(true))
        .map(|(name, _)| format!("#/components/schemas/{name}"))
        .collect();
    for s in types.values_mut().chain(definitions.values_mut()) {
        mark_optional_int_or_string(s, &int_or_string);
    }
    json!({
        "crates": locked_versions(),
        "definitions": definitions,
        "types": types,
    })
}

/// Adds `nullable: true` to every optional property of `s` (at any depth) that is a `$ref`
/// to one of `targets` and has no `nullable` yet.
fn mark_optional_int_or_string(s: &mut Value, targets: &[String]) {
    let Value::Object(obj) = s else { return };
    let required: Vec<Value> = obj
        .get("required")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if let Some(Value::Object(props)) = obj.get_mut("properties") {
        for (name, p) in props.iter_mut() {
            let points = p["$ref"]
                .as_str()
                .is_some_and(|r| targets.iter().any(|t| t == r));
            if points && !required.contains(&json!(name)) && p.get("nullable").is_none() {
                p["nullable"] = json!(true);
            }
        }
    }
    for v in obj.values_mut() {
        match v {
            Value::Array(items) => items
                .iter_mut()
                .for_each(|i| mark_optional_int_or_string(i, targets)),
            v => mark_optional_int_or_string(v, targets),
        }
    }
}

/// Where `a` (kube-derive's) and `b` (the table's) first differ, as a JSON pointer and the two
/// values there.
fn first_difference(a: &Value, b: &Value, at: String) -> String {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for k in x.keys().chain(y.keys()) {
                match (x.get(k), y.get(k)) {
                    (Some(p), Some(q)) if p == q => {}
                    (Some(p), Some(q)) => return first_difference(p, q, format!("{at}/{k}")),
                    (p, q) => return format!("{at}/{k}: kube-derive {p:?}, table {q:?}"),
                }
            }
            format!("{at}: equal")
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            let i = x.iter().zip(y).position(|(p, q)| p != q).unwrap_or(0);
            first_difference(&x[i], &y[i], format!("{at}/{i}"))
        }
        _ => format!("{at}: kube-derive {a}, table {b}"),
    }
}

#[test]
fn the_table_is_what_the_crates_write() {
    let entries = entries();
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("../openapi/src/schemars.json");
    if std::env::var_os("KUBE_CODEGEN_BLESS").is_some() {
        let text = serde_json::to_string(&table(&entries)).expect("serialises");
        std::fs::write(&file, text + "\n").expect("writes the table");
    }
    assert_eq!(
        kube_codegen_openapi::kube_derive_table_crates(),
        &locked_versions(),
        "the pinned crates changed since the table was made: run hack/gen-schemars-table.sh"
    );
    // A type whose schema kube-derive cannot put in a CRD (its `crd()` panics) is left out of
    // the table, so kube-codegen refuses a field of it.
    let mut wrong = Vec::new();
    let mut listed = 0;
    for e in &entries {
        let expected = (e.field)().ok();
        listed += usize::from(expected.is_some());
        let found = kube_codegen_openapi::kube_derive_schema(e.key);
        match (&expected, &found) {
            (Some(a), Some(b)) if a != b => {
                wrong.push(format!(
                    "{}: {}",
                    e.key,
                    first_difference(a, b, String::new())
                ));
            }
            (Some(_), None) => wrong.push(format!("{}: missing from the table", e.key)),
            (None, Some(_)) => {
                wrong.push(format!("{}: kube-derive panics, the table lists it", e.key))
            }
            _ => {}
        }
    }
    // kube-codegen writes a field of `Option<T>` as `T`'s table schema with `nullable: true`
    // (and `null` among an `enum`'s values): that must be kube-derive's schema too.
    for e in &entries {
        if let (Ok(optional), Some(mut nullable)) = (
            (e.optional)(),
            kube_codegen_openapi::kube_derive_schema(e.key),
        ) {
            nullable["nullable"] = json!(true);
            if let Some(Value::Array(values)) = nullable.get_mut("enum") {
                values.push(Value::Null);
            }
            if optional != nullable {
                wrong.push(format!(
                    "Option<{}>: {}",
                    e.key,
                    first_difference(&optional, &nullable, String::new())
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {} differ:\n{}",
        wrong.len(),
        entries.len(),
        wrong.join("\n")
    );
    assert_eq!(
        kube_codegen_openapi::kube_derive_paths().count(),
        listed,
        "the table has keys this test does not check"
    );
}

/// The k8s-openapi list (generated from the controller-gen table's keys) names exactly the
/// types the controller-gen table has, so the two dialects know the same k8s-openapi types.
#[test]
fn the_k8s_openapi_list_is_the_controller_gen_tables() {
    let listed: Vec<String> = entries()
        .into_iter()
        .filter_map(|e| e.key.strip_prefix("k8s_openapi::").map(str::to_string))
        .collect();
    let known: Vec<String> = kube_codegen_openapi::known_paths()
        .map(str::to_string)
        .collect();
    assert_eq!(listed, known, "run hack/gen-schemars-table.sh");
}

//! The table of fixed schemas kube-codegen's kube-derive dialect reads
//! (`openapi/src/schemars.json`, served by `kube_codegen_openapi::kube_derive_schema`),
//! checked against the crates that define them.
//!
//! For every type whose schemars 1 `JsonSchema` impl does not depend on a type parameter —
//! the primitives and std's types, every k8s-openapi type (feature `v1_36`), and the types of
//! the crates schemars has features for (chrono, jiff, uuid, url, semver, smol_str, bytes,
//! rust_decimal, bigdecimal, serde_json) —
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
use kube_codegen_e2e::crd_compare::first_difference;
use schemars::generate::SchemaSettings;
use schemars::transform::{AddNullable, RemoveRefSiblings};
use schemars::{JsonSchema, Schema};
use serde_json::{Map, Value, json};

/// The crates whose output the table stores, by their `Cargo.lock` names.
const CRATES: &[&str] = &[
    "bigdecimal",
    "bytes",
    "chrono",
    "jiff",
    "k8s-openapi",
    "kube-core",
    "kube-derive",
    "rust_decimal",
    "schemars",
    "semver",
    "serde_json",
    "smol_str",
    "url",
    "uuid",
];

/// `fixed!(Name, NameOptional, NAME_KEYS; field: "key" => Type, …)`: a struct with one
/// field of each type (so each schema is taken where kube-derive takes a field's: as a
/// required property, after the transforms ran on the whole root), one with a field of
/// `Option` of each (optional properties), and each field's table key.
macro_rules! fixed {
    ($all:ident, $optional:ident, $keys:ident; $($name:ident: $key:literal => $ty:ty),* $(,)?) => {
        #[derive(JsonSchema)]
        #[allow(dead_code, non_snake_case)]
        struct $all {
            $($name: $ty,)*
        }

        #[derive(JsonSchema)]
        #[allow(dead_code, non_snake_case)]
        struct $optional {
            $($name: Option<$ty>,)*
        }

        const $keys: &[(&str, &str)] = &[$((stringify!($name), $key)),*];
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

/// kube-derive's schema of each field of `T` (a `fixed!` struct), by field name.
fn field_schemas<T: JsonSchema>() -> Map<String, Value> {
    let root = settings(true).into_generator().into_root_schema_for::<T>();
    match root.to_value().get_mut("properties").map(Value::take) {
        Some(Value::Object(props)) => props,
        _ => Map::new(),
    }
}

/// One type of the table: its key, and kube-derive's schema of a field of it and of a field
/// of `Option` of it (`Err` where its `crd()` would panic: not a `JSONSchemaProps`).
struct Entry {
    key: &'static str,
    field: Result<Value, String>,
    optional: Result<Value, String>,
}

/// The entries of one `fixed!` list.
fn entries_of<A: JsonSchema, O: JsonSchema>(keys: &[(&str, &'static str)]) -> Vec<Entry> {
    let (mut all, mut optional) = (field_schemas::<A>(), field_schemas::<O>());
    keys.iter()
        .map(|(name, key)| {
            let take =
                |m: &mut Map<String, Value>| as_props(m.remove(*name).unwrap_or(Value::Null));
            Entry {
                key,
                field: take(&mut all),
                optional: take(&mut optional),
            }
        })
        .collect()
}

fixed!(Std, StdOptional, STD_KEYS;
        bool: "bool" => bool,
        char: "char" => char,
        f32: "f32" => f32,
        f64: "f64" => f64,
        i8: "i8" => i8,
        i16: "i16" => i16,
        i32: "i32" => i32,
        i64: "i64" => i64,
        i128: "i128" => i128,
        isize: "isize" => isize,
        str: "str" => Box<str>,
        u8: "u8" => u8,
        u16: "u16" => u16,
        u32: "u32" => u32,
        u64: "u64" => u64,
        u128: "u128" => u128,
        usize: "usize" => usize,
        std__ffi__CString: "std::ffi::CString" => std::ffi::CString,
        std__ffi__OsString: "std::ffi::OsString" => std::ffi::OsString,
        std__net__IpAddr: "std::net::IpAddr" => std::net::IpAddr,
        std__net__Ipv4Addr: "std::net::Ipv4Addr" => std::net::Ipv4Addr,
        std__net__Ipv6Addr: "std::net::Ipv6Addr" => std::net::Ipv6Addr,
        std__net__SocketAddr: "std::net::SocketAddr" => std::net::SocketAddr,
        std__net__SocketAddrV4: "std::net::SocketAddrV4" => std::net::SocketAddrV4,
        std__net__SocketAddrV6: "std::net::SocketAddrV6" => std::net::SocketAddrV6,
        std__num__NonZeroI8: "std::num::NonZeroI8" => std::num::NonZeroI8,
        std__num__NonZeroI16: "std::num::NonZeroI16" => std::num::NonZeroI16,
        std__num__NonZeroI32: "std::num::NonZeroI32" => std::num::NonZeroI32,
        std__num__NonZeroI64: "std::num::NonZeroI64" => std::num::NonZeroI64,
        std__num__NonZeroI128: "std::num::NonZeroI128" => std::num::NonZeroI128,
        std__num__NonZeroIsize: "std::num::NonZeroIsize" => std::num::NonZeroIsize,
        std__num__NonZeroU8: "std::num::NonZeroU8" => std::num::NonZeroU8,
        std__num__NonZeroU16: "std::num::NonZeroU16" => std::num::NonZeroU16,
        std__num__NonZeroU32: "std::num::NonZeroU32" => std::num::NonZeroU32,
        std__num__NonZeroU64: "std::num::NonZeroU64" => std::num::NonZeroU64,
        std__num__NonZeroU128: "std::num::NonZeroU128" => std::num::NonZeroU128,
        std__num__NonZeroUsize: "std::num::NonZeroUsize" => std::num::NonZeroUsize,
        std__path__PathBuf: "std::path::PathBuf" => std::path::PathBuf,
        std__string__String: "std::string::String" => String,
        std__sync__atomic__AtomicBool: "std::sync::atomic::AtomicBool" => std::sync::atomic::AtomicBool,
        std__sync__atomic__AtomicI8: "std::sync::atomic::AtomicI8" => std::sync::atomic::AtomicI8,
        std__sync__atomic__AtomicI16: "std::sync::atomic::AtomicI16" => std::sync::atomic::AtomicI16,
        std__sync__atomic__AtomicI32: "std::sync::atomic::AtomicI32" => std::sync::atomic::AtomicI32,
        std__sync__atomic__AtomicI64: "std::sync::atomic::AtomicI64" => std::sync::atomic::AtomicI64,
        std__sync__atomic__AtomicIsize: "std::sync::atomic::AtomicIsize" => std::sync::atomic::AtomicIsize,
        std__sync__atomic__AtomicU8: "std::sync::atomic::AtomicU8" => std::sync::atomic::AtomicU8,
        std__sync__atomic__AtomicU16: "std::sync::atomic::AtomicU16" => std::sync::atomic::AtomicU16,
        std__sync__atomic__AtomicU32: "std::sync::atomic::AtomicU32" => std::sync::atomic::AtomicU32,
        std__sync__atomic__AtomicU64: "std::sync::atomic::AtomicU64" => std::sync::atomic::AtomicU64,
        std__sync__atomic__AtomicUsize: "std::sync::atomic::AtomicUsize" => std::sync::atomic::AtomicUsize,
        std__time__Duration: "std::time::Duration" => std::time::Duration,
        std__time__SystemTime: "std::time::SystemTime" => std::time::SystemTime,
        bigdecimal__BigDecimal: "bigdecimal::BigDecimal" => bigdecimal::BigDecimal,
        bytes__Bytes: "bytes::Bytes" => bytes::Bytes,
        bytes__BytesMut: "bytes::BytesMut" => bytes::BytesMut,
        chrono__DateTime: "chrono::DateTime" => chrono::DateTime<chrono::Utc>,
        chrono__Duration: "chrono::Duration" => chrono::Duration,
        chrono__NaiveDate: "chrono::NaiveDate" => chrono::NaiveDate,
        chrono__NaiveDateTime: "chrono::NaiveDateTime" => chrono::NaiveDateTime,
        chrono__NaiveTime: "chrono::NaiveTime" => chrono::NaiveTime,
        chrono__TimeDelta: "chrono::TimeDelta" => chrono::TimeDelta,
        chrono__Weekday: "chrono::Weekday" => chrono::Weekday,
        jiff__SignedDuration: "jiff::SignedDuration" => jiff::SignedDuration,
        jiff__Span: "jiff::Span" => jiff::Span,
        jiff__Timestamp: "jiff::Timestamp" => jiff::Timestamp,
        jiff__Zoned: "jiff::Zoned" => jiff::Zoned,
        jiff__civil__Date: "jiff::civil::Date" => jiff::civil::Date,
        jiff__civil__DateTime: "jiff::civil::DateTime" => jiff::civil::DateTime,
        jiff__civil__Time: "jiff::civil::Time" => jiff::civil::Time,
        rust_decimal__Decimal: "rust_decimal::Decimal" => rust_decimal::Decimal,
        semver__Version: "semver::Version" => semver::Version,
        serde_json__Map: "serde_json::Map" => serde_json::Map<String, Value>,
        serde_json__Number: "serde_json::Number" => serde_json::Number,
        smol_str__SmolStr: "smol_str::SmolStr" => smol_str::SmolStr,
        url__Url: "url::Url" => url::Url,
        uuid__Uuid: "uuid::Uuid" => uuid::Uuid,
);

include!("schemars_table/k8s_openapi.rs");

fn entries() -> Vec<Entry> {
    let mut all = entries_of::<Std, StdOptional>(STD_KEYS);
    all.extend(entries_of::<K8s, K8sOptional>(K8S_KEYS));
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
    let (_, _) = (g.subschema_for::<Std>(), g.subschema_for::<K8s>());
    let mut definitions = g.take_definitions(true);
    // The lists' structs: their properties are each type's site.
    let listed: Vec<&str> = entries
        .iter()
        .filter(|e| e.field.is_ok())
        .map(|e| e.key)
        .collect();
    let mut roots: Vec<(&str, Schema)> = Vec::new();
    for (list, keys) in [("Std", STD_KEYS), ("K8s", K8S_KEYS)] {
        let mut props = match definitions.remove(list).map(|mut d| d["properties"].take()) {
            Some(Value::Object(props)) => props,
            _ => panic!("`{list}` has properties"),
        };
        for (name, key) in keys.iter().filter(|(_, key)| listed.contains(key)) {
            let site = props.remove(*name).expect("a property per field");
            roots.push((key, Schema::try_from(site).expect("a site is a schema")));
        }
    }
    let mut transform = |mut s: Schema| {
        for t in g.transforms_mut() {
            t.transform(&mut s);
        }
        as_props(s.to_value())
    };
    let mut types: Map<String, Value> = roots
        .into_iter()
        .map(|(key, s)| {
            let s = transform(s).expect("a listed type's schema reads as JSONSchemaProps");
            (key.to_string(), s)
        })
        .collect();
    // The definitions of types left out (their fields' schemas are not `JSONSchemaProps`)
    // are left out too; one a listed type needs would fail the comparison below.
    let mut definitions: Map<String, Value> = definitions
        .into_iter()
        .filter_map(|(name, s)| {
            let s = Schema::try_from(s).expect("a definition is a schema");
            Some((name, transform(s).ok()?))
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
        let expected = e.field.clone().ok();
        listed += usize::from(expected.is_some());
        let found = kube_codegen_openapi::kube_derive_schema(e.key);
        match (&expected, &found) {
            (Some(a), Some(b)) if a != b => {
                wrong.push(format!("{}: {}", e.key, first_difference(b, a, "")));
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
            e.optional.clone(),
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
                    first_difference(&nullable, &optional, "")
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

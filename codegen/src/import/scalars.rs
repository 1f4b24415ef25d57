//! Leaves of an imported schema: the k8s-openapi types recognised by their schema, and the
//! Rust type of a scalar with its format.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde_json::{Map, Value};

use crate::markers::{MarkerKind, Validation};

/// The k8s-openapi type (`api::core::v1::PodSpec`) whose schema, as controller-gen writes
/// it, is `s`: an object with properties or an int-or-string (`Quantity`); a field's own
/// description replaces the type's, so a field's node is compared without it
/// (`field_description`), but only when it has one or the type has none.
pub(super) fn known_type(s: &Map<String, Value>, field_description: bool) -> Option<&'static str> {
    static TABLE: OnceLock<HashMap<String, &'static str>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut paths: Vec<&'static str> = kube_codegen_openapi::known_paths().collect();
        // Stable versions first, so a type served in several versions is named by its
        // stable one.
        paths.sort_by_key(|p| (p.contains("alpha") || p.contains("beta"), *p));
        let mut table = HashMap::new();
        for path in paths {
            let Some(Value::Object(mut schema)) = kube_codegen_openapi::schema(path) else {
                continue;
            };
            let shaped = schema.contains_key("properties")
                || schema.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true));
            if !shaped {
                continue;
            }
            for with_description in [true, false] {
                if !with_description {
                    schema.remove("description");
                }
                let key = format!("{with_description}{}", Value::Object(schema.clone()));
                table.entry(key).or_insert(path);
            }
        }
        table
    });
    let own = Value::Object(s.clone()).to_string();
    if let Some(p) = table.get(&format!("true{own}")) {
        return Some(p);
    }
    if field_description && s.contains_key("description") {
        let mut bare = s.clone();
        bare.remove("description");
        return table.get(&format!("false{}", Value::Object(bare))).copied();
    }
    None
}

/// A scalar's Rust type: `format` chooses the width; other formats become a marker.
pub(super) fn scalar(
    ty: &str,
    format: Option<&str>,
    markers: &mut Vec<MarkerKind>,
    floats: &mut bool,
) -> String {
    let (rust, natural) = match (ty, format) {
        ("integer", Some("int32")) => ("i32", true),
        ("integer", Some("int64")) => ("i64", true),
        ("integer", None) => ("isize", true),
        ("integer", Some(_)) => ("i64", false),
        ("number", _) => {
            *floats = true;
            ("f64", format.is_none())
        }
        ("boolean", _) => ("bool", format.is_none()),
        // Base64 and RFC 3339 text, as Go's `[]byte` and `metav1.Time` serialize them.
        ("string", Some("byte")) => ("k8s_openapi::ByteString", true),
        ("string", Some("date-time")) => {
            ("k8s_openapi::apimachinery::pkg::apis::meta::v1::Time", true)
        }
        _ => ("String", format.is_none()),
    };
    if !natural && let Some(f) = format {
        markers.push(MarkerKind::Validation(Validation::Format(f.to_string())));
    }
    rust.to_string()
}

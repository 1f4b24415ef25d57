//! Checks on generated output before anything is written: the apiextensions structural
//! schema rules (k8s.io/apiextensions-apiserver `pkg/apiserver/schema` validation, in the
//! API server's words where it has some) and CEL (`x-kubernetes-validations`) rules, parsed
//! with the `cel` crate.

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::JSONSchemaProps;
use serde_json::{Map, Value};

/// One rule broken by a schema.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// Where in the schema, as JSON-pointer-like segments from the root
    /// (`["properties", "spec", "properties", "replicas"]`, `["items"]`,
    /// `["x-kubernetes-validations", "0", "rule"]`).
    pub path: Vec<String>,
    /// What is wrong, in the apiserver's words where it has some.
    pub message: String,
}

fn json(schema: &JSONSchemaProps) -> Map<String, Value> {
    match serde_json::to_value(schema) {
        Ok(Value::Object(m)) => m,
        _ => Map::new(),
    }
}

fn push(out: &mut Vec<Violation>, path: &[String], msg: impl Into<String>) {
    out.push(Violation {
        path: path.to_vec(),
        message: msg.into(),
    });
}

fn child(path: &[String], segs: &[&str]) -> Vec<String> {
    let mut p = path.to_vec();
    p.extend(segs.iter().map(|s| s.to_string()));
    p
}

fn is_true(s: &Map<String, Value>, key: &str) -> bool {
    s.get(key) == Some(&Value::Bool(true))
}

mod cel;
mod defaults;
mod structural;
#[cfg(test)]
mod tests;

pub use cel::cel_rules;
pub use structural::structural;

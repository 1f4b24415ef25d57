//! Checks on generated output before anything is written: the apiextensions structural
//! schema rules (k8s.io/apiextensions-apiserver `pkg/apiserver/schema` validation, in the
//! API server's words where it has some) and CEL (`x-kubernetes-validations`) rules, parsed
//! with the `cel` crate.

use serde_json::{Map, Value};

use crate::diag::{SchemaCheck, Violation};

/// The checks of every CRD schema, in the order they report: the structural-schema rules
/// (with patterns and defaults), then the CEL rules. The driver hands them to the CRD
/// emitter, which runs them on each version's schema while it still has the schema's span
/// index (schemas are dropped once written, so a large API's are never all held at once).
/// Without the `cel` feature, CEL rules are not compiled before the CRD is written (the API
/// server compiles them when the CRD is applied).
pub(crate) const SCHEMA_CHECKS: &[SchemaCheck] = &[
    ("CRD schema", structural),
    #[cfg(feature = "cel")]
    ("CEL", cel_rules),
];

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

#[cfg(feature = "cel")]
mod cel;
#[cfg(feature = "compat")]
pub(crate) mod compat;
mod defaults;
mod structural;
#[cfg(test)]
mod tests;

#[cfg(feature = "cel")]
pub(crate) use cel::cel_rules;
pub(crate) use structural::structural;

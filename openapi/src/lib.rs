//! Structural OpenAPI v3 schemas of Kubernetes built-in types. Skeleton.

/// The structural schema of the k8s-openapi type at `path` (relative to the `k8s_openapi`
/// crate root, e.g. `api::core::v1::PodTemplateSpec`), with every reference inlined.
pub fn schema(_path: &str) -> Option<serde_json::Value> {
    None
}

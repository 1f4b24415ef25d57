//! +groupName=errors.example.com
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Widget asks for unique items, which CRDs forbid.
/// +kubebuilder:object:root=true
pub struct Widget {
    /// metadata.
    pub metadata: ObjectMeta,
    /// tags must be unique; the API server rejects uniqueItems, so this is an error.
    /// +kubebuilder:validation:UniqueItems=true
    pub tags: Vec<String>,
}

//! +groupName=errors.example.com
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Widget puts a type marker on a field.
/// +kubebuilder:object:root=true
pub struct Widget {
    /// metadata.
    pub metadata: ObjectMeta,
    /// size cannot have a status subresource.
    /// +kubebuilder:subresource:status
    pub size: i32,
}

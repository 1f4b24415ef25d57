//! +groupName=errors.example.com
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Widget has a typo in a marker.
/// +kubebuilder:object:root=true
pub struct Widget {
    /// metadata.
    pub metadata: ObjectMeta,
    /// size has a misspelt marker.
    /// +kubebuilder:validaton:Minimum=1
    pub size: i32,
}

//! +groupName=errors.example.com
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Widget v2 claims storage.
/// +kubebuilder:object:root=true
/// +kubebuilder:storageversion
pub struct Widget {
    /// metadata.
    pub metadata: ObjectMeta,
}

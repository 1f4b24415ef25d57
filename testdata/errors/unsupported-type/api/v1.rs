//! +groupName=errors.example.com
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Widget holds a function pointer.
/// +kubebuilder:object:root=true
pub struct Widget {
    /// metadata.
    pub metadata: ObjectMeta,
    /// callback has no JSON form.
    pub callback: fn(i32) -> i32,
}

//! +groupName=errors.example.com
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Widget has a marker in a plain comment.
/// +kubebuilder:object:root=true
pub struct Widget {
    /// metadata.
    pub metadata: ObjectMeta,
    // +kubebuilder:validation:Minimum=1
    /// size is not validated because the marker above is invisible.
    pub size: i32,
}

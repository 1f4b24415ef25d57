//! Package skipped is not turned into CRDs.
//!
//! +groupName=skipped.example.com
//! +kubebuilder:skip

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Hidden would be a Kind, but its package is skipped.
/// +kubebuilder:object:root=true
pub struct Hidden {
    /// metadata is the standard object metadata.
    pub metadata: ObjectMeta,
}

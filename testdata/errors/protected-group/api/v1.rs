//! A group under k8s.io without the approval annotation.
//!
//! +groupName=widgets.k8s.io

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// Widget is a CRD in a protected group.
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Default)]
pub struct Widget {
    /// metadata is standard.
    #[serde(default)]
    pub metadata: ObjectMeta,
}

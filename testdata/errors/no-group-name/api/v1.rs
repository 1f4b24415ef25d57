//! A Kind in a package without `+groupName`: it gets no CRD, and the run says why.

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// Widget is a Kind whose package forgot its group.
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Default)]
pub struct Widget {
    /// metadata is standard.
    #[serde(default)]
    pub metadata: ObjectMeta,
}

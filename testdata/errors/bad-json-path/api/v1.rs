//! JSON paths the API server refuses: a printer column without the leading dot and a
//! scale subresource whose replicas path is not under `.spec`.
//!
//! +groupName=paths.example.com

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// Widget has bad paths.
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
/// +kubebuilder:subresource:scale:specpath=.status.size,statuspath=.status.size
/// +kubebuilder:printcolumn:name="Size",type=integer,JSONPath=spec.size
#[derive(Serialize, Deserialize, Default)]
pub struct Widget {
    /// metadata is standard.
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec is the desired state.
    #[serde(default)]
    pub spec: WidgetSpec,
    /// status is the observed state.
    #[serde(default)]
    pub status: WidgetSpec,
}

/// WidgetSpec has a size.
#[derive(Serialize, Deserialize, Default)]
pub struct WidgetSpec {
    /// size is a count.
    pub size: i32,
}

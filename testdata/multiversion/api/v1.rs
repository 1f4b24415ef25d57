//! Package v1 is the v1 version of the ships API.
//!
//! +groupName=ships.example.com

use k8s_openapi::apimachinery::pkg::apis::meta::v1::{LabelSelector, ObjectMeta};
use serde::{Deserialize, Serialize};

/// FrigateSpec is the desired state of a Frigate.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
#[serde(rename_all = "camelCase")]
pub struct FrigateSpec {
    /// replicas is how many copies of the frigate should sail.
    /// +kubebuilder:validation:Minimum=0
    /// +kubebuilder:default=1
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    /// selector picks the pods that belong to the frigate.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub selector: Option<LabelSelector>,
    /// captain names who commands the ship.
    /// +kubebuilder:validation:MaxLength=64
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub captain: Option<String>,
}

/// FrigateStatus is the observed state of a Frigate.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
#[serde(rename_all = "camelCase")]
pub struct FrigateStatus {
    /// replicas is how many copies are sailing.
    pub replicas: i32,
    /// selector is the label selector of the sailing copies, in string form.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub selector: Option<String>,
}

/// Frigate is a cluster-scoped warship.
/// +kubebuilder:object:root=true
/// +kubebuilder:resource:scope=Cluster,shortName=fr;frig,categories=fleet
/// +kubebuilder:subresource:status
/// +kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas,selectorpath=.status.selector
/// +kubebuilder:printcolumn:name="Replicas",type=integer,JSONPath=`.spec.replicas`,description="desired copies"
/// +kubebuilder:printcolumn:name="Age",type=date,JSONPath=`.metadata.creationTimestamp`,priority=1
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Frigate {
    /// metadata is the standard object metadata.
    pub metadata: ObjectMeta,
    /// spec is the desired state.
    #[serde(default)]
    pub spec: FrigateSpec,
    /// status is the observed state.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<FrigateStatus>,
}

//! Package v1beta1 is the v1beta1 version of the port API group.

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

// `Ref` from the glob is common's; the explicit import below shadows it under another name
// only, so both are in reach.
use super::super::common::*;
use super::super::fleet::v1::Ref as BerthRef;

pub use office::Office;

/// The harbor master's office, in an inline module of its own.
pub mod office {
    use serde::{Deserialize, Serialize};

    /// Office is the harbor master's office.
    #[derive(Serialize, Deserialize, Clone, Debug, Default)]
    pub struct Office {
        /// endpoint answers the radio.
        pub endpoint: super::super::super::common::Endpoint,

        /// hours the office is open, e.g. "08:00-18:00".
        /// +kubebuilder:validation:Pattern=`^[0-9]{2}:[0-9]{2}-[0-9]{2}:[0-9]{2}$`
        /// +optional
        #[serde(skip_serializing_if = "Option::is_none")]
        pub hours: Option<String>,
    }
}

/// HarborSpec is the desired state of a Harbor.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct HarborSpec {
    /// moorings are the berths ships may use.
    /// +optional
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub moorings: Vec<BerthRef>,

    /// office is the harbor master's office.
    pub office: Office,

    /// owner is the object that owns the harbor.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub owner: Option<Ref>,
}

/// HarborStatus is the observed state of a Harbor.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct HarborStatus {
    /// ships is how many ships are moored.
    /// +optional
    #[serde(default)]
    pub ships: i32,

    /// phase of the harbor.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phase: Option<Phase>,
}

/// Harbor is a port where ships moor.
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
/// +kubebuilder:printcolumn:name="Ships",type=integer,JSONPath=`.status.ships`,description=""
/// +kubebuilder:printcolumn:name="Phase",type=string,JSONPath=`.status.phase`,format=""
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct Harbor {
    /// metadata is the standard object metadata; a Harbor must have it.
    /// +required
    pub metadata: ObjectMeta,
    /// spec is the desired state of the Harbor.
    pub spec: HarborSpec,
    /// status is the observed state of the Harbor.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<HarborStatus>,
}

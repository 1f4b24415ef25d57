use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

// Three types named `Ref` are in reach: fleet's own (defined below), crew's and common's.
use super::super::super::common::{self, Endpoint};
use super::super::super::crew::v1 as crewv1;

/// Ref names a berth: the fleet group's own Ref.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Ref {
    /// harbor the berth is in.
    pub harbor: String,

    /// slot is the berth's number in the harbor.
    /// +kubebuilder:validation:Minimum=0
    pub slot: i32,
}

/// ShipSpec is the desired state of a Ship.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct ShipSpec {
    /// captain commands the ship.
    pub captain: crewv1::Ref,

    /// crew lists the sailors aboard, one entry per name.
    /// +listType=map
    /// +listMapKey=name
    /// +optional
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub crew: Vec<crewv1::Ref>,

    /// berth is where the ship is moored.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub berth: Option<Ref>,

    /// owner is the object that owns the ship.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub owner: Option<common::Ref>,

    /// radio is the ship's radio endpoint.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub radio: Option<Endpoint>,
}

/// ShipStatus is the observed state of a Ship.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct ShipStatus {
    /// phase of the ship.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phase: Option<common::Phase>,
}

/// Ship is a vessel of the fleet.
/// +kubebuilder:object:root=true
/// +kubebuilder:resource:scope=Cluster
/// +kubebuilder:subresource:status
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct Ship {
    /// metadata is the standard object metadata.
    /// +optional
    pub metadata: ObjectMeta,
    /// spec is the desired state of the Ship.
    pub spec: ShipSpec,
    /// status is the observed state of the Ship.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<ShipStatus>,
}

//! Package v1 is the older version of the port API, whose manual conversions need the
//! context of what they convert: v2 counts `berths` per crane where v1 counts them for the
//! port, and defaults its new `region` from the object's namespace.
//!
//! +groupName=port.example.com
//! +kube-codegen:conversion:context

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// Port is a harbour with cranes.
/// +genclient
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Port {
    /// apiVersion and kind.
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// metadata is the object's metadata.
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec is the desired state.
    #[serde(default)]
    pub spec: PortSpec,
}

/// PortSpec is the desired state of a Port.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct PortSpec {
    /// berths is how many ships the port's cranes serve in all.
    pub berths: i32,
    /// crane is the main crane.
    pub crane: Crane,
    /// docks are the port's docks, by name.
    /// +listType=map
    /// +listMapKey=name
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub docks: Vec<Dock>,
    /// lights are the port's lights, in the order they are lit.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lights: Vec<Light>,
    /// spare is the spare crane, which serves no berth.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spare: Option<Crane>,
}

/// Crane is a crane of the port.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Crane {
    /// tons is the crane's capacity.
    pub tons: i32,
}

/// Dock is a dock of the port.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Dock {
    /// name names the dock.
    pub name: String,
    /// length is the dock's length in metres.
    pub length: i32,
}

/// Light is a light of the port.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Light {
    /// watts is the light's power.
    pub watts: i32,
}

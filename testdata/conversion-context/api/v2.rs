//! Package v2 is the storage version of the port API: `berths` belongs to each crane, and
//! a port has a region.
//!
//! +groupName=port.example.com

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// Port is a harbour with cranes.
/// +genclient
/// +kubebuilder:object:root=true
/// +kubebuilder:storageversion
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
    /// region is where the port is; a port written at v1 is in the region named like its
    /// namespace.
    /// +kube-codegen:conversion:preserve
    pub region: String,
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
    /// spare is the spare crane.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spare: Option<Crane>,
}

/// Crane is a crane of the port.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Crane {
    /// tons is the crane's capacity.
    pub tons: i32,
    /// berths is how many ships the crane serves; v1 knows only the port's total, which
    /// it gives to the main crane.
    /// +kube-codegen:conversion:preserve
    pub berths: i32,
}

/// Dock is a dock of the port.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Dock {
    /// name names the dock.
    pub name: String,
    /// length is the dock's length in metres.
    pub length: i32,
    /// depth is the dock's depth in metres, which v1 does not know.
    /// +kube-codegen:conversion:preserve
    pub depth: i32,
}

/// Light is a light of the port.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Light {
    /// watts is the light's power.
    pub watts: i32,
    /// color is the light's colour, which v1 does not know.
    /// +kube-codegen:conversion:preserve
    pub color: String,
}

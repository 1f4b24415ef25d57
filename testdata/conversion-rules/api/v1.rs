//! Package v1 is the older version of the harbor API: the conversion rules that take a
//! field or type away from the generated code.
//!
//! +groupName=harbor.example.com

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// Dock is a place ships tie up at.
/// +genclient
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Dock {
    /// apiVersion and kind.
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// metadata is the object's metadata.
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec is the desired state.
    #[serde(default)]
    pub spec: DockSpec,
    /// status is the observed state.
    #[serde(default)]
    pub status: DockStatus,
}

/// DockSpec is the desired state of a Dock.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct DockSpec {
    /// berths is how many ships fit.
    pub berths: i32,
    /// crane is the dock's crane.
    pub crane: Crane,
    /// lights is the dock's lighting.
    pub lights: Lights,
}

/// Crane is renamed in every field between the versions: all of it is manual.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Crane {
    /// tons is the crane's capacity, in tonnes.
    pub tons: i32,
}

/// Lights changed meaning between the versions, though not shape: v1's level is 0 to
/// 10, v2's 0 to 100.
/// +kube-codegen:conversion:manual
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Lights {
    /// level is how bright they are.
    pub level: i32,
}

/// DockStatus is the observed state of a Dock.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct DockStatus {
    /// phase is where the dock is in its life.
    #[serde(default)]
    pub phase: Phase,
    /// ready is the percentage of berths in use (v2's `ready` is per mille).
    /// +kube-codegen:conversion:manual
    pub ready: i32,
    /// fault is the last fault seen.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fault: Option<errors::Fault>,
}

/// Phase is where a dock is in its life.
/// +kubebuilder:validation:Enum=Open;Closed
pub type Phase = String;

/// The errors a dock reports, in a private module re-exported by name.
pub mod errors {
    mod codes {
        /// Fault is a fault a dock reports.
        #[derive(serde::Serialize, serde::Deserialize, Clone, Debug, Default, PartialEq)]
        pub struct Fault {
            /// code is the fault's code.
            pub code: i32,
        }
    }
    pub use codes::Fault;
}

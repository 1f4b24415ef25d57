//! `fleet.example.com/v1`, imported by `kube-codegen import`.

// The doc comments are the CRD's descriptions, written for `kubectl explain`, not rustdoc,
// and kept as they are (tabs, Markdown lists): rustdoc's and clippy's doc lints do not apply.
#![allow(
    rustdoc::all,
    clippy::tabs_in_doc_comments,
    clippy::doc_lazy_continuation,
    clippy::doc_overindented_list_items
)]

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// Ship is a vessel of the fleet.
///
/// +kubebuilder:object:root=true
/// +kubebuilder:resource:scope=Cluster
/// +kubebuilder:subresource:status
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Ship {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec is the desired state of the Ship.
    pub spec: ShipSpec,
    /// status is the observed state of the Ship.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<ShipStatus>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ShipSpec {
    /// captain commands the ship.
    pub captain: Captain,
    /// berth is where the ship is moored.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub berth: Option<Berth>,
    /// crew lists the sailors aboard, one entry per name.
    ///
    /// +listMapKey=name
    /// +listType=map
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub crew: Option<Vec<Crew>>,
    /// owner is the object that owns the ship.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<Owner>,
    /// radio is the ship's radio endpoint.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub radio: Option<Radio>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Captain {
    /// name of the Sailor.
    pub name: String,
    /// rank the sailor holds, if known.
    ///
    /// +kubebuilder:validation:Enum="Captain";"Mate";"Deckhand"
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rank: Option<String>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Berth {
    /// harbor the berth is in.
    pub harbor: String,
    /// slot is the berth's number in the harbor.
    ///
    /// +kubebuilder:validation:Minimum=0
    pub slot: i32,
}

/// Ref names a sailor: the crew group's own Ref, unlike fleet's and common's.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Crew {
    /// name of the Sailor.
    pub name: String,
    /// rank the sailor holds, if known.
    ///
    /// +kubebuilder:validation:Enum="Captain";"Mate";"Deckhand"
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rank: Option<String>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Owner {
    /// name of the object.
    pub name: String,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Radio {
    /// host is a DNS name or an IP address.
    ///
    /// +kubebuilder:validation:MinLength=1
    pub host: String,
    /// port is the TCP port.
    ///
    /// +kubebuilder:validation:Maximum=65535
    /// +kubebuilder:validation:Minimum=1
    pub port: i32,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ShipStatus {
    /// phase of the ship.
    ///
    /// +kubebuilder:validation:Enum="Pending";"Ready";"Failed"
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<String>,
}

//! `port.example.com/v1beta1`, imported by `kube-codegen import`.

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

/// Harbor is a port where ships moor.
///
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
/// +kubebuilder:printcolumn:name="Ships",type=integer,JSONPath=".status.ships"
/// +kubebuilder:printcolumn:name="Phase",type=string,JSONPath=".status.phase"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Harbor {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// +required
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec is the desired state of the Harbor.
    pub spec: HarborSpec,
    /// status is the observed state of the Harbor.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<HarborStatus>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct HarborSpec {
    /// office is the harbor master's office.
    pub office: Office,
    /// moorings are the berths ships may use.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moorings: Option<Vec<Mooring>>,
    /// owner is the object that owns the harbor.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<Owner>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Office {
    /// endpoint answers the radio.
    pub endpoint: Endpoint,
    /// hours the office is open, e.g. "08:00-18:00".
    ///
    /// +kubebuilder:validation:Pattern=`^[0-9]{2}:[0-9]{2}-[0-9]{2}:[0-9]{2}$`
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hours: Option<String>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Endpoint {
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

/// Ref names a berth: the fleet group's own Ref.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Mooring {
    /// harbor the berth is in.
    pub harbor: String,
    /// slot is the berth's number in the harbor.
    ///
    /// +kubebuilder:validation:Minimum=0
    pub slot: i32,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Owner {
    /// name of the object.
    pub name: String,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct HarborStatus {
    /// phase of the harbor.
    ///
    /// +kubebuilder:validation:Enum="Pending";"Ready";"Failed"
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<String>,
    /// ships is how many ships are moored.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ships: Option<i32>,
}

//! `crew.example.com/v1`, imported by `kube-codegen import`.

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

/// Sailor is a member of a crew.
///
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Sailor {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec is the desired state of the Sailor.
    pub spec: SailorSpec,
    /// status is the observed state of the Sailor.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<SailorStatus>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct SailorSpec {
    /// rank the sailor holds.
    ///
    /// +kubebuilder:validation:Enum="Captain";"Mate";"Deckhand"
    pub rank: String,
    /// home is where the sailor can be reached ashore.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub home: Option<Home>,
    /// mentor is the sailor who trains this one.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mentor: Option<Mentor>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Home {
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
pub struct Mentor {
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
pub struct SailorStatus {
    /// phase of the sailor.
    ///
    /// +kubebuilder:validation:Enum="Pending";"Ready";"Failed"
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<String>,
}

//! `infra.example.com/v1alpha1`, imported by `kube-codegen import`.

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

/// Chassis is cluster-scoped hardware; its plural is `chassis`, not the English rules'.
///
/// +kubebuilder:object:root=true
/// +kubebuilder:resource:scope=Cluster
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Chassis {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec describes the chassis.
    pub spec: ChassisSpec,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ChassisSpec {
    /// slots is the number of slots.
    pub slots: i32,
}

/// ClusterPolicy is a cluster-wide policy.
///
/// +kubebuilder:object:root=true
/// +kubebuilder:resource:scope=Cluster
/// +kubebuilder:subresource:status
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterPolicy {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec is the desired policy.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spec: Option<ClusterPolicySpec>,
    /// status is the observed state.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<ClusterPolicyStatus>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterPolicySpec {
    /// maxGuestbooks caps the guestbooks of the cluster.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_guestbooks: Option<i64>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterPolicyStatus {
    /// enforced is true once the policy applies.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enforced: Option<bool>,
}

/// Rack is a namespaced rack of machines, whose spec has every shape apply configurations
/// carry.
///
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Rack {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec is the desired state.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spec: Option<RackSpec>,
    /// status is the observed state.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<RackStatus>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RackSpec {
    /// hall is the hall's name.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hall: Option<String>,
    /// location maps a location scheme to the rack's place in it.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location: Option<std::collections::BTreeMap<String, String>>,
    /// neighbours are the racks beside this one, replaced as a whole.
    ///
    /// +listType=atomic
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub neighbours: Option<Vec<String>>,
    /// power is the rack's power supply.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power: Option<Power>,
    /// row is the rack's row in the hall.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub row: Option<String>,
    /// selector selects the machines mounted in the rack.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// slots hold the devices, keyed by position.
    ///
    /// +listMapKey=position
    /// +listType=map
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slots: Option<Vec<Slot>>,
    /// tags label the rack, each once.
    ///
    /// +listType=set
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tags: Option<Vec<String>>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Power {
    /// feeds is the number of power feeds.
    pub feeds: i32,
    /// redundant is true when one feed can carry the rack.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub redundant: Option<bool>,
}

/// RackSlot is one slot of a rack, keyed by its position.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Slot {
    /// position is the slot's place from the bottom, its key in the list.
    pub position: i32,
    /// device is what the slot holds.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub device: Option<String>,
    /// ports are the slot's network ports, each once.
    ///
    /// +listType=set
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ports: Option<Vec<i32>>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RackStatus {
    /// conditions are the rack's observations, keyed by type.
    ///
    /// +listMapKey=type
    /// +listType=map
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conditions: Option<Vec<k8s_openapi::apimachinery::pkg::apis::meta::v1::Condition>>,
    /// usedSlots is the number of slots holding a device.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub used_slots: Option<i32>,
}

/// Sentinel has no standard verbs, only a custom one reading its status subresource.
///
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Sentinel {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// status is the observed state.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<ClusterPolicyStatus>,
}

/// Token is a one-time credential: it can only be created and read back.
///
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Token {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// secret is the token's value.
    pub secret: String,
}

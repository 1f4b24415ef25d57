//! Package v1alpha1 is version v1alpha1 of the infra API group (accessor name
//! `infrastructure`): cluster-scoped Kinds, verb limits, a plural exception, and a namespaced
//! Kind with every shape an apply configuration carries.
//!
//! +groupName=infra.example.com
//! +groupGoName=Infrastructure

use std::collections::BTreeMap;

use k8s_openapi::apimachinery::pkg::apis::meta::v1::{Condition, LabelSelector, ObjectMeta};
use serde::{Deserialize, Serialize};

/// ClusterPolicySpec is the desired policy.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterPolicySpec {
    /// maxGuestbooks caps the guestbooks of the cluster.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_guestbooks: Option<i64>,
}

/// ClusterPolicyStatus is the observed policy state.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterPolicyStatus {
    /// enforced is true once the policy applies.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enforced: Option<bool>,
}

/// ClusterPolicy is a cluster-wide policy.
/// +genclient
/// +genclient:nonNamespaced
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct ClusterPolicy {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// metadata is the standard object metadata.
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec is the desired policy.
    #[serde(default)]
    pub spec: ClusterPolicySpec,
    /// status is the observed state.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<ClusterPolicyStatus>,
}

/// Token is a one-time credential: it can only be created and read back.
/// +genclient
/// +genclient:onlyVerbs=create,get
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Token {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// metadata is the standard object metadata.
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// secret is the token's value.
    pub secret: String,
}

/// ChassisSpec describes a chassis.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ChassisSpec {
    /// slots is the number of slots.
    pub slots: i32,
}

/// Chassis is cluster-scoped hardware; its plural is `chassis`, not the English rules'.
/// +genclient
/// +genclient:nonNamespaced
/// +resourceName=chassis
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Chassis {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// metadata is the standard object metadata.
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec describes the chassis.
    pub spec: ChassisSpec,
}

/// Sentinel has no standard verbs, only a custom one reading its status subresource.
/// +genclient
/// +genclient:noVerbs
/// +genclient:method=GetStatus,verb=get,subresource=status
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Sentinel {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// metadata is the standard object metadata.
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// status is the observed state.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<ClusterPolicyStatus>,
}

/// Placement is where a rack stands; RackSpec embeds it, so its fields are the spec's own.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Placement {
    /// row is the rack's row in the hall.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub row: Option<String>,
    /// hall is the hall's name.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hall: Option<String>,
}

/// RackSlot is one slot of a rack, keyed by its position.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RackSlot {
    /// position is the slot's place from the bottom, its key in the list.
    pub position: i32,
    /// device is what the slot holds.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub device: Option<String>,
    /// ports are the slot's network ports, each once.
    /// +listType=set
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ports: Option<Vec<i32>>,
}

/// PowerSpec is a rack's power supply.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct PowerSpec {
    /// feeds is the number of power feeds.
    pub feeds: i32,
    /// redundant is true when one feed can carry the rack.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub redundant: Option<bool>,
}

/// RackSpec is the desired state of a rack: a list-map of structs, a set, an atomic list, a
/// map, a nested struct, a Kubernetes type and an embedded struct, the shapes apply
/// configurations have to carry.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RackSpec {
    /// The rack's placement, inlined (Go's embedded struct).
    #[serde(flatten)]
    pub placement: Placement,
    /// slots hold the devices, keyed by position.
    /// +listType=map
    /// +listMapKey=position
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slots: Option<Vec<RackSlot>>,
    /// tags label the rack, each once.
    /// +listType=set
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tags: Option<Vec<String>>,
    /// neighbours are the racks beside this one, replaced as a whole.
    /// +listType=atomic
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub neighbours: Option<Vec<String>>,
    /// location maps a location scheme to the rack's place in it.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location: Option<BTreeMap<String, String>>,
    /// power is the rack's power supply.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power: Option<PowerSpec>,
    /// selector selects the machines mounted in the rack.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selector: Option<LabelSelector>,
}

/// RackStatus is the observed state of a rack.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RackStatus {
    /// conditions are the rack's observations, keyed by type.
    /// +listType=map
    /// +listMapKey=type
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conditions: Option<Vec<Condition>>,
    /// usedSlots is the number of slots holding a device.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub used_slots: Option<i32>,
}

/// Rack is a namespaced rack of machines, whose spec has every shape apply configurations
/// carry.
/// +genclient
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Rack {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// metadata is the standard object metadata.
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec is the desired state.
    /// +optional
    #[serde(default)]
    pub spec: RackSpec,
    /// status is the observed state.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<RackStatus>,
}

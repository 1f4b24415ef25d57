//! Package v1alpha1 is version v1alpha1 of the infra API group (accessor name
//! `infrastructure`): cluster-scoped Kinds, verb limits and a plural exception.
//!
//! +groupName=infra.example.com
//! +groupGoName=Infrastructure

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
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

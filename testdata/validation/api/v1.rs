//! Package v1 is a Kind whose schema exercises what the API server checks on every write,
//! for the fake-versus-server test of refusals (`e2e/tests/refusals.rs`): required fields,
//! types, bounds, lengths, patterns, enums, item counts, defaults and pruning.
//!
//! +groupName=validation.example.com

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// WidgetSpec is the desired state of a Widget.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WidgetSpec {
    /// size is required and between 1 and 10.
    /// +kubebuilder:validation:Minimum=1
    /// +kubebuilder:validation:Maximum=10
    pub size: i32,
    /// color is lower-case letters, at most 8.
    /// +kubebuilder:validation:MaxLength=8
    /// +kubebuilder:validation:Pattern=`^[a-z]+$`
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub color: Option<String>,
    /// tier is small or large.
    /// +kubebuilder:validation:Enum=small;large
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tier: Option<String>,
    /// tags holds at most two tags.
    /// +kubebuilder:validation:MaxItems=2
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tags: Option<Vec<String>>,
    /// count is above zero.
    /// +kubebuilder:validation:Minimum=0
    /// +kubebuilder:validation:ExclusiveMinimum=true
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<i64>,
    /// enabled defaults to true.
    /// +kubebuilder:default=true
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enabled: Option<bool>,
}

/// WidgetStatus is the observed state of a Widget.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WidgetStatus {
    /// phase is a one-word summary.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<String>,
}

/// Widget is a Kind with a validated spec.
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Widget {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// metadata is the standard object metadata.
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec is the desired state.
    pub spec: WidgetSpec,
    /// status is the observed state.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<WidgetStatus>,
}

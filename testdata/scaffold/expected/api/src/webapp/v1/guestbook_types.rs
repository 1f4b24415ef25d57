//! The Guestbook Kind of `webapp.my.domain/v1` (kubebuilder's `guestbook_types.go`): edit
//! the spec and status to your needs, then run `hack/update-codegen.sh`.

use k8s_openapi::apimachinery::pkg::apis::meta::v1::{Condition, ObjectMeta};
use serde::{Deserialize, Serialize};

/// GuestbookSpec is what a Guestbook asks for: the state its controller works toward.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GuestbookSpec {
    /// foo is a placeholder that shows the shape of a field; replace it with your own.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub foo: Option<String>,
}

/// GuestbookStatus is what the controller last found and did for a Guestbook.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GuestbookStatus {
    /// conditions report how the Guestbook is doing, at most one per type.
    ///
    /// Types in common use: "Available" (it works and can be used), "Progressing" (the
    /// controller is still setting it up or changing it) and "Degraded" (its spec cannot be
    /// met, or stopped being met).
    /// +listType=map
    /// +listMapKey=type
    /// +optional
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
}

/// Guestbook is one object of the guestbooks resource, with its spec and status.
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
/// +kubebuilder:storageversion
/// +kubebuilder:printcolumn:name="Age",type="date",JSONPath=".metadata.creationTimestamp"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Guestbook {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// metadata holds the name, namespace, labels and the rest every Kubernetes object has.
    /// +optional
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec is what this Guestbook asks of its controller.
    /// +required
    pub spec: GuestbookSpec,
    /// status is written by the controller alone, to report on the spec.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<GuestbookStatus>,
}

/// GuestbookList is what listing the guestbooks returns.
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct GuestbookList {
    /// items are the guestbooks.
    pub items: Vec<Guestbook>,
}

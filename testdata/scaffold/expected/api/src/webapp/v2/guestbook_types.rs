//! The Guestbook Kind of `webapp.my.domain/v2` (kubebuilder's `guestbook_types.go`): edit
//! the spec and status to your needs, then run `hack/update-codegen.sh`.

use k8s_openapi::apimachinery::pkg::apis::meta::v1::{Condition, ObjectMeta};
use serde::{Deserialize, Serialize};

/// GuestbookSpec defines the desired state of Guestbook.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GuestbookSpec {
    /// foo is an example field of Guestbook. Edit guestbook_types.rs to remove or update it.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub foo: Option<String>,
}

/// GuestbookStatus defines the observed state of Guestbook.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GuestbookStatus {
    /// conditions represent the current state of the Guestbook resource.
    ///
    /// Standard condition types include "Available" (the resource is fully functional),
    /// "Progressing" (it is being created or updated) and "Degraded" (it failed to reach or
    /// maintain its desired state).
    /// +listType=map
    /// +listMapKey=type
    /// +optional
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
}

/// Guestbook is the Schema for the guestbooks API.
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
/// +kubebuilder:printcolumn:name="Age",type="date",JSONPath=".metadata.creationTimestamp"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Guestbook {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// metadata is a standard object metadata.
    /// +optional
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec defines the desired state of Guestbook.
    /// +required
    pub spec: GuestbookSpec,
    /// status defines the observed state of Guestbook.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<GuestbookStatus>,
}

/// GuestbookList contains a list of Guestbook.
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct GuestbookList {
    /// items are the guestbooks.
    pub items: Vec<Guestbook>,
}

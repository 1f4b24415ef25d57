use k8s_openapi::apimachinery::pkg::apis::meta::v1::{Condition, ObjectMeta};
use serde::{Deserialize, Serialize};

/// GuestbookSpec is what the user asks for: the desired state of a Guestbook.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
#[serde(rename_all = "camelCase")]
pub struct GuestbookSpec {
    /// foo is a sample field of the scaffold; replace it with your own.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub foo: Option<String>,
}

/// GuestbookStatus is what the controller saw: the observed state of a Guestbook.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
#[serde(rename_all = "camelCase")]
pub struct GuestbookStatus {
    /// conditions is the latest set of observations about the Guestbook.
    ///
    /// Typical types: "Available" (the guestbook is serving), "Progressing" (it is being
    /// created or updated) and "Degraded" (it failed to reach or keep its desired state).
    /// +listType=map
    /// +listMapKey=type
    /// +optional
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
}

// ANCHOR: kind (the book shows this Kind)
/// Guestbook is one object of the guestbooks resource, with its spec and status.
/// +genclient
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Guestbook {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// metadata is the standard object metadata.
    pub metadata: ObjectMeta,
    /// spec is the desired state of the Guestbook.
    pub spec: GuestbookSpec,
    /// status is the observed state of the Guestbook.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<GuestbookStatus>,
}
// ANCHOR_END: kind

/// GuestbookList is a list of Guestbooks.
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct GuestbookList {
    /// items are the Guestbooks.
    pub items: Vec<Guestbook>,
}

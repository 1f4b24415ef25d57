//! Package v1 is version v1 of the webapp API group: a namespaced Kind with the status and
//! scale subresources and custom scale methods, and a Kind without status.
//!
//! +groupName=webapp.my.domain

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// GuestbookSpec is the desired state of a Guestbook.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GuestbookSpec {
    /// title is shown on the guestbook's page.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// replicas is the desired number of frontends.
    /// +kubebuilder:validation:Minimum=0
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
}

/// GuestbookStatus is the observed state of a Guestbook.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GuestbookStatus {
    /// replicas is the observed number of frontends.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    /// selector selects the frontend pods, for the scale subresource.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selector: Option<String>,
    /// phase is a one-word summary.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<String>,
}

/// Guestbook is a guestbook web application.
/// +genclient
/// +genclient:method=GetScale,verb=get,subresource=scale,result=k8s.io/api/autoscaling/v1.Scale
/// +genclient:method=UpdateScale,verb=update,subresource=scale,input=k8s.io/api/autoscaling/v1.Scale,result=k8s.io/api/autoscaling/v1.Scale
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
/// +kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas,selectorpath=.status.selector
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Guestbook {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// metadata is the standard object metadata.
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec is the desired state.
    #[serde(default)]
    pub spec: GuestbookSpec,
    /// status is the observed state.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<GuestbookStatus>,
}

/// VisitorSpec describes a visitor.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct VisitorSpec {
    /// name is the visitor's display name.
    pub name: String,
}

/// Visitor is an entry of a guestbook. It has no status, so its client has no status
/// verbs; it cannot be applied or deleted in bulk.
/// +genclient
/// +genclient:skipVerbs=deleteCollection,apply
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Visitor {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// metadata is the standard object metadata.
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec describes the visitor.
    pub spec: VisitorSpec,
}

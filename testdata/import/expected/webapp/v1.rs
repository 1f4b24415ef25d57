//! `webapp.my.domain/v1`, imported by `kube-codegen import`.

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

/// Guestbook is a guestbook web application.
///
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
/// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.replicas",selectorpath=".status.selector"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Guestbook {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec is the desired state.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spec: Option<GuestbookSpec>,
    /// status is the observed state.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<GuestbookStatus>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GuestbookSpec {
    /// replicas is the desired number of frontends.
    ///
    /// +kubebuilder:validation:Minimum=0
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    /// title is shown on the guestbook's page.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GuestbookStatus {
    /// phase is a one-word summary.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<String>,
    /// replicas is the observed number of frontends.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    /// selector selects the frontend pods, for the scale subresource.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selector: Option<String>,
}

/// Visitor is an entry of a guestbook. It has no status, so its client has no status
/// verbs; it cannot be applied or deleted in bulk.
///
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Visitor {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec describes the visitor.
    pub spec: VisitorSpec,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct VisitorSpec {
    /// name is the visitor's display name.
    pub name: String,
}

//! Package v1beta1 is version v1beta1 of the webapp API group: a read-only Kind.
//!
//! +groupName=webapp.my.domain

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// Review is a moderator's verdict on a guestbook entry; clients only read it.
/// +genclient
/// +genclient:readonly
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Review {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// metadata is the standard object metadata.
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// verdict is `approved` or `rejected`.
    /// +kubebuilder:validation:Enum=approved;rejected
    pub verdict: String,
}

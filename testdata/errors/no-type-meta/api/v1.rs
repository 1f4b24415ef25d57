//! Kinds with clients must carry their apiVersion and kind through kube's serializers: a
//! flattened `kube_codegen_runtime::TypeMeta<Self>` field, not none, not kube's string
//! `TypeMeta`, not hand-filled `apiVersion`/`kind` fields.
//!
//! +groupName=example.com

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// +genclient
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Bare {
    pub metadata: ObjectMeta,
}

/// +genclient
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Strings {
    #[serde(flatten)]
    pub types: kube::core::TypeMeta,
    pub metadata: ObjectMeta,
}

/// +genclient
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
#[serde(rename_all = "camelCase")]
pub struct ByHand {
    pub api_version: String,
    pub kind: String,
    pub metadata: ObjectMeta,
}

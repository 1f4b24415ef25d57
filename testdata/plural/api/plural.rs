//! A port of controller-tools' own `pkg/crd/testdata/plural` test API: its golden
//! (`testdata/controller-tools/plural.example.com_testquotas.yaml`) must match ours.
//! Go finds the Kind by its embedded TypeMeta; Rust has none, so the root marker says it.
//!
//! +groupName=plural.example.com
//! +versionName=v1

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct TestQuota {
    pub metadata: ObjectMeta,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub test: String,
}

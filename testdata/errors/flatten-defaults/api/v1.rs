//! A JSON name declared by a field and a flattened struct with two different defaults:
//! controller-gen writes both under `allOf`, which the API server refuses (a default must not
//! stand in `allOf`); kube-codegen refuses the CRD at the fields.
//!
//! +groupName=flatten.example.com
//! +versionName=v1

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Dial {
    pub metadata: ObjectMeta,
    pub spec: DialSpec,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct DialSpec {
    /// +kubebuilder:default=low
    #[serde(default)]
    pub level: String,
    #[serde(flatten)]
    pub preset: Preset,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Preset {
    /// +kubebuilder:default=high
    #[serde(default)]
    pub level: String,
}

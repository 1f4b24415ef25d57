//! Names that would leave the output directory or that the API server refuses.
//!
//! +groupName=names.example.com

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// Escape tries to write outside the output directory.
/// +kubebuilder:object:root=true
/// +kubebuilder:resource:path=../../..,shortName=ok;Bad_Short,categories=all-things;-x
#[derive(Serialize, Deserialize, Default)]
pub struct Escape {
    /// metadata is standard.
    #[serde(default)]
    pub metadata: ObjectMeta,
}

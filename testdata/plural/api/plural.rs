//! A Kind whose name ends in a word the pluraliser must not take for a plural
//! (`TestQuota` → `testquotas`), with a Go twin (`../go`) that controller-gen generates for
//! the parity test. Go finds the Kind by its embedded TypeMeta; here the root marker says it.
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

//! A cluster-scoped Kind with kube-derive's naming options and a deprecated version.
use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, JsonSchema)]
#[kube(
    group = "infra.example.com",
    version = "v1alpha1",
    kind = "StoragePool",
    plural = "storagepools",
    singular = "storagepool",
    shortname = "sp",
    category = "storage",
    deprecated = "infra.example.com/v1alpha1 StoragePool is deprecated; use v1",
    status = "StoragePoolStatus"
)]
pub struct StoragePoolSpec {
    /// Capacity in GiB.
    #[schemars(range(min = 1))]
    pub capacity_gib: u64,
    #[schemars(length(max = 63))]
    pub class_name: String,
    pub nodes: Vec<String>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, JsonSchema)]
pub struct StoragePoolStatus {
    pub free_gib: Option<u64>,
    pub ready: bool,
}

//! kube-rs `examples/crd_derive_multi.rs`, module `v2` (its status, which the example takes
//! from `v1`, written here).
use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Default, Debug, Clone, JsonSchema)]
#[kube(
    group = "kube.rs",
    version = "v2",
    kind = "ManyDerive",
    namespaced,
    status = "ManyDeriveStatus"
)]
pub struct ManyDeriveSpec {
    pub name: String,
    pub extra: Option<String>,
}
#[derive(Serialize, Deserialize, Default, Debug, Clone, JsonSchema)]
pub struct ManyDeriveStatus {
    pub condition: Option<bool>,
}

//! kube-rs `examples/crd_derive_multi.rs`, module `v1`.
use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Default, Debug, Clone, JsonSchema)]
#[kube(
    group = "kube.rs",
    version = "v1",
    kind = "ManyDerive",
    status = "ManyDeriveStatus",
    namespaced
)]
pub struct ManyDeriveSpec {
    pub name: String,
    pub oldprop: u32,
}
#[derive(Serialize, Deserialize, Default, Debug, Clone, JsonSchema)]
pub struct ManyDeriveStatus {
    pub condition: Option<bool>,
}

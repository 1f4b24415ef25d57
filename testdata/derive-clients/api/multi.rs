//! kube-rs's `examples/crd_derive_multi.rs` as it is written: two versions of one Kind in
//! inline modules of one file, the second taking its status from the first. `v1` is the
//! storage version, as the example's `merge_crds(…, "v1")` makes it.
use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

pub mod v1 {
    use super::*;
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
}

pub mod v2 {
    use super::*;
    #[derive(CustomResource, Serialize, Deserialize, Default, Debug, Clone, JsonSchema)]
    #[kube(
        group = "kube.rs",
        version = "v2",
        kind = "ManyDerive",
        namespaced,
        status = "v1::ManyDeriveStatus",
        storage = false
    )]
    pub struct ManyDeriveSpec {
        pub name: String,
        pub extra: Option<String>,
    }
}

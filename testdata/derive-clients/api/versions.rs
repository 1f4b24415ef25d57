//! One Kind served in two versions, each declared in an inline module of the same file: `v2`
//! reuses `v1`'s status type through its path, and `v1` stays the storage version
//! (`storage = false` on `v2`), as `merge_crds(…, "v1")` would make it.
use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

pub mod v1 {
    use super::*;

    /// A Bucket holds objects under a quota.
    #[derive(CustomResource, Serialize, Deserialize, Default, Debug, Clone, JsonSchema)]
    #[kube(
        group = "store.example.com",
        version = "v1",
        kind = "Bucket",
        status = "BucketStatus",
        namespaced
    )]
    pub struct BucketSpec {
        pub owner: String,
        pub quota_gib: u32,
    }

    /// What the controller last saw of a Bucket.
    #[derive(Serialize, Deserialize, Default, Debug, Clone, JsonSchema)]
    pub struct BucketStatus {
        pub ready: Option<bool>,
    }
}

pub mod v2 {
    use super::*;

    /// A Bucket holds objects under a quota, now with an optional storage class.
    #[derive(CustomResource, Serialize, Deserialize, Default, Debug, Clone, JsonSchema)]
    #[kube(
        group = "store.example.com",
        version = "v2",
        kind = "Bucket",
        namespaced,
        status = "v1::BucketStatus",
        storage = false
    )]
    pub struct BucketSpec {
        pub owner: String,
        pub class: Option<String>,
    }
}

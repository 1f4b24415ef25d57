//! The scale subresource written as a JSON string, pointer-sized integers and an optional
//! field without `skip_serializing_if`.
use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Deserialize, Serialize, Clone, Debug, JsonSchema)]
#[kube(group = "pools.example.com", version = "v1", kind = "Pool", namespaced)]
#[kube(status = "PoolStatus")]
#[kube(scale = r#"{"specReplicasPath":".spec.size", "statusReplicasPath":".status.size"}"#)]
pub struct PoolSpec {
    region: String,
    note: Option<String>,
    size: isize,
}

#[derive(Deserialize, Serialize, Clone, Debug, Default, JsonSchema)]
pub struct PoolStatus {
    draining: bool,
    size: isize,
}

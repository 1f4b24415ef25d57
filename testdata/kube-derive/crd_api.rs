//! kube-rs `examples/crd_api.rs` (the `Validate` derive dropped; its `#[garde]` attributes
//! stay, read by schemars).
use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Deserialize, Serialize, Clone, Debug, JsonSchema)]
#[kube(group = "clux.dev", version = "v1", kind = "Foo", namespaced)]
#[kube(status = "FooStatus")]
#[kube(scale(
    spec_replicas_path = ".spec.replicas",
    status_replicas_path = ".status.replicas"
))]
#[kube(printcolumn(name = "Team", json_path = ".spec.metadata.team", type_ = "string"))]
pub struct FooSpec {
    #[schemars(length(min = 3))]
    #[garde(length(min = 3))]
    name: String,
    #[garde(skip)]
    info: String,
    #[garde(skip)]
    replicas: i32,
}

#[derive(Deserialize, Serialize, Clone, Debug, Default, JsonSchema)]
pub struct FooStatus {
    is_bad: bool,
    replicas: i32,
}

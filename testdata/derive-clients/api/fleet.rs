//! A cluster-scoped Kind whose root type kube-derive names `FleetCrd` (`root`), without
//! status.
use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A Fleet of nodes.
#[derive(CustomResource, Serialize, Deserialize, Default, Debug, Clone, JsonSchema)]
#[kube(
    group = "fleet.example.com",
    version = "v1",
    kind = "Fleet",
    root = "FleetCrd",
    shortname = "fl"
)]
pub struct FleetSpec {
    /// How many nodes.
    #[schemars(range(min = 0, max = 100))]
    pub nodes: i32,
}

//! A Kind with a status, the scale subresource in its struct form, a printer column, and a
//! length bound written for schemars beside the same bound written for garde (which adds
//! nothing to the CRD).
use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Deserialize, Serialize, Clone, Debug, JsonSchema)]
#[kube(
    group = "queues.example.com",
    version = "v1",
    kind = "Queue",
    namespaced
)]
#[kube(status = "QueueStatus")]
#[kube(scale(
    spec_replicas_path = ".spec.consumers",
    status_replicas_path = ".status.consumers"
))]
#[kube(printcolumn(name = "Topic", json_path = ".spec.topic", type_ = "string"))]
pub struct QueueSpec {
    #[schemars(length(min = 2))]
    #[garde(length(min = 2))]
    topic: String,
    #[garde(skip)]
    retention: String,
    #[garde(skip)]
    consumers: i32,
}

#[derive(Deserialize, Serialize, Clone, Debug, Default, JsonSchema)]
pub struct QueueStatus {
    backlog: bool,
    consumers: i32,
}

//! Most of `#[kube(...)]` in one attribute: a plural of its own, a root type named apart
//! from the Kind, a doc string, a status, derives and attributes passed to the root, a short
//! name, the scale subresource, a described printer column and a selectable field.
use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(
    CustomResource, Serialize, Deserialize, Default, Debug, PartialEq, Eq, Clone, JsonSchema,
)]
#[kube(
    group = "metrics.example.com",
    version = "v1",
    kind = "Gauge",
    plural = "gaugez",
    root = "GaugeResource",
    namespaced,
    doc = "A gauge the metrics pipeline samples",
    status = "GaugeStatus",
    derive = "PartialEq",
    derive = "Default",
    attr = "allow(deprecated)",
    shortname = "gg",
    scale(
        spec_replicas_path = ".spec.samplers",
        status_replicas_path = ".status.samplers"
    ),
    printcolumn(
        name = "Metric",
        type_ = "string",
        description = "the sampled metric",
        json_path = ".spec.metric",
    ),
    selectable = ".spec.metric"
)]
pub struct GaugeSpec {
    metric: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    unit: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq, Default, JsonSchema)]
pub struct GaugeStatus {
    stale: bool,
}

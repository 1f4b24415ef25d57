//! Every shape a kube-derive spec commonly has: maps, lists of structs, nested optional
//! structs, unit enums, renames, multi-line docs and schemars' `length`, `range` and `regex`.
use std::collections::BTreeMap;

use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A Pipeline runs its stages in order.
///
/// Each stage names an image.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, JsonSchema)]
#[kube(
    group = "ci.example.com",
    version = "v1beta1",
    kind = "Pipeline",
    namespaced,
    status = "PipelineStatus",
    shortname = "pl",
    shortname = "pipe",
    category = "ci",
    category = "all",
    printcolumn(
        name = "Stages",
        type_ = "integer",
        json_path = ".status.stageCount",
        priority = 1
    ),
    printcolumn(
        name = "Age",
        type_ = "date",
        json_path = ".metadata.creationTimestamp",
        format = "date-time"
    )
)]
#[serde(rename_all = "camelCase")]
pub struct PipelineSpec {
    /// The stages, run in order.
    #[schemars(length(min = 1, max = 20))]
    pub stages: Vec<Stage>,
    /// Labels put on every stage's pod.
    #[serde(default)]
    pub pod_labels: BTreeMap<String, String>,
    /// How often the pipeline may be retried.
    #[schemars(range(max = 5))]
    pub max_retries: Option<u8>,
    /// When the pipeline runs.
    pub trigger: Trigger,
    /// Where results are uploaded; nothing when absent.
    pub upload: Option<Upload>,
    #[serde(rename = "timeoutSeconds")]
    pub timeout: Option<i64>,
    pub weight: f64,
    pub ratio: Option<f32>,
    pub dry_run: bool,
}

/// One step of a pipeline.
#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Stage {
    /// DNS-1123 name of the stage.
    #[schemars(regex(pattern = r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"))]
    pub name: String,
    pub image: String,
    /// Arguments
    /// passed to the image.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<String>,
    pub env: Option<BTreeMap<String, String>>,
}

/// When a pipeline runs.
#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]
pub enum Trigger {
    /// On every push.
    Push,
    /// Nightly.
    Nightly,
    Manual,
}

#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Upload {
    pub bucket: String,
    pub path_prefix: Option<String>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PipelineStatus {
    pub stage_count: Option<u32>,
    pub phase: Option<Phase>,
    pub results: Vec<u64>,
}

#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]
pub enum Phase {
    Pending,
    Running,
    Done,
}

/// Defaults schemars writes for `#[serde(default)]` fields, and the collections it maps.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, JsonSchema)]
#[kube(
    group = "ci.example.com",
    version = "v1beta1",
    kind = "Runner",
    namespaced
)]
pub struct RunnerSpec {
    #[serde(default)]
    pub count: i32,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub enabled: bool,
    #[serde(default)]
    pub note: Option<String>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub pool: String,
    pub tags: std::collections::BTreeSet<String>,
    pub initial: char,
    pub window: [u16; 2],
    pub size: Size,
    pub source: Source,
}

/// A size in bytes.
#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]
pub struct Size(pub u64);

#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Source {
    Git(GitSource),
    Archive { url: String },
}

#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]
pub struct GitSource {
    pub repo: String,
    pub branch: Option<String>,
}

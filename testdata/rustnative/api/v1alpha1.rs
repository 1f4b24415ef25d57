//! Package v1alpha1 uses what Rust has and Go lacks: sum types in every serde
//! representation, generics, flattening, renaming, and Kubernetes core types.
//!
//! +groupName=native.example.com

use k8s_openapi::api::core::v1::{PodTemplateSpec, ResourceRequirements};
use k8s_openapi::apimachinery::pkg::api::resource::Quantity;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{Condition, ObjectMeta, Time};
use k8s_openapi::apimachinery::pkg::util::intstr::IntOrString;
use serde::{Deserialize, Serialize};

/// Pipeline runs steps on pods.
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct Pipeline {
    /// metadata is the standard object metadata.
    pub metadata: ObjectMeta,
    /// spec is the desired state.
    pub spec: PipelineSpec,
    /// status is the observed state.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<PipelineStatus>,
}

/// PipelineSpec is the desired state of a Pipeline.
#[derive(Serialize, Deserialize, Clone, Debug)]
#[serde(rename_all = "camelCase")]
pub struct PipelineSpec {
    /// phase is a unit-only enum: a string with an enum of the serde names.
    pub phase: Phase,
    /// source is externally tagged: exactly one of its keys is set.
    pub source: Source,
    /// trigger is internally tagged by `type`.
    pub trigger: Trigger,
    /// action is adjacently tagged: `kind` names the variant, `with` holds it.
    pub action: Action,
    /// retry is untagged: a count or a name.
    pub retry: Retry,
    /// window is a generic struct instantiated with a time.
    pub window: Bounds<Time>,
    /// sizes is the same generic struct instantiated with an integer.
    pub sizes: Bounds<i32>,
    /// Common fields are flattened in.
    #[serde(flatten)]
    pub common: Common,
    /// template is a full pod template from Kubernetes.
    pub template: PodTemplateSpec,
    /// resources are the usual requests and limits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resources: Option<ResourceRequirements>,
    /// memory is a quantity such as `1Gi`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub memory: Option<Quantity>,
    /// maxUnavailable is a number or a percentage.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_unavailable: Option<IntOrString>,
    /// A private cache, never serialized.
    #[serde(skip)]
    pub cache: Vec<u8>,
}

/// Phase is where a pipeline is.
#[derive(Serialize, Deserialize, Clone, Copy, Debug)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Waiting to start.
    NotStarted,
    /// Running.
    Running,
    /// Done.
    Done,
}

/// Source says where the code comes from.
#[derive(Serialize, Deserialize, Clone, Debug)]
#[serde(rename_all = "camelCase")]
pub enum Source {
    /// A git repository.
    Git(GitSource),
    /// An image.
    Image {
        /// The image reference.
        reference: String,
    },
}

/// GitSource is a repository and revision.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct GitSource {
    /// url of the repository.
    pub url: String,
    /// revision to check out.
    #[serde(default)]
    pub revision: Option<String>,
}

/// Trigger starts a run.
#[derive(Serialize, Deserialize, Clone, Debug)]
#[serde(tag = "type")]
pub enum Trigger {
    /// By hand.
    Manual,
    /// On a schedule.
    Cron {
        /// Cron expression.
        schedule: String,
    },
    /// On a push.
    Push(PushTrigger),
}

/// PushTrigger fires on pushes to a branch.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct PushTrigger {
    /// The branch.
    pub branch: String,
}

/// Action is what a step does.
#[derive(Serialize, Deserialize, Clone, Debug)]
#[serde(tag = "kind", content = "with")]
pub enum Action {
    /// Run a command.
    Run {
        /// The command line.
        command: String,
    },
    /// Copy files.
    Copy {
        /// From where.
        from: String,
        /// To where.
        to: String,
    },
}

/// Retry is a count or a policy name.
#[derive(Serialize, Deserialize, Clone, Debug)]
#[serde(untagged)]
pub enum Retry {
    /// A number of attempts.
    Count(i64),
    /// A named policy.
    Named(String),
}

/// Bounds is a generic interval.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct Bounds<T> {
    /// The lower end.
    pub start: T,
    /// The upper end.
    pub end: Option<T>,
}

/// Common fields shared by several specs.
#[derive(Serialize, Deserialize, Clone, Debug)]
#[serde(rename_all = "camelCase")]
pub struct Common {
    /// A display name.
    pub display_name: String,
    /// Free-form notes.
    #[serde(default)]
    pub notes: Option<String>,
}

/// PipelineStatus is the observed state of a Pipeline.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
#[serde(rename_all = "camelCase")]
pub struct PipelineStatus {
    /// conditions of the pipeline.
    /// +listType=map
    /// +listMapKey=type
    #[serde(default)]
    pub conditions: Vec<Condition>,
    /// startTime is when the current run started.
    #[serde(default)]
    pub start_time: Option<Time>,
}

//! Package v1 holds the CronJob Kind of the kubebuilder book's tutorial, ported to Rust.
//!
//! +groupName=batch.tutorial.kubebuilder.io

use k8s_openapi::api::batch::v1::JobTemplateSpec;
use k8s_openapi::api::core::v1::ObjectReference;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{ObjectMeta, Time};
use serde::{Deserialize, Serialize};

/// CronJobSpec is the desired state of a CronJob.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpec {
    /// schedule says when to run, in Cron syntax (see https://en.wikipedia.org/wiki/Cron).
    /// +kubebuilder:validation:MinLength=0
    pub schedule: String,

    /// startingDeadlineSeconds is how late, in seconds, a missed run may still start.
    /// A run that cannot start within it counts as failed.
    /// +kubebuilder:validation:Minimum=0
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub starting_deadline_seconds: Option<i64>,

    /// concurrencyPolicy says what to do when a run is due while the previous one is still
    /// going:
    /// - "Allow" (the default): run both;
    /// - "Forbid": skip the new run;
    /// - "Replace": stop the running one and start the new one.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub concurrency_policy: Option<ConcurrencyPolicy>,

    /// suspend pauses future runs when true; runs already started go on. Defaults to false.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suspend: Option<bool>,

    /// jobTemplate is the Job created for each run.
    pub job_template: JobTemplateSpec,

    /// successfulJobsHistoryLimit is how many finished Jobs to keep.
    /// +kubebuilder:validation:Minimum=0
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub successful_jobs_history_limit: Option<i32>,

    /// failedJobsHistoryLimit is how many failed Jobs to keep.
    /// +kubebuilder:validation:Minimum=0
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failed_jobs_history_limit: Option<i32>,
}

/// ConcurrencyPolicy says how runs of a CronJob may overlap.
/// Exactly one of the following may be given.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ConcurrencyPolicy {
    /// Overlapping runs are allowed.
    #[default]
    Allow,
    /// A new run is skipped while the previous one is running.
    Forbid,
    /// A new run replaces the running one.
    Replace,
}

/// CronJobStatus is the observed state of a CronJob.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
#[serde(rename_all = "camelCase")]
pub struct CronJobStatus {
    /// active lists the Jobs that are running now.
    /// +optional
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub active: Vec<ObjectReference>,

    /// lastScheduleTime is when a Job was last started.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_schedule_time: Option<Time>,
}

/// CronJob runs a Job on a schedule: one object of the cronjobs resource.
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct CronJob {
    /// metadata is the standard object metadata.
    pub metadata: ObjectMeta,
    /// spec is the desired state of the CronJob.
    #[serde(default)]
    pub spec: CronJobSpec,
    /// status is the observed state of the CronJob.
    #[serde(default)]
    pub status: CronJobStatus,
}

/// CronJobList is a list of CronJobs.
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct CronJobList {
    /// items are the CronJobs.
    pub items: Vec<CronJob>,
}

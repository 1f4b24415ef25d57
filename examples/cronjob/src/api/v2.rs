//! Package v2 holds the CronJob Kind of the kubebuilder book's multi-version tutorial,
//! ported to Rust (`api/v2/cronjob_types.go`) with doc comments of our own: the schedule is
//! a struct of its five fields instead of one string. v1 stays the storage version (the
//! hub); `crate::conversion` converts between the two.
//!
//! +kubebuilder:object:generate=true
//! +groupName=batch.tutorial.kubebuilder.io

// Markers follow a doc list's last item directly, and a URL stands bare, as in the Go
// original.
#![allow(clippy::doc_lazy_continuation, rustdoc::bare_urls)]

use k8s_openapi::api::batch::v1::JobTemplateSpec;
use k8s_openapi::api::core::v1::ObjectReference;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{Condition, ListMeta, ObjectMeta, Time};
use kube_codegen_runtime::TypeMeta;
use serde::{Deserialize, Serialize};

/// CronJobSpec is the desired state of a CronJob.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpec {
    /// schedule says when to run: the five parts of a Cron expression, one field each (see
    /// https://en.wikipedia.org/wiki/Cron).
    pub schedule: CronSchedule,

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

/// CronSchedule is a Cron expression taken apart: an absent part matches every value, as
/// `*` does.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct CronSchedule {
    /// minute is the Cron part for the minute (0-59).
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub minute: Option<CronField>,
    /// hour is the Cron part for the hour (0-23).
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hour: Option<CronField>,
    /// dayOfMonth is the Cron part for the day of the month (1-31).
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub day_of_month: Option<CronField>,
    /// month is the Cron part for the month (1-12).
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub month: Option<CronField>,
    /// dayOfWeek is the Cron part for the day of the week (0-6, 0 being Sunday).
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub day_of_week: Option<CronField>,
}

/// CronField is one part of a Cron expression: a value, a range, a list or a step, as in
/// `5`, `1-5`, `1,15` or `*/10`.
pub type CronField = String;

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

    /// conditions report how the CronJob is doing, at most one condition per type.
    ///
    /// Types in common use:
    /// - "Available": the CronJob works and can be relied on
    /// - "Progressing": the controller is still setting it up or changing it
    /// - "Degraded": what its spec asks for cannot be met, or stopped being met
    ///
    /// A condition's status is True, False or Unknown.
    /// +listType=map
    /// +listMapKey=type
    /// +optional
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
}

/// CronJob runs a Job on a schedule: one object of the cronjobs resource.
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct CronJob {
    /// `apiVersion` and `kind` (Go's embedded `metav1.TypeMeta`).
    #[serde(flatten)]
    pub types: TypeMeta<Self>,
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
    /// metadata is the standard list metadata.
    #[serde(default)]
    pub metadata: ListMeta,
    /// items are the CronJobs.
    pub items: Vec<CronJob>,
}

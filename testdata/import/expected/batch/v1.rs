//! `batch.tutorial.kubebuilder.io/v1`, imported by `kube-codegen import`.

// The doc comments are the CRD's descriptions, written for `kubectl explain`, not rustdoc,
// and kept as they are (tabs, Markdown lists): rustdoc's and clippy's doc lints do not apply.
#![allow(
    rustdoc::all,
    clippy::tabs_in_doc_comments,
    clippy::doc_lazy_continuation,
    clippy::doc_overindented_list_items
)]

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// CronJob runs a Job on a schedule: one object of the cronjobs resource.
///
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJob {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec is the desired state of the CronJob.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spec: Option<CronJobSpec>,
    /// status is the observed state of the CronJob.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<CronJobStatus>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpec {
    /// jobTemplate is the Job created for each run.
    pub job_template: k8s_openapi::api::batch::v1::JobTemplateSpec,
    /// schedule says when to run, in Cron syntax (see https://en.wikipedia.org/wiki/Cron).
    ///
    /// +kubebuilder:validation:MinLength=0
    pub schedule: String,
    /// concurrencyPolicy says what to do when a run is due while the previous one is still
    /// going:
    /// - "Allow" (the default): run both;
    /// - "Forbid": skip the new run;
    /// - "Replace": stop the running one and start the new one.
    ///
    /// +kubebuilder:validation:Enum="Allow";"Forbid";"Replace"
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub concurrency_policy: Option<String>,
    /// failedJobsHistoryLimit is how many failed Jobs to keep.
    ///
    /// +kubebuilder:validation:Minimum=0
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub failed_jobs_history_limit: Option<i32>,
    /// startingDeadlineSeconds is how late, in seconds, a missed run may still start.
    /// A run that cannot start within it counts as failed.
    ///
    /// +kubebuilder:validation:Minimum=0
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starting_deadline_seconds: Option<i64>,
    /// successfulJobsHistoryLimit is how many finished Jobs to keep.
    ///
    /// +kubebuilder:validation:Minimum=0
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub successful_jobs_history_limit: Option<i32>,
    /// suspend pauses future runs when true; runs already started go on. Defaults to false.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suspend: Option<bool>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobStatus {
    /// active lists the Jobs that are running now.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub active: Option<Vec<k8s_openapi::api::core::v1::ObjectReference>>,
    /// lastScheduleTime is when a Job was last started.
    ///
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_schedule_time: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::Time>,
}

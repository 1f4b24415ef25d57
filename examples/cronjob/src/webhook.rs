//! `internal/webhook/v1/cronjob_webhook.go` of the kubebuilder book's tutorial: the
//! CronJob's defaulting and validating webhooks, with its markers as written there. The
//! build script writes their configurations (`manifests.yaml`) and the runtime's webhook
//! server serves them at the same paths.
//!
//! +kubebuilder:webhook:path=/mutate-batch-tutorial-kubebuilder-io-v1-cronjob,mutating=true,failurePolicy=fail,sideEffects=None,groups=batch.tutorial.kubebuilder.io,resources=cronjobs,verbs=create;update,versions=v1,name=mcronjob-v1.kb.io,admissionReviewVersions=v1
//! +kubebuilder:webhook:path=/validate-batch-tutorial-kubebuilder-io-v1-cronjob,mutating=false,failurePolicy=fail,sideEffects=None,groups=batch.tutorial.kubebuilder.io,resources=cronjobs,verbs=create;update,versions=v1,name=vcronjob-v1.kb.io,admissionReviewVersions=v1

use kube_codegen_runtime::webhook::{
    Certificates, CustomDefaulter, CustomValidator, Denied, Warnings, WebhookServer,
};

use crate::api::v1::{ConcurrencyPolicy, CronJob};
use crate::api::v2;
use crate::controller::parse_schedule;

/// The defaults the tutorial's `CronJobCustomDefaulter` sets on fields left empty.
#[derive(Debug, Clone)]
pub struct CronJobCustomDefaulter {
    /// `spec.concurrencyPolicy`: `Allow`.
    pub default_concurrency_policy: ConcurrencyPolicy,
    /// `spec.suspend`: false.
    pub default_suspend: bool,
    /// `spec.successfulJobsHistoryLimit`: 3.
    pub default_successful_jobs_history_limit: i32,
    /// `spec.failedJobsHistoryLimit`: 1.
    pub default_failed_jobs_history_limit: i32,
}

impl Default for CronJobCustomDefaulter {
    fn default() -> Self {
        CronJobCustomDefaulter {
            default_concurrency_policy: ConcurrencyPolicy::Allow,
            default_suspend: false,
            default_successful_jobs_history_limit: 3,
            default_failed_jobs_history_limit: 1,
        }
    }
}

impl CustomDefaulter<CronJob> for CronJobCustomDefaulter {
    async fn default(&self, cron_job: &mut CronJob) -> Result<(), Denied> {
        let spec = &mut cron_job.spec;
        spec.concurrency_policy
            .get_or_insert(self.default_concurrency_policy);
        spec.suspend.get_or_insert(self.default_suspend);
        spec.successful_jobs_history_limit
            .get_or_insert(self.default_successful_jobs_history_limit);
        spec.failed_jobs_history_limit
            .get_or_insert(self.default_failed_jobs_history_limit);
        Ok(())
    }
}

/// The tutorial's `CronJobCustomValidator`: a name short enough for the Jobs' names, and
/// a schedule in standard Cron format, on create and update; deletes pass.
#[derive(Debug, Clone, Default)]
pub struct CronJobCustomValidator;

/// A Job's name is the CronJob's, a dash and a ten-digit time: at most 63 characters.
const MAX_NAME_LENGTH: usize = 63 - 11;

impl CronJobCustomValidator {
    /// Every field error of `cron_job`, as the API server writes them, or nothing.
    fn validate(&self, cron_job: &CronJob) -> Result<Warnings, Denied> {
        let mut errors = Vec::new();
        let name = cron_job.metadata.name.as_deref().unwrap_or_default();
        if name.len() > MAX_NAME_LENGTH {
            errors.push(format!(
                "metadata.name: Invalid value: {name:?}: must be no more than {MAX_NAME_LENGTH} characters"
            ));
        }
        let schedule = &cron_job.spec.schedule;
        if let Err(e) = parse_schedule(schedule) {
            errors.push(format!("spec.schedule: Invalid value: {schedule:?}: {e}"));
        }
        if errors.is_empty() {
            return Ok(Warnings::new());
        }
        Err(Denied::new(format!(
            "CronJob.batch.tutorial.kubebuilder.io {name:?} is invalid: {}",
            errors.join(", ")
        )))
    }
}

impl CustomValidator<CronJob> for CronJobCustomValidator {
    async fn validate_create(&self, cron_job: &CronJob) -> Result<Warnings, Denied> {
        self.validate(cron_job)
    }
    async fn validate_update(&self, _old: &CronJob, new: &CronJob) -> Result<Warnings, Denied> {
        self.validate(new)
    }
    async fn validate_delete(&self, _cron_job: &CronJob) -> Result<Warnings, Denied> {
        Ok(Warnings::new())
    }
}

/// The webhook server of `cmd/main.go`: the CronJob's defaulting and validating webhooks
/// (`SetupCronJobWebhookWithManager`) and the conversion of v2 through the hub v1.
pub fn server(certificates: Certificates) -> WebhookServer {
    WebhookServer::new(certificates)
        .defaulting::<CronJob>(<CronJobCustomDefaulter as Default>::default())
        .validating::<CronJob>(CronJobCustomValidator)
        .conversion::<v2::CronJob, CronJob>()
}

//! `internal/controller/cronjob_controller.go` of the kubebuilder book's CronJob tutorial, on
//! the runtime's controller builder: a CronJob runs its `jobTemplate` as a Job at each
//! time of its `schedule`, keeps a history of finished Jobs, and reports the running ones.
//!
//! +kubebuilder:rbac:groups=batch.tutorial.kubebuilder.io,resources=cronjobs,verbs=get;list;watch;create;update;patch;delete
//! +kubebuilder:rbac:groups=batch.tutorial.kubebuilder.io,resources=cronjobs/status,verbs=get;update;patch
//! +kubebuilder:rbac:groups=batch.tutorial.kubebuilder.io,resources=cronjobs/finalizers,verbs=update
//! +kubebuilder:rbac:groups=batch,resources=jobs,verbs=get;list;watch;create;update;patch;delete
//! +kubebuilder:rbac:groups=batch,resources=jobs/status,verbs=get

use std::sync::Arc;
use std::time::Duration;

use croner::Cron;
use croner::parser::{CronParser, Seconds, Year};
use k8s_openapi::api::batch::v1::Job;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{ObjectMeta, Time};
use k8s_openapi::jiff::tz::TimeZone;
use k8s_openapi::jiff::{SignedDuration, Timestamp};
use kube::api::DeleteParams;
use kube_codegen_runtime::conditions::{ConditionStatus, condition, set_status_condition};
use kube_codegen_runtime::controller::{Action, ReconcileError, Reconciler, Request};
use kube_codegen_runtime::controllerutil::{get_reference, set_controller_reference};
use kube_codegen_runtime::manager::Manager;
use kube_codegen_runtime::{Lister, ObjectClient, get_controller_of};

use crate::api::v1::{ConcurrencyPolicy, CronJob};

/// The annotation a Job carries with the time it was scheduled for.
pub const SCHEDULED_TIME_ANNOTATION: &str = "batch.tutorial.kubebuilder.io/scheduled-at";
/// The Job index by the name of the CronJob that controls it.
pub const JOB_OWNER_KEY: &str = ".metadata.controller";
const API_GV: &str = "batch.tutorial.kubebuilder.io/v1";

/// The clock the reconciler schedules by; tests set their own.
pub trait Clock: Send + Sync + 'static {
    /// The current time.
    fn now(&self) -> Timestamp;
}

/// The system clock.
pub struct RealClock;

impl Clock for RealClock {
    fn now(&self) -> Timestamp {
        Timestamp::now()
    }
}

/// The CronJob reconciler: the listers it reads, the client it writes with, its clock.
pub struct CronJobReconciler {
    cronjobs: Lister<CronJob>,
    jobs: Lister<Job>,
    client: ObjectClient,
    clock: Arc<dyn Clock>,
}

/// Sets the reconciler up with `mgr`: the Job index by controller, and a controller `For`
/// CronJobs that `Owns` Jobs.
///
/// # Errors
///
/// The index exists already, or a controller named `cronjob` does.
pub fn setup_with_manager(
    mgr: &Manager,
    clock: Arc<dyn Clock>,
) -> Result<(), Box<dyn std::error::Error>> {
    // The Job's controller, if it is a CronJob of ours.
    mgr.factory().index_field(JOB_OWNER_KEY, |job: &Job| {
        match get_controller_of(&job.metadata) {
            Some(r) if r.api_version == API_GV && r.kind == "CronJob" => vec![r.name.clone()],
            _ => Vec::new(),
        }
    })?;
    let reconciler = CronJobReconciler {
        cronjobs: mgr.factory().informer_for::<CronJob>().lister(),
        jobs: mgr.factory().informer_for::<Job>().lister(),
        client: mgr.object_client(),
        clock,
    };
    mgr.controller::<CronJob>()
        .owns::<Job>()
        .named("cronjob")
        .complete(reconciler)?;
    Ok(())
}

/// Whether a Job finished, and how: its `Complete` or `Failed` condition that is `True`.
fn finished_type(job: &Job) -> Option<&str> {
    let conditions = job.status.as_ref()?.conditions.as_ref()?;
    conditions
        .iter()
        .find(|c| matches!(c.type_.as_str(), "Complete" | "Failed") && c.status == "True")
        .map(|c| c.type_.as_str())
}

/// The time a Job was scheduled for, from its annotation.
fn scheduled_time_for_job(job: &Job) -> Result<Option<Timestamp>, String> {
    let annotations = job.metadata.annotations.as_ref();
    match annotations.and_then(|a| a.get(SCHEDULED_TIME_ANNOTATION)) {
        None => Ok(None),
        Some(raw) => raw.parse().map(Some).map_err(|e| format!("{raw:?}: {e}")),
    }
}

/// `schedule` as a standard five-field Cron schedule (minute to day of week, no seconds or
/// year), as robfig/cron's `ParseStandard` reads it for the tutorial.
pub fn parse_schedule(schedule: &str) -> Result<Cron, croner::errors::CronError> {
    CronParser::builder()
        .seconds(Seconds::Disallowed)
        .year(Year::Disallowed)
        .build()
        .parse(schedule)
}

/// The last run missed since the last scheduled one (or the CronJob's creation), if any,
/// and the next run after `now`, as the tutorial's `getNextSchedule`.
fn next_schedule(
    cron_job: &CronJob,
    now: Timestamp,
) -> Result<(Option<Timestamp>, Timestamp), String> {
    let schedule = &cron_job.spec.schedule;
    let sched =
        parse_schedule(schedule).map_err(|e| format!("unparseable schedule {schedule:?}: {e}"))?;
    let next = |t: Timestamp| {
        sched
            .find_next_occurrence(&t.to_zoned(TimeZone::UTC), false)
            .map(|z| z.timestamp())
            .map_err(|e| format!("no run after {t} in schedule {schedule:?}: {e}"))
    };
    // Where to start looking for missed runs: the last run, or the CronJob's creation.
    let created = cron_job.metadata.creation_timestamp.as_ref();
    let last = cron_job.status.last_schedule_time.as_ref().or(created);
    let mut earliest = last.map_or(now, |t| t.0);
    if let Some(deadline) = cron_job.spec.starting_deadline_seconds {
        // Runs older than the deadline would not start anyway.
        let scheduling_deadline = now
            .checked_sub(SignedDuration::from_secs(deadline))
            .unwrap_or(Timestamp::MIN);
        earliest = earliest.max(scheduling_deadline);
    }
    if earliest > now {
        return Ok((None, next(now)?));
    }
    let (mut last_missed, mut starts) = (None, 0);
    let mut t = next(earliest)?;
    while t <= now {
        last_missed = Some(t);
        // A long outage (or clock skew) would start too many runs at once.
        starts += 1;
        if starts > 100 {
            return Err("over 100 missed runs: lower startingDeadlineSeconds, check clocks".into());
        }
        t = next(t)?;
    }
    Ok((last_missed, next(now)?))
}

/// The Job of `cron_job`'s run at `scheduled`: named after the CronJob and the time, with
/// the template's labels and annotations, the scheduled time, and the CronJob as controller.
fn construct_job(cron_job: &CronJob, scheduled: Timestamp) -> Result<Job, ReconcileError> {
    let template = &cron_job.spec.job_template;
    let meta = template.metadata.clone().unwrap_or_default();
    let mut annotations = meta.annotations.unwrap_or_default();
    annotations.insert(SCHEDULED_TIME_ANNOTATION.into(), scheduled.to_string());
    let mut job = Job {
        metadata: ObjectMeta {
            name: Some(format!(
                "{}-{}",
                cron_job.metadata.name.as_deref().unwrap_or_default(),
                scheduled.as_second()
            )),
            namespace: cron_job.metadata.namespace.clone(),
            labels: meta.labels,
            annotations: Some(annotations),
            ..Default::default()
        },
        spec: template.spec.clone(),
        status: None,
    };
    set_controller_reference(cron_job, &mut job.metadata)?;
    Ok(job)
}

impl CronJobReconciler {
    /// Deletes the oldest of `jobs` (by start time) beyond `limit`, as the tutorial does:
    /// a failure is logged, not returned.
    async fn clean_up(&self, mut jobs: Vec<&Job>, limit: Option<i32>, what: &str) {
        let Some(limit) = limit else { return };
        jobs.sort_by_key(|j| {
            j.status
                .as_ref()
                .and_then(|s| s.start_time.clone())
                .map(|t| t.0)
        });
        let excess = jobs
            .len()
            .saturating_sub(usize::try_from(limit).unwrap_or(0));
        for job in &jobs[..excess] {
            let name = job.metadata.name.as_deref();
            match self.client.delete(*job, &DeleteParams::background()).await {
                Err(e) if !e.is_not_found() => {
                    tracing::error!(job = name, error = %e, "deleting an old {what} Job failed")
                }
                _ => tracing::info!(job = name, "deleted an old {what} Job"),
            }
        }
    }
}

impl Reconciler for CronJobReconciler {
    async fn reconcile(&self, req: Request) -> Result<Action, ReconcileError> {
        // 1: Fetch the CronJob from the cache. Deleted: nothing to do, its Jobs go with it.
        let Ok(cron_job) = self.cronjobs.namespace(req.namespace()).get(&req.name) else {
            return Ok(Action::done());
        };
        let mut cron_job = (*cron_job).clone();
        let now = self.clock.now();

        // 2: Sort the CronJob's Jobs into running, succeeded and failed; write the status.
        let child_jobs = self
            .jobs
            .namespace(req.namespace())
            .by_index(JOB_OWNER_KEY, &req.name)?;
        let (mut active, mut successful, mut failed) = (Vec::new(), Vec::new(), Vec::new());
        let mut most_recent: Option<Timestamp> = None;
        for job in &child_jobs {
            match finished_type(job) {
                None => active.push(job.as_ref()),
                Some("Failed") => failed.push(job.as_ref()),
                Some(_) => successful.push(job.as_ref()),
            }
            // The most recent run is in the annotation, not the start time.
            match scheduled_time_for_job(job) {
                Ok(t) => most_recent = most_recent.max(t),
                Err(e) => tracing::error!(error = e, "a Job's scheduled-at annotation"),
            }
        }
        let before = serde_json::to_value(&cron_job.status)?;
        cron_job.status.last_schedule_time = most_recent.map(Time);
        cron_job.status.active = active.iter().map(|j| get_reference(*j)).collect();
        let schedule = next_schedule(&cron_job, now);
        let conditions = &mut cron_job.status.conditions;
        match &schedule {
            Ok(_) => set_status_condition(
                conditions,
                condition(
                    "Available",
                    ConditionStatus::True,
                    "Scheduled",
                    "the schedule is valid",
                ),
            ),
            Err(e) => set_status_condition(
                conditions,
                condition("Available", ConditionStatus::False, "InvalidSchedule", e),
            ),
        };
        if serde_json::to_value(&cron_job.status)? != before {
            cron_job = self.client.update_status(&cron_job).await?;
        }

        // 3: Delete the finished Jobs beyond the history limits.
        self.clean_up(failed, cron_job.spec.failed_jobs_history_limit, "failed")
            .await;
        self.clean_up(
            successful,
            cron_job.spec.successful_jobs_history_limit,
            "successful",
        )
        .await;

        // 4: A suspended CronJob starts nothing.
        if cron_job.spec.suspend == Some(true) {
            return Ok(Action::done());
        }

        // 5: Work out the run that is due and the one after it. A schedule that does not
        // parse is reported in the condition; retrying cannot fix it, the next change of the
        // CronJob may.
        let (missed_run, next_run) = match schedule {
            Ok(runs) => runs,
            Err(e) => {
                tracing::error!(error = e, "cannot work out the next run");
                return Ok(Action::done());
            }
        };
        let until_next = next_run.duration_since(now).unsigned_abs();
        let scheduled_result = Action::requeue_after(until_next.max(Duration::from_millis(1)));

        // 6: Start the due run, unless its deadline has passed or the concurrency policy
        // holds it back; then come back at the next run.
        let Some(missed_run) = missed_run else {
            return Ok(scheduled_result);
        };
        let too_late = cron_job.spec.starting_deadline_seconds.is_some_and(|d| {
            let deadline = missed_run.checked_add(SignedDuration::from_secs(d));
            deadline.unwrap_or(Timestamp::MAX) < now
        });
        if too_late {
            return Ok(scheduled_result);
        }
        let policy = cron_job.spec.concurrency_policy.unwrap_or_default();
        if policy == ConcurrencyPolicy::Forbid && !active.is_empty() {
            return Ok(scheduled_result);
        }
        if policy == ConcurrencyPolicy::Replace {
            for job in &active {
                match self.client.delete(*job, &DeleteParams::background()).await {
                    Err(e) if !e.is_not_found() => return Err(e.into()),
                    _ => {}
                }
            }
        }
        self.client
            .create(&construct_job(&cron_job, missed_run)?)
            .await?;
        Ok(scheduled_result)
    }
}

//! The CronJob tutorial's controller on a real kube-apiserver (kube-envtest), on a manager
//! with leader election and metrics on, scheduling by a fake clock: the book's own test
//! (`cronjob_controller_test.go`: a Job the CronJob controls shows in `status.active`),
//! runs on schedule, the three concurrency policies, suspend, history limits, an invalid
//! schedule, and a restarted manager that does not run a Job twice.
//!
//! No kube-controller-manager runs in envtest: Jobs get no Pods, the tests write a Job's
//! status. Without the API server binaries these tests fail, unless `KUBE_ENVTEST_SKIP=1`
//! asks to skip them.

use std::collections::BTreeSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use cronjob_example::api::v1::{ConcurrencyPolicy, CronJob, CronJobSpec};
use cronjob_example::client::Clientset;
use cronjob_example::client::batch_tutorial::v1::CronJobClient;
use cronjob_example::controller::{Clock, SCHEDULED_TIME_ANNOTATION, setup_with_manager};
use k8s_openapi::api::batch::v1::{Job, JobSpec, JobTemplateSpec};
use k8s_openapi::api::core::v1::{Container, PodSpec, PodTemplateSpec};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use k8s_openapi::jiff::{SignedDuration, Timestamp};
use kube::api::{Api, ListParams, Patch, PatchParams, PostParams};
use kube_codegen_runtime::FactoryOptions;
use kube_codegen_runtime::controllerutil::set_controller_reference;
use kube_codegen_runtime::manager::{LeaderElectionConfig, Manager, ManagerError, ManagerOptions};
use kube_envtest::{Environment, SharedControlPlane, require_assets, test_namespace};
use serde_json::json;
use tokio_util::sync::CancellationToken;

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

fn environment() -> Environment {
    let origin = std::path::Path::new("cronjob_example::CRONJOB_CRD");
    let crds = kube_envtest::parse_crds(cronjob_example::CRONJOB_CRD, origin)
        .expect("the CronJob CRD parses");
    crds.into_iter().fold(Environment::new(), Environment::crd)
}

static PLANE: SharedControlPlane = SharedControlPlane::new(environment);

/// A clock the test moves.
struct FakeClock(Mutex<Timestamp>);

impl Clock for FakeClock {
    fn now(&self) -> Timestamp {
        *self.0.lock().expect("lock")
    }
}

impl FakeClock {
    fn set(&self, t: Timestamp) {
        *self.0.lock().expect("lock") = t;
    }
}

/// A manager with the controller, leader election and metrics on, watching one namespace.
struct Running {
    mgr: Manager,
    stop: CancellationToken,
    task: tokio::task::JoinHandle<std::result::Result<(), ManagerError>>,
}

fn start(kube: &kube::Client, ns: &str, clock: Arc<FakeClock>) -> Result<Running> {
    let options = ManagerOptions::new()
        .metrics_bind_address("127.0.0.1:0")?
        .leader_election(LeaderElectionConfig::new(
            "80807133.tutorial.kubebuilder.io",
            ns,
        ))
        .factory(FactoryOptions::default().namespace(ns));
    let mgr = Manager::with_client(kube.clone(), options);
    setup_with_manager(&mgr, clock)?;
    let stop = CancellationToken::new();
    let task = tokio::spawn({
        let (mgr, stop) = (mgr.clone(), stop.clone());
        async move { mgr.start_until(stop.cancelled_owned()).await }
    });
    Ok(Running { mgr, stop, task })
}

impl Running {
    async fn stop(self) -> Result {
        self.stop.cancel();
        Ok(self.task.await??)
    }
}

/// What every test starts with: a namespace, a fake clock behind the creation times to
/// come (nothing is due), a running manager and the CronJobs' client. `None` when the user
/// asked to skip the end-to-end tests.
struct Setup {
    kube: kube::Client,
    ns: String,
    clock: Arc<FakeClock>,
    running: Running,
    cronjobs: CronJobClient,
}

async fn setup(prefix: &str) -> Result<Option<Setup>> {
    let Some(_) = require_assets() else {
        return Ok(None);
    };
    let cp = PLANE.get().await?;
    let kube = cp.client()?;
    let ns = test_namespace(&kube, prefix).await?;
    let clock = Arc::new(FakeClock(Mutex::new(
        Timestamp::now() - SignedDuration::from_secs(5),
    )));
    let running = start(&kube, &ns, clock.clone())?;
    let cronjobs = Clientset::new(kube.clone())
        .batch_tutorial_v1()
        .cronjobs(&ns);
    Ok(Some(Setup {
        kube,
        ns,
        clock,
        running,
        cronjobs,
    }))
}

async fn eventually<T, F, Fut>(what: &str, mut check: F) -> Result<T>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Option<T>>,
{
    for _ in 0..200 {
        if let Some(v) = check().await {
            return Ok(v);
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Err(format!("timed out waiting for {what}").into())
}

/// The book's CronJob: `schedule`, a Job template with one container.
fn cron_job(ns: &str, name: &str, schedule: &str) -> CronJob {
    CronJob {
        metadata: ObjectMeta {
            name: Some(name.into()),
            namespace: Some(ns.into()),
            ..Default::default()
        },
        spec: CronJobSpec {
            schedule: schedule.into(),
            job_template: JobTemplateSpec {
                metadata: Some(ObjectMeta {
                    labels: Some([("app".to_string(), name.to_string())].into()),
                    ..Default::default()
                }),
                spec: Some(JobSpec {
                    template: PodTemplateSpec {
                        metadata: None,
                        spec: Some(PodSpec {
                            containers: vec![Container {
                                name: "test-container".into(),
                                image: Some("test-image".into()),
                                ..Default::default()
                            }],
                            restart_policy: Some("OnFailure".into()),
                            ..Default::default()
                        }),
                    },
                    ..Default::default()
                }),
            },
            ..Default::default()
        },
        ..Default::default()
    }
}

/// The names of the Jobs in `ns` that carry `cron`'s label.
async fn jobs_of(kube: &kube::Client, ns: &str, cron: &str) -> Result<BTreeSet<String>> {
    let jobs: Api<Job> = Api::namespaced(kube.clone(), ns);
    let list = jobs
        .list(&ListParams::default().labels(&format!("app={cron}")))
        .await?;
    Ok(list
        .items
        .into_iter()
        .filter_map(|j| j.metadata.name)
        .collect())
}

/// Brings `name` back to the controller (an annotation changes), as the next tick of a real
/// clock would with `RequeueAfter`.
async fn poke(kube: &kube::Client, ns: &str, name: &str) -> Result {
    let api: Api<CronJob> = Api::namespaced(kube.clone(), ns);
    let patch = json!({"metadata": {"annotations": {"test/poke": Timestamp::now().to_string()}}});
    api.patch(name, &PatchParams::default(), &Patch::Merge(&patch))
        .await?;
    Ok(())
}

/// The first time of a `*/5` schedule at or before `t`.
fn five_minute_mark(t: Timestamp) -> Timestamp {
    Timestamp::from_second(t.as_second() - t.as_second().rem_euclid(300)).expect("in range")
}

fn ten_minutes() -> SignedDuration {
    SignedDuration::from_mins(10)
}

#[tokio::test]
async fn the_books_test_lists_the_active_job() -> Result {
    let Some(Setup {
        kube,
        ns,
        running,
        cronjobs,
        ..
    }) = setup("book").await?
    else {
        return Ok(());
    };
    cronjobs
        .create(
            &PostParams::default(),
            &cron_job(&ns, "test-cronjob", "1 * * * *"),
        )
        .await?;
    let created = cronjobs.get("test-cronjob").await?;
    assert_eq!(created.spec.schedule, "1 * * * *");
    // No active Job for a while.
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert!(cronjobs.get("test-cronjob").await?.status.active.is_empty());

    // A Job the CronJob controls, running (two active Pods).
    let mut job = Job {
        metadata: ObjectMeta {
            name: Some("test-job".into()),
            namespace: Some(ns.clone()),
            ..Default::default()
        },
        spec: cron_job(&ns, "x", "").spec.job_template.spec,
        status: None,
    };
    set_controller_reference(&created, &mut job.metadata)?;
    let jobs: Api<Job> = Api::namespaced(kube.clone(), &ns);
    jobs.create(&PostParams::default(), &job).await?;
    let status = json!({"status": {"active": 2}});
    jobs.patch_status("test-job", &PatchParams::default(), &Patch::Merge(&status))
        .await?;
    let active = eventually("the Job in status.active", || async {
        let cj = cronjobs.get("test-cronjob").await.ok()?;
        (!cj.status.active.is_empty()).then_some(cj.status.active)
    })
    .await?;
    assert_eq!(active[0].name.as_deref(), Some("test-job"));
    assert_eq!(active[0].kind.as_deref(), Some("Job"));
    running.stop().await
}

#[tokio::test]
async fn runs_on_schedule_and_not_twice_after_a_restart() -> Result {
    let Some(Setup {
        kube,
        ns,
        clock,
        running,
        cronjobs,
    }) = setup("schedule").await?
    else {
        return Ok(());
    };
    let created = cronjobs
        .create(
            &PostParams::default(),
            &cron_job(&ns, "every5", "*/5 * * * *"),
        )
        .await?;
    let creation = created
        .metadata
        .creation_timestamp
        .clone()
        .ok_or("created")?
        .0;
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert!(
        jobs_of(&kube, &ns, "every5").await?.is_empty(),
        "nothing due yet"
    );

    // Ten minutes later: the last missed run starts, once.
    clock.set(creation + ten_minutes());
    poke(&kube, &ns, "every5").await?;
    let due = five_minute_mark(creation + ten_minutes());
    let want = format!("every5-{}", due.as_second());
    let names = eventually("the Job of the missed run", || async {
        let names = jobs_of(&kube, &ns, "every5").await.ok()?;
        (!names.is_empty()).then_some(names)
    })
    .await?;
    assert_eq!(names, BTreeSet::from([want.clone()]));
    let job = Api::<Job>::namespaced(kube.clone(), &ns).get(&want).await?;
    let annotations = job.metadata.annotations.clone().unwrap_or_default();
    assert_eq!(
        annotations.get(SCHEDULED_TIME_ANNOTATION),
        Some(&due.to_string())
    );
    let owner = job.metadata.owner_references.unwrap_or_default();
    assert_eq!(owner[0].name, "every5");
    assert_eq!(owner[0].controller, Some(true));
    let cj = eventually("lastScheduleTime", || async {
        let cj = cronjobs.get("every5").await.ok()?;
        cj.status.last_schedule_time.is_some().then_some(cj)
    })
    .await?;
    assert_eq!(cj.status.last_schedule_time.map(|t| t.0), Some(due));
    let available = cj.status.conditions.iter().find(|c| c.type_ == "Available");
    assert_eq!(available.map(|c| c.status.as_str()), Some("True"));

    // The manager's metrics: reconciles counted, this replica leads.
    let (metrics, _) = running.mgr.bound_addresses();
    let text = reqwest_free_get(metrics.ok_or("metrics served")?).await?;
    assert!(
        text.contains("leader_election_master_status{name=\"80807133.tutorial.kubebuilder.io\"} 1"),
        "{text}"
    );
    assert!(
        text.contains(
            "controller_runtime_reconcile_total{controller=\"cronjob\",result=\"requeue_after\"}"
        ),
        "{text}"
    );

    // A restarted manager at the same time runs nothing again.
    running.stop().await?;
    let running = start(&kube, &ns, clock.clone())?;
    poke(&kube, &ns, "every5").await?;
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(jobs_of(&kube, &ns, "every5").await?, BTreeSet::from([want]));
    running.stop().await
}

/// `GET /metrics` with a plain HTTP/1.1 request.
async fn reqwest_free_get(addr: std::net::SocketAddr) -> Result<String> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await?;
    stream
        .write_all(b"GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .await?;
    let mut response = String::new();
    stream.read_to_string(&mut response).await?;
    Ok(response)
}

#[tokio::test]
async fn concurrency_policies_allow_forbid_and_replace() -> Result {
    let Some(Setup {
        kube,
        ns,
        clock,
        running,
        cronjobs,
    }) = setup("policy").await?
    else {
        return Ok(());
    };
    let mut creation = Timestamp::MIN;
    for (name, policy) in [
        ("allow", ConcurrencyPolicy::Allow),
        ("forbid", ConcurrencyPolicy::Forbid),
        ("replace", ConcurrencyPolicy::Replace),
    ] {
        let mut cj = cron_job(&ns, name, "*/5 * * * *");
        cj.spec.concurrency_policy = Some(policy);
        let created = cronjobs.create(&PostParams::default(), &cj).await?;
        creation = creation.max(created.metadata.creation_timestamp.ok_or("created")?.0);
    }
    // A first run for each, still running when the second is due.
    let first = creation + ten_minutes();
    clock.set(first);
    for name in ["allow", "forbid", "replace"] {
        poke(&kube, &ns, name).await?;
    }
    for name in ["allow", "forbid", "replace"] {
        eventually("the first run", || async {
            (jobs_of(&kube, &ns, name).await.ok()?.len() == 1).then_some(())
        })
        .await?;
        eventually("the first run in lastScheduleTime", || async {
            let cj = cronjobs.get(name).await.ok()?;
            cj.status.last_schedule_time.is_some().then_some(())
        })
        .await?;
    }
    let second = first + SignedDuration::from_mins(5);
    clock.set(second);
    for name in ["allow", "forbid", "replace"] {
        poke(&kube, &ns, name).await?;
    }
    let (run1, run2) = (
        five_minute_mark(first).as_second(),
        five_minute_mark(second).as_second(),
    );
    let both = BTreeSet::from([format!("allow-{run1}"), format!("allow-{run2}")]);
    eventually("Allow: both runs", || async {
        (jobs_of(&kube, &ns, "allow").await.ok()? == both).then_some(())
    })
    .await?;
    let replaced = BTreeSet::from([format!("replace-{run2}")]);
    eventually("Replace: the second run only", || async {
        (jobs_of(&kube, &ns, "replace").await.ok()? == replaced).then_some(())
    })
    .await?;
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert_eq!(
        jobs_of(&kube, &ns, "forbid").await?,
        BTreeSet::from([format!("forbid-{run1}")]),
        "Forbid: no second run while the first runs"
    );
    running.stop().await
}

/// Marks a Job finished as the Job controller would: `Complete` (or `Failed`) with the
/// conditions the API server requires before it.
async fn finish(
    kube: &kube::Client,
    ns: &str,
    name: &str,
    failed: bool,
    started: Timestamp,
) -> Result {
    let jobs: Api<Job> = Api::namespaced(kube.clone(), ns);
    let now = Timestamp::now().to_string();
    let (target, done) = if failed {
        ("FailureTarget", "Failed")
    } else {
        ("SuccessCriteriaMet", "Complete")
    };
    let condition = |type_: &str| json!({"type": type_, "status": "True", "lastTransitionTime": now, "lastProbeTime": now, "reason": if failed {"BackoffLimitExceeded"} else {"CompletionsReached"}, "message": "test"});
    let mut status = json!({
        "startTime": started.to_string(),
        "conditions": [condition(target), condition(done)],
    });
    if failed {
        status["failed"] = json!(1);
    } else {
        status["succeeded"] = json!(1);
        status["completionTime"] = json!(now);
    }
    jobs.patch_status(
        name,
        &PatchParams::default(),
        &Patch::Merge(&json!({"status": status})),
    )
    .await?;
    Ok(())
}

#[tokio::test]
async fn suspend_holds_runs_and_history_limits_delete_the_oldest() -> Result {
    let Some(Setup {
        kube,
        ns,
        clock,
        running,
        cronjobs,
    }) = setup("history").await?
    else {
        return Ok(());
    };
    let mut cj = cron_job(&ns, "held", "*/5 * * * *");
    cj.spec.suspend = Some(true);
    cj.spec.successful_jobs_history_limit = Some(1);
    cj.spec.failed_jobs_history_limit = Some(0);
    let created = cronjobs.create(&PostParams::default(), &cj).await?;
    let creation = created
        .metadata
        .creation_timestamp
        .clone()
        .ok_or("created")?
        .0;

    // Finished Jobs of earlier runs: two complete, one failed.
    let jobs: Api<Job> = Api::namespaced(kube.clone(), &ns);
    for (i, name) in ["held-old", "held-new", "held-failed"]
        .into_iter()
        .enumerate()
    {
        let mut job = construct(&ns, name, &cj);
        set_controller_reference(&created, &mut job.metadata)?;
        jobs.create(&PostParams::default(), &job).await?;
        // Started in the past (a start time after the completion time is refused).
        let started = Timestamp::now() - SignedDuration::from_secs(600 - 60 * i as i64);
        finish(&kube, &ns, name, name == "held-failed", started).await?;
    }
    // Due, but suspended: no run; the history is trimmed all the same.
    clock.set(creation + ten_minutes());
    poke(&kube, &ns, "held").await?;
    let kept = BTreeSet::from(["held-new".to_string()]);
    eventually("the history trimmed", || async {
        (jobs_of(&kube, &ns, "held").await.ok()? == kept).then_some(())
    })
    .await?;
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert_eq!(
        jobs_of(&kube, &ns, "held").await?,
        kept,
        "no run while suspended"
    );

    // Resumed: the missed run starts.
    let resume = json!({"spec": {"suspend": false}});
    Api::<CronJob>::namespaced(kube.clone(), &ns)
        .patch("held", &PatchParams::default(), &Patch::Merge(&resume))
        .await?;
    let run = format!(
        "held-{}",
        five_minute_mark(creation + ten_minutes()).as_second()
    );
    eventually("the run after resuming", || async {
        jobs_of(&kube, &ns, "held")
            .await
            .ok()?
            .contains(&run)
            .then_some(())
    })
    .await?;
    running.stop().await
}

/// A Job with `cj`'s template and label, as the tests' own finished runs.
fn construct(ns: &str, name: &str, cj: &CronJob) -> Job {
    Job {
        metadata: ObjectMeta {
            name: Some(name.into()),
            namespace: Some(ns.into()),
            labels: Some([("app".to_string(), "held".to_string())].into()),
            ..Default::default()
        },
        spec: cj.spec.job_template.spec.clone(),
        status: None,
    }
}

#[tokio::test]
async fn an_invalid_schedule_is_a_condition_not_an_error() -> Result {
    let Some(Setup {
        kube,
        ns,
        running,
        cronjobs,
        ..
    }) = setup("invalid").await?
    else {
        return Ok(());
    };
    cronjobs
        .create(
            &PostParams::default(),
            &cron_job(&ns, "broken", "every tuesday"),
        )
        .await?;
    let condition = eventually("the Available=False condition", || async {
        let cj = cronjobs.get("broken").await.ok()?;
        cj.status
            .conditions
            .into_iter()
            .find(|c| c.type_ == "Available")
    })
    .await?;
    assert_eq!(
        (condition.status.as_str(), condition.reason.as_str()),
        ("False", "InvalidSchedule")
    );
    assert!(
        condition
            .message
            .contains("unparseable schedule \"every tuesday\""),
        "{}",
        condition.message
    );
    tokio::time::sleep(Duration::from_secs(1)).await;
    let text = running.mgr.metrics().encode();
    assert!(
        text.contains("controller_runtime_reconcile_errors_total{controller=\"cronjob\"} 0"),
        "not retried as an error: {text}"
    );
    assert!(jobs_of(&kube, &ns, "broken").await?.is_empty());
    running.stop().await
}

//! The tutorial's webhooks and its multi-version chapter on a real kube-apiserver
//! (kube-envtest): the manager serves the webhook server `main.rs` serves, the CRD's
//! conversion webhook and the webhook configurations the build script wrote are pointed at
//! it, and the API server calls it. A CronJob gets the defaults, a bad schedule or a long
//! name is refused with the tutorial's messages, and CronJobs written at v1 or v2 read back
//! at both, their schedules converted. A property test shows v2 → v1 (the hub) → v2 loses
//! nothing.
//!
//! Without the API server binaries the envtest test fails, unless `KUBE_ENVTEST_SKIP=1` asks
//! to skip it.

use std::path::Path;
use std::time::Duration;

use cronjob_example::api::v1::{ConcurrencyPolicy, CronJob, CronJobSpec};
use cronjob_example::api::v2;
use cronjob_example::{CRONJOB_CRD, WEBHOOK_MANIFESTS};
use k8s_openapi::api::batch::v1::JobTemplateSpec;
use kube::api::{Api, ObjectMeta, Patch, PatchParams, PostParams};
use kube_codegen_runtime::conversion::Convertible;
use kube_codegen_runtime::manager::{Manager, ManagerOptions};
use kube_codegen_runtime::webhook::Certificates;
use kube_envtest::{
    Environment, WebhookConfigurations, install_crds, parse_crds, require_assets,
    serve_conversion_locally, test_namespace,
};
use proptest::prelude::*;
use serde_json::json;
use tokio_util::sync::CancellationToken;

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

fn cron_job(ns: &str, name: &str, schedule: &str) -> CronJob {
    CronJob {
        metadata: ObjectMeta {
            name: Some(name.into()),
            namespace: Some(ns.into()),
            ..Default::default()
        },
        spec: CronJobSpec {
            schedule: schedule.into(),
            job_template: JobTemplateSpec::default(),
            ..Default::default()
        },
        ..Default::default()
    }
}

/// The message of a refused request.
fn denial<T: std::fmt::Debug>(r: kube::Result<T>) -> Result<String> {
    match r {
        Err(kube::Error::Api(s)) => Ok(s.message),
        other => Err(format!("expected a denial, got {other:?}").into()),
    }
}

#[tokio::test]
async fn the_api_server_calls_the_tutorials_webhooks_and_converts_v2() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = Environment::new().start().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "webhook").await?;

    // The manager runs the webhook server of `main.rs` on a free loopback port.
    let certificates = Certificates::self_signed(&["127.0.0.1"])?;
    let mgr = Manager::with_client(client.clone(), ManagerOptions::new());
    let server = cronjob_example::webhook::server(certificates.clone());
    mgr.add_webhook_server(server, "127.0.0.1:0".parse()?);
    let stop = CancellationToken::new();
    let task = tokio::spawn({
        let (mgr, stop) = (mgr.clone(), stop.clone());
        async move { mgr.start_until(stop.cancelled_owned()).await }
    });
    let mut addr = None;
    for _ in 0..100 {
        addr = mgr.webhook_address();
        if addr.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let addr = addr.ok_or("the webhook server never bound")?;
    let ca = certificates.ca_bundle().ok_or("a CA of its own")?;

    // The generated CRD and webhook configurations, pointed at this process.
    let crds: Vec<_> = parse_crds(CRONJOB_CRD, Path::new("CRONJOB_CRD"))?
        .into_iter()
        .map(|crd| serve_conversion_locally(crd, addr, &ca))
        .collect();
    install_crds(&client, &crds, Duration::from_secs(30)).await?;
    WebhookConfigurations::parse(WEBHOOK_MANIFESTS, Path::new("WEBHOOK_MANIFESTS"))?
        .serve_locally(addr, &ca)
        .install(&client)
        .await?;

    let v1s: Api<CronJob> = Api::namespaced(client.clone(), &ns);
    let v2s: Api<v2::CronJob> = Api::namespaced(client.clone(), &ns);
    let pp = PostParams::default();
    let dry = PostParams {
        dry_run: true,
        ..Default::default()
    };
    // The API server takes the configurations into account within about a second.
    for _ in 0..200 {
        if v1s
            .create(&dry, &cron_job(&ns, "probe", "never"))
            .await
            .is_err()
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    // Defaulting: the tutorial's defaults show up in the stored object.
    let stored = v1s
        .create(&pp, &cron_job(&ns, "tick", "*/1 * * * *"))
        .await?;
    let spec = &stored.spec;
    assert_eq!(spec.concurrency_policy, Some(ConcurrencyPolicy::Allow));
    assert_eq!(spec.suspend, Some(false));
    assert_eq!(spec.successful_jobs_history_limit, Some(3));
    assert_eq!(spec.failed_jobs_history_limit, Some(1));
    // Validation: a bad schedule and a long name are refused with their field errors.
    let message = denial(v1s.create(&pp, &cron_job(&ns, "bad", "every day")).await)?;
    assert!(
        message.contains("admission webhook \"vcronjob-v1.kb.io\" denied the request: CronJob.batch.tutorial.kubebuilder.io \"bad\" is invalid: spec.schedule: Invalid value: \"every day\""),
        "{message}"
    );
    let long = "a".repeat(53);
    let message = denial(v1s.create(&pp, &cron_job(&ns, &long, "0 * * * *")).await)?;
    assert!(
        message.contains("metadata.name: Invalid value")
            && message.contains("must be no more than 52 characters"),
        "{message}"
    );
    let patch = json!({"spec": {"schedule": "61 * * * *"}});
    let message = denial(
        v1s.patch("tick", &PatchParams::default(), &Patch::Merge(&patch))
            .await,
    )?;
    assert!(
        message.contains("spec.schedule: Invalid value"),
        "{message}"
    );

    // Conversion: v1's schedule string is v2's five fields, and back.
    let tick = v2s.get("tick").await?;
    assert_eq!(tick.spec.schedule.minute.as_deref(), Some("*/1"));
    assert_eq!(tick.spec.schedule.hour, None);
    assert_eq!(tick.spec.successful_jobs_history_limit, Some(3));
    let mut at_five = v2::CronJob {
        metadata: ObjectMeta {
            name: Some("at-five".into()),
            namespace: Some(ns.clone()),
            ..Default::default()
        },
        ..Default::default()
    };
    at_five.spec.schedule = v2::CronSchedule {
        minute: Some("0".into()),
        hour: Some("5".into()),
        ..Default::default()
    };
    // Created at v2, the request is converted to v1 for the webhooks: defaulted too.
    let created = v2s.create(&pp, &at_five).await?;
    assert_eq!(created.spec.suspend, Some(false));
    assert_eq!(v1s.get("at-five").await?.spec.schedule, "0 5 * * *");
    let names: Vec<String> = v2s
        .list(&Default::default())
        .await?
        .items
        .into_iter()
        .map(|c| c.metadata.name.unwrap_or_default())
        .collect();
    assert_eq!(names, ["at-five", "tick"]);
    // A v2 schedule the validator refuses once converted.
    at_five.metadata.name = Some("at-sixty".into());
    at_five.spec.schedule.minute = Some("60".into());
    let message = denial(v2s.create(&pp, &at_five).await)?;
    assert!(
        message.contains("spec.schedule: Invalid value: \"60 5 * * *\""),
        "{message}"
    );

    stop.cancel();
    task.await??;
    Ok(())
}

/// A v2 CronJob whose schedule fields are Cron tokens (no spaces, which the hub's string
/// cannot carry).
fn any_cron_job() -> impl Strategy<Value = v2::CronJob> {
    let field = || prop::option::of("[0-9*/,-]{1,5}");
    let schedule = (field(), field(), field(), field(), field()).prop_map(
        |(minute, hour, day_of_month, month, day_of_week)| v2::CronSchedule {
            minute,
            hour,
            day_of_month,
            month,
            day_of_week,
        },
    );
    let policy = prop::option::of(prop_oneof![
        Just(v2::ConcurrencyPolicy::Allow),
        Just(v2::ConcurrencyPolicy::Forbid),
        Just(v2::ConcurrencyPolicy::Replace),
    ]);
    let limits = (
        prop::option::of(any::<i64>()),
        prop::option::of(any::<i32>()),
        prop::option::of(any::<i32>()),
    );
    (
        schedule,
        policy,
        prop::option::of(any::<bool>()),
        limits,
        "[a-z]{1,10}",
    )
        .prop_map(
            |(schedule, concurrency_policy, suspend, (deadline, ok, failed), name)| v2::CronJob {
                metadata: ObjectMeta {
                    name: Some(name),
                    ..Default::default()
                },
                spec: v2::CronJobSpec {
                    schedule,
                    starting_deadline_seconds: deadline,
                    concurrency_policy,
                    suspend,
                    successful_jobs_history_limit: ok,
                    failed_jobs_history_limit: failed,
                    ..Default::default()
                },
                ..Default::default()
            },
        )
}

/// `*` and an absent field say the same in v2; the hub spells both `*`, and the
/// tutorial's conversion brings `*` back absent.
fn normalized(mut schedule: v2::CronSchedule) -> v2::CronSchedule {
    for part in [
        &mut schedule.minute,
        &mut schedule.hour,
        &mut schedule.day_of_month,
        &mut schedule.month,
        &mut schedule.day_of_week,
    ] {
        if part.as_deref() == Some("*") {
            *part = None;
        }
    }
    schedule
}

proptest! {
    /// v2 → v1 (the hub) → v2 gives back the object, its schedule normalized.
    #[test]
    fn v2_through_the_hub_loses_nothing(cron_job in any_cron_job()) {
        let hub: CronJob = cron_job.convert_to().map_err(|e| TestCaseError::fail(e.to_string()))?;
        let back = v2::CronJob::convert_from(&hub).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let expected = v2::CronJob {
            spec: v2::CronJobSpec {
                schedule: normalized(cron_job.spec.schedule.clone()),
                ..cron_job.spec.clone()
            },
            ..cron_job.clone()
        };
        prop_assert_eq!(serde_json::to_value(&back).ok(), serde_json::to_value(&expected).ok());
    }
}

//! The manager on a real API server: kubebuilder's flags, and two managers on one Lease —
//! only the leader reconciles (no write from the other, checked by the API server's
//! `managedFields`), `/readyz` passes once the caches synced, `/metrics` counts the
//! reconciles, and a graceful stop hands the lease over within 3 s.

use std::sync::atomic::Ordering;
use std::time::Duration;

use clap::Parser;
use k8s_openapi::api::coordination::v1::Lease;
use k8s_openapi::api::core::v1::ConfigMap;
use kube::api::{Api, PostParams};
use kube_codegen_e2e::leaders::{labeling_manager, writers};
use kube_codegen_e2e::wait::{eventually, http_get};
use kube_codegen_runtime::manager::{LeaderElectionConfig, Manager, ManagerFlags, ManagerOptions};
use kube_envtest::{Environment, SharedControlPlane, require_assets, test_namespace};
use tokio_util::sync::CancellationToken;

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

static PLANE: SharedControlPlane = SharedControlPlane::new(Environment::new);

#[derive(Parser)]
struct Cli {
    #[command(flatten)]
    manager: ManagerFlags,
}

#[test]
fn kubebuilders_flags_parse_with_its_defaults() -> Result {
    let defaults = Cli::try_parse_from(["manager"])?.manager;
    let options = defaults.options("lock")?;
    assert_eq!(options.metrics_bind_address, None, "metrics off by default");
    assert_eq!(
        options.health_probe_bind_address,
        Some("0.0.0.0:8081".parse()?)
    );
    assert!(options.leader_election.is_none());
    assert!(options.metrics_secure, "secure metrics by default");
    assert!(
        options.metrics_certificates.is_none(),
        "self-signed without --metrics-cert-path"
    );
    assert!(!options.enable_http2, "HTTP/2 off by default");
    assert!(
        defaults.log.development,
        "kubebuilder's main.go logs in development mode"
    );
    let cli = Cli::try_parse_from([
        "manager",
        "--leader-elect",
        "--metrics-bind-address=:8443",
        "--health-probe-bind-address",
        "127.0.0.1:9440",
    ])?;
    let options = cli.manager.options("80807133.tutorial.kubebuilder.io")?;
    assert_eq!(options.metrics_bind_address, Some("0.0.0.0:8443".parse()?));
    assert_eq!(
        options.health_probe_bind_address,
        Some("127.0.0.1:9440".parse()?)
    );
    let le = options.leader_election.ok_or("leader election on")?;
    assert_eq!(le.lease_name, "80807133.tutorial.kubebuilder.io");
    assert_eq!(
        (le.lease_duration, le.renew_deadline, le.retry_period),
        (
            Duration::from_secs(15),
            Duration::from_secs(10),
            Duration::from_secs(2)
        )
    );
    Ok(())
}

#[test]
fn gos_single_dash_and_boolean_forms_are_taken() -> Result {
    let args = kube_codegen_runtime::manager::go_flag_args([
        "manager",
        "-leader-elect",
        "-metrics-secure=false",
        "-metrics-bind-address",
        ":8080",
        "-zap-log-level=2",
        "-zap-encoder",
        "json",
        "--enable-http2=true",
        "-zap-devel=false",
    ]);
    let flags = Cli::try_parse_from(args)?.manager;
    assert!(flags.leader_elect);
    assert!(!flags.metrics_secure);
    assert!(flags.enable_http2);
    assert_eq!(flags.metrics_bind_address, ":8080");
    assert!(!flags.log.development);
    assert_eq!(
        flags.log.level.map(|l| l.filter().to_string()).as_deref(),
        Some("trace"),
        "zap's level 2 is logr's V(2)"
    );
    assert_eq!(
        flags.log.encoder,
        Some(kube_codegen_runtime::logging::Encoder::Json)
    );
    let options = flags.options("lock")?;
    assert!(!options.metrics_secure && options.enable_http2);
    assert!(
        Cli::try_parse_from(["manager", "--leader-elect", "false"]).is_err(),
        "a boolean takes its value after `=` only, as Go's flag"
    );
    assert!(
        Cli::try_parse_from(["manager", "--zap-log-level=0"]).is_err(),
        "zap's levels are positive"
    );
    let untouched = kube_codegen_runtime::manager::go_flag_args(["m", "-h", "--", "-x-y"]);
    assert_eq!(
        untouched,
        ["m", "-h", "--", "-x-y"].map(std::ffi::OsString::from)
    );
    Ok(())
}

#[tokio::test]
async fn only_the_leader_writes_and_a_graceful_stop_hands_over() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = PLANE.get().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "manager").await?;
    let cms: Api<ConfigMap> = Api::namespaced(client.clone(), &ns);
    for name in ["one", "two"] {
        let mut cm = ConfigMap::default();
        cm.metadata.name = Some(name.into());
        cms.create(&PostParams::default(), &cm).await?;
    }
    let ((a, reconciled_a), (b, reconciled_b)) = (
        labeling_manager(client.clone(), &ns, "a")?,
        labeling_manager(client.clone(), &ns, "b")?,
    );
    let (stop_a, stop_b) = (CancellationToken::new(), CancellationToken::new());
    let run_a = tokio::spawn({
        let (mgr, stop) = (a.clone(), stop_a.clone());
        async move { mgr.start_until(stop.cancelled_owned()).await }
    });
    eventually("a leads", Duration::from_secs(10), async || a.is_leader()).await?;
    let run_b = tokio::spawn({
        let (mgr, stop) = (b.clone(), stop_b.clone());
        async move { mgr.start_until(stop.cancelled_owned()).await }
    });
    eventually("a labels both", Duration::from_secs(10), async || {
        let list = cms
            .list(&Default::default())
            .await
            .map(|l| l.items)
            .unwrap_or_default();
        list.iter().filter(|cm| writers(cm) == ["a"]).count() == 2
    })
    .await?;
    let (_, probes_b) = b.bound_addresses();
    let probes_b = probes_b.ok_or("b serves probes")?;
    eventually("b is ready", Duration::from_secs(10), async || {
        http_get(probes_b, "/readyz")
            .await
            .is_ok_and(|(code, _)| code == 200)
    })
    .await?;
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert!(!b.is_leader());
    for cm in cms.list(&Default::default()).await?.items {
        assert_eq!(writers(&cm), ["a"], "only the leader wrote");
    }
    let (metrics_a, _) = a.bound_addresses();
    let (code, text) = http_get(metrics_a.ok_or("a serves metrics")?, "/metrics").await?;
    assert_eq!(code, 200);
    // Each ConfigMap at least once (the label write brings it back once more, a no-op).
    let done = reconciled_a.load(Ordering::SeqCst);
    assert!(done >= 2, "{done} reconciles");
    let series = format!(
        "controller_runtime_reconcile_total{{controller=\"a\",result=\"success\"}} {done}\n"
    );
    assert!(text.contains(&series), "{series} in {text}");
    assert_eq!(
        reconciled_b.load(Ordering::SeqCst),
        0,
        "the follower reconciled"
    );
    assert!(
        text.contains("leader_election_master_status{name=\"e2e-lock\"} 1"),
        "{text}"
    );

    let stopped = tokio::time::Instant::now();
    stop_a.cancel();
    run_a.await??;
    eventually("b takes over", Duration::from_secs(3), async || {
        b.is_leader()
    })
    .await?;
    assert!(
        stopped.elapsed() < Duration::from_secs(3),
        "{:?}",
        stopped.elapsed()
    );
    let leases: Api<Lease> = Api::namespaced(client.clone(), &ns);
    let holder = leases
        .get("e2e-lock")
        .await?
        .spec
        .and_then(|s| s.holder_identity);
    assert_eq!(holder.as_deref(), Some("b"));
    // A new ConfigMap is b's to reconcile now.
    let mut three = ConfigMap::default();
    three.metadata.name = Some("three".into());
    cms.create(&PostParams::default(), &three).await?;
    eventually(
        "b labels the new one",
        Duration::from_secs(10),
        async || cms.get("three").await.is_ok_and(|cm| writers(&cm) == ["b"]),
    )
    .await?;
    stop_b.cancel();
    run_b.await??;
    Ok(())
}

#[tokio::test]
async fn a_killed_leader_is_replaced_within_lease_duration_and_retry_period() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = PLANE.get().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "killed").await?;
    let timings = (
        Duration::from_secs(3),
        Duration::from_secs(2),
        Duration::from_millis(500),
    );
    let lease = |id: &str| {
        LeaderElectionConfig::new("killed-lock", &ns)
            .identity(id)
            .timings(timings.0, timings.1, timings.2)
    };
    // The leader on a thread and runtime of its own: killing it leaves `block_on` and drops
    // the runtime, so none of its tasks runs again (no release).
    let config = cp.config()?;
    let (kill, killed) = tokio::sync::oneshot::channel::<()>();
    let (elected_tx, elected_rx) = tokio::sync::oneshot::channel();
    let a_lease = lease("a");
    let leader = std::thread::spawn(move || -> std::result::Result<(), String> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| e.to_string())?;
        runtime.block_on(async move {
            let client = kube::Client::try_from(config).map_err(|e| e.to_string())?;
            let mgr = Manager::with_client(client, ManagerOptions::new().leader_election(a_lease));
            let mut elected = mgr.elected();
            let run = mgr.start_until(std::future::pending());
            tokio::pin!(run);
            tokio::select! {
                _ = &mut run => return Err("the leader stopped".to_string()),
                _ = elected.wait_for(|l| *l) => {}
            }
            let _ = elected_tx.send(());
            tokio::select! {
                _ = run => Err("the leader stopped".to_string()),
                _ = killed => Ok(()),
            }
        })
    });
    elected_rx.await?;
    let b = Manager::with_client(
        client.clone(),
        ManagerOptions::new().leader_election(lease("b")),
    );
    let stop_b = CancellationToken::new();
    let run_b = tokio::spawn({
        let (mgr, stop) = (b.clone(), stop_b.clone());
        async move { mgr.start_until(stop.cancelled_owned()).await }
    });
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert!(!b.is_leader(), "b waits while a renews");
    let _ = kill.send(());
    leader
        .join()
        .map_err(|_| "the leader's thread panicked")??;
    let killed_at = tokio::time::Instant::now();
    eventually("b takes over", Duration::from_secs(10), async || {
        b.is_leader()
    })
    .await?;
    let took = killed_at.elapsed();
    // At least what was left of a's term. At most: b sees a's last renewal (made before the
    // kill) at its next try, within a jittered retry period, and takes the lease at its
    // first try once a lease duration has passed since then: lease + 2 × 1.2 × retry from
    // the kill (client-go measures expiry from when a candidate saw the record change, not
    // by the holder's clock), with slack for the API server.
    let most = timings.0 + timings.2.mul_f64(2.4) + Duration::from_millis(300);
    assert!(took <= most, "took over after {took:?}, more than {most:?}");
    let least = timings.0 - timings.2 - Duration::from_millis(200);
    assert!(
        took >= least,
        "took over after {took:?}, before a's lease ran out"
    );
    let leases: Api<Lease> = Api::namespaced(client.clone(), &ns);
    let spec = leases.get("killed-lock").await?.spec.ok_or("a spec")?;
    assert_eq!(spec.holder_identity.as_deref(), Some("b"));
    assert_eq!(spec.lease_transitions, Some(1));
    stop_b.cancel();
    run_b.await??;
    Ok(())
}

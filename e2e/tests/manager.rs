//! The manager on a real API server: kubebuilder's flags, and two managers on one Lease —
//! only the leader reconciles (no write from the other, checked by the API server's
//! `managedFields`), `/readyz` passes once the caches synced, `/metrics` counts the
//! reconciles, and a graceful stop hands the lease over within 3 s; and a manager whose
//! cache holds only what its options scope, with Secrets owned by their metadata alone.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use clap::Parser;
use k8s_openapi::api::coordination::v1::Lease;
use k8s_openapi::api::core::v1::{ConfigMap, Secret};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::OwnerReference;
use kube::api::{Api, Patch, PatchParams, PostParams};
use kube::core::GroupVersionResource;
use kube_codegen_e2e::leaders::{labeling_manager, writers};
use kube_codegen_e2e::wait::{eventually, http_get};
use kube_codegen_runtime::certs::TlsVersion;
use kube_codegen_runtime::controller::{Action, Request, reconciler_fn};
use kube_codegen_runtime::manager::{
    LeaderElectionConfig, Manager, ManagerFlags, ManagerOptions, SHARD_LABEL, Shard,
};
use kube_codegen_runtime::{ByObject, FactoryOptions};
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
    assert_eq!(
        options.tls_min_version,
        TlsVersion::Tls12,
        "TLS 1.2 and 1.3"
    );
    assert!(options.shard.is_none(), "no sharding by default");
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
    let tls13 = Cli::try_parse_from(["manager", "--tls-min-version=VersionTLS13"])?;
    assert_eq!(
        tls13.manager.options("lock")?.tls_min_version,
        TlsVersion::Tls13
    );
    assert!(Cli::try_parse_from(["manager", "--tls-min-version=VersionTLS11"]).is_err());
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
fn the_shard_flags_give_this_replicas_shard() -> Result {
    let flags = |args: &[&str]| {
        let cli = Cli::try_parse_from(std::iter::once("manager").chain(args.iter().copied()));
        cli.map(|c| c.manager)
    };
    let options = flags(&["--shard=b", "--shards=a, b,c"])?.options("lock")?;
    assert_eq!(options.shard, Some(Shard::new("b", &["a", "b", "c"])?));
    let alone = flags(&["--shard", "a"])?.options("lock")?;
    assert_eq!(
        alone.shard.map(|s| s.label_selector()),
        Some(None),
        "one shard: every object"
    );
    for wrong in [
        &["--shards=a,b"][..],
        &["--shard=d", "--shards=a,b"],
        &["--shard=a", "--shards=a,a"],
    ] {
        let refused = flags(wrong)?.options("lock");
        assert!(refused.is_err(), "{wrong:?} was taken");
    }
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
    // The leader on a runtime of its own, so that killing it leaves nothing running.
    let (elected_tx, elected_rx) = tokio::sync::oneshot::channel();
    let a_lease = lease("a");
    let leader = OwnRuntime::spawn(cp.config()?, move |client, killed| async move {
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
    leader.kill()?;
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

/// A ConfigMap `name` with `labels`.
fn config_map(name: &str, labels: &[(&str, &str)]) -> ConfigMap {
    let mut cm = ConfigMap::default();
    cm.metadata.name = Some(name.into());
    cm.metadata.labels = Some(
        labels
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
    );
    cm
}

#[tokio::test]
async fn the_cache_holds_what_its_options_scope_and_owned_secrets_by_metadata_only() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = PLANE.get().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "scoped").await?;
    let other = test_namespace(&client, "scoped-other").await?;
    let scoped = [("app", "scoped")];
    let cms: Api<ConfigMap> = Api::namespaced(client.clone(), &ns);
    let owner = cms
        .create(&PostParams::default(), &config_map("in", &scoped))
        .await?;
    cms.create(&PostParams::default(), &config_map("unlabelled", &[]))
        .await?;
    Api::<ConfigMap>::namespaced(client.clone(), &other)
        .create(&PostParams::default(), &config_map("elsewhere", &scoped))
        .await?;

    let cache = FactoryOptions::default().by_object(
        ByObject::<ConfigMap>::new()
            .namespaces(&[&ns])
            .label_selector("app=scoped"),
    );
    let mgr = Manager::with_client(client.clone(), ManagerOptions::new().factory(cache));
    let reconciled = Arc::new(Mutex::new(Vec::<String>::new()));
    let log = reconciled.clone();
    mgr.controller::<ConfigMap>()
        .owns_metadata::<Secret>()
        .complete(reconciler_fn(move |r: Request| {
            log.lock().expect("not poisoned").push(r.name);
            async { Ok(Action::done()) }
        }))?;
    let stop = CancellationToken::new();
    let run = tokio::spawn({
        let (mgr, stop) = (mgr.clone(), stop.clone());
        async move { mgr.start_until(stop.cancelled_owned()).await }
    });
    let count = |name: &str| {
        let log = reconciled.lock().expect("not poisoned");
        log.iter().filter(|n| *n == name).count()
    };
    eventually("`in` reconciled", Duration::from_secs(10), async || {
        count("in") == 1
    })
    .await?;

    // A Secret `in` controls: a change of its data reaches `in` through its metadata.
    let uid = owner.metadata.uid.clone().ok_or("a uid")?;
    let mut secret = Secret::default();
    secret.metadata.name = Some("owned".into());
    secret.metadata.owner_references = Some(vec![OwnerReference {
        api_version: "v1".into(),
        kind: "ConfigMap".into(),
        name: "in".into(),
        uid,
        controller: Some(true),
        ..OwnerReference::default()
    }]);
    secret.string_data = Some([("password".to_string(), "hunter2".to_string())].into());
    let secrets: Api<Secret> = Api::namespaced(client.clone(), &ns);
    secrets.create(&PostParams::default(), &secret).await?;
    eventually(
        "`in` reconciled for its Secret",
        Duration::from_secs(10),
        async || count("in") == 2,
    )
    .await?;
    let patch = serde_json::json!({"stringData": {"password": "correct horse"}});
    secrets
        .patch("owned", &PatchParams::default(), &Patch::Merge(&patch))
        .await?;
    eventually(
        "`in` reconciled for its Secret's change",
        Duration::from_secs(10),
        async || count("in") == 3,
    )
    .await?;

    let in_cache = mgr.factory().informer_for::<ConfigMap>().indexer().keys();
    assert_eq!(in_cache, [format!("{ns}/in")], "one namespace, one label");
    let gvr = GroupVersionResource::gvr("", "v1", "secrets");
    let cached = mgr
        .factory()
        .generic_informer(&gvr)
        .ok_or("a Secret informer")?
        .list();
    assert_eq!(cached.len(), 1, "{cached:?}");
    assert_eq!(cached[0].metadata.name.as_deref(), Some("owned"));
    assert_eq!(
        cached[0].types.as_ref().map(|t| t.kind.as_str()),
        Some("PartialObjectMetadata"),
        "the only Secret informer is metadata-only"
    );
    assert!(cached[0].data.get("data").is_none(), "{:?}", cached[0].data);
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        *reconciled.lock().expect("not poisoned"),
        ["in", "in", "in"],
        "nothing outside the scope was reconciled"
    );
    stop.cancel();
    run.await??;
    Ok(())
}

/// Which shard reconciled which ConfigMap, in order.
type ShardLog = Arc<Mutex<Vec<(String, String)>>>;

/// A task on a thread and current-thread runtime of its own: killing it drops the runtime
/// with every task the task started, so none runs again (no lease release, no write), as
/// SIGKILL would.
struct OwnRuntime {
    kill: Option<tokio::sync::oneshot::Sender<()>>,
    thread: std::thread::JoinHandle<std::result::Result<(), String>>,
}

impl OwnRuntime {
    /// Runs `body` with a client of `config` and the kill signal, which `body` waits for.
    fn spawn<F, Fut>(config: kube::Config, body: F) -> Self
    where
        F: FnOnce(kube::Client, tokio::sync::oneshot::Receiver<()>) -> Fut + Send + 'static,
        Fut: std::future::Future<Output = std::result::Result<(), String>>,
    {
        let (kill, killed) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::spawn(move || -> std::result::Result<(), String> {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .map_err(|e| e.to_string())?;
            runtime.block_on(async move {
                let client = kube::Client::try_from(config).map_err(|e| e.to_string())?;
                body(client, killed).await
            })
        });
        OwnRuntime {
            kill: Some(kill),
            thread,
        }
    }

    /// Ends it at once: its runtime is dropped with every task.
    fn kill(mut self) -> Result {
        if let Some(kill) = self.kill.take() {
            let _ = kill.send(());
        }
        self.thread
            .join()
            .map_err(|_| "the runtime's thread panicked")??;
        Ok(())
    }
}

/// One replica of a sharded operator, shard `shard` of a, b and c with identity `id`, on a
/// runtime of its own: its controller records each reconcile in `log` and applies a Secret
/// the ConfigMap controls, `<name>-owned`.
fn shard_replica(
    config: kube::Config,
    ns: &str,
    shard: &str,
    id: &str,
    log: ShardLog,
) -> Result<OwnRuntime> {
    let shard = Shard::new(shard, &["a", "b", "c"])?;
    let lease = LeaderElectionConfig::new("shards", ns)
        .identity(id)
        .timings(
            Duration::from_secs(3),
            Duration::from_secs(2),
            Duration::from_millis(500),
        );
    let ns = ns.to_string();
    Ok(OwnRuntime::spawn(
        config,
        move |client, killed| async move {
            let options = ManagerOptions::new()
                .leader_election(lease)
                .factory(FactoryOptions::default().namespace(&ns))
                .shard(shard.clone());
            let mgr = Manager::with_client(client.clone(), options);
            let cms = mgr.factory().informer_for::<ConfigMap>().lister();
            let secrets: Api<Secret> = Api::namespaced(client, &ns);
            mgr.controller::<ConfigMap>()
                .owns::<Secret>()
                .complete(reconciler_fn(move |r: Request| {
                    let name = shard.name().to_string();
                    log.lock()
                        .expect("not poisoned")
                        .push((name.clone(), r.name.clone()));
                    let (owner, secrets) =
                        (cms.namespace(r.namespace()).get(&r.name), secrets.clone());
                    async move {
                        let Ok(owner) = owner else {
                            return Ok(Action::done());
                        };
                        let mut secret = Secret::default();
                        secret.metadata.name = Some(format!("{}-owned", r.name));
                        secret.metadata.namespace = owner.metadata.namespace.clone();
                        kube_codegen_runtime::controllerutil::set_controller_reference(
                            owner.as_ref(),
                            &mut secret.metadata,
                        )?;
                        let name = secret.metadata.name.clone().unwrap_or_default();
                        secrets
                            .patch(
                                &name,
                                &PatchParams::apply(&format!("shard-{name}")).force(),
                                &Patch::Apply(&secret),
                            )
                            .await
                            .map_err(kube_codegen_runtime::controller::ReconcileError::msg)?;
                        Ok(Action::done())
                    }
                }))
                .map_err(|e| e.to_string())?;
            tokio::select! {
                run = mgr.start_until(std::future::pending()) => {
                    Err(format!("the replica stopped: {run:?}"))
                }
                _ = killed => Ok(()),
            }
        },
    ))
}

/// The shards that reconciled each ConfigMap.
fn reconcilers(log: &ShardLog) -> BTreeMap<String, BTreeSet<String>> {
    let mut by_name: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (shard, name) in log.lock().expect("not poisoned").iter() {
        by_name
            .entry(name.clone())
            .or_default()
            .insert(shard.clone());
    }
    by_name
}

#[tokio::test]
async fn three_shards_reconcile_every_object_once_and_a_killed_one_loses_nothing() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = PLANE.get().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "shards").await?;
    let cms: Api<ConfigMap> = Api::namespaced(client.clone(), &ns);
    // Four ConfigMaps per shard, three with no shard label and one naming no shard: those
    // four are the first shard's, `a`.
    let mut expected = BTreeMap::new();
    for (label, count) in [
        (Some("a"), 4),
        (Some("b"), 4),
        (Some("c"), 4),
        (None, 3),
        (Some("z"), 1),
    ] {
        for i in 0..count {
            let name = format!("{}-{i}", label.unwrap_or("none"));
            let labels: Vec<(&str, &str)> = label.map(|l| (SHARD_LABEL, l)).into_iter().collect();
            cms.create(&PostParams::default(), &config_map(&name, &labels))
                .await?;
            // Its own shard's, or the first shard's without a shard it names.
            let shard = label.filter(|l| ["a", "b", "c"].contains(l)).unwrap_or("a");
            expected.insert(name, BTreeSet::from([shard.to_string()]));
        }
    }
    let log: ShardLog = Arc::default();
    let mut replicas = BTreeMap::new();
    for shard in ["a", "b", "c"] {
        let replica = shard_replica(cp.config()?, &ns, shard, &format!("{shard}-1"), log.clone())?;
        replicas.insert(shard, replica);
    }
    eventually(
        "every ConfigMap reconciled",
        Duration::from_secs(30),
        async || reconcilers(&log).len() == expected.len(),
    )
    .await
    .map_err(|e| format!("{e}: {:?}", reconcilers(&log)))?;
    assert_eq!(
        reconcilers(&log),
        expected,
        "each by its own shard, none by two"
    );
    let leases: Api<Lease> = Api::namespaced(client.clone(), &ns);
    for shard in ["a", "b", "c"] {
        let holder = leases
            .get(&format!("shards-{shard}"))
            .await?
            .spec
            .and_then(|s| s.holder_identity);
        assert_eq!(holder, Some(format!("{shard}-1")), "a Lease per shard");
    }
    let secrets: Api<Secret> = Api::namespaced(client.clone(), &ns);
    eventually("every owned Secret", Duration::from_secs(10), async || {
        secrets
            .list(&Default::default())
            .await
            .map(|l| l.items.len())
            .unwrap_or(0)
            == expected.len()
    })
    .await?;
    for secret in secrets.list(&Default::default()).await?.items {
        let owner = secret
            .metadata
            .name
            .as_deref()
            .unwrap_or_default()
            .trim_end_matches("-owned");
        let owner = cms.get(owner).await?;
        let label = |m: &kube::core::ObjectMeta| {
            m.labels.as_ref().and_then(|l| l.get(SHARD_LABEL)).cloned()
        };
        assert_eq!(
            label(&secret.metadata),
            label(&owner.metadata),
            "an owned object follows its owner"
        );
    }

    // An owned Secret's change reaches its owner's shard alone.
    let before = log.lock().expect("not poisoned").len();
    let touch = serde_json::json!({"metadata": {"annotations": {"touched": "yes"}}});
    secrets
        .patch("c-1-owned", &PatchParams::default(), &Patch::Merge(&touch))
        .await?;
    eventually(
        "c-1 reconciled for its Secret",
        Duration::from_secs(10),
        async || {
            log.lock().expect("not poisoned")[before..]
                .iter()
                .any(|(_, n)| n == "c-1")
        },
    )
    .await?;

    // Shard b killed: what changes meanwhile waits for it, and no other shard takes it.
    replicas.remove("b").ok_or("b")?.kill()?;
    cms.create(
        &PostParams::default(),
        &config_map("b-new", &[(SHARD_LABEL, "b")]),
    )
    .await?;
    let data = serde_json::json!({"data": {"changed": "while b was down"}});
    cms.patch("b-1", &PatchParams::default(), &Patch::Merge(&data))
        .await?;
    expected.insert("b-new".into(), BTreeSet::from(["b".to_string()]));
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert!(
        !reconcilers(&log).contains_key("b-new"),
        "no other shard took b's object"
    );
    let restarted_at = log.lock().expect("not poisoned").len();
    replicas.insert(
        "b",
        shard_replica(cp.config()?, &ns, "b", "b-2", log.clone())?,
    );
    eventually(
        "b-new reconciled by the restarted b",
        Duration::from_secs(30),
        async || reconcilers(&log).contains_key("b-new"),
    )
    .await?;
    eventually(
        "b-1's change reconciled",
        Duration::from_secs(10),
        async || {
            log.lock().expect("not poisoned")[restarted_at..]
                .iter()
                .any(|(s, n)| s == "b" && n == "b-1")
        },
    )
    .await?;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        reconcilers(&log),
        expected,
        "still each by its own shard, none by two"
    );
    for (_, replica) in replicas {
        replica.kill()?;
    }
    Ok(())
}

//! The manager's servers and leader election, on the fake API server.

use std::collections::BTreeSet;
use std::sync::Mutex;

use k8s_openapi::api::coordination::v1::Lease;
use serde_json::json;

use super::*;
use crate::controller::{Action, Request, reconciler_fn};
use crate::fake::{FakeApiServer, ResourceInfo, failure};
use crate::testing::Thing;

fn fake() -> FakeApiServer {
    let fake = FakeApiServer::new();
    fake.register(ResourceInfo::of::<Thing>());
    fake.register(ResourceInfo::of::<Lease>());
    fake
}

fn add_thing(fake: &FakeApiServer, name: &str) {
    fake.add(json!({"apiVersion": "example.com/v1", "kind": "Thing",
                    "metadata": {"name": name, "namespace": "ns"}, "color": "red"}))
        .expect("stored");
}

async fn get(addr: SocketAddr, path: &str) -> (u16, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr)
        .await
        .expect("connected");
    let request = format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("sent");
    let mut response = String::new();
    stream.read_to_string(&mut response).await.expect("read");
    let code = response[9..12].parse().expect("a status code");
    let body = response
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (code, body)
}

/// Starts `mgr` until the token is cancelled, once its servers are bound.
async fn start(
    mgr: &Manager,
) -> (
    CancellationToken,
    tokio::task::JoinHandle<Result<(), ManagerError>>,
) {
    let stop = CancellationToken::new();
    let run = tokio::spawn({
        let (mgr, stop) = (mgr.clone(), stop.clone());
        async move { mgr.start_until(stop.cancelled_owned()).await }
    });
    eventually("the servers", Duration::from_secs(5), || {
        mgr.bound_addresses().1.is_some()
    })
    .await;
    (stop, run)
}

/// `path` of `probes` once it answers 200 (or its last answer after 5 s).
async fn ready(probes: SocketAddr, path: &str) -> (u16, String) {
    let mut answer = (0, String::new());
    for _ in 0..500 {
        answer = get(probes, path).await;
        if answer.0 == 200 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    answer
}

async fn eventually(what: &str, timeout: Duration, mut ok: impl FnMut() -> bool) {
    let end = tokio::time::Instant::now() + timeout;
    while !ok() {
        assert!(
            tokio::time::Instant::now() < end,
            "timed out waiting for {what}"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn probes_wait_for_the_caches_and_metrics_count_requests() {
    let fake = fake();
    add_thing(&fake, "a");
    // The first lists (streamed or not) fail: the informer cannot sync until they stop
    // failing.
    let listable = Arc::new(AtomicBool::new(false));
    for verb in ["list", "watch"] {
        let gate = listable.clone();
        fake.prepend_reactor(verb, "things", move |_| {
            (!gate.load(Ordering::SeqCst))
                .then(|| Err(failure(503, "ServiceUnavailable", "not yet")))
        });
    }
    let options = ManagerOptions::new()
        .metrics_bind_address("127.0.0.1:0")
        .and_then(|o| o.health_probe_bind_address("127.0.0.1:0"))
        .expect("addresses");
    let mgr = Manager::with_client(fake.client(), options);
    mgr.add_healthz_check("healthz", ping());
    mgr.add_readyz_check("readyz", ping());
    let reconciled = Arc::new(Mutex::new(0));
    let count = reconciled.clone();
    mgr.controller::<Thing>()
        .complete(reconciler_fn(move |_: Request| {
            *count.lock().unwrap() += 1;
            async { Ok(Action::done()) }
        }))
        .expect("registered");
    let (stop, run) = start(&mgr).await;
    let (metrics, probes) = mgr.bound_addresses();
    let (metrics, probes) = (metrics.expect("metrics"), probes.expect("probes"));
    assert_eq!(get(probes, "/healthz").await, (200, "ok".into()));
    let (code, body) = get(probes, "/readyz").await;
    assert_eq!(code, 500, "{body}");
    assert!(
        body.contains("[-]informers failed") && body.contains("[+]readyz ok"),
        "{body}"
    );
    assert_eq!(get(probes, "/readyz/readyz").await.0, 200);
    assert_eq!(get(probes, "/readyz/informers").await.0, 500);
    assert_eq!(get(probes, "/nothing").await.0, 404);

    listable.store(true, Ordering::SeqCst);
    assert_eq!(ready(probes, "/readyz").await, (200, "ok".into()));
    eventually("the reconcile", Duration::from_secs(5), || {
        *reconciled.lock().unwrap() == 1
    })
    .await;
    let (code, text) = get(metrics, "/metrics").await;
    assert_eq!(code, 200);
    assert!(
        text.contains(
            "controller_runtime_reconcile_total{controller=\"thing\",result=\"success\"} 1"
        ),
        "{text}"
    );
    assert!(
        text.contains("rest_client_requests_total{code=\"503\",host=\"\",method=\"GET\"}"),
        "the failed lists are counted: {text}"
    );
    assert!(text.contains("rest_client_requests_total{code=\"200\",host=\"\",method=\"GET\"}"));
    stop.cancel();
    run.await.expect("joined").expect("a clean stop");
    assert!(!mgr.is_leader());
}

#[tokio::test]
async fn a_taken_address_fails_the_start() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").expect("bound");
    let addr = taken.local_addr().expect("an address").to_string();
    let options = ManagerOptions::new()
        .health_probe_bind_address(&addr)
        .expect("parses");
    let mgr = Manager::with_client(fake().client(), options);
    let err = mgr
        .start_until(std::future::ready(()))
        .await
        .expect_err("in use");
    assert!(matches!(err, ManagerError::Bind { .. }), "{err}");
}

#[test]
fn bind_addresses_parse_as_go_listens() {
    assert_eq!(parse_bind_address("0").expect("none"), None);
    assert_eq!(parse_bind_address("").expect("none"), None);
    assert_eq!(
        parse_bind_address(":8081").expect("all interfaces"),
        Some("0.0.0.0:8081".parse().expect("an address"))
    );
    assert_eq!(
        parse_bind_address("127.0.0.1:8080").expect("one"),
        Some("127.0.0.1:8080".parse().expect("an address"))
    );
    assert!(matches!(
        parse_bind_address("8080"),
        Err(ManagerError::InvalidAddress { .. })
    ));
}

/// A manager on a thread and a current-thread runtime of its own; `kill` leaves the
/// runtime's `block_on` and drops the runtime, so no task of it runs again (a killed
/// process: no lease release).
struct Replica {
    name: &'static str,
    reconciled: Arc<Mutex<BTreeSet<String>>>,
    leading: watch::Receiver<bool>,
    stop: CancellationToken,
    kill: tokio::sync::oneshot::Sender<()>,
    thread: std::thread::JoinHandle<Option<Result<(), ManagerError>>>,
}

fn replica(fake: &FakeApiServer, name: &'static str, timings: (u64, u64, u64)) -> Replica {
    let config = LeaderElectionConfig::new("lock", "kube-system")
        .identity(name)
        .timings(
            Duration::from_millis(timings.0),
            Duration::from_millis(timings.1),
            Duration::from_millis(timings.2),
        );
    let reconciled = Arc::new(Mutex::new(BTreeSet::new()));
    let seen = reconciled.clone();
    let stop = CancellationToken::new();
    let (kill, killed) = tokio::sync::oneshot::channel::<()>();
    let (started, leading) = std::sync::mpsc::channel();
    let (fake, until) = (fake.clone(), stop.clone());
    let thread = std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime");
        let result = runtime.block_on(async move {
            let mgr =
                Manager::with_client(fake.client(), ManagerOptions::new().leader_election(config));
            mgr.controller::<Thing>()
                .complete(reconciler_fn(move |r: Request| {
                    seen.lock().unwrap().insert(r.to_string());
                    async { Ok(Action::done()) }
                }))
                .expect("registered");
            started.send(mgr.elected()).expect("the test waits");
            tokio::select! {
                result = mgr.start_until(until.cancelled_owned()) => Some(result),
                _ = killed => None,
            }
        });
        drop(runtime);
        result
    });
    Replica {
        name,
        reconciled,
        leading: leading.recv().expect("started"),
        stop,
        kill,
        thread,
    }
}

impl Replica {
    fn leads(&self) -> bool {
        *self.leading.borrow()
    }

    fn saw(&self, key: &str) -> bool {
        self.reconciled.lock().unwrap().contains(key)
    }

    /// Stops gracefully (the lease is released) and returns what the manager returned.
    fn stop(self) -> Result<(), ManagerError> {
        self.stop.cancel();
        self.thread.join().expect("no panic").expect("not killed")
    }

    /// Stops every task at once.
    fn kill(self) {
        let _ = self.kill.send(());
        assert!(self.thread.join().expect("no panic").is_none(), "killed");
    }
}

async fn leader_of(fake: &FakeApiServer) -> Option<String> {
    let leases: kube::Api<Lease> = kube::Api::namespaced(fake.client(), "kube-system");
    leases
        .get_opt("lock")
        .await
        .ok()
        .flatten()?
        .spec?
        .holder_identity
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_leader_reconciles_and_a_released_lease_passes_on_within_a_retry_period() {
    let fake = fake();
    add_thing(&fake, "a");
    // A lease of 10 s: a successor that took over within 1 s can only have seen a release.
    let a = replica(&fake, "a", (10_000, 8_000, 200));
    eventually("a leads", Duration::from_secs(5), || a.leads()).await;
    let b = replica(&fake, "b", (10_000, 8_000, 200));
    eventually("a reconciles", Duration::from_secs(5), || a.saw("ns/a")).await;
    add_thing(&fake, "b");
    eventually("a reconciles b", Duration::from_secs(5), || a.saw("ns/b")).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(!b.leads(), "{} leads too", b.name);
    assert!(
        b.reconciled.lock().unwrap().is_empty(),
        "the follower reconciled"
    );
    assert_eq!(leader_of(&fake).await.as_deref(), Some("a"));

    let released = tokio::time::Instant::now();
    let stopped = tokio::task::spawn_blocking(move || a.stop());
    eventually("b takes over", Duration::from_secs(3), || b.leads()).await;
    let handover = released.elapsed();
    assert!(
        handover < Duration::from_secs(3),
        "handover took {handover:?}"
    );
    stopped.await.expect("joined").expect("a clean stop");
    eventually("b reconciles", Duration::from_secs(5), || {
        b.saw("ns/a") && b.saw("ns/b")
    })
    .await;
    assert_eq!(leader_of(&fake).await.as_deref(), Some("b"));
    let leases: kube::Api<Lease> = kube::Api::namespaced(fake.client(), "kube-system");
    let spec = leases
        .get("lock")
        .await
        .expect("a lease")
        .spec
        .expect("a spec");
    assert_eq!(spec.lease_transitions, Some(1));
    assert_eq!(spec.lease_duration_seconds, Some(10));
    tokio::task::spawn_blocking(move || b.stop())
        .await
        .expect("joined")
        .expect("stopped");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_leader_is_replaced_after_the_lease_duration() {
    let fake = fake();
    // A Lease holds whole seconds (`leaseDurationSeconds`), so the lease is 2 s.
    let a = replica(&fake, "a", (2_000, 1_000, 200));
    eventually("a leads", Duration::from_secs(5), || a.leads()).await;
    let b = replica(&fake, "b", (2_000, 1_000, 200));
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(!b.leads());
    let killed = tokio::time::Instant::now();
    tokio::task::spawn_blocking(move || a.kill())
        .await
        .expect("killed");
    eventually("b takes over", Duration::from_secs(5), || b.leads()).await;
    let took = killed.elapsed();
    // At least what is left of a's last term (a renewed at most a retry period before the
    // kill); at most a lease duration after b saw that renewal (a jittered retry period
    // after it was made) and b's next jittered try, plus the test's polling.
    assert!(
        took >= Duration::from_millis(2_000 - 200 - 100),
        "took over after {took:?}"
    );
    assert!(
        took <= Duration::from_millis(2_000 + 2 * 240 + 300),
        "took over after {took:?}"
    );
    assert_eq!(leader_of(&fake).await.as_deref(), Some("b"));
    tokio::task::spawn_blocking(move || b.stop())
        .await
        .expect("joined")
        .expect("stopped");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_leader_that_cannot_renew_stops_its_controllers() {
    let fake = fake();
    let a = replica(&fake, "a", (1_500, 1_000, 200));
    eventually("a leads", Duration::from_secs(5), || a.leads()).await;
    fake.prepend_reactor("update", "leases", |_| {
        Some(Err(failure(500, "InternalError", "etcd is down")))
    });
    eventually("a gives up", Duration::from_secs(3), || !a.leads()).await;
    let result = tokio::task::spawn_blocking(move || a.stop())
        .await
        .expect("joined");
    assert!(
        matches!(result, Err(ManagerError::LeaderElectionLost)),
        "{result:?}"
    );
}

/// A webhook server added to the manager runs while it runs, is ready once serving (the
/// `webhook` check under `/readyz`), and is stopped with it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_webhook_server_runs_with_the_manager() {
    use crate::webhook::{Certificates, WebhookServer};
    let fake = fake();
    let options = ManagerOptions::new()
        .health_probe_bind_address("127.0.0.1:0")
        .expect("address");
    let mgr = Manager::with_client(fake.client(), options);
    let certificates = Certificates::self_signed(&["127.0.0.1"]).expect("certificates");
    let bind = "127.0.0.1:0".parse().expect("an address");
    mgr.add_webhook_server(WebhookServer::new(certificates), bind);
    let (stop, run) = start(&mgr).await;
    let webhook = mgr.webhook_address().expect("the webhook server is bound");
    let probes = mgr.bound_addresses().1.expect("probes");
    assert_eq!(ready(probes, "/readyz/webhook").await, (200, "ok".into()));
    assert!(
        tokio::net::TcpStream::connect(webhook).await.is_ok(),
        "serving"
    );
    stop.cancel();
    run.await.expect("joined").expect("a clean stop");
    assert!(
        tokio::net::TcpStream::connect(webhook).await.is_err(),
        "the webhook server stops with the manager"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_field_index_the_object_client_and_the_queue_state_serve_a_controller() {
    use crate::controller::ReconcileError;
    let fake = fake();
    add_thing(&fake, "a");
    add_thing(&fake, "b");
    let mgr = Manager::with_client(fake.client(), ManagerOptions::new());
    let factory = mgr.factory();
    factory
        .index_field::<Thing>("color", |t: &Thing| vec![t.color.clone()])
        .expect("indexed");
    assert!(
        factory
            .index_field::<Thing>("color", |_: &Thing| Vec::new())
            .is_err(),
        "one index of a name"
    );
    // Each Thing fails once (a retry), then is painted blue through the object client,
    // which takes the namespace from the object.
    let failed = Arc::new(Mutex::new(BTreeSet::new()));
    let client = mgr.object_client();
    mgr.controller::<Thing>()
        .complete(reconciler_fn(move |r: Request| {
            let (client, failed) = (client.clone(), failed.clone());
            async move {
                if lock(&failed).insert(r.name.clone()) {
                    return Err(ReconcileError::from(std::io::Error::other("first try")));
                }
                let mut thing: Thing = client.get(r.namespace.as_deref(), &r.name).await?;
                thing.color = "blue".into();
                client.update(&thing).await?;
                Ok(Action::done())
            }
        }))
        .expect("registered");
    let stop = CancellationToken::new();
    let run = tokio::spawn({
        let (mgr, stop) = (mgr.clone(), stop.clone());
        async move { mgr.start_until(stop.cancelled_owned()).await }
    });
    // Called at once, before the manager has started anything: it waits for the start.
    let synced = tokio::time::timeout(Duration::from_secs(10), mgr.wait_for_cache_sync())
        .await
        .expect("the caches sync within 10 s");
    assert_eq!(
        synced.into_keys().collect::<Vec<_>>(),
        ["things.example.com"]
    );
    let lister = factory.informer_for::<Thing>().lister();
    eventually(
        "both Things blue in the index",
        Duration::from_secs(10),
        || {
            let blue = lister.namespace("ns").by_index("color", "blue");
            blue.is_ok_and(|b| b.len() == 2)
        },
    )
    .await;
    assert_eq!(
        lister
            .namespace("ns")
            .by_index("color", "red")
            .map(|r| r.len())
            .ok(),
        Some(0)
    );
    assert!(
        lister
            .namespace("other")
            .by_index("color", "blue")
            .is_ok_and(|b| b.is_empty())
    );
    // Painting a Thing blue is itself an event: the queue drains after the index shows it.
    eventually("the queue drained", Duration::from_secs(10), || {
        mgr.queue_state("thing").is_some_and(|s| s.depth == 0)
    })
    .await;
    let state = mgr.queue_state("thing").expect("the controller's queue");
    assert_eq!((state.depth, state.retries), (0, 2), "{state:?}");
    assert!(state.adds >= 4, "two adds and two retries: {state:?}");
    assert!(mgr.queue_state("nothing").is_none());
    let homeless = Thing {
        metadata: Default::default(),
        color: "x".into(),
    };
    let refused = mgr.object_client().create(&homeless).await;
    assert!(
        refused.is_err_and(|e| e.to_string().contains("no metadata.namespace")),
        "a namespaced object without a namespace is refused before any request"
    );
    stop.cancel();
    run.await.expect("joined").expect("a clean stop");
}

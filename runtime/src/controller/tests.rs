//! The builder's wiring and the workers' result handling, on the fake API server.

use std::collections::{BTreeMap, HashSet};
use std::sync::Mutex;

use k8s_openapi::api::core::v1::ConfigMap;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::OwnerReference;
use serde_json::json;

use super::predicate::LabelsChanged;
use super::*;
use crate::fake::{FakeApiServer, ResourceInfo};
use crate::manager::ManagerOptions;
use crate::testing::Thing;

/// What a test reconciler saw: calls per request, and whether two workers ever held one
/// request at once.
#[derive(Default)]
struct Seen {
    calls: Mutex<BTreeMap<String, usize>>,
    in_flight: Mutex<HashSet<String>>,
    overlapped: Mutex<bool>,
}

impl Seen {
    fn calls(&self, key: &str) -> usize {
        self.calls.lock().unwrap().get(key).copied().unwrap_or(0)
    }
}

fn fake() -> FakeApiServer {
    let fake = FakeApiServer::new();
    fake.register(ResourceInfo::of::<Thing>());
    fake.register(ResourceInfo::of::<ConfigMap>());
    fake
}

fn thing_json(name: &str, labels: serde_json::Value) -> serde_json::Value {
    json!({"apiVersion": "example.com/v1", "kind": "Thing",
           "metadata": {"name": name, "namespace": "ns", "labels": labels}, "color": "red"})
}

async fn eventually(what: &str, mut ok: impl FnMut() -> bool) {
    for _ in 0..500 {
        if ok() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("timed out waiting for {what}");
}

/// The value of the sample `name{labels}` in `/metrics` text.
fn sample(text: &str, series: &str) -> f64 {
    text.lines()
        .find_map(|l| l.strip_prefix(series)?.strip_prefix(' ')?.parse().ok())
        .unwrap_or_else(|| panic!("no {series} in\n{text}"))
}

/// Starts `mgr` on a task; cancelling the token stops it.
fn start(
    mgr: &Manager,
) -> (
    CancellationToken,
    tokio::task::JoinHandle<Result<(), ManagerError>>,
) {
    let stop = CancellationToken::new();
    let (mgr, until) = (mgr.clone(), stop.clone());
    (
        stop,
        tokio::spawn(async move { mgr.start_until(until.cancelled_owned()).await }),
    )
}

/// A reconciler whose answer depends on the object's name and how often it was called.
fn scripted(seen: Arc<Seen>) -> impl Reconciler {
    reconciler_fn(move |req: Request| {
        let seen = seen.clone();
        async move {
            let key = req.to_string();
            if !seen.in_flight.lock().unwrap().insert(key.clone()) {
                *seen.overlapped.lock().unwrap() = true;
            }
            let n = {
                let mut calls = seen.calls.lock().unwrap();
                let n = calls.entry(key.clone()).or_default();
                *n += 1;
                *n
            };
            tokio::time::sleep(Duration::from_millis(2)).await;
            seen.in_flight.lock().unwrap().remove(&key);
            match (req.name.as_str(), n) {
                ("fail", 1 | 2) => Err(ReconcileError::msg("not yet")),
                ("later", 1) => Ok(Action::requeue_after(Duration::from_millis(50))),
                ("again", 1) => Ok(Action::requeue()),
                ("panic", 1) => panic!("a bug in the reconciler"),
                ("terminal", _) => Err(ReconcileError::terminal(ReconcileError::msg("bad spec"))),
                _ => Ok(Action::done()),
            }
        }
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn results_are_handled_as_controller_runtime_handles_them() {
    let fake = fake();
    for name in ["ok", "fail", "later", "again", "panic", "terminal"] {
        fake.add(thing_json(name, json!({}))).expect("stored");
    }
    let mgr = Manager::with_client(fake.client(), ManagerOptions::new());
    let seen = Arc::new(Seen::default());
    mgr.controller::<Thing>()
        .max_concurrent_reconciles(4)
        .complete(scripted(seen.clone()))
        .expect("registered");
    let (stop, run) = start(&mgr);
    eventually("every scripted outcome", || {
        seen.calls("ns/fail") == 3
            && seen.calls("ns/later") == 2
            && seen.calls("ns/again") == 2
            && seen.calls("ns/panic") == 2
            && seen.calls("ns/ok") == 1
            && seen.calls("ns/terminal") == 1
    })
    .await;
    // Nothing more comes: the terminal error and the successes are not requeued.
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!((seen.calls("ns/terminal"), seen.calls("ns/ok")), (1, 1));
    assert!(!*seen.overlapped.lock().unwrap(), "one key in two workers");

    let text = mgr.metrics().encode();
    let total = |result: &str| {
        sample(
            &text,
            &format!(
                "controller_runtime_reconcile_total{{controller=\"thing\",result=\"{result}\"}}"
            ),
        )
    };
    // ok, fail's third, later's second, again's second, panic's second.
    assert_eq!(total("success"), 5.0);
    // fail twice, the panic, the terminal error.
    assert_eq!(total("error"), 4.0);
    assert_eq!(total("requeue_after"), 1.0);
    assert_eq!(total("requeue"), 1.0);
    let one = |name: &str| sample(&text, &format!("{name}{{controller=\"thing\"}}"));
    assert_eq!(one("controller_runtime_reconcile_errors_total"), 4.0);
    assert_eq!(
        one("controller_runtime_terminal_reconcile_errors_total"),
        1.0
    );
    assert_eq!(one("controller_runtime_reconcile_panics_total"), 1.0);
    assert_eq!(one("controller_runtime_max_concurrent_reconciles"), 4.0);
    assert_eq!(one("controller_runtime_reconcile_time_seconds_count"), 11.0);
    let queue = |name: &str| {
        sample(
            &text,
            &format!("{name}{{controller=\"thing\",name=\"thing\"}}"),
        )
    };
    // Six objects listed, then each requeue: fail twice, later, again and the panic.
    assert_eq!(queue("workqueue_adds_total"), 11.0);
    assert_eq!(queue("workqueue_retries_total"), 5.0);
    assert_eq!(queue("workqueue_work_duration_seconds_count"), 11.0);
    assert_eq!(
        sample(
            &text,
            "workqueue_depth{controller=\"thing\",name=\"thing\",priority=\"\"}"
        ),
        0.0
    );
    stop.cancel();
    run.await.expect("joined").expect("a clean stop");
}

/// The request a ConfigMap's `for` annotation names.
fn pointed(cm: &ConfigMap) -> Vec<Request> {
    let target = cm.metadata.annotations.as_ref().and_then(|a| a.get("for"));
    target
        .map(|t| Request::new(Some("ns"), t))
        .into_iter()
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn owns_watches_and_predicates_map_events_to_requests() {
    let fake = fake();
    let mgr = Manager::with_client(fake.client(), ManagerOptions::new());
    let seen = Arc::new(Seen::default());
    mgr.controller::<Thing>()
        .with_predicate(LabelsChanged)
        .owns::<ConfigMap>()
        .watches(pointed)
        .complete(scripted(seen.clone()))
        .expect("registered");
    let (stop, run) = start(&mgr);
    let kube = fake.client();
    let things = crate::Client::<Thing>::new(kube.clone(), Some("ns"));
    let owner: Thing = serde_json::from_value(thing_json("owner", json!({"a": "1"}))).unwrap();
    let owner = things
        .create(&Default::default(), &owner)
        .await
        .expect("created");
    eventually("the owner's create", || seen.calls("ns/owner") == 1).await;

    // A write that leaves the labels alone is filtered out; a relabel is not.
    let mut recolored = owner.clone();
    recolored.color = "blue".into();
    let recolored = things
        .update(&Default::default(), &recolored)
        .await
        .expect("replaced");
    let mut relabeled = recolored.clone();
    relabeled.metadata.labels = Some([("a".to_string(), "2".to_string())].into());
    things
        .update(&Default::default(), &relabeled)
        .await
        .expect("replaced");
    eventually("the relabel", || seen.calls("ns/owner") == 2).await;

    // A ConfigMap the owner controls enqueues the owner; one controlled by another Kind or
    // owned without `controller` does not.
    let cms: kube::Api<ConfigMap> = kube::Api::namespaced(kube.clone(), "ns");
    let mut owned = ConfigMap::default();
    owned.metadata.name = Some("owned".into());
    owned.metadata.namespace = Some("ns".into());
    crate::controllerutil::set_controller_reference(&owner, &mut owned.metadata).expect("set");
    let mut foreign = ConfigMap::default();
    foreign.metadata.name = Some("foreign".into());
    foreign.metadata.namespace = Some("ns".into());
    foreign.metadata.owner_references = Some(vec![OwnerReference {
        api_version: "apps/v1".into(),
        kind: "Thing".into(),
        name: "owner".into(),
        uid: "x".into(),
        controller: Some(true),
        block_owner_deletion: None,
    }]);
    cms.create(&Default::default(), &foreign)
        .await
        .expect("created");
    cms.create(&Default::default(), &owned)
        .await
        .expect("created");
    eventually("the owned ConfigMap's event", || {
        seen.calls("ns/owner") == 3
    })
    .await;
    cms.delete("owned", &Default::default())
        .await
        .expect("deleted");
    eventually("the owned ConfigMap's deletion", || {
        seen.calls("ns/owner") == 4
    })
    .await;

    // Watches: the map function names the request.
    let mut pointer = ConfigMap::default();
    pointer.metadata.name = Some("pointer".into());
    pointer.metadata.namespace = Some("ns".into());
    pointer.metadata.annotations = Some([("for".to_string(), "elsewhere".to_string())].into());
    cms.create(&Default::default(), &pointer)
        .await
        .expect("created");
    eventually("the mapped request", || seen.calls("ns/elsewhere") == 1).await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(
        seen.calls("ns/owner"),
        4,
        "the foreign ConfigMap enqueued nothing"
    );
    stop.cancel();
    run.await.expect("joined").expect("a clean stop");
}

#[test]
fn requests_print_as_keys() {
    assert_eq!(Request::new(Some("ns"), "a").to_string(), "ns/a");
    assert_eq!(Request::new(Some(""), "a").to_string(), "a");
    assert_eq!(Request::new(None, "a").namespace(), "");
    assert_eq!(Action::requeue_after(Duration::ZERO), Action::done());
    let e: ReconcileError = std::io::Error::other("disk").into();
    assert!(!e.is_terminal());
    assert_eq!(
        ReconcileError::terminal(e).to_string(),
        "terminal error: disk"
    );
}

#[tokio::test]
async fn two_controllers_of_one_name_are_refused() {
    let mgr = Manager::with_client(fake().client(), ManagerOptions::new());
    let seen = Arc::new(Seen::default());
    mgr.controller::<Thing>()
        .complete(scripted(seen.clone()))
        .expect("first");
    let err = mgr
        .controller::<Thing>()
        .complete(scripted(seen))
        .expect_err("second");
    assert!(matches!(err, ManagerError::DuplicateController(n) if n == "thing"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_panic_before_the_first_await_is_caught_and_retried() {
    let fake = fake();
    fake.add(thing_json("sync", json!({}))).expect("stored");
    let mgr = Manager::with_client(fake.client(), ManagerOptions::new());
    let calls = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let counted = calls.clone();
    mgr.controller::<Thing>()
        .complete(reconciler_fn(move |_: Request| {
            // Panics in the call itself, before a future exists.
            assert!(
                counted.fetch_add(1, std::sync::atomic::Ordering::SeqCst) > 0,
                "a bug"
            );
            async { Ok(Action::done()) }
        }))
        .expect("registered");
    let (stop, run) = start(&mgr);
    eventually("the retry after the panic", || {
        calls.load(std::sync::atomic::Ordering::SeqCst) == 2
    })
    .await;
    let text = mgr.metrics().encode();
    assert_eq!(
        sample(
            &text,
            "controller_runtime_reconcile_panics_total{controller=\"thing\"}"
        ),
        1.0
    );
    stop.cancel();
    run.await.expect("joined").expect("a clean stop");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stop_finishes_reconciles_in_progress_and_leaves_the_backlog() {
    let fake = fake();
    for i in 0..20 {
        fake.add(thing_json(&format!("t{i:02}"), json!({})))
            .expect("stored");
    }
    let mgr = Manager::with_client(fake.client(), ManagerOptions::new());
    let (started, finished) = (
        Arc::new(std::sync::atomic::AtomicUsize::new(0)),
        Arc::new(std::sync::atomic::AtomicUsize::new(0)),
    );
    let (s, f) = (started.clone(), finished.clone());
    mgr.controller::<Thing>()
        .complete(reconciler_fn(move |_: Request| {
            s.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            let f = f.clone();
            async move {
                tokio::time::sleep(Duration::from_millis(200)).await;
                f.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                Ok(Action::done())
            }
        }))
        .expect("registered");
    let (stop, run) = start(&mgr);
    eventually("the first reconcile", || {
        started.load(std::sync::atomic::Ordering::SeqCst) == 1
    })
    .await;
    stop.cancel();
    run.await.expect("joined").expect("a clean stop");
    let (s, f) = (
        started.load(std::sync::atomic::Ordering::SeqCst),
        finished.load(std::sync::atomic::Ordering::SeqCst),
    );
    assert_eq!(s, f, "the reconcile in progress finished");
    assert!(
        s < 20,
        "{s} of 20 reconciled: the queued ones were left to the next leader"
    );
    // The manager runs once.
    let late = mgr
        .controller::<Thing>()
        .named("late")
        .complete(scripted(Arc::default()));
    assert!(
        matches!(late, Err(ManagerError::AlreadyStarted)),
        "{late:?}"
    );
}

//! The generated clients, listers and informers against a real kube-apiserver
//! (kube-envtest) with the `testdata/clients` CRDs installed: every verb, the custom
//! scale methods, an informer over 1,000 objects that sees a scripted sequence of changes
//! in order, informers that stream their initial list (and list where the server does
//! not stream), and informers that lose no update across expired watches and an API server
//! restart.
//!
//! Without the API server binaries these tests fail, unless `KUBE_ENVTEST_SKIP=1` asks to
//! skip them (see `kube_envtest::require_assets`).

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures::{StreamExt, TryStreamExt};
use k8s_openapi::api::autoscaling::v1::{Scale, ScaleSpec};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use kube::api::{
    DeleteParams, ListParams, Patch, PatchParams, PostParams, WatchEvent, WatchParams,
};
use kube::core::Selector;
use kube_codegen_e2e::clients::api::infra::v1alpha1::{ClusterPolicy, ClusterPolicySpec, Token};
use kube_codegen_e2e::clients::api::webapp::v1::{Guestbook, GuestbookStatus};
use kube_codegen_e2e::clients::clientset::{Clientset, SharedInformerFactory};
use kube_codegen_e2e::fixtures::guestbook;
use kube_codegen_runtime::EventHandlerFns;
use kube_envtest::{ControlPlane, Environment, SharedControlPlane, require_assets, test_namespace};
use serde_json::json;

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

fn crd_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../testdata/clients/expected")
}

static PLANE: SharedControlPlane =
    SharedControlPlane::new(|| Environment::new().crd_path(crd_dir()));

fn policy(name: &str, max: usize) -> ClusterPolicy {
    ClusterPolicy {
        types: Default::default(),
        metadata: ObjectMeta {
            name: Some(name.into()),
            ..Default::default()
        },
        spec: ClusterPolicySpec {
            max_guestbooks: Some(max as i64),
        },
        status: None,
    }
}

fn name_of(g: &Guestbook) -> String {
    g.metadata.name.clone().unwrap_or_default()
}

#[tokio::test]
async fn every_verb_of_the_typed_client() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let plane = PLANE.get().await?;
    let client = plane.client()?;
    let ns = test_namespace(&client, "verbs").await?;
    let cs = Clientset::new(client);
    let books = cs.webapp_v1().guestbooks(&ns);
    let pp = PostParams::default();

    let mut events = books.watch(&WatchParams::default(), "0").await?;

    let mut first = guestbook(&ns, "a", "A");
    first.status = Some(GuestbookStatus {
        phase: Some("dropped on create".into()),
        ..Default::default()
    });
    let created = books.create(&pp, &first).await?;
    assert_eq!(created.metadata.generation, Some(1));
    assert_eq!(
        created.status, None,
        "the status subresource drops status on create"
    );
    assert_eq!(books.get("a").await?, created);

    let mut changed = created.clone();
    changed.spec.title = Some("A2".into());
    changed.status = Some(GuestbookStatus {
        phase: Some("ignored by update".into()),
        ..Default::default()
    });
    let updated = books.update(&pp, &changed).await?;
    assert_eq!(updated.spec.title.as_deref(), Some("A2"));
    assert_eq!(updated.status, None, "update must not touch status");
    assert_eq!(updated.metadata.generation, Some(2));

    let mut status = updated.clone();
    status.spec.title = Some("ignored by update_status".into());
    status.status = Some(GuestbookStatus {
        phase: Some("Ready".into()),
        ..Default::default()
    });
    let status_updated = books.update_status(&pp, &status).await?;
    assert_eq!(
        status_updated.spec.title.as_deref(),
        Some("A2"),
        "update_status must not touch spec"
    );
    assert_eq!(
        status_updated
            .status
            .as_ref()
            .and_then(|s| s.phase.as_deref()),
        Some("Ready")
    );
    assert_eq!(status_updated.metadata.generation, Some(2));

    let merged = books
        .patch(
            "a",
            &PatchParams::default(),
            &Patch::Merge(json!({"spec": {"replicas": 2}})),
        )
        .await?;
    assert_eq!(
        (merged.spec.replicas, merged.metadata.generation),
        (Some(2), Some(3))
    );
    let jsoned = books
        .patch(
            "a",
            &PatchParams::default(),
            &Patch::Json::<()>(serde_json::from_value(json!([
                {"op": "replace", "path": "/spec/title", "value": "A3"}
            ]))?),
        )
        .await?;
    assert_eq!(jsoned.spec.title.as_deref(), Some("A3"));
    let status_patched = books
        .patch_status(
            "a",
            &PatchParams::default(),
            &Patch::Merge(json!({"status": {"phase": "Patched"}})),
        )
        .await?;
    assert_eq!(
        status_patched.status.and_then(|s| s.phase).as_deref(),
        Some("Patched")
    );
    let strategic = books
        .patch(
            "a",
            &PatchParams::default(),
            &Patch::Strategic(json!({"spec": {}})),
        )
        .await
        .expect_err("no strategic merge for custom resources");
    assert_eq!(strategic.code(), Some(415));

    let applied = books
        .apply_object(&guestbook(&ns, "b", "B"), "e2e", true)
        .await?;
    assert_eq!(applied.spec.title.as_deref(), Some("B"));
    let mut b_status = applied.clone();
    b_status.status = Some(GuestbookStatus {
        phase: Some("Applied".into()),
        ..Default::default()
    });
    let status_applied = books.apply_status_object(&b_status, "e2e", true).await?;
    assert_eq!(
        status_applied.status.and_then(|s| s.phase).as_deref(),
        Some("Applied")
    );

    let names: Vec<String> = books
        .list(&ListParams::default())
        .await?
        .items
        .iter()
        .map(name_of)
        .collect();
    assert_eq!(names, ["a", "b"]);

    let err = books.get("missing").await.expect_err("absent");
    assert!(err.is_not_found());
    assert_eq!(
        err.status().map(|s| s.message.clone()).unwrap_or_default(),
        r#"guestbooks.webapp.my.domain "missing" not found"#
    );
    let dup = books
        .create(&pp, &guestbook(&ns, "a", "A"))
        .await
        .expect_err("exists");
    assert!(dup.is_already_exists());
    let conflict = books.update(&pp, &created).await.expect_err("stale");
    assert!(conflict.is_conflict());

    let deleted = books.delete("b", &DeleteParams::default()).await?;
    let details = deleted
        .right()
        .and_then(|s| s.details)
        .map(|d| (d.name, d.kind));
    assert_eq!(
        details,
        Some(("b".to_string(), "guestbooks".to_string())),
        "an immediate delete answers a success Status"
    );
    books.create(&pp, &guestbook(&ns, "c", "C")).await?;
    let gone = books
        .delete_collection(&DeleteParams::default(), &ListParams::default())
        .await?;
    let mut gone: Vec<String> = gone
        .left()
        .map(|l| l.items.iter().map(name_of).collect())
        .unwrap_or_default();
    gone.sort();
    assert_eq!(gone, ["a", "c"]);

    // The watch opened first saw the whole story, in order.
    let mut story = Vec::new();
    while story.len() < 12 {
        match tokio::time::timeout(Duration::from_secs(10), events.try_next()).await?? {
            Some(WatchEvent::Added(g)) => story.push(format!("ADDED {}", name_of(&g))),
            Some(WatchEvent::Modified(g)) => story.push(format!("MODIFIED {}", name_of(&g))),
            Some(WatchEvent::Deleted(g)) => story.push(format!("DELETED {}", name_of(&g))),
            Some(_) => {}
            None => break,
        }
    }
    assert_eq!(
        story,
        [
            "ADDED a",
            "MODIFIED a",
            "MODIFIED a",
            "MODIFIED a",
            "MODIFIED a",
            "MODIFIED a",
            "ADDED b",
            "MODIFIED b",
            "DELETED b",
            "ADDED c",
            "DELETED a",
            "DELETED c"
        ]
    );
    Ok(())
}

#[tokio::test]
async fn scale_methods_and_cluster_scoped_kinds() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let plane = PLANE.get().await?;
    let client = plane.client()?;
    let ns = test_namespace(&client, "scale").await?;
    let cs = Clientset::new(client);
    let books = cs.webapp_v1().guestbooks(&ns);
    books
        .create(&PostParams::default(), &guestbook(&ns, "s", "S"))
        .await?;

    let scale = books.get_scale("s").await?;
    assert_eq!(scale.spec.as_ref().and_then(|s| s.replicas), Some(1));
    let wanted = Scale {
        metadata: scale.metadata.clone(),
        spec: Some(ScaleSpec { replicas: Some(4) }),
        status: None,
    };
    let scaled = books
        .update_scale("s", &PostParams::default(), &wanted)
        .await?;
    assert_eq!(scaled.spec.and_then(|s| s.replicas), Some(4));
    assert_eq!(books.get("s").await?.spec.replicas, Some(4));

    let infra = cs.infrastructure_v1alpha1();
    let policy = ClusterPolicy {
        types: Default::default(),
        metadata: ObjectMeta {
            name: Some(format!("{ns}-policy")),
            ..Default::default()
        },
        spec: ClusterPolicySpec {
            max_guestbooks: Some(3),
        },
        status: None,
    };
    let created = infra
        .clusterpolicies()
        .create(&PostParams::default(), &policy)
        .await?;
    assert_eq!(created.metadata.namespace, None);
    let listed = infra.clusterpolicies().list(&ListParams::default()).await?;
    assert!(
        listed
            .items
            .iter()
            .any(|p| p.metadata.name == policy.metadata.name)
    );

    let token = Token {
        types: Default::default(),
        metadata: ObjectMeta {
            name: Some("t".into()),
            namespace: Some(ns.clone()),
            ..Default::default()
        },
        secret: "s3cr3t".into(),
    };
    infra
        .tokens(&ns)
        .create(&PostParams::default(), &token)
        .await?;
    assert_eq!(infra.tokens(&ns).get("t").await?.secret, "s3cr3t");

    let sentinel = infra
        .sentinels(&ns)
        .get_status("none")
        .await
        .expect_err("absent");
    assert!(sentinel.is_not_found());
    Ok(())
}

/// What a handler saw, in order.
type Log = Arc<Mutex<Vec<String>>>;

fn push(log: &Log, entry: String) {
    log.lock().unwrap_or_else(|e| e.into_inner()).push(entry);
}

fn snapshot(log: &Log) -> Vec<String> {
    log.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

fn recording_handler(log: &Log) -> EventHandlerFns<Guestbook> {
    let (a, u, d) = (log.clone(), log.clone(), log.clone());
    EventHandlerFns::new()
        .on_add(move |g, initial| {
            push(
                &a,
                format!("{} {}", if initial { "init" } else { "add" }, name_of(g)),
            )
        })
        .on_update(move |_, g| {
            push(
                &u,
                format!(
                    "update {} {}",
                    name_of(g),
                    g.spec.title.clone().unwrap_or_default()
                ),
            )
        })
        .on_delete(move |g| push(&d, format!("delete {}", name_of(g))))
}

async fn wait_until(what: &str, deadline: Duration, mut done: impl FnMut() -> bool) -> Result {
    let start = Instant::now();
    while !done() {
        if start.elapsed() > deadline {
            return Err(format!("timed out after {deadline:?} waiting for {what}").into());
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Ok(())
}

/// Every object of `ns` as the server has it now: name → (title, resourceVersion).
async fn server_view(cs: &Clientset, ns: &str) -> Result<BTreeMap<String, (String, String)>> {
    Ok(cs
        .webapp_v1()
        .guestbooks(ns)
        .list(&ListParams::default())
        .await?
        .items
        .iter()
        .map(|g| {
            (
                name_of(g),
                (
                    g.spec.title.clone().unwrap_or_default(),
                    g.metadata.resource_version.clone().unwrap_or_default(),
                ),
            )
        })
        .collect())
}

fn lister_view(factory: &SharedInformerFactory, ns: &str) -> BTreeMap<String, (String, String)> {
    factory
        .webapp()
        .v1()
        .guestbooks()
        .lister()
        .namespace(ns)
        .list(&Selector::default())
        .iter()
        .map(|g| {
            (
                name_of(g),
                (
                    g.spec.title.clone().unwrap_or_default(),
                    g.metadata.resource_version.clone().unwrap_or_default(),
                ),
            )
        })
        .collect()
}

async fn create_many(cs: &Clientset, ns: &str, count: usize) -> Result {
    let books = cs.webapp_v1().guestbooks(ns);
    futures::stream::iter(0..count)
        .map(|i| {
            let books = books.clone();
            let g = guestbook(ns, &format!("g{i:04}"), "v0");
            async move { books.create(&PostParams::default(), &g).await }
        })
        .buffer_unordered(16)
        .try_collect::<Vec<_>>()
        .await?;
    Ok(())
}

#[tokio::test]
async fn an_informer_syncs_1000_objects_and_sees_every_change_in_order() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let plane = PLANE.get().await?;
    let client = plane.client()?;
    let ns = test_namespace(&client, "informer").await?;
    let cs = Clientset::new(client.clone());
    create_many(&cs, &ns, 1000).await?;

    let factory = SharedInformerFactory::with_options(
        client,
        kube_codegen_runtime::FactoryOptions::default().namespace(&ns),
    );
    let log: Log = Arc::default();
    let registration = factory
        .webapp()
        .v1()
        .guestbooks()
        .informer()
        .add_event_handler(recording_handler(&log));
    factory.start();
    tokio::time::timeout(Duration::from_secs(60), factory.wait_for_cache_sync()).await?;
    tokio::time::timeout(Duration::from_secs(60), registration.wait_synced()).await?;
    let initial = snapshot(&log);
    assert_eq!(initial.len(), 1000);
    assert!(initial.iter().all(|e| e.starts_with("init g")));
    assert_eq!(lister_view(&factory, &ns).len(), 1000);

    // A scripted sequence, one change at a time: handlers must see exactly it, in order.
    let books = cs.webapp_v1().guestbooks(&ns);
    let mut expected = Vec::new();
    for i in 0..40 {
        let name = format!("g{:04}", i * 7);
        match i % 4 {
            0 => {
                let fresh = format!("new{i:02}");
                books
                    .create(&PostParams::default(), &guestbook(&ns, &fresh, "v0"))
                    .await?;
                expected.push(format!("add {fresh}"));
            }
            1 | 2 => {
                let title = format!("v{i}");
                books
                    .patch(
                        &name,
                        &PatchParams::default(),
                        &Patch::Merge(json!({"spec": {"title": title}})),
                    )
                    .await?;
                expected.push(format!("update {name} {title}"));
            }
            _ => {
                books.delete(&name, &DeleteParams::default()).await?;
                expected.push(format!("delete {name}"));
            }
        }
    }
    wait_until("every scripted change", Duration::from_secs(30), || {
        snapshot(&log).len() >= 1000 + expected.len()
    })
    .await?;
    assert_eq!(snapshot(&log)[1000..], expected[..]);
    let server = server_view(&cs, &ns).await?;
    wait_until(
        "the lister to agree with the server",
        Duration::from_secs(10),
        || lister_view(&factory, &ns) == server,
    )
    .await?;
    factory.shutdown().await;
    Ok(())
}

/// Handlers' view of each object: name → last title seen (absent once deleted).
fn handler_view(log: &Log) -> BTreeMap<String, String> {
    let mut view = BTreeMap::new();
    for entry in snapshot(log) {
        let mut parts = entry.splitn(3, ' ');
        match (parts.next(), parts.next(), parts.next()) {
            (Some("init" | "add"), Some(name), _) => {
                view.insert(name.to_string(), "v0".to_string());
            }
            (Some("update"), Some(name), Some(title)) => {
                view.insert(name.to_string(), title.to_string());
            }
            (Some("delete"), Some(name), _) => {
                view.remove(name);
            }
            _ => {}
        }
    }
    view
}

/// Changes objects of `ns` in a fixed pattern; returns how many changes were made.
async fn churn(cs: &Clientset, ns: &str, round: usize) -> Result<usize> {
    let books = cs.webapp_v1().guestbooks(ns);
    books
        .create(
            &PostParams::default(),
            &guestbook(ns, &format!("r{round}"), "v0"),
        )
        .await?;
    books
        .patch(
            &format!("g{:04}", round % 50),
            &PatchParams::default(),
            &Patch::Merge(json!({"spec": {"title": format!("round{round}")}})),
        )
        .await?;
    if round.is_multiple_of(3) {
        books
            .delete(&format!("r{}", round / 3), &DeleteParams::default())
            .await
            .ok();
    }
    Ok(3)
}

async fn own_plane(args: &[&str]) -> Result<ControlPlane> {
    let env = args
        .iter()
        .fold(Environment::new().crd_path(crd_dir()), |e, a| {
            e.api_server_arg(*a)
        });
    Ok(env.start().await?)
}

async fn converged(cs: &Clientset, factory: &SharedInformerFactory, log: &Log, ns: &str) -> Result {
    let server = server_view(cs, ns).await?;
    let titles: BTreeMap<String, String> = server
        .iter()
        .map(|(n, (t, _))| (n.clone(), t.clone()))
        .collect();
    wait_until(
        "handlers and lister to agree with the server",
        Duration::from_secs(60),
        || handler_view(log) == titles && lister_view(factory, ns) == server,
    )
    .await
}

/// The requests of `verb` (`LIST`, `WATCH`) the API server counted for guestbooks (its
/// `apiserver_request_total`, every code and scope).
async fn guestbook_requests(client: &kube::Client, verb: &str) -> Result<u64> {
    let request = http::Request::get("/metrics").body(Vec::new())?;
    let text = client.request_text(request).await?;
    let verb = format!("verb=\"{verb}\"");
    let count: f64 = text
        .lines()
        .filter(|l| l.starts_with("apiserver_request_total{"))
        .filter(|l| l.contains("resource=\"guestbooks\"") && l.contains(&verb))
        .filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
        .sum();
    Ok(count as u64)
}

#[tokio::test]
async fn informers_stream_their_initial_list_and_list_where_the_server_does_not() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    // (API server flags, whether the factory asks for lists, whether the informer lists.)
    let cases: [(&[&str], bool, bool); 3] = [
        (&[], false, false),
        (&["--feature-gates=WatchList=false"], false, true),
        (&[], true, true),
    ];
    for (args, asks_for_lists, lists) in cases {
        let at = format!("{args:?}, lists asked: {asks_for_lists}");
        let plane = own_plane(args).await?;
        let client = plane.client()?;
        let ns = test_namespace(&client, "streaming").await?;
        let cs = Clientset::new(client.clone());
        create_many(&cs, &ns, 200).await?;
        let before = guestbook_requests(&client, "LIST").await?;
        let mut options = kube_codegen_runtime::FactoryOptions::default().namespace(&ns);
        if asks_for_lists {
            options = options.tweak_list_options(|mut c| {
                c.initial_list_strategy = kube::runtime::watcher::InitialListStrategy::ListWatch;
                c
            });
        }
        let factory = SharedInformerFactory::with_options(client.clone(), options);
        let guestbooks = factory.webapp().v1().guestbooks();
        let informer = guestbooks.informer();
        factory.start();
        tokio::time::timeout(Duration::from_secs(60), factory.wait_for_cache_sync()).await?;
        assert_eq!(lister_view(&factory, &ns).len(), 200, "{at}");
        let listed = guestbook_requests(&client, "LIST").await? - before;
        assert_eq!(listed > 0, lists, "{at}: {listed} lists");
        assert_eq!(informer.last_error(), None, "{at}");
        // Changes after the sync arrive on the watch that followed.
        cs.webapp_v1()
            .guestbooks(&ns)
            .create(&PostParams::default(), &guestbook(&ns, "late", "v0"))
            .await?;
        wait_until("the late guestbook", Duration::from_secs(10), || {
            lister_view(&factory, &ns).len() == 201
        })
        .await?;
        factory.shutdown().await;
        plane.stop()?;
    }
    Ok(())
}

#[tokio::test]
async fn an_object_created_just_before_an_informer_starts_is_in_its_first_sync() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    // The streamed list is a consistent read: a watch cache that has not yet seen the
    // object just created must not answer it (as it may for resourceVersion "0").
    let plane = PLANE.get().await?;
    let client = plane.client()?;
    let ns = test_namespace(&client, "fresh").await?;
    let cs = Clientset::new(client.clone());
    for round in 0..50 {
        let name = format!("g{round:02}");
        cs.webapp_v1()
            .guestbooks(&ns)
            .create(&PostParams::default(), &guestbook(&ns, &name, "v0"))
            .await?;
        let factory = SharedInformerFactory::with_options(
            client.clone(),
            kube_codegen_runtime::FactoryOptions::default().namespace(&ns),
        );
        factory.webapp().v1().guestbooks().informer();
        factory.start();
        tokio::time::timeout(Duration::from_secs(30), factory.wait_for_cache_sync()).await?;
        let cached = lister_view(&factory, &ns);
        assert!(
            cached.contains_key(&name),
            "round {round}: {name} missing from {cached:?}"
        );
        assert_eq!(cached.len(), round + 1, "round {round}");
        factory.shutdown().await;
    }
    Ok(())
}

#[tokio::test]
async fn informers_lose_no_update_across_expiring_watches() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    // Watches end after 2 s (`timeoutSeconds`) and etcd is compacted every second, so
    // re-watches run into `410 Gone` and relist while changes keep coming. Without the
    // watch cache the server answers from etcd, whose compaction is what expires them.
    let plane = own_plane(&["--etcd-compaction-interval=1s", "--watch-cache=false"]).await?;
    let client = plane.client()?;
    let ns = test_namespace(&client, "expiry").await?;
    let cs = Clientset::new(client.clone());
    create_many(&cs, &ns, 50).await?;
    // Without bookmarks the informer's resourceVersion only moves with guestbook events.
    let factory = SharedInformerFactory::with_options(
        client,
        kube_codegen_runtime::FactoryOptions::default()
            .tweak_list_options(|c| c.disable_bookmarks().timeout(2)),
    );
    let informer = factory.webapp().v1().guestbooks();
    let log: Log = Arc::default();
    informer
        .informer()
        .add_event_handler(recording_handler(&log));
    factory.start();
    tokio::time::timeout(Duration::from_secs(30), factory.wait_for_cache_sync()).await?;
    // Guestbooks change every 3 s; in between, writes to another resource move etcd's
    // revision on, so each re-watch from the last guestbook resourceVersion finds it
    // compacted.
    let policies = cs.infrastructure_v1alpha1().clusterpolicies();
    let start = Instant::now();
    let mut round = 0;
    let mut tick: usize = 0;
    while start.elapsed() < Duration::from_secs(8) || informer.informer().list_count() < 3 {
        if start.elapsed() > Duration::from_secs(90) {
            return Err(format!(
                "only {} lists within 90 s of expiring watches",
                informer.informer().list_count()
            )
            .into());
        }
        if tick.is_multiple_of(15) {
            churn(&cs, &ns, round).await?;
            round += 1;
        }
        policies
            .apply_object(&policy(&format!("{ns}-{}", tick % 5), tick), "e2e", true)
            .await?;
        tick += 1;
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    converged(&cs, &factory, &log, &ns).await?;
    eprintln!(
        "{round} rounds of changes, {} lists",
        informer.informer().list_count()
    );
    factory.shutdown().await;
    Ok(())
}

#[tokio::test]
async fn informers_lose_no_update_across_an_api_server_restart() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let mut plane = own_plane(&[]).await?;
    let client = plane.client()?;
    let ns = test_namespace(&client, "restart").await?;
    let cs = Clientset::new(client.clone());
    create_many(&cs, &ns, 50).await?;
    let factory = SharedInformerFactory::new(client);
    let log: Log = Arc::default();
    factory
        .webapp()
        .v1()
        .guestbooks()
        .informer()
        .add_event_handler(recording_handler(&log));
    factory.start();
    tokio::time::timeout(Duration::from_secs(30), factory.wait_for_cache_sync()).await?;
    churn(&cs, &ns, 0).await?;
    plane.restart_api_server(Duration::from_secs(60)).await?;
    // Changes right after the restart, while the informer is still backing off.
    for round in 1..10 {
        churn(&cs, &ns, round).await?;
    }
    converged(&cs, &factory, &log, &ns).await?;
    factory.shutdown().await;
    Ok(())
}

/// kube-rs's own `kube::Api` on a generated Kind: every call that sends a whole object —
/// `create`, `replace`, `replace_status`, `Patch::Apply(&obj)` on the object and its
/// status, `entry().or_insert().commit()` — is accepted, because the Kind's `TypeMeta`
/// field writes `apiVersion` and `kind` (issue 15's first finding: all of them were refused
/// with HTTP 400).
#[tokio::test]
async fn kube_api_sends_whole_generated_objects() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let plane = PLANE.get().await?;
    let client = plane.client()?;
    let ns = test_namespace(&client, "kube-api").await?;
    let api: kube::Api<Guestbook> = kube::Api::namespaced(client, &ns);
    let pp = PostParams::default();

    let body = serde_json::to_value(guestbook(&ns, "whole", "W"))?;
    assert_eq!(
        (&body["apiVersion"], &body["kind"]),
        (&json!("webapp.my.domain/v1"), &json!("Guestbook")),
        "{body}"
    );
    let created = api.create(&pp, &guestbook(&ns, "whole", "W")).await?;
    let mut changed = created.clone();
    changed.spec.title = Some("replaced".into());
    let replaced = api.replace("whole", &pp, &changed).await?;
    assert_eq!(replaced.spec.title.as_deref(), Some("replaced"));
    let mut with_status = replaced.clone();
    with_status.status = Some(GuestbookStatus {
        phase: Some("Ready".into()),
        ..Default::default()
    });
    let status = api.replace_status("whole", &pp, &with_status).await?;
    assert_eq!(
        status.status.and_then(|s| s.phase).as_deref(),
        Some("Ready")
    );

    let apply = PatchParams::apply("kube-api-test").force();
    let mut desired = guestbook(&ns, "applied", "A");
    let applied = api
        .patch("applied", &apply, &Patch::Apply(&desired))
        .await?;
    assert_eq!(applied.spec.title.as_deref(), Some("A"));
    desired.status = Some(GuestbookStatus {
        phase: Some("Applied".into()),
        ..Default::default()
    });
    let applied = api
        .patch_status("applied", &apply, &Patch::Apply(&desired))
        .await?;
    assert_eq!(
        applied.status.and_then(|s| s.phase).as_deref(),
        Some("Applied")
    );

    api.entry("entry")
        .await?
        .or_insert(|| guestbook(&ns, "entry", "E"))
        .commit(&pp)
        .await?;
    api.entry("entry")
        .await?
        .and_modify(|g| g.spec.title = Some("E2".into()))
        .or_insert(|| guestbook(&ns, "entry", "unused"))
        .commit(&pp)
        .await?;
    assert_eq!(api.get("entry").await?.spec.title.as_deref(), Some("E2"));
    Ok(())
}

/// Server-side apply with apply configurations: two managers applying disjoint fields both
/// keep them; a conflicting apply fails with the conflict (manager and field) unless
/// forced, and forcing moves the field's ownership; a manager that stops sending a field
/// it owned removes it; the status subresource takes its own configuration.
#[tokio::test]
async fn apply_configurations_own_exactly_their_fields() -> Result {
    use kube_codegen_e2e::clients::clientset::webapp::v1::{
        GuestbookApplyConfiguration as Book, GuestbookSpecApplyConfiguration as Spec,
        GuestbookStatusApplyConfiguration as Status,
    };
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let plane = PLANE.get().await?;
    let client = plane.client()?;
    let ns = test_namespace(&client, "apply").await?;
    let books = Clientset::new(client).webapp_v1().guestbooks(&ns);

    let titled = Book::new("ssa", &ns)
        .label("app", "ssa")
        .spec(Spec::default().title("Title".into()));
    let sized = Book::new("ssa", &ns).spec(Spec::default().replicas(2));
    books.apply(&titled, "title-owner", false).await?;
    let both = books.apply(&sized, "size-owner", false).await?;
    assert_eq!(
        both.spec.title.as_deref(),
        Some("Title"),
        "disjoint fields both kept"
    );
    assert_eq!(both.spec.replicas, Some(2));
    assert_eq!(
        both.metadata
            .labels
            .as_ref()
            .and_then(|l| l.get("app").cloned())
            .as_deref(),
        Some("ssa")
    );
    // extract: each manager's configuration back from managedFields, exactly as applied.
    assert_eq!(Book::extract(&both, "title-owner")?, titled);
    assert_eq!(Book::extract(&both, "size-owner")?, sized);
    assert_eq!(Book::extract(&both, "nobody")?, Book::new("ssa", &ns));

    let grab = Book::new("ssa", &ns).spec(Spec::default().replicas(5));
    let refused = books.apply(&grab, "title-owner", false).await;
    let err = refused.expect_err("replicas belongs to size-owner");
    assert!(err.is_conflict(), "{err}");
    assert_eq!(
        err.apply_conflicts(),
        [kube_codegen_runtime::ApplyConflict {
            manager: "size-owner".into(),
            field: ".spec.replicas".into(),
        }]
    );
    let forced = books.apply(&grab, "title-owner", true).await?;
    assert_eq!(forced.spec.replicas, Some(5), "force takes the field over");
    // size-owner no longer owns replicas: applying without it leaves it alone.
    let after = books
        .apply(&Book::new("ssa", &ns), "size-owner", false)
        .await?;
    assert_eq!(after.spec.replicas, Some(5));
    // title-owner drops the label and the title by not sending them any more.
    let dropped = books
        .apply(
            &Book::new("ssa", &ns).spec(Spec::default().replicas(5)),
            "title-owner",
            false,
        )
        .await?;
    assert_eq!(
        dropped.spec.title, None,
        "an owned field no longer sent is removed"
    );
    assert!(
        !dropped
            .metadata
            .labels
            .unwrap_or_default()
            .contains_key("app")
    );

    let ready = Book::new("ssa", &ns).status(Status::default().phase("Ready".into()));
    let status = books.apply_status(&ready, "status-owner", false).await?;
    assert_eq!(Book::extract_status(&status, "status-owner")?, ready);
    // kube-apiserver refuses server-side apply on a custom resource's scale subresource
    // (500: "request to convert CR to an invalid group/version: autoscaling/v1"), so
    // clients have no apply_scale; UpdateScale (`+genclient:method`) is the way.
    let scale = Scale {
        metadata: ObjectMeta {
            name: Some("ssa".into()),
            ..Default::default()
        },
        spec: Some(ScaleSpec { replicas: Some(7) }),
        status: None,
    };
    let refused = books
        .inner()
        .patch_subresource::<_, Scale>(
            "scale",
            "ssa",
            &PatchParams::apply("scaler").force(),
            &Patch::Apply(&scale),
        )
        .await
        .expect_err("the server does not apply to a custom resource's scale");
    assert_eq!(refused.code(), Some(500), "{refused}");
    assert_eq!(
        status.status.and_then(|s| s.phase).as_deref(),
        Some("Ready")
    );
    Ok(())
}

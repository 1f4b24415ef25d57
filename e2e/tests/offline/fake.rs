//! The generated clients, listers and informers against the fake API server
//! (`fake::new_simple_clientset`): every verb, the server's errors, reactors and the
//! actions log, and informers that follow every change, including across an expired watch
//! and a compacted history.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures::{StreamExt, TryStreamExt};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use kube::api::{
    DeleteParams, ListParams, Patch, PatchParams, PostParams, WatchEvent, WatchParams,
};
use kube::core::{GroupVersionResource, Selector};
use kube_codegen_e2e::clients::api::infra::v1alpha1::{ClusterPolicy, ClusterPolicySpec};
use kube_codegen_e2e::clients::api::webapp::v1::{Guestbook, GuestbookStatus};
use kube_codegen_e2e::clients::clientset::{SharedInformerFactory, fake};
use kube_codegen_e2e::fixtures::guestbook;
use kube_codegen_runtime::{EventHandlerFns, fake::failure};
use serde_json::json;

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

#[tokio::test]
async fn every_verb_of_a_namespaced_client() -> Result {
    let (cs, _server) = fake::new_simple_clientset([])?;
    let books = cs.webapp_v1().guestbooks("ns1");
    let pp = PostParams::default();

    let created = books.create(&pp, &guestbook("ns1", "a", "A")).await?;
    assert_eq!(created.metadata.generation, Some(1));
    assert!(created.metadata.uid.is_some());
    let rv1 = created.metadata.resource_version.clone();

    let got = books.get("a").await?;
    assert_eq!(got, created);

    let mut changed = got.clone();
    changed.spec.title = Some("A2".into());
    changed.status = Some(GuestbookStatus {
        phase: Some("ignored".into()),
        ..Default::default()
    });
    let updated = books.update(&pp, &changed).await?;
    assert_eq!(updated.spec.title.as_deref(), Some("A2"));
    assert_eq!(updated.status, None, "update must not touch status");
    assert_eq!(updated.metadata.generation, Some(2));
    assert_ne!(updated.metadata.resource_version, rv1);

    let mut with_status = updated.clone();
    with_status.status = Some(GuestbookStatus {
        phase: Some("Ready".into()),
        ..Default::default()
    });
    with_status.spec.title = Some("ignored".into());
    let status_updated = books.update_status(&pp, &with_status).await?;
    assert_eq!(
        status_updated.spec.title.as_deref(),
        Some("A2"),
        "update_status must not touch spec"
    );
    assert_eq!(
        status_updated.status.and_then(|s| s.phase).as_deref(),
        Some("Ready")
    );
    assert_eq!(status_updated.metadata.generation, Some(2));

    let merged = books
        .patch(
            "a",
            &PatchParams::default(),
            &Patch::Merge(json!({"spec": {"replicas": 3}})),
        )
        .await?;
    assert_eq!(merged.spec.replicas, Some(3));
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
            &Patch::Merge(json!({"status": {"replicas": 3}})),
        )
        .await?;
    assert_eq!(
        status_patched.status.as_ref().and_then(|s| s.replicas),
        Some(3)
    );

    let applied = books
        .apply_object(&guestbook("ns1", "b", "B"), "tests", true)
        .await?;
    assert_eq!(applied.spec.title.as_deref(), Some("B"));

    let listed = books.list(&ListParams::default()).await?;
    let names: Vec<_> = listed
        .items
        .iter()
        .filter_map(|g| g.metadata.name.clone())
        .collect();
    assert_eq!(names, ["a", "b"]);

    let deleted = books.delete("b", &DeleteParams::default()).await?;
    assert_eq!(
        deleted.right().and_then(|s| s.details).map(|d| d.name),
        Some("b".to_string()),
        "an immediate delete answers a success Status, as the server does"
    );
    let err = books.get("b").await.expect_err("deleted");
    assert!(err.is_not_found());
    assert_eq!(
        err.status().map(|s| s.message.as_str()),
        Some(r#"guestbooks.webapp.my.domain "b" not found"#)
    );

    books.create(&pp, &guestbook("ns1", "c", "C")).await?;
    let gone = books
        .delete_collection(&DeleteParams::default(), &ListParams::default())
        .await?;
    let gone_names: Vec<_> = gone
        .left()
        .map(|l| {
            l.items
                .into_iter()
                .filter_map(|g| g.metadata.name)
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(gone_names, ["a", "c"]);
    assert!(books.list(&ListParams::default()).await?.items.is_empty());
    Ok(())
}

#[tokio::test]
async fn errors_keep_the_servers_status() -> Result {
    let (cs, _server) = fake::new_simple_clientset([])?;
    let books = cs.webapp_v1().guestbooks("ns1");
    let pp = PostParams::default();
    let first = books.create(&pp, &guestbook("ns1", "a", "A")).await?;

    let dup = books
        .create(&pp, &guestbook("ns1", "a", "A"))
        .await
        .expect_err("duplicate");
    assert!(dup.is_already_exists());
    assert_eq!(dup.code(), Some(409));

    let mut stale = first.clone();
    books
        .patch(
            "a",
            &PatchParams::default(),
            &Patch::Merge(json!({"spec": {"title": "new"}})),
        )
        .await?;
    stale.spec.title = Some("stale".into());
    let conflict = books
        .update(&pp, &stale)
        .await
        .expect_err("stale resourceVersion");
    assert!(conflict.is_conflict());
    assert_eq!(
        conflict
            .status()
            .map(|s| s.message.clone())
            .unwrap_or_default(),
        r#"Operation cannot be fulfilled on guestbooks.webapp.my.domain "a": the object has been modified; please apply your changes to the latest version and try again"#
    );

    let strategic = books
        .patch(
            "a",
            &PatchParams::default(),
            &Patch::Strategic(json!({"spec": {}})),
        )
        .await
        .expect_err("custom resources take no strategic merge patch");
    assert_eq!(strategic.code(), Some(415));
    Ok(())
}

#[tokio::test]
async fn reactors_inject_errors_and_actions_are_recorded() -> Result {
    let (cs, server) = fake::new_simple_clientset([json!({
        "apiVersion": "webapp.my.domain/v1", "kind": "Guestbook",
        "metadata": {"name": "seeded", "namespace": "ns1"}, "spec": {"title": "S"}
    })])?;
    server.prepend_reactor("create", "guestbooks", |action| {
        (action.namespace.as_deref() == Some("locked"))
            .then(|| Err(failure(403, "Forbidden", "namespace locked")))
    });
    let books = cs.webapp_v1().guestbooks("locked");
    let err = books
        .create(&PostParams::default(), &guestbook("locked", "x", "X"))
        .await
        .expect_err("reactor refuses");
    assert_eq!((err.code(), err.reason()), (Some(403), Some("Forbidden")));

    let seeded = cs.webapp_v1().guestbooks("ns1").get("seeded").await?;
    assert_eq!(seeded.spec.title.as_deref(), Some("S"));

    let verbs: Vec<(String, Option<String>)> = server
        .actions()
        .into_iter()
        .map(|a| (a.verb, a.name))
        .collect();
    assert_eq!(
        verbs,
        [
            ("create".to_string(), None),
            ("get".to_string(), Some("seeded".to_string()))
        ]
    );
    Ok(())
}

#[tokio::test]
async fn cluster_scoped_clients_and_the_custom_scale_method() -> Result {
    let (cs, _server) = fake::new_simple_clientset([])?;
    let infra = cs.infrastructure_v1alpha1();
    let policy = ClusterPolicy {
        types: Default::default(),
        metadata: ObjectMeta {
            name: Some("global".into()),
            ..Default::default()
        },
        spec: ClusterPolicySpec {
            max_guestbooks: Some(10),
        },
        status: None,
    };
    let created = infra
        .clusterpolicies()
        .create(&PostParams::default(), &policy)
        .await?;
    assert_eq!(created.metadata.namespace, None);
    assert_eq!(
        infra
            .clusterpolicies()
            .get("global")
            .await?
            .spec
            .max_guestbooks,
        Some(10)
    );
    // The fake serves only `status`; other subresources answer 404 as an unknown path.
    cs.webapp_v1()
        .guestbooks("ns1")
        .create(&PostParams::default(), &guestbook("ns1", "a", "A"))
        .await?;
    let scale = cs.webapp_v1().guestbooks("ns1").get_scale("a").await;
    assert_eq!(scale.err().and_then(|e| e.code()), Some(404));
    Ok(())
}

#[tokio::test]
async fn watch_streams_changes_with_label_selectors() -> Result {
    let (cs, _server) = fake::new_simple_clientset([])?;
    let books = cs.webapp_v1().guestbooks("ns1");
    let mut stream = books
        .watch(&WatchParams::default().labels("app=web"), "0")
        .await?;
    let mut a = guestbook("ns1", "a", "A");
    a.metadata.labels = Some([("app".to_string(), "web".to_string())].into());
    books.create(&PostParams::default(), &a).await?;
    books
        .create(&PostParams::default(), &guestbook("ns1", "unlabelled", "U"))
        .await?;
    books
        .patch(
            "a",
            &PatchParams::default(),
            &Patch::Merge(json!({"metadata": {"labels": {"app": "api"}}})),
        )
        .await?;
    let mut seen = Vec::new();
    for _ in 0..2 {
        let event = tokio::time::timeout(Duration::from_secs(5), stream.try_next()).await??;
        seen.push(match event {
            Some(WatchEvent::Added(g)) => format!("ADDED {}", g.metadata.name.unwrap_or_default()),
            Some(WatchEvent::Deleted(g)) => {
                format!("DELETED {}", g.metadata.name.unwrap_or_default())
            }
            other => format!("{other:?}"),
        });
    }
    assert_eq!(
        seen,
        ["ADDED a", "DELETED a"],
        "leaving the selection is a DELETED"
    );
    Ok(())
}

type Log = Arc<Mutex<Vec<String>>>;

fn recording_handler(log: &Log) -> EventHandlerFns<Guestbook> {
    let (add, update, delete) = (log.clone(), log.clone(), log.clone());
    let name = |g: &Guestbook| g.metadata.name.clone().unwrap_or_default();
    EventHandlerFns::new()
        .on_add(move |g, _| {
            add.lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(format!("add {}", name(g)))
        })
        .on_update(move |old, new| {
            update
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(format!(
                    "update {} {}->{}",
                    name(new),
                    old.spec.title.clone().unwrap_or_default(),
                    new.spec.title.clone().unwrap_or_default()
                ))
        })
        .on_delete(move |g| {
            delete
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(format!("delete {}", name(g)))
        })
}

async fn wait_for(log: &Log, len: usize) -> Vec<String> {
    for _ in 0..200 {
        let now = log.lock().unwrap_or_else(|e| e.into_inner()).clone();
        if now.len() >= len {
            return now;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    log.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

#[tokio::test]
async fn informers_follow_changes_across_expired_watches_and_compaction() -> Result {
    let (cs, server) = fake::new_simple_clientset([])?;
    let books = cs.webapp_v1().guestbooks("ns1");
    let pp = PostParams::default();
    books.create(&pp, &guestbook("ns1", "a", "A")).await?;

    let factory = SharedInformerFactory::new(cs.kube_client().clone());
    let informer = factory.webapp().v1().guestbooks();
    let again = factory.webapp().v1().guestbooks();
    let log: Log = Arc::default();
    let registration = informer
        .informer()
        .add_event_handler(recording_handler(&log));
    factory.start();
    let synced =
        tokio::time::timeout(Duration::from_secs(10), factory.wait_for_cache_sync()).await?;
    assert_eq!(
        synced.into_iter().collect::<Vec<_>>(),
        [("guestbooks.webapp.my.domain".to_string(), true)]
    );
    assert!(
        again.informer().has_synced(),
        "one informer per Kind, shared"
    );
    registration.wait_synced().await;

    books.create(&pp, &guestbook("ns1", "b", "B")).await?;
    books
        .patch(
            "a",
            &PatchParams::default(),
            &Patch::Merge(json!({"spec": {"title": "A2"}})),
        )
        .await?;
    assert_eq!(
        wait_for(&log, 3).await,
        ["add a", "add b", "update a A->A2"]
    );

    // The informer is cut off (its watches fail), changes happen, history is compacted:
    // when it reconnects its resourceVersion is gone, so it must relist and turn the
    // difference into an update and a delete (client-go's Replace).
    let cut_off = Arc::new(std::sync::atomic::AtomicBool::new(true));
    let flag = cut_off.clone();
    server.prepend_reactor("watch", "guestbooks", move |_| {
        flag.load(std::sync::atomic::Ordering::SeqCst)
            .then(|| Err(failure(503, "ServiceUnavailable", "cut off by the test")))
    });
    server.expire_watches();
    books.delete("b", &DeleteParams::default()).await?;
    books
        .patch(
            "a",
            &PatchParams::default(),
            &Patch::Merge(json!({"spec": {"title": "A3"}})),
        )
        .await?;
    server.compact();
    cut_off.store(false, std::sync::atomic::Ordering::SeqCst);
    let log_now = wait_for(&log, 5).await;
    assert_eq!(log_now[3..], ["update a A2->A3", "delete b"]);
    assert!(informer.informer().list_count() >= 2, "a relist happened");

    let lister = informer.lister();
    let in_ns = lister.namespace("ns1").list(&Selector::default());
    assert_eq!(in_ns.len(), 1);
    assert_eq!(
        lister.namespace("ns1").get("a")?.spec.title.as_deref(),
        Some("A3")
    );
    let missing = lister.namespace("ns1").get("b").expect_err("deleted");
    assert_eq!(
        missing
            .status()
            .map(|s| s.message.clone())
            .unwrap_or_default(),
        r#"guestbooks.webapp.my.domain "b" not found"#
    );

    let generic = factory.for_resource(&GroupVersionResource::gvr(
        "webapp.my.domain",
        "v1",
        "guestbooks",
    ))?;
    assert_eq!(generic.list().len(), 1);
    assert!(
        factory
            .for_resource(&GroupVersionResource::gvr(
                "webapp.my.domain",
                "v1",
                "nothings"
            ))
            .is_err()
    );
    factory.shutdown().await;
    Ok(())
}

#[tokio::test]
async fn listers_have_custom_indexers() -> Result {
    let (cs, _server) = fake::new_simple_clientset([])?;
    let pp = PostParams::default();
    for (ns, name, title) in [
        ("ns1", "a", "red"),
        ("ns2", "b", "red"),
        ("ns2", "c", "blue"),
    ] {
        cs.webapp_v1()
            .guestbooks(ns)
            .create(&pp, &guestbook(ns, name, title))
            .await?;
    }
    let factory = SharedInformerFactory::new(cs.kube_client().clone());
    let informer = factory.webapp().v1().guestbooks();
    informer.informer().add_indexers(
        [(
            "by-title".to_string(),
            Arc::new(|g: &Guestbook| g.spec.title.clone().into_iter().collect::<Vec<_>>())
                as kube_codegen_runtime::IndexFunc<Guestbook>,
        )]
        .into(),
    )?;
    factory.start();
    tokio::time::timeout(Duration::from_secs(10), factory.wait_for_cache_sync()).await?;
    let lister = informer.lister();
    let red: Vec<_> = lister
        .by_index("by-title", "red")?
        .iter()
        .filter_map(|g| g.metadata.name.clone())
        .collect();
    assert_eq!(red, ["a", "b"]);
    assert_eq!(lister.namespace("ns2").list(&Selector::default()).len(), 2);
    assert_eq!(lister.list(&Selector::default()).len(), 3);
    assert!(lister.by_index("nope", "x").is_err());
    factory.shutdown().await;
    Ok(())
}

#[tokio::test]
async fn watch_from_a_compacted_version_is_gone() -> Result {
    let (cs, server) = fake::new_simple_clientset([])?;
    let books = cs.webapp_v1().guestbooks("ns1");
    let created = books
        .create(&PostParams::default(), &guestbook("ns1", "a", "A"))
        .await?;
    books
        .patch(
            "a",
            &PatchParams::default(),
            &Patch::Merge(json!({"spec": {"title": "B"}})),
        )
        .await?;
    server.compact();
    let rv = created.metadata.resource_version.unwrap_or_default();
    let mut stream = books.watch(&WatchParams::default(), &rv).await?;
    let first = tokio::time::timeout(Duration::from_secs(5), stream.next()).await?;
    match first {
        Some(Ok(WatchEvent::Error(s))) => assert_eq!((s.code, s.reason.as_str()), (410, "Expired")),
        other => panic!("expected 410 Expired, got {other:?}"),
    }
    Ok(())
}

#[tokio::test]
async fn resync_redelivers_every_object_and_late_handlers_get_the_store() -> Result {
    let (cs, _server) = fake::new_simple_clientset([])?;
    let pp = PostParams::default();
    for name in ["a", "b"] {
        cs.webapp_v1()
            .guestbooks("ns1")
            .create(&pp, &guestbook("ns1", name, "T"))
            .await?;
    }
    let factory = SharedInformerFactory::with_options(
        cs.kube_client().clone(),
        kube_codegen_runtime::FactoryOptions::default()
            .resync(Duration::from_secs(3600))
            .custom_resync::<Guestbook>(Duration::from_millis(200))
            .transform(|meta| meta.labels = Some([("seen".into(), "yes".into())].into())),
    );
    let informer = factory.webapp().v1().guestbooks();
    factory.start();
    tokio::time::timeout(Duration::from_secs(10), factory.wait_for_cache_sync()).await?;

    // Added after the sync: it first gets the current objects, then resyncs.
    let log: Log = Arc::default();
    let registration = informer
        .informer()
        .add_event_handler(recording_handler(&log));
    registration.wait_synced().await;
    let seen = wait_for(&log, 6).await;
    assert_eq!(seen[..2], ["add a", "add b"]);
    assert!(
        seen[2..6]
            .iter()
            .all(|e| e == "update a T->T" || e == "update b T->T"),
        "resync delivers unchanged objects as updates: {seen:?}"
    );
    let cached = informer.lister().namespace("ns1").get("a")?;
    assert_eq!(
        cached
            .metadata
            .labels
            .as_ref()
            .and_then(|l| l.get("seen"))
            .map(String::as_str),
        Some("yes"),
        "the factory's transform ran before storing"
    );
    factory.shutdown().await;
    Ok(())
}

#[tokio::test]
async fn an_informer_retries_until_the_server_answers() -> Result {
    let (cs, server) = fake::new_simple_clientset([])?;
    cs.webapp_v1()
        .guestbooks("ns1")
        .create(&PostParams::default(), &guestbook("ns1", "a", "A"))
        .await?;
    let down = Arc::new(std::sync::atomic::AtomicBool::new(true));
    // Lists and watches both fail: the informer's initial list is a streamed watch.
    for verb in ["list", "watch"] {
        let flag = down.clone();
        server.prepend_reactor(verb, "guestbooks", move |_| {
            flag.load(std::sync::atomic::Ordering::SeqCst)
                .then(|| Err(failure(503, "ServiceUnavailable", "the server is down")))
        });
    }
    let factory = SharedInformerFactory::new(cs.kube_client().clone());
    let informer = factory.webapp().v1().guestbooks();
    factory.start();
    for _ in 0..200 {
        if informer.informer().last_error().is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    let error = informer.informer().last_error().unwrap_or_default();
    assert!(error.contains("the server is down"), "{error}");
    assert!(!informer.informer().has_synced());

    down.store(false, std::sync::atomic::Ordering::SeqCst);
    tokio::time::timeout(Duration::from_secs(30), factory.wait_for_cache_sync()).await?;
    assert_eq!(informer.lister().list(&Selector::default()).len(), 1);
    assert_eq!(informer.informer().last_error(), None);
    factory.shutdown().await;
    Ok(())
}

/// The fake is seeded with typed objects (`fake::object` fills `apiVersion` and `kind`),
/// ours and built-in ones alike, as client-go's `NewSimpleClientset(objects...)`.
#[tokio::test]
async fn the_fake_is_seeded_with_typed_objects() -> Result<()> {
    let book = guestbook("default", "typed", "seeded");
    let config_map = k8s_openapi::api::core::v1::ConfigMap {
        metadata: ObjectMeta {
            name: Some("settings".into()),
            namespace: Some("default".into()),
            ..Default::default()
        },
        data: Some(BTreeMap::from([("k".to_string(), "v".to_string())])),
        ..Default::default()
    };
    let (cs, server) = fake::new_simple_clientset([
        kube_codegen_runtime::fake::object(&book)?,
        kube_codegen_runtime::fake::object(&config_map)?,
    ])?;
    assert_eq!(server.objects().len(), 2);
    let got = cs.webapp_v1().guestbooks("default").get("typed").await?;
    assert_eq!(got.spec.title.as_deref(), Some("seeded"));
    let cms: kube::Api<k8s_openapi::api::core::v1::ConfigMap> =
        kube::Api::namespaced(server.client(), "default");
    let got = cms.get("settings").await?;
    assert_eq!(got.data, config_map.data);
    Ok(())
}

/// What code written for kube-derive's types asks of a Kind.
fn kube_derive_surface<K>(obj: &K) -> (&'static str, Vec<&'static str>, bool)
where
    K: kube::CustomResourceExt
        + kube::core::object::HasSpec
        + kube::core::object::HasStatus
        + kube::Resource<DynamicType = ()>,
{
    (
        K::crd_name(),
        K::shortnames().to_vec(),
        obj.status().is_some(),
    )
}

/// A generated Kind has kube-derive's surface: `CustomResourceExt` (whose `crd()` is the
/// very CRD written to YAML), `HasSpec`, `HasStatus` and `new(name, spec)`.
#[test]
fn generated_kinds_have_kube_derives_traits() {
    use kube::CustomResourceExt;
    use kube::core::object::{HasSpec, HasStatus};
    use kube_codegen_e2e::clients::api::webapp::v1::GuestbookSpec;
    let spec = GuestbookSpec {
        title: Some("T".into()),
        replicas: Some(2),
    };
    let mut g = Guestbook::new("made", spec.clone());
    assert_eq!(g.metadata.name.as_deref(), Some("made"));
    assert_eq!(g.spec(), &spec);
    assert_eq!(
        kube_derive_surface(&g),
        ("guestbooks.webapp.my.domain", vec![], false)
    );
    *g.status_mut() = Some(GuestbookStatus::default());
    assert!(g.status().is_some());
    assert_eq!(Guestbook::api_resource().plural, "guestbooks");
    assert_eq!(Guestbook::api_resource().api_version, "webapp.my.domain/v1");

    let dir =
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../testdata/clients/expected");
    let written = kube_envtest::read_crds(&[dir])
        .expect("read the written CRDs")
        .into_iter()
        .find(|c| c.metadata.name.as_deref() == Some(Guestbook::crd_name()))
        .expect("guestbooks CRD written");
    assert_eq!(
        Guestbook::crd(),
        written,
        "crd() is the CRD written to YAML"
    );
    assert!(written.spec.versions[0].schema.is_some(), "with its schema");
}

/// An apply configuration serializes to exactly the fields set, with `apiVersion`, `kind`
/// and the name.
#[test]
fn apply_configurations_send_only_what_is_set() {
    use kube_codegen_e2e::clients::clientset::webapp::v1::{
        GuestbookApplyConfiguration, GuestbookSpecApplyConfiguration,
    };
    let config = GuestbookApplyConfiguration::new("a", "ns")
        .label("app", "web")
        .spec(GuestbookSpecApplyConfiguration::default().replicas(3));
    assert_eq!(
        serde_json::to_value(&config).expect("serialize"),
        json!({"apiVersion": "webapp.my.domain/v1", "kind": "Guestbook",
               "metadata": {"name": "a", "namespace": "ns", "labels": {"app": "web"}},
               "spec": {"replicas": 3}})
    );
    assert_eq!(
        serde_json::to_value(GuestbookApplyConfiguration::new("b", "ns")).expect("serialize"),
        json!({"apiVersion": "webapp.my.domain/v1", "kind": "Guestbook",
               "metadata": {"name": "b", "namespace": "ns"}})
    );
}

/// A root Kind without `+genclient` but with a `TypeMeta<Self>` field gets kube's traits
/// and the runtime's `Kind` (no client): `kube::Api` and code written for kube-derive types
/// work with it.
#[test]
fn a_kind_without_genclient_gets_the_traits() {
    use kube::CustomResourceExt;
    use kube::core::object::HasSpec;
    use kube_codegen_e2e::validation::api::v1::{Widget, WidgetSpec};
    let w = Widget::new(
        "w",
        WidgetSpec {
            size: 3,
            ..Default::default()
        },
    );
    assert_eq!(w.spec().size, 3);
    assert_eq!(
        kube_derive_surface(&w),
        ("widgets.validation.example.com", vec![], false)
    );
    assert_eq!(
        <Widget as kube_codegen_runtime::Kind>::RESOURCE,
        "widgets.validation.example.com"
    );
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../testdata/validation/expected");
    let written = kube_envtest::read_crds(&[dir]).expect("read the written CRD");
    assert_eq!(vec![Widget::crd()], written);
}

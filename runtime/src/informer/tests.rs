//! The informer on the fake API server: streamed and refused initial lists, stored
//! objects' metadata, several namespaces, and the factory's cache scope per Kind.

use super::*;
use crate::fake::{Action, FakeApiServer, ResourceInfo, failure};
use crate::testing::Thing;

/// A fake server with two Things, and the informer of Things on it, running.
async fn informer_on(fake: &FakeApiServer) -> (SharedIndexInformer<Thing>, CancellationToken) {
    fake.register(ResourceInfo::of::<Thing>());
    for name in ["a", "b"] {
        fake.add(
            serde_json::json!({"apiVersion": "example.com/v1", "kind": "Thing",
            "metadata": {"name": name, "namespace": "ns"}, "color": "red"}),
        )
        .expect("added");
    }
    let informer = SharedIndexInformer::<Thing>::new(fake.client(), InformerOptions::default());
    let stop = synced(&informer).await;
    (informer, stop)
}

/// Whether `action` asked for initial events.
fn streams(action: &Action) -> bool {
    action
        .query
        .iter()
        .any(|(k, v)| k == "sendInitialEvents" && v == "true")
}

/// The value of query parameter `key` in `action`.
fn query<'a>(action: &'a Action, key: &str) -> Option<&'a str> {
    action
        .query
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
}

/// The fake's requests so far: each verb, and whether it asked for initial events.
fn verbs(fake: &FakeApiServer) -> Vec<(String, bool)> {
    fake.actions()
        .iter()
        .map(|a| (a.verb.clone(), streams(a)))
        .collect()
}

async fn eventually(what: &str, ok: impl Fn() -> bool) {
    for _ in 0..500 {
        if ok() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("timed out waiting for {what}");
}

#[tokio::test]
async fn the_initial_list_is_streamed_and_a_resumed_watch_asks_for_no_initial_events() {
    let fake = FakeApiServer::new();
    let (informer, stop) = informer_on(&fake).await;
    assert_eq!(informer.indexer().list().len(), 2);
    assert_eq!(
        verbs(&fake),
        [("watch".to_string(), true)],
        "one streaming watch, no list"
    );
    // A consistent read, as client-go's reflector asks: not "0", which the API server may
    // answer from a watch cache behind its storage.
    assert_eq!(
        (
            query(&fake.actions()[0], "resourceVersion"),
            query(&fake.actions()[0], "resourceVersionMatch")
        ),
        (Some(""), Some("NotOlderThan"))
    );
    // The watch ends (a restart, a load balancer): it resumes from the last
    // resourceVersion, asking for no initial events again.
    fake.expire_watches();
    fake.add(
        serde_json::json!({"apiVersion": "example.com/v1", "kind": "Thing",
        "metadata": {"name": "c", "namespace": "ns"}, "color": "blue"}),
    )
    .expect("added");
    eventually("the third Thing", || informer.indexer().list().len() == 3).await;
    let seen = verbs(&fake);
    assert!(seen.len() >= 2, "{seen:?}");
    assert!(
        seen[1..]
            .iter()
            .all(|(verb, initial)| verb == "watch" && !initial),
        "{seen:?}"
    );
    let actions = fake.actions();
    let resumed = &actions[1];
    assert!(
        query(resumed, "resourceVersion").is_some_and(|rv| !rv.is_empty() && rv != "0"),
        "resumed from the last resourceVersion: {:?}",
        resumed.query
    );
    stop.cancel();
}

#[tokio::test]
async fn a_refused_streaming_list_falls_back_to_list_and_watch() {
    let fake = FakeApiServer::new();
    // As an API server with its WatchList feature off.
    fake.prepend_reactor("watch", "*", |a| {
        streams(a).then(|| Err(failure(422, "Invalid", "sendInitialEvents is forbidden for watch unless the WatchList feature gate is enabled")))
    });
    let (informer, stop) = informer_on(&fake).await;
    assert_eq!(informer.indexer().list().len(), 2);
    assert_eq!(
        verbs(&fake)[..3],
        [
            ("watch".to_string(), true),
            ("list".to_string(), false),
            ("watch".to_string(), false),
        ]
    );
    assert_eq!(informer.last_error(), None, "the refusal is not an error");
    stop.cancel();
}

#[tokio::test]
async fn stored_objects_keep_no_spare_metadata_capacity() {
    let served = serde_json::json!({
        "metadata": {
            "name": "a",
            "namespace": "ns",
            "finalizers": ["example.com/x"],
            "managedFields": [{
                "apiVersion": "example.com/v1",
                "fieldsType": "FieldsV1",
                "fieldsV1": {"f:color": {}},
                "manager": "m",
                "operation": "Update",
            }],
        },
        "color": "red",
    })
    .to_string();
    let obj: Thing = serde_json::from_str(&served).expect("a Thing");
    let spare = |t: &Thing| {
        let m = &t.metadata;
        let managed = m
            .managed_fields
            .as_ref()
            .map_or(0, |v| v.capacity() - v.len());
        let finalizers = m.finalizers.as_ref().map_or(0, |v| v.capacity() - v.len());
        managed + finalizers
    };
    assert!(
        spare(&obj) > 0,
        "serde leaves spare capacity, or this test shows nothing"
    );
    let informer = SharedIndexInformer::<Thing>::new(
        FakeApiServer::new().client(),
        InformerOptions::default(),
    );
    let before = serde_json::to_value(&obj).ok();
    // Not a clone: cloning a `Vec` drops its spare capacity too.
    let stored = informer.transform(obj);
    assert_eq!(spare(&stored), 0);
    assert_eq!(
        serde_json::to_value(stored.as_ref()).ok(),
        before,
        "the content is unchanged"
    );
}

#[tokio::test]
async fn a_streamed_list_without_its_closing_bookmark_falls_back_to_list_and_watch() {
    let fake = FakeApiServer::new();
    // As a server that sends the objects of a streamed list but never the bookmark that
    // ends it: the watch carries one object and ends.
    fake.prepend_reactor("watch", "*", |a| {
        streams(a).then(|| {
            Ok(serde_json::json!({"type": "ADDED", "object": {
                "apiVersion": "example.com/v1", "kind": "Thing",
                "metadata": {"name": "a", "namespace": "ns", "resourceVersion": "1"},
                "color": "red"}}))
        })
    });
    let (informer, stop) = informer_on(&fake).await;
    assert_eq!(informer.indexer().list().len(), 2);
    let verbs = verbs(&fake);
    let first_list = verbs.iter().position(|(v, _)| v == "list");
    assert!(first_list.is_some(), "{verbs:?}");
    assert!(
        verbs[..first_list.unwrap_or_default()]
            .iter()
            .all(|(v, s)| v == "watch" && *s),
        "{verbs:?}"
    );
    stop.cancel();
}

/// A Thing of `ns`, with `labels`.
fn add_thing(fake: &FakeApiServer, ns: &str, name: &str, labels: serde_json::Value) {
    fake.add(
        serde_json::json!({"apiVersion": "example.com/v1", "kind": "Thing",
        "metadata": {"name": name, "namespace": ns, "labels": labels}, "color": "red"}),
    )
    .expect("added");
}

/// Runs `informer` until the returned token is cancelled; returns once it synced.
async fn synced<K: Kind>(informer: &SharedIndexInformer<K>) -> CancellationToken {
    let stop = CancellationToken::new();
    tokio::spawn({
        let (informer, stop) = (informer.clone(), stop.clone());
        async move { informer.run(stop).await }
    });
    tokio::time::timeout(Duration::from_secs(10), informer.wait_for_cache_sync())
        .await
        .expect("synced");
    stop
}

fn keys<K: Kind>(informer: &SharedIndexInformer<K>) -> Vec<String> {
    informer.indexer().keys()
}

#[tokio::test]
async fn an_informer_over_two_namespaces_holds_theirs_and_relists_each_alone() {
    let fake = FakeApiServer::new();
    fake.register(ResourceInfo::of::<Thing>());
    for (ns, name) in [("a", "x"), ("a", "y"), ("b", "z"), ("c", "w")] {
        add_thing(&fake, ns, name, serde_json::json!({}));
    }
    // Once set, the next watch of namespace `a` is answered as an API server answers a
    // watch from a compacted resourceVersion: `410 Gone`, so `a` alone relists.
    let expire_a = Arc::new(AtomicBool::new(false));
    let flag = expire_a.clone();
    fake.prepend_reactor("watch", "*", move |a| {
        (a.namespace.as_deref() == Some("a") && flag.swap(false, Ordering::SeqCst)).then(|| {
            Ok(
                serde_json::json!({"type": "ERROR", "object": {"apiVersion": "v1",
                "kind": "Status", "status": "Failure", "code": 410, "reason": "Expired",
                "message": "too old resource version", "metadata": {}}}),
            )
        })
    });
    let names = ["b".to_string(), "a".to_string(), "a".to_string()];
    let informer = SharedIndexInformer::<Thing>::in_namespaces(
        fake.client(),
        InformerOptions::default(),
        &names,
    );
    let seen = Arc::new(Mutex::new(Vec::new()));
    let log = seen.clone();
    let log_delete = seen.clone();
    informer.add_event_handler(
        EventHandlerFns::new()
            .on_add(move |t: &Arc<Thing>, _| {
                lock(&log).push(format!("add {}", object_key(t.as_ref())))
            })
            .on_delete(move |t: &Arc<Thing>| {
                lock(&log_delete).push(format!("delete {}", object_key(t.as_ref())))
            }),
    );
    let stop = synced(&informer).await;
    assert_eq!(keys(&informer), ["a/x", "a/y", "b/z"]);
    let mut watched: Vec<Option<String>> =
        fake.actions().into_iter().map(|a| a.namespace).collect();
    watched.sort();
    assert_eq!(
        watched,
        [Some("a".into()), Some("b".into())],
        "one watch per namespace, `a` once"
    );
    assert_eq!(informer.list_count(), 2);

    expire_a.store(true, Ordering::SeqCst);
    fake.expire_watches();
    eventually("namespace a's relist", || informer.list_count() == 3).await;
    eventually("the handler's adds", || lock(&seen).len() == 3).await;
    assert_eq!(keys(&informer), ["a/x", "a/y", "b/z"]);
    let mut events = lock(&seen).clone();
    events.sort();
    assert_eq!(
        events,
        ["add a/x", "add a/y", "add b/z"],
        "a's relist touched nothing else"
    );
    stop.cancel();
}

#[tokio::test]
async fn the_factory_scopes_each_kind_by_its_own_options_or_the_defaults() {
    use crate::factory::{ByObject, FactoryOptions, SharedInformerFactory};
    use kube::core::PartialObjectMeta;
    let fake = FakeApiServer::new();
    fake.register(ResourceInfo::of::<Thing>());
    let shard = serde_json::json!({"shard": "1"});
    add_thing(&fake, "a", "x", shard.clone());
    add_thing(&fake, "a", "y", serde_json::json!({}));
    add_thing(&fake, "b", "z", shard.clone());
    add_thing(&fake, "c", "w", shard);
    let options = FactoryOptions::default()
        .default_namespaces(&["a", "b"])
        .default_label_selector("shard=1")
        .by_object(ByObject::<Thing>::new().transform(|t| t.color = "seen".into()))
        .by_object(
            ByObject::<PartialObjectMeta<Thing>>::new()
                .namespaces(&[])
                .label_selector(""),
        );
    let factory = SharedInformerFactory::with_options(fake.client(), options);
    let things = factory.informer_for::<Thing>();
    let stop = synced(&things).await;
    assert_eq!(
        keys(&things),
        ["a/x", "b/z"],
        "the default namespaces and selector, the Kind's transform"
    );
    assert!(things.indexer().list().iter().all(|t| t.color == "seen"));
    for a in fake.actions() {
        assert!(
            a.query
                .iter()
                .any(|(k, v)| k == "labelSelector" && v == "shard=1"),
            "{a:?}"
        );
    }
    fake.clear_actions();
    let metadata = factory.informer_for::<PartialObjectMeta<Thing>>();
    let stop_metadata = synced(&metadata).await;
    assert_eq!(
        keys(&metadata),
        ["a/x", "a/y", "b/z", "c/w"],
        "its own `namespaces(&[])` and empty selector: all of them"
    );
    let actions = fake.actions();
    assert!(
        actions.iter().all(|a| a.namespace.is_none()
            && a.query
                .iter()
                .all(|(k, v)| k != "labelSelector" || v.is_empty())),
        "{actions:?}"
    );
    stop.cancel();
    stop_metadata.cancel();
}

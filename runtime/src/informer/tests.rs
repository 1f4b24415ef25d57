//! The informer on the fake API server: streamed and refused initial lists, stored
//! objects' metadata.

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
    let stop = CancellationToken::new();
    tokio::spawn({
        let (informer, stop) = (informer.clone(), stop.clone());
        async move { informer.run(stop).await }
    });
    tokio::time::timeout(Duration::from_secs(10), informer.wait_for_cache_sync())
        .await
        .expect("synced");
    (informer, stop)
}

/// Whether `action` asked for initial events.
fn streams(action: &Action) -> bool {
    action
        .query
        .iter()
        .any(|(k, v)| k == "sendInitialEvents" && v == "true")
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
    let verbs = |fake: &FakeApiServer| -> Vec<(String, bool)> {
        fake.actions()
            .iter()
            .map(|a| (a.verb.clone(), streams(a)))
            .collect()
    };
    assert_eq!(
        verbs(&fake),
        [("watch".to_string(), true)],
        "one streaming watch, no list"
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
    let verbs: Vec<(String, bool)> = fake
        .actions()
        .iter()
        .map(|a| (a.verb.clone(), streams(a)))
        .collect();
    assert_eq!(
        verbs[..3],
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
    let verbs: Vec<(String, bool)> = fake
        .actions()
        .iter()
        .map(|a| (a.verb.clone(), streams(a)))
        .collect();
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

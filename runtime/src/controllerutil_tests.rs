//! Owner references, finalizers and create-or-update, on the fake API server.

use k8s_openapi::api::core::v1::ConfigMap;
use std::collections::BTreeMap;

use super::*;
use crate::fake::{FakeApiServer, ResourceInfo};
use crate::testing::{Thing, thing};

fn persisted(name: &str, uid: &str) -> Thing {
    let mut t = (*thing("ns", name, "red")).clone();
    t.metadata.uid = Some(uid.into());
    t
}

fn child() -> ObjectMeta {
    ObjectMeta {
        name: Some("child".into()),
        namespace: Some("ns".into()),
        ..Default::default()
    }
}

#[test]
fn a_second_controller_is_refused_and_the_same_one_replaced() {
    let (owner, other) = (persisted("owner", "u1"), persisted("other", "u2"));
    let mut meta = child();
    set_controller_reference(&owner, &mut meta).expect("first controller");
    set_controller_reference(&owner, &mut meta).expect("the same owner again");
    let refs = meta.owner_references.clone().expect("refs");
    assert_eq!(refs.len(), 1, "replaced, not appended");
    assert_eq!(
        (refs[0].controller, refs[0].block_owner_deletion),
        (Some(true), Some(true))
    );
    let err = set_controller_reference(&other, &mut meta).expect_err("already owned");
    assert_eq!(
        err.to_string(),
        "ns/child already has another controller: Thing owner"
    );
    set_owner_reference(&other, &mut meta).expect("a plain owner");
    let refs = meta.owner_references.clone().expect("refs");
    assert_eq!(refs.len(), 2);
    assert_eq!(
        (refs[1].controller, refs[1].block_owner_deletion),
        (None, None)
    );
    assert!(remove_owner_reference(&other, &mut meta));
    assert!(!remove_owner_reference(&other, &mut meta));

    let mut elsewhere = child();
    elsewhere.namespace = Some("other".into());
    assert!(matches!(
        set_controller_reference(&owner, &mut elsewhere),
        Err(OwnerError::CrossNamespace { .. })
    ));
    let unsaved = (*thing("ns", "new", "red")).clone();
    assert!(matches!(
        set_owner_reference(&unsaved, &mut child()),
        Err(OwnerError::OwnerNotPersisted(_))
    ));
}

#[test]
fn a_controlled_object_follows_its_owners_shard() {
    let label = crate::owner::SHARD_LABEL;
    let mut owner = persisted("owner", "u1");
    owner.metadata.labels = Some([(label.to_string(), "b".to_string())].into());
    let mut meta = child();
    meta.labels = Some([("app".to_string(), "web".to_string())].into());
    set_controller_reference(&owner, &mut meta).expect("controlled");
    let labels = meta.labels.clone().unwrap_or_default();
    assert_eq!(labels.get(label).map(String::as_str), Some("b"));
    assert_eq!(
        labels.get("app").map(String::as_str),
        Some("web"),
        "its own labels stay"
    );
    // The owner moves to the first shard (no label): so does the object.
    owner.metadata.labels = None;
    set_controller_reference(&owner, &mut meta).expect("the same owner again");
    let labels = meta.labels.unwrap_or_default();
    assert_eq!(labels.get(label), None);
    assert_eq!(labels.len(), 1);
}

#[test]
fn finalizers_and_references() {
    let mut meta = child();
    assert!(add_finalizer(&mut meta, "example.com/cleanup"));
    assert!(!add_finalizer(&mut meta, "example.com/cleanup"));
    assert!(contains_finalizer(&meta, "example.com/cleanup"));
    assert!(remove_finalizer(&mut meta, "example.com/cleanup"));
    assert!(!remove_finalizer(&mut meta, "example.com/cleanup"));
    assert!(!contains_finalizer(&meta, "example.com/cleanup"));

    let mut owner = persisted("owner", "u1");
    owner.metadata.resource_version = Some("7".into());
    let r = get_reference(&owner);
    assert_eq!(
        (
            r.api_version.as_deref(),
            r.kind.as_deref(),
            r.name.as_deref()
        ),
        (Some("example.com/v1"), Some("Thing"), Some("owner"))
    );
    assert_eq!(
        (r.uid.as_deref(), r.resource_version.as_deref()),
        (Some("u1"), Some("7"))
    );
}

#[tokio::test]
async fn create_or_update_creates_then_updates_only_what_changed() {
    let fake = FakeApiServer::new();
    fake.register(ResourceInfo::of::<ConfigMap>());
    let client = Client::<ConfigMap>::new(fake.client(), Some("ns"));
    let named = || ConfigMap {
        metadata: child(),
        ..Default::default()
    };
    let set = |value: &'static str| {
        move |cm: &mut ConfigMap| {
            cm.data = Some(BTreeMap::from([("k".to_string(), value.to_string())]));
        }
    };
    let (created, op) = create_or_update(&client, named(), set("1"))
        .await
        .expect("created");
    assert_eq!(op, OperationResult::Created);
    assert_eq!(
        created
            .data
            .as_ref()
            .and_then(|d| d.get("k"))
            .map(String::as_str),
        Some("1")
    );
    let (_, op) = create_or_update(&client, named(), set("1"))
        .await
        .expect("read");
    assert_eq!(op, OperationResult::Unchanged);
    let (updated, op) = create_or_update(&client, named(), set("2"))
        .await
        .expect("updated");
    assert_eq!(op, OperationResult::Updated);
    assert_eq!(
        updated
            .data
            .as_ref()
            .and_then(|d| d.get("k"))
            .map(String::as_str),
        Some("2")
    );
    let (_, op) = create_or_patch(&client, named(), set("2"))
        .await
        .expect("read");
    assert_eq!(op, OperationResult::Unchanged);
    let (patched, op) = create_or_patch(&client, named(), set("3"))
        .await
        .expect("patched");
    assert_eq!(op, OperationResult::Updated);
    assert_eq!(
        patched
            .data
            .as_ref()
            .and_then(|d| d.get("k"))
            .map(String::as_str),
        Some("3")
    );
    let err = create_or_update(&client, named(), |cm: &mut ConfigMap| {
        cm.metadata.name = Some("renamed".into());
    })
    .await
    .expect_err("the key is the caller's");
    assert!(matches!(err, CreateOrUpdateError::MutatedKey));
    let writes: Vec<String> = fake
        .actions()
        .into_iter()
        .map(|a| a.verb)
        .filter(|v| v != "get")
        .collect();
    assert_eq!(writes, ["create", "update", "patch"]);
}

#[test]
fn merge_patches_null_removed_keys_and_send_lists_whole() {
    let before = serde_json::json!({"a": 1, "b": {"c": [1, 2], "d": "x"}, "gone": true});
    let after = serde_json::json!({"a": 1, "b": {"c": [2], "d": "x", "e": 5}});
    assert_eq!(
        merge_patch(&before, &after),
        serde_json::json!({"b": {"c": [2], "e": 5}, "gone": null})
    );
}

#[tokio::test]
async fn an_object_named_without_its_namespace_is_in_the_clients() {
    let fake = FakeApiServer::new();
    fake.register(ResourceInfo::of::<ConfigMap>());
    let client = Client::<ConfigMap>::new(fake.client(), Some("ns"));
    let nameless_ns = || ConfigMap {
        metadata: ObjectMeta {
            name: Some("cm".into()),
            ..Default::default()
        },
        ..Default::default()
    };
    let (_, op) = create_or_update(&client, nameless_ns(), |_| {})
        .await
        .expect("created");
    assert_eq!(op, OperationResult::Created);
    let (_, op) = create_or_update(&client, nameless_ns(), |_| {})
        .await
        .expect("no MutatedKey");
    assert_eq!(op, OperationResult::Unchanged);
}

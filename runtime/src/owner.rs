//! Owner references: the controller reference a controller puts on what it creates, and
//! the way back from a child's event to its owner's queue key, as apimachinery's
//! `metav1.NewControllerRef`, `GetControllerOf`, `IsControlledBy` and sample-controller's
//! `handleObject`.

use k8s_openapi::apimachinery::pkg::apis::meta::v1::{ObjectMeta, OwnerReference};

use crate::{Kind, Lister, object_key};

/// The label that assigns an object to a shard of label-sharded managers
/// ([`Shard`](crate::manager::Shard)): its value is the shard's name. Objects without it, or
/// naming no shard of the set, belong to the first shard.
/// [`set_controller_reference`](crate::controllerutil::set_controller_reference) copies it
/// from an owner to the objects it controls, so owned objects follow their owner's shard.
pub const SHARD_LABEL: &str = "sharding.kube-codegen.dev/shard";

/// The controller reference to `owner` for an object it creates, as `metav1.NewControllerRef`:
/// the owner's apiVersion, Kind, name and uid, with `controller: true` and
/// `blockOwnerDeletion: true` (so foreground deletion of the owner waits for the object).
/// `None` when the owner has no name or uid yet (it was not read from the API server).
pub fn controller_ref<K: Kind>(owner: &K) -> Option<OwnerReference> {
    let meta = owner.meta();
    Some(OwnerReference {
        api_version: K::api_version(&()).into_owned(),
        kind: K::kind(&()).into_owned(),
        name: meta.name.clone()?,
        uid: meta.uid.clone()?,
        controller: Some(true),
        block_owner_deletion: Some(true),
    })
}

/// The owner reference of `meta` that is its controller (`controller: true`), as
/// `metav1.GetControllerOf`.
pub fn get_controller_of(meta: &ObjectMeta) -> Option<&OwnerReference> {
    meta.owner_references
        .iter()
        .flatten()
        .find(|r| r.controller == Some(true))
}

/// True when `object` is controlled by `owner`: its controller reference carries the owner's
/// uid, as `metav1.IsControlledBy`.
pub fn is_controlled_by(object: &ObjectMeta, owner: &ObjectMeta) -> bool {
    match (get_controller_of(object), owner.uid.as_deref()) {
        (Some(r), Some(uid)) => r.uid == uid,
        _ => false,
    }
}

/// The queue key of the owner of `child`, for the event handlers of the objects a
/// controller owns, as sample-controller's `handleObject`: the child's controller reference
/// must name an `O` (by Kind and API group) that `owners` knows in the child's namespace,
/// with the same uid. `None` otherwise (not ours, or the owner is gone — nothing to do).
pub fn owner_key<O: Kind>(child: &ObjectMeta, owners: &Lister<O>) -> Option<String> {
    let r = get_controller_of(child)?;
    if r.kind != O::kind(&()) || group_of(&r.api_version) != group_of(&O::api_version(&())) {
        return None;
    }
    let owner = match child.namespace.as_deref() {
        Some(ns) if O::NAMESPACED => owners.namespace(ns).get(&r.name).ok()?,
        _ => owners.indexer().get_by_key(&r.name)?,
    };
    (owner.meta().uid.as_deref() == Some(r.uid.as_str())).then(|| object_key(owner.as_ref()))
}

/// The group of an apiVersion (`apps/v1` → `apps`, `v1` → the core group, empty).
fn group_of(api_version: &str) -> &str {
    api_version.rsplit_once('/').map_or("", |(g, _)| g)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::Indexer;
    use crate::testing::{Thing, thing};

    fn owned(ns: &str, r: Option<OwnerReference>) -> ObjectMeta {
        ObjectMeta {
            name: Some("child".into()),
            namespace: Some(ns.into()),
            owner_references: r.map(|r| vec![r]),
            ..Default::default()
        }
    }

    fn with_uid(t: Arc<Thing>, uid: &str) -> Arc<Thing> {
        let mut t = (*t).clone();
        t.metadata.uid = Some(uid.into());
        Arc::new(t)
    }

    #[test]
    fn controller_refs_block_owner_deletion() {
        let owner = with_uid(thing("ns", "foo", "red"), "u1");
        let r = controller_ref(owner.as_ref()).expect("named, with a uid");
        assert_eq!(
            (
                r.api_version.as_str(),
                r.kind.as_str(),
                r.name.as_str(),
                r.uid.as_str()
            ),
            ("example.com/v1", "Thing", "foo", "u1")
        );
        assert_eq!(
            (r.controller, r.block_owner_deletion),
            (Some(true), Some(true))
        );
        assert!(
            controller_ref(thing("ns", "new", "red").as_ref()).is_none(),
            "no uid yet"
        );

        let child = owned("ns", Some(r.clone()));
        assert_eq!(get_controller_of(&child), Some(&r));
        assert!(is_controlled_by(&child, &owner.metadata));
        let other = with_uid(thing("ns", "foo", "red"), "u2");
        assert!(
            !is_controlled_by(&child, &other.metadata),
            "same name, another uid"
        );
        let not_controller = OwnerReference {
            controller: Some(false),
            ..r
        };
        assert_eq!(get_controller_of(&owned("ns", Some(not_controller))), None);
    }

    #[test]
    fn owner_key_maps_a_child_to_its_owner_through_the_lister() {
        let store = Arc::new(Indexer::<Thing>::new());
        let owner = with_uid(thing("ns", "foo", "red"), "u1");
        store.upsert(owner.clone());
        let lister = crate::Lister::new(store.clone());
        let r = controller_ref(owner.as_ref()).expect("ref");
        assert_eq!(
            owner_key(&owned("ns", Some(r.clone())), &lister).as_deref(),
            Some("ns/foo")
        );
        // Not owned, another Kind, another group, the owner gone or replaced: nothing.
        assert_eq!(owner_key(&owned("ns", None), &lister), None);
        let deployment = OwnerReference {
            kind: "Deployment".into(),
            api_version: "apps/v1".into(),
            ..r.clone()
        };
        assert_eq!(owner_key(&owned("ns", Some(deployment)), &lister), None);
        let other_group = OwnerReference {
            api_version: "other.io/v1".into(),
            ..r.clone()
        };
        assert_eq!(owner_key(&owned("ns", Some(other_group)), &lister), None);
        assert_eq!(
            owner_key(&owned("elsewhere", Some(r.clone())), &lister),
            None
        );
        store.upsert(with_uid(thing("ns", "foo", "red"), "u2"));
        assert_eq!(
            owner_key(&owned("ns", Some(r)), &lister),
            None,
            "a new object of that name"
        );
    }
}

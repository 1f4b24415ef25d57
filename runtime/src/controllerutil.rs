//! What controller-runtime's `controllerutil` and client-go's `tools/reference` give a
//! reconciler: owner references that refuse a second controller, finalizers,
//! `CreateOrUpdate` and `CreateOrPatch`, and `GetReference`.

use k8s_openapi::api::core::v1::ObjectReference;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{ObjectMeta, OwnerReference};
use kube::api::{Patch, PatchParams, PostParams};
use serde_json::Value;

use crate::{Client, Error, Kind};

/// Why an owner reference was not set.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum OwnerError {
    /// The object has a controller other than the owner given, as controller-runtime's
    /// `AlreadyOwnedError`.
    #[error("{object} already has another controller: {} {}", .owner.kind, .owner.name)]
    AlreadyOwned {
        /// The object's `namespace/name`.
        object: String,
        /// Its existing controller reference.
        owner: Box<OwnerReference>,
    },
    /// The owner has no name or uid: it was not read from the API server.
    #[error("owner {0} has no name or uid yet: read it from the API server first")]
    OwnerNotPersisted(String),
    /// The owner is namespaced and the object cluster-scoped, or they are in different
    /// namespaces (the garbage collector would delete the object at once).
    #[error(
        "a namespaced owner must be in its object's namespace: owner in {owner:?}, object in {object:?}"
    )]
    CrossNamespace {
        /// The owner's namespace.
        owner: String,
        /// The object's namespace (empty: cluster-scoped).
        object: String,
    },
}

fn reference<O: Kind>(owner: &O) -> Result<OwnerReference, OwnerError> {
    let meta = owner.meta();
    let (Some(name), Some(uid)) = (meta.name.clone(), meta.uid.clone()) else {
        return Err(OwnerError::OwnerNotPersisted(format!(
            "{} {}",
            O::kind(&()),
            crate::object_key(owner)
        )));
    };
    Ok(OwnerReference {
        api_version: O::api_version(&()).into_owned(),
        kind: O::kind(&()).into_owned(),
        name,
        uid,
        controller: None,
        block_owner_deletion: None,
    })
}

/// controller-runtime's `validateOwner`: a namespaced owner's objects are in its namespace.
fn validate_owner<O: Kind>(owner: &O, object: &ObjectMeta) -> Result<(), OwnerError> {
    let owner_ns = owner.meta().namespace.as_deref().unwrap_or_default();
    let object_ns = object.namespace.as_deref().unwrap_or_default();
    if !owner_ns.is_empty() && owner_ns != object_ns {
        return Err(OwnerError::CrossNamespace {
            owner: owner_ns.to_string(),
            object: object_ns.to_string(),
        });
    }
    Ok(())
}

fn group(api_version: &str) -> &str {
    api_version.rsplit_once('/').map_or("", |(g, _)| g)
}

/// Same group, Kind and name (any version), as controller-runtime's `referSameObject`.
fn same_object(a: &OwnerReference, b: &OwnerReference) -> bool {
    group(&a.api_version) == group(&b.api_version) && a.kind == b.kind && a.name == b.name
}

/// Replaces the reference to the same object, or appends `r`.
fn upsert(object: &mut ObjectMeta, r: OwnerReference) {
    let refs = object.owner_references.get_or_insert_with(Vec::new);
    match refs.iter_mut().find(|existing| same_object(existing, &r)) {
        Some(existing) => *existing = r,
        None => refs.push(r),
    }
}

/// Makes `owner` the controller of `object` (`controller: true`, `blockOwnerDeletion:
/// true`), as `controllerutil.SetControllerReference`: garbage collection deletes the
/// object with its owner, and `Owns` maps its events to the owner. A reference to the same
/// owner is replaced. The owner's [`SHARD_LABEL`](crate::owner::SHARD_LABEL) is copied
/// to `object` (and removed from it when the owner has none), so a sharded manager sees an
/// owned object in its owner's shard.
///
/// # Errors
///
/// [`OwnerError::AlreadyOwned`] when another object controls `object` already;
/// [`OwnerError::OwnerNotPersisted`] for an owner without uid;
/// [`OwnerError::CrossNamespace`] for an owner in another namespace.
pub fn set_controller_reference<O: Kind>(
    owner: &O,
    object: &mut ObjectMeta,
) -> Result<(), OwnerError> {
    let r = OwnerReference {
        controller: Some(true),
        block_owner_deletion: Some(true),
        ..reference(owner)?
    };
    validate_owner(owner, object)?;
    if let Some(existing) = crate::get_controller_of(object)
        && !same_object(existing, &r)
    {
        return Err(OwnerError::AlreadyOwned {
            object: format!(
                "{}/{}",
                object.namespace.as_deref().unwrap_or_default(),
                object.name.as_deref().unwrap_or_default()
            ),
            owner: Box::new(existing.clone()),
        });
    }
    upsert(object, r);
    follow_shard(owner.meta(), object);
    Ok(())
}

/// Gives `object` the shard label of `owner`, or none when `owner` has none.
fn follow_shard(owner: &ObjectMeta, object: &mut ObjectMeta) {
    let label = crate::owner::SHARD_LABEL;
    match owner.labels.as_ref().and_then(|l| l.get(label)) {
        Some(shard) => {
            let labels = object.labels.get_or_insert_with(Default::default);
            labels.insert(label.to_string(), shard.clone());
        }
        None => {
            if let Some(labels) = object.labels.as_mut() {
                labels.remove(label);
            }
        }
    }
}

/// Adds `owner` as a plain owner of `object` (neither `controller` nor
/// `blockOwnerDeletion`), as `controllerutil.SetOwnerReference`; a reference to the same
/// owner is replaced.
///
/// # Errors
///
/// [`OwnerError::OwnerNotPersisted`] and [`OwnerError::CrossNamespace`], as
/// [`set_controller_reference`].
pub fn set_owner_reference<O: Kind>(owner: &O, object: &mut ObjectMeta) -> Result<(), OwnerError> {
    let r = reference(owner)?;
    validate_owner(owner, object)?;
    upsert(object, r);
    Ok(())
}

/// Removes `owner`'s reference from `object`, as `controllerutil.RemoveOwnerReference`;
/// true when there was one.
pub fn remove_owner_reference<O: Kind>(owner: &O, object: &mut ObjectMeta) -> bool {
    let Ok(r) = reference(owner) else {
        return false;
    };
    let Some(refs) = object.owner_references.as_mut() else {
        return false;
    };
    let before = refs.len();
    refs.retain(|existing| !same_object(existing, &r));
    refs.len() != before
}

/// Adds `finalizer` unless present, as `controllerutil.AddFinalizer`; true when added.
pub fn add_finalizer(object: &mut ObjectMeta, finalizer: &str) -> bool {
    let finalizers = object.finalizers.get_or_insert_with(Vec::new);
    if finalizers.iter().any(|f| f == finalizer) {
        return false;
    }
    finalizers.push(finalizer.to_string());
    true
}

/// Removes `finalizer`, as `controllerutil.RemoveFinalizer`; true when it was there.
pub fn remove_finalizer(object: &mut ObjectMeta, finalizer: &str) -> bool {
    let Some(finalizers) = object.finalizers.as_mut() else {
        return false;
    };
    let before = finalizers.len();
    finalizers.retain(|f| f != finalizer);
    finalizers.len() != before
}

/// True when `object` has `finalizer`, as `controllerutil.ContainsFinalizer`.
pub fn contains_finalizer(object: &ObjectMeta, finalizer: &str) -> bool {
    object.finalizers.iter().flatten().any(|f| f == finalizer)
}

/// A reference to `object` for an Event or an `ObjectReference` field, as client-go's
/// `ref.GetReference`: its apiVersion and Kind (from `K`), namespace, name, uid and
/// resourceVersion.
pub fn get_reference<K: Kind>(object: &K) -> ObjectReference {
    let meta = object.meta();
    ObjectReference {
        api_version: Some(K::api_version(&()).into_owned()),
        kind: Some(K::kind(&()).into_owned()),
        namespace: meta.namespace.clone(),
        name: meta.name.clone(),
        uid: meta.uid.clone(),
        resource_version: meta.resource_version.clone(),
        field_path: None,
    }
}

/// What [`create_or_update`] and [`create_or_patch`] did, as controllerutil's
/// `OperationResult`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OperationResult {
    /// The object existed and `mutate` changed nothing.
    Unchanged,
    /// The object did not exist and was created.
    Created,
    /// The object's main resource was written.
    Updated,
    /// The main resource and the status subresource were written (`create_or_patch`).
    UpdatedStatus,
    /// Only the status subresource was written (`create_or_patch`).
    UpdatedStatusOnly,
}

/// Why a create-or-update failed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CreateOrUpdateError {
    /// A call to the API server failed.
    #[error(transparent)]
    Api(#[from] Error),
    /// `mutate` changed the object's name or namespace, which must stay as given.
    #[error("mutate changed the object's name or namespace, which must stay as given")]
    MutatedKey,
}

fn key(meta: &ObjectMeta) -> (Option<String>, Option<String>) {
    (meta.namespace.clone(), meta.name.clone())
}

/// The object named as `object` as read (`None`: there is none) and after `mutate` (or
/// `object` itself after `mutate`, when there is none), with its key checked: the shared
/// first half of `CreateOrUpdate` and `CreateOrPatch`.
async fn read_and_mutate<K: Kind>(
    client: &Client<K>,
    mut object: K,
    mutate: impl FnOnce(&mut K),
) -> Result<(Option<K>, K), CreateOrUpdateError> {
    // An object named without its namespace is in the client's (as the server will have it).
    if K::NAMESPACED && object.meta().namespace.is_none() {
        object.meta_mut().namespace = client.namespace().map(str::to_string);
    }
    let wanted = key(object.meta());
    let name = wanted.1.clone().unwrap_or_default();
    let existing = client.get_opt(&name, &Default::default()).await?;
    let mut mutated = existing.clone().unwrap_or(object);
    mutate(&mut mutated);
    if key(mutated.meta()) != wanted {
        return Err(CreateOrUpdateError::MutatedKey);
    }
    Ok((existing, mutated))
}

/// Reads the object named as `object`, applies `mutate` to it (or to `object` itself when
/// there is none, then creates it), and updates it when `mutate` changed it, as
/// `controllerutil.CreateOrUpdate`. Returns the object as the server has it.
///
/// # Errors
///
/// [`CreateOrUpdateError::Api`] for a failed call (a conflict when someone wrote in
/// between: reconcile again); [`CreateOrUpdateError::MutatedKey`].
pub async fn create_or_update<K: Kind>(
    client: &Client<K>,
    object: K,
    mutate: impl FnOnce(&mut K),
) -> Result<(K, OperationResult), CreateOrUpdateError> {
    let (existing, mutated) = read_and_mutate(client, object, mutate).await?;
    let Some(existing) = existing else {
        let created = client.create(&PostParams::default(), &mutated).await?;
        return Ok((created, OperationResult::Created));
    };
    if crate::typed_value(&mutated)? == crate::typed_value(&existing)? {
        return Ok((existing, OperationResult::Unchanged));
    }
    let updated = client.update(&PostParams::default(), &mutated).await?;
    Ok((updated, OperationResult::Updated))
}

/// As [`create_or_update`], but writes what `mutate` changed as JSON merge patches (RFC
/// 7386, as `client.MergeFrom`), the main resource and (for a Kind with the status
/// subresource) the status separately, as `controllerutil.CreateOrPatch`: fields others
/// wrote meanwhile are kept (a list `mutate` changed is sent whole), and no
/// `resourceVersion` conflict can occur. A created object's status is written after it.
///
/// # Errors
///
/// As [`create_or_update`].
pub async fn create_or_patch<K: Kind>(
    client: &Client<K>,
    object: K,
    mutate: impl FnOnce(&mut K),
) -> Result<(K, OperationResult), CreateOrUpdateError> {
    let (existing, mutated) = read_and_mutate(client, object, mutate).await?;
    let name = mutated.meta().name.clone().unwrap_or_default();
    let params = PatchParams::default();
    let (main_after, status_after) = split_status::<K>(crate::typed_value(&mutated)?);
    let Some(existing) = existing else {
        let mut created = client.create(&PostParams::default(), &mutated).await?;
        if let Some(status) = status_after.filter(|s| !s.is_null()) {
            let patch = serde_json::json!({ "status": status });
            created = client
                .patch_status(&name, &params, &Patch::Merge(&patch))
                .await?;
        }
        return Ok((created, OperationResult::Created));
    };
    let (main_before, status_before) = split_status::<K>(crate::typed_value(&existing)?);
    let mut result = OperationResult::Unchanged;
    let mut current = existing;
    if main_before != main_after {
        let patch = merge_patch(&main_before, &main_after);
        current = client.patch(&name, &params, &Patch::Merge(&patch)).await?;
        result = OperationResult::Updated;
    }
    if status_before != status_after {
        let patch = merge_patch(&wrap_status(status_before), &wrap_status(status_after));
        current = client
            .patch_status(&name, &params, &Patch::Merge(&patch))
            .await?;
        result = if result == OperationResult::Updated {
            OperationResult::UpdatedStatus
        } else {
            OperationResult::UpdatedStatusOnly
        };
    }
    Ok((current, result))
}

/// The object without its status, and the status, for a Kind with the status
/// subresource; the whole object and `None` otherwise.
fn split_status<K: Kind>(mut value: Value) -> (Value, Option<Value>) {
    if !K::STATUS_SUBRESOURCE {
        return (value, None);
    }
    let status = value.as_object_mut().and_then(|o| o.remove("status"));
    (value, status)
}

/// The JSON merge patch (RFC 7386) that turns `before` into `after`: changed and new keys
/// with their values (objects recursively), removed keys as `null`, anything else (lists
/// included) whole — what `jsonpatch.CreateMergePatch` gives `client.MergeFrom`.
fn merge_patch(before: &Value, after: &Value) -> Value {
    match (before, after) {
        (Value::Object(b), Value::Object(a)) => {
            let mut patch = serde_json::Map::new();
            for (k, old) in b {
                match a.get(k) {
                    None => {
                        patch.insert(k.clone(), Value::Null);
                    }
                    Some(new) if new != old => {
                        patch.insert(k.clone(), merge_patch(old, new));
                    }
                    Some(_) => {}
                }
            }
            for (k, new) in a.iter().filter(|(k, _)| !b.contains_key(*k)) {
                patch.insert(k.clone(), new.clone());
            }
            Value::Object(patch)
        }
        _ => after.clone(),
    }
}

fn wrap_status(status: Option<Value>) -> Value {
    let mut object = serde_json::Map::new();
    if let Some(status) = status {
        object.insert("status".into(), status);
    }
    Value::Object(object)
}

#[cfg(test)]
#[path = "controllerutil_tests.rs"]
mod tests;

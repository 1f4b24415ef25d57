//! [`ObjectClient`]: one client for every Kind, whose writes take the namespace from the
//! object and whose reads take it as an argument, as controller-runtime's `client.Client`
//! (`r.Update(ctx, obj)`, `r.Status().Update(ctx, obj)`, `r.Get(ctx, key, obj)`).

use std::fmt::Debug;

use kube::core::ObjectList;
use kube::core::params::{DeleteParams, GetParams, ListParams, Patch, PatchParams, PostParams};
use serde::Serialize;

use super::{Client, DeleteResult, validation};
use crate::error::Result;
use crate::kind::Kind;

/// A client of any [`Kind`]: each call builds the typed [`Client`] of the object's Kind in
/// the object's namespace (or the one given), so a reconciler writes what it read without
/// naming either. Cheap to clone.
#[derive(Clone)]
pub struct ObjectClient {
    client: kube::Client,
}

impl std::fmt::Debug for ObjectClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ObjectClient").finish_non_exhaustive()
    }
}

impl ObjectClient {
    /// A client over `client` (the manager's: `ObjectClient::new(mgr.client())`).
    pub fn new(client: kube::Client) -> Self {
        ObjectClient { client }
    }

    /// The typed client of `K` in `namespace` (`None`: all namespaces, or the cluster for a
    /// cluster-scoped Kind).
    pub fn typed<K: Kind>(&self, namespace: Option<&str>) -> Client<K> {
        Client::new(self.client.clone(), namespace)
    }

    /// The typed client of `obj`'s Kind in its namespace. Errors: a namespaced Kind's object
    /// without `metadata.namespace`, as controller-runtime refuses it, rather than a
    /// request to the all-namespaces path.
    fn of<K: Kind>(&self, obj: &K) -> Result<Client<K>> {
        let namespace = obj.meta().namespace.as_deref().filter(|ns| !ns.is_empty());
        if K::NAMESPACED && namespace.is_none() {
            return Err(validation(format!(
                "{} is namespaced and the object has no metadata.namespace",
                K::RESOURCE
            )));
        }
        Ok(self.typed(namespace))
    }

    /// GET the `K` named `name` in `namespace` (`None` for a cluster-scoped Kind). Errors:
    /// `NotFound`.
    pub async fn get<K: Kind>(&self, namespace: Option<&str>, name: &str) -> Result<K> {
        self.typed::<K>(namespace)
            .get(name, &GetParams::default())
            .await
    }

    /// As [`ObjectClient::get`], `None` when there is no such object.
    pub async fn get_opt<K: Kind>(&self, namespace: Option<&str>, name: &str) -> Result<Option<K>> {
        self.typed::<K>(namespace)
            .get_opt(name, &GetParams::default())
            .await
    }

    /// LIST the `K`s of `namespace` (`None`: every namespace) that `params` select.
    pub async fn list<K: Kind>(
        &self,
        namespace: Option<&str>,
        params: &ListParams,
    ) -> Result<ObjectList<K>> {
        self.typed::<K>(namespace).list(params).await
    }

    /// CREATE `obj` in its namespace.
    pub async fn create<K: Kind>(&self, obj: &K) -> Result<K> {
        self.of(obj)?.create(&PostParams::default(), obj).await
    }

    /// UPDATE `obj` (PUT) in its namespace; `Conflict` on a stale `resourceVersion`.
    pub async fn update<K: Kind>(&self, obj: &K) -> Result<K> {
        self.of(obj)?.update(&PostParams::default(), obj).await
    }

    /// UPDATE the `status` subresource of `obj` (`r.Status().Update(ctx, obj)`).
    pub async fn update_status<K: Kind>(&self, obj: &K) -> Result<K> {
        self.of(obj)?
            .update_status(&PostParams::default(), obj)
            .await
    }

    /// DELETE `obj`, named by its `metadata.name`.
    pub async fn delete<K: Kind>(&self, obj: &K, params: &DeleteParams) -> Result<DeleteResult<K>> {
        let name = super::name_of(obj)?;
        self.of(obj)?.delete(&name, params).await
    }

    /// PATCH `obj` (named by its `metadata.name`) with `patch`.
    pub async fn patch<K: Kind, P: Serialize + Debug>(
        &self,
        obj: &K,
        params: &PatchParams,
        patch: &Patch<P>,
    ) -> Result<K> {
        let name = super::name_of(obj)?;
        self.of(obj)?.patch(&name, params, patch).await
    }

    /// PATCH the `status` subresource of `obj`.
    pub async fn patch_status<K: Kind, P: Serialize + Debug>(
        &self,
        obj: &K,
        params: &PatchParams,
        patch: &Patch<P>,
    ) -> Result<K> {
        let name = super::name_of(obj)?;
        self.of(obj)?.patch_status(&name, params, patch).await
    }

    /// Server-side APPLY of `obj` as `field_manager` (see [`Client::apply`]).
    pub async fn apply<K: Kind>(&self, obj: &K, field_manager: &str, force: bool) -> Result<K> {
        self.of(obj)?.apply(obj, field_manager, force).await
    }

    /// Server-side APPLY of `obj`'s `status` (see [`Client::apply_status`]).
    pub async fn apply_status<K: Kind>(
        &self,
        obj: &K,
        field_manager: &str,
        force: bool,
    ) -> Result<K> {
        self.of(obj)?.apply_status(obj, field_manager, force).await
    }
}

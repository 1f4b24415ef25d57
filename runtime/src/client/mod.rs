//! [`Client`]: the typed client every generated per-Kind client wraps (client-go's
//! `gentype.Client`/`ClientWithList`/`ClientWithApply`).

use std::fmt::Debug;
use std::marker::PhantomData;

use futures::{StreamExt, stream::BoxStream};
use kube::core::params::{
    DeleteParams, GetParams, ListParams, Patch, PatchParams, PostParams, WatchParams,
};
use kube::core::{ObjectList, Request, Status, WatchEvent};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error::{Error, Result};
use crate::kind::Kind;

mod object;

pub use object::ObjectClient;

/// What a delete returned: the object (deleted, or marked for deletion when it has
/// finalizers) or the server's success `Status` (as kube's `Api::delete`).
pub type DeleteResult<T> = either::Either<T, Status>;

/// A typed client for one Kind in one namespace (or in all namespaces, or the cluster).
///
/// Every verb of client-go's typed clients, as async methods over a [`kube::Client`]; API
/// failures come back as [`Error::Api`] with the server's `Status`. Writes fill in
/// `apiVersion` and `kind` from the Kind when the object's own serialization lacks them.
/// Generated per-Kind clients expose only the verbs their `+genclient` tags allow.
///
/// `Client<PartialObjectMeta<K>>` is the metadata-only client (client-go's
/// `metadata.Interface`): `get`, `get_opt`, `list` and `watch` ask for
/// `PartialObjectMetadata`, and `delete`/`delete_collection` work as for `K`; the other
/// writes send only `apiVersion`, `kind` and `metadata` and are not what it is for.
pub struct Client<K> {
    client: kube::Client,
    request: Request,
    namespace: Option<String>,
    _kind: PhantomData<fn() -> K>,
}

impl<K> Clone for Client<K> {
    fn clone(&self) -> Self {
        Client {
            client: self.client.clone(),
            request: self.request.clone(),
            namespace: self.namespace.clone(),
            _kind: PhantomData,
        }
    }
}

impl<K: Kind> Client<K> {
    /// A client for `namespace` (`None`: all namespaces for list/watch/delete_collection, or
    /// a cluster-scoped Kind). A cluster-scoped Kind ignores `namespace`.
    pub fn new(client: kube::Client, namespace: Option<&str>) -> Self {
        let namespace = namespace.filter(|_| K::NAMESPACED).map(str::to_string);
        Client {
            request: Request::new(K::url_path(&(), namespace.as_deref())),
            client,
            namespace,
            _kind: PhantomData,
        }
    }

    /// The namespace this client is bound to, if any.
    pub fn namespace(&self) -> Option<&str> {
        self.namespace.as_deref()
    }

    /// The underlying `kube` client.
    pub fn kube_client(&self) -> &kube::Client {
        &self.client
    }

    /// GET one object by name. Errors: `NotFound` (404).
    pub async fn get(&self, name: &str, params: &GetParams) -> Result<K> {
        if K::metadata_api() {
            return self.send(self.request.get_metadata(name, params)).await;
        }
        self.send(self.request.get(name, params)).await
    }

    /// GET one object, `None` when it does not exist (`NotFound`, 404), as
    /// `kube::Api::get_opt`; any other failure is an error.
    pub async fn get_opt(&self, name: &str, params: &GetParams) -> Result<Option<K>> {
        match self.get(name, params).await {
            Ok(obj) => Ok(Some(obj)),
            Err(e) if e.is_not_found() => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// LIST objects, filtered by `params` (label/field selectors, limit/continue).
    pub async fn list(&self, params: &ListParams) -> Result<ObjectList<K>> {
        if K::metadata_api() {
            return self.send(self.request.list_metadata(params)).await;
        }
        self.send(self.request.list(params)).await
    }

    /// WATCH objects from `resource_version` (`"0"` or `""`: synthetic ADDED events for
    /// the current objects first). The stream ends when the server closes it; a `410 Gone`
    /// arrives as a [`WatchEvent::Error`].
    pub async fn watch(
        &self,
        params: &WatchParams,
        resource_version: &str,
    ) -> Result<BoxStream<'static, Result<WatchEvent<K>>>> {
        let req = if K::metadata_api() {
            self.request.watch_metadata(params, resource_version)
        } else {
            self.request.watch(params, resource_version)
        }
        .map_err(kube::Error::BuildRequest)?;
        let stream = self.client.request_events::<K>(req).await?;
        Ok(stream
            .map(|item: std::result::Result<WatchEvent<K>, kube::Error>| item.map_err(Error::from))
            .boxed())
    }

    /// CREATE `obj` (POST). Errors: `AlreadyExists` (409), `Invalid` (422).
    pub async fn create(&self, params: &PostParams, obj: &K) -> Result<K> {
        let body = body_of(obj)?;
        self.send(self.request.create(params, body)).await
    }

    /// UPDATE `obj` (PUT), named by its `metadata.name`. With the status subresource the
    /// server ignores `status`. Errors: `NotFound`, `Conflict` (409, stale
    /// `resourceVersion`), `Invalid`.
    pub async fn update(&self, params: &PostParams, obj: &K) -> Result<K> {
        let name = name_of(obj)?;
        let body = body_of(obj)?;
        self.send(self.request.replace(&name, params, body)).await
    }

    /// UPDATE the `status` subresource of `obj` (PUT `…/status`): only `status` changes.
    pub async fn update_status(&self, params: &PostParams, obj: &K) -> Result<K> {
        let name = name_of(obj)?;
        let body = body_of(obj)?;
        self.send(
            self.request
                .replace_subresource("status", &name, params, body),
        )
        .await
    }

    /// DELETE one object by name. Returns the object (deleted, or with
    /// `deletionTimestamp` set while finalizers remain) or a success `Status`.
    pub async fn delete(&self, name: &str, params: &DeleteParams) -> Result<DeleteResult<K>> {
        let req = self
            .request
            .delete(name, params)
            .map_err(kube::Error::BuildRequest)?;
        Ok(self.client.request_status::<K>(req).await?)
    }

    /// DELETE every object matching `list` (deletecollection). Returns the deleted objects
    /// or a success `Status`.
    pub async fn delete_collection(
        &self,
        params: &DeleteParams,
        list: &ListParams,
    ) -> Result<DeleteResult<ObjectList<K>>> {
        let req = self
            .request
            .delete_collection(params, list)
            .map_err(kube::Error::BuildRequest)?;
        Ok(self.client.request_status::<ObjectList<K>>(req).await?)
    }

    /// PATCH one object: `Patch::Merge` (RFC 7386), `Patch::Json` (RFC 6902),
    /// `Patch::Strategic` (built-in Kinds only: the server answers `415` for custom
    /// resources) or `Patch::Apply` (server-side apply; needs `params.field_manager`).
    pub async fn patch<P: Serialize + Debug>(
        &self,
        name: &str,
        params: &PatchParams,
        patch: &Patch<P>,
    ) -> Result<K> {
        self.send(self.request.patch(name, params, patch)).await
    }

    /// PATCH the `status` subresource of one object (see [`Client::patch`]).
    pub async fn patch_status<P: Serialize + Debug>(
        &self,
        name: &str,
        params: &PatchParams,
        patch: &Patch<P>,
    ) -> Result<K> {
        self.send(
            self.request
                .patch_subresource("status", name, params, patch),
        )
        .await
    }

    /// Server-side APPLY of an apply configuration as `field_manager`, as client-go's
    /// `Apply(ctx, cfg, ApplyOptions{FieldManager, Force})`: `config` (a generated
    /// `<Kind>ApplyConfiguration`, or any value serializing to `apiVersion`, `kind`,
    /// `metadata.name` and the fields the manager owns) names the object by its
    /// `metadata.name`. Afterwards the manager owns exactly the fields it sent: fields it
    /// owned and no longer sends are removed, fields other managers own stay. Errors: a
    /// `Conflict` (409) when another manager owns a sent field with another value, unless
    /// `force` takes it over ([`Error::apply_conflicts`] lists them); `Invalid` (422).
    pub async fn apply_configuration<C: Serialize>(
        &self,
        config: &C,
        field_manager: &str,
        force: bool,
    ) -> Result<K> {
        let (name, params, patch) = configuration_args(config, field_manager, force)?;
        self.patch(&name, &params, &Patch::Apply(patch)).await
    }

    /// Server-side APPLY of an apply configuration to the `status` subresource (see
    /// [`Client::apply_configuration`]).
    pub async fn apply_status_configuration<C: Serialize>(
        &self,
        config: &C,
        field_manager: &str,
        force: bool,
    ) -> Result<K> {
        let (name, params, patch) = configuration_args(config, field_manager, force)?;
        self.patch_status(&name, &params, &Patch::Apply(patch))
            .await
    }

    /// Server-side APPLY of a whole object as `field_manager` (a `Patch::Apply` of `obj`,
    /// named by its `metadata.name`; `force` takes over conflicting fields). The manager
    /// then owns every field the object serializes — non-optional fields and defaults
    /// included; [`Client::apply_configuration`] sends only the fields it means.
    pub async fn apply(&self, obj: &K, field_manager: &str, force: bool) -> Result<K> {
        let (name, params, patch) = apply_args(obj, field_manager, force)?;
        self.patch(&name, &params, &Patch::Apply(patch)).await
    }

    /// Server-side APPLY of the `status` subresource (see [`Client::apply`]).
    pub async fn apply_status(&self, obj: &K, field_manager: &str, force: bool) -> Result<K> {
        let (name, params, patch) = apply_args(obj, field_manager, force)?;
        self.patch_status(&name, &params, &Patch::Apply(patch))
            .await
    }

    /// GET a subresource (`+genclient:method=…,verb=get,subresource=…`), decoded as `R`.
    pub async fn get_subresource<R: DeserializeOwned>(
        &self,
        subresource: &str,
        name: &str,
    ) -> Result<R> {
        self.send(self.request.get_subresource(subresource, name))
            .await
    }

    /// CREATE (POST) `input` to a subresource, decoding the answer as `R`.
    pub async fn create_subresource<I: Serialize, R: DeserializeOwned>(
        &self,
        subresource: &str,
        name: &str,
        params: &PostParams,
        input: &I,
    ) -> Result<R> {
        let body = serde_json::to_vec(input).map_err(kube::Error::SerdeError)?;
        self.send(
            self.request
                .create_subresource(subresource, name, params, body),
        )
        .await
    }

    /// UPDATE (PUT) `input` to a subresource, decoding the answer as `R`.
    pub async fn update_subresource<I: Serialize, R: DeserializeOwned>(
        &self,
        subresource: &str,
        name: &str,
        params: &PostParams,
        input: &I,
    ) -> Result<R> {
        let body = serde_json::to_vec(input).map_err(kube::Error::SerdeError)?;
        self.send(
            self.request
                .replace_subresource(subresource, name, params, body),
        )
        .await
    }

    /// PATCH a subresource, decoding the answer as `R`.
    pub async fn patch_subresource<P: Serialize + Debug, R: DeserializeOwned>(
        &self,
        subresource: &str,
        name: &str,
        params: &PatchParams,
        patch: &Patch<P>,
    ) -> Result<R> {
        self.send(
            self.request
                .patch_subresource(subresource, name, params, patch),
        )
        .await
    }

    async fn send<T: DeserializeOwned>(
        &self,
        req: std::result::Result<http::Request<Vec<u8>>, kube::core::request::Error>,
    ) -> Result<T> {
        let req = req.map_err(kube::Error::BuildRequest)?;
        Ok(self.client.request::<T>(req).await?)
    }
}

/// The JSON body of a write: `obj` with `apiVersion` and `kind` filled in.
fn body_of<K: Kind>(obj: &K) -> Result<Vec<u8>> {
    let value = typed_value(obj)?;
    Ok(serde_json::to_vec(&value).map_err(kube::Error::SerdeError)?)
}

/// `obj` as JSON with `apiVersion` and `kind` filled in when its serialization lacks them
/// (a Rust Kind need not carry `TypeMeta` fields).
pub fn typed_value<K: Kind>(obj: &K) -> Result<serde_json::Value> {
    let mut value = serde_json::to_value(obj).map_err(kube::Error::SerdeError)?;
    if let Some(map) = value.as_object_mut() {
        map.entry("apiVersion")
            .or_insert_with(|| K::api_version(&()).into());
        map.entry("kind").or_insert_with(|| K::kind(&()).into());
    }
    Ok(value)
}

fn name_of<K: Kind>(obj: &K) -> Result<String> {
    match obj.meta().name.as_deref() {
        Some(name) if !name.is_empty() => Ok(name.to_string()),
        _ => Err(validation("the object has no metadata.name".to_string())),
    }
}

/// A request refused before it is sent, as kube's request builder refuses one.
fn validation(reason: String) -> Error {
    Error::Client(kube::Error::BuildRequest(
        kube::core::request::Error::Validation(reason),
    ))
}

fn configuration_args<C: Serialize>(
    config: &C,
    field_manager: &str,
    force: bool,
) -> Result<(String, PatchParams, serde_json::Value)> {
    let value =
        serde_json::to_value(config).map_err(|e| Error::Client(kube::Error::SerdeError(e)))?;
    let name = value
        .pointer("/metadata/name")
        .and_then(serde_json::Value::as_str)
        .filter(|n| !n.is_empty())
        .ok_or_else(|| {
            Error::Client(kube::Error::BuildRequest(
                kube::core::request::Error::Validation(
                    "the apply configuration has no metadata.name".to_string(),
                ),
            ))
        })?
        .to_string();
    let mut params = PatchParams::apply(field_manager);
    params.force = force;
    Ok((name, params, value))
}

fn apply_args<K: Kind>(
    obj: &K,
    field_manager: &str,
    force: bool,
) -> Result<(String, PatchParams, serde_json::Value)> {
    let name = name_of(obj)?;
    let mut params = PatchParams::apply(field_manager);
    params.force = force;
    let mut value = typed_value(obj)?;
    // An apply configuration never carries a resourceVersion or managed fields.
    if let Some(meta) = value.get_mut("metadata").and_then(|m| m.as_object_mut()) {
        meta.remove("resourceVersion");
        meta.remove("managedFields");
    }
    Ok((name, params, value))
}

//! An in-memory API server behind a real [`kube::Client`] (client-go's fake clientset:
//! an object tracker, reactors and a recorded actions log), for an operator's unit tests.
//!
//! [`FakeApiServer`] is a `tower::Service` that answers the Kubernetes REST protocol for
//! the resources registered with it, so `kube::Api`, `kube::runtime::watcher`, the typed
//! clients and the informers of this crate all run against it unchanged: tests exercise
//! exactly the code that runs in production.
//!
//! It mirrors how kube-apiserver serves a CustomResourceDefinition — resourceVersion,
//! generation, the status subresource, finalizers, label and field selectors, paging,
//! watch with resume and `410 Gone`, streaming lists (`sendInitialEvents`, ended by a
//! bookmark annotated `k8s.io/initial-events-end`), the server's error `Status`es — and is
//! checked against a real API server by the differential test of `kube-codegen-e2e`. For a
//! resource with a schema ([`ResourceInfo::schema`]: generated clientsets register their
//! CRDs'), writes are pruned, defaulted and validated as the server does, with its messages
//! and causes (by `kube_codegen_schema`, the validator generation uses too), and names must be
//! DNS-1123 subdomains; for every resource `apiVersion` and `kind` must match. Not
//! mirrored: admission, CEL rules, `format`s other than `date-time`, `date` and `byte`,
//! field ownership by `Update` operations (server-side apply tracks `Apply` managers, see
//! `ssa.rs`), namespace existence, and subresources other than `status`.

mod resource;
mod schema;
mod selector;
mod ssa;
mod store;
#[cfg(test)]
mod tests;
mod verbs;
mod watches;

use std::collections::{BTreeMap, VecDeque};
use std::convert::Infallible;
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Context, Poll};

use bytes::Bytes;
use futures::future::BoxFuture;
use futures::stream::{self, BoxStream, StreamExt};
use http::StatusCode;
use http_body::Frame;
use http_body_util::StreamBody;
use kube::core::Status;
use kube::core::response::{StatusDetails, StatusSummary};
use serde_json::{Map, Value, json};
use tokio::sync::{broadcast, watch};

pub use resource::ResourceInfo;

/// One request the fake server received (client-go's `testing.Action`).
#[derive(Debug, Clone, PartialEq)]
pub struct Action {
    /// `get`, `list`, `watch`, `create`, `update`, `patch`, `delete` or
    /// `deletecollection`.
    pub verb: String,
    /// API group of the resource.
    pub group: String,
    /// API version of the resource.
    pub version: String,
    /// Resource (plural) name.
    pub resource: String,
    /// Subresource (`status`, `scale`), if any.
    pub subresource: Option<String>,
    /// Namespace from the path, if any.
    pub namespace: Option<String>,
    /// Object name from the path, if any.
    pub name: Option<String>,
    /// The JSON body, if any.
    pub body: Option<Value>,
    /// The patch type (`application/merge-patch+json`, …) of a patch.
    pub patch_type: Option<String>,
    /// Query parameters, decoded, in order.
    pub query: Vec<(String, String)>,
}

/// A reactor's answer: `Some(Ok(body))` answers with `body` (status 200),
/// `Some(Err(status))` with that failure (see [`failure`]), `None` passes the request on.
pub type ReactorResult = Option<Result<Value, Box<Status>>>;

type Reactor = Arc<dyn Fn(&Action) -> ReactorResult + Send + Sync>;

#[derive(Debug, Clone, Copy, PartialEq)]
enum EventType {
    Added,
    Modified,
    Deleted,
}

/// A change, kept for watches: what it was, the object after it (before it, for a
/// delete), and the object before a modification (for selector transitions).
#[derive(Debug, Clone)]
struct Change {
    rv: u64,
    resource: usize,
    kind: EventType,
    object: Value,
    old: Option<Value>,
}

type Key = (usize, String, String);

struct State {
    resources: Vec<ResourceInfo>,
    objects: BTreeMap<Key, Value>,
    rv: u64,
    uid: u64,
    history: VecDeque<Change>,
    history_limit: usize,
    /// Changes up to this resourceVersion are gone from the history.
    compacted: u64,
    actions: Vec<Action>,
}

struct Shared {
    state: Mutex<State>,
    reactors: Mutex<Vec<(String, String, Reactor)>>,
    changes: broadcast::Sender<Change>,
    expire: watch::Sender<u64>,
}

/// An in-memory API server; cheap to clone (clones share everything). See the module
/// documentation for what it mirrors.
#[derive(Clone)]
pub struct FakeApiServer {
    shared: Arc<Shared>,
}

impl Default for FakeApiServer {
    fn default() -> Self {
        Self::new()
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The response body of the fake server: one chunk, or a stream of watch events.
pub type FakeBody = StreamBody<BoxStream<'static, Result<Frame<Bytes>, Infallible>>>;

/// A typed object as [`FakeApiServer::add`] and the generated `new_simple_clientset` take
/// it: `obj` serialized to JSON, with `apiVersion` and `kind` set from its `kube::Resource`
/// impl (a Kind of this project serializes without them; k8s-openapi's built-in Kinds get
/// the same values they carry). So a unit test seeds the fake with typed objects:
/// `new_simple_clientset([fake::object(&foo)?, fake::object(&deployment)?])`, as client-go's
/// `NewSimpleClientset(objects ...runtime.Object)`.
///
/// # Errors
/// [`Error::Client`](crate::Error::Client) wrapping `kube::Error::SerdeError` when `obj`
/// does not serialize.
pub fn object<K>(obj: &K) -> Result<Value, crate::Error>
where
    K: kube::Resource<DynamicType = ()> + serde::Serialize,
{
    let mut value =
        serde_json::to_value(obj).map_err(|e| crate::Error::Client(kube::Error::SerdeError(e)))?;
    if let Value::Object(fields) = &mut value {
        fields.insert(
            "apiVersion".into(),
            Value::String(K::api_version(&()).into_owned()),
        );
        fields.insert("kind".into(), Value::String(K::kind(&()).into_owned()));
    }
    Ok(value)
}

/// A failure `Status` as the API server writes it: HTTP `code`, machine-readable
/// `reason` (`NotFound`, `Conflict`, `Invalid`, …) and `message`; for reactors to return.
pub fn failure(code: u16, reason: &str, message: impl Into<String>) -> Box<Status> {
    status(code, reason, message.into(), None)
}

fn status(
    code: u16,
    reason: &str,
    message: String,
    details: Option<(&str, &str, &str)>,
) -> Box<Status> {
    Box::new(Status {
        status: Some(StatusSummary::Failure),
        code,
        message,
        reason: reason.to_string(),
        details: details.map(|(name, group, kind)| StatusDetails {
            name: name.to_string(),
            group: group.to_string(),
            kind: kind.to_string(),
            uid: String::new(),
            causes: Vec::new(),
            retry_after_seconds: 0,
        }),
        metadata: None,
    })
}

fn status_json(s: &Status) -> Value {
    let mut v = serde_json::to_value(s).unwrap_or_else(|_| json!({}));
    if let Some(m) = v.as_object_mut() {
        m.insert("kind".into(), "Status".into());
        m.insert("apiVersion".into(), "v1".into());
        m.insert("metadata".into(), json!({}));
    }
    v
}

fn respond(code: StatusCode, body: &Value) -> http::Response<FakeBody> {
    let bytes = Bytes::from(serde_json::to_vec(body).unwrap_or_default());
    let stream = stream::once(async move { Ok(Frame::data(bytes)) }).boxed();
    let mut resp = http::Response::new(StreamBody::new(stream));
    *resp.status_mut() = code;
    resp.headers_mut().insert(
        http::header::CONTENT_TYPE,
        http::HeaderValue::from_static("application/json"),
    );
    resp
}

fn fail(s: &Status) -> http::Response<FakeBody> {
    let code = StatusCode::from_u16(s.code).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    respond(code, &status_json(s))
}

fn bad_request(message: impl Into<String>) -> Box<Status> {
    status(400, "BadRequest", message.into(), None)
}

fn not_served() -> Box<Status> {
    status(
        404,
        "NotFound",
        "the server could not find the requested resource".into(),
        None,
    )
}

/// Drops the metadata fields Go's `ObjectMeta` would not write back (`omitempty`): null,
/// empty strings, empty maps and lists.
fn compact_meta(obj: &mut Value) {
    if let Some(meta) = obj.get_mut("metadata").and_then(Value::as_object_mut) {
        meta.retain(|_, v| match v {
            Value::Null => false,
            Value::String(s) => !s.is_empty(),
            Value::Object(m) => !m.is_empty(),
            Value::Array(a) => !a.is_empty(),
            _ => true,
        });
    }
}

/// A response body as the API server sends it to the metadata client: an object as
/// `PartialObjectMetadata`, a list as `PartialObjectMetadataList` (`meta.k8s.io/v1`); a
/// `Status` unchanged.
fn partial_metadata(v: Value) -> Value {
    let partial = |kind: &str, metadata: Option<&Value>| {
        json!({
            "apiVersion": "meta.k8s.io/v1",
            "kind": kind,
            "metadata": metadata.cloned().unwrap_or_else(|| json!({})),
        })
    };
    if v.get("kind").and_then(Value::as_str) == Some("Status") {
        return v;
    }
    match v.get("items").and_then(Value::as_array) {
        Some(items) => {
            let mut list = partial("PartialObjectMetadataList", v.get("metadata"));
            list["items"] = items
                .iter()
                .map(|i| partial("PartialObjectMetadata", i.get("metadata")))
                .collect();
            list
        }
        None => partial("PartialObjectMetadata", v.get("metadata")),
    }
}

fn meta_str<'a>(obj: &'a Value, field: &str) -> Option<&'a str> {
    obj.get("metadata")?.get(field)?.as_str()
}

fn meta_mut(obj: &mut Value) -> &mut Map<String, Value> {
    if !obj.is_object() {
        *obj = json!({});
    }
    let map = obj.as_object_mut().expect("an object, ensured above");
    let meta = map.entry("metadata").or_insert_with(|| json!({}));
    if !meta.is_object() {
        *meta = json!({});
    }
    meta.as_object_mut().expect("an object, ensured above")
}

/// Everything but `metadata` and `status`: a change here bumps `generation`.
fn spec_part(obj: &Value) -> Value {
    let mut v = obj.clone();
    if let Some(m) = v.as_object_mut() {
        m.remove("metadata");
        m.remove("status");
        m.remove("apiVersion");
        m.remove("kind");
    }
    v
}

fn now_rfc3339() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or_default();
    k8s_openapi::jiff::Timestamp::from_second(secs as i64)
        .map(|t| t.strftime("%Y-%m-%dT%H:%M:%SZ").to_string())
        .unwrap_or_else(|_| "1970-01-01T00:00:00Z".to_string())
}

/// What a request addresses.
struct Target {
    resource: usize,
    namespace: Option<String>,
    name: Option<String>,
    subresource: Option<String>,
}

impl FakeApiServer {
    /// An empty server that serves nothing until resources are registered; keeps the last
    /// 1000 changes for watches to resume from.
    pub fn new() -> Self {
        Self::with_history(1000)
    }

    /// An empty server that keeps the last `changes` changes for watches to resume from;
    /// a watch from an older resourceVersion gets `410 Gone` (`Expired`).
    pub fn with_history(changes: usize) -> Self {
        let (changes_tx, _) = broadcast::channel(4096);
        let (expire, _) = watch::channel(0);
        FakeApiServer {
            shared: Arc::new(Shared {
                state: Mutex::new(State {
                    resources: Vec::new(),
                    objects: BTreeMap::new(),
                    rv: 0,
                    uid: 0,
                    history: VecDeque::new(),
                    history_limit: changes.max(1),
                    compacted: 0,
                    actions: Vec::new(),
                }),
                reactors: Mutex::new(Vec::new()),
                changes: changes_tx,
                expire,
            }),
        }
    }

    /// Serves `resource` from now on (registering it twice is harmless).
    pub fn register(&self, resource: ResourceInfo) {
        let mut st = lock(&self.shared.state);
        if !st.resources.contains(&resource) {
            st.resources.push(resource);
        }
    }

    /// A `kube::Client` whose requests this server answers (default namespace
    /// `default`). Call it inside a Tokio runtime: `kube::Client` spawns its request
    /// buffer task there.
    pub fn client(&self) -> kube::Client {
        kube::Client::new(self.clone(), "default")
    }

    /// Stores `obj` (JSON with `apiVersion`, `kind` and `metadata.name`) as a create
    /// would, without recording an action or running reactors (client-go's
    /// `tracker.Add`). Returns the stored object. Errors: an unknown Kind (`NotFound`),
    /// no name (`Invalid`), an existing name (`AlreadyExists`).
    pub fn add(&self, obj: Value) -> Result<Value, Box<Status>> {
        let mut st = lock(&self.shared.state);
        let api_version = obj
            .get("apiVersion")
            .and_then(Value::as_str)
            .unwrap_or_default();
        let kind = obj.get("kind").and_then(Value::as_str).unwrap_or_default();
        let Some(resource) = st
            .resources
            .iter()
            .position(|r| r.api_version() == api_version && r.kind == kind)
        else {
            return Err(status(
                404,
                "NotFound",
                format!("no resource serves {api_version}, Kind={kind}"),
                None,
            ));
        };
        let namespaced = st.resources[resource].namespaced;
        let namespace = if namespaced {
            Some(meta_str(&obj, "namespace").unwrap_or("default").to_string())
        } else {
            None
        };
        let target = Target {
            resource,
            namespace,
            name: None,
            subresource: None,
        };
        self.create(&mut st, &target, obj, false).map(|(_, v)| v)
    }

    /// Every stored object, ordered by resource registration, namespace and name.
    pub fn objects(&self) -> Vec<Value> {
        lock(&self.shared.state).objects.values().cloned().collect()
    }

    /// Every request served so far, in order.
    pub fn actions(&self) -> Vec<Action> {
        lock(&self.shared.state).actions.clone()
    }

    /// Forgets the recorded actions.
    pub fn clear_actions(&self) {
        lock(&self.shared.state).actions.clear();
    }

    /// Runs `reactor` before the tracker (and before earlier reactors) for requests whose
    /// verb is `verb` and resource is `resource` (`"*"` matches any): client-go's
    /// `PrependReactor`. The first reactor answering `Some` decides the response.
    pub fn prepend_reactor(
        &self,
        verb: &str,
        resource: &str,
        reactor: impl Fn(&Action) -> ReactorResult + Send + Sync + 'static,
    ) {
        lock(&self.shared.reactors).insert(
            0,
            (verb.to_string(), resource.to_string(), Arc::new(reactor)),
        );
    }

    /// Ends every open watch (as an API server restart or a load balancer would); clients
    /// re-watch from their last resourceVersion.
    pub fn expire_watches(&self) {
        self.shared.expire.send_modify(|g| *g += 1);
    }

    /// Forgets the change history, as etcd compaction does: a watch from any earlier
    /// resourceVersion now gets `410 Gone` and must relist.
    pub fn compact(&self) {
        let mut st = lock(&self.shared.state);
        st.history.clear();
        st.compacted = st.rv;
    }

    /// The current resourceVersion (the last write's).
    pub fn resource_version(&self) -> u64 {
        lock(&self.shared.state).rv
    }
}

impl tower::Service<http::Request<kube::client::Body>> for FakeApiServer {
    type Response = http::Response<FakeBody>;
    type Error = Infallible;
    type Future = BoxFuture<'static, Result<Self::Response, Infallible>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, req: http::Request<kube::client::Body>) -> Self::Future {
        let me = self.clone();
        Box::pin(async move {
            let (parts, body) = req.into_parts();
            match body.collect_bytes().await {
                Ok(bytes) => Ok(me.handle(parts, bytes)),
                Err(e) => Ok(fail(&bad_request(format!(
                    "cannot read the request body: {e}"
                )))),
            }
        })
    }
}

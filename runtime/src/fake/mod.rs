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
//! watch with resume and `410 Gone`, the server's error `Status`es — and is checked
//! against a real API server by the differential test of `kube-codegen-e2e`. Not mirrored:
//! admission, OpenAPI validation and defaulting, field ownership of server-side apply
//! (apply is a merge patch here), namespace existence, `managedFields`, and subresources
//! other than `status`.

mod selector;

use std::collections::{BTreeMap, VecDeque};
use std::convert::Infallible;
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Context, Poll};
use std::time::Duration;

use bytes::Bytes;
use futures::future::BoxFuture;
use futures::stream::{self, BoxStream, StreamExt};
use http::{Method, StatusCode};
use http_body::Frame;
use http_body_util::StreamBody;
use kube::core::Status;
use kube::core::response::{StatusDetails, StatusSummary};
use serde_json::{Map, Value, json};
use tokio::sync::{broadcast, watch};

use selector::{FieldSelector, LabelSelector, labels_of};

/// A resource the fake server serves (one version of a Kind).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResourceInfo {
    /// API group; `""` for the core group.
    pub group: String,
    /// API version.
    pub version: String,
    /// Kind.
    pub kind: String,
    /// Resource (plural) name.
    pub plural: String,
    /// Namespaced (`true`) or cluster-scoped.
    pub namespaced: bool,
    /// Has the `status` subresource: writes to the main resource keep the stored status,
    /// writes to `/status` change only the status.
    pub status_subresource: bool,
}

impl ResourceInfo {
    /// The resource of Kind `K`, as its `kube::Resource` and [`Kind`](crate::Kind) impls
    /// describe it (what generated code and [`crate::builtin`] register).
    pub fn of<K: crate::Kind>() -> Self {
        ResourceInfo {
            group: K::group(&()).into_owned(),
            version: K::version(&()).into_owned(),
            kind: K::kind(&()).into_owned(),
            plural: K::plural(&()).into_owned(),
            namespaced: K::NAMESPACED,
            status_subresource: K::STATUS_SUBRESOURCE,
        }
    }

    fn api_version(&self) -> String {
        if self.group.is_empty() {
            self.version.clone()
        } else {
            format!("{}/{}", self.group, self.version)
        }
    }

    /// `guestbooks.webapp.my.domain`, or the plural alone in the core group.
    fn qualified(&self) -> String {
        if self.group.is_empty() {
            self.plural.clone()
        } else {
            format!("{}.{}", self.plural, self.group)
        }
    }

    /// `Guestbook.webapp.my.domain`, as the server names a Kind in `Invalid` errors.
    fn qualified_kind(&self) -> String {
        if self.group.is_empty() {
            self.kind.clone()
        } else {
            format!("{}.{}", self.kind, self.group)
        }
    }
}

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

    fn handle(&self, parts: http::request::Parts, body: Bytes) -> http::Response<FakeBody> {
        let path = parts.uri.path().to_string();
        let query: Vec<(String, String)> =
            form_urlencoded::parse(parts.uri.query().unwrap_or_default().as_bytes())
                .into_owned()
                .collect();
        let param = |name: &str| {
            query
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.as_str())
        };
        let body_json: Option<Value> = if body.is_empty() {
            None
        } else {
            match serde_json::from_slice(&body) {
                Ok(v) => Some(v),
                Err(e) => {
                    return fail(&bad_request(format!(
                        "the body of the request could not be decoded as JSON: {e}"
                    )));
                }
            }
        };
        let patch_type = parts
            .headers
            .get(http::header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string);
        let target = {
            let st = lock(&self.shared.state);
            match resolve(&st.resources, &path) {
                Ok(t) => t,
                Err(s) => return fail(&s),
            }
        };
        let watching = matches!(param("watch"), Some("true" | "1"));
        let verb = match (&parts.method, target.name.is_some()) {
            (&Method::GET, true) => "get",
            (&Method::GET, false) if watching => "watch",
            (&Method::GET, false) => "list",
            (&Method::POST, _) => "create",
            (&Method::PUT, _) => "update",
            (&Method::PATCH, _) => "patch",
            (&Method::DELETE, true) => "delete",
            (&Method::DELETE, false) => "deletecollection",
            _ => {
                return fail(&status(
                    405,
                    "MethodNotAllowed",
                    format!(
                        "the server does not allow this method on the requested resource ({})",
                        parts.method
                    ),
                    None,
                ));
            }
        };
        let resource = lock(&self.shared.state).resources[target.resource].clone();
        let action = Action {
            verb: verb.to_string(),
            group: resource.group.clone(),
            version: resource.version.clone(),
            resource: resource.plural.clone(),
            subresource: target.subresource.clone(),
            namespace: target.namespace.clone(),
            name: target.name.clone(),
            body: body_json.clone(),
            patch_type: (verb == "patch").then(|| patch_type.clone()).flatten(),
            query: query.clone(),
        };
        lock(&self.shared.state).actions.push(action.clone());
        let reactors: Vec<Reactor> = lock(&self.shared.reactors)
            .iter()
            .filter(|(v, r, _)| (v == "*" || v == verb) && (r == "*" || *r == resource.plural))
            .map(|(_, _, f)| f.clone())
            .collect();
        for reactor in reactors {
            match reactor(&action) {
                Some(Ok(v)) => return respond(StatusCode::OK, &v),
                Some(Err(s)) => return fail(&s),
                None => {}
            }
        }
        let dry_run = param("dryRun") == Some("All");
        let labels = match LabelSelector::parse(param("labelSelector").unwrap_or_default()) {
            Ok(s) => s,
            Err(e) => return fail(&bad_request(e)),
        };
        let fields = match FieldSelector::parse(param("fieldSelector").unwrap_or_default()) {
            Ok(s) => s,
            Err(e) => return fail(&bad_request(e)),
        };
        if target.subresource.is_some()
            && (target.subresource.as_deref() != Some("status") || !resource.status_subresource)
        {
            // The server answers an unknown subresource of a custom resource as if the
            // object were missing.
            return fail(&not_found(
                &resource,
                target.name.as_deref().unwrap_or_default(),
            ));
        }
        let mut st = lock(&self.shared.state);
        let result = match verb {
            "get" => get(&st, &target).map(|v| (StatusCode::OK, v)),
            "list" => Ok((
                StatusCode::OK,
                list(
                    &st,
                    &target,
                    &labels,
                    &fields,
                    param("limit"),
                    param("continue"),
                ),
            )),
            "watch" => {
                let rv = param("resourceVersion").unwrap_or_default().to_string();
                let timeout = param("timeoutSeconds").and_then(|t| t.parse::<u64>().ok());
                let bookmarks = param("allowWatchBookmarks") == Some("true");
                return self.watch(&mut st, target, labels, fields, &rv, timeout, bookmarks);
            }
            "create" => match body_json {
                Some(b) => self.create(&mut st, &target, b, dry_run),
                None => Err(bad_request("the request has no body")),
            },
            "update" => match body_json {
                Some(b) => self.update(&mut st, &target, b, dry_run),
                None => Err(bad_request("the request has no body")),
            },
            "patch" => match body_json {
                Some(b) => self.patch(
                    &mut st,
                    &target,
                    b,
                    patch_type.as_deref().unwrap_or_default(),
                    param("fieldManager"),
                    dry_run,
                ),
                None => Err(bad_request("the request has no body")),
            },
            "delete" => self
                .delete(&mut st, &target, dry_run)
                .map(|v| (StatusCode::OK, v)),
            _ => self
                .delete_collection(&mut st, &target, &labels, &fields, dry_run)
                .map(|v| (StatusCode::OK, v)),
        };
        match result {
            Ok((code, v)) => respond(code, &v),
            Err(s) => fail(&s),
        }
    }

    fn record(&self, st: &mut State, change: Change) {
        st.history.push_back(change.clone());
        while st.history.len() > st.history_limit {
            if let Some(old) = st.history.pop_front() {
                st.compacted = old.rv;
            }
        }
        let _ = self.shared.changes.send(change);
    }

    fn next_rv(st: &mut State) -> u64 {
        st.rv += 1;
        st.rv
    }

    fn create(
        &self,
        st: &mut State,
        target: &Target,
        mut obj: Value,
        dry_run: bool,
    ) -> Result<(StatusCode, Value), Box<Status>> {
        let res = st.resources[target.resource].clone();
        if !obj.is_object() {
            return Err(bad_request("the body must be a JSON object"));
        }
        check_type(&res, &obj)?;
        let body_ns = meta_str(&obj, "namespace").map(str::to_string);
        if let (Some(ns), Some(path_ns)) = (&body_ns, &target.namespace)
            && !ns.is_empty()
            && ns != path_ns
        {
            return Err(bad_request(
                "the namespace of the provided object does not match the namespace sent on the request",
            ));
        }
        let name = match meta_str(&obj, "name").filter(|n| !n.is_empty()) {
            Some(n) => n.to_string(),
            None => match meta_str(&obj, "generateName").filter(|n| !n.is_empty()) {
                Some(prefix) => {
                    st.uid += 1;
                    format!("{prefix}{}", suffix(st.uid))
                }
                None => {
                    return Err(invalid(
                        &res.qualified_kind(),
                        &res,
                        "",
                        "metadata.name: Required value: name or generateName is required",
                    ));
                }
            },
        };
        if res.namespaced && target.namespace.is_none() {
            return Err(not_served());
        }
        if meta_str(&obj, "resourceVersion").is_some_and(|rv| !rv.is_empty()) {
            // The server's answer, reason and all.
            return Err(status(
                500,
                "",
                "resourceVersion should not be set on objects to be created".into(),
                None,
            ));
        }
        let key = (
            target.resource,
            target.namespace.clone().unwrap_or_default(),
            name.clone(),
        );
        if st.objects.contains_key(&key) {
            return Err(status(
                409,
                "AlreadyExists",
                format!("{} \"{name}\" already exists", res.qualified()),
                Some((&name, &res.group, &res.plural)),
            ));
        }
        if res.status_subresource
            && let Some(m) = obj.as_object_mut()
        {
            m.remove("status");
        }
        if let Some(m) = obj.as_object_mut() {
            m.insert("apiVersion".into(), res.api_version().into());
            m.insert("kind".into(), res.kind.clone().into());
        }
        st.uid += 1;
        let uid = format!("00000000-0000-4000-8000-{:012x}", st.uid);
        let meta = meta_mut(&mut obj);
        meta.insert("name".into(), name.into());
        match &target.namespace {
            Some(ns) => meta.insert("namespace".into(), ns.clone().into()),
            None => meta.remove("namespace"),
        };
        meta.insert("uid".into(), uid.into());
        meta.insert("creationTimestamp".into(), now_rfc3339().into());
        meta.insert("generation".into(), 1.into());
        meta.remove("deletionTimestamp");
        meta.remove("resourceVersion");
        compact_meta(&mut obj);
        if dry_run {
            return Ok((StatusCode::CREATED, obj));
        }
        let rv = Self::next_rv(st);
        meta_mut(&mut obj).insert("resourceVersion".into(), rv.to_string().into());
        st.objects.insert(key, obj.clone());
        self.record(
            st,
            Change {
                rv,
                resource: target.resource,
                kind: EventType::Added,
                object: obj.clone(),
                old: None,
            },
        );
        Ok((StatusCode::CREATED, obj))
    }

    /// Stores `new` in place of `old` (both full objects) under the update rules; returns
    /// the stored result.
    fn replace(
        &self,
        st: &mut State,
        target: &Target,
        key: Key,
        old: Value,
        mut new: Value,
        dry_run: bool,
    ) -> Result<Value, Box<Status>> {
        let res = st.resources[target.resource].clone();
        let status_only = target.subresource.as_deref() == Some("status");
        if status_only {
            let status = new.get("status").cloned();
            new = old.clone();
            if let Some(m) = new.as_object_mut() {
                match status {
                    Some(s) => m.insert("status".into(), s),
                    None => m.remove("status"),
                };
            }
        } else if res.status_subresource
            && let Some(m) = new.as_object_mut()
        {
            match old.get("status") {
                Some(s) => m.insert("status".into(), s.clone()),
                None => m.remove("status"),
            };
        }
        if let Some(m) = new.as_object_mut() {
            m.insert("apiVersion".into(), res.api_version().into());
            m.insert("kind".into(), res.kind.clone().into());
        }
        // Fields the server owns.
        let generation = old
            .pointer("/metadata/generation")
            .and_then(Value::as_i64)
            .unwrap_or(1);
        let bumped = !status_only && spec_part(&old) != spec_part(&new);
        {
            let meta = meta_mut(&mut new);
            for field in [
                "uid",
                "creationTimestamp",
                "deletionTimestamp",
                "name",
                "namespace",
            ] {
                match old.get("metadata").and_then(|m| m.get(field)) {
                    Some(v) => meta.insert(field.into(), v.clone()),
                    None => meta.remove(field),
                };
            }
            meta.insert(
                "generation".into(),
                (if bumped { generation + 1 } else { generation }).into(),
            );
            meta.insert(
                "resourceVersion".into(),
                old.pointer("/metadata/resourceVersion")
                    .cloned()
                    .unwrap_or(Value::Null),
            );
        }
        compact_meta(&mut new);
        if new == old || dry_run {
            return Ok(if dry_run { new } else { old });
        }
        let rv = Self::next_rv(st);
        meta_mut(&mut new).insert("resourceVersion".into(), rv.to_string().into());
        let finalized = new.pointer("/metadata/deletionTimestamp").is_some()
            && new
                .pointer("/metadata/finalizers")
                .and_then(Value::as_array)
                .is_none_or(|f| f.is_empty());
        if finalized {
            st.objects.remove(&key);
            // The server's DELETED event carries the object as stored before this write.
            let mut gone = old.clone();
            meta_mut(&mut gone).insert("resourceVersion".into(), rv.to_string().into());
            self.record(
                st,
                Change {
                    rv,
                    resource: target.resource,
                    kind: EventType::Deleted,
                    object: gone,
                    old: Some(old),
                },
            );
        } else {
            st.objects.insert(key, new.clone());
            self.record(
                st,
                Change {
                    rv,
                    resource: target.resource,
                    kind: EventType::Modified,
                    object: new.clone(),
                    old: Some(old),
                },
            );
        }
        Ok(new)
    }

    fn update(
        &self,
        st: &mut State,
        target: &Target,
        obj: Value,
        dry_run: bool,
    ) -> Result<(StatusCode, Value), Box<Status>> {
        let res = st.resources[target.resource].clone();
        let name = target.name.clone().unwrap_or_default();
        check_type(&res, &obj)?;
        if let Some(body_name) = meta_str(&obj, "name")
            && body_name != name
        {
            return Err(bad_request(format!(
                "the name of the object ({body_name}) does not match the name on the URL ({name})"
            )));
        }
        let key = object_key(target);
        let Some(old) = st.objects.get(&key).cloned() else {
            return Err(not_found(&res, &name));
        };
        match meta_str(&obj, "resourceVersion").filter(|v| !v.is_empty()) {
            None => {
                return Err(invalid(
                    &res.qualified(),
                    &res,
                    &name,
                    "metadata.resourceVersion: Invalid value: 0: must be specified for an update",
                ));
            }
            Some(rv) if Some(rv) != meta_str(&old, "resourceVersion") => {
                return Err(conflict(&res, &name));
            }
            Some(_) => {}
        }
        let stored = self.replace(st, target, key, old, obj, dry_run)?;
        Ok((StatusCode::OK, stored))
    }

    fn patch(
        &self,
        st: &mut State,
        target: &Target,
        patch: Value,
        patch_type: &str,
        field_manager: Option<&str>,
        dry_run: bool,
    ) -> Result<(StatusCode, Value), Box<Status>> {
        let res = st.resources[target.resource].clone();
        let name = target.name.clone().unwrap_or_default();
        let key = object_key(target);
        let old = st.objects.get(&key).cloned();
        let mut new = match patch_type {
            "application/merge-patch+json" | "application/apply-patch+yaml" => {
                if patch_type == "application/apply-patch+yaml"
                    && field_manager.is_none_or(str::is_empty)
                {
                    return Err(bad_request(
                        "PatchOptions.meta.k8s.io \"\" is invalid: fieldManager: Required value: is required for apply patch",
                    ));
                }
                let Some(old) = &old else {
                    if patch_type == "application/apply-patch+yaml" {
                        let mut obj = patch;
                        meta_mut(&mut obj).insert("name".into(), name.clone().into());
                        return self.create(st, target, obj, dry_run);
                    }
                    return Err(not_found(&res, &name));
                };
                let mut doc = old.clone();
                json_patch::merge(&mut doc, &patch);
                doc
            }
            "application/json-patch+json" => {
                let Some(old) = &old else {
                    return Err(not_found(&res, &name));
                };
                let ops: json_patch::Patch = serde_json::from_value(patch)
                    .map_err(|e| bad_request(format!("invalid JSON patch: {e}")))?;
                let mut doc = old.clone();
                json_patch::patch(&mut doc, &ops).map_err(|e| {
                    status(
                        422,
                        "Invalid",
                        format!("the JSON patch could not be applied: {e}"),
                        None,
                    )
                })?;
                doc
            }
            "application/strategic-merge-patch+json" => {
                return Err(status(
                    415,
                    "UnsupportedMediaType",
                    "the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/apply-patch+yaml".into(),
                    None,
                ));
            }
            other => {
                return Err(status(
                    415,
                    "UnsupportedMediaType",
                    format!(
                        "the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/apply-patch+yaml (got {other})"
                    ),
                    None,
                ));
            }
        };
        let Some(old) = old else {
            return Err(not_found(&res, &name));
        };
        // A patch may carry a resourceVersion precondition; otherwise it applies to the
        // stored version.
        let wanted = new
            .pointer("/metadata/resourceVersion")
            .and_then(Value::as_str)
            .map(str::to_string);
        if let Some(rv) = wanted
            && Some(rv.as_str()) != meta_str(&old, "resourceVersion")
        {
            return Err(conflict(&res, &name));
        }
        meta_mut(&mut new).insert(
            "name".into(),
            meta_str(&old, "name").unwrap_or_default().into(),
        );
        let stored = self.replace(st, target, key, old, new, dry_run)?;
        Ok((StatusCode::OK, stored))
    }

    fn delete(&self, st: &mut State, target: &Target, dry_run: bool) -> Result<Value, Box<Status>> {
        let res = st.resources[target.resource].clone();
        let name = target.name.clone().unwrap_or_default();
        let key = object_key(target);
        let Some(old) = st.objects.get(&key).cloned() else {
            return Err(not_found(&res, &name));
        };
        let uid = meta_str(&old, "uid").unwrap_or_default().to_string();
        let (obj, removed) = self.delete_one(st, target.resource, key, old, dry_run)?;
        if !removed {
            return Ok(obj);
        }
        // A custom resource deleted at once is answered with a success Status.
        Ok(json!({
            "kind": "Status",
            "apiVersion": "v1",
            "metadata": {},
            "status": "Success",
            "details": {"name": name, "group": res.group, "kind": res.plural, "uid": uid},
        }))
    }

    fn delete_one(
        &self,
        st: &mut State,
        resource: usize,
        key: Key,
        old: Value,
        dry_run: bool,
    ) -> Result<(Value, bool), Box<Status>> {
        let has_finalizers = old
            .pointer("/metadata/finalizers")
            .and_then(Value::as_array)
            .is_some_and(|f| !f.is_empty());
        if dry_run {
            return Ok((old, !has_finalizers));
        }
        if has_finalizers {
            if old.pointer("/metadata/deletionTimestamp").is_some() {
                return Ok((old, false));
            }
            let mut new = old.clone();
            let rv = Self::next_rv(st);
            let meta = meta_mut(&mut new);
            meta.insert("deletionTimestamp".into(), now_rfc3339().into());
            meta.insert("deletionGracePeriodSeconds".into(), 0.into());
            // Setting deletionTimestamp is a spec-level change to the server.
            let generation = meta.get("generation").and_then(Value::as_i64).unwrap_or(1);
            meta.insert("generation".into(), (generation + 1).into());
            meta.insert("resourceVersion".into(), rv.to_string().into());
            st.objects.insert(key, new.clone());
            self.record(
                st,
                Change {
                    rv,
                    resource,
                    kind: EventType::Modified,
                    object: new.clone(),
                    old: Some(old),
                },
            );
            return Ok((new, false));
        }
        let rv = Self::next_rv(st);
        let mut gone = old.clone();
        meta_mut(&mut gone).insert("resourceVersion".into(), rv.to_string().into());
        st.objects.remove(&key);
        self.record(
            st,
            Change {
                rv,
                resource,
                kind: EventType::Deleted,
                object: gone.clone(),
                old: Some(old.clone()),
            },
        );
        Ok((old, true))
    }

    fn delete_collection(
        &self,
        st: &mut State,
        target: &Target,
        labels: &LabelSelector,
        fields: &FieldSelector,
        dry_run: bool,
    ) -> Result<Value, Box<Status>> {
        let res = st.resources[target.resource].clone();
        let matching: Vec<(Key, Value)> = st
            .objects
            .iter()
            .filter(|(k, v)| {
                in_scope(k, target) && labels.matches(&labels_of(v)) && fields.matches(v)
            })
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        let mut items = Vec::new();
        for (key, old) in matching {
            items.push(self.delete_one(st, target.resource, key, old, dry_run)?.0);
        }
        Ok(json!({
            "apiVersion": res.api_version(),
            "kind": format!("{}List", res.kind),
            "metadata": {"resourceVersion": st.rv.to_string()},
            "items": items,
        }))
    }

    #[allow(clippy::too_many_arguments)]
    fn watch(
        &self,
        st: &mut State,
        target: Target,
        labels: LabelSelector,
        fields: FieldSelector,
        rv: &str,
        timeout: Option<u64>,
        bookmarks: bool,
    ) -> http::Response<FakeBody> {
        let res = st.resources[target.resource].clone();
        let mut initial: Vec<Value> = Vec::new();
        let from: u64;
        if rv.is_empty() || rv == "0" {
            from = st.rv;
            for (k, v) in &st.objects {
                if k.0 == target.resource
                    && in_scope(k, &target)
                    && labels.matches(&labels_of(v))
                    && fields.matches(v)
                {
                    initial.push(json!({"type": "ADDED", "object": v}));
                }
            }
        } else {
            let Ok(start) = rv.parse::<u64>() else {
                return fail(&bad_request(format!("invalid resource version: {rv}")));
            };
            if start < st.compacted {
                let gone = status(
                    410,
                    "Expired",
                    format!("too old resource version: {start} ({})", st.compacted + 1),
                    None,
                );
                let event = json!({"type": "ERROR", "object": status_json(&gone)});
                return stream_response(stream::iter(vec![event]).boxed());
            }
            from = start;
            for change in st.history.iter().filter(|c| c.rv > start) {
                if let Some(e) = event_for(change, &target, &labels, &fields) {
                    initial.push(e);
                }
            }
        }
        let last_sent = st.history.back().map_or(from, |c| c.rv.max(from));
        let mut changes = self.shared.changes.subscribe();
        let mut expire = self.shared.expire.subscribe();
        expire.mark_unchanged();
        let api_version = res.api_version();
        let kind = res.kind.clone();
        let live = async_stream_of(
            move |tx: futures::channel::mpsc::UnboundedSender<Value>| async move {
                let mut last = last_sent;
                let deadline =
                    timeout.map(|t| tokio::time::Instant::now() + Duration::from_secs(t));
                loop {
                    let sleep = async {
                        match deadline {
                            Some(d) => tokio::time::sleep_until(d).await,
                            None => std::future::pending().await,
                        }
                    };
                    tokio::select! {
                        _ = sleep => {
                            if bookmarks {
                                let _ = tx.unbounded_send(json!({"type": "BOOKMARK", "object": {
                                    "apiVersion": api_version,
                                    "kind": kind,
                                    "metadata": {"resourceVersion": last.to_string()},
                                }}));
                            }
                            break;
                        }
                        _ = expire.changed() => break,
                        change = changes.recv() => match change {
                            Ok(c) => {
                                if c.rv <= last {
                                    continue;
                                }
                                last = c.rv;
                                if let Some(e) = event_for(&c, &target, &labels, &fields)
                                    && tx.unbounded_send(e).is_err()
                                {
                                    break;
                                }
                            }
                            // Lagged or closed: end the stream; the client resumes from its
                            // last resourceVersion out of the history.
                            Err(_) => break,
                        },
                    }
                }
            },
        );
        stream_response(stream::iter(initial).chain(live).boxed())
    }
}

/// A stream fed by `f` through a channel, ending when `f` returns.
fn async_stream_of<F, Fut>(f: F) -> BoxStream<'static, Value>
where
    F: FnOnce(futures::channel::mpsc::UnboundedSender<Value>) -> Fut,
    Fut: std::future::Future<Output = ()> + Send + 'static,
{
    let (tx, rx) = futures::channel::mpsc::unbounded();
    tokio::spawn(f(tx));
    rx.boxed()
}

fn stream_response(events: BoxStream<'static, Value>) -> http::Response<FakeBody> {
    let frames = events
        .map(|e| {
            let mut line = serde_json::to_vec(&e).unwrap_or_default();
            line.push(b'\n');
            Ok(Frame::data(Bytes::from(line)))
        })
        .boxed();
    let mut resp = http::Response::new(StreamBody::new(frames));
    resp.headers_mut().insert(
        http::header::CONTENT_TYPE,
        http::HeaderValue::from_static("application/json"),
    );
    resp
}

/// The watch event `change` means for a watcher of `target` with these selectors, if
/// any: an object moving into the selection is ADDED, out of it DELETED (as the server
/// does).
fn event_for(
    change: &Change,
    target: &Target,
    labels: &LabelSelector,
    fields: &FieldSelector,
) -> Option<Value> {
    if change.resource != target.resource {
        return None;
    }
    let ns = meta_str(&change.object, "namespace").unwrap_or_default();
    if let Some(want) = &target.namespace
        && want != ns
    {
        return None;
    }
    let selected = |v: &Value| labels.matches(&labels_of(v)) && fields.matches(v);
    let now = selected(&change.object);
    let before = change.old.as_ref().is_some_and(selected);
    let kind = match change.kind {
        EventType::Added if now => "ADDED",
        EventType::Modified if now && before => "MODIFIED",
        EventType::Modified if now => "ADDED",
        EventType::Modified if before => "DELETED",
        EventType::Deleted if now || before => "DELETED",
        _ => return None,
    };
    Some(json!({"type": kind, "object": change.object}))
}

fn object_key(target: &Target) -> Key {
    (
        target.resource,
        target.namespace.clone().unwrap_or_default(),
        target.name.clone().unwrap_or_default(),
    )
}

fn in_scope(key: &Key, target: &Target) -> bool {
    key.0 == target.resource && target.namespace.as_ref().is_none_or(|ns| *ns == key.1)
}

fn get(st: &State, target: &Target) -> Result<Value, Box<Status>> {
    let res = &st.resources[target.resource];
    st.objects
        .get(&object_key(target))
        .cloned()
        .ok_or_else(|| not_found(res, target.name.as_deref().unwrap_or_default()))
}

fn list(
    st: &State,
    target: &Target,
    labels: &LabelSelector,
    fields: &FieldSelector,
    limit: Option<&str>,
    cont: Option<&str>,
) -> Value {
    let res = &st.resources[target.resource];
    let limit = limit
        .and_then(|l| l.parse::<usize>().ok())
        .filter(|l| *l > 0);
    let after = cont
        .filter(|c| !c.is_empty())
        .and_then(|c| c.split_once('/'));
    let mut items = Vec::new();
    let mut more = 0usize;
    let mut last_key: Option<(String, String)> = None;
    for (k, v) in &st.objects {
        if !in_scope(k, target) || !labels.matches(&labels_of(v)) || !fields.matches(v) {
            continue;
        }
        if let Some((ns, name)) = after
            && (k.1.as_str(), k.2.as_str()) <= (ns, name)
        {
            continue;
        }
        if limit.is_some_and(|l| items.len() >= l) {
            more += 1;
            continue;
        }
        last_key = Some((k.1.clone(), k.2.clone()));
        items.push(v.clone());
    }
    let mut metadata = json!({"resourceVersion": st.rv.to_string()});
    if more > 0
        && let Some((ns, name)) = last_key
    {
        metadata["continue"] = format!("{ns}/{name}").into();
        metadata["remainingItemCount"] = more.into();
    }
    json!({
        "apiVersion": res.api_version(),
        "kind": format!("{}List", res.kind),
        "metadata": metadata,
        "items": items,
    })
}

/// The resource, namespace, name and subresource `path` addresses.
fn resolve(resources: &[ResourceInfo], path: &str) -> Result<Target, Box<Status>> {
    let segs: Vec<&str> = path.trim_matches('/').split('/').collect();
    let (group, version, rest) = match segs.as_slice() {
        ["api", v, rest @ ..] => ("", *v, rest),
        ["apis", g, v, rest @ ..] => (*g, *v, rest),
        _ => return Err(not_served()),
    };
    let (namespace, rest) = match rest {
        ["namespaces", ns, tail @ ..] if !tail.is_empty() => (Some(ns.to_string()), tail),
        _ => (None, rest),
    };
    let (plural, name, subresource) = match rest {
        [p] => (*p, None, None),
        [p, n] => (*p, Some(n.to_string()), None),
        [p, n, s] => (*p, Some(n.to_string()), Some(s.to_string())),
        _ => return Err(not_served()),
    };
    let resource = resources
        .iter()
        .position(|r| r.group == group && r.version == version && r.plural == plural)
        .ok_or_else(not_served)?;
    let r = &resources[resource];
    if !r.namespaced && namespace.is_some() {
        return Err(not_served());
    }
    if r.namespaced && namespace.is_none() && name.is_some() {
        return Err(not_served());
    }
    Ok(Target {
        resource,
        namespace,
        name,
        subresource,
    })
}

fn check_type(res: &ResourceInfo, obj: &Value) -> Result<(), Box<Status>> {
    if let Some(av) = obj.get("apiVersion").and_then(Value::as_str)
        && av != res.api_version()
    {
        return Err(bad_request(format!(
            "the API version in the data ({av}) does not match the expected API version ({})",
            res.api_version()
        )));
    }
    if let Some(kind) = obj.get("kind").and_then(Value::as_str)
        && kind != res.kind
    {
        return Err(bad_request(format!(
            "the kind in the data ({kind}) does not match the expected kind ({})",
            res.kind
        )));
    }
    Ok(())
}

fn not_found(res: &ResourceInfo, name: &str) -> Box<Status> {
    status(
        404,
        "NotFound",
        format!("{} \"{name}\" not found", res.qualified()),
        Some((name, &res.group, &res.plural)),
    )
}

fn conflict(res: &ResourceInfo, name: &str) -> Box<Status> {
    status(
        409,
        "Conflict",
        format!(
            "Operation cannot be fulfilled on {} \"{name}\": the object has been modified; please apply your changes to the latest version and try again",
            res.qualified()
        ),
        Some((name, &res.group, &res.plural)),
    )
}

/// An `Invalid` (422) failure; `what` is how the server names the object's type there
/// (the qualified Kind on create, the qualified resource on update).
fn invalid(what: &str, res: &ResourceInfo, name: &str, cause: &str) -> Box<Status> {
    status(
        422,
        "Invalid",
        format!("{what} \"{name}\" is invalid: {cause}"),
        Some((name, &res.group, &res.kind)),
    )
}

/// A five-character name suffix, as the server's `generateName` (consonants and digits).
fn suffix(n: u64) -> String {
    const ALPHABET: &[u8] = b"bcdfghjklmnpqrstvwxz2456789";
    let mut x = n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (0..5)
        .map(|_| {
            let c = ALPHABET[(x % ALPHABET.len() as u64) as usize] as char;
            x /= ALPHABET.len() as u64;
            c
        })
        .collect()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_name_suffixes_are_distinct_and_five_long() {
        let names: std::collections::BTreeSet<String> = (1..200).map(suffix).collect();
        assert_eq!(names.len(), 199);
        assert!(names.iter().all(|n| n.len() == 5));
    }
}

//! Watches: the change history, resuming from a resource version, bookmarks, and `410 Gone`
//! for expired or compacted history.

use std::time::Duration;

use bytes::Bytes;
use futures::stream::{self, BoxStream, StreamExt};
use http_body::Frame;
use http_body_util::StreamBody;
use serde_json::{Value, json};

use super::selector::{FieldSelector, LabelSelector, labels_of};
use super::store::in_scope;
use super::{
    Change, EventType, FakeApiServer, FakeBody, State, Target, bad_request, fail, meta_str,
    partial_metadata, status, status_json,
};

/// What a watch request asks for besides its target and resource version.
pub(super) struct WatchRequest {
    pub(super) labels: LabelSelector,
    pub(super) fields: FieldSelector,
    /// `timeoutSeconds`.
    pub(super) timeout: Option<u64>,
    /// `allowWatchBookmarks`.
    pub(super) bookmarks: bool,
    /// Objects as `PartialObjectMetadata` (the metadata client's `Accept`).
    pub(super) metadata_only: bool,
    /// `sendInitialEvents`: a streaming list (KEP-3157), the current objects first and a
    /// bookmark annotated `k8s.io/initial-events-end` after them.
    pub(super) send_initial_events: bool,
}

impl WatchRequest {
    /// The request of a watch whose query parameters `param` gives, with its selectors and
    /// whether it asks for `PartialObjectMetadata`.
    pub(super) fn new<'q>(
        param: &impl Fn(&str) -> Option<&'q str>,
        labels: LabelSelector,
        fields: FieldSelector,
        metadata_only: bool,
    ) -> Self {
        WatchRequest {
            labels,
            fields,
            timeout: param("timeoutSeconds").and_then(|t| t.parse::<u64>().ok()),
            bookmarks: param("allowWatchBookmarks") == Some("true"),
            metadata_only,
            send_initial_events: param("sendInitialEvents") == Some("true"),
        }
    }
}

impl FakeApiServer {
    pub(super) fn watch(
        &self,
        st: &mut State,
        target: Target,
        request: WatchRequest,
        rv: &str,
    ) -> http::Response<FakeBody> {
        let WatchRequest {
            labels,
            fields,
            timeout,
            bookmarks,
            metadata_only,
            send_initial_events,
        } = request;
        let res = st.resources[target.resource].clone();
        let mut initial: Vec<Value> = Vec::new();
        let from: u64;
        // A streaming list starts from the current objects whatever the resourceVersion
        // (`resourceVersionMatch=NotOlderThan`: this server is always that fresh).
        if send_initial_events || rv.is_empty() || rv == "0" {
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
            if send_initial_events {
                initial.push(json!({"type": "BOOKMARK", "object": {
                    "apiVersion": res.api_version(),
                    "kind": res.kind,
                    "metadata": {
                        "resourceVersion": from.to_string(),
                        "annotations": {"k8s.io/initial-events-end": "true"},
                    },
                }}));
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
        let events = stream::iter(initial).chain(live);
        if metadata_only {
            return stream_response(events.map(partial_event).boxed());
        }
        stream_response(events.boxed())
    }
}

/// A watch event with its object as `PartialObjectMetadata`; `ERROR` events keep their
/// `Status`.
fn partial_event(mut event: Value) -> Value {
    if event.get("type").and_then(Value::as_str) != Some("ERROR")
        && let Some(obj) = event.get_mut("object")
    {
        *obj = partial_metadata(obj.take());
    }
    event
}

/// A stream fed by `f` through a channel, ending when `f` returns.
pub(super) fn async_stream_of<F, Fut>(f: F) -> BoxStream<'static, Value>
where
    F: FnOnce(futures::channel::mpsc::UnboundedSender<Value>) -> Fut,
    Fut: std::future::Future<Output = ()> + Send + 'static,
{
    let (tx, rx) = futures::channel::mpsc::unbounded();
    tokio::spawn(f(tx));
    rx.boxed()
}

pub(super) fn stream_response(events: BoxStream<'static, Value>) -> http::Response<FakeBody> {
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
pub(super) fn event_for(
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

//! An event recorder: `core/v1` Events about the objects a controller works on, as
//! client-go's `tools/record` (`EventRecorder`, the broadcaster's sink and the
//! `EventCorrelator`'s de-duplication).
//!
//! Recording never blocks the reconcile loop: [`EventRecorder::event`] hands the event to a
//! background task through a bounded channel (1,000 events, client-go's queue length) and
//! returns; when the channel is full the event is dropped, as client-go's broadcaster drops
//! it. A repeat of an event (same object, type, reason, message and source) within the
//! recorder's memory of the last 4,096 distinct events does not create a new Event: the
//! existing one gets `count + 1` and a new `lastTimestamp`, as client-go's `EventLogger`
//! does.

use std::collections::HashMap;

use k8s_openapi::api::core::v1::{Event, EventSource, ObjectReference};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{ObjectMeta, Time};
use kube::api::{Patch, PatchParams, PostParams};
use tokio::sync::mpsc;

/// An Event's `type`: `Normal` or `Warning`, as client-go's `corev1.EventTypeNormal` and
/// `EventTypeWarning`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EventType {
    /// Something expected happened (`SuccessSynced`).
    Normal,
    /// Something went wrong (`ErrResourceExists`).
    Warning,
}

impl EventType {
    fn as_str(self) -> &'static str {
        match self {
            EventType::Normal => "Normal",
            EventType::Warning => "Warning",
        }
    }
}

/// Most distinct events remembered for de-duplication, as client-go's
/// `maxLruCacheEntries`.
const REMEMBERED: usize = 4096;
/// Events waiting to be written, as client-go's broadcaster queue.
const QUEUE: usize = 1000;

/// Records Events through a `kube::Client`, as client-go's `record.EventRecorder`. Cheap to
/// clone: clones share one background writer.
#[derive(Clone)]
pub struct EventRecorder {
    tx: mpsc::Sender<Event>,
    source: EventSource,
}

impl EventRecorder {
    /// A recorder whose Events name `component` as their source (`sample-controller`), as
    /// `broadcaster.NewRecorder(scheme, corev1.EventSource{Component: component})`. Spawns
    /// the writer task: call it inside a Tokio runtime.
    pub fn new(client: kube::Client, component: impl Into<String>) -> Self {
        let (tx, rx) = mpsc::channel(QUEUE);
        tokio::spawn(write_events(client, rx));
        EventRecorder {
            tx,
            source: EventSource {
                component: Some(component.into()),
                host: None,
            },
        }
    }

    /// Records an event about `object`, as client-go's `Event(object, eventtype, reason,
    /// message)`: `reason` is a short UpperCamelCase word (`ErrResourceExists`), `message`
    /// a sentence for humans. Returns at once; see the module docs for when it is dropped.
    pub fn event<K>(&self, object: &K, kind: EventType, reason: &str, message: impl Into<String>)
    where
        K: kube::Resource<DynamicType = ()>,
    {
        let meta = object.meta();
        let involved = ObjectReference {
            api_version: Some(K::api_version(&()).into_owned()),
            kind: Some(K::kind(&()).into_owned()),
            name: meta.name.clone(),
            namespace: meta.namespace.clone(),
            uid: meta.uid.clone(),
            resource_version: meta.resource_version.clone(),
            field_path: None,
        };
        let now = Time(k8s_openapi::jiff::Timestamp::now());
        let event = Event {
            metadata: ObjectMeta {
                // Events of cluster-scoped objects go to `default`, as client-go's.
                namespace: Some(
                    meta.namespace
                        .clone()
                        .filter(|n| !n.is_empty())
                        .unwrap_or_else(|| "default".into()),
                ),
                ..ObjectMeta::default()
            },
            involved_object: involved,
            reason: Some(reason.to_string()),
            message: Some(message.into()),
            type_: Some(kind.as_str().to_string()),
            source: Some(self.source.clone()),
            reporting_component: self.source.component.clone(),
            count: Some(1),
            first_timestamp: Some(now.clone()),
            last_timestamp: Some(now),
            ..Event::default()
        };
        // Full (the writer is behind) or closed: dropped, never blocking the caller.
        let _ = self.tx.try_send(event);
    }
}

/// What makes two events the same event (client-go's `getEventKey`).
fn event_key(e: &Event) -> String {
    let o = &e.involved_object;
    [
        e.source.as_ref().and_then(|s| s.component.clone()),
        o.kind.clone(),
        o.namespace.clone(),
        o.name.clone(),
        o.uid.clone(),
        o.api_version.clone(),
        e.type_.clone(),
        e.reason.clone(),
        e.message.clone(),
    ]
    .map(Option::unwrap_or_default)
    .join("\u{0}")
}

/// The writer task: creates new events, patches the count of repeats.
async fn write_events(client: kube::Client, mut rx: mpsc::Receiver<Event>) {
    // Event key → (namespace, name, count) of the Event written for it.
    let mut seen: HashMap<String, (String, String, i32)> = HashMap::new();
    while let Some(mut event) = rx.recv().await {
        let key = event_key(&event);
        let ns = event.metadata.namespace.clone().unwrap_or_default();
        let api: kube::Api<Event> = kube::Api::namespaced(client.clone(), &ns);
        if let Some((ns_seen, name, count)) = seen.get(&key).cloned()
            && ns_seen == ns
        {
            let patch = serde_json::json!({
                "count": count + 1,
                "lastTimestamp": event.last_timestamp,
            });
            if api
                .patch(&name, &PatchParams::default(), &Patch::Merge(&patch))
                .await
                .is_ok()
            {
                seen.insert(key, (ns, name, count + 1));
                continue;
            }
            // Gone (expired or deleted): write it anew below.
        }
        let stamp = event
            .last_timestamp
            .as_ref()
            .map_or(0, |t| t.0.as_nanosecond());
        let name = format!(
            "{}.{:x}",
            event.involved_object.name.as_deref().unwrap_or("object"),
            stamp
        );
        event.metadata.name = Some(name.clone());
        if api.create(&PostParams::default(), &event).await.is_ok() {
            if seen.len() >= REMEMBERED {
                seen.clear();
            }
            seen.insert(key, (ns, name, 1));
        }
    }
}

#[cfg(test)]
mod tests;

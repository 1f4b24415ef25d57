//! The informer's watcher when the initial list is streamed (KEP-3157): the events of
//! `kube::runtime::watcher`, but the first watch asks for the objects as of a consistent
//! read — an empty resourceVersion with `resourceVersionMatch=NotOlderThan`, as client-go's
//! reflector does — where `kube::runtime::watcher` sends `"0"`, which the API server answers
//! from its watch cache as it stands, possibly before an object created just earlier has
//! reached it. A resumed watch continues from the last resourceVersion without initial
//! events; `410 Gone` starts over with a new streaming list.

use std::time::Duration;

use futures::stream::{BoxStream, Stream, StreamExt};
use kube::api::{WatchEvent, WatchParams};
use kube::runtime::watcher::{self, Event};

use crate::kind::Kind;

/// The annotation of the bookmark that closes a streamed list.
const INITIAL_EVENTS_END: &str = "k8s.io/initial-events-end";

/// How long past the watch's server-side timeout (`timeoutSeconds`, 290 s by default) a
/// silent watch is taken for a dead connection and opened again, as `kube::runtime::watcher`.
const IDLE_MARGIN: Duration = Duration::from_secs(5);

type Watch<K> = BoxStream<'static, kube::Result<WatchEvent<K>>>;

enum State<K> {
    /// Nothing listed yet, or the list expired: open a watch with initial events.
    Empty,
    /// The initial events are arriving, until the bookmark annotated
    /// `k8s.io/initial-events-end`.
    Initial(Watch<K>),
    /// Listed up to this resourceVersion, the watch closed: open it again from there.
    Listed(String),
    /// Watching from this resourceVersion.
    Watching(String, Watch<K>),
}

/// The objects of `api` as `watcher::Event`s — `Init`, `InitApply`… `InitDone`, then
/// `Apply` and `Delete` — each error an `Err` after which the stream recovers on the next
/// poll (apply a backoff), as `kube::runtime::watcher` with
/// `InitialListStrategy::StreamingList`. `config`'s selectors and `timeout` apply; its
/// initial list strategy and list options do not.
pub(super) fn streaming_watcher<K: Kind>(
    api: kube::Api<K>,
    config: watcher::Config,
) -> impl Stream<Item = watcher::Result<Event<K>>> + Send {
    futures::stream::unfold(
        (api, config, State::Empty),
        |(api, config, mut state)| async move {
            loop {
                let (event, next) = step(&api, &config, state).await;
                state = next;
                if let Some(event) = event {
                    return Some((event, (api, config, state)));
                }
            }
        },
    )
}

fn params(config: &watcher::Config, initial: bool) -> WatchParams {
    WatchParams {
        label_selector: config.label_selector.clone(),
        field_selector: config.field_selector.clone(),
        timeout: config.timeout,
        bookmarks: true,
        send_initial_events: initial,
    }
}

/// The next item of `watch`, or `None` when it ends or stays silent past its timeout.
async fn next<K>(
    watch: &mut Watch<K>,
    timeout: Option<u32>,
) -> Option<kube::Result<WatchEvent<K>>> {
    if timeout == Some(0) {
        return watch.next().await;
    }
    let idle = Duration::from_secs(u64::from(timeout.unwrap_or(290))) + IDLE_MARGIN;
    tokio::time::timeout(idle, watch.next())
        .await
        .ok()
        .flatten()
}

/// One step: the event to emit, if any, and the state after it.
async fn step<K: Kind>(
    api: &kube::Api<K>,
    config: &watcher::Config,
    state: State<K>,
) -> (Option<watcher::Result<Event<K>>>, State<K>) {
    match state {
        State::Empty => match api.watch(&params(config, true), "").await {
            Ok(watch) => (Some(Ok(Event::Init)), State::Initial(watch.boxed())),
            Err(e) => (Some(Err(watcher::Error::WatchStartFailed(e))), State::Empty),
        },
        State::Listed(rv) => match api.watch(&params(config, false), &rv).await {
            Ok(watch) => (None, State::Watching(rv, watch.boxed())),
            Err(e) => (
                Some(Err(watcher::Error::WatchStartFailed(e))),
                State::Listed(rv),
            ),
        },
        State::Initial(mut watch) => match next(&mut watch, config.timeout).await {
            Some(Ok(WatchEvent::Added(obj) | WatchEvent::Modified(obj))) => {
                (Some(Ok(Event::InitApply(obj))), State::Initial(watch))
            }
            Some(Ok(WatchEvent::Deleted(_))) => {
                tracing::warn!(
                    kind = %K::kind(&()),
                    "a delete among a streamed list's initial events: ignored"
                );
                (None, State::Initial(watch))
            }
            Some(Ok(WatchEvent::Bookmark(mark)))
                if mark.metadata.annotations.contains_key(INITIAL_EVENTS_END) =>
            {
                let rv = mark.metadata.resource_version;
                (Some(Ok(Event::InitDone)), State::Watching(rv, watch))
            }
            Some(Ok(WatchEvent::Bookmark(_))) => (None, State::Initial(watch)),
            Some(Ok(WatchEvent::Error(status))) => failed(status, State::Initial(watch)),
            Some(Err(e)) => (
                Some(Err(watcher::Error::WatchFailed(e))),
                State::Initial(watch),
            ),
            // Closed before the list was complete: list again.
            None => (None, State::Empty),
        },
        State::Watching(rv, mut watch) => match next(&mut watch, config.timeout).await {
            Some(Ok(WatchEvent::Added(obj) | WatchEvent::Modified(obj))) => {
                changed(obj, Event::Apply, watch)
            }
            Some(Ok(WatchEvent::Deleted(obj))) => changed(obj, Event::Delete, watch),
            Some(Ok(WatchEvent::Bookmark(mark))) => {
                (None, State::Watching(mark.metadata.resource_version, watch))
            }
            Some(Ok(WatchEvent::Error(status))) => failed(status, State::Watching(rv, watch)),
            Some(Err(e)) => (
                Some(Err(watcher::Error::WatchFailed(e))),
                State::Watching(rv, watch),
            ),
            None => (None, State::Listed(rv)),
        },
    }
}

/// The event `event` of the changed object `obj`, watching on from its resourceVersion; a
/// change without one starts over.
fn changed<K: Kind>(
    obj: K,
    event: fn(K) -> Event<K>,
    watch: Watch<K>,
) -> (Option<watcher::Result<Event<K>>>, State<K>) {
    match obj
        .meta()
        .resource_version
        .clone()
        .filter(|v| !v.is_empty())
    {
        Some(rv) => (Some(Ok(event(obj))), State::Watching(rv, watch)),
        None => (Some(Err(watcher::Error::NoResourceVersion)), State::Empty),
    }
}

/// The error `status` the watch sent: `410 Gone` (the resourceVersion expired) starts over
/// with a new list; any other keeps `state`.
fn failed<K>(
    status: Box<kube::core::Status>,
    state: State<K>,
) -> (Option<watcher::Result<Event<K>>>, State<K>) {
    let next = if status.code == 410 {
        State::Empty
    } else {
        state
    };
    (Some(Err(watcher::Error::WatchError(status))), next)
}

//! [`SharedIndexInformer`]: one list+watch of a Kind feeding an [`Indexer`] and any number
//! of event handlers (client-go's `cache.SharedIndexInformer`).
//!
//! The list+watch is `kube::runtime::watcher`'s events with its default backoff. By default
//! the initial list is streamed (KEP-3157's streaming lists, as client-go's reflector does
//! with its `WatchListClient` feature on by default): one watch with `sendInitialEvents`
//! delivers the objects and a bookmark marks the end, so the API server never builds a
//! whole list in memory; a resumed watch starts from the last resourceVersion and asks for
//! no initial events again. That watch is our own (`streaming`): it asks for a consistent
//! read (an empty resourceVersion, as client-go), so an object created before the informer
//! started is in its first sync, where `kube::runtime::watcher`'s `"0"` may be answered
//! from a watch cache that has not seen it yet. Where the API server refuses that watch (its
//! `WatchList` feature off, or older than 1.27: `400`/`422`), or the watch ends before the
//! bookmark that closes the list (a server that sends the objects but never the bookmark),
//! the informer lists and watches instead (`kube::runtime::watcher`), as client-go's
//! reflector falls back; it also lists when bookmarks are disabled. Set
//! `watcher.initial_list_strategy` to `ListWatch` to list from the start (the factory's
//! `tweak_list_options` can). The watcher re-watches after a dropped connection and relists
//! after `410 Gone`. A relist is applied as client-go's `Replace`: objects that changed
//! become updates, objects that vanished become deletes, so handlers miss nothing across an
//! expired watch or an API server restart.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use futures::StreamExt;
use kube::runtime::watcher::InitialListStrategy;
use kube::runtime::{WatchStreamExt, watcher};
use tokio::sync::{mpsc, watch};
use tokio_util::sync::CancellationToken;

use crate::kind::{Kind, object_key};
use crate::lister::{IndexFunc, Indexer, Lister};

/// Callbacks for an informer's changes (client-go's `cache.ResourceEventHandler`).
///
/// Each handler gets its own queue and task, so a slow handler delays only itself; a
/// handler sees its notifications one at a time, in the order the informer applied them.
/// Every method has an empty default.
pub trait ResourceEventHandler<K>: Send + Sync + 'static {
    /// An object appeared: from the initial list (`is_in_initial_list`), a later watch
    /// event, or a relist.
    fn on_add(&self, obj: &Arc<K>, is_in_initial_list: bool) {
        let _ = (obj, is_in_initial_list);
    }
    /// An object changed (`old` → `new`). A periodic resync delivers every object with
    /// `old` and `new` the same.
    fn on_update(&self, old: &Arc<K>, new: &Arc<K>) {
        let _ = (old, new);
    }
    /// An object was deleted; `obj` is its last state (from the DELETED event, or the last
    /// state the informer knew when a relist found it gone).
    fn on_delete(&self, obj: &Arc<K>) {
        let _ = obj;
    }
}

type AddFn<K> = Box<dyn Fn(&Arc<K>, bool) + Send + Sync>;
type UpdateFn<K> = Box<dyn Fn(&Arc<K>, &Arc<K>) + Send + Sync>;
type DeleteFn<K> = Box<dyn Fn(&Arc<K>) + Send + Sync>;

/// A [`ResourceEventHandler`] from closures (client-go's `ResourceEventHandlerFuncs`).
pub struct EventHandlerFns<K> {
    add: Option<AddFn<K>>,
    update: Option<UpdateFn<K>>,
    delete: Option<DeleteFn<K>>,
}

impl<K> Default for EventHandlerFns<K> {
    fn default() -> Self {
        EventHandlerFns {
            add: None,
            update: None,
            delete: None,
        }
    }
}

impl<K> EventHandlerFns<K> {
    /// A handler that ignores everything until given closures.
    pub fn new() -> Self {
        Self::default()
    }
    /// Calls `f(obj, is_in_initial_list)` on add.
    pub fn on_add(mut self, f: impl Fn(&Arc<K>, bool) + Send + Sync + 'static) -> Self {
        self.add = Some(Box::new(f));
        self
    }
    /// Calls `f(old, new)` on update.
    pub fn on_update(mut self, f: impl Fn(&Arc<K>, &Arc<K>) + Send + Sync + 'static) -> Self {
        self.update = Some(Box::new(f));
        self
    }
    /// Calls `f(last_state)` on delete.
    pub fn on_delete(mut self, f: impl Fn(&Arc<K>) + Send + Sync + 'static) -> Self {
        self.delete = Some(Box::new(f));
        self
    }
}

impl<K: Send + Sync + 'static> ResourceEventHandler<K> for EventHandlerFns<K> {
    fn on_add(&self, obj: &Arc<K>, initial: bool) {
        if let Some(f) = &self.add {
            f(obj, initial);
        }
    }
    fn on_update(&self, old: &Arc<K>, new: &Arc<K>) {
        if let Some(f) = &self.update {
            f(old, new);
        }
    }
    fn on_delete(&self, obj: &Arc<K>) {
        if let Some(f) = &self.delete {
            f(obj);
        }
    }
}

enum Notification<K> {
    Add(Arc<K>, bool),
    Update(Arc<K>, Arc<K>),
    Delete(Arc<K>),
    /// Everything of the initial list has been delivered before this.
    Synced,
}

/// A handler's queue before a task drains it.
type PendingListener<K> = (
    mpsc::UnboundedReceiver<Notification<K>>,
    Arc<dyn ResourceEventHandler<K>>,
);

struct Listener<K> {
    tx: mpsc::UnboundedSender<Notification<K>>,
    /// The receiving end until a task drains it (handlers added outside a runtime).
    pending: Option<PendingListener<K>>,
    synced: Arc<watch::Sender<bool>>,
}

/// A registered handler (client-go's `ResourceEventHandlerRegistration`).
#[derive(Clone)]
pub struct HandlerRegistration {
    synced: Arc<watch::Sender<bool>>,
}

impl HandlerRegistration {
    /// True once the handler has processed every object of the informer's initial list
    /// (or, if added later, of the store as it was when added).
    pub fn has_synced(&self) -> bool {
        *self.synced.borrow()
    }

    /// Waits until [`HandlerRegistration::has_synced`].
    pub async fn wait_synced(&self) {
        let mut rx = self.synced.subscribe();
        let _ = rx.wait_for(|s| *s).await;
    }
}

/// A function applied to every object before it is stored or handed to handlers
/// (client-go's `TransformFunc`), e.g. to drop `managedFields` and save memory.
pub type TransformFn<K> = Arc<dyn Fn(&mut K) + Send + Sync>;

/// What an informer lists and watches, and how often it resyncs.
#[derive(Clone)]
pub struct InformerOptions<K> {
    /// Watch one namespace only (`None`: all namespaces; ignored for cluster-scoped
    /// Kinds).
    pub namespace: Option<String>,
    /// The list/watch options: label and field selectors, page size, bookmarks, and how
    /// the initial list is made (default: streamed, falling back to a list where the API
    /// server refuses; see the module's documentation).
    pub watcher: watcher::Config,
    /// Deliver every stored object to every handler as an update this often
    /// (client-go's resync period); `None` never.
    pub resync: Option<Duration>,
    /// Applied to each object before it is stored.
    pub transform: Option<TransformFn<K>>,
}

impl<K> Default for InformerOptions<K> {
    fn default() -> Self {
        InformerOptions {
            namespace: None,
            watcher: watcher::Config::default().streaming_lists(),
            resync: None,
            transform: None,
        }
    }
}

struct Inner<K> {
    client: kube::Client,
    options: InformerOptions<K>,
    /// What is listed and watched, one watch each: namespaces, or `[None]` for all
    /// namespaces (and for a cluster-scoped Kind).
    scopes: Vec<Option<String>>,
    indexer: Arc<Indexer<K>>,
    listeners: Mutex<Vec<Listener<K>>>,
    synced: watch::Sender<bool>,
    started: AtomicBool,
    lists: AtomicU64,
    last_error: Mutex<Option<String>>,
}

/// One list+watch of a Kind, shared by every consumer: an [`Indexer`] kept in sync with
/// the server, a [`Lister`] over it, and event handlers (client-go's
/// `cache.SharedIndexInformer`). Cheap to clone; clones share everything.
///
/// Nothing happens until [`SharedIndexInformer::run`] (or the factory's `start`).
pub struct SharedIndexInformer<K> {
    inner: Arc<Inner<K>>,
}

impl<K> Clone for SharedIndexInformer<K> {
    fn clone(&self) -> Self {
        SharedIndexInformer {
            inner: self.inner.clone(),
        }
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

fn resource_version<K: Kind>(obj: &K) -> Option<&str> {
    obj.meta().resource_version.as_deref()
}

impl<K: Kind> SharedIndexInformer<K> {
    /// An informer of `K` through `client`.
    pub fn new(client: kube::Client, options: InformerOptions<K>) -> Self {
        let namespaces = Vec::from_iter(options.namespace.clone());
        Self::in_namespaces(client, options, &namespaces)
    }

    /// An informer of `K` over several namespaces, as controller-runtime's cache with
    /// `DefaultNamespaces` or a `ByObject`'s `Namespaces`: one list+watch per namespace
    /// (each streamed or listed as `options.watcher` says, each relisted on its own), one
    /// store and one set of handlers; synced once every namespace has listed. An empty
    /// `namespaces` watches all namespaces; `options.namespace` is not read. A cluster-scoped
    /// Kind ignores `namespaces` and watches the cluster. A namespace named twice is
    /// watched once.
    pub fn in_namespaces(
        client: kube::Client,
        options: InformerOptions<K>,
        namespaces: &[String],
    ) -> Self {
        let mut scopes: Vec<Option<String>> = namespaces.iter().cloned().map(Some).collect();
        scopes.sort();
        scopes.dedup();
        if scopes.is_empty() || !K::NAMESPACED {
            scopes = vec![None];
        }
        let (synced, _) = watch::channel(false);
        SharedIndexInformer {
            inner: Arc::new(Inner {
                client,
                options,
                scopes,
                indexer: Arc::new(Indexer::new()),
                listeners: Mutex::new(Vec::new()),
                synced,
                started: AtomicBool::new(false),
                lists: AtomicU64::new(0),
                last_error: Mutex::new(None),
            }),
        }
    }

    /// The store this informer fills.
    pub fn indexer(&self) -> &Arc<Indexer<K>> {
        &self.inner.indexer
    }

    /// A lister over the store.
    pub fn lister(&self) -> Lister<K> {
        Lister::new(self.inner.indexer.clone())
    }

    /// Adds named indices (see [`Indexer::add_indexers`]).
    pub fn add_indexers(
        &self,
        indexers: std::collections::BTreeMap<String, IndexFunc<K>>,
    ) -> crate::Result<()> {
        self.inner.indexer.add_indexers(indexers)
    }

    /// True once the initial list has been stored.
    pub fn has_synced(&self) -> bool {
        *self.inner.synced.borrow()
    }

    /// Waits until [`SharedIndexInformer::has_synced`]. Never returns if the informer is
    /// never run or never reaches the server: wrap it in a timeout.
    pub async fn wait_for_cache_sync(&self) {
        let mut rx = self.inner.synced.subscribe();
        let _ = rx.wait_for(|s| *s).await;
    }

    /// How many complete lists the informer has applied: 1 after the initial sync (one per
    /// namespace of [`SharedIndexInformer::in_namespaces`]), one more for each relist
    /// (after `410 Gone`, or a reconnect that needed one).
    pub fn list_count(&self) -> u64 {
        self.inner.lists.load(Ordering::SeqCst)
    }

    /// The last list/watch error (the informer retries with backoff), if any since the
    /// last successful event.
    pub fn last_error(&self) -> Option<String> {
        lock(&self.inner.last_error).clone()
    }

    /// Registers `handler`. If the informer already holds objects, the handler first gets
    /// an add for each (as client-go does for late handlers). A handler added outside a
    /// Tokio runtime starts receiving when the informer runs.
    pub fn add_event_handler(&self, handler: impl ResourceEventHandler<K>) -> HandlerRegistration {
        let handler: Arc<dyn ResourceEventHandler<K>> = Arc::new(handler);
        let (tx, rx) = mpsc::unbounded_channel();
        let (synced, _) = watch::channel(false);
        let synced = Arc::new(synced);
        let mut listeners = lock(&self.inner.listeners);
        if self.has_synced() {
            for obj in self.inner.indexer.list() {
                let _ = tx.send(Notification::Add(obj, true));
            }
            let _ = tx.send(Notification::Synced);
        }
        let mut listener = Listener {
            tx,
            pending: Some((rx, handler)),
            synced: synced.clone(),
        };
        if let Ok(rt) = tokio::runtime::Handle::try_current() {
            spawn_listener(&rt, &mut listener);
        }
        listeners.push(listener);
        HandlerRegistration { synced }
    }

    /// Lists and watches until `shutdown` is cancelled, keeping the store and handlers up
    /// to date. Errors are retried with `kube`'s default backoff (see
    /// [`SharedIndexInformer::last_error`]). A second call while one runs returns at once.
    pub async fn run(&self, shutdown: CancellationToken) {
        if self.inner.started.swap(true, Ordering::SeqCst) {
            return;
        }
        let rt = tokio::runtime::Handle::current();
        for l in lock(&self.inner.listeners).iter_mut() {
            spawn_listener(&rt, l);
        }
        let opts = &self.inner.options;
        let mut config = opts.watcher.clone();
        // A streamed list ends with a bookmark: without bookmarks, list.
        if !config.bookmarks {
            config.initial_list_strategy = InitialListStrategy::ListWatch;
        }
        let mut stream = self.watch(&config);
        let mut resync = opts.resync.map(|p| {
            let mut i = tokio::time::interval_at(tokio::time::Instant::now() + p, p);
            i.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            i
        });
        // Per scope: the list under way, and whether one was applied.
        let mut buffers: Vec<Option<Vec<Arc<K>>>> = vec![None; self.inner.scopes.len()];
        let mut listed = vec![false; self.inner.scopes.len()];
        loop {
            tokio::select! {
                _ = shutdown.cancelled() => break,
                _ = async { match resync.as_mut() { Some(i) => { i.tick().await; } None => std::future::pending().await } } => {
                    self.resync();
                }
                event = stream.next() => match event {
                    None => break,
                    // Refused, or a streamed list that ended before its closing bookmark
                    // (a watch restarted from scratch while the first one was under way):
                    // this server does not stream lists.
                    Some((scope, event))
                        if config.initial_list_strategy == InitialListStrategy::StreamingList
                            && match &event {
                                Err(e) => streaming_refused(e),
                                Ok(watcher::Event::Init) => buffers[scope].is_some(),
                                Ok(_) => false,
                            } =>
                    {
                        let why = match &event {
                            Err(e) => e.to_string(),
                            Ok(_) => "the streamed list ended before its last bookmark".into(),
                        };
                        tracing::info!(
                            kind = %K::kind(&()),
                            error = %why,
                            "the API server does not stream lists: listing and watching instead"
                        );
                        config.initial_list_strategy = InitialListStrategy::ListWatch;
                        buffers.fill(None);
                        stream = self.watch(&config);
                    }
                    Some((_, Err(e))) => *lock(&self.inner.last_error) = Some(e.to_string()),
                    Some((scope, Ok(event))) => {
                        *lock(&self.inner.last_error) = None;
                        if self.apply(scope, event, &mut buffers[scope]) {
                            listed[scope] = true;
                            self.synced_if(&listed);
                        }
                    }
                },
            }
        }
        self.inner.started.store(false, Ordering::SeqCst);
    }

    /// One watcher per scope, merged; each event tagged with its scope's index.
    fn watch(
        &self,
        config: &watcher::Config,
    ) -> futures::stream::BoxStream<'static, (usize, Result<watcher::Event<K>, watcher::Error>)>
    {
        let watches = self.inner.scopes.iter().enumerate().map(|(i, ns)| {
            let api = K::api(self.inner.client.clone(), ns.as_deref());
            let events = if config.initial_list_strategy == InitialListStrategy::StreamingList {
                streaming::streaming_watcher(api, config.clone()).boxed()
            } else {
                watcher(api, config.clone()).boxed()
            };
            events
                .default_backoff()
                .map(move |event| (i, event))
                .boxed()
        });
        futures::stream::select_all(watches).boxed()
    }

    fn transform(&self, mut obj: K) -> Arc<K> {
        if let Some(t) = &self.inner.options.transform {
            t(&mut obj);
        }
        shrink_metadata(&mut obj);
        Arc::new(obj)
    }

    /// Applies one event of scope `scope`; true when it completed a list.
    fn apply(
        &self,
        scope: usize,
        event: watcher::Event<K>,
        buffer: &mut Option<Vec<Arc<K>>>,
    ) -> bool {
        match event {
            watcher::Event::Init => *buffer = Some(Vec::new()),
            watcher::Event::InitApply(obj) => {
                let obj = self.transform(obj);
                buffer.get_or_insert_with(Vec::new).push(obj);
            }
            watcher::Event::InitDone => {
                let listed = buffer.take().unwrap_or_default();
                self.replace(self.inner.scopes[scope].as_deref(), listed);
                return true;
            }
            watcher::Event::Apply(obj) => {
                let obj = self.transform(obj);
                let listeners = lock(&self.inner.listeners);
                match self.inner.indexer.upsert(obj.clone()) {
                    None => broadcast(&listeners, || Notification::Add(obj.clone(), false)),
                    Some(old)
                        if resource_version(old.as_ref()) != resource_version(obj.as_ref()) =>
                    {
                        broadcast(&listeners, || {
                            Notification::Update(old.clone(), obj.clone())
                        })
                    }
                    Some(_) => {}
                }
            }
            watcher::Event::Delete(obj) => {
                let obj = self.transform(obj);
                let listeners = lock(&self.inner.listeners);
                if self
                    .inner
                    .indexer
                    .remove(&object_key(obj.as_ref()))
                    .is_some()
                {
                    broadcast(&listeners, || Notification::Delete(obj.clone()));
                }
            }
        }
        false
    }

    /// Applies a complete list of `namespace` (all namespaces: `None`), as client-go's
    /// `Replace`: new objects are adds, changed ones updates, missing ones deletes.
    fn replace(&self, namespace: Option<&str>, listed: Vec<Arc<K>>) {
        let listeners = lock(&self.inner.listeners);
        let initial = !self.has_synced();
        let replaced = self.inner.indexer.replace_namespace(namespace, listed);
        for (obj, old) in replaced.stored {
            match old {
                None => broadcast(&listeners, || Notification::Add(obj.clone(), initial)),
                Some(old) if resource_version(old.as_ref()) != resource_version(obj.as_ref()) => {
                    broadcast(&listeners, || {
                        Notification::Update(old.clone(), obj.clone())
                    })
                }
                Some(_) => {}
            }
        }
        for old in replaced.removed {
            broadcast(&listeners, || Notification::Delete(old.clone()));
        }
        self.inner.lists.fetch_add(1, Ordering::SeqCst);
    }

    /// Marks the informer synced, once, when every scope has listed.
    fn synced_if(&self, listed: &[bool]) {
        if self.has_synced() || !listed.iter().all(|l| *l) {
            return;
        }
        broadcast(&lock(&self.inner.listeners), || Notification::Synced);
        self.inner.synced.send_replace(true);
    }

    fn resync(&self) {
        let listeners = lock(&self.inner.listeners);
        for obj in self.inner.indexer.list() {
            broadcast(&listeners, || {
                Notification::Update(obj.clone(), obj.clone())
            });
        }
    }
}

/// Whether `e`, from a watcher streaming its initial list, is the API server refusing the
/// streaming watch: `400 Bad Request` or `422 Unprocessable Entity` (a `sendInitialEvents`
/// its `WatchList` feature does not allow), after which client-go's reflector lists.
fn streaming_refused(e: &watcher::Error) -> bool {
    let code = match e {
        watcher::Error::WatchStartFailed(kube::Error::Api(s))
        | watcher::Error::WatchFailed(kube::Error::Api(s))
        | watcher::Error::WatchError(s) => s.code,
        _ => return false,
    };
    matches!(code, 400 | 422)
}

/// Gives back the spare capacity deserializing leaves in an object's metadata lists before
/// the object is stored for the informer's lifetime. serde grows a `Vec` of unknown length
/// from 0 to 4 elements on its first push, so a lone `managedFields` entry (176 bytes)
/// otherwise holds 704: 5 MiB over 10,000 objects. The content is unchanged.
fn shrink_metadata<K: Kind>(obj: &mut K) {
    let meta = obj.meta_mut();
    if let Some(v) = &mut meta.managed_fields {
        v.shrink_to_fit();
    }
    if let Some(v) = &mut meta.owner_references {
        v.shrink_to_fit();
    }
    if let Some(v) = &mut meta.finalizers {
        v.shrink_to_fit();
    }
}

fn broadcast<K>(listeners: &[Listener<K>], make: impl Fn() -> Notification<K>) {
    for l in listeners {
        let _ = l.tx.send(make());
    }
}

fn spawn_listener<K: Send + Sync + 'static>(rt: &tokio::runtime::Handle, l: &mut Listener<K>) {
    let Some((mut rx, handler)) = l.pending.take() else {
        return;
    };
    let synced = l.synced.clone();
    rt.spawn(async move {
        while let Some(n) = rx.recv().await {
            match n {
                Notification::Add(o, initial) => handler.on_add(&o, initial),
                Notification::Update(old, new) => handler.on_update(&old, &new),
                Notification::Delete(o) => handler.on_delete(&o),
                Notification::Synced => {
                    synced.send_replace(true);
                }
            }
        }
    });
}

mod streaming;
#[cfg(test)]
mod tests;

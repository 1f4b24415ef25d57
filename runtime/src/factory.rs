//! [`SharedInformerFactory`]: one shared informer per Kind however many consumers ask
//! (client-go's generated `SharedInformerFactory` over `internalinterfaces`).

use std::any::{Any, TypeId};
use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use futures::future::BoxFuture;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use kube::core::{DynamicObject, GroupVersionResource};
use kube::runtime::watcher;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

use crate::informer::{InformerOptions, SharedIndexInformer};
use crate::kind::Kind;

/// Tweaks applied to every informer's list/watch options (client-go's
/// `WithTweakListOptions`), e.g. a label selector.
pub type TweakListOptions = Arc<dyn Fn(watcher::Config) -> watcher::Config + Send + Sync>;

/// Applied to every object's metadata before it is stored (client-go's `WithTransform`;
/// the factory is Kind-agnostic, so it sees metadata only), e.g. to drop `managedFields`.
pub type MetadataTransform = Arc<dyn Fn(&mut ObjectMeta) + Send + Sync>;

/// Options of a [`SharedInformerFactory`] (client-go's `SharedInformerOption`s).
#[derive(Clone, Default)]
pub struct FactoryOptions {
    namespace: Option<String>,
    tweak: Option<TweakListOptions>,
    default_resync: Option<Duration>,
    custom_resync: HashMap<TypeId, Duration>,
    transform: Option<MetadataTransform>,
}

impl std::fmt::Debug for FactoryOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FactoryOptions")
            .field("namespace", &self.namespace)
            .field("default_resync", &self.default_resync)
            .finish_non_exhaustive()
    }
}

impl FactoryOptions {
    /// Watch only `namespace` (`WithNamespace`); cluster-scoped Kinds are unaffected.
    pub fn namespace(mut self, namespace: &str) -> Self {
        self.namespace = Some(namespace.to_string());
        self
    }

    /// Tweak every informer's list/watch options (`WithTweakListOptions`). The options it
    /// gets stream the initial list; set their `initial_list_strategy` to `ListWatch` to
    /// list instead.
    pub fn tweak_list_options(
        mut self,
        f: impl Fn(watcher::Config) -> watcher::Config + Send + Sync + 'static,
    ) -> Self {
        self.tweak = Some(Arc::new(f));
        self
    }

    /// The resync period of every informer (`defaultResync`); none by default.
    pub fn resync(mut self, period: Duration) -> Self {
        self.default_resync = Some(period);
        self
    }

    /// The resync period of `K`'s informer (`WithCustomResyncConfig`).
    pub fn custom_resync<K: Kind>(mut self, period: Duration) -> Self {
        self.custom_resync.insert(TypeId::of::<K>(), period);
        self
    }

    /// Transform every object's metadata before it is stored (`WithTransform`).
    pub fn transform(mut self, f: impl Fn(&mut ObjectMeta) + Send + Sync + 'static) -> Self {
        self.transform = Some(Arc::new(f));
        self
    }
}

/// The Kind-independent face of an informer, for [`SharedInformerFactory`]'s bookkeeping
/// and [`GenericInformer`].
trait ErasedInformer: Send + Sync {
    fn resource(&self) -> &'static str;
    fn has_synced(&self) -> bool;
    fn wait_synced(&self) -> BoxFuture<'static, ()>;
    fn run(&self, shutdown: CancellationToken) -> BoxFuture<'static, ()>;
    fn list(&self) -> Vec<DynamicObject>;
    fn get(&self, key: &str) -> Option<DynamicObject>;
    fn as_any(&self) -> &dyn Any;
}

impl<K: Kind> ErasedInformer for SharedIndexInformer<K> {
    fn resource(&self) -> &'static str {
        K::RESOURCE
    }
    fn has_synced(&self) -> bool {
        SharedIndexInformer::has_synced(self)
    }
    fn wait_synced(&self) -> BoxFuture<'static, ()> {
        let me = self.clone();
        Box::pin(async move { me.wait_for_cache_sync().await })
    }
    fn run(&self, shutdown: CancellationToken) -> BoxFuture<'static, ()> {
        let me = self.clone();
        Box::pin(async move { me.run(shutdown).await })
    }
    fn list(&self) -> Vec<DynamicObject> {
        self.indexer()
            .list()
            .iter()
            .filter_map(|o| to_dynamic(o.as_ref()))
            .collect()
    }
    fn get(&self, key: &str) -> Option<DynamicObject> {
        self.indexer()
            .get_by_key(key)
            .and_then(|o| to_dynamic(o.as_ref()))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn to_dynamic<K: Kind>(obj: &K) -> Option<DynamicObject> {
    crate::client::typed_value(obj)
        .ok()
        .and_then(|v| serde_json::from_value(v).ok())
}

struct Slot {
    gvr: GroupVersionResource,
    /// A `PartialObjectMeta` informer: found by GVR only when there is no full one.
    metadata_only: bool,
    informer: Arc<dyn ErasedInformer>,
    started: bool,
}

/// One shared informer per Kind for everything that asks (client-go's
/// `SharedInformerFactory`): ask for informers with [`SharedInformerFactory::informer_for`]
/// (the generated `factory.<group>().<version>().<kinds>()` accessors do;
/// `informer_for::<PartialObjectMeta<K>>()` is a metadata-only informer of `K`, as
/// client-go's `metadatainformer`, with a lister of `PartialObjectMeta<K>`), then
/// [`start`](SharedInformerFactory::start), then
/// [`wait_for_cache_sync`](SharedInformerFactory::wait_for_cache_sync).
pub struct SharedInformerFactory {
    client: kube::Client,
    options: FactoryOptions,
    informers: Mutex<BTreeMap<TypeId, Slot>>,
    shutdown: CancellationToken,
    tasks: Mutex<Vec<JoinHandle<()>>>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl SharedInformerFactory {
    /// A factory over `client` with default options (all namespaces, no resync).
    pub fn new(client: kube::Client) -> Self {
        Self::with_options(client, FactoryOptions::default())
    }

    /// A factory over `client` with `options`.
    pub fn with_options(client: kube::Client, options: FactoryOptions) -> Self {
        SharedInformerFactory {
            client,
            options,
            informers: Mutex::new(BTreeMap::new()),
            shutdown: CancellationToken::new(),
            tasks: Mutex::new(Vec::new()),
        }
    }

    /// Indexes `K`'s objects in the shared cache under `name` by the values `f` returns, as
    /// controller-runtime's `mgr.GetFieldIndexer().IndexField(ctx, &K{}, name, f)`: query it
    /// with `lister.namespace(ns).by_index(name, value)` (or across namespaces with
    /// `lister.by_index`). Call it before the informer runs, as controller-runtime requires,
    /// or its objects are indexed when added.
    ///
    /// # Errors
    ///
    /// [`Error::Index`](crate::Error::Index) when `K` has an index of that name already.
    pub fn index_field<K: Kind>(
        &self,
        name: &str,
        f: impl Fn(&K) -> Vec<String> + Send + Sync + 'static,
    ) -> crate::Result<()> {
        let index: crate::IndexFunc<K> = Arc::new(f);
        self.informer_for::<K>()
            .add_indexers(BTreeMap::from([(name.to_string(), index)]))
    }

    /// The shared informer of `K`, created on first request; every call returns the same
    /// informer. It runs once [`SharedInformerFactory::start`] is called (again, if it was
    /// requested after the last start).
    pub fn informer_for<K: Kind>(&self) -> SharedIndexInformer<K> {
        let mut informers = lock(&self.informers);
        if let Some(slot) = informers.get(&TypeId::of::<K>())
            && let Some(inf) = slot
                .informer
                .as_any()
                .downcast_ref::<SharedIndexInformer<K>>()
        {
            return inf.clone();
        }
        // Streamed initial lists, as `InformerOptions`' default.
        let mut watcher_config = watcher::Config::default().streaming_lists();
        if let Some(tweak) = &self.options.tweak {
            watcher_config = tweak(watcher_config);
        }
        let transform = self.options.transform.clone().map(|t| {
            let f: crate::informer::TransformFn<K> = Arc::new(move |o: &mut K| t(o.meta_mut()));
            f
        });
        let options = InformerOptions {
            namespace: self.options.namespace.clone(),
            watcher: watcher_config,
            resync: self
                .options
                .custom_resync
                .get(&TypeId::of::<K>())
                .copied()
                .or(self.options.default_resync),
            transform,
        };
        let informer = SharedIndexInformer::<K>::new(self.client.clone(), options);
        informers.insert(
            TypeId::of::<K>(),
            Slot {
                gvr: GroupVersionResource::gvr(&K::group(&()), &K::version(&()), &K::plural(&())),
                metadata_only: K::metadata_api(),
                informer: Arc::new(informer.clone()),
                started: false,
            },
        );
        informer
    }

    /// Starts every requested informer that is not running yet, each on its own Tokio
    /// task. Must be called inside a Tokio runtime.
    pub fn start(&self) {
        let mut informers = lock(&self.informers);
        let mut tasks = lock(&self.tasks);
        for slot in informers.values_mut().filter(|s| !s.started) {
            slot.started = true;
            tasks.push(tokio::spawn(slot.informer.run(self.shutdown.child_token())));
        }
    }

    /// Waits until every started informer has synced its initial list; returns each one's
    /// qualified resource (`guestbooks.webapp.my.domain`) with `true`. Never returns for an
    /// informer that cannot reach the server: wrap it in a timeout.
    pub async fn wait_for_cache_sync(&self) -> BTreeMap<String, bool> {
        let waits: Vec<(String, BoxFuture<'static, ()>)> = lock(&self.informers)
            .values()
            .filter(|s| s.started)
            .map(|s| (s.informer.resource().to_string(), s.informer.wait_synced()))
            .collect();
        let mut out = BTreeMap::new();
        for (name, wait) in waits {
            wait.await;
            out.insert(name, true);
        }
        out
    }

    /// True when every started informer has synced its initial list (also when none has
    /// started), without waiting: the manager's `/readyz` check.
    pub fn has_synced(&self) -> bool {
        lock(&self.informers)
            .values()
            .filter(|s| s.started)
            .all(|s| s.informer.has_synced())
    }

    /// Stops every informer and waits for their tasks to end. Informers requested later
    /// do not run.
    pub async fn shutdown(&self) {
        self.shutdown.cancel();
        let tasks: Vec<JoinHandle<()>> = lock(&self.tasks).drain(..).collect();
        for t in tasks {
            let _ = t.await;
        }
    }

    /// The informer already requested for `gvr`, Kind-agnostic (client-go's
    /// `ForResource`). The generated factory's `for_resource` requests the typed informer
    /// first, so any generated Kind is found. A metadata-only informer
    /// (`PartialObjectMeta<K>`) is found only when no full one was requested.
    pub fn generic_informer(&self, gvr: &GroupVersionResource) -> Option<GenericInformer> {
        lock(&self.informers)
            .values()
            .filter(|s| &s.gvr == gvr)
            .min_by_key(|s| s.metadata_only)
            .map(|s| GenericInformer {
                informer: s.informer.clone(),
            })
    }
}

/// A Kind-agnostic view of a shared informer (client-go's `GenericInformer`): its objects
/// as `DynamicObject`s.
#[derive(Clone)]
pub struct GenericInformer {
    informer: Arc<dyn ErasedInformer>,
}

impl GenericInformer {
    /// The qualified resource (`guestbooks.webapp.my.domain`).
    pub fn resource(&self) -> &'static str {
        self.informer.resource()
    }
    /// True once the initial list has been stored.
    pub fn has_synced(&self) -> bool {
        self.informer.has_synced()
    }
    /// Every stored object, ordered by `namespace/name`.
    pub fn list(&self) -> Vec<DynamicObject> {
        self.informer.list()
    }
    /// The object stored under `key` (`namespace/name`, or `name` if cluster-scoped).
    pub fn get(&self, key: &str) -> Option<DynamicObject> {
        self.informer.get(key)
    }
}

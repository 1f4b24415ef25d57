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

use crate::informer::{InformerOptions, SharedIndexInformer, TransformFn};
use crate::kind::Kind;

/// Tweaks applied to every informer's list/watch options (client-go's
/// `WithTweakListOptions`), e.g. a label selector.
pub type TweakListOptions = Arc<dyn Fn(watcher::Config) -> watcher::Config + Send + Sync>;

/// Applied to every object's metadata before it is stored (client-go's `WithTransform`;
/// the factory is Kind-agnostic, so it sees metadata only), e.g. to drop `managedFields`.
pub type MetadataTransform = Arc<dyn Fn(&mut ObjectMeta) + Send + Sync>;

/// What the cache holds of one Kind `K` (controller-runtime's `cache.ByObject`), given to
/// [`FactoryOptions::by_object`]: the namespaces it watches, label and field selectors, and
/// a transform of each object before it is stored. What is left unset takes the factory's
/// default ([`FactoryOptions::default_namespaces`], `default_label_selector`,
/// `default_field_selector`, `transform`).
///
/// ```
/// use k8s_openapi::api::core::v1::Secret;
/// use kube_codegen_runtime::{ByObject, FactoryOptions};
///
/// // Secrets of two namespaces, those labelled for this operator, without their data.
/// let options = FactoryOptions::default().by_object(
///     ByObject::<Secret>::new()
///         .namespaces(&["team-a", "team-b"])
///         .label_selector("app.kubernetes.io/managed-by=my-operator")
///         .transform(|secret| secret.data = None),
/// );
/// ```
pub struct ByObject<K> {
    namespaces: Option<Vec<String>>,
    label_selector: Option<String>,
    field_selector: Option<String>,
    transform: Option<TransformFn<K>>,
}

impl<K> Clone for ByObject<K> {
    fn clone(&self) -> Self {
        ByObject {
            namespaces: self.namespaces.clone(),
            label_selector: self.label_selector.clone(),
            field_selector: self.field_selector.clone(),
            transform: self.transform.clone(),
        }
    }
}

impl<K> Default for ByObject<K> {
    fn default() -> Self {
        ByObject {
            namespaces: None,
            label_selector: None,
            field_selector: None,
            transform: None,
        }
    }
}

impl<K> ByObject<K> {
    /// Nothing set: every setting is the factory's default.
    pub fn new() -> Self {
        Self::default()
    }

    /// Watch these namespaces only, one watch each (`ByObject.Namespaces`); an empty list
    /// watches all namespaces. Ignored for a cluster-scoped Kind.
    pub fn namespaces(mut self, namespaces: &[&str]) -> Self {
        self.namespaces = Some(namespaces.iter().map(|n| n.to_string()).collect());
        self
    }

    /// Only objects matching this label selector (`ByObject.Label`), in the API server's
    /// syntax (`app=web,tier!=db`, `shard in (a,b)`, `!shard`). The API server checks it: a
    /// bad selector shows in the informer's `last_error` and the cache never syncs.
    pub fn label_selector(mut self, selector: &str) -> Self {
        self.label_selector = Some(selector.to_string());
        self
    }

    /// Only objects matching this field selector (`ByObject.Field`), e.g.
    /// `metadata.name=config` or `type=kubernetes.io/tls` for Secrets; which fields a Kind
    /// can be selected by is the API server's to say.
    pub fn field_selector(mut self, selector: &str) -> Self {
        self.field_selector = Some(selector.to_string());
        self
    }

    /// Transform each object before it is stored and handed to handlers
    /// (`ByObject.Transform`), e.g. drop a Secret's data; replaces the factory's
    /// [`FactoryOptions::transform`] for this Kind.
    pub fn transform(mut self, f: impl Fn(&mut K) + Send + Sync + 'static) -> Self {
        self.transform = Some(Arc::new(f));
        self
    }
}

/// Options of a [`SharedInformerFactory`] (client-go's `SharedInformerOption`s, and
/// controller-runtime's `cache.Options` for what the cache holds).
#[derive(Clone, Default)]
pub struct FactoryOptions {
    namespaces: Vec<String>,
    label_selector: Option<String>,
    field_selector: Option<String>,
    tweak: Option<TweakListOptions>,
    default_resync: Option<Duration>,
    custom_resync: HashMap<TypeId, Duration>,
    transform: Option<MetadataTransform>,
    /// `ByObject<K>` by `K`'s type.
    by_object: HashMap<TypeId, Arc<dyn Any + Send + Sync>>,
}

impl std::fmt::Debug for FactoryOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FactoryOptions")
            .field("namespaces", &self.namespaces)
            .field("label_selector", &self.label_selector)
            .field("field_selector", &self.field_selector)
            .field("default_resync", &self.default_resync)
            .finish_non_exhaustive()
    }
}

impl FactoryOptions {
    /// Watch only `namespace` (`WithNamespace`); cluster-scoped Kinds are unaffected.
    pub fn namespace(mut self, namespace: &str) -> Self {
        self.namespaces = vec![namespace.to_string()];
        self
    }

    /// Watch only these namespaces, one watch each, into one store per Kind
    /// (controller-runtime's `DefaultNamespaces`); an empty list watches all namespaces.
    /// Cluster-scoped Kinds are unaffected; a Kind's [`ByObject::namespaces`] replaces it.
    pub fn default_namespaces(mut self, namespaces: &[&str]) -> Self {
        self.namespaces = namespaces.iter().map(|n| n.to_string()).collect();
        self
    }

    /// Only objects matching this label selector, of every Kind without a
    /// [`ByObject::label_selector`] (`DefaultLabelSelector`).
    pub fn default_label_selector(mut self, selector: &str) -> Self {
        self.label_selector = Some(selector.to_string());
        self
    }

    /// The default label selector and `selector` both (a shard's selector on top of the
    /// user's).
    pub(crate) fn and_label_selector(mut self, selector: &str) -> Self {
        self.label_selector = Some(match self.label_selector.take() {
            Some(mine) if !mine.is_empty() => format!("{mine},{selector}"),
            _ => selector.to_string(),
        });
        self
    }

    /// Only objects matching this field selector, of every Kind without a
    /// [`ByObject::field_selector`] (`DefaultFieldSelector`).
    pub fn default_field_selector(mut self, selector: &str) -> Self {
        self.field_selector = Some(selector.to_string());
        self
    }

    /// What the cache holds of `K` (`ByObject`): see [`ByObject`]. A metadata-only informer
    /// is its own Kind here: `ByObject::<PartialObjectMeta<Secret>>` scopes
    /// `owns_metadata::<Secret>()`, `ByObject::<Secret>` the full one. A second call for
    /// the same `K` replaces the first.
    pub fn by_object<K: Kind>(mut self, scope: ByObject<K>) -> Self {
        self.by_object.insert(TypeId::of::<K>(), Arc::new(scope));
        self
    }

    /// Tweak every informer's list/watch options (`WithTweakListOptions`). The options it
    /// gets stream the initial list and carry the Kind's selectors; set their
    /// `initial_list_strategy` to `ListWatch` to list instead.
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

    /// Transform every object's metadata before it is stored (`WithTransform`,
    /// controller-runtime's `DefaultTransform`), e.g. drop `managedFields`; a Kind's
    /// [`ByObject::transform`] replaces it.
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
        let scope = self
            .options
            .by_object
            .get(&TypeId::of::<K>())
            .and_then(|s| s.downcast_ref::<ByObject<K>>());
        // Streamed initial lists, as `InformerOptions`' default.
        let mut watcher_config = watcher::Config::default().streaming_lists();
        let opts = &self.options;
        if let Some(labels) = scope
            .and_then(|s| s.label_selector.as_ref())
            .or(opts.label_selector.as_ref())
        {
            watcher_config = watcher_config.labels(labels);
        }
        if let Some(fields) = scope
            .and_then(|s| s.field_selector.as_ref())
            .or(opts.field_selector.as_ref())
        {
            watcher_config = watcher_config.fields(fields);
        }
        if let Some(tweak) = &opts.tweak {
            watcher_config = tweak(watcher_config);
        }
        let transform = match scope.and_then(|s| s.transform.clone()) {
            Some(t) => Some(t),
            None => opts.transform.clone().map(|t| {
                let f: TransformFn<K> = Arc::new(move |o: &mut K| t(o.meta_mut()));
                f
            }),
        };
        let namespaces = scope
            .and_then(|s| s.namespaces.as_ref())
            .unwrap_or(&opts.namespaces);
        let options = InformerOptions {
            namespace: None,
            watcher: watcher_config,
            resync: self
                .options
                .custom_resync
                .get(&TypeId::of::<K>())
                .copied()
                .or(self.options.default_resync),
            transform,
        };
        let informer =
            SharedIndexInformer::<K>::in_namespaces(self.client.clone(), options, namespaces);
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

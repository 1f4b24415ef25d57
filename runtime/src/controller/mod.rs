//! Controllers as controller-runtime builds them: a [`Builder`] wires a Kind's informer
//! (`For`), the informers of the Kinds it creates (`Owns`) and of any other Kind
//! (`Watches`) into one rate-limited [`WorkQueue`] of [`Request`]s, and workers hand each
//! request to a [`Reconciler`], whose [`Action`] or error decides what happens to the key
//! next — controller-runtime's `pkg/builder`, `pkg/handler`, `pkg/predicate` and
//! `pkg/internal/controller`, on this crate's shared informers.
//!
//! kube-rs's `kube::runtime::Controller` was the model, not the base: it runs its own
//! watches and stores (a Kind watched by a controller and read through a lister would be
//! watched twice), and its scheduler has no per-key rate limiter, so an error's back-off is
//! the user's to compute. Here every Kind has one watch, shared with the listers the
//! reconciler reads, and errors back off per key as client-go's queue does.

pub mod predicate;
#[cfg(test)]
mod tests;

use std::fmt;
use std::future::Future;
use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::time::Duration;

use futures::FutureExt;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use kube::core::PartialObjectMeta;
use tokio_util::sync::CancellationToken;
use tracing::Instrument;

use crate::informer::{EventHandlerFns, HandlerRegistration};
use crate::kind::ApiScope;
use crate::manager::{Manager, ManagerError};
use crate::metrics::{ControllerMetrics, Metrics};
use crate::owner::get_controller_of;
use crate::workqueue::{RateLimiter, WorkQueue, default_controller_rate_limiter};
use crate::{Kind, SharedInformerFactory};
use predicate::Predicate;

/// What a controller reconciles: the namespace and name of one object of its `For` Kind, as
/// controller-runtime's `reconcile.Request` (a `types.NamespacedName`). `namespace` is
/// `None` for a cluster-scoped Kind.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Request {
    /// The object's namespace; `None` when its Kind is cluster-scoped.
    pub namespace: Option<String>,
    /// The object's name.
    pub name: String,
}

impl Request {
    /// The request for `name` in `namespace` (`None` for a cluster-scoped object).
    pub fn new(namespace: Option<&str>, name: &str) -> Self {
        Request {
            namespace: namespace.filter(|ns| !ns.is_empty()).map(str::to_string),
            name: name.to_string(),
        }
    }

    /// The request for an object, from its metadata.
    pub fn from_meta(meta: &ObjectMeta) -> Self {
        Self::new(
            meta.namespace.as_deref(),
            meta.name.as_deref().unwrap_or_default(),
        )
    }

    /// The namespace, or `""` for a cluster-scoped object (Go's `req.Namespace`).
    pub fn namespace(&self) -> &str {
        self.namespace.as_deref().unwrap_or_default()
    }
}

/// `namespace/name`, or `name` for a cluster-scoped object (`types.NamespacedName`'s
/// `String`, and the key of [`crate::object_key`]).
impl fmt::Display for Request {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.namespace {
            Some(ns) => write!(f, "{ns}/{}", self.name),
            None => f.write_str(&self.name),
        }
    }
}

/// What a successful reconcile asks for next, as controller-runtime's `reconcile.Result`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Action {
    requeue_after: Option<Duration>,
    requeue: bool,
}

impl Action {
    /// Nothing more until an event: the key's failures are forgotten (`Result{}`).
    pub fn done() -> Self {
        Action::default()
    }

    /// Reconcile again after `delay` (`Result{RequeueAfter: delay}`): the key's failures
    /// are forgotten and it is added back after `delay` (an event can bring it earlier). A
    /// zero delay is [`Action::done`].
    pub fn requeue_after(delay: Duration) -> Self {
        Action {
            requeue_after: Some(delay).filter(|d| !d.is_zero()),
            requeue: false,
        }
    }

    /// Reconcile again after the rate limiter's back-off for this key
    /// (`Result{Requeue: true}`), without counting an error.
    pub fn requeue() -> Self {
        Action {
            requeue_after: None,
            requeue: true,
        }
    }
}

/// A failed reconcile, as the `error` a controller-runtime `Reconcile` returns: anything
/// that is a `std::error::Error` converts with `?`. The key is requeued with the rate
/// limiter's back-off, unless the error is [terminal](ReconcileError::terminal).
pub struct ReconcileError {
    source: Box<dyn std::error::Error + Send + Sync>,
    terminal: bool,
}

impl ReconcileError {
    /// An error from a message.
    pub fn msg(message: impl fmt::Display) -> Self {
        ReconcileError {
            source: message.to_string().into(),
            terminal: false,
        }
    }

    /// An error that retrying cannot fix, as controller-runtime's `reconcile.TerminalError`:
    /// counted in `controller_runtime_terminal_reconcile_errors_total` as well, logged, and
    /// not requeued (the next event of the object brings it back).
    pub fn terminal(error: impl Into<ReconcileError>) -> Self {
        ReconcileError {
            terminal: true,
            ..error.into()
        }
    }

    /// True for a [terminal](ReconcileError::terminal) error.
    pub fn is_terminal(&self) -> bool {
        self.terminal
    }
}

impl<E: std::error::Error + Send + Sync + 'static> From<E> for ReconcileError {
    fn from(error: E) -> Self {
        ReconcileError {
            source: Box::new(error),
            terminal: false,
        }
    }
}

impl fmt::Display for ReconcileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.terminal {
            f.write_str("terminal error: ")?;
        }
        fmt::Display::fmt(&self.source, f)
    }
}

impl fmt::Debug for ReconcileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Brings the world to what one object asks for, as controller-runtime's
/// `reconcile.Reconciler`. Called with one [`Request`] at a time per key (two workers
/// never hold the same key); may be called again for a key at any time, so it reads the
/// object (from a lister) and acts on what it finds, not on the event that caused it.
///
/// `Ok(action)`: the key's failures are forgotten, and it is requeued as `action` says.
/// `Err(e)`: the key is requeued after the rate limiter's back-off (5 ms doubling to
/// 1,000 s by default); a terminal error is not requeued.
pub trait Reconciler: Send + Sync + 'static {
    /// Reconciles the object `request` names.
    fn reconcile(
        &self,
        request: Request,
    ) -> impl Future<Output = Result<Action, ReconcileError>> + Send;
}

/// A [`Reconciler`] from an async closure, as `reconcile.Func`.
pub fn reconciler_fn<F, Fut>(f: F) -> impl Reconciler
where
    F: Fn(Request) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = Result<Action, ReconcileError>> + Send,
{
    struct FnReconciler<F>(F);
    impl<F, Fut> Reconciler for FnReconciler<F>
    where
        F: Fn(Request) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<Action, ReconcileError>> + Send,
    {
        fn reconcile(
            &self,
            request: Request,
        ) -> impl Future<Output = Result<Action, ReconcileError>> + Send {
            (self.0)(request)
        }
    }
    FnReconciler(f)
}

type Predicates = Arc<[Arc<dyn Predicate>]>;
/// Registers one source's event handler on its informer, enqueueing into the queue given.
type Source = Box<dyn FnOnce(&SharedInformerFactory, &WorkQueue<Request>) -> HandlerRegistration>;

impl Manager {
    /// A controller of Kind `K` (`ctrl.NewControllerManagedBy(mgr).For(&K{})`); see
    /// [`Builder`]. (Declared with the builder: the manager runs what the builder hands it
    /// and knows nothing of controllers, as controller-runtime's.)
    pub fn controller<K: Kind>(&self) -> Builder<K> {
        Builder::new(self.clone())
    }
}

/// Builds a controller for Kind `K`, as controller-runtime's
/// `ctrl.NewControllerManagedBy(mgr).For(&K{})`: [`Manager::controller`] starts one, and
/// `mgr.controller::<CronJob>().owns::<Job>().complete(reconciler)?` registers it (the
/// book's chapter "Controllers and the runtime", `docs/src/controllers.md`, has the whole
/// example).
pub struct Builder<K> {
    manager: Manager,
    name: String,
    max_concurrent_reconciles: usize,
    rate_limiter: Option<Box<dyn RateLimiter<Request>>>,
    event_filters: Vec<Arc<dyn Predicate>>,
    for_predicates: Vec<Arc<dyn Predicate>>,
    /// Sources other than `For`, with their own predicates (the event filters are added
    /// when the controller is completed).
    sources: Vec<(Vec<Arc<dyn Predicate>>, SourceFn)>,
    _kind: std::marker::PhantomData<fn() -> K>,
}

type SourceFn = Box<dyn FnOnce(Predicates) -> Source>;

impl<K: Kind> Builder<K> {
    pub(crate) fn new(manager: Manager) -> Self {
        Builder {
            manager,
            name: K::kind(&()).to_lowercase(),
            max_concurrent_reconciles: 1,
            rate_limiter: None,
            event_filters: Vec::new(),
            for_predicates: Vec::new(),
            sources: Vec::new(),
            _kind: std::marker::PhantomData,
        }
    }

    /// The controller's name, in its metrics' `controller` label, its queue's name and its
    /// logs (`Named`); by default the Kind in lower case (`cronjob`), as controller-runtime
    /// names it. Names are unique within a manager.
    pub fn named(mut self, name: &str) -> Self {
        self.name = name.to_string();
        self
    }

    /// How many requests are reconciled at once (`MaxConcurrentReconciles`; default 1,
    /// at least 1). One key is never in two workers.
    pub fn max_concurrent_reconciles(mut self, workers: usize) -> Self {
        self.max_concurrent_reconciles = workers.max(1);
        self
    }

    /// The rate limiter of the controller's queue (`RateLimiter`); by default
    /// [`default_controller_rate_limiter`].
    pub fn rate_limiter(mut self, limiter: impl RateLimiter<Request> + 'static) -> Self {
        self.rate_limiter = Some(Box::new(limiter));
        self
    }

    /// A predicate every event of every source must pass (`WithEventFilter`).
    pub fn with_event_filter(mut self, predicate: impl Predicate) -> Self {
        self.event_filters.push(Arc::new(predicate));
        self
    }

    /// A predicate the `For` Kind's events must pass (`For(&K{},
    /// builder.WithPredicates(p))`), e.g. [`predicate::GenerationChanged`].
    pub fn with_predicate(mut self, predicate: impl Predicate) -> Self {
        self.for_predicates.push(Arc::new(predicate));
        self
    }

    /// Reconciles the controller owner of each `O` (`Owns(&O{})`): an event of an `O` whose
    /// controller reference (`controller: true`) names a `K` by API group and Kind enqueues
    /// that `K` (in the `O`'s namespace when `K` is namespaced); an update enqueues the
    /// owners of the old and the new object, as `handler.EnqueueRequestForOwner` with
    /// `OnlyControllerOwner`.
    pub fn owns<O: Kind>(self) -> Self {
        self.owns_with::<O>(Vec::new())
    }

    /// [`Builder::owns`] with predicates on the `O`'s events (`Owns(&O{},
    /// builder.WithPredicates(..))`).
    pub fn owns_with<O: Kind>(mut self, predicates: Vec<Arc<dyn Predicate>>) -> Self {
        let source: SourceFn = Box::new(|predicates| source::<O>(predicates, owner_request::<K>));
        self.sources.push((predicates, source));
        self
    }

    /// [`Builder::owns`] on a metadata-only informer of `O` (`Owns(&O{},
    /// builder.OnlyMetadata)`): the cache holds each `O`'s metadata
    /// ([`PartialObjectMeta<O>`](kube::core::PartialObjectMeta)), never its data or spec, so
    /// a controller that owns Secrets or ConfigMaps holds none of their contents. Its
    /// lister is the factory's `informer_for::<PartialObjectMeta<O>>()`; its predicates,
    /// `owns_with::<PartialObjectMeta<O>>(..)`.
    pub fn owns_metadata<O>(self) -> Self
    where
        O: Kind,
        O::Scope: ApiScope,
    {
        self.owns::<PartialObjectMeta<O>>()
    }

    /// [`Builder::watches`] on a metadata-only informer of `W` (`Watches(&W{}, handler,
    /// builder.OnlyMetadata)`): `map` gets each `W`'s metadata only, as
    /// [`Builder::owns_metadata`] holds it.
    pub fn watches_metadata<W>(
        self,
        map: impl Fn(&PartialObjectMeta<W>) -> Vec<Request> + Send + Sync + 'static,
    ) -> Self
    where
        W: Kind,
        W::Scope: ApiScope,
    {
        self.watches::<PartialObjectMeta<W>>(map)
    }

    /// Reconciles what `map` returns for each event of a `W` (`Watches(&W{},
    /// handler.EnqueueRequestsFromMapFunc(map))`); an update maps the old and the new
    /// object.
    pub fn watches<W: Kind>(
        self,
        map: impl Fn(&W) -> Vec<Request> + Send + Sync + 'static,
    ) -> Self {
        self.watches_with(map, Vec::new())
    }

    /// [`Builder::watches`] with predicates on the `W`'s events.
    pub fn watches_with<W: Kind>(
        mut self,
        map: impl Fn(&W) -> Vec<Request> + Send + Sync + 'static,
        predicates: Vec<Arc<dyn Predicate>>,
    ) -> Self {
        let source: SourceFn = Box::new(move |predicates| source::<W>(predicates, map));
        self.sources.push((predicates, source));
        self
    }

    /// Registers the controller with its manager (`Complete`), which runs `reconciler`
    /// once the manager starts and, with leader election, is elected. Its event handlers
    /// are registered now, on the manager's shared informers.
    ///
    /// # Errors
    ///
    /// [`ManagerError::DuplicateController`] when the manager has a controller of this
    /// name already (nothing is registered then); [`ManagerError::AlreadyStarted`] once the
    /// manager runs.
    pub fn complete<R: Reconciler>(self, reconciler: R) -> Result<(), ManagerError> {
        self.manager.check_new_controller(&self.name)?;
        let metrics = self.manager.metrics().clone();
        let limiter = self
            .rate_limiter
            .unwrap_or_else(|| Box::new(default_controller_rate_limiter()));
        let queue = WorkQueue::with_metrics(limiter, metrics.queue(&self.name));
        let factory = self.manager.factory();
        let filters = self.event_filters;
        let with_filters = |own: Vec<Arc<dyn Predicate>>| -> Predicates {
            filters.iter().cloned().chain(own).collect()
        };
        let mut registrations = vec![source::<K>(with_filters(self.for_predicates), |o: &K| {
            vec![Request::from_meta(o.meta())]
        })(factory, &queue)];
        for (predicates, source) in self.sources {
            registrations.push(source(with_filters(predicates))(factory, &queue));
        }
        let controller = Controller {
            name: self.name.clone(),
            group: K::group(&()).to_string(),
            kind: K::kind(&()).to_string(),
            queue,
            registrations,
            workers: self.max_concurrent_reconciles,
            reconciler: Arc::new(reconciler),
            metrics,
        };
        self.manager.add_runnable(
            self.name,
            Box::new(move |stop| Box::pin(controller.run(stop))),
        )
    }
}

/// The `For` request of a `K` that controls `meta` (`EnqueueRequestForOwner` with
/// `OnlyControllerOwner`): the controller reference must name `K`'s API group and Kind
/// (any version).
fn owner_request<K: Kind>(owned: &impl kube::Resource<DynamicType = ()>) -> Vec<Request> {
    let meta = owned.meta();
    let Some(r) = get_controller_of(meta) else {
        return Vec::new();
    };
    let group = r.api_version.rsplit_once('/').map_or("", |(g, _)| g);
    if r.kind != K::kind(&()) || group != K::group(&()) {
        return Vec::new();
    }
    let namespace = if K::NAMESPACED {
        meta.namespace.as_deref()
    } else {
        None
    };
    vec![Request::new(namespace, &r.name)]
}

/// A source: the informer of `W`, whose events pass `predicates` and are mapped to requests
/// by `map` (an update maps the old and the new object, each request once).
fn source<W: Kind>(
    predicates: Predicates,
    map: impl Fn(&W) -> Vec<Request> + Send + Sync + 'static,
) -> Source {
    Box::new(move |factory, queue| {
        let map = Arc::new(map);
        let (add_q, update_q, delete_q) = (queue.clone(), queue.clone(), queue.clone());
        let (add_p, update_p, delete_p) = (predicates.clone(), predicates.clone(), predicates);
        let (add_m, update_m, delete_m) = (map.clone(), map.clone(), map);
        factory.informer_for::<W>().add_event_handler(
            EventHandlerFns::new()
                .on_add(move |o: &Arc<W>, _| {
                    if add_p.iter().all(|p| p.create(o.meta())) {
                        add_m(o).into_iter().for_each(|r| add_q.add(r));
                    }
                })
                .on_update(move |old: &Arc<W>, new: &Arc<W>| {
                    if update_p.iter().all(|p| p.update(old.meta(), new.meta())) {
                        let mut requests = update_m(old);
                        requests.extend(update_m(new));
                        requests.sort();
                        requests.dedup();
                        requests.into_iter().for_each(|r| update_q.add(r));
                    }
                })
                .on_delete(move |o: &Arc<W>| {
                    if delete_p.iter().all(|p| p.delete(o.meta())) {
                        delete_m(o).into_iter().for_each(|r| delete_q.add(r));
                    }
                }),
        )
    })
}

/// A controller built by a [`Builder`], run by its manager.
pub(crate) struct Controller<R> {
    pub(crate) name: String,
    /// The API group and Kind of the objects it reconciles (`For`).
    group: String,
    kind: String,
    queue: WorkQueue<Request>,
    registrations: Vec<HandlerRegistration>,
    workers: usize,
    reconciler: Arc<R>,
    metrics: Metrics,
}

impl<R: Reconciler> Controller<R> {
    /// Waits for its sources' caches, then reconciles with its workers until `shutdown`;
    /// then stops taking requests and waits for the reconciles in progress
    /// (controller-runtime's `Controller.Start`).
    pub(crate) async fn run(self, shutdown: CancellationToken) {
        let metrics = self.metrics.controller(&self.name, self.workers);
        let synced = futures::future::join_all(self.registrations.iter().map(|r| r.wait_synced()));
        tokio::select! {
            _ = shutdown.cancelled() => return,
            _ = synced => {}
        }
        tracing::info!(controller = %self.name, workers = self.workers, "starting workers");
        let this = Arc::new(self);
        // Sets of tasks: dropping this future (the manager aborts a controller that lost its
        // lease) aborts the workers and the reporter with it.
        let mut workers = tokio::task::JoinSet::new();
        for _ in 0..this.workers {
            let (this, metrics, stop) = (this.clone(), metrics.clone(), shutdown.clone());
            workers.spawn(async move { while this.process_next(&metrics, &stop).await {} });
        }
        let mut reporter = tokio::task::JoinSet::new();
        let queue = this.queue.clone();
        reporter.spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_millis(500));
            loop {
                tick.tick().await;
                queue.report_unfinished_work();
            }
        });
        shutdown.cancelled().await;
        tracing::info!(controller = %this.name, "shutting down: waiting for reconciles in progress");
        this.queue.shut_down_with_drain().await;
        while let Some(joined) = workers.join_next().await {
            if let Err(e) = joined {
                tracing::error!(controller = %this.name, error = %e, "a worker ended abnormally");
            }
        }
        reporter.abort_all();
        this.queue.report_unfinished_work();
    }

    /// One request, as controller-runtime's `reconcileHandler`: false once the queue is
    /// shut down and empty.
    async fn process_next(&self, m: &ControllerMetrics, shutdown: &CancellationToken) -> bool {
        let Some(request) = self.queue.get().await else {
            return false;
        };
        if shutdown.is_cancelled() {
            // Stopping: what is still queued is not reconciled (controller-runtime hands it
            // to `Reconcile` with a cancelled context); the next leader will.
            self.queue.done(&request);
            return true;
        }
        m.active_workers.inc();
        let start = tokio::time::Instant::now();
        // controller-runtime's keys on every event of the reconcile, the reconciler's own
        // included, as its `log.FromContext(ctx)` logger carries them.
        let span = tracing::info_span!(
            "reconcile",
            controller = %self.name,
            controllerGroup = %self.group,
            controllerKind = %self.kind,
            namespace = request.namespace.as_deref().unwrap_or(""),
            name = %request.name,
            reconcileID = %uuid::Uuid::new_v4(),
        );
        // controller-runtime's `V(5)` lines around each reconcile, at trace level here.
        span.in_scope(|| tracing::trace!("Reconciling"));
        // The call inside the future, so that a panic before its first await is caught too.
        let outcome = AssertUnwindSafe(async { self.reconciler.reconcile(request.clone()).await })
            .catch_unwind()
            .instrument(span.clone())
            .await;
        let _entered = span.enter();
        m.time.observe(start.elapsed().as_secs_f64());
        let result = match outcome {
            Err(_) => {
                m.panics.inc();
                m.errors.inc();
                tracing::error!("reconciler panicked");
                self.queue.add_rate_limited(request.clone());
                &m.error
            }
            Ok(Err(e)) => {
                m.errors.inc();
                if e.is_terminal() {
                    m.terminal_errors.inc();
                    self.queue.forget(&request);
                } else {
                    self.queue.add_rate_limited(request.clone());
                }
                tracing::error!(error = %e, "reconciler error");
                &m.error
            }
            Ok(Ok(Action {
                requeue_after: Some(delay),
                ..
            })) => {
                self.queue.forget(&request);
                self.queue.add_after(request.clone(), delay);
                tracing::trace!(requeue_after = ?delay, "Reconcile done, requeueing after");
                &m.requeue_after
            }
            Ok(Ok(Action { requeue: true, .. })) => {
                self.queue.add_rate_limited(request.clone());
                tracing::trace!("Reconcile done, requeueing");
                &m.requeue
            }
            Ok(Ok(_)) => {
                self.queue.forget(&request);
                tracing::trace!("Reconcile successful");
                &m.success
            }
        };
        result.inc();
        m.active_workers.dec();
        self.queue.done(&request);
        true
    }
}

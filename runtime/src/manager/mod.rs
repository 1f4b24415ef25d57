//! The manager, as controller-runtime's `manager.Manager`: one process's shared informers,
//! controllers, leader election, health probes and Prometheus metrics, started together and
//! stopped gracefully on SIGTERM.
//!
//! [`Manager::start`] binds the metrics and probe addresses, starts the informers (every
//! replica keeps its caches warm, so a new leader starts with synced caches), takes part in
//! leader election if configured, runs the controllers only while leading, and on the
//! signal stops the controllers (reconciles in progress finish), releases the lease and
//! stops the informers.

#[cfg(feature = "tls")]
mod auth;
mod leader;
mod options;
mod probes;
mod servers;
mod shard;
#[cfg(test)]
mod tests;
#[cfg(feature = "webhook")]
mod webhook;

use std::collections::BTreeMap;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use futures::future::BoxFuture;
use tokio::sync::watch;
use tokio_util::sync::CancellationToken;

/// The health checks' types, where controller-runtime's `manager` package users find them
/// too (they live in the leaf [`crate::healthz`]).
pub use crate::healthz::{Check, ping};
/// The shard label, where sharding's users find it too (it lives with the owner
/// references, which carry it to owned objects).
pub use crate::owner::SHARD_LABEL;
pub use leader::LeaderElectionConfig;
#[cfg(feature = "clap")]
pub use options::ManagerFlags;
pub use options::{ManagerOptions, go_flag_args, parse_bind_address};
pub use shard::Shard;

use crate::SharedInformerFactory;
use crate::metrics::{Metrics, RequestLabels};
use leader::{LeaderElector, Term};
use probes::{Endpoints, Transport};
use servers::bind;
#[cfg(feature = "webhook")]
use servers::listen;

/// Why a manager could not start or stopped with an error.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ManagerError {
    /// Two controllers of one name ([`crate::controller::Builder::named`]).
    #[error("a controller named {0:?} is registered already; name one of them with `named`")]
    DuplicateController(String),
    /// An address flag is neither `0` nor `host:port` nor `:port`.
    #[error("invalid bind address {address:?}: {reason}")]
    InvalidAddress {
        /// The address as given.
        address: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A metrics or probe address could not be bound.
    #[error("binding {address}: {source}")]
    Bind {
        /// The address.
        address: SocketAddr,
        /// The error from the operating system.
        source: std::io::Error,
    },
    /// The kubeconfig or in-cluster configuration could not be read.
    #[error("building the Kubernetes client: {0}")]
    Client(String),
    /// The leader's lease was not renewed within the renew deadline; the controllers were
    /// stopped. controller-runtime exits the process here: return the error from `main`.
    #[error("leader election lost")]
    LeaderElectionLost,
    /// Controllers still reconciling when the graceful shutdown timeout passed.
    #[error("controllers did not stop within the graceful shutdown timeout of {0:?}")]
    ShutdownTimeout(Duration),
    /// Listening for SIGTERM failed.
    #[error("listening for SIGTERM: {0}")]
    Signal(std::io::Error),
    /// The secure metrics' certificate could not be made or read.
    #[cfg(feature = "tls")]
    #[error("the metrics server's certificate: {0}")]
    Certificate(#[from] crate::certs::CertificateError),
    /// HTTP/2 was asked for ([`ManagerOptions::enable_http2`]) of a runtime built without
    /// its `http2` feature.
    #[error("HTTP/2 is enabled but kube-codegen-runtime was built without its `http2` feature")]
    Http2Unavailable,
    /// The manager runs already: controllers are registered, and `start` is called, once
    /// before it runs.
    #[error("the manager has started: register controllers before starting it, and start it once")]
    AlreadyStarted,
    /// A shard that is not one of the shards, or not a label value ([`Shard::new`]).
    #[error("sharding: {0}")]
    Shard(String),
}

/// What the manager runs while leading, as controller-runtime's `manager.Runnable` that
/// needs leader election: a task that runs until its token is cancelled, then finishes
/// what it started. The controller builder hands its controllers over as these; the
/// manager knows nothing else of them.
pub(crate) type Runnable = Box<dyn FnOnce(CancellationToken) -> BoxFuture<'static, ()> + Send>;

struct Inner {
    client: kube::Client,
    factory: SharedInformerFactory,
    metrics: Metrics,
    options: ManagerOptions,
    controllers: Mutex<Vec<(String, Option<Runnable>)>>,
    healthz: Mutex<Vec<(String, Check)>>,
    readyz: Mutex<Vec<(String, Check)>>,
    started: AtomicBool,
    /// The informers were started (the readiness check's first condition).
    caches_started: watch::Sender<bool>,
    leading: watch::Sender<bool>,
    bound: Mutex<Bound>,
    /// The webhook server to run, and where.
    #[cfg(feature = "webhook")]
    webhook: Mutex<Option<(crate::webhook::WebhookServer, SocketAddr)>>,
}

#[derive(Default)]
struct Bound {
    metrics: Option<SocketAddr>,
    probes: Option<SocketAddr>,
    #[cfg(feature = "webhook")]
    webhook: Option<SocketAddr>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Runs a process's controllers, as controller-runtime's `manager.Manager`. Cheap to clone:
/// clones are the same manager.
#[derive(Clone)]
pub struct Manager {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for Manager {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Manager")
            .field("options", &self.inner.options)
            .finish_non_exhaustive()
    }
}

impl Manager {
    /// A manager on the kubeconfig or in-cluster configuration (`ctrl.GetConfigOrDie`),
    /// whose client counts its requests in `rest_client_requests_total`. A leader-election
    /// config with an empty namespace gets the namespace the manager runs in (the service
    /// account's namespace file in a pod), else the kubeconfig context's.
    ///
    /// # Errors
    ///
    /// [`ManagerError::Client`] when no configuration is found.
    pub async fn new(options: ManagerOptions) -> Result<Self, ManagerError> {
        let config = kube::Config::infer()
            .await
            .map_err(|e| ManagerError::Client(e.to_string()))?;
        Self::from_config(config, options)
    }

    /// A manager on `config`; see [`Manager::new`].
    ///
    /// # Errors
    ///
    /// [`ManagerError::Client`] when no client can be built from `config`.
    pub fn from_config(
        config: kube::Config,
        options: ManagerOptions,
    ) -> Result<Self, ManagerError> {
        let host = config
            .cluster_url
            .authority()
            .map(ToString::to_string)
            .unwrap_or_default();
        let client =
            kube::Client::try_from(config).map_err(|e| ManagerError::Client(e.to_string()))?;
        Ok(Self::build(client, host, options))
    }

    /// A manager on `client` (a fake's, in tests): requests are counted with an empty
    /// `host` label.
    pub fn with_client(client: kube::Client, options: ManagerOptions) -> Self {
        Self::build(client, String::new(), options)
    }

    fn build(client: kube::Client, host: String, mut options: ManagerOptions) -> Self {
        let metrics = Metrics::new();
        let client = counted(client, host, metrics.clone());
        if let Some(le) = options.leader_election.as_mut()
            && le.lease_namespace.is_empty()
        {
            le.lease_namespace =
                std::fs::read_to_string("/var/run/secrets/kubernetes.io/serviceaccount/namespace")
                    .map(|ns| ns.trim().to_string())
                    .unwrap_or_else(|_| client.default_namespace().to_string());
        }
        if let Some(shard) = &options.shard {
            if let Some(le) = options.leader_election.as_mut() {
                le.lease_name = format!("{}-{}", le.lease_name, shard.name());
            }
            if let Some(selector) = shard.label_selector() {
                options.factory = options.factory.clone().and_label_selector(&selector);
            }
        }
        let factory = SharedInformerFactory::with_options(client.clone(), options.factory.clone());
        let manager = Manager {
            inner: Arc::new(Inner {
                client,
                factory,
                metrics,
                options,
                controllers: Mutex::new(Vec::new()),
                healthz: Mutex::new(Vec::new()),
                readyz: Mutex::new(Vec::new()),
                started: AtomicBool::new(false),
                caches_started: watch::channel(false).0,
                leading: watch::channel(false).0,
                bound: Mutex::new(Bound::default()),
                #[cfg(feature = "webhook")]
                webhook: Mutex::new(None),
            }),
        };
        let me = Arc::downgrade(&manager.inner);
        manager.add_readyz_check(
            "informers",
            Arc::new(move || match me.upgrade() {
                Some(inner) if *inner.caches_started.borrow() && inner.factory.has_synced() => {
                    Ok(())
                }
                Some(_) => Err("the informers' caches have not synced".into()),
                None => Err("the manager is gone".into()),
            }),
        );
        manager
    }

    /// The client the manager's informers use (`GetClient`; writes go straight to the
    /// API server, reads through listers are the cache's).
    pub fn client(&self) -> kube::Client {
        self.inner.client.clone()
    }

    /// A client of every Kind whose writes take the namespace from the object, as
    /// controller-runtime's `mgr.GetClient()` (see [`ObjectClient`](crate::ObjectClient)).
    pub fn object_client(&self) -> crate::ObjectClient {
        crate::ObjectClient::new(self.inner.client.clone())
    }

    /// The shared informers (`GetCache`): ask for a Kind's informer or lister here, and
    /// the controllers share its watch.
    pub fn factory(&self) -> &SharedInformerFactory {
        &self.inner.factory
    }

    /// The metrics registry served on `/metrics`; register the operator's own here.
    pub fn metrics(&self) -> &Metrics {
        &self.inner.metrics
    }

    /// Refuses a controller named `name` when one has that name or the manager runs.
    pub(crate) fn check_new_controller(&self, name: &str) -> Result<(), ManagerError> {
        if self.inner.started.load(Ordering::SeqCst) {
            return Err(ManagerError::AlreadyStarted);
        }
        if lock(&self.inner.controllers).iter().any(|(n, _)| n == name) {
            return Err(ManagerError::DuplicateController(name.to_string()));
        }
        Ok(())
    }

    /// Registers the controller `name`, run as `run` while this manager leads (`mgr.Add`).
    pub(crate) fn add_runnable(&self, name: String, run: Runnable) -> Result<(), ManagerError> {
        let mut controllers = lock(&self.inner.controllers);
        if controllers.iter().any(|(n, _)| *n == name) {
            return Err(ManagerError::DuplicateController(name));
        }
        controllers.push((name, Some(run)));
        Ok(())
    }

    /// Adds a liveness check served under `/healthz` (`AddHealthzCheck`); kubebuilder adds
    /// [`ping`] as `healthz`.
    pub fn add_healthz_check(&self, name: &str, check: Check) {
        lock(&self.inner.healthz).push((name.to_string(), check));
    }

    /// Adds a readiness check served under `/readyz` (`AddReadyzCheck`). The manager has
    /// one of its own, `informers`: not ready until it started and every informer synced.
    pub fn add_readyz_check(&self, name: &str, check: Check) {
        lock(&self.inner.readyz).push((name.to_string(), check));
    }

    /// Waits until the manager has started its informers and each has synced its initial
    /// list, as `mgr.GetCache().WaitForCacheSync(ctx)`: called before
    /// [`Manager::start`] (a test that spawns the manager and waits at once), it waits for
    /// the start first. Returns each informer's qualified resource with `true`; never
    /// returns if the manager never starts or an informer cannot reach the server: wrap it
    /// in a timeout.
    pub async fn wait_for_cache_sync(&self) -> BTreeMap<String, bool> {
        let mut started = self.inner.caches_started.subscribe();
        if started.wait_for(|s| *s).await.is_err() {
            return BTreeMap::new();
        }
        self.inner.factory.wait_for_cache_sync().await
    }

    /// The work queue of the controller `name` (its depth, adds and retries, as the
    /// `workqueue_*` metrics count them), for tests; `None` when no controller of that name
    /// was built.
    pub fn queue_state(&self, name: &str) -> Option<crate::metrics::QueueState> {
        self.inner.metrics.queue_state(name)
    }

    /// True while this manager holds the leader lease (always, once started, without
    /// leader election).
    pub fn is_leader(&self) -> bool {
        *self.inner.leading.borrow()
    }

    /// A receiver that sees `true` when this manager starts leading (`Elected()`).
    pub fn elected(&self) -> watch::Receiver<bool> {
        self.inner.leading.subscribe()
    }

    /// The addresses bound for metrics and probes once started (a port of 0 in the
    /// options picks a free one): `(metrics, probes)`.
    pub fn bound_addresses(&self) -> (Option<SocketAddr>, Option<SocketAddr>) {
        let b = lock(&self.inner.bound);
        (b.metrics, b.probes)
    }

    /// Runs until SIGTERM or SIGINT (`ctrl.SetupSignalHandler()`), then stops gracefully;
    /// see [`Manager::start_until`].
    ///
    /// # Errors
    ///
    /// As [`Manager::start_until`], and [`ManagerError::Signal`].
    pub async fn start(&self) -> Result<(), ManagerError> {
        let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
            .map_err(ManagerError::Signal)?;
        self.start_until(async move {
            tokio::select! {
                _ = term.recv() => {}
                _ = tokio::signal::ctrl_c() => {}
            }
            tracing::info!("stop signal received: shutting down");
        })
        .await
    }

    /// Runs everything until `stop` completes (`mgr.Start(ctx)`): binds the metrics and
    /// probe addresses, starts the informers, waits to be elected (with leader election),
    /// runs the controllers while leading; on `stop`, lets reconciles in progress finish
    /// (up to the graceful shutdown timeout), releases the lease and stops the informers.
    ///
    /// # Errors
    ///
    /// [`ManagerError::Bind`] for an address in use (nothing started);
    /// [`ManagerError::LeaderElectionLost`] when the lease was lost (controllers stopped);
    /// [`ManagerError::ShutdownTimeout`] when reconciles outlived the timeout.
    pub async fn start_until(&self, stop: impl Future<Output = ()>) -> Result<(), ManagerError> {
        let inner = &self.inner;
        if inner.started.swap(true, Ordering::SeqCst) {
            return Err(ManagerError::AlreadyStarted);
        }
        // Dropping this future (a killed manager) aborts the servers, the controllers and
        // the elector at once, as a process exit would: no lease release while a
        // controller might still write.
        let mut tasks = Tasks::default();
        let result = self.run(&mut tasks, stop).await;
        #[cfg(feature = "webhook")]
        tasks.stop_webhook().await;
        inner.leading.send_replace(false);
        inner.caches_started.send_replace(false);
        drop(tasks);
        inner.factory.shutdown().await;
        match &result {
            Ok(()) => tracing::info!("manager stopped"),
            Err(e) => tracing::error!(error = %e, "manager stopped"),
        }
        result
    }

    async fn run(
        &self,
        tasks: &mut Tasks,
        stop: impl Future<Output = ()>,
    ) -> Result<(), ManagerError> {
        let inner = &self.inner;
        if inner.options.enable_http2 && !cfg!(feature = "http2") {
            return Err(ManagerError::Http2Unavailable);
        }
        let mut bound = Bound::default();
        #[cfg(feature = "webhook")]
        self.start_webhook(tasks, &mut bound).await?;
        if let Some(addr) = inner.options.metrics_bind_address {
            let (transport, authorizer) = self.metrics_transport(tasks)?;
            let endpoints = Endpoints::Metrics(Box::new(inner.metrics.clone()), authorizer);
            let limits = inner.options.server_limits;
            bound.metrics = Some(bind(addr, endpoints, transport, limits, tasks).await?);
        }
        if let Some(addr) = inner.options.health_probe_bind_address {
            let endpoints = Endpoints::Probes {
                healthz: lock(&inner.healthz).clone().into(),
                readyz: lock(&inner.readyz).clone().into(),
            };
            let limits = inner.options.server_limits;
            bound.probes = Some(bind(addr, endpoints, Transport::Plain, limits, tasks).await?);
        }
        tracing::info!(
            metrics = ?bound.metrics,
            secure = self.metrics_secure(),
            probes = ?bound.probes,
            "starting manager"
        );
        *lock(&inner.bound) = bound;
        inner.factory.start();
        inner.caches_started.send_replace(true);

        let lease_stop = CancellationToken::new();
        let mut leading = inner.leading.subscribe();
        match &inner.options.leader_election {
            Some(config) => {
                let elector =
                    LeaderElector::new(inner.client.clone(), config.clone(), inner.metrics.clone());
                let run = elector.run(inner.leading.clone(), lease_stop.clone());
                tasks.elector = Some(tokio::spawn(run));
            }
            None => {
                inner.leading.send_replace(true);
            }
        }
        tokio::pin!(stop);
        let elected = tokio::select! {
            _ = &mut stop => false,
            r = leading.wait_for(|l| *l) => r.is_ok(),
        };
        let controllers_stop = CancellationToken::new();
        if elected {
            for (name, run) in lock(&inner.controllers).iter_mut() {
                if let Some(run) = run.take() {
                    tracing::info!(controller = %name, "starting controller");
                    tasks.controllers.spawn(run(controllers_stop.clone()));
                }
            }
        }
        let mut lost = false;
        if elected {
            tokio::select! {
                _ = &mut stop => {}
                _ = leading.wait_for(|l| !*l) => lost = true,
                // An elector that ends by itself (it panicked) renews no more.
                _ = elector_ended(&mut tasks.elector) => lost = true,
            }
        }
        if lost {
            // Another replica may lead within a retry period: stop writing now, as
            // controller-runtime exits at once when its lease is lost.
            tracing::error!("leader election lost: stopping the controllers");
            tasks.controllers.abort_all();
            while tasks.controllers.join_next().await.is_some() {}
            return Err(ManagerError::LeaderElectionLost);
        }
        controllers_stop.cancel();
        let timeout = inner
            .options
            .graceful_shutdown_timeout
            .unwrap_or(Duration::from_secs(30));
        let drained = tokio::time::timeout(timeout, async {
            while tasks.controllers.join_next().await.is_some() {}
        })
        .await;
        if drained.is_err() {
            // Reconciles that outlive the timeout are aborted, and the lease is left to expire
            // rather than released under them.
            tasks.controllers.abort_all();
            while tasks.controllers.join_next().await.is_some() {}
            tasks.abort_elector();
            return Err(ManagerError::ShutdownTimeout(timeout));
        }
        lease_stop.cancel();
        if let Some(elector) = tasks.elector.take()
            && let Ok(Term::Lost) = elector.await
        {
            return Err(ManagerError::LeaderElectionLost);
        }
        Ok(())
    }
}

/// What a running manager spawned: dropped, everything is aborted (the elector without
/// releasing its lease).
#[derive(Default)]
struct Tasks {
    servers: tokio::task::JoinSet<()>,
    controllers: tokio::task::JoinSet<()>,
    elector: Option<tokio::task::JoinHandle<Term>>,
    /// The tasks keeping serving certificates current.
    #[cfg(feature = "tls")]
    watchers: Vec<tokio::task::JoinHandle<()>>,
    /// The webhook server's stop token and task.
    #[cfg(feature = "webhook")]
    webhook: Option<(CancellationToken, tokio::task::JoinHandle<()>)>,
}

impl Tasks {
    fn abort_elector(&mut self) {
        if let Some(elector) = self.elector.take() {
            elector.abort();
        }
    }
}

impl Drop for Tasks {
    fn drop(&mut self) {
        self.controllers.abort_all();
        self.abort_elector();
        self.servers.abort_all();
        #[cfg(feature = "tls")]
        for watcher in &self.watchers {
            watcher.abort();
        }
        #[cfg(feature = "webhook")]
        if let Some((_, serving)) = self.webhook.take() {
            serving.abort();
        }
    }
}

/// Completes when the elector task ends; never without one.
async fn elector_ended(elector: &mut Option<tokio::task::JoinHandle<Term>>) {
    match elector {
        Some(handle) => {
            let _ = handle.await;
        }
        None => std::future::pending().await,
    }
}

/// `client` with each request counted in `rest_client_requests_total{code,host,method}`,
/// as client-go's request metrics adapter (`code` is `<error>` when no response came).
fn counted(client: kube::Client, host: String, metrics: Metrics) -> kube::Client {
    let namespace = client.default_namespace().to_string();
    let service = tower::service_fn(move |req: http::Request<kube::client::Body>| {
        let (client, host, metrics) = (client.clone(), host.clone(), metrics.clone());
        async move {
            let method = req.method().to_string();
            let response = client.send(req).await;
            let code = match &response {
                Ok(r) => r.status().as_u16().to_string(),
                Err(_) => "<error>".to_string(),
            };
            metrics
                .rest_requests
                .get_or_create(&RequestLabels { code, host, method })
                .inc();
            response
        }
    });
    kube::Client::new(service, namespace)
}

//! Prometheus metrics with controller-runtime's names, types, labels and buckets, so the
//! dashboards and alerts written for Go operators work unchanged: the controller metrics
//! of controller-runtime's `pkg/internal/controller/metrics`, client-go's work-queue
//! metrics as controller-runtime registers them (`pkg/metrics/workqueue.go`), its REST
//! client request counter and its leader-election gauge, and the `process_*` metrics of
//! client_golang's process collector (`process.rs`). `testdata/controller-runtime/`
//! holds the list taken from controller-runtime's source, which a test compares with these.
//!
//! One [`Metrics`] belongs to a [`Manager`](crate::manager::Manager) (controller-runtime
//! has one global registry; one per manager lets two managers share a process, as the
//! leader-election tests do), which serves it on `/metrics` in the Prometheus text format.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::{Metric, Registry};

use crate::workqueue::QueueMetrics;

mod process;

/// controller-runtime's `controller_runtime_reconcile_time_seconds` buckets.
const RECONCILE_BUCKETS: [f64; 40] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6, 0.7, 0.8, 0.9,
    1.0, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 15.0, 20.0,
    25.0, 30.0, 40.0, 50.0, 60.0,
];

/// client-go's work-queue latency buckets, `prometheus.ExponentialBuckets(10e-9, 10, 12)`:
/// 10 ns to 1,000 s.
fn queue_buckets() -> impl Iterator<Item = f64> {
    prometheus_client::metrics::histogram::exponential_buckets(10e-9, 10.0, 12)
}

/// The `controller` label.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ControllerLabels {
    pub controller: String,
}

/// The `controller` and `result` labels of `controller_runtime_reconcile_total`.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ResultLabels {
    pub controller: String,
    pub result: &'static str,
}

/// The `controller` and `name` labels of the work-queue metrics (both the controller's
/// name, as controller-runtime names its queues).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(crate) struct QueueLabels {
    pub controller: String,
    pub name: String,
}

/// The labels of `workqueue_depth`: the queue's, and its `priority` (empty: the queue has
/// none, as controller-runtime's default queue).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(crate) struct DepthLabels {
    pub controller: String,
    pub name: String,
    pub priority: &'static str,
}

/// The `code`, `host` and `method` labels of `rest_client_requests_total`.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(crate) struct RequestLabels {
    pub code: String,
    pub host: String,
    pub method: String,
}

/// The `name` label of `leader_election_master_status` (the lease's name).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(crate) struct LeaseLabels {
    pub name: String,
}

type Histograms<L> = Family<L, Histogram, fn() -> Histogram>;

/// A registry with controller-runtime's metrics in it, and the user's own
/// ([`Metrics::register`]), as controller-runtime's `metrics.Registry`. Cheap to clone:
/// clones share the metrics.
#[derive(Clone)]
pub struct Metrics {
    registry: Arc<Mutex<Registry>>,
    reconcile_total: Family<ResultLabels, Counter>,
    reconcile_errors: Family<ControllerLabels, Counter>,
    terminal_reconcile_errors: Family<ControllerLabels, Counter>,
    reconcile_panics: Family<ControllerLabels, Counter>,
    reconcile_time: Histograms<ControllerLabels>,
    max_concurrent_reconciles: Family<ControllerLabels, Gauge>,
    active_workers: Family<ControllerLabels, Gauge>,
    queue_depth: Family<DepthLabels, Gauge>,
    queue_adds: Family<QueueLabels, Counter>,
    queue_latency: Histograms<QueueLabels>,
    work_duration: Histograms<QueueLabels>,
    unfinished_work: Family<QueueLabels, Gauge<f64, std::sync::atomic::AtomicU64>>,
    longest_running: Family<QueueLabels, Gauge<f64, std::sync::atomic::AtomicU64>>,
    queue_retries: Family<QueueLabels, Counter>,
    pub(crate) rest_requests: Family<RequestLabels, Counter>,
    pub(crate) leader_status: Family<LeaseLabels, Gauge>,
}

impl std::fmt::Debug for Metrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Metrics").finish_non_exhaustive()
    }
}

impl Default for Metrics {
    fn default() -> Self {
        Self::new()
    }
}

impl Metrics {
    /// A registry holding controller-runtime's controller, work-queue, REST client and
    /// leader-election metrics (each appears once a controller, queue, request or lease
    /// gives it a label value).
    pub fn new() -> Self {
        let m = Metrics {
            registry: Arc::new(Mutex::new(Registry::default())),
            reconcile_total: Family::default(),
            reconcile_errors: Family::default(),
            terminal_reconcile_errors: Family::default(),
            reconcile_panics: Family::default(),
            reconcile_time: Family::new_with_constructor(|| {
                Histogram::new(RECONCILE_BUCKETS.iter().copied())
            }),
            max_concurrent_reconciles: Family::default(),
            active_workers: Family::default(),
            queue_depth: Family::default(),
            queue_adds: Family::default(),
            queue_latency: Family::new_with_constructor(|| Histogram::new(queue_buckets())),
            work_duration: Family::new_with_constructor(|| Histogram::new(queue_buckets())),
            unfinished_work: Family::default(),
            longest_running: Family::default(),
            queue_retries: Family::default(),
            rest_requests: Family::default(),
            leader_status: Family::default(),
        };
        // Counters are registered without `_total`, which the encoder appends.
        {
            let mut registry = m.lock();
            registry.register(
                "controller_runtime_reconcile",
                "Reconciliations run, by controller and result",
                m.reconcile_total.clone(),
            );
            registry.register(
                "controller_runtime_reconcile_errors",
                "Reconciliations that returned an error, by controller",
                m.reconcile_errors.clone(),
            );
            registry.register(
                "controller_runtime_terminal_reconcile_errors",
                "Reconciliations that returned an error marked terminal (not retried), by controller",
                m.terminal_reconcile_errors.clone(),
            );
            registry.register(
                "controller_runtime_reconcile_panics",
                "Reconciliations that panicked, by controller",
                m.reconcile_panics.clone(),
            );
            registry.register(
                "controller_runtime_reconcile_time_seconds",
                "Seconds each reconciliation took, by controller",
                m.reconcile_time.clone(),
            );
            registry.register(
                "controller_runtime_max_concurrent_reconciles",
                "Reconciliations a controller may run at once",
                m.max_concurrent_reconciles.clone(),
            );
            registry.register(
                "controller_runtime_active_workers",
                "Workers busy reconciling right now, by controller",
                m.active_workers.clone(),
            );
            registry.register(
                "workqueue_depth",
                "Items waiting in the work queue, by queue and priority",
                m.queue_depth.clone(),
            );
            registry.register(
                "workqueue_adds",
                "Items added to the work queue",
                m.queue_adds.clone(),
            );
            registry.register(
                "workqueue_queue_duration_seconds",
                "Seconds an item waited in the work queue before a worker took it",
                m.queue_latency.clone(),
            );
            registry.register(
                "workqueue_work_duration_seconds",
                "Seconds a worker spent on an item taken from the work queue",
                m.work_duration.clone(),
            );
            registry.register(
                "workqueue_unfinished_work_seconds",
                "Seconds of work done so far on items still being processed; a value that keeps \
                 growing points at stuck workers",
                m.unfinished_work.clone(),
            );
            registry.register(
                "workqueue_longest_running_processor_seconds",
                "Seconds the oldest item still being processed has been worked on",
                m.longest_running.clone(),
            );
            registry.register(
                "workqueue_retries",
                "Items put back on the work queue with a delay (rate-limited retries)",
                m.queue_retries.clone(),
            );
            registry.register(
                "rest_client_requests",
                "Requests made to the API server, by status code, method and host",
                m.rest_requests.clone(),
            );
            registry.register(
                "leader_election_master_status",
                "1 while this process holds the leader-election lease `name`, 0 while it waits",
                m.leader_status.clone(),
            );
            registry.register_collector(Box::new(process::ProcessCollector));
        }
        m
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Registry> {
        self.registry
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Registers a metric of the operator's own, served beside controller-runtime's, as
    /// `metrics.Registry.MustRegister`. `name` is without the `_total` of a counter (the
    /// encoder appends it); `help` is its one-line description.
    pub fn register(&self, name: &str, help: &str, metric: impl Metric) {
        self.lock().register(name, help, metric);
    }

    /// Every metric in the Prometheus text exposition format (OpenMetrics 1.0 text, which
    /// Prometheus scrapes as such), as `/metrics` serves it.
    pub fn encode(&self) -> String {
        let mut out = String::new();
        prometheus_client::encoding::text::encode(&mut out, &self.lock())
            .expect("writing to a String cannot fail");
        out
    }

    /// The metrics of controller `controller`, every series created (at 0, as
    /// controller-runtime's `initMetrics` does when a controller starts, so rates and
    /// alerts see them from the start) and resolved once, so a reconcile touches atomics
    /// only.
    pub(crate) fn controller(&self, controller: &str, workers: usize) -> ControllerMetrics {
        let labels = ControllerLabels {
            controller: controller.to_string(),
        };
        let result = |result| {
            self.reconcile_total
                .get_or_create(&ResultLabels {
                    controller: controller.to_string(),
                    result,
                })
                .clone()
        };
        let max = self
            .max_concurrent_reconciles
            .get_or_create(&labels)
            .clone();
        max.set(i64::try_from(workers).unwrap_or(i64::MAX));
        ControllerMetrics {
            error: result("error"),
            requeue: result("requeue"),
            requeue_after: result("requeue_after"),
            success: result("success"),
            errors: self.reconcile_errors.get_or_create(&labels).clone(),
            terminal_errors: self
                .terminal_reconcile_errors
                .get_or_create(&labels)
                .clone(),
            panics: self.reconcile_panics.get_or_create(&labels).clone(),
            time: self.reconcile_time.get_or_create(&labels).clone(),
            active_workers: self.active_workers.get_or_create(&labels).clone(),
        }
    }

    /// The work-queue metrics of the queue of controller `controller`.
    pub(crate) fn queue(&self, controller: &str) -> WorkQueueMetrics {
        let (labels, depth) = queue_labels(controller);
        WorkQueueMetrics {
            depth: self.queue_depth.get_or_create(&depth).clone(),
            adds: self.queue_adds.get_or_create(&labels).clone(),
            latency: self.queue_latency.get_or_create(&labels).clone(),
            work: self.work_duration.get_or_create(&labels).clone(),
            unfinished: self.unfinished_work.get_or_create(&labels).clone(),
            longest: self.longest_running.get_or_create(&labels).clone(),
            retries: self.queue_retries.get_or_create(&labels).clone(),
        }
    }
}

/// A controller's work queue as its metrics count it, for tests and diagnostics
/// ([`Manager::queue_state`](crate::manager::Manager::queue_state)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct QueueState {
    /// Requests waiting for a worker (`workqueue_depth`).
    pub depth: i64,
    /// Requests added since the controller was built (`workqueue_adds_total`).
    pub adds: u64,
    /// Rate-limited re-adds after an error or `Action::requeue()`
    /// (`workqueue_retries_total`).
    pub retries: u64,
}

impl Metrics {
    /// The work queue of controller `controller`, `None` before it is built.
    pub fn queue_state(&self, controller: &str) -> Option<QueueState> {
        let (labels, depth) = queue_labels(controller);
        Some(QueueState {
            depth: self.queue_depth.get(&depth)?.get(),
            adds: self.queue_adds.get(&labels)?.get(),
            retries: self.queue_retries.get(&labels)?.get(),
        })
    }
}

/// The labels of controller `controller`'s queue series, and of its depth.
fn queue_labels(controller: &str) -> (QueueLabels, DepthLabels) {
    let labels = QueueLabels {
        controller: controller.to_string(),
        name: controller.to_string(),
    };
    let depth = DepthLabels {
        controller: controller.to_string(),
        name: controller.to_string(),
        priority: "",
    };
    (labels, depth)
}

/// One controller's series (`controller_runtime_*`), resolved once.
#[derive(Clone)]
pub(crate) struct ControllerMetrics {
    /// `controller_runtime_reconcile_total` by `result`.
    pub error: Counter,
    pub requeue: Counter,
    pub requeue_after: Counter,
    pub success: Counter,
    pub errors: Counter,
    pub terminal_errors: Counter,
    pub panics: Counter,
    pub time: Histogram,
    pub active_workers: Gauge,
}

/// One queue's metrics, resolved once so the queue's calls touch atomics only.
pub(crate) struct WorkQueueMetrics {
    depth: Gauge,
    adds: Counter,
    latency: Histogram,
    work: Histogram,
    unfinished: Gauge<f64, std::sync::atomic::AtomicU64>,
    longest: Gauge<f64, std::sync::atomic::AtomicU64>,
    retries: Counter,
}

impl QueueMetrics for WorkQueueMetrics {
    fn add(&self) {
        self.adds.inc();
        self.depth.inc();
    }

    fn get(&self, queued_for: Duration) {
        self.depth.dec();
        self.latency.observe(queued_for.as_secs_f64());
    }

    fn done(&self, worked_for: Duration) {
        self.work.observe(worked_for.as_secs_f64());
    }

    fn retry(&self) {
        self.retries.inc();
    }

    fn unfinished_work(&self, total_seconds: f64, longest_seconds: f64) {
        self.unfinished.set(total_seconds);
        self.longest.set(longest_seconds);
    }
}

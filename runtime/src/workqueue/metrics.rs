//! What a work queue reports about itself, as client-go's `workqueue.MetricsProvider`: the
//! queue calls a [`QueueMetrics`] at the points client-go's `queueMetrics` is called, with
//! the durations it measured, so a metrics library (the controller's Prometheus metrics)
//! only records them.

use std::time::Duration;

/// The observations of one work queue, as client-go's `workqueue.MetricsProvider` metrics
/// (`workqueue_depth`, `workqueue_adds_total`, `workqueue_queue_duration_seconds`,
/// `workqueue_work_duration_seconds`, `workqueue_unfinished_work_seconds`,
/// `workqueue_longest_running_processor_seconds`, `workqueue_retries_total`).
///
/// Called from whichever task calls the queue, some calls with the queue's lock held: an
/// implementation records and returns (atomic counters), and never calls the queue.
pub trait QueueMetrics: Send + Sync {
    /// An item was added and is now waiting (or will be queued when its worker is done):
    /// the depth grows by one and the add is counted (client-go's `metrics.add`).
    fn add(&self);
    /// An item was handed to a worker after waiting `queued_for` since it was added: the
    /// depth shrinks by one (client-go's `metrics.get`).
    fn get(&self, queued_for: Duration);
    /// A worker finished an item it held for `worked_for` (client-go's `metrics.done`).
    fn done(&self, worked_for: Duration);
    /// A delayed add (rate-limited or `add_after`, zero delays included) was asked for
    /// (client-go's `metrics.retry`, called from `AddAfter`).
    fn retry(&self);
    /// The work in progress now: the seconds all workers have spent on their current items,
    /// added up, and the longest any of them has (client-go's `updateUnfinishedWork`, which
    /// it calls every 500 ms; here [`WorkQueue::report_unfinished_work`] does).
    ///
    /// [`WorkQueue::report_unfinished_work`]: super::WorkQueue::report_unfinished_work
    fn unfinished_work(&self, total_seconds: f64, longest_seconds: f64);
}

//! A work queue for controllers, with the semantics of client-go's `util/workqueue`
//! (`TypedInterface`, `TypedDelayingInterface`, `TypedRateLimitingInterface`), in async Rust.
//!
//! The guarantees a controller relies on, as client-go's queue gives them:
//!
//! - **Fair**: items are handed out in the order they were added.
//! - **Stingy**: an item added several times before it is processed is held, and processed,
//!   once.
//! - **Exclusive**: an item is never handed to two workers at once. An item added again
//!   while a worker processes it is held back and queued when the worker calls
//!   [`WorkQueue::done`].
//! - **Shut down**: after [`WorkQueue::shut_down`] no item is accepted; workers still get the
//!   items queued before, then `None`. [`WorkQueue::shut_down_with_drain`] also waits until
//!   every item handed out is done.
//!
//! [`WorkQueue::add_after`] delays an item (the earliest of several delays wins), and
//! [`WorkQueue::add_rate_limited`] delays it by what its [`RateLimiter`] says, by default
//! [`default_controller_rate_limiter`]: per-item exponential back-off from 5 ms to 1,000 s,
//! and 10 items per second overall with bursts of 100.

mod metrics;
mod rate_limiter;

use std::collections::{BTreeMap, HashMap, HashSet, VecDeque};
use std::hash::Hash;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use foldhash::fast::RandomState;
use tokio::sync::Notify;
use tokio::time::Instant;

pub use metrics::QueueMetrics;
pub use rate_limiter::{
    BucketRateLimiter, ItemExponentialFailureRateLimiter, MaxOfRateLimiter, RateLimiter,
    default_controller_rate_limiter,
};

/// What a queue item must be: cloneable, comparable and hashable, sendable between
/// workers — typically a `namespace/name` key ([`crate::object_key`]).
pub trait QueueItem: Clone + Eq + Hash + Send + Sync + 'static {}

impl<T: Clone + Eq + Hash + Send + Sync + 'static> QueueItem for T {}

/// A rate-limited, delaying work queue, as client-go's `TypedRateLimitingInterface[T]`
/// (`workqueue.NewTypedRateLimitingQueue`). Cheap to clone: clones share one queue.
///
/// Delayed adds need a Tokio runtime (a timer task is started by the first
/// [`WorkQueue::add_after`]); everything else works anywhere.
pub struct WorkQueue<T: QueueItem> {
    shared: Arc<Shared<T>>,
}

impl<T: QueueItem> Clone for WorkQueue<T> {
    fn clone(&self) -> Self {
        WorkQueue {
            shared: Arc::clone(&self.shared),
        }
    }
}

struct Shared<T> {
    state: Mutex<State<T>>,
    /// Wakes a worker waiting in `get` (one per added item; all on shutdown).
    ready: Notify,
    /// Wakes `shut_down_with_drain` when the last item handed out is done.
    drained: Notify,
    /// Wakes the timer task when an earlier delay is added or on shutdown.
    timer: Notify,
    limiter: Box<dyn RateLimiter<T>>,
    metrics: Option<Box<dyn QueueMetrics>>,
}

struct State<T> {
    /// Items to hand out, in order.
    queue: VecDeque<T>,
    /// Items that need processing: queued, or added again while being processed. (foldhash:
    /// keys are hashed on every add, get and done; SipHash's flood resistance buys nothing
    /// for keys the controller itself makes.)
    dirty: HashSet<T, RandomState>,
    /// Items handed out and not yet done.
    processing: HashSet<T, RandomState>,
    shutting_down: bool,
    draining: bool,
    /// Workers waiting in `get`: an add wakes one only if there is one (a wake-up across
    /// threads costs more than the add).
    idle_workers: usize,
    /// Delayed items: when each is due, and the due times in order (with a sequence number
    /// so equal instants keep their order).
    waiting: HashMap<T, (Instant, u64)>,
    due: BTreeMap<(Instant, u64), T>,
    seq: u64,
    timer_started: bool,
    /// With metrics only: when each waiting item was added, and when each item handed out
    /// was handed out (client-go's `addTimes` and `processingStartTimes`).
    added_at: HashMap<T, Instant, RandomState>,
    started_at: HashMap<T, Instant, RandomState>,
}

impl<T: QueueItem> Default for WorkQueue<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: QueueItem> WorkQueue<T> {
    /// A queue with [`default_controller_rate_limiter`], as
    /// `workqueue.NewTypedRateLimitingQueue(workqueue.DefaultTypedControllerRateLimiter())`.
    pub fn new() -> Self {
        Self::with_rate_limiter(default_controller_rate_limiter())
    }

    /// A queue whose [`WorkQueue::add_rate_limited`] asks `limiter` how long to wait.
    pub fn with_rate_limiter(limiter: impl RateLimiter<T> + 'static) -> Self {
        Self::build(Box::new(limiter), None)
    }

    /// A queue with `limiter` that reports to `metrics`, as client-go's
    /// `NewTypedRateLimitingQueueWithConfig` with a `MetricsProvider`.
    pub fn with_metrics(
        limiter: impl RateLimiter<T> + 'static,
        metrics: impl QueueMetrics + 'static,
    ) -> Self {
        Self::build(Box::new(limiter), Some(Box::new(metrics)))
    }

    fn build(limiter: Box<dyn RateLimiter<T>>, metrics: Option<Box<dyn QueueMetrics>>) -> Self {
        WorkQueue {
            shared: Arc::new(Shared {
                state: Mutex::new(State {
                    queue: VecDeque::new(),
                    dirty: HashSet::default(),
                    processing: HashSet::default(),
                    shutting_down: false,
                    draining: false,
                    idle_workers: 0,
                    waiting: HashMap::new(),
                    due: BTreeMap::new(),
                    seq: 0,
                    timer_started: false,
                    added_at: HashMap::default(),
                    started_at: HashMap::default(),
                }),
                ready: Notify::new(),
                drained: Notify::new(),
                timer: Notify::new(),
                limiter,
                metrics,
            }),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State<T>> {
        // A panic in another worker while it held the lock leaves consistent state: every
        // critical section below completes its bookkeeping before it can panic.
        self.shared
            .state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Marks `item` as needing processing, as client-go's `Add`: ignored after shut down;
    /// held once however often it is added; queued at [`WorkQueue::done`] if a worker is
    /// processing it now.
    pub fn add(&self, item: T) {
        let mut st = self.lock();
        if st.shutting_down || st.dirty.contains(&item) {
            return;
        }
        st.dirty.insert(item.clone());
        if let Some(metrics) = &self.shared.metrics {
            st.added_at.entry(item.clone()).or_insert_with(Instant::now);
            metrics.add();
        }
        if st.processing.contains(&item) {
            return;
        }
        st.queue.push_back(item);
        let wake = st.idle_workers > 0;
        drop(st);
        if wake {
            self.shared.ready.notify_one();
        }
    }

    /// The number of items waiting to be handed out (not counting delayed ones or ones being
    /// processed), as client-go's `Len`.
    pub fn len(&self) -> usize {
        self.lock().queue.len()
    }

    /// True when no item waits to be handed out.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Waits for the next item and marks it as being processed, as client-go's `Get`; the
    /// caller must call [`WorkQueue::done`] with it. `None` once the queue is shut down and
    /// empty.
    pub async fn get(&self) -> Option<T> {
        // Counts this worker as idle while it waits, also if the future is dropped then.
        struct Idle<'a, T: QueueItem>(&'a WorkQueue<T>, bool);
        impl<T: QueueItem> Drop for Idle<'_, T> {
            fn drop(&mut self) {
                if self.1 {
                    self.0.lock().idle_workers -= 1;
                }
            }
        }
        let mut idle = Idle(self, false);
        loop {
            let notified = self.shared.ready.notified();
            tokio::pin!(notified);
            {
                let mut st = self.lock();
                if idle.1 {
                    st.idle_workers -= 1;
                    idle.1 = false;
                }
                if let Some(item) = st.queue.pop_front() {
                    st.processing.insert(item.clone());
                    st.dirty.remove(&item);
                    let queued_for = self.shared.metrics.as_ref().map(|_| {
                        let now = Instant::now();
                        st.started_at.insert(item.clone(), now);
                        st.added_at
                            .remove(&item)
                            .map_or(Duration::ZERO, |at| now - at)
                    });
                    // Another item may be waiting for another idle worker.
                    let wake = !st.queue.is_empty() && st.idle_workers > 0;
                    drop(st);
                    if let (Some(metrics), Some(queued_for)) = (&self.shared.metrics, queued_for) {
                        metrics.get(queued_for);
                    }
                    if wake {
                        self.shared.ready.notify_one();
                    }
                    return Some(item);
                }
                if st.shutting_down {
                    return None;
                }
                // Registered before the lock is released, so neither an add's nor a
                // shutdown's wake-up can be missed.
                notified.as_mut().enable();
                st.idle_workers += 1;
                idle.1 = true;
            }
            notified.await;
        }
    }

    /// Marks `item` as processed, as client-go's `Done`: if it was added again meanwhile, it
    /// is queued now.
    pub fn done(&self, item: &T) {
        let mut st = self.lock();
        st.processing.remove(item);
        if let Some(metrics) = &self.shared.metrics
            && let Some(at) = st.started_at.remove(item)
        {
            metrics.done(at.elapsed());
        }
        if st.dirty.contains(item) {
            st.queue.push_back(item.clone());
            let wake = st.idle_workers > 0;
            drop(st);
            if wake {
                self.shared.ready.notify_one();
            }
        } else if st.processing.is_empty() && st.draining {
            drop(st);
            self.shared.drained.notify_waiters();
        }
    }

    /// Stops accepting items, as client-go's `ShutDown`: workers get what is queued, then
    /// `None`. Delayed items are dropped.
    pub fn shut_down(&self) {
        let mut st = self.lock();
        st.shutting_down = true;
        st.waiting.clear();
        st.due.clear();
        drop(st);
        self.shared.ready.notify_waiters();
        self.shared.timer.notify_one();
    }

    /// Shuts down and waits until every item handed out is done, as client-go's
    /// `ShutDownWithDrain`.
    pub async fn shut_down_with_drain(&self) {
        self.lock().draining = true;
        self.shut_down();
        loop {
            let notified = self.shared.drained.notified();
            tokio::pin!(notified);
            {
                let st = self.lock();
                if st.processing.is_empty() {
                    return;
                }
                notified.as_mut().enable();
            }
            notified.await;
        }
    }

    /// True once [`WorkQueue::shut_down`] was called.
    pub fn shutting_down(&self) -> bool {
        self.lock().shutting_down
    }

    /// Adds `item` after `delay`, as client-go's `AddAfter`: at once for a zero delay; if
    /// the item is already waiting, the earlier time wins. Needs a Tokio runtime.
    pub fn add_after(&self, item: T, delay: Duration) {
        if delay.is_zero() {
            if let Some(metrics) = &self.shared.metrics
                && !self.shutting_down()
            {
                metrics.retry();
            }
            self.add(item);
            return;
        }
        let at = Instant::now() + delay;
        let mut st = self.lock();
        if st.shutting_down {
            return;
        }
        if let Some(metrics) = &self.shared.metrics {
            metrics.retry();
        }
        match st.waiting.get(&item).copied() {
            Some((old, _)) if old <= at => return,
            Some(key) => {
                st.due.remove(&key);
            }
            None => {}
        }
        st.seq += 1;
        let key = (at, st.seq);
        st.waiting.insert(item.clone(), key);
        let earliest = st.due.keys().next().is_none_or(|first| key < *first);
        st.due.insert(key, item);
        let start = !st.timer_started;
        st.timer_started = true;
        drop(st);
        if start {
            let queue = self.clone();
            tokio::spawn(async move { queue.run_timer().await });
        } else if earliest {
            self.shared.timer.notify_one();
        }
    }

    /// Moves delayed items to the queue when they are due, until shut down.
    async fn run_timer(self) {
        loop {
            let next = {
                let mut st = self.lock();
                if st.shutting_down {
                    return;
                }
                let now = Instant::now();
                let mut ready = Vec::new();
                while let Some((&key, _)) = st.due.iter().next() {
                    if key.0 > now {
                        break;
                    }
                    if let Some(item) = st.due.remove(&key) {
                        st.waiting.remove(&item);
                        ready.push(item);
                    }
                }
                let next = st.due.keys().next().map(|k| k.0);
                drop(st);
                for item in ready {
                    self.add(item);
                }
                next
            };
            match next {
                Some(at) => {
                    tokio::select! {
                        _ = tokio::time::sleep_until(at) => {}
                        _ = self.shared.timer.notified() => {}
                    }
                }
                None => self.shared.timer.notified().await,
            }
        }
    }

    /// Adds `item` after the delay its rate limiter gives, as client-go's
    /// `AddRateLimited`: with the default limiter, 5 ms, 10 ms, 20 ms, … per failure of this
    /// item (up to 1,000 s), and at most 10 items per second overall after a burst of 100.
    pub fn add_rate_limited(&self, item: T) {
        let delay = self.shared.limiter.when(&item);
        self.add_after(item, delay);
    }

    /// Reports the work in progress to the queue's [`QueueMetrics`] (nothing without them):
    /// the seconds spent so far on the items handed out and not done, added up, and the
    /// longest, as client-go's `updateUnfinishedWork`. A controller calls it every 500 ms,
    /// as client-go's queue does.
    pub fn report_unfinished_work(&self) {
        let Some(metrics) = &self.shared.metrics else {
            return;
        };
        let st = self.lock();
        let now = Instant::now();
        let (mut total, mut longest) = (0.0_f64, 0.0_f64);
        for at in st.started_at.values() {
            let secs = (now - *at).as_secs_f64();
            total += secs;
            longest = longest.max(secs);
        }
        drop(st);
        metrics.unfinished_work(total, longest);
    }

    /// Stops tracking `item`'s failures (after success, or giving up), as client-go's
    /// `Forget`; it still has to be [`done`](WorkQueue::done).
    pub fn forget(&self, item: &T) {
        self.shared.limiter.forget(item);
    }

    /// How many times `item` was rate-limited since it was last forgotten, as client-go's
    /// `NumRequeues`.
    pub fn num_requeues(&self, item: &T) -> usize {
        self.shared.limiter.num_requeues(item)
    }
}

#[cfg(test)]
mod tests;

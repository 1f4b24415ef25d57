//! Rate limiters of a [`super::WorkQueue`], as client-go's `util/workqueue/default_rate_limiters.go`.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

use tokio::time::Instant;

/// Decides how long an item waits before it is queued again, as client-go's
/// `TypedRateLimiter[T]`.
pub trait RateLimiter<T>: Send + Sync {
    /// The delay for the next attempt at `item`; records the attempt.
    fn when(&self, item: &T) -> Duration;
    /// Forgets `item`'s attempts.
    fn forget(&self, item: &T);
    /// Attempts at `item` since it was last forgotten.
    fn num_requeues(&self, item: &T) -> usize;
}

fn lock<V>(m: &Mutex<V>) -> MutexGuard<'_, V> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Per-item exponential back-off, as client-go's `TypedItemExponentialFailureRateLimiter`:
/// `base * 2^failures`, at most `max`.
pub struct ItemExponentialFailureRateLimiter<T> {
    base: Duration,
    max: Duration,
    failures: Mutex<HashMap<T, u32>>,
}

impl<T> ItemExponentialFailureRateLimiter<T> {
    /// Back-off from `base` doubling up to `max` (client-go's controllers: 5 ms and 1,000 s).
    pub fn new(base: Duration, max: Duration) -> Self {
        ItemExponentialFailureRateLimiter {
            base,
            max,
            failures: Mutex::new(HashMap::new()),
        }
    }
}

impl<T: Eq + Hash + Clone + Send> RateLimiter<T> for ItemExponentialFailureRateLimiter<T> {
    fn when(&self, item: &T) -> Duration {
        let mut failures = lock(&self.failures);
        let n = failures.entry(item.clone()).or_insert(0);
        let exp = *n;
        *n = n.saturating_add(1);
        // As client-go: a back-off that overflows is the maximum.
        2u32.checked_pow(exp)
            .and_then(|f| self.base.checked_mul(f))
            .map_or(self.max, |d| d.min(self.max))
    }

    fn forget(&self, item: &T) {
        lock(&self.failures).remove(item);
    }

    fn num_requeues(&self, item: &T) -> usize {
        lock(&self.failures).get(item).map_or(0, |n| *n as usize)
    }
}

/// An overall token bucket, as client-go's `TypedBucketRateLimiter` over
/// `golang.org/x/time/rate`: `burst` items at once, then `per_second`; an item that finds
/// no token reserves the next one and waits for it.
pub struct BucketRateLimiter {
    per_second: f64,
    burst: f64,
    bucket: Mutex<(f64, Instant)>,
}

impl BucketRateLimiter {
    /// A bucket of `burst` tokens refilled at `per_second` (client-go's controllers: 10 and
    /// 100).
    pub fn new(per_second: f64, burst: u32) -> Self {
        BucketRateLimiter {
            per_second,
            burst: f64::from(burst),
            bucket: Mutex::new((f64::from(burst), Instant::now())),
        }
    }
}

impl<T> RateLimiter<T> for BucketRateLimiter {
    fn when(&self, _item: &T) -> Duration {
        let mut b = lock(&self.bucket);
        let now = Instant::now();
        let elapsed = now.saturating_duration_since(b.1).as_secs_f64();
        b.0 = (b.0 + elapsed * self.per_second).min(self.burst) - 1.0;
        b.1 = now;
        if b.0 >= 0.0 || self.per_second <= 0.0 {
            Duration::ZERO
        } else {
            Duration::from_secs_f64(-b.0 / self.per_second)
        }
    }

    fn forget(&self, _item: &T) {}

    fn num_requeues(&self, _item: &T) -> usize {
        0
    }
}

/// The longest delay of several limiters, as client-go's `TypedMaxOfRateLimiter`.
pub struct MaxOfRateLimiter<T> {
    limiters: Vec<Box<dyn RateLimiter<T>>>,
}

impl<T> MaxOfRateLimiter<T> {
    /// Combines `limiters`: every one records each attempt.
    pub fn new(limiters: Vec<Box<dyn RateLimiter<T>>>) -> Self {
        MaxOfRateLimiter { limiters }
    }
}

/// A boxed limiter limits as the limiter in it (a builder's `Option<Box<dyn RateLimiter>>`).
impl<T> RateLimiter<T> for Box<dyn RateLimiter<T>> {
    fn when(&self, item: &T) -> Duration {
        (**self).when(item)
    }
    fn forget(&self, item: &T) {
        (**self).forget(item);
    }
    fn num_requeues(&self, item: &T) -> usize {
        (**self).num_requeues(item)
    }
}

impl<T> RateLimiter<T> for MaxOfRateLimiter<T> {
    fn when(&self, item: &T) -> Duration {
        self.limiters
            .iter()
            .map(|l| l.when(item))
            .max()
            .unwrap_or_default()
    }

    fn forget(&self, item: &T) {
        self.limiters.iter().for_each(|l| l.forget(item));
    }

    fn num_requeues(&self, item: &T) -> usize {
        self.limiters
            .iter()
            .map(|l| l.num_requeues(item))
            .max()
            .unwrap_or_default()
    }
}

/// client-go's `DefaultTypedControllerRateLimiter`: per-item exponential back-off from
/// 5 ms to 1,000 s, combined with an overall 10 per second / burst 100 bucket.
pub fn default_controller_rate_limiter<T>() -> MaxOfRateLimiter<T>
where
    T: Eq + Hash + Clone + Send + Sync + 'static,
{
    MaxOfRateLimiter::new(vec![
        Box::new(ItemExponentialFailureRateLimiter::new(
            Duration::from_millis(5),
            Duration::from_secs(1000),
        )),
        Box::new(BucketRateLimiter::new(10.0, 100)),
    ])
}

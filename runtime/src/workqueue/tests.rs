//! The work queue's invariants, and the rate limiters' delays against client-go's numbers.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use proptest::prelude::*;

use super::*;

fn now_ready<T: QueueItem>(q: &WorkQueue<T>) -> Option<T> {
    futures::FutureExt::now_or_never(q.get()).flatten()
}

#[tokio::test]
async fn fair_and_stingy() {
    let q = WorkQueue::new();
    for k in ["a", "b", "a", "c", "b"] {
        q.add(k);
    }
    assert_eq!(q.len(), 3, "each item is held once");
    assert_eq!(q.get().await, Some("a"));
    assert_eq!(q.get().await, Some("b"));
    assert_eq!(q.get().await, Some("c"));
    assert!(q.is_empty());
}

#[tokio::test]
async fn an_item_added_while_processed_is_queued_at_done() {
    let q = WorkQueue::new();
    q.add("a");
    let a = q.get().await.expect("a");
    q.add("a");
    q.add("a");
    assert_eq!(q.len(), 0, "not handed out twice at once");
    assert_eq!(now_ready(&q), None);
    q.done(&a);
    assert_eq!(q.len(), 1, "queued again, once");
    assert_eq!(q.get().await, Some("a"));
    q.done(&"a");
    assert!(q.is_empty());
}

#[tokio::test]
async fn shut_down_hands_out_what_is_queued_then_none() {
    let q = WorkQueue::new();
    q.add(1);
    q.add(2);
    q.shut_down();
    q.add(3);
    assert!(q.shutting_down());
    assert_eq!(q.get().await, Some(1));
    assert_eq!(q.get().await, Some(2));
    assert_eq!(q.get().await, None);
}

#[tokio::test]
async fn waiting_workers_wake_on_shut_down() {
    let q: WorkQueue<u32> = WorkQueue::new();
    let workers: Vec<_> = (0..4)
        .map(|_| {
            let q = q.clone();
            tokio::spawn(async move { q.get().await })
        })
        .collect();
    tokio::task::yield_now().await;
    q.shut_down();
    for w in workers {
        assert_eq!(
            tokio::time::timeout(Duration::from_secs(5), w)
                .await
                .expect("woken")
                .expect("joined"),
            None
        );
    }
}

#[tokio::test]
async fn shut_down_with_drain_waits_for_done() {
    let q = WorkQueue::new();
    q.add("a");
    let a = q.get().await.expect("a");
    let drain = {
        let q = q.clone();
        tokio::spawn(async move { q.shut_down_with_drain().await })
    };
    tokio::time::sleep(Duration::from_millis(50)).await;
    assert!(!drain.is_finished(), "still processing `a`");
    q.done(&a);
    tokio::time::timeout(Duration::from_secs(5), drain)
        .await
        .expect("drained")
        .expect("joined");
}

#[tokio::test(start_paused = true)]
async fn add_after_waits_and_the_earliest_delay_wins() {
    let q = WorkQueue::new();
    q.add_after("a", Duration::from_secs(1));
    q.add_after("b", Duration::from_secs(10));
    q.add_after("b", Duration::from_secs(2));
    q.add_after("b", Duration::from_secs(30));
    tokio::time::sleep(Duration::from_millis(999)).await;
    assert_eq!(q.len(), 0);
    tokio::time::sleep(Duration::from_millis(2)).await;
    assert_eq!(q.get().await, Some("a"));
    tokio::time::sleep(Duration::from_millis(1000)).await;
    assert_eq!(q.get().await, Some("b"), "due after 2 s, not 10 or 30");
    tokio::time::sleep(Duration::from_secs(60)).await;
    assert_eq!(q.len(), 0, "b was queued once");
}

#[test]
fn item_exponential_back_off_matches_client_go() {
    // client-go's controllers: 5 ms doubling, capped at 1,000 s.
    let l =
        ItemExponentialFailureRateLimiter::new(Duration::from_millis(5), Duration::from_secs(1000));
    let delays: Vec<Duration> = (0..20).map(|_| l.when(&"x")).collect();
    let expected: Vec<Duration> = (0..20)
        .map(|n| (Duration::from_millis(5) * 2u32.pow(n)).min(Duration::from_secs(1000)))
        .collect();
    assert_eq!(delays, expected);
    assert_eq!(delays[17], Duration::from_micros(655_360_000));
    assert_eq!(delays[18], Duration::from_secs(1000));
    assert_eq!(l.num_requeues(&"x"), 20);
    assert_eq!(l.when(&"y"), Duration::from_millis(5), "per item");
    for _ in 0..100 {
        l.when(&"x");
    }
    assert_eq!(l.when(&"x"), Duration::from_secs(1000), "no overflow");
    l.forget(&"x");
    assert_eq!(l.num_requeues(&"x"), 0);
    assert_eq!(l.when(&"x"), Duration::from_millis(5));
}

#[tokio::test(start_paused = true)]
async fn bucket_gives_a_burst_of_100_then_10_per_second() {
    let l = BucketRateLimiter::new(10.0, 100);
    let first: Vec<Duration> = (0..100).map(|i| RateLimiter::<u32>::when(&l, &i)).collect();
    assert!(first.iter().all(Duration::is_zero));
    let next: Vec<u128> = (0..3)
        .map(|i| RateLimiter::<u32>::when(&l, &i).as_millis())
        .collect();
    assert_eq!(next, [100, 200, 300]);
    tokio::time::sleep(Duration::from_secs(1)).await;
    // Ten tokens came back; three were already promised.
    assert_eq!(RateLimiter::<u32>::when(&l, &0).as_millis(), 0);
}

#[tokio::test(start_paused = true)]
async fn the_default_controller_rate_limiter_is_the_max_of_both() {
    let q = WorkQueue::new();
    for _ in 0..3 {
        q.add_rate_limited("k");
    }
    assert_eq!(q.num_requeues(&"k"), 3);
    let l = default_controller_rate_limiter::<&str>();
    assert_eq!(l.when(&"x"), Duration::from_millis(5));
    assert_eq!(l.when(&"x"), Duration::from_millis(10));
    for i in 0..200 {
        l.when(&"other");
        let _ = i;
    }
    // The bucket is now empty: it decides, not the item's own back-off.
    assert!(l.when(&"fresh") > Duration::from_secs(5));
    tokio::time::sleep(Duration::from_millis(5)).await;
    assert_eq!(
        q.get().await,
        Some("k"),
        "queued once, after the shortest delay"
    );
    q.forget(&"k");
    assert_eq!(q.num_requeues(&"k"), 0);
}

/// One run of `workers` concurrent workers over `adds` (keys), where a worker re-adds the
/// key it processes when `requeue` says so for that step. Checks, with a global sequence:
/// no key is processed by two workers at once, and every add is followed by a processing
/// of its key that started after it.
fn run_workers(adds: Vec<u8>, requeue: Vec<bool>, workers: usize) -> Result<(), TestCaseError> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(4)
        .enable_time()
        .build()
        .expect("runtime");
    rt.block_on(async move {
        let q: WorkQueue<u8> = WorkQueue::new();
        let seq = Arc::new(AtomicU64::new(0));
        let in_flight = Arc::new(Mutex::new(HashSet::new()));
        let last_add: Arc<Mutex<HashMap<u8, u64>>> = Arc::default();
        let last_start: Arc<Mutex<HashMap<u8, u64>>> = Arc::default();
        let violations = Arc::new(AtomicU64::new(0));
        let requeue = Arc::new(requeue);
        let steps = Arc::new(AtomicU64::new(0));
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                let (q, seq, in_flight, last_add, last_start, violations, requeue, steps) = (
                    q.clone(),
                    seq.clone(),
                    in_flight.clone(),
                    last_add.clone(),
                    last_start.clone(),
                    violations.clone(),
                    requeue.clone(),
                    steps.clone(),
                );
                tokio::spawn(async move {
                    while let Some(k) = q.get().await {
                        let s = seq.fetch_add(1, Ordering::SeqCst);
                        last_start.lock().expect("lock").insert(k, s);
                        if !in_flight.lock().expect("lock").insert(k) {
                            violations.fetch_add(1, Ordering::SeqCst);
                        }
                        tokio::task::yield_now().await;
                        let step = steps.fetch_add(1, Ordering::SeqCst) as usize;
                        if requeue.get(step).copied().unwrap_or(false) {
                            let s = seq.fetch_add(1, Ordering::SeqCst);
                            last_add.lock().expect("lock").insert(k, s);
                            q.add(k);
                        }
                        in_flight.lock().expect("lock").remove(&k);
                        q.done(&k);
                    }
                })
            })
            .collect();
        for k in adds {
            let s = seq.fetch_add(1, Ordering::SeqCst);
            last_add.lock().expect("lock").insert(k, s);
            q.add(k);
            if k % 3 == 0 {
                tokio::task::yield_now().await;
            }
        }
        // Let the workers finish what is queued (requeues included), then stop them.
        tokio::time::timeout(Duration::from_secs(10), async {
            loop {
                let idle = q.is_empty() && in_flight.lock().expect("lock").is_empty();
                if idle {
                    tokio::time::sleep(Duration::from_millis(20)).await;
                    if q.is_empty() && in_flight.lock().expect("lock").is_empty() {
                        break;
                    }
                }
                tokio::time::sleep(Duration::from_millis(1)).await;
            }
        })
        .await
        .map_err(|_| TestCaseError::fail("workers never went idle"))?;
        q.shut_down_with_drain().await;
        for h in handles {
            h.await.map_err(|e| TestCaseError::fail(e.to_string()))?;
        }
        prop_assert_eq!(
            violations.load(Ordering::SeqCst),
            0,
            "a key was processed twice at once"
        );
        let adds = last_add.lock().expect("lock");
        let starts = last_start.lock().expect("lock");
        for (k, added) in adds.iter() {
            let started = starts.get(k).copied();
            prop_assert!(
                started.is_some_and(|s| s > *added),
                "key {} added at {} but last processed from {:?}",
                k,
                added,
                started
            );
        }
        Ok(())
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn concurrent_workers_never_share_a_key_and_miss_no_add(
        adds in proptest::collection::vec(0u8..12, 1..120),
        requeue in proptest::collection::vec(any::<bool>(), 0..200),
        workers in 1usize..8,
    ) {
        run_workers(adds, requeue, workers)?;
    }
}

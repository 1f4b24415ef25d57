//! Throughput of the work queue, the Rust side of `hack/bench-workqueue.sh`: one producer
//! adds N distinct `namespace/name` keys while W workers `get` and `done` them, on a Tokio
//! runtime with W worker threads (at most the machine's cores); prints
//! `<workers> <items> <seconds>` when every item was processed.
//!
//! `cargo run --release -p kube-codegen-runtime --example workqueue_throughput -- 8 200000`

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use kube_codegen_runtime::workqueue::WorkQueue;

fn main() {
    let mut args = std::env::args().skip(1);
    let workers: usize = args
        .next()
        .and_then(|a| a.parse().ok())
        .expect("usage: <workers> <items>");
    let items: usize = args
        .next()
        .and_then(|a| a.parse().ok())
        .expect("usage: <workers> <items>");
    let threads = workers.min(std::thread::available_parallelism().map_or(1, |n| n.get()));
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(threads)
        .enable_all()
        .build()
        .expect("runtime");
    let keys: Vec<String> = (0..items).map(|i| format!("default/object-{i}")).collect();
    let elapsed = rt.block_on(async move {
        let q: WorkQueue<String> = WorkQueue::new();
        let processed = Arc::new(AtomicUsize::new(0));
        let all = Arc::new(tokio::sync::Notify::new());
        let start = std::time::Instant::now();
        for _ in 0..workers {
            let (q, processed, all) = (q.clone(), processed.clone(), all.clone());
            tokio::spawn(async move {
                while let Some(k) = q.get().await {
                    q.forget(&k);
                    q.done(&k);
                    if processed.fetch_add(1, Ordering::Relaxed) + 1 == items {
                        all.notify_one();
                    }
                }
            });
        }
        for k in keys {
            q.add(k);
        }
        all.notified().await;
        let elapsed = start.elapsed();
        q.shut_down();
        elapsed
    });
    println!("{workers} {items} {:.6}", elapsed.as_secs_f64());
}

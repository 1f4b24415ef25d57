//! Informer sync time and memory for 10,000 Guestbooks from a real kube-apiserver
//! (kube-envtest): `cargo bench -p kube-codegen-e2e --bench informer`.
//!
//! Each iteration is a fresh `SharedInformerFactory` that lists (pages of 500, as
//! client-go) and watches every object until `wait_for_cache_sync` returns. Memory is the
//! heap the process holds (a counting global allocator) while one informer holds the
//! objects, with and without a transform that drops `managedFields`; it is printed, not
//! measured by criterion. Under `cargo test` (no `--bench` argument) it runs once over 200 objects,
//! as a smoke test.

use std::path::PathBuf;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use futures::{StreamExt, TryStreamExt};
use kube::api::PostParams;
use kube_codegen_e2e::clients::clientset::{Clientset, SharedInformerFactory};
use kube_codegen_e2e::counting::{Counting, live_bytes};
use kube_codegen_e2e::fixtures::guestbook;
use kube_codegen_runtime::FactoryOptions;
use kube_envtest::{ControlPlane, Environment, require_assets, test_namespace};

#[global_allocator]
static ALLOCATOR: Counting = Counting;

async fn setup(
    count: usize,
) -> Result<(ControlPlane, kube::Client, String), Box<dyn std::error::Error>> {
    let crds = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../testdata/clients/expected");
    let plane = Environment::new().crd_path(crds).start().await?;
    let client = plane.client()?;
    let ns = test_namespace(&client, "bench").await?;
    let books = Clientset::new(client.clone()).webapp_v1().guestbooks(&ns);
    futures::stream::iter(0..count)
        .map(|i| {
            let books = books.clone();
            let mut g = guestbook(&ns, &format!("g{i:05}"), &format!("Guestbook number {i}"));
            g.metadata.labels = Some([("app".to_string(), "guestbook".to_string())].into());
            async move { books.create(&PostParams::default(), &g).await }
        })
        .buffer_unordered(32)
        .try_collect::<Vec<_>>()
        .await?;
    Ok((plane, client, ns))
}

async fn sync(client: &kube::Client, options: FactoryOptions) -> (SharedInformerFactory, usize) {
    let factory = SharedInformerFactory::with_options(client.clone(), options);
    let informer = factory.webapp().v1().guestbooks();
    factory.start();
    let _ = tokio::time::timeout(Duration::from_secs(300), factory.wait_for_cache_sync()).await;
    let n = informer.informer().indexer().len();
    (factory, n)
}

fn informer_sync(c: &mut Criterion) {
    if require_assets().is_none() {
        return;
    }
    let full = std::env::args().any(|a| a == "--bench");
    let count = if full { 10_000 } else { 200 };
    let rt = match tokio::runtime::Runtime::new() {
        Ok(rt) => rt,
        Err(e) => panic!("no Tokio runtime: {e}"),
    };
    let started = std::time::Instant::now();
    let (_plane, client, ns) = match rt.block_on(setup(count)) {
        Ok(s) => s,
        Err(e) => panic!("setting up {count} objects failed: {e}"),
    };
    eprintln!("created {count} guestbooks in {:.1?}", started.elapsed());

    for (label, options) in [
        ("as served", FactoryOptions::default().namespace(&ns)),
        (
            "managedFields dropped",
            FactoryOptions::default()
                .namespace(&ns)
                .transform(|m| m.managed_fields = None),
        ),
    ] {
        let before = live_bytes();
        let (factory, n) = rt.block_on(sync(&client, options));
        // Let the watch settle, so only what the informer keeps is counted.
        rt.block_on(async { tokio::time::sleep(Duration::from_millis(500)).await });
        let held = live_bytes().saturating_sub(before);
        assert_eq!(n, count, "the informer holds every object");
        eprintln!(
            "memory, {label}: {:.1} MiB held for {n} objects ({} bytes/object)",
            held as f64 / (1 << 20) as f64,
            held / n
        );
        rt.block_on(factory.shutdown());
    }

    let mut group = c.benchmark_group("informer");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(if full { 60 } else { 5 }));
    group.bench_function(format!("sync {count} guestbooks"), |b| {
        b.to_async(&rt).iter(|| async {
            let (factory, n) = sync(&client, FactoryOptions::default().namespace(&ns)).await;
            assert_eq!(n, count);
            factory.shutdown().await;
        })
    });
    group.finish();
}

criterion_group!(benches, informer_sync);
criterion_main!(benches);

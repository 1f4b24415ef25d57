//! The informer benchmark against client-go's and kube-rs's (`hack/bench-informer.sh`): one
//! envtest API server holds N Guestbooks, and each tool, in its own process, syncs an
//! informer on them, reports its resident set, then measures the latency of update events.
//!
//! ```text
//! informer_peers drive <objects> <updates> <runs> <client-go binary>
//! informer_peers kube-codegen <kubeconfig> <namespace> <objects> <updates>
//! informer_peers kube-codegen-stripped <kubeconfig> <namespace> <objects> <updates>
//! informer_peers kube-rs <kubeconfig> <namespace> <objects> <updates>
//! ```
//!
//! `drive` starts the API server (`KUBEBUILDER_ASSETS`), creates the objects, runs the four
//! subjects in turn `runs` times, each run starting one subject later, and prints a table
//! of medians. A subject prints one line,
//! `sync_ms rss_mib p50_ms p99_ms heap_mib rss_before_mib`, as `hack/bench-informer/main.go` (client-go)
//! does:
//!
//! - sync: from starting the informer to its cache holding every object (lists in pages of
//!   500, then watches);
//! - RSS: `VmRSS` half a second after sync, objects as served (`managedFields` included);
//! - heap: the bytes the process holds then (Rust: counted by [`Counting`]; Go: `HeapAlloc`
//!   after a collection);
//! - RSS before: `VmRSS` just before the informer starts, the process without objects;
//! - latency: for each of `updates` objects in turn, from just before a merge patch of an
//!   annotation to the update event in the informer's handler.
//!
//! kube-codegen's subject is the generated `SharedInformerFactory`'s Guestbook informer with
//! an event handler (`kube-codegen-stripped`: the same, with
//! `FactoryOptions::transform(|m| m.managed_fields = None)`, which is off by default); kube-rs's is `kube::runtime::reflector` over `watcher` (page size 500)
//! with its store.
//!
//! Below the table `drive` prints the floor k8s-openapi's types set: the heap that the N
//! objects, as served and without `managedFields`, hold on their own (listed once and each
//! put behind an `Arc`, as every store keeps them), beside two thirds of client-go's RSS.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures::TryStreamExt;
use kube::api::Api;
use kube::runtime::{WatchStreamExt, reflector, watcher};
use kube_codegen_e2e::clients::api::webapp::v1::Guestbook;
use kube_codegen_e2e::clients::clientset::SharedInformerFactory;
use kube_codegen_e2e::counting::{Counting, live_bytes};
use kube_codegen_runtime::{EventHandlerFns, FactoryOptions};

#[path = "peers/mod.rs"]
mod peers;

use peers::{Error, client, latencies, rss_mib, since_sent};

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn mib(bytes: usize) -> f64 {
    bytes as f64 / f64::from(1 << 20)
}

/// What a subject measured: sync time, RSS and heap after sync, RSS before the start.
struct Measured {
    sync: Duration,
    rss: f64,
    heap: usize,
    rss_before: f64,
}

fn report(m: Measured, lat: &[f64]) {
    let p = |q: f64| lat[(q * (lat.len() - 1) as f64) as usize];
    println!(
        "{:.1} {:.1} {:.2} {:.2} {:.1} {:.1}",
        m.sync.as_secs_f64() * 1000.0,
        m.rss,
        p(0.5),
        p(0.99),
        mib(m.heap),
        m.rss_before,
    );
}

/// kube-codegen's subject; `strip` drops `managedFields` with the factory's transform.
async fn kube_codegen(
    kubeconfig: &Path,
    ns: &str,
    objects: usize,
    updates: usize,
    strip: bool,
) -> Result<(), Error> {
    let client = client(kubeconfig).await?;
    let mut options = FactoryOptions::default().namespace(ns);
    if strip {
        options = options.transform(|m| m.managed_fields = None);
    }
    let factory = SharedInformerFactory::with_options(client.clone(), options);
    let informer = factory.webapp().v1().guestbooks();
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    informer
        .informer()
        .add_event_handler(
            EventHandlerFns::new().on_update(move |_, new: &Arc<Guestbook>| {
                if let Some(d) = since_sent(new) {
                    let _ = tx.send(d);
                }
            }),
        );
    let rss_before = rss_mib();
    let start = Instant::now();
    factory.start();
    factory.wait_for_cache_sync().await;
    let sync = start.elapsed();
    let held = informer.informer().indexer().len();
    if held != objects {
        return Err(format!("synced {held} objects, want {objects}").into());
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let m = Measured {
        sync,
        rss: rss_mib(),
        heap: live_bytes(),
        rss_before,
    };
    let lat = latencies(&Api::namespaced(client, ns), updates, &mut rx).await?;
    report(m, &lat);
    Ok(())
}

async fn kube_rs(kubeconfig: &Path, ns: &str, objects: usize, updates: usize) -> Result<(), Error> {
    let client = client(kubeconfig).await?;
    let api: Api<Guestbook> = Api::namespaced(client, ns);
    let (reader, writer) = reflector::store();
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    let stream = reflector(writer, watcher(api.clone(), watcher::Config::default()))
        .default_backoff()
        .try_for_each(move |event| {
            if let watcher::Event::Apply(g) = &event
                && let Some(d) = since_sent(g)
            {
                let _ = tx.send(d);
            }
            futures::future::ready(Ok(()))
        });
    let rss_before = rss_mib();
    let start = Instant::now();
    let task = tokio::spawn(stream);
    reader.wait_until_ready().await?;
    let sync = start.elapsed();
    let held = reader.state().len();
    if held != objects {
        return Err(format!("synced {held} objects, want {objects}").into());
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let m = Measured {
        sync,
        rss: rss_mib(),
        heap: live_bytes(),
        rss_before,
    };
    let lat = latencies(&api, updates, &mut rx).await?;
    report(m, &lat);
    task.abort();
    Ok(())
}

/// The heap the listed objects hold on their own, as served and without `managedFields`:
/// each is cloned behind an `Arc` (a clone keeps no spare `Vec` capacity, as an informer's
/// store keeps none) and counted while the list it came from is already freed.
async fn floor(api: &Api<Guestbook>) -> Result<[usize; 2], Error> {
    let held = |strip: bool| {
        let api = api.clone();
        async move {
            let listed = api.list(&Default::default()).await?.items;
            let before = live_bytes();
            let kept: Vec<Arc<Guestbook>> = listed
                .iter()
                .map(|g| {
                    let mut g = g.clone();
                    if strip {
                        g.metadata.managed_fields = None;
                    }
                    Arc::new(g)
                })
                .collect();
            let bytes = live_bytes() - before;
            drop(kept);
            Ok::<_, Error>(bytes)
        }
    };
    Ok([held(false).await?, held(true).await?])
}

async fn drive(objects: usize, updates: usize, runs: usize, go: &str) -> Result<(), Error> {
    if objects < updates || updates == 0 || runs == 0 {
        return Err("drive needs 0 < updates <= objects and at least one run".into());
    }
    let (plane, ns, api) = peers::guestbooks(objects).await?;
    let floor = floor(&api).await?;
    let kubeconfig = plane.kubeconfig_path().display().to_string();
    let me = std::env::current_exe()?.display().to_string();
    let tools: [(&str, Vec<String>); 4] = [
        ("client-go", vec![go.to_string()]),
        ("kube-rs reflector", vec![me.clone(), "kube-rs".into()]),
        (
            "kube-codegen informer",
            vec![me.clone(), "kube-codegen".into()],
        ),
        (
            "kube-codegen informer, managedFields dropped (opt-in transform)",
            vec![me, "kube-codegen-stripped".into()],
        ),
    ];
    let results: Vec<Vec<[f64; 6]>> = peers::run_alternating(
        &tools,
        &[&kubeconfig, &ns, &objects.to_string(), &updates.to_string()],
        runs,
        async || Ok(None),
    )
    .await?;
    let med = |r: &[[f64; 6]], i: usize| peers::median(r.iter().map(|x| x[i]).collect());
    let go = &results[0];
    println!(
        "| | sync | RSS after sync | heap after sync | RSS before the list | event latency p50 | p99 | client-go sync / this | RSS / client-go's |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for ((name, _), r) in tools.iter().zip(&results) {
        println!(
            "| {name} | {:.0} ms | {:.1} MiB | {:.1} MiB | {:.1} MiB | {:.2} ms | {:.2} ms | {:.2}× | {:.2}× |",
            med(r, 0),
            med(r, 1),
            med(r, 4),
            med(r, 5),
            med(r, 2),
            med(r, 3),
            med(go, 0) / med(r, 0),
            med(r, 1) / med(go, 1),
        );
    }
    println!(
        "({objects} objects as served, {updates} updates; medians of {runs} alternating runs, each tool its own process)"
    );
    let [served, stripped] = floor;
    println!(
        "The {objects} objects alone, in k8s-openapi's types behind an Arc: {:.1} MiB of heap as served ({} bytes/object), {:.1} MiB without managedFields ({} bytes/object); two thirds of client-go's RSS: {:.1} MiB.",
        mib(served),
        served / objects,
        mib(stripped),
        stripped / objects,
        med(go, 1) * 2.0 / 3.0,
    );
    plane.stop()?;
    Ok(())
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num =
        |i: usize| -> Result<usize, Error> { Ok(args.get(i).ok_or("missing argument")?.parse()?) };
    match args.first().map(String::as_str) {
        Some("drive") => drive(num(1)?, num(2)?, num(3)?, args.get(4).ok_or("missing client-go binary")?).await,
        Some(tool @ ("kube-codegen" | "kube-codegen-stripped" | "kube-rs")) => {
            let kubeconfig = Path::new(args.get(1).ok_or("missing kubeconfig")?);
            let ns = args.get(2).ok_or("missing namespace")?;
            match tool {
                "kube-rs" => kube_rs(kubeconfig, ns, num(3)?, num(4)?).await,
                _ => {
                    let strip = tool == "kube-codegen-stripped";
                    kube_codegen(kubeconfig, ns, num(3)?, num(4)?, strip).await
                }
            }
        }
        _ => Err("usage: informer_peers drive <objects> <updates> <runs> <client-go binary> | kube-codegen|kube-codegen-stripped|kube-rs <kubeconfig> <namespace> <objects> <updates>".into()),
    }
}

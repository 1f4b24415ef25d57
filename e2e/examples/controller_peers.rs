//! The controller benchmark against controller-runtime's (`hack/bench-controller.sh`): one
//! envtest API server holds N Guestbooks, each controlling a ConfigMap with 1 KiB of data,
//! and each tool, in its own process, runs a manager with one no-op controller `For`
//! Guestbooks that `Owns` ConfigMaps.
//!
//! ```text
//! controller_peers drive <objects> <updates> <runs> <controller-runtime binary>
//! controller_peers kube-codegen|kube-codegen-list-watch <kubeconfig> <namespace> <objects> <updates>
//! ```
//!
//! A subject prints one line, `wall_ms rss_mib peak_mib p50_ms p99_ms`, as
//! `hack/bench-controller/main.go` (controller-runtime) does:
//!
//! - wall: from starting the manager to every Guestbook reconciled once (lists or streamed
//!   lists, watches, queue, one reconcile each, one worker);
//! - RSS: `VmRSS` half a second after that, and the peak so far (`VmHWM`);
//! - latency: for each of `updates` objects in turn, from just before a merge patch of an
//!   annotation to the reconcile that reads the new annotation from the cache.
//!
//! The driver adds the API server's peak resident set during each run. The reconciler reads
//! the object from the cache and does nothing else, in both tools. `kube-codegen-list-watch`
//! is kube-codegen's manager with its informers listing instead of streaming, to set the
//! API server's peak of a streamed initial sync against a listed one.

#[path = "peers/mod.rs"]
mod peers;

use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures::{StreamExt, TryStreamExt};
use k8s_openapi::api::core::v1::ConfigMap;
use kube::api::{Api, PostParams};
use kube::runtime::watcher::InitialListStrategy;
use kube_codegen_e2e::clients::api::webapp::v1::Guestbook;
use kube_codegen_runtime::FactoryOptions;
use kube_codegen_runtime::controller::{Action, ReconcileError, Request, reconciler_fn};
use kube_codegen_runtime::controllerutil::set_controller_reference;
use kube_codegen_runtime::manager::{Manager, ManagerOptions};
use peers::{Error, client, latencies, rss_mib, since_sent, status_mib};
use tokio::sync::{mpsc, oneshot};

/// What the no-op reconciler saw: the last annotation of each key, and who to tell.
struct Seen {
    sent: HashMap<String, Option<String>>,
    objects: usize,
    all: Option<oneshot::Sender<()>>,
    received: mpsc::UnboundedSender<Duration>,
}

async fn kube_codegen(
    kubeconfig: &Path,
    ns: &str,
    objects: usize,
    updates: usize,
    list_watch: bool,
) -> Result<(), Error> {
    let client = client(kubeconfig).await?;
    let mut cache = FactoryOptions::default().namespace(ns);
    if list_watch {
        cache = cache.tweak_list_options(|mut c| {
            c.initial_list_strategy = InitialListStrategy::ListWatch;
            c
        });
    }
    let options = ManagerOptions::new().factory(cache);
    let mgr = Manager::with_client(client.clone(), options);
    let (all_tx, all_rx) = oneshot::channel();
    let (tx, mut rx) = mpsc::unbounded_channel();
    let seen = Arc::new(Mutex::new(Seen {
        sent: HashMap::new(),
        objects,
        all: Some(all_tx),
        received: tx,
    }));
    let guestbooks = mgr.factory().informer_for::<Guestbook>().lister();
    mgr.controller::<Guestbook>()
        .named("guestbook")
        .owns::<ConfigMap>()
        .complete(reconciler_fn(move |req: Request| {
            let found = guestbooks.namespace(req.namespace()).get(&req.name);
            let seen = seen.clone();
            async move {
                let Ok(g) = found else {
                    return Ok::<_, ReconcileError>(Action::done());
                };
                let sent = g
                    .metadata
                    .annotations
                    .as_ref()
                    .and_then(|a| a.get(peers::SENT))
                    .cloned();
                let mut s = seen.lock().map_err(|_| ReconcileError::msg("poisoned"))?;
                let last = s.sent.insert(req.to_string(), sent.clone());
                if last.is_none() && s.sent.len() == s.objects {
                    s.all.take().map(|all| all.send(()));
                }
                if let Some(previous) = last
                    && sent.is_some()
                    && sent != previous
                    && let Some(d) = since_sent(&g)
                {
                    let _ = s.received.send(d);
                }
                Ok(Action::done())
            }
        }))?;
    let stop = Arc::new(tokio::sync::Notify::new());
    let start = Instant::now();
    let run = tokio::spawn({
        let (mgr, stop) = (mgr.clone(), stop.clone());
        async move { mgr.start_until(async move { stop.notified().await }).await }
    });
    tokio::time::timeout(Duration::from_secs(300), all_rx).await??;
    let wall = start.elapsed();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let (rss, peak) = (rss_mib(), status_mib("self", "VmHWM"));
    let lat = latencies(&Api::namespaced(client, ns), updates, &mut rx).await?;
    let p = |q: f64| lat[(q * (lat.len() - 1) as f64) as usize];
    println!(
        "{:.1} {:.1} {:.1} {:.2} {:.2}",
        wall.as_secs_f64() * 1000.0,
        rss,
        peak,
        p(0.5),
        p(0.99)
    );
    stop.notify_one();
    run.await??;
    Ok(())
}

async fn drive(objects: usize, updates: usize, runs: usize, go: &str) -> Result<(), Error> {
    if objects < updates || updates == 0 || runs == 0 {
        return Err("drive needs 0 < updates <= objects and at least one run".into());
    }
    let (mut plane, ns, guestbooks) = peers::guestbooks(objects).await?;
    owned_config_maps(&plane.client()?, &ns, &guestbooks).await?;
    let kubeconfig = plane.kubeconfig_path().display().to_string();
    let me = std::env::current_exe()?.display().to_string();
    let tools: [(&str, Vec<String>); 3] = [
        ("controller-runtime v0.25.2", vec![go.to_string()]),
        (
            "kube-codegen builder",
            vec![me.clone(), "kube-codegen".into()],
        ),
        (
            "kube-codegen builder, listing",
            vec![me, "kube-codegen-list-watch".into()],
        ),
    ];
    let args = [
        kubeconfig.as_str(),
        &ns,
        &objects.to_string(),
        &updates.to_string(),
    ];
    // Each run on an API server started afresh (its Go heap does not shrink back between
    // runs), which has filled its watch cache from etcd: its peak is then the run's.
    let restarted = async || {
        plane.restart_api_server(Duration::from_secs(300)).await?;
        tokio::time::sleep(Duration::from_secs(5)).await;
        // kube-apiserver: the second of etcd, kube-apiserver and the watchdog.
        Ok::<_, Error>(plane.pids().get(1).copied())
    };
    let results = peers::run_alternating::<6>(&tools, &args, runs, restarted).await?;
    let med = |r: &[[f64; 6]], i: usize| peers::median(r.iter().map(|x| x[i]).collect());
    let go = &results[0];
    println!(
        "| | all reconciled | RSS settled | RSS peak | API server peak | reconcile latency p50 | p99 | controller-runtime time / this | RSS settled / controller-runtime's | peak / controller-runtime's |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for ((name, _), r) in tools.iter().zip(&results) {
        println!(
            "| {name} | {:.0} ms | {:.1} MiB | {:.1} MiB | {:.0} MiB | {:.2} ms | {:.2} ms | {:.2}× | {:.2}× | {:.2}× |",
            med(r, 0),
            med(r, 1),
            med(r, 2),
            med(r, 5),
            med(r, 3),
            med(r, 4),
            med(go, 0) / med(r, 0),
            med(r, 1) / med(go, 1),
            med(r, 2) / med(go, 2),
        );
    }
    println!(
        "({objects} Guestbooks each owning a ConfigMap of 1 KiB, {updates} updates; medians of {runs} alternating runs, each tool its own process, one worker)"
    );
    plane.stop()?;
    Ok(())
}

/// A ConfigMap `c<i>` with 1 KiB of data for each Guestbook `g<i>` of `guestbooks`'s
/// namespace, controlled by it.
async fn owned_config_maps(
    client: &kube::Client,
    ns: &str,
    guestbooks: &Api<Guestbook>,
) -> Result<(), Error> {
    let started = Instant::now();
    let listed = guestbooks.list(&Default::default()).await?.items;
    let config_maps: Api<ConfigMap> = Api::namespaced(client.clone(), ns);
    futures::stream::iter(listed)
        .map(|g| {
            let config_maps = config_maps.clone();
            async move {
                let name = g.metadata.name.clone().unwrap_or_default();
                let mut cm = ConfigMap::default();
                cm.metadata.name = Some(name.replacen('g', "c", 1));
                cm.metadata.namespace = Some(ns.to_string());
                set_controller_reference(&g, &mut cm.metadata)?;
                cm.data = Some([("index.html".to_string(), format!("{name:<1024}"))].into());
                config_maps.create(&PostParams::default(), &cm).await?;
                Ok::<_, Error>(())
            }
        })
        .buffer_unordered(32)
        .try_collect::<Vec<_>>()
        .await?;
    eprintln!("created their ConfigMaps in {:.1?}", started.elapsed());
    Ok(())
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num =
        |i: usize| -> Result<usize, Error> { Ok(args.get(i).ok_or("missing argument")?.parse()?) };
    match args.first().map(String::as_str) {
        Some("drive") => {
            let go = args.get(4).ok_or("missing controller-runtime binary")?;
            drive(num(1)?, num(2)?, num(3)?, go).await
        }
        Some(mode @ ("kube-codegen" | "kube-codegen-list-watch")) => {
            let kubeconfig = Path::new(args.get(1).ok_or("missing kubeconfig")?);
            let ns = args.get(2).ok_or("missing namespace")?;
            let list_watch = mode == "kube-codegen-list-watch";
            kube_codegen(kubeconfig, ns, num(3)?, num(4)?, list_watch).await
        }
        _ => Err("usage: controller_peers drive <objects> <updates> <runs> <controller-runtime binary> | kube-codegen[-list-watch] <kubeconfig> <namespace> <objects> <updates>".into()),
    }
}

//! What the peer benchmarks (`informer_peers`, `controller_peers`) share: the objects they
//! run on, the clock of a sent patch, the resident set, the update latencies, and the
//! subjects run in turn as processes.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use futures::{StreamExt, TryStreamExt};
use kube::api::{Api, Patch, PatchParams, PostParams};
use kube::config::{KubeConfigOptions, Kubeconfig};
use kube_codegen_e2e::clients::api::webapp::v1::Guestbook;
use kube_codegen_e2e::fixtures::guestbook;
use kube_envtest::{ControlPlane, Environment, test_namespace};

pub type Error = Box<dyn std::error::Error + Send + Sync>;

pub const SENT: &str = "bench.kube-codegen.dev/sent";

pub fn now_nanos() -> u128 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or_default()
}

/// How long ago the object's `SENT` annotation says its patch was sent, if it has one.
pub fn since_sent(g: &Guestbook) -> Option<Duration> {
    let sent: u128 = g.metadata.annotations.as_ref()?.get(SENT)?.parse().ok()?;
    let nanos = now_nanos().checked_sub(sent)?;
    Some(Duration::from_nanos(u64::try_from(nanos).ok()?))
}

pub fn rss_mib() -> f64 {
    status_mib("self", "VmRSS")
}

/// A size field (`VmRSS`, `VmHWM`) of process `pid`'s `/proc/<pid>/status` (`self` for
/// this one), in MiB; NaN when it cannot be read.
pub fn status_mib(pid: &str, field: &str) -> f64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
                .and_then(|v| v.split_whitespace().next()?.parse::<f64>().ok())
        })
        .map_or(f64::NAN, |kib| kib / 1024.0)
}

pub async fn client(kubeconfig: &Path) -> Result<kube::Client, Error> {
    let config = kube::Config::from_custom_kubeconfig(
        Kubeconfig::read_from(kubeconfig)?,
        &KubeConfigOptions::default(),
    )
    .await?;
    Ok(kube::Client::try_from(config)?)
}

/// Patches objects `g00000…` one at a time and waits for each update event on `events`;
/// returns the latencies in milliseconds, sorted.
pub async fn latencies(
    api: &Api<Guestbook>,
    updates: usize,
    events: &mut tokio::sync::mpsc::UnboundedReceiver<Duration>,
) -> Result<Vec<f64>, Error> {
    let mut out = Vec::with_capacity(updates);
    for i in 0..updates {
        let patch =
            serde_json::json!({"metadata": {"annotations": {SENT: now_nanos().to_string()}}});
        api.patch(
            &format!("g{i:05}"),
            &PatchParams::default(),
            &Patch::Merge(&patch),
        )
        .await?;
        let d = tokio::time::timeout(Duration::from_secs(30), events.recv())
            .await?
            .ok_or("the informer stopped")?;
        out.push(d.as_secs_f64() * 1000.0);
    }
    out.sort_by(f64::total_cmp);
    Ok(out)
}

pub fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[(v.len() - 1) / 2]
}

/// An API server with the Guestbook CRD and `objects` Guestbooks `g00000…` in a new
/// namespace.
pub async fn guestbooks(objects: usize) -> Result<(ControlPlane, String, Api<Guestbook>), Error> {
    let crds = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/clients/expected");
    let plane = Environment::new().crd_path(crds).start().await?;
    let client = plane.client()?;
    let ns = test_namespace(&client, "bench").await?;
    let api: Api<Guestbook> = Api::namespaced(client, &ns);
    let started = Instant::now();
    futures::stream::iter(0..objects)
        .map(|i| {
            let api = api.clone();
            let g = guestbook(&ns, &format!("g{i:05}"), &format!("Guestbook number {i}"));
            async move { api.create(&PostParams::default(), &g).await }
        })
        .buffer_unordered(32)
        .try_collect::<Vec<_>>()
        .await?;
    eprintln!("created {objects} guestbooks in {:.1?}", started.elapsed());
    Ok((plane, ns, api))
}

/// Runs each tool (a command line, then `args`) `runs` times, each run starting one tool
/// later (the API server is still busy for a while after a run, so no tool always follows
/// the same one); each prints its numbers on one line. `before` runs before each run; when
/// it returns a process (the API server, restarted), that process's peak resident set
/// during the run, in MiB, is appended to the run's numbers, `N` in all: its `VmHWM`, reset
/// before the run through `/proc/<pid>/clear_refs`.
pub async fn run_alternating<const N: usize>(
    tools: &[(&str, Vec<String>)],
    args: &[&str],
    runs: usize,
    mut before: impl AsyncFnMut() -> Result<Option<u32>, Error>,
) -> Result<Vec<Vec<[f64; N]>>, Error> {
    let mut results: Vec<Vec<[f64; N]>> = vec![Vec::new(); tools.len()];
    for run in 0..runs {
        for t in (0..tools.len()).map(|i| (i + run) % tools.len()) {
            let ((_, cmd), out) = (&tools[t], &mut results[t]);
            let server = before().await?;
            if let Some(pid) = server {
                std::fs::write(format!("/proc/{pid}/clear_refs"), "5")?;
            }
            let o = Command::new(&cmd[0]).args(&cmd[1..]).args(args).output()?;
            if !o.status.success() {
                return Err(
                    format!("{cmd:?} failed: {}", String::from_utf8_lossy(&o.stderr)).into(),
                );
            }
            let mut v: Vec<f64> = String::from_utf8_lossy(&o.stdout)
                .split_whitespace()
                .map(str::parse)
                .collect::<Result<_, _>>()?;
            if let Some(pid) = server {
                v.push(status_mib(&pid.to_string(), "VmHWM"));
            }
            out.push(v.try_into().map_err(|v| format!("{cmd:?} printed {v:?}"))?);
        }
    }
    Ok(results)
}

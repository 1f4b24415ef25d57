//! Leader election and reconciles under faults, on a real API server: a TCP proxy between
//! one manager and kube-apiserver drops its connections (a partition) or holds them without
//! passing a byte (a stall), and the API server itself is restarted. Two managers share a
//! Lease (4 s lease, 3 s renew deadline, 200 ms retry); who wrote each object is in its
//! `managedFields`. What must hold: the cut-off leader stops its controllers within the
//! renew deadline (plus a retry), the other takes over only after that, writes of the old
//! leader never land after the new one leads, and no object goes unreconciled.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use k8s_openapi::api::coordination::v1::Lease;
use k8s_openapi::api::core::v1::ConfigMap;
use kube::api::{Api, PostParams};
use kube_codegen_e2e::leaders::{Timings, labeling_manager_with, writers};
use kube_codegen_e2e::wait::eventually;
use kube_codegen_runtime::manager::{Manager, ManagerError};
use kube_envtest::{ControlPlane, Environment, require_assets, test_namespace};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tokio_util::sync::CancellationToken;

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

/// Short timings, so that a cut shows within seconds.
const TIMINGS: Timings = Timings {
    lease: Duration::from_secs(4),
    renew_deadline: Duration::from_secs(3),
    retry: Duration::from_millis(200),
};

/// What the proxy does with the manager's traffic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// Passes bytes both ways.
    Forward,
    /// Closes every connection and each new one at once.
    Drop,
    /// Keeps every connection open and passes nothing.
    Stall,
}

/// A TCP proxy to `upstream`, switched between [`Mode`]s.
struct Proxy {
    addr: SocketAddr,
    mode: watch::Sender<Mode>,
    stop: CancellationToken,
}

impl Proxy {
    async fn start(upstream: SocketAddr) -> Result<Proxy> {
        let listener = TcpListener::bind("127.0.0.1:0").await?;
        let addr = listener.local_addr()?;
        let (mode, _) = watch::channel(Mode::Forward);
        let stop = CancellationToken::new();
        let (modes, stopped) = (mode.clone(), stop.clone());
        tokio::spawn(async move {
            let mut connections = tokio::task::JoinSet::new();
            loop {
                let client = tokio::select! {
                    () = stopped.cancelled() => return,
                    accepted = listener.accept() => match accepted {
                        Ok((client, _)) => client,
                        Err(_) => continue,
                    },
                };
                connections.spawn(pipe(client, upstream, modes.subscribe()));
            }
        });
        Ok(Proxy { addr, mode, stop })
    }

    fn set(&self, mode: Mode) {
        self.mode.send_replace(mode);
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.stop.cancel();
    }
}

/// One proxied connection, until either side closes or the mode leaves `Forward`: then
/// closed (`Drop`), or held without a byte until the mode changes again (`Stall`).
async fn pipe(mut client: TcpStream, upstream: SocketAddr, mut mode: watch::Receiver<Mode>) {
    let current = *mode.borrow_and_update();
    match current {
        Mode::Drop => return,
        Mode::Stall => {
            let _ = mode.changed().await;
            return;
        }
        Mode::Forward => {}
    }
    let Ok(mut server) = TcpStream::connect(upstream).await else {
        return;
    };
    let stalled = tokio::select! {
        _ = tokio::io::copy_bidirectional(&mut client, &mut server) => false,
        changed = mode.wait_for(|m| *m != Mode::Forward) => {
            changed.is_ok_and(|m| *m == Mode::Stall)
        }
    };
    if stalled {
        // Hold both ends, pass nothing, until the stall ends.
        let _ = mode.wait_for(|m| *m != Mode::Stall).await;
    }
}

/// The holder of the test's Lease, if any.
async fn holder(client: &kube::Client, ns: &str) -> Option<String> {
    let leases: Api<Lease> = Api::namespaced(client.clone(), ns);
    leases
        .get_opt("e2e-lock")
        .await
        .ok()
        .flatten()
        .and_then(|l| l.spec?.holder_identity)
}

async fn config_map(api: &Api<ConfigMap>, name: &str) -> Result {
    let mut cm = ConfigMap::default();
    cm.metadata.name = Some(name.into());
    api.create(&PostParams::default(), &cm).await?;
    Ok(())
}

/// A running manager's task: its result, and when it ended.
type Running = tokio::task::JoinHandle<(std::result::Result<(), ManagerError>, Instant)>;

/// Runs `mgr` until the token is cancelled.
fn run(mgr: &Manager) -> (CancellationToken, Running) {
    let stop = CancellationToken::new();
    let task = tokio::spawn({
        let (mgr, stop) = (mgr.clone(), stop.clone());
        async move {
            let result = mgr.start_until(stop.cancelled_owned()).await;
            (result, Instant::now())
        }
    });
    (stop, task)
}

/// A cut-off leader (`mode`: its connections dropped or stalled) stops within the renew
/// deadline and a retry; the other manager takes over only after it stopped and reconciles
/// what comes next; the old leader's writes never land after that.
async fn a_cut_off_leader_stops_before_another_leads(mode: Mode) -> Result {
    let plane = Environment::new().start().await?;
    let admin = plane.client()?;
    let ns = test_namespace(&admin, "faults").await?;
    let upstream: SocketAddr = plane.server_url().trim_start_matches("https://").parse()?;
    let proxy = Proxy::start(upstream).await?;
    let mut config = plane.config()?;
    config.cluster_url = format!("https://{}", proxy.addr).parse()?;
    let (a, _) = labeling_manager_with(kube::Client::try_from(config)?, &ns, "a", TIMINGS)?;
    let (stop_a, run_a) = run(&a);
    eventually("a to lead", Duration::from_secs(20), async || a.is_leader()).await?;
    let (b, _) = labeling_manager_with(admin.clone(), &ns, "b", TIMINGS)?;
    let (stop_b, run_b) = run(&b);
    let configmaps: Api<ConfigMap> = Api::namespaced(admin.clone(), &ns);
    config_map(&configmaps, "before").await?;
    eventually("a to reconcile", Duration::from_secs(10), async || {
        configmaps
            .get("before")
            .await
            .is_ok_and(|cm| writers(&cm) == ["a"])
    })
    .await?;

    let cut = Instant::now();
    proxy.set(mode);
    let mut elected = b.elected();
    elected.wait_for(|l| *l).await?;
    let b_leads = Instant::now();
    let (result, a_stopped) = tokio::time::timeout(Duration::from_secs(5), run_a).await??;
    assert!(
        matches!(result, Err(ManagerError::LeaderElectionLost)),
        "{mode:?}: a cut-off leader returns LeaderElectionLost, not {result:?}"
    );
    assert!(
        a_stopped.duration_since(cut) <= TIMINGS.renew_deadline + 2 * TIMINGS.retry,
        "{mode:?}: a stopped {:?} after the cut, past the renew deadline",
        a_stopped.duration_since(cut)
    );
    assert!(
        a_stopped <= b_leads,
        "{mode:?}: b led {:?} before a stopped",
        a_stopped.duration_since(b_leads)
    );
    println!(
        "{mode:?}: the cut leader stopped after {:.1} s, the other led after {:.1} s",
        a_stopped.duration_since(cut).as_secs_f64(),
        b_leads.duration_since(cut).as_secs_f64()
    );
    assert_eq!(holder(&admin, &ns).await.as_deref(), Some("b"));
    config_map(&configmaps, "after").await?;
    eventually("b to reconcile", Duration::from_secs(10), async || {
        configmaps
            .get("after")
            .await
            .is_ok_and(|cm| writers(&cm) == ["b"])
    })
    .await?;
    // The cut heals: whatever a had in flight may now reach the server; none of it may
    // land on an object b reconciled.
    proxy.set(Mode::Forward);
    tokio::time::sleep(Duration::from_secs(2)).await;
    let after = configmaps.get("after").await?;
    assert_eq!(
        writers(&after),
        ["b"],
        "{mode:?}: only the new leader wrote"
    );
    stop_a.cancel();
    stop_b.cancel();
    run_b.await?.0?;
    plane.stop()?;
    Ok(())
}

#[tokio::test]
async fn a_partitioned_leader_stops_before_another_leads() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    a_cut_off_leader_stops_before_another_leads(Mode::Drop).await
}

#[tokio::test]
async fn a_stalled_leader_stops_before_another_leads() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    a_cut_off_leader_stops_before_another_leads(Mode::Stall).await
}

#[tokio::test]
async fn leadership_and_reconciles_survive_an_api_server_restart() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let mut plane: ControlPlane = Environment::new().start().await?;
    let admin = plane.client()?;
    let ns = test_namespace(&admin, "restart").await?;
    let (a, _) = labeling_manager_with(plane.client()?, &ns, "a", TIMINGS)?;
    let (stop_a, run_a) = run(&a);
    eventually("a to lead", Duration::from_secs(20), async || a.is_leader()).await?;
    let (b, _) = labeling_manager_with(plane.client()?, &ns, "b", TIMINGS)?;
    let (stop_b, run_b) = run(&b);
    let configmaps: Api<ConfigMap> = Api::namespaced(admin.clone(), &ns);
    config_map(&configmaps, "before").await?;
    eventually("the first reconcile", Duration::from_secs(10), async || {
        configmaps
            .get("before")
            .await
            .is_ok_and(|cm| writers(&cm).len() == 1)
    })
    .await?;

    // Both managers' leadership sampled every 20 ms from here on: never both at once.
    let sampling = CancellationToken::new();
    let sampler = tokio::spawn({
        let (a, b, stop) = (a.clone(), b.clone(), sampling.clone());
        async move {
            let mut both = 0;
            while !stop.is_cancelled() {
                if a.is_leader() && b.is_leader() {
                    both += 1;
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            both
        }
    });
    plane.restart_api_server(Duration::from_secs(60)).await?;
    // Every object reconciled, whoever leads after the restart.
    let names = ["after-1", "after-2", "after-3"];
    for name in names {
        config_map(&configmaps, name).await?;
    }
    eventually(
        "every object reconciled",
        Duration::from_secs(40),
        async || {
            let mut done = 0;
            for name in names {
                if configmaps
                    .get(name)
                    .await
                    .is_ok_and(|cm| !writers(&cm).is_empty())
                {
                    done += 1;
                }
            }
            done == names.len()
        },
    )
    .await?;
    sampling.cancel();
    assert_eq!(sampler.await?, 0, "samples where both managers led");
    let leader = holder(&admin, &ns)
        .await
        .ok_or("a leader after the restart")?;
    assert!(leader == "a" || leader == "b", "{leader}");
    stop_a.cancel();
    stop_b.cancel();
    let (a_result, _) = run_a.await?;
    let (b_result, _) = run_b.await?;
    // A leader that lost its lease across the restart returns LeaderElectionLost; nothing
    // else is an acceptable end.
    for result in [a_result, b_result] {
        assert!(
            matches!(result, Ok(()) | Err(ManagerError::LeaderElectionLost)),
            "{result:?}"
        );
    }
    plane.stop()?;
    Ok(())
}

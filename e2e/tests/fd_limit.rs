//! The runtime's servers at the open-file limit: with the process's limit lowered and every
//! descriptor taken by connections that never shake hands, the accept loops back off
//! (5 ms doubling to 1 s, as Go's `net/http`) instead of retrying at once, so the process
//! spends almost no CPU; once the connections time out, good requests are served again.
//! A binary of its own: the limit is the whole process's.

use std::time::Duration;

use k8s_openapi::api::apps::v1::Deployment;
use kube_codegen_e2e::wait::{eventually, http_get};
use kube_codegen_e2e::webhooks::spawn;
use kube_codegen_runtime::ServerLimits;
use kube_codegen_runtime::fake::FakeApiServer;
use kube_codegen_runtime::manager::{Manager, ManagerOptions, ping};
use kube_codegen_runtime::webhook::{Certificates, CustomDefaulter, Denied, WebhookServer};
use rustix::process::{Resource, Rlimit, getrlimit, setrlimit};
use tokio::net::TcpStream;

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

struct Nothing;

impl CustomDefaulter<Deployment> for Nothing {
    async fn default(&self, _: &mut Deployment) -> std::result::Result<(), Denied> {
        Ok(())
    }
}

/// User and system CPU seconds this process has used, read from `stat` (this process's
/// `/proc/self/stat`, opened before the descriptors run out).
fn cpu_seconds(stat: &mut std::fs::File) -> Result<f64> {
    use std::io::{Read, Seek};
    stat.rewind()?;
    let mut text = String::new();
    stat.read_to_string(&mut text)?;
    let stat = text;
    // The fields after the command name, which is in parentheses.
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .ok_or("a stat line")?
        .1
        .split_whitespace()
        .collect();
    let ticks: f64 = fields[11].parse::<f64>()? + fields[12].parse::<f64>()?;
    Ok(ticks / 100.0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn at_the_open_file_limit_the_servers_back_off_and_recover() -> Result {
    let mut limits = ServerLimits::default();
    limits.tls_handshake_timeout = Duration::from_secs(3);
    limits.header_read_timeout = Duration::from_secs(3);
    let server = WebhookServer::new(Certificates::self_signed(&["127.0.0.1"])?)
        .defaulting::<Deployment>(Nothing)
        .limits(limits);
    let (webhook, stop_webhook, serving) = spawn(server).await?;
    let mut options = ManagerOptions::new().health_probe_bind_address("127.0.0.1:0")?;
    options.server_limits = limits;
    let mgr = Manager::with_client(FakeApiServer::new().client(), options);
    mgr.add_healthz_check("ping", ping());
    let stop = tokio_util::sync::CancellationToken::new();
    let running = tokio::spawn({
        let (mgr, stop) = (mgr.clone(), stop.clone());
        async move { mgr.start_until(stop.cancelled_owned()).await }
    });
    eventually("the probes", Duration::from_secs(5), async || {
        mgr.bound_addresses().1.is_some()
    })
    .await?;
    let probes = mgr.bound_addresses().1.ok_or("bound")?;
    assert_eq!(http_get(probes, "/healthz").await?.0, 200);

    // Lower the limit to a little above what is open, then take every descriptor left
    // with connections to both servers: each accepted one costs the server a descriptor,
    // so the servers' accepts fail with EMFILE while they are held.
    let mut stat = std::fs::File::open("/proc/self/stat")?;
    let original = getrlimit(Resource::Nofile);
    let open = std::fs::read_dir("/proc/self/fd")?.count() as u64;
    let lowered = Rlimit {
        current: Some(open + 64),
        maximum: original.maximum,
    };
    setrlimit(Resource::Nofile, lowered)?;
    let mut held = Vec::new();
    for i in 0.. {
        let addr = if i % 2 == 0 { webhook } else { probes };
        match TcpStream::connect(addr).await {
            Ok(stream) => held.push(stream),
            Err(_) => break,
        }
    }
    let held_count = held.len();
    assert!(held_count > 10, "{held_count} connections before the limit");
    let before = cpu_seconds(&mut stat)?;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let spent = cpu_seconds(&mut stat)? - before;
    assert!(
        spent < 0.5,
        "{spent:.2} CPU-seconds in 2 s at the open-file limit: the accept loops spin"
    );
    drop(held);
    setrlimit(Resource::Nofile, original)?;
    // The servers close what they accepted once its timeouts pass, and serve again.
    eventually(
        "/healthz served again",
        Duration::from_secs(15),
        async || matches!(http_get(probes, "/healthz").await, Ok((200, _))),
    )
    .await?;
    let tcp = TcpStream::connect(webhook).await;
    assert!(tcp.is_ok(), "the webhook server accepts again");
    stop_webhook.cancel();
    serving.await?;
    stop.cancel();
    running.await??;
    println!("{held_count} connections held; {spent:.3} CPU-seconds in 2 s at the limit");
    Ok(())
}

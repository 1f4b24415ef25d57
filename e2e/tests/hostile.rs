//! The runtime's servers against hostile clients: a webhook server (a defaulter and a
//! validator of Deployments) and a manager's probe server, each attacked as a security
//! reviewer would — malformed, deep, mistyped and oversized admission and conversion
//! reviews, wrong content types,
//! methods and paths, headers and bodies that never finish, a thousand connections that
//! never shake hands, garbage instead of TLS — while a good review and `/healthz` are asked
//! for every 20 ms. Every bad request must get its status, every good one its answer, and
//! the servers must keep serving, and 16 valid reviews of 7 MiB at once must not raise the
//! process's peak memory above 48 times one review's size (two large reviews are decoded at
//! a time). The good requests' latencies during each attack are printed as a table (the
//! book's, in "Running in production"); they are not asserted.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use k8s_openapi::api::apps::v1::Deployment;
use kube_codegen_e2e::conversion::api::{v1 as web_v1, v2 as web_v2};
use kube_codegen_e2e::webhooks::spawn;
use kube_codegen_runtime::ServerLimits;
use kube_codegen_runtime::fake::FakeApiServer;
use kube_codegen_runtime::manager::{Manager, ManagerOptions, ping};
use kube_codegen_runtime::webhook::{
    CONVERT_PATH, Certificates, CustomDefaulter, CustomValidator, Denied, Warnings, WebhookServer,
    mutate_path,
};
use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error + Send + Sync>>;

struct Replicas;

impl CustomDefaulter<Deployment> for Replicas {
    async fn default(&self, d: &mut Deployment) -> std::result::Result<(), Denied> {
        d.spec
            .get_or_insert_with(Default::default)
            .replicas
            .get_or_insert(2);
        Ok(())
    }
}

impl CustomValidator<Deployment> for Replicas {
    async fn validate_create(&self, _: &Deployment) -> std::result::Result<Warnings, Denied> {
        Ok(Vec::new())
    }
    async fn validate_update(
        &self,
        _: &Deployment,
        _: &Deployment,
    ) -> std::result::Result<Warnings, Denied> {
        Ok(Vec::new())
    }
    async fn validate_delete(&self, _: &Deployment) -> std::result::Result<Warnings, Denied> {
        Ok(Vec::new())
    }
}

/// Short limits, so that each timeout shows within the test.
fn limits() -> ServerLimits {
    let mut limits = ServerLimits::default();
    limits.header_read_timeout = Duration::from_secs(1);
    limits.tls_handshake_timeout = Duration::from_secs(1);
    limits.body_read_timeout = Duration::from_secs(1);
    limits.idle_timeout = Duration::from_secs(2);
    limits
}

fn review(uid: &str, object: serde_json::Value) -> Vec<u8> {
    serde_json::to_vec(&json!({
        "apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview",
        "request": {"uid": uid,
            "kind": {"group": "apps", "version": "v1", "kind": "Deployment"},
            "resource": {"group": "apps", "version": "v1", "resource": "deployments"},
            "operation": "CREATE", "userInfo": {"username": "hostile"},
            "object": object},
    }))
    .expect("serializes")
}

/// A `ConversionReview` asking for `objects` at `desired`.
fn conversion_review(uid: &str, desired: &str, objects: Vec<serde_json::Value>) -> Vec<u8> {
    serde_json::to_vec(&json!({
        "apiVersion": "apiextensions.k8s.io/v1", "kind": "ConversionReview",
        "request": {"uid": uid, "desiredAPIVersion": desired, "objects": objects},
    }))
    .expect("serializes")
}

fn deployment() -> serde_json::Value {
    json!({"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": "d"},
        "spec": {"selector": {}, "template": {}}})
}

/// The attack's row for 16 copies of the valid review `body` posted to `path` at once, each
/// answered 200 and as `good` says, with the peak of this process's resident memory above
/// where it stood before (the client's one shared copy of the request included). Fails
/// when the peak exceeds 48 times the request: unbounded, 16 reviews decoded at once would
/// hold some 16 × 13 × their size; the server's slots keep it to about two reviews' worth.
async fn sixteen_at_once(
    target: &Target,
    name: &str,
    path: &str,
    body: Vec<u8>,
    good: fn(&serde_json::Value) -> bool,
) -> Result<String> {
    let mut request = format!(
        "POST {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    )
    .into_bytes();
    request.extend_from_slice(&body);
    drop(body);
    let request = Arc::new(request);
    let size = request.len();
    std::fs::write("/proc/self/clear_refs", "5")?;
    let before = rss("VmRSS")?;
    let mut row = during(target, name, || {
        let (t, request) = (target.clone(), request.clone());
        async move {
            let answers = futures::future::join_all((0..16).map(|_| {
                let (t, request) = (t.clone(), request.clone());
                async move { t.https(&request).await }
            }))
            .await;
            for answer in answers {
                let (code, text) = answer?;
                let json: Option<serde_json::Value> = serde_json::from_str(&text).ok();
                if code != 200 || !json.as_ref().is_some_and(good) {
                    let start: String = text.chars().take(300).collect();
                    return Err(format!("a big review got {code}: {start:?}").into());
                }
            }
            Ok(())
        }
    })
    .await?;
    let peak = rss("VmHWM")?.saturating_sub(before);
    if peak > 48 * size {
        return Err(format!("{name}: the peak rose by {} MiB", peak >> 20).into());
    }
    row.push_str(&format!(
        " peak RSS +{} MiB for reviews of {:.1} MiB |",
        peak >> 20,
        size as f64 / (1 << 20) as f64
    ));
    Ok(row)
}

/// Where the servers listen and what a client needs to reach them.
#[derive(Clone)]
struct Target {
    webhook: SocketAddr,
    probes: SocketAddr,
    ca: Arc<Vec<u8>>,
}

impl Target {
    /// `request` written whole over a new TLS connection to the webhook server, and the
    /// status and body of the answer (the connection is closed after it).
    async fn https(&self, request: &[u8]) -> Result<(u16, String)> {
        let tcp = TcpStream::connect(self.webhook).await?;
        let name = rustls::pki_types::ServerName::IpAddress(self.webhook.ip().into());
        let mut tls = kube_codegen_e2e::tls::connector(&self.ca)?
            .connect(name, tcp)
            .await?;
        tls.write_all(request).await?;
        // `write_all` returns once rustls holds the last bytes, which may not have reached
        // the socket yet: only a flush sends them, and reading does not.
        tls.flush().await?;
        let mut answer = Vec::new();
        tls.read_to_end(&mut answer).await.or_else(|e| {
            // A server closing without TLS close_notify after its answer is still an answer.
            if e.kind() == std::io::ErrorKind::UnexpectedEof {
                Ok(0)
            } else {
                Err(e)
            }
        })?;
        parse(&answer)
    }

    /// A POST of `body` to `path` with `content_type`.
    async fn post(&self, path: &str, content_type: &str, body: &[u8]) -> Result<(u16, String)> {
        let mut request = format!(
            "POST {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n\r\n",
            body.len()
        )
        .into_bytes();
        request.extend_from_slice(body);
        self.https(&request).await
    }

    /// One good review: allowed, with the default's patch.
    async fn good_review(&self) -> Result {
        let body = review("good", deployment());
        let (code, answer) = self
            .post(&mutate_path::<Deployment>(), "application/json", &body)
            .await?;
        let answer: serde_json::Value = serde_json::from_str(&answer)?;
        if code != 200
            || answer["response"]["allowed"] != true
            || answer["response"]["uid"] != "good"
        {
            return Err(format!("a good review got {code}: {answer}").into());
        }
        Ok(())
    }

    /// One `/healthz`: 200.
    async fn healthz(&self) -> Result {
        let mut tcp = TcpStream::connect(self.probes).await?;
        tcp.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            .await?;
        let mut answer = Vec::new();
        tcp.read_to_end(&mut answer).await?;
        match parse(&answer)? {
            (200, _) => Ok(()),
            (code, body) => Err(format!("/healthz answered {code}: {body}").into()),
        }
    }
}

/// The status code and body of an HTTP/1.1 answer.
fn parse(answer: &[u8]) -> Result<(u16, String)> {
    let text = String::from_utf8_lossy(answer);
    let code = text
        .get(9..12)
        .ok_or_else(|| format!("no status line in {text:?}"))?
        .parse()?;
    let body = text.split_once("\r\n\r\n").map(|(_, b)| b.to_string());
    Ok((code, body.unwrap_or_default()))
}

/// Good reviews and probes sent every 20 ms while an attack runs: their latencies, and any
/// that failed.
#[derive(Default)]
struct Watch {
    reviews: Vec<Duration>,
    probes: Vec<Duration>,
    failures: Vec<String>,
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i]
}

/// Runs `attack` again and again for at least 1 s while a watcher asks for a good review
/// and `/healthz` every 20 ms; fails when an attack or any good request failed; returns the
/// table's row.
async fn during<F>(target: &Target, name: &str, mut attack: impl FnMut() -> F) -> Result<String>
where
    F: Future<Output = Result>,
{
    let watch = Arc::new(Mutex::new(Watch::default()));
    let stop = tokio_util::sync::CancellationToken::new();
    let watcher = tokio::spawn({
        let (target, watch, stop) = (target.clone(), watch.clone(), stop.clone());
        async move {
            while !stop.is_cancelled() {
                let start = Instant::now();
                let review = target.good_review().await;
                let took = start.elapsed();
                let start = Instant::now();
                let probe = target.healthz().await;
                let probed = start.elapsed();
                {
                    let mut w = watch.lock().expect("not poisoned");
                    match review {
                        Ok(()) => w.reviews.push(took),
                        Err(e) => w.failures.push(format!("review: {e}")),
                    }
                    match probe {
                        Ok(()) => w.probes.push(probed),
                        Err(e) => w.failures.push(format!("healthz: {e}")),
                    }
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
    });
    let start = Instant::now();
    let mut attacked = attack().await;
    while attacked.is_ok() && start.elapsed() < Duration::from_secs(1) {
        attacked = attack().await;
    }
    stop.cancel();
    watcher.await?;
    attacked.map_err(|e| format!("{name}: {e}"))?;
    let mut w = std::mem::take(&mut *watch.lock().expect("not poisoned"));
    if !w.failures.is_empty() || w.reviews.is_empty() {
        return Err(format!("{name}: good requests failed: {:?}", w.failures).into());
    }
    w.reviews.sort();
    w.probes.sort();
    let ms = |d: Duration| format!("{:.1}", d.as_secs_f64() * 1e3);
    Ok(format!(
        "| {name} | {} | {} / {} | {} / {} |",
        w.reviews.len(),
        ms(percentile(&w.reviews, 0.5)),
        ms(percentile(&w.reviews, 0.99)),
        ms(percentile(&w.probes, 0.5)),
        ms(percentile(&w.probes, 0.99)),
    ))
}

/// This process's `VmRSS` or `VmHWM` (its peak since the last reset), in bytes.
fn rss(field: &str) -> Result<usize> {
    let status = std::fs::read_to_string("/proc/self/status")?;
    let line = status
        .lines()
        .find(|l| l.starts_with(field))
        .ok_or_else(|| format!("no {field} in /proc/self/status"))?;
    let kib: usize = line.split_whitespace().nth(1).ok_or("a value")?.parse()?;
    Ok(kib << 10)
}

/// Reads from `stream` until the server closes it; how long that took.
async fn closed_after(mut stream: impl tokio::io::AsyncRead + Unpin) -> Duration {
    let start = Instant::now();
    let mut sink = [0u8; 1024];
    while let Ok(n) = stream.read(&mut sink).await {
        if n == 0 {
            break;
        }
    }
    start.elapsed()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_clients_get_their_status_and_good_ones_are_served() -> Result {
    let certificates = Certificates::self_signed(&["127.0.0.1"])?;
    let ca = Arc::new(certificates.ca_bundle().ok_or("a CA")?);
    let server = WebhookServer::new(certificates)
        .defaulting::<Deployment>(Replicas)
        .validating::<Deployment>(Replicas)
        .conversion::<web_v1::Website, web_v2::Website>()
        .limits(limits());
    let (webhook, stop_webhook, serving) = spawn(server).await?;
    let mut options = ManagerOptions::new().health_probe_bind_address("127.0.0.1:0")?;
    options.server_limits = limits();
    let mgr = Manager::with_client(FakeApiServer::new().client(), options);
    mgr.add_healthz_check("ping", ping());
    let stop_manager = tokio_util::sync::CancellationToken::new();
    let running = tokio::spawn({
        let (mgr, stop) = (mgr.clone(), stop_manager.clone());
        async move { mgr.start_until(stop.cancelled_owned()).await }
    });
    let mut probes = None;
    for _ in 0..500 {
        probes = mgr.bound_addresses().1;
        if probes.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let target = Target {
        webhook,
        probes: probes.ok_or("the probes bound")?,
        ca,
    };
    let path = mutate_path::<Deployment>();
    let mut rows = Vec::new();

    rows.push(
        during(&target, "none (baseline)", || async {
            tokio::time::sleep(Duration::from_secs(1)).await;
            Ok(())
        })
        .await?,
    );

    rows.push(
        during(&target, "malformed, mistyped and deep reviews", || async {
            let t = &target;
            let allowed = |answer: &str| -> Result<serde_json::Value> {
                let v: serde_json::Value = serde_json::from_str(answer)?;
                Ok(v["response"]["allowed"].clone())
            };
            for body in [
                b"{not json".to_vec(),
                b"[]".to_vec(),
                br#"{"apiVersion":"v1","kind":"Pod","request":{"uid":"x","operation":"CREATE"}}"#.to_vec(),
                review("wrong-object", json!({"spec": {"replicas": "many"}})),
                review("deep", serde_json::from_str(&format!("{}{}", "[".repeat(100_000), "]".repeat(100_000))).unwrap_or(json!(null))),
                format!(r#"{{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","request":{{"uid":"d","operation":"CREATE","object":{}{}}}}}"#, "[".repeat(200_000), "]".repeat(200_000)).into_bytes(),
            ] {
                for p in [path.as_str(), "/validate-apps-v1-deployment"] {
                    let (code, answer) = t.post(p, "application/json", &body).await?;
                    if code != 200 || allowed(&answer)? != false {
                        return Err(format!("{p}: {code} {answer}").into());
                    }
                }
            }
            Ok(())
        })
        .await?,
    );

    rows.push(
        during(&target, "malformed, mistyped and deep conversion reviews", || async {
            let t = &target;
            let website = |version: &str, spec: serde_json::Value| {
                json!({"apiVersion": format!("web.example.com/{version}"), "kind": "Website",
                    "metadata": {"name": "w", "namespace": "n"}, "spec": spec})
            };
            let good = website("v1", json!({"image": "nginx:1.27", "size": 3, "hosts": ["a"]}));
            // A good review converts; each bad one is a `Failure` for its uid, or for none
            // when it is no ConversionReview, and never anything but a 200.
            let (code, answer) = t.post(CONVERT_PATH, "application/json", &conversion_review("good", "web.example.com/v2", vec![good.clone()])).await?;
            let answer: serde_json::Value = serde_json::from_str(&answer)?;
            if code != 200 || answer["response"]["result"]["status"] != "Success" || answer["response"]["convertedObjects"][0]["spec"]["replicas"] != 3 {
                return Err(format!("a good conversion got {code}: {answer}").into());
            }
            let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
            let many_unknown: Vec<_> = (0..10_000).map(|_| json!({"apiVersion": "x.io/v1", "kind": "Thing"})).collect();
            for body in [
                b"{not json".to_vec(),
                b"[]".to_vec(),
                br#"{"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview"}"#.to_vec(),
                br#"{"apiVersion":"apiextensions.k8s.io/v2","kind":"ConversionReview","request":{"uid":"u","desiredAPIVersion":"web.example.com/v2","objects":[]}}"#.to_vec(),
                review("an-admission-review", deployment()),
                conversion_review("unknown-version", "web.example.com/v9", vec![good.clone()]),
                conversion_review("unknown-kind", "x.io/v2", many_unknown),
                conversion_review("no-api-version", "web.example.com/v2", vec![json!({"kind": "Website"})]),
                conversion_review("mistyped", "web.example.com/v2", vec![website("v1", json!({"image": "x", "size": "many"}))]),
                conversion_review("not-an-object", "web.example.com/v2", vec![json!([1, 2])]),
                format!(r#"{{"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":{{"uid":"deep","desiredAPIVersion":"web.example.com/v2","objects":[{{"apiVersion":"web.example.com/v1","kind":"Website","spec":{deep}}}]}}}}"#).into_bytes(),
            ] {
                let (code, answer) = t.post(CONVERT_PATH, "application/json", &body).await?;
                let answer: serde_json::Value = serde_json::from_str(&answer)?;
                if code != 200 || answer["response"]["result"]["status"] != "Failure" {
                    return Err(format!("{code} {answer}").into());
                }
            }
            Ok(())
        })
        .await?,
    );

    rows.push(
        during(&target, "wrong content type, method, path", || async {
            let t = &target;
            let body = review("x", deployment());
            for (content_type, want) in [
                ("text/plain", 415),
                ("application/yaml", 415),
                ("application/json; charset=utf-8", 200),
            ] {
                let (code, answer) = t.post(&path, content_type, &body).await?;
                if code != want {
                    return Err(format!("{content_type}: {code} {answer}").into());
                }
            }
            let (code, _) = t.post("/nowhere", "application/json", &body).await?;
            let get = format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
            let (get_code, _) = t.https(get.as_bytes()).await?;
            if (code, get_code) != (404, 405) {
                return Err(format!("unknown path {code}, GET {get_code}").into());
            }
            Ok(())
        })
        .await?,
    );

    rows.push(
        during(&target, "oversized reviews (9 MiB, declared and chunked)", || async {
            let t = &target;
            let big = vec![b' '; 9 << 20];
            // Declared too large: answered from the headers, before any of the body.
            let declared = format!(
                "POST {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
                big.len()
            );
            let (code, _) = t.https(declared.as_bytes()).await?;
            let mut chunked = format!("POST {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n").into_bytes();
            for chunk in big.chunks(1 << 20) {
                chunked.extend_from_slice(format!("{:x}\r\n", chunk.len()).as_bytes());
                chunked.extend_from_slice(chunk);
                chunked.extend_from_slice(b"\r\n");
            }
            chunked.extend_from_slice(b"0\r\n\r\n");
            let streamed = t.https(&chunked).await;
            match (code, streamed) {
                (413, Ok((413, _))) => Ok(()),
                // The server may close once it answered, before the client wrote it all.
                (413, Err(_)) => Ok(()),
                (code, other) => Err(format!("declared {code}, chunked {other:?}").into()),
            }
        })
        .await?,
    );

    rows.push(
        during(&target, "slow headers and bodies (slowloris)", || async {
            let t = &target;
            let connect = || async {
                let tcp = TcpStream::connect(t.webhook).await?;
                let name = rustls::pki_types::ServerName::IpAddress(t.webhook.ip().into());
                Ok::<_, Box<dyn std::error::Error + Send + Sync>>(kube_codegen_e2e::tls::connector(&t.ca)?.connect(name, tcp).await?)
            };
            let mut headers = connect().await?;
            headers.write_all(b"POST /x HTTP/1.1\r\nHost: x\r\n").await?;
            let mut body = connect().await?;
            body.write_all(format!("POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{{").as_bytes()).await?;
            let (h, mut answer) = (closed_after(headers).await, Vec::new());
            body.read_to_end(&mut answer).await.ok();
            let (code, _) = parse(&answer)?;
            if h > Duration::from_secs(5) || code != 408 {
                return Err(format!("headers held {h:?}; body answered {code}").into());
            }
            Ok(())
        })
        .await?,
    );

    rows.push(
        during(
            &target,
            "1,000 connections that never shake hands, garbage TLS",
            || async {
                let t = &target;
                let mut idle = Vec::new();
                for _ in 0..1000 {
                    idle.push(TcpStream::connect(t.webhook).await?);
                }
                let mut garbage = TcpStream::connect(t.webhook).await?;
                garbage
                    .write_all(b"GET / HTTP/1.1\r\n\r\n\x16\x03\x01\xff\xff")
                    .await?;
                let start = Instant::now();
                let closed = futures::future::join_all(idle.into_iter().map(closed_after)).await;
                let slowest = closed.into_iter().max().unwrap_or_default();
                let garbage_held = closed_after(garbage).await;
                if slowest > Duration::from_secs(5) || garbage_held > Duration::from_secs(5) {
                    return Err(format!(
                        "idle held {slowest:?} (all closed after {:?}), garbage {garbage_held:?}",
                        start.elapsed()
                    )
                    .into());
                }
                Ok(())
            },
        )
        .await?,
    );

    rows.push(
        during(&target, "slow and idle probe connections", || async {
            let mut slow = TcpStream::connect(target.probes).await?;
            slow.write_all(b"GET /healthz HTTP/1.1\r\nHo").await?;
            let idle = TcpStream::connect(target.probes).await?;
            let (a, b) = tokio::join!(closed_after(slow), closed_after(idle));
            if a > Duration::from_secs(5) || b > Duration::from_secs(5) {
                return Err(format!("probe connections held {a:?} and {b:?}").into());
            }
            Ok(())
        })
        .await?,
    );

    // Valid reviews of 7 MiB, 16 at once, on a server of the default limits but for a body
    // timeout of 5 minutes, as this process is client and server at once on a machine that
    // may be compiling beside the tests. The server reads and decodes
    // `max_reviews` (2) at a time. An admission review of a
    // Deployment with 40,000 environment variables is decoded straight into the Deployment;
    // a conversion review of 30,000 Websites into JSON values, each converted through the
    // hub.
    let certificates = Certificates::self_signed(&["127.0.0.1"])?;
    let ca = Arc::new(certificates.ca_bundle().ok_or("a CA")?);
    let mut patient = ServerLimits::default();
    patient.body_read_timeout = Duration::from_secs(300);
    let server = WebhookServer::new(certificates)
        .defaulting::<Deployment>(Replicas)
        .conversion::<web_v1::Website, web_v2::Website>()
        .limits(patient);
    let (webhook, stop_default, serving_default) = spawn(server).await?;
    let defaults = Target {
        webhook,
        ca,
        ..target.clone()
    };
    let env: Vec<_> = (0..40_000)
        .map(|i| json!({"name": format!("VARIABLE_{i:06}"), "value": "x".repeat(150)}))
        .collect();
    let mut big = deployment();
    big["spec"]["template"] = json!({"spec": {"containers": [{"name": "c", "env": env}]}});
    rows.push(
        sixteen_at_once(
            &defaults,
            "16 valid 7 MiB reviews at once",
            &path,
            review("big", big),
            |answer| answer["response"]["allowed"] == true,
        )
        .await?,
    );
    let websites: Vec<_> = (0..30_000)
        .map(|i| {
            json!({"apiVersion": "web.example.com/v1", "kind": "Website",
                "metadata": {"name": format!("site-{i:05}"), "namespace": "n"},
                "spec": {"image": "nginx:1.27", "size": 3, "hosts": ["example.com"],
                    "routes": [{"path": "/", "backend": "web"}],
                    "backends": {"web": {"service": "web", "port": 80}}}})
        })
        .collect();
    rows.push(
        sixteen_at_once(
            &defaults,
            "16 valid 7 MiB conversion reviews at once",
            CONVERT_PATH,
            conversion_review("big", "web.example.com/v2", websites),
            |answer| {
                answer["response"]["result"]["status"] == "Success"
                    && answer["response"]["convertedObjects"][29_999]["spec"]["replicas"] == 3
            },
        )
        .await?,
    );

    println!("| attack | good reviews | review p50 / p99 ms | /healthz p50 / p99 ms | memory |");
    println!("|---|---|---|---|---|");
    for row in &rows {
        let memory = if row.matches('|').count() == 5 {
            " – |"
        } else {
            ""
        };
        println!("{row}{memory}");
    }
    stop_webhook.cancel();
    serving.await?;
    stop_default.cancel();
    serving_default.await?;
    stop_manager.cancel();
    running.await??;
    Ok(())
}

//! The runtime's webhook server on kube-apiserver: `kube-codegen webhook` writes the
//! configurations from `testdata/webhook-server`'s markers, kube-envtest points them at a
//! `WebhookServer` in this process with its own CA, and the API server calls it for a
//! project's Kind (the Guestbook) and a built-in one (apps/v1 Deployment): a default shows up
//! in the stored object, a denial's message and a warning reach the client, updates are
//! judged with the old object, deletes too; and after the API server is restarted under a
//! client's load, every Guestbook stored was defaulted and no request failed for want of a
//! webhook. Then the certificate is rotated and replaced on disk while a client keeps
//! sending reviews over new connections: no request fails.
//!
//! Without the API server binaries the envtest test fails, unless `KUBE_ENVTEST_SKIP=1` asks
//! to skip it (see `kube_envtest::require_assets`).

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use http_body_util::{BodyExt, Full};
use k8s_openapi::api::apps::v1::Deployment;
use kube::api::{Api, DeleteParams, ObjectMeta, PostParams};
use kube_codegen_e2e::guestbook::api::v1::{Guestbook, GuestbookSpec};
use kube_codegen_e2e::webhooks::spawn;
use kube_codegen_runtime::webhook::{
    Certificates, CustomDefaulter, CustomValidator, Denied, TlsVersion, Warnings, WebhookServer,
    mutate_path, validate_path,
};
use kube_envtest::{Environment, WebhookConfigurations, require_assets, test_namespace};
use serde_json::json;

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

/// The Guestbook's webhooks: `foo` defaults to `defaulted`; `forbidden` is refused,
/// `deprecated` warned about; a `frozen` foo cannot change; a `keep` Guestbook stays.
struct Books;

impl CustomDefaulter<Guestbook> for Books {
    async fn default(&self, g: &mut Guestbook) -> std::result::Result<(), Denied> {
        g.spec.foo.get_or_insert_with(|| "defaulted".into());
        Ok(())
    }
}

impl CustomValidator<Guestbook> for Books {
    async fn validate_create(&self, g: &Guestbook) -> std::result::Result<Warnings, Denied> {
        match g.spec.foo.as_deref() {
            Some("forbidden") => Err(Denied::new("foo may not be forbidden")),
            Some("deprecated") => Ok(vec!["foo=deprecated is deprecated".into()]),
            _ => Ok(Vec::new()),
        }
    }
    async fn validate_update(
        &self,
        old: &Guestbook,
        new: &Guestbook,
    ) -> std::result::Result<Warnings, Denied> {
        if old.spec.foo.as_deref() == Some("frozen") && new.spec.foo != old.spec.foo {
            let new = new.spec.foo.as_deref().unwrap_or_default();
            return Err(Denied::new(format!("foo was frozen, cannot become {new}")));
        }
        Ok(Vec::new())
    }
    async fn validate_delete(&self, g: &Guestbook) -> std::result::Result<Warnings, Denied> {
        match g.spec.foo.as_deref() {
            Some("keep") => Err(Denied::new("this guestbook is kept")),
            _ => Ok(Vec::new()),
        }
    }
}

/// The Deployments' webhooks: a `defaulted-by` label; a `deny` annotation is refused; the
/// `owner` label may not change; a `keep` annotation stops a delete.
struct Deployments;

fn label<'a>(d: &'a Deployment, key: &str) -> Option<&'a str> {
    d.metadata.labels.as_ref()?.get(key).map(String::as_str)
}

fn annotated(d: &Deployment, key: &str) -> bool {
    d.metadata
        .annotations
        .as_ref()
        .is_some_and(|a| a.contains_key(key))
}

impl CustomDefaulter<Deployment> for Deployments {
    async fn default(&self, d: &mut Deployment) -> std::result::Result<(), Denied> {
        let labels = d.metadata.labels.get_or_insert_with(BTreeMap::new);
        labels.insert("defaulted-by".into(), "webhook".into());
        Ok(())
    }
}

impl CustomValidator<Deployment> for Deployments {
    async fn validate_create(&self, d: &Deployment) -> std::result::Result<Warnings, Denied> {
        if annotated(d, "deny") {
            return Err(Denied::new(
                "deployments with a deny annotation are refused",
            ));
        }
        Ok(Vec::new())
    }
    async fn validate_update(
        &self,
        old: &Deployment,
        new: &Deployment,
    ) -> std::result::Result<Warnings, Denied> {
        if label(old, "owner") != label(new, "owner") {
            return Err(Denied::new(format!(
                "owner is {}, for good",
                label(old, "owner").unwrap_or("nobody")
            )));
        }
        Ok(Vec::new())
    }
    async fn validate_delete(&self, d: &Deployment) -> std::result::Result<Warnings, Denied> {
        if annotated(d, "keep") {
            return Err(Denied::new("this deployment is kept"));
        }
        Ok(Vec::new())
    }
}

fn server(certificates: Certificates) -> WebhookServer {
    WebhookServer::new(certificates)
        .defaulting::<Guestbook>(Books)
        .validating::<Guestbook>(Books)
        .defaulting::<Deployment>(Deployments)
        .validating::<Deployment>(Deployments)
}

/// The configurations `kube-codegen webhook` writes for `testdata/webhook-server`.
fn manifests(dir: &Path) -> Result<WebhookConfigurations> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/webhook-server");
    let output = kube_codegen::Config::new()
        .input(root)
        .crds(false)
        .webhooks(true)
        .generate()
        .map_err(|e| format!("{e:?}"))?;
    output.write(dir).map_err(|e| format!("{e:?}"))?;
    Ok(WebhookConfigurations::read(&dir.join("manifests.yaml"))?)
}

fn book(ns: &str, name: &str, field: Option<&str>) -> Guestbook {
    Guestbook {
        metadata: ObjectMeta {
            name: Some(name.into()),
            namespace: Some(ns.into()),
            ..Default::default()
        },
        spec: GuestbookSpec {
            foo: field.map(Into::into),
        },
        ..Default::default()
    }
}

fn deployment(ns: &str, name: &str, annotation: Option<&str>) -> Result<Deployment> {
    let annotations: BTreeMap<&str, &str> = annotation.into_iter().map(|a| (a, "yes")).collect();
    Ok(serde_json::from_value(json!({
        "metadata": {"name": name, "namespace": ns, "labels": {"owner": "a"},
            "annotations": annotations},
        "spec": {"selector": {"matchLabels": {"app": name}},
            "template": {"metadata": {"labels": {"app": name}},
                "spec": {"containers": [{"name": "c", "image": "nginx"}]}}},
    }))?)
}

/// Waits (20 s at most) until the API server calls the webhooks for Guestbooks of `ns`:
/// it takes newly installed configurations into account within about a second.
async fn webhooks_in_effect(books: &Api<Guestbook>, ns: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    let dry_run = PostParams {
        dry_run: true,
        ..Default::default()
    };
    loop {
        let probe = books
            .create(&dry_run, &book(ns, "probe", Some("forbidden")))
            .await;
        if probe.is_err() || Instant::now() > deadline {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The message of a denied request, or a failure naming what was allowed.
fn denial<T: std::fmt::Debug>(r: kube::Result<T>) -> Result<String> {
    match r {
        Err(kube::Error::Api(s)) => Ok(s.message),
        other => Err(format!("expected a denial, got {other:?}").into()),
    }
}

#[tokio::test]
async fn the_api_server_calls_the_webhooks_of_an_own_kind_and_a_deployment() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let crds = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/guestbook/expected");
    let cp = Environment::new().crd_path(crds).start().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "webhook").await?;

    let certificates = Certificates::self_signed(&["127.0.0.1"])?;
    let server = server(certificates.clone());
    let dir = tempfile_dir()?;
    let configurations = manifests(dir.path())?;
    // The configurations and the server agree by construction: every path the markers give
    // is one the server serves.
    let path = |c: &k8s_openapi::api::admissionregistration::v1::WebhookClientConfig| {
        c.service.as_ref().and_then(|s| s.path.clone())
    };
    let mutating = configurations
        .mutating
        .iter()
        .flat_map(|c| c.webhooks.iter().flatten());
    let validating = configurations
        .validating
        .iter()
        .flat_map(|c| c.webhooks.iter().flatten());
    let mut wanted: Vec<String> = mutating
        .filter_map(|w| path(&w.client_config))
        .chain(validating.filter_map(|w| path(&w.client_config)))
        .collect();
    wanted.sort();
    let mut served: Vec<String> = server.paths().map(str::to_string).collect();
    served.sort();
    assert_eq!(wanted, served);
    assert!(served.contains(&mutate_path::<Guestbook>()));
    assert!(served.contains(&validate_path::<Deployment>()));

    let ready = server.started_check();
    let (addr, stop, serving) = spawn(server).await?;
    let ca = certificates.ca_bundle().ok_or("a CA")?;
    configurations
        .serve_locally(addr, &ca)
        .install(&client)
        .await?;

    let books: Api<Guestbook> = Api::namespaced(client.clone(), &ns);
    let pp = PostParams::default();
    webhooks_in_effect(&books, &ns).await;
    assert!(ready().is_ok(), "the started check passes while serving");

    // Defaulting: the mutation shows up in the stored object.
    let stored = books.create(&pp, &book(&ns, "plain", None)).await?;
    assert_eq!(stored.spec.foo.as_deref(), Some("defaulted"));
    // Validation on create: the denial's message reaches the client.
    let message = denial(books.create(&pp, &book(&ns, "no", Some("forbidden"))).await)?;
    assert!(
        message.contains("admission webhook \"vguestbook.webapp.my.domain\" denied the request: foo may not be forbidden"),
        "{message}"
    );
    // A warning reaches the client as a Warning header.
    let warnings =
        create_with_warnings(&client, &ns, &book(&ns, "old", Some("deprecated"))).await?;
    assert_eq!(warnings, ["299 - \"foo=deprecated is deprecated\""]);
    // Update: the validator sees the old object.
    books.create(&pp, &book(&ns, "ice", Some("frozen"))).await?;
    let mut ice = books.get("ice").await?;
    ice.spec.foo = Some("thawed".into());
    let message = denial(books.replace("ice", &pp, &ice).await)?;
    assert!(
        message.contains("foo was frozen, cannot become thawed"),
        "{message}"
    );
    // Delete: judged too.
    books.create(&pp, &book(&ns, "kept", Some("keep"))).await?;
    let message = denial(books.delete("kept", &DeleteParams::default()).await)?;
    assert!(message.contains("this guestbook is kept"), "{message}");
    books.delete("plain", &DeleteParams::default()).await?;

    // A built-in Kind: Deployments.
    let deployments: Api<Deployment> = Api::namespaced(client.clone(), &ns);
    let d = deployments
        .create(&pp, &deployment(&ns, "web", None)?)
        .await?;
    assert_eq!(label(&d, "defaulted-by"), Some("webhook"));
    let message = denial(
        deployments
            .create(&pp, &deployment(&ns, "no", Some("deny"))?)
            .await,
    )?;
    assert!(
        message.contains("deployments with a deny annotation are refused"),
        "{message}"
    );
    let mut d = deployments.get("web").await?;
    d.metadata
        .labels
        .get_or_insert_with(BTreeMap::new)
        .insert("owner".into(), "b".into());
    let message = denial(deployments.replace("web", &pp, &d).await)?;
    assert!(message.contains("owner is a, for good"), "{message}");
    deployments
        .create(&pp, &deployment(&ns, "kept", Some("keep"))?)
        .await?;
    let message = denial(deployments.delete("kept", &DeleteParams::default()).await)?;
    assert!(message.contains("this deployment is kept"), "{message}");
    deployments.delete("web", &DeleteParams::default()).await?;

    stop.cancel();
    serving.await?;
    assert!(ready().is_err(), "a stopped server is not ready");
    Ok(())
}

/// Creates `book` with a raw request, for the response's `Warning` headers, which
/// `kube::Api` does not hand out.
async fn create_with_warnings(
    client: &kube::Client,
    ns: &str,
    book: &Guestbook,
) -> Result<Vec<String>> {
    let mut body = serde_json::to_value(book)?;
    body["apiVersion"] = json!("webapp.my.domain/v1");
    body["kind"] = json!("Guestbook");
    let request = http::Request::post(format!(
        "/apis/webapp.my.domain/v1/namespaces/{ns}/guestbooks"
    ))
    .header("content-type", "application/json")
    .body(serde_json::to_vec(&body)?.into())?;
    let response = client.send(request).await?;
    assert_eq!(response.status(), 201);
    Ok(response
        .headers()
        .get_all("warning")
        .iter()
        .filter_map(|v| v.to_str().ok().map(str::to_string))
        .collect())
}

fn tempfile_dir() -> Result<tempfile::TempDir> {
    Ok(tempfile::tempdir()?)
}

/// A client of the webhook server that opens a new TLS connection per request, trusting
/// `ca` (PEM): each request is a handshake against whatever certificate is current.
struct Client {
    connector: tokio_rustls::TlsConnector,
    addr: SocketAddr,
}

impl Client {
    fn new(addr: SocketAddr, ca: &[u8]) -> Result<Self> {
        Ok(Client {
            connector: kube_codegen_e2e::tls::connector(ca)?,
            addr,
        })
    }

    /// Posts one AdmissionReview of a Guestbook create; returns the served certificate and
    /// whether the answer allowed it with the default applied.
    async fn review(&self, uid: usize) -> Result<(Vec<u8>, bool)> {
        let tcp = tokio::net::TcpStream::connect(self.addr).await?;
        let name = rustls::pki_types::ServerName::IpAddress(self.addr.ip().into());
        let tls = self.connector.connect(name, tcp).await?;
        let peer = tls
            .get_ref()
            .1
            .peer_certificates()
            .ok_or("no certificate")?[0]
            .to_vec();
        let (mut sender, connection) =
            hyper::client::conn::http1::handshake(hyper_util::rt::TokioIo::new(tls)).await?;
        tokio::spawn(connection);
        let review = json!({
            "apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview",
            "request": {"uid": uid.to_string(),
                "kind": {"group": "webapp.my.domain", "version": "v1", "kind": "Guestbook"},
                "resource": {"group": "webapp.my.domain", "version": "v1", "resource": "guestbooks"},
                "operation": "CREATE", "userInfo": {"username": "load"},
                "object": {"apiVersion": "webapp.my.domain/v1", "kind": "Guestbook",
                    "metadata": {"name": "b"}, "spec": {}}},
        });
        let request = http::Request::post(mutate_path::<Guestbook>())
            .header("host", self.addr.to_string())
            .header("content-type", "application/json")
            .body(Full::new(bytes::Bytes::from(serde_json::to_vec(&review)?)))?;
        let response = sender.send_request(request).await?;
        let status = response.status();
        let body = response.into_body().collect().await?.to_bytes();
        let answer: serde_json::Value = serde_json::from_slice(&body)?;
        let ok = status == 200
            && answer["response"]["uid"] == json!(uid.to_string())
            && answer["response"]["allowed"] == json!(true)
            && answer["response"]["patchType"] == json!("JSONPatch");
        Ok((peer, ok))
    }
}

#[tokio::test]
async fn the_webhooks_are_called_again_after_an_api_server_restart() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let crds = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/guestbook/expected");
    let mut cp = Environment::new().crd_path(crds).start().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "webhook-restart").await?;
    let certificates = Certificates::self_signed(&["127.0.0.1"])?;
    let server = server(certificates.clone());
    let ready = server.started_check();
    let (addr, stop, serving) = spawn(server).await?;
    let dir = tempfile_dir()?;
    manifests(dir.path())?
        .serve_locally(addr, &certificates.ca_bundle().ok_or("a CA")?)
        .install(&client)
        .await?;
    let books: Api<Guestbook> = Api::namespaced(client.clone(), &ns);
    webhooks_in_effect(&books, &ns).await;

    // A client creates Guestbooks throughout the restart: a request may fail while the API
    // server is away, never because it could not call a webhook, and every Guestbook stored
    // went through the defaulter.
    let done = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let load = tokio::spawn({
        let (books, ns, done) = (books.clone(), ns.clone(), done.clone());
        async move {
            let (mut created, mut unreachable, mut wrong) = (0, 0, Vec::new());
            let mut n = 0;
            while !done.load(std::sync::atomic::Ordering::Relaxed) {
                n += 1;
                let name = format!("load-{n}");
                match books
                    .create(&PostParams::default(), &book(&ns, &name, None))
                    .await
                {
                    Ok(b) if b.spec.foo.as_deref() == Some("defaulted") => created += 1,
                    Ok(b) => wrong.push(format!("{name} stored undefaulted: {:?}", b.spec.foo)),
                    Err(kube::Error::Api(s)) if s.message.contains("webhook") => {
                        wrong.push(format!("{name}: {}", s.message));
                    }
                    Err(_) => unreachable += 1,
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            (created, unreachable, wrong)
        }
    });
    tokio::time::sleep(Duration::from_secs(2)).await;
    cp.restart_api_server(Duration::from_secs(60)).await?;
    tokio::time::sleep(Duration::from_secs(3)).await;
    done.store(true, std::sync::atomic::Ordering::Relaxed);
    let (created, unreachable, wrong) = load.await?;
    println!(
        "across the restart: {created} Guestbooks created, {unreachable} requests while the API server was away"
    );
    assert!(wrong.is_empty(), "{wrong:?}");
    assert!(unreachable > 0, "no request saw the API server away");
    assert!(created > 20, "{created} Guestbooks created");
    // After it: a denial reaches the client, from the server that never stopped.
    let message = denial(
        books
            .create(&PostParams::default(), &book(&ns, "no", Some("forbidden")))
            .await,
    )?;
    assert!(message.contains("foo may not be forbidden"), "{message}");
    assert!(ready().is_ok(), "the webhook server is still ready");
    assert!(!serving.is_finished(), "the webhook server still runs");
    stop.cancel();
    serving.await?;
    Ok(())
}

#[tokio::test]
async fn rotating_the_certificate_under_load_fails_no_request() -> Result {
    let certificates = Certificates::self_signed(&["127.0.0.1"])?;
    let (addr, stop, serving) = spawn(server(certificates.clone())).await?;
    let client = Client::new(addr, &certificates.ca_bundle().ok_or("a CA")?)?;
    let (start, mut sent, mut failed, mut seen) = (Instant::now(), 0, Vec::new(), Vec::new());
    let mut last_rotation = Instant::now();
    while start.elapsed() < Duration::from_secs(30) {
        if last_rotation.elapsed() > Duration::from_millis(500) {
            certificates.rotate()?;
            last_rotation = Instant::now();
        }
        sent += 1;
        match client.review(sent).await {
            Ok((peer, true)) => {
                if !seen.contains(&peer) {
                    seen.push(peer);
                }
            }
            Ok((_, false)) => failed.push(format!("request {sent}: not allowed")),
            Err(e) => failed.push(format!("request {sent}: {e}")),
        }
    }
    assert!(
        failed.is_empty(),
        "{} of {sent} failed: {failed:?}",
        failed.len()
    );
    assert!(sent > 100, "{sent} requests in 30 s");
    assert!(
        seen.len() >= 50,
        "{} certificates served over 60 rotations",
        seen.len()
    );
    stop.cancel();
    serving.await?;
    Ok(())
}

#[tokio::test]
async fn a_certificate_replaced_on_disk_is_picked_up() -> Result {
    use rcgen::{BasicConstraints, CertificateParams, IsCa, Issuer, KeyPair, SanType};
    let ca_key = KeyPair::generate()?;
    let mut ca = CertificateParams::new(Vec::<String>::new())?;
    ca.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    let ca_pem = ca.self_signed(&ca_key)?.pem();
    let issuer = Issuer::new(ca, ca_key);
    let dir = tempfile_dir()?;
    let (cert_path, key_path) = (dir.path().join("tls.crt"), dir.path().join("tls.key"));
    // A mounted Secret's update: both files replaced (written aside, then renamed).
    let write_pair = |n: u8| -> Result<Vec<u8>> {
        let key = KeyPair::generate()?;
        let mut params = CertificateParams::new(Vec::<String>::new())?;
        params
            .subject_alt_names
            .push(SanType::IpAddress([127, 0, 0, 1].into()));
        let cert = params.signed_by(&key, &issuer)?;
        std::fs::write(dir.path().join(format!("new-{n}.crt")), cert.pem())?;
        std::fs::write(dir.path().join(format!("new-{n}.key")), key.serialize_pem())?;
        std::fs::rename(dir.path().join(format!("new-{n}.key")), &key_path)?;
        std::fs::rename(dir.path().join(format!("new-{n}.crt")), &cert_path)?;
        Ok(cert.der().to_vec())
    };
    let first = write_pair(1)?;
    let certificates = Certificates::from_files(&cert_path, &key_path)?;
    assert_eq!(
        certificates.ca_bundle(),
        None,
        "the issuer's CA is not ours to give"
    );
    let watching = certificates.watch(Duration::from_millis(100));
    let (addr, stop, serving) = spawn(server(certificates.clone())).await?;
    let client = Client::new(addr, ca_pem.as_bytes())?;
    assert_eq!(client.review(1).await?, (first, true));
    // Modification times have a granularity: let the clock move on before replacing.
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let second = write_pair(2)?;
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut served = client.review(2).await?;
    while served.0 != second && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(100)).await;
        served = client.review(3).await?;
    }
    assert_eq!(served, (second, true), "the replaced certificate is served");
    watching.abort();
    stop.cancel();
    serving.await?;
    Ok(())
}

/// A TLS connection to `addr` offering only the `alpn` protocols; the protocol agreed.
async fn connect_offering(
    addr: SocketAddr,
    ca: &[u8],
    alpn: &[&[u8]],
) -> Result<(
    tokio_rustls::client::TlsStream<tokio::net::TcpStream>,
    Option<Vec<u8>>,
)> {
    let mut config = kube_codegen_e2e::tls::client_config(ca)?;
    config.alpn_protocols = alpn.iter().map(|p| p.to_vec()).collect();
    let tcp = tokio::net::TcpStream::connect(addr).await?;
    let name = rustls::pki_types::ServerName::IpAddress(addr.ip().into());
    let tls = tokio_rustls::TlsConnector::from(Arc::new(config))
        .connect(name, tcp)
        .await?;
    let agreed = tls.get_ref().1.alpn_protocol().map(<[u8]>::to_vec);
    Ok((tls, agreed))
}

/// Whether a client offering TLS `version` only completes a handshake with `addr`.
async fn handshakes_with(
    addr: SocketAddr,
    ca: &[u8],
    version: &'static rustls::SupportedProtocolVersion,
) -> Result<bool> {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_protocol_versions(&[version])?
        .with_root_certificates(kube_codegen_e2e::tls::roots(ca)?)
        .with_no_client_auth();
    let tcp = tokio::net::TcpStream::connect(addr).await?;
    let name = rustls::pki_types::ServerName::IpAddress(addr.ip().into());
    Ok(tokio_rustls::TlsConnector::from(Arc::new(config))
        .connect(name, tcp)
        .await
        .is_ok())
}

#[tokio::test]
async fn tls_older_than_the_minimum_is_refused() -> Result {
    use rustls::version::{TLS12, TLS13};
    let certificates = Certificates::self_signed(&["127.0.0.1"])?;
    let ca = certificates.ca_bundle().ok_or("a CA")?;
    let (addr, stop, serving) = spawn(server(certificates.clone())).await?;
    assert!(
        handshakes_with(addr, &ca, &TLS12).await?,
        "TLS 1.2 by default"
    );
    assert!(handshakes_with(addr, &ca, &TLS13).await?);
    stop.cancel();
    serving.await?;
    let strict = server(certificates).tls_min_version(TlsVersion::Tls13);
    let (addr, stop, serving) = spawn(strict).await?;
    assert!(
        !handshakes_with(addr, &ca, &TLS12).await?,
        "TLS 1.2 refused"
    );
    assert!(handshakes_with(addr, &ca, &TLS13).await?);
    stop.cancel();
    serving.await?;
    Ok(())
}

#[tokio::test]
async fn http2_is_served_only_when_enabled() -> Result {
    let certificates = Certificates::self_signed(&["127.0.0.1"])?;
    let ca = certificates.ca_bundle().ok_or("a CA")?;

    let (addr, stop, serving) = spawn(server(certificates.clone())).await?;
    let (_, agreed) = connect_offering(addr, &ca, &[b"h2", b"http/1.1"]).await?;
    assert_eq!(
        agreed.as_deref(),
        Some(&b"http/1.1"[..]),
        "HTTP/2 is off by default"
    );
    assert!(
        connect_offering(addr, &ca, &[b"h2"]).await.is_err(),
        "a client that speaks HTTP/2 only is refused"
    );
    stop.cancel();
    serving.await?;

    let (addr, stop, serving) = spawn(server(certificates).http2(true)).await?;
    let (tls, agreed) = connect_offering(addr, &ca, &[b"h2", b"http/1.1"]).await?;
    assert_eq!(agreed.as_deref(), Some(&b"h2"[..]));
    let (mut sender, connection) = hyper::client::conn::http2::handshake(
        hyper_util::rt::TokioExecutor::new(),
        hyper_util::rt::TokioIo::new(tls),
    )
    .await?;
    tokio::spawn(connection);
    let review = json!({
        "apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview",
        "request": {"uid": "h2", "kind": {"group": "webapp.my.domain", "version": "v1", "kind": "Guestbook"},
            "resource": {"group": "webapp.my.domain", "version": "v1", "resource": "guestbooks"},
            "operation": "CREATE", "userInfo": {"username": "h2"},
            "object": {"apiVersion": "webapp.my.domain/v1", "kind": "Guestbook",
                "metadata": {"name": "b"}, "spec": {}}},
    });
    let request = http::Request::post(format!("https://{addr}{}", mutate_path::<Guestbook>()))
        .header("content-type", "application/json")
        .body(Full::new(bytes::Bytes::from(serde_json::to_vec(&review)?)))?;
    let response = sender.send_request(request).await?;
    assert_eq!(response.version(), http::Version::HTTP_2);
    assert_eq!(response.status(), 200);
    let body = response.into_body().collect().await?.to_bytes();
    let answer: serde_json::Value = serde_json::from_slice(&body)?;
    assert_eq!(answer["response"]["uid"], "h2");
    assert_eq!(answer["response"]["allowed"], true);
    stop.cancel();
    serving.await?;
    Ok(())
}

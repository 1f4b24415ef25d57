//! Secure metrics on a real API server: served over HTTPS to the tokens of a ServiceAccount
//! with kubebuilder's `metrics-reader` role only, and with the manager running under the
//! RBAC `kube-codegen init` writes.

use std::time::Duration;

use k8s_openapi::api::authentication::v1::{TokenRequest, TokenRequestSpec};
use k8s_openapi::api::authorization::v1::SubjectAccessReview;
use k8s_openapi::api::core::v1::ServiceAccount;
use k8s_openapi::api::rbac::v1::{ClusterRole, ClusterRoleBinding};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use kube::api::{Api, PostParams};
use kube_codegen_e2e::wait::{eventually, http_get};
use kube_codegen_runtime::certs::Certificates;
use kube_codegen_runtime::manager::{Manager, ManagerError, ManagerOptions};
use kube_envtest::{Environment, SharedControlPlane, require_assets, test_namespace};
use serde_json::json;
use tokio_util::sync::CancellationToken;

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

static PLANE: SharedControlPlane = SharedControlPlane::new(Environment::new);

/// One HTTPS GET of `path` on `addr`, trusting `ca`, with `token` as its bearer token:
/// the status and the body.
async fn https_get(
    addr: std::net::SocketAddr,
    ca: &[u8],
    path: &str,
    token: Option<&str>,
) -> Result<(u16, String)> {
    use http_body_util::{BodyExt, Empty};
    let tcp = tokio::net::TcpStream::connect(addr).await?;
    let name = rustls::pki_types::ServerName::IpAddress(addr.ip().into());
    let tls = kube_codegen_e2e::tls::connector(ca)?
        .connect(name, tcp)
        .await?;
    let (mut sender, connection) =
        hyper::client::conn::http1::handshake(hyper_util::rt::TokioIo::new(tls)).await?;
    tokio::spawn(connection);
    let mut request = http::Request::get(path).header("host", addr.to_string());
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    let response = sender
        .send_request(request.body(Empty::<bytes::Bytes>::new())?)
        .await?;
    let status = response.status().as_u16();
    let body = response.into_body().collect().await?.to_bytes();
    Ok((status, String::from_utf8_lossy(&body).into_owned()))
}

/// A manager serving secure metrics on a free loopback port with a self-signed
/// certificate, running until stopped.
struct SecureMetrics {
    addr: std::net::SocketAddr,
    /// The CA that signed the serving certificate (PEM).
    ca: Vec<u8>,
    stop: CancellationToken,
    running: tokio::task::JoinHandle<std::result::Result<(), ManagerError>>,
}

impl SecureMetrics {
    /// Starts the manager `make` builds from the options, once its metrics are bound.
    async fn start(make: impl FnOnce(ManagerOptions) -> Result<Manager>) -> Result<Self> {
        let certificates = Certificates::self_signed(&["127.0.0.1"])?;
        let ca = certificates.ca_bundle().ok_or("a self-signed CA")?;
        let options = ManagerOptions::new()
            .metrics_bind_address("127.0.0.1:0")?
            .secure_metrics(Some(certificates));
        let mgr = make(options)?;
        let stop = CancellationToken::new();
        let running = tokio::spawn({
            let (mgr, stop) = (mgr.clone(), stop.clone());
            async move { mgr.start_until(stop.cancelled_owned()).await }
        });
        eventually("the metrics server", Duration::from_secs(10), async || {
            mgr.bound_addresses().0.is_some()
        })
        .await?;
        let addr = mgr.bound_addresses().0.ok_or("bound")?;
        Ok(SecureMetrics {
            addr,
            ca,
            stop,
            running,
        })
    }

    /// Stops the manager; its error if it stopped with one.
    async fn stop(self) -> Result {
        self.stop.cancel();
        Ok(self.running.await??)
    }
}

/// A token of the ServiceAccount `name` of `ns`, which the API server authenticates as
/// `system:serviceaccount:<ns>:<name>`.
async fn service_account_token(client: &kube::Client, ns: &str, name: &str) -> Result<String> {
    let api: Api<ServiceAccount> = Api::namespaced(client.clone(), ns);
    let account = ServiceAccount {
        metadata: ObjectMeta {
            name: Some(name.into()),
            ..ObjectMeta::default()
        },
        ..ServiceAccount::default()
    };
    api.create(&PostParams::default(), &account).await?;
    let request = TokenRequest {
        spec: Some(TokenRequestSpec {
            expiration_seconds: Some(600),
            ..TokenRequestSpec::default()
        }),
        ..TokenRequest::default()
    };
    let issued = api
        .create_token_request(name, &PostParams::default(), &request)
        .await?;
    Ok(issued
        .status
        .and_then(|s| s.token)
        .ok_or("a token in the answer")?)
}

#[tokio::test]
async fn secure_metrics_answer_the_metrics_reader_role_only() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = PLANE.get().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "metrics-auth").await?;
    let secure =
        SecureMetrics::start(|options| Ok(Manager::with_client(client.clone(), options))).await?;
    let (addr, ca) = (secure.addr, secure.ca.clone());

    // kubebuilder's `metrics-reader` ClusterRole, bound to one of two ServiceAccounts.
    let reader = service_account_token(&client, &ns, "reader").await?;
    let stranger = service_account_token(&client, &ns, "stranger").await?;
    let role_name = format!("{ns}-metrics-reader");
    let roles: Api<ClusterRole> = Api::all(client.clone());
    let role: ClusterRole = serde_json::from_value(json!({
        "metadata": {"name": role_name},
        "rules": [{"nonResourceURLs": ["/metrics"], "verbs": ["get"]}],
    }))?;
    roles.create(&PostParams::default(), &role).await?;
    let bindings: Api<ClusterRoleBinding> = Api::all(client.clone());
    let binding: ClusterRoleBinding = serde_json::from_value(json!({
        "metadata": {"name": role_name},
        "roleRef": {"apiGroup": "rbac.authorization.k8s.io", "kind": "ClusterRole", "name": role_name},
        "subjects": [{"kind": "ServiceAccount", "name": "reader", "namespace": ns}],
    }))?;
    bindings.create(&PostParams::default(), &binding).await?;
    // The API server's RBAC cache takes the binding in a moment; ask it directly, so the
    // manager's first review (whose denial it would keep 30 s) sees it.
    let reviews: Api<SubjectAccessReview> = Api::all(client.clone());
    let question: SubjectAccessReview = serde_json::from_value(json!({
        "spec": {"user": format!("system:serviceaccount:{ns}:reader"),
                 "nonResourceAttributes": {"path": "/metrics", "verb": "get"}},
    }))?;
    eventually(
        "the binding to take effect",
        Duration::from_secs(10),
        async || {
            let answer = reviews.create(&PostParams::default(), &question).await;
            answer.is_ok_and(|r| r.status.is_some_and(|s| s.allowed))
        },
    )
    .await?;

    let (code, _) = https_get(addr, &ca, "/metrics", None).await?;
    assert_eq!(code, 401, "a scrape without a token");
    let (code, _) = https_get(addr, &ca, "/metrics", Some("not-a-token")).await?;
    assert_eq!(code, 401, "a token the API server does not know");
    let (code, body) = https_get(addr, &ca, "/metrics", Some(&stranger)).await?;
    assert_eq!(code, 403, "a ServiceAccount without the role: {body}");
    assert!(
        body.contains(&format!("system:serviceaccount:{ns}:stranger")),
        "{body}"
    );
    let (code, body) = https_get(addr, &ca, "/metrics", Some(&reader)).await?;
    assert_eq!(code, 200, "the metrics reader: {body}");
    assert!(body.contains("rest_client_requests_total"), "{body}");
    let (code, _) = https_get(addr, &ca, "/other", Some(&reader)).await?;
    assert_eq!(code, 403, "the role grants /metrics only");
    assert!(
        !matches!(http_get(addr, "/metrics").await, Ok((200, _))),
        "plain HTTP is not served"
    );

    secure.stop().await?;
    bindings.delete(&role_name, &Default::default()).await?;
    roles.delete(&role_name, &Default::default()).await?;
    Ok(())
}

/// A cluster-scoped object of the scaffold's `config/rbac` (the golden `kube-codegen init`
/// writes), as kustomize renders it with the namespace `ns` and the name prefix `<ns>-`:
/// names and role references prefixed, ServiceAccount subjects moved into `ns`.
fn scaffolded<T: serde::de::DeserializeOwned>(file: &str, ns: &str) -> Result<T> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../testdata/scaffold/expected/config/rbac")
        .join(file);
    let mut value: serde_json::Value = serde_norway::from_str(&std::fs::read_to_string(path)?)?;
    let prefix = |v: &mut serde_json::Value| {
        if let Some(name) = v.as_str() {
            *v = json!(format!("{ns}-{name}"));
        }
    };
    prefix(&mut value["metadata"]["name"]);
    if value.get("roleRef").is_some() {
        prefix(&mut value["roleRef"]["name"]);
    }
    for subject in value["subjects"].as_array_mut().into_iter().flatten() {
        subject["namespace"] = json!(ns);
    }
    Ok(serde_json::from_value(value)?)
}

#[tokio::test]
async fn the_scaffolds_rbac_lets_the_manager_review_scrapes_of_the_metrics_reader() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = PLANE.get().await?;
    let admin = cp.client()?;
    let ns = test_namespace(&admin, "scaffold-rbac").await?;
    // The manager runs as the scaffold's ServiceAccount, with nothing but its roles.
    let manager_token = service_account_token(&admin, &ns, "controller-manager").await?;
    let reader = service_account_token(&admin, &ns, "prometheus").await?;
    let stranger = service_account_token(&admin, &ns, "stranger").await?;
    let mut config = cp.config()?;
    config.auth_info = kube::config::AuthInfo {
        token: Some(manager_token.into()),
        ..Default::default()
    };
    let secure = SecureMetrics::start(|options| Ok(Manager::from_config(config, options)?)).await?;
    let (addr, ca) = (secure.addr, secure.ca.clone());

    // Without the scaffold's metrics-auth role the manager may not review the token.
    let (code, body) = https_get(addr, &ca, "/metrics", Some(&reader)).await?;
    assert_eq!(code, 500, "no right to create a TokenReview: {body}");

    let roles: Api<ClusterRole> = Api::all(admin.clone());
    let bindings: Api<ClusterRoleBinding> = Api::all(admin.clone());
    let auth_role: ClusterRole = scaffolded("metrics_auth_role.yaml", &ns)?;
    let auth_binding: ClusterRoleBinding = scaffolded("metrics_auth_role_binding.yaml", &ns)?;
    let reader_role: ClusterRole = scaffolded("metrics_reader_role.yaml", &ns)?;
    let reader_name = reader_role.metadata.name.clone().ok_or("a name")?;
    for role in [&auth_role, &reader_role] {
        roles.create(&PostParams::default(), role).await?;
    }
    bindings
        .create(&PostParams::default(), &auth_binding)
        .await?;
    // Prometheus' account bound to metrics-reader, as the user binds it.
    let scrape_binding: ClusterRoleBinding = serde_json::from_value(json!({
        "metadata": {"name": format!("{ns}-prometheus-metrics-reader")},
        "roleRef": {"apiGroup": "rbac.authorization.k8s.io", "kind": "ClusterRole", "name": reader_name},
        "subjects": [{"kind": "ServiceAccount", "name": "prometheus", "namespace": ns}],
    }))?;
    bindings
        .create(&PostParams::default(), &scrape_binding)
        .await?;
    // Failed reviews are not cached; the API server's RBAC cache takes the bindings in a
    // moment (a 403 for the reader would be cached 30 s, so wait for the answer to change).
    eventually(
        "the reader's scrape to pass",
        Duration::from_secs(40),
        async || {
            matches!(
                https_get(addr, &ca, "/metrics", Some(&reader)).await,
                Ok((200, _))
            )
        },
    )
    .await?;
    let (code, body) = https_get(addr, &ca, "/metrics", Some(&stranger)).await?;
    assert_eq!(code, 403, "an account without metrics-reader: {body}");
    let (code, _) = https_get(addr, &ca, "/metrics", None).await?;
    assert_eq!(code, 401);

    secure.stop().await?;
    for name in [auth_binding.metadata.name, scrape_binding.metadata.name] {
        bindings
            .delete(&name.ok_or("a name")?, &Default::default())
            .await?;
    }
    for name in [auth_role.metadata.name, reader_role.metadata.name] {
        roles
            .delete(&name.ok_or("a name")?, &Default::default())
            .await?;
    }
    Ok(())
}

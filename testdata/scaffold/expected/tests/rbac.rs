//! The manager under the RBAC it is deployed with, on a real API server (kube-envtest):
//! `config/rbac` applied as written (the manager's Role as the build writes it from the
//! controllers' markers, so a `role.yaml` not yet regenerated does not matter), the manager
//! running as its ServiceAccount: its informers sync, and its secure metrics answer only the
//! accounts bound to `metrics-reader` (401 without a token, 403 without the role, 200 with
//! it), as kubebuilder's e2e test scrapes them. Without the API server binaries this test
//! fails, unless `KUBE_ENVTEST_SKIP=1` asks to skip it.

use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;

use k8s_openapi::api::authentication::v1::{TokenRequest, TokenRequestSpec};
use k8s_openapi::api::core::v1::{Namespace, ServiceAccount};
use k8s_openapi::api::rbac::v1::{ClusterRoleBinding, RoleRef, Subject};
use kube::api::{Api, ObjectMeta, PostParams};
use kube_codegen_runtime::certs::Certificates;
use kube_codegen_runtime::manager::{Manager, ManagerOptions};
use kube_envtest::{Environment, apply_manifests, require_assets};
use tokio_util::sync::CancellationToken;

use guestbook::controller::setup_with_manager;

/// The namespace `config/rbac` names, before `config/default` renames it.
const NAMESPACE: &str = "system";

#[tokio::test]
async fn the_manager_runs_under_its_rbac_and_serves_metrics_to_readers_only() {
    let Some(_) = require_assets() else { return };
    let plane = Environment::new()
        .crd_path(env!("OUT_DIR"))
        .start()
        .await
        .expect("the API server starts");
    let admin = plane.client().expect("a client");
    let namespace = Namespace {
        metadata: named(NAMESPACE),
        ..Namespace::default()
    };
    Api::<Namespace>::all(admin.clone())
        .create(&PostParams::default(), &namespace)
        .await
        .expect("the namespace");
    let rbac = Path::new(env!("CARGO_MANIFEST_DIR")).join("config/rbac");
    apply_manifests(&admin, &[rbac])
        .await
        .expect("config/rbac applies");
    let role = Path::new(env!("OUT_DIR")).join("role.yaml");
    if role.exists() {
        apply_manifests(&admin, &[role])
            .await
            .expect("the Role of the markers applies");
    }

    // The manager as its ServiceAccount, with nothing but those roles.
    let mut config = plane.config().expect("a config");
    config.auth_info = kube::config::AuthInfo {
        token: Some(token(&admin, "controller-manager").await.into()),
        ..Default::default()
    };
    let certificates = Certificates::self_signed(&["127.0.0.1"]).expect("a certificate");
    let options = ManagerOptions::new()
        .metrics_bind_address("127.0.0.1:0")
        .expect("an address")
        .secure_metrics(Some(certificates));
    let mgr = Manager::from_config(config, options).expect("a manager");
    setup_with_manager(&mgr).expect("the controllers register");
    let stop = CancellationToken::new();
    let task = tokio::spawn({
        let (mgr, stop) = (mgr.clone(), stop.clone());
        async move { mgr.start_until(stop.cancelled_owned()).await }
    });
    let synced = tokio::time::timeout(Duration::from_secs(30), mgr.wait_for_cache_sync()).await;
    assert!(
        synced.is_ok(),
        "the informers sync under the manager's Role within 30 s"
    );
    let addr = mgr
        .bound_addresses()
        .0
        .expect("the metrics server is bound");

    // Prometheus' account bound to metrics-reader, as the user binds it; another without.
    let (reader, stranger) = (
        token(&admin, "prometheus").await,
        token(&admin, "stranger").await,
    );
    let binding = ClusterRoleBinding {
        metadata: named("prometheus-metrics-reader"),
        role_ref: RoleRef {
            api_group: Some("rbac.authorization.k8s.io".into()),
            kind: "ClusterRole".into(),
            name: "metrics-reader".into(),
        },
        subjects: Some(vec![Subject {
            kind: "ServiceAccount".into(),
            name: "prometheus".into(),
            namespace: Some(NAMESPACE.into()),
            ..Subject::default()
        }]),
    };
    Api::<ClusterRoleBinding>::all(admin.clone())
        .create(&PostParams::default(), &binding)
        .await
        .expect("the binding");
    // The API server takes new bindings in a moment, and the manager does not keep a
    // failed review: scrape until the reader gets through.
    let mut code = 0;
    for _ in 0..60 {
        code = scrape(addr, Some(&reader)).await;
        if code == 200 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    assert_eq!(code, 200, "the metrics reader's scrape");
    assert_eq!(
        scrape(addr, Some(&stranger)).await,
        403,
        "an account without the role"
    );
    assert_eq!(scrape(addr, None).await, 401, "a scrape without a token");

    stop.cancel();
    task.await
        .expect("the manager's task ends")
        .expect("the manager stops cleanly");
    plane.stop().expect("the API server stops");
}

fn named(name: &str) -> ObjectMeta {
    ObjectMeta {
        name: Some(name.into()),
        ..ObjectMeta::default()
    }
}

/// A token of the ServiceAccount `name` of the namespace, created if missing.
async fn token(admin: &kube::Client, name: &str) -> String {
    let accounts: Api<ServiceAccount> = Api::namespaced(admin.clone(), NAMESPACE);
    if accounts.get_opt(name).await.expect("a read").is_none() {
        let account = ServiceAccount {
            metadata: named(name),
            ..ServiceAccount::default()
        };
        accounts
            .create(&PostParams::default(), &account)
            .await
            .expect("the ServiceAccount");
    }
    let request = TokenRequest {
        spec: Some(TokenRequestSpec {
            expiration_seconds: Some(600),
            ..TokenRequestSpec::default()
        }),
        ..TokenRequest::default()
    };
    accounts
        .create_token_request(name, &PostParams::default(), &request)
        .await
        .expect("a token")
        .status
        .and_then(|s| s.token)
        .expect("the token in the answer")
}

/// The status of a GET of `/metrics` on `addr` with `token` as bearer token (the test's
/// self-signed certificate is not checked).
async fn scrape(addr: SocketAddr, token: Option<&str>) -> u16 {
    let url = format!("https://{addr}").parse().expect("a URL");
    let mut config = kube::Config::new(url);
    config.accept_invalid_certs = true;
    config.auth_info.token = token.map(|t| t.to_string().into());
    let client = kube::Client::try_from(config).expect("a client");
    let request = http::Request::get("/metrics")
        .body(Vec::new())
        .expect("a request");
    match client.request_text(request).await {
        Ok(_) => 200,
        Err(kube::Error::Api(status)) => status.code,
        Err(e) => panic!("the scrape failed: {e}"),
    }
}

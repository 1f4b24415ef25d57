//! The Pod webhooks on a real API server (kube-envtest), as kubebuilder's
//! `pod_webhook_test.go`: the API server is configured with what `build.rs` wrote,
//! pointed at this process, and the manager serves `guestbook::webhook::server`. While nothing serves them
//! the API server refuses a Pod (`failurePolicy=fail`); once the manager does, it is
//! admitted.
//! Extend it as the webhooks grow. Without the API server binaries this test fails, unless
//! `KUBE_ENVTEST_SKIP=1` asks to skip it.

use std::path::Path;
use std::time::Duration;

use k8s_openapi::api::core::v1::Pod;
use kube::api::{Api, PostParams};
use kube_codegen_runtime::manager::{Manager, ManagerOptions};
use kube_codegen_runtime::webhook::Certificates;
use kube_envtest::{Environment, WebhookConfigurations, require_assets, test_namespace};
use serde_json::json;
use tokio_util::sync::CancellationToken;

use guestbook::webhook;

/// A Pod the API server accepts.
fn sample(name: &str) -> Pod {
    serde_json::from_value(json!({ "metadata": { "name": name }, "spec": { "containers": [{ "name": "app", "image": "registry.k8s.io/pause:3.10" }] } }))
        .expect("a valid Pod")
}

#[tokio::test]
async fn the_api_server_calls_the_pod_webhooks() {
    let Some(_) = require_assets() else { return };
    // The webhook server's address and certificate, known before the API server starts.
    let addr = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port");
    let certificates = Certificates::self_signed(&["127.0.0.1"]).expect("a certificate");
    let ca = certificates.ca_bundle().expect("its CA");
    let env = Environment::new().crd_path(env!("OUT_DIR"));
    let plane = env.start().await.expect("the API server starts");
    let kube = plane.client().expect("a client");
    let ns = test_namespace(&kube, "pod-webhook")
        .await
        .expect("a namespace for the test's objects");
    let api: Api<Pod> = Api::namespaced(kube.clone(), &ns);

    // Configured, not served yet: with `failurePolicy=fail` the API server refuses the
    // object once it calls the webhooks.
    WebhookConfigurations::parse(
        include_str!(concat!(env!("OUT_DIR"), "/manifests.yaml")),
        Path::new("manifests.yaml"),
    )
    .expect("the webhook configurations build.rs wrote")
    .serve_locally(addr, &ca)
    .install(&kube)
    .await
    .expect("the configurations are installed");
    let dry_run = PostParams {
        dry_run: true,
        ..PostParams::default()
    };
    let mut refused = false;
    for _ in 0..300 {
        match api.create(&dry_run, &sample("probe")).await {
            Err(kube::Error::Api(status)) if status.message.contains("failed calling webhook") => {
                refused = true;
                break;
            }
            _ => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }
    assert!(refused, "the API server calls the webhooks within 30 s");

    let mgr = Manager::with_client(kube.clone(), ManagerOptions::new());
    mgr.add_webhook_server(webhook::server(certificates), addr);
    let stop = CancellationToken::new();
    let manager = tokio::spawn({
        let (mgr, stop) = (mgr.clone(), stop.clone());
        async move { mgr.start_until(stop.cancelled_owned()).await }
    });

    // Served: the Pod is admitted once the server listens. Only "the API server could
    // not call the webhook" is worth waiting out; any other refusal (a denial, a 422) is
    // the answer, and fails the test at once.
    let (pp, resource) = (PostParams::default(), sample("test-resource"));
    let mut created = api.create(&pp, &resource).await;
    for _ in 0..300 {
        match &created {
            Err(kube::Error::Api(s)) if s.message.contains("failed calling webhook") => {}
            _ => break,
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        created = api.create(&pp, &resource).await;
    }
    assert!(created.is_ok(), "the Pod is admitted: {created:?}");

    stop.cancel();
    let stopped = manager.await.expect("the manager's task");
    assert!(stopped.is_ok(), "the manager stops: {stopped:?}");
    plane.stop().expect("the API server stops");
}

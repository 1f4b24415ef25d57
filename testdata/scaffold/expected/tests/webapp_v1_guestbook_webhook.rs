//! The Guestbook webhooks on a real API server (kube-envtest), as kubebuilder's
//! `guestbook_webhook_test.go`: the API server is configured with what `build.rs` wrote,
//! pointed at this process, and the manager serves `guestbook::webhook::server`. While nothing serves them
//! the API server refuses a Guestbook (`failurePolicy=fail`); once the manager does, it is
//! admitted. A Guestbook created at the hub reads back at every other version, converted by
//! the server's `/convert`.
//! Extend it as the webhooks grow. Without the API server binaries this test fails, unless
//! `KUBE_ENVTEST_SKIP=1` asks to skip it.

use std::path::Path;
use std::time::Duration;

use kube::api::{Api, PostParams};
use kube_codegen_runtime::manager::{Manager, ManagerOptions};
use kube_codegen_runtime::webhook::Certificates;
use kube_envtest::{
    Environment, WebhookConfigurations, read_crds, require_assets, serve_conversion_locally,
    test_namespace,
};
use tokio_util::sync::CancellationToken;

use guestbook::webhook;
use guestbook_api::webapp;
use guestbook_api::webapp::v1::Guestbook;

/// A Guestbook the API server accepts.
fn sample(name: &str) -> Guestbook {
    let mut guestbook = Guestbook::default();
    guestbook.metadata.name = Some(name.to_string());
    guestbook
}

#[tokio::test]
async fn the_api_server_calls_the_guestbook_webhooks() {
    let Some(_) = require_assets() else { return };
    // The webhook server's address and certificate, known before the API server starts.
    let addr = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port");
    let certificates = Certificates::self_signed(&["127.0.0.1"]).expect("a certificate");
    let ca = certificates.ca_bundle().expect("its CA");
    let mut env = Environment::new();
    for crd in read_crds(&[env!("OUT_DIR")]).expect("the CRDs build.rs wrote") {
        env = env.crd(serve_conversion_locally(crd, addr, &ca));
    }
    let plane = env.start().await.expect("the API server starts");
    let kube = plane.client().expect("a client");
    let ns = test_namespace(&kube, "guestbook-webhook")
        .await
        .expect("a namespace for the test's objects");
    let api: Api<Guestbook> = Api::namespaced(kube.clone(), &ns);

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

    // Served: the Guestbook is admitted once the server listens. Only "the API server could
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
    assert!(created.is_ok(), "the Guestbook is admitted: {created:?}");

    // Read at v2: the API server converts the object stored at v1 through `/convert`.
    let v2: Api<webapp::v2::Guestbook> = Api::namespaced(kube.clone(), &ns);
    let read = v2.get("test-resource").await;
    assert!(read.is_ok(), "the Guestbook reads at v2: {read:?}");

    stop.cancel();
    let stopped = manager.await.expect("the manager's task");
    assert!(stopped.is_ok(), "the manager stops: {stopped:?}");
    plane.stop().expect("the API server stops");
}

//! The Guestbook controller on a real API server (kube-envtest), as kubebuilder's
//! `guestbook_controller_test.go`: a Guestbook created with the typed client is reconciled
//! without error. Extend it as the reconciler grows. Without the API server binaries this
//! test fails, unless `KUBE_ENVTEST_SKIP=1` asks to skip it.

use std::time::Duration;

use kube::api::PostParams;
use kube_codegen_runtime::controller::{Reconciler, Request};
use kube_codegen_runtime::manager::{Manager, ManagerOptions};
use kube_envtest::{Environment, require_assets, test_namespace};

use guestbook::client::Clientset;
use guestbook::controller::guestbook::GuestbookReconciler;
use guestbook_api::webapp::v1::Guestbook;

#[tokio::test]
async fn reconciles_a_guestbook() {
    let Some(_) = require_assets() else { return };
    let plane = Environment::new()
        .crd_path(env!("OUT_DIR"))
        .start()
        .await
        .expect("the API server starts");
    let kube = plane.client().expect("a client");
    let ns = test_namespace(&kube, "guestbook")
        .await
        .expect("a namespace for the test's objects");
    let mut resource = Guestbook::default();
    resource.metadata.name = Some("test-resource".to_string());
    Clientset::new(kube.clone())
        .webapp_v1()
        .guestbooks(&ns)
        .create(&PostParams::default(), &resource)
        .await
        .expect("the Guestbook is created");

    let mgr = Manager::with_client(kube, ManagerOptions::new());
    let reconciler = GuestbookReconciler::new(&mgr);
    mgr.factory().start();
    let synced = tokio::time::timeout(Duration::from_secs(30), mgr.factory().wait_for_cache_sync());
    assert!(synced.await.is_ok(), "the informer syncs within 30 s");
    let lister = &reconciler.guestbooks;
    let cached = lister.namespace(&ns).get("test-resource");
    assert!(cached.is_ok(), "the informer has the object");
    let action = reconciler
        .reconcile(Request::new(Some(&ns), "test-resource"))
        .await
        .expect("the reconcile succeeds");
    assert_eq!(action, kube_codegen_runtime::controller::Action::done());
    plane.stop().expect("the API server stops");
}

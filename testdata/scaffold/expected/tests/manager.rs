//! The operator's manager on a real API server (kube-envtest), as `main.rs` runs it: every
//! controller registers, the manager starts, its informers sync, and it stops cleanly.
//! The CRDs are the ones `build.rs` wrote. Without the API server binaries this test fails,
//! unless `KUBE_ENVTEST_SKIP=1` asks to skip it.

use std::time::Duration;

use kube_codegen_runtime::manager::{Manager, ManagerOptions};
use kube_envtest::{Environment, require_assets};
use tokio_util::sync::CancellationToken;

use guestbook::controller::setup_with_manager;

#[tokio::test]
async fn the_manager_runs_every_controller() {
    let Some(_) = require_assets() else { return };
    let plane = Environment::new()
        .crd_path(env!("OUT_DIR"))
        .start()
        .await
        .expect("the API server starts");
    let mgr = Manager::with_client(plane.client().expect("a client"), ManagerOptions::new());
    setup_with_manager(&mgr).expect("the controllers register");
    let stop = CancellationToken::new();
    let task = tokio::spawn({
        let (mgr, stop) = (mgr.clone(), stop.clone());
        async move { mgr.start_until(stop.cancelled_owned()).await }
    });
    // Waits for the manager to start the controllers' informers, then for each to list its
    // Kind.
    let sync = mgr.wait_for_cache_sync();
    let synced = tokio::time::timeout(Duration::from_secs(30), sync).await;
    assert!(synced.is_ok(), "the informers sync within 30 s");
    assert!(!task.is_finished(), "the manager is running");
    stop.cancel();
    task.await
        .expect("the manager's task ends")
        .expect("the manager stops cleanly");
    plane.stop().expect("the API server stops");
}

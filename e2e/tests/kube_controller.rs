//! kube-rs interop: a `kube::runtime::Controller` driven by a generated shared informer
//! (`SharedIndexInformer::kube_controller_input`), on a real API server. The controller
//! reconciles every Guestbook, reads them from its store, and opens no watch of its own: the
//! informer listed once.

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures::StreamExt;
use kube::api::PostParams;
use kube::runtime::controller::{Action, Controller};
use kube::runtime::reflector::ObjectRef;
use kube_codegen_e2e::clients::api::webapp::v1::Guestbook;
use kube_codegen_e2e::clients::clientset::{Clientset, SharedInformerFactory};
use kube_codegen_e2e::fixtures::guestbook;
use kube_envtest::{Environment, SharedControlPlane, require_assets, test_namespace};

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

fn environment() -> Environment {
    Environment::new()
        .crd_path(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../testdata/clients/expected"))
}

static PLANE: SharedControlPlane = SharedControlPlane::new(environment);

#[derive(Debug, thiserror::Error)]
#[error("never")]
struct Never;

#[tokio::test]
async fn a_kube_controller_runs_on_a_shared_informer() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = PLANE.get().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "interop").await?;
    let factory = SharedInformerFactory::new(client.clone());
    let informer = factory.webapp().v1().guestbooks();
    let (store, stream) = informer.informer().kube_controller_input();
    factory.start();
    factory.wait_for_cache_sync().await;

    let seen: Arc<Mutex<BTreeSet<String>>> = Arc::default();
    let controller = tokio::spawn(
        Controller::for_stream(stream, store.clone())
            .run(
                |g: Arc<Guestbook>, seen: Arc<Arc<Mutex<BTreeSet<String>>>>| async move {
                    if let Some(name) = &g.metadata.name {
                        seen.lock().expect("lock").insert(name.clone());
                    }
                    Ok::<_, Never>(Action::await_change())
                },
                |_, _, _| Action::requeue(Duration::from_secs(1)),
                Arc::new(seen.clone()),
            )
            .for_each(|_| std::future::ready(())),
    );

    let books = Clientset::new(client).webapp_v1().guestbooks(&ns);
    for name in ["a", "b", "c"] {
        books
            .create(&PostParams::default(), &guestbook(&ns, name, name))
            .await?;
    }
    let want: BTreeSet<String> = ["a", "b", "c"].map(String::from).into();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
    while !want.is_subset(&seen.lock().expect("lock")) {
        assert!(
            tokio::time::Instant::now() < deadline,
            "reconciled: {seen:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    for name in ["a", "b", "c"] {
        assert!(
            store.get(&ObjectRef::new(name).within(&ns)).is_some(),
            "{name} in the controller's store"
        );
    }
    assert_eq!(
        informer.informer().list_count(),
        1,
        "one list, one watch: the controller opened none of its own"
    );
    controller.abort();
    factory.shutdown().await;
    Ok(())
}

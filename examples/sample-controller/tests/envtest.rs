//! The sample-controller port on a real kube-apiserver (kube-envtest), on a manager
//! in this process with two workers as `main.rs` runs it: a Foo gets its
//! Deployment (owned, with `controller` and `blockOwnerDeletion`), the Deployment follows the
//! Foo's replicas, the Foo's status follows the Deployment's, a Deployment of the same name
//! that is not the Foo's is left alone with an `ErrResourceExists` Warning, and a Foo without
//! `deploymentName` is reported and not retried.
//!
//! No kube-controller-manager runs in envtest: the tests write the Deployment's status.
//! Without the API server binaries these tests fail, unless `KUBE_ENVTEST_SKIP=1` asks to
//! skip them.

#![allow(clippy::disallowed_names)] // The Kind is sample-controller's `Foo`.

use std::time::Duration;

use k8s_openapi::api::apps::v1::{Deployment, DeploymentStatus};
use k8s_openapi::api::core::v1::Event;
use kube::api::{Api, ListParams, ObjectMeta, Patch, PatchParams, PostParams};
use kube_codegen_runtime::FactoryOptions;
use kube_codegen_runtime::controller::{Reconciler, Request};
use kube_codegen_runtime::manager::{Manager, ManagerError, ManagerOptions};
use kube_envtest::{Environment, SharedControlPlane, require_assets, test_namespace};
use sample_controller::client::Clientset;
use sample_controller::controller::{
    CONTROLLER_AGENT_NAME, ERR_RESOURCE_EXISTS, FooReconciler, new_deployment, setup,
};
use sample_controller_api::apis::samplecontroller::v1alpha1::{Foo, FooSpec};
use serde_json::json;
use tokio_util::sync::CancellationToken;

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

fn environment() -> Environment {
    let crds = kube_envtest::parse_crds(
        sample_controller::FOO_CRD,
        std::path::Path::new("sample_controller::FOO_CRD"),
    )
    .expect("the Foo CRD parses");
    crds.into_iter().fold(Environment::new(), Environment::crd)
}

static PLANE: SharedControlPlane = SharedControlPlane::new(environment);

/// A running manager with the controller, watching one namespace, and what stops it.
struct Running {
    mgr: Manager,
    stop: CancellationToken,
    task: tokio::task::JoinHandle<std::result::Result<(), ManagerError>>,
}

async fn start(kube: &kube::Client, ns: &str) -> Running {
    let options = ManagerOptions::new().factory(FactoryOptions::default().namespace(ns));
    let mgr = Manager::with_client(kube.clone(), options);
    setup(&mgr).expect("registered");
    let stop = CancellationToken::new();
    let task = tokio::spawn({
        let (mgr, stop) = (mgr.clone(), stop.clone());
        async move { mgr.start_until(stop.cancelled_owned()).await }
    });
    Running { mgr, stop, task }
}

impl Running {
    async fn stop(self) {
        self.stop.cancel();
        self.task
            .await
            .expect("joined")
            .expect("the manager stops cleanly");
    }

    /// The value of the controller's series `name` in its manager's metrics.
    fn metric(&self, name: &str) -> f64 {
        let series = format!("{name}{{controller=\"{CONTROLLER_AGENT_NAME}\"}} ");
        self.mgr
            .metrics()
            .encode()
            .lines()
            .find_map(|l| l.strip_prefix(&series)?.parse().ok())
            .unwrap_or(0.0)
    }
}

fn foo(ns: &str, name: &str, deployment: &str, replicas: i32) -> Foo {
    Foo {
        types: Default::default(),
        metadata: ObjectMeta {
            name: Some(name.into()),
            namespace: Some(ns.into()),
            ..Default::default()
        },
        spec: FooSpec {
            deployment_name: deployment.into(),
            replicas: Some(replicas),
        },
        status: None,
    }
}

/// Polls `check` until it gives `Some`, for up to 30 s.
async fn eventually<T, F, Fut>(what: &str, mut check: F) -> Result<T>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Option<T>>,
{
    let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
    loop {
        if let Some(v) = check().await {
            return Ok(v);
        }
        if tokio::time::Instant::now() > deadline {
            return Err(format!("timed out waiting for {what}").into());
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn a_foo_gets_its_deployment_replicas_and_status_follow() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = PLANE.get().await?;
    let kube = cp.client()?;
    let ns = test_namespace(&kube, "foo").await?;
    let running = start(&kube, &ns).await;
    // The generated typed client (kube::Api<Foo>::create would send no apiVersion/kind).
    let foos = Clientset::new(kube.clone())
        .samplecontroller_v1alpha1()
        .foos(&ns);
    let deployments: Api<Deployment> = Api::namespaced(kube.clone(), &ns);

    let created = foos
        .create(
            &PostParams::default(),
            &foo(&ns, "example-foo", "example-deploy", 1),
        )
        .await;
    let created = match created {
        Ok(f) => f,
        Err(e) => return Err(e.into()),
    };
    let d = eventually("the Deployment", || async {
        deployments.get_opt("example-deploy").await.ok().flatten()
    })
    .await?;
    let owner = d
        .metadata
        .owner_references
        .as_ref()
        .and_then(|r| r.first())
        .cloned()
        .ok_or("no owner reference")?;
    assert_eq!(owner.kind, "Foo");
    assert_eq!(owner.api_version, "samplecontroller.k8s.io/v1alpha1");
    assert_eq!(owner.uid, created.metadata.uid.clone().unwrap_or_default());
    assert_eq!(
        (owner.controller, owner.block_owner_deletion),
        (Some(true), Some(true))
    );
    assert_eq!(d.spec.as_ref().and_then(|s| s.replicas), Some(1));

    // Replicas follow the Foo.
    foos.patch(
        "example-foo",
        &PatchParams::default(),
        &Patch::Merge(json!({"spec": {"replicas": 3}})),
    )
    .await?;
    eventually("3 replicas", || async {
        let d = deployments.get("example-deploy").await.ok()?;
        (d.spec.and_then(|s| s.replicas) == Some(3)).then_some(())
    })
    .await?;

    // The Foo's status follows the Deployment's (written here: no controller-manager).
    let mut d = deployments.get("example-deploy").await?;
    d.status = Some(DeploymentStatus {
        replicas: Some(3),
        ready_replicas: Some(2),
        available_replicas: Some(2),
        ..Default::default()
    });
    deployments
        .replace_status("example-deploy", &PostParams::default(), &d)
        .await?;
    eventually("Foo status 2", || async {
        let f = foos.get("example-foo").await.ok()?;
        (f.status.map(|s| s.available_replicas) == Some(2)).then_some(())
    })
    .await?;
    running.stop().await;
    Ok(())
}

#[tokio::test]
async fn a_deployment_that_is_not_the_foos_is_left_alone_with_a_warning() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = PLANE.get().await?;
    let kube = cp.client()?;
    let ns = test_namespace(&kube, "taken").await?;
    let deployments: Api<Deployment> = Api::namespaced(kube.clone(), &ns);
    // A Deployment of that name owned by nobody.
    let mut theirs = new_deployment(&foo(&ns, "someone", "taken", 1));
    theirs.metadata.owner_references = None;
    deployments.create(&PostParams::default(), &theirs).await?;

    let running = start(&kube, &ns).await;
    // The generated typed client (kube::Api<Foo>::create would send no apiVersion/kind).
    let foos = Clientset::new(kube.clone())
        .samplecontroller_v1alpha1()
        .foos(&ns);
    foos.create(&PostParams::default(), &foo(&ns, "mine", "taken", 2))
        .await?;
    let events: Api<Event> = Api::namespaced(kube.clone(), &ns);
    let warning = eventually("the ErrResourceExists event", || async {
        events
            .list(&ListParams::default())
            .await
            .ok()?
            .items
            .into_iter()
            .find(|e| e.reason.as_deref() == Some(ERR_RESOURCE_EXISTS))
    })
    .await?;
    assert_eq!(warning.type_.as_deref(), Some("Warning"));
    assert_eq!(warning.involved_object.name.as_deref(), Some("mine"));
    assert_eq!(
        warning.message.as_deref(),
        Some("Deployment \"taken\" is in the way: not controlled by this Foo")
    );
    // Untouched: still no owner, still one replica.
    let d = deployments.get("taken").await?;
    assert!(d.metadata.owner_references.is_none());
    assert_eq!(d.spec.and_then(|s| s.replicas), Some(1));
    // Retried: errors counted by the controller's metrics, not terminal.
    eventually("requeues", || async {
        (running.metric("controller_runtime_reconcile_errors_total") >= 2.0).then_some(())
    })
    .await?;
    assert_eq!(
        running.metric("controller_runtime_terminal_reconcile_errors_total"),
        0.0
    );
    running.stop().await;
    Ok(())
}

#[tokio::test]
async fn a_foo_without_deployment_name_is_reported_not_retried() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = PLANE.get().await?;
    let kube = cp.client()?;
    let ns = test_namespace(&kube, "empty").await?;
    let running = start(&kube, &ns).await;
    // The generated typed client (kube::Api<Foo>::create would send no apiVersion/kind).
    let foos = Clientset::new(kube.clone())
        .samplecontroller_v1alpha1()
        .foos(&ns);
    foos.create(&PostParams::default(), &foo(&ns, "nameless", "", 1))
        .await?;
    // The reconcile fails with a terminal error, which is not retried. Until the informer
    // has the Foo, a reconcile finds nothing to do (`Ok`), so poll.
    let reconciler = FooReconciler::new(&running.mgr);
    let request = Request::new(Some(&ns), "nameless");
    let error = eventually("the reconcile of the nameless Foo to fail", || async {
        reconciler.reconcile(request.clone()).await.err()
    })
    .await?;
    assert!(error.is_terminal(), "{error}");
    assert!(
        error.to_string().contains("spec.deploymentName is empty"),
        "an empty deploymentName is an error: {error}"
    );
    eventually("the controller's own terminal error", || async {
        (running.metric("controller_runtime_terminal_reconcile_errors_total") >= 1.0).then_some(())
    })
    .await?;
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert_eq!(
        running.metric("controller_runtime_reconcile_errors_total"),
        running.metric("controller_runtime_terminal_reconcile_errors_total"),
        "no error but the terminal one, which was not retried"
    );
    let deployments: Api<Deployment> = Api::namespaced(kube.clone(), &ns);
    assert!(
        deployments
            .list(&ListParams::default())
            .await?
            .items
            .is_empty()
    );
    running.stop().await;
    Ok(())
}

/// A private control plane with the Foo CRD and extra API server flags.
async fn own_plane(args: &[&str]) -> Result<kube_envtest::ControlPlane> {
    let env = args.iter().fold(environment(), |e, a| e.api_server_arg(*a));
    Ok(env.start().await?)
}

/// Creates a Foo and waits for its Deployment with `replicas`.
async fn foo_gets_deployment(kube: &kube::Client, ns: &str, name: &str, replicas: i32) -> Result {
    let foos = Clientset::new(kube.clone())
        .samplecontroller_v1alpha1()
        .foos(ns);
    foos.create(&PostParams::default(), &foo(ns, name, name, replicas))
        .await?;
    let deployments: Api<Deployment> = Api::namespaced(kube.clone(), ns);
    eventually(&format!("the Deployment of {name}"), || async {
        let d = deployments.get_opt(name).await.ok().flatten()?;
        (d.spec.and_then(|s| s.replicas) == Some(replicas)).then_some(())
    })
    .await
}

#[tokio::test]
async fn the_controller_reconnects_after_an_api_server_restart() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let mut plane = own_plane(&[]).await?;
    let kube = plane.client()?;
    let ns = test_namespace(&kube, "restart").await?;
    let running = start(&kube, &ns).await;
    foo_gets_deployment(&kube, &ns, "before", 1).await?;
    plane.restart_api_server(Duration::from_secs(60)).await?;
    // Created while the informers are still reconnecting: reconciled once they are back.
    foo_gets_deployment(&kube, &ns, "after", 2).await?;
    running.stop().await;
    Ok(())
}

#[tokio::test]
async fn expired_watches_relist_without_losing_a_foo() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    // Watches end after 2 s and etcd is compacted every second: re-watches meet `410 Gone`
    // and relist.
    let plane = own_plane(&["--etcd-compaction-interval=1s", "--watch-cache=false"]).await?;
    let kube = plane.client()?;
    let ns = test_namespace(&kube, "expiry").await?;
    let running = start(&kube, &ns).await;
    for round in 0..4 {
        tokio::time::sleep(Duration::from_secs(3)).await;
        foo_gets_deployment(&kube, &ns, &format!("foo-{round}"), round + 1).await?;
    }
    running.stop().await;
    Ok(())
}

#[tokio::test]
async fn sigterm_drains_and_exits_0() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = PLANE.get().await?;
    let kube = cp.client()?;
    let ns = test_namespace(&kube, "sigterm").await?;
    // The control plane's own kubeconfig, in its work directory (removed with it).
    let kubeconfig = cp.kubeconfig_path();
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_sample-controller"))
        .env("KUBECONFIG", kubeconfig)
        .stderr(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()?;
    // The process reconciles.
    foo_gets_deployment(&kube, &ns, "by-the-binary", 1).await?;
    let pid = child.id().ok_or("no pid")?;
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()?;
    assert!(killed.success());
    let status = tokio::time::timeout(Duration::from_secs(30), child.wait()).await??;
    let mut stderr = String::new();
    if let Some(mut e) = child.stderr.take() {
        use tokio::io::AsyncReadExt;
        e.read_to_string(&mut stderr).await?;
    }
    assert!(status.success(), "exit {status:?}: {stderr}");
    assert!(stderr.contains("shutting down"), "{stderr}");
    Ok(())
}

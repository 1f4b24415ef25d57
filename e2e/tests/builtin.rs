//! Built-in Kinds through the runtime on a real kube-apiserver (kube-envtest): for Pods,
//! ConfigMaps and Services (core/v1), Deployments (apps/v1, with the scale subresource),
//! Jobs (batch/v1) and Leases (coordination/v1), the typed client's create, get, get_opt,
//! list, watch, update_status (where the Kind has status), patch and delete, and a shared
//! informer's lister answering namespace and label-selector queries; and the metadata-only
//! client and informer (`PartialObjectMeta<ConfigMap>`), on the server and on the fake.
//!
//! Without the API server binaries these tests fail, unless `KUBE_ENVTEST_SKIP=1` asks to
//! skip them (see `kube_envtest::require_assets`).

use std::collections::BTreeMap;
use std::time::Duration;

use futures::StreamExt;
use k8s_openapi::api::apps::v1::{Deployment, DeploymentSpec, DeploymentStatus};
use k8s_openapi::api::autoscaling::v1::Scale;
use k8s_openapi::api::batch::v1::{Job, JobSpec, JobStatus};
use k8s_openapi::api::coordination::v1::{Lease, LeaseSpec};
use k8s_openapi::api::core::v1::{
    ConfigMap, Container, Pod, PodSpec, PodStatus, PodTemplateSpec, Service, ServicePort,
    ServiceSpec, ServiceStatus,
};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{LabelSelector, ObjectMeta};
use kube::api::{
    DeleteParams, GetParams, ListParams, Patch, PatchParams, PostParams, WatchEvent, WatchParams,
};
use kube::core::Selector;
use kube_codegen_runtime::{Client, Kind, SharedInformerFactory};
use kube_envtest::{Environment, SharedControlPlane, require_assets, test_namespace};
use serde_json::json;

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

static PLANE: SharedControlPlane = SharedControlPlane::new(Environment::new);

fn meta(ns: &str, name: &str, tier: &str) -> ObjectMeta {
    ObjectMeta {
        name: Some(name.into()),
        namespace: Some(ns.into()),
        labels: Some(BTreeMap::from([("tier".to_string(), tier.to_string())])),
        ..Default::default()
    }
}

/// A pod template; `restart` is `Never` for Pods and Jobs, `Always` for Deployments.
fn pod_template(app: &str, restart: &str) -> PodTemplateSpec {
    PodTemplateSpec {
        metadata: Some(ObjectMeta {
            labels: Some(BTreeMap::from([("app".to_string(), app.to_string())])),
            ..Default::default()
        }),
        spec: Some(PodSpec {
            containers: vec![Container {
                name: "main".into(),
                image: Some("registry.example/app:1".into()),
                ..Default::default()
            }],
            restart_policy: Some(restart.into()),
            ..Default::default()
        }),
    }
}

/// How to change an object's status, and how to see the change.
type StatusCheck<K> = (fn(&mut K), fn(&K) -> bool);

/// Runs every verb on `K` in `ns`: `make(name, tier)` builds an object, `set_status`
/// (for Kinds with the status subresource) changes its status, and `has_status` tells
/// whether an object carries that status.
async fn exercise<K: Kind>(
    client: &kube::Client,
    ns: &str,
    make: impl Fn(&str, &str) -> K,
    set_status: Option<StatusCheck<K>>,
) -> Result {
    let what = K::RESOURCE;
    let factory = SharedInformerFactory::new(client.clone());
    let informer = factory.informer_for::<K>();
    factory.start();
    factory.wait_for_cache_sync().await;

    let typed: Client<K> = Client::new(client.clone(), Some(ns));
    let rv = typed
        .list(&ListParams::default())
        .await?
        .metadata
        .resource_version
        .unwrap_or_default();
    let mut watch = typed.watch(&WatchParams::default(), &rv).await?;

    typed
        .create(&PostParams::default(), &make("a", "front"))
        .await?;
    typed
        .create(&PostParams::default(), &make("b", "back"))
        .await?;
    let a = typed.get("a", &GetParams::default()).await?;
    assert_eq!(a.meta().name.as_deref(), Some("a"), "{what}");
    assert_eq!(
        typed.list(&ListParams::default()).await?.items.len(),
        2,
        "{what}"
    );

    if let Some((set, has)) = set_status {
        let mut changed = a.clone();
        set(&mut changed);
        let updated = typed
            .update_status(&PostParams::default(), &changed)
            .await?;
        assert!(has(&updated), "{what}: update_status kept the status");
        assert!(has(&typed.get("a", &GetParams::default()).await?), "{what}");
    }

    let patched = typed
        .patch(
            "b",
            &PatchParams::default(),
            &Patch::Merge(json!({"metadata": {"annotations": {"checked": "yes"}}})),
        )
        .await?;
    assert_eq!(
        patched
            .meta()
            .annotations
            .as_ref()
            .and_then(|a| a.get("checked"))
            .map(String::as_str),
        Some("yes"),
        "{what}"
    );

    // The lister, through the shared informer.
    let lister = informer.lister();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while lister.namespace(ns).list(&Selector::default()).len() < 2 {
        assert!(
            tokio::time::Instant::now() < deadline,
            "{what}: the informer never saw both"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let front = Selector::from(kube::core::Expression::Equal("tier".into(), "front".into()));
    let names: Vec<Option<String>> = lister
        .namespace(ns)
        .list(&front)
        .iter()
        .map(|o| o.meta().name.clone())
        .collect();
    assert_eq!(names, [Some("a".to_string())], "{what}: label selector");
    assert!(lister.namespace(ns).get("b").is_ok(), "{what}");
    assert!(
        lister.namespace("elsewhere").get("b").is_err(),
        "{what}: namespace"
    );

    typed
        .delete("a", &DeleteParams::background().grace_period(0))
        .await?;
    let gone = typed.get("a", &GetParams::default()).await;
    assert!(
        gone.as_ref().err().is_some_and(|e| e.is_not_found()),
        "{what}: deleted"
    );
    // get_opt: a missing object is `None`, not an error.
    assert!(
        typed.get_opt("a", &GetParams::default()).await?.is_none(),
        "{what}"
    );
    assert!(
        typed.get_opt("b", &GetParams::default()).await?.is_some(),
        "{what}"
    );

    // The watch saw both added and `a` deleted.
    let mut added = Vec::new();
    let mut deleted = Vec::new();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while deleted.is_empty() {
        let next = tokio::time::timeout_at(deadline, watch.next()).await?;
        match next {
            Some(Ok(WatchEvent::Added(o))) => added.push(o.meta().name.clone()),
            Some(Ok(WatchEvent::Deleted(o))) => deleted.push(o.meta().name.clone()),
            Some(Ok(_)) => {}
            Some(Err(e)) => return Err(e.into()),
            None => break,
        }
    }
    assert_eq!(
        added,
        [Some("a".to_string()), Some("b".to_string())],
        "{what}"
    );
    assert_eq!(deleted, [Some("a".to_string())], "{what}");
    factory.shutdown().await;
    Ok(())
}

#[tokio::test]
async fn core_v1_pods_config_maps_and_services() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = PLANE.get().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "core").await?;
    exercise(
        &client,
        &ns,
        |name, tier| Pod {
            metadata: meta(&ns, name, tier),
            spec: pod_template("p", "Never").spec,
            status: None,
        },
        Some((
            |p: &mut Pod| {
                p.status = Some(PodStatus {
                    phase: Some("Running".into()),
                    ..Default::default()
                })
            },
            |p: &Pod| p.status.as_ref().and_then(|s| s.phase.as_deref()) == Some("Running"),
        )),
    )
    .await?;
    exercise(
        &client,
        &ns,
        |name, tier| ConfigMap {
            metadata: meta(&ns, name, tier),
            data: Some(BTreeMap::from([("k".to_string(), "v".to_string())])),
            ..Default::default()
        },
        None,
    )
    .await?;
    exercise(
        &client,
        &ns,
        |name, tier| Service {
            metadata: meta(&ns, name, tier),
            spec: Some(ServiceSpec {
                ports: Some(vec![ServicePort {
                    port: 80,
                    ..Default::default()
                }]),
                ..Default::default()
            }),
            status: None,
        },
        Some((
            |s: &mut Service| {
                s.status = Some(ServiceStatus {
                    conditions: Some(vec![
                        k8s_openapi::apimachinery::pkg::apis::meta::v1::Condition {
                            type_: "Checked".into(),
                            status: "True".into(),
                            reason: "Test".into(),
                            message: "set by the test".into(),
                            last_transition_time:
                                k8s_openapi::apimachinery::pkg::apis::meta::v1::Time(
                                    k8s_openapi::jiff::Timestamp::now(),
                                ),
                            observed_generation: None,
                        },
                    ]),
                    ..Default::default()
                })
            },
            |s: &Service| {
                s.status
                    .as_ref()
                    .and_then(|st| st.conditions.as_ref())
                    .is_some_and(|c| c.iter().any(|c| c.type_ == "Checked"))
            },
        )),
    )
    .await
}

fn deployment(ns: &str, name: &str, tier: &str) -> Deployment {
    Deployment {
        metadata: meta(ns, name, tier),
        spec: Some(DeploymentSpec {
            replicas: Some(1),
            selector: LabelSelector {
                match_labels: Some(BTreeMap::from([("app".to_string(), name.to_string())])),
                ..Default::default()
            },
            template: pod_template(name, "Always"),
            ..Default::default()
        }),
        status: None,
    }
}

#[tokio::test]
async fn apps_v1_deployments_with_the_scale_subresource() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = PLANE.get().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "apps").await?;
    exercise(
        &client,
        &ns,
        |name, tier| deployment(&ns, name, tier),
        Some((
            |d: &mut Deployment| {
                d.status = Some(DeploymentStatus {
                    replicas: Some(1),
                    ready_replicas: Some(1),
                    available_replicas: Some(1),
                    ..Default::default()
                })
            },
            |d: &Deployment| d.status.as_ref().and_then(|s| s.available_replicas) == Some(1),
        )),
    )
    .await?;
    // Scale: read it, set 3 replicas through it, and see the Deployment follow. Through
    // the typed accessors of `builtin::Clientset` and `builtin::informers`, as client-go's.
    let typed = kube_codegen_runtime::builtin::Clientset::new(client.clone())
        .apps_v1()
        .deployments(&ns);
    let factory = SharedInformerFactory::new(client.clone());
    let informer = kube_codegen_runtime::builtin::informers(&factory)
        .apps_v1()
        .deployments();
    factory.start();
    factory.wait_for_cache_sync().await;
    assert!(informer.lister().namespace(&ns).get("b").is_ok());
    factory.shutdown().await;
    let mut scale: Scale = typed.get_subresource("scale", "b").await?;
    assert_eq!(scale.spec.as_ref().and_then(|s| s.replicas), Some(1));
    scale.spec.get_or_insert_default().replicas = Some(3);
    let _: Scale = typed
        .update_subresource("scale", "b", &PostParams::default(), &scale)
        .await?;
    let b = typed.get("b", &GetParams::default()).await?;
    assert_eq!(b.spec.and_then(|s| s.replicas), Some(3));
    Ok(())
}

#[tokio::test]
async fn batch_v1_jobs_and_coordination_v1_leases() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = PLANE.get().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "batch").await?;
    exercise(
        &client,
        &ns,
        |name, tier| Job {
            metadata: meta(&ns, name, tier),
            spec: Some(JobSpec {
                template: pod_template(name, "Never"),
                ..Default::default()
            }),
            status: None,
        },
        Some((
            |j: &mut Job| {
                j.status = Some(JobStatus {
                    active: Some(1),
                    ..Default::default()
                })
            },
            |j: &Job| j.status.as_ref().and_then(|s| s.active) == Some(1),
        )),
    )
    .await?;
    exercise(
        &client,
        &ns,
        |name, tier| Lease {
            metadata: meta(&ns, name, tier),
            spec: Some(LeaseSpec {
                holder_identity: Some("me".into()),
                ..Default::default()
            }),
        },
        None,
    )
    .await
}

#[tokio::test]
async fn pod_eviction_logs_and_service_account_tokens() -> Result {
    use k8s_openapi::api::authentication::v1::{TokenRequest, TokenRequestSpec};
    use k8s_openapi::api::core::v1::ServiceAccount;
    use kube::api::{EvictParams, LogParams};

    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = PLANE.get().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "sub").await?;
    let core = kube_codegen_runtime::builtin::Clientset::new(client.clone()).core_v1();

    // serviceaccounts/token: the API server signs a token.
    let accounts = core.serviceaccounts(&ns);
    accounts
        .create(
            &PostParams::default(),
            &ServiceAccount {
                metadata: meta(&ns, "robot", "x"),
                ..Default::default()
            },
        )
        .await?;
    let token = accounts
        .create_token(
            "robot",
            &TokenRequest {
                spec: Some(TokenRequestSpec {
                    audiences: Some(vec!["test".into()]),
                    expiration_seconds: Some(600),
                    ..Default::default()
                }),
                ..Default::default()
            },
        )
        .await?;
    let signed = token.status.and_then(|s| s.token).unwrap_or_default();
    assert!(signed.len() > 20, "a signed token: {signed:?}");

    // pods/eviction: no PodDisruptionBudget, so the pod goes.
    let pods = core.pods(&ns);
    pods.create(
        &PostParams::default(),
        &Pod {
            metadata: meta(&ns, "victim", "x"),
            spec: pod_template("victim", "Never").spec,
            status: None,
        },
    )
    .await?;
    pods.evict("victim", &EvictParams::default()).await?;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while pods
        .get_opt("victim", &GetParams::default())
        .await?
        .is_some()
    {
        assert!(
            tokio::time::Instant::now() < deadline,
            "evicted pod still there"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // pods/log needs a kubelet, which envtest has not: the call reaches the server and is
    // refused for the missing pod.
    let logs = pods.logs("victim", &LogParams::default()).await;
    assert!(logs.err().is_some_and(|e| e.is_not_found()));
    Ok(())
}

/// The metadata-only client and informer (`PartialObjectMeta<ConfigMap>`) on `client`, in
/// `ns`: the server answers with `PartialObjectMetadata`, so no ConfigMap data is sent; the
/// lister filters by label; updates and deletes reach the handlers; `generic_informer`
/// keeps answering with the full informer of the same resource.
async fn metadata_only(client: &kube::Client, ns: &str) -> Result {
    use kube_codegen_runtime::{EventHandlerFns, PartialObjectMeta};
    use std::sync::{Arc, Mutex};
    let configs: Client<ConfigMap> = Client::new(client.clone(), Some(ns));
    let big = "x".repeat(64 * 1024);
    for (name, tier) in [("m1", "front"), ("m2", "back")] {
        let cm = ConfigMap {
            metadata: meta(ns, name, tier),
            data: Some(BTreeMap::from([("blob".to_string(), big.clone())])),
            ..Default::default()
        };
        configs.create(&PostParams::default(), &cm).await?;
    }

    let metadata: Client<PartialObjectMeta<ConfigMap>> = Client::new(client.clone(), Some(ns));
    let m1 = metadata.get("m1", &GetParams::default()).await?;
    let types = m1.types.clone().unwrap_or_default();
    assert_eq!(
        (types.api_version.as_str(), types.kind.as_str()),
        ("meta.k8s.io/v1", "PartialObjectMetadata"),
        "the server sent metadata only"
    );
    assert_eq!(
        m1.metadata.labels.as_ref().and_then(|l| l.get("tier")),
        Some(&"front".to_string())
    );
    assert!(
        metadata
            .get_opt("missing", &GetParams::default())
            .await?
            .is_none()
    );
    let listed = metadata
        .list(&ListParams::default().labels("tier=back"))
        .await?;
    let names: Vec<_> = listed
        .items
        .iter()
        .map(|o| o.metadata.name.clone())
        .collect();
    assert_eq!(names, [Some("m2".to_string())]);

    let factory = SharedInformerFactory::new(client.clone());
    let full = factory.informer_for::<ConfigMap>();
    let informer = factory.informer_for::<PartialObjectMeta<ConfigMap>>();
    let seen = Arc::new(Mutex::new(Vec::<String>::new()));
    let log = seen.clone();
    let log2 = seen.clone();
    informer.add_event_handler(
        EventHandlerFns::new()
            .on_update(move |_, new: &Arc<PartialObjectMeta<ConfigMap>>| {
                let tier = new.metadata.labels.as_ref().and_then(|l| l.get("tier"));
                log.lock().unwrap_or_else(|e| e.into_inner()).push(format!(
                    "update {} {}",
                    new.metadata.name.clone().unwrap_or_default(),
                    tier.cloned().unwrap_or_default()
                ));
            })
            .on_delete(move |old: &Arc<PartialObjectMeta<ConfigMap>>| {
                log2.lock().unwrap_or_else(|e| e.into_inner()).push(format!(
                    "delete {}",
                    old.metadata.name.clone().unwrap_or_default()
                ));
            }),
    );
    factory.start();
    tokio::time::timeout(Duration::from_secs(30), factory.wait_for_cache_sync()).await?;
    let front = Selector::from(kube::core::Expression::Equal("tier".into(), "front".into()));
    let cached = informer.lister().namespace(ns).list(&front);
    assert_eq!(cached.len(), 1, "{cached:?}");
    assert_eq!(
        cached[0].types.as_ref().map(|t| t.kind.as_str()),
        Some("PartialObjectMetadata"),
        "the informer listed metadata only"
    );
    assert!(full.lister().namespace(ns).get("m1").is_ok());
    let gvr = kube::core::GroupVersionResource::gvr("", "v1", "configmaps");
    let generic = factory.generic_informer(&gvr).expect("configmaps informer");
    let generic_m1 = generic
        .get(&format!("{ns}/m1"))
        .expect("m1 in the generic informer");
    assert!(
        generic_m1.data.get("data").is_some(),
        "generic_informer answers with the full informer"
    );

    configs
        .patch(
            "m2",
            &PatchParams::default(),
            &Patch::Merge(json!({"metadata": {"labels": {"tier": "front"}}})),
        )
        .await?;
    configs
        .delete("m1", &DeleteParams::background().grace_period(0))
        .await?;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    let want = ["update m2 front".to_string(), "delete m1".to_string()];
    loop {
        let got = seen.lock().unwrap_or_else(|e| e.into_inner()).clone();
        if want.iter().all(|w| got.contains(w)) {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "handlers saw {got:?}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let names: Vec<_> = informer
        .lister()
        .namespace(ns)
        .list(&front)
        .iter()
        .map(|o| o.metadata.name.clone())
        .collect();
    assert_eq!(names, [Some("m2".to_string())]);
    factory.shutdown().await;
    Ok(())
}

#[tokio::test]
async fn metadata_only_clients_and_informers() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = PLANE.get().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "metadata").await?;
    metadata_only(&client, &ns).await
}

/// The fake API server answers the metadata client as the real one does.
#[tokio::test]
async fn metadata_only_clients_and_informers_on_the_fake() -> Result {
    let fake = kube_codegen_runtime::fake::FakeApiServer::new();
    fake.register(kube_codegen_runtime::fake::ResourceInfo::of::<ConfigMap>());
    metadata_only(&fake.client(), "fake-ns").await
}

//! Typed clients, listers and informers generated for Kinds declared in kube-derive's
//! dialect (`testdata/derive-clients`): kube-derive writes the root types and their traits,
//! kube-codegen the clientset. Run against the fake API server and against envtest, with
//! the CRDs kube-codegen wrote for them.

use std::path::PathBuf;
use std::time::Duration;

use kube::CustomResourceExt;
use kube::api::{ListParams, PostParams};
use kube::core::Selector;
use kube_codegen_e2e::derive_clients::api::fleet::{FleetCrd, FleetSpec};
use kube_codegen_e2e::derive_clients::api::versions::{v1, v2};
use kube_codegen_e2e::derive_clients::clientset::{Clientset, SharedInformerFactory, fake};
use kube_envtest::{Environment, SharedControlPlane, require_assets, test_namespace};

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

fn fleet(name: &str, nodes: i32) -> FleetCrd {
    FleetCrd::new(name, FleetSpec { nodes })
}

fn bucket(name: &str) -> v1::Bucket {
    v1::Bucket::new(
        name,
        v1::BucketSpec {
            owner: name.to_string(),
            quota_gib: 1,
        },
    )
}

/// What one clientset (fake or real) does with the two Kinds: each step's result, as text.
async fn steps(cs: &Clientset, ns: &str) -> Result<Vec<String>> {
    let pp = PostParams::default();
    let mut seen = Vec::new();
    let fleets = cs.fleet_v1().fleets();
    let created = fleets.create(&pp, &fleet("f1", 3)).await?;
    seen.push(format!("create fleet: {}", created.spec.nodes));
    let mut changed = fleets.get("f1").await?;
    changed.spec.nodes = 4;
    seen.push(format!(
        "update fleet: {}",
        fleets.update(&pp, &changed).await?.spec.nodes
    ));
    let refused = fleets.create(&pp, &fleet("f2", 101)).await;
    seen.push(format!(
        "create fleet of 101 nodes: {:?}",
        refused.err().and_then(|e| e.code())
    ));

    let buckets_v1 = cs.store_v1().buckets(ns);
    let mut b = buckets_v1.create(&pp, &bucket("b1")).await?;
    b.status = Some(v1::BucketStatus { ready: Some(true) });
    let b = buckets_v1.update_status(&pp, &b).await?;
    seen.push(format!(
        "update_status v1: {:?}",
        b.status.and_then(|s| s.ready)
    ));
    let listed = buckets_v1.list(&ListParams::default()).await?;
    seen.push(format!("list v1: {}", listed.items.len()));
    let deleted = cs
        .fleet_v1()
        .fleets()
        .delete("f1", &Default::default())
        .await;
    seen.push(format!("delete fleet: {}", deleted.is_ok()));
    Ok(seen)
}

const EXPECTED: [&str; 6] = [
    "create fleet: 3",
    "update fleet: 4",
    "create fleet of 101 nodes: Some(422)",
    "update_status v1: Some(true)",
    "list v1: 1",
    "delete fleet: true",
];

#[tokio::test]
async fn generated_clients_of_kube_derive_kinds_on_the_fake() -> Result {
    let (cs, _server) = fake::new_simple_clientset([])?;
    assert_eq!(steps(&cs, "ns1").await?, EXPECTED);

    // An informer per Kind and version, and its lister.
    let factory = SharedInformerFactory::new(cs.kube_client().clone());
    let v2_informer = factory.store().v2().buckets();
    factory.start();
    tokio::time::timeout(Duration::from_secs(10), factory.wait_for_cache_sync()).await?;
    let v2 = cs.store_v2().buckets("ns1");
    v2.create(
        &PostParams::default(),
        &v2::Bucket::new(
            "b2",
            v2::BucketSpec {
                owner: "b2".into(),
                class: None,
            },
        ),
    )
    .await?;
    let lister = v2_informer.lister();
    for _ in 0..100 {
        if lister.namespace("ns1").get("b2").is_ok() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let names: Vec<String> = lister
        .namespace("ns1")
        .list(&Selector::default())
        .iter()
        .filter_map(|o| o.metadata.name.clone())
        .collect();
    assert_eq!(names, ["b2"]);
    Ok(())
}

fn environment() -> Environment {
    Environment::new().crd_path(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../testdata/derive-clients/expected"),
    )
}

static PLANE: SharedControlPlane = SharedControlPlane::new(environment);

/// The same steps on a real API server, with the CRDs kube-codegen wrote from the
/// kube-derive source, give the same results.
#[tokio::test]
async fn generated_clients_of_kube_derive_kinds_on_envtest() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let plane = PLANE.get().await?;
    let client = plane.client()?;
    let ns = test_namespace(&client, "derive-clients").await?;
    let cs = Clientset::new(client);
    assert_eq!(steps(&cs, &ns).await?, EXPECTED);
    Ok(())
}

/// The CRD kube-codegen wrote is the CRD kube-derive's `crd()` returns (the version
/// annotation aside), so the fake and envtest run on kube-derive's own CRD.
#[test]
fn the_written_crd_is_kube_derives() -> Result {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../testdata/derive-clients/expected");
    let path = dir.join("fleet.example.com_fleets.yaml");
    let mut written = kube_envtest::read_crd_file(&path)?.remove(0);
    written.metadata.annotations = None;
    assert_eq!(written, FleetCrd::crd());
    Ok(())
}

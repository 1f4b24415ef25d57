//! The conversion rules and the context, served: `testdata/conversion-rules`' Dock (manual
//! fields, an enum the hub widened, an overridden type) and `testdata/conversion-context`'s
//! Port (methods that read the object's namespace and the enclosing spec, fields kept in
//! the annotation) on one webhook server, behind kube-apiserver. Objects written at one
//! version are read, listed, watched and patched at the other; the context's namespace is
//! the one of the object in the API server's ConversionReview.

use std::path::Path;
use std::time::Duration;

use futures::{StreamExt, TryStreamExt};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use kube::api::{Api, Patch, PatchParams, PostParams, WatchEvent, WatchParams};
use kube_codegen_e2e::conversion_context::api::{v1 as c1, v2 as c2};
use kube_codegen_e2e::conversion_rules::api::{v1 as r1, v2 as r2};
use kube_codegen_e2e::webhooks::{first_create, spawn};
use kube_codegen_runtime::conversion::PRESERVED_ANNOTATION;
use kube_codegen_runtime::webhook::{Certificates, WebhookServer};
use kube_envtest::{Environment, read_crd_file, require_assets, serve_conversion_locally};
use serde_json::json;

use super::Result;

/// The generated CRD of `case`'s `file`, its conversion webhook at `addr`.
fn crd(
    case: &str,
    file: &str,
    addr: std::net::SocketAddr,
) -> Result<
    k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition,
> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../testdata")
        .join(case)
        .join("expected")
        .join(file);
    Ok(serve_conversion_locally(
        read_crd_file(&path)?.remove(0),
        addr,
        b"",
    ))
}

fn dock(ns: &str, name: &str, tons: i32, fault: i32) -> r1::Dock {
    r1::Dock {
        metadata: ObjectMeta {
            name: Some(name.into()),
            namespace: Some(ns.into()),
            ..Default::default()
        },
        spec: r1::DockSpec {
            berths: 4,
            crane: r1::Crane { tons },
            lights: r1::Lights { level: 5 },
        },
        status: r1::DockStatus {
            phase: "Open".into(),
            ready: 40,
            fault: Some(r1::errors::Fault { code: fault }),
        },
        ..Default::default()
    }
}

fn port(ns: &str, name: &str) -> c1::Port {
    c1::Port {
        metadata: ObjectMeta {
            name: Some(name.into()),
            namespace: Some(ns.into()),
            ..Default::default()
        },
        spec: c1::PortSpec {
            berths: 4,
            crane: c1::Crane { tons: 30 },
            spare: Some(c1::Crane { tons: 10 }),
            ..Default::default()
        },
        ..Default::default()
    }
}

#[tokio::test]
async fn overrides_manual_methods_and_the_context_are_served_by_the_webhook() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let certificates = Certificates::self_signed(&["127.0.0.1"])?;
    let server = WebhookServer::new(certificates.clone())
        .conversion::<r1::Dock, r2::Dock>()
        .conversion::<c1::Port, c2::Port>();
    let (addr, stop, serving) = spawn(server).await?;
    let cp = Environment::new()
        .crd(crd(
            "conversion-rules",
            "harbor.example.com_docks.yaml",
            addr,
        )?)
        .crd(crd(
            "conversion-context",
            "port.example.com_ports.yaml",
            addr,
        )?)
        .start()
        .await?;
    let client = cp.client()?;
    certificates
        .install_conversion_ca_bundle(
            client.clone(),
            &["docks.harbor.example.com", "ports.port.example.com"],
        )
        .await?;
    let ns = kube_envtest::test_namespace(&client, "served").await?;
    let pp = PostParams::default();

    // Docks: the manual methods and the override, both ways.
    let old: Api<r1::Dock> = Api::namespaced(client.clone(), &ns);
    let hub: Api<r2::Dock> = Api::namespaced(client.clone(), &ns);
    let since = old
        .list(&Default::default())
        .await?
        .metadata
        .resource_version
        .unwrap_or_default();
    let mut watch_old = old.watch(&WatchParams::default(), &since).await?.boxed();
    let pier = first_create(&old, &dock(&ns, "pier", 3, 7)).await?;
    assert_eq!(pier.spec, dock(&ns, "pier", 3, 7).spec);
    let stored = hub.get("pier").await?;
    assert_eq!(stored.spec.crane.kilograms, 3000);
    assert_eq!(stored.spec.lights.level, 50);
    assert_eq!(stored.status.ready, 400);
    assert_eq!(
        stored.status.fault,
        Some(r2::errors::Fault { code: 1007 }),
        "the override's correction"
    );
    let mut flooded = stored.clone();
    flooded.metadata = ObjectMeta {
        name: Some("quay".into()),
        namespace: Some(ns.clone()),
        ..Default::default()
    };
    flooded.status.phase = "Flooded".into();
    hub.create(&pp, &flooded).await?;
    let quay = old.get("quay").await?;
    assert_eq!(quay.status.phase, "Closed", "v1 has no Flooded");
    assert_eq!(quay.status.fault, Some(r1::errors::Fault { code: 7 }));
    let listed: Vec<(String, String)> = old
        .list(&Default::default())
        .await?
        .items
        .into_iter()
        .map(|d| (d.metadata.name.unwrap_or_default(), d.status.phase))
        .collect();
    assert_eq!(
        listed,
        [
            ("pier".into(), "Open".into()),
            ("quay".into(), "Closed".into())
        ]
    );
    let patch = json!({"spec": {"crane": {"kilograms": 5000}}});
    hub.patch("pier", &PatchParams::default(), &Patch::Merge(&patch))
        .await?;
    assert_eq!(old.get("pier").await?.spec.crane.tons, 5);
    let mut seen = Vec::new();
    while seen.len() < 3 {
        match tokio::time::timeout(Duration::from_secs(10), watch_old.try_next()).await?? {
            Some(WatchEvent::Added(d) | WatchEvent::Modified(d)) => {
                seen.push((d.metadata.name.unwrap_or_default(), d.spec.crane.tons));
            }
            other => return Err(format!("unexpected watch event at v1: {other:?}").into()),
        }
    }
    assert_eq!(
        seen,
        [("pier".into(), 3), ("quay".into(), 3), ("pier".into(), 5)]
    );

    // Ports: the context's namespace and enclosing spec, and what v1 cannot hold kept.
    let old: Api<c1::Port> = Api::namespaced(client.clone(), &ns);
    let hub: Api<c2::Port> = Api::namespaced(client.clone(), &ns);
    old.create(&pp, &port(&ns, "north")).await?;
    let stored = hub.get("north").await?;
    assert_eq!(
        stored.spec.region, ns,
        "defaulted from the object's namespace"
    );
    assert_eq!((stored.spec.crane.tons, stored.spec.crane.berths), (30, 4));
    assert_eq!(stored.spec.spare.as_ref().map(|c| c.berths), Some(0));
    let back = old.get("north").await?;
    assert_eq!(back.spec, port(&ns, "north").spec);
    assert!(
        back.metadata.annotations.is_none(),
        "nothing to keep: {:?}",
        back.metadata.annotations
    );
    // The spare's own count, which v1 sums, patched at the hub.
    let patch = json!({"spec": {"spare": {"tons": 10, "berths": 2}}});
    hub.patch("north", &PatchParams::default(), &Patch::Merge(&patch))
        .await?;
    assert_eq!(old.get("north").await?.spec.berths, 6);
    // A region other than the namespace survives a read-modify-write at v1.
    let mut south = stored.clone();
    south.metadata = ObjectMeta {
        name: Some("south".into()),
        namespace: Some(ns.clone()),
        ..Default::default()
    };
    south.spec.region = "south".into();
    hub.create(&pp, &south).await?;
    let mut at_v1 = old.get("south").await?;
    assert!(
        at_v1
            .metadata
            .annotations
            .as_ref()
            .is_some_and(|a| a.contains_key(PRESERVED_ANNOTATION)),
        "{:?}",
        at_v1.metadata.annotations
    );
    at_v1.spec.crane.tons = 40;
    old.replace("south", &pp, &at_v1).await?;
    let south = hub.get("south").await?;
    assert_eq!(
        (south.spec.region.as_str(), south.spec.crane.tons),
        ("south", 40)
    );
    assert!(
        south.metadata.annotations.is_none(),
        "the hub keeps the field itself"
    );

    stop.cancel();
    serving.await?;
    Ok(())
}

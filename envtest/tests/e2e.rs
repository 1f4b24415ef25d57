//! End-to-end tests of the harness against real kube-apiserver and etcd binaries, sharing one
//! control plane (each test has its own tokio runtime and builds its own client).
//!
//! Without the binaries these tests fail, unless `KUBE_ENVTEST_SKIP=1` asks to skip them.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Duration;

use k8s_openapi::api::core::v1::{ConfigMap, Namespace};
use kube::api::{Api, ApiResource, DynamicObject, GroupVersionKind, PostParams};
use kube_envtest::{Environment, Error, SharedControlPlane, require_assets, test_namespace};

fn testdata(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../testdata/envtest")
        .join(name)
}

static CONTROL_PLANE: SharedControlPlane = SharedControlPlane::new(|| {
    Environment::new().crd_path(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../testdata/envtest/backup-crd.yaml"),
    )
});

fn backup_resource() -> ApiResource {
    ApiResource::from_gvk_with_plural(
        &GroupVersionKind::gvk("storage.example.com", "v1", "Backup"),
        "backups",
    )
}

fn backup(name: &str, keep: i64) -> DynamicObject {
    let mut obj = DynamicObject::new(name, &backup_resource());
    obj.data = serde_json::json!({
        "spec": { "every": "6h", "volume": "data", "keep": keep }
    });
    obj
}

#[tokio::test]
async fn starts_and_serves_namespaces_and_configmaps() -> Result<(), Box<dyn std::error::Error>> {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = CONTROL_PLANE.get().await?;
    eprintln!(
        "shared control plane started in {:.1?}",
        cp.start_duration()
    );
    let client = cp.client()?;

    let version = client.apiserver_version().await?;
    assert_eq!(
        version.git_version,
        format!("v{}", kube_envtest::KUBERNETES_VERSION)
    );

    let ns = test_namespace(&client, "cm-test").await?;
    assert!(
        ns.starts_with("cm-test-") && ns.len() > "cm-test-".len(),
        "{ns}"
    );
    let got_ns = Api::<Namespace>::all(client.clone()).get(&ns).await?;
    assert_eq!(got_ns.metadata.name.as_deref(), Some(ns.as_str()));

    let cms: Api<ConfigMap> = Api::namespaced(client.clone(), &ns);
    let cm = ConfigMap {
        metadata: kube::api::ObjectMeta {
            name: Some("settings".into()),
            ..Default::default()
        },
        data: Some(BTreeMap::from([("colour".to_string(), "blue".to_string())])),
        ..Default::default()
    };
    cms.create(&PostParams::default(), &cm).await?;
    let back = cms.get("settings").await?;
    assert_eq!(
        back.data.and_then(|d| d.get("colour").cloned()).as_deref(),
        Some("blue")
    );
    assert!(back.metadata.uid.is_some(), "the server assigned a uid");

    // A second ConfigMap of the same name is a conflict: the data really is stored.
    let dup = cms.create(&PostParams::default(), &cm).await;
    assert!(
        matches!(dup, Err(kube::Error::Api(ref s)) if s.code == 409),
        "{dup:?}"
    );
    Ok(())
}

#[tokio::test]
async fn installed_crd_serves_custom_resources() -> Result<(), Box<dyn std::error::Error>> {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = CONTROL_PLANE.get().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "crd-test").await?;

    // Installed at start: discovery already lists it (start() waited for that).
    let resources = client
        .list_api_group_resources("storage.example.com/v1")
        .await?;
    let names: Vec<_> = resources
        .resources
        .iter()
        .map(|r| r.name.as_str())
        .collect();
    assert!(names.contains(&"backups"), "{names:?}");
    assert!(
        names.contains(&"backups/status"),
        "status subresource: {names:?}"
    );

    let api: Api<DynamicObject> = Api::namespaced_with(client.clone(), &ns, &backup_resource());
    api.create(&PostParams::default(), &backup("nightly", 3))
        .await?;
    let back = api.get("nightly").await?;
    assert_eq!(back.data["spec"]["keep"], 3);
    assert_eq!(back.data["spec"]["every"], "6h");
    assert_eq!(back.types.as_ref().map(|t| t.kind.as_str()), Some("Backup"));

    // The schema is enforced: maximum 10.
    let err = api
        .create(&PostParams::default(), &backup("too-many", 20))
        .await
        .expect_err("keep above the maximum must be refused");
    match err {
        kube::Error::Api(status) => {
            assert_eq!(status.code, 422, "{status:?}");
            assert!(status.message.contains("spec.keep"), "{}", status.message);
        }
        other => panic!("unexpected error: {other}"),
    }
    Ok(())
}

#[tokio::test]
async fn broken_crd_is_rejected_with_the_server_message() -> Result<(), Box<dyn std::error::Error>>
{
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = CONTROL_PLANE.get().await?;
    let err = cp
        .install_crd_paths(&[testdata("broken-crd.yaml")], Duration::from_secs(30))
        .await
        .expect_err("an unknown schema type must be refused");
    match &err {
        Error::CrdRejected { name, message, .. } => {
            assert_eq!(name, "brokens.stable.example.com");
            // apiextensions validation: the type must be one of the OpenAPI types.
            assert!(
                message.contains("Unsupported value: \"integr\""),
                "{message}"
            );
            assert!(message.contains("properties[replicas].type"), "{message}");
            eprintln!("server message: {message}");
        }
        other => panic!("expected CrdRejected, got {other}"),
    }
    assert!(
        err.to_string().contains("brokens.stable.example.com"),
        "{err}"
    );
    Ok(())
}

#[tokio::test]
async fn written_kubeconfig_reaches_the_server() -> Result<(), Box<dyn std::error::Error>> {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = CONTROL_PLANE.get().await?;
    let out = tempfile::tempdir()?;
    let path = out.path().join("kubeconfig");
    cp.write_kubeconfig(&path)?;
    let kubeconfig = kube::config::Kubeconfig::read_from(&path)?;
    assert_eq!(
        kubeconfig.current_context.as_deref(),
        Some(kube_envtest::KUBECONFIG_CONTEXT)
    );
    let config = kube::Config::from_custom_kubeconfig(kubeconfig, &Default::default()).await?;
    assert_eq!(
        config.cluster_url.to_string().trim_end_matches('/'),
        cp.server_url()
    );
    let client = kube::Client::try_from(config)?;
    // The admin is in system:masters: it may do anything, including cluster-scoped reads.
    let review = client
        .request_text(
            http::Request::get("/apis/rbac.authorization.k8s.io/v1/clusterroles/cluster-admin")
                .body(Vec::new())?,
        )
        .await?;
    assert!(review.contains("\"name\":\"cluster-admin\""), "{review}");
    Ok(())
}

/// `client()` outside a runtime is an error, not a panic; the shared control plane can be
/// reached from plain (non-async) code.
#[test]
fn client_outside_a_runtime_is_an_error() -> Result<(), Box<dyn std::error::Error>> {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = CONTROL_PLANE.get_blocking()?;
    match cp.client() {
        Err(Error::NoRuntime) => {}
        Err(other) => panic!("expected NoRuntime, got {other}"),
        Ok(_) => panic!("a client was built outside a runtime"),
    }
    // The kubeconfig and config need no runtime.
    assert_eq!(
        cp.config()?.cluster_url.to_string().trim_end_matches('/'),
        cp.server_url()
    );
    Ok(())
}

#[tokio::test]
async fn manifests_are_applied_in_order_and_refusals_name_the_object()
-> Result<(), Box<dyn std::error::Error>> {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = CONTROL_PLANE.get().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "manifests").await?;
    let dir = tempfile::tempdir()?;
    // Two files read in name order, a kustomization that holds no object, one name twice
    // (the last one wins, as `kubectl apply` would leave it), a cluster-scoped object.
    std::fs::write(
        dir.path().join("a.yaml"),
        format!(
            "apiVersion: storage.example.com/v1\nkind: Backup\nmetadata:\n  name: nightly\n  namespace: {ns}\nspec:\n  every: 6h\n  volume: data\n  keep: 3\n---\n---\napiVersion: v1\nkind: Namespace\nmetadata:\n  name: {ns}-extra\n"
        ),
    )?;
    std::fs::write(
        dir.path().join("b.yaml"),
        format!(
            "apiVersion: storage.example.com/v1\nkind: Backup\nmetadata:\n  name: nightly\n  namespace: {ns}\nspec:\n  every: 1h\n  volume: data\n  keep: 5\n"
        ),
    )?;
    std::fs::write(
        dir.path().join("kustomization.yaml"),
        "resources:\n- a.yaml\n",
    )?;
    let applied = kube_envtest::apply_manifests(&client, &[dir.path()]).await?;
    assert_eq!(applied, 3);
    let api: Api<DynamicObject> = Api::namespaced_with(client.clone(), &ns, &backup_resource());
    let back = api.get("nightly").await?;
    assert_eq!(back.data["spec"]["keep"], 5, "the later file's object");
    Api::<Namespace>::all(client.clone())
        .get(&format!("{ns}-extra"))
        .await?;

    // A refused object names its Kind, name and file; a Kind not served names the document.
    let bad = dir.path().join("bad.yaml");
    std::fs::write(
        &bad,
        format!(
            "apiVersion: storage.example.com/v1\nkind: Backup\nmetadata:\n  name: greedy\n  namespace: {ns}\nspec:\n  every: 6h\n  volume: data\n  keep: 20\n"
        ),
    )?;
    match kube_envtest::apply_manifests(&client, &[&bad]).await {
        Err(Error::ManifestRejected {
            object,
            path,
            message,
            ..
        }) => {
            assert_eq!(object, "Backup greedy");
            assert_eq!(path, bad);
            assert!(message.contains("spec.keep"), "{message}");
        }
        other => panic!("expected a refusal: {other:?}"),
    }
    let unknown = dir.path().join("unknown.yaml");
    std::fs::write(
        &unknown,
        "---\napiVersion: nowhere.example.com/v1\nkind: Ghost\nmetadata:\n  name: boo\n",
    )?;
    match kube_envtest::apply_manifests(&client, &[&unknown]).await {
        Err(e @ Error::ManifestFile { document: 1, .. }) => {
            assert!(
                e.to_string()
                    .contains("nowhere.example.com/v1/Ghost is not served"),
                "{e}"
            );
        }
        other => panic!("expected an unserved Kind: {other:?}"),
    }
    Ok(())
}

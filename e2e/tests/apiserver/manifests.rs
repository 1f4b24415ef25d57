//! End-to-end: the roles `kube-codegen rbac` writes for `testdata/rbac` and the webhook
//! configurations `kube-codegen webhook` writes for `testdata/webhook` are accepted by a real
//! kube-apiserver (kube-envtest) and read back unchanged.

use std::path::Path;

use k8s_openapi::api::admissionregistration::v1::{
    MutatingWebhookConfiguration, ValidatingWebhookConfiguration,
};
use k8s_openapi::api::core::v1::Namespace;
use k8s_openapi::api::rbac::v1::{ClusterRole, Role};
use kube::api::{Api, PostParams};
use kube_envtest::{Environment, SharedControlPlane, require_assets};

static CONTROL_PLANE: SharedControlPlane = SharedControlPlane::new(Environment::new);

fn documents(text: &str) -> Vec<serde_json::Value> {
    text.split("---\n")
        .filter(|d| !d.trim().is_empty())
        .map(|d| serde_norway::from_str(d).expect("our YAML parses"))
        .collect()
}

#[tokio::test]
async fn generated_roles_are_accepted_by_the_api_server() -> Result<(), Box<dyn std::error::Error>>
{
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let output = kube_codegen::Config::new()
        .input(Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/rbac/src"))
        .crds(false)
        .rbac("manager-role")
        .generate()?;
    let text = &output.files()[Path::new("role.yaml")];
    let cp = CONTROL_PLANE.get().await?;
    let client = cp.client()?;
    let mut created = Vec::new();
    for value in documents(text) {
        if value["kind"] == "ClusterRole" {
            let role: ClusterRole = serde_json::from_value(value)?;
            let api: Api<ClusterRole> = Api::all(client.clone());
            let back = api.create(&PostParams::default(), &role).await?;
            assert_eq!(
                back.rules, role.rules,
                "the server keeps the ClusterRole's rules"
            );
            created.push(format!(
                "ClusterRole/{}",
                role.metadata.name.unwrap_or_default()
            ));
        } else {
            let role: Role = serde_json::from_value(value)?;
            let ns = role.metadata.namespace.clone().unwrap_or_default();
            let namespaces: Api<Namespace> = Api::all(client.clone());
            let mut n = Namespace::default();
            n.metadata.name = Some(ns.clone());
            // The namespace may exist already, for an earlier Role; the Role create below
            // fails loudly if it does not exist at all.
            let _ = namespaces.create(&PostParams::default(), &n).await;
            let api: Api<Role> = Api::namespaced(client.clone(), &ns);
            let back = api.create(&PostParams::default(), &role).await?;
            assert_eq!(back.rules, role.rules, "the server keeps the Role's rules");
            created.push(format!(
                "Role/{ns}/{}",
                role.metadata.name.unwrap_or_default()
            ));
        }
    }
    assert_eq!(
        created,
        [
            "ClusterRole/manager-role",
            "Role/docks/manager-role",
            "Role/vault/secret-reader"
        ]
    );
    Ok(())
}

#[tokio::test]
async fn generated_webhook_configurations_are_accepted() -> Result<(), Box<dyn std::error::Error>> {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let output = kube_codegen::Config::new()
        .input(Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/webhook/src"))
        .crds(false)
        .webhooks(true)
        .generate()?;
    let docs = documents(&output.files()[Path::new("manifests.yaml")]);
    assert_eq!(docs.len(), 2);
    let cp = CONTROL_PLANE.get().await?;
    let client = cp.client()?;
    let mutating: MutatingWebhookConfiguration = serde_json::from_value(docs[0].clone())?;
    let back = Api::<MutatingWebhookConfiguration>::all(client.clone())
        .create(&PostParams::default(), &mutating)
        .await?;
    let names = |w: &Option<Vec<k8s_openapi::api::admissionregistration::v1::MutatingWebhook>>| {
        w.iter()
            .flatten()
            .map(|w| w.name.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(names(&back.webhooks), names(&mutating.webhooks));
    assert_eq!(
        back.webhooks.as_ref().map(|w| w[0].client_config.clone()),
        mutating
            .webhooks
            .as_ref()
            .map(|w| w[0].client_config.clone())
    );
    let validating: ValidatingWebhookConfiguration = serde_json::from_value(docs[1].clone())?;
    let back = Api::<ValidatingWebhookConfiguration>::all(client)
        .create(&PostParams::default(), &validating)
        .await?;
    assert_eq!(back.webhooks.as_ref().map(Vec::len), Some(2));
    // The server defaults each rule's `scope` to "*"; everything we wrote comes back.
    let mut rules = back
        .webhooks
        .as_ref()
        .and_then(|w| w[0].rules.clone())
        .unwrap_or_default();
    assert_eq!(
        rules.iter().map(|r| r.scope.as_deref()).collect::<Vec<_>>(),
        [Some("*")]
    );
    rules.iter_mut().for_each(|r| r.scope = None);
    assert_eq!(
        Some(rules),
        validating
            .webhooks
            .as_ref()
            .and_then(|w| w[0].rules.clone())
    );
    Ok(())
}

#[tokio::test]
async fn the_scaffolds_cluster_roles_are_accepted() -> Result<(), Box<dyn std::error::Error>> {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let dir =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/scaffold/expected/config/rbac");
    let cp = CONTROL_PLANE.get().await?;
    let api: Api<ClusterRole> = Api::all(cp.client()?);
    let mut created = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir)?.collect::<Result<_, _>>()?;
    files.sort_by_key(|f| f.file_name());
    for file in files {
        let text = std::fs::read_to_string(file.path())?;
        for value in documents(&text)
            .into_iter()
            .filter(|v| v["kind"] == "ClusterRole")
        {
            let mut role: ClusterRole = serde_json::from_value(value)?;
            // As kustomize's name prefix would, so that they meet no other test's roles.
            let name = format!("scaffold-{}", role.metadata.name.unwrap_or_default());
            role.metadata.name = Some(name.clone());
            let back = api.create(&PostParams::default(), &role).await?;
            // An empty rule list comes back as none.
            let rules = |r: ClusterRole| r.rules.unwrap_or_default();
            assert_eq!(
                rules(back),
                rules(role),
                "{name}: the server keeps the rules"
            );
            created.push(name);
        }
    }
    assert_eq!(
        created,
        [
            "scaffold-metrics-auth-role",
            "scaffold-metrics-reader",
            "scaffold-manager-role",
            "scaffold-webapp-guestbook-admin-role",
            "scaffold-webapp-guestbook-editor-role",
            "scaffold-webapp-guestbook-viewer-role",
        ]
    );
    Ok(())
}

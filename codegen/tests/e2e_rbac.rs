//! End-to-end: the roles `kube-codegen rbac` writes for `testdata/rbac` are accepted by a
//! real kube-apiserver (kube-envtest), and the Role they grant is read back unchanged.

use std::path::Path;

use k8s_openapi::api::core::v1::Namespace;
use k8s_openapi::api::rbac::v1::{ClusterRole, Role};
use kube::api::{Api, PostParams};
use kube_envtest::{Environment, require_assets};

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
    let cp = Environment::new().start().await?;
    let client = cp.client()?;
    let mut created = Vec::new();
    for doc in text.split("---\n").filter(|d| !d.trim().is_empty()) {
        let value: serde_json::Value = serde_norway::from_str(doc)?;
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

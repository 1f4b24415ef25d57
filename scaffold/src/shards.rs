//! `create shards`: the manager as N label-sharded Deployments, a kustomize component
//! (`config/shards`) that `config/default` includes.
//!
//! The first shard is the project's own Deployment (`config/manager/manager.yaml`), patched;
//! the others are copies of it, read from the project's file as it is now, each with its
//! shard's pod label and the runtime's `--shard`/`--shards` flags.

use std::path::Path;

use serde::Deserialize;
use serde_norway::Value;

use super::ScaffoldError;
use super::edit::Plan;
use super::templates::Project;

/// The pod label that tells the shards' Deployments apart (their selectors must not
/// overlap). Not the runtime's shard label: that one is on the objects reconciled.
const POD_LABEL: &str = "kube-codegen.dev/manager-shard";

/// At most this many shards: each is a Deployment and a Lease.
const MOST: usize = 64;

/// The shards' names: `shard-0`, `shard-1`, …
fn names(count: usize) -> Vec<String> {
    (0..count).map(|i| format!("shard-{i}")).collect()
}

/// Plans `config/shards` for `count` shards, and its place in `config/default`.
pub(super) fn plan(
    plan: &mut Plan,
    dir: &Path,
    project: &Project,
    count: usize,
) -> Result<(), ScaffoldError> {
    if !(2..=MOST).contains(&count) {
        return Err(ScaffoldError::option(
            dir,
            format!("{count} shards: give 2 to {MOST} (one shard is the manager unsharded)"),
        ));
    }
    let path = dir.join("config/manager/manager.yaml");
    let text = std::fs::read_to_string(&path)
        .map_err(|e| ScaffoldError::at(path.clone(), 0, 0, format!("cannot read it: {e}")))?;
    let (deployment, container) = manager_deployment(&path, &text)?;
    let names = names(count);
    let all = names.join(",");
    let mut resources = String::new();
    for (i, name) in names.iter().enumerate().skip(1) {
        let file = format!("manager_{}.yaml", name.replace('-', "_"));
        resources.push_str(&format!("- {file}\n"));
        let copy = shard_copy(&deployment, container, name, &all);
        let yaml = serde_norway::to_string(&copy).map_err(|e| {
            ScaffoldError::at(path.clone(), 0, 0, format!("cannot write shard {i}: {e}"))
        })?;
        plan.create(
            format!("config/shards/{file}"),
            format!(
                "# The manager's Deployment for {name}: a copy of config/manager/manager.yaml's made by\n\
                 # `kube-codegen create shards`. Change it with that file.\n{yaml}"
            ),
        );
    }
    plan.create(
        "config/shards/manager_shard_0_patch.yaml",
        first_shard_patch(container, &names[0], &all),
    );
    plan.create(
        "config/shards/kustomization.yaml",
        format!(
            "# The manager as {count} Deployments, each reconciling one shard's objects: those labelled\n\
             # sharding.kube-codegen.dev/shard=<shard>; shard-0 also takes those labelled with no\n\
             # shard. Each shard elects its own leader; scale a shard's Deployment for a standby.\n\
             apiVersion: kustomize.config.k8s.io/v1alpha1\n\
             kind: Component\n\
             resources:\n\
             {resources}\
             patches:\n\
             # The project's Deployment is shard-0.\n\
             - path: manager_shard_0_patch.yaml\n\
             \x20 target:\n\
             \x20   kind: Deployment\n\
             \x20   name: controller-manager\n"
        ),
    );
    plan.insert(
        "config/default/kustomization.yaml",
        "components",
        "components:\n- ../shards\n".to_string(),
        "- ../shards",
    );
    if project.has_webhooks() {
        // A project whose webhook patch names the Deployment only: every shard serves the
        // webhooks (the webhook Service selects them all).
        plan.insert(
            "config/default/kustomization.yaml",
            "patches",
            super::webhook::MANAGER_PATCH.to_string(),
            "labelSelector: control-plane=controller-manager",
        );
    }
    Ok(())
}

/// The Deployment `controller-manager` of `manager.yaml`, and the index of its container
/// `manager`.
fn manager_deployment(path: &Path, text: &str) -> Result<(Value, usize), ScaffoldError> {
    let missing = |what: &str| {
        ScaffoldError::at(
            path.to_path_buf(),
            0,
            0,
            format!("{what}: `create shards` copies that Deployment for each shard"),
        )
    };
    for document in serde_norway::Deserializer::from_str(text) {
        let value = Value::deserialize(document).map_err(|e| {
            let (line, column) = e.location().map_or((0, 0), |l| (l.line(), l.column()));
            ScaffoldError::at(path.to_path_buf(), line, column, e.to_string())
        })?;
        let name = value["metadata"]["name"].as_str();
        if value["kind"].as_str() != Some("Deployment") || name != Some("controller-manager") {
            continue;
        }
        let containers = value["spec"]["template"]["spec"]["containers"]
            .as_sequence()
            .ok_or_else(|| missing("the Deployment controller-manager has no containers"))?;
        let container = containers
            .iter()
            .position(|c| c["name"].as_str() == Some("manager"))
            .ok_or_else(|| {
                missing("the Deployment controller-manager has no container `manager`")
            })?;
        for (labels, at) in [
            (&value["metadata"]["labels"], "metadata.labels"),
            (
                &value["spec"]["selector"]["matchLabels"],
                "spec.selector.matchLabels",
            ),
            (
                &value["spec"]["template"]["metadata"]["labels"],
                "spec.template.metadata.labels",
            ),
        ] {
            if !labels.is_mapping() {
                return Err(missing(&format!(
                    "the Deployment controller-manager has no {at}"
                )));
            }
        }
        return Ok((value, container));
    }
    Err(missing("no Deployment controller-manager"))
}

/// `deployment` as shard `name`'s: renamed, its pods labelled, the flags added.
fn shard_copy(deployment: &Value, container: usize, name: &str, all: &str) -> Value {
    let mut copy = deployment.clone();
    copy["metadata"]["name"] = Value::from(format!("controller-manager-{name}"));
    let label = |at: &mut Value| {
        if let Some(labels) = at.as_mapping_mut() {
            labels.insert(Value::from(POD_LABEL), Value::from(name));
        }
    };
    label(&mut copy["metadata"]["labels"]);
    label(&mut copy["spec"]["selector"]["matchLabels"]);
    label(&mut copy["spec"]["template"]["metadata"]["labels"]);
    let args = &mut copy["spec"]["template"]["spec"]["containers"][container]["args"];
    if !args.is_sequence() {
        *args = Value::Sequence(Vec::new());
    }
    if let Some(args) = args.as_sequence_mut() {
        args.push(Value::from(format!("--shard={name}")));
        args.push(Value::from(format!("--shards={all}")));
    }
    copy
}

/// The JSON patch that makes the project's Deployment the first shard: its pod label (in
/// the selector too) and the flags.
fn first_shard_patch(container: usize, name: &str, all: &str) -> String {
    let key = POD_LABEL.replace('~', "~0").replace('/', "~1");
    let args = format!("/spec/template/spec/containers/{container}/args/-");
    let mut out = format!(
        "# The project's Deployment as {name}: its pods' label, and the runtime's shard flags.\n"
    );
    for (path, value) in [
        (format!("/metadata/labels/{key}"), name.to_string()),
        (
            format!("/spec/selector/matchLabels/{key}"),
            name.to_string(),
        ),
        (
            format!("/spec/template/metadata/labels/{key}"),
            name.to_string(),
        ),
        (args.clone(), format!("--shard={name}")),
        (args, format!("--shards={all}")),
    ] {
        out.push_str(&format!("- op: add\n  path: {path}\n  value: {value}\n"));
    }
    out
}

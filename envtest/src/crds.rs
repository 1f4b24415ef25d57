//! Reading CustomResourceDefinitions from YAML/JSON files and installing them, waiting until
//! each is Established and served in discovery (as controller-runtime's envtest
//! `WaitForCRDs`).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use kube::Client;
use kube::api::{Api, Patch, PatchParams};
use serde::Deserialize;

use crate::Error;

/// The field manager used for server-side apply of CRDs.
pub const FIELD_MANAGER: &str = "kube-envtest";

/// Reads every CustomResourceDefinition from `paths`.
///
/// Each path is a file or a directory; a directory contributes its `*.yaml`, `*.yml` and
/// `*.json` files (not recursively), in name order. A file may hold several YAML documents
/// separated by `---`; empty documents and objects of another kind are skipped (so a
/// `manifests.yaml` mixing CRDs and RBAC works), as controller-runtime's envtest does.
///
/// # Errors
/// [`Error::Io`] for an unreadable path; [`Error::CrdFile`] naming the file and document for
/// invalid YAML, a CRD in an apiVersion other than `apiextensions.k8s.io/v1`, or a CRD that
/// does not match the v1 schema.
pub fn read_crds<P: AsRef<Path>>(paths: &[P]) -> Result<Vec<CustomResourceDefinition>, Error> {
    let mut crds = Vec::new();
    for path in paths {
        let path = path.as_ref();
        let meta = std::fs::metadata(path).map_err(|source| Error::Io {
            action: "cannot read CRD path",
            path: path.to_path_buf(),
            source,
        })?;
        if meta.is_dir() {
            for file in directory_manifests(path)? {
                crds.extend(read_crd_file(&file)?);
            }
        } else {
            crds.extend(read_crd_file(path)?);
        }
    }
    Ok(crds)
}

/// The `*.yaml`, `*.yml` and `*.json` files of `dir`, in name order.
pub(crate) fn directory_manifests(dir: &Path) -> Result<Vec<PathBuf>, Error> {
    let io = |source| Error::Io {
        action: "cannot list manifest directory",
        path: dir.to_path_buf(),
        source,
    };
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(io)? {
        let path = entry.map_err(io)?.path();
        let is_manifest = path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| matches!(e, "yaml" | "yml" | "json"));
        if is_manifest && path.is_file() {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

/// Reads the CRDs of one (possibly multi-document) YAML or JSON file.
///
/// # Errors
/// As [`read_crds`].
pub fn read_crd_file(path: &Path) -> Result<Vec<CustomResourceDefinition>, Error> {
    let text = std::fs::read_to_string(path).map_err(|source| Error::Io {
        action: "cannot read CRD file",
        path: path.to_path_buf(),
        source,
    })?;
    parse_crds(&text, path)
}

/// Parses CRDs from multi-document YAML text; `origin` names the source in errors.
///
/// # Errors
/// As [`read_crds`].
pub fn parse_crds(text: &str, origin: &Path) -> Result<Vec<CustomResourceDefinition>, Error> {
    let mut crds = Vec::new();
    for (index, document) in serde_norway::Deserializer::from_str(text).enumerate() {
        let err = |message: String| Error::CrdFile {
            path: origin.to_path_buf(),
            document: index + 1,
            message,
        };
        let value = serde_json::Value::deserialize(document).map_err(|e| err(e.to_string()))?;
        if value.is_null() {
            continue;
        }
        if value.get("kind").and_then(|k| k.as_str()) != Some("CustomResourceDefinition") {
            continue;
        }
        match value.get("apiVersion").and_then(|v| v.as_str()) {
            Some("apiextensions.k8s.io/v1") => {}
            other => {
                return Err(err(format!(
                    "CustomResourceDefinition has apiVersion {other:?}; only apiextensions.k8s.io/v1 is served by Kubernetes 1.22 and later"
                )));
            }
        }
        let crd: CustomResourceDefinition = serde_json::from_value(value)
            .map_err(|e| err(format!("not a valid CustomResourceDefinition: {e}")))?;
        if crd.metadata.name.as_deref().unwrap_or_default().is_empty() {
            return Err(err(
                "CustomResourceDefinition has no metadata.name".to_string()
            ));
        }
        crds.push(crd);
    }
    Ok(crds)
}

/// Creates or updates `crds` (server-side apply, field manager [`FIELD_MANAGER`], forced) and
/// waits until every one is Established and its plural is listed in discovery for each served
/// version, polling every 100 ms for at most `timeout`.
///
/// # Errors
/// [`Error::CrdRejected`] with the server's message when the API server refuses a CRD (an
/// invalid schema, say); [`Error::CrdNotAccepted`] when its names conflict;
/// [`Error::Timeout`] naming the CRD and its last conditions.
pub async fn install_crds(
    client: &Client,
    crds: &[CustomResourceDefinition],
    timeout: Duration,
) -> Result<Vec<CustomResourceDefinition>, Error> {
    let api: Api<CustomResourceDefinition> = Api::all(client.clone());
    let params = PatchParams::apply(FIELD_MANAGER).force();
    let mut installed = Vec::with_capacity(crds.len());
    for crd in crds {
        let name = crd.metadata.name.clone().unwrap_or_default();
        let mut body = crd.clone();
        body.metadata.resource_version = None;
        body.metadata.managed_fields = None;
        body.metadata.uid = None;
        body.metadata.creation_timestamp = None;
        body.status = None;
        let applied = api
            .patch(&name, &params, &Patch::Apply(&body))
            .await
            .map_err(|source| Error::CrdRejected {
                name: name.clone(),
                message: match &source {
                    kube::Error::Api(status) => status.message.clone(),
                    other => other.to_string(),
                },
                source,
            })?;
        installed.push(applied);
    }
    let deadline = Instant::now() + timeout;
    for crd in &installed {
        wait_established(&api, crd, deadline, timeout).await?;
        wait_discovered(client, crd, deadline, timeout).await?;
    }
    Ok(installed)
}

async fn wait_established(
    api: &Api<CustomResourceDefinition>,
    crd: &CustomResourceDefinition,
    deadline: Instant,
    timeout: Duration,
) -> Result<(), Error> {
    let name = crd.metadata.name.clone().unwrap_or_default();
    loop {
        let last = match api.get(&name).await {
            Ok(current) => {
                let conditions = current
                    .status
                    .as_ref()
                    .and_then(|s| s.conditions.clone())
                    .unwrap_or_default();
                let is =
                    |t: &str, s: &str| conditions.iter().any(|c| c.type_ == t && c.status == s);
                if is("Established", "True") {
                    return Ok(());
                }
                if let Some(c) = conditions
                    .iter()
                    .find(|c| c.type_ == "NamesAccepted" && c.status == "False")
                {
                    return Err(Error::CrdNotAccepted {
                        name,
                        message: format!(
                            "{}: {}",
                            c.reason.as_deref().unwrap_or("NamesAccepted=False"),
                            c.message.as_deref().unwrap_or_default()
                        ),
                    });
                }
                Some(
                    conditions
                        .iter()
                        .map(|c| {
                            format!(
                                "{}={} ({})",
                                c.type_,
                                c.status,
                                c.message.as_deref().unwrap_or_default()
                            )
                        })
                        .collect::<Vec<_>>()
                        .join(", "),
                )
            }
            Err(e) => Some(e.to_string()),
        };
        if Instant::now() >= deadline {
            return Err(Error::Timeout {
                what: format!("CustomResourceDefinition {name} to become Established"),
                waited: timeout,
                detail: last,
            });
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn wait_discovered(
    client: &Client,
    crd: &CustomResourceDefinition,
    deadline: Instant,
    timeout: Duration,
) -> Result<(), Error> {
    let name = crd.metadata.name.clone().unwrap_or_default();
    let group = &crd.spec.group;
    let plural = &crd.spec.names.plural;
    for version in crd.spec.versions.iter().filter(|v| v.served) {
        let api_version = format!("{group}/{}", version.name);
        loop {
            let last = match client.list_api_group_resources(&api_version).await {
                Ok(list) if list.resources.iter().any(|r| &r.name == plural) => break,
                Ok(list) => Some(format!(
                    "{api_version} lists [{}]",
                    list.resources
                        .iter()
                        .map(|r| r.name.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                )),
                Err(e) => Some(e.to_string()),
            };
            if Instant::now() >= deadline {
                return Err(Error::Timeout {
                    what: format!(
                        "{plural} of CustomResourceDefinition {name} to be served in discovery at /apis/{api_version}"
                    ),
                    waited: timeout,
                    detail: last,
                });
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO: &str = "---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: as.x.io\nspec:\n  group: x.io\n  names: {kind: A, plural: as}\n  scope: Namespaced\n  versions: []\n---\n# only a comment\n---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata: {name: r}\n---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: bs.x.io}\nspec:\n  group: x.io\n  names: {kind: B, plural: bs}\n  scope: Cluster\n  versions: []\n";

    #[test]
    fn multi_document_skips_empty_and_other_kinds() {
        let crds = parse_crds(TWO, Path::new("m.yaml")).expect("parses");
        let names: Vec<_> = crds
            .iter()
            .filter_map(|c| c.metadata.name.as_deref())
            .collect();
        assert_eq!(names, ["as.x.io", "bs.x.io"]);
        assert_eq!(crds[1].spec.scope, "Cluster");
    }

    #[test]
    fn v1beta1_is_rejected_with_file_and_document() {
        let text = "apiVersion: v1\nkind: ConfigMap\n---\napiVersion: apiextensions.k8s.io/v1beta1\nkind: CustomResourceDefinition\nmetadata: {name: a.b}\n";
        let err = parse_crds(text, Path::new("old.yaml")).expect_err("v1beta1 is gone");
        let text = err.to_string();
        assert!(text.starts_with("old.yaml: document 2: "), "{text}");
        assert!(text.contains("apiextensions.k8s.io/v1beta1"), "{text}");
    }

    #[test]
    fn invalid_yaml_names_the_file() {
        let err = parse_crds("kind: [unclosed", Path::new("bad.yaml")).expect_err("invalid");
        assert!(
            err.to_string().starts_with("bad.yaml: document 1: "),
            "{err}"
        );
    }

    #[test]
    fn directory_reads_manifests_in_name_order() {
        let dir = tempfile::tempdir().expect("temp dir");
        let crd = |name: &str| {
            format!(
                "apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {{name: {name}}}\nspec:\n  group: x.io\n  names: {{kind: K, plural: p}}\n  scope: Namespaced\n  versions: []\n"
            )
        };
        std::fs::write(dir.path().join("b.yaml"), crd("b.x.io")).expect("write");
        std::fs::write(dir.path().join("a.yml"), crd("a.x.io")).expect("write");
        std::fs::write(dir.path().join("notes.txt"), crd("ignored.x.io")).expect("write");
        let crds = read_crds(&[dir.path()]).expect("reads");
        let names: Vec<_> = crds
            .iter()
            .filter_map(|c| c.metadata.name.as_deref())
            .collect();
        assert_eq!(names, ["a.x.io", "b.x.io"]);
    }
}

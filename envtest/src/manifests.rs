//! Objects of YAML manifests put on the control plane, as `kubectl apply -f` puts them: what
//! a test or a development cluster starts from (`config/samples`, `config/rbac`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use kube::api::{Api, DynamicObject, Patch, PatchParams};
use kube::core::GroupVersionKind;
use kube::discovery::{ApiCapabilities, ApiResource, Scope};
use kube::{Client, ResourceExt};
use serde::Deserialize;

use crate::crds::{FIELD_MANAGER, directory_manifests};
use crate::error::Error;

/// Server-side applies (field manager [`FIELD_MANAGER`], forced) every object of the YAML
/// files at `paths`, in order, as `kubectl apply --server-side -f` does: each path is a file
/// or a directory, whose `*.yaml`, `*.yml` and `*.json` files (not recursively) are read in
/// name order, but for kustomize's `kustomization.yaml` and `kustomization.yml`, which hold no
/// object. A file may hold several documents separated by
/// `---`; empty documents are skipped. A namespaced object without a namespace goes to
/// `default`. Two objects of one name (say, one sample per version of a Kind) end as the
/// last one written. Returns how many objects were applied.
///
/// The Kinds must be served when this runs: install the CRDs first
/// ([`crate::Environment::crd_path`]).
///
/// # Errors
/// [`Error::Io`] for an unreadable path; [`Error::ManifestFile`] naming the file and document
/// for invalid YAML, a document without `apiVersion`, `kind` or `metadata.name`, or a Kind
/// the API server does not serve; [`Error::ManifestRejected`] with the server's message when
/// it refuses an object. Objects before the failing one stay applied.
pub async fn apply_manifests<P: AsRef<Path>>(client: &Client, paths: &[P]) -> Result<usize, Error> {
    let mut resources: BTreeMap<String, (ApiResource, ApiCapabilities)> = BTreeMap::new();
    let params = PatchParams::apply(FIELD_MANAGER).force();
    let mut applied = 0;
    for file in manifest_files(paths)? {
        let text = std::fs::read_to_string(&file).map_err(|source| Error::Io {
            action: "cannot read manifest",
            path: file.clone(),
            source,
        })?;
        for (index, document) in serde_norway::Deserializer::from_str(&text).enumerate() {
            let err = |message: String| Error::ManifestFile {
                path: file.clone(),
                document: index + 1,
                message,
            };
            let value = serde_json::Value::deserialize(document).map_err(|e| err(e.to_string()))?;
            if value.is_null() {
                continue;
            }
            let object: DynamicObject =
                serde_json::from_value(value).map_err(|e| err(format!("not an object: {e}")))?;
            let types = object
                .types
                .clone()
                .ok_or_else(|| err("no apiVersion and kind".to_string()))?;
            let name = object.metadata.name.clone().unwrap_or_default();
            if name.is_empty() {
                return Err(err(format!("{} without metadata.name", types.kind)));
            }
            let gvk = GroupVersionKind::try_from(&types).map_err(|e| err(e.to_string()))?;
            let key = format!("{}/{}", types.api_version, types.kind);
            if !resources.contains_key(&key) {
                let found = kube::discovery::pinned_kind(client, &gvk)
                    .await
                    .map_err(|e| err(format!("{key} is not served: {e}")))?;
                resources.insert(key.clone(), found);
            }
            let (resource, caps) = &resources[&key];
            let api: Api<DynamicObject> = match caps.scope {
                Scope::Namespaced => {
                    let ns = object.namespace().unwrap_or_else(|| "default".into());
                    Api::namespaced_with(client.clone(), &ns, resource)
                }
                Scope::Cluster => Api::all_with(client.clone(), resource),
            };
            api.patch(&name, &params, &Patch::Apply(&object))
                .await
                .map_err(|source| Error::ManifestRejected {
                    object: format!("{} {name}", types.kind),
                    path: file.clone(),
                    message: match &source {
                        kube::Error::Api(status) => status.message.clone(),
                        other => other.to_string(),
                    },
                    source: Box::new(source),
                })?;
            applied += 1;
        }
    }
    Ok(applied)
}

/// The files `paths` name: each file, and each directory's manifests in name order but
/// kustomize's.
fn manifest_files<P: AsRef<Path>>(paths: &[P]) -> Result<Vec<PathBuf>, Error> {
    let mut files = Vec::new();
    for path in paths {
        let path = path.as_ref();
        let meta = std::fs::metadata(path).map_err(|source| Error::Io {
            action: "cannot read manifest path",
            path: path.to_path_buf(),
            source,
        })?;
        if !meta.is_dir() {
            files.push(path.to_path_buf());
            continue;
        }
        files.extend(directory_manifests(path)?.into_iter().filter(|f| {
            !f.file_name()
                .is_some_and(|n| n == "kustomization.yaml" || n == "kustomization.yml")
        }));
    }
    Ok(files)
}

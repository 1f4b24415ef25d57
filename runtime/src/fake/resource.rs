//! What the fake server knows of a resource: its names, scope, status subresource and schema.

use std::sync::Arc;

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use serde_json::Value;

/// A resource the fake server serves (one version of a Kind). Built with
/// [`ResourceInfo::namespaced`] or [`ResourceInfo::cluster`] and the `with_*` methods,
/// [`ResourceInfo::of`] or [`ResourceInfo::from_crd`]; the fields are open for reading, and
/// more may come (`#[non_exhaustive]`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ResourceInfo {
    /// API group; `""` for the core group.
    pub group: String,
    /// API version.
    pub version: String,
    /// Kind.
    pub kind: String,
    /// Resource (plural) name.
    pub plural: String,
    /// Namespaced (`true`) or cluster-scoped.
    pub namespaced: bool,
    /// Has the `status` subresource: writes to the main resource keep the stored status,
    /// writes to `/status` change only the status.
    pub status_subresource: bool,
    /// The version's `openAPIV3Schema` (JSON): writes are pruned, defaulted and validated
    /// against it as the API server does (see [`FakeApiServer`](super::FakeApiServer)); `None`: taken as sent.
    pub schema: Option<Arc<Value>>,
}

impl ResourceInfo {
    /// A namespaced resource: `group` (`""` for the core group), `version`, `kind` and its
    /// `plural`, without the status subresource and without a schema (values taken as sent).
    pub fn namespaced(group: &str, version: &str, kind: &str, plural: &str) -> Self {
        ResourceInfo {
            group: group.to_string(),
            version: version.to_string(),
            kind: kind.to_string(),
            plural: plural.to_string(),
            namespaced: true,
            status_subresource: false,
            schema: None,
        }
    }

    /// A cluster-scoped resource (see [`ResourceInfo::namespaced`]).
    pub fn cluster(group: &str, version: &str, kind: &str, plural: &str) -> Self {
        ResourceInfo {
            namespaced: false,
            ..Self::namespaced(group, version, kind, plural)
        }
    }

    /// This resource with the `status` subresource: writes to the main resource keep the
    /// stored status, writes to `/status` change only the status.
    pub fn with_status_subresource(self) -> Self {
        ResourceInfo {
            status_subresource: true,
            ..self
        }
    }

    /// The resource of Kind `K`, as its `kube::Resource` and [`Kind`](crate::Kind) impls
    /// describe it (what generated code and [`crate::builtin`] register).
    pub fn of<K: crate::Kind>() -> Self {
        ResourceInfo {
            group: K::group(&()).into_owned(),
            version: K::version(&()).into_owned(),
            kind: K::kind(&()).into_owned(),
            plural: K::plural(&()).into_owned(),
            namespaced: K::NAMESPACED,
            status_subresource: K::STATUS_SUBRESOURCE,
            schema: None,
        }
    }

    /// The resources of a CRD, one per version, each with its schema.
    pub fn from_crd(crd: &CustomResourceDefinition) -> Vec<Self> {
        let spec = &crd.spec;
        spec.versions
            .iter()
            .map(|v| ResourceInfo {
                group: spec.group.clone(),
                version: v.name.clone(),
                kind: spec.names.kind.clone(),
                plural: spec.names.plural.clone(),
                namespaced: spec.scope == "Namespaced",
                status_subresource: v.subresources.as_ref().is_some_and(|s| s.status.is_some()),
                schema: v
                    .schema
                    .as_ref()
                    .and_then(|s| s.open_api_v3_schema.as_ref())
                    .and_then(|s| serde_json::to_value(s).ok())
                    .map(Arc::new),
            })
            .collect()
    }

    /// This resource with the schema of its version in `crd_json` (a CRD as JSON, as
    /// generated clientsets embed it); unchanged if the JSON is not a CRD with that version.
    pub fn with_crd_json(self, crd_json: &str) -> Self {
        let schema = serde_json::from_str::<CustomResourceDefinition>(crd_json)
            .ok()
            .and_then(|crd| {
                Self::from_crd(&crd)
                    .into_iter()
                    .find(|r| r.version == self.version)
            })
            .and_then(|r| r.schema);
        ResourceInfo { schema, ..self }
    }

    pub(super) fn api_version(&self) -> String {
        if self.group.is_empty() {
            self.version.clone()
        } else {
            format!("{}/{}", self.group, self.version)
        }
    }

    /// `guestbooks.webapp.my.domain`, or the plural alone in the core group.
    pub(super) fn qualified(&self) -> String {
        if self.group.is_empty() {
            self.plural.clone()
        } else {
            format!("{}.{}", self.plural, self.group)
        }
    }

    /// `Guestbook.webapp.my.domain`, as the server names a Kind in `Invalid` errors.
    pub(super) fn qualified_kind(&self) -> String {
        if self.group.is_empty() {
            self.kind.clone()
        } else {
            format!("{}.{}", self.kind, self.group)
        }
    }
}

//! CustomResourceDefinition emission (controller-gen `crd`). Skeleton.

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;

use crate::diag::Diagnostics;
use crate::model::Api;

/// Options of CRD generation, as controller-gen's `crd:` generator options.
#[derive(Debug, Clone, Default)]
pub struct CrdOptions {
    /// `maxDescLen`: truncate descriptions to this many characters; `Some(0)` drops them.
    pub max_desc_len: Option<usize>,
    /// `allowDangerousTypes`: accept `f32`/`f64` fields (floats are not portable in
    /// Kubernetes APIs, so they are an error by default, as in controller-gen).
    pub allow_dangerous_types: bool,
    /// Omit the `controller-gen.kubebuilder.io/version`-style tool annotation.
    pub omit_version_annotation: bool,
}

/// Builds one CRD per (group, Kind) found in `api`, each with all its versions.
/// Returns `(file name, CRD)` pairs sorted by file name (`<group>_<plural>.yaml`).
pub fn crds(
    _api: &Api,
    _opts: &CrdOptions,
    _diags: &mut Diagnostics,
) -> Vec<(String, CustomResourceDefinition)> {
    Vec::new()
}

//! OpenAPI v3 schemas of API types: the type mapping of DESIGN.md §3 and every field- and
//! type-level CRD marker (validation, defaults, list/map/struct types, …). Skeleton.

use std::collections::BTreeMap;

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::JSONSchemaProps;

use crate::diag::{Diagnostics, Span};
use crate::emit::crd::CrdOptions;
use crate::model::{Api, Package, TypeDef};

/// Source places of schema nodes, keyed by their path from the schema root in
/// [`crate::check::Violation::path`] form (`["properties", "spec", "properties", "size"]`).
/// Used to point structural/CEL violations at the field or marker that caused them.
pub type SpanIndex = BTreeMap<Vec<String>, Span>;

/// The `openAPIV3Schema` of Kind `kind` (a struct of `pkg` with `metadata: ObjectMeta`):
/// `apiVersion`, `kind` and `metadata` properties as controller-gen writes them, then the
/// struct's own fields, with every type reference resolved through `api`.
///
/// Problems (unsupported types, recursion, bad marker values, …) go to `diags`; the returned
/// schema is then incomplete and must not be written.
pub fn kind_schema(
    _api: &Api,
    _pkg: &Package,
    _kind: &TypeDef,
    _opts: &CrdOptions,
    _diags: &mut Diagnostics,
) -> (JSONSchemaProps, SpanIndex) {
    (JSONSchemaProps::default(), SpanIndex::new())
}

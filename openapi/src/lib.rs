//! Structural OpenAPI v3 schemas of the Kubernetes built-in types, in the exact form
//! controller-gen gives them when a Go API embeds the same upstream type.
//!
//! A Rust API that has a field of a `k8s_openapi` type (`PodTemplateSpec`, `Condition`,
//! `ResourceRequirements`, …) needs that type's schema inlined into its CRD, the way
//! `controller-gen crd` inlines `corev1.PodTemplateSpec` for the Go twin. [`schema`] answers
//! it, keyed by the type's path relative to the `k8s_openapi` crate root
//! (`api::core::v1::PodTemplateSpec`).
//!
//! # Where the schemas come from, and why not from `schemars` at build time
//!
//! k8s-openapi 0.29's `schemars` feature (schemars 1.x) implements `JsonSchema` for every
//! type, but what it emits is not what controller-gen emits for the same type:
//!
//! - no `x-kubernetes-list-type`, `x-kubernetes-list-map-keys` or `x-kubernetes-map-type`
//!   (k8s-openapi keeps these only as `DeepMerge` strategies, where an explicit
//!   `+listType=atomic` and an unannotated list look the same, and `+structType=atomic`
//!   is lost entirely);
//! - no `default` values (controller-gen honours the upstream `+default=` markers:
//!   `LocalObjectReference.name` gets `default: ""`, `ContainerPort.protocol` gets `TCP`);
//! - descriptions reflowed to one line, where controller-gen keeps the Go comment's line
//!   breaks; `Quantity` without controller-gen's `pattern` and `anyOf`.
//!
//! Rebuilding all of that from the Go markers would be a second implementation of
//! controller-gen's type walker. Instead, `hack/gen-openapi.py` runs the Go anchor itself
//! once, offline: it lists every type k8s-openapi implements `JsonSchema` for (feature
//! `v1_36`, the workspace's pin), writes a throw-away Go module with one field per type
//! (`k8s.io/api` etc. at v0.36.1, the Kubernetes version of that feature), runs
//! `controller-gen crd:ignoreUnexportedFields=true,allowDangerousTypes=true`, and stores
//! each field's schema in `src/definitions.json` (checked in). To keep the table small
//! (about 1 MiB rather than the 9 MB of all types fully inlined) every object subtree that equals another type's schema is
//! stored as `{"$ref": "<path>"}` plus the `description` it has at that site; [`schema`]
//! inlines those references back. The crate needs neither schemars nor k8s-openapi's
//! `schemars` feature (k8s-openapi itself only for the typed [`schema_props`], and the
//! workspace builds it anyway): it compiles in seconds, and its output is deterministic (the
//! table is data, read once into a [`std::sync::LazyLock`]). Another Kubernetes version is
//! a re-run of the script with `K8S_VERSION_FEATURE`/`GO_K8S_VERSION` set; the tests fail
//! when the table's version feature differs from the workspace's k8s-openapi pin.
//!
//! # Shapes (all controller-gen's, checked against its testdata in the tests)
//!
//! - `Quantity`: `anyOf: [{type: integer}, {type: string}]`, the quantity `pattern`,
//!   `x-kubernetes-int-or-string: true`; `IntOrString`: the same without `pattern`.
//! - `Time`, `MicroTime`: `{type: string, format: date-time}`.
//! - `ObjectMeta` (nested anywhere, and asked for directly): `{type: object}`; with
//!   [`schema_with`]`(path, true)`, controller-gen's `generateEmbeddedObjectMeta=true` form
//!   (`annotations`, `finalizers`, `labels`, `name`, `namespace`), which is how the table
//!   stores it, each site a reference to it.
//! - `RawExtension`: `{type: object, x-kubernetes-preserve-unknown-fields: true}`.
//! - No `nullable` (controller-gen emits none for upstream types).
//!
//! # Not covered
//!
//! Recursive types (`apiextensions_apiserver::…::JSONSchemaProps` and its `…OrArray`,
//! `…OrBool`, `…OrStringArray` wrappers) and the types that contain them
//! (`CustomResourceDefinition`, `…Spec`, `…Version`, `CustomResourceValidation`), plus
//! `kube_aggregator::…::APIService` and `APIServiceSpec` (controller-gen rejects an upstream
//! `+listType` on a string there): [`schema`] returns `None` for them; the caller should
//! report the field and suggest `+kubebuilder:validation:Schemaless` with
//! `+kubebuilder:pruning:PreserveUnknownFields`. The generic `WatchEvent<T>` and `List<T>`
//! have no single schema and are not listed.
//!
//! A few upstream lists are `+listType=map` keyed by an optional field
//! (`ServiceAccount.secrets` by `name`, flowcontrol/v1 `FlowSchemaStatus.conditions` and
//! `PriorityLevelConfigurationStatus.conditions` by `type`, resource.k8s.io
//! `ResourceClaimStatus.devices` by `shareID`). controller-gen emits them as they are, and so
//! does this crate; the API server rejects such a key in a CRD unless it is required or
//! defaulted, which is for the structural check to report.

mod kube_derive;

pub use kube_derive::{kube_derive_paths, kube_derive_schema, kube_derive_table_crates};

use std::collections::BTreeMap;
use std::sync::{LazyLock, OnceLock};

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::JSONSchemaProps;
use serde_json::value::RawValue;
use serde_json::{Map, Value};

/// The table produced by `hack/gen-openapi.py`: crate path → schema with `$ref` sites.
struct Table {
    /// Where the table came from (the file's header keys).
    source: Source,
    /// Crate path (`api::core::v1::PodSpec`) → stored schema (object subtrees shared with
    /// other types replaced by `{"$ref": path, "description"?: text}`), kept as the file's
    /// text and parsed the first time it is used: a run uses a few of the table's ~800
    /// types, and parsing the whole megabyte into `Value` trees up front was 5% of a
    /// 100-Kind run.
    definitions: BTreeMap<&'static str, Definition>,
}

struct Definition {
    raw: &'static RawValue,
    parsed: OnceLock<Value>,
}

impl Table {
    /// The stored schema of `path`, with the key as stored.
    fn get(&self, path: &str) -> Option<(&'static str, &Value)> {
        let (key, def) = self.definitions.get_key_value(path)?;
        let value = def
            .parsed
            .get_or_init(|| serde_json::from_str(def.raw.get()).unwrap_or_default());
        Some((*key, value))
    }
}

const DEFINITIONS: &str = include_str!("definitions.json");

// The table is checked-in data written by the generator, not user input; a malformed file
// (caught by the tests) would yield an empty table, i.e. `None` for every path.
static TABLE: LazyLock<Table> = LazyLock::new(|| {
    /// The file's layout, read in one pass; each definition stays text until used.
    #[derive(serde::Deserialize, Default)]
    #[serde(rename_all = "kebab-case", default)]
    struct File {
        k8s_openapi_feature: String,
        go_k8s_version: String,
        controller_tools_version: String,
        #[serde(borrow)]
        definitions: BTreeMap<&'static str, &'static RawValue>,
    }
    let file: File = serde_json::from_str(DEFINITIONS).unwrap_or_default();
    Table {
        source: Source {
            k8s_openapi_feature: file.k8s_openapi_feature,
            go_k8s_version: file.go_k8s_version,
            controller_tools_version: file.controller_tools_version,
        },
        definitions: file
            .definitions
            .into_iter()
            .map(|(k, raw)| {
                (
                    k,
                    Definition {
                        raw,
                        parsed: OnceLock::new(),
                    },
                )
            })
            .collect(),
    }
});

/// The versions the schema table was generated from (see the crate docs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    /// k8s-openapi's Kubernetes version feature whose types were listed, e.g. `v1_36`.
    pub k8s_openapi_feature: String,
    /// The `k8s.io/api` (and apimachinery, …) Go module version, e.g. `v0.36.1`.
    pub go_k8s_version: String,
    /// The controller-tools release whose `controller-gen` produced the schemas, e.g.
    /// `v0.21.0`.
    pub controller_tools_version: String,
}

/// Where the table came from: the versions recorded by `hack/gen-openapi.py`.
pub fn source() -> &'static Source {
    &TABLE.source
}

/// The structural schema controller-gen emits for the k8s-openapi type at `path` (relative
/// to the `k8s_openapi` crate root, e.g. `api::core::v1::PodTemplateSpec`; a leading
/// `k8s_openapi::` or `::k8s_openapi::` is accepted), every reference inlined.
///
/// The top-level `description` is the type's own doc; a field embedding the type should
/// replace it with the field's doc when it has one, as controller-gen does. Returns `None`
/// for a path that is not a k8s-openapi type or is one of the unsupported types listed in
/// the crate docs (recursive ones); use [`by_name`] for a "did you mean".
///
/// ```
/// let s = kube_codegen_openapi::schema("api::core::v1::LocalObjectReference").unwrap();
/// assert_eq!(s["x-kubernetes-map-type"], "atomic"); // upstream `+structType=atomic`
/// assert_eq!(s["properties"]["name"]["default"], ""); // upstream `+default=""`
/// ```
pub fn schema(path: &str) -> Option<Value> {
    schema_with(path, false)
}

/// The path of `metav1.ObjectMeta` in the table.
const OBJECT_META: &str = "apimachinery::pkg::apis::meta::v1::ObjectMeta";

/// [`schema`], with every embedded `ObjectMeta` (a `PodTemplateSpec`'s or
/// `JobTemplateSpec`'s `metadata`, or the type itself) as controller-gen writes it with
/// `crd:generateEmbeddedObjectMeta=true` when `embedded_object_meta` is set: `annotations`,
/// `finalizers`, `labels`, `name` and `namespace`, so the API server keeps them; as
/// `{type: object}` otherwise, which prunes them.
pub fn schema_with(path: &str, embedded_object_meta: bool) -> Option<Value> {
    let path = normalize(path);
    let (key, root) = TABLE.get(path)?;
    if key == OBJECT_META && !embedded_object_meta {
        return Some(serde_json::json!({"type": "object"}));
    }
    let mut stack = vec![key];
    Some(inline(root, &mut stack, embedded_object_meta))
}

/// [`schema`] as the typed `JSONSchemaProps` the CRD emitter builds with (the workspace's
/// k8s-openapi; every key the table uses is a `JSONSchemaProps` field, which the tests check
/// by round-tripping every type). `None` exactly when [`schema`] is `None`.
pub fn schema_props(path: &str) -> Option<JSONSchemaProps> {
    schema(path).and_then(|v| serde_json::from_value(v).ok())
}

/// Strips an optional `k8s_openapi::` / `::k8s_openapi::` prefix.
fn normalize(path: &str) -> &str {
    let path = path.trim();
    let path = path.strip_prefix("::").unwrap_or(path);
    path.strip_prefix("k8s_openapi::").unwrap_or(path)
}

/// Copies `node`, replacing every `{"$ref": path, "description"?: d}` by the referenced
/// schema (with `d` as its description when given). A reference back to a type already being
/// inlined (impossible in the shipped table, kept as a guard) becomes a
/// preserve-unknown-fields object, which is structural.
fn inline(node: &Value, stack: &mut Vec<&'static str>, embedded_object_meta: bool) -> Value {
    match node {
        Value::Object(map) => {
            if let Some(Value::String(target)) = map.get("$ref") {
                return inline_ref(target, map, stack, embedded_object_meta);
            }
            Value::Object(
                map.iter()
                    .map(|(k, v)| {
                        let v = match (k.as_str(), v) {
                            // Literal values, never schemas.
                            ("default" | "example" | "enum", v) => v.clone(),
                            // Field names (one may be `default`) to schemas.
                            ("properties", Value::Object(props)) => Value::Object(
                                props
                                    .iter()
                                    .map(|(n, p)| {
                                        (n.clone(), inline(p, stack, embedded_object_meta))
                                    })
                                    .collect(),
                            ),
                            (_, v) => inline(v, stack, embedded_object_meta),
                        };
                        (k.clone(), v)
                    })
                    .collect(),
            )
        }
        Value::Array(items) => Value::Array(
            items
                .iter()
                .map(|v| inline(v, stack, embedded_object_meta))
                .collect(),
        ),
        other => other.clone(),
    }
}

fn inline_ref(
    target: &str,
    site: &Map<String, Value>,
    stack: &mut Vec<&'static str>,
    embedded_object_meta: bool,
) -> Value {
    let found = TABLE.get(target);
    let mut out = match found {
        Some((key, _)) if key == OBJECT_META && !embedded_object_meta => {
            serde_json::json!({"type": "object"})
        }
        Some((key, def)) if !stack.contains(&key) => {
            stack.push(key);
            let v = inline(def, stack, embedded_object_meta);
            stack.pop();
            v
        }
        _ => serde_json::json!({"type": "object", "x-kubernetes-preserve-unknown-fields": true}),
    };
    if let (Value::Object(obj), Some(desc)) = (&mut out, site.get("description")) {
        match desc {
            Value::Null => {
                obj.remove("description");
            }
            d => {
                obj.insert("description".to_owned(), d.clone());
            }
        }
    }
    out
}

/// Every path [`schema`] answers for, sorted (`api::admissionregistration::v1::…` first).
pub fn known_paths() -> impl Iterator<Item = &'static str> {
    TABLE.definitions.keys().copied()
}

/// Whether [`schema`] answers for `path` (`api::core::v1::PodSpec`), without building the
/// schema.
pub fn is_known(path: &str) -> bool {
    TABLE.definitions.contains_key(path)
}

/// The built-in API groups' module names in k8s-openapi (`apps`, `batch`, `core`,
/// `networking`, …: the `api::<group>` modules), sorted and without repeats.
pub fn builtin_groups() -> Vec<&'static str> {
    let mut groups: Vec<&'static str> = known_paths()
        .filter_map(|p| p.strip_prefix("api::"))
        .filter_map(|p| p.split("::").next())
        .collect();
    groups.dedup();
    groups
}

/// The supported paths whose last segment is `name` (`PodSpec` →
/// `["api::core::v1::PodSpec"]`; `Condition` → the meta/v1 one), sorted. A `name` with `::`
/// matches as a path suffix (`core::v1::PodSpec`, `v1::Condition`). An exact match is
/// preferred; when there is none, a case-insensitive match is tried (`podspec`), so the
/// emitter can offer them as a "did you mean". Empty when nothing matches.
pub fn by_name(name: &str) -> Vec<&'static str> {
    let name = normalize(name);
    if name.is_empty() {
        return Vec::new();
    }
    let suffix = format!("::{name}");
    let matches = |p: &str, ci: bool| {
        let (p, n, s) = if ci {
            (
                p.to_ascii_lowercase(),
                name.to_ascii_lowercase(),
                suffix.to_ascii_lowercase(),
            )
        } else {
            (p.to_owned(), name.to_owned(), suffix.clone())
        };
        p == n || p.ends_with(&s)
    };
    let exact: Vec<_> = known_paths().filter(|p| matches(p, false)).collect();
    if !exact.is_empty() {
        return exact;
    }
    known_paths().filter(|p| matches(p, true)).collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn builtin_groups_are_the_api_modules() {
        let groups = super::builtin_groups();
        for g in [
            "apps",
            "batch",
            "core",
            "networking",
            "rbac",
            "coordination",
        ] {
            assert!(groups.contains(&g), "{g} missing from {groups:?}");
        }
        let mut sorted = groups.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(groups, sorted);
        assert!(super::is_known("api::core::v1::PodSpec"));
        assert!(!super::is_known("api::core::v1::NoSuchType"));
    }
}

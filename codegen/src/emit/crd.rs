//! CustomResourceDefinition emission, as `controller-gen crd` (controller-tools
//! `pkg/crd/spec.go` and the Kind-level markers of `pkg/crd/markers/crd.go`).
//!
//! A Kind is a struct marked `+kubebuilder:object:root=true` (or `+genclient`) with a
//! `metadata` field, in a package with `+groupName`. Every package of a group that defines
//! the Kind contributes a version; the versions are sorted by name, exactly one is the
//! storage version, and the Kind-level markers of each version's struct set names, scope,
//! subresources, printer columns and selectable fields.

pub(crate) mod conversion;
mod kube_derive;
mod names;
pub(crate) mod options;
pub(crate) mod plural;
mod plural_data;

use std::collections::BTreeMap;

use rayon::prelude::*;
use serde_json::{Map, Value};

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1 as apiext;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

use crate::diag::{Checks, Diagnostic, Diagnostics, Span, Violation};
use crate::emit::schema::{self, SchemaOptions, SpanIndex};
use crate::markers::{Marker, MarkerKind};
use crate::model::{Api, Package, TypeDef, TypeKind};
use crate::resolve::Resolver;

use conversion::ConversionWebhook;
use kube_derive::KubeDeriveVersion;
use names::KindNames;
pub use options::CrdOptions;
pub use plural::resource_plural;

/// The annotation naming the tool and version that wrote a CRD (controller-gen writes
/// `controller-gen.kubebuilder.io/version`).
pub const VERSION_ANNOTATION: &str = "kube-codegen.dev/version";

/// One version of a Kind, before assembly.
/// What every Kind's assembly shares within one run.
struct Run<'a> {
    api: &'a Api,
    resolver: &'a Resolver<'a>,
    opts: &'a CrdOptions,
    /// The driver's checks, run on each version's schema and each CRD.
    checks: Checks<'a>,
}

struct KindVersion<'a> {
    pkg: &'a Package,
    ty: &'a TypeDef,
}

/// The versions of one (group, Kind): declared with markers, or in kube-derive's dialect.
enum Versions<'a> {
    Markers(Vec<KindVersion<'a>>),
    KubeDerive(Vec<KubeDeriveVersion<'a>>),
}

/// A CRD without its schemas, its YAML document and its JSON, as [`texts`] returns them.
type Texts = (
    apiext::CustomResourceDefinition,
    Option<Result<String, String>>,
    Option<String>,
);

impl Run<'_> {
    /// The CRD of `versions`, compared with the CRD before (when the run has one), with the
    /// texts `keep` asks for; `None` when it could not be assembled (the errors are in
    /// `diags`).
    fn assemble_with_texts(
        &self,
        group: &str,
        kind: &str,
        versions: &Versions<'_>,
        keep: Keep,
        diags: &mut Diagnostics,
    ) -> Option<Texts> {
        let mut crd = match versions {
            Versions::Markers(v) => assemble(self, group, kind, v, diags),
            Versions::KubeDerive(v) => kube_derive::assemble(self, group, kind, v, diags),
        }?;
        let value = crd.take_value();
        if let (Some(compare), Ok(value)) = (self.checks.compare, &value) {
            let span = versions.place().0;
            report_violations(compare.crd(value), &SpanIndex::new(), span, COMPAT, diags);
        }
        Some(texts(crd.crd, value, keep))
    }
}

impl Versions<'_> {
    /// Where the Kind is declared (its first version's type, or `#[kube(...)]` attribute),
    /// and its module.
    fn place(&self) -> (Span, crate::model::ModId) {
        match self {
            Versions::Markers(v) => (v[0].ty.span, v[0].pkg.module_id),
            Versions::KubeDerive(v) => (v[0].cr.span, v[0].spec.module),
        }
    }
}

/// True when `t` is a Kind: root-marked (or `+genclient`) with a `metadata` field.
pub fn is_kind(t: &TypeDef) -> bool {
    let root = t
        .markers
        .iter()
        .any(|m| matches!(m.kind, MarkerKind::ObjectRoot(true) | MarkerKind::GenClient));
    root && has_metadata(t)
}

/// A `metadata` field that is not a list's (`ListMeta`): controller-gen's kinds embed
/// `metav1.ObjectMeta`, and a `<Kind>List` with `metadata: ListMeta` is no Kind.
fn has_metadata(t: &TypeDef) -> bool {
    matches!(&t.kind, TypeKind::Struct(fields) if fields.iter().any(|f| {
        f.json_name == "metadata" && !f.serde.flatten && f.ty.last_segment() != Some("ListMeta")
    }))
}

/// True when one of `markers` is `kind` (a marker without arguments).
fn has(markers: &[Marker], kind: MarkerKind) -> bool {
    markers.iter().any(|m| m.kind == kind)
}

/// A CRD of the run: its file, its YAML, and the object without its schemas (which are
/// dropped once written, so that a large API's schemas are not all held at once).
#[derive(Debug)]
pub struct GeneratedCrd {
    /// `<group>_<plural>.yaml`.
    pub file: String,
    /// The CRD, `spec.versions[].schema` removed.
    pub crd: apiext::CustomResourceDefinition,
    /// The document as controller-gen writes it (`---` first), or why it could not be
    /// serialized; `None` when the run writes no CRD ([`Keep::yaml`]).
    pub yaml: Option<Result<String, String>>,
    /// The whole CRD (schemas included) as compact JSON, when the run generates clients:
    /// what each Kind's `CustomResourceExt::crd()` returns, so it is the very CRD written.
    pub json: Option<String>,
}

/// A version's `openAPIV3Schema` in the one form the schema emitters write and the checks
/// and writers read: a JSON object.
pub(crate) type Schema = Map<String, Value>;

/// A CRD as assembled: the object without `spec.versions[].schema`, and each version's
/// schema by version name, joined once into the JSON every text is made from.
pub(crate) struct Assembled {
    crd: apiext::CustomResourceDefinition,
    schemas: BTreeMap<String, Schema>,
    /// `metadata.creationTimestamp: null` (`+kube-codegen:crd:nullCreationTimestamp`), which
    /// the typed object cannot hold.
    null_creation_timestamp: bool,
    /// `status.conditions` and `status.storedVersions` null
    /// (`+kube-codegen:crd:legacyNullStatus`), which the typed object cannot hold either.
    null_status_lists: bool,
}

impl Assembled {
    /// The whole CRD as JSON, the schemas moved in: the object with each version's schema at
    /// `spec.versions[].schema.openAPIV3Schema`.
    fn take_value(&mut self) -> Result<Value, String> {
        let mut value = serde_json::to_value(&self.crd).map_err(|e| e.to_string())?;
        if self.null_creation_timestamp
            && let Some(Value::Object(meta)) = value.get_mut("metadata")
        {
            meta.insert("creationTimestamp".into(), Value::Null);
        }
        if self.null_status_lists
            && let Some(Value::Object(status)) = value.get_mut("status")
        {
            status.insert("conditions".into(), Value::Null);
            status.insert("storedVersions".into(), Value::Null);
        }
        if let Some(Value::Array(versions)) = value.pointer_mut("/spec/versions") {
            for version in versions.iter_mut().filter_map(Value::as_object_mut) {
                let name = version.get("name").and_then(Value::as_str).unwrap_or("");
                if let Some(schema) = self.schemas.remove(name) {
                    let mut validation = Map::new();
                    validation.insert("openAPIV3Schema".into(), Value::Object(schema));
                    version.insert("schema".into(), Value::Object(validation));
                }
            }
        }
        Ok(value)
    }
}

/// Which texts of each CRD a run keeps besides the CRD object: its YAML document (a run
/// that writes CRDs) and its JSON (a run that generates clients, whose Kinds return it).
#[derive(Debug, Clone, Copy)]
pub struct Keep {
    /// The YAML document.
    pub yaml: bool,
    /// The compact JSON.
    pub json: bool,
}

/// Builds one CRD per (group, Kind) found in `api`, each with all its versions, sorted by
/// file name (`<group>_<plural>.yaml`), with the texts `keep` asks for.
pub fn crds(
    api: &Api,
    resolver: &Resolver<'_>,
    opts: &CrdOptions,
    checks: Checks<'_>,
    keep: Keep,
    diags: &mut Diagnostics,
) -> Vec<GeneratedCrd> {
    let mut kinds: BTreeMap<(String, String), Vec<KindVersion<'_>>> = BTreeMap::new();
    let mut by_kube_derive = BTreeMap::<(String, String), Vec<KubeDeriveVersion<'_>>>::new();
    for pkg in &api.packages {
        for t in &pkg.types {
            if let Some(cr) = &t.custom_resource {
                by_kube_derive
                    .entry((cr.group.clone(), cr.kind.clone()))
                    .or_default()
                    .push(KubeDeriveVersion { spec: t, cr });
            }
        }
        let Some(group) = &pkg.group else {
            for t in pkg.types.iter().filter(|t| is_kind(t)) {
                diags.push(
                    Diagnostic::warning(
                        t.span,
                        format!(
                            "Kind `{}` gets no CRD: its package has no `+groupName`",
                            t.name
                        ),
                    )
                    .with_help("add `//! +groupName=<group>` to the version module, or to the group module above it (as Go's `doc.go`)"),
                );
            }
            continue;
        };
        if pkg
            .markers
            .iter()
            .any(|m| matches!(m.kind, MarkerKind::Skip | MarkerKind::SkipVersion))
        {
            continue;
        }
        check_group_version(pkg, group, diags);
        let kind_names: Vec<&str> = pkg
            .types
            .iter()
            .filter(|t| is_kind(t))
            .map(|t| t.name.as_str())
            .collect();
        for t in &pkg.types {
            let rooted = has(&t.markers, MarkerKind::ObjectRoot(true));
            if rooted && !has_metadata(t) {
                let is_list = t
                    .name
                    .strip_suffix("List")
                    .is_some_and(|k| kind_names.contains(&k));
                if !is_list {
                    diags.push(
                        Diagnostic::error(t.span, format!("`{}` is marked `+kubebuilder:object:root` but has no `metadata` field", t.name))
                            .with_help("a Kind needs `pub metadata: ObjectMeta`; a list type must be named `<Kind>List`"),
                    );
                }
                continue;
            }
            if !is_kind(t) || has(&t.markers, MarkerKind::SkipVersion) {
                continue;
            }
            if !t.name.starts_with(|c: char| c.is_ascii_uppercase()) {
                diags.push(Diagnostic::error(
                    t.span,
                    format!("Kind `{}` must start with an upper-case letter", t.name),
                ));
            }
            kinds
                .entry((group.clone(), t.name.clone()))
                .or_default()
                .push(KindVersion { pkg, ty: t });
        }
    }
    let mut out: Vec<GeneratedCrd> = Vec::new();
    let mut names: BTreeMap<String, String> = BTreeMap::new();
    // Kinds are assembled and written in parallel, each with diagnostics of its own, then
    // taken in order, so the result and the diagnostics do not depend on the scheduling.
    let kinds: Vec<_> = kinds
        .into_iter()
        .map(|(k, v)| (k, Versions::Markers(v)))
        .chain(
            by_kube_derive
                .into_iter()
                .map(|(k, v)| (k, Versions::KubeDerive(v))),
        )
        .collect();
    let run = Run {
        api,
        resolver,
        opts,
        checks,
    };
    let assembled: Vec<_> = kinds
        .par_iter()
        .map(|((group, kind), versions)| {
            let mut d = Diagnostics::new();
            let crd = run.assemble_with_texts(group, kind, versions, keep, &mut d);
            (crd, d)
        })
        .collect();
    for (((group, kind), versions), (crd, d)) in kinds.iter().zip(assembled) {
        diags.append(d);
        let Some((crd, yaml, json)) = crd else {
            continue;
        };
        let name = crd.metadata.name.clone().unwrap_or_default();
        let (span, module) = versions.place();
        let this = format!("`{kind}` of module `{}`", api.module_path(module));
        if let Some(prev) = names.insert(name.clone(), this) {
            diags.push(
                Diagnostic::error(span, format!("two Kinds produce the CRD `{name}`"))
                    .with_note(format!("the other one is {prev}"))
                    .with_help(
                        "give one of them another plural with `+kubebuilder:resource:path=…`",
                    ),
            );
        }
        let plural = crd.spec.names.plural.clone();
        out.push(GeneratedCrd {
            file: format!("{group}_{plural}.yaml"),
            crd,
            yaml,
            json,
        });
    }
    out.sort_by(|a, b| a.file.cmp(&b.file));
    out
}

/// The CRD without its schemas, with the texts of `value` (the whole CRD) that `keep` asks
/// for: its YAML document and its JSON (each `None` when not asked for).
fn texts(crd: apiext::CustomResourceDefinition, value: Result<Value, String>, keep: Keep) -> Texts {
    let json = match &value {
        Ok(v) if keep.json => Some(v.to_string()),
        _ => None,
    };
    let yaml = keep
        .yaml
        .then(|| value.map(|value| format!("---\n{}", super::yaml::to_yaml(&value))));
    (crd, yaml, json)
}

/// The annotation the API server requires on CRDs of protected groups (KEP 1111).
const APPROVAL_ANNOTATION: &str = "api-approved.kubernetes.io";

/// `k8s.io`, `kubernetes.io` and their subdomains: groups whose CRDs need
/// [`APPROVAL_ANNOTATION`] (as apiextensions' `IsProtectedCommunityGroup`).
fn is_protected_group(group: &str) -> bool {
    ["k8s.io", "kubernetes.io"]
        .iter()
        .any(|p| group == *p || group.ends_with(&format!(".{p}")))
}

/// A DNS-1035 label (`[a-z]([-a-z0-9]*[a-z0-9])?`, at most 63 characters), as the API
/// server requires of a CRD's plural, singular, short names, categories and lower-cased
/// Kind (`ValidateCustomResourceDefinitionNames`). Such a name cannot hold `/` or `..`,
/// so the file named after it stays in the output directory.
pub(crate) fn is_dns1035_label(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && b.len() <= 63
        && b[0].is_ascii_lowercase()
        && b[b.len() - 1] != b'-'
        && b.iter()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'-')
}

fn check_group_version(pkg: &Package, group: &str, diags: &mut Diagnostics) {
    let span = pkg
        .markers
        .iter()
        .find(|m| matches!(m.kind, MarkerKind::GroupName(_)))
        .map_or(pkg.span, |m| m.span);
    let dns = |s: &str| {
        !s.is_empty()
            && s.len() <= 253
            && s.split('.').all(|l| {
                !l.is_empty()
                    && l.len() <= 63
                    && l.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                    && !l.starts_with('-')
                    && !l.ends_with('-')
            })
    };
    if !dns(group) {
        diags.push(
            Diagnostic::error(span, format!("invalid API group `{group}`"))
                .with_help("a group is a lower-case DNS subdomain, e.g. `webapp.my.domain`"),
        );
    }
    let v = &pkg.version;
    let named = pkg
        .markers
        .iter()
        .find(|m| matches!(m.kind, MarkerKind::VersionName(_)));
    // A version a module's name implies must look like one (a misnamed module is a layout
    // mistake); one `+versionName` states may be any name the API server accepts (a
    // DNS-1035 label), as controller-gen writes any package's.
    let ok = if named.is_some() {
        is_dns1035_label(v)
    } else {
        crate::parse::is_api_version(v)
    };
    if !ok {
        let span = named.map_or(pkg.span, |m| m.span);
        diags.push(
            Diagnostic::error(span, format!("invalid API version `{v}`"))
                .with_help("versions look like `v1`, `v2beta1` or `v1alpha2`; name the module so or set `//! +versionName=…`")
                .with_note("expected layout: `<group>/<version>.rs` or `<group>/<version>/mod.rs` with `//! +groupName=…` in the version module or in the group module (`<group>/mod.rs`, as Go's `doc.go`)"),
        );
    }
}

fn assemble(
    run: &Run<'_>,
    group: &str,
    kind: &str,
    versions: &[KindVersion<'_>],
    diags: &mut Diagnostics,
) -> Option<Assembled> {
    let opts = run.opts;
    let mut kn = KindNames::new(kind, &opts.plural_exceptions);
    let mut out_versions = Vec::new();
    let mut schemas = BTreeMap::new();
    let mut seen_versions: std::collections::BTreeSet<String> = Default::default();
    for kv in versions {
        let t = kv.ty;
        if !seen_versions.insert(kv.pkg.version.clone()) {
            diags.push(Diagnostic::error(
                t.span,
                format!(
                    "Kind `{kind}` is defined twice in version `{}`",
                    kv.pkg.version
                ),
            ));
            continue;
        }
        for m in &t.markers {
            kn.read(m, diags);
        }
        let (v, schema) = version(run, kv, diags);
        schemas.insert(v.name.clone(), schema);
        out_versions.push(v);
    }
    let span = versions[0].ty.span;
    kn.settle_plural(kind, span, diags);
    check_protected_group(group, &kn.annotations, span, diags);
    check_storage_and_served(
        &mut out_versions,
        &kn.storage_markers,
        group,
        kind,
        span,
        diags,
    );
    let KindNames {
        mut names,
        scope,
        mut annotations,
        labels,
        extras,
        ..
    } = kn;
    extras.apply(&mut names, &mut out_versions);
    if !opts.omit_version_annotation {
        annotations.insert(
            VERSION_ANNOTATION.to_string(),
            env!("CARGO_PKG_VERSION").to_string(),
        );
    }
    let name = format!("{}.{group}", names.plural);
    let crd = apiext::CustomResourceDefinition {
        metadata: ObjectMeta {
            name: Some(name),
            annotations: (!annotations.is_empty()).then_some(annotations),
            labels: (!labels.is_empty()).then_some(labels),
            ..Default::default()
        },
        spec: apiext::CustomResourceDefinitionSpec {
            group: group.to_string(),
            names,
            scope: scope.name().to_string(),
            conversion: match &extras.conversion {
                Some(c) => Some(conversion::from_marker(c)),
                None => {
                    conversion::conversion(opts.conversion_webhook.as_ref(), out_versions.len())
                }
            },
            preserve_unknown_fields: extras.preserve_unknown_fields,
            versions: out_versions,
        },
        status: extras.status(),
    };
    Some(Assembled {
        crd,
        schemas,
        null_creation_timestamp: extras.null_creation_timestamp,
        null_status_lists: extras.legacy_null_status,
    })
}

/// The API server refuses a CRD of a protected group (`k8s.io`, `kubernetes.io`) without
/// the approval annotation.
fn check_protected_group(
    group: &str,
    annotations: &BTreeMap<String, String>,
    span: Span,
    diags: &mut Diagnostics,
) {
    if is_protected_group(group) && !annotations.contains_key(APPROVAL_ANNOTATION) {
        diags.push(
            Diagnostic::error(
                span,
                format!("group `{group}` is protected: the API server refuses its CRDs without the `{APPROVAL_ANNOTATION}` annotation"),
            )
            .with_help(format!("add `+kubebuilder:metadata:annotations=\"{APPROVAL_ANNOTATION}=https://github.com/kubernetes/enhancements/pull/…\"` (or `unapproved, …`), or use a group outside `k8s.io` and `kubernetes.io`")),
        );
    }
}

/// Sorts the versions by name and marks the storage version: the only one, or the one of
/// `+kubebuilder:storageversion` (an error unless exactly one is marked); an error when no
/// version is served.
fn check_storage_and_served(
    out_versions: &mut [apiext::CustomResourceDefinitionVersion],
    storage_markers: &[Span],
    group: &str,
    kind: &str,
    span: Span,
    diags: &mut Diagnostics,
) {
    out_versions.sort_by(|a, b| a.name.cmp(&b.name));
    if out_versions.len() == 1 {
        out_versions[0].storage = true;
    } else if storage_markers.len() != 1 {
        let (span, msg) = match storage_markers.len() {
            0 => (
                span,
                format!(
                    "Kind `{kind}` of group `{group}` has {} versions but none is marked `+kubebuilder:storageversion`",
                    out_versions.len()
                ),
            ),
            n => (
                storage_markers[1],
                format!(
                    "Kind `{kind}` of group `{group}` has {n} versions marked `+kubebuilder:storageversion`"
                ),
            ),
        };
        diags.push(
            Diagnostic::error(span, msg)
                .with_help("mark exactly one version's Kind with `+kubebuilder:storageversion`"),
        );
    }
    if !out_versions.iter().any(|v| v.served) {
        diags.push(Diagnostic::error(
            span,
            format!("no version of Kind `{kind}` is served"),
        ));
    }
}

fn version(
    run: &Run<'_>,
    kv: &KindVersion<'_>,
    diags: &mut Diagnostics,
) -> (apiext::CustomResourceDefinitionVersion, Schema) {
    let (api, resolver, opts) = (run.api, run.resolver, run.opts);
    let t = kv.ty;
    let group = kv.pkg.group.as_deref().unwrap_or_default();
    let key = [group, t.name.as_str(), kv.pkg.version.as_str()];
    let schema = checked_schema(run, key, t.span, diags, |diags| {
        schema::kind_schema(
            api,
            resolver,
            kv.pkg,
            t,
            SchemaOptions {
                allow_dangerous_types: opts.allow_dangerous_types,
                max_desc_len: opts.max_desc_len,
                embedded_object_meta: opts.generate_embedded_object_meta,
            },
            diags,
        )
    });
    let mut v = apiext::CustomResourceDefinitionVersion {
        name: kv.pkg.version.clone(),
        served: true,
        storage: false,
        ..Default::default()
    };
    let mut columns = Vec::new();
    let mut selectable = Vec::new();
    for m in &t.markers {
        match &m.kind {
            MarkerKind::UnservedVersion => v.served = false,
            MarkerKind::StorageVersion => v.storage = true,
            MarkerKind::DeprecatedVersion(warning) => {
                v.deprecated = Some(true);
                v.deprecation_warning = warning.clone();
            }
            MarkerKind::StatusSubresource => {
                v.subresources.get_or_insert_with(Default::default).status = Some(
                    apiext::CustomResourceSubresourceStatus(serde_json::json!({})),
                );
            }
            MarkerKind::ScaleSubresource(scale) => {
                for (arg, path, under) in [
                    ("specpath", Some(&scale.spec_path), &[".spec."][..]),
                    ("statuspath", Some(&scale.status_path), &[".status."][..]),
                    (
                        "selectorpath",
                        scale.selector_path.as_ref(),
                        &[".spec.", ".status."][..],
                    ),
                ] {
                    if let Some(path) = path {
                        check_json_path(path, under, m.arg_span(arg), diags);
                    }
                }
                v.subresources.get_or_insert_with(Default::default).scale =
                    Some(apiext::CustomResourceSubresourceScale {
                        spec_replicas_path: scale.spec_path.clone(),
                        status_replicas_path: scale.status_path.clone(),
                        label_selector_path: scale.selector_path.clone(),
                    });
            }
            MarkerKind::PrintColumn(c) => {
                // controller-gen's printcolumn marker creates the version's subresources, as
                // the status and scale markers do: `subresources: {}` without either.
                v.subresources.get_or_insert_with(Default::default);
                check_json_path(&c.json_path, &["."], m.arg_span("JSONPath"), diags);
                columns.push(apiext::CustomResourceColumnDefinition {
                    name: c.name.clone(),
                    type_: c.ty.name().to_string(),
                    json_path: c.json_path.clone(),
                    // Empty strings are left out, as controller-gen's `omitempty` fields.
                    description: c.description.clone().filter(|d| !d.is_empty()),
                    format: c.format.clone().filter(|f| !f.is_empty()),
                    priority: c.priority.map(|p| p as i32),
                });
            }
            MarkerKind::SelectableField(path) => {
                check_json_path(path, &["."], m.arg_span("JSONPath"), diags);
                selectable.push(apiext::SelectableField {
                    json_path: path.clone(),
                });
            }
            _ => {}
        }
    }
    if !columns.is_empty() {
        v.additional_printer_columns = Some(columns);
    }
    if !selectable.is_empty() {
        v.selectable_fields = Some(selectable);
    }
    (v, schema)
}

/// A version's schema made by `make`, with the run's checks applied to it, their violations
/// reported at the source places of its span index (`fallback` when none is closer).
/// What the comparison with earlier CRDs is called in messages.
const COMPAT: &str = "incompatible with the CRD before";

/// A version's schema made by `make`, with the driver's checks run on it; `key` is its
/// group, Kind and version, for the comparison with the CRD written before.
fn checked_schema(
    run: &Run<'_>,
    key: [&str; 3],
    fallback: Span,
    diags: &mut Diagnostics,
    make: impl FnOnce(&mut Diagnostics) -> (Schema, SpanIndex),
) -> Schema {
    let errors = |d: &Diagnostics| d.items().iter().filter(|d| d.is_error()).count();
    let errors_before = errors(diags);
    let (schema, index) = make(diags);
    // A schema with emission errors is incomplete: checking it would only add noise.
    if errors(diags) == errors_before {
        for (what, check) in run.checks.schema {
            report_violations(check(&schema), &index, fallback, what, diags);
        }
        if let Some(compare) = run.checks.compare {
            let [group, kind, version] = key;
            let found = compare.version(group, kind, version, &schema);
            report_violations(found, &index, fallback, COMPAT, diags);
        }
    }
    schema
}

/// A JSON path the API server takes for a printer column, selectable field or scale
/// subresource: a simple path starting with one of `prefixes` (`.`, or `.spec.` for the
/// scale `specReplicasPath`…), as apiextensions' `validateSimpleJSONPath` and its callers.
fn check_json_path(path: &str, prefixes: &[&str], span: Span, diags: &mut Diagnostics) {
    if !prefixes.iter().any(|p| path.starts_with(p)) {
        let want = prefixes
            .iter()
            .map(|p| format!("`{p}`"))
            .collect::<Vec<_>>()
            .join(" or ");
        diags.push(
            Diagnostic::error(span, format!("invalid JSON path `{path}`"))
                .with_label("the API server refuses this path")
                .with_help(format!(
                    "write a simple JSON path starting with {want}, e.g. `.spec.replicas`"
                )),
        );
    }
}

/// Turns check violations into errors at the closest known source place.
fn report_violations(
    violations: Vec<Violation>,
    index: &SpanIndex,
    fallback: Span,
    what: &str,
    diags: &mut Diagnostics,
) {
    for v in violations {
        let span = (0..=v.path.len())
            .rev()
            .find_map(|n| index.get(&v.path[..n]))
            .copied()
            .unwrap_or(fallback);
        let at = if v.path.is_empty() {
            "<root>".to_string()
        } else {
            v.path.join(".")
        };
        diags.push(
            Diagnostic::error(span, format!("{what}: {}", v.message))
                .with_note(format!("at schema path `{at}`")),
        );
    }
}

#[cfg(test)]
mod tests;

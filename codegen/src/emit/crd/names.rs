//! A Kind's names, scope and CRD metadata, read from its type-level markers across its
//! versions, with the names the API server checks (controller-tools `pkg/crd/spec.go`).

use std::collections::BTreeMap;

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1 as apiext;

use crate::diag::{Diagnostic, Diagnostics, Span};
use crate::markers::{CrdConversion, CrdShape, Marker, MarkerKind, Scope};

use super::{is_dns1035_label, resource_plural};

/// What a Kind's `+kube-codegen:crd:…` markers add to its CRD object, for CRDs written by
/// hand or by older tools (see [`CrdShape`]).
#[derive(Default)]
pub(super) struct CrdExtras {
    pub(super) omit_list_kind: bool,
    pub(super) preserve_unknown_fields: Option<bool>,
    pub(super) legacy_status: bool,
    pub(super) legacy_null_status: bool,
    pub(super) omit_singular: bool,
    pub(super) omit_subresources: bool,
    pub(super) null_creation_timestamp: bool,
    pub(super) version_order: Option<Vec<String>>,
    pub(super) conversion: Option<CrdConversion>,
}

impl CrdExtras {
    /// Applies what reshapes names and versions: the version order, no `listKind`, no
    /// `singular`, no empty `subresources`.
    pub(super) fn apply(
        &self,
        names: &mut apiext::CustomResourceDefinitionNames,
        versions: &mut [apiext::CustomResourceDefinitionVersion],
    ) {
        if let Some(order) = &self.version_order {
            versions.sort_by_key(|v| {
                order
                    .iter()
                    .position(|o| *o == v.name)
                    .unwrap_or(order.len())
            });
        }
        if self.omit_list_kind {
            names.list_kind = None;
        }
        if self.omit_singular {
            names.singular = None;
        }
        if self.omit_subresources {
            for v in versions {
                if v.subresources
                    .as_ref()
                    .is_some_and(|s| s.status.is_none() && s.scale.is_none())
                {
                    v.subresources = None;
                }
            }
        }
    }

    /// The legacy `status` stub, when a marker asks for it (its null lists are written
    /// later, as the typed object cannot hold them).
    pub(super) fn status(&self) -> Option<apiext::CustomResourceDefinitionStatus> {
        (self.legacy_status || self.legacy_null_status).then(|| {
            apiext::CustomResourceDefinitionStatus {
                accepted_names: Some(apiext::CustomResourceDefinitionNames {
                    kind: String::new(),
                    plural: String::new(),
                    ..Default::default()
                }),
                conditions: Some(Vec::new()),
                stored_versions: Some(Vec::new()),
                observed_generation: None,
            }
        })
    }
}

/// A Kind's names, scope and CRD metadata as its type-level markers set them across its
/// versions (`+kubebuilder:resource`, `+resourceName`, `+genclient:nonNamespaced`,
/// `+kubebuilder:metadata`, `+kubebuilder:storageversion`), with the names the API server
/// checks.
pub(super) struct KindNames {
    pub(super) names: apiext::CustomResourceDefinitionNames,
    pub(super) scope: Scope,
    pub(super) annotations: BTreeMap<String, String>,
    pub(super) labels: BTreeMap<String, String>,
    pub(super) storage_markers: Vec<Span>,
    /// What `+kube-codegen:crd:…` markers add.
    pub(super) extras: CrdExtras,
    path_plural: Option<(String, Span)>,
    resource_name: Option<(String, Span)>,
    /// Names the API server checks (and file names are made of): what, value, where.
    named: Vec<(&'static str, String, Span)>,
}

impl KindNames {
    /// The defaults: controller-gen's plural of `kind` (or its exception), namespaced.
    pub(super) fn new(kind: &str, plural_exceptions: &BTreeMap<String, String>) -> Self {
        KindNames {
            names: apiext::CustomResourceDefinitionNames {
                kind: kind.to_string(),
                list_kind: Some(format!("{kind}List")),
                plural: plural_exceptions
                    .get(kind)
                    .cloned()
                    .unwrap_or_else(|| resource_plural(kind)),
                singular: Some(kind.to_lowercase()),
                ..Default::default()
            },
            scope: Scope::Namespaced,
            annotations: BTreeMap::new(),
            labels: BTreeMap::new(),
            storage_markers: Vec::new(),
            extras: CrdExtras::default(),
            path_plural: None,
            resource_name: None,
            named: Vec::new(),
        }
    }

    /// Takes what marker `m` of one version's type sets.
    pub(super) fn read(&mut self, m: &Marker, diags: &mut Diagnostics) {
        match &m.kind {
            MarkerKind::Resource(r) => {
                if let Some(p) = &r.path {
                    self.path_plural = Some((p.clone(), m.arg_span("path")));
                }
                if let Some(s) = &r.singular {
                    self.names.singular = Some(s.clone());
                    self.named
                        .push(("singular", s.clone(), m.arg_span("singular")));
                }
                for (arg, what, list, into) in [
                    (
                        "shortName",
                        "shortNames",
                        &r.short_names,
                        &mut self.names.short_names,
                    ),
                    (
                        "categories",
                        "categories",
                        &r.categories,
                        &mut self.names.categories,
                    ),
                ] {
                    if let Some(list) = list {
                        for v in list {
                            self.named.push((what, v.clone(), m.arg_span(arg)));
                        }
                        *into = Some(list.clone());
                    }
                }
                if let Some(s) = r.scope {
                    self.scope = s;
                }
            }
            MarkerKind::ResourceName(p) => self.resource_name = Some((p.clone(), m.span)),
            MarkerKind::NonNamespaced => self.scope = Scope::Cluster,
            MarkerKind::CrdMetadata {
                annotations: a,
                labels: l,
            } => {
                for (arg, entries, into) in [
                    ("annotations", a, &mut self.annotations),
                    ("labels", l, &mut self.labels),
                ] {
                    for text in entries {
                        match text.split_once('=') {
                            Some((k, v)) => {
                                into.insert(k.to_string(), v.to_string());
                            }
                            None => diags.push(
                                Diagnostic::error(
                                    m.arg_span(arg),
                                    format!("invalid {arg} entry `{text}`"),
                                )
                                .with_help("write entries as `key=value`"),
                            ),
                        }
                    }
                }
            }
            MarkerKind::StorageVersion => self.storage_markers.push(m.span),
            MarkerKind::CrdShape(shape) => {
                let x = &mut self.extras;
                match shape {
                    CrdShape::OmitListKind => x.omit_list_kind = true,
                    CrdShape::PreserveUnknownFields(b) => x.preserve_unknown_fields = Some(*b),
                    CrdShape::LegacyStatus => x.legacy_status = true,
                    CrdShape::LegacyNullStatus => x.legacy_null_status = true,
                    CrdShape::OmitSingular => x.omit_singular = true,
                    CrdShape::OmitSubresources => x.omit_subresources = true,
                    CrdShape::NullCreationTimestamp => x.null_creation_timestamp = true,
                    CrdShape::VersionOrder(v) => x.version_order = Some(v.clone()),
                    CrdShape::Conversion(c) => x.conversion = Some((**c).clone()),
                }
            }
            _ => {}
        }
    }

    /// The plural from `+kubebuilder:resource:path` or `+resourceName` (an error when they
    /// differ), then every name checked as the API server does (DNS-1035 labels); `span`
    /// locates the defaults.
    pub(super) fn settle_plural(&mut self, kind: &str, span: Span, diags: &mut Diagnostics) {
        match (self.path_plural.take(), self.resource_name.take()) {
            (Some((path, _)), Some((name, span))) if path != name => diags.push(
                Diagnostic::error(
                    span,
                    format!(
                        "`+resourceName={name}` contradicts `+kubebuilder:resource:path={path}`"
                    ),
                )
                .with_help("the client and the CRD must use one plural: keep one of the markers"),
            ),
            (Some((plural, span)), _) | (None, Some((plural, span))) => {
                self.named.push(("plural", plural.clone(), span));
                self.names.plural = plural;
            }
            (None, None) => self.named.push(("plural", self.names.plural.clone(), span)),
        }
        self.named.push(("kind", kind.to_lowercase(), span));
        for (what, value, span) in self.named.drain(..) {
            if !is_dns1035_label(&value) {
                diags.push(
                Diagnostic::error(span, format!("invalid {what} `{value}`"))
                    .with_label("the API server refuses this name")
                    .with_help("CRD names are DNS-1035 labels: at most 63 characters of `a-z`, `0-9` and `-`, starting with a letter and ending with a letter or digit"),
            );
            }
        }
    }
}

//! CRDs of Kinds declared in kube-derive's dialect (`#[derive(CustomResource)]` with
//! `#[kube(...)]`): the CRD kube-derive 5's `CustomResourceExt::crd()` returns, with the
//! versions of one (group, Kind) merged as kube's `merge_crds` does, and the rules the API
//! server applies at install time checked here instead.

use std::collections::BTreeMap;

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1 as apiext;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

use crate::diag::{Diagnostic, Diagnostics};
use crate::emit::schema;
use crate::model::{CustomResource, TypeDef};

use super::{
    APPROVAL_ANNOTATION, Assembled, Run, Schema, VERSION_ANNOTATION, check_json_path,
    checked_schema, is_dns1035_label, is_protected_group,
};

/// One version of a Kind declared in kube-derive's dialect: its spec type and attributes.
pub(super) struct KubeDeriveVersion<'a> {
    pub spec: &'a TypeDef,
    pub cr: &'a CustomResource,
}

/// kube-derive's plural of a singular: `-es` after s, x, z, ch, sh; `-ies` for a consonant
/// and `y`; else `-s` (its `to_plural`).
fn to_plural(word: &str) -> String {
    if ["s", "x", "z", "ch", "sh"]
        .iter()
        .any(|e| word.ends_with(e))
    {
        return format!("{word}es");
    }
    if let Some(stem) = word.strip_suffix('y')
        && stem
            .chars()
            .last()
            .is_some_and(|c| !matches!(c, 'a' | 'e' | 'i' | 'o' | 'u'))
    {
        return format!("{stem}ies");
    }
    format!("{word}s")
}

pub(super) fn assemble(
    run: &Run<'_>,
    group: &str,
    kind: &str,
    versions: &[KubeDeriveVersion<'_>],
    diags: &mut Diagnostics,
) -> Option<Assembled> {
    let first = versions[0].cr;
    let singular = first
        .singular
        .clone()
        .unwrap_or_else(|| kind.to_ascii_lowercase());
    let plural = first.plural.clone().unwrap_or_else(|| to_plural(&singular));
    let scope = if first.namespaced {
        "Namespaced"
    } else {
        "Cluster"
    };
    let names = apiext::CustomResourceDefinitionNames {
        categories: (!first.categories.is_empty()).then(|| first.categories.clone()),
        kind: kind.to_string(),
        plural: plural.clone(),
        short_names: (!first.short_names.is_empty()).then(|| first.short_names.clone()),
        singular: Some(singular.clone()),
        ..Default::default()
    };
    check_names(first, kind, &plural, &singular, diags);
    let mut seen = std::collections::BTreeSet::new();
    let mut out_versions = Vec::new();
    let mut schemas = BTreeMap::new();
    for dv in versions {
        let cr = dv.cr;
        if !seen.insert(cr.version.clone()) {
            diags.push(Diagnostic::error(
                cr.span,
                format!(
                    "Kind `{kind}` is declared twice in version `{}`",
                    cr.version
                ),
            ));
            continue;
        }
        let differs = cr.namespaced != first.namespaced
            || cr.plural != first.plural
            || cr.singular != first.singular
            || cr.short_names != first.short_names
            || cr.categories != first.categories;
        if differs {
            diags.push(
                Diagnostic::error(cr.span, format!("version `{}` of Kind `{kind}` names or scopes it differently from version `{}`", cr.version, first.version))
                    .with_help("kube's `merge_crds` refuses versions whose names or scope differ: give every version the same `namespaced`, `plural`, `singular`, `shortname` and `category`"),
            );
        }
        let (v, schema) = kube_derive_version(run, dv, diags);
        schemas.insert(v.name.clone(), schema);
        out_versions.push(v);
    }
    out_versions.sort_by(|a, b| a.name.cmp(&b.name));
    let storage = out_versions.iter().filter(|v| v.storage).count();
    if storage != 1 {
        diags.push(
            Diagnostic::error(
                first.span,
                format!("Kind `{kind}` of group `{group}` has {storage} storage versions"),
            )
            .with_help("the API server stores one version: put `storage = false` in the `#[kube(...)]` of all others"),
        );
    }
    if is_protected_group(group)
        && !first
            .annotations
            .iter()
            .any(|(k, _)| k == APPROVAL_ANNOTATION)
    {
        diags.push(
            Diagnostic::error(first.span, format!("group `{group}` is protected: the API server refuses its CRDs without the `{APPROVAL_ANNOTATION}` annotation"))
                .with_help(format!("add `annotation(\"{APPROVAL_ANNOTATION}\", \"https://github.com/kubernetes/enhancements/pull/…\")` to `#[kube(...)]`")),
        );
    }
    let mut annotations: BTreeMap<String, String> = first.annotations.iter().cloned().collect();
    if !run.opts.omit_version_annotation {
        annotations.insert(
            VERSION_ANNOTATION.to_string(),
            env!("CARGO_PKG_VERSION").to_string(),
        );
    }
    let labels: BTreeMap<String, String> = first.labels.iter().cloned().collect();
    let crd = apiext::CustomResourceDefinition {
        metadata: ObjectMeta {
            name: Some(format!("{plural}.{group}")),
            annotations: (!annotations.is_empty()).then_some(annotations),
            labels: (!labels.is_empty()).then_some(labels),
            ..Default::default()
        },
        spec: apiext::CustomResourceDefinitionSpec {
            group: group.to_string(),
            names,
            scope: scope.to_string(),
            conversion: super::conversion::conversion(
                run.opts.conversion_webhook.as_ref(),
                out_versions.len(),
            ),
            versions: out_versions,
            ..Default::default()
        },
        status: None,
    };
    Some(Assembled {
        crd,
        schemas,
        null_creation_timestamp: false,
        null_status_lists: false,
    })
}

/// The names of the Kind's CRD (`plural`, `singular`, the Kind, short names, categories)
/// checked as the API server does: DNS-1035 labels.
fn check_names(
    first: &CustomResource,
    kind: &str,
    plural: &str,
    singular: &str,
    diags: &mut Diagnostics,
) {
    let mut named: Vec<(&str, String)> = vec![
        ("plural", plural.to_string()),
        ("singular", singular.to_string()),
        ("kind", kind.to_lowercase()),
    ];
    named.extend(first.short_names.iter().map(|s| ("shortNames", s.clone())));
    named.extend(first.categories.iter().map(|s| ("categories", s.clone())));
    for (what, value) in named {
        if !is_dns1035_label(&value) {
            diags.push(
                Diagnostic::error(first.span, format!("invalid {what} `{value}`"))
                    .with_label("the API server refuses this name")
                    .with_help("CRD names are DNS-1035 labels: at most 63 characters of `a-z`, `0-9` and `-`, starting with a letter and ending with a letter or digit"),
            );
        }
    }
}

fn kube_derive_version(
    run: &Run<'_>,
    dv: &KubeDeriveVersion<'_>,
    diags: &mut Diagnostics,
) -> (apiext::CustomResourceDefinitionVersion, Schema) {
    let (cr, t) = (dv.cr, dv.spec);
    let key = [cr.group.as_str(), cr.kind.as_str(), cr.version.as_str()];
    let schema = checked_schema(run, key, t.span, diags, |diags| {
        schema::kube_derive_kind_schema(run.api, run.resolver, t, cr, diags)
    });
    for c in &cr.print_columns {
        check_json_path(&c.json_path, &["."], cr.span, diags);
    }
    for path in &cr.selectable {
        check_json_path(path, &["."], cr.span, diags);
    }
    let subresources = cr.status.as_ref().map(|_| {
        if let Some(s) = &cr.scale {
            check_json_path(&s.spec_path, &[".spec."], cr.span, diags);
            check_json_path(&s.status_path, &[".status."], cr.span, diags);
        }
        apiext::CustomResourceSubresources {
            scale: cr
                .scale
                .as_ref()
                .map(|s| apiext::CustomResourceSubresourceScale {
                    spec_replicas_path: s.spec_path.clone(),
                    status_replicas_path: s.status_path.clone(),
                    label_selector_path: s.selector_path.clone(),
                }),
            status: Some(apiext::CustomResourceSubresourceStatus(serde_json::json!(
                {}
            ))),
        }
    });
    if cr.status.is_none() && cr.scale.is_some() {
        diags.push(
            Diagnostic::error(
                cr.span,
                "`scale` without `status`: kube-derive leaves the scale subresource out of the CRD",
            )
            .with_help("add `status = \"…\"` to `#[kube(...)]`, or remove `scale`"),
        );
    }
    let version = apiext::CustomResourceDefinitionVersion {
        additional_printer_columns: (!cr.print_columns.is_empty()).then(|| {
            cr.print_columns
                .iter()
                .map(|c| apiext::CustomResourceColumnDefinition {
                    name: c.name.clone(),
                    type_: c.ty.name().to_string(),
                    json_path: c.json_path.clone(),
                    description: c.description.clone(),
                    format: c.format.clone(),
                    priority: c.priority.map(|p| p as i32),
                })
                .collect()
        }),
        deprecated: cr.deprecated.as_ref().map(|_| true),
        deprecation_warning: cr.deprecated.clone().flatten(),
        name: cr.version.clone(),
        selectable_fields: (!cr.selectable.is_empty()).then(|| {
            cr.selectable
                .iter()
                .map(|p| apiext::SelectableField {
                    json_path: p.clone(),
                })
                .collect()
        }),
        served: cr.served,
        storage: cr.storage,
        subresources,
        ..Default::default()
    };
    (version, schema)
}

#[cfg(test)]
mod tests {
    use super::to_plural;

    #[test]
    fn plurals_follow_kube_derive() {
        for (word, plural) in [
            ("foo", "foos"),
            ("box", "boxes"),
            ("class", "classes"),
            ("policy", "policies"),
            ("day", "days"),
            ("match", "matches"),
        ] {
            assert_eq!(to_plural(word), plural);
        }
    }
}

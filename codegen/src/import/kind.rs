//! The Kind-level markers of an imported CRD version: root, resource names and scope,
//! subresources, printer columns, selectable fields, version flags, CRD metadata, and what
//! CRDs written by hand or by older tools hold that controller-gen's markers cannot say
//! (`+kube-codegen:crd:…`).

use serde_json::Value;

use super::{TOOL_ANNOTATIONS, str_at};
use crate::emit::crd::resource_plural;
use crate::markers::{
    ColumnType, ConversionStrategy, CrdConversion, CrdShape, MarkerKind, PrintColumn, Resource,
    Scale, Scope,
};

/// The Kind-level markers of version `v` of `crd`, with the warnings (`(YAML path, why)`)
/// for what they cannot say: root, resource names and scope, subresources, printer columns,
/// selectable fields, version flags, CRD metadata and shape.
pub(super) fn kind_markers(
    crd: &Value,
    v: &Value,
    index: usize,
    warnings: &mut Vec<(String, String)>,
) -> Vec<MarkerKind> {
    let mut m = vec![MarkerKind::ObjectRoot(true)];
    let kind = str_at(crd, "/spec/names/kind");
    let plural = str_at(crd, "/spec/names/plural");
    let singular = str_at(crd, "/spec/names/singular");
    // An empty list has no marker (its import warns): `categories=` would not generate.
    let list = |key: &str| -> Option<Vec<String>> {
        let items: Vec<String> = crd
            .pointer(&format!("/spec/names/{key}"))?
            .as_array()?
            .iter()
            .filter_map(|i| i.as_str().map(str::to_string))
            .collect();
        (!items.is_empty()).then_some(items)
    };
    let resource = Resource {
        path: (plural != resource_plural(kind)).then(|| plural.to_string()),
        short_names: list("shortNames"),
        categories: list("categories"),
        singular: (!singular.is_empty() && singular != kind.to_lowercase())
            .then(|| singular.to_string()),
        scope: (str_at(crd, "/spec/scope") == "Cluster").then_some(Scope::Cluster),
    };
    if resource != Resource::default() {
        m.push(MarkerKind::Resource(Box::new(resource)));
    }
    // The generator writes `subresources` for the status and scale markers, and (empty, as
    // controller-gen does) for printer columns.
    let sub = v.get("subresources").and_then(Value::as_object);
    let columns = v
        .get("additionalPrinterColumns")
        .and_then(Value::as_array)
        .is_some_and(|c| !c.is_empty());
    let other = sub.is_some_and(|s| s.keys().any(|k| k != "status" && k != "scale"));
    let written = sub.is_some_and(|s| !s.is_empty()) || columns;
    if columns && sub.is_none() {
        m.push(MarkerKind::CrdShape(CrdShape::OmitSubresources));
    } else if other || written != sub.is_some() {
        warnings.push((
            format!("spec.versions[{index}].subresources"),
            "written by the generator only for the status and scale subresources and for printer columns; this one differs".into(),
        ));
    }
    if v.pointer("/subresources/status").is_some() {
        m.push(MarkerKind::StatusSubresource);
    }
    if let Some(Value::Object(scale)) = v.pointer("/subresources/scale") {
        let get = |k: &str| scale.get(k).and_then(Value::as_str).unwrap_or("");
        m.push(MarkerKind::ScaleSubresource(Box::new(Scale {
            spec_path: get("specReplicasPath").to_string(),
            status_path: get("statusReplicasPath").to_string(),
            selector_path: Some(get("labelSelectorPath"))
                .filter(|p| !p.is_empty())
                .map(str::to_string),
        })));
    }
    print_columns(v, index, &mut m, warnings);
    for f in v
        .get("selectableFields")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let path = f.get("jsonPath").and_then(Value::as_str).unwrap_or("");
        m.push(MarkerKind::SelectableField(path.to_string()));
    }
    let versions = crd.pointer("/spec/versions").and_then(Value::as_array);
    let names: Vec<String> = versions
        .into_iter()
        .flatten()
        .filter_map(|v| v.get("name").and_then(Value::as_str).map(str::to_string))
        .collect();
    if names.len() > 1 && v.get("storage") == Some(&Value::Bool(true)) {
        m.push(MarkerKind::StorageVersion);
    }
    if v.get("served") == Some(&Value::Bool(false)) {
        m.push(MarkerKind::UnservedVersion);
    }
    if v.get("deprecated") == Some(&Value::Bool(true)) {
        let warning = v.get("deprecationWarning").and_then(Value::as_str);
        m.push(MarkerKind::DeprecatedVersion(warning.map(str::to_string)));
    }
    m.extend(crd_metadata(crd));
    shape(crd, &names, &mut m, warnings);
    m
}

/// The version's printer columns, as `+kubebuilder:printcolumn` markers; a column of a type
/// the API server does not accept is left out with a warning.
fn print_columns(
    v: &Value,
    index: usize,
    m: &mut Vec<MarkerKind>,
    warnings: &mut Vec<(String, String)>,
) {
    let columns = v.get("additionalPrinterColumns").and_then(Value::as_array);
    for (i, c) in columns.into_iter().flatten().enumerate() {
        let get = |k: &str| c.get(k).and_then(Value::as_str).unwrap_or("");
        if !ColumnType::NAMES.contains(&get("type")) {
            warnings.push((
                format!("spec.versions[{index}].additionalPrinterColumns[{i}].type"),
                format!(
                    "`{}` is no column type the API server accepts; the column is left out",
                    get("type")
                ),
            ));
            continue;
        }
        let opt = |k: &str| Some(get(k)).filter(|x| !x.is_empty()).map(str::to_string);
        m.push(MarkerKind::PrintColumn(Box::new(PrintColumn {
            name: get("name").to_string(),
            ty: ColumnType::from_name(get("type")),
            json_path: get("jsonPath").to_string(),
            description: opt("description"),
            format: opt("format"),
            priority: c.get("priority").and_then(Value::as_i64),
        })));
    }
}

/// The CRD's own labels and annotations (but the tools' version annotations), as
/// `+kubebuilder:metadata`.
fn crd_metadata(crd: &Value) -> Option<MarkerKind> {
    let meta = |key: &str| -> Vec<String> {
        crd.pointer(&format!("/metadata/{key}"))
            .and_then(Value::as_object)
            .map(|o| {
                o.iter()
                    .filter(|(k, _)| !TOOL_ANNOTATIONS.contains(&k.as_str()))
                    .map(|(k, v)| format!("{k}={}", v.as_str().unwrap_or("")))
                    .collect()
            })
            .unwrap_or_default()
    };
    let (annotations, labels) = (meta("annotations"), meta("labels"));
    (!annotations.is_empty() || !labels.is_empty()).then_some(MarkerKind::CrdMetadata {
        annotations,
        labels,
    })
}

/// The `+kube-codegen:crd:…` markers of what `crd` holds beyond controller-gen's output:
/// no `listKind`, `preserveUnknownFields`, the legacy `status`, a null
/// `creationTimestamp`, versions out of name order (`names`, as written), `conversion`.
fn shape(
    crd: &Value,
    names: &[String],
    m: &mut Vec<MarkerKind>,
    warnings: &mut Vec<(String, String)>,
) {
    if crd.pointer("/spec/names/listKind").is_none() {
        m.push(MarkerKind::CrdShape(CrdShape::OmitListKind));
    }
    if let Some(Value::Bool(b)) = crd.pointer("/spec/preserveUnknownFields") {
        m.push(MarkerKind::CrdShape(CrdShape::PreserveUnknownFields(*b)));
    }
    if crd.pointer("/spec/names/singular").is_none() {
        m.push(MarkerKind::CrdShape(CrdShape::OmitSingular));
    }
    let stub = |lists: Value| serde_json::json!({"acceptedNames": {"kind": "", "plural": ""}, "conditions": lists, "storedVersions": lists});
    match crd.get("status") {
        None => {}
        Some(s) if *s == stub(serde_json::json!([])) => {
            m.push(MarkerKind::CrdShape(CrdShape::LegacyStatus));
        }
        Some(s) if *s == stub(Value::Null) => {
            m.push(MarkerKind::CrdShape(CrdShape::LegacyNullStatus));
        }
        Some(_) => warnings.push((
            "status".into(),
            "a CRD's status is the API server's; only the empty one older tools wrote is written back".into(),
        )),
    }
    if crd.pointer("/metadata/creationTimestamp") == Some(&Value::Null) {
        m.push(MarkerKind::CrdShape(CrdShape::NullCreationTimestamp));
    }
    let mut sorted = names.to_vec();
    sorted.sort();
    if sorted != names {
        m.push(MarkerKind::CrdShape(CrdShape::VersionOrder(names.to_vec())));
    }
    if let Some(c) = crd.pointer("/spec/conversion") {
        match conversion(c) {
            Some(c) => m.push(MarkerKind::CrdShape(CrdShape::Conversion(Box::new(c)))),
            None => warnings.push((
                "spec.conversion".into(),
                "holds what `+kube-codegen:crd:conversion` cannot write (a CA bundle, a Service without a namespace); left out".into(),
            )),
        }
    }
}

/// `spec.conversion` as `+kube-codegen:crd:conversion`, when the marker can write it back.
fn conversion(c: &Value) -> Option<CrdConversion> {
    let strategy = c.get("strategy")?.as_str()?;
    if !ConversionStrategy::NAMES.contains(&strategy) {
        return None;
    }
    let webhook = c.get("webhook");
    let client = webhook.and_then(|w| w.get("clientConfig"));
    let service = client.and_then(|c| c.get("service"));
    let text = |v: Option<&Value>, k: &str| v?.get(k)?.as_str().map(str::to_string);
    let known = |v: Option<&Value>, keys: &[&str]| {
        v.and_then(Value::as_object)
            .is_none_or(|o| o.keys().all(|k| keys.contains(&k.as_str())))
    };
    if !known(Some(c), &["strategy", "webhook"])
        || !known(webhook, &["clientConfig", "conversionReviewVersions"])
        || !known(client, &["service", "url"])
        || !known(service, &["namespace", "name", "path", "port"])
        || service.is_some_and(|s| text(Some(s), "namespace").is_none())
    {
        return None;
    }
    let review_versions = webhook
        .and_then(|w| w.get("conversionReviewVersions"))
        .and_then(Value::as_array)
        .map(|l| {
            l.iter()
                .filter_map(|v| v.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default();
    Some(CrdConversion {
        strategy: ConversionStrategy::from_name(strategy),
        service: service.map(|s| {
            format!(
                "{}/{}",
                text(Some(s), "namespace").unwrap_or_default(),
                text(Some(s), "name").unwrap_or_default()
            )
        }),
        path: text(service, "path"),
        port: service.and_then(|s| s.get("port")).and_then(Value::as_i64),
        url: text(client, "url"),
        review_versions,
    })
}

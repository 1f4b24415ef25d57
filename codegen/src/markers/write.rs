//! Markers written out: the marker line of a [`MarkerKind`], in the grammar the registry
//! reads back into the same kind. What writes markers (`kube-codegen import`) goes through
//! here, so a marker's spelling has one owner, this module beside the registry; the tests
//! read every written line back through the grammar.

use std::fmt::Write as _;

use super::typed::{CelRule, MarkerKind, PrintColumn, Resource, Scale, Validation};
use super::{CrdShape, Value};

impl MarkerKind {
    /// The marker line (`+kubebuilder:validation:Minimum=1`) that reads back as this kind,
    /// or `None` for the kinds nothing writes (client tags, RBAC and webhook markers).
    pub(crate) fn text(&self) -> Option<String> {
        Some(match self {
            MarkerKind::Validation(v) => validation("kubebuilder:validation:", v)?,
            MarkerKind::ItemsValidation(v) => validation("kubebuilder:validation:items:", v)?,
            MarkerKind::Optional => "+optional".into(),
            MarkerKind::Required => "+required".into(),
            MarkerKind::Nullable => "+nullable".into(),
            MarkerKind::JsonDefault(Some(v)) => format!("+default={}", v.to_json()),
            MarkerKind::Example(v) => format!("+kubebuilder:example={}", any(v)),
            MarkerKind::Title(v) => format!("+kubebuilder:title={}", any(v)),
            MarkerKind::ExternalDocs { url, description } => {
                let args: Vec<String> = [("url", url), ("description", description)]
                    .into_iter()
                    .filter_map(|(k, v)| Some(format!("{k}={}", string(v.as_ref()?))))
                    .collect();
                format!("+kubebuilder:externalDocs:{}", args.join(","))
            }
            MarkerKind::PreserveUnknownFields => {
                "+kubebuilder:pruning:PreserveUnknownFields".into()
            }
            MarkerKind::ListType(t) => format!("+listType={}", t.name()),
            MarkerKind::ListMapKey(k) => format!("+listMapKey={}", string(k)),
            MarkerKind::MapType(g) => format!("+mapType={}", g.name()),
            MarkerKind::StructType(g) => format!("+structType={}", g.name()),
            MarkerKind::ObjectRoot(b) => format!("+kubebuilder:object:root={b}"),
            MarkerKind::Resource(r) => resource(r)?,
            MarkerKind::StatusSubresource => "+kubebuilder:subresource:status".into(),
            MarkerKind::ScaleSubresource(s) => scale(s),
            MarkerKind::PrintColumn(c) => print_column(c),
            MarkerKind::SelectableField(p) => {
                format!("+kubebuilder:selectablefield:JSONPath={}", string(p))
            }
            MarkerKind::StorageVersion => "+kubebuilder:storageversion".into(),
            MarkerKind::UnservedVersion => "+kubebuilder:unservedversion".into(),
            MarkerKind::DeprecatedVersion(None) => "+kubebuilder:deprecatedversion".into(),
            MarkerKind::DeprecatedVersion(Some(w)) => {
                format!("+kubebuilder:deprecatedversion:warning={}", string(w))
            }
            MarkerKind::CrdMetadata {
                annotations,
                labels,
            } => {
                let args: Vec<String> = [("annotations", annotations), ("labels", labels)]
                    .into_iter()
                    .filter(|(_, v)| !v.is_empty())
                    .map(|(k, v)| format!("{k}={}", list(v)))
                    .collect();
                if args.is_empty() {
                    return None;
                }
                format!("+kubebuilder:metadata:{}", args.join(","))
            }
            MarkerKind::GroupName(g) => format!("+groupName={g}"),
            MarkerKind::GroupGoName(g) => format!("+groupGoName={g}"),
            MarkerKind::VersionName(v) => format!("+versionName={v}"),
            MarkerKind::CrdShape(shape) => crd_shape(shape),
            MarkerKind::TypeMetaForm(f) => format!("+kube-codegen:crd:typeMeta={}", f.name()),
            MarkerKind::ObjectMetaForm(f) => format!("+kube-codegen:crd:objectMeta={}", f.name()),
            MarkerKind::Description(d) => format!("+kube-codegen:description={}", quoted(d)),
            MarkerKind::Combinator(c, json) => {
                let name = match c.keyword() {
                    "allOf" => "AllOf",
                    "anyOf" => "AnyOf",
                    "oneOf" => "OneOf",
                    _ => "Not",
                };
                format!("+kube-codegen:validation:{name}={json}")
            }
            MarkerKind::UnsortedRequired => "+kube-codegen:schema:unsortedRequired".into(),
            MarkerKind::SchemaPatch(json) => format!("+kube-codegen:schema={json}"),
            _ => return None,
        })
    }
}

/// `+<prefix><Name>=<value>` of a validation.
fn validation(prefix: &str, v: &Validation) -> Option<String> {
    let (name, value) = match v {
        Validation::Maximum(n) => ("Maximum", n.to_json().to_string()),
        Validation::Minimum(n) => ("Minimum", n.to_json().to_string()),
        Validation::MultipleOf(n) => ("MultipleOf", n.to_json().to_string()),
        Validation::ExclusiveMaximum(b) => ("ExclusiveMaximum", b.to_string()),
        Validation::ExclusiveMinimum(b) => ("ExclusiveMinimum", b.to_string()),
        Validation::MinLength(n) => ("MinLength", n.to_string()),
        Validation::MaxLength(n) => ("MaxLength", n.to_string()),
        Validation::MinItems(n) => ("MinItems", n.to_string()),
        Validation::MaxItems(n) => ("MaxItems", n.to_string()),
        Validation::UniqueItems(b) => ("UniqueItems", b.to_string()),
        Validation::MinProperties(n) => ("MinProperties", n.to_string()),
        Validation::MaxProperties(n) => ("MaxProperties", n.to_string()),
        Validation::Pattern(p) => ("Pattern", raw(p)),
        Validation::Enum(values) => ("Enum", values.iter().map(any).collect::<Vec<_>>().join(";")),
        Validation::Format(f) => ("Format", string(f)),
        Validation::Type(t) => ("Type", string(t)),
        Validation::EmbeddedResource => return Some(format!("+{prefix}EmbeddedResource")),
        Validation::IntOrString => return Some(format!("+{prefix}XIntOrString")),
        Validation::Schemaless => return Some(format!("+{prefix}Schemaless")),
        Validation::Rule(r) => return Some(format!("+{prefix}XValidation:{}", rule(r))),
    };
    Some(format!("+{prefix}{name}={value}"))
}

/// `rule=…,message=…` of a CEL rule.
fn rule(r: &CelRule) -> String {
    let mut args = vec![format!("rule={}", quoted(&r.rule))];
    for (k, v) in [
        ("message", &r.message),
        ("messageExpression", &r.message_expression),
        ("reason", &r.reason),
        ("fieldPath", &r.field_path),
    ] {
        if let Some(v) = v {
            args.push(format!("{k}={}", quoted(v)));
        }
    }
    if let Some(b) = r.optional_old_self {
        args.push(format!("optionalOldSelf={b}"));
    }
    args.join(",")
}

fn resource(r: &Resource) -> Option<String> {
    let mut args = Vec::new();
    if let Some(p) = &r.path {
        args.push(format!("path={}", string(p)));
    }
    if let Some(s) = &r.singular {
        args.push(format!("singular={}", string(s)));
    }
    for (k, v) in [("shortName", &r.short_names), ("categories", &r.categories)] {
        if let Some(v) = v.as_ref().filter(|v| !v.is_empty()) {
            args.push(format!("{k}={}", list(v)));
        }
    }
    if let Some(s) = r.scope {
        args.push(format!("scope={}", s.name()));
    }
    (!args.is_empty()).then(|| format!("+kubebuilder:resource:{}", args.join(",")))
}

fn scale(s: &Scale) -> String {
    let mut out = format!(
        "+kubebuilder:subresource:scale:specpath={},statuspath={}",
        string(&s.spec_path),
        string(&s.status_path)
    );
    if let Some(p) = &s.selector_path {
        let _ = write!(out, ",selectorpath={}", string(p));
    }
    out
}

fn print_column(c: &PrintColumn) -> String {
    let mut out = format!(
        "+kubebuilder:printcolumn:name={},type={},JSONPath={}",
        quoted(&c.name),
        c.ty.name(),
        quoted(&c.json_path)
    );
    if let Some(d) = &c.description {
        let _ = write!(out, ",description={}", quoted(d));
    }
    if let Some(f) = &c.format {
        let _ = write!(out, ",format={}", string(f));
    }
    if let Some(p) = c.priority {
        let _ = write!(out, ",priority={p}");
    }
    out
}

fn crd_shape(shape: &CrdShape) -> String {
    match shape {
        CrdShape::OmitListKind => "+kube-codegen:crd:omitListKind".into(),
        CrdShape::PreserveUnknownFields(b) => {
            format!("+kube-codegen:crd:preserveUnknownFields={b}")
        }
        CrdShape::LegacyStatus => "+kube-codegen:crd:legacyStatus".into(),
        CrdShape::LegacyNullStatus => "+kube-codegen:crd:legacyNullStatus".into(),
        CrdShape::OmitSingular => "+kube-codegen:crd:omitSingular".into(),
        CrdShape::OmitSubresources => "+kube-codegen:crd:omitSubresources".into(),
        CrdShape::NullCreationTimestamp => "+kube-codegen:crd:nullCreationTimestamp".into(),
        CrdShape::VersionOrder(v) => format!("+kube-codegen:crd:versionOrder={}", list(v)),
        CrdShape::Conversion(c) => {
            let mut args = vec![format!("strategy={}", c.strategy.name())];
            for (k, v) in [("service", &c.service), ("path", &c.path), ("url", &c.url)] {
                if let Some(v) = v {
                    args.push(format!("{k}={}", string(v)));
                }
            }
            if let Some(p) = c.port {
                args.push(format!("port={p}"));
            }
            if !c.review_versions.is_empty() {
                args.push(format!("reviewVersions={}", list(&c.review_versions)));
            }
            format!("+kube-codegen:crd:conversion:{}", args.join(","))
        }
    }
}

/// A string as the grammar reads it back: Go-quoted.
fn quoted(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_default()
}

/// A string bare when the grammar reads it back as written (letters, digits and `-._/`),
/// else quoted.
fn string(s: &str) -> String {
    let bare = !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '/'))
        && !matches!(s, "true" | "false")
        && !s.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '.');
    if bare { s.to_string() } else { quoted(s) }
}

/// A raw (backquoted) string when it can be one, as a regular expression reads best.
fn raw(s: &str) -> String {
    if s.contains('`') || s.contains('\n') {
        quoted(s)
    } else {
        format!("`{s}`")
    }
}

/// A list of strings: `a;b` (quoted where needed), as `+kubebuilder:resource:shortName`.
fn list(items: &[String]) -> String {
    items
        .iter()
        .map(|i| string(i))
        .collect::<Vec<_>>()
        .join(";")
}

/// A value of an `Any` argument: strings quoted, lists `{a,b}`, maps `{"k": v}`, as
/// controller-tools guesses each back.
fn any(v: &Value) -> String {
    match v {
        Value::Bool(b) => b.to_string(),
        Value::Int(i) => i.to_string(),
        Value::Float(_) => v.to_json().to_string(),
        Value::String(s) => quoted(s),
        Value::List(items) => format!(
            "{{{}}}",
            items.iter().map(any).collect::<Vec<_>>().join(",")
        ),
        Value::Map(m) => format!(
            "{{{}}}",
            m.iter()
                .map(|(k, v)| format!("{}: {}", quoted(k), any(v)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

#[cfg(test)]
mod tests;

//! The `+kube-codegen:` markers that say what a CRD holds beyond controller-gen's output
//! (a part of the registry's table).

use super::super::shape::{
    Combinator, ConversionStrategy, CrdConversion, CrdShape, ObjectMetaForm, TypeMetaForm,
};
use super::super::typed::{Args, MarkerKind};
use super::{
    Arg, ArgType, Definition, FIELD_TYPE, JSON, NONE, PACKAGE, STR, STRLIST, TYPE, anon, marker,
    opt, req,
};

const CONVERSION: &[Arg] = &[
    req("strategy", ArgType::OneOf(ConversionStrategy::NAMES)),
    opt("service", ArgType::String),
    opt("path", ArgType::String),
    opt("port", ArgType::Int),
    opt("url", ArgType::String),
    opt("reviewVersions", ArgType::StringList),
];

/// The `+kube-codegen:validation:…` combinators, each lowered with its keyword.
fn combinator(c: Combinator, a: &Args<'_>) -> MarkerKind {
    let json = a.value("").map_or(serde_json::Value::Null, |v| v.to_json());
    MarkerKind::Combinator(c, json)
}

/// Markers of this project's own (`+kube-codegen:`) for what a CRD written by hand or by an
/// older tool holds and controller-gen's markers cannot say; `kube-codegen import` writes
/// them so that such a CRD comes back as it was.
pub(super) const SHAPE: &[Definition] = &[
    marker(
        "kube-codegen:crd:typeMeta",
        TYPE,
        &[anon(ArgType::OneOf(TypeMetaForm::NAMES))],
        "on a Kind: how its schema writes `apiVersion` and `kind`: `described` (the default), `legacy` (older Kubernetes' one-line descriptions), `bare` (no description) or `omitted`",
        |a| MarkerKind::TypeMetaForm(TypeMetaForm::from_name(&a.string(""))),
    ),
    marker(
        "kube-codegen:crd:objectMeta",
        TYPE,
        &[anon(ArgType::OneOf(ObjectMetaForm::NAMES))],
        "on a Kind: `object` (the default) writes `metadata: {type: object}` in its schema, `omitted` leaves it out",
        |a| MarkerKind::ObjectMetaForm(ObjectMetaForm::from_name(&a.string(""))),
    ),
    marker(
        "kube-codegen:crd:omitListKind",
        TYPE,
        NONE,
        "on a Kind: the CRD's `spec.names` has no `listKind`",
        |_| MarkerKind::CrdShape(CrdShape::OmitListKind),
    ),
    marker(
        "kube-codegen:crd:preserveUnknownFields",
        TYPE,
        &[anon(ArgType::Bool)],
        "on a Kind: the CRD's `spec.preserveUnknownFields` is written with this value",
        |a| {
            MarkerKind::CrdShape(CrdShape::PreserveUnknownFields(
                a.opt_bool("").unwrap_or(false),
            ))
        },
    ),
    marker(
        "kube-codegen:crd:legacyStatus",
        TYPE,
        NONE,
        "on a Kind: the CRD carries the empty `status` older tools wrote (`acceptedNames` with empty `kind` and `plural`, empty `conditions` and `storedVersions`)",
        |_| MarkerKind::CrdShape(CrdShape::LegacyStatus),
    ),
    marker(
        "kube-codegen:crd:legacyNullStatus",
        TYPE,
        NONE,
        "on a Kind: the empty `status` older tools wrote, with `conditions` and `storedVersions` null",
        |_| MarkerKind::CrdShape(CrdShape::LegacyNullStatus),
    ),
    marker(
        "kube-codegen:crd:omitSingular",
        TYPE,
        NONE,
        "on a Kind: the CRD's `spec.names` has no `singular`",
        |_| MarkerKind::CrdShape(CrdShape::OmitSingular),
    ),
    marker(
        "kube-codegen:crd:omitSubresources",
        TYPE,
        NONE,
        "on a Kind: no `subresources` where printer columns alone would write an empty one",
        |_| MarkerKind::CrdShape(CrdShape::OmitSubresources),
    ),
    marker(
        "kube-codegen:schema",
        FIELD_TYPE,
        JSON,
        "a JSON object merged into the node's schema as written (objects key by key, other values replacing): what no other marker writes, such as `nullable` on a list's items; the structural checks still apply",
        |a| MarkerKind::SchemaPatch(a.value("").map_or(serde_json::Value::Null, |v| v.to_json())),
    ),
    marker(
        "kube-codegen:crd:nullCreationTimestamp",
        TYPE,
        NONE,
        "on a Kind: the CRD's metadata has `creationTimestamp: null`, as controller-gen before v0.15 wrote it",
        |_| MarkerKind::CrdShape(CrdShape::NullCreationTimestamp),
    ),
    marker(
        "kube-codegen:crd:versionOrder",
        TYPE,
        STRLIST,
        "on a Kind: the order of the CRD's versions (by default, by name)",
        |a| MarkerKind::CrdShape(CrdShape::VersionOrder(a.strings(""))),
    ),
    marker(
        "kube-codegen:crd:conversion",
        TYPE,
        CONVERSION,
        "on a Kind: the CRD's `spec.conversion`: `strategy=None`, or `strategy=Webhook` with a `service` (`namespace/name`, with `path` and `port`) or a `url`, and `reviewVersions`",
        |a| {
            MarkerKind::CrdShape(CrdShape::Conversion(Box::new(CrdConversion {
                strategy: ConversionStrategy::from_name(&a.string("strategy")),
                service: a.opt_string("service"),
                path: a.opt_string("path"),
                port: a.opt_int("port"),
                url: a.opt_string("url"),
                review_versions: a.strings("reviewVersions"),
            })))
        },
    ),
    marker(
        "kube-codegen:description",
        FIELD_TYPE,
        STR,
        "the node's description exactly as given, in place of the doc comment's (for text doc comments cannot hold: trailing white space, runs of blank lines, lines controller-gen's doc rules drop)",
        |a| MarkerKind::Description(a.string("")),
    ),
    marker(
        "kube-codegen:validation:AllOf",
        FIELD_TYPE,
        JSON,
        "`allOf` as written, a JSON list of schemas of value validations (structural schemas allow no types there)",
        |a| combinator(Combinator::AllOf, a),
    ),
    marker(
        "kube-codegen:validation:AnyOf",
        FIELD_TYPE,
        JSON,
        "`anyOf` as written, a JSON list of schemas of value validations",
        |a| combinator(Combinator::AnyOf, a),
    ),
    marker(
        "kube-codegen:validation:OneOf",
        FIELD_TYPE,
        JSON,
        "`oneOf` as written, a JSON list of schemas of value validations (an enum writes the common case itself: a flattened enum, exactly one of several properties; a flattened `Option` of one, at most one)",
        |a| combinator(Combinator::OneOf, a),
    ),
    marker(
        "kube-codegen:validation:Not",
        FIELD_TYPE,
        JSON,
        "`not` as written, a JSON schema of value validations",
        |a| combinator(Combinator::Not, a),
    ),
    marker(
        "kube-codegen:schema:unsortedRequired",
        PACKAGE,
        NONE,
        "on a package: a struct's `required` names its fields in field order, where controller-gen sorts them",
        |_| MarkerKind::UnsortedRequired,
    ),
];

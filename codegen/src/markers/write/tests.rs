use std::collections::BTreeMap;

use super::super::shape::{
    Combinator, ConversionStrategy, CrdConversion, ObjectMetaForm, TypeMetaForm,
};
use super::super::typed::{
    CelRule, ColumnType, Granularity, ListType, Number, PrintColumn, Resource, Scale, Scope,
};
use super::*;
use crate::diag::Span;
use crate::markers::{Target, parse};

/// Every kind a writer may ask for, with values that need quoting, escaping and nesting.
fn samples() -> Vec<(MarkerKind, Target)> {
    use MarkerKind as K;
    use Target::{Field, Package, Type};
    let v = |s: &str| Value::String(s.into());
    let mut map = BTreeMap::new();
    map.insert("cpu".to_string(), v("100m"));
    map.insert(
        "a b".to_string(),
        Value::List(vec![Value::Int(1), Value::Bool(true)]),
    );
    let mut out = vec![
        (K::Validation(Validation::Minimum(Number::Int(-3))), Field),
        (
            K::Validation(Validation::Maximum(Number::Float(2.5))),
            Field,
        ),
        (K::Validation(Validation::MultipleOf(Number::Int(2))), Field),
        (K::Validation(Validation::ExclusiveMaximum(true)), Field),
        (K::Validation(Validation::MinLength(1)), Field),
        (K::Validation(Validation::MaxItems(9)), Field),
        (K::Validation(Validation::UniqueItems(false)), Field),
        (K::Validation(Validation::MaxProperties(4)), Field),
        (
            K::Validation(Validation::Pattern(r"^[a-z]+(\.[a-z]+)*$".into())),
            Field,
        ),
        (K::Validation(Validation::Pattern("a`b,c".into())), Field),
        (
            K::Validation(Validation::Enum(vec![
                v("a"),
                v("b c"),
                Value::Int(3),
                v(""),
            ])),
            Field,
        ),
        (K::Validation(Validation::Format("date-time".into())), Field),
        (K::Validation(Validation::EmbeddedResource), Field),
        (K::ItemsValidation(Validation::MaxLength(5)), Field),
        (
            K::Validation(Validation::Rule(Box::new(CelRule {
                rule: "self.a == \"x, y\"".into(),
                message: Some("a must be \"x, y\"".into()),
                message_expression: None,
                reason: Some("FieldValueForbidden".into()),
                field_path: Some(".a".into()),
                optional_old_self: Some(true),
            }))),
            Field,
        ),
        (K::Optional, Field),
        (K::Required, Field),
        (K::Nullable, Field),
        (K::Example(Value::Map(map.clone())), Field),
        (
            K::Example(Value::List(vec![Value::Int(8080), Value::Int(8443)])),
            Field,
        ),
        (K::Example(v("x; y")), Field),
        (K::Title(v("A title, with a comma")), Field),
        (
            K::ExternalDocs {
                url: Some("https://example.com/a?b=c".into()),
                description: Some("see here".into()),
            },
            Field,
        ),
        (K::PreserveUnknownFields, Field),
        (K::ListType(ListType::Map), Field),
        (K::ListMapKey("name".into()), Field),
        (K::MapType(Granularity::Atomic), Field),
        (K::StructType(Granularity::Granular), Type),
        (K::ObjectRoot(true), Type),
        (
            K::Resource(Box::new(Resource {
                path: Some("databases".into()),
                short_names: Some(vec!["db".into(), "dbs".into()]),
                categories: Some(vec!["all".into()]),
                singular: Some("database".into()),
                scope: Some(Scope::Cluster),
            })),
            Type,
        ),
        (K::StatusSubresource, Type),
        (
            K::ScaleSubresource(Box::new(Scale {
                spec_path: ".spec.replicas".into(),
                status_path: ".status.replicas".into(),
                selector_path: Some(".status.selector".into()),
            })),
            Type,
        ),
        (
            K::PrintColumn(Box::new(PrintColumn {
                name: "Ready, really".into(),
                ty: ColumnType::Boolean,
                json_path: ".status.conditions[?(@.type==\"Ready\")].status".into(),
                description: Some("is it ready".into()),
                format: Some("int32".into()),
                priority: Some(1),
            })),
            Type,
        ),
        (K::SelectableField(".spec.color".into()), Type),
        (K::StorageVersion, Type),
        (K::UnservedVersion, Type),
        (K::DeprecatedVersion(None), Type),
        (K::DeprecatedVersion(Some("use v2, please".into())), Type),
        (
            K::CrdMetadata {
                annotations: vec!["api-approved.kubernetes.io=https://x/1".into()],
                labels: vec!["app=db".into(), "tier=a b".into()],
            },
            Type,
        ),
        (K::GroupName("db.example.com".into()), Package),
        (K::VersionName("match".into()), Package),
        (K::TypeMetaForm(TypeMetaForm::Legacy), Type),
        (K::ObjectMetaForm(ObjectMetaForm::Omitted), Type),
        (K::CrdShape(CrdShape::OmitListKind), Type),
        (K::CrdShape(CrdShape::PreserveUnknownFields(false)), Type),
        (K::CrdShape(CrdShape::LegacyStatus), Type),
        (K::CrdShape(CrdShape::LegacyNullStatus), Type),
        (K::CrdShape(CrdShape::OmitSingular), Type),
        (K::CrdShape(CrdShape::OmitSubresources), Type),
        (
            K::SchemaPatch(serde_json::json!({"items": {"nullable": true}, "maxLength": 63})),
            Field,
        ),
        (K::CrdShape(CrdShape::NullCreationTimestamp), Type),
        (
            K::CrdShape(CrdShape::VersionOrder(vec!["v1beta1".into(), "v1".into()])),
            Type,
        ),
        (
            K::CrdShape(CrdShape::Conversion(Box::new(CrdConversion {
                strategy: ConversionStrategy::Webhook,
                service: Some("system/webhook-service".into()),
                path: Some("/convert".into()),
                port: Some(443),
                url: None,
                review_versions: vec!["v1".into(), "v1beta1".into()],
            }))),
            Type,
        ),
        (K::Description("two  spaces \n\n\nand runs\t".into()), Field),
        (K::UnsortedRequired, Package),
    ];
    for c in [Combinator::AllOf, Combinator::AnyOf, Combinator::OneOf] {
        out.push((
            K::Combinator(
                c,
                serde_json::json!([{"required": ["a"]}, {"required": ["b"]}]),
            ),
            Type,
        ));
    }
    out.push((
        K::Combinator(Combinator::Not, serde_json::json!({"required": ["c"]})),
        Type,
    ));
    out.push((K::JsonDefault(Some(Value::Map(map))), Field));
    out
}

#[test]
fn every_written_marker_reads_back_as_its_kind() {
    for (kind, target) in samples() {
        let text = kind
            .text()
            .unwrap_or_else(|| panic!("{kind:?}: nothing written"));
        let (marker, diags) = parse(&text, Span::new(0, 0, text.len()), target);
        assert!(diags.is_empty(), "{text}: {diags:?}");
        let back = marker
            .unwrap_or_else(|| panic!("{text}: not a marker"))
            .kind;
        assert_eq!(back, kind, "{text}");
    }
}

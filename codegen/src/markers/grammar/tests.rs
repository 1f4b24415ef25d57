use super::*;
use crate::markers::typed::{
    CelRule, ClientMethod, ColumnType, ListType, MarkerKind, Number, PrintColumn, Resource, Scope,
    Validation,
};

fn parse(text: &str, target: Target) -> (Option<Marker>, Vec<Diagnostic>) {
    parse_marker(text, Span::new(0, 100, 100 + text.len()), target)
}

fn ok(text: &str, target: Target) -> Marker {
    let (m, d) = parse(text, target);
    assert!(d.is_empty(), "{text}: {d:?}");
    m.unwrap_or_else(|| panic!("{text}: no marker"))
}

#[test]
fn anonymous_values_of_each_type() {
    let kind = |text: &str, target| ok(text, target).kind;
    assert_eq!(
        kind("+kubebuilder:validation:Minimum=1", Target::Field),
        MarkerKind::Validation(Validation::Minimum(Number::Int(1)))
    );
    assert_eq!(
        kind("+kubebuilder:validation:Maximum=2.5", Target::Field),
        MarkerKind::Validation(Validation::Maximum(Number::Float(2.5)))
    );
    assert_eq!(
        kind(
            "+kubebuilder:validation:Pattern=`^[a-z]+,x$`",
            Target::Field
        ),
        MarkerKind::Validation(Validation::Pattern("^[a-z]+,x$".into()))
    );
    assert_eq!(
        kind("+kubebuilder:validation:Format=date-time", Target::Field),
        MarkerKind::Validation(Validation::Format("date-time".into()))
    );
    assert_eq!(
        kind("+kubebuilder:object:root=true", Target::Type),
        MarkerKind::ObjectRoot(true)
    );
    assert_eq!(
        kind("+kubebuilder:object:root=false", Target::Type),
        MarkerKind::ObjectRoot(false)
    );
    assert_eq!(
        kind("+kubebuilder:object:root", Target::Type),
        MarkerKind::ObjectRoot(true)
    );
    assert_eq!(
        kind("+listType=map", Target::Field),
        MarkerKind::ListType(ListType::Map)
    );
}

#[test]
fn enums_lists_and_maps() {
    let e = ok(
        "+kubebuilder:validation:Enum=Allow;Forbid;Replace",
        Target::Type,
    );
    assert_eq!(
        e.kind,
        MarkerKind::Validation(Validation::Enum(vec![
            Value::String("Allow".into()),
            Value::String("Forbid".into()),
            Value::String("Replace".into())
        ]))
    );
    let e = ok(
        "+kubebuilder:validation:Enum={1,2,\"three\"}",
        Target::Field,
    );
    assert_eq!(
        e.kind,
        MarkerKind::Validation(Validation::Enum(vec![
            Value::Int(1),
            Value::Int(2),
            Value::String("three".into())
        ]))
    );
    let default = |text: &str| match ok(text, Target::Field).kind {
        MarkerKind::Default(v) => v,
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(
        default("+kubebuilder:default={a: 1, b: {c: \"x\"}}").to_json(),
        serde_json::json!({"a": 1, "b": {"c": "x"}})
    );
    // An empty `{}` is a map, as controller-tools guesses it (the schema's type still makes
    // it `[]` on an array).
    assert_eq!(
        default("+kubebuilder:default={}"),
        Value::Map(std::collections::BTreeMap::new())
    );
    let (_, d) = parse("+kubebuilder:example=[1,2]", Target::Field);
    assert!(
        d.iter()
            .any(|d| d.message.contains("a list is written `{a,b}`")),
        "{d:?}"
    );
}

#[test]
fn kubernetes_default_is_json_as_controller_gen_reads_it() {
    let json = |text: &str| match ok(text, Target::Field).kind {
        MarkerKind::JsonDefault(v) => v.map(|v| v.to_json()),
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(
        json("+default=[\"a\",\"b\"]"),
        Some(serde_json::json!(["a", "b"]))
    );
    assert_eq!(json("+default=[]"), Some(serde_json::json!([])));
    assert_eq!(json("+default={}"), Some(serde_json::json!({})));
    assert_eq!(json("+default=1.5"), Some(serde_json::json!(1.5)));
    // `ref(…)` names a Go constant controller-gen cannot evaluate; `null` is no value.
    assert_eq!(json("+default=ref(DefaultLevel)"), None);
    assert_eq!(json("+default=null"), None);
    // Not JSON: a located error, as controller-gen's `json.Unmarshal` fails.
    let (m, d) = parse("+default=info", Target::Field);
    assert!(m.is_none());
    assert_eq!(d.len(), 1, "{d:?}");
    assert!(
        d[0].message
            .starts_with("invalid `+default`: expected a JSON value"),
        "{}",
        d[0].message
    );
    let span = d[0].span.expect("located");
    assert_eq!((span.start, span.end), (109, 113));
    let (_, d) = parse("+default=[null]", Target::Field);
    assert!(d[0].message.contains("`null` inside a default"), "{d:?}");
}

#[test]
fn an_empty_last_name_segment_before_the_value_is_dropped() {
    // controller-tools' `splitMarker`: `+…:Minimum:=1` is `+…:Minimum=1`.
    let m = ok("+kubebuilder:validation:Minimum:=1", Target::Field);
    assert_eq!(m.name, "kubebuilder:validation:Minimum");
    assert_eq!(
        m.kind,
        MarkerKind::Validation(Validation::Minimum(Number::Int(1)))
    );
    // Only for markers with an anonymous value.
    let (_, d) = parse("+kubebuilder:printcolumn:=x", Target::Type);
    assert!(!d.is_empty());
}

#[test]
fn named_arguments_with_quotes_and_commas() {
    let m = ok(
        "+kubebuilder:validation:XValidation:rule=\"self.a == 'x,y' && self.b >= 1\",message=\"a, b\",reason=FieldValueForbidden",
        Target::Type,
    );
    assert_eq!(m.name, "kubebuilder:validation:XValidation");
    assert_eq!(
        m.kind,
        MarkerKind::Validation(Validation::Rule(Box::new(CelRule {
            rule: "self.a == 'x,y' && self.b >= 1".into(),
            message: Some("a, b".into()),
            message_expression: None,
            reason: Some("FieldValueForbidden".into()),
            field_path: None,
            optional_old_self: None,
        })))
    );
    let p = ok(
        "+kubebuilder:printcolumn:name=\"Age\",type=date,JSONPath=`.metadata.creationTimestamp`,priority=1",
        Target::Type,
    );
    assert_eq!(
        p.kind,
        MarkerKind::PrintColumn(Box::new(PrintColumn {
            name: "Age".into(),
            ty: ColumnType::Date,
            json_path: ".metadata.creationTimestamp".into(),
            description: None,
            format: None,
            priority: Some(1),
        }))
    );
    let r = ok(
        "+kubebuilder:resource:path=cronjobs,shortName=cj;cjs,scope=Cluster",
        Target::Type,
    );
    assert_eq!(
        r.kind,
        MarkerKind::Resource(Box::new(Resource {
            path: Some("cronjobs".into()),
            short_names: Some(vec!["cj".into(), "cjs".into()]),
            scope: Some(Scope::Cluster),
            ..Resource::default()
        }))
    );
    let r = ok("+kubebuilder:resource:shortName={a,b}", Target::Type);
    let MarkerKind::Resource(r) = r.kind else {
        panic!("{r:?}")
    };
    assert_eq!(r.short_names, Some(vec!["a".into(), "b".into()]));
}

#[test]
fn genclient_method_has_anonymous_and_named_args() {
    let m = ok(
        "+genclient:method=GetScale,verb=get,subresource=scale,result=k8s.io/api/autoscaling/v1.Scale",
        Target::Type,
    );
    assert_eq!(
        m.kind,
        MarkerKind::Method(Box::new(ClientMethod {
            name: "GetScale".into(),
            verb: "get".into(),
            subresource: Some("scale".into()),
            input: None,
            result: Some("k8s.io/api/autoscaling/v1.Scale".into()),
        }))
    );
}

#[test]
fn items_variants_and_aliases() {
    let m = ok("+kubebuilder:validation:items:MaxLength=5", Target::Field);
    assert_eq!(m.name, "kubebuilder:validation:items:MaxLength");
    assert_eq!(
        m.kind,
        MarkerKind::ItemsValidation(Validation::MaxLength(5))
    );
    // An alias keeps its spelling and means what its canonical marker means.
    let a = ok("+k8s:listType=atomic", Target::Field);
    assert_eq!(a.name, "k8s:listType");
    assert_eq!(a.kind, ok("+listType=atomic", Target::Field).kind);
    for optional in [
        "+optional",
        "+k8s:optional",
        "+kubebuilder:validation:Optional",
    ] {
        assert_eq!(ok(optional, Target::Field).kind, MarkerKind::Optional);
    }
}

#[test]
fn errors_point_at_the_argument() {
    let text = "+kubebuilder:validation:Minimum=abc";
    let (m, d) = parse(text, Target::Field);
    assert!(m.is_none());
    assert_eq!(d.len(), 1);
    assert!(
        d[0].message.contains("expected a number, found `abc`"),
        "{}",
        d[0].message
    );
    let s = d[0].span.expect("span");
    assert_eq!((s.start - 100, s.end - 100), (32, 35));

    // A closed set of values is checked where the marker is read.
    let (m, d) = parse("+listType=list", Target::Field);
    assert!(m.is_none());
    assert_eq!(
        d[0].message,
        "invalid `+listType`: expected `atomic` or `set` or `map`, found `list`"
    );
    let s = d[0].span.expect("span");
    assert_eq!((s.start - 100, s.end - 100), (10, 14));
    let (_, d) = parse("+structType=partial", Target::Field);
    assert_eq!(
        d[0].message,
        "invalid `+structType`: expected `granular` or `atomic`, found `partial`"
    );
    // A CRD's scope and a printer column's type are case-sensitive, as the API server reads
    // them.
    let (_, d) = parse("+kubebuilder:resource:scope=cluster", Target::Type);
    assert!(
        d[0].message
            .contains("expected `Namespaced` or `Cluster`, found `cluster`"),
        "{}",
        d[0].message
    );
    let (_, d) = parse(
        "+kubebuilder:printcolumn:name=\"x\",type=time,JSONPath=.a",
        Target::Type,
    );
    assert!(
        d[0].message.contains(
            "expected `integer` or `number` or `string` or `boolean` or `date`, found `time`"
        ),
        "{}",
        d[0].message
    );
    // The webhook's policies are read in any case, as controller-gen reads them; the value
    // is the set's spelling.
    let webhook = |extra: &str| {
        format!(
            "+kubebuilder:webhook:path=/v,mutating=true,failurePolicy=fail,sideEffects=none,groups=a,resources=b,verbs=create,versions=v1,name=n.a.io,admissionReviewVersions=v1{extra}"
        )
    };
    let m = ok(
        &webhook(",matchPolicy=equivalent,reinvocationPolicy=ifneeded"),
        Target::Package,
    );
    let MarkerKind::Webhook(w) = m.kind else {
        panic!("a webhook marker: {:?}", m.kind)
    };
    assert_eq!(
        (
            w.failure_policy.name(),
            w.side_effects.name(),
            w.match_policy.map(|p| p.name()),
            w.reinvocation_policy.map(|p| p.name())
        ),
        ("Fail", "None", Some("Equivalent"), Some("IfNeeded"))
    );
    let (m, d) = parse(&webhook(",reinvocationPolicy=sometimes"), Target::Package);
    assert!(m.is_none());
    assert!(
        d[0].message
            .contains("expected `Never` or `IfNeeded` (in any case), found `sometimes`"),
        "{}",
        d[0].message
    );

    let (_, d) = parse(
        "+kubebuilder:printcolumn:name=\"x\",typo=date,JSONPath=.a",
        Target::Type,
    );
    assert!(
        d.iter()
            .any(|d| d.message.contains("unknown argument `typo`")),
        "{d:?}"
    );
    let (_, d) = parse("+kubebuilder:printcolumn:name=\"x\"", Target::Type);
    assert!(
        d.iter()
            .any(|d| d.message.contains("requires argument `type`")),
        "{d:?}"
    );
    let (_, d) = parse(
        "+kubebuilder:validation:XValidation:rule=\"unterminated",
        Target::Type,
    );
    assert!(
        d.iter().any(|d| d.message.contains("unterminated")),
        "{d:?}"
    );
    let (_, d) = parse("+kubebuilder:default={a: 1", Target::Field);
    assert!(
        d.iter().any(|d| d.message.contains("unterminated `{`")),
        "{d:?}"
    );
}

#[test]
fn unknown_markers_under_our_prefixes_suggest() {
    let (m, d) = parse("+kubebuilder:validaton:Minimum=1", Target::Field);
    assert!(m.is_none());
    assert_eq!(d.len(), 1);
    assert!(d[0].is_error());
    assert!(
        d[0].notes
            .iter()
            .any(|n| n.contains("`+kubebuilder:validation:Minimum`")),
        "{:?}",
        d[0]
    );
    let (_, d) = parse("+kubebuilder:validation:Minimun=1", Target::Field);
    assert!(
        d[0].notes.iter().any(|n| n.contains("Minimum")),
        "{:?}",
        d[0]
    );
}

#[test]
fn foreign_markers_are_ignored_and_near_misses_warn() {
    for m in [
        "+k8s:deepcopy-gen=package",
        "+protobuf=true",
        "+patchStrategy=merge",
        "+k8s:openapi-gen=true",
    ] {
        let (marker, d) = parse(m, Target::Type);
        assert!(marker.is_none() && d.is_empty(), "{m}: {d:?}");
    }
    let (m, d) = parse("+optinal", Target::Field);
    assert!(m.is_none());
    assert_eq!(d.len(), 1);
    assert!(!d[0].is_error());
}

#[test]
fn wrong_target_is_an_error() {
    let (m, d) = parse("+kubebuilder:subresource:status", Target::Field);
    assert!(m.is_none());
    assert!(
        d[0].message.contains("does not apply to a field"),
        "{}",
        d[0].message
    );
    let (_, d) = parse("+groupName=x.io", Target::Type);
    assert!(d[0].is_error());
}

#[test]
fn parse_value_guesses_types() {
    assert_eq!(
        parse_value("{a,b}"),
        Ok(Value::List(vec![
            Value::String("a".into()),
            Value::String("b".into())
        ]))
    );
    assert_eq!(parse_value("-3"), Ok(Value::Int(-3)));
    assert_eq!(parse_value("0.5"), Ok(Value::Float(0.5)));
    assert_eq!(parse_value("\"1\""), Ok(Value::String("1".into())));
    assert!(parse_value("\"open").is_err());
}

#[test]
fn never_panics_and_spans_stay_inside() {
    let alphabet: Vec<char> = "+:=,;{}\"`\\ ab1.-é".chars().collect();
    let names = [
        "+kubebuilder:validation:Minimum",
        "+kubebuilder:printcolumn:",
        "+kubebuilder:default=",
        "+listType",
        "+genclient:method=",
    ];
    let mut seed: u64 = 0x9e3779b97f4a7c15;
    for _ in 0..4000 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let mut s = names[(seed % names.len() as u64) as usize].to_string();
        let n = (seed >> 8) % 12;
        for i in 0..n {
            s.push(alphabet[((seed >> (i * 5)) % alphabet.len() as u64) as usize]);
        }
        let span = Span::new(0, 10, 10 + s.len());
        for target in [Target::Field, Target::Type, Target::Package] {
            let (_, diags) = parse_marker(&s, span, target);
            for d in diags {
                let sp = d.span.expect("marker diagnostics have spans");
                assert!(
                    sp.start >= span.start && sp.end <= span.end && sp.start <= sp.end,
                    "{s}: {sp:?}"
                );
            }
        }
    }
}

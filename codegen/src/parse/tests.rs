use std::path::PathBuf;

use super::*;
use crate::markers::Number;
use crate::model::TypeRef;

fn parse_tree(files: &[(&str, &str)]) -> (Api, SourceMap, Diagnostics, tempfile::TempDir) {
    parse_files(files, &[""])
}

/// Writes `files` below a temporary directory and parses `inputs` (relative to it).
pub(crate) fn parse_files(
    files: &[(&str, &str)],
    inputs: &[&str],
) -> (Api, SourceMap, Diagnostics, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("tempdir");
    for (name, text) in files {
        let p = dir.path().join(name);
        std::fs::create_dir_all(p.parent().expect("parent")).expect("mkdir");
        std::fs::write(p, text).expect("write");
    }
    let mut sources = SourceMap::new();
    let mut diags = Diagnostics::new();
    let inputs: Vec<PathBuf> = inputs.iter().map(|i| dir.path().join(i)).collect();
    let api = parse_paths(&inputs, &mut sources, &mut diags);
    (api, sources, diags, dir)
}

fn ty<'a>(api: &'a Api, name: &str) -> &'a TypeDef {
    api.packages
        .iter()
        .flat_map(|p| &p.types)
        .find(|t| t.name == name)
        .expect("type")
}

fn fields(t: &TypeDef) -> &[Field] {
    match &t.kind {
        TypeKind::Struct(f) => f,
        other => panic!("not a struct: {other:?}"),
    }
}

#[test]
fn packages_group_files_by_module() {
    let (api, _, diags, _d) = parse_tree(&[
        (
            "v1.rs",
            "//! +groupName=a.example.com\npub struct A { pub x: i32 }\n",
        ),
        (
            "v2/mod.rs",
            "//! +groupName=a.example.com\n//! +versionName=v2beta1\nmod types;\n",
        ),
        ("v2/types.rs", "pub struct B { pub y: String }\n"),
        ("common.rs", "pub struct C;\n"),
    ]);
    assert!(!diags.has_errors(), "{:?}", diags.items());
    let mods: Vec<(&str, Option<&str>, &str, usize)> = api
        .packages
        .iter()
        .map(|p| {
            (
                api.modules[p.module_id].name.as_str(),
                p.group.as_deref(),
                p.version.as_str(),
                p.types.len(),
            )
        })
        .collect();
    assert_eq!(
        mods,
        vec![
            ("common", None, "common", 1),
            ("v1", Some("a.example.com"), "v1", 1),
            ("v2", Some("a.example.com"), "v2beta1", 1)
        ]
    );
}

#[test]
fn docs_and_markers_are_separated_with_exact_spans() {
    let src = "//! +groupName=a.io\n/// Widget is a thing.\n///\n/// More text.  \n/// +kubebuilder:object:root=true\n/// ---\n/// hidden\npub struct Widget {\n    /// Size in bytes.\n    /// +kubebuilder:validation:Minimum=1\n    pub size: i64,\n}\n";
    let (api, sources, diags, _d) = parse_tree(&[("v1.rs", src)]);
    assert!(diags.items().is_empty(), "{:?}", diags.items());
    let w = ty(&api, "Widget");
    assert_eq!(w.doc, "Widget is a thing.\n\nMore text.");
    assert_eq!(w.markers.len(), 1);
    let f = &fields(w)[0];
    assert_eq!(f.doc, "Size in bytes.");
    let m = &f.markers[0];
    assert_eq!(m.name, "kubebuilder:validation:Minimum");
    assert_eq!(
        &sources.text(m.span.file)[m.span.start..m.span.end],
        "+kubebuilder:validation:Minimum=1"
    );
    assert_eq!(sources.line_col(m.span.file, m.span.start), (10, 9));
    assert_eq!(sources.line_col(f.span.file, f.span.start), (11, 9));
}

#[test]
fn plain_comment_markers_warn_and_bad_markers_error() {
    // The scaffold's insertion point is a plain comment too, but no unread marker.
    let src = "//! +groupName=a.io\npub struct W {\n    // +optional\n    /// +kubebuilder:validaton:Minimum=1\n    pub x: i32,\n}\n// +kubebuilder:scaffold:kinds\n";
    let (_, sources, diags, _d) = parse_tree(&[("v1.rs", src)]);
    let items = diags.items();
    assert_eq!(items.iter().filter(|d| !d.is_error()).count(), 1);
    let warn = items.iter().find(|d| !d.is_error()).expect("warning");
    assert_eq!(warn.message, "marker in a plain comment is ignored");
    let s = warn.span.expect("span");
    assert_eq!(sources.line_col(s.file, s.start), (3, 5));
    let err = items.iter().find(|d| d.is_error()).expect("error");
    assert!(
        err.message
            .contains("unknown marker `+kubebuilder:validaton:Minimum`"),
        "{}",
        err.message
    );
}

#[test]
fn serde_attributes_shape_json_names() {
    let src = r#"
#[serde(rename_all = "camelCase", default)]
pub struct S {
    pub max_size: i32,
    #[serde(rename = "URL")]
    pub url: String,
    #[serde(flatten)]
    pub extra: Extra,
    #[serde(skip)]
    pub cache: i32,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub opt: Option<i32>,
    #[serde(with = "as_str", alias = "old")]
    pub r#type: i32,
}
#[serde(tag = "kind", content = "spec", rename_all = "SCREAMING_SNAKE_CASE")]
pub enum E { HttpGet, #[serde(rename = "tcp")] TcpSocket(T), #[serde(skip)] Hidden, #[serde(other)] Unknown }
"#;
    let (api, _, diags, _d) = parse_tree(&[("v1.rs", src)]);
    assert!(!diags.has_errors(), "{:?}", diags.items());
    let s = ty(&api, "S");
    assert!(s.serde.default);
    let names: Vec<&str> = fields(s).iter().map(|f| f.json_name.as_str()).collect();
    assert_eq!(names, ["maxSize", "URL", "extra", "cache", "opt", "type"]);
    let f = fields(s);
    assert!(f[2].serde.flatten && f[3].serde.skip && f[4].serde.default);
    assert_eq!(
        f[4].serde.skip_serializing_if.as_deref(),
        Some("Option::is_none")
    );
    assert_eq!(f[5].serde.with.as_deref(), Some("as_str"));
    assert_eq!(f[5].serde.aliases, ["old"]);
    let e = ty(&api, "E");
    assert_eq!(
        (e.serde.tag.as_deref(), e.serde.content.as_deref()),
        (Some("kind"), Some("spec"))
    );
    let TypeKind::Enum(vs) = &e.kind else {
        panic!("enum")
    };
    let names: Vec<&str> = vs.iter().map(|v| v.json_name.as_str()).collect();
    assert_eq!(names, ["HTTP_GET", "tcp", "HIDDEN", "UNKNOWN"]);
    assert!(vs[2].skip && vs[3].other);
}

#[test]
fn rename_all_rules_match_serde() {
    use super::serde_attrs::apply_rename_all as r;
    let f = "max_unavailable_pods";
    let expect = [
        ("lowercase", "max_unavailable_pods"),
        ("UPPERCASE", "MAX_UNAVAILABLE_PODS"),
        ("PascalCase", "MaxUnavailablePods"),
        ("camelCase", "maxUnavailablePods"),
        ("snake_case", "max_unavailable_pods"),
        ("SCREAMING_SNAKE_CASE", "MAX_UNAVAILABLE_PODS"),
        ("kebab-case", "max-unavailable-pods"),
        ("SCREAMING-KEBAB-CASE", "MAX-UNAVAILABLE-PODS"),
    ];
    for (rule, want) in expect {
        assert_eq!(r(f, Some(rule), false), want, "field {rule}");
    }
    let v = "VeryTasty";
    let expect = [
        ("lowercase", "verytasty"),
        ("UPPERCASE", "VERYTASTY"),
        ("PascalCase", "VeryTasty"),
        ("camelCase", "veryTasty"),
        ("snake_case", "very_tasty"),
        ("SCREAMING_SNAKE_CASE", "VERY_TASTY"),
        ("kebab-case", "very-tasty"),
        ("SCREAMING-KEBAB-CASE", "VERY-TASTY"),
    ];
    for (rule, want) in expect {
        assert_eq!(r(v, Some(rule), true), want, "variant {rule}");
    }
}

#[test]
fn unknown_rename_rule_is_an_error() {
    let (_, _, diags, _d) = parse_tree(&[(
        "v1.rs",
        "#[serde(rename_all = \"camelcase\")]\npub struct S { pub a: i32 }\n",
    )]);
    assert!(
        diags
            .items()
            .iter()
            .any(|d| d.is_error() && d.message.contains("unknown serde rename rule `camelcase`"))
    );
}

#[test]
fn use_items_resolve_type_paths() {
    let src = "use k8s_openapi::api::core::v1 as corev1;\nuse std::collections::{BTreeMap, btree_set::{self}};\nuse k8s_openapi::apimachinery::pkg::apis::meta::v1::{ObjectMeta, Time as T};\npub struct S { pub a: corev1::PodSpec, pub b: BTreeMap<String, Vec<T>>, pub m: ObjectMeta, pub c: Option<&'static str>, pub d: [u8; 4], pub e: fn() }\n";
    let (api, _, diags, _d) = parse_tree(&[("v1.rs", src)]);
    assert!(!diags.has_errors(), "{:?}", diags.items());
    let f = fields(ty(&api, "S"));
    let resolver = crate::resolve::Resolver::new(&api);
    let res = |t: &TypeRef| match t {
        TypeRef::Path { path, scope, .. } => match resolver.resolve(*scope, path) {
            Ok(crate::resolve::Res::External(p)) => p,
            other => format!("{other:?}"),
        },
        other => format!("{other:?}"),
    };
    assert_eq!(res(&f[0].ty), "k8s_openapi::api::core::v1::PodSpec");
    assert_eq!(res(&f[1].ty), "std::collections::BTreeMap");
    let TypeRef::Path { args, .. } = &f[1].ty else {
        panic!()
    };
    assert_eq!(res(&args[0]), "std::string::String");
    let TypeRef::Path { args: inner, .. } = &args[1] else {
        panic!()
    };
    assert_eq!(
        res(&inner[0]),
        "k8s_openapi::apimachinery::pkg::apis::meta::v1::Time"
    );
    assert_eq!(
        res(&f[2].ty),
        "k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta"
    );
    let TypeRef::Path { args, .. } = &f[3].ty else {
        panic!()
    };
    assert_eq!(res(&args[0]), "str");
    assert!(matches!(f[4].ty, TypeRef::Array(..)));
    assert!(matches!(f[5].ty, TypeRef::Unsupported(..)));
}

#[test]
fn generics_enums_aliases_and_newtypes() {
    let src = "pub struct G<T, const N: usize> { pub items: Vec<T> }\npub type A = G<i32, 1>;\npub struct N(pub String);\npub enum E { A, B(i32), C(i32, i32), D { x: i32 } }\n";
    let (api, _, _, _d) = parse_tree(&[("v1.rs", src)]);
    assert_eq!(ty(&api, "G").generics, ["T"]);
    assert!(matches!(ty(&api, "A").kind, TypeKind::Alias(_)));
    assert!(matches!(ty(&api, "N").kind, TypeKind::Newtype(_)));
    let TypeKind::Enum(v) = &ty(&api, "E").kind else {
        panic!()
    };
    assert!(matches!(v[0].fields, VariantFields::Unit));
    assert!(matches!(v[1].fields, VariantFields::Newtype(_)));
    assert!(matches!(v[2].fields, VariantFields::Tuple(_)));
    assert!(matches!(v[3].fields, VariantFields::Struct(_)));
}

#[test]
fn syntax_errors_are_located() {
    let (_, sources, diags, _d) = parse_tree(&[("v1.rs", "pub struct S {\n    pub a: i32,,\n}\n")]);
    let d = diags.items().iter().find(|d| d.is_error()).expect("error");
    assert!(d.message.starts_with("cannot parse Rust"), "{}", d.message);
    let s = d.span.expect("span");
    assert_eq!(sources.line_col(s.file, s.start).0, 2);
}

#[test]
fn missing_input_is_reported() {
    let mut sources = SourceMap::new();
    let mut diags = Diagnostics::new();
    parse_paths(
        &[PathBuf::from("/nonexistent/kube-codegen")],
        &mut sources,
        &mut diags,
    );
    assert!(
        diags.items()[0]
            .message
            .contains("no such file or directory")
    );
}

#[test]
fn kube_derive_attributes_are_read_as_written() {
    let src = r##"
#[derive(CustomResource, Clone)]
#[kube(group = "a.io", version = "v1", kind = "Foo", root = "FooCrd", namespaced)]
#[kube(status = "FooStatus", shortname = "f", shortname = "fo", category = "all")]
#[kube(printcolumn(name = "Size", type_ = "integer", json_path = ".spec.size", priority = 1))]
#[kube(printcolumn = r#"{"name":"Age","type":"date","jsonPath":".metadata.creationTimestamp"}"#)]
#[kube(scale = r#"{"specReplicasPath":".spec.size","statusReplicasPath":".status.size"}"#)]
#[kube(validation = Rule::new("self.spec.size > 0").message("positive").reason(Reason::FieldValueInvalid))]
#[kube(deprecated = "use v2", storage = false, derive = "PartialEq", annotation("a", "b"))]
pub struct FooSpec {
    #[schemars(length(min = 3, max = 8), regex(pattern = "^[a-z]+$"))]
    pub name: String,
    #[garde(range(min = -1, max = 2.5))]
    #[x_kube(validation = ("self != 0", "not zero"))]
    pub size: i32,
}
pub struct FooStatus { pub size: i32 }
"##;
    let (api, _, diags, _d) = parse_tree(&[("v1.rs", src)]);
    assert!(diags.items().is_empty(), "{:?}", diags.items());
    let t = ty(&api, "FooSpec");
    let cr = t
        .custom_resource
        .as_deref()
        .expect("read as a CustomResource");
    assert_eq!(
        (
            cr.group.as_str(),
            cr.version.as_str(),
            cr.kind.as_str(),
            cr.root.as_str()
        ),
        ("a.io", "v1", "Foo", "FooCrd")
    );
    assert!(cr.namespaced && !cr.storage && cr.served);
    assert!(matches!(&cr.status, Some(TypeRef::Path { path, .. }) if path == "FooStatus"));
    assert_eq!(cr.short_names, ["f", "fo"]);
    assert_eq!(cr.categories, ["all"]);
    let columns: Vec<_> = cr
        .print_columns
        .iter()
        .map(|c| {
            (
                c.name.as_str(),
                c.ty.name(),
                c.json_path.as_str(),
                c.priority,
            )
        })
        .collect();
    assert_eq!(
        columns,
        [
            ("Size", "integer", ".spec.size", Some(1)),
            ("Age", "date", ".metadata.creationTimestamp", None)
        ]
    );
    let scale = cr.scale.as_ref().expect("scale");
    assert_eq!(
        (scale.spec_path.as_str(), scale.status_path.as_str()),
        (".spec.size", ".status.size")
    );
    let rule = &cr.validations[0];
    assert_eq!(
        (
            rule.rule.as_str(),
            rule.message.as_deref(),
            rule.reason.as_deref()
        ),
        (
            "self.spec.size > 0",
            Some("positive"),
            Some("FieldValueInvalid")
        )
    );
    assert_eq!(cr.deprecated, Some(Some("use v2".to_string())));
    assert_eq!(cr.annotations, [("a".to_string(), "b".to_string())]);
    let f = fields(t);
    let name = f[0].schema_attrs.as_deref().expect("name's attributes");
    assert_eq!(
        (name.length_min, name.length_max),
        (Some(Number::Int(3)), Some(Number::Int(8)))
    );
    assert_eq!(
        name.pattern,
        Some(crate::model::Pattern::Literal("^[a-z]+$".into()))
    );
    let size = f[1].schema_attrs.as_deref().expect("size's attributes");
    assert_eq!(
        (size.range_min, size.range_max),
        (Some(Number::Int(-1)), Some(Number::Float(2.5)))
    );
    assert_eq!(size.validations[0].message.as_deref(), Some("not zero"));
}

#[test]
fn kube_derive_code_the_build_cannot_run_is_a_located_error() {
    for (attrs, field_attr, message, at) in [
        (
            "schema = \"manual\", ",
            "",
            "the schema is set in code at run time",
            "\"manual\"",
        ),
        (
            "",
            "#[schemars(schema_with = \"f\")]",
            "`schema_with` sets the schema in code",
            "schema_with",
        ),
        (
            "",
            "#[x_kube(validation = rules())]",
            "not one kube-codegen can read",
            "rules()",
        ),
        (
            "",
            "#[schemars(range(min = LOW))]",
            "must be a number literal",
            "LOW",
        ),
        (
            "nonsense, ",
            "",
            "unknown kube-derive attribute `nonsense`",
            "nonsense",
        ),
        (
            "printcolumn(name = \"X\", type_ = \"string\"), ",
            "",
            "printcolumn needs `name`, `type_`, `json_path`",
            "printcolumn",
        ),
    ] {
        let src = format!(
            "#[derive(CustomResource)]\n#[kube({attrs}group = \"a.io\", version = \"v1\", kind = \"Foo\")]\npub struct FooSpec {{\n    {field_attr}\n    pub x: i32,\n}}\n"
        );
        let (_, sources, diags, _d) = parse_tree(&[("v1.rs", &src)]);
        let e = diags
            .items()
            .iter()
            .find(|d| d.is_error())
            .unwrap_or_else(|| panic!("an error for {message}"));
        assert!(e.message.contains(message), "{message}: {}", e.message);
        let s = e.span.expect("located");
        assert_eq!(&sources.text(s.file)[s.start..s.end], at);
    }
    let (_, _, diags, _d) = parse_tree(&[(
        "v1.rs",
        "#[derive(CustomResource)]\n#[kube(group = \"a.io\", version = \"v1\")]\npub struct FooSpec { pub x: i32 }\n",
    )]);
    assert_eq!(diags.items()[0].message, "`#[kube(...)]` has no `kind`");
    let (api, _, diags, _d) = parse_tree(&[(
        "v1.rs",
        "#[derive(CustomResource)]\n#[kube(group = \"a.io\", version = \"v1\", kind = \"Wid<get\")]\npub struct FooSpec { pub x: i32 }\n",
    )]);
    assert_eq!(
        diags.items()[0].message,
        "`Wid<get` is not a Rust identifier"
    );
    assert!(ty(&api, "FooSpec").custom_resource.is_none());
}

#[test]
fn block_doc_comments_and_raw_variant_names() {
    let src = "/**\n * Widget is documented\n * in a block.\n * +kubebuilder:object:root=true\n */\npub struct Widget { pub x: i32 }\npub enum Kind { r#Type, Other }\n";
    let (api, _, diags, _d) = parse_tree(&[("v1.rs", src)]);
    assert!(!diags.has_errors(), "{:?}", diags.items());
    let w = ty(&api, "Widget");
    assert_eq!(w.doc, "Widget is documented\nin a block.");
    assert_eq!(w.markers.len(), 1);
    let TypeKind::Enum(v) = &ty(&api, "Kind").kind else {
        panic!("enum")
    };
    assert_eq!(
        (v[0].rust_name.as_str(), v[0].json_name.as_str()),
        ("Type", "Type")
    );
}

#[test]
fn packages_know_their_rust_path_below_the_input() {
    let (api, _, diags, dir) = parse_tree(&[
        (
            "webapp/v1/mod.rs",
            "//! +groupName=w.example.com\nmod types;\n",
        ),
        ("webapp/v1/types.rs", "pub struct A { pub x: i32 }\n"),
        (
            "webapp/v2.rs",
            "//! +groupName=w.example.com\npub struct B {}\n",
        ),
        (
            "infra/v1alpha1.rs",
            "//! +groupName=i.example.com\npub struct C {}\n",
        ),
    ]);
    assert!(!diags.has_errors(), "{:?}", diags.items());
    let mut paths: Vec<String> = api
        .packages
        .iter()
        .map(|p| p.rust_path.join("::"))
        .collect();
    paths.sort();
    assert_eq!(paths, ["infra::v1alpha1", "webapp::v1", "webapp::v2"]);

    // An input that is the module's own file or directory.
    let mut sources = SourceMap::new();
    let mut diags = Diagnostics::new();
    let file = parse_paths(&[dir.path().join("webapp/v2.rs")], &mut sources, &mut diags);
    assert_eq!(file.packages[0].rust_path, ["v2"]);
    let own_dir = parse_paths(&[dir.path().join("webapp/v1")], &mut sources, &mut diags);
    assert!(own_dir.packages[0].rust_path.is_empty());
}

#[test]
fn group_name_on_the_group_module_as_in_go_layouts() {
    for version_file in ["v1alpha1.rs", "v1alpha1/mod.rs"] {
        let (api, _, diags, _d) = parse_tree(&[
            (
                "apis/samplecontroller/mod.rs",
                "//! +groupName=samplecontroller.k8s.io\n//! +groupGoName=Samples\npub mod v1alpha1;\n",
            ),
            (
                &format!("apis/samplecontroller/{version_file}"),
                "pub struct Foo { pub x: i32 }\n",
            ),
            ("apis/samplecontroller/shared.rs", "pub struct Common;\n"),
        ]);
        assert!(!diags.has_errors(), "{:?}", diags.items());
        let pkgs: Vec<(String, Option<&str>, &str, usize)> = api
            .packages
            .iter()
            .map(|p| {
                (
                    p.rust_path.join("::"),
                    p.group.as_deref(),
                    p.version.as_str(),
                    p.types.len(),
                )
            })
            .collect();
        assert_eq!(
            pkgs,
            vec![
                // The group module itself: its markers, no group-version of its own.
                (
                    "apis::samplecontroller".to_string(),
                    None,
                    "samplecontroller",
                    0
                ),
                (
                    "apis::samplecontroller::shared".to_string(),
                    None,
                    "shared",
                    1
                ),
                (
                    "apis::samplecontroller::v1alpha1".to_string(),
                    Some("samplecontroller.k8s.io"),
                    "v1alpha1",
                    1
                ),
            ],
            "{version_file}"
        );
        // The version takes the group's naming markers (for its client accessors).
        let names: Vec<&str> = api.packages[2].markers.iter().map(|m| m.name).collect();
        assert_eq!(names, ["groupName", "groupGoName"], "{version_file}");
    }
}

#[test]
fn a_mod_item_without_its_file_is_located() {
    let (_, sources, diags, _d) = parse_tree(&[(
        "v1.rs",
        "mod missing;\n#[cfg(test)]\nmod tests;\npub struct A;\n",
    )]);
    let rendered = sources.render(diags.items(), false);
    assert!(
        rendered.contains("error: file not found for module `missing`"),
        "{rendered}"
    );
    assert!(rendered.contains("v1.rs:1:5"), "{rendered}");
    assert!(!rendered.contains("`tests`"), "{rendered}");
}

#[test]
fn doc_text_read_from_the_source_equals_the_literal() {
    // `///` comments are read from the source; `#[doc]` and `/** */` from their literal.
    let src = "/// A \"quoted\" \\n backslash, a tab\there, é.\r\n/// Second line.   \r\n#[doc = \" From \\\"an\\\" attribute.\"]\r\n/** Block\n * line */\r\npub struct Thing { pub x: i32 }\r\n";
    let (api, _, diags, _d) = parse_tree(&[("v1.rs", src)]);
    assert!(diags.items().is_empty(), "{:?}", diags.items());
    assert_eq!(
        ty(&api, "Thing").doc,
        "A \"quoted\" \\n backslash, a tab\there, é.\nSecond line.\nFrom \"an\" attribute.\nBlock\nline"
    );
}

//! End-to-end tests of CRD assembly from Rust source.

use crate::diag::Diagnostic;

fn generate(files: &[(&str, &str)]) -> Result<Vec<(String, serde_json::Value)>, Vec<Diagnostic>> {
    let dir = tempfile::tempdir().expect("tempdir");
    for (name, text) in files {
        let p = dir.path().join(name);
        std::fs::create_dir_all(p.parent().expect("parent")).expect("mkdir");
        std::fs::write(p, text).expect("write");
    }
    let out = crate::Config::new()
        .input(dir.path())
        .crd_options(super::CrdOptions::default().omit_version_annotation(true))
        .generate()
        .map_err(|e| e.diagnostics().to_vec())?;
    Ok(out
        .files()
        .iter()
        .map(|(k, v)| {
            let body = v.strip_prefix("---\n").unwrap_or(v);
            (
                k.display().to_string(),
                serde_norway::from_str(body).expect("our YAML parses"),
            )
        })
        .collect())
}

const PRELUDE: &str = "use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\n";

fn kind(version: &str, markers: &str) -> String {
    format!(
        "//! +groupName=ex.io\n{PRELUDE}/// Widget does things.\n/// +kubebuilder:object:root=true\n{markers}pub struct Widget {{\n    pub metadata: ObjectMeta,\n    /// The spec.\n    pub spec: Option<WidgetSpec>,\n}}\n/// Spec of a widget ({version}).\npub struct WidgetSpec {{\n    pub size: i32,\n}}\n"
    )
}

#[test]
fn single_version_is_storage_with_default_names() {
    let out = generate(&[("v1.rs", &kind("v1", ""))]).expect("generates");
    assert_eq!(out.len(), 1);
    let (file, crd) = &out[0];
    assert_eq!(file, "ex.io_widgets.yaml");
    assert_eq!(crd["metadata"]["name"], "widgets.ex.io");
    assert_eq!(
        crd["spec"]["names"],
        serde_json::json!({"kind": "Widget", "listKind": "WidgetList", "plural": "widgets", "singular": "widget"})
    );
    assert_eq!(crd["spec"]["scope"], "Namespaced");
    let v = &crd["spec"]["versions"][0];
    assert_eq!(
        (
            v["name"].as_str(),
            v["served"].as_bool(),
            v["storage"].as_bool()
        ),
        (Some("v1"), Some(true), Some(true))
    );
    let root = &v["schema"]["openAPIV3Schema"];
    assert_eq!(root["description"], "Widget does things.");
    assert_eq!(
        root["properties"]["metadata"],
        serde_json::json!({"type": "object"})
    );
    assert_eq!(root["properties"]["spec"]["description"], "The spec.");
    assert_eq!(
        root["properties"]["spec"]["required"],
        serde_json::json!(["size"])
    );
    assert_eq!(
        root["properties"]["spec"]["properties"]["size"],
        serde_json::json!({"type": "integer", "format": "int32"})
    );
    assert!(root.get("required").is_none(), "spec is optional: {root}");
}

#[test]
fn kind_markers_set_names_scope_subresources_and_columns() {
    let markers = "/// +kubebuilder:resource:path=gizmos,shortName=gz;giz,categories=all,scope=Cluster,singular=gizmo\n/// +kubebuilder:subresource:status\n/// +kubebuilder:subresource:scale:specpath=.spec.size,statuspath=.status.size,selectorpath=.status.selector\n/// +kubebuilder:printcolumn:name=\"Size\",type=integer,JSONPath=`.spec.size`,priority=1,description=\"the size\"\n/// +kubebuilder:selectablefield:JSONPath=`.spec.size`\n/// +kubebuilder:metadata:annotations=\"a=b\",labels=\"team=x\"\n";
    let out = generate(&[("v1.rs", &kind("v1", markers))]).expect("generates");
    let crd = &out[0].1;
    assert_eq!(out[0].0, "ex.io_gizmos.yaml");
    assert_eq!(
        crd["spec"]["names"]["shortNames"],
        serde_json::json!(["gz", "giz"])
    );
    assert_eq!(
        crd["spec"]["names"]["categories"],
        serde_json::json!(["all"])
    );
    assert_eq!(crd["spec"]["names"]["singular"], "gizmo");
    assert_eq!(crd["spec"]["scope"], "Cluster");
    assert_eq!(
        crd["metadata"]["annotations"],
        serde_json::json!({"a": "b"})
    );
    assert_eq!(crd["metadata"]["labels"], serde_json::json!({"team": "x"}));
    let v = &crd["spec"]["versions"][0];
    assert_eq!(v["subresources"]["status"], serde_json::json!({}));
    assert_eq!(
        v["subresources"]["scale"],
        serde_json::json!({"specReplicasPath": ".spec.size", "statusReplicasPath": ".status.size", "labelSelectorPath": ".status.selector"})
    );
    assert_eq!(
        v["additionalPrinterColumns"],
        serde_json::json!([{"name": "Size", "type": "integer", "jsonPath": ".spec.size", "priority": 1, "description": "the size"}])
    );
    assert_eq!(
        v["selectableFields"],
        serde_json::json!([{"jsonPath": ".spec.size"}])
    );
}

#[test]
fn versions_merge_sorted_with_one_storage_version() {
    let out = generate(&[
        ("v2.rs", &kind("v2", "")),
        ("v1.rs", &kind("v1", "/// +kubebuilder:storageversion\n")),
        ("v1beta1.rs", &kind("v1beta1", "/// +kubebuilder:unservedversion\n/// +kubebuilder:deprecatedversion:warning=\"old\"\n")),
    ])
    .expect("generates");
    let versions = &out[0].1["spec"]["versions"];
    let summary: Vec<(String, bool, bool)> = versions
        .as_array()
        .expect("versions")
        .iter()
        .map(|v| {
            (
                v["name"].as_str().unwrap_or("").to_string(),
                v["served"] == true,
                v["storage"] == true,
            )
        })
        .collect();
    assert_eq!(
        summary,
        [
            ("v1".into(), true, true),
            ("v1beta1".into(), false, false),
            ("v2".into(), true, false)
        ]
    );
    assert_eq!(versions[1]["deprecated"], true);
    assert_eq!(versions[1]["deprecationWarning"], "old");
}

#[test]
fn storage_version_errors() {
    let err = generate(&[("v1.rs", &kind("v1", "")), ("v2.rs", &kind("v2", ""))])
        .expect_err("needs a storage version");
    assert!(
        err.iter().any(|d| d
            .message
            .contains("none is marked `+kubebuilder:storageversion`")),
        "{err:?}"
    );
    let s = "/// +kubebuilder:storageversion\n";
    let err = generate(&[("v1.rs", &kind("v1", s)), ("v2.rs", &kind("v2", s))])
        .expect_err("two storage versions");
    assert!(
        err.iter().any(|d| d
            .message
            .contains("2 versions marked `+kubebuilder:storageversion`")),
        "{err:?}"
    );
}

#[test]
fn root_without_metadata_and_bad_names_are_errors() {
    let src = "//! +groupName=Bad_Group\n/// +kubebuilder:object:root=true\npub struct Thing { pub spec: i32 }\n";
    let err = generate(&[("v1.rs", src)]).expect_err("errors");
    assert!(
        err.iter()
            .any(|d| d.message.contains("has no `metadata` field")),
        "{err:?}"
    );
    assert!(
        err.iter()
            .any(|d| d.message.contains("invalid API group `Bad_Group`")),
        "{err:?}"
    );
    let err = generate(&[("version1.rs", &kind("x", ""))]).expect_err("bad version");
    assert!(
        err.iter()
            .any(|d| d.message.contains("invalid API version `version1`")),
        "{err:?}"
    );
}

#[test]
fn list_types_are_not_kinds() {
    let src = format!(
        "{}/// +kubebuilder:object:root=true\npub struct WidgetList {{ pub items: Vec<Widget> }}\n",
        kind("v1", "")
    );
    let out = generate(&[("v1.rs", &src)]).expect("generates");
    assert_eq!(out.len(), 1);
}

#[test]
fn max_desc_len_truncates_like_controller_gen() {
    let src = kind("v1", "").replace(
        "/// Widget does things.",
        "/// Widget does things. It has a second sentence.",
    );
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("v1.rs"), src).expect("write");
    let root = |max: usize| {
        let out = crate::Config::new()
            .input(dir.path())
            .crd_options(
                super::CrdOptions::default()
                    .max_desc_len(max)
                    .omit_version_annotation(true),
            )
            .generate()
            .expect("generates");
        root_schema(&out)
    };
    // Cut at the last sentence end within the limit, else at the last space plus "...".
    assert_eq!(root(30)["description"], "Widget does things.");
    assert_eq!(root(12)["description"], "Widget does...");
    assert_eq!(
        root(1000)["description"],
        "Widget does things. It has a second sentence."
    );
    let none = root(0);
    assert!(
        none.get("description").is_none()
            && none["properties"]["spec"].get("description").is_none(),
        "{none}"
    );
}

#[test]
fn foreign_types_map_or_take_their_type_from_a_marker() {
    let src = format!(
        "{}{}",
        kind("v1", "").replace("pub size: i32,", "pub size: i32,\n    pub url: url::Url,\n    pub id: uuid::Uuid,\n    pub day: chrono::NaiveDate,\n    /// +kubebuilder:validation:Type=string\n    /// +kubebuilder:validation:MaxLength=8\n    pub code: other::Code,\n    /// +kubebuilder:validation:Type=integer\n    #[serde(with = \"as_int\")]\n    pub level: Level,"),
        "pub struct Level;\n"
    );
    let out = generate(&[("v1.rs", &src)]).expect("generates");
    let spec = &out[0].1["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]
        ["properties"];
    assert_eq!(spec["url"], serde_json::json!({"type": "string"}));
    assert_eq!(spec["id"], serde_json::json!({"type": "string"}));
    assert_eq!(
        spec["day"],
        serde_json::json!({"type": "string", "format": "date"})
    );
    assert_eq!(
        spec["code"],
        serde_json::json!({"type": "string", "maxLength": 8})
    );
    assert_eq!(spec["level"], serde_json::json!({"type": "integer"}));

    let bad = kind("v1", "").replace("pub size: i32,", "pub size: other::Thing,");
    let err = generate(&[("v1.rs", &bad)]).expect_err("unknown type");
    assert!(
        err.iter().any(|d| d.message
            == "no schema is known for type `other::Thing`, which is outside the API modules"),
        "{err:?}"
    );
}

#[test]
fn explicit_type_meta_fields_are_not_required() {
    let with_fields = kind("v1", "").replace(
        "pub metadata: ObjectMeta,",
        "pub api_version: String,\n    pub kind: String,\n    #[serde(flatten)]\n    pub types: kube::core::TypeMeta,\n    pub metadata: ObjectMeta,",
    );
    let with_fields = with_fields.replace(
        "pub struct Widget {",
        "#[serde(rename_all = \"camelCase\")]\npub struct Widget {",
    );
    let plain = generate(&[("v1.rs", &kind("v1", ""))]).expect("generates");
    let explicit = generate(&[("v1.rs", &with_fields)]).expect("generates");
    assert_eq!(
        plain[0].1, explicit[0].1,
        "declaring TypeMeta fields changes nothing"
    );
}

#[test]
fn two_kinds_with_one_resource_name_are_an_error() {
    let gizmo = kind("v1", "/// +kubebuilder:resource:path=widgets\n").replace("Widget", "Gizmo");
    let err = generate(&[(
        "v1.rs",
        &format!(
            "{}{}",
            kind("v1", ""),
            gizmo
                .replace("//! +groupName=ex.io\n", "")
                .replace(PRELUDE, "")
        ),
    )])
    .expect_err("same CRD name");
    let d = err
        .iter()
        .find(|d| d.message == "two Kinds produce the CRD `widgets.ex.io`")
        .expect("duplicate error");
    assert!(
        d.notes.iter().any(
            |n| n.contains("the other one is `Gizmo` of module `crate::v1`")
                || n.contains("the other one is `Widget` of module `crate::v1`")
        ),
        "{d:?}"
    );
}

#[test]
fn generic_instances_are_not_recursion_but_real_cycles_are() {
    let nested = kind("v1", "").replace(
        "pub size: i32,",
        "pub size: i32,\n    pub outer: Pair<Pair<i32>>,",
    ) + "pub struct Pair<T> {\n    pub left: T,\n    pub right: Option<T>,\n}\n";
    let out = generate(&[("v1.rs", &nested)]).expect("Pair<Pair<i32>> is finite");
    let outer = &out[0].1["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]
        ["properties"]["outer"];
    assert_eq!(
        outer["properties"]["left"]["properties"]["left"],
        serde_json::json!({"type": "integer", "format": "int32"})
    );

    let cyclic = kind("v1", "")
        .replace("pub size: i32,", "pub size: i32,\n    pub tree: Node<i32>,")
        + "pub struct Node<T> {\n    pub value: T,\n    pub children: Vec<Node<T>>,\n}\n";
    let err = generate(&[("v1.rs", &cyclic)]).expect_err("Node<T> holds Node<T>");
    assert!(
        err.iter()
            .any(|d| d.message == "recursive type: Node.children -> Node"),
        "{err:?}"
    );

    let growing = kind("v1", "").replace("pub size: i32,", "pub size: i32,\n    pub g: Grow<i32>,")
        + "pub struct Grow<T> {\n    pub next: Option<Box<Grow<Vec<T>>>>,\n    pub value: T,\n}\n";
    let err = generate(&[("v1.rs", &growing)]).expect_err("Grow<T> holds Grow<Vec<T>>");
    assert!(
        err.iter()
            .any(|d| d.message.starts_with("types nest more than 64 levels deep")),
        "{err:?}"
    );
}

/// What kube-derive writes into a CRD the API server refuses, or decides at run time, is an
/// error at build time, pointed at the source.
#[test]
fn kube_derive_kinds_the_server_would_refuse_are_located_errors() {
    let cases = [
        (
            "selectable = \"spec.size\"",
            "pub size: i32,",
            "",
            "invalid JSON path `spec.size`",
        ),
        (
            "",
            "#[serde(default = \"three\")]\n    pub size: i32,",
            "",
            "`size`'s default is computed by `three` at run time",
        ),
        (
            "",
            "pub mode: Mode,",
            "#[derive(Serialize, JsonSchema)]\n#[serde(tag = \"type\")]\npub enum Mode { A { x: i32 }, B { y: String } }\n",
            "`Mode`: an internally or adjacently tagged enum in a kube-derive Kind",
        ),
        (
            "",
            "pub payload: bytes::Bytes,",
            "",
            "`bytes::Bytes` in a kube-derive Kind: its schema comes from its own `JsonSchema` impl",
        ),
        (
            "scale(spec_replicas_path = \".spec.size\", status_replicas_path = \".status.size\")",
            "pub size: i32,",
            "",
            "`scale` without `status`",
        ),
        (
            "",
            "pub d: Dur,",
            "pub struct Dur(u64);\nimpl JsonSchema for Dur {\n    fn schema_name() -> Cow<'static, str> { \"Dur\".into() }\n    fn json_schema(g: &mut SchemaGenerator) -> Schema { u64::json_schema(g) }\n}\n",
            "`Dur`'s hand-written `JsonSchema` impl computes its schema",
        ),
        (
            "",
            "pub p: Plain,",
            "pub struct Plain { pub x: i32 }\n",
            "`Plain` has no `JsonSchema` impl in the inputs",
        ),
        (
            "",
            "#[validate(regex(path = *NOPE))]\n    pub name: String,",
            "",
            "`NOPE`: no `const` or `static` string of that name in the inputs",
        ),
        (
            "",
            "#[validate(regex(path = \"BUILT\"))]\n    pub name: String,",
            "static BUILT: std::sync::LazyLock<regex::Regex> =\n    std::sync::LazyLock::new(|| regex::Regex::new(&format!(\"^{}$\", \"a\")).unwrap());\n",
            "`BUILT`: no `const` or `static` string of that name in the inputs",
        ),
        (
            "",
            "#[serde(default)]\n    pub limits: Limits,",
            "#[derive(Serialize, Deserialize, JsonSchema)]\npub struct Limits { pub parts: i32 }\nimpl Default for Limits {\n    fn default() -> Self { Limits { parts: 3 } }\n}\n",
            "`limits`'s default is its type's `Default` value, which kube-codegen cannot compute: `Limits` does not derive `Default`",
        ),
        (
            "",
            "#[schemars(transform = add_title)]\n    pub size: i32,",
            "",
            "`transform` sets the schema in code",
        ),
        (
            "",
            "#[schemars(rename = \"y\")]\n    pub size: i32,",
            "",
            "`#[schemars(rename)]` changes the schema but not the JSON",
        ),
        (
            "",
            "#[schemars(example = make())]\n    pub size: i32,",
            "",
            "reads an `example` that is a literal value",
        ),
        (
            "",
            "pub m: Mode,",
            "#[derive(JsonSchema)]\npub enum Mode {\n    #[serde(with = \"as_text\")]\n    A(u32),\n    B(String),\n}\n",
            "`Mode::A`: `#[serde(with)]` gives the variant another JSON shape",
        ),
        (
            "",
            "pub w: Wire,",
            "#[derive(JsonSchema)]\n#[serde(from = \"String\")]\npub struct Wire { pub x: i32 }\n",
            "`Wire`: `from`, `try_from` and `into` give it another type's JSON shape",
        ),
        (
            "",
            "pub t: Target,",
            "#[derive(JsonSchema)]\n#[serde(untagged)]\npub enum Target { A { port: u16 }, B { port: String } }\n",
            "`Target::B`: the variants of an untagged enum give `port` different schemas",
        ),
        (
            "",
            "pub t: Target,",
            "#[derive(JsonSchema)]\n#[serde(untagged)]\npub enum Target { A { port: u16 }, Nothing }\n",
            "`Target::Nothing`: a variant of an untagged enum whose JSON is no object",
        ),
        (
            "",
            "#[serde(flatten)]\n    pub r: Rule,\n    #[serde(flatten)]\n    pub s: Rule,",
            "#[derive(JsonSchema)]\npub enum Rule { Prefix(String), Exact(String) }\n",
            "`s`: a second flattened enum",
        ),
        (
            "",
            "#[serde(flatten)]\n    pub r: Rule,\n    #[serde(rename = \"Prefix\")]\n    pub prefix: i32,",
            "#[derive(JsonSchema)]\npub enum Rule { Prefix(String), Exact(String) }\n",
            "`FooSpec`: `Prefix` has one schema among its fields and another in a flattened enum's `oneOf`",
        ),
        (
            "",
            "pub host: String,\n    #[serde(flatten)]\n    pub t: Option<Target>,",
            "#[derive(JsonSchema)]\n#[serde(untagged)]\npub enum Target {\n    A { port: u16 },\n    /// By name.\n    B(Named),\n}\n#[derive(JsonSchema)]\npub struct Named { pub host: String }\n",
            "`FooSpec`: `host` is among its fields and the only field of a documented variant of a flattened enum's `anyOf`",
        ),
        (
            "",
            "pub size: i32,\n    #[serde(flatten)]\n    pub rest: std::collections::BTreeMap<String, String>,",
            "",
            "`FooSpec`: a flattened map of typed values beside properties",
        ),
        (
            "",
            "#[serde(flatten)]\n    pub name: String,",
            "",
            "`name`: a flattened field whose JSON is no object",
        ),
        (
            "no_spec",
            "pub status: i32,",
            "",
            "`status`: `no_spec` puts the field at the root of the object",
        ),
        (
            "",
            "#[x_kube(merge_strategy = strategy())]\n    pub hosts: Vec<String>,",
            "",
            "kube-codegen reads a `merge_strategy` written as",
        ),
    ];
    for (attr, field, extra, message) in cases {
        let src = format!(
            "#[derive(CustomResource, JsonSchema)]\n#[kube(group = \"a.io\", version = \"v1\", kind = \"Foo\", {attr})]\npub struct FooSpec {{\n    {field}\n}}\n{extra}"
        );
        let errors = generate(&[("v1.rs", &src)]).expect_err(message);
        assert!(
            errors
                .iter()
                .any(|d| d.message.contains(message) && d.span.is_some()),
            "{message}: {errors:?}"
        );
    }
}

#[test]
fn kube_derive_versions_merge_with_one_storage_version() {
    let version = |v: &str, storage: &str| {
        format!(
            "#[derive(CustomResource, JsonSchema)]\n#[kube(group = \"a.io\", version = \"{v}\", kind = \"Foo\"{storage})]\npub struct FooSpec {{ pub size: i32 }}\n"
        )
    };
    let crds = generate(&[
        ("v1.rs", &version("v1", ", storage = false")),
        ("v2.rs", &version("v2", "")),
    ])
    .expect("generates");
    assert_eq!(crds.len(), 1);
    let versions = &crds[0].1["spec"]["versions"];
    assert_eq!(versions[0]["name"], "v1");
    assert_eq!(versions[0]["storage"], false);
    assert_eq!(versions[1]["storage"], true);
    let errors = generate(&[("v1.rs", &version("v1", "")), ("v2.rs", &version("v2", ""))])
        .expect_err("two storage versions");
    assert!(
        errors[0].message.contains("has 2 storage versions"),
        "{errors:?}"
    );
}

/// A kube-derive Kind gets its CRD and a client; of its impls only the runtime's `Kind`,
/// as kube-derive writes `kube::Resource` and the rest.
#[test]
fn kube_derive_kinds_get_a_crd_and_a_client() {
    let dir = tempfile::tempdir().expect("tempdir");
    let src = "#[derive(CustomResource, JsonSchema)]\n#[kube(group = \"kube.rs\", version = \"v1\", kind = \"Foo\", root = \"FooCrd\")]\npub struct FooSpec { pub size: i32 }\n";
    std::fs::write(dir.path().join("v1.rs"), src).expect("write");
    let out = crate::Config::new()
        .input(dir.path())
        .clients("crate::api")
        .generate()
        .expect("generates");
    assert!(out.files().keys().any(|f| f.ends_with("kube.rs_foos.yaml")));
    let clients = &out.files()[std::path::Path::new("clientset.rs")];
    assert!(
        clients.contains("pub mod kube_rs {"),
        "`kube` is taken: the group's module is `kube_rs`"
    );
    assert!(clients.contains("impl rt::Kind for api::FooCrd"));
    assert!(clients.contains("pub fn foos(&self) -> FooCrdClient"));
    let fake = &clients[clients
        .find("ResourceInfo::cluster(")
        .expect("the fake's resource, cluster-scoped as kube-derive's default")..];
    let args: String = fake.chars().take_while(|c| *c != ')').collect();
    let args = args.split_whitespace().collect::<String>();
    assert!(
        args.trim_end_matches(',')
            .ends_with("(\"kube.rs\",\"v1\",\"Foo\",\"foos\"")
    );
    assert!(!clients.contains("impl kube::Resource for"));
    assert!(!clients.contains("CustomResourceExt for"));
}

#[test]
fn generate_embedded_object_meta_keeps_a_templates_labels() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(
        dir.path().join("v1.rs"),
        "//! +groupName=ex.io\nuse k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\n\
         /// +kubebuilder:object:root=true\npub struct Runner { pub metadata: ObjectMeta, pub spec: Spec }\n\
         pub struct Spec {\n    pub template: k8s_openapi::api::batch::v1::JobTemplateSpec,\n    \
         /// own is a template's metadata of the user's own type.\n    pub own: ObjectMeta,\n}\n",
    )
    .expect("write");
    let schema = |on: bool| {
        let out = crate::Config::new()
            .input(dir.path())
            .crd_options(super::CrdOptions::default().generate_embedded_object_meta(on))
            .generate()
            .expect("generates");
        root_schema(&out)
    };
    let (off, on) = (schema(false), schema(true));
    let spec = |s: &serde_json::Value| s["properties"]["spec"]["properties"].clone();
    for field in ["own", "template"] {
        let meta = |s: &serde_json::Value| match field {
            "own" => spec(s)["own"].clone(),
            _ => spec(s)["template"]["properties"]["metadata"].clone(),
        };
        assert!(
            meta(&off).get("properties").is_none(),
            "{field}: {}",
            meta(&off)
        );
        assert_eq!(
            meta(&on)["properties"]["labels"]["type"],
            "object",
            "{field}"
        );
        assert_eq!(
            meta(&on)["properties"]["finalizers"]["type"],
            "array",
            "{field}"
        );
    }
    assert_eq!(
        spec(&on)["own"]["description"],
        "own is a template's metadata of the user's own type."
    );
    // The root's own metadata stays an object, as controller-gen keeps it.
    assert_eq!(
        on["properties"]["metadata"],
        serde_json::json!({"type": "object"})
    );
}

/// The `openAPIV3Schema` of the first version of the run's first CRD.
fn root_schema(out: &crate::Output) -> serde_json::Value {
    let text = out.files().values().next().cloned().unwrap_or_default();
    let crd: serde_json::Value =
        serde_norway::from_str(text.strip_prefix("---\n").unwrap_or(&text)).expect("yaml");
    crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"].clone()
}

#[test]
fn a_json_name_declared_twice_warns_at_both_fields_and_merges_as_controller_gen() {
    let dir = tempfile::tempdir().expect("tempdir");
    let src = "//! +groupName=c.example.com\n\
        use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\n\
        /// +kubebuilder:object:root=true\n\
        pub struct Thing { pub metadata: ObjectMeta, pub spec: Spec }\n\
        pub struct Inner {\n    /// inner a\n    /// +kubebuilder:validation:MaxLength=3\n    pub a: String,\n}\n\
        pub struct Spec {\n    /// direct a\n    /// +kubebuilder:validation:MinLength=1\n    pub a: String,\n    #[serde(flatten)]\n    pub inner: Inner,\n}\n";
    std::fs::write(dir.path().join("v1.rs"), src).expect("write");
    let out = crate::Config::new()
        .input(dir.path())
        .generate()
        .expect("generates");
    let warnings: Vec<(usize, &str)> = out
        .warnings()
        .diagnostics()
        .iter()
        .filter(|d| d.message.contains("JSON name `a` is declared twice"))
        .map(|d| (d.span.map_or(0, |s| s.start), d.message.as_str()))
        .collect();
    assert_eq!(warnings.len(), 2, "one at each field: {warnings:?}");
    let crd = root_schema(&out);
    let a = &crd["properties"]["spec"]["properties"]["a"];
    assert_eq!(
        a["description"], "inner a",
        "the flattened field's description"
    );
    assert_eq!(
        (a["minLength"].clone(), a["maxLength"].clone()),
        (serde_json::json!(1), serde_json::json!(3))
    );
}

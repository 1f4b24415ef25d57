//! The type mapping (the book's "Type mapping", `docs/src/api-input.md`), one row per case,
//! and marker placement, checked on the emitted schema of a one-Kind API written to a temp
//! dir.

use serde_json::{Value, json};

/// The schema of `spec` for a Kind whose spec struct has the given fields (and extra items).
fn spec_schema(fields: &str, extra: &str) -> Result<Value, Vec<String>> {
    let src = format!(
        "//! +groupName=ex.io\nuse k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\nuse std::collections::{{BTreeMap, BTreeSet, HashMap}};\n\
         /// +kubebuilder:object:root=true\npub struct Thing {{\n    pub metadata: ObjectMeta,\n    pub spec: Spec,\n}}\n\
         pub struct Spec {{\n{fields}\n}}\n{extra}\n"
    );
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("v1.rs"), src).expect("write");
    let out = crate::Config::new()
        .input(dir.path())
        .generate()
        .map_err(|e| {
            e.diagnostics()
                .iter()
                .map(|d| d.message.clone())
                .collect::<Vec<_>>()
        })?;
    let text = out.files().values().next().cloned().unwrap_or_default();
    let crd: Value =
        serde_norway::from_str(text.strip_prefix("---\n").unwrap_or(&text)).expect("yaml");
    Ok(crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"].clone())
}

fn prop(fields: &str, name: &str) -> Value {
    spec_schema(fields, "").unwrap_or_else(|e| panic!("{fields}: {e:?}"))["properties"][name]
        .clone()
}

#[test]
fn scalar_and_container_rows() {
    let rows: &[(&str, Value)] = &[
        ("bool", json!({"type": "boolean"})),
        ("String", json!({"type": "string"})),
        ("char", json!({"type": "string"})),
        ("i32", json!({"type": "integer", "format": "int32"})),
        ("u32", json!({"type": "integer", "format": "int32"})),
        ("i64", json!({"type": "integer", "format": "int64"})),
        ("u64", json!({"type": "integer", "format": "int64"})),
        ("u16", json!({"type": "integer"})),
        ("usize", json!({"type": "integer"})),
        ("Vec<u8>", json!({"type": "string", "format": "byte"})),
        (
            "Vec<String>",
            json!({"type": "array", "items": {"type": "string"}}),
        ),
        (
            "[i32; 3]",
            json!({"type": "array", "items": {"type": "integer", "format": "int32"}}),
        ),
        (
            "BTreeSet<String>",
            json!({"type": "array", "items": {"type": "string"}, "x-kubernetes-list-type": "set"}),
        ),
        (
            "BTreeMap<String, i64>",
            json!({"type": "object", "additionalProperties": {"type": "integer", "format": "int64"}}),
        ),
        (
            "HashMap<String, Vec<String>>",
            json!({"type": "object", "additionalProperties": {"type": "array", "items": {"type": "string"}}}),
        ),
        ("Option<Box<bool>>", json!({"type": "boolean"})),
        ("std::sync::Arc<String>", json!({"type": "string"})),
        (
            "serde_json::Value",
            json!({"x-kubernetes-preserve-unknown-fields": true}),
        ),
        ("ObjectMeta", json!({"type": "object"})),
        (
            "k8s_openapi::apimachinery::pkg::apis::meta::v1::Time",
            json!({"type": "string", "format": "date-time"}),
        ),
        (
            "k8s_openapi::apimachinery::pkg::util::intstr::IntOrString",
            json!({"anyOf": [{"type": "integer"}, {"type": "string"}], "x-kubernetes-int-or-string": true}),
        ),
        (
            "k8s_openapi::apimachinery::pkg::runtime::RawExtension",
            json!({"type": "object", "x-kubernetes-preserve-unknown-fields": true}),
        ),
    ];
    for (ty, want) in rows {
        let mut got = prop(&format!("    pub f: {ty},"), "f");
        if let Value::Object(m) = &mut got {
            m.remove("description");
        }
        assert_eq!(&got, want, "type {ty}");
    }
}

#[test]
fn quantity_has_controller_gens_pattern() {
    let q = prop(
        "    pub f: k8s_openapi::apimachinery::pkg::api::resource::Quantity,",
        "f",
    );
    assert_eq!(q["x-kubernetes-int-or-string"], json!(true));
    assert_eq!(q["anyOf"], json!([{"type": "integer"}, {"type": "string"}]));
    assert!(
        q["pattern"]
            .as_str()
            .is_some_and(|p| p.starts_with("^(\\+|-)?(([0-9]+")),
        "{q}"
    );
}

#[test]
fn floats_need_allow_dangerous_types() {
    let err = spec_schema("    pub f: f64,", "").expect_err("floats are dangerous");
    assert!(
        err.iter()
            .any(|m| m == "floating-point type `f64` is not allowed in Kubernetes APIs"),
        "{err:?}"
    );
}

#[test]
fn required_follows_option_default_and_markers() {
    let s = spec_schema(
        "    pub a: i32,\n    pub b: Option<i32>,\n    #[serde(default)]\n    pub c: i32,\n    #[serde(skip_serializing_if = \"Vec::is_empty\")]\n    pub d: Vec<i32>,\n    /// +optional\n    pub e: i32,\n    /// +required\n    pub f: Option<i32>,",
        "",
    )
    .expect("generates");
    assert_eq!(s["required"], json!(["a", "f"]));
}

#[test]
fn field_doc_wins_over_type_doc_and_type_markers_apply_where_used() {
    let extra =
        "/// Size is bounded.\n/// +kubebuilder:validation:Maximum=10\npub type Size = i32;\n";
    let s = spec_schema("    /// The size.\n    /// +kubebuilder:validation:Minimum=1\n    pub a: Size,\n    pub b: Size,", extra).expect("generates");
    assert_eq!(
        s["properties"]["a"],
        json!({"type": "integer", "format": "int32", "description": "The size.", "minimum": 1, "maximum": 10})
    );
    assert_eq!(
        s["properties"]["b"],
        json!({"type": "integer", "format": "int32", "description": "Size is bounded.", "maximum": 10})
    );
}

#[test]
fn items_markers_land_on_items_and_misplaced_markers_are_errors() {
    let s = spec_schema("    /// +kubebuilder:validation:items:Minimum=2\n    /// +kubebuilder:validation:MaxItems=4\n    pub a: Vec<i32>,", "").expect("generates");
    assert_eq!(
        s["properties"]["a"],
        json!({"type": "array", "maxItems": 4, "items": {"type": "integer", "format": "int32", "minimum": 2}})
    );
    let err = spec_schema(
        "    /// +kubebuilder:validation:MaxLength=3\n    pub a: i32,",
        "",
    )
    .expect_err("MaxLength on an integer");
    assert!(
        err.iter()
            .any(|m| m.contains("must apply to a string, found type `integer`")),
        "{err:?}"
    );
    let err = spec_schema(
        "    /// +kubebuilder:validation:items:Minimum=1\n    pub a: i32,",
        "",
    )
    .expect_err("items marker on a scalar");
    assert!(
        err.iter()
            .any(|m| m.contains("applies to the items of an array")),
        "{err:?}"
    );
}

#[test]
fn unknown_types_and_serde_with_are_reported() {
    let err = spec_schema("    pub a: Missing,", "").expect_err("unknown type");
    assert!(
        err.iter()
            .any(|m| m == "cannot find type `Missing` in this scope"),
        "{err:?}"
    );
    let err =
        spec_schema("    #[serde(with = \"x\")]\n    pub a: i32,", "").expect_err("serde(with)");
    assert!(
        err.iter()
            .any(|m| m.contains("is set by `serde(with = \"x\")`")),
        "{err:?}"
    );
}

#[test]
fn transparent_and_newtype_take_the_inner_schema() {
    let extra =
        "#[serde(transparent)]\npub struct Name { pub inner: String }\npub struct Port(pub u16);\n";
    let s = spec_schema("    pub n: Name,\n    pub p: Port,", extra).expect("generates");
    assert_eq!(s["properties"]["n"], json!({"type": "string"}));
    assert_eq!(s["properties"]["p"], json!({"type": "integer"}));
}

#[test]
fn generic_parameters_shadow_type_names() {
    // `Ref` in `Wrapper<Ref>` is the parameter, not the struct `Ref`, as in rustc.
    let spec = spec_schema(
        "    pub w: Wrapper<i32>,\n    pub r: Ref,",
        "pub struct Ref { pub name: String }\npub struct Wrapper<Ref> { pub inner: Ref }\n",
    )
    .expect("generates");
    assert_eq!(
        spec["properties"]["w"]["properties"]["inner"],
        json!({"type": "integer", "format": "int32"})
    );
    assert_eq!(spec["properties"]["r"]["type"], json!("object"));
}

#[test]
fn a_flattened_enum_keeps_its_one_of_in_the_struct() {
    let variants = "pub enum Mode { Fast { speed: i32 }, Slow { delay: i32 } }\n\
                    pub enum Size { Small { s: i32 }, Large { l: i32 } }\n";
    let fields = "pub a: String,\n#[serde(flatten)]\npub mode: Mode,";
    let spec = spec_schema(fields, variants).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(
        spec["oneOf"],
        json!([{"required": ["Fast"]}, {"required": ["Slow"]}])
    );
    assert_eq!(spec["maxProperties"], Value::Null, "it would count `a`");
    assert_eq!(spec["required"], json!(["a"]));
    let two = format!("{fields}\n#[serde(flatten)]\npub size: Size,");
    let errors = spec_schema(&two, variants).expect_err("refused");
    assert!(
        errors
            .iter()
            .any(|e| e.contains("a second flattened field with alternatives")),
        "{errors:?}"
    );
}

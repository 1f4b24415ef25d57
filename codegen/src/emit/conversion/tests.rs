//! The conversions generated from Rust source: what converts by itself, what becomes a
//! manual method, and the CRD's conversion webhook.

use std::collections::BTreeMap;

use crate::{Config, ConversionWebhook, CrdOptions};

/// The files of a run over `files` with conversions, `config` adding to the configuration.
fn generate(
    files: &[(&str, &str)],
    config: impl FnOnce(Config) -> Config,
) -> Result<BTreeMap<String, String>, String> {
    let dir = tempfile::tempdir().expect("tempdir");
    for (name, text) in files {
        std::fs::write(dir.path().join(name), text).expect("write");
    }
    let base = Config::new()
        .input(dir.path())
        .crd_options(CrdOptions::default().omit_version_annotation(true))
        .conversions("crate::api");
    let out = config(base).generate().map_err(|e| e.render(false))?;
    Ok(out
        .files()
        .iter()
        .map(|(k, v)| (k.display().to_string(), v.clone()))
        .collect())
}

/// A `Widget` of version `version` whose spec has `fields`; `markers` on the Kind.
fn widget(version: &str, markers: &str, fields: &str) -> String {
    format!(
        "//! +groupName=ex.io\n\
         use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\n\
         /// Widget ({version}).\n/// +kubebuilder:object:root=true\n{markers}\
         pub struct Widget {{\n    pub metadata: ObjectMeta,\n    pub spec: WidgetSpec,\n}}\n\
         /// Spec.\npub struct WidgetSpec {{\n{fields}}}\n"
    )
}

/// The run's CRD options with `webhook`.
fn webhook(webhook: ConversionWebhook) -> CrdOptions {
    CrdOptions::default()
        .omit_version_annotation(true)
        .conversion_webhook(webhook)
}

const HUB: &str = "/// +kubebuilder:storageversion\n";

#[test]
fn one_version_has_no_conversions() {
    let files = generate(
        &[("v1.rs", &widget("v1", "", "    pub size: i32,\n"))],
        |c| c,
    )
    .expect("generates");
    assert!(!files.contains_key("conversions.rs"), "{files:?}");
    let crd = &files["ex.io_widgets.yaml"];
    assert!(!crd.contains("conversion"), "{crd}");
}

#[test]
fn same_fields_convert_and_others_become_manual_methods() {
    let v1 = widget(
        "v1",
        "",
        "    pub size: i32,\n    pub name: String,\n    pub mode: Mode,\n    pub items: Vec<Item>,\n}\n\
         pub enum Mode { A, B }\n\
         pub struct Item { pub id: String,\n",
    );
    let v2 = widget(
        "v2",
        HUB,
        "    pub replicas: i32,\n    pub name: Option<String>,\n    pub mode: Mode,\n    pub items: Vec<Item>,\n}\n\
         pub enum Mode { A, C }\n\
         pub struct Item { pub id: String,\n",
    );
    let files = generate(&[("v1.rs", &v1), ("v2.rs", &v2)], |c| c).expect("generates");
    let code = &files["conversions.rs"];
    // Same name and type, or same-named types of the two versions: generated.
    assert!(code.contains("items: from\n"), "{code}");
    assert!(code.contains(".map(item_to_hub)"), "{code}");
    assert!(
        code.contains("size: <super::Conversions as ManualConversions>::widget_spec_size_from_hub"),
        "{code}"
    );
    // Renamed, retyped, and an enum whose variants differ: one method each way.
    for method in [
        "widget_spec_replicas_to_hub",
        "widget_spec_size_from_hub",
        "widget_spec_name_to_hub",
        "widget_spec_name_from_hub",
        "mode_to_hub",
        "mode_from_hub",
    ] {
        let declared = format!("    fn {method}(\n            from: &crate::api::");
        assert!(code.contains(&declared), "{method} declared:\n{code}");
        let called = format!("ManualConversions>::{method}(");
        assert_eq!(code.matches(&called).count(), 1, "{method} called:\n{code}");
    }
    assert!(code.contains("impl Convertible<crate::api::v2::Widget> for crate::api::v1::Widget"));
    assert!(
        !code.contains("pub mod v2"),
        "the hub converts to nothing: {code}"
    );
}

#[test]
fn the_crd_gets_the_conversion_webhook_when_asked() {
    let (v1, v2) = (
        widget("v1", "", "    pub size: i32,\n"),
        widget("v2", HUB, "    pub size: i32,\n"),
    );
    let service = ConversionWebhook::service("system", "webhook-service");
    let files = generate(&[("v1.rs", &v1), ("v2.rs", &v2)], |c| {
        c.crd_options(webhook(service))
    })
    .expect("generates");
    let crd: serde_json::Value =
        serde_norway::from_str(&files["ex.io_widgets.yaml"]).expect("YAML");
    assert_eq!(
        crd["spec"]["conversion"],
        serde_json::json!({"strategy": "Webhook", "webhook": {
            "clientConfig": {"service": {"namespace": "system", "name": "webhook-service", "path": "/convert"}},
            "conversionReviewVersions": ["v1"]}})
    );
    let url = ConversionWebhook::Url("https://10.0.0.1:9443/convert".into());
    let files = generate(&[("v1.rs", &v1), ("v2.rs", &v2)], |c| {
        c.crd_options(webhook(url))
    })
    .expect("generates");
    assert!(files["ex.io_widgets.yaml"].contains("url: https://10.0.0.1:9443/convert"));
    // A Kind of one version needs no conversion.
    let url = ConversionWebhook::Url("https://10.0.0.1:9443/convert".into());
    let files = generate(&[("v1.rs", &v1)], |c| c.crd_options(webhook(url))).expect("generates");
    assert!(!files["ex.io_widgets.yaml"].contains("conversion"));
}

#[test]
fn an_api_module_that_is_no_path_is_an_error() {
    let (v1, v2) = (
        widget("v1", "", "    pub size: i32,\n"),
        widget("v2", HUB, "    pub size: i32,\n"),
    );
    let err = generate(&[("v1.rs", &v1), ("v2.rs", &v2)], |c| {
        c.conversions("crate::-")
    })
    .expect_err("refused");
    assert!(
        err.contains("the API module `crate::-` is not a Rust path"),
        "{err}"
    );
}

/// The generated function named `name`, from its `fn` to the next one.
fn function<'c>(code: &'c str, name: &str) -> &'c str {
    let start = code
        .find(&format!("fn {name}("))
        .unwrap_or_else(|| panic!("no fn {name}:\n{code}"));
    let rest = &code[start..];
    let end = rest[1..].find("\n    fn ").map_or(rest.len(), |i| i + 1);
    &rest[..end]
}

/// `code` without the whitespace and trailing commas rustfmt places by line length.
fn squash(code: &str) -> String {
    code.split_whitespace()
        .collect::<String>()
        .replace(",)", ")")
}

#[test]
fn a_struct_whose_every_field_is_manual_names_its_parameter() {
    let v1 = widget("v1", "", "    pub size: i32,\n");
    let v2 = widget("v2", HUB, "    pub replicas: i64,\n");
    let files = generate(&[("v1.rs", &v1), ("v2.rs", &v2)], |c| c).expect("generates");
    let code = &files["conversions.rs"];
    // The body calls the manual method with `from`, inside parentheses.
    for name in ["widget_spec_to_hub", "widget_spec_from_hub"] {
        let f = function(code, name);
        assert!(f.contains(&format!("{name}(\n        from: &")), "{f}");
        assert!(!f.contains("_from:"), "{f}");
    }
}

#[test]
fn types_of_one_shape_under_two_names_convert_and_others_stay_manual() {
    // v1 named the shared status `Report`, v2 `Summary` (as an import names a schema after
    // the first Kind that has it); `Probe` has a field more in v2.
    let v1 = widget(
        "v1",
        "",
        "    pub report: Report,\n    pub probe: Probe,\n}\n\
         pub struct Report { pub ready: i32, pub notes: Vec<Note> }\n\
         pub struct Note { pub text: String }\n\
         pub struct Probe { pub path: String,\n",
    );
    let v2 = widget(
        "v2",
        HUB,
        "    pub report: Summary,\n    pub probe: Check,\n}\n\
         pub struct Summary { pub notes: Vec<Remark>, pub ready: i32 }\n\
         pub struct Remark { pub text: String }\n\
         pub struct Check { pub path: String, pub port: i32,\n",
    );
    let files = generate(&[("v1.rs", &v1), ("v2.rs", &v2)], |c| c).expect("generates");
    let code = squash(&files["conversions.rs"]);
    assert!(
        code.contains("report:report_to_hub(&from.report)?"),
        "{code}"
    );
    assert!(code.contains(".map(note_to_hub)"), "{code}");
    assert!(!code.contains("fnwidget_spec_report_to_hub("), "{code}");
    assert!(code.contains("fnwidget_spec_probe_to_hub(from:"), "{code}");
}

#[test]
fn manual_methods_have_snake_case_names_of_their_own() {
    // `r#type` and `type_` both make `type`; a trailing `_` made `…_type__to_hub`, which
    // rustc's `non_snake_case` lint refuses where warnings are denied.
    let fields = |ty: &str| format!("    pub r#type: {ty},\n    pub type_: {ty},\n");
    let v1 = widget("v1", "", &fields("i32"));
    let v2 = widget("v2", HUB, &fields("i64"));
    let files = generate(&[("v1.rs", &v1), ("v2.rs", &v2)], |c| c).expect("generates");
    let code = squash(&files["conversions.rs"]);
    for name in [
        "widget_spec_type_to_hub",
        "widget_spec_type_from_hub",
        "widget_spec_type_2_to_hub",
        "widget_spec_type_2_from_hub",
    ] {
        assert!(code.contains(&format!("fn{name}(from:")), "{name}: {code}");
    }
    assert!(!code.contains("__"), "{code}");
}

#[test]
fn an_enum_converts_by_itself_only_into_one_that_admits_every_value() {
    // A string with an enum: the hub has a value the spoke lacks.
    let v1 = widget(
        "v1",
        "",
        "    pub phase: Phase,\n    /// +kubebuilder:validation:Enum=a;b\n    pub mode: Option<String>,\n}\n\
         /// +kubebuilder:validation:Enum=Pending;Running\npub type Phase = String;\n\
         pub struct Unused {\n",
    );
    let v2 = widget(
        "v2",
        HUB,
        "    pub phase: Phase,\n    /// +kubebuilder:validation:Enum=a;b;c\n    pub mode: Option<String>,\n}\n\
         /// +kubebuilder:validation:Enum=Pending;Running;Failed\npub type Phase = String;\n\
         pub struct Unused {\n",
    );
    let files = generate(&[("v1.rs", &v1), ("v2.rs", &v2)], |c| c).expect("generates");
    let code = &files["conversions.rs"];
    // Spoke to hub: every spoke value is a hub value, copied.
    let to_hub = function(code, "widget_spec_to_hub");
    assert!(
        to_hub.contains("phase: ::core::clone::Clone::clone(&from.phase)"),
        "{to_hub}"
    );
    assert!(
        to_hub.contains("mode: ::core::clone::Clone::clone(&from.mode)"),
        "{to_hub}"
    );
    // Hub to spoke: `Failed` and `c` have no place in the spoke: manual methods, saying so.
    for (method, extra) in [
        ("widget_spec_phase_from_hub", "Failed"),
        ("widget_spec_mode_from_hub", "c"),
    ] {
        let called = format!("ManualConversions>::{method}(from)?");
        assert!(
            squash(function(code, "widget_spec_from_hub")).contains(&called),
            "{code}"
        );
        let why = format!("the other version allows {extra} that this one's enum");
        assert!(code.contains(&why), "{why}:\n{code}");
    }
    // A spoke without the enum can hold any string: manual into the hub's enum.
    let v1 = widget("v1", "", "    pub phase: String,\n");
    let v2 = widget(
        "v2",
        HUB,
        "    /// +kubebuilder:validation:Enum=Pending;Running\n    pub phase: String,\n",
    );
    let files = generate(&[("v1.rs", &v1), ("v2.rs", &v2)], |c| c).expect("generates");
    let code = &files["conversions.rs"];
    assert!(
        squash(code).contains("ManualConversions>::widget_spec_phase_to_hub(from)?"),
        "{code}"
    );
    assert!(!code.contains("widget_spec_phase_from_hub"), "{code}");
}

#[test]
fn the_manual_marker_leaves_a_field_or_a_type_to_the_user() {
    // Same JSON name and type, new meaning: marked on either side, manual both ways.
    let v1 = widget(
        "v1",
        "",
        "    /// +kube-codegen:conversion:manual\n    pub ready: i32,\n    pub total: i32,\n    pub tls: Tls,\n}\n\
         pub struct Tls { pub version: String,\n",
    );
    let v2 = widget(
        "v2",
        HUB,
        "    pub ready: i32,\n    pub total: i32,\n    pub tls: Tls,\n}\n\
         /// +kube-codegen:conversion:manual\npub struct Tls { pub version: String,\n",
    );
    let files = generate(&[("v1.rs", &v1), ("v2.rs", &v2)], |c| c).expect("generates");
    let code = &files["conversions.rs"];
    for method in [
        "widget_spec_ready_to_hub",
        "widget_spec_ready_from_hub",
        "tls_to_hub",
        "tls_from_hub",
    ] {
        let declared = format!("    fn {method}(\n            from: &crate::api::");
        assert!(code.contains(&declared), "{method} declared:\n{code}");
    }
    assert!(
        code.contains("it is marked `+kube-codegen:conversion:manual`"),
        "{code}"
    );
    // The unmarked field is still copied.
    assert!(code.contains("total: from.total"), "{code}");
}

#[test]
fn a_type_in_a_private_module_is_named_through_its_re_export() {
    let module = |version: &str, markers: &str, field: &str, consts: &str, export: &str| {
        widget(
            version,
            markers,
            &format!(
                "    pub status: Option<{field}>,\n}}\n\
                 pub mod errors {{\n    {consts} {{\n        pub struct State {{ pub code: i32 }}\n    }}\n    {export}\n}}\n\
                 pub struct Unused {{\n"
            ),
        )
    };
    let (v1, v2) = (
        module(
            "v1",
            "",
            "errors::State",
            "mod consts",
            "pub use consts::State;",
        ),
        module(
            "v2",
            HUB,
            "errors::State",
            "mod consts",
            "pub use self::consts::State;",
        ),
    );
    let files = generate(&[("v1.rs", &v1), ("v2.rs", &v2)], |c| c).expect("generates");
    let code = &files["conversions.rs"];
    assert!(
        code.contains("from: &crate::api::v1::errors::State"),
        "{code}"
    );
    assert!(!code.contains("consts"), "{code}");
    // Visible to the version's module (`pub(super)`), not to the generated code: a located
    // error rather than code that does not compile.
    let v1 = module(
        "v1",
        "",
        "errors::consts::State",
        "pub(super) mod consts",
        "",
    );
    let err = generate(&[("v1.rs", &v1), ("v2.rs", &v2)], |c| c).expect_err("refused");
    assert!(
        err.contains("the generated conversions name `State`, which the private module `v1::errors::consts` hides from them"),
        "{err}"
    );
    assert!(err.contains("v1.rs:"), "located: {err}");
}

#[test]
fn an_overridden_type_goes_through_its_method_which_gets_the_generated_conversion() {
    let v1 = widget(
        "v1",
        "",
        "    pub tls: Tls,\n    pub backup: Option<Tls>,\n}\n\
         pub struct Tls { pub version: String,\n",
    );
    let v2 = widget(
        "v2",
        HUB,
        "    pub tls: Tls,\n    pub backup: Option<Tls>,\n}\n\
         /// +kube-codegen:conversion:override\npub struct Tls { pub version: String,\n",
    );
    let files = generate(&[("v1.rs", &v1), ("v2.rs", &v2)], |c| c).expect("generates");
    let code = &files["conversions.rs"];
    let squashed = squash(code);
    for dir in ["to_hub", "from_hub"] {
        // The user's method is declared, every use of the type calls it, and the generated
        // conversion is public for it to call.
        let declared = format!("fntls_{dir}(from:&crate::api::");
        assert!(squashed.contains(&declared), "{dir} declared:\n{code}");
        let delegated = format!("<super::ConversionsasManualConversions>::tls_{dir}(from)}}");
        assert!(squashed.contains(&delegated), "{dir} delegated:\n{code}");
        assert!(
            squashed.contains(&format!("pubfnauto_tls_{dir}(from:")),
            "{code}"
        );
        assert!(
            squashed.contains("version:::core::clone::Clone::clone(&from.version)"),
            "{code}"
        );
    }
    assert!(squashed.contains("tls:tls_to_hub(&from.tls)?"), "{code}");
    assert!(
        squashed.contains("backup:from.backup.as_ref().map(tls_to_hub)"),
        "{code}"
    );
}

#[test]
fn the_context_marker_passes_each_value_its_place() {
    let spoke = |context: &str| {
        format!(
            "//! +groupName=ex.io\n{context}\
             use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\n\
             /// Widget.\n/// +kubebuilder:object:root=true\n\
             pub struct Widget {{\n    pub metadata: ObjectMeta,\n    pub spec: WidgetSpec,\n}}\n\
             /// Spec.\npub struct WidgetSpec {{\n    pub size: i32,\n    pub tls: Vec<Tls>,\n}}\n\
             pub struct Tls {{ pub version: String }}\n"
        )
    };
    let v2 = widget(
        "v2",
        HUB,
        "    pub replicas: i32,\n    pub tls: Vec<Tls>,\n}\n\
         pub struct Tls { pub version: String,\n",
    );
    let with = spoke("//! +kube-codegen:conversion:context\n");
    let files = generate(&[("v1.rs", &with), ("v2.rs", &v2)], |c| c).expect("generates");
    let code = squash(&files["conversions.rs"]);
    let cx = "cx:&::kube_codegen_runtime::conversion::Context<'_>";
    // The manual method gets the context of its `from`…
    assert!(
        code.contains(&format!(
            "fnwidget_spec_replicas_to_hub(from:&crate::api::v1::WidgetSpec,{cx})"
        )),
        "{code}"
    );
    assert!(
        code.contains("widget_spec_replicas_to_hub(from,cx)?"),
        "{code}"
    );
    // …which each level builds for the next, items of a list at the list's field…
    assert!(
        code.contains("widget_spec_to_hub(&from.spec,&cx.child(\"spec\",&from.spec))"),
        "{code}"
    );
    assert!(
        code.contains(".map(|v|tls_to_hub(v,&cx.child(\"tls\",v)))"),
        "{code}"
    );
    // …from the object and its metadata.
    assert!(
        code.contains("Context::root(self,::core::option::Option::Some(&self.metadata))"),
        "{code}"
    );
    // A function that passes it on to nothing does not name it.
    assert!(
        code.contains("fntls_to_hub(from:&crate::api::v1::Tls,_cx:"),
        "{code}"
    );
    // Without the marker, no context…
    let without = spoke("");
    let files = generate(&[("v1.rs", &without), ("v2.rs", &v2)], |c| c).expect("generates");
    assert!(
        !files["conversions.rs"].contains("Context"),
        "{}",
        files["conversions.rs"]
    );
    // …unless the run asks for it for every package: the same code as the marker's.
    let switched = generate(&[("v1.rs", &without), ("v2.rs", &v2)], |c| {
        c.conversion_context(true)
    })
    .expect("generates");
    assert_eq!(squash(&switched["conversions.rs"]), code);
}

#[test]
fn preserved_fields_of_list_items_are_kept_by_key_or_index() {
    let v1 = widget(
        "v1",
        "",
        "    /// +listType=map\n    /// +listMapKey=name\n    pub ports: Vec<Port>,\n    pub hosts: Vec<Host>,\n    pub spares: Option<Vec<Host>>,\n}\n\
         pub struct Port { pub name: String }\n\
         pub struct Host { pub name: String,\n",
    );
    let v2 = widget(
        "v2",
        HUB,
        "    /// +listType=map\n    /// +listMapKey=name\n    pub ports: Vec<Port>,\n    pub hosts: Vec<Host>,\n    pub spares: Option<Vec<Host>>,\n}\n\
         pub struct Port { pub name: String,\n    /// +kube-codegen:conversion:preserve\n    pub protocol: String }\n\
         pub struct Host { pub name: String,\n    /// +kube-codegen:conversion:preserve\n    pub weight: i32,\n",
    );
    let files = generate(&[("v1.rs", &v1), ("v2.rs", &v2)], |c| c).expect("generates");
    let code = squash(&files["conversions.rs"]);
    // A list-map item by its key, another list's item by its index, on both sides.
    let by_key = "parent.ports.iter().map(move|child|{letkey=::kube_codegen_runtime::conversion::item_key(&(&child.name));";
    assert!(code.contains(by_key), "{code}");
    assert!(
        code.contains(&by_key.replace(".iter()", ".iter_mut()")),
        "{code}"
    );
    let by_index = "parent.hosts.iter().enumerate().map(move|(i,child)|(::kube_codegen_runtime::conversion::item_path(&list,i),child))";
    assert!(code.contains(by_index), "{code}");
    assert!(
        code.contains(&by_index.replace(".iter()", ".iter_mut()")),
        "{code}"
    );
    // An optional list's items too (none when it is absent).
    let optional = "parent.spares.as_ref().into_iter().flatten().enumerate().map(move|(i,child)|";
    assert!(code.contains(optional), "{code}");
    assert!(
        code.contains(&optional.replace(".as_ref()", ".as_mut()")),
        "{code}"
    );
    assert!(code.contains("field_path(&path,\"protocol\")"), "{code}");
    assert!(code.contains("field_path(&path,\"weight\")"), "{code}");
}

#[test]
fn a_hub_kind_marked_preserve_keeps_everything_a_round_trip_loses() {
    let v1 = widget("v1", "", "    pub size: i32,\n");
    let fields = "    pub size: i32,\n    pub paused: bool,\n";
    let marked = widget(
        "v2",
        &format!("{HUB}/// +kube-codegen:conversion:preserve\n"),
        fields,
    );
    let files = generate(&[("v1.rs", &v1), ("v2.rs", &marked)], |c| c).expect("generates");
    let code = squash(&files["conversions.rs"]);
    let rt = "::kube_codegen_runtime::conversion::";
    // Converting to the hub puts back what was kept; converting from it keeps what the
    // hub rebuilt from the converted object lacks.
    assert!(
        code.contains(&format!(
            "letlost={rt}take_lost(&mutconverted.metadata)?;lost.restore(converted)"
        )),
        "{code}"
    );
    assert!(
        code.contains(&format!(
            "letrebuilt=widget_to_hub(&converted)?;{rt}keep_lost(&mutconverted.metadata,hub,&rebuilt)?;"
        )),
        "{code}"
    );
    // On another type, it keeps nothing, and says so.
    let dir = tempfile::tempdir().expect("tempdir");
    let misplaced = widget("v2", HUB, fields).replace(
        "/// Spec.\n",
        "/// Spec.\n/// +kube-codegen:conversion:preserve\n",
    );
    std::fs::write(dir.path().join("v1.rs"), &v1).expect("write");
    std::fs::write(dir.path().join("v2.rs"), &misplaced).expect("write");
    let out = Config::new()
        .input(dir.path())
        .crds(false)
        .conversions("crate::api")
        .generate()
        .expect("generates");
    let warnings = out.warnings().render(false);
    assert!(
        warnings.contains("`+kube-codegen:conversion:preserve` on `WidgetSpec` keeps nothing"),
        "{warnings}"
    );
    assert!(!out.files().values().any(|f| f.contains("lost")));
    // Without the marker, the conversions keep nothing.
    let unmarked = widget("v2", HUB, fields);
    let files = generate(&[("v1.rs", &v1), ("v2.rs", &unmarked)], |c| c).expect("generates");
    assert!(
        !files["conversions.rs"].contains("lost"),
        "{}",
        files["conversions.rs"]
    );
}

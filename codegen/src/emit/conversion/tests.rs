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

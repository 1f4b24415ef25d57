//! The envtest test `create webhook` writes for a Kind (`tests/<module>_webhook.rs`): its
//! placeholders, from the Kind and the webhooks asked for.

use super::super::WebhookOptions;
use super::super::templates::Project;
use super::{Target, use_list};

/// The test's valid object named `name`.
pub(super) fn sample(target: &Target, kind: &str, lower: &str) -> String {
    match target.builtin_sample {
        None => format!(
            "let mut {lower} = {kind}::default();\n    {lower}.metadata.name = Some(name.to_string());\n    {lower}"
        ),
        Some(fields) => {
            let comma = if fields.is_empty() { "" } else { ", " };
            format!(
                "serde_json::from_value(json!({{ \"metadata\": {{ \"name\": name }}{comma}{fields} }}))\n        .expect(\"a valid {kind}\")"
            )
        }
    }
}

/// The test's placeholders: its imports, API server, namespace, admission and conversion
/// steps.
pub(super) fn test_vars(
    project: &Project,
    options: &WebhookOptions,
    target: &Target,
) -> Vec<(&'static str, String)> {
    let admission = options.admission();
    let conversion = !target.spokes.is_empty();
    let (kind, lower) = (&options.kind, options.kind.to_lowercase());
    let mut doc = String::new();
    if admission {
        doc.push_str(&format!(
            " While nothing serves them\n//! the API server refuses a {kind} (`failurePolicy=fail`); once the manager does, it is\n//! admitted."
        ));
    }
    if conversion {
        // After the admission sentence on its line, else on a line of its own.
        let lead = if admission { "" } else { "\n//!" };
        doc.push_str(&format!(
            "{lead} A {kind} created at the hub reads back at every other version, converted by\n//! the server's `/convert`."
        ));
    }
    let env = if conversion {
        "    let mut env = Environment::new();\n    for crd in read_crds(&[env!(\"OUT_DIR\")]).expect(\"the CRDs build.rs wrote\") {\n        env = env.crd(serve_conversion_locally(crd, addr, &ca));\n    }\n".to_string()
    } else {
        "    let env = Environment::new().crd_path(env!(\"OUT_DIR\"));\n".to_string()
    };
    let ns = if target.namespaced {
        format!(
            "    let ns = test_namespace(&kube, \"{lower}-webhook\")\n        .await\n        .expect(\"a namespace for the test's objects\");\n    let api: Api<{kind}> = Api::namespaced(kube.clone(), &ns);\n"
        )
    } else {
        format!("    let api: Api<{kind}> = Api::all(kube.clone());\n")
    };
    vec![
        ("test_doc", doc),
        ("test_imports", test_imports(project, options, target)),
        ("test_env", env),
        ("test_ns", ns),
        (
            "test_admission",
            if admission {
                include_str!("../templates/webhook-test-admission.rs.tmpl").to_string()
            } else {
                String::new()
            },
        ),
        ("test_conversion", test_conversion(options, target)),
    ]
}

/// The test's `use` lines, in rustfmt's order.
fn test_imports(project: &Project, options: &WebhookOptions, target: &Target) -> String {
    let admission = options.admission();
    let conversion = !target.spokes.is_empty();
    let mut std = Vec::new();
    if admission {
        std.push("use std::path::Path;");
    }
    std.push("use std::time::Duration;");
    let mut envtest = vec!["Environment"];
    if admission {
        envtest.push("WebhookConfigurations");
    }
    if conversion {
        envtest.push("read_crds");
    }
    envtest.push("require_assets");
    if conversion {
        envtest.push("serve_conversion_locally");
    }
    if target.namespaced {
        envtest.push("test_namespace");
    }
    let envtest_line = use_list("kube_envtest", &envtest);
    let envtest_line = envtest_line.trim_end().to_string();
    let mut external = vec!["use kube::api::{Api, PostParams};".to_string()];
    external.push("use kube_codegen_runtime::manager::{Manager, ManagerOptions};".to_string());
    external.push("use kube_codegen_runtime::webhook::Certificates;".to_string());
    external.push(envtest_line);
    if target.builtin_sample.is_some() {
        external.push("use serde_json::json;".to_string());
    }
    external.push("use tokio_util::sync::CancellationToken;".to_string());
    let mut local = vec![format!("use {}::webhook;", project.crate_name())];
    if conversion {
        local.push(format!("use {};", target.group_module));
    }
    local.push(format!("use {};", target.path));
    if target.builtin_sample.is_some() {
        // k8s_openapi sorts among the external crates.
        let kind = local.pop().unwrap_or_default();
        external.insert(0, kind);
    }
    format!(
        "\n{}\n\n{}\n\n{}\n",
        std.join("\n"),
        external.join("\n"),
        local.join("\n")
    )
}

/// The test's reads at every spoke version.
fn test_conversion(options: &WebhookOptions, target: &Target) -> String {
    let api = &options.group;
    let kind = &options.kind;
    let hub = &options.version;
    let mut out = String::new();
    for spoke in &target.spokes {
        let ctor = if target.namespaced {
            "Api::namespaced(kube.clone(), &ns)"
        } else {
            "Api::all(kube.clone())"
        };
        out.push_str(&format!(
            "\n    // Read at {spoke}: the API server converts the object stored at {hub} through `/convert`.\n    let {spoke}: Api<{api}::{spoke}::{kind}> = {ctor};\n    let read = {spoke}.get(\"test-resource\").await;\n    assert!(read.is_ok(), \"the {kind} reads at {spoke}: {{read:?}}\");\n"
        ));
    }
    out
}

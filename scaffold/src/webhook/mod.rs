//! `create webhook`: a Kind's defaulting, validating and conversion webhooks (kubebuilder's
//! `internal/webhook/<version>/<kind>_webhook.go` and its test), their registration with
//! the operator's webhook server, and on the first webhook that server in the manager, the
//! generation of its configurations and `config/webhook`, `config/certmanager`.

use super::edit::Plan;
use super::templates::{Project, Vars, render};
use super::{ScaffoldError, WebhookOptions};
use kube_codegen::resource_plural;

mod envtest;

use envtest::{sample, test_vars};

/// The webhook patch's entry in `config/default/kustomization.yaml`: every Deployment of
/// the manager (the shards' too) gets the webhook port and certificate.
pub(super) const MANAGER_PATCH: &str = "- path: manager_webhook_patch.yaml
  target:
    kind: Deployment
    labelSelector: control-plane=controller-manager
";

/// A Kind a webhook is scaffolded for: one of the project's or a built-in one.
pub(super) struct Target {
    /// The group as Kubernetes names it (`webapp.my.domain`; `apps`; empty for core).
    fqgroup: String,
    /// The resource (`guestbooks`).
    plural: String,
    /// The Rust module of the Kind's group, its versions below it (`my_operator_api::webapp`,
    /// `k8s_openapi::api::core`).
    group_module: String,
    /// The Rust path of the Kind's type (`<group_module>::<version>::<Kind>`).
    path: String,
    namespaced: bool,
    /// For a built-in Kind, the body of a valid object (JSON, its name left out).
    builtin_sample: Option<&'static str>,
    /// For a conversion webhook: the project's other versions of the Kind, converted
    /// through this one, the hub.
    spokes: Vec<String>,
}

/// The built-in Kinds `create webhook` scaffolds for: group (k8s-openapi's module), version,
/// Kind, the API group, whether namespaced, and a valid object's fields for the test.
const BUILTIN: &[(&str, &str, &str, &str, bool, &str)] = &[
    (
        "core",
        "v1",
        "ConfigMap",
        "",
        true,
        r#""data": { "key": "value" }"#,
    ),
    ("core", "v1", "Namespace", "", false, ""),
    (
        "core",
        "v1",
        "Pod",
        "",
        true,
        r#""spec": { "containers": [{ "name": "app", "image": "registry.k8s.io/pause:3.10" }] }"#,
    ),
    (
        "core",
        "v1",
        "Secret",
        "",
        true,
        r#""stringData": { "key": "value" }"#,
    ),
    (
        "core",
        "v1",
        "Service",
        "",
        true,
        r#""spec": { "ports": [{ "port": 80 }] }"#,
    ),
    ("apps", "v1", "DaemonSet", "apps", true, POD_TEMPLATE),
    ("apps", "v1", "Deployment", "apps", true, POD_TEMPLATE),
    ("apps", "v1", "StatefulSet", "apps", true, POD_TEMPLATE),
    (
        "batch",
        "v1",
        "Job",
        "batch",
        true,
        r#""spec": { "template": { "spec": { "restartPolicy": "Never", "containers": [{ "name": "app", "image": "registry.k8s.io/pause:3.10" }] } } }"#,
    ),
];

/// The spec of a workload with a pod template (Deployment, StatefulSet, DaemonSet).
const POD_TEMPLATE: &str = r#""spec": { "selector": { "matchLabels": { "app": "sample" } }, "template": { "metadata": { "labels": { "app": "sample" } }, "spec": { "containers": [{ "name": "app", "image": "registry.k8s.io/pause:3.10" }] } } }"#;

impl Target {
    /// The Kind of `options`: the project's, or else a built-in one of [`BUILTIN`].
    pub(super) fn find(
        dir: &std::path::Path,
        project: &Project,
        options: &WebhookOptions,
    ) -> Result<Target, ScaffoldError> {
        let (group, version, kind) = (&options.group, &options.version, &options.kind);
        if let Some(resource) = project.resource(group, version, kind) {
            let spokes = if options.conversion {
                conversion_spokes(dir, project, options)?
            } else {
                Vec::new()
            };
            let group_module = format!("{}::{group}", project.api_crate());
            return Ok(Target {
                fqgroup: format!("{group}.{}", project.domain()),
                plural: resource_plural(kind),
                path: format!("{group_module}::{version}::{kind}"),
                group_module,
                namespaced: resource.namespaced(),
                builtin_sample: None,
                spokes,
            });
        }
        let builtin = BUILTIN
            .iter()
            .find(|(g, v, k, ..)| g == group && v == version && k == kind);
        let Some((_, _, _, fqgroup, namespaced, sample)) = builtin else {
            let known: Vec<String> = BUILTIN
                .iter()
                .map(|(g, v, k, ..)| format!("{g}/{v} {k}"))
                .collect();
            return Err(ScaffoldError::option(
                dir,
                format!(
                    "{group}/{version} {kind} is neither a Kind of this project (`kube-codegen create api` first) nor a built-in Kind create webhook knows ({})",
                    known.join(", ")
                ),
            ));
        };
        if options.conversion {
            return Err(ScaffoldError::option(
                dir,
                format!("{kind} is a built-in Kind: the API server converts its versions itself"),
            ));
        }
        let group_module = format!("k8s_openapi::api::{group}");
        Ok(Target {
            fqgroup: fqgroup.to_string(),
            plural: resource_plural(kind),
            path: format!("{group_module}::{version}::{kind}"),
            group_module,
            namespaced: *namespaced,
            builtin_sample: Some(sample),
            spokes: Vec::new(),
        })
    }
}

/// The versions converted through `options.version`, which must be the Kind's storage
/// version (the first created), the hub; at least one.
fn conversion_spokes(
    dir: &std::path::Path,
    project: &Project,
    options: &WebhookOptions,
) -> Result<Vec<String>, ScaffoldError> {
    let versions = project.versions(&options.group, &options.kind);
    match versions.first() {
        Some(hub) if *hub != options.version => Err(ScaffoldError::option(
            dir,
            format!(
                "a conversion webhook is scaffolded on the hub, the storage version `{hub}` of {}: use --version {hub}",
                options.kind
            ),
        )),
        _ if versions.len() < 2 => Err(ScaffoldError::option(
            dir,
            format!(
                "{} has one version: add another with `kube-codegen create api --version` before its conversion webhook",
                options.kind
            ),
        )),
        _ => Ok(versions[1..].to_vec()),
    }
}

/// The placeholders of the webhook templates.
pub(super) fn vars(project: &Project, options: &WebhookOptions, target: &Target) -> Vars {
    let (group, version, kind) = (&options.group, &options.version, &options.kind);
    let lower = kind.to_lowercase();
    let module = format!("{group}_{version}_{lower}");
    let gv = if target.fqgroup.is_empty() {
        version.clone()
    } else {
        format!("{}/{version}", target.fqgroup)
    };
    let mut values = vec![
        ("name", project.name().to_string()),
        ("crate", project.crate_name()),
        ("kind", kind.clone()),
        ("lower", lower.clone()),
        ("version", version.clone()),
        ("plural", target.plural.clone()),
        ("fqgroup", target.fqgroup.clone()),
        ("gv", gv),
        ("module", module),
        ("markers_doc", markers_doc(project, options, target, &lower)),
        ("imports", imports(options, target)),
        ("register", register(options, target)),
        ("sample", sample(target, kind, &lower)),
    ];
    values.extend(test_vars(project, options, target));
    Vars::new(values)
}

/// The `+kubebuilder:webhook` markers of the Kind's admission webhooks, as kubebuilder
/// scaffolds them (its paths, `failurePolicy=fail`, create and update).
fn markers_doc(
    project: &Project,
    options: &WebhookOptions,
    target: &Target,
    lower: &str,
) -> String {
    let version = &options.version;
    let mut out = String::new();
    let mut marker = |verb: &str, mutating: bool, prefix: &str| {
        out.push_str(&format!(
            "\n//!\n//! +kubebuilder:webhook:path=/{verb}-{}-{version}-{lower},mutating={mutating},failurePolicy=fail,sideEffects=None,groups={},resources={},verbs=create;update,versions={version},name={prefix}{lower}-{version}.kb.io,admissionReviewVersions=v1",
            target.fqgroup.replace('.', "-"),
            groups_value(&target.fqgroup),
            target.plural,
        ));
    };
    if options.defaulting {
        marker("mutate", true, "m");
    }
    if options.validation {
        marker("validate", false, "v");
    }
    if !target.spokes.is_empty() {
        out.push_str(&format!(
            "\n//!\n//! The conversions of {} through this version, the hub, are what `api/build.rs`\n//! generates (`{}::conversions`).",
            target.spokes.join(", "),
            project.api_crate()
        ));
    }
    out
}

/// The marker's `groups=` value: the core group is `""`, as kubebuilder writes it.
fn groups_value(fqgroup: &str) -> String {
    if fqgroup.is_empty() {
        "\"\"".to_string()
    } else {
        fqgroup.to_string()
    }
}

/// The webhook module's `use` lines, in rustfmt's order.
fn imports(options: &WebhookOptions, target: &Target) -> String {
    let mut webhook = Vec::new();
    if options.defaulting {
        webhook.push("CustomDefaulter");
    }
    if options.validation {
        webhook.push("CustomValidator");
    }
    if options.admission() {
        webhook.push("Denied");
    }
    if options.validation {
        webhook.push("Warnings");
    }
    webhook.push("WebhookServer");
    let webhook = use_list("kube_codegen_runtime::webhook", &webhook);
    let mut kind = Vec::new();
    if !target.spokes.is_empty() {
        kind.push(format!("use {};\n", target.group_module));
    }
    if options.admission() {
        kind.push(format!("use {};\n", target.path));
    }
    if kind.is_empty() {
        format!("\n{webhook}")
    } else {
        format!("\n{webhook}\n{}", kind.concat())
    }
}

/// `use <path>::{<names>};` as rustfmt writes it: on one line when it fits in 100 columns,
/// else the names filled onto indented lines.
fn use_list(path: &str, names: &[&str]) -> String {
    let one = match names {
        [name] => format!("use {path}::{name};"),
        _ => format!("use {path}::{{{}}};", names.join(", ")),
    };
    if one.len() <= 100 {
        return format!("{one}\n");
    }
    let mut out = format!("use {path}::{{\n");
    let mut line = String::from("   ");
    for name in names {
        if line.len() + 1 + name.len() + 1 > 100 {
            out.push_str(&line);
            out.push('\n');
            line = String::from("   ");
        }
        line.push(' ');
        line.push_str(name);
        line.push(',');
    }
    out.push_str(&line);
    out.push_str("\n};\n");
    out
}

/// `register`'s body: the server with a call per webhook, as rustfmt writes it (one call on
/// the line of `server`, several chained below it). The conversions name the versions
/// through the group's module, which the webhook module imports.
fn register(options: &WebhookOptions, target: &Target) -> String {
    let kind = &options.kind;
    let mut calls = Vec::new();
    if options.defaulting {
        calls.push(format!("defaulting::<{kind}>({kind}CustomDefaulter)"));
    }
    if options.validation {
        calls.push(format!("validating::<{kind}>({kind}CustomValidator)"));
    }
    let (group, hub) = (&options.group, &options.version);
    for spoke in &target.spokes {
        calls.push(format!(
            "conversion::<{group}::{spoke}::{kind}, {group}::{hub}::{kind}>()"
        ));
    }
    match &calls[..] {
        [call] => format!("server.{call}"),
        _ => {
            let chained: Vec<String> = calls.iter().map(|c| format!("\n        .{c}")).collect();
            format!("server{}", chained.concat())
        }
    }
}

/// The plan of `create webhook`: the Kind's module and test, its registration, and on the
/// first webhook the server's module, its place in `main.rs`, the generation of the
/// configurations and the kustomizations; with conversion, the API crate's conversions and
/// the CRD's patch.
pub(super) fn plan(
    plan: &mut Plan,
    project: &Project,
    options: &WebhookOptions,
    target: &Target,
    vars: &Vars,
) {
    if !project.has_webhooks() {
        first_webhook(plan, vars);
    }
    let module = vars.get("module");
    let mut body = render(include_str!("../templates/webhook.rs.tmpl"), vars);
    if options.defaulting {
        body.push_str(&render(
            include_str!("../templates/webhook-defaulter.rs.tmpl"),
            vars,
        ));
    }
    if options.validation {
        body.push_str(&render(
            include_str!("../templates/webhook-validator.rs.tmpl"),
            vars,
        ));
    }
    plan.create(format!("src/webhook/{module}.rs"), body);
    plan.create(
        format!("tests/{module}_webhook.rs"),
        render(include_str!("../templates/webhook-test.rs.tmpl"), vars),
    );
    plan.insert(
        "src/webhook/mod.rs",
        "webhookmodules",
        format!("pub mod {module};\n"),
        format!("pub mod {module};"),
    );
    plan.insert(
        "src/webhook/mod.rs",
        "webhooks",
        format!("let server = {module}::register(server);\n"),
        format!("{module}::register(server)"),
    );
    if !target.spokes.is_empty() {
        conversion(plan, project, vars);
    }
}

/// The webhook server's module, its flags and start in `main.rs`, the build script's
/// generation of the configurations, and `config/webhook`, `config/certmanager` and the
/// manager's patch.
fn first_webhook(plan: &mut Plan, vars: &Vars) {
    let crate_name = vars.get("crate");
    plan.create(
        "src/webhook/mod.rs",
        render(include_str!("../templates/webhook-mod.rs.tmpl"), vars),
    );
    plan.insert(
        "src/lib.rs",
        "codegen",
        "/// The webhooks (`kube-codegen create webhook`).\npub mod webhook;\n\n".to_string(),
        "pub mod webhook;",
    );
    plan.insert(
        "src/main.rs",
        "flags",
        format!("#[command(flatten)]\nwebhook: {crate_name}::webhook::WebhookFlags,\n"),
        "webhook::WebhookFlags",
    );
    plan.insert(
        "src/main.rs",
        "builder",
        format!("{crate_name}::webhook::setup_with_manager(&mgr, &cli.webhook)?;\n"),
        "webhook::setup_with_manager",
    );
    plan.insert(
        "build.rs",
        "codegen",
        "kube_codegen::Config::new()\n    .input(\"src/webhook\")\n    .crds(false)\n    .webhooks(true)\n    .run_build_script();\n".to_string(),
        ".webhooks(true)",
    );
    for (path, template) in [
        (
            "config/webhook/kustomization.yaml",
            include_str!("../templates/config/webhook-kustomization.yaml.tmpl"),
        ),
        (
            "config/webhook/service.yaml",
            include_str!("../templates/config/webhook-service.yaml.tmpl"),
        ),
        (
            "config/webhook/kustomizeconfig.yaml",
            include_str!("../templates/config/webhook-kustomizeconfig.yaml.tmpl"),
        ),
        (
            "config/default/manager_webhook_patch.yaml",
            include_str!("../templates/config/manager_webhook_patch.yaml.tmpl"),
        ),
        (
            "config/certmanager/kustomization.yaml",
            include_str!("../templates/config/certmanager-kustomization.yaml.tmpl"),
        ),
        (
            "config/certmanager/issuer.yaml",
            include_str!("../templates/config/issuer.yaml.tmpl"),
        ),
        (
            "config/certmanager/kustomizeconfig.yaml",
            include_str!("../templates/config/certmanager-kustomizeconfig.yaml.tmpl"),
        ),
        (
            "config/certmanager/certificate.yaml",
            include_str!("../templates/config/certificate.yaml.tmpl"),
        ),
    ] {
        plan.create(path, render(template, vars));
    }
    plan.insert(
        "config/default/kustomization.yaml",
        "resources",
        "- ../webhook\n- ../certmanager\n".to_string(),
        "- ../webhook",
    );
    plan.insert(
        "config/default/kustomization.yaml",
        "patches",
        MANAGER_PATCH.to_string(),
        "manager_webhook_patch.yaml",
    );
    plan.insert(
        "config/default/kustomization.yaml",
        "replacements",
        include_str!("../templates/config/default-replacements.yaml.tmpl").to_string(),
        "replacements:",
    );
}

/// The API crate's generated conversions (on its first conversion webhook) and the CRD's
/// conversion patch in `config/crd`.
fn conversion(plan: &mut Plan, project: &Project, vars: &Vars) {
    if !project.has_conversion() {
        plan.insert(
            "api/build.rs",
            "codegen",
            "kube_codegen::Config::new()\n    .input(\"src\")\n    .crds(false)\n    .conversions(\"crate\")\n    .run_build_script();\n".to_string(),
            ".conversions(\"crate\")",
        );
        plan.insert(
            "api/src/lib.rs",
            "groups",
            "/// The conversions of each Kind's versions to and from its hub (`build.rs`), for the\n/// conversion webhooks.\npub mod conversions {\n    include!(concat!(env!(\"OUT_DIR\"), \"/conversions.rs\"));\n}\n\n".to_string(),
            "/conversions.rs\"",
        );
    }
    let patch = format!("patches/webhook_in_{}.yaml", vars.get("plural"));
    plan.create(
        format!("config/crd/{patch}"),
        render(
            include_str!("../templates/config/webhook_in_crd.yaml.tmpl"),
            vars,
        ),
    );
    plan.insert(
        "config/crd/kustomization.yaml",
        "crdkustomizewebhookpatch",
        format!("- path: {patch}\n"),
        format!("- path: {patch}\n"),
    );
}

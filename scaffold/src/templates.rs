//! The scaffold's files (`templates/`, with `{{name}}` placeholders), what each command adds
//! where, and `PROJECT`, the record of what was scaffolded.

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::edit::Plan;
use super::{ApiOptions, InitOptions, ScaffoldError, WebhookOptions};
use kube_codegen::resource_plural;

mod init;
pub(super) use init::INIT;

/// A template's placeholders and their values.
pub(super) struct Vars(Vec<(&'static str, String)>);

impl Vars {
    /// The placeholders `values` sets.
    pub(super) fn new(values: Vec<(&'static str, String)>) -> Vars {
        Vars(values)
    }

    /// The value of `key`, if the command sets it.
    fn lookup(&self, key: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.as_str())
    }

    /// The value of a key the command sets (empty for one it does not).
    pub(super) fn get(&self, key: &str) -> &str {
        self.lookup(key).unwrap_or_default()
    }

    pub(super) fn init(options: &InitOptions) -> Vars {
        let source = &options.source;
        let (repository, project_repo) = match &options.repo {
            Some(repo) => {
                let url = if repo.contains("://") {
                    repo.clone()
                } else {
                    format!("https://{repo}")
                };
                (
                    format!("repository = \"{url}\"\n"),
                    format!("repo: {repo}\n"),
                )
            }
            None => (String::new(), String::new()),
        };
        Vars(vec![
            ("repository", repository),
            ("project_repo", project_repo),
            ("name", options.name.clone()),
            ("crate", options.name.replace('-', "_")),
            ("domain", options.domain.clone()),
            ("leader_id", format!("{}.{}", options.name, options.domain)),
            ("runtime", source.dependency("runtime", &[])),
            (
                "runtime_operator",
                source.dependency("runtime", &["clap", "webhook"]),
            ),
            ("codegen", source.dependency("codegen", &[])),
            ("install_cli", source.install_cli()),
            ("envtest", source.dependency("envtest", &[])),
        ])
    }

    pub(super) fn api(project: &Project, options: &ApiOptions) -> Vars {
        let lower = options.kind.to_lowercase();
        let plural = resource_plural(&options.kind);
        let name = &project.project_name;
        let (lister_get, test_lister_get, client_call, request_ns, test_ns, test_ns_import) =
            if options.namespaced {
                (
                    ".namespace(req.namespace()).get(&req.name)".to_string(),
                    ".namespace(&ns).get(\"test-resource\")".to_string(),
                    format!("{plural}(&ns)"),
                    "Some(&ns)",
                    format!(
                        "    let ns = test_namespace(&kube, \"{lower}\")\n        .await\n        .expect(\"a namespace for the test's objects\");\n"
                    ),
                    ", test_namespace",
                )
            } else {
                (
                    ".get(&req.name)".to_string(),
                    ".get(\"test-resource\")".to_string(),
                    format!("{plural}()"),
                    "None",
                    String::new(),
                    "",
                )
            };
        let mut kind_markers = String::new();
        if !options.namespaced {
            kind_markers.push_str("/// +kubebuilder:resource:scope=Cluster\n");
        }
        if !project.has_kind(&options.group, &options.kind) {
            kind_markers.push_str("/// +kubebuilder:storageversion\n");
        }
        Vars(vec![
            ("name", name.clone()),
            ("crate", project.crate_name()),
            ("api_crate", project.api_crate()),
            ("group", options.group.clone()),
            ("version", options.version.clone()),
            ("fqgroup", format!("{}.{}", options.group, project.domain)),
            (
                "group_version",
                format!("{}_{}", options.group, options.version),
            ),
            ("kind", options.kind.clone()),
            ("lower", lower),
            ("plural", plural),
            ("kind_markers", kind_markers),
            ("lister_get", lister_get),
            ("test_lister_get", test_lister_get),
            ("client_call", client_call),
            ("request_ns", request_ns.to_string()),
            ("test_ns", test_ns),
            ("test_ns_import", test_ns_import.to_string()),
        ])
    }
}

/// `template` with each `{{key}}` replaced by its value; a key without one stays `{{key}}`.
pub(super) fn render(template: &str, vars: &Vars) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        match after.find("}}") {
            Some(end) => {
                // A placeholder without a value stays as written, so that a misspelt one
                // is seen (`every_placeholder_is_filled`), not rendered empty.
                match vars.lookup(&after[..end]) {
                    Some(value) => out.push_str(value),
                    None => out.push_str(&rest[start..start + 2 + end + 2]),
                }
                rest = &after[end + 2..];
            }
            None => {
                out.push_str(&rest[start..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// `PROJECT`: the project's domain and name, and every Kind scaffolded, as kubebuilder's
/// PROJECT file records them.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct Project {
    domain: String,
    project_name: String,
    /// `init --repo`'s repository.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    repo: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    resources: Vec<Resource>,
    /// The built-in Kinds given webhooks.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    builtin_resources: Vec<BuiltinResource>,
}

#[derive(Clone, Serialize, Deserialize)]
pub(super) struct Resource {
    group: String,
    version: String,
    kind: String,
    namespaced: bool,
    controller: bool,
    /// The Kind's webhooks, once `create webhook` scaffolded them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    webhooks: Option<Webhooks>,
}

impl Resource {
    pub(super) fn namespaced(&self) -> bool {
        self.namespaced
    }
}

/// A Kind's webhooks, as kubebuilder's PROJECT records them.
#[derive(Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Webhooks {
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    defaulting: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    validation: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    conversion: bool,
}

/// A built-in Kind with webhooks, as kubebuilder's PROJECT records one (`core: true`).
#[derive(Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct BuiltinResource {
    core: bool,
    group: String,
    version: String,
    kind: String,
    webhooks: Webhooks,
}

/// The comment that opens `PROJECT`.
const PROJECT_HEADER: &str = "# Written by kube-codegen init and create; do not edit. It records what was scaffolded, as\n# kubebuilder's PROJECT file does.\n";

impl Project {
    /// `dir/PROJECT`.
    pub(super) fn read(dir: &Path) -> Result<Project, ScaffoldError> {
        let path = dir.join("PROJECT");
        let text = std::fs::read_to_string(&path).map_err(|e| {
            ScaffoldError::at(
                path.clone(),
                0,
                0,
                format!("cannot read it ({e}): run `kube-codegen init` first"),
            )
        })?;
        serde_norway::from_str(&text).map_err(|e| {
            let (line, column) = e.location().map_or((0, 0), |l| (l.line(), l.column()));
            ScaffoldError::at(path, line, column, format!("not a PROJECT file: {e}"))
        })
    }

    /// The file's text.
    pub(super) fn write(&self) -> String {
        let yaml = serde_norway::to_string(self).unwrap_or_default();
        format!("{PROJECT_HEADER}{yaml}")
    }

    /// This project with `options`' Kind recorded.
    pub(super) fn with(mut self, options: &ApiOptions) -> Project {
        self.resources.push(Resource {
            group: options.group.clone(),
            version: options.version.clone(),
            kind: options.kind.clone(),
            namespaced: options.namespaced,
            controller: options.controller,
            webhooks: None,
        });
        self
    }

    /// This project with `options`' webhooks recorded.
    pub(super) fn with_webhooks(mut self, options: &WebhookOptions) -> Project {
        let webhooks = Webhooks {
            defaulting: options.defaulting,
            validation: options.validation,
            conversion: options.conversion,
        };
        let own = self.resources.iter_mut().find(|r| {
            r.group == options.group && r.version == options.version && r.kind == options.kind
        });
        match own {
            Some(resource) => resource.webhooks = Some(webhooks),
            None => self.builtin_resources.push(BuiltinResource {
                core: true,
                group: options.group.clone(),
                version: options.version.clone(),
                kind: options.kind.clone(),
                webhooks,
            }),
        }
        self
    }

    pub(super) fn name(&self) -> &str {
        &self.project_name
    }

    /// The operator crate's name in Rust (`my_operator` for project `my-operator`).
    pub(super) fn crate_name(&self) -> String {
        self.project_name.replace('-', "_")
    }

    /// The API crate's name in Rust (`my_operator_api`).
    pub(super) fn api_crate(&self) -> String {
        format!("{}_api", self.crate_name())
    }

    pub(super) fn domain(&self) -> &str {
        &self.domain
    }

    /// The project's Kind `group`/`version` `kind`.
    pub(super) fn resource(&self, group: &str, version: &str, kind: &str) -> Option<&Resource> {
        self.resources
            .iter()
            .find(|r| r.group == group && r.version == version && r.kind == kind)
    }

    /// The versions of the project's Kind `kind` of `group`, in the order created (the
    /// first is its storage version).
    pub(super) fn versions(&self, group: &str, kind: &str) -> Vec<String> {
        self.resources
            .iter()
            .filter(|r| r.group == group && r.kind == kind)
            .map(|r| r.version.clone())
            .collect()
    }

    /// Whether a Kind, own or built-in, has webhooks already.
    pub(super) fn has_webhooks(&self) -> bool {
        !self.builtin_resources.is_empty() || self.resources.iter().any(|r| r.webhooks.is_some())
    }

    /// Whether the webhooks of `group`/`version` `kind` exist already.
    pub(super) fn has_webhooks_of(&self, group: &str, version: &str, kind: &str) -> bool {
        let own = self
            .resource(group, version, kind)
            .is_some_and(|r| r.webhooks.is_some());
        own || self
            .builtin_resources
            .iter()
            .any(|r| r.group == group && r.version == version && r.kind == kind)
    }

    /// Whether a Kind has a conversion webhook already.
    pub(super) fn has_conversion(&self) -> bool {
        self.resources
            .iter()
            .any(|r| r.webhooks.as_ref().is_some_and(|w| w.conversion))
    }

    pub(super) fn has(&self, group: &str, version: &str, kind: &str) -> bool {
        self.resources
            .iter()
            .any(|r| r.group == group && r.version == version && r.kind == kind)
    }

    fn has_version(&self, group: &str, version: &str) -> bool {
        self.resources
            .iter()
            .any(|r| r.group == group && r.version == version)
    }

    pub(super) fn has_kind(&self, group: &str, kind: &str) -> bool {
        self.resources
            .iter()
            .any(|r| r.group == group && r.kind == kind)
    }
}

/// On the first Kind: the build scripts' generation, the API crate's trait impls and the
/// operator's typed clients.
pub(super) fn first_api(plan: &mut Plan, project: &Project, vars: &Vars) {
    if !project.resources.is_empty() {
        return;
    }
    let api_crate = vars.get("api_crate");
    plan.insert(
        "build.rs",
        "codegen",
        format!(
            "kube_codegen::Config::new()\n    .input(\"api/src\")\n    .clients(\n        kube_codegen::ClientOptions::new(\"{api_crate}\")\n            .root_kinds(true)\n            .kind_impls(kube_codegen::KindImpls::Elsewhere),\n    )\n    .run_build_script();\n"
        ),
        ".input(\"api/src\")",
    );
    plan.insert(
        "api/build.rs",
        "codegen",
        "kube_codegen::Config::new()\n    .input(\"src\")\n    .crds(false)\n    .clients(\n        kube_codegen::ClientOptions::new(\"crate\")\n            .root_kinds(true)\n            .kind_impls(kube_codegen::KindImpls::Only),\n    )\n    .run_build_script();\n".to_string(),
        ".input(\"src\")",
    );
    plan.insert(
        "api/src/lib.rs",
        "groups",
        "// `kube::Resource` and `kube_codegen_runtime::Kind` for the Kinds (`build.rs`).\ninclude!(concat!(env!(\"OUT_DIR\"), \"/kinds.rs\"));\n\n".to_string(),
        "/kinds.rs\"",
    );
    plan.insert(
        "src/lib.rs",
        "codegen",
        "/// The typed clients, listers and informers of the API crate's Kinds (`build.rs`).\npub mod client {\n    include!(concat!(env!(\"OUT_DIR\"), \"/clientset.rs\"));\n}\n\n".to_string(),
        "/clientset.rs\"",
    );
}

/// The group's module (with `+groupName`) and the version's, each on its first use.
pub(super) fn group_and_version(
    plan: &mut Plan,
    project: &Project,
    options: &ApiOptions,
    vars: &Vars,
) {
    let (group, version) = (&options.group, &options.version);
    let group_mod = format!("api/src/{group}/mod.rs");
    if !project.resources.iter().any(|r| r.group == *group) {
        plan.create(
            group_mod.clone(),
            render(include_str!("templates/group-mod.rs.tmpl"), vars),
        );
    }
    plan.insert(
        "api/src/lib.rs",
        "groups",
        format!("pub mod {group};\n"),
        format!("pub mod {group};"),
    );
    if !project.has_version(group, version) {
        plan.create(
            format!("api/src/{group}/{version}/mod.rs"),
            render(include_str!("templates/version-mod.rs.tmpl"), vars),
        );
    }
    plan.insert(
        group_mod,
        "versions",
        format!("pub mod {version};\n"),
        format!("pub mod {version};"),
    );
}

/// The Kind's types module, its place in the version's module, its sample, its admin,
/// editor and viewer roles (as kubebuilder's `create api`) and its CRD's place in
/// `config/crd/kustomization.yaml`.
pub(super) fn kind(plan: &mut Plan, project: &Project, options: &ApiOptions, vars: &Vars) {
    let (group, version) = (&options.group, &options.version);
    let lower = vars.get("lower");
    plan.create(
        format!("api/src/{group}/{version}/{lower}_types.rs"),
        render(include_str!("templates/types.rs.tmpl"), vars),
    );
    plan.insert(
        format!("api/src/{group}/{version}/mod.rs"),
        "kinds",
        format!("mod {lower}_types;\npub use {lower}_types::*;\n"),
        format!("mod {lower}_types;"),
    );
    let sample = format!("{group}_{version}_{lower}.yaml");
    plan.create(
        format!("config/samples/{sample}"),
        render(include_str!("templates/sample.yaml.tmpl"), vars),
    );
    plan.insert(
        "config/samples/kustomization.yaml",
        "manifestskustomizesamples",
        format!("- {sample}\n"),
        format!("- {sample}\n"),
    );
    // One set per Kind, with its first version; named with the group, so that Kinds of one
    // name in two groups do not collide.
    let roles = [
        (
            "admin",
            include_str!("templates/config/kind_admin_role.yaml.tmpl"),
        ),
        (
            "editor",
            include_str!("templates/config/kind_editor_role.yaml.tmpl"),
        ),
        (
            "viewer",
            include_str!("templates/config/kind_viewer_role.yaml.tmpl"),
        ),
    ];
    let first_version = !project.has_kind(group, &options.kind);
    for (role, template) in roles.into_iter().filter(|_| first_version) {
        let file = format!("{group}_{lower}_{role}_role.yaml");
        plan.create(format!("config/rbac/{file}"), render(template, vars));
        plan.insert(
            "config/rbac/kustomization.yaml",
            "rbacroles",
            format!("- {file}\n"),
            format!("- {file}\n"),
        );
    }
    let crd = format!(
        "- bases/{}_{}.yaml\n",
        vars.get("fqgroup"),
        vars.get("plural")
    );
    plan.insert(
        "config/crd/kustomization.yaml",
        "crdkustomizeresource",
        crd.clone(),
        crd,
    );
}

/// The Kind's reconciler, its registration and its envtest test; on the first controller,
/// the generation of the manager's Role.
pub(super) fn controller(plan: &mut Plan, project: &Project, vars: &Vars) {
    let lower = vars.get("lower");
    plan.create(
        format!("src/controller/{lower}.rs"),
        render(include_str!("templates/controller.rs.tmpl"), vars),
    );
    plan.create(
        format!("tests/{lower}_controller.rs"),
        render(include_str!("templates/controller-test.rs.tmpl"), vars),
    );
    plan.insert(
        "src/controller/mod.rs",
        "controllers",
        format!("pub mod {lower};\n"),
        format!("pub mod {lower};"),
    );
    plan.insert(
        "src/controller/mod.rs",
        "builder",
        format!("{lower}::setup_with_manager(mgr)?;\n"),
        format!("{lower}::setup_with_manager(mgr)"),
    );
    if !project.resources.iter().any(|r| r.controller) {
        plan.insert(
            "build.rs",
            "codegen",
            "kube_codegen::Config::new()\n    .input(\"src/controller\")\n    .crds(false)\n    .rbac(\"manager-role\")\n    .run_build_script();\n".to_string(),
            ".rbac(\"manager-role\")",
        );
    }
}

//! Scaffolding, as kubebuilder's `init` and `create api`: a Cargo workspace laid out as a
//! kubebuilder project (an API crate, an operator crate on the runtime's manager, `config/`,
//! `hack/update-codegen.sh`, a Dockerfile, envtest tests), then one Kind at a time.
//!
//! Files a command creates must not exist; files it adds to get the new lines above their
//! insertion points (`// +kubebuilder:scaffold:<name>`, as kubebuilder's), after syn has
//! parsed them, so that what the user wrote around the points stays as it is.

mod edit;
mod shards;
mod templates;
mod webhook;

use std::fmt;
use std::path::{Path, PathBuf};

use edit::Plan;
use templates::{Vars, render};

/// Where a scaffolded project takes kube-codegen's crates (`kube-codegen-runtime`,
/// `kube-codegen`, `kube-envtest`) from.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum CrateSource {
    /// crates.io, with this version requirement (`"0.1"`).
    Registry(String),
    /// A checkout of kube-codegen: its `runtime/`, `codegen/` and `envtest/` directories.
    Path(PathBuf),
}

impl CrateSource {
    /// The dependency's TOML value for the crate in `dir` of a checkout, with `features`.
    fn dependency(&self, dir: &str, features: &[&str]) -> String {
        let features = if features.is_empty() {
            String::new()
        } else {
            let list: Vec<String> = features.iter().map(|f| format!("{f:?}")).collect();
            format!(", features = [{}]", list.join(", "))
        };
        match self {
            CrateSource::Registry(version) => format!("{{ version = {version:?}{features} }}"),
            CrateSource::Path(root) => {
                let path = root.join(dir).display().to_string();
                format!("{{ path = {path:?}{features} }}")
            }
        }
    }

    /// The command that installs the matching `kube-codegen` CLI.
    fn install_cli(&self) -> String {
        match self {
            CrateSource::Registry(version) => {
                format!("cargo install kube-codegen-cli --version {version}")
            }
            CrateSource::Path(root) => {
                format!("cargo install --path {}", root.join("cli").display())
            }
        }
    }
}

/// What `kube-codegen init` scaffolds: kubebuilder's `init --domain --project-name --repo`.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct InitOptions {
    /// The domain of the project's API groups (`my.domain`: group `webapp` is
    /// `webapp.my.domain`).
    pub domain: String,
    /// The project's name: the operator crate's (the API crate is `<name>-api`), the
    /// binary's and the prefix of its kustomize resources. A DNS-1123 label.
    pub name: String,
    /// Where the project's dependencies on kube-codegen come from.
    pub source: CrateSource,
    /// The project's repository, as kubebuilder's `--repo` names a Go module
    /// (`github.com/example/guestbook`) or as a URL: recorded in `PROJECT` and, as an
    /// `https://` URL, the crates' `repository` in `Cargo.toml`.
    pub repo: Option<String>,
}

impl InitOptions {
    /// A project `name` for `domain`, depending on kube-codegen's crates from crates.io.
    pub fn new(domain: impl Into<String>, name: impl Into<String>) -> Self {
        InitOptions {
            domain: domain.into(),
            name: name.into(),
            source: CrateSource::Registry(env!("CARGO_PKG_VERSION").to_string()),
            repo: None,
        }
    }

    /// Records `repo` as the project's repository (kubebuilder's `--repo`).
    pub fn repo(mut self, repo: impl Into<String>) -> Self {
        self.repo = Some(repo.into());
        self
    }

    /// Takes kube-codegen's crates from `source` instead.
    pub fn source(mut self, source: CrateSource) -> Self {
        self.source = source;
        self
    }
}

/// What `kube-codegen create api` scaffolds: kubebuilder's `create api --group --version
/// --kind [--namespaced] [--controller]`.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct ApiOptions {
    /// The group's first label (`webapp`); the project's domain completes it.
    pub group: String,
    /// The version (`v1`, `v1beta2`).
    pub version: String,
    /// The Kind (`Guestbook`).
    pub kind: String,
    /// Namespaced (the default) or cluster-scoped.
    pub namespaced: bool,
    /// Also a reconciler for the Kind, its envtest test and its RBAC markers.
    pub controller: bool,
}

impl ApiOptions {
    /// A namespaced Kind without a controller.
    pub fn new(
        group: impl Into<String>,
        version: impl Into<String>,
        kind: impl Into<String>,
    ) -> Self {
        ApiOptions {
            group: group.into(),
            version: version.into(),
            kind: kind.into(),
            namespaced: true,
            controller: false,
        }
    }

    /// Namespaced (`true`) or cluster-scoped (`false`).
    pub fn namespaced(mut self, namespaced: bool) -> Self {
        self.namespaced = namespaced;
        self
    }

    /// With a controller for the Kind.
    pub fn controller(mut self, controller: bool) -> Self {
        self.controller = controller;
        self
    }
}

/// What `kube-codegen create webhook` scaffolds: kubebuilder's `create webhook --group
/// --version --kind [--defaulting] [--programmatic-validation] [--conversion]`, for a Kind
/// of the project or a built-in one (`core`/`v1` `Pod`, `apps`/`v1` `Deployment`, …).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct WebhookOptions {
    /// The group's first label (`webapp`; `core`, `apps`, `batch` for built-in Kinds).
    pub group: String,
    /// The version (`v1`); for a conversion webhook the hub, the Kind's storage version.
    pub version: String,
    /// The Kind (`Guestbook`).
    pub kind: String,
    /// A defaulting (mutating) webhook, as controller-runtime's `CustomDefaulter`.
    pub defaulting: bool,
    /// A validating webhook, as controller-runtime's `CustomValidator`.
    pub validation: bool,
    /// A conversion webhook for the Kind's other versions, through this one (the hub).
    pub conversion: bool,
}

impl WebhookOptions {
    /// No webhook yet for `group`/`version` `kind`: choose them with the other methods.
    pub fn new(
        group: impl Into<String>,
        version: impl Into<String>,
        kind: impl Into<String>,
    ) -> Self {
        WebhookOptions {
            group: group.into(),
            version: version.into(),
            kind: kind.into(),
            defaulting: false,
            validation: false,
            conversion: false,
        }
    }

    /// With a defaulting webhook.
    pub fn defaulting(mut self, on: bool) -> Self {
        self.defaulting = on;
        self
    }

    /// With a validating webhook.
    pub fn validation(mut self, on: bool) -> Self {
        self.validation = on;
        self
    }

    /// With a conversion webhook.
    pub fn conversion(mut self, on: bool) -> Self {
        self.conversion = on;
        self
    }

    /// Whether an admission webhook (defaulting or validating) is asked for.
    fn admission(&self) -> bool {
        self.defaulting || self.validation
    }
}

/// Why a scaffolding command refused, and where: the file, and the 1-based line and
/// column when there is one (0 when the whole file or an option is meant). Nothing was
/// written.
#[derive(Debug)]
pub struct ScaffoldError {
    path: PathBuf,
    line: usize,
    column: usize,
    message: String,
}

impl ScaffoldError {
    fn at(path: PathBuf, line: usize, column: usize, message: impl Into<String>) -> Self {
        ScaffoldError {
            path,
            line,
            column,
            message: message.into(),
        }
    }

    /// An option's value that cannot be used, for the project in `dir`.
    fn option(dir: &Path, message: impl Into<String>) -> Self {
        ScaffoldError::at(dir.to_path_buf(), 0, 0, message)
    }

    /// The file (or, for a bad option, the project directory).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The 1-based line, 0 when none.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The 1-based column, 0 when none.
    pub fn column(&self) -> usize {
        self.column
    }

    /// What is wrong.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for ScaffoldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (0, _) => write!(f, "{}: {}", self.path.display(), self.message),
            (l, c) => write!(f, "{}:{l}:{c}: {}", self.path.display(), self.message),
        }
    }
}

impl std::error::Error for ScaffoldError {}

/// Scaffolds a new project into `dir` (created if missing), as kubebuilder's `init`: a
/// workspace of the operator crate and the API crate (`api/`), the manager's `main.rs`,
/// `config/` (CRD, RBAC, manager and default kustomizations, as kubebuilder lays them out),
/// `hack/update-codegen.sh`, a Dockerfile, an envtest test of the manager, a README and
/// `PROJECT`. It builds and its tests pass before any API exists.
///
/// Returns the files written.
///
/// # Errors
///
/// A name or domain that is not a DNS-1123 label or subdomain; a file of the scaffold that
/// exists already (nothing is overwritten); a write that fails (the files written before
/// it are removed).
pub fn init(dir: &Path, options: &InitOptions) -> Result<Vec<PathBuf>, ScaffoldError> {
    if !is_label(&options.name) || options.name.contains('_') {
        return Err(ScaffoldError::option(
            dir,
            format!(
                "project name `{}` is not a DNS-1123 label (lowercase letters, digits and `-`)",
                options.name
            ),
        ));
    }
    if !options.domain.split('.').all(is_label) {
        return Err(ScaffoldError::option(
            dir,
            format!(
                "domain `{}` is not a DNS-1123 subdomain (lowercase labels joined by `.`)",
                options.domain
            ),
        ));
    }
    if let Some(repo) = &options.repo
        && (repo.is_empty()
            || repo
                .chars()
                .any(|c| c.is_whitespace() || c.is_control() || matches!(c, '"' | '\\' | '\'')))
    {
        return Err(ScaffoldError::option(
            dir,
            format!(
                "repository `{repo}` is no module path or URL (`github.com/example/guestbook`)"
            ),
        ));
    }
    let vars = Vars::init(options);
    let mut plan = Plan::default();
    for (path, template) in templates::INIT {
        plan.create(*path, render(template, &vars));
    }
    plan.apply(dir)
}

/// A lowercase DNS-1123 label.
fn is_label(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 63
        && s.starts_with(|c: char| c.is_ascii_lowercase())
        && !s.ends_with('-')
        && s.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// Adds a Kind to the project in `dir`, as kubebuilder's `create api`: its types module
/// (root, status subresource, conditions, a printer column), the group's module with
/// `+groupName` and the version's module on their first use, a sample, the CRD's place in
/// `config/crd/kustomization.yaml`, on the first Kind the build scripts' generation, and with
/// `controller` a reconciler, its registration with the manager and its envtest test.
///
/// Returns the files written.
///
/// # Errors
///
/// No `PROJECT` (not a scaffolded project); a group, version or Kind name kubebuilder would
/// refuse; a Kind that exists; a file to create that exists (named: nothing is overwritten); a
/// file to add to that does not parse or has lost its insertion point (with its line); a
/// failed write (undone).
pub fn create_api(dir: &Path, options: &ApiOptions) -> Result<Vec<PathBuf>, ScaffoldError> {
    let project = templates::Project::read(dir)?;
    check_api_names(dir, options)?;
    if project.has(&options.group, &options.version, &options.kind) {
        return Err(ScaffoldError::at(
            dir.join("PROJECT"),
            0,
            0,
            format!(
                "{}/{} {} exists already",
                options.group, options.version, options.kind
            ),
        ));
    }
    let vars = Vars::api(&project, options);
    let mut plan = Plan::default();
    templates::first_api(&mut plan, &project, &vars);
    templates::group_and_version(&mut plan, &project, options, &vars);
    templates::kind(&mut plan, &project, options, &vars);
    if options.controller {
        templates::controller(&mut plan, &project, &vars);
    }
    plan.replace("PROJECT", project.with(options).write());
    plan.apply(dir)
}

/// Adds webhooks for a Kind to the project in `dir`, as kubebuilder's `create webhook`:
/// `src/webhook/<group>_<version>_<kind>.rs` with the `+kubebuilder:webhook` markers and a
/// `CustomDefaulter` and `CustomValidator` to fill in, its registration with the operator's
/// webhook server, and an envtest test where the API server calls them; with `conversion`,
/// the conversions of the Kind's other versions through this one (generated in the API
/// crate) and the CRD's conversion patch. On the first webhook, the webhook server in
/// `main.rs` (`--webhook-cert-path`, `ENABLE_WEBHOOKS=false`), the build script's and
/// `hack/update-codegen.sh`'s webhook configurations, `config/webhook`,
/// `config/certmanager` and the manager's webhook patch.
///
/// Returns the files written.
///
/// # Errors
///
/// No `PROJECT`; no webhook asked for; a Kind neither of the project nor a built-in one
/// the scaffold knows; a Kind with webhooks already; a conversion webhook on a built-in Kind,
/// on another version than the storage version or on a Kind of one version; a file to
/// create that exists, or one to add to that does not parse or lost its insertion point
/// (nothing is written).
pub fn create_webhook(dir: &Path, options: &WebhookOptions) -> Result<Vec<PathBuf>, ScaffoldError> {
    let project = templates::Project::read(dir)?;
    if !(options.admission() || options.conversion) {
        return Err(ScaffoldError::option(
            dir,
            "no webhook asked for: give --defaulting, --programmatic-validation or --conversion",
        ));
    }
    if project.has_webhooks_of(&options.group, &options.version, &options.kind) {
        return Err(ScaffoldError::at(
            dir.join("PROJECT"),
            0,
            0,
            format!(
                "{}/{} {} has webhooks already: edit its module in src/webhook",
                options.group, options.version, options.kind
            ),
        ));
    }
    let target = webhook::Target::find(dir, &project, options)?;
    let vars = webhook::vars(&project, options, &target);
    let mut plan = Plan::default();
    webhook::plan(&mut plan, &project, options, &target, &vars);
    plan.replace("PROJECT", project.with_webhooks(options).write());
    plan.apply(dir)
}

/// Runs the project's manager in `dir` as `count` label-sharded Deployments (a command of
/// our own; kubebuilder has none): `config/shards`, a kustomize component that
/// `config/default` includes, makes the project's Deployment `shard-0` and adds
/// `shard-1`…`shard-<count-1>`, copies of `config/manager/manager.yaml`'s Deployment as it
/// is now, each with its own pod label and the runtime's `--shard`/`--shards` flags
/// (`kube_codegen_runtime::manager::Shard`: each reconciles the objects labelled
/// `sharding.kube-codegen.dev/shard=<shard>`, `shard-0` also those labelled with no shard,
/// and elects its own leader). With webhooks, every shard serves them.
///
/// Returns the files written.
///
/// # Errors
///
/// No `PROJECT`; `count` outside 2 to 64; a `config/manager/manager.yaml` without the
/// Deployment `controller-manager`, its container `manager` or its labels; `config/shards`
/// that exists; a `config/default/kustomization.yaml` without its insertion points
/// (nothing is written).
pub fn create_shards(dir: &Path, count: usize) -> Result<Vec<PathBuf>, ScaffoldError> {
    let project = templates::Project::read(dir)?;
    let mut plan = Plan::default();
    shards::plan(&mut plan, dir, &project, count)?;
    plan.apply(dir)
}

/// The group, version and Kind as kubebuilder checks them.
fn check_api_names(dir: &Path, options: &ApiOptions) -> Result<(), ScaffoldError> {
    let group_ok = options.group.starts_with(|c: char| c.is_ascii_lowercase())
        && options
            .group
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit());
    if !group_ok {
        return Err(ScaffoldError::option(
            dir,
            format!(
                "group `{}` is not a lowercase word (letters and digits): it is a module name and the first label of the group",
                options.group
            ),
        ));
    }
    if !is_version(&options.version) {
        return Err(ScaffoldError::option(
            dir,
            format!(
                "version `{}` is not a Kubernetes version (`v1`, `v1alpha1`, `v2beta3`)",
                options.version
            ),
        ));
    }
    let kind_ok = options.kind.starts_with(|c: char| c.is_ascii_uppercase())
        && options.kind.chars().all(|c| c.is_ascii_alphanumeric());
    if !kind_ok {
        return Err(ScaffoldError::option(
            dir,
            format!(
                "Kind `{}` is not UpperCamelCase (an ASCII capital, then letters and digits)",
                options.kind
            ),
        ));
    }
    Ok(())
}

/// `v<n>`, `v<n>alpha<m>` or `v<n>beta<m>`, `n` and `m` without a leading zero.
fn is_version(v: &str) -> bool {
    /// The rest of `s` after a number without a leading zero.
    fn number(s: &str) -> Option<&str> {
        let digits = s.len() - s.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        (digits > 0 && !s.starts_with('0')).then_some(&s[digits..])
    }
    let Some(rest) = v.strip_prefix('v').and_then(number) else {
        return false;
    };
    match rest
        .strip_prefix("alpha")
        .or_else(|| rest.strip_prefix("beta"))
    {
        None => rest.is_empty(),
        Some(tail) => number(tail) == Some(""),
    }
}

#[cfg(test)]
mod tests;

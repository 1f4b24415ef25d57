//! `kube-codegen init`, `create api` and `create webhook`: kubebuilder's scaffolding
//! commands on the `kube-codegen-scaffold` crate; and `create shards`, ours.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use kube_codegen_scaffold::{
    self as scaffold, ApiOptions, CrateSource, InitOptions, ScaffoldError, WebhookOptions,
};

use crate::EXIT_INPUT;

#[derive(clap::Args)]
pub(crate) struct InitArgs {
    /// The domain of the API groups (`my.domain`: group `webapp` becomes
    /// `webapp.my.domain`).
    #[arg(long, default_value = "my.domain")]
    domain: String,
    /// The project's name (the operator crate, its binary, the kustomize prefix); by
    /// default the directory's name.
    #[arg(long)]
    name: Option<String>,
    /// Depend on kube-codegen's crates in this checkout (`runtime/`, `codegen/`,
    /// `envtest/`) instead of crates.io.
    #[arg(long, value_name = "DIR")]
    kube_codegen_path: Option<PathBuf>,
    /// The project's repository, a Go-style module path (`github.com/example/guestbook`)
    /// or a URL: recorded in PROJECT and as the crates' `repository`.
    #[arg(long)]
    repo: Option<String>,
    /// The project's directory, created if missing.
    #[arg(default_value = ".")]
    dir: PathBuf,
}

#[derive(clap::Subcommand)]
pub(crate) enum CreateCommand {
    /// Add a Kind (and with `--controller` its reconciler), as `kubebuilder create api`.
    Api(ApiArgs),
    /// Add a Kind's defaulting, validating or conversion webhooks, as `kubebuilder create
    /// webhook`.
    Webhook(WebhookArgs),
    /// Run the manager as label-sharded Deployments, one per shard (config/shards).
    Shards(ShardsArgs),
}

#[derive(clap::Args)]
pub(crate) struct ShardsArgs {
    /// How many shards (2 to 64), named shard-0, shard-1, …; shard-0 also takes the
    /// objects labelled with no shard.
    #[arg(long)]
    count: usize,
    /// The project's directory.
    #[arg(long, default_value = ".")]
    dir: PathBuf,
}

/// The Kind a `create` command is about, and the project's directory.
#[derive(clap::Args)]
pub(crate) struct KindArgs {
    /// The group's first label, which the project's domain completes (`webapp`); for
    /// `create webhook` on a built-in Kind, `core`, `apps` or `batch`.
    #[arg(long)]
    group: String,
    /// The version (`v1`, `v1beta1`); for `create webhook --conversion` the Kind's storage
    /// version, the hub.
    #[arg(long)]
    version: String,
    /// The Kind (`Guestbook`; `Pod`).
    #[arg(long)]
    kind: String,
    /// The project's directory.
    #[arg(long, default_value = ".")]
    dir: PathBuf,
}

#[derive(clap::Args)]
pub(crate) struct WebhookArgs {
    #[command(flatten)]
    kind: KindArgs,
    /// A defaulting (mutating) webhook.
    #[arg(long)]
    defaulting: bool,
    /// A validating webhook.
    #[arg(long, visible_alias = "validation")]
    programmatic_validation: bool,
    /// A conversion webhook for the Kind's other versions.
    #[arg(long)]
    conversion: bool,
}

#[derive(clap::Args)]
pub(crate) struct ApiArgs {
    #[command(flatten)]
    kind: KindArgs,
    /// A namespaced Kind (the default).
    #[arg(long, conflicts_with = "cluster")]
    namespaced: bool,
    /// A cluster-scoped Kind.
    #[arg(long)]
    cluster: bool,
    /// Also scaffold the Kind's reconciler, its envtest test and its RBAC markers.
    #[arg(long)]
    controller: bool,
}

/// `kube-codegen init`.
pub(crate) fn init(args: InitArgs) -> ExitCode {
    let name = args.name.unwrap_or_else(|| directory_name(&args.dir));
    let mut options = InitOptions::new(args.domain, name);
    if let Some(repo) = args.repo {
        options = options.repo(repo);
    }
    if let Some(path) = args.kube_codegen_path {
        match std::fs::canonicalize(&path) {
            Ok(root) => options = options.source(CrateSource::Path(root)),
            Err(e) => {
                eprintln!("error: --kube-codegen-path {}: {e}", path.display());
                return ExitCode::from(EXIT_INPUT);
            }
        }
    }
    let next = "Next: kube-codegen create api --group <group> --version <version> --kind <Kind>";
    finish(&args.dir, scaffold::init(&args.dir, &options), next)
}

/// `kube-codegen create api` and `kube-codegen create webhook`.
pub(crate) fn create(command: CreateCommand) -> ExitCode {
    match command {
        CreateCommand::Api(args) => {
            let k = args.kind;
            let options = ApiOptions::new(k.group, k.version, k.kind)
                .namespaced(!args.cluster)
                .controller(args.controller);
            let next = "Next: edit the Kind's spec and status in api/src/<group>/<version>/<kind>_types.rs, \
                        then run hack/update-codegen.sh and cargo test";
            finish(&k.dir, scaffold::create_api(&k.dir, &options), next)
        }
        CreateCommand::Webhook(args) => {
            let k = args.kind;
            let options = WebhookOptions::new(k.group, k.version, k.kind)
                .defaulting(args.defaulting)
                .validation(args.programmatic_validation)
                .conversion(args.conversion);
            let next = "Next: fill in the webhook in src/webhook/, then run hack/update-codegen.sh \
                        and cargo test (ENABLE_WEBHOOKS=false runs the manager without one)";
            finish(&k.dir, scaffold::create_webhook(&k.dir, &options), next)
        }
        CreateCommand::Shards(args) => {
            let next = "Next: label each object with sharding.kube-codegen.dev/shard=<shard> \
                        (none: shard-0), then deploy config/default";
            finish(
                &args.dir,
                scaffold::create_shards(&args.dir, args.count),
                next,
            )
        }
    }
}

/// The name of `dir` (the current directory's for `.`), as kubebuilder takes the project
/// name from it.
fn directory_name(dir: &Path) -> String {
    std::path::absolute(dir)
        .ok()
        .and_then(|d| {
            d.components()
                .next_back()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
        })
        .unwrap_or_default()
}

/// Lists the files written (relative to `dir`) and the next step, or prints the refusal.
fn finish(dir: &Path, result: Result<Vec<PathBuf>, ScaffoldError>, next: &str) -> ExitCode {
    match result {
        Ok(files) => {
            for f in files {
                eprintln!("  {}", f.strip_prefix(dir).unwrap_or(&f).display());
            }
            eprintln!("{next}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            eprintln!("kube-codegen: nothing was written");
            ExitCode::from(EXIT_INPUT)
        }
    }
}

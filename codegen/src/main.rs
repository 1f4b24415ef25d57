//! The `kube-codegen` command line: a thin shim over the library.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Generates Kubernetes CRD manifests from annotated Rust API modules.
#[derive(Parser)]
#[command(name = "kube-codegen", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Generate CustomResourceDefinitions (as `controller-gen crd`).
    Crd(CrdArgs),
    /// Generate RBAC roles from `+kubebuilder:rbac` markers (as `controller-gen rbac`).
    Rbac(RbacArgs),
    /// Generate admission webhook configurations from `+kubebuilder:webhook` markers (as
    /// `controller-gen webhook`).
    Webhook(WebhookArgs),
    /// Generate typed clients, listers, informers and a fake clientset for `+genclient`
    /// Kinds (as client-gen, lister-gen and informer-gen): one file, `clientset.rs`.
    Client(ClientArgs),
    /// Print the reference of every marker kube-codegen knows, as a Markdown table.
    Markers,
}

#[derive(clap::Args)]
struct CrdArgs {
    /// API modules: `.rs` files or directories searched recursively.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Directory the `<group>_<plural>.yaml` files are written to.
    #[arg(long, default_value = "config/crd/bases")]
    output_dir: PathBuf,
    /// Truncate field descriptions to N characters (0 drops them), as controller-gen's
    /// `crd:maxDescLen`.
    #[arg(long, value_name = "N")]
    max_desc_len: Option<usize>,
    /// Allow `f32`/`f64` fields, as controller-gen's `crd:allowDangerousTypes`.
    #[arg(long)]
    allow_dangerous_types: bool,
    /// Report unknown `+kubebuilder:`/`+genclient` markers as warnings, not errors (for
    /// porting Go APIs whose typos controller-gen ignored).
    #[arg(long)]
    warn_unknown_markers: bool,
    /// Leave out the tool-version annotation.
    #[arg(long)]
    omit_version_annotation: bool,
    /// Plurals the English rules get wrong, as `Kind:plural` (repeatable; give `client`
    /// the same ones).
    #[arg(long = "plural-exception", value_name = "KIND:PLURAL", value_parser = parse_plural_exception)]
    plural_exceptions: Vec<(String, String)>,
    /// Compare with the files in the output directory instead of writing; exit 1 on any
    /// difference. Never writes.
    #[arg(long)]
    verify: bool,
}

#[derive(clap::Args)]
struct ClientArgs {
    /// API modules: `.rs` files or directories searched recursively.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Directory `clientset.rs` is written to.
    #[arg(long, default_value = "src/client")]
    output_dir: PathBuf,
    /// The Rust path of the module the inputs are mounted at, as seen from the generated
    /// module (`crate::api`; `super::api` for a sibling module).
    #[arg(long, default_value = "crate::api")]
    api_module: String,
    /// Plurals the English rules get wrong, as `Kind:plural` (repeatable; client-gen's
    /// `--plural-exceptions`).
    #[arg(long = "plural-exception", value_name = "KIND:PLURAL", value_parser = parse_plural_exception)]
    plural_exceptions: Vec<(String, String)>,
    /// Leave the tool version out of the file's header.
    #[arg(long)]
    omit_version_annotation: bool,
    /// Compare with the output directory instead of writing; exit 1 on any difference.
    #[arg(long)]
    verify: bool,
}

fn parse_plural_exception(s: &str) -> Result<(String, String), String> {
    match s.split_once(':') {
        Some((k, p)) if !k.is_empty() && !p.is_empty() => Ok((k.to_string(), p.to_string())),
        _ => Err(format!("`{s}` is not `Kind:plural`")),
    }
}

#[derive(clap::Args)]
struct RbacArgs {
    /// Rust files or directories whose `//!` package docs carry `+kubebuilder:rbac` markers.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Directory `role.yaml` is written to.
    #[arg(long, default_value = "config/rbac")]
    output_dir: PathBuf,
    /// Name of the ClusterRole (controller-gen's `rbac:roleName`).
    #[arg(long, default_value = "manager-role")]
    role_name: String,
    /// Compare with the output directory instead of writing; exit 1 on any difference.
    #[arg(long)]
    verify: bool,
}

#[derive(clap::Args)]
struct WebhookArgs {
    /// Rust files or directories whose `//!` package docs carry `+kubebuilder:webhook` markers.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Directory `manifests.yaml` is written to.
    #[arg(long, default_value = "config/webhook")]
    output_dir: PathBuf,
    /// Compare with the output directory instead of writing; exit 1 on any difference.
    #[arg(long)]
    verify: bool,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Crd(args) => crd(args),
        Command::Webhook(args) => {
            let config = args
                .paths
                .iter()
                .fold(kube_codegen::Config::new(), |c, p| c.input(p))
                .crds(false)
                .webhooks(true);
            run(&config, &args.output_dir, args.verify)
        }
        Command::Rbac(args) => {
            let config = args
                .paths
                .iter()
                .fold(kube_codegen::Config::new(), |c, p| c.input(p))
                .crds(false)
                .rbac(args.role_name);
            run(&config, &args.output_dir, args.verify)
        }
        Command::Client(args) => {
            let opts = kube_codegen::CrdOptions {
                omit_version_annotation: args.omit_version_annotation,
                plural_exceptions: args.plural_exceptions.into_iter().collect(),
                ..Default::default()
            };
            let config = args
                .paths
                .iter()
                .fold(kube_codegen::Config::new(), |c, p| c.input(p))
                .crd_options(opts)
                .crds(false)
                .clients(args.api_module);
            run(&config, &args.output_dir, args.verify)
        }
        Command::Markers => {
            print!("{}", kube_codegen::markers::registry::reference_markdown());
            ExitCode::SUCCESS
        }
    }
}

fn crd(args: CrdArgs) -> ExitCode {
    let opts = kube_codegen::CrdOptions {
        max_desc_len: args.max_desc_len,
        allow_dangerous_types: args.allow_dangerous_types,
        omit_version_annotation: args.omit_version_annotation,
        plural_exceptions: args.plural_exceptions.into_iter().collect(),
    };
    let config = args
        .paths
        .iter()
        .fold(kube_codegen::Config::new(), |c, p| c.input(p))
        .crd_options(opts)
        .unknown_markers_warn(args.warn_unknown_markers);
    run(&config, &args.output_dir, args.verify)
}

/// Generates, then writes (or verifies) under `dir`; exit 1 on errors or a stale tree.
fn run(config: &kube_codegen::Config, dir: &std::path::Path, verify: bool) -> ExitCode {
    let color = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let output = match config.generate() {
        Ok(o) => o,
        Err(e) => {
            eprint!("{}", e.render(color));
            return ExitCode::FAILURE;
        }
    };
    eprint!("{}", output.warnings());
    let result = if verify {
        output.verify(dir)
    } else {
        output.write(dir)
    };
    match result {
        Ok(report) if verify && !report.is_clean() => {
            for p in report.created.iter().chain(&report.changed) {
                eprintln!("out of date: {}", dir.join(p).display());
            }
            for p in &report.stale {
                eprintln!("stale (no longer generated): {}", dir.join(p).display());
            }
            ExitCode::FAILURE
        }
        Ok(_) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

//! The `kube-codegen` command line: a thin shim over the library.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod scaffold;

/// mimalloc instead of glibc's allocator. A third of a run's samples were in glibc's
/// `malloc` and `free` (perf, the 100-Kind synthetic API of `hack/bench-crd.sh`); with
/// mimalloc the run takes a quarter less time (`perf stat -r 15`: 66 ms → 49 ms; 1,000 Kinds:
/// 0.64 s → 0.43 s, peak RSS 94 → 99 MiB). This is the CLI's choice only: the library leaves
/// the allocator to the program it runs in (a `build.rs`, a proc macro), and a debug build of
/// the CLI keeps the system's, as the engine has in a `build.rs` (where
/// `hack/bench-crd.sh` measures its debug column).
#[cfg(not(debug_assertions))]
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Generates Kubernetes CRD manifests from annotated Rust API modules.
#[derive(Parser)]
#[command(
    name = "kube-codegen",
    version,
    about,
    after_help = "Exit status: 0 success; 1 errors in the input (nothing was written); 2 invalid \
                  command line; 3 `--verify` found files out of date; 4 a file could not be \
                  read or written."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Colour diagnostics: `auto` (on a terminal, unless `NO_COLOR` is set), `always`,
    /// `never`.
    #[arg(long, global = true, value_enum, default_value_t = ColorChoice::Auto)]
    color: ColorChoice,
    /// `human` (rustc-style, on stderr) or `json` (one JSON object per line on stdout, as
    /// `cargo --message-format json`).
    #[arg(long, global = true, value_enum, default_value_t = MessageFormat::Human)]
    message_format: MessageFormat,
    /// Print no summary line.
    #[arg(long, short, global = true)]
    quiet: bool,
    /// Fail (exit 1) when the inputs give nothing to generate, instead of warning.
    #[arg(long, global = true)]
    strict: bool,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum ColorChoice {
    Auto,
    Always,
    Never,
}

#[derive(Clone, Copy, PartialEq, clap::ValueEnum)]
enum MessageFormat {
    Human,
    Json,
}

/// Exit statuses (see `--help`).
const EXIT_INPUT: u8 = 1;
const EXIT_STALE: u8 = 3;
const EXIT_IO: u8 = 4;

/// How to report: resolved from the global options and the environment.
struct Ui {
    color: bool,
    json: bool,
    quiet: bool,
    strict: bool,
}

impl Ui {
    fn new(cli: &Cli) -> Ui {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        let color = match cli.color {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => !no_color && std::io::IsTerminal::is_terminal(&std::io::stderr()),
        };
        Ui {
            color,
            json: cli.message_format == MessageFormat::Json,
            quiet: cli.quiet,
            strict: cli.strict,
        }
    }
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
    /// Generate the conversions between the versions of every Kind served in several
    /// versions (as conversion-gen, for controller-runtime's `Hub`/`Convertible`): one
    /// file, `conversions.rs`.
    Conversion(ConversionArgs),
    /// Print the reference of every marker kube-codegen knows, as a Markdown table.
    Markers,
    /// Read CRDs someone else wrote back into Rust API modules with markers (one module per
    /// group, one file per version), from which `crd` gives the same CRDs and `client` typed
    /// clients; what cannot be carried over is a warning naming the YAML path.
    Import(ImportArgs),
    /// Scaffold a new operator project (as `kubebuilder init`): an API crate, an operator
    /// crate on the runtime's manager, `config/`, `hack/update-codegen.sh`, a Dockerfile and
    /// an envtest test.
    Init(scaffold::InitArgs),
    /// Add to a scaffolded project (as `kubebuilder create`).
    Create {
        #[command(subcommand)]
        what: scaffold::CreateCommand,
    },
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
    /// Give an `ObjectMeta` below the root (a Pod or Job template's) its `annotations`,
    /// `finalizers`, `labels`, `name` and `namespace`, as controller-gen's
    /// `crd:generateEmbeddedObjectMeta=true`; without it the API server prunes them.
    #[arg(long)]
    generate_embedded_object_meta: bool,
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
    /// Give every CRD with several versions `conversion.strategy: Webhook`, calling
    /// `/convert` of this Service (kubebuilder's `system/webhook-service`).
    #[arg(long, value_name = "NAMESPACE/NAME", value_parser = parse_service, conflicts_with = "conversion_webhook_url")]
    conversion_webhook_service: Option<(String, String)>,
    /// Give every CRD with several versions `conversion.strategy: Webhook`, calling this
    /// URL (`https://host:port/convert`).
    #[arg(long, value_name = "URL")]
    conversion_webhook_url: Option<String>,
    /// Compare with the files in the output directory instead of writing; exit 3 on any
    /// difference. Never writes.
    #[arg(long)]
    verify: bool,
    /// Check the new CRDs against the previous ones (a CRD file, or a directory of them)
    /// instead of writing: exit 1 with an error at the Rust field for each change that
    /// breaks stored objects or clients, named as crdify names it. Never writes.
    #[arg(long, value_name = "PREVIOUS", conflicts_with = "verify")]
    compat: Option<PathBuf>,
}

#[derive(clap::Args)]
struct ImportArgs {
    /// CRD files (YAML, several documents each), or directories of `.yaml`/`.yml` files.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Directory the API modules are written to (`mod.rs`, `<group>/mod.rs`,
    /// `<group>/<version>.rs`).
    #[arg(long, default_value = "src/api")]
    output_dir: PathBuf,
    /// Compare with the output directory instead of writing; exit 3 on any difference.
    #[arg(long)]
    verify: bool,
}

#[derive(clap::Args)]
struct ConversionArgs {
    /// API modules: `.rs` files or directories searched recursively.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Directory `conversions.rs` is written to.
    #[arg(long, default_value = "src/conversion")]
    output_dir: PathBuf,
    /// The Rust path of the module the inputs are mounted at, as seen from the generated
    /// module (`crate::api`; `super::api` for a sibling module).
    #[arg(long, default_value = "crate::api")]
    api_module: String,
    /// Give every version's manual conversions the conversion context (the object, its
    /// metadata, the values above), as `+kube-codegen:conversion:context` on each package.
    #[arg(long)]
    context: bool,
    /// Leave the tool version out of the file's header.
    #[arg(long)]
    omit_version_annotation: bool,
    /// Compare with the output directory instead of writing; exit 3 on any difference.
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
    /// Where the Kinds' `kube::Resource`/`Kind` impls go: `with-clients` (one crate),
    /// `elsewhere` (the API crate has them; clients only) or `only` (`kinds.rs` with the
    /// impls alone, for that API crate).
    #[arg(long, value_enum, default_value_t = KindImplsArg::WithClients)]
    kind_impls: KindImplsArg,
    /// Leave out the apply configurations (`<Kind>ApplyConfiguration`, applyconfiguration-gen's
    /// types) and the clients' `apply` taking them.
    #[arg(long)]
    no_apply_configurations: bool,
    /// Give every root Kind (`+kubebuilder:object:root=true` with a `TypeMeta<Self>` field)
    /// a client as if it had `+genclient`, as a kubebuilder API needs.
    #[arg(long)]
    root_kinds: bool,
    /// Allow `f32`/`f64` fields in the Kinds whose CRDs the clients carry, as `crd`'s
    /// option of the same name (controller-gen's `crd:allowDangerousTypes`).
    #[arg(long)]
    allow_dangerous_types: bool,
    /// Compare with the output directory instead of writing; exit 3 on any difference.
    #[arg(long)]
    verify: bool,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum KindImplsArg {
    WithClients,
    Elsewhere,
    Only,
}

/// `opts` with each `Kind:plural` of the command line.
fn with_plural_exceptions(
    opts: kube_codegen::CrdOptions,
    exceptions: Vec<(String, String)>,
) -> kube_codegen::CrdOptions {
    exceptions
        .into_iter()
        .fold(opts, |o, (kind, plural)| o.plural_exception(kind, plural))
}

fn parse_service(s: &str) -> Result<(String, String), String> {
    match s.split_once('/') {
        Some((ns, name)) if !ns.is_empty() && !name.is_empty() && !name.contains('/') => {
            Ok((ns.to_string(), name.to_string()))
        }
        _ => Err(format!("`{s}` is not `namespace/name`")),
    }
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
    /// Compare with the output directory instead of writing; exit 3 on any difference.
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
    /// Compare with the output directory instead of writing; exit 3 on any difference.
    #[arg(long)]
    verify: bool,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let ui = Ui::new(&cli);
    match cli.command {
        Command::Crd(args) => crd(args, &ui),
        Command::Webhook(args) => {
            let config = args
                .paths
                .iter()
                .fold(kube_codegen::Config::new(), |c, p| c.input(p))
                .crds(false)
                .webhooks(true);
            run(&config, &args.output_dir, args.verify, &ui)
        }
        Command::Rbac(args) => {
            let config = args
                .paths
                .iter()
                .fold(kube_codegen::Config::new(), |c, p| c.input(p))
                .crds(false)
                .rbac(args.role_name);
            run(&config, &args.output_dir, args.verify, &ui)
        }
        Command::Client(args) => {
            let opts = with_plural_exceptions(
                kube_codegen::CrdOptions::default()
                    .omit_version_annotation(args.omit_version_annotation)
                    .allow_dangerous_types(args.allow_dangerous_types),
                args.plural_exceptions,
            );
            let config = args
                .paths
                .iter()
                .fold(kube_codegen::Config::new(), |c, p| c.input(p))
                .crd_options(opts)
                .crds(false);
            let impls = match args.kind_impls {
                KindImplsArg::WithClients => kube_codegen::KindImpls::WithClients,
                KindImplsArg::Elsewhere => kube_codegen::KindImpls::Elsewhere,
                KindImplsArg::Only => kube_codegen::KindImpls::Only,
            };
            let config = config.clients(
                kube_codegen::ClientOptions::new(args.api_module)
                    .kind_impls(impls)
                    .apply_configurations(!args.no_apply_configurations)
                    .root_kinds(args.root_kinds),
            );
            run(&config, &args.output_dir, args.verify, &ui)
        }
        Command::Conversion(args) => {
            let opts = kube_codegen::CrdOptions::default()
                .omit_version_annotation(args.omit_version_annotation);
            let config = args
                .paths
                .iter()
                .fold(kube_codegen::Config::new(), |c, p| c.input(p))
                .crd_options(opts)
                .crds(false)
                .conversions(args.api_module)
                .conversion_context(args.context);
            run(&config, &args.output_dir, args.verify, &ui)
        }
        Command::Markers => {
            print!("{}", kube_codegen::marker_reference());
            ExitCode::SUCCESS
        }
        Command::Import(args) => {
            let start = std::time::Instant::now();
            let output = kube_codegen::import(&args.paths);
            report(output, &args.output_dir, args.verify, &ui, start)
        }
        Command::Init(args) => scaffold::init(args),
        Command::Create { what } => scaffold::create(what),
    }
}

fn crd(args: CrdArgs, ui: &Ui) -> ExitCode {
    let mut opts = kube_codegen::CrdOptions::default()
        .allow_dangerous_types(args.allow_dangerous_types)
        .omit_version_annotation(args.omit_version_annotation)
        .generate_embedded_object_meta(args.generate_embedded_object_meta);
    if let Some(bytes) = args.max_desc_len {
        opts = opts.max_desc_len(bytes);
    }
    opts = with_plural_exceptions(opts, args.plural_exceptions);
    match (args.conversion_webhook_service, args.conversion_webhook_url) {
        (Some((namespace, name)), _) => {
            opts =
                opts.conversion_webhook(kube_codegen::ConversionWebhook::service(namespace, name));
        }
        (None, Some(url)) => {
            opts = opts.conversion_webhook(kube_codegen::ConversionWebhook::Url(url))
        }
        (None, None) => {}
    }
    let config = args
        .paths
        .iter()
        .fold(kube_codegen::Config::new(), |c, p| c.input(p))
        .crd_options(opts)
        .unknown_markers_warn(args.warn_unknown_markers);
    match args.compat {
        Some(previous) => compat(&config.compat(&previous), &previous, ui),
        None => run(&config, &args.output_dir, args.verify, ui),
    }
}

/// `crd --compat`: generates, compares with `previous`, writes nothing.
fn compat(config: &kube_codegen::Config, previous: &std::path::Path, ui: &Ui) -> ExitCode {
    match config.clone().strict(ui.strict).generate() {
        Ok(output) => {
            if ui.json {
                print!("{}", output.warnings().to_json_lines());
            } else {
                eprint!("{}", output.warnings().render(ui.color));
                if !ui.quiet {
                    let n = output.files().len();
                    eprintln!(
                        "kube-codegen: {n} CRD{} compatible with {}",
                        if n == 1 { "" } else { "s" },
                        previous.display()
                    );
                }
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            if ui.json {
                print!("{}", e.report().to_json_lines());
            } else {
                eprint!("{}", e.render(ui.color));
            }
            ExitCode::from(EXIT_INPUT)
        }
    }
}

/// Generates, then writes (or verifies) under `dir`, reporting as `ui` says.
fn run(config: &kube_codegen::Config, dir: &std::path::Path, verify: bool, ui: &Ui) -> ExitCode {
    let start = std::time::Instant::now();
    report(
        config.clone().strict(ui.strict).generate(),
        dir,
        verify,
        ui,
        start,
    )
}

/// Reports a run's `output` (or its errors) and writes or verifies it under `dir`.
fn report(
    output: Result<kube_codegen::Output, kube_codegen::GenerateError>,
    dir: &std::path::Path,
    verify: bool,
    ui: &Ui,
    start: std::time::Instant,
) -> ExitCode {
    let output = match output {
        Ok(o) => o,
        Err(e) => {
            if ui.json {
                print!("{}", e.report().to_json_lines());
                finished(false, None, dir);
            } else {
                eprint!("{}", e.render(ui.color));
            }
            return ExitCode::from(EXIT_INPUT);
        }
    };
    if ui.json {
        print!("{}", output.warnings().to_json_lines());
    } else {
        eprint!("{}", output.warnings().render(ui.color));
    }
    let result = if verify {
        output.verify(dir)
    } else {
        output.write(dir)
    };
    let report = match result {
        Ok(report) => report,
        Err(e) => {
            if ui.json {
                finished(false, None, dir);
            }
            eprintln!("error: {e}");
            return ExitCode::from(EXIT_IO);
        }
    };
    let stale = verify && !report.is_clean();
    if ui.json {
        finished(!stale, Some(&report), dir);
    }
    if stale {
        for p in report.created.iter().chain(&report.changed) {
            eprintln!("out of date: {}", dir.join(p).display());
        }
        for p in &report.stale {
            eprintln!("stale (no longer generated): {}", dir.join(p).display());
        }
        return ExitCode::from(EXIT_STALE);
    }
    if !ui.quiet && !ui.json {
        let secs = start.elapsed().as_secs_f64();
        let n = |v: usize, what: &str| format!("{v} file{} {what}", if v == 1 { "" } else { "s" });
        let line = if verify {
            format!(
                "{} in {}",
                n(report.unchanged.len(), "up to date"),
                dir.display()
            )
        } else {
            let mut parts = vec![n(report.created.len() + report.changed.len(), "written")];
            parts.push(format!("{} unchanged", report.unchanged.len()));
            if !report.stale.is_empty() {
                parts.push(format!("{} removed", report.stale.len()));
            }
            format!("{} in {}", parts.join(", "), dir.display())
        };
        eprintln!("kube-codegen: {line} ({secs:.2}s)");
    }
    ExitCode::SUCCESS
}

/// The last JSON line of a run: `{"reason": "kube-codegen-finished", "success", "written",
/// "unchanged", "removed", "out_of_date"}` (file lists relative to the output directory).
fn finished(success: bool, report: Option<&kube_codegen::WriteReport>, dir: &std::path::Path) {
    let list =
        |v: &[PathBuf]| -> Vec<String> { v.iter().map(|p| p.display().to_string()).collect() };
    let line = match report {
        Some(r) => serde_json::json!({
            "reason": "kube-codegen-finished",
            "success": success,
            "output_dir": dir.display().to_string(),
            "written": list(&[r.created.clone(), r.changed.clone()].concat()),
            "unchanged": list(&r.unchanged),
            "removed_or_stale": list(&r.stale),
        }),
        None => serde_json::json!({
            "reason": "kube-codegen-finished",
            "success": success,
            "output_dir": dir.display().to_string(),
        }),
    };
    println!("{line}");
}

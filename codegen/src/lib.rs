//! kube-codegen: a build-time code generator for Kubernetes API types written in Rust.
//!
//! It reads annotated API modules — structs and enums whose doc comments carry
//! controller-gen / code-generator markers (`+kubebuilder:validation:Minimum=1`,
//! `+kubebuilder:subresource:status`, `+genclient`, …), with their JSON shape taken from
//! serde attributes — and emits CustomResourceDefinition manifests (as `controller-gen crd`
//! would), RBAC roles, webhook configurations and typed clients.
//!
//! The library's surface is small on purpose: [`Config`] (what to read and generate),
//! [`Output`] (the files, [`Output::write`] / [`Output::verify`]), [`GenerateError`] and
//! [`diag`] (diagnostics as data: [`diag::Report`] renders them for a terminal, as JSON lines
//! or as `cargo:warning`s). The engine's phases (parse → resolve → emit and check) are
//! private; `ARCHITECTURE.md` in the repository describes them. Nothing is written unless
//! every phase succeeded.
//!
//! ```no_run
//! let output = kube_codegen::Config::new()
//!     .input("src/api/v1")
//!     .generate()
//!     .map_err(|e| e.to_string())?;
//! output.write("config/crd/bases").map_err(|e| e.to_string())?;
//! # Ok::<(), String>(())
//! ```

mod build_script;
mod check;
mod deprecated;
pub mod diag;
mod emit;
#[cfg(feature = "import")]
mod import;
mod markers;
mod model;
mod output;
mod parse;
mod resolve;
mod stamp;

use std::path::PathBuf;

pub use build_script::BuildScriptError;
pub use emit::client::{ClientOptions, KindImpls};
pub use emit::crd::conversion::ConversionWebhook;
pub use emit::crd::options::CrdOptions;
pub use emit::crd::plural::resource_plural;
#[cfg(feature = "import")]
pub use import::import;
pub use output::{Output, WriteError, WriteReport};

use diag::{Diagnostic, Diagnostics, SourceMap};

/// The reference of every marker kube-codegen knows, as a Markdown table (what
/// `kube-codegen markers` prints and the book carries, `docs/src/markers.md`).
pub fn marker_reference() -> String {
    markers::reference::reference_markdown()
}

/// The stack of the generator's threads (64 MiB of address space each).
const STACK_BYTES: usize = 64 << 20;

/// Configuration of one generator run (the builder behind the CLI, `build.rs` and the
/// proc macro), in the style of `prost_build::Config`.
#[derive(Debug, Clone, Default)]
pub struct Config {
    inputs: Vec<PathBuf>,
    crd: CrdOptions,
    skip_crds: bool,
    rbac_role: Option<String>,
    webhooks: bool,
    unknown_markers_warn: bool,
    clients: Option<ClientOptions>,
    clients_as_tokens: bool,
    conversions: Option<String>,
    conversion_context: bool,
    #[cfg(feature = "compat")]
    compat: Option<PathBuf>,
    strict: bool,
}

impl Config {
    /// A configuration with no inputs and controller-gen's default options.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds an input: a `.rs` file (one group-version module) or a directory searched
    /// recursively for group-version modules.
    pub fn input(mut self, path: impl Into<PathBuf>) -> Self {
        self.inputs.push(path.into());
        self
    }

    /// Sets the CRD generator options ([`CrdOptions`]: `max_desc_len`, `plural_exception`,
    /// `generate_embedded_object_meta`, `conversion_webhook`, …), all in one value.
    pub fn crd_options(mut self, opts: CrdOptions) -> Self {
        self.crd = opts;
        self
    }

    /// Whether to generate CRDs (the default) — `false` for a run that only writes RBAC.
    pub fn crds(mut self, enabled: bool) -> Self {
        self.skip_crds = !enabled;
        self
    }

    /// Also generates `role.yaml` from the `+kubebuilder:rbac` package markers, as
    /// `controller-gen rbac:roleName=<role_name>`: a ClusterRole named `role_name` (and a
    /// Role per namespace / `roleName` used by the markers).
    pub fn rbac(mut self, role_name: impl Into<String>) -> Self {
        self.rbac_role = Some(role_name.into());
        self
    }

    /// Also generates `manifests.yaml` from the `+kubebuilder:webhook` package markers, as
    /// `controller-gen webhook`.
    pub fn webhooks(mut self, enabled: bool) -> Self {
        self.webhooks = enabled;
        self
    }

    /// Whether a run that generates nothing (no root Kind for CRDs, no `+genclient` Kind
    /// for clients, no `+kubebuilder:rbac` or `+kubebuilder:webhook` marker) fails; by
    /// default it succeeds with a warning that says what was missing.
    pub fn strict(mut self, enabled: bool) -> Self {
        self.strict = enabled;
        self
    }

    /// Also generates `clientset.rs`: typed clients, listers, informers, the informer
    /// factory, apply configurations and the fake clientset of every `+genclient` Kind, as
    /// client-gen, lister-gen, informer-gen and applyconfiguration-gen, as `options` say
    /// ([`ClientOptions`]; a `&str` is the API module: `.clients("crate::api")`). The code
    /// needs the `kube-codegen-runtime` crate. No file is written when no Kind has
    /// `+genclient` (with a warning, or an error under [`Config::strict`]).
    pub fn clients(mut self, options: impl Into<ClientOptions>) -> Self {
        self.clients = Some(options.into());
        self
    }

    /// The clients as token text ([`Output::client_tokens`]) rather than the file
    /// `clientset.rs`: for `include_clients!`, which expands them in place and needs neither
    /// the formatting nor the header. Not for other callers.
    #[doc(hidden)]
    pub fn clients_as_tokens(mut self) -> Self {
        self.clients_as_tokens = true;
        self
    }

    /// Also generates `conversions.rs`: for every Kind served in several versions, the
    /// conversions of each version to and from the hub (the `+kubebuilder:storageversion`
    /// one), field by field, as conversion-gen writes them for controller-runtime's
    /// `Hub`/`Convertible` — an `impl kube_codegen_runtime::conversion::Convertible<Hub>`
    /// per non-hub version. A field with no field of the same JSON name and a convertible
    /// type in the other version (renamed, split, retyped, missing) becomes a method of the
    /// version module's `ManualConversions` trait, to implement on the generated
    /// `Conversions` type, so the crate does not build until it is written; so do a value
    /// the target's enum does not allow and what is marked
    /// `+kube-codegen:conversion:manual`. `+kube-codegen:conversion:override` routes a
    /// type's conversions through such a method (which may call the generated one), and
    /// `+kube-codegen:conversion:context` on a version's package gives its methods the
    /// runtime's `conversion::Context` (the object, its metadata, the values above). `api_module`
    /// is where the inputs are mounted, as seen from the generated module (as for
    /// [`Config::clients`]). No file is written when no Kind has two versions.
    pub fn conversions(mut self, api_module: impl Into<String>) -> Self {
        self.conversions = Some(api_module.into());
        self
    }

    /// Gives every version's `ManualConversions` methods the conversion context, as
    /// `+kube-codegen:conversion:context` on each version's package would: a second
    /// parameter `cx: &kube_codegen_runtime::conversion::Context<'_>` (the object, its
    /// metadata, the values above the one converted), as conversion-gen's hand-written
    /// `Convert_*` functions get their `conversion.Scope`. Off by default, so that existing
    /// implementations keep their signatures; the CLI's `conversion --context`.
    pub fn conversion_context(mut self, on: bool) -> Self {
        self.conversion_context = on;
        self
    }

    /// Compares the CRDs with those in `previous` (a CRD file, or a directory of them, as
    /// `config/crd/bases` of the last release) and refuses, as errors at the Rust field,
    /// the changes that would break stored objects or clients, named and classified as
    /// crdify names them: a removed or renamed field (`existingFieldRemoval`), a type change
    /// (`type`), a new required field (`required`), a tighter bound (`maximum`,
    /// `minLength`, …), a new or changed `pattern`, enum values removed or added (`enum`),
    /// a `default` added, removed or changed, `nullable` changed, other schema keys
    /// (`unhandled`: CEL rules, `format`, `x-kubernetes-*`), a scope change (`scope`), the
    /// storage version removed (`storedVersionRemoval`) and a served version removed before
    /// it was deprecated (`servedVersionRemoval`, ours). Descriptions may change. Kinds and
    /// versions `previous` does not have are new, and not compared. Needs the `compat`
    /// feature (on by default).
    #[cfg(feature = "compat")]
    pub fn compat(mut self, previous: impl Into<PathBuf>) -> Self {
        self.compat = Some(previous.into());
        self
    }

    /// Reports unknown markers under `kubebuilder:`/`genclient` as warnings instead of
    /// errors — for porting a Go API whose typos controller-gen silently ignored. Off by
    /// default: a misspelt marker usually means a validation the user expects is missing.
    pub fn unknown_markers_warn(mut self, warn: bool) -> Self {
        self.unknown_markers_warn = warn;
        self
    }

    /// Runs every phase and returns the generated files, or every diagnostic if any phase
    /// found an error. Warnings of a successful run are in [`Output::warnings`].
    pub fn generate(&self) -> Result<Output, GenerateError> {
        // Schemas of nested types are built recursively (at most `MAX_DEPTH` type levels);
        // a thread of our own gives that room whatever the caller's stack (a test thread,
        // a proc macro).
        // The parallel phases (parsing, CRDs) run on a pool of our own for the same reason:
        // rayon's global pool has the platform's default stack (2 MiB), which syn's
        // recursive parser outgrows on nested input in a debug build. Stacks are reserved
        // address space; only what is used is backed by memory.
        let run = std::thread::scope(|scope| {
            std::thread::Builder::new()
                .name("kube-codegen".into())
                .stack_size(STACK_BYTES)
                .spawn_scoped(scope, || {
                    match rayon::ThreadPoolBuilder::new()
                        .thread_name(|i| format!("kube-codegen-{i}"))
                        .stack_size(STACK_BYTES)
                        .build()
                    {
                        Ok(pool) => pool.install(|| self.generate_here()),
                        Err(_) => self.generate_here(),
                    }
                })
                .map(|handle| handle.join())
        });
        // The parser forced proc-macro2's own implementation (a process-wide switch); detect
        // again from the caller's thread, so a proc macro calling us gets the compiler's back.
        proc_macro2::fallback::unforce();
        match run {
            Ok(Ok(result)) => result,
            Ok(Err(_)) | Err(_) => {
                let mut diags = Diagnostics::new();
                diags.push(Diagnostic::error(None, "internal error: the generator thread failed; please report this with the input"));
                Err(GenerateError::new(diags, SourceMap::new()))
            }
        }
    }

    fn generate_here(&self) -> Result<Output, GenerateError> {
        let mut sources = SourceMap::new();
        let mut diags = Diagnostics::new();
        let api = parse::parse_paths(&self.inputs, &mut sources, &mut diags);
        if self.unknown_markers_warn {
            diags.downgrade(diag::UNKNOWN_MARKER);
        }
        if diags.has_errors() {
            return Err(GenerateError::new(diags, sources));
        }
        let baseline = match self.baseline() {
            Ok(baseline) => baseline,
            Err(e) => {
                diags.push(Diagnostic::error(None, e));
                return Err(GenerateError::new(diags, sources));
            }
        };
        // Built once for the run: the CRDs, the apply configurations and the conversions
        // resolve types through it.
        let resolver = resolve::Resolver::new(&api);
        let crds = self.build_crds(&api, &resolver, baseline.as_deref(), &mut diags);
        let mut files = Files::new();
        // Client tags are checked even when a CRD failed, so one run reports both.
        let client_tokens = self.code_files(&api, &resolver, &crds, &mut files, &mut diags);
        if diags.has_errors() {
            return Err(GenerateError::new(diags, sources));
        }
        let crd_groups = self.crd_files(crds, &mut files, &mut diags);
        self.manifest_files(&api, &mut files, &mut diags);
        if files.is_empty() && client_tokens.is_none() {
            self.nothing_to_generate(&mut diags);
        }
        if diags.has_errors() {
            return Err(GenerateError::new(diags, sources));
        }
        // The input directories too: Cargo watches a directory's whole tree, so a build
        // script re-runs when a file is added to or removed from it.
        let inputs = self
            .inputs
            .iter()
            .filter(|p| p.is_dir())
            .cloned()
            .chain((0..sources.len()).map(|i| sources.path(i).to_path_buf()))
            .collect();
        let warnings = diag::Report::new(diags.into_sorted(), sources);
        // Only a run that writes CRDs removes stale CRDs (an `rbac` run into the CRD
        // directory must not).
        let crd_groups = if self.crd.omit_version_annotation || self.skip_crds {
            Default::default()
        } else {
            crd_groups
        };
        Ok(Output::new(files, warnings, inputs, crd_groups).with_client_tokens(client_tokens))
    }
}

/// The generated files of a run: path below the output directory → contents.
type Files = std::collections::BTreeMap<PathBuf, String>;

impl Config {
    /// The Rust files: the clientset (or the Kinds' impls alone) and the conversions, as
    /// asked; the clients as tokens instead of a file under `clients_as_tokens`.
    fn code_files(
        &self,
        api: &model::Api,
        resolver: &resolve::Resolver<'_>,
        crds: &[emit::crd::GeneratedCrd],
        files: &mut Files,
        diags: &mut Diagnostics,
    ) -> Option<String> {
        let mut tokens = None;
        if let Some(opts) = &self.clients {
            let opts = ClientOptions {
                omit_version: self.crd.omit_version_annotation,
                ..opts.clone()
            };
            let code = emit::client::clientset(api, resolver, crds, &opts, diags);
            if let Some(code) = code {
                if self.clients_as_tokens {
                    tokens = Some(code.into_tokens().to_string());
                } else if let Some(text) = code.into_text(diags) {
                    let name = if opts.impls == KindImpls::Only {
                        emit::client::KINDS_FILE_NAME
                    } else {
                        emit::client::FILE_NAME
                    };
                    files.insert(PathBuf::from(name), text);
                }
            }
        }
        if let Some(api_module) = &self.conversions {
            let opts = emit::conversion::ConversionOptions {
                api_module: api_module.clone(),
                omit_version: self.crd.omit_version_annotation,
                context: self.conversion_context,
            };
            if let Some(text) = emit::conversion::conversions(api, resolver, &opts, diags) {
                files.insert(PathBuf::from(emit::conversion::FILE_NAME), text);
            }
        }
        tokens
    }

    /// The CRD files (none under `skip_crds`), and the groups they are of (for removing
    /// stale CRD files).
    fn crd_files(
        &self,
        crds: Vec<emit::crd::GeneratedCrd>,
        files: &mut Files,
        diags: &mut Diagnostics,
    ) -> std::collections::BTreeSet<String> {
        let crds = if self.skip_crds { Vec::new() } else { crds };
        let crd_groups: std::collections::BTreeSet<String> =
            crds.iter().map(|c| c.crd.spec.group.clone()).collect();
        for crd in crds {
            match crd.yaml {
                None => {}
                Some(Ok(text)) => {
                    files.insert(PathBuf::from(crd.file), text);
                }
                Some(Err(e)) => diags.push(Diagnostic::error(
                    None,
                    format!("cannot serialize CRD {}: {e}", crd.file),
                )),
            }
        }
        crd_groups
    }

    /// The RBAC role and webhook configuration files, as asked.
    fn manifest_files(&self, api: &model::Api, files: &mut Files, diags: &mut Diagnostics) {
        if let Some(role) = &self.rbac_role {
            let docs = emit::rbac::roles(api, role, diags);
            if !docs.is_empty() {
                let text: String = docs
                    .iter()
                    .map(|d| format!("---\n{}", emit::yaml::to_yaml(d)))
                    .collect();
                files.insert(PathBuf::from("role.yaml"), text);
            }
        }
        if self.webhooks {
            let docs = emit::webhook::configurations(api, diags);
            if !docs.is_empty() {
                let text: String = docs
                    .iter()
                    .map(|d| format!("---\n{}", emit::yaml::to_yaml(d)))
                    .collect();
                files.insert(PathBuf::from("manifests.yaml"), text);
            }
        }
    }

    /// The warning (an error under `strict`) of a run that generated no file, naming what
    /// each output it was asked for lacks.
    fn nothing_to_generate(&self, diags: &mut Diagnostics) {
        let mut missing = Vec::new();
        if !self.skip_crds {
            missing.push(
            "no CRD (no `+kubebuilder:object:root=true` Kind in a `+groupName` package, no `#[derive(CustomResource)]`)",
        );
        }
        if self.clients.is_some() {
            missing.push("no client (no `+genclient` Kind)");
        }
        if self.conversions.is_some() {
            missing.push("no conversion (no Kind in two versions)");
        }
        if self.rbac_role.is_some() {
            missing.push("no role (no `+kubebuilder:rbac` marker)");
        }
        if self.webhooks {
            missing.push("no webhook configuration (no `+kubebuilder:webhook` marker)");
        }
        let message = format!("nothing to generate: {}", missing.join("; "));
        diags.push(if self.strict {
            Diagnostic::error(None, message)
        } else {
            Diagnostic::warning(None, message)
                .with_note("`--strict` (`Config::strict`) makes this an error")
        });
    }
}

impl Config {
    /// The CRDs written before, to compare the run's with ([`Config::compat`]); none
    /// without the `compat` feature. An error says which file could not be read.
    fn baseline(&self) -> Result<Option<Box<dyn diag::Compare>>, String> {
        #[cfg(feature = "compat")]
        if let Some(path) = &self.compat {
            let baseline = check::compat::Baseline::read(path)?;
            return Ok(Some(Box::new(baseline)));
        }
        Ok(None)
    }

    /// The CRDs of the run, with their texts as the outputs need them: none when neither
    /// CRDs, clients nor conversions are asked for, and no YAML when CRDs are not.
    fn build_crds(
        &self,
        api: &model::Api,
        resolver: &resolve::Resolver<'_>,
        baseline: Option<&dyn diag::Compare>,
        diags: &mut Diagnostics,
    ) -> Vec<emit::crd::GeneratedCrd> {
        if self.skip_crds && self.clients.is_none() && self.conversions.is_none() {
            return Vec::new();
        }
        let keep = emit::crd::Keep {
            yaml: !self.skip_crds,
            json: self.clients.is_some(),
        };
        let checks = diag::Checks {
            schema: check::SCHEMA_CHECKS,
            compare: baseline,
        };
        emit::crd::crds(api, resolver, &self.crd, checks, keep, diags)
    }
}

/// A failed run: every diagnostic (errors and warnings), with the sources needed to render
/// them. Its `Debug` form is the rendered diagnostics, as its `Display`, so that `?` in a
/// `build.rs` (or `main`) prints what the CLI prints.
pub struct GenerateError {
    report: diag::Report,
}

impl GenerateError {
    fn new(diags: Diagnostics, sources: SourceMap) -> Self {
        GenerateError {
            report: diag::Report::new(diags.into_sorted(), sources),
        }
    }

    /// The diagnostics (errors and warnings), sorted by file and position.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        self.report.diagnostics()
    }

    /// The diagnostics as data, with their sources: for JSON or `cargo:warning` output.
    pub fn report(&self) -> &diag::Report {
        &self.report
    }

    /// Renders the diagnostics rustc-style; `color` adds ANSI colours. Ends with the count
    /// of errors and "nothing was written".
    pub fn render(&self, color: bool) -> String {
        let errors = self.report.errors();
        let mut s = self.report.render(color);
        s.push_str(&format!(
            "error: aborting due to {errors} previous error{}; nothing was written\n",
            if errors == 1 { "" } else { "s" }
        ));
        s
    }
}

impl std::fmt::Debug for GenerateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render(false))
    }
}

impl std::fmt::Display for GenerateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render(false))
    }
}

impl std::error::Error for GenerateError {}

#[cfg(test)]
mod tests {
    /// `?` on a failed run in `build.rs` or `main` prints the rendered diagnostics, not a
    /// struct dump.
    #[test]
    fn a_generate_error_debugs_as_its_rendered_diagnostics() {
        let dir = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../testdata/errors/unknown-marker/api"
        );
        let e = crate::Config::new()
            .input(dir)
            .generate()
            .expect_err("unknown marker");
        let debug = format!("{e:?}");
        assert_eq!(debug, e.render(false));
        assert!(debug.contains("error: unknown marker"), "{debug}");
        assert!(debug.contains("unknown-marker/api/"), "{debug}");
        assert!(debug.ends_with("nothing was written\n"), "{debug}");
    }
}

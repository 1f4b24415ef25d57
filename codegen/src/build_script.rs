//! The `build.rs` door: [`Config::run_build_script`] writes into `OUT_DIR`, replays an
//! unchanged run from its stamp, and keeps several `Config`s of one build script apart.

use std::path::PathBuf;

use crate::{Config, GenerateError, WriteError, stamp};

/// How many `run_build_script` calls this process has made: a build script's `Config`s
/// are told apart by their place in it.
static BUILD_SCRIPT_CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// The files each `run_build_script` call of this process writes, by call.
static BUILD_SCRIPT_FILES: std::sync::Mutex<std::collections::BTreeMap<PathBuf, usize>> =
    std::sync::Mutex::new(std::collections::BTreeMap::new());

/// Records that call `call` writes `files` into `OUT_DIR`; an error that says how to
/// combine the `Config`s when an earlier call writes one of them.
fn claim_build_script_files(call: usize, files: &[PathBuf]) -> Result<(), BuildScriptError> {
    let mut claimed = BUILD_SCRIPT_FILES
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    for file in files {
        match claimed.get(file) {
            Some(&earlier) if earlier != call => {
                return Err(BuildScriptError::WrittenTwice {
                    file: file.clone(),
                    first: earlier + 1,
                    second: call + 1,
                });
            }
            _ => {
                claimed.insert(file.clone(), call);
            }
        }
    }
    Ok(())
}

/// Why [`Config::try_run_build_script`] failed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BuildScriptError {
    /// `OUT_DIR` is not set: not a build script.
    #[error("OUT_DIR is not set: run_build_script is for build.rs")]
    NoOutDir,
    /// The generation failed; every diagnostic is in it.
    #[error("{}", .0.render(false))]
    Generate(#[from] GenerateError),
    /// A file in `OUT_DIR` could not be written or removed.
    #[error(transparent)]
    Write(#[from] WriteError),
    /// Two `Config`s of one build script write the same file (`first` and `second` count
    /// the script's `Config`s from 1).
    #[error(
        "`Config` {first} and `Config` {second} of this build script both write `{}` into OUT_DIR\n  \
         = help: generate it from one `Config`: its inputs and outputs combine \
         (`Config::new().input(\"src/api\").input(\"src/controller.rs\").clients(..).rbac(..)`), \
         or leave the file to one of them (`.crds(false)` on the other)",
        file.display()
    )]
    WrittenTwice {
        /// The file, relative to `OUT_DIR`.
        file: PathBuf,
        /// The `Config` that wrote it first.
        first: usize,
        /// The `Config` that would write it again.
        second: usize,
    },
}

impl Config {
    /// The whole job of a `build.rs`, as `prost_build::compile_protos` does it: generates,
    /// prints the warnings as `cargo:warning=` lines and every input (directories included)
    /// as `cargo:rerun-if-changed`, and writes the files into `OUT_DIR`. A run that
    /// generates nothing is an error here (as under [`Config::strict`]), and a file an
    /// earlier run wrote into `OUT_DIR` that this one no longer generates (`clientset.rs`
    /// after the last `+genclient` is removed) is removed, so that no build compiles against
    /// a stale file (`OUT_DIR/kube-codegen-outputs.txt` lists what was written). On errors
    /// it prints the rendered diagnostics to stderr and ends the build script with status 1
    /// (nothing is written). When Cargo re-runs it because an input was touched but nothing
    /// it depends on changed (the configuration, the inputs' bytes, the input directories'
    /// trees, the files it wrote; `OUT_DIR/kube-codegen-stamp.txt`), it prints what the last
    /// run printed and generates nothing. Several `Config`s may run in one build script (each
    /// keeps its own stamp and list of outputs); two that would write one file end the build
    /// with an error that says how to combine them, and a `Config` taken out of the script
    /// takes its files with it at the next run.
    pub fn run_build_script(&self) {
        if let Err(e) = self.try_run_build_script() {
            match e {
                BuildScriptError::Generate(e) => eprint!("{}", e.render(false)),
                e => eprintln!("kube-codegen: {e}"),
            }
            std::process::exit(1);
        }
    }

    /// [`Config::run_build_script`], returning its error instead of printing it and ending
    /// the process: for a build script that does more after a failed generation (or a test
    /// harness). The warnings and `cargo:rerun-if-changed` lines are printed as there; on an
    /// error nothing is written.
    ///
    /// # Errors
    ///
    /// [`BuildScriptError`]: `OUT_DIR` unset, a generation error, a file that cannot be
    /// written, or two `Config`s of one build script writing one file.
    pub fn try_run_build_script(&self) -> Result<(), BuildScriptError> {
        let out_dir = std::env::var_os("OUT_DIR").ok_or(BuildScriptError::NoOutDir)?;
        let out_dir = std::path::Path::new(&out_dir);
        // Several `Config`s in one build script: each call keeps its own stamp and list of
        // outputs (by its place in the script), and no two may write one file.
        let call = BUILD_SCRIPT_CALLS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        if call == 0 {
            stamp::forget_removed_configs(out_dir)?;
        }
        let digest = stamp::config_digest(self);
        let printed = match stamp::replay(out_dir, call, &digest) {
            // Inputs touched but not changed: the files in OUT_DIR are this run's.
            Some((printed, files)) => {
                claim_build_script_files(call, &files)?;
                printed
            }
            None => {
                let output = self.clone().strict(true).generate()?;
                let mut printed = output.warnings().cargo_warnings();
                for input in output.inputs() {
                    printed.push_str(&format!("cargo:rerun-if-changed={}\n", input.display()));
                }
                let files: Vec<PathBuf> = output.files().keys().cloned().collect();
                claim_build_script_files(call, &files)?;
                output.write(out_dir)?;
                output.forget_earlier_outputs(out_dir, call)?;
                stamp::record(out_dir, call, &digest, &output, &printed);
                printed
            }
        };
        print!("{printed}");
        Ok(())
    }
}

//! The `build.rs` and proc-macro doors as a user meets them: throw-away crates built by cargo
//! and what cargo prints compared with the expected output.
//!
//! - `build_rs_output_is_what_a_user_should_see`: a crate whose build script is the three
//!   lines the README shows, built with each case of `testdata/build-script/` as its input.
//! - `proc_macro_output_is_what_a_user_should_see`: a crate whose `main.rs` is each case of
//!   `testdata/proc-macro/`, calling `include_crds!`/`include_clients!`: the `pass-` cases
//!   build and run, the others fail with the case's `expected.stderr`.
//!
//! Both directories' READMEs say what each case shows; `KUBE_CODEGEN_BLESS=1` rewrites the
//! `expected.stderr` files. The crates are built in `<target>/tmp/user-crates` (under
//! Cargo's `CARGO_TARGET_TMPDIR`), offline, with the workspace's `Cargo.lock`: kube-codegen is
//! compiled once for the host (about 30 s from cold on 2 cores), shared by the build script
//! and the proc macro; later runs rebuild only the user's crate.

use std::path::{Path, PathBuf};
use std::process::Command;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("codegen/ is in the workspace")
        .to_path_buf()
}

fn bless() -> bool {
    std::env::var_os("KUBE_CODEGEN_BLESS").is_some_and(|v| v != "0")
}

/// Where both doors' crates are built: one target directory, so that the host build of
/// kube-codegen is shared.
fn target_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("user-crates")
}

/// Writes a crate named `name` into `dir`: `Cargo.toml` with `sections` after `[package]`, and
/// the workspace's `Cargo.lock`, so that `--offline` finds every dependency.
fn write_crate(dir: &Path, name: &str, sections: &str) {
    let manifest = format!(
        "[package]\nname = \"{name}\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
         {sections}\n[workspace]\n"
    );
    std::fs::write(dir.join("Cargo.toml"), manifest).expect("write Cargo.toml");
    std::fs::copy(workspace().join("Cargo.lock"), dir.join("Cargo.lock")).expect("copy lock");
}

/// The build script's crate: `build.rs` generates from `api/` into `OUT_DIR`; `main` prints
/// `OUT_DIR`, so that the test can look at what was written.
fn user_crate(dir: &Path) {
    let codegen = workspace().join("codegen");
    let dependency = format!(
        "[build-dependencies]\nkube-codegen = {{ path = {:?} }}\n",
        codegen.display().to_string()
    );
    write_crate(dir, "ui-build", &dependency);
    std::fs::write(
        dir.join("build.rs"),
        "fn main() {\n    kube_codegen::Config::new().input(\"api\").run_build_script();\n}\n",
    )
    .expect("write build.rs");
    std::fs::create_dir_all(dir.join("src")).expect("mkdir src");
    std::fs::write(
        dir.join("src/main.rs"),
        "fn main() {\n    print!(\"{}\", env!(\"OUT_DIR\"));\n}\n",
    )
    .expect("write main.rs");
}

/// Replaces the crate's `api/` with `from`'s files.
fn set_api(dir: &Path, from: &Path) {
    let api = dir.join("api");
    if api.exists() {
        std::fs::remove_dir_all(&api).expect("remove api/");
    }
    std::fs::create_dir_all(&api).expect("mkdir api/");
    for entry in std::fs::read_dir(from).expect("read case api/") {
        let path = entry.expect("dir entry").path();
        std::fs::copy(&path, api.join(path.file_name().expect("a file name"))).expect("copy");
    }
}

struct Run {
    ok: bool,
    /// What cargo printed on stderr, with the target's, the crate's and the workspace's
    /// paths and the build script's hash replaced by `$TARGET`, `$CRATE`, `$WORKSPACE` and
    /// `$HASH`.
    stderr: String,
    /// `OUT_DIR`, when the build succeeded.
    out_dir: Option<PathBuf>,
}

/// The words cargo starts its progress lines with, and its advice that depends on the
/// profile the environment sets (`CARGO_PROFILE_DEV_DEBUG`, as CI sets it), not on the tool.
const PROGRESS: &[&str] = &[
    "note: To improve backtraces for build dependencies,",
    "Compiling ",
    "Finished ",
    "Running ",
    "Blocking ",
    "Locking ",
    "Adding ",
    "Updating ",
    "Downloaded ",
    "Downloading ",
];

/// `cargo run` in the user's crate. Cargo's progress lines (`Compiling`, `Finished`, …)
/// are left out of `stderr`; `--quiet` would hide the build script's warnings too.
fn cargo_run(dir: &Path, target: &Path) -> Run {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args(["run", "--offline", "--color", "never"])
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target)
        .env_remove("CARGO_BUILD_TARGET_DIR")
        .env_remove("RUSTFLAGS")
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        // hack/test.sh lints the workspace through clippy-driver: a user's build has no lints.
        .env_remove("RUSTC_WORKSPACE_WRAPPER")
        .env_remove("CLIPPY_ARGS")
        .output()
        .expect("run cargo");
    let dir = dir.display().to_string();
    let target = target.display().to_string();
    let workspace = workspace().display().to_string();
    let hash = regex::Regex::new(r"ui-build-[0-9a-f]{16}").expect("regex");
    let stderr: String = String::from_utf8_lossy(&out.stderr)
        .replace(&target, "$TARGET")
        .replace(&dir, "$CRATE")
        .replace(&workspace, "$WORKSPACE")
        .lines()
        .filter(|l| !PROGRESS.iter().any(|p| l.trim_start().starts_with(p)))
        .map(|l| format!("{l}\n"))
        .collect();
    let stderr = hash.replace_all(&stderr, "ui-build-$$HASH").into_owned();
    Run {
        ok: out.status.success(),
        stderr,
        out_dir: out
            .status
            .success()
            .then(|| PathBuf::from(String::from_utf8_lossy(&out.stdout).into_owned())),
    }
}

/// Compares (or with `KUBE_CODEGEN_BLESS=1`, writes) a case's `expected.stderr`.
fn check_stderr(case: &Path, run: &Run, failures: &mut Vec<String>) {
    let expected = case.join("expected.stderr");
    if bless() {
        std::fs::write(&expected, &run.stderr).expect("bless");
        return;
    }
    let want = std::fs::read_to_string(&expected).unwrap_or_default();
    if want != run.stderr {
        failures.push(format!(
            "{}: cargo printed\n{}\n--- expected ---\n{}",
            case.display(),
            run.stderr,
            want
        ));
    }
}

/// The YAML files in `OUT_DIR`, sorted.
fn crds(out_dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(out_dir)
        .expect("read OUT_DIR")
        .map(|e| {
            e.expect("dir entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|n| n.ends_with(".yaml"))
        .collect();
    names.sort();
    names
}

#[test]
fn build_rs_output_is_what_a_user_should_see() {
    let cases = workspace().join("testdata/build-script");
    let target = target_dir();
    let dir = tempfile::tempdir().expect("tempdir");
    user_crate(dir.path());
    let mut failures = Vec::new();

    // Warnings reach cargo as `cargo:warning=` lines, file and line included; the build
    // succeeds and writes the CRD.
    let case = cases.join("warnings");
    set_api(dir.path(), &case.join("api"));
    let run = cargo_run(dir.path(), &target);
    assert!(run.ok, "a run with warnings builds:\n{}", run.stderr);
    assert_eq!(
        crds(run.out_dir.as_deref().expect("OUT_DIR")),
        ["example.com_widgets.yaml"]
    );
    check_stderr(&case, &run, &mut failures);

    // An error is rendered as rustc renders its own, and the build fails.
    for name in ["rendered-error", "empty-run"] {
        let case = cases.join(name);
        set_api(dir.path(), &case.join("api"));
        let run = cargo_run(dir.path(), &target);
        assert!(!run.ok, "{name} must fail the build");
        check_stderr(&case, &run, &mut failures);
    }

    // A CRD of a Kind that is gone does not outlive it in OUT_DIR.
    let case = cases.join("stale-file");
    set_api(dir.path(), &case.join("api"));
    let before = cargo_run(dir.path(), &target);
    assert!(before.ok, "two Kinds build:\n{}", before.stderr);
    assert_eq!(
        crds(before.out_dir.as_deref().expect("OUT_DIR")),
        ["example.com_gadgets.yaml", "example.com_widgets.yaml"]
    );
    set_api(dir.path(), &case.join("api-after"));
    let after = cargo_run(dir.path(), &target);
    assert!(after.ok, "one Kind builds:\n{}", after.stderr);
    assert_eq!(
        crds(after.out_dir.as_deref().expect("OUT_DIR")),
        ["example.com_widgets.yaml"],
        "the removed Kind's CRD is gone from OUT_DIR"
    );
    check_stderr(&case, &after, &mut failures);

    several_configs_in_one_build_script(dir.path(), &target);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Two `Config`s in one build script, as a controller crate has them (CRDs from the API,
/// RBAC from the controller's markers): both outputs stay, also when the script re-runs
/// with nothing changed and replays; two that write one file fail with how to combine them.
fn several_configs_in_one_build_script(dir: &Path, target: &Path) {
    std::fs::create_dir_all(dir.join("controller")).expect("mkdir controller/");
    std::fs::write(
        dir.join("controller/reconcile.rs"),
        "//! +kubebuilder:rbac:groups=example.com,resources=widgets,verbs=get;list;watch\n",
    )
    .expect("write the controller");
    let two = |second: &str| {
        let script = format!(
            "fn main() {{\n    kube_codegen::Config::new().input(\"api\").run_build_script();\n    \
             kube_codegen::Config::new(){second}.run_build_script();\n}}\n"
        );
        std::fs::write(dir.join("build.rs"), script).expect("write build.rs");
    };
    two(".input(\"controller/reconcile.rs\").crds(false).rbac(\"manager-role\")");
    let files = |run: &Run| crds(run.out_dir.as_deref().expect("OUT_DIR"));
    let run = cargo_run(dir, target);
    assert!(run.ok, "two Configs build:\n{}", run.stderr);
    assert_eq!(files(&run), ["example.com_widgets.yaml", "role.yaml"]);
    // Touched, not changed: both calls replay, and neither removes the other's file.
    let api = dir.join("api/v1.rs");
    std::fs::write(&api, std::fs::read(&api).expect("read")).expect("touch");
    let again = cargo_run(dir, target);
    assert!(again.ok, "a replay builds:\n{}", again.stderr);
    assert_eq!(files(&again), ["example.com_widgets.yaml", "role.yaml"]);

    two(".input(\"api\")");
    let clash = cargo_run(dir, target);
    assert!(!clash.ok, "two Configs writing one CRD must fail");
    assert!(
        clash.stderr.contains(
            "`Config` 1 and `Config` 2 of this build script both write `example.com_widgets.yaml` into OUT_DIR"
        ) && clash.stderr.contains("generate it from one `Config`"),
        "{}",
        clash.stderr
    );
    // Back to one Config: the removed one's file goes with it.
    std::fs::write(
        dir.join("build.rs"),
        "fn main() {\n    kube_codegen::Config::new().input(\"api\").run_build_script();\n}\n",
    )
    .expect("restore build.rs");
    let one = cargo_run(dir, target);
    assert!(one.ok, "one Config builds:\n{}", one.stderr);
    assert_eq!(
        files(&one),
        ["example.com_widgets.yaml"],
        "role.yaml removed with its Config"
    );
}

/// The `testdata/proc-macro/` cases, each the `main.rs` of a crate depending on the proc macro
/// (its relative API paths resolve from the case's file, as `include_str!` paths do): a
/// `pass-` case builds and runs (its assertions hold), any other fails to build and prints
/// its `expected.stderr`.
#[test]
fn proc_macro_output_is_what_a_user_should_see() {
    let cases = workspace().join("testdata/proc-macro");
    let dir = tempfile::tempdir().expect("tempdir");
    let mut names: Vec<String> = std::fs::read_dir(&cases)
        .expect("read testdata/proc-macro")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.is_dir())
        .map(|p| {
            p.file_name()
                .expect("a name")
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    assert!(names.len() >= 3, "the cases are there: {names:?}");
    let mut failures = Vec::new();
    for name in &names {
        let case = cases.join(name);
        let sections = format!(
            "[dependencies]\nkube-codegen-macros = {{ path = {:?} }}\n\n\
             [[bin]]\nname = \"ui-macro\"\npath = {:?}\n",
            workspace().join("macros").display().to_string(),
            case.join("main.rs").display().to_string()
        );
        write_crate(dir.path(), "ui-macro", &sections);
        let run = cargo_run(dir.path(), &target_dir());
        if name.starts_with("pass-") {
            assert!(run.ok, "{name} builds and runs:\n{}", run.stderr);
        } else {
            assert!(!run.ok, "{name} must fail the build");
            check_stderr(&case, &run, &mut failures);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

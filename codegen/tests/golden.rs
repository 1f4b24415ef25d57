//! Golden tests over `testdata/`.
//!
//! - `testdata/<case>/api/` is run through the engine; every generated file must equal
//!   `testdata/<case>/expected/<file>` byte for byte, and no expected file may be missing
//!   from the output.
//! - `testdata/errors/<case>/api/` must fail (or warn); the rendered diagnostics must equal
//!   `testdata/errors/<case>/expected.stderr`.
//!
//! Set `KUBE_CODEGEN_BLESS=1` to rewrite the expected files from the current output
//! (review the diff before committing). Without it a mismatch fails with a diff summary.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn testdata() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata")
}

fn bless() -> bool {
    std::env::var_os("KUBE_CODEGEN_BLESS").is_some_and(|v| v != "0")
}

fn case_dirs(root: &Path) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    dirs.retain(|d| d.join("api").is_dir());
    dirs.sort();
    dirs
}

fn read_dir_files(dir: &Path) -> BTreeMap<PathBuf, String> {
    let mut out = BTreeMap::new();
    if let Ok(rd) = std::fs::read_dir(dir) {
        for e in rd.flatten() {
            let p = e.path();
            if p.is_file() {
                let text = std::fs::read_to_string(&p).expect("read expected file");
                out.insert(PathBuf::from(e.file_name()), text);
            }
        }
    }
    out
}

/// First differing line of two texts, for a readable failure message.
fn first_diff(expected: &str, actual: &str) -> String {
    for (i, (e, a)) in expected.lines().zip(actual.lines()).enumerate() {
        if e != a {
            return format!("line {}:\n  expected: {e}\n  actual:   {a}", i + 1);
        }
    }
    format!(
        "lengths differ: expected {} lines, actual {} lines",
        expected.lines().count(),
        actual.lines().count()
    )
}

/// Makes rendered paths independent of where the test runs from.
fn normalize(rendered: &str) -> String {
    let root = testdata();
    let root = root.to_string_lossy();
    rendered
        .replace(&*root, "testdata")
        .replace("../testdata", "testdata")
}

#[test]
fn generated_crds_match_goldens() {
    let cases = case_dirs(&testdata());
    assert!(
        !cases.is_empty(),
        "no golden cases found under {}",
        testdata().display()
    );
    let mut failures = Vec::new();
    for case in &cases {
        let name = case
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        // Every case also gets its clients (a file only when a Kind has `+genclient`) and
        // its conversions (only when a Kind has two versions), mounted as siblings of its
        // `api` module, as the e2e crate compiles them.
        let output = match kube_codegen::Config::new()
            .input(case.join("api"))
            .clients("super::api")
            .conversions("super::api")
            .crd_options(kube_codegen::CrdOptions::default().omit_version_annotation(true))
            .generate()
        {
            Ok(o) => o,
            Err(e) => {
                failures.push(format!("{name}: generation failed:\n{}", e.render(false)));
                continue;
            }
        };
        let expected_dir = case.join("expected");
        if bless() {
            let _ = std::fs::remove_dir_all(&expected_dir);
            output.write(&expected_dir).expect("write goldens");
            continue;
        }
        let expected = read_dir_files(&expected_dir);
        if expected.is_empty() {
            failures.push(format!(
                "{name}: no expected files in {}",
                expected_dir.display()
            ));
        }
        for (file, text) in output.files() {
            match expected.get(file) {
                None => failures.push(format!("{name}: unexpected output file {}", file.display())),
                Some(e) if e != text => failures.push(format!(
                    "{name}/{}: differs from golden, {}",
                    file.display(),
                    first_diff(e, text)
                )),
                Some(_) => {}
            }
        }
        for file in expected.keys() {
            if !output.files().contains_key(file) {
                failures.push(format!(
                    "{name}: expected file {} not generated",
                    file.display()
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} golden failure(s):\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

#[test]
fn error_cases_match_expected_diagnostics() {
    let cases = case_dirs(&testdata().join("errors"));
    assert!(!cases.is_empty(), "no error cases found");
    let mut failures = Vec::new();
    for case in &cases {
        let name = case
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let rendered = match kube_codegen::Config::new()
            .input(case.join("api"))
            .clients("super::api")
            .generate()
        {
            Ok(o) if o.warnings().is_empty() => {
                failures.push(format!("{name}: expected diagnostics, got a clean run"));
                continue;
            }
            Ok(o) => o.warnings().render(false),
            Err(e) => e.render(false),
        };
        let rendered = normalize(&rendered);
        let expected_path = case.join("expected.stderr");
        if bless() {
            std::fs::write(&expected_path, &rendered).expect("write expected.stderr");
            continue;
        }
        match std::fs::read_to_string(&expected_path) {
            Ok(e) if e == rendered => {}
            Ok(e) => failures.push(format!(
                "{name}: diagnostics differ, {}",
                first_diff(&e, &rendered)
            )),
            Err(err) => failures.push(format!("{name}: {}: {err}", expected_path.display())),
        }
    }
    assert!(
        failures.is_empty(),
        "{} failure(s):\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

/// A build script declares `Output::inputs()` with `cargo:rerun-if-changed`: the input
/// directory is among them (Cargo watches its whole tree, so adding a file re-runs the
/// build script), and so is every file read.
#[test]
fn inputs_include_the_input_directories_and_files() {
    let dir = testdata().join("guestbook/api");
    let output = kube_codegen::Config::new()
        .input(&dir)
        .generate()
        .expect("guestbook generates");
    let inputs = output.inputs();
    assert_eq!(inputs.first(), Some(&dir), "{inputs:?}");
    assert!(
        inputs
            .iter()
            .any(|p| p.ends_with("guestbook/api/v1/guestbook_types.rs")),
        "{inputs:?}"
    );
}

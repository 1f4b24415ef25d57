//! Hostile inputs and file-system faults, through the real binary: no hang, no crash, no
//! file written outside the output directory, no file lost or deleted that is not ours,
//! and a consistent output directory after a killed run or two concurrent runs.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_kube-codegen"))
}

/// Runs `kube-codegen crd <api> --output-dir <out>` with extra arguments, failing the test
/// if it takes more than 60 s (a hang): a watchdog thread kills it.
fn crd(api: &Path, out: &Path, extra: &[&str]) -> Output {
    let child = bin()
        .args(extra)
        .arg("crd")
        .arg(api)
        .arg("--output-dir")
        .arg(out)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let pid = child.id().to_string();
    let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let watch = std::sync::Arc::clone(&done);
    let watchdog = std::thread::spawn(move || {
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(60) {
            if watch.load(std::sync::atomic::Ordering::SeqCst) {
                return false;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = Command::new("kill").args(["-9", &pid]).status();
        true
    });
    let output = child.wait_with_output().expect("output");
    done.store(true, std::sync::atomic::Ordering::SeqCst);
    assert!(
        !watchdog.join().expect("watchdog"),
        "kube-codegen hung on {}",
        api.display()
    );
    output
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// An API of `kinds` root Kinds in group `group`, each field description saying `rev`.
fn api(dir: &Path, group: &str, kinds: usize, rev: &str) {
    std::fs::create_dir_all(dir).expect("mkdir");
    let mut s = format!(
        "//! +groupName={group}\n\nuse k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\n"
    );
    for i in 0..kinds {
        s.push_str(&format!(
            "\n/// Kind{i} is a Kind.\n/// +kubebuilder:object:root=true\npub struct Kind{i} {{\n    /// metadata is standard.\n    pub metadata: ObjectMeta,\n    /// spec is {rev}.\n    pub spec: Option<String>,\n}}\n"
        ));
    }
    std::fs::write(dir.join("v1.rs"), s).expect("write");
}

/// Every file under `dir` → its bytes.
fn tree(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    if let Ok(rd) = std::fs::read_dir(dir) {
        for e in rd.flatten() {
            out.insert(
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).expect("read"),
            );
        }
    }
    out
}

/// The CRDs `api` gives, written into a fresh directory.
fn reference(root: &Path, name: &str, api_dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let out = root.join(name);
    let o = crd(api_dir, &out, &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    tree(&out)
}

#[test]
fn a_killed_run_leaves_whole_files_and_the_next_run_a_consistent_tree() {
    let root = tempfile::tempdir().expect("tempdir");
    let (old_api, new_api) = (root.path().join("old"), root.path().join("new"));
    api(&old_api, "load.example.com", 150, "old");
    api(&new_api, "load.example.com", 150, "new");
    let old = reference(root.path(), "ref-old", &old_api);
    let new = reference(root.path(), "ref-new", &new_api);
    for delay_ms in [0u64, 2, 5, 10, 20, 40, 80] {
        let out = root.path().join(format!("out-{delay_ms}"));
        assert!(crd(&old_api, &out, &[]).status.success());
        let mut child = bin()
            .arg("crd")
            .arg(&new_api)
            .arg("--output-dir")
            .arg(&out)
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn");
        std::thread::sleep(Duration::from_millis(delay_ms));
        let _ = child.kill(); // SIGKILL
        let _ = child.wait();
        for (name, bytes) in tree(&out) {
            if name.starts_with('.') {
                continue; // the journal, backups and temporary files of the killed run
            }
            assert!(
                old.get(&name) == Some(&bytes) || new.get(&name) == Some(&bytes),
                "after a kill at {delay_ms} ms, {name} is neither the old nor the new file"
            );
        }
        let o = crd(&new_api, &out, &[]);
        assert!(o.status.success(), "{}", stderr(&o));
        assert_eq!(tree(&out), new, "after a kill at {delay_ms} ms and a rerun");
    }
}

#[test]
fn concurrent_runs_into_one_directory_leave_one_runs_tree() {
    let root = tempfile::tempdir().expect("tempdir");
    let (a_api, b_api) = (root.path().join("a"), root.path().join("b"));
    api(&a_api, "a.example.com", 60, "a");
    api(&b_api, "a.example.com", 60, "b");
    let a = reference(root.path(), "ref-a", &a_api);
    let b = reference(root.path(), "ref-b", &b_api);
    for round in 0..5 {
        let out = root.path().join(format!("out-{round}"));
        let spawn = |api: &Path| {
            bin()
                .arg("crd")
                .arg(api)
                .arg("--output-dir")
                .arg(&out)
                .stderr(Stdio::null())
                .spawn()
                .expect("spawn")
        };
        let (mut x, mut y) = (spawn(&a_api), spawn(&b_api));
        assert!(x.wait().expect("wait").success() && y.wait().expect("wait").success());
        // The same files, different content: the runs take turns (a lock on the
        // directory), so the tree is one run's whole, with no temporary file, backup or
        // journal left.
        let t = tree(&out);
        assert!(t == a || t == b, "round {round}: a mix of both runs");
    }
}

#[test]
fn an_rbac_run_into_the_crd_directory_keeps_the_crds_and_user_files() {
    let root = tempfile::tempdir().expect("tempdir");
    let api_dir = root.path().join("api");
    api(&api_dir, "keep.example.com", 2, "x");
    let out = root.path().join("out");
    assert!(crd(&api_dir, &out, &[]).status.success());
    std::fs::write(
        out.join("notes.yaml"),
        "# mentions kube-codegen.dev/version\n",
    )
    .expect("write");
    let before = tree(&out);
    let rbac = root.path().join("rbac");
    std::fs::create_dir_all(&rbac).expect("mkdir");
    std::fs::write(
        rbac.join("lib.rs"),
        "//! +kubebuilder:rbac:groups=\"\",resources=pods,verbs=get\n",
    )
    .expect("write");
    let o = bin()
        .arg("rbac")
        .arg(&rbac)
        .arg("--output-dir")
        .arg(&out)
        .output()
        .expect("run");
    assert!(o.status.success(), "{}", stderr(&o));
    let after = tree(&out);
    assert!(after.contains_key("role.yaml"));
    for (name, bytes) in before {
        assert_eq!(
            after.get(&name),
            Some(&bytes),
            "{name} was changed or deleted"
        );
    }
}

#[test]
fn odd_files_fail_with_the_path_and_never_hang() {
    let root = tempfile::tempdir().expect("tempdir");
    let api_dir = root.path().join("api");
    api(&api_dir, "odd.example.com", 1, "x");
    let out = root.path().join("out");
    let fifo = api_dir.join("fifo.rs");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .expect("mkfifo")
            .success()
    );
    let o = crd(&api_dir, &out, &[]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("fifo.rs: not a regular file"),
        "{}",
        stderr(&o)
    );
    std::fs::remove_file(&fifo).expect("rm");
    assert!(!out.exists(), "nothing was written by the failed run");
    std::os::unix::fs::symlink("/dev/zero", api_dir.join("zero.rs")).expect("symlink");
    let o = crd(&api_dir, &out, &[]);
    assert!(
        stderr(&o).contains("zero.rs: not a regular file"),
        "{}",
        stderr(&o)
    );
    std::fs::remove_file(api_dir.join("zero.rs")).expect("rm");
    // A symlink loop is walked once.
    std::os::unix::fs::symlink("..", api_dir.join("loop")).expect("symlink");
    let o = crd(&api_dir, &out, &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    // A file over the size limit.
    std::fs::remove_file(api_dir.join("loop")).expect("rm");
    let big = std::fs::File::create(api_dir.join("big.rs")).expect("create");
    big.set_len(17 << 20).expect("grow");
    let o = crd(&api_dir, &out, &[]);
    assert!(
        stderr(&o).contains("big.rs: file is larger than the limit of 16 MiB"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn deep_nesting_is_a_located_error_not_a_stack_overflow() {
    let root = tempfile::tempdir().expect("tempdir");
    for (name, body) in [
        (
            "type",
            format!(
                "pub struct Deep {{ pub v: {}String{} }}",
                "Option<".repeat(20_000),
                ">".repeat(20_000)
            ),
        ),
        (
            "parens",
            format!(
                "const X: i32 = {}1{};",
                "(".repeat(30_000),
                ")".repeat(30_000)
            ),
        ),
        (
            "modules",
            format!("{}{}", "mod m { ".repeat(5_000), "}".repeat(5_000)),
        ),
    ] {
        let dir = root.path().join(name);
        std::fs::create_dir_all(&dir).expect("mkdir");
        std::fs::write(
            dir.join("v1.rs"),
            format!("//! +groupName=deep.example.com\n{body}\n"),
        )
        .expect("write");
        let start = Instant::now();
        let o = crd(&dir, &root.path().join("out"), &[]);
        assert_eq!(o.status.code(), Some(1), "{name}: {}", stderr(&o));
        assert!(
            stderr(&o).contains("the code nests more than 128 levels deep")
                && stderr(&o).contains("v1.rs:2:"),
            "{name}: {}",
            stderr(&o)
        );
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{name} took {:?}",
            start.elapsed()
        );
    }
}

#[test]
fn a_run_that_generates_nothing_warns_or_fails_under_strict() {
    let root = tempfile::tempdir().expect("tempdir");
    let dir = root.path().join("api");
    std::fs::create_dir_all(&dir).expect("mkdir");
    std::fs::write(
        dir.join("v1.rs"),
        "//! +groupName=none.example.com\npub struct X;\n",
    )
    .expect("write");
    let out = root.path().join("out");
    let o = crd(&dir, &out, &[]);
    assert!(o.status.success());
    assert!(
        stderr(&o)
            .contains("warning: nothing to generate: no CRD (no `+kubebuilder:object:root=true` Kind in a `+groupName` package, no `#[derive(CustomResource)]`)"),
        "{}",
        stderr(&o)
    );
    let o = crd(&dir, &out, &["--strict"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("error: nothing to generate"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn the_adversarial_corpus_ends_in_success_or_located_errors() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/adversarial");
    let mut cases: Vec<_> = std::fs::read_dir(&corpus)
        .expect("testdata/adversarial")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 10, "corpus: {cases:?}");
    for case in cases {
        let root = tempfile::tempdir().expect("tempdir");
        std::fs::copy(&case, root.path().join("v1.rs")).expect("copy");
        let start = Instant::now();
        // `crd` kills the run and fails after 60 s; each case must take far less.
        let o = crd(root.path(), &root.path().join("out"), &[]);
        let name = case
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{name} took {:?}",
            start.elapsed()
        );
        let err = stderr(&o);
        match o.status.code() {
            Some(0) => {}
            Some(1) => {
                let lines: Vec<&str> = err.lines().collect();
                let errors: Vec<usize> = (0..lines.len())
                    .filter(|&i| {
                        lines[i].starts_with("error: ") && !lines[i].starts_with("error: aborting")
                    })
                    .collect();
                assert!(!errors.is_empty(), "{name}: exit 1 without an error: {err}");
                for i in errors {
                    assert!(
                        lines
                            .get(i + 1)
                            .is_some_and(|l| l.contains("┌─") && l.contains("v1.rs:")),
                        "{name}: error not located: {}",
                        lines[i]
                    );
                }
            }
            other => panic!("{name}: exit {other:?} (a crash?): {err}"),
        }
    }
}

//! The `kube-codegen` command line: writes, verifies without writing, and fails cleanly.

use std::path::{Path, PathBuf};
use std::process::Command;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_kube-codegen"))
}

fn testdata(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../testdata")
        .join(rel)
}

#[test]
fn crd_writes_the_golden_and_verify_never_writes() {
    let out = tempfile::tempdir().expect("tempdir");
    let status = bin()
        .args(["crd", "--omit-version-annotation", "--output-dir"])
        .arg(out.path())
        .arg(testdata("guestbook/api"))
        .status()
        .expect("run");
    assert!(status.success());
    let file = out.path().join("webapp.my.domain_guestbooks.yaml");
    let golden = std::fs::read_to_string(testdata(
        "guestbook/expected/webapp.my.domain_guestbooks.yaml",
    ))
    .expect("golden");
    assert_eq!(std::fs::read_to_string(&file).expect("written"), golden);

    let verify = |dir: &Path| {
        bin()
            .args([
                "crd",
                "--omit-version-annotation",
                "--verify",
                "--output-dir",
            ])
            .arg(dir)
            .arg(testdata("guestbook/api"))
            .output()
            .expect("run")
    };
    assert!(
        verify(out.path()).status.success(),
        "up-to-date output verifies"
    );
    std::fs::write(&file, "edited\n").expect("edit");
    let v = verify(out.path());
    assert_eq!(
        v.status.code(),
        Some(3),
        "a stale tree under --verify exits 3"
    );
    assert!(
        String::from_utf8_lossy(&v.stderr).contains("out of date"),
        "{}",
        String::from_utf8_lossy(&v.stderr)
    );
    assert_eq!(
        std::fs::read_to_string(&file).expect("read"),
        "edited\n",
        "verify must not write"
    );
}

#[test]
fn bad_input_exits_1_with_located_errors_and_writes_nothing() {
    let out = tempfile::tempdir().expect("tempdir");
    let o = bin()
        .args(["crd", "--output-dir"])
        .arg(out.path())
        .arg(testdata("errors/unknown-marker/api"))
        .output()
        .expect("run");
    assert_eq!(o.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(
        stderr.contains("error: unknown marker `+kubebuilder:validaton:Minimum`"),
        "{stderr}"
    );
    assert!(stderr.contains("api/v1.rs:10:10"), "{stderr}");
    assert!(stderr.contains("nothing was written"), "{stderr}");
    assert_eq!(std::fs::read_dir(out.path()).expect("dir").count(), 0);
}

#[test]
fn stale_crds_of_ours_are_removed() {
    let out = tempfile::tempdir().expect("tempdir");
    let old = out.path().join("webapp.my.domain_oldkinds.yaml");
    // A CRD an earlier run wrote, of the guestbook's group, no longer generated.
    std::fs::write(
        &old,
        "---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  annotations:\n    kube-codegen.dev/version: 0.0.1\n  name: oldkinds.webapp.my.domain\nspec: {}\n",
    )
    .expect("write");
    // Mentions the annotation, but is not a CRD this tool wrote.
    let note = out.path().join("webapp.my.domain_notes.yaml");
    std::fs::write(
        &note,
        "metadata:\n  annotations:\n    kube-codegen.dev/version: 0.0.1\n",
    )
    .expect("write");
    let mine = out.path().join("hand-written.yaml");
    std::fs::write(&mine, "kind: ConfigMap\n").expect("write");
    let v = bin()
        .args(["crd", "--verify", "--output-dir"])
        .arg(out.path())
        .arg(testdata("guestbook/api"))
        .output()
        .expect("run");
    assert!(String::from_utf8_lossy(&v.stderr).contains("stale (no longer generated)"));
    assert!(old.exists());
    assert!(
        bin()
            .args(["crd", "--output-dir"])
            .arg(out.path())
            .arg(testdata("guestbook/api"))
            .status()
            .expect("run")
            .success()
    );
    assert!(!old.exists(), "our stale CRD is removed");
    assert!(
        mine.exists() && note.exists(),
        "other files are never touched"
    );
}

#[test]
fn markers_prints_the_reference() {
    let o = bin().arg("markers").output().expect("run");
    assert!(o.status.success());
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.starts_with("| marker | on | usage | meaning |"));
    // What `kube-codegen markers` prints is the book's marker reference, byte for byte (a
    // marker added to the registry must reach the book: copy the command's output between
    // the `markers:begin`/`markers:end` comments of docs/src/markers.md).
    let book = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/src/markers.md");
    let book = std::fs::read_to_string(book).expect("docs/src/markers.md");
    let section = book
        .split("<!-- markers:begin -->\n")
        .nth(1)
        .and_then(|r| r.split("<!-- markers:end -->").next())
        .expect("the book has the markers section");
    assert_eq!(
        text.trim_end(),
        section.trim_end(),
        "the book's marker reference is stale"
    );
    assert!(
        text.contains("`+kubebuilder:validation:XValidation:rule=<string>"),
        "{text}"
    );
}

#[test]
fn warn_unknown_markers_downgrades_only_unknown_markers() {
    let out = tempfile::tempdir().expect("tempdir");
    let o = bin()
        .args(["crd", "--warn-unknown-markers", "--output-dir"])
        .arg(out.path())
        .arg(testdata("errors/unknown-marker/api"))
        .output()
        .expect("run");
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{stderr}");
    assert!(
        stderr.contains("warning: unknown marker `+kubebuilder:validaton:Minimum`"),
        "{stderr}"
    );
    assert!(out.path().join("errors.example.com_widgets.yaml").exists());
    // Other errors stay errors.
    let o = bin()
        .args(["crd", "--warn-unknown-markers", "--output-dir"])
        .arg(out.path())
        .arg(testdata("errors/malformed-argument/api"))
        .output()
        .expect("run");
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn client_writes_the_golden_and_plural_exceptions_reach_crd_and_client() {
    let out = tempfile::tempdir().expect("tempdir");
    let status = bin()
        .args([
            "client",
            "--omit-version-annotation",
            "--api-module",
            "super::api",
            "--output-dir",
        ])
        .arg(out.path())
        .arg(testdata("clients/api"))
        .status()
        .expect("run");
    assert!(status.success());
    let golden =
        std::fs::read_to_string(testdata("clients/expected/clientset.rs")).expect("golden");
    assert_eq!(
        std::fs::read_to_string(out.path().join("clientset.rs")).expect("written"),
        golden
    );

    // The same exception gives the CRD and the client the same plural.
    let excepted = tempfile::tempdir().expect("tempdir");
    for sub in ["client", "crd"] {
        let status = bin()
            .args([sub, "--plural-exception", "Token:tokenz", "--output-dir"])
            .arg(excepted.path())
            .arg(testdata("clients/api"))
            .status()
            .expect("run");
        assert!(status.success(), "{sub}");
    }
    let client = std::fs::read_to_string(excepted.path().join("clientset.rs")).expect("client");
    assert!(client.contains("pub fn tokenz(&self, namespace: &str) -> TokenClient"));
    assert!(
        excepted
            .path()
            .join("infra.example.com_tokenz.yaml")
            .is_file()
    );

    let bad = bin()
        .args(["client", "--plural-exception", "Token", "--output-dir"])
        .arg(excepted.path())
        .arg(testdata("clients/api"))
        .output()
        .expect("run");
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("`Token` is not `Kind:plural`"));
}

/// Runs `kube-codegen crd` on `api` into a fresh directory with extra arguments and
/// environment.
fn crd_run(
    api: &str,
    args: &[&str],
    env: &[(&str, &str)],
) -> (std::process::Output, tempfile::TempDir) {
    let out = tempfile::tempdir().expect("tempdir");
    let mut cmd = bin();
    cmd.arg("crd")
        .args(args)
        .arg("--output-dir")
        .arg(out.path())
        .arg(testdata(api));
    cmd.env_remove("NO_COLOR");
    for (k, v) in env {
        cmd.env(k, v);
    }
    (cmd.output().expect("run"), out)
}

#[test]
fn colour_follows_color_and_no_color() {
    let bad = "errors/unknown-marker/api";
    let has_ansi =
        |o: &std::process::Output| String::from_utf8_lossy(&o.stderr).contains("\u{1b}[");
    // Not a terminal: `auto` is plain.
    assert!(!has_ansi(&crd_run(bad, &[], &[]).0));
    assert!(has_ansi(&crd_run(bad, &["--color", "always"], &[]).0));
    assert!(!has_ansi(&crd_run(bad, &["--color", "never"], &[]).0));
    // NO_COLOR does not override an explicit `--color always`, and `auto` honours it.
    assert!(has_ansi(
        &crd_run(bad, &["--color", "always"], &[("NO_COLOR", "1")]).0
    ));
    assert!(!has_ansi(
        &crd_run(bad, &["--color", "auto"], &[("NO_COLOR", "1")]).0
    ));
    // Warnings are coloured too.
    let (o, _d) = crd_run(bad, &["--color", "always", "--warn-unknown-markers"], &[]);
    assert!(o.status.success());
    assert!(has_ansi(&o), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn json_messages_locate_each_diagnostic() {
    let (o, _d) = crd_run(
        "errors/unknown-marker/api",
        &["--message-format", "json"],
        &[],
    );
    assert_eq!(o.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&o.stdout);
    let lines: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect();
    let first = &lines[0];
    assert_eq!(first["reason"], "kube-codegen-message");
    assert_eq!(first["message"]["level"], "error");
    assert_eq!(
        first["message"]["message"],
        "unknown marker `+kubebuilder:validaton:Minimum`"
    );
    let span = &first["message"]["spans"][0];
    assert!(
        span["file_name"]
            .as_str()
            .is_some_and(|f| f.ends_with("unknown-marker/api/v1.rs")),
        "{span}"
    );
    assert_eq!(
        (span["line_start"].as_u64(), span["column_start"].as_u64()),
        (Some(10), Some(10))
    );
    assert!(
        first["message"]["children"]
            .as_array()
            .is_some_and(|c| !c.is_empty())
    );
    assert!(
        first["message"]["rendered"]
            .as_str()
            .is_some_and(|r| r.contains("-->") || r.contains("┌─"))
    );
    let last = lines.last().expect("a last line");
    assert_eq!(last["reason"], "kube-codegen-finished");
    assert_eq!(last["success"], false);
    // A successful run ends with what it wrote.
    let (o, _d) = crd_run("guestbook/api", &["--message-format", "json"], &[]);
    assert!(o.status.success());
    let last: serde_json::Value = serde_json::from_str(
        String::from_utf8_lossy(&o.stdout)
            .lines()
            .last()
            .expect("line"),
    )
    .expect("json");
    assert_eq!(last["success"], true);
    assert_eq!(
        last["written"],
        serde_json::json!(["webapp.my.domain_guestbooks.yaml"])
    );
}

#[test]
fn a_summary_line_unless_quiet() {
    let out = tempfile::tempdir().expect("tempdir");
    let run = |extra: &[&str]| {
        bin()
            .arg("crd")
            .args(extra)
            .arg("--output-dir")
            .arg(out.path())
            .arg(testdata("multiversion/api"))
            .output()
            .expect("run")
    };
    let first = run(&[]);
    let stderr = String::from_utf8_lossy(&first.stderr);
    assert!(
        stderr.starts_with("kube-codegen: 1 file written, 0 unchanged in "),
        "{stderr}"
    );
    let again = run(&[]);
    let stderr = String::from_utf8_lossy(&again.stderr);
    assert!(stderr.contains("0 files written, 1 unchanged"), "{stderr}");
    let verify = run(&["--verify"]);
    assert!(String::from_utf8_lossy(&verify.stderr).contains("1 file up to date"));
    let quiet = run(&["--quiet"]);
    assert!(quiet.status.success());
    assert_eq!(String::from_utf8_lossy(&quiet.stderr), "");
}

#[test]
fn exit_codes_tell_input_usage_stale_and_io_apart() {
    // 1: errors in the input.
    assert_eq!(
        crd_run("errors/unknown-marker/api", &[], &[])
            .0
            .status
            .code(),
        Some(1)
    );
    // 2: an invalid command line.
    assert_eq!(
        bin()
            .args(["crd", "--no-such-flag"])
            .output()
            .expect("run")
            .status
            .code(),
        Some(2)
    );
    // 3: `--verify` found the output out of date (here: not there at all).
    assert_eq!(
        crd_run("guestbook/api", &["--verify"], &[]).0.status.code(),
        Some(3)
    );
    // 4: the output cannot be written (the output directory is a file).
    let file = tempfile::NamedTempFile::new().expect("temp file");
    let o = bin()
        .args(["crd", "--output-dir"])
        .arg(file.path())
        .arg(testdata("guestbook/api"))
        .output()
        .expect("run");
    assert_eq!(
        o.status.code(),
        Some(4),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    // The codes are documented.
    let help = bin().arg("--help").output().expect("run");
    assert!(String::from_utf8_lossy(&help.stdout).contains("3 `--verify` found files out of date"));
}

#[test]
fn crd_compat_checks_against_the_previous_crds_and_never_writes() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let out = tmp.path().join("out");
    let compat = |api: &Path, previous: &Path| {
        bin()
            .args(["crd", "--output-dir"])
            .arg(&out)
            .arg("--compat")
            .arg(previous)
            .arg(api)
            .output()
            .expect("run")
    };
    // The guestbook against its own golden: compatible.
    let ok = compat(&testdata("guestbook/api"), &testdata("guestbook/expected"));
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    assert!(
        String::from_utf8_lossy(&ok.stderr).contains("1 CRD compatible with"),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    // The same API with `foo` gone: refused at the spec, nothing written.
    let api = tmp.path().join("api/v1");
    std::fs::create_dir_all(&api).expect("mkdir");
    for file in ["mod.rs", "guestbook_types.rs"] {
        let text = std::fs::read_to_string(testdata("guestbook/api/v1").join(file)).expect("read");
        let text = text.replace("pub foo: Option<String>,", "pub bar: Option<String>,");
        std::fs::write(api.join(file), text).expect("write");
    }
    let refused = compat(&tmp.path().join("api"), &testdata("guestbook/expected"));
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert_eq!(refused.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("`existingFieldRemoval`: removed field : v1.^.spec.foo"),
        "{stderr}"
    );
    assert!(!out.exists(), "--compat never writes");
}

#[test]
fn init_and_create_api_list_their_files_and_say_what_comes_next() {
    let parent = tempfile::tempdir().expect("tempdir");
    // The project takes its name from the directory, which must be a DNS-1123 label.
    let dir = parent.path().join("guestbook");
    std::fs::create_dir(&dir).expect("mkdir");
    let init = bin()
        .args(["init", "--domain", "my.domain", "--kube-codegen-path"])
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join(".."))
        .current_dir(&dir)
        .output()
        .expect("run");
    let stderr = String::from_utf8_lossy(&init.stderr);
    assert!(init.status.success(), "{stderr}");
    assert!(stderr.contains("  Cargo.toml\n"), "{stderr}");
    assert!(stderr.contains("Next: kube-codegen create api"), "{stderr}");
    let api = bin()
        .args([
            "create",
            "api",
            "--group",
            "webapp",
            "--version",
            "v1",
            "--kind",
            "Guestbook",
        ])
        .current_dir(&dir)
        .output()
        .expect("run");
    let stderr = String::from_utf8_lossy(&api.stderr);
    assert!(api.status.success(), "{stderr}");
    assert!(
        stderr.contains("  config/rbac/webapp_guestbook_editor_role.yaml\n"),
        "{stderr}"
    );
    assert!(stderr.contains("Next: edit the Kind's spec"), "{stderr}");
}

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
    assert_eq!(v.status.code(), Some(1));
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
    std::fs::write(
        &old,
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
    assert!(mine.exists(), "other files are never touched");
}

#[test]
fn markers_prints_the_reference() {
    let o = bin().arg("markers").output().expect("run");
    assert!(o.status.success());
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.starts_with("| marker | on | usage | meaning |"));
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

//! The skip-or-fail policy of `require_assets`, checked by re-running this test binary with a
//! controlled environment (environment variables are process-wide, so each case runs in its
//! own process).

use std::process::Command;

/// Runs only as a child of the tests below (`KUBE_ENVTEST_GATE_PROBE` set); otherwise a no-op.
#[test]
fn gate_probe() {
    if std::env::var_os("KUBE_ENVTEST_GATE_PROBE").is_none() {
        return;
    }
    // Called twice: the skip banner must be printed once.
    let first = kube_envtest::require_assets();
    let second = kube_envtest::require_assets();
    println!("probe: found={} {}", first.is_some(), second.is_some());
}

fn run_probe(ci: Option<&str>) -> std::process::Output {
    let exe = std::env::current_exe().expect("test binary path");
    let empty = tempfile::tempdir().expect("temp dir");
    let mut cmd = Command::new(exe);
    cmd.args(["gate_probe", "--exact", "--nocapture", "--test-threads=1"])
        .env("KUBE_ENVTEST_GATE_PROBE", "1")
        .env("KUBEBUILDER_ASSETS", empty.path());
    match ci {
        Some(v) => cmd.env("CI", v),
        None => cmd.env_remove("CI"),
    };
    cmd.output().expect("run the probe")
}

#[test]
fn missing_binaries_skip_once_loudly_outside_ci() {
    for ci in [None, Some("")] {
        let out = run_probe(ci);
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "CI={ci:?}: {stdout}\n{stderr}");
        assert!(stdout.contains("probe: found=false false"), "{stdout}");
        assert_eq!(
            stderr.matches("SKIPPING end-to-end tests").count(),
            1,
            "{stderr}"
        );
        assert!(stderr.contains("hack/setup-envtest.sh"), "{stderr}");
    }
}

#[test]
fn missing_binaries_fail_under_ci() {
    let out = run_probe(Some("true"));
    let all = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!out.status.success(), "must fail under CI: {all}");
    assert!(all.contains("kube-apiserver not found at"), "{all}");
    assert!(all.contains("hack/setup-envtest.sh"), "{all}");
    assert!(!all.contains("SKIPPING"), "{all}");
}

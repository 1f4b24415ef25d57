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

fn run_probe(skip: Option<&str>) -> std::process::Output {
    let exe = std::env::current_exe().expect("test binary path");
    let empty = tempfile::tempdir().expect("temp dir");
    let mut cmd = Command::new(exe);
    cmd.args(["gate_probe", "--exact", "--nocapture", "--test-threads=1"])
        .env("KUBE_ENVTEST_GATE_PROBE", "1")
        .env("KUBEBUILDER_ASSETS", empty.path());
    match skip {
        Some(v) => cmd.env("KUBE_ENVTEST_SKIP", v),
        None => cmd.env_remove("KUBE_ENVTEST_SKIP"),
    };
    cmd.output().expect("run the probe")
}

#[test]
fn missing_binaries_skip_once_loudly_when_asked() {
    let out = run_probe(Some("1"));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(stdout.contains("probe: found=false false"), "{stdout}");
    assert_eq!(
        stderr.matches("SKIPPING end-to-end tests").count(),
        1,
        "{stderr}"
    );
    assert!(stderr.contains("hack/setup-envtest.sh"), "{stderr}");
}

#[test]
fn missing_binaries_fail_unless_a_skip_is_asked_for() {
    for skip in [None, Some("")] {
        let out = run_probe(skip);
        let all = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            !out.status.success(),
            "KUBE_ENVTEST_SKIP={skip:?} must fail: {all}"
        );
        assert!(all.contains("kube-apiserver not found at"), "{all}");
        assert!(all.contains("hack/setup-envtest.sh"), "{all}");
        assert!(all.contains("KUBE_ENVTEST_SKIP=1"), "{all}");
        assert!(!all.contains("SKIPPING"), "{all}");
    }
}

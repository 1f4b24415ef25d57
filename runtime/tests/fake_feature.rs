//! Operator binaries compile no fake: the example operators enable the runtime's `fake`
//! feature for their tests only (a dev-dependency), so the dependency graph of what their
//! binaries link (`cargo tree -e normal`) has the runtime without it, and the graph with
//! dev-dependencies has it.

use std::process::Command;

/// The runtime features `package` builds with over the given dependency `edges`.
fn runtime_features(package: &str, edges: &str) -> Vec<String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args([
            "tree",
            "--offline",
            "-p",
            package,
            "-e",
            edges,
            "--prefix",
            "none",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo tree runs");
    assert!(
        out.status.success(),
        "cargo tree: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut features: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.strip_prefix("kube-codegen-runtime feature \""))
        .filter_map(|l| l.split('"').next().map(str::to_string))
        .collect();
    features.sort();
    features.dedup();
    features
}

#[test]
fn example_operators_link_no_fake_and_test_with_it() {
    for package in ["sample-controller", "guestbook-example", "cronjob-example"] {
        let binary = runtime_features(package, "normal,features");
        assert!(!binary.is_empty(), "{package} depends on the runtime");
        assert!(
            !binary.iter().any(|f| f == "fake"),
            "{package}'s binary compiles the fake: {binary:?}"
        );
    }
    for package in ["sample-controller", "guestbook-example"] {
        let tests = runtime_features(package, "normal,dev,features");
        assert!(
            tests.iter().any(|f| f == "fake"),
            "{package}'s tests have the fake clientset: {tests:?}"
        );
    }
}

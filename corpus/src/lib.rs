//! Tests only: kube-codegen against public code fetched at test time, never committed
//! (`hack/corpus.tsv`, `hack/fetch-corpus.sh`).
//!
//! The build script writes what the tests compile, and each test mounts its part: the modules
//! `kube-codegen import` writes for a fixed sample of the public CRDs, with their typed
//! clients (`tests/compile.rs`, the `import-check` feature), and kube-derive module trees
//! from crates.io as their crates have them (`tests/kube_derive.rs`, the `kube-derive`
//! feature, each Kind a [`Case`]). The library holds what they share.

pub mod arbitrary;
pub mod manifest;
pub mod probe;
pub mod roundtrip;

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use serde_json::Value;

/// One Kind of a kube-derive tree.
#[derive(Clone, Copy)]
pub struct Case {
    /// The manifest's project.
    pub project: &'static str,
    /// The file that declares the Kind, which kube-codegen reads.
    pub file: &'static str,
    /// The Kind.
    pub kind: &'static str,
    /// kube-derive's CRD of the Kind (`CustomResourceExt::crd`; it may panic, as kube-derive
    /// does on schemas it cannot make structural).
    pub crd: fn() -> CustomResourceDefinition,
}

include!(concat!(env!("OUT_DIR"), "/corpus.rs"));

/// The crate's features a corpus test needs compiled in: `import-check` (the sampled CRDs'
/// imported modules, `imported`) and `kube-derive` (the kube-derive trees, `derived`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Compiled {
    /// The `import-check` feature.
    ImportCheck,
    /// The `kube-derive` feature.
    KubeDerive,
}

impl Compiled {
    /// The feature's name.
    pub fn feature(self) -> &'static str {
        match self {
            Compiled::ImportCheck => "import-check",
            Compiled::KubeDerive => "kube-derive",
        }
    }

    /// Whether this build has the feature.
    pub fn enabled(self) -> bool {
        match self {
            Compiled::ImportCheck => cfg!(feature = "import-check"),
            Compiled::KubeDerive => cfg!(feature = "kube-derive"),
        }
    }
}

/// As [`require`], and the build has `what` compiled in: without it, a panic naming the
/// feature (hack/test.sh turns both on), or a loud skip with `KUBE_CODEGEN_CORPUS_SKIP=1`.
pub fn require_compiled(what: Compiled) -> bool {
    if !require() {
        return false;
    }
    if what.enabled() {
        return true;
    }
    if skip_asked() {
        eprintln!(
            "SKIPPED: built without the feature kube-codegen-corpus/{} ({}=1)",
            what.feature(),
            manifest::SKIP_VAR
        );
        return false;
    }
    panic!(
        "built without the feature kube-codegen-corpus/{0}: run hack/test.sh, or cargo test --features kube-codegen-corpus/{0}, or set {1}=1 to skip",
        what.feature(),
        manifest::SKIP_VAR
    );
}

fn skip_asked() -> bool {
    std::env::var_os(manifest::SKIP_VAR).is_some_and(|v| v == "1")
}

/// Whether the corpus tests run: true when the corpus is fetched; false, after a loud
/// notice, when it is not and `KUBE_CODEGEN_CORPUS_SKIP=1` asks to skip. Panics when it is not
/// fetched and no skip is asked for, naming what is missing, as `kube_envtest::require_assets`
/// does for the API server.
pub fn require() -> bool {
    if MISSING.is_empty() {
        return true;
    }
    let what = MISSING.join("\n  ");
    if skip_asked() {
        eprintln!(
            "SKIPPED: the corpus is not fetched ({}=1):\n  {what}",
            manifest::SKIP_VAR
        );
        return false;
    }
    panic!(
        "the corpus is not fetched: run hack/fetch-corpus.sh (then build again), or set {}=1 to skip:\n  {what}",
        manifest::SKIP_VAR
    );
}

/// Every path at which `back` differs from `original`, appended to `out` in the YAML-path
/// form the import's warnings use (`spec.versions[0].schema.openAPIV3Schema.properties.a`),
/// each under `at` (`""` at the root); object keys in order, a list of another length as
/// one difference at the list.
pub fn differences(original: &Value, back: &Value, at: &str, out: &mut Vec<String>) {
    let join = |k: &str| {
        if at.is_empty() {
            k.to_string()
        } else {
            format!("{at}.{k}")
        }
    };
    match (original, back) {
        (Value::Object(a), Value::Object(b)) => {
            let keys: std::collections::BTreeSet<&String> = a.keys().chain(b.keys()).collect();
            for k in keys {
                match (a.get(k), b.get(k)) {
                    (Some(x), Some(y)) => differences(x, y, &join(k), out),
                    _ => out.push(join(k)),
                }
            }
        }
        (Value::Array(a), Value::Array(b)) if a.len() == b.len() => {
            for (i, (x, y)) in a.iter().zip(b).enumerate() {
                differences(x, y, &format!("{at}[{i}]"), out);
            }
        }
        _ if original == back => {}
        _ => out.push(at.to_string()),
    }
}

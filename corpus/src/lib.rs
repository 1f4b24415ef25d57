//! Tests only: kube-codegen against public code fetched at test time, never committed
//! (`hack/corpus.tsv`, `hack/fetch-corpus.sh`).
//!
//! The build script mounts what the tests compile (`OUT_DIR/corpus.rs`): the modules
//! `kube-codegen import` writes for a fixed sample of the public CRDs, with their typed
//! clients (`imported`), and kube-derive module trees from crates.io as their crates have
//! them (`derived`, with [`KUBE_DERIVE`], each Kind's `crd()`).

pub mod manifest;

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;

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

/// Whether the corpus tests run: true when the corpus is fetched; false, after a loud
/// notice, when it is not and `KUBE_CODEGEN_CORPUS_SKIP=1` asks to skip. Panics when it is not
/// fetched and no skip is asked for, naming what is missing, as `kube_envtest::require_assets`
/// does for the API server.
pub fn require() -> bool {
    if MISSING.is_empty() {
        return true;
    }
    let what = MISSING.join("\n  ");
    if std::env::var_os(manifest::SKIP_VAR).is_some_and(|v| v == "1") {
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

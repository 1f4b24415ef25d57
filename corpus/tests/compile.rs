//! The modules `kube-codegen import` writes for a fixed sample of the public CRDs (one in
//! [`IMPORT_COMPILE_ONE_IN`], by the FNV-1a hash of the CRD's name), with the Kind impls and
//! typed clients `kube-codegen client --root-kinds` writes for them, compile: this test
//! mounts them (`imported`, the `import-check` feature, any rustc warning failing it), and
//! checks that every sampled CRD of every project is among them.
//! `hack/corpus-all.sh` compiles every CRD's, under clippy.

use std::collections::BTreeSet;

use kube_codegen_corpus::Compiled;
use kube_codegen_corpus::manifest::{self, IMPORT_COMPILE_ONE_IN};
use serde::Deserialize as _;
use serde_json::Value;

// The imported modules with their clients (`imported`), and what was imported
// (`IMPORTED`, `IMPORT_FAILURES`), written by the build script: empty without the
// `import-check` feature.
include!(concat!(env!("OUT_DIR"), "/imported.rs"));

/// The names of the `apiextensions.k8s.io/v1` CRDs of a YAML file.
fn crd_names(file: &std::path::Path) -> Vec<String> {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    serde_norway::Deserializer::from_str(&text)
        .filter_map(|doc| Value::deserialize(doc).ok())
        .filter(|v| {
            v.get("kind").and_then(Value::as_str) == Some("CustomResourceDefinition")
                && v.get("apiVersion").and_then(Value::as_str) == Some("apiextensions.k8s.io/v1")
        })
        .filter_map(|v| Some(v.pointer("/metadata/name")?.as_str()?.to_string()))
        .collect()
}

#[test]
fn the_sampled_crds_imported_compile_with_their_clients() {
    if !kube_codegen_corpus::require_compiled(Compiled::ImportCheck) {
        return;
    }
    assert!(
        IMPORT_FAILURES.is_empty(),
        "import or client generation failed:\n{IMPORT_FAILURES:#?}"
    );
    let text = std::fs::read_to_string(manifest::manifest_path()).expect("the manifest");
    let entries = manifest::parse(&text).expect("the manifest parses");
    let mut expected = BTreeSet::new();
    for e in entries.iter().filter(|e| e.used_by("import")) {
        let root = e.root().expect("fetched");
        for path in &e.paths {
            for file in manifest::files(&root, path) {
                for name in crd_names(&file) {
                    if manifest::in_sample(&name, IMPORT_COMPILE_ONE_IN) {
                        expected.insert((e.project.clone(), name));
                    }
                }
            }
        }
    }
    let compiled: BTreeSet<(String, String)> = IMPORTED
        .iter()
        .flat_map(|(p, names)| names.iter().map(|n| (p.to_string(), n.to_string())))
        .collect();
    let projects: BTreeSet<&String> = compiled.iter().map(|(p, _)| p).collect();
    println!(
        "compiled: {} CRDs of {} projects, with Kind impls and clients",
        compiled.len(),
        projects.len()
    );
    assert_eq!(
        expected.difference(&compiled).collect::<Vec<_>>(),
        Vec::<&(String, String)>::new(),
        "sampled CRDs that are not compiled"
    );
    assert!(
        compiled.len() >= 100,
        "only {} CRDs compiled: the sample must hold at least 100",
        compiled.len()
    );
}

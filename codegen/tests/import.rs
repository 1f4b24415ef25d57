//! `kube_codegen::import` round trip: every CRD controller-gen wrote for this repository's
//! cases (`testdata/*/controller-gen/*.yaml`, and controller-tools' own testdata) is
//! imported into Rust API modules, those are generated again, and the CRD that comes back
//! must equal the original (but for the tool's version annotation), or its import must have
//! warned about what it could not carry over.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde_json::Value;

/// The CRDs of a YAML file, by name, without the tools' version annotations.
fn crds(text: &str) -> BTreeMap<String, Value> {
    let mut out = BTreeMap::new();
    for doc in serde_norway::Deserializer::from_str(text) {
        let Ok(mut v) = Value::deserialize(doc) else {
            continue;
        };
        if v.get("kind").and_then(Value::as_str) != Some("CustomResourceDefinition") {
            continue;
        }
        if let Some(Value::Object(a)) = v.pointer_mut("/metadata/annotations") {
            a.remove("controller-gen.kubebuilder.io/version");
            a.remove("kube-codegen.dev/version");
            if a.is_empty() {
                v["metadata"]
                    .as_object_mut()
                    .map(|m| m.remove("annotations"));
            }
        }
        let name = v
            .pointer("/metadata/name")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string();
        out.insert(name, v);
    }
    out
}

/// Where two JSON values first differ, as a JSON pointer.
fn first_difference(a: &Value, b: &Value, at: &str) -> String {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for k in x.keys().chain(y.keys()) {
                match (x.get(k), y.get(k)) {
                    (Some(p), Some(q)) if p == q => {}
                    (Some(p), Some(q)) => return first_difference(p, q, &format!("{at}/{k}")),
                    (p, q) => return format!("{at}/{k}: original {q:?}, back {p:?}"),
                }
            }
            format!("{at}: equal")
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            let i = x.iter().zip(y).position(|(p, q)| p != q).unwrap_or(0);
            first_difference(&x[i], &y[i], &format!("{at}/{i}"))
        }
        _ => format!("{at}: original {b}, back {a}"),
    }
}

#[test]
fn imported_crds_generate_the_same_crds() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata");
    let mut files: Vec<PathBuf> = Vec::new();
    for case in std::fs::read_dir(&root).expect("testdata").flatten() {
        for dir in [case.path().join("controller-gen"), case.path()] {
            if case.file_name() != "controller-tools" && dir == case.path() {
                continue;
            }
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            files.extend(
                entries
                    .flatten()
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|x| x == "yaml")),
            );
        }
    }
    files.sort();
    assert!(files.len() >= 20, "CRDs not found under {}", root.display());
    let (mut equal, mut warned, mut failures) = (0, Vec::new(), Vec::new());
    let mut total = 0;
    for file in &files {
        let original = crds(&std::fs::read_to_string(file).expect("read CRD"));
        total += original.len();
        let out = tempfile::tempdir().expect("temp dir");
        let imported = kube_codegen::import(std::slice::from_ref(file))
            .unwrap_or_else(|e| panic!("{}: import failed:\n{}", file.display(), e.render(false)));
        let warnings: Vec<String> = imported
            .warnings()
            .diagnostics()
            .iter()
            .map(|d| d.message.clone())
            .collect();
        imported.write(out.path()).expect("write modules");
        let generated = kube_codegen::Config::new()
            .input(out.path())
            .crd_options(
                kube_codegen::CrdOptions::default()
                    .allow_dangerous_types(true)
                    .omit_version_annotation(true),
            )
            .generate();
        let back: BTreeMap<String, Value> = match generated {
            Ok(o) => o.files().values().flat_map(|t| crds(t)).collect(),
            Err(e) => {
                failures.push(format!(
                    "{}: the imported modules do not generate:\n{}",
                    file.display(),
                    e.render(false)
                ));
                continue;
            }
        };
        for (name, crd) in &original {
            match back.get(name) {
                Some(b) if b == crd => equal += 1,
                _ if !warnings.is_empty() => warned.push(format!("{name}: {}", warnings[0])),
                Some(b) => failures.push(format!(
                    "{}: {name}: {}",
                    file.display(),
                    first_difference(b, crd, "")
                )),
                None => failures.push(format!("{}: {name} did not come back", file.display())),
            }
        }
    }
    println!(
        "import round trip: {equal} of {total} CRDs equal, {} with warnings, {} failed",
        warned.len(),
        failures.len()
    );
    for w in &warned {
        println!("  warned: {w}");
    }
    assert!(
        failures.is_empty(),
        "{} of {total} CRDs differ without a warning:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(equal > 0, "no CRD came back equal");
}

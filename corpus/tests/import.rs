//! The import corpus: every CRD of the `import` projects of `hack/corpus.tsv` (public
//! projects' own CRDs, fetched by `hack/fetch-corpus.sh`) is imported into Rust API modules
//! by `kube_codegen::import`, generated again by `kube-codegen crd`, and compared with the
//! original: equal as parsed YAML, and byte for byte for the ones controller-gen made (but
//! for each tool's version annotation). Every difference must sit under a YAML path that one
//! of the import's warnings names: no silent difference. The counts are asserted against the
//! goals of the book's table (docs/src/import.md) and printed per project.
//!
//! Each CRD served in several versions also gets its conversions generated
//! (`kube-codegen conversion`): an error there is a failure like a difference.
//!
//! That the imported modules compile, with their Kind impls, clients and conversions, is
//! `compile.rs` (a fixed sample; `hack/corpus-all.sh` for every CRD).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use kube_codegen_corpus::{differences, manifest};
use serde_json::Value;

/// The tools' version annotations, left out of every comparison.
const TOOL_ANNOTATIONS: &[&str] = &[
    "controller-gen.kubebuilder.io/version",
    "kube-codegen.dev/version",
];

/// One CRD document of a project's file: its parsed value and its text.
struct Document {
    project: String,
    file: PathBuf,
    name: String,
    value: Value,
    text: String,
}

/// The CRD documents of `file` ([`manifest::crd_documents`]), each with its project.
fn documents(project: &str, file: &Path) -> Vec<Document> {
    let crds = manifest::crd_documents(file).unwrap_or_else(|e| panic!("{e}"));
    crds.into_iter()
        .map(|d| Document {
            project: project.to_string(),
            file: file.to_path_buf(),
            name: d.name,
            value: d.value,
            text: d.text,
        })
        .collect()
}

/// `v` without the tools' version annotations (and an `annotations` map they leave empty).
fn without_tool_annotations(mut v: Value) -> Value {
    if let Some(Value::Object(a)) = v.pointer_mut("/metadata/annotations") {
        for k in TOOL_ANNOTATIONS {
            a.remove(*k);
        }
        if a.is_empty()
            && let Some(Value::Object(m)) = v.pointer_mut("/metadata")
        {
            m.remove("annotations");
        }
    }
    v
}

/// The text without the lines of the tools' annotations (and an `annotations:` line left
/// with nothing under it), and without a leading `---` line.
fn text_without_tool_annotations(text: &str) -> String {
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| l.trim_end() != "---")
        .filter(|l| {
            !TOOL_ANNOTATIONS
                .iter()
                .any(|a| l.trim_start().starts_with(a))
        })
        .collect();
    let mut out = String::new();
    for (i, l) in lines.iter().enumerate() {
        let indent = |s: &str| s.len() - s.trim_start().len();
        let next = lines.get(i + 1).map_or(0, |n| indent(n));
        if l.trim_end().ends_with("annotations:") && next <= indent(l) {
            continue;
        }
        out.push_str(l);
        out.push('\n');
    }
    out
}

/// What came of one CRD.
#[derive(Default)]
struct Outcome {
    equal: bool,
    byte_exact: bool,
    controller_gen: bool,
    warned: bool,
    /// Served in several versions.
    several_versions: bool,
    /// `conversions.rs` generated (every CRD of several versions must have it).
    conversions: bool,
    /// Differences no warning names, or why the CRD did not come back.
    silent: Vec<String>,
    /// The differences and the import's warnings, for `KUBE_CODEGEN_CORPUS_VERBOSE=1`.
    detail: Vec<String>,
}

/// Which documents of `files` are written as controller-gen writes a CRD, byte for byte:
/// `(file, name)` → yes or no, from `hack/go-yaml` (controller-gen's YAML writer, which
/// `hack/install-go-tools.sh` builds and `hack/test.sh` puts on `PATH`). A CRD other tools
/// rewrote (Helm, kustomize, yq, hand edits) keeps controller-gen's annotation but not its
/// bytes: the byte-exact goal counts only those controller-gen wrote.
fn written_by_controller_gen(files: &[PathBuf]) -> BTreeMap<(PathBuf, String), bool> {
    let out = std::process::Command::new("go-yaml")
        .args(files)
        .output()
        .unwrap_or_else(|e| {
            panic!("go-yaml (hack/go-yaml, built by hack/install-go-tools.sh) cannot run: {e}")
        });
    assert!(
        out.status.success(),
        "go-yaml failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| {
            let mut cols = l.split('\t');
            let (file, name, same) = (cols.next()?, cols.next()?, cols.next()?);
            Some(((PathBuf::from(file), name.to_string()), same == "1"))
        })
        .collect()
}

/// Imports `doc` alone (in the scratch directory `dir`), generates it again, and compares.
fn round_trip(doc: &Document, dir: &Path) -> Outcome {
    std::fs::create_dir_all(dir).expect("a scratch directory");
    let input = dir.join("crd.yaml");
    std::fs::write(&input, &doc.text).expect("writes the CRD");
    let controller_gen = doc
        .value
        .pointer("/metadata/annotations/controller-gen.kubebuilder.io~1version")
        .is_some();
    let several_versions = doc
        .value
        .pointer("/spec/versions")
        .and_then(Value::as_array)
        .is_some_and(|v| v.len() > 1);
    let mut outcome = Outcome {
        controller_gen,
        several_versions,
        ..Outcome::default()
    };
    let imported = match kube_codegen::import(std::slice::from_ref(&input)) {
        Ok(o) => o,
        Err(e) => {
            outcome
                .silent
                .push(format!("import failed: {}", e.render(false)));
            return outcome;
        }
    };
    // Each warning reads `<file>: <YAML path>: <why>`.
    let warned: Vec<String> = imported
        .warnings()
        .diagnostics()
        .iter()
        .filter_map(|d| {
            let rest = d.message.split_once(": ")?.1;
            Some(rest.split_once(": ").map_or(rest, |(p, _)| p).to_string())
        })
        .collect();
    outcome.warned = !warned.is_empty();
    outcome.detail = imported
        .warnings()
        .diagnostics()
        .iter()
        .map(|d| {
            format!(
                "warning: {}",
                d.message
                    .split_once(": ")
                    .map_or(d.message.as_str(), |(_, m)| m)
            )
        })
        .collect();
    let api = dir.join("api");
    imported.write(&api).expect("writes the modules");
    let generated = kube_codegen::Config::new()
        .input(&api)
        .crd_options(
            kube_codegen::CrdOptions::default()
                .allow_dangerous_types(true)
                .omit_version_annotation(true),
        )
        .conversions("super::api")
        .generate();
    let files = match generated {
        Ok(o) => o.files().clone(),
        Err(e) => {
            outcome.silent.push(format!(
                "the imported modules do not generate: {}",
                e.render(false)
            ));
            return outcome;
        }
    };
    outcome.conversions = files.contains_key(Path::new("conversions.rs"));
    if outcome.conversions != several_versions {
        outcome.silent.push(format!(
            "conversions.rs {} for a CRD of {}",
            if outcome.conversions {
                "written"
            } else {
                "not written"
            },
            if several_versions {
                "several versions"
            } else {
                "one version"
            },
        ));
    }
    let Some(text) = files
        .values()
        .find(|t| t.contains(&format!("  name: {}\n", doc.name)))
    else {
        // Left out by the import, which must say so at the Kind's name.
        if !warned.iter().any(|w| w == "spec.names.kind") {
            outcome.silent.push("did not come back".into());
        }
        return outcome;
    };
    let back: Value = serde_norway::from_str(text).expect("our YAML parses");
    let original = without_tool_annotations(doc.value.clone());
    let back = without_tool_annotations(back);
    outcome.equal = original == back;
    let (ours, theirs) = (
        text_without_tool_annotations(text),
        text_without_tool_annotations(&doc.text),
    );
    outcome.byte_exact = ours == theirs;
    if outcome.equal && !outcome.byte_exact {
        let line = ours
            .lines()
            .zip(theirs.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        outcome.detail.push(format!(
            "bytes differ at line {}: ours {:?}, theirs {:?}",
            line + 1,
            ours.lines().nth(line).unwrap_or(""),
            theirs.lines().nth(line).unwrap_or("")
        ));
    }
    let mut diffs = Vec::new();
    differences(&original, &back, "", &mut diffs);
    outcome
        .detail
        .extend(diffs.iter().map(|d| format!("differs: {d}")));
    for d in diffs {
        let covered = warned
            .iter()
            .any(|w| d == *w || d.starts_with(&format!("{w}.")) || d.starts_with(&format!("{w}[")));
        if !covered {
            outcome.silent.push(d);
        }
    }
    let _ = std::fs::remove_dir_all(dir);
    outcome
}

#[test]
fn every_public_crd_comes_back_or_its_import_names_the_difference() {
    if !kube_codegen_corpus::require() {
        return;
    }
    let text = std::fs::read_to_string(manifest::manifest_path()).expect("the manifest");
    let entries = manifest::parse(&text).expect("the manifest parses");
    let mut docs = Vec::new();
    let mut files = Vec::new();
    for e in entries.iter().filter(|e| e.used_by("import")) {
        let root = e.root().expect("fetched");
        for path in &e.paths {
            for file in manifest::files(&root, path) {
                docs.extend(documents(&e.project, &file));
                files.push(file);
            }
        }
    }
    let as_written = written_by_controller_gen(&files);
    let scratch = tempfile::tempdir().expect("a scratch directory");
    let results: Mutex<Vec<(usize, Outcome)>> = Mutex::new(Vec::new());
    let next = Mutex::new(0usize);
    std::thread::scope(|s| {
        for _ in 0..std::thread::available_parallelism().map_or(2, |n| n.get()) {
            s.spawn(|| {
                loop {
                    let i = {
                        let mut n = next.lock().expect("the counter");
                        *n += 1;
                        *n - 1
                    };
                    let Some(doc) = docs.get(i) else { break };
                    let outcome = round_trip(doc, &scratch.path().join(i.to_string()));
                    results.lock().expect("the results").push((i, outcome));
                }
            });
        }
    });
    let mut results = results.into_inner().expect("the results");
    results.sort_by_key(|(i, _)| *i);

    // Per project: CRDs, equal as YAML, written by controller-gen, byte-exact of those,
    // warned, in the compile check's sample, served in several versions, conversions generated.
    let mut table: BTreeMap<&str, [usize; 8]> = BTreeMap::new();
    let mut silent = Vec::new();
    for (i, o) in &mut results {
        let doc = &docs[*i];
        o.controller_gen &= as_written
            .get(&(doc.file.clone(), doc.name.clone()))
            .copied()
            .unwrap_or(false);
        let row = table.entry(&doc.project).or_default();
        row[0] += 1;
        row[1] += usize::from(o.equal);
        row[2] += usize::from(o.controller_gen);
        row[3] += usize::from(o.controller_gen && o.byte_exact);
        row[4] += usize::from(o.warned);
        row[5] += usize::from(manifest::in_sample(
            &doc.name,
            manifest::IMPORT_COMPILE_ONE_IN,
        ));
        row[6] += usize::from(o.several_versions);
        row[7] += usize::from(o.conversions);
        for d in &o.silent {
            silent.push(format!(
                "{} {} ({}): {d}",
                doc.project,
                doc.name,
                doc.file.display()
            ));
        }
        if (!o.equal || !o.byte_exact || o.warned)
            && std::env::var_os("KUBE_CODEGEN_CORPUS_VERBOSE").is_some()
        {
            for d in &o.detail {
                let what = if o.equal { "EQUAL" } else { "NOT EQUAL" };
                println!("{what} {} {}: {d}", doc.project, doc.name);
            }
        }
    }
    let total: [usize; 8] = table.values().fold([0; 8], |mut t, r| {
        for (a, b) in t.iter_mut().zip(r) {
            *a += b;
        }
        t
    });
    println!(
        "| project | CRDs | compiled in CI's sample | equal as YAML | written by controller-gen | byte-exact | warned | several versions: conversions generated |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for (p, r) in &table {
        println!(
            "| {p} | {} | {} | {} | {} | {} | {} | {} |",
            r[0], r[5], r[1], r[2], r[3], r[4], r[7]
        );
    }
    println!(
        "| **all {} projects** | **{}** | **{}** | **{}** | **{}** | **{}** | **{}** | **{}** |",
        table.len(),
        total[0],
        total[5],
        total[1],
        total[2],
        total[3],
        total[4],
        total[7]
    );
    println!(
        "{} CRDs of several versions, conversions generated for {}",
        total[6], total[7]
    );
    let percent = |a: usize, b: usize| 100.0 * a as f64 / b.max(1) as f64;
    println!(
        "equal as YAML: {:.1}%; byte-exact of those controller-gen wrote: {:.1}%",
        percent(total[1], total[0]),
        percent(total[3], total[2])
    );
    assert!(
        silent.is_empty(),
        "{} differences no warning names:\n{}",
        silent.len(),
        silent.join("\n")
    );
    assert!(table.len() >= 30, "only {} projects", table.len());
    assert!(total[0] >= 300, "only {} CRDs", total[0]);
    assert!(
        percent(total[1], total[0]) >= 97.0,
        "{} of {} CRDs equal as YAML",
        total[1],
        total[0]
    );
    assert!(
        percent(total[3], total[2]) >= 90.0,
        "{} of {} controller-gen-made CRDs byte-exact",
        total[3],
        total[2]
    );
}

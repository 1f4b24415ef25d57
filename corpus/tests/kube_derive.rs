//! Real kube-derive code from crates.io (the `kube-derive` entries of `hack/corpus.tsv`,
//! fetched by `hack/fetch-corpus.sh`), compiled by this crate with kube-derive 5 and
//! schemars 1 as the crates have it, and read from the same files by kube-codegen: every
//! Kind's CRD must equal `crd()`, or be refused for a reason the book's "Coming from
//! kube-derive" lists.
//!
//! Kinds of protected groups (`*.k8s.io`: the Gateway API's) are refused as written, as the
//! API server refuses their CRDs without the `api-approved.kubernetes.io` annotation, which
//! kube-derive cannot set; each is also compared with its group renamed, in a copy of the
//! files and in kube-derive's CRD alike.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use kube_codegen_corpus::{Case, Compiled};
use kube_codegen_e2e::crd_compare::{first_difference, normalized};

// The kube-derive trees and their Kinds (`derived`, `KUBE_DERIVE`), written by the build
// script: empty without the `kube-derive` feature.
include!(concat!(env!("OUT_DIR"), "/derived.rs"));

/// The group suffix the API server protects, and what the renamed copies use instead.
const PROTECTED: &str = ".k8s.io";
const RENAMED: &str = ".example.com";

/// kube-codegen's CRDs for the files at `input`, without its version annotation.
fn generate(input: &Path) -> Result<Vec<CustomResourceDefinition>, String> {
    let out = kube_codegen::Config::new()
        .input(input)
        .generate()
        .map_err(|e| e.render(false))?;
    Ok(out
        .files()
        .iter()
        .flat_map(|(name, yaml)| kube_envtest::parse_crds(yaml, name).expect("parses"))
        .map(|mut crd| {
            crd.metadata.annotations = None;
            crd
        })
        .collect())
}

/// `text` with every `group = "….k8s.io"` of a `#[kube(…)]` attribute renamed, written on
/// the attribute's own line (kopium's one-line `#[kube(group = …, …)]`) or on a line of its
/// own (rustfmt's layout of a long attribute).
fn rename_groups(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let suffix = format!("{PROTECTED}\"");
    for line in text.split_inclusive('\n') {
        let t = line.trim_start();
        let in_attribute = t.starts_with("group = \"") || t.starts_with("#[kube(");
        let value = line
            .find("group = \"")
            .map(|at| at + "group = \"".len())
            .and_then(|from| Some((from, from + line[from..].find('"')? + 1)));
        match value {
            Some((from, to)) if in_attribute && line[from..to].ends_with(&suffix) => {
                out.push_str(&line[..from]);
                out.push_str(&line[from..to].replacen(&suffix, &format!("{RENAMED}\""), 1));
                out.push_str(&line[to..]);
            }
            _ => out.push_str(line),
        }
    }
    out
}

/// A copy of the file `file` with its protected groups renamed, in `into`.
fn renamed_copy(file: &Path, into: &Path) -> PathBuf {
    let target = into.join(file.file_name().expect("a file name"));
    let text = std::fs::read_to_string(file).expect("reads the file");
    std::fs::write(&target, rename_groups(&text)).expect("writes the copy");
    target
}

/// kube-derive's CRD with its group renamed as [`rename_groups`] renames the source.
fn rename_crd(mut crd: CustomResourceDefinition) -> CustomResourceDefinition {
    if let Some(group) = crd.spec.group.strip_suffix(PROTECTED) {
        crd.spec.group = format!("{group}{RENAMED}");
        crd.metadata.name = Some(format!("{}.{}", crd.spec.names.plural, crd.spec.group));
    }
    crd
}

/// Why kube-codegen may refuse a Kind, as the book's "Coming from kube-derive" lists them:
/// a fragment of each error message.
const LISTED_REFUSALS: &[&str] = &[
    // A type whose schema kube-derive's `crd()` cannot make structural (it panics), or whose
    // `JsonSchema` impl kube-codegen does not know.
    "in a kube-derive Kind: its schema comes from its own `JsonSchema` impl",
    // A field of any JSON, for which kube-derive writes a node without a type.
    "`serde_json::Value` in a kube-derive Kind: kube-derive writes a schema without a type for it, which the API server refuses",
    // The shapes on which kube's structural rewrite can panic at run time.
    "`flatten` and serde's `with` are not read in kube-derive's dialect",
    "an internally, adjacently or untagged enum in a kube-derive Kind",
    "an enum mixing unit and data variants in a kube-derive Kind",
    // What only the program can know.
    "`merge_strategy` sets the schema in code that kube-codegen cannot run at build time",
    // kube-derive 5's root type that holds the spec's fields itself.
    "`no_spec` is not supported by kube-codegen",
];

/// The crate whose integration-test files (their Kinds without the tests) the corpus holds:
/// kube-derive's own, which exercise the shapes kube-codegen refuses on purpose. Its figure
/// is its own; the 98% goal is the published crates'.
const OWN_TESTS: &str = "kube-derive-tests";

/// What kube-codegen gives for the Kind of `case` (read from its file alone, and, for a
/// protected group, from a copy with the group renamed), or its error.
fn ours(case: &Case, scratch: &Path) -> Result<CustomResourceDefinition, String> {
    let file = Path::new(case.file);
    let crds = match generate(file) {
        Err(e) if e.contains("is protected: the API server refuses its CRDs without the `api-approved.kubernetes.io` annotation") => {
            let dir = scratch.join(format!("{:x}", kube_codegen_corpus::manifest::fnv1a(case.file)));
            std::fs::create_dir_all(&dir).expect("a scratch directory");
            generate(&renamed_copy(file, &dir))?
        }
        other => other?,
    };
    crds.into_iter()
        .find(|c| c.spec.names.kind == case.kind)
        .ok_or_else(|| "no CRD of the Kind".to_string())
}

#[test]
fn real_kube_derive_code_gives_kube_derives_crds() {
    if !kube_codegen_corpus::require_compiled(Compiled::KubeDerive) {
        return;
    }
    let scratch = tempfile::tempdir().expect("a scratch directory");
    // kube-derive's `crd()` panics on the schemas it cannot make structural; the panic is the
    // outcome compared, so its message stays out of the test's output.
    std::panic::set_hook(Box::new(|_| {}));
    let (mut equal, mut refused, mut wrong) = (0, 0, Vec::new());
    let mut projects: BTreeMap<&str, [usize; 3]> = BTreeMap::new();
    for case in KUBE_DERIVE {
        let theirs = std::panic::catch_unwind(case.crd).map(rename_crd);
        let row = projects.entry(case.project).or_default();
        row[0] += 1;
        match (theirs, ours(case, scratch.path())) {
            (Ok(expected), Ok(found)) if normalized(&found) == normalized(&expected) => {
                equal += 1;
                row[1] += 1;
            }
            (Ok(expected), Ok(found)) => wrong.push(format!(
                "{} {} ({}): {}",
                case.project,
                case.kind,
                case.file,
                first_difference(&normalized(&found), &normalized(&expected), "")
            )),
            (theirs, Err(e)) if LISTED_REFUSALS.iter().any(|r| e.contains(r)) => {
                refused += 1;
                row[2] += 1;
                println!(
                    "refused ({}): {} {}",
                    if theirs.is_ok() { "crd() writes a CRD" } else { "crd() panics" },
                    case.project,
                    case.kind
                );
            }
            (Ok(_), Err(e)) => wrong.push(format!(
                "{} {} ({}): refused for a reason the book does not list:\n{e}",
                case.project, case.kind, case.file
            )),
            (Err(_), Ok(_)) => wrong.push(format!(
                "{} {} ({}): kube-derive's crd() panics, kube-codegen writes a CRD",
                case.project, case.kind, case.file
            )),
            (Err(_), Err(e)) => wrong.push(format!(
                "{} {} ({}): kube-derive's crd() panics, kube-codegen refuses for a reason the book does not list:\n{e}",
                case.project, case.kind, case.file
            )),
        }
    }
    let _ = std::panic::take_hook();
    println!("| crate | Kinds | equal to `crd()` | refused as listed |");
    println!("|---|---|---|---|");
    for (p, r) in &projects {
        println!("| {p} | {} | {} | {} |", r[0], r[1], r[2]);
    }
    let total = KUBE_DERIVE.len();
    println!("{equal} of {total} Kinds equal to kube-derive's crd(), {refused} refused as listed");
    let [own_total, own_equal, own_refused] = projects.get(OWN_TESTS).copied().unwrap_or_default();
    assert!(own_total > 0, "no Kind of kube-derive's own tests");
    println!(
        "kube-derive's own tests: {own_equal} of {own_total} Kinds equal, {own_refused} refused as listed; the published crates: {} of {}",
        equal - own_equal,
        total - own_total
    );
    // The goals below are the published crates'.
    let (equal, total) = (equal - own_equal, total - own_total);
    // The goals of the book's table: at least 200 Kinds in the fixed sample, and at least 500
    // of kube-custom-resources-rs with `KUBE_CODEGEN_CORPUS_ALL=1`. With
    // `KUBE_CODEGEN_CORPUS_PART=i/n` this run holds one part of them: hack/corpus-all.sh adds
    // the parts' counts up and checks the goal.
    let (_, parts) = kube_codegen_corpus::manifest::part();
    let kcr = projects.get("kube-custom-resources-rs").map_or(0, |r| r[0]);
    assert!(kcr > 0, "no Kind of kube-custom-resources-rs");
    if parts == 1 {
        assert!(total >= 200, "only {total} Kinds");
        if kube_codegen_corpus::manifest::take_all() {
            assert!(kcr >= 500, "only {kcr} Kinds of kube-custom-resources-rs");
        }
    }
    assert!(
        wrong.is_empty(),
        "{} differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert!(
        equal as f64 >= 0.98 * total as f64,
        "{equal} of {total} Kinds of the published crates equal to crd()"
    );
}

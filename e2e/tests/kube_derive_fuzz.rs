//! A differential fuzzer against kube-derive: random kube-derive Kinds (written by
//! `build.rs` from a seed), each compiled here with kube-derive and schemars and read from its
//! file by kube-codegen; the two CRDs must be equal.
//!
//! Agreement is: equal CRDs (but for kube-codegen's `kube-codegen.dev/version` annotation,
//! and numbers compared as numbers); or kube-codegen refusing a Kind whose `crd()` panics, or
//! one the generator wrote with something only knowable at run time (a `default = "fn"`, a
//! `#[serde(default)]` of a type whose `Default` is written by hand), or
//! one whose kube-derive CRD a real API server refuses (a `default` its own `pattern` or
//! bounds reject, two flattened enums: each such CRD is created on envtest, as a dry run,
//! which must refuse it). Anything else is a disagreement,
//! and the test fails with the seed that replays it:
//! `KUBE_CODEGEN_FUZZ_SEED=<seed> cargo test -p kube-codegen-e2e --test kube_derive_fuzz`.

#[allow(dead_code, unused_imports, clippy::all, clippy::pedantic)]
mod fuzz {
    include!(concat!(env!("OUT_DIR"), "/kube_derive_fuzz/mod.rs"));
}

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use kube_codegen_e2e::crd_compare::{first_difference, normalized, server_refusals};

/// kube-codegen's CRD for the one Kind of `file`, or its errors.
fn ours(file: &str) -> Result<CustomResourceDefinition, String> {
    let out = kube_codegen::Config::new()
        .input(file)
        .generate()
        .map_err(|e| e.render(false))?;
    let mut crds: Vec<CustomResourceDefinition> = out
        .files()
        .iter()
        .flat_map(|(name, yaml)| kube_envtest::parse_crds(yaml, name).expect("parses"))
        .collect();
    assert_eq!(crds.len(), 1, "{file}: one CRD");
    let mut crd = crds.remove(0);
    crd.metadata.annotations = None;
    Ok(crd)
}

#[tokio::test]
async fn kube_codegen_agrees_with_kube_derive_on_random_kinds() {
    let kinds = fuzz::kinds();
    let seed = fuzz::SEED;
    std::panic::set_hook(Box::new(|_| {}));
    let theirs: Vec<Option<CustomResourceDefinition>> = kinds
        .iter()
        .map(|(_, crd, _)| std::panic::catch_unwind(crd).ok())
        .collect();
    let _ = std::panic::take_hook();
    let (mut equal, mut refused) = (0, 0);
    let mut disagreements = Vec::new();
    let mut server_must_refuse = Vec::new();
    for ((file, _, runtime_only), theirs) in kinds.iter().zip(theirs) {
        match (ours(file), theirs) {
            (Err(_), None) => refused += 1,
            (Err(_), Some(_)) if *runtime_only => refused += 1,
            (Err(e), Some(crd)) => server_must_refuse.push((*file, crd, e)),
            (Ok(a), Some(b)) => {
                let (a, b) = (normalized(&a), normalized(&b));
                if a == b {
                    equal += 1;
                } else {
                    disagreements.push(format!("{file}: {}", first_difference(&a, &b, "")));
                }
            }
            (Ok(_), None) => disagreements.push(format!(
                "{file}: kube-derive's crd() panics; kube-codegen wrote a CRD"
            )),
        }
    }
    let crds: Vec<_> = server_must_refuse
        .iter()
        .map(|(_, crd, _)| crd.clone())
        .collect();
    match server_refusals(&crds).await {
        Some(verdicts) => {
            for ((file, _, refusal), verdict) in server_must_refuse.iter().zip(verdicts) {
                match verdict {
                    Some(_) => refused += 1,
                    None => disagreements.push(format!(
                        "{file}: refused by kube-codegen, its kube-derive CRD taken by the API server:\n{refusal}"
                    )),
                }
            }
        }
        // Not counted as agreement: nobody checked the server's verdict.
        None => println!(
            "{} refusals by kube-codegen of Kinds whose crd() writes a CRD not verified: envtest skipped",
            server_must_refuse.len()
        ),
    }
    println!(
        "seed {seed}: {} Kinds, {equal} equal, {refused} refused as they must be, {} disagreements ({:.1}%)",
        kinds.len(),
        disagreements.len(),
        100.0 * disagreements.len() as f64 / kinds.len().max(1) as f64
    );
    assert!(kinds.len() >= 500 || std::env::var_os("KUBE_CODEGEN_FUZZ_KINDS").is_some());
    assert!(
        disagreements.is_empty(),
        "seed {seed} (replay: KUBE_CODEGEN_FUZZ_SEED={seed} cargo test -p kube-codegen-e2e --test kube_derive_fuzz): {} of {} Kinds disagree:\n{}",
        disagreements.len(),
        kinds.len(),
        disagreements.join("\n\n")
    );
}

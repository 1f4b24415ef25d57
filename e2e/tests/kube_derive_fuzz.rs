//! A differential fuzzer against kube-derive: random kube-derive Kinds (written by
//! `build.rs` from a seed), each compiled here with kube-derive and schemars and read from its
//! file by kube-codegen; the two CRDs must be equal.
//!
//! Agreement is: equal CRDs (but for kube-codegen's `kube-codegen.dev/version` annotation,
//! and numbers compared as numbers); or kube-codegen refusing a Kind whose `crd()` panics, or
//! one the generator wrote with something only knowable at run time (a `default = "fn"`, a
//! `#[serde(default)]` of a type whose `Default` is written by hand), or
//! one whose kube-derive CRD a real API server refuses (a `default` its own `pattern` or
//! bounds reject: kube-codegen's checks of the server's rules say so, and the refused CRDs
//! are then created on envtest, which must refuse each). Anything else is a disagreement,
//! and the test fails with the seed that replays it:
//! `KUBE_CODEGEN_FUZZ_SEED=<seed> cargo test -p kube-codegen-e2e --test kube_derive_fuzz`.

#[allow(dead_code, unused_imports, clippy::all, clippy::pedantic)]
mod fuzz {
    include!(concat!(env!("OUT_DIR"), "/kube_derive_fuzz/mod.rs"));
}

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use kube_codegen_e2e::crd_compare::{first_difference, normalized};

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

/// Whether every error of a refusal is one of kube-codegen's checks of the API server's
/// rules for a CRD (`CRD schema: …`, `CEL: …`).
fn only_server_rules(errors: &str) -> bool {
    let errors: Vec<&str> = errors
        .lines()
        .filter_map(|l| l.strip_prefix("error: "))
        .filter(|l| !l.starts_with("aborting"))
        .collect();
    !errors.is_empty()
        && errors
            .iter()
            .all(|e| e.starts_with("CRD schema: ") || e.starts_with("CEL: "))
}

/// Creates each CRD on a real API server; the files of those it accepts. `None` when the
/// user asked to skip envtest (`KUBE_ENVTEST_SKIP`): then nothing was checked. Missing
/// binaries without that request fail the test (`require_assets`).
async fn accepted_by_the_server(crds: &[(&str, CustomResourceDefinition)]) -> Option<Vec<String>> {
    use kube::api::{Api, PostParams};
    if crds.is_empty() {
        return Some(Vec::new());
    }
    kube_envtest::require_assets()?;
    let cp = kube_envtest::Environment::new()
        .start()
        .await
        .expect("envtest starts");
    let api: Api<CustomResourceDefinition> = Api::all(cp.client().expect("a client"));
    let mut accepted = Vec::new();
    for (file, crd) in crds {
        if api.create(&PostParams::default(), crd).await.is_ok() {
            accepted.push(file.to_string());
        }
    }
    Some(accepted)
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
            (Err(e), Some(crd)) if only_server_rules(&e) => server_must_refuse.push((*file, crd)),
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
            (Err(e), Some(_)) => disagreements.push(format!("{file}: refused:\n{e}")),
        }
    }
    match accepted_by_the_server(&server_must_refuse).await {
        Some(accepted) => {
            refused += server_must_refuse.len() - accepted.len();
            disagreements.extend(accepted.into_iter().map(|file| {
                format!("{file}: refused by kube-codegen's checks, accepted by the API server")
            }));
        }
        // Not counted as agreement: nobody checked the server's verdict.
        None => println!(
            "{} refusals by kube-codegen's checks of the server's rules not verified: envtest skipped",
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

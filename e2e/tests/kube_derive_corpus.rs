//! Real kube-derive code from public operators (`testdata/kube-derive-corpus`, sources and
//! licences in its README), compiled here with kube-derive and read from the same files by
//! kube-codegen: every Kind's CRD must equal `crd()`, or be refused for a reason the book's
//! "Coming from kube-derive" lists.
//!
//! The Gateway API's Kinds are in the protected group `gateway.networking.k8s.io`: as written
//! kube-codegen refuses them (the API server refuses their CRDs without the
//! `api-approved.kubernetes.io` annotation, which kube-derive cannot set), so each is also
//! compared with its group renamed, in a copy of the files and in kube-derive's CRD alike.

#[allow(dead_code, clippy::all, clippy::pedantic)]
#[path = "../../testdata/kube-derive-corpus/gateway-api/standard/mod.rs"]
mod gateway_standard;

#[allow(dead_code, clippy::all, clippy::pedantic)]
#[path = "../../testdata/kube-derive-corpus/gateway-api/experimental/mod.rs"]
mod gateway_experimental;

#[allow(dead_code, clippy::all, clippy::pedantic)]
#[path = "../../testdata/kube-derive-corpus/linkerd2/policy/mod.rs"]
mod linkerd_policy;

#[allow(dead_code, clippy::all, clippy::pedantic)]
#[path = "../../testdata/kube-derive-corpus/controller-rs/document.rs"]
mod controller_rs;

use std::path::{Path, PathBuf};

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use kube::CustomResourceExt;
use kube_codegen_e2e::crd_compare::{first_difference, normalized};

/// The group suffix the API server protects, and what the renamed copies use instead.
const PROTECTED: &str = ".k8s.io";
const RENAMED: &str = ".example.com";

/// Each Kind: the corpus directory (or file) kube-codegen reads, and kube-derive's CRD.
fn cases() -> Vec<(&'static str, CustomResourceDefinition)> {
    use gateway_experimental as gx;
    use gateway_standard as gs;
    vec![
        (
            "gateway-api/standard",
            gs::backendtlspolicies::BackendTlsPolicy::crd(),
        ),
        (
            "gateway-api/standard",
            gs::gatewayclasses::GatewayClass::crd(),
        ),
        ("gateway-api/standard", gs::gateways::Gateway::crd()),
        ("gateway-api/standard", gs::grpcroutes::GrpcRoute::crd()),
        ("gateway-api/standard", gs::httproutes::HttpRoute::crd()),
        ("gateway-api/standard", gs::listenersets::ListenerSet::crd()),
        (
            "gateway-api/standard",
            gs::referencegrants::ReferenceGrant::crd(),
        ),
        ("gateway-api/standard", gs::tlsroutes::TlsRoute::crd()),
        (
            "gateway-api/experimental",
            gx::gatewayclasses::GatewayClass::crd(),
        ),
        (
            "gateway-api/experimental",
            gx::listenersets::ListenerSet::crd(),
        ),
        (
            "gateway-api/experimental",
            gx::referencegrants::ReferenceGrant::crd(),
        ),
        ("gateway-api/experimental", gx::tcproutes::TcpRoute::crd()),
        ("gateway-api/experimental", gx::tlsroutes::TlsRoute::crd()),
        ("gateway-api/experimental", gx::udproutes::UdpRoute::crd()),
        (
            "gateway-api/experimental",
            gx::xbackendtrafficpolicies::XBackendTrafficPolicy::crd(),
        ),
        ("gateway-api/experimental", gx::xmeshes::XMesh::crd()),
        (
            "linkerd2/policy",
            linkerd_policy::authorization_policy::AuthorizationPolicy::crd(),
        ),
        (
            "linkerd2/policy",
            linkerd_policy::meshtls_authentication::MeshTLSAuthentication::crd(),
        ),
        (
            "linkerd2/policy",
            linkerd_policy::ratelimit_policy::HttpLocalRateLimitPolicy::crd(),
        ),
        ("controller-rs/document.rs", controller_rs::Document::crd()),
    ]
}

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/kube-derive-corpus")
}

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

/// `text` with every `group = "….k8s.io"` of a `#[kube(…)]` attribute renamed.
fn rename_groups(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        match line.trim_start().strip_prefix("group = \"") {
            Some(rest) if rest.contains(&format!("{PROTECTED}\"")) => {
                out.push_str(&line.replacen(&format!("{PROTECTED}\""), &format!("{RENAMED}\""), 1));
            }
            _ => out.push_str(line),
        }
    }
    out
}

/// A copy of the corpus directory `dir` with its protected groups renamed.
fn renamed_copy(dir: &Path, into: &Path) -> PathBuf {
    let target = into.join(dir.file_name().expect("a directory name"));
    std::fs::create_dir_all(&target).expect("creates the copy");
    for entry in std::fs::read_dir(dir).expect("reads the corpus") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("reads a file");
            std::fs::write(
                target.join(path.file_name().expect("a name")),
                rename_groups(&text),
            )
            .expect("writes the copy");
        }
    }
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

#[test]
fn real_kube_derive_code_gives_kube_derives_crds() {
    let scratch = tempfile::tempdir().expect("a scratch directory");
    let cases = cases();
    let mut dirs: Vec<&str> = cases.iter().map(|(dir, _)| *dir).collect();
    dirs.dedup();
    let mut equal = 0;
    let mut wrong = Vec::new();
    for dir in dirs {
        let path = corpus().join(dir);
        let theirs: Vec<&CustomResourceDefinition> = cases
            .iter()
            .filter(|(d, _)| *d == dir)
            .map(|(_, crd)| crd)
            .collect();
        let protected = theirs.iter().any(|c| c.spec.group.ends_with(PROTECTED));
        let ours = match generate(&path) {
            Err(e) if protected => {
                // The listed reason: a protected group without the approval annotation.
                assert!(
                    e.contains("is protected: the API server refuses its CRDs without the `api-approved.kubernetes.io` annotation"),
                    "{dir}: refused for another reason:\n{e}"
                );
                generate(&renamed_copy(&path, scratch.path()))
            }
            other => other,
        };
        let ours = match ours {
            Ok(crds) => crds,
            Err(e) => {
                wrong.push(format!("{dir}: refused:\n{e}"));
                continue;
            }
        };
        for crd in theirs {
            let expected = rename_crd(crd.clone());
            let kind = &expected.spec.names.kind;
            match ours.iter().find(|c| c.spec.names.kind == *kind) {
                Some(found) if normalized(found) == normalized(&expected) => equal += 1,
                Some(found) => wrong.push(format!(
                    "{dir} {kind}: {}",
                    first_difference(&normalized(found), &normalized(&expected), "")
                )),
                None => wrong.push(format!("{dir} {kind}: no CRD from kube-codegen")),
            }
        }
    }
    println!(
        "{equal} of {} Kinds equal to kube-derive's crd()",
        cases.len()
    );
    assert!(cases.len() >= 20, "the corpus has at least 20 Kinds");
    assert!(
        wrong.is_empty(),
        "{} differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

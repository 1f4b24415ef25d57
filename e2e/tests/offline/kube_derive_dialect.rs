//! kube-derive's attributes as an input dialect: each file of `testdata/kube-derive` is
//! compiled here with kube-derive itself, and read by kube-codegen from its source, and the
//! two CRDs must be equal: Kinds that use each `#[kube(...)]` option (scale in both forms,
//! printer columns, selectable fields, root, plural, doc, derives), CEL rules through
//! `KubeSchema`, an enum spec, two versions of one Kind in one file (as
//! `testdata/derive-clients` holds it), the Widget of `kube_derive_twin.rs`, types with
//! every shape and attribute kube-codegen reads, and untagged enums, `flatten`,
//! `merge_strategy` and `no_spec`. Real code from crates.io is compared the
//! same way by `corpus/tests/kube_derive.rs`.

#[allow(dead_code)]
#[path = "../../../testdata/kube-derive/attributes.rs"]
mod attributes;
#[allow(dead_code)]
#[path = "../../../testdata/kube-derive/cel.rs"]
mod cel;
#[allow(dead_code)]
#[path = "../../../testdata/kube-derive/cluster.rs"]
mod cluster;
#[allow(dead_code)]
#[path = "../../../testdata/kube-derive/enum_spec.rs"]
mod enum_spec;
#[allow(dead_code)]
#[path = "../../../testdata/kube-derive/fixed_types.rs"]
mod fixed_types;
#[allow(dead_code)]
#[path = "../../../testdata/kube-derive/minimal.rs"]
mod minimal;
#[allow(dead_code)]
#[path = "../../../testdata/kube-derive/options.rs"]
mod options;
#[allow(dead_code)]
#[path = "../../../testdata/kube-derive/pool.rs"]
mod pool;
#[allow(dead_code)]
#[path = "../../../testdata/kube-derive/queue.rs"]
mod queue;
#[allow(dead_code)]
#[path = "../../../testdata/kube-derive/shapes.rs"]
mod shapes;
#[allow(dead_code)]
#[path = "../../../testdata/kube-derive/unions.rs"]
mod unions;
#[allow(dead_code)]
#[path = "../../../testdata/kube-derive/widget.rs"]
mod widget;

use std::path::Path;

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use kube::CustomResourceExt;
use kube::core::crd::merge_crds;
use kube_codegen_e2e::derive_clients::api::versions::{v1, v2};

/// Each case's file under `testdata/kube-derive` and the CRD kube-derive's `crd()` returns
/// for the Kind it declares.
fn cases() -> Vec<(&'static str, CustomResourceDefinition)> {
    vec![
        ("queue", queue::Queue::crd()),
        ("pool", pool::Pool::crd()),
        ("minimal", minimal::Note::crd()),
        ("options", options::GaugeResource::crd()),
        // Two versions merged as kube's `merge_crds` merges them, `v1` stored; its file is the
        // clients case's.
        (
            "../derive-clients/api/versions",
            merge_crds(vec![v1::Bucket::crd(), v2::Bucket::crd()], "v1")
                .expect("the two versions merge"),
        ),
        ("cel", cel::Throttle::crd()),
        ("enum_spec", enum_spec::Shape::crd()),
        ("widget", widget::Widget::crd()),
        ("shapes", shapes::Pipeline::crd()),
        ("shapes", shapes::Runner::crd()),
        ("cluster", cluster::StoragePool::crd()),
        ("fixed_types", fixed_types::Workload::crd()),
        ("attributes", attributes::Gadget::crd()),
        ("unions", unions::Route::crd()),
        ("unions", unions::RouteGroup::crd()),
        ("unions", unions::RouteSettings::crd()),
        ("unions", unions::Endpoint::crd()),
    ]
}

/// kube-codegen's CRD of Kind `kind` from one file of `testdata/kube-derive`, read back.
fn generated(case: &str, kind: &str) -> CustomResourceDefinition {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../testdata/kube-derive")
        .join(format!("{case}.rs"));
    let out = kube_codegen::Config::new()
        .input(&path)
        .generate()
        .unwrap_or_else(|e| panic!("{case}: {}", e.render(false)));
    let crds: Vec<CustomResourceDefinition> = out
        .files()
        .iter()
        .flat_map(|(file, yaml)| kube_envtest::parse_crds(yaml, file).expect("parses"))
        .collect();
    let mut found: Vec<_> = crds
        .into_iter()
        .filter(|c| c.spec.names.kind == kind)
        .collect();
    assert_eq!(found.len(), 1, "{case}: one CRD of Kind {kind}");
    found.remove(0)
}

#[test]
fn kube_codegen_reads_kube_derive_types_into_the_crd_kube_derive_writes() {
    for (case, expected) in cases() {
        let mut ours = generated(case, &expected.spec.names.kind);
        // The one difference, listed in the book ("Coming from kube-derive"): the annotation by which kube-codegen
        // knows the files it wrote (and removes them when their Kind goes).
        let annotations = ours.metadata.annotations.take().unwrap_or_default();
        assert_eq!(
            annotations.keys().collect::<Vec<_>>(),
            ["kube-codegen.dev/version"],
            "{case}: annotations"
        );
        // Numbers compared as numbers: YAML writes the float `0.0` of a default as `0`, the
        // same JSON number to the API server.
        let (ours, expected) = (
            kube_codegen_e2e::crd_compare::normalized(&ours),
            kube_codegen_e2e::crd_compare::normalized(&expected),
        );
        assert_eq!(
            ours,
            expected,
            "{case}: kube-codegen's CRD (left) differs from kube-derive's (right):\n{}\n{}",
            serde_json::to_string_pretty(&ours).unwrap_or_default(),
            serde_json::to_string_pretty(&expected).unwrap_or_default()
        );
    }
}

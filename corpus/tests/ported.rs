//! A real API served in two versions, with its Go conversion logic ported: prometheus-operator's
//! AlertmanagerConfig (`kube_codegen_corpus::manifest::PORTED`), its CRD fetched from the Go
//! module proxy and imported for both versions, its conversions generated, the Go logic
//! in `ported/prometheus_operator.rs`. Shown here:
//! - v1beta1 → hub → v1beta1 gives back every object, for a property test of objects drawn
//!   from v1beta1's schema (child routes drawn as routes) and for the project's own sample;
//! - hub → v1beta1 → hub gives back every object, as the hub Kind is marked
//!   `+kube-codegen:conversion:preserve`, for objects drawn from v1alpha1's schema;
//! - the Go logic's rules on objects written for them;
//! - the conversions served by the runtime's webhook server behind kube-apiserver: objects
//!   written at one version are read, listed, watched and patched at the other.
//!
//! Without the `import-check` feature or the corpus the tests fail, unless
//! `KUBE_CODEGEN_CORPUS_SKIP=1` asks to skip them (hack/test.sh builds with the feature).

use kube_codegen_corpus::Compiled;

// The ported APIs (`ported`) and their failures (`PORTED_FAILURES`), written by the build
// script: empty without the `import-check` feature.
include!(concat!(env!("OUT_DIR"), "/ported.rs"));

#[cfg(feature = "import-check")]
#[path = "ported/prometheus_operator.rs"]
mod prometheus_operator;

#[cfg(feature = "import-check")]
#[path = "ported/alertmanager_config.rs"]
mod alertmanager_config;

#[test]
fn every_ported_api_imports_and_generates() {
    if !kube_codegen_corpus::require_compiled(Compiled::ImportCheck) {
        return;
    }
    assert!(
        PORTED_FAILURES.is_empty(),
        "import or generation failed:\n{PORTED_FAILURES:#?}"
    );
}

#[test]
fn drawn_objects_follow_the_schema_and_recurse_where_asked() {
    use kube_codegen_corpus::arbitrary::{Recursion, objects};
    use proptest::strategy::{Strategy, ValueTree};
    use proptest::test_runner::TestRunner;
    use serde_json::{Value, json};

    let schema = json!({
        "type": "object",
        "required": ["name"],
        "properties": {
            "name": {"type": "string", "minLength": 3, "maxLength": 4},
            "mode": {"type": "string", "enum": ["A", "B"]},
            "count": {"type": "integer", "minimum": 5, "maximum": 6},
            "route": {
                "type": "object",
                "properties": {
                    "receiver": {"type": "string"},
                    "routes": {"type": "array", "items": {"x-kubernetes-preserve-unknown-fields": true}}
                }
            }
        }
    });
    let strategy = objects(
        &schema,
        &[Recursion {
            at: "route.routes[]",
            like: "route",
        }],
    );
    let mut runner = TestRunner::deterministic();
    let (mut modes, mut nested) = (0, 0);
    for _ in 0..200 {
        let v = strategy.new_tree(&mut runner).expect("drawn").current();
        let name = v["name"].as_str().expect("the required name");
        assert!((3..=4).contains(&name.len()), "{v}");
        if let Some(mode) = v.get("mode") {
            assert!(mode == "A" || mode == "B", "{v}");
            modes += 1;
        }
        if let Some(count) = v.get("count").and_then(Value::as_i64) {
            assert!((5..=6).contains(&count), "{v}");
        }
        let children = v.pointer("/route/routes").and_then(Value::as_array);
        if let Some(child) = children.into_iter().flatten().next() {
            assert!(child.is_object(), "{v}");
            if child.get("receiver").is_some() || child.get("routes").is_some() {
                nested += 1;
            }
        }
    }
    assert!(modes > 0, "optional fields are drawn");
    assert!(nested > 0, "child routes are drawn as routes");
}

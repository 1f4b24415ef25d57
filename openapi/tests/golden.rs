//! The schemas against what controller-gen v0.21.0 writes for the Go twin of
//! `testdata/cronjob` (built against k8s.io/api v0.36.1, refreshed by `hack/parity.sh`): its
//! `jobTemplate` field embeds batch/v1 `JobTemplateSpec`, so our schema of that type, with
//! the field's description at the top, must be the same tree.

use std::path::PathBuf;

use serde_json::Value;

fn parity_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../testdata/cronjob/controller-gen")
}

/// The `openAPIV3Schema` of `version` in the golden CRD `file`.
fn golden_schema(file: &str, version: &str) -> Value {
    let text = std::fs::read_to_string(parity_dir().join(file)).expect("golden file readable");
    let crd: Value = serde_norway::from_str(&text).expect("golden parses as YAML");
    let versions = crd["spec"]["versions"].as_array().expect("spec.versions");
    versions
        .iter()
        .find(|v| v["name"] == version)
        .expect("version present")["schema"]["openAPIV3Schema"]
        .clone()
}

/// Every difference between `a` (ours) and `b` (golden) as `path: ours != golden` lines.
fn diff(a: &Value, b: &Value, path: &str, out: &mut Vec<String>) {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            let keys: std::collections::BTreeSet<_> = x.keys().chain(y.keys()).collect();
            for k in keys {
                let p = format!("{path}/{k}");
                match (x.get(k), y.get(k)) {
                    (Some(u), Some(v)) => diff(u, v, &p, out),
                    (Some(_), None) => out.push(format!("{p}: only ours")),
                    (None, Some(_)) => out.push(format!("{p}: only golden")),
                    (None, None) => {}
                }
            }
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            for (i, (u, v)) in x.iter().zip(y).enumerate() {
                diff(u, v, &format!("{path}/{i}"), out);
            }
        }
        _ if a == b => {}
        _ => out.push(format!("{path}: {a} != {b}")),
    }
}

fn count_nodes(v: &Value) -> usize {
    match v {
        Value::Object(m) => 1 + m.values().map(count_nodes).sum::<usize>(),
        Value::Array(a) => a.iter().map(count_nodes).sum(),
        _ => 0,
    }
}

#[test]
fn job_template_spec_equals_cronjob_golden() {
    let golden = golden_schema("batch.tutorial.kubebuilder.io_cronjobs.yaml", "v1")["properties"]["spec"]
        ["properties"]["jobTemplate"]
        .clone();
    assert!(golden.is_object(), "jobTemplate found in the golden");
    let mut ours = kube_codegen_openapi::schema("api::batch::v1::JobTemplateSpec").expect("known");
    // The golden's top description is the CronJob field's doc, not the type's.
    ours["description"] = golden["description"].clone();
    let mut diffs = Vec::new();
    diff(&ours, &golden, "", &mut diffs);
    assert!(count_nodes(&golden) > 1000, "a real subtree was compared");
    assert!(
        diffs.is_empty(),
        "{} differences:\n{}",
        diffs.len(),
        diffs.join("\n")
    );
}

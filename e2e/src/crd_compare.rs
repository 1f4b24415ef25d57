//! Comparing kube-codegen's CRDs with kube-derive's, for the dialect, fuzzer and corpus tests.

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use serde_json::Value;

/// A CRD as JSON, every number as `f64` (a YAML `0` and kube-derive's `0.0` are the same
/// default to the API server).
pub fn normalized(crd: &CustomResourceDefinition) -> Value {
    numbers_as_f64(serde_json::to_value(crd).unwrap_or_default())
}

fn numbers_as_f64(v: Value) -> Value {
    match v {
        Value::Number(n) => n.as_f64().map_or(Value::Number(n), Value::from),
        Value::Array(a) => Value::Array(a.into_iter().map(numbers_as_f64).collect()),
        Value::Object(m) => {
            Value::Object(m.into_iter().map(|(k, v)| (k, numbers_as_f64(v))).collect())
        }
        other => other,
    }
}

/// The API server's refusal of each CRD of `crds` (the status message of its `422`), or
/// `None` for one it creates, asked of an API server started for the purpose (envtest)
/// by a dry-run create: for a CRD kube-codegen refuses, whether kube-derive has one the
/// API server takes. `None` as a whole when the user asked to skip envtest
/// (`KUBE_ENVTEST_SKIP`; missing binaries without that request panic, as
/// `kube_envtest::require_assets`). Panics when the API server cannot start or answers
/// otherwise.
pub async fn server_refusals(crds: &[CustomResourceDefinition]) -> Option<Vec<Option<String>>> {
    use kube::api::{Api, PostParams};
    if crds.is_empty() {
        return Some(Vec::new());
    }
    kube_envtest::require_assets()?;
    let plane = kube_envtest::Environment::new()
        .start()
        .await
        .expect("the API server starts");
    let api: Api<CustomResourceDefinition> = Api::all(plane.client().expect("a client"));
    let dry_run = PostParams {
        dry_run: true,
        ..PostParams::default()
    };
    let mut out = Vec::with_capacity(crds.len());
    for crd in crds {
        out.push(match api.create(&dry_run, crd).await {
            Ok(_) => None,
            Err(kube::Error::Api(status)) if status.code == 422 => Some(status.message),
            Err(e) => panic!("the API server does not answer the dry run: {e}"),
        });
    }
    Some(out)
}

/// Where kube-codegen's `a` and kube-derive's `b` first differ: a JSON pointer and the
/// two values there.
pub fn first_difference(a: &Value, b: &Value, at: &str) -> String {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for k in x.keys().chain(y.keys()) {
                match (x.get(k), y.get(k)) {
                    (Some(p), Some(q)) if p == q => {}
                    (Some(p), Some(q)) => {
                        return first_difference(p, q, &format!("{at}/{k}"));
                    }
                    (p, q) => {
                        return format!("{at}/{k}: kube-codegen {p:?}, kube-derive {q:?}");
                    }
                }
            }
            format!("{at}: equal")
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            let i = x.iter().zip(y).position(|(p, q)| p != q).unwrap_or(0);
            first_difference(&x[i], &y[i], &format!("{at}/{i}"))
        }
        _ => format!("{at}: kube-codegen {a}, kube-derive {b}"),
    }
}

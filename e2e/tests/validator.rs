//! The shared validator against kube-apiserver's verdicts: every schema of
//! `testdata/validator/cases.json` becomes one property of a CRD's `spec`, and every value
//! of it is created once on the API server and once on the fake API server (which validates,
//! prunes and defaults with the same validator generation uses). The answers must be equal:
//! the same stored `spec`, or a 422 with the same message.
//!
//! Without the API server binaries this test fails, unless `KUBE_ENVTEST_SKIP=1` asks to
//! skip it (see `kube_envtest::require_assets`).

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use kube::api::{Api, ApiResource, DynamicObject, PostParams};
use kube_codegen_runtime::fake::{FakeApiServer, ResourceInfo};
use kube_envtest::{Environment, require_assets, test_namespace};
use serde_json::{Map, Value, json};

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

const GROUP: &str = "validator.example.com";

/// (property name, its schema, the values to try) of each case.
fn cases() -> Result<Vec<(String, Value, Vec<Value>)>> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../testdata/validator/cases.json"
    );
    let file: Value = serde_json::from_str(&std::fs::read_to_string(path)?)?;
    let mut out = Vec::new();
    for case in file["cases"].as_array().ok_or("cases")? {
        let name = case["name"].as_str().ok_or("name")?.to_string();
        let values = case["values"].as_array().ok_or("values")?.clone();
        out.push((name, case["schema"].clone(), values));
    }
    Ok(out)
}

/// One CRD (`probes.validator.example.com/v1`) whose `spec` has every case's schema.
fn crd(cases: &[(String, Value, Vec<Value>)]) -> Result<CustomResourceDefinition> {
    let properties: Map<String, Value> = cases
        .iter()
        .map(|(name, schema, _)| (name.clone(), schema.clone()))
        .collect();
    Ok(serde_json::from_value(json!({
        "apiVersion": "apiextensions.k8s.io/v1",
        "kind": "CustomResourceDefinition",
        "metadata": {"name": format!("probes.{GROUP}")},
        "spec": {
            "group": GROUP,
            "names": {"kind": "Probe", "listKind": "ProbeList", "plural": "probes", "singular": "probe"},
            "scope": "Namespaced",
            "versions": [{
                "name": "v1", "served": true, "storage": true,
                "schema": {"openAPIV3Schema": {"type": "object", "properties": {
                    "apiVersion": {"type": "string"},
                    "kind": {"type": "string"},
                    "metadata": {"type": "object"},
                    "spec": {"type": "object", "properties": properties},
                }}},
            }],
        },
    }))?)
}

/// What a create of `spec` answers: the stored spec, or the error's code and message.
async fn create(api: &Api<DynamicObject>, name: &str, spec: &Value) -> Value {
    let obj: DynamicObject = match serde_json::from_value(json!({
        "apiVersion": format!("{GROUP}/v1"), "kind": "Probe",
        "metadata": {"name": name}, "spec": spec,
    })) {
        Ok(obj) => obj,
        Err(e) => return json!({"unsendable": e.to_string()}),
    };
    match api.create(&PostParams::default(), &obj).await {
        Ok(stored) => json!({"stored": stored.data["spec"]}),
        Err(kube::Error::Api(s)) => {
            // The causes in a fixed order: the server validates an object's properties in Go
            // map order, so several errors come in an order that varies from run to run.
            let mut causes: Vec<Value> = s
                .details
                .iter()
                .flat_map(|d| &d.causes)
                .map(|c| json!([c.field, c.reason, c.message]))
                .collect();
            causes.sort_by_key(Value::to_string);
            let (what, list) = s
                .message
                .split_once(" is invalid: ")
                .unwrap_or((&s.message, ""));
            // One cause is the message's whole list; several are `[a, b]`, in that order.
            let single = (causes.len() == 1).then_some(list);
            json!({"code": s.code, "reason": s.reason, "what": what, "causes": causes, "message": single})
        }
        Err(e) => json!({"error": e.to_string()}),
    }
}

#[tokio::test]
async fn the_fakes_verdicts_are_the_api_servers() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cases = cases()?;
    let crd = crd(&cases)?;
    let cp = Environment::new().crd(crd.clone()).start().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "validator").await?;
    let resource = ApiResource {
        group: GROUP.into(),
        version: "v1".into(),
        api_version: format!("{GROUP}/v1"),
        kind: "Probe".into(),
        plural: "probes".into(),
    };
    let real: Api<DynamicObject> = Api::namespaced_with(client, &ns, &resource);
    let server = FakeApiServer::new();
    for r in ResourceInfo::from_crd(&crd) {
        server.register(r);
    }
    let fake: Api<DynamicObject> = Api::namespaced_with(server.client(), &ns, &resource);

    let (mut pairs, mut all_of, mut differences) = (0, 0, Vec::new());
    for (property, schema, values) in &cases {
        for (i, value) in values.iter().enumerate() {
            let name = format!("{}-{i}", property.replace('_', "-"));
            let spec = json!({ property: value });
            let (want, got) = (
                create(&real, &name, &spec).await,
                create(&fake, &name, &spec).await,
            );
            pairs += 1;
            all_of += usize::from(schema.to_string().contains("\"allOf\""));
            if want != got {
                differences.push(format!(
                    "{property} = {value}:\n  server: {want}\n  fake:   {got}"
                ));
            }
        }
    }
    assert!(
        differences.is_empty(),
        "{} of {pairs} answers differ:\n{}",
        differences.len(),
        differences.join("\n")
    );
    assert!(pairs >= 200, "{pairs} value/schema pairs");
    assert!(all_of >= 15, "{all_of} pairs with allOf");
    Ok(())
}

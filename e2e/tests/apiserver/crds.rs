//! End-to-end: every CRD golden under `testdata/` is installed into a real kube-apiserver
//! (kube-envtest) and must become Established and served; then a matrix of custom objects
//! checks that the validation markers make the server accept and reject exactly what they
//! should, defaults are applied, and CEL rules (immutability, XValidation, OneOf) hold.
//!
//! Without the API server binaries these tests fail, unless `KUBE_ENVTEST_SKIP=1` asks to
//! skip them (see `kube_envtest::require_assets`).

use std::path::{Path, PathBuf};

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use kube::api::{
    Api, ApiResource, DynamicObject, GroupVersionKind, ListParams, Patch, PatchParams, PostParams,
};
use kube_envtest::{Environment, SharedControlPlane, require_assets, test_namespace};
use serde_json::{Value, json};

fn golden_dirs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata");
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&root)
        .expect("testdata")
        .filter_map(|e| e.ok().map(|e| e.path().join("expected")))
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    dirs
}

static CONTROL_PLANE: SharedControlPlane =
    SharedControlPlane::new(|| Environment::new().crd_paths(golden_dirs()));

fn gadget_resource() -> ApiResource {
    ApiResource::from_gvk_with_plural(
        &GroupVersionKind::gvk("markers.example.com", "v1", "Gadget"),
        "gadgets",
    )
}

/// A Gadget that satisfies every rule; cases change one thing.
fn valid_spec() -> Value {
    json!({"name": "ok", "owner": "me", "team": "t", "mode": "fast", "count": 5})
}

fn merge(base: &mut Value, patch: &Value) {
    match (base, patch) {
        (Value::Object(b), Value::Object(p)) => {
            for (k, v) in p {
                if v.is_null() {
                    b.remove(k);
                } else {
                    merge(b.entry(k.clone()).or_insert(Value::Null), v);
                }
            }
        }
        (b, p) => *b = p.clone(),
    }
}

#[tokio::test]
async fn every_golden_crd_becomes_established() -> Result<(), Box<dyn std::error::Error>> {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = CONTROL_PLANE.get().await?;
    let client = cp.client()?;
    let crds: Api<CustomResourceDefinition> = Api::all(client);
    let installed = crds.list(&ListParams::default()).await?;
    let mut expected = Vec::new();
    for dir in golden_dirs() {
        for crd in kube_envtest::read_crds(&[dir])? {
            expected.push(crd.metadata.name.unwrap_or_default());
        }
    }
    assert!(expected.len() >= 5, "goldens found: {expected:?}");
    for name in &expected {
        let crd = installed
            .items
            .iter()
            .find(|c| c.metadata.name.as_deref() == Some(name));
        let crd = crd.unwrap_or_else(|| panic!("CRD {name} not installed"));
        let established = crd
            .status
            .as_ref()
            .and_then(|s| s.conditions.as_ref())
            .is_some_and(|c| {
                c.iter()
                    .any(|c| c.type_ == "Established" && c.status == "True")
            });
        assert!(established, "CRD {name} is not Established");
    }
    Ok(())
}

#[tokio::test]
async fn validation_markers_accept_and_reject_as_intended() -> Result<(), Box<dyn std::error::Error>>
{
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = CONTROL_PLANE.get().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "markers").await?;
    let api: Api<DynamicObject> = Api::namespaced_with(client.clone(), &ns, &gadget_resource());
    // (case, change to the valid spec, None = accepted / Some(part of the server's message)).
    let cases: Vec<(&str, Value, Option<&str>)> = vec![
        ("valid", json!({}), None),
        (
            "exclusive maximum",
            json!({"count": 100}),
            Some("spec.count"),
        ),
        ("multiple of", json!({"count": 7}), Some("multiple of 5")),
        (
            "minimum",
            json!({"count": -10}),
            Some("greater than or equal to -5"),
        ),
        (
            "exclusive minimum",
            json!({"count": null, "ratio": 0}),
            Some("spec.ratio"),
        ),
        ("pattern", json!({"name": "Bad_Name"}), Some("spec.name")),
        (
            "max length",
            json!({"name": "a".repeat(64)}),
            Some("spec.name"),
        ),
        (
            "enum",
            json!({"mode": "medium"}),
            Some("Unsupported value: \"medium\""),
        ),
        (
            "exactly one of: both",
            json!({"program": "p"}),
            Some("exactly one of the fields in [mode program] must be set"),
        ),
        (
            "exactly one of: none",
            json!({"mode": null}),
            Some("exactly one of the fields in [mode program] must be set"),
        ),
        (
            "at most one of",
            json!({"left": "l", "right": "r"}),
            Some("at most one of the fields in [left right] may be set"),
        ),
        (
            "at least one of",
            json!({"count": null}),
            Some("at least one of the fields in [count ratio] must be set"),
        ),
        (
            "required",
            json!({"owner": null}),
            Some("spec.owner: Required value"),
        ),
        (
            "k8s:required",
            json!({"team": null}),
            Some("spec.team: Required value"),
        ),
        (
            "max items",
            json!({"tags": ["a", "b", "c", "d", "e", "f", "g", "h", "i"]}),
            Some("spec.tags"),
        ),
        (
            "items pattern",
            json!({"tags": ["UPPER"]}),
            Some("spec.tags[0]"),
        ),
        ("set", json!({"tags": ["a", "a"]}), Some("Duplicate value")),
        ("min properties", json!({"labels": {}}), Some("spec.labels")),
        (
            "map list keys",
            json!({"ports": [{"name": "a"}, {"name": "a"}]}),
            Some("Duplicate value"),
        ),
        (
            "map list key required",
            json!({"ports": [{"port": 80}]}),
            Some("spec.ports[0].name: Required value"),
        ),
        (
            "item maximum",
            json!({"ports": [{"name": "a", "port": 70000}]}),
            Some("spec.ports[0].port"),
        ),
        (
            "XValidation",
            json!({"range": {"min": 5, "max": 1}}),
            Some("min must not exceed max"),
        ),
        (
            "messageExpression",
            json!({"range": {"min": 1, "max": 2000}}),
            Some("max too big"),
        ),
        (
            "k8s:enum",
            json!({"color": "purple"}),
            Some("Unsupported value: \"purple\""),
        ),
        (
            "int-or-string pattern",
            json!({"port": "Not_Valid"}),
            Some("spec.port"),
        ),
        ("int-or-string number", json!({"port": 8080}), None),
        (
            "embedded resource",
            json!({"template": {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "x"}}}),
            None,
        ),
        (
            "embedded resource needs kind",
            json!({"template": {"apiVersion": "v1"}}),
            Some("spec.template.kind"),
        ),
        ("nullable", json!({"docs": null}), None),
    ];
    let mut failures = Vec::new();
    for (i, (case, change, expect)) in cases.iter().enumerate() {
        let mut spec = valid_spec();
        merge(&mut spec, change);
        let mut obj = DynamicObject::new(&format!("g{i}"), &gadget_resource());
        obj.data = json!({"spec": spec});
        let result = api.create(&PostParams::default(), &obj).await;
        match (result, expect) {
            (Ok(_), None) => {}
            (Ok(_), Some(want)) => failures.push(format!(
                "{case}: accepted, expected rejection with `{want}`"
            )),
            (Err(e), None) => failures.push(format!("{case}: rejected: {e}")),
            (Err(e), Some(want)) if e.to_string().contains(want) => {}
            (Err(e), Some(want)) => {
                failures.push(format!("{case}: rejected, but message lacks `{want}`: {e}"))
            }
        }
    }
    // The Kind-level rule on metadata.name.
    let mut long = DynamicObject::new(&"n".repeat(70), &gadget_resource());
    long.data = json!({"spec": valid_spec()});
    match api.create(&PostParams::default(), &long).await {
        Err(e) if e.to_string().contains("name too long") => {}
        other => failures.push(format!("Kind-level XValidation: {other:?}")),
    }
    assert!(
        failures.is_empty(),
        "{} case(s) failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    Ok(())
}

#[tokio::test]
async fn defaults_apply_and_immutable_fields_hold() -> Result<(), Box<dyn std::error::Error>> {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = CONTROL_PLANE.get().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "defaults").await?;
    let api: Api<DynamicObject> = Api::namespaced_with(client, &ns, &gadget_resource());
    let mut obj = DynamicObject::new("d", &gadget_resource());
    obj.data = json!({"spec": valid_spec()});
    let created = api.create(&PostParams::default(), &obj).await?;
    let spec = &created.data["spec"];
    assert_eq!(spec["replicas"], json!(1), "kubebuilder:default=1");
    assert_eq!(spec["greeting"], json!("hello"));
    assert_eq!(spec["zones"], json!(["a", "b"]));
    assert_eq!(spec["limits"], json!({"cpu": "1", "memory": "1Gi"}));
    assert_eq!(spec["level"], json!("info"), "+default");

    let patch = |spec: Value| Patch::Merge(json!({"spec": spec}));
    let err = api
        .patch(
            "d",
            &PatchParams::default(),
            &patch(json!({"owner": "someone-else"})),
        )
        .await;
    assert!(
        err.as_ref()
            .is_err_and(|e| e.to_string().contains("field is immutable")),
        "owner changed: {err:?}"
    );
    api.patch(
        "d",
        &PatchParams::default(),
        &patch(json!({"region": "eu"})),
    )
    .await?;
    let err = api
        .patch(
            "d",
            &PatchParams::default(),
            &patch(json!({"region": "us"})),
        )
        .await;
    assert!(
        err.as_ref()
            .is_err_and(|e| e.to_string().contains("field is immutable")),
        "region changed: {err:?}"
    );
    let err = api
        .patch(
            "d",
            &PatchParams::default(),
            &patch(json!({"region": null})),
        )
        .await;
    assert!(
        err.as_ref()
            .is_err_and(|e| e.to_string().contains("field region is immutable once set")),
        "region removed: {err:?}"
    );
    Ok(())
}

#[tokio::test]
async fn tutorial_kinds_accept_valid_objects() -> Result<(), Box<dyn std::error::Error>> {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = CONTROL_PLANE.get().await?;
    let client = cp.client()?;
    let ns = test_namespace(&client, "tutorials").await?;
    let objects = [
        (
            ("batch.tutorial.kubebuilder.io", "v1", "CronJob", "cronjobs"),
            json!({"spec": {"schedule": "*/1 * * * *", "concurrencyPolicy": "Forbid", "jobTemplate": {"spec": {"template": {"spec": {"restartPolicy": "OnFailure", "containers": [{"name": "hello", "image": "busybox"}]}}}}}}),
            None,
        ),
        (
            ("batch.tutorial.kubebuilder.io", "v1", "CronJob", "cronjobs"),
            json!({"spec": {"schedule": "x", "concurrencyPolicy": "Sometimes", "jobTemplate": {}}}),
            Some("Unsupported value: \"Sometimes\""),
        ),
        (
            ("webapp.my.domain", "v1", "Guestbook", "guestbooks"),
            json!({"spec": {"foo": "bar"}}),
            None,
        ),
        (
            ("native.example.com", "v1alpha1", "Pipeline", "pipelines"),
            json!({"spec": {"phase": "running", "source": {"git": {"url": "https://x"}}, "trigger": {"type": "Cron", "schedule": "@daily"}, "action": {"kind": "Run", "with": {"command": "make"}}, "retry": 3, "window": {"start": "2026-01-01T00:00:00Z"}, "sizes": {"start": 1}, "displayName": "p", "template": {}}}),
            None,
        ),
        (
            ("native.example.com", "v1alpha1", "Pipeline", "pipelines"),
            json!({"spec": {"phase": "running", "source": {"git": {"url": "https://x"}, "image": {"reference": "r"}}, "trigger": {"type": "Manual"}, "action": {"kind": "Run"}, "retry": "again", "window": {"start": "2026-01-01T00:00:00Z"}, "sizes": {"start": 1}, "displayName": "p", "template": {}}}),
            Some("spec.source"),
        ),
    ];
    let mut failures = Vec::new();
    for (i, ((group, version, kind, plural), data, expect)) in objects.into_iter().enumerate() {
        let ar =
            ApiResource::from_gvk_with_plural(&GroupVersionKind::gvk(group, version, kind), plural);
        let api: Api<DynamicObject> = Api::namespaced_with(client.clone(), &ns, &ar);
        let mut obj = DynamicObject::new(&format!("o{i}"), &ar);
        obj.data = data;
        match (api.create(&PostParams::default(), &obj).await, expect) {
            (Ok(_), None) => {}
            (Err(e), Some(want)) if e.to_string().contains(want) => {}
            (r, want) => failures.push(format!(
                "{kind} #{i}: expected {want:?}, got {:?}",
                r.map(|_| "accepted")
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    Ok(())
}

/// What kube-codegen refuses at generate time (`testdata/errors/<case>`, located errors),
/// the API server refuses too: each case mutates a valid generated CRD the same way and
/// the server must answer 422 with the same complaint.
#[tokio::test]
async fn the_server_refuses_what_generation_refuses() -> Result<(), Box<dyn std::error::Error>> {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = CONTROL_PLANE.get().await?;
    let crds: Api<CustomResourceDefinition> = Api::all(cp.client()?);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata");
    let base = kube_envtest::read_crds(&[root.join("gen-rules/expected")])?
        .pop()
        .expect("the gen-rules CRD");
    let mut base = serde_json::to_value(base)?;
    base["metadata"]["annotations"] = json!({});
    // (errors case, what our error says, what the server says, the change)
    type Change = fn(&mut Value);
    let cases: [(&str, &str, &str, Change); 6] = [
        (
            "bad-names",
            "invalid plural `../../..`",
            "spec.names.plural",
            |c| {
                c["spec"]["names"]["plural"] = json!("../../..");
                c["metadata"]["name"] = json!("../../...rules.example.com");
            },
        ),
        (
            "bad-names",
            "invalid shortNames `Bad_Short`",
            "spec.names.shortNames[0]",
            |c| {
                c["spec"]["names"]["shortNames"] = json!(["Bad_Short"]);
            },
        ),
        (
            "bad-pattern",
            "must be a valid regular expression",
            "must be a valid regular expression",
            |c| {
                c["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]["properties"]
                    ["table"]["pattern"] = json!("^(a|b$");
            },
        ),
        (
            "bad-pattern",
            "should match '^[a-z]+$'",
            "should match '^[a-z]+$'",
            |c| {
                let table = &mut c["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]
                    ["spec"]["properties"]["table"];
                table["pattern"] = json!("^[a-z]+$");
                table["default"] = json!("ABC");
            },
        ),
        (
            "bad-json-path",
            "invalid JSON path `spec.size`",
            "must be a simple json path starting with .",
            |c| {
                c["spec"]["versions"][0]["additionalPrinterColumns"] =
                    json!([{"name": "Size", "type": "integer", "jsonPath": "spec.size"}]);
            },
        ),
        (
            "protected-group",
            "the API server refuses its CRDs without the `api-approved.kubernetes.io` annotation",
            "protected groups must have approval annotation",
            |c| {
                c["spec"]["group"] = json!("widgets.k8s.io");
                c["metadata"]["name"] = json!("rules.widgets.k8s.io");
            },
        ),
    ];
    for (case, ours, theirs, change) in cases {
        let expected =
            std::fs::read_to_string(root.join(format!("errors/{case}/expected.stderr")))?;
        assert!(
            expected.contains(ours),
            "{case}: our error `{ours}` missing"
        );
        let mut crd = base.clone();
        change(&mut crd);
        let crd: CustomResourceDefinition = serde_json::from_value(crd)?;
        match crds.create(&PostParams::default(), &crd).await {
            Err(kube::Error::Api(s)) => {
                assert_eq!(s.code, 422, "{case}: {s:?}");
                assert!(s.message.contains(theirs), "{case}: {}", s.message);
            }
            other => panic!("{case}: the server accepted it: {other:?}"),
        }
    }
    Ok(())
}

//! AlertmanagerConfig's conversions, generated and ported (`prometheus_operator.rs`), shown
//! on drawn objects, the project's sample, the Go logic's rules, and behind kube-apiserver.

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::time::Duration;

use kube::api::{Api, Patch, PatchParams, WatchEvent, WatchParams};
use kube_codegen_corpus::arbitrary::{Recursion, objects};
use kube_codegen_corpus::manifest::{self, PORTED};
use kube_codegen_e2e::webhooks::{first_create, spawn};
use kube_codegen_runtime::conversion::{Convertible, LOST_ANNOTATION};
use kube_codegen_runtime::reexports::futures::{StreamExt as _, TryStreamExt as _};
use kube_codegen_runtime::webhook::{Certificates, WebhookServer};
use kube_envtest::{Environment, read_crd_file, require_assets, serve_conversion_locally};
use proptest::prelude::*;
use serde_json::{Value, json};

use crate::ported::prometheus_operator::api::monitoring::{v1alpha1 as hub, v1beta1 as beta};

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

const GROUP: &str = "monitoring.coreos.com";

/// The fetched CRD file (the project's root joined with `PORTED`'s path).
fn crd_file() -> PathBuf {
    let text = std::fs::read_to_string(manifest::manifest_path()).expect("the manifest");
    let entries = manifest::parse(&text).expect("the manifest parses");
    let api = PORTED
        .iter()
        .find(|p| p.project == "prometheus-operator")
        .expect("ported");
    let entry = entries
        .iter()
        .find(|e| e.project == api.project)
        .expect("in the manifest");
    entry.root().expect("fetched").join(api.crd)
}

/// The `openAPIV3Schema` of `version`.
fn schema(version: &str) -> Value {
    let crds = manifest::crd_documents(&crd_file()).expect("the CRD reads");
    let crd = &crds.first().expect("one CRD").value;
    let versions = crd["spec"]["versions"].as_array().expect("versions");
    let v = versions
        .iter()
        .find(|v| v["name"] == version)
        .unwrap_or_else(|| panic!("no version {version}"));
    v["schema"]["openAPIV3Schema"].clone()
}

/// Objects of `version` drawn from its schema, child routes drawn as routes, with the
/// object's own fields set.
fn drawn(version: &'static str) -> BoxedStrategy<Value> {
    let recursion = Recursion {
        at: "spec.route.routes[]",
        like: "spec.route",
    };
    objects(&schema(version), &[recursion])
        .prop_map(move |mut o| {
            o["apiVersion"] = json!(format!("{GROUP}/{version}"));
            o["kind"] = json!("AlertmanagerConfig");
            o["metadata"] = json!({"name": "drawn", "namespace": "monitoring"});
            o
        })
        .boxed()
}

fn ready() -> bool {
    kube_codegen_corpus::require_compiled(kube_codegen_corpus::Compiled::ImportCheck)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn v1beta1_objects_come_back_from_the_hub(object in drawn("v1beta1")) {
        if !ready() {
            return Ok(());
        }
        let spoke: beta::AlertmanagerConfig = serde_json::from_value(object.clone())
            .map_err(|e| TestCaseError::fail(format!("{e}: {object}")))?;
        let stored = spoke.convert_to().map_err(|e| TestCaseError::fail(e.to_string()))?;
        let back = beta::AlertmanagerConfig::convert_from(&stored)
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(back, spoke);
    }

    #[test]
    fn hub_objects_come_back_through_v1beta1(object in drawn("v1alpha1")) {
        if !ready() {
            return Ok(());
        }
        let stored: hub::AlertmanagerConfig = serde_json::from_value(object.clone())
            .map_err(|e| TestCaseError::fail(format!("{e}: {object}")))?;
        let spoke = beta::AlertmanagerConfig::convert_from(&stored)
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        let back = spoke.convert_to().map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(back, stored);
    }
}

#[test]
fn the_project_s_sample_comes_back_both_ways() {
    if !ready() {
        return;
    }
    let root = crd_file()
        .ancestors()
        .nth(3)
        .expect("the project's root")
        .to_path_buf();
    let wanted: BTreeSet<(String, String)> = ["v1alpha1", "v1beta1"]
        .iter()
        .map(|v| (format!("{GROUP}/{v}"), "AlertmanagerConfig".to_string()))
        .collect();
    let samples = kube_codegen_corpus::probe::project_samples(&root, &wanted);
    assert!(!samples.is_empty(), "the module ships a sample");
    for ((api_version, _), (file, sample)) in &samples {
        let at = file.display();
        if api_version.ends_with("/v1alpha1") {
            let stored: hub::AlertmanagerConfig =
                serde_json::from_value(sample.clone()).expect("the sample reads");
            let spoke = beta::AlertmanagerConfig::convert_from(&stored).expect("to v1beta1");
            assert_eq!(spoke.convert_to().expect("back"), stored, "{at}");
            let stored = spoke.convert_to().expect("to the hub");
            let again = beta::AlertmanagerConfig::convert_from(&stored).expect("back");
            assert_eq!(again, spoke, "{at}, at v1beta1");
        } else {
            let spoke: beta::AlertmanagerConfig =
                serde_json::from_value(sample.clone()).expect("the sample reads");
            let stored = spoke.convert_to().expect("to the hub");
            let back = beta::AlertmanagerConfig::convert_from(&stored).expect("back");
            assert_eq!(back, spoke, "{at}");
        }
    }
}

/// A v1alpha1 object with what the Go logic converts: a deprecated regex matcher (in a child
/// route too), mute time intervals, an OpsGenie receiver with an optional secret key and
/// `updateAlerts`.
fn stored_object(ns: &str, name: &str) -> hub::AlertmanagerConfig {
    serde_json::from_value(json!({
        "apiVersion": format!("{GROUP}/v1alpha1"),
        "kind": "AlertmanagerConfig",
        "metadata": {"name": name, "namespace": ns},
        "spec": {
            "route": {
                "receiver": "pager",
                "matchers": [{"name": "team", "value": "db.*", "regex": true}],
                "muteTimeIntervals": ["night"],
                "routes": [{
                    "receiver": "pager",
                    "matchers": [
                        {"name": "severity", "value": "critical", "regex": false},
                        {"name": "env", "value": "prod"}
                    ]
                }]
            },
            "receivers": [{
                "name": "pager",
                "opsgenieConfigs": [{
                    "apiKey": {"name": "opsgenie", "key": "token", "optional": true},
                    "updateAlerts": true
                }]
            }],
            "inhibitRules": [{
                "sourceMatch": [{"name": "severity", "value": "critical", "matchType": "!=", "regex": true}],
                "equal": ["cluster"]
            }],
            "muteTimeIntervals": [{
                "name": "night",
                "timeIntervals": [{"times": [{"startTime": "00:00", "endTime": "06:00"}]}]
            }]
        }
    }))
    .expect("the object reads")
}

#[test]
fn the_go_logic_s_rules_hold() {
    if !ready() {
        return;
    }
    let stored = stored_object("monitoring", "rules");
    let spoke = beta::AlertmanagerConfig::convert_from(&stored).expect("to v1beta1");
    let json = serde_json::to_value(&spoke).expect("JSON");
    let spec = &json["spec"];
    // The deprecated regex becomes the match type where that is unset; a set one wins.
    assert_eq!(
        spec["route"]["matchers"][0],
        json!({"name": "team", "value": "db.*", "matchType": "=~"})
    );
    assert_eq!(spec["inhibitRules"][0]["sourceMatch"][0]["matchType"], "!=");
    // Child routes are converted as routes; neither set leaves it unset.
    assert_eq!(
        spec["route"]["routes"][0]["matchers"],
        json!([
            {"name": "severity", "value": "critical", "matchType": "="},
            {"name": "env", "value": "prod"}
        ])
    );
    // Renamed, and reshaped: the intervals, a secret key without `optional`.
    assert_eq!(
        spec["timeIntervals"],
        json!([{"name": "night", "timeIntervals": [{"times": [{"startTime": "00:00", "endTime": "06:00"}]}]}])
    );
    assert!(spec.get("muteTimeIntervals").is_none(), "{spec}");
    assert_eq!(
        spec["receivers"][0]["opsgenieConfigs"][0],
        json!({"apiKey": {"name": "opsgenie", "key": "token"}})
    );
    // What v1beta1 cannot hold is kept on it, and comes back.
    let kept: Value =
        serde_json::from_str(&spoke.metadata.annotations.as_ref().expect("kept")[LOST_ANNOTATION])
            .expect("JSON");
    let pointers: Vec<&String> = kept.as_object().expect("an object").keys().collect();
    assert_eq!(
        pointers,
        [
            "/spec/inhibitRules/0/sourceMatch/0/regex",
            "/spec/receivers/0/opsgenieConfigs/0/apiKey/optional",
            "/spec/receivers/0/opsgenieConfigs/0/updateAlerts",
            "/spec/route/matchers/0/matchType",
            "/spec/route/matchers/0/regex",
            "/spec/route/routes/0/matchers/0/matchType",
            "/spec/route/routes/0/matchers/0/regex",
        ]
    );
    assert_eq!(spoke.convert_to().expect("back"), stored);
    // Written at v1beta1, with nothing kept: the hub gets v1beta1's meaning only.
    let mut fresh = spoke.clone();
    fresh.metadata.annotations = None;
    let written = serde_json::to_value(fresh.convert_to().expect("to the hub")).expect("JSON");
    assert_eq!(
        written["spec"]["route"]["matchers"][0],
        json!({"name": "team", "value": "db.*", "matchType": "=~"})
    );
    assert_eq!(
        written["spec"]["receivers"][0]["opsgenieConfigs"][0],
        json!({"apiKey": {"name": "opsgenie", "key": "token"}})
    );
    assert_eq!(written["spec"]["muteTimeIntervals"], spec["timeIntervals"]);
    // A child route that is not a route fails the conversion, naming it, as Go's.
    let mut broken = stored.clone();
    if let Some(route) = broken.spec.route.as_mut() {
        route.routes = Some(vec![json!("not a route")]);
    }
    let err = beta::AlertmanagerConfig::convert_from(&broken).expect_err("refused");
    assert!(err.to_string().contains("route[0]"), "{err}");
}

#[tokio::test]
async fn the_conversions_are_served_by_the_webhook_behind_the_api_server() -> Result {
    if !ready() {
        return Ok(());
    }
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let certificates = Certificates::self_signed(&["127.0.0.1"])?;
    let server = WebhookServer::new(certificates.clone())
        .conversion::<beta::AlertmanagerConfig, hub::AlertmanagerConfig>();
    let (addr, stop, serving) = spawn(server).await?;
    let crd = read_crd_file(&crd_file())?.remove(0);
    let cp = Environment::new()
        .crd(serve_conversion_locally(crd, addr, b""))
        .start()
        .await?;
    let client = cp.client()?;
    certificates
        .install_conversion_ca_bundle(client.clone(), &[&format!("alertmanagerconfigs.{GROUP}")])
        .await?;
    let ns = kube_envtest::test_namespace(&client, "ported").await?;
    let stored_api: Api<hub::AlertmanagerConfig> = Api::namespaced(client.clone(), &ns);
    let served: Api<beta::AlertmanagerConfig> = Api::namespaced(client.clone(), &ns);

    // Written at v1beta1, stored at the hub.
    let since = served
        .list(&Default::default())
        .await?
        .metadata
        .resource_version
        .unwrap_or_default();
    let mut watch = served.watch(&WatchParams::default(), &since).await?.boxed();
    let written = beta::AlertmanagerConfig::convert_from(&stored_object(&ns, "written"))?;
    let mut written = written;
    written.metadata.annotations = None;
    let created = first_create(&served, &written).await?;
    assert_eq!(created.spec, written.spec);
    let stored = stored_api.get("written").await?;
    let route = stored.spec.route.as_ref().expect("a route");
    assert_eq!(
        serde_json::to_value(&route.matchers)?,
        json!([{"name": "team", "value": "db.*", "matchType": "=~"}])
    );
    assert_eq!(
        stored.spec.mute_time_intervals.as_ref().map(Vec::len),
        Some(1),
        "the time intervals stored under the hub's name"
    );

    // Written at the hub, read, listed and watched at v1beta1, patched there, and what
    // v1beta1 cannot hold still stored.
    stored_api
        .create(&Default::default(), &stored_object(&ns, "stored"))
        .await?;
    let read = served.get("stored").await?;
    assert_eq!(
        serde_json::to_value(&read.spec.route.as_ref().expect("a route").routes)?,
        json!([{"receiver": "pager", "matchers": [
            {"name": "severity", "value": "critical", "matchType": "="},
            {"name": "env", "value": "prod"}
        ]}])
    );
    let names: Vec<String> = served
        .list(&Default::default())
        .await?
        .items
        .into_iter()
        .filter_map(|o| o.metadata.name)
        .collect();
    assert_eq!(names, ["stored", "written"]);
    // A client at v1beta1 changes the route's match type: the change wins, and what
    // v1beta1 cannot hold is still stored.
    let patch = json!({"spec": {"route": {"matchers": [
        {"name": "team", "value": "db.*", "matchType": "!~"}
    ]}}});
    served
        .patch("stored", &PatchParams::default(), &Patch::Merge(&patch))
        .await?;
    let after = stored_api.get("stored").await?;
    let before = stored_object(&ns, "stored");
    assert_eq!(
        after.spec.receivers, before.spec.receivers,
        "optional and updateAlerts kept"
    );
    assert_eq!(
        after.spec.inhibit_rules, before.spec.inhibit_rules,
        "regex kept"
    );
    let (route, was) = (
        after.spec.route.as_ref().expect("a route"),
        before.spec.route.as_ref().expect("a route"),
    );
    assert_eq!(route.routes, was.routes, "regex kept in child routes");
    assert_eq!(
        serde_json::to_value(&route.matchers)?,
        json!([{"name": "team", "value": "db.*", "matchType": "!~", "regex": true}]),
        "the client's match type, which takes precedence over the kept regex"
    );
    assert!(
        after
            .metadata
            .annotations
            .as_ref()
            .is_none_or(|a| !a.contains_key(LOST_ANNOTATION)),
        "the stored object carries no annotation"
    );
    let mut seen = Vec::new();
    while seen.len() < 3 {
        match tokio::time::timeout(Duration::from_secs(10), watch.try_next()).await?? {
            Some(WatchEvent::Added(o) | WatchEvent::Modified(o)) => {
                seen.push(o.metadata.name.unwrap_or_default());
            }
            other => return Err(format!("unexpected watch event at v1beta1: {other:?}").into()),
        }
    }
    assert_eq!(seen, ["written", "stored", "stored"]);
    stop.cancel();
    serving.await?;
    Ok(())
}

/// The property tests hold on objects that reach the port: of 100 drawn hub objects
/// (deterministic), at least ten have child routes and ten lose something through v1beta1
/// that the annotation keeps (23 and 23 when written).
#[test]
fn drawn_objects_reach_what_the_port_converts() {
    use proptest::strategy::ValueTree;
    if !ready() {
        return;
    }
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let strategy = drawn("v1alpha1");
    let (mut kept, mut children) = (0, 0);
    for _ in 0..100 {
        let object = strategy.new_tree(&mut runner).expect("drawn").current();
        let routes = object
            .pointer("/spec/route/routes")
            .and_then(Value::as_array);
        children += usize::from(routes.is_some_and(|r| !r.is_empty()));
        let stored: hub::AlertmanagerConfig =
            serde_json::from_value(object).expect("the object reads");
        let spoke = beta::AlertmanagerConfig::convert_from(&stored).expect("to v1beta1");
        let annotations = spoke.metadata.annotations.unwrap_or_default();
        kept += usize::from(annotations.contains_key(LOST_ANNOTATION));
    }
    assert!(children >= 10, "{children} of 100 with child routes");
    assert!(kept >= 10, "{kept} of 100 keep something");
}

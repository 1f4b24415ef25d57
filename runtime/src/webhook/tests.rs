use k8s_openapi::api::apps::v1::Deployment;
use k8s_openapi::api::core::v1::Pod;
use serde_json::{Value, json};

use super::*;
use crate::testing::Thing;

/// Defaults a Thing's color to `blue`; refuses `black`.
struct Colors;

impl CustomDefaulter<Thing> for Colors {
    async fn default(&self, t: &mut Thing) -> Result<(), Denied> {
        if t.color == "black" {
            return Err(Denied::new("black is not a color"));
        }
        if t.color.is_empty() {
            t.color = "blue".into();
        }
        Ok(())
    }
}

impl CustomValidator<Thing> for Colors {
    async fn validate_create(&self, t: &Thing) -> Result<Warnings, Denied> {
        match t.color.as_str() {
            "red" => Err(Denied::new("red is taken")),
            "pink" => Ok(vec!["pink is deprecated".into()]),
            _ => Ok(Vec::new()),
        }
    }
    async fn validate_update(&self, old: &Thing, new: &Thing) -> Result<Warnings, Denied> {
        if old.color != new.color {
            return Err(Denied::new(format!(
                "{} cannot become {}",
                old.color, new.color
            )));
        }
        Ok(Vec::new())
    }
    async fn validate_delete(&self, t: &Thing) -> Result<Warnings, Denied> {
        match t.color.as_str() {
            "gold" => Err(Denied::new("gold stays")),
            _ => Ok(Vec::new()),
        }
    }
}

fn review(operation: &str, object: Option<Value>, old: Option<Value>) -> Vec<u8> {
    let thing = |color: Value| {
        json!({"apiVersion": "example.com/v1", "kind": "Thing",
            "metadata": {"name": "a", "namespace": "ns", "labels": {"x": "y"}},
            "color": color, "unknown": 1})
    };
    serde_json::to_vec(&json!({
        "apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview",
        "request": {
            "uid": "u-1",
            "kind": {"group": "example.com", "version": "v1", "kind": "Thing"},
            "resource": {"group": "example.com", "version": "v1", "resource": "things"},
            "name": "a", "namespace": "ns", "operation": operation,
            "userInfo": {"username": "me"},
            "object": object.map(thing), "oldObject": old.map(thing),
        },
    }))
    .expect("serializes")
}

fn response(answer: Vec<u8>) -> Value {
    let v: Value = serde_json::from_slice(&answer).expect("an AdmissionReview");
    assert_eq!(v["kind"], "AdmissionReview");
    assert_eq!(v["apiVersion"], "admission.k8s.io/v1");
    v["response"].clone()
}

#[tokio::test]
async fn defaulting_answers_with_the_patch_of_the_typed_change() {
    let r =
        response(review::default::<Thing>(&review("CREATE", Some(json!("")), None), &Colors).await);
    assert_eq!(r["uid"], "u-1");
    assert_eq!(r["allowed"], true);
    assert_eq!(r["patchType"], "JSONPatch");
    // kube's AdmissionResponse writes the patch's bytes as a JSON array, which Go's decoder
    // reads into the `[]byte` as well as base64.
    let bytes: Vec<u8> = serde_json::from_value(r["patch"].clone()).expect("a patch");
    let patch: Value = serde_json::from_slice(&bytes).expect("JSON");
    // Only what the defaulter changed: the field Thing does not know is not removed.
    assert_eq!(
        patch,
        json!([{"op": "replace", "path": "/color", "value": "blue"}])
    );

    let r = response(
        review::default::<Thing>(&review("CREATE", Some(json!("red")), None), &Colors).await,
    );
    assert_eq!(r["allowed"], true);
    assert!(r.get("patch").is_none(), "nothing changed: {r}");

    let r = response(
        review::default::<Thing>(&review("CREATE", Some(json!("black")), None), &Colors).await,
    );
    assert_eq!(r["allowed"], false);
    assert_eq!(r["status"]["code"], 403);
    assert_eq!(r["status"]["reason"], "Forbidden");
    assert_eq!(r["status"]["message"], "black is not a color");
}

#[tokio::test]
async fn validation_sees_create_update_with_the_old_object_and_delete() {
    let verdict = |op: &str, new: Option<&str>, old: Option<&str>| {
        let body = review(op, new.map(|c| json!(c)), old.map(|c| json!(c)));
        async move { response(review::validate::<Thing>(&body, &Colors).await) }
    };
    let r = verdict("CREATE", Some("green"), None).await;
    assert_eq!(
        (r["allowed"].clone(), r.get("warnings")),
        (json!(true), None)
    );
    let r = verdict("CREATE", Some("pink"), None).await;
    assert_eq!(r["allowed"], true);
    assert_eq!(r["warnings"], json!(["pink is deprecated"]));
    let r = verdict("CREATE", Some("red"), None).await;
    assert_eq!(r["allowed"], false);
    assert_eq!(r["status"]["message"], "red is taken");
    let r = verdict("UPDATE", Some("green"), Some("blue")).await;
    assert_eq!(r["status"]["message"], "blue cannot become green");
    assert_eq!(
        verdict("UPDATE", Some("blue"), Some("blue")).await["allowed"],
        true
    );
    assert_eq!(
        verdict("DELETE", None, Some("gold")).await["status"]["message"],
        "gold stays"
    );
    assert_eq!(verdict("DELETE", None, Some("blue")).await["allowed"], true);
    // A review the Kind cannot read is denied with the reason, never allowed blindly.
    let r = verdict("UPDATE", Some("blue"), None).await;
    assert_eq!(r["allowed"], false);
    assert_eq!(r["status"]["message"], "the review has no old object");
    let r = response(review::validate::<Thing>(b"{}", &Colors).await);
    assert_eq!(r["allowed"], false);
}

#[test]
fn paths_are_kubebuilders() {
    assert_eq!(mutate_path::<Deployment>(), "/mutate-apps-v1-deployment");
    assert_eq!(validate_path::<Pod>(), "/validate--v1-pod");
    assert_eq!(mutate_path::<Thing>(), "/mutate-example-com-v1-thing");
    let certs = Certificates::self_signed(&["127.0.0.1"]).expect("certificates");
    let server = WebhookServer::new(certs)
        .defaulting::<Thing>(Colors)
        .validating::<Thing>(Colors);
    let paths: Vec<&str> = server.paths().collect();
    assert_eq!(
        paths,
        [
            "/mutate-example-com-v1-thing",
            "/validate-example-com-v1-thing"
        ]
    );
    assert!(
        (server.started_check())().is_err(),
        "not serving before serve_until"
    );
}

#[test]
fn a_rotation_keeps_the_ca_and_renews_the_serving_certificate() {
    let certs = Certificates::self_signed_for(
        &["127.0.0.1", "webhook.system.svc"],
        Duration::from_secs(60),
    )
    .expect("certificates");
    let ca = certs.ca_bundle().expect("a CA of its own");
    assert!(String::from_utf8_lossy(&ca).starts_with("-----BEGIN CERTIFICATE-----"));
    let (before, first) = (certs.not_after(), certs.chain());
    std::thread::sleep(Duration::from_millis(10));
    certs.rotate().expect("rotated");
    assert_eq!(
        certs.ca_bundle(),
        Some(ca),
        "clients keep trusting the same CA"
    );
    assert!(certs.not_after() > before);
    assert_ne!(certs.chain(), first);
}

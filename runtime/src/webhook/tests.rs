use k8s_openapi::api::apps::v1::Deployment;
use k8s_openapi::api::core::v1::Pod;
use serde_json::{Value, json};

use super::*;
use crate::testing::{Thing, ThingV2};

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
    let r = response(
        review::default::<Thing>(
            Bytes::from(review("CREATE", Some(json!("")), None)),
            &Colors,
        )
        .await,
    );
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
        review::default::<Thing>(
            Bytes::from(review("CREATE", Some(json!("red")), None)),
            &Colors,
        )
        .await,
    );
    assert_eq!(r["allowed"], true);
    assert!(r.get("patch").is_none(), "nothing changed: {r}");

    let r = response(
        review::default::<Thing>(
            Bytes::from(review("CREATE", Some(json!("black")), None)),
            &Colors,
        )
        .await,
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
        async move { response(review::validate::<Thing>(Bytes::from(body), &Colors).await) }
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
    let r = response(review::validate::<Thing>(Bytes::from_static(b"{}"), &Colors).await);
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

impl Convertible<ThingV2> for Thing {
    fn convert_to(&self) -> Result<ThingV2, crate::conversion::ConversionError> {
        if self.color == "invisible" {
            return Err(crate::conversion::ConversionError::new(
                "invisible has no paint",
            ));
        }
        assert_ne!(self.color, "explosive", "a conversion that panics");
        Ok(ThingV2 {
            metadata: self.metadata.clone(),
            paint: self.color.clone(),
        })
    }
    fn convert_from(hub: &ThingV2) -> Result<Self, crate::conversion::ConversionError> {
        Ok(Thing {
            metadata: hub.metadata.clone(),
            color: hub.paint.clone(),
        })
    }
}

fn conversion_review(desired: &str, objects: Vec<Value>) -> Value {
    let mut conversions = conversion::Conversions::default();
    conversions
        .add::<Thing, ThingV2>()
        .expect("a spoke of its hub");
    let review = json!({
        "apiVersion": "apiextensions.k8s.io/v1", "kind": "ConversionReview",
        "request": {"uid": "c-1", "desiredAPIVersion": desired, "objects": objects},
    });
    let answer = conversions.review(&serde_json::to_vec(&review).expect("JSON"));
    let v: Value = serde_json::from_slice(&answer).expect("a ConversionReview");
    assert_eq!(v["kind"], "ConversionReview");
    v["response"].clone()
}

fn thing_at(version: &str, field: &str, value: &str) -> Value {
    json!({"apiVersion": format!("example.com/{version}"), "kind": "Thing",
        "metadata": {"name": "a", "namespace": "ns", "labels": {"x": "y"}}, field: value})
}

#[test]
fn a_conversion_review_converts_each_object_through_the_hub() {
    let r = conversion_review(
        "example.com/v2",
        vec![
            thing_at("v1", "color", "red"),
            thing_at("v2", "paint", "blue"),
        ],
    );
    assert_eq!(r["uid"], "c-1");
    assert_eq!(r["result"]["status"], "Success");
    assert_eq!(
        r["convertedObjects"],
        json!([
            thing_at("v2", "paint", "red"),
            thing_at("v2", "paint", "blue")
        ])
    );
    let r = conversion_review("example.com/v1", vec![thing_at("v2", "paint", "green")]);
    assert_eq!(
        r["convertedObjects"],
        json!([thing_at("v1", "color", "green")])
    );
}

#[test]
fn a_conversion_that_fails_fails_the_review_with_its_message() {
    let r = conversion_review("example.com/v2", vec![thing_at("v1", "color", "invisible")]);
    assert_eq!(r["result"]["status"], "Failure");
    let message = r["result"]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains(
            "object 0: converting example.com/v1 Thing to example.com/v2: invisible has no paint"
        ),
        "{message}"
    );
    let r = conversion_review("example.com/v3", vec![thing_at("v1", "color", "red")]);
    let message = r["result"]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("no conversion between example.com/v3 Thing and its hub"),
        "{message}"
    );
    let r = conversion_review(
        "other.io/v1",
        vec![json!({"apiVersion": "other.io/v2", "kind": "Gadget"})],
    );
    let message = r["result"]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("no conversions for Gadget of group \"other.io\""),
        "{message}"
    );
    let conversions = conversion::Conversions::default();
    let answer: Value = serde_json::from_slice(&conversions.review(b"{")).expect("JSON");
    assert_eq!(answer["response"]["result"]["status"], "Failure");
}

#[tokio::test]
async fn a_conversion_that_panics_or_a_review_of_another_version_is_a_failure() {
    let mut conversions = conversion::Conversions::default();
    conversions
        .add::<Thing, ThingV2>()
        .expect("a spoke of its hub");
    let conversions = std::sync::Arc::new(conversions);
    let review = |api_version: &str, color: &str| {
        let review = json!({
            "apiVersion": api_version, "kind": "ConversionReview",
            "request": {"uid": "c-2", "desiredAPIVersion": "example.com/v2",
                "objects": [thing_at("v1", "color", color)]},
        });
        Bytes::from(serde_json::to_vec(&review).expect("JSON"))
    };
    let answer = |body| {
        let conversions = conversions.clone();
        async move {
            let answer = conversion::review_blocking(conversions, body).await;
            serde_json::from_slice::<Value>(&answer).expect("JSON")["response"].clone()
        }
    };
    let ok = answer(review("apiextensions.k8s.io/v1beta1", "red")).await;
    assert_eq!(ok["result"]["status"], "Success", "{ok}");
    let panicked = answer(review("apiextensions.k8s.io/v1", "explosive")).await;
    assert_eq!(panicked["result"]["status"], "Failure", "{panicked}");
    assert_eq!(panicked["result"]["reason"], "InternalError", "{panicked}");
    let other = answer(review("apiextensions.k8s.io/v2", "red")).await;
    assert_eq!(other["result"]["status"], "Failure", "{other}");
    let message = other["result"]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("apiVersion \"apiextensions.k8s.io/v2\""),
        "{message}"
    );
}

#[tokio::test]
async fn a_review_is_answered_without_http_at_its_path() {
    let certs = Certificates::self_signed(&["127.0.0.1"]).expect("certificates");
    let server = WebhookServer::new(certs)
        .defaulting::<Thing>(Colors)
        .conversion::<Thing, ThingV2>();
    let answer = server
        .review(
            &mutate_path::<Thing>(),
            &review("CREATE", Some(json!("")), None),
        )
        .await
        .expect("served");
    assert_eq!(response(answer)["allowed"], true);
    let body = json!({
        "apiVersion": "apiextensions.k8s.io/v1", "kind": "ConversionReview",
        "request": {"uid": "c-2", "desiredAPIVersion": "example.com/v2",
            "objects": [thing_at("v1", "color", "red")]},
    });
    let answer = server
        .review(CONVERT_PATH, &serde_json::to_vec(&body).expect("JSON"))
        .await
        .expect("served");
    let answer: Value = serde_json::from_slice(&answer).expect("a ConversionReview");
    assert_eq!(answer["response"]["convertedObjects"][0]["paint"], "red");
    assert!(server.review("/nothing", b"{}").await.is_none());
}

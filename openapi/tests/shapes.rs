//! Shapes of the special and common types. Expected values come from what controller-gen
//! v0.21.0 writes for the Go twin of `testdata/cronjob` (`status.active`, `lastScheduleTime`),
//! from controller-gen's table of known types (Quantity's pattern, `MicroTime` as `Time`) and
//! from the upstream Go markers (`k8s.io/apimachinery` v0.36.1 `meta/v1/types.go`, type
//! `Condition`), not from this crate's output.

use kube_codegen_openapi::{by_name, known_paths, schema};
use serde_json::{Value, json};

const QUANTITY_PATTERN: &str = r"^(\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))))?$";

fn without_descriptions(v: &Value) -> Value {
    match v {
        Value::Object(m) => Value::Object(
            m.iter()
                .filter(|(k, _)| k.as_str() != "description")
                .map(|(k, v)| {
                    let v = if k == "properties" {
                        // property names are data, not schema keywords
                        Value::Object(
                            v.as_object()
                                .into_iter()
                                .flatten()
                                .map(|(n, s)| (n.clone(), without_descriptions(s)))
                                .collect(),
                        )
                    } else {
                        without_descriptions(v)
                    };
                    (k.clone(), v)
                })
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(without_descriptions).collect()),
        other => other.clone(),
    }
}

#[test]
fn quantity_is_int_or_string_with_the_quantity_pattern() {
    let q = schema("apimachinery::pkg::api::resource::Quantity").expect("Quantity known");
    assert_eq!(
        q,
        json!({
            "anyOf": [{"type": "integer"}, {"type": "string"}],
            "pattern": QUANTITY_PATTERN,
            "x-kubernetes-int-or-string": true,
        })
    );
    // And where ResourceList embeds it: a map of quantities.
    let rr = schema("api::core::v1::ResourceRequirements").expect("known");
    assert_eq!(
        without_descriptions(&rr["properties"]["limits"]["additionalProperties"]),
        q
    );
    assert_eq!(rr["properties"]["limits"]["type"], "object");
}

#[test]
fn int_or_string_is_any_of_integer_string() {
    let v = schema("apimachinery::pkg::util::intstr::IntOrString").expect("known");
    assert_eq!(
        v,
        json!({
            "anyOf": [{"type": "integer"}, {"type": "string"}],
            "x-kubernetes-int-or-string": true,
        })
    );
    // HTTPGetAction.port is an IntOrString and required.
    let h = schema("api::core::v1::HTTPGetAction").expect("known");
    assert_eq!(without_descriptions(&h["properties"]["port"]), v);
    assert!(
        h["required"]
            .as_array()
            .expect("required")
            .contains(&json!("port"))
    );
}

#[test]
fn times_are_date_time_strings() {
    for p in [
        "apimachinery::pkg::apis::meta::v1::Time",
        "apimachinery::pkg::apis::meta::v1::MicroTime",
    ] {
        assert_eq!(
            schema(p),
            Some(json!({"type": "string", "format": "date-time"})),
            "{p}"
        );
    }
}

#[test]
fn object_meta_and_raw_extension() {
    assert_eq!(
        schema("apimachinery::pkg::apis::meta::v1::ObjectMeta"),
        Some(json!({"type": "object"}))
    );
    let pts = schema("api::core::v1::PodTemplateSpec").expect("known");
    let meta = &pts["properties"]["metadata"];
    assert_eq!(meta["type"], "object");
    assert!(
        meta.get("properties").is_none(),
        "nested ObjectMeta is not expanded: {meta}"
    );
    assert_eq!(
        schema("apimachinery::pkg::runtime::RawExtension"),
        Some(json!({"type": "object", "x-kubernetes-preserve-unknown-fields": true}))
    );
}

#[test]
fn condition_carries_its_kubebuilder_markers() {
    let c = schema("apimachinery::pkg::apis::meta::v1::Condition").expect("known");
    assert_eq!(
        c["required"],
        json!(["lastTransitionTime", "message", "reason", "status", "type"])
    );
    let p = &c["properties"];
    assert_eq!(p["status"]["enum"], json!(["True", "False", "Unknown"]));
    assert_eq!(p["type"]["maxLength"], 316);
    assert_eq!(p["reason"]["minLength"], 1);
    assert_eq!(p["reason"]["maxLength"], 1024);
    assert_eq!(
        p["reason"]["pattern"],
        "^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$"
    );
    assert_eq!(p["message"]["maxLength"], 32768);
    assert_eq!(p["observedGeneration"], {
        let mut o = p["observedGeneration"].clone();
        o["minimum"] = json!(0);
        o["format"] = json!("int64");
        o["type"] = json!("integer");
        o
    });
    assert_eq!(p["lastTransitionTime"]["format"], "date-time");
    assert_eq!(p["lastTransitionTime"]["type"], "string");
}

#[test]
fn list_and_map_extensions_come_from_upstream_markers() {
    // k8s.io/api core/v1: PodSpec.containers is `+listType=map +listMapKey=name`;
    // ContainerPort list `+listMapKey=containerPort +listMapKey=protocol`, protocol
    // `+default="TCP"`; LocalObjectReference is `+structType=atomic`, its name `+default=""`.
    let pod = schema("api::core::v1::PodSpec").expect("known");
    let containers = &pod["properties"]["containers"];
    assert_eq!(containers["x-kubernetes-list-type"], "map");
    assert_eq!(containers["x-kubernetes-list-map-keys"], json!(["name"]));
    let ports = &containers["items"]["properties"]["ports"];
    assert_eq!(
        ports["x-kubernetes-list-map-keys"],
        json!(["containerPort", "protocol"])
    );
    assert_eq!(ports["items"]["properties"]["protocol"]["default"], "TCP");
    assert_eq!(pod["required"], json!(["containers"]));
    let lor = schema("api::core::v1::LocalObjectReference").expect("known");
    assert_eq!(lor["x-kubernetes-map-type"], "atomic");
    assert_eq!(lor["properties"]["name"]["default"], "");
}

/// `status.active` of the CronJob twin's CRD is `[]corev1.ObjectReference`;
/// `lastScheduleTime` a `*metav1.Time`. controller-gen maps `MicroTime` as it maps `Time`.
#[test]
fn object_reference_and_time_equal_controller_gen() {
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../testdata/cronjob/controller-gen/batch.tutorial.kubebuilder.io_cronjobs.yaml");
    let crd: Value =
        serde_norway::from_str(&std::fs::read_to_string(path).expect("readable")).expect("yaml");
    let v1 = crd["spec"]["versions"]
        .as_array()
        .expect("versions")
        .iter()
        .find(|v| v["name"] == "v1")
        .expect("v1")
        .clone();
    let status = &v1["schema"]["openAPIV3Schema"]["properties"]["status"]["properties"];
    assert!(status["active"]["items"].is_object(), "{status}");
    assert_eq!(
        schema("api::core::v1::ObjectReference").as_ref(),
        Some(&status["active"]["items"])
    );
    assert_eq!(
        schema("apimachinery::pkg::apis::meta::v1::Time"),
        Some(without_descriptions(&status["lastScheduleTime"]))
    );
    assert_eq!(
        schema("apimachinery::pkg::apis::meta::v1::MicroTime"),
        Some(json!({"format": "date-time", "type": "string"}))
    );
}

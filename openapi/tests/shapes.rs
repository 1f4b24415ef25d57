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

#[test]
fn common_types_are_objects_with_properties() {
    for p in [
        "api::core::v1::PodTemplateSpec",
        "api::core::v1::PodSpec",
        "api::core::v1::Container",
        "api::batch::v1::JobTemplateSpec",
        "apimachinery::pkg::apis::meta::v1::Condition",
        "api::core::v1::ResourceRequirements",
        "apimachinery::pkg::apis::meta::v1::LabelSelector",
        "api::core::v1::LocalObjectReference",
        "api::core::v1::SecretKeySelector",
        "api::core::v1::EnvVar",
        "api::core::v1::Volume",
        "api::core::v1::Toleration",
        "api::core::v1::Affinity",
    ] {
        let s = schema(p).unwrap_or_else(|| panic!("{p} missing"));
        assert_eq!(s["type"], "object", "{p}");
        assert!(
            s["properties"].as_object().is_some_and(|m| !m.is_empty()),
            "{p} has properties"
        );
        assert!(s["description"].is_string(), "{p} carries its type doc");
    }
}

#[test]
fn paths_are_normalised_and_unknowns_are_none() {
    let a = schema("api::core::v1::EnvVar");
    assert!(a.is_some());
    assert_eq!(schema("k8s_openapi::api::core::v1::EnvVar"), a);
    assert_eq!(schema("::k8s_openapi::api::core::v1::EnvVar"), a);
    assert_eq!(schema("api::core::v1::NoSuchType"), None);
    assert_eq!(schema(""), None);
    // Recursive: documented as unsupported.
    assert_eq!(
        schema("apiextensions_apiserver::pkg::apis::apiextensions::v1::JSONSchemaProps"),
        None
    );
}

#[test]
fn by_name_finds_short_names() {
    assert_eq!(by_name("PodSpec"), vec!["api::core::v1::PodSpec"]);
    assert_eq!(by_name("podspec"), vec!["api::core::v1::PodSpec"]);
    assert!(by_name("Condition").contains(&"apimachinery::pkg::apis::meta::v1::Condition"));
    // Several groups define an `Overhead`-like name; every hit really ends with the name.
    for p in by_name("ObjectReference") {
        assert!(p.ends_with("::ObjectReference"), "{p}");
    }
    assert!(by_name("NoSuchType").is_empty());
    assert!(by_name("").is_empty());
    assert_eq!(by_name("core::v1::PodSpec"), vec!["api::core::v1::PodSpec"]);
    assert_eq!(
        by_name("k8s_openapi::api::core::v1::PodSpec"),
        vec!["api::core::v1::PodSpec"]
    );
    // a suffix must end at a `::` boundary: `Spec` is not `PodSpec`
    assert!(!by_name("Spec").contains(&"api::core::v1::PodSpec"));
}

#[test]
fn known_paths_are_sorted_and_cover_the_api() {
    let all: Vec<_> = known_paths().collect();
    assert!(all.len() > 600, "{} paths", all.len());
    assert!(all.windows(2).all(|w| w[0] < w[1]), "sorted, no duplicates");
    for p in &all {
        assert!(!p.contains("List<"), "{p}");
    }
}

/// Problems found in one schema tree: `(structural, map_keys)` where `structural` breaks
/// apiextensions' structural-schema rules (each node has a `type`, or is int-or-string /
/// preserve-unknown-fields; no `$ref`, `nullable`, `allOf`, `oneOf`, `not`; `anyOf` only as
/// int-or-string's) and `map_keys` lists `listType=map` keys that are neither required nor
/// defaulted in the items (the API server rejects those in a CRD: "this property is in
/// x-kubernetes-list-map-keys, so it must have a default or be a required property").
fn problems(v: &Value, at: &str, structural: &mut Vec<String>, map_keys: &mut Vec<String>) {
    let Some(m) = v.as_object() else {
        structural.push(format!("{at}: not an object"));
        return;
    };
    let ios = m.get("x-kubernetes-int-or-string") == Some(&json!(true));
    let puf = m.get("x-kubernetes-preserve-unknown-fields") == Some(&json!(true));
    if !m.contains_key("type") && !ios && !puf {
        structural.push(format!("{at}: no type"));
    }
    for bad in ["$ref", "nullable", "allOf", "oneOf", "not"] {
        if m.contains_key(bad) {
            structural.push(format!("{at}: has {bad}"));
        }
    }
    if let Some(any) = m.get("anyOf")
        && (!ios || any != &json!([{"type": "integer"}, {"type": "string"}]))
    {
        structural.push(format!("{at}: anyOf outside int-or-string"));
    }
    if m.get("x-kubernetes-list-type") == Some(&json!("map")) {
        let items = &m["items"];
        let req = items["required"].as_array().cloned().unwrap_or_default();
        for k in m["x-kubernetes-list-map-keys"]
            .as_array()
            .into_iter()
            .flatten()
        {
            let key = k.as_str().unwrap_or_default();
            let defaulted = items["properties"][key].get("default").is_some();
            if !req.contains(k) && !defaulted {
                map_keys.push(format!(
                    "{at}: map key {key} neither required nor defaulted"
                ));
            }
        }
    }
    if let Some(Value::Object(props)) = m.get("properties") {
        for (n, s) in props {
            problems(s, &format!("{at}.{n}"), structural, map_keys);
        }
    }
    for k in ["items", "additionalProperties"] {
        if let Some(s) = m.get(k).filter(|s| s.is_object()) {
            problems(s, &format!("{at}[{k}]"), structural, map_keys);
        }
    }
}

#[test]
fn every_schema_is_structural() {
    let (mut structural, mut map_keys) = (Vec::new(), Vec::new());
    let mut n = 0;
    for p in known_paths() {
        let s = schema(p).expect("every known path resolves");
        problems(&s, p, &mut structural, &mut map_keys);
        n += 1;
    }
    assert!(n > 600);
    assert!(
        structural.is_empty(),
        "{} problems:\n{}",
        structural.len(),
        structural.join("\n")
    );
    // Upstream lists keyed by an optional field (k8s.io/api v0.36.1: ServiceAccount.secrets
    // `+listMapKey=name` over an `+optional` name; flowcontrol/v1 *Status.conditions keyed by
    // an optional `type`; resource.k8s.io ResourceClaimStatus.devices keyed by the optional,
    // feature-gated `shareID`). controller-gen emits them as they are; only those may fail.
    let allowed = [
        "api::core::v1::ServiceAccount.",
        "api::flowcontrol::v1::FlowSchema",
        "api::flowcontrol::v1::PriorityLevelConfiguration",
        "api::resource::v1::ResourceClaim",
        "api::resource::v1beta1::ResourceClaim",
        "api::resource::v1beta2::ResourceClaim",
    ];
    let unexpected: Vec<_> = map_keys
        .iter()
        .filter(|e| !allowed.iter().any(|a| e.starts_with(a)))
        .collect();
    assert!(unexpected.is_empty(), "{unexpected:#?}");
}

#[test]
fn common_types_have_required_or_defaulted_map_keys() {
    for p in [
        "api::core::v1::PodTemplateSpec",
        "api::batch::v1::JobTemplateSpec",
    ] {
        let (mut structural, mut map_keys) = (Vec::new(), Vec::new());
        problems(
            &schema(p).expect("known"),
            p,
            &mut structural,
            &mut map_keys,
        );
        assert!(
            structural.is_empty() && map_keys.is_empty(),
            "{structural:?} {map_keys:?}"
        );
    }
}

#[test]
fn output_is_deterministic() {
    let a = serde_json::to_string(&schema("api::core::v1::PodSpec")).expect("ser");
    let b = serde_json::to_string(&schema("api::core::v1::PodSpec")).expect("ser");
    assert_eq!(a, b);
}

#[test]
fn source_versions_match_the_workspace_pin() {
    let s = kube_codegen_openapi::source();
    // The workspace Cargo.toml pins k8s-openapi's version feature: the table must be for it.
    let ws = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../Cargo.toml"))
        .expect("workspace Cargo.toml");
    let line = ws
        .lines()
        .find(|l| l.starts_with("k8s-openapi"))
        .expect("k8s-openapi pinned in the workspace");
    assert!(
        line.contains(&format!("\"{}\"", s.k8s_openapi_feature)),
        "table made for {} but the workspace pins: {line}",
        s.k8s_openapi_feature
    );
    assert_eq!(s.k8s_openapi_feature, "v1_36");
    assert!(
        s.go_k8s_version.starts_with("v0.36."),
        "{}",
        s.go_k8s_version
    );
    assert!(s.controller_tools_version.starts_with('v'));
}

/// Numbers as f64, since `JSONSchemaProps.minimum` & co. are `f64` (`0` comes back `0.0`).
fn floats(v: &Value) -> Value {
    match v {
        Value::Number(n) => json!(n.as_f64()),
        Value::Object(m) => Value::Object(m.iter().map(|(k, v)| (k.clone(), floats(v))).collect()),
        Value::Array(a) => Value::Array(a.iter().map(floats).collect()),
        other => other.clone(),
    }
}

/// Every schema is a `JSONSchemaProps` without loss: deserializing and serializing again
/// gives the same JSON up to number representation (no key the CRD type would drop, no
/// value of the wrong shape).
#[test]
fn every_schema_round_trips_through_json_schema_props() {
    let mut bad = Vec::new();
    for p in known_paths() {
        let v = schema(p).expect("resolves");
        let typed = kube_codegen_openapi::schema_props(p).expect("typed");
        if floats(&serde_json::to_value(&typed).expect("serializes")) != floats(&v) {
            bad.push(p);
        }
    }
    assert!(bad.is_empty(), "{bad:?}");
}

/// An embedded `ObjectMeta` is `{type: object}` (pruned by the API server), or, as
/// controller-gen writes it with `crd:generateEmbeddedObjectMeta=true`, its annotations,
/// finalizers, labels, name and namespace; the site's description is kept either way.
#[test]
fn embedded_object_meta_is_an_object_or_its_five_fields() {
    let plain = kube_codegen_openapi::schema("api::batch::v1::JobTemplateSpec").expect("a type");
    let meta = &plain["properties"]["metadata"];
    assert_eq!(meta["type"], "object");
    assert!(meta.get("properties").is_none(), "{meta}");
    assert!(
        meta["description"]
            .as_str()
            .is_some_and(|d| d.starts_with("Standard object's metadata of the jobs"))
    );
    let embedded =
        kube_codegen_openapi::schema_with("api::batch::v1::JobTemplateSpec", true).expect("a type");
    let meta = &embedded["properties"]["metadata"];
    let fields: Vec<&String> = meta["properties"]
        .as_object()
        .expect("properties")
        .keys()
        .collect();
    assert_eq!(
        fields,
        ["annotations", "finalizers", "labels", "name", "namespace"]
    );
    assert_eq!(
        meta["properties"]["labels"]["additionalProperties"]["type"],
        "string"
    );
    assert_eq!(
        meta["description"],
        plain["properties"]["metadata"]["description"]
    );
    // Deeper: the Pod template inside the Job template, and the type asked for directly.
    let pod_meta =
        &embedded["properties"]["spec"]["properties"]["template"]["properties"]["metadata"];
    assert!(pod_meta["properties"]["labels"].is_object(), "{pod_meta}");
    let direct = "apimachinery::pkg::apis::meta::v1::ObjectMeta";
    assert_eq!(
        kube_codegen_openapi::schema(direct),
        Some(serde_json::json!({"type": "object"}))
    );
    assert!(
        kube_codegen_openapi::schema_with(direct, true).expect("a type")["properties"]["name"]
            .is_object()
    );
}

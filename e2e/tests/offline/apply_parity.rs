//! Parity with applyconfiguration-gen, by the JSON: each case builds one apply configuration
//! with kube-codegen's generated types for `testdata/clients`, the same configuration the Go
//! program `testdata/clients/go-apply/main.go` builds with applyconfiguration-gen's types for
//! the Go twin, and compares the JSON with what that program printed
//! (`testdata/clients/applyconfiguration-gen/apply.json`, kept current by
//! `hack/parity.sh`). The objects are compared as JSON values: the same fields with the same
//! values, whatever the key order.

use std::collections::BTreeMap;

use k8s_openapi::apimachinery::pkg::apis::meta::v1::{
    Condition, LabelSelector, LabelSelectorRequirement, OwnerReference, Time,
};
use kube_codegen_e2e::clients::clientset::infrastructure::v1alpha1::{
    ChassisApplyConfiguration, ChassisSpecApplyConfiguration, ClusterPolicyApplyConfiguration,
    ClusterPolicySpecApplyConfiguration, ClusterPolicyStatusApplyConfiguration,
    PlacementApplyConfiguration, PowerSpecApplyConfiguration, RackApplyConfiguration,
    RackSlotApplyConfiguration, RackSpecApplyConfiguration, RackStatusApplyConfiguration,
    SentinelApplyConfiguration,
};
use kube_codegen_e2e::clients::clientset::webapp::v1::{
    GuestbookApplyConfiguration, GuestbookSpecApplyConfiguration,
    GuestbookStatusApplyConfiguration, VisitorApplyConfiguration, VisitorSpecApplyConfiguration,
};
use serde_json::Value;

fn json<T: serde::Serialize>(config: T) -> Value {
    serde_json::to_value(config).expect("an apply configuration serializes")
}

fn map(entries: &[(&str, &str)]) -> BTreeMap<String, String> {
    entries
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn strings(values: &[&str]) -> Vec<String> {
    values.iter().map(|v| v.to_string()).collect()
}

/// The cases of `testdata/clients/go-apply/main.go`, by the same names, built the same way.
fn ours() -> BTreeMap<&'static str, Value> {
    let mut cases = BTreeMap::new();
    cases.insert(
        "guestbook-name-only",
        json(GuestbookApplyConfiguration::new("frontend", "default")),
    );
    cases.insert(
        "guestbook-spec",
        json(
            GuestbookApplyConfiguration::new("frontend", "default")
                .label("app", "guestbook")
                .label("tier", "web")
                .annotation("example.com/owner", "team-a")
                .owner_reference(OwnerReference {
                    api_version: "apps/v1".into(),
                    kind: "Deployment".into(),
                    name: "web".into(),
                    uid: "6f1c3c1e-0000-4000-8000-000000000001".into(),
                    controller: Some(true),
                    block_owner_deletion: Some(true),
                })
                .finalizer("webapp.my.domain/cleanup")
                .spec(
                    GuestbookSpecApplyConfiguration::default()
                        .title("Hello".into())
                        .replicas(3),
                ),
        ),
    );
    cases.insert(
        "guestbook-status",
        json(
            GuestbookApplyConfiguration::new("frontend", "default").status(
                GuestbookStatusApplyConfiguration::default()
                    .replicas(2)
                    .selector("app=frontend".into())
                    .phase("Ready".into()),
            ),
        ),
    );
    cases.insert(
        "visitor",
        json(
            VisitorApplyConfiguration::new("alice", "default")
                .spec(VisitorSpecApplyConfiguration::default().name("Alice".into())),
        ),
    );
    cases.insert(
        "clusterpolicy",
        json(
            ClusterPolicyApplyConfiguration::new("strict")
                .spec(ClusterPolicySpecApplyConfiguration::default().max_guestbooks(10))
                .status(ClusterPolicyStatusApplyConfiguration::default().enforced(false)),
        ),
    );
    cases.insert(
        "chassis-zero",
        json(
            ChassisApplyConfiguration::new("c1")
                .spec(ChassisSpecApplyConfiguration::default().slots(0)),
        ),
    );
    cases.insert(
        "sentinel",
        json(
            SentinelApplyConfiguration::new("watch", "default")
                .status(ClusterPolicyStatusApplyConfiguration::default().enforced(true)),
        ),
    );
    cases.insert(
        "rack-spec",
        json(
            RackApplyConfiguration::new("r1", "dc").spec(
                RackSpecApplyConfiguration::default()
                    .placement(
                        PlacementApplyConfiguration::default()
                            .row("A".into())
                            .hall("north".into()),
                    )
                    .slots(vec![
                        RackSlotApplyConfiguration::default()
                            .position(1)
                            .device("switch".into())
                            .ports(vec![1, 2]),
                        RackSlotApplyConfiguration::default().position(2),
                    ])
                    .tags(strings(&["edge", "prod"]))
                    .neighbours(strings(&["r0", "r2"]))
                    .location(map(&[("grid", "A1"), ("floor", "2")]))
                    .power(
                        PowerSpecApplyConfiguration::default()
                            .feeds(2)
                            .redundant(false),
                    )
                    .selector(LabelSelector {
                        match_labels: Some(map(&[("rack", "r1")])),
                        match_expressions: Some(vec![LabelSelectorRequirement {
                            key: "tier".into(),
                            operator: "In".into(),
                            values: Some(strings(&["web", "db"])),
                        }]),
                    }),
            ),
        ),
    );
    cases.insert(
        "rack-partial",
        json(
            RackApplyConfiguration::new("r2", "dc").spec(
                RackSpecApplyConfiguration::default()
                    .placement(PlacementApplyConfiguration::default().hall("south".into()))
                    .slots(vec![RackSlotApplyConfiguration::default().position(7)]),
            ),
        ),
    );
    cases.insert(
        "rack-status",
        json(
            RackApplyConfiguration::new("r1", "dc").status(
                RackStatusApplyConfiguration::default()
                    .conditions(vec![Condition {
                        type_: "Ready".into(),
                        status: "True".into(),
                        observed_generation: Some(3),
                        last_transition_time: Time(
                            "2026-11-23T08:30:00Z".parse().expect("a timestamp"),
                        ),
                        reason: "Mounted".into(),
                        message: "every slot is mounted".into(),
                    }])
                    .used_slots(0),
            ),
        ),
    );
    cases
}

#[test]
fn apply_configurations_serialize_as_applyconfiguration_gen_s() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../testdata/clients/applyconfiguration-gen/apply.json"
    );
    let text = std::fs::read_to_string(path).expect("run hack/parity.sh --update-references");
    let go: BTreeMap<String, Value> = serde_json::from_str(&text).expect("apply.json parses");
    let ours = ours();
    let go_cases: Vec<&str> = go.keys().map(String::as_str).collect();
    let our_cases: Vec<&str> = ours.keys().copied().collect();
    assert_eq!(
        go_cases, our_cases,
        "the cases of main.go and of this test differ"
    );
    let mut differ = Vec::new();
    for (name, value) in &ours {
        if go[*name] != *value {
            differ.push(format!(
                "{name}:\n  applyconfiguration-gen: {}\n  kube-codegen:           {}",
                go[*name], value
            ));
        }
    }
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}

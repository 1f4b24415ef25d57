//! The recorder against the fake API server: what an Event holds, and repeats aggregated.

use std::time::Duration;

use serde_json::Value;

use super::*;
use crate::fake::{FakeApiServer, ResourceInfo};
use crate::testing::thing;

fn server() -> FakeApiServer {
    let server = FakeApiServer::new();
    server.register(ResourceInfo {
        group: String::new(),
        version: "v1".into(),
        kind: "Event".into(),
        plural: "events".into(),
        namespaced: true,
        status_subresource: false,
        schema: None,
    });
    server
}

/// The Events stored, once `ready` holds for them (the writer is asynchronous).
async fn events_when(server: &FakeApiServer, ready: impl Fn(&[Value]) -> bool) -> Vec<Value> {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        let events: Vec<Value> = server
            .objects()
            .into_iter()
            .filter(|o| o["kind"] == "Event")
            .collect();
        if ready(&events) || tokio::time::Instant::now() > deadline {
            return events;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

#[tokio::test]
async fn an_event_names_its_object_type_reason_message_and_source() {
    let server = server();
    let recorder = EventRecorder::new(server.client(), "sample-controller");
    let mut foo = (*thing("ns", "foo", "red")).clone();
    foo.metadata.uid = Some("u1".into());
    recorder.event(
        &foo,
        EventType::Warning,
        "ErrResourceExists",
        "Deployment \"foo\" is in the way: not controlled by this Thing",
    );
    let events = events_when(&server, |e| !e.is_empty()).await;
    assert_eq!(events.len(), 1, "{events:?}");
    let e = &events[0];
    assert_eq!(e["metadata"]["namespace"], "ns");
    assert!(
        e["metadata"]["name"]
            .as_str()
            .is_some_and(|n| n.starts_with("foo."))
    );
    assert_eq!(e["type"], "Warning");
    assert_eq!(e["reason"], "ErrResourceExists");
    assert_eq!(
        e["message"],
        "Deployment \"foo\" is in the way: not controlled by this Thing"
    );
    assert_eq!(e["source"]["component"], "sample-controller");
    assert_eq!(e["count"], 1);
    let o = &e["involvedObject"];
    assert_eq!(
        (
            &o["kind"],
            &o["apiVersion"],
            &o["name"],
            &o["namespace"],
            &o["uid"]
        ),
        (
            &Value::from("Thing"),
            &Value::from("example.com/v1"),
            &Value::from("foo"),
            &Value::from("ns"),
            &Value::from("u1")
        )
    );
}

#[tokio::test]
async fn repeats_raise_the_count_instead_of_creating_events() {
    let server = server();
    let recorder = EventRecorder::new(server.client(), "c");
    let foo = thing("ns", "foo", "red");
    for _ in 0..3 {
        recorder.event(foo.as_ref(), EventType::Normal, "Synced", "synced");
    }
    recorder.event(foo.as_ref(), EventType::Normal, "Synced", "synced again");
    let events = events_when(&server, |e| {
        e.len() == 2 && e.iter().any(|x| x["count"] == 3)
    })
    .await;
    let mut counts: Vec<(String, i64)> = events
        .iter()
        .map(|e| {
            (
                e["message"].as_str().unwrap_or_default().to_string(),
                e["count"].as_i64().unwrap_or_default(),
            )
        })
        .collect();
    counts.sort();
    assert_eq!(
        counts,
        [("synced".to_string(), 3), ("synced again".to_string(), 1)]
    );
}

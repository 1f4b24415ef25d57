//! Metric-name parity: every metric controller-runtime registers (the list in
//! `testdata/controller-runtime/metrics.tsv`, taken from its source at the commit named
//! there) is served by a manager under the same name, with the same type and label names.

use std::collections::BTreeMap;

use kube_codegen_runtime::controller::{Action, Request, reconciler_fn};
use kube_codegen_runtime::fake::{FakeApiServer, ResourceInfo};
use kube_codegen_runtime::manager::{LeaderElectionConfig, Manager, ManagerOptions};
use kube_codegen_runtime::reexports::k8s_openapi::api::coordination::v1::Lease;
use kube_codegen_runtime::reexports::k8s_openapi::api::core::v1::ConfigMap;

/// name → (type, sorted label names), from controller-runtime's list.
fn reference() -> BTreeMap<String, (String, Vec<String>)> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../testdata/controller-runtime/metrics.tsv"
    );
    let text = std::fs::read_to_string(path).expect("the reference list");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            assert!(cols.len() >= 3, "a row has name, type and labels: {l:?}");
            let labels = cols[2].split(',').filter(|s| !s.is_empty() && *s != "-");
            (
                cols[0].to_string(),
                (cols[1].to_string(), labels.map(String::from).collect()),
            )
        })
        .collect()
}

/// name → (type, sorted label names) of what `/metrics` serves: the `# TYPE` lines, and
/// the label names of each family's samples (`_total`, `_bucket`… belong to their family).
fn served(text: &str) -> BTreeMap<String, (String, Vec<String>)> {
    let mut out = BTreeMap::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("# TYPE ") {
            let (name, kind) = rest.split_once(' ').expect("name and type");
            let exposed = if kind == "counter" {
                format!("{name}_total")
            } else {
                name.to_string()
            };
            out.insert(exposed, (kind.to_string(), Vec::new()));
        }
    }
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let Some((series, _)) = line.split_once('{') else {
            continue;
        };
        let family = out
            .keys()
            .filter(|f| series.starts_with(f.trim_end_matches("_total")))
            .max_by_key(|f| f.len())
            .cloned();
        let Some(family) = family else { continue };
        let labels_text = line
            .split_once('{')
            .and_then(|(_, r)| r.split_once('}'))
            .map(|(l, _)| l);
        let mut labels: Vec<String> = labels_text
            .into_iter()
            .flat_map(|l| l.split(','))
            .filter_map(|kv| kv.split_once('=').map(|(k, _)| k.to_string()))
            .filter(|k| k != "le")
            .collect();
        labels.sort();
        let entry = out.get_mut(&family).expect("a family");
        if entry.1.is_empty() {
            entry.1 = labels;
        } else {
            assert_eq!(entry.1, labels, "{family}: one label set");
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_controller_runtime_metric_is_served_with_its_type_and_labels() {
    let fake = FakeApiServer::new();
    fake.register(ResourceInfo::of::<ConfigMap>());
    fake.register(ResourceInfo::of::<Lease>());
    let options = ManagerOptions::new()
        .leader_election(LeaderElectionConfig::new("lock", "default").identity("me"));
    let mgr = Manager::with_client(fake.client(), options);
    mgr.controller::<ConfigMap>()
        .complete(reconciler_fn(|_: Request| async { Ok(Action::done()) }))
        .expect("registered");
    let stop = std::sync::Arc::new(tokio::sync::Notify::new());
    let run = tokio::spawn({
        let (mgr, stop) = (mgr.clone(), stop.clone());
        async move { mgr.start_until(async move { stop.notified().await }).await }
    });
    let mut elected = mgr.elected();
    elected.wait_for(|l| *l).await.expect("elected");
    // Every series appears once its controller ran and the client made a request; on a
    // loaded machine that can take a while, so wait (up to 30 s) until all are served.
    let reference = reference();
    let mut text = String::new();
    let mut missing = Vec::new();
    for _ in 0..3000 {
        text = mgr.metrics().encode();
        let served = served(&text);
        missing = reference
            .iter()
            .filter_map(|(name, want)| match served.get(name) {
                Some(got) if got == want => None,
                got => Some(format!("{name}: controller-runtime {want:?}, ours {got:?}")),
            })
            .collect();
        if missing.is_empty() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    assert!(
        missing.is_empty(),
        "metrics that differ:\n{}\n\nserved:\n{text}",
        missing.join("\n")
    );
    stop.notify_one();
    run.await.expect("joined").expect("a clean stop");
}

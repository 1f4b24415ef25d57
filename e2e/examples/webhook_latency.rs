//! In-process latency of the runtime's webhook server, for `hack/bench-webhook.sh`: a
//! `ConversionReview` of N `web.example.com/v1` Websites to v2 (`testdata/conversion`,
//! through the generated conversions) and an `AdmissionReview` defaulting an apps/v1
//! Deployment, each answered R times by `WebhookServer::review` (the review's JSON in, the
//! answer's out, no HTTP or TLS), as `hack/bench-webhook/main.go` calls controller-runtime's
//! handlers.
//!
//! ```text
//! cargo run --release -p kube-codegen-e2e --example webhook_latency -- [N] [R]
//! ```
//!
//! Prints `<case> <p50 µs> <p99 µs>` per case (defaults: N = 100, R = 2000).

use std::time::Instant;

use k8s_openapi::api::apps::v1::Deployment;
use kube_codegen_e2e::conversion::api::{v1, v2};
use kube_codegen_runtime::webhook::{
    CONVERT_PATH, Certificates, CustomDefaulter, Denied, WebhookServer, mutate_path,
};
use serde_json::{Value, json};

/// Labels every Deployment `team=web`.
struct Team;

impl CustomDefaulter<Deployment> for Team {
    async fn default(&self, d: &mut Deployment) -> Result<(), Denied> {
        let labels = d.metadata.labels.get_or_insert_with(Default::default);
        labels.insert("team".into(), "web".into());
        Ok(())
    }
}

/// The Website of the conversion benchmark, the same in both programs.
fn website(i: usize) -> Value {
    json!({
        "apiVersion": "web.example.com/v1", "kind": "Website",
        "metadata": {"name": format!("site-{i}"), "namespace": "default",
            "uid": format!("00000000-0000-0000-0000-{i:012}"), "resourceVersion": "12345",
            "labels": {"app": "web", "tier": "frontend"}},
        "spec": {"image": "registry.example.com/web:1.27.3", "size": 3,
            "hosts": ["example.com", "www.example.com"],
            "tls": {"secretName": "web-cert"},
            "routes": [{"path": "/", "backend": "web"}, {"path": "/api", "backend": "api"}],
            "backends": {"web": {"service": "web", "port": 80}, "api": {"service": "api", "port": 8080}},
            "minReadySeconds": 5, "limit": {"requests": 100}, "tier": "Paid"},
        "status": {"readyReplicas": 3},
    })
}

fn percentiles(mut micros: Vec<f64>) -> (f64, f64) {
    micros.sort_by(f64::total_cmp);
    let at =
        |q: f64| micros[((micros.len() as f64 * q).ceil() as usize).clamp(1, micros.len()) - 1];
    (at(0.50), at(0.99))
}

async fn measure(
    server: &WebhookServer,
    path: &str,
    body: &[u8],
    rounds: usize,
    check: impl Fn(&Value),
) -> (f64, f64) {
    let answer = server.review(path, body).await.expect("served");
    check(&serde_json::from_slice(&answer).expect("JSON"));
    let mut micros = Vec::with_capacity(rounds);
    for _ in 0..rounds {
        let start = Instant::now();
        let answer = server.review(path, body).await;
        micros.push(start.elapsed().as_secs_f64() * 1e6);
        std::hint::black_box(answer);
    }
    percentiles(micros)
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let objects: usize = args.next().map_or(Ok(100), |a| a.parse())?;
    let rounds: usize = args.next().map_or(Ok(2000), |a| a.parse())?;
    let server = WebhookServer::new(Certificates::self_signed(&["127.0.0.1"])?)
        .conversion::<v1::Website, v2::Website>()
        .defaulting::<Deployment>(Team);

    let conversion = serde_json::to_vec(&json!({
        "apiVersion": "apiextensions.k8s.io/v1", "kind": "ConversionReview",
        "request": {"uid": "bench", "desiredAPIVersion": "web.example.com/v2",
            "objects": (0..objects).map(website).collect::<Vec<_>>()},
    }))?;
    let (p50, p99) = measure(&server, CONVERT_PATH, &conversion, rounds, |v| {
        assert_eq!(v["response"]["result"]["status"], "Success");
        let converted = &v["response"]["convertedObjects"];
        assert_eq!(converted.as_array().map(Vec::len), Some(objects));
        assert_eq!(
            converted[0]["spec"]["image"],
            json!({"name": "registry.example.com/web", "tag": "1.27.3"})
        );
        assert_eq!(converted[0]["spec"]["replicas"], 3);
    })
    .await;
    println!("conversion {p50:.1} {p99:.1}");

    let admission = serde_json::to_vec(&json!({
        "apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview",
        "request": {"uid": "bench",
            "kind": {"group": "apps", "version": "v1", "kind": "Deployment"},
            "resource": {"group": "apps", "version": "v1", "resource": "deployments"},
            "name": "web", "namespace": "default", "operation": "CREATE",
            "userInfo": {"username": "bench"},
            "object": {"apiVersion": "apps/v1", "kind": "Deployment",
                "metadata": {"name": "web", "namespace": "default", "labels": {"app": "web"}},
                "spec": {"replicas": 3, "selector": {"matchLabels": {"app": "web"}},
                    "template": {"metadata": {"labels": {"app": "web"}},
                        "spec": {"containers": [{"name": "web", "image": "nginx:1.27",
                            "ports": [{"containerPort": 80}]}]}}}}},
    }))?;
    let (p50, p99) = measure(
        &server,
        &mutate_path::<Deployment>(),
        &admission,
        rounds,
        |v| {
            assert_eq!(v["response"]["allowed"], true);
            assert_eq!(v["response"]["patchType"], "JSONPatch");
        },
    )
    .await;
    println!("admission {p50:.1} {p99:.1}");
    Ok(())
}

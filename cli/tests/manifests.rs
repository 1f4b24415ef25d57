//! What the scaffold deploys, rendered as a user renders it and sent to a real API server:
//! a project made with the CLI (`init`, `create api` with a controller and a second
//! version, `create webhook` with conversion and for Pods, `create shards --count 3`), with
//! its ServiceMonitor and NetworkPolicies enabled, rendered by its Makefile's
//! `build-installer` (`hack/update-codegen.sh`, then kustomize, the Go tool from the module
//! proxy: `hack/install-go-tools.sh`, into `dist/install.yaml`), then every object created
//! on kube-apiserver as a dry run (the Namespace and CRDs for real, as the others need them,
//! without their conversion webhook), and the samples against their CRD. cert-manager's
//! Certificate and Issuer and the Prometheus Operator's ServiceMonitor are the only Kinds
//! the API server may not serve; the ServiceMonitor must select the metrics Service and the
//! NetworkPolicies every manager pod. The shards' Deployments are checked as the runtime
//! reads them: one per shard, selectors apart, flags, the image `build-installer` was
//! given, webhooks; and the webhooks' certificate as cert-manager and the API server read
//! it: its Issuer, DNS names, Secret and CA injection (of the webhook configurations and the
//! conversion CRD) after a namespace and name prefix of the user's.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

use k8s_openapi::api::apps::v1::Deployment;
use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use kube::api::{Api, DynamicObject, PostParams};
use kube::discovery::{Discovery, Scope};
use kube_envtest::{Environment, require_assets};

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

/// Runs `program` in `dir`; its output on failure.
fn run(dir: &Path, program: &str, args: &[&str]) -> Result<String> {
    let bin = env!("CARGO_BIN_EXE_kube-codegen");
    let out = Command::new(program)
        .args(args)
        .current_dir(dir)
        .env("KUBE_CODEGEN", bin)
        .output()
        .map_err(|e| format!("{program} {args:?}: {e} (kustomize: hack/install-go-tools.sh)"))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        return Err(format!("{program} {args:?} failed: {err}").into());
    }
    Ok(String::from_utf8(out.stdout)?)
}

/// The YAML documents of `text`.
fn documents(text: &str) -> Result<Vec<DynamicObject>> {
    let mut out = Vec::new();
    for document in serde_norway::Deserializer::from_str(text) {
        let value: serde_norway::Value = serde::Deserialize::deserialize(document)?;
        if !value.is_null() {
            out.push(serde_norway::from_value(value)?);
        }
    }
    Ok(out)
}

/// The Service of `rendered` whose name ends in `suffix` (after kustomize's prefix).
fn service_named<'a>(rendered: &'a [DynamicObject], suffix: &str) -> Result<&'a DynamicObject> {
    rendered
        .iter()
        .find(|o| {
            o.types.as_ref().is_some_and(|t| t.kind == "Service")
                && o.metadata
                    .name
                    .as_deref()
                    .is_some_and(|n| n.ends_with(suffix))
        })
        .ok_or_else(|| format!("no Service named *{suffix}").into())
}

/// The labels of the pods `d` makes.
fn pod_labels(d: &Deployment) -> std::collections::BTreeMap<String, String> {
    d.spec
        .as_ref()
        .and_then(|s| s.template.metadata.as_ref())
        .and_then(|m| m.labels.clone())
        .unwrap_or_default()
}

#[tokio::test]
async fn the_scaffolds_manifests_are_served_and_its_shards_are_apart() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let work = tempfile::tempdir()?;
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let repo = repo.to_str().ok_or("a UTF-8 path")?;
    let kc = env!("CARGO_BIN_EXE_kube-codegen");
    run(
        work.path(),
        kc,
        &[
            "init",
            "--domain",
            "my.domain",
            "--kube-codegen-path",
            repo,
            "guestbook",
        ],
    )?;
    let project = work.path().join("guestbook");
    let kind = ["--group", "webapp", "--kind", "Guestbook"];
    let api = |version: &str, more: &[&str]| {
        let mut args = vec!["create", "api", "--version", version];
        args.extend(kind);
        args.extend(more);
        run(&project, kc, &args)
    };
    api("v1", &["--controller"])?;
    api("v2", &[])?;
    let mut webhook = vec![
        "create",
        "webhook",
        "--version",
        "v1",
        "--defaulting",
        "--conversion",
    ];
    webhook.extend(kind);
    run(&project, kc, &webhook)?;
    run(
        &project,
        kc,
        &[
            "create",
            "webhook",
            "--group",
            "core",
            "--version",
            "v1",
            "--kind",
            "Pod",
            "--programmatic-validation",
        ],
    )?;
    run(&project, kc, &["create", "shards", "--count", "3"])?;
    // The ServiceMonitor and the NetworkPolicies, enabled as their comments say; the
    // namespace and name prefix changed, as a user deploying twice would.
    let overlay = project.join("config/default/kustomization.yaml");
    let mut text = std::fs::read_to_string(&overlay)?;
    for (from, to) in [
        (
            "namespace: guestbook-system\n",
            "namespace: guestbook-prod\n",
        ),
        ("namePrefix: guestbook-\n", "namePrefix: gb-\n"),
    ] {
        assert!(text.contains(from), "{from} in {text}");
        text = text.replace(from, to);
    }
    for part in ["../prometheus", "../network-policy"] {
        let (off, on) = (format!("#- {part}\n"), format!("- {part}\n"));
        assert!(text.contains(&off), "{part} to enable in {text}");
        text = text.replace(&off, &on);
    }
    std::fs::write(&overlay, text)?;
    // The Makefile's installer: the CRDs and the Role generated, the image set, every object.
    let image = "registry.example.com/guestbook:v0.1.0";
    run(
        &project,
        "make",
        &["build-installer", &format!("IMG={image}")],
    )?;
    let rendered = documents(&std::fs::read_to_string(project.join("dist/install.yaml"))?)?;
    let samples = documents(&run(&project, "kustomize", &["build", "config/samples"])?)?;

    let cp = Environment::new().start().await?;
    let client = cp.client()?;
    let kind_of = |o: &DynamicObject| o.types.as_ref().map(|t| t.kind.clone()).unwrap_or_default();
    // The Namespace and the CRDs first, for real: the rest is in the one and samples need
    // the others.
    for o in rendered.iter().filter(|o| kind_of(o) == "Namespace") {
        let api: Api<DynamicObject> = Api::all_with(
            client.clone(),
            &kube::api::ApiResource::erase::<k8s_openapi::api::core::v1::Namespace>(&()),
        );
        api.create(&PostParams::default(), o).await?;
    }
    let crds: Api<CustomResourceDefinition> = Api::all(client.clone());
    for o in rendered
        .iter()
        .filter(|o| kind_of(o) == "CustomResourceDefinition")
    {
        let mut crd: CustomResourceDefinition = serde_json::from_value(serde_json::to_value(o)?)?;
        // No webhook server runs here: each version's sample is checked against its own
        // schema, without the conversion webhook the CRD names.
        crd.spec.conversion = None;
        let name = crd.metadata.name.clone().unwrap_or_default();
        crds.create(&PostParams::default(), &crd).await?;
        kube::runtime::wait::await_condition(
            crds.clone(),
            &name,
            kube::runtime::wait::conditions::is_crd_established(),
        )
        .await?;
    }
    let discovery = Discovery::new(client.clone()).run().await?;
    let dry_run = PostParams {
        dry_run: true,
        ..PostParams::default()
    };
    let mut unserved = BTreeSet::new();
    let mut created = 0;
    for o in rendered.iter().chain(&samples) {
        let types = o.types.clone().ok_or("apiVersion and kind")?;
        if matches!(
            types.kind.as_str(),
            "Namespace" | "CustomResourceDefinition"
        ) {
            continue;
        }
        let gvk = kube::core::GroupVersionKind::try_from(&types)?;
        let Some((resource, caps)) = discovery.resolve_gvk(&gvk) else {
            unserved.insert(format!("{}/{}", types.api_version, types.kind));
            continue;
        };
        let api: Api<DynamicObject> = match caps.scope {
            Scope::Namespaced => {
                let ns = o.metadata.namespace.as_deref().unwrap_or("default");
                Api::namespaced_with(client.clone(), ns, &resource)
            }
            Scope::Cluster => Api::all_with(client.clone(), &resource),
        };
        api.create(&dry_run, o)
            .await
            .map_err(|e| format!("{} {:?}: {e}", types.kind, o.metadata.name))?;
        created += 1;
    }
    assert_eq!(
        unserved,
        BTreeSet::from([
            "cert-manager.io/v1/Certificate".to_string(),
            "cert-manager.io/v1/Issuer".to_string(),
            "monitoring.coreos.com/v1/ServiceMonitor".to_string()
        ]),
        "only cert-manager's and the Prometheus Operator's Kinds are not served by a bare API server"
    );
    assert!(created >= 20, "{created} objects");
    assert_eq!(samples.len(), 2, "a Guestbook sample per version");

    // The shards, as deployed.
    let deployments: Vec<Deployment> = rendered
        .iter()
        .filter(|o| kind_of(o) == "Deployment")
        .map(|o| serde_json::to_value(o).and_then(serde_json::from_value))
        .collect::<std::result::Result<_, _>>()?;
    let names: Vec<_> = deployments
        .iter()
        .map(|d| d.metadata.name.clone().unwrap_or_default())
        .collect();
    assert_eq!(
        names,
        [
            "gb-controller-manager",
            "gb-controller-manager-shard-1",
            "gb-controller-manager-shard-2"
        ]
    );
    let mut selectors = BTreeSet::new();
    for (i, d) in deployments.iter().enumerate() {
        let spec = d.spec.as_ref().ok_or("a spec")?;
        let selector = spec.selector.match_labels.clone().unwrap_or_default();
        let pods = pod_labels(d);
        assert!(
            selector.iter().all(|(k, v)| pods.get(k) == Some(v)),
            "{selector:?} selects {pods:?}"
        );
        assert_eq!(
            selector.get("kube-codegen.dev/manager-shard"),
            Some(&format!("shard-{i}"))
        );
        selectors.insert(format!("{selector:?}"));
        let pod = spec.template.spec.as_ref().ok_or("a pod spec")?;
        let manager = pod
            .containers
            .iter()
            .find(|c| c.name == "manager")
            .ok_or("the manager")?;
        assert_eq!(manager.image.as_deref(), Some(image), "shard {i}'s image");
        let args = manager.args.clone().unwrap_or_default();
        for flag in [
            format!("--shard=shard-{i}"),
            "--shards=shard-0,shard-1,shard-2".to_string(),
            "--leader-elect".to_string(),
            "--metrics-bind-address=:8443".to_string(),
        ] {
            assert!(args.contains(&flag), "{flag} in {args:?}");
        }
        let volumes: Vec<_> = pod
            .volumes
            .iter()
            .flatten()
            .map(|v| v.name.as_str())
            .collect();
        assert_eq!(volumes, ["webhook-certs"], "shard {i} serves the webhooks");
    }
    assert_eq!(selectors.len(), 3, "no two shards select each other's pods");

    // The webhooks' certificate, wired through the renames: the Certificate names its
    // Issuer, covers the webhook Service's DNS name, fills the Secret the Deployments mount,
    // and is the one the webhook configurations take their CA from.
    let one = |kind: &str| -> Result<serde_json::Value> {
        let mut found = rendered.iter().filter(|o| kind_of(o) == kind);
        let first = found.next().ok_or(format!("no {kind}"))?;
        assert!(found.next().is_none(), "one {kind}");
        Ok(serde_json::to_value(first)?)
    };
    let (certificate, issuer) = (one("Certificate")?, one("Issuer")?);
    assert_eq!(
        certificate["spec"]["issuerRef"]["name"],
        issuer["metadata"]["name"]
    );
    let service = service_named(&rendered, "webhook-service")?;
    let (service_name, service_ns) = (
        service.metadata.name.clone().unwrap_or_default(),
        service.metadata.namespace.clone().unwrap_or_default(),
    );
    assert_eq!(
        (service_name.as_str(), service_ns.as_str()),
        ("gb-webhook-service", "guestbook-prod"),
        "the webhook Service, renamed"
    );
    let dns = format!("{service_name}.{service_ns}.svc");
    assert_eq!(
        certificate["spec"]["dnsNames"],
        serde_json::json!([dns, format!("{dns}.cluster.local")]),
        "the Certificate's DNS names follow the renames"
    );
    let secret = certificate["spec"]["secretName"]
        .as_str()
        .ok_or("a secretName")?;
    for d in &deployments {
        let pod = d
            .spec
            .as_ref()
            .and_then(|s| s.template.spec.as_ref())
            .ok_or("a pod")?;
        let mounted = pod
            .volumes
            .iter()
            .flatten()
            .filter_map(|v| v.secret.as_ref()?.secret_name.clone());
        assert_eq!(
            mounted.collect::<Vec<_>>(),
            [secret],
            "the Certificate's Secret"
        );
    }
    // The ServiceMonitor scrapes the metrics Service's HTTPS port, and the NetworkPolicies
    // admit the metrics' and the webhooks' ports to the pods of every shard.
    let monitor = one("ServiceMonitor")?;
    let metrics = serde_json::to_value(service_named(&rendered, "metrics-service")?)?;
    assert_eq!(
        monitor["metadata"]["namespace"],
        metrics["metadata"]["namespace"]
    );
    let wanted = monitor["spec"]["selector"]["matchLabels"]
        .as_object()
        .ok_or("the monitor's selector")?;
    for (k, v) in wanted {
        assert_eq!(
            &metrics["metadata"]["labels"][k], v,
            "the monitor selects {k}"
        );
    }
    let endpoint = &monitor["spec"]["endpoints"][0];
    assert_eq!(endpoint["scheme"], "https");
    let ports = metrics["spec"]["ports"].as_array().ok_or("ports")?;
    assert!(
        ports.iter().any(|p| p["name"] == endpoint["port"]),
        "the monitor's port {} in {ports:?}",
        endpoint["port"]
    );
    let mut admitted = BTreeSet::new();
    for policy in rendered.iter().filter(|o| kind_of(o) == "NetworkPolicy") {
        let policy = serde_json::to_value(policy)?;
        let selects = policy["spec"]["podSelector"]["matchLabels"]
            .as_object()
            .ok_or("a pod selector")?;
        for d in &deployments {
            let labels = pod_labels(d);
            assert!(
                selects
                    .iter()
                    .all(|(k, v)| v.as_str() == labels.get(k).map(String::as_str)),
                "{selects:?} selects {labels:?}"
            );
        }
        for rule in policy["spec"]["ingress"].as_array().into_iter().flatten() {
            for port in rule["ports"].as_array().into_iter().flatten() {
                admitted.insert(port["port"].as_i64().unwrap_or_default());
            }
        }
    }
    assert_eq!(
        admitted,
        BTreeSet::from([8443, 9443]),
        "metrics and webhooks"
    );

    let ca_from = format!(
        "{}/{}",
        certificate["metadata"]["namespace"]
            .as_str()
            .unwrap_or_default(),
        certificate["metadata"]["name"].as_str().unwrap_or_default()
    );
    assert_eq!(ca_from, "guestbook-prod/gb-serving-cert");
    let conversion = rendered
        .iter()
        .filter(|o| kind_of(o) == "CustomResourceDefinition")
        .map(serde_json::to_value)
        .collect::<std::result::Result<Vec<_>, _>>()?;
    assert_eq!(conversion.len(), 1, "the Guestbook CRD");
    assert_eq!(
        conversion[0]["metadata"]["annotations"]["cert-manager.io/inject-ca-from"],
        ca_from.as_str(),
        "the CRD's conversion webhook trusts the Certificate's CA"
    );
    assert_eq!(
        conversion[0]["spec"]["conversion"]["webhook"]["clientConfig"]["service"]["name"],
        service_name.as_str()
    );
    for kind in [
        "MutatingWebhookConfiguration",
        "ValidatingWebhookConfiguration",
    ] {
        let configuration = one(kind)?;
        let annotation =
            &configuration["metadata"]["annotations"]["cert-manager.io/inject-ca-from"];
        assert_eq!(annotation, ca_from.as_str(), "{kind}");
        for webhook in configuration["webhooks"].as_array().into_iter().flatten() {
            let to = &webhook["clientConfig"]["service"];
            assert_eq!(
                (to["name"].as_str(), to["namespace"].as_str()),
                (Some(service_name.as_str()), Some(service_ns.as_str())),
                "{kind}"
            );
        }
    }
    Ok(())
}

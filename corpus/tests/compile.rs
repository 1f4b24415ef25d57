//! The modules `kube-codegen import` writes for a fixed sample of the public CRDs (one in
//! [`IMPORT_COMPILE_ONE_IN`], by the FNV-1a hash of the CRD's name), with the Kind impls and
//! typed clients `kube-codegen client --root-kinds` writes for them, and the conversions
//! `kube-codegen conversion` writes for those served in several versions (their
//! `ManualConversions` implemented by stubs the build script writes), compile: this test
//! mounts them (`imported`, the `import-check` feature, any rustc warning failing it), and
//! checks that every sampled CRD of every project is among them.
//! `hack/corpus-all.sh` compiles every CRD's, under clippy.

use std::collections::{BTreeMap, BTreeSet};

use kube_codegen_corpus::Compiled;
use kube_codegen_corpus::manifest::{self, IMPORT_COMPILE_ONE_IN};
use kube_codegen_corpus::probe::{self, Failure};
use kube_codegen_corpus::roundtrip::{self, RoundTrip};
use kube_codegen_runtime::reexports::futures::{StreamExt as _, stream};
use serde_json::Value;

// The imported modules with their clients (`imported`), and what was imported
// (`IMPORTED`, `IMPORT_FAILURES`), written by the build script: empty without the
// `import-check` feature.
include!(concat!(env!("OUT_DIR"), "/imported.rs"));

/// Every `import` CRD of the corpus, as `(project, name, CRD)`, in the manifest's order.
fn corpus_crds() -> Vec<(String, String, Value)> {
    let text = std::fs::read_to_string(manifest::manifest_path()).expect("the manifest");
    let entries = manifest::parse(&text).expect("the manifest parses");
    let mut out = Vec::new();
    for e in entries.iter().filter(|e| e.used_by("import")) {
        let root = e.root().expect("fetched");
        for path in &e.paths {
            for file in manifest::files(&root, path) {
                let crds = manifest::crd_documents(&file).unwrap_or_else(|e| panic!("{e}"));
                for d in crds {
                    out.push((e.project.clone(), d.name, d.value));
                }
            }
        }
    }
    out
}

#[test]
fn the_sampled_crds_imported_compile_with_their_clients() {
    if !kube_codegen_corpus::require_compiled(Compiled::ImportCheck) {
        return;
    }
    assert!(
        IMPORT_FAILURES.is_empty(),
        "import or client generation failed:\n{IMPORT_FAILURES:#?}"
    );
    let expected: BTreeSet<(String, String)> = corpus_crds()
        .into_iter()
        .filter(|(_, name, _)| manifest::in_sample(name, IMPORT_COMPILE_ONE_IN))
        .map(|(project, name, _)| (project, name))
        .collect();
    let compiled: BTreeSet<(String, String)> = IMPORTED
        .iter()
        .flat_map(|(p, names)| names.iter().map(|n| (p.to_string(), n.to_string())))
        .collect();
    let projects: BTreeSet<&String> = compiled.iter().map(|(p, _)| p).collect();
    println!(
        "compiled: {} CRDs of {} projects, with Kind impls and clients",
        compiled.len(),
        projects.len()
    );
    assert_eq!(
        expected.difference(&compiled).collect::<Vec<_>>(),
        Vec::<&(String, String)>::new(),
        "sampled CRDs that are not compiled"
    );
    assert!(
        compiled.len() >= 100,
        "only {} CRDs compiled: the sample must hold at least 100",
        compiled.len()
    );
}

/// The object a round creates for `probe`: the project's own sample (`own`) where its
/// module ships one, else what [`probe::sample`] makes of the storage version's schema;
/// with `apiVersion`, `kind` and the round's `metadata`.
fn sample_object(
    crd: &Value,
    probe: &probe::Probe,
    own: Option<&Value>,
    name: &str,
    namespace: &str,
) -> Value {
    let version = crd
        .pointer("/spec/versions")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .find(|v| v.get("name").and_then(Value::as_str) == Some(probe.version));
    let schema = version
        .and_then(|v| v.pointer("/schema/openAPIV3Schema"))
        .cloned()
        .unwrap_or_default();
    let made = own.cloned().unwrap_or_else(|| probe::sample(&schema));
    let mut obj = match made {
        Value::Object(m) => m,
        _ => serde_json::Map::new(),
    };
    let group = crd
        .pointer("/spec/group")
        .and_then(Value::as_str)
        .unwrap_or_default();
    obj.insert(
        "apiVersion".into(),
        format!("{group}/{}", probe.version).into(),
    );
    obj.insert("kind".into(), probe.kind.into());
    let namespaced = crd.pointer("/spec/scope").and_then(Value::as_str) == Some("Namespaced");
    let mut meta = serde_json::json!({"name": name});
    if namespaced {
        meta["namespace"] = namespace.into();
    }
    obj.insert("metadata".into(), meta);
    Value::Object(obj)
}

/// The projects' own samples of the probed Kinds (by project and CRD), where the fetched
/// modules ship them ([`probe::project_samples`]), each named with its file.
fn own_samples(
    originals: &BTreeMap<String, Value>,
) -> BTreeMap<(&'static str, &'static str), Value> {
    let text = std::fs::read_to_string(manifest::manifest_path()).expect("the manifest");
    let entries = manifest::parse(&text).expect("the manifest parses");
    let mut out = BTreeMap::new();
    for e in entries.iter().filter(|e| e.used_by("import")) {
        let probes: Vec<&probe::Probe> = PROBES.iter().filter(|p| p.project == e.project).collect();
        let group = |p: &probe::Probe| {
            originals
                .get(p.crd)
                .and_then(|c| c.pointer("/spec/group"))
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string()
        };
        let wanted: BTreeSet<(String, String)> = probes
            .iter()
            .map(|p| (format!("{}/{}", group(p), p.version), p.kind.to_string()))
            .collect();
        if wanted.is_empty() {
            continue;
        }
        let root = e.root().expect("fetched");
        let found = probe::project_samples(&root, &wanted);
        for p in probes {
            let key = (format!("{}/{}", group(p), p.version), p.kind.to_string());
            if let Some((file, sample)) = found.get(&key) {
                println!(
                    "{} {}: the project's sample in {}",
                    p.project,
                    p.kind,
                    file.display()
                );
                out.insert((p.project, p.crd), sample.clone());
            }
        }
    }
    out
}

#[test]
fn typed_clients_of_imported_kinds_round_trip_on_an_api_server() {
    // A project's sample read into its imported type recurses as deep as the sample (serde's
    // derived code, unoptimized): the rounds are polled on a thread of a 64 MiB stack.
    let rounds = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(|| {
            tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .expect("a runtime")
                .block_on(typed_rounds())
        })
        .expect("a thread");
    if let Err(panic) = rounds.join() {
        std::panic::resume_unwind(panic);
    }
}

/// The body of [`typed_clients_of_imported_kinds_round_trip_on_an_api_server`].
async fn typed_rounds() {
    if !kube_codegen_corpus::require_compiled(Compiled::ImportCheck) {
        return;
    }
    let Some(_) = kube_envtest::require_assets() else {
        return;
    };
    // The original CRDs of the probed Kinds (a name defined twice: its first definition).
    let wanted: BTreeSet<&str> = PROBES.iter().map(|p| p.crd).collect();
    let mut originals: BTreeMap<String, Value> = BTreeMap::new();
    for (_, name, crd) in corpus_crds() {
        if wanted.contains(name.as_str()) {
            originals.entry(name).or_insert(crd);
        }
    }
    let plane = kube_envtest::Environment::new()
        .start()
        .await
        .expect("the API server starts");
    let client = plane.client().expect("a client");
    // Each original CRD installed on its own: the API server refuses some projects' own
    // (emissary's `oneOf` with types is not structural); their Kinds are listed, not probed.
    let installs = originals.iter().map(|(name, crd)| {
        let client = client.clone();
        async move {
            let crd = serde_json::from_value(crd.clone()).unwrap_or_else(|e| panic!("{name}: {e}"));
            let installed =
                kube_envtest::install_crds(&client, &[crd], std::time::Duration::from_secs(60))
                    .await;
            (name.clone(), installed)
        }
    });
    let mut refused_crds = BTreeMap::new();
    for (name, installed) in stream::iter(installs)
        .buffer_unordered(8)
        .collect::<Vec<_>>()
        .await
    {
        match installed {
            Ok(_) => {}
            Err(kube_envtest::Error::CrdRejected { message, .. }) => {
                refused_crds.insert(name, message);
            }
            Err(e) => panic!("{name}: the API server does not install it: {e}"),
        }
    }
    for (name, message) in &refused_crds {
        println!("the API server refuses the original CRD {name}: {message}");
    }
    let ns = kube_envtest::test_namespace(&client, "corpus")
        .await
        .expect("a namespace");
    let own = own_samples(&originals);
    let probed = PROBES.iter().filter(|p| !refused_crds.contains_key(p.crd));
    let rounds = probed.enumerate().map(|(i, p)| {
        let sample = own.get(&(p.project, p.crd));
        let obj = sample_object(&originals[p.crd], p, sample, &format!("probe-{i}"), &ns);
        let run = (p.run)(client.clone(), ns.clone(), obj);
        async move { (p, sample.is_some(), run.await) }
    });
    let results: Vec<_> = stream::iter(rounds).buffer_unordered(8).collect().await;

    // Per project: Kinds probed, rounds done, samples the server refused, rounds on the
    // project's own samples.
    let mut table: BTreeMap<&str, [usize; 4]> = BTreeMap::new();
    let mut broken = Vec::new();
    for (p, own, result) in &results {
        let row = table.entry(p.project).or_default();
        row[0] += 1;
        row[3] += usize::from(*own);
        match result {
            Ok(()) => row[1] += 1,
            Err(Failure::Sample(e)) => {
                row[2] += 1;
                println!("sample refused: {} {} ({}): {e}", p.project, p.kind, p.crd);
            }
            Err(Failure::Client(e)) => {
                broken.push(format!("{} {} ({}): {e}", p.project, p.kind, p.crd))
            }
        }
    }
    println!(
        "| project | Kinds | created, got, listed, watched, patched | sample refused | the project's own sample |"
    );
    println!("|---|---|---|---|---|");
    for (project, r) in &table {
        println!("| {project} | {} | {} | {} | {} |", r[0], r[1], r[2], r[3]);
    }
    let done: usize = table.values().map(|r| r[1]).sum();
    let projects = table.values().filter(|r| r[1] > 0).count();
    let from_own: usize = table.values().map(|r| r[3]).sum();
    println!(
        "{done} of {} Kinds round-tripped, of {projects} projects; {from_own} rounds on the projects' own samples; {} original CRDs refused by the API server",
        results.len(),
        refused_crds.len()
    );
    assert!(
        broken.is_empty(),
        "typed rounds that failed:\n{}",
        broken.join("\n")
    );
    assert!(done >= 30, "only {done} Kinds round-tripped");
    assert!(
        projects >= 10,
        "only {projects} projects' Kinds round-tripped"
    );
}

/// The object of `crd`'s version `version` of `kind` made from its schema ([`probe::sample`]),
/// with `apiVersion`, `kind` and a name (and a namespace for a namespaced Kind).
fn schema_sample(crd: &Value, version: &str, kind: &str) -> Value {
    let schema = crd
        .pointer("/spec/versions")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .find(|v| v.get("name").and_then(Value::as_str) == Some(version))
        .and_then(|v| v.pointer("/schema/openAPIV3Schema"))
        .cloned()
        .unwrap_or_default();
    let mut obj = probe::sample(&schema);
    let group = crd
        .pointer("/spec/group")
        .and_then(Value::as_str)
        .unwrap_or_default();
    obj["apiVersion"] = format!("{group}/{version}").into();
    obj["kind"] = kind.into();
    obj["metadata"] = serde_json::json!({"name": "sample", "namespace": "corpus"});
    obj
}

#[test]
fn generated_conversions_give_back_what_they_took_on_real_objects() {
    if !kube_codegen_corpus::require_compiled(Compiled::ImportCheck) {
        return;
    }
    // The stubs of the `ManualConversions` methods panic when reached: that is a Kind whose
    // conversion needs the user, not a failure, and not worth a backtrace each.
    let report = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied())
            .unwrap_or_default();
        if !message.contains(roundtrip::STUB_MESSAGE) {
            report(info);
        }
    }));
    let mut crds: BTreeMap<(String, String), (String, Value)> = BTreeMap::new();
    for (project, _, crd) in corpus_crds() {
        let text = |p: &str| {
            crd.pointer(p)
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string()
        };
        let key = (text("/spec/group"), text("/spec/names/kind"));
        crds.entry(key).or_insert((project, crd));
    }
    // The projects' own samples of the spokes, where their modules ship them.
    let text = std::fs::read_to_string(manifest::manifest_path()).expect("the manifest");
    let entries = manifest::parse(&text).expect("the manifest parses");
    let mut own = BTreeMap::new();
    for e in entries.iter().filter(|e| e.used_by("import")) {
        let wanted: BTreeSet<(String, String)> = CONVERSION_PROBES
            .iter()
            .filter(|p| p.project == e.project)
            .map(|p| {
                let (g, v, k) = (p.gvk)();
                (format!("{g}/{v}"), k)
            })
            .collect();
        if !wanted.is_empty() {
            own.extend(probe::project_samples(&e.root().expect("fetched"), &wanted));
        }
    }
    // Per project: spoke Kinds, objects back equal, objects that reach a manual method,
    // objects the spoke's type does not read, of them the projects' own samples.
    let mut table: BTreeMap<&str, [usize; 5]> = BTreeMap::new();
    let mut wrong = Vec::new();
    for p in CONVERSION_PROBES {
        let (group, version, kind) = (p.gvk)();
        let row = table.entry(p.project).or_default();
        row[0] += 1;
        let Some((_, crd)) = crds.get(&(group.clone(), kind.clone())) else {
            wrong.push(format!("{} {kind}: no CRD of group {group}", p.project));
            continue;
        };
        let mut objects = vec![schema_sample(crd, &version, &kind)];
        if let Some((file, sample)) = own.get(&(format!("{group}/{version}"), kind.clone())) {
            println!(
                "{} {kind} {version}: the project's sample in {}",
                p.project,
                file.display()
            );
            objects.push(sample.clone());
            row[4] += 1;
        }
        for object in &objects {
            match (p.run)(object) {
                RoundTrip::Equal => row[1] += 1,
                RoundTrip::Manual => row[2] += 1,
                RoundTrip::Unreadable(e) => {
                    row[3] += 1;
                    println!(
                        "{} {kind} {version}: the sample does not read: {e}",
                        p.project
                    );
                }
                RoundTrip::Failed(e) => wrong.push(format!("{} {kind} {version}: {e}", p.project)),
                RoundTrip::Differs(at) => wrong.push(format!(
                    "{} {kind} {version}: back different at `{at}`",
                    p.project
                )),
            }
        }
    }
    let _ = std::panic::take_hook();
    println!(
        "| project | spoke Kinds | objects back equal | objects that reach a manual method | samples the spoke does not read | the project's own samples |"
    );
    println!("|---|---|---|---|---|---|");
    for (project, r) in &table {
        println!(
            "| {project} | {} | {} | {} | {} | {} |",
            r[0], r[1], r[2], r[3], r[4]
        );
    }
    let equal: usize = table.values().map(|r| r[1]).sum();
    println!(
        "{equal} objects of {} spoke Kinds converted to the hub and back equal",
        CONVERSION_PROBES.len()
    );
    assert!(
        wrong.is_empty(),
        "conversions that failed or changed an object:\n{}",
        wrong.join("\n")
    );
    assert!(
        equal >= 10,
        "only {equal} objects came back through generated conversions alone"
    );
}

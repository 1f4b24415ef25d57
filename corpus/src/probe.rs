//! A typed client's round on a real API server, for an imported Kind: the project's own sample
//! object ([`project_samples`]) or one made from the original CRD's schema ([`sample`])
//! created, got, listed, watched and patched through the
//! runtime's typed client (`kube_codegen_runtime::Client<K>`, which the generated clients
//! wrap), every answer read back into the imported Rust type.

use std::collections::{BTreeMap, BTreeSet};
use std::future::Future;
use std::path::{Path, PathBuf};
use std::pin::Pin;

use kube::api::{GetParams, ListParams, Patch, PatchParams, PostParams, WatchEvent, WatchParams};
use kube_codegen_runtime as rt;
use rt::reexports::futures::StreamExt as _;
use serde_json::{Map, Value, json};

/// How long a watch may take to deliver the created object.
const WATCH_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(20);

/// The label the round's merge patch sets.
pub const PATCHED_LABEL: &str = "kube-codegen.dev/probe";

/// Why a round did not complete.
#[derive(Debug)]
pub enum Failure {
    /// The API server refused the sample object as invalid (422): the schema asks for more
    /// than [`sample`] writes (a pattern, a CEL rule); the typed client is not at fault.
    Sample(String),
    /// Anything else: the typed client, the imported type or the server's answer read into
    /// it.
    Client(String),
}

/// A round's future, boxed so that rounds over different Kinds sit in one list.
pub type RoundFuture = Pin<Box<dyn Future<Output = Result<(), Failure>> + Send>>;

/// One imported Kind the build compiled, with its round.
#[derive(Clone, Copy)]
pub struct Probe {
    /// The manifest's project.
    pub project: &'static str,
    /// The CRD's `metadata.name`.
    pub crd: &'static str,
    /// The version the round uses (the CRD's storage version).
    pub version: &'static str,
    /// The Kind.
    pub kind: &'static str,
    /// [`round`] for the imported type: `(client, namespace, sample object)`.
    pub run: fn(kube::Client, String, Value) -> RoundFuture,
}

/// Creates `sample` (a JSON object of `K`) in `namespace` (ignored for a cluster-scoped
/// Kind), then gets, lists, watches and merge-patches it with `rt::Client<K>`, checking each
/// answer: the same `uid`, the object in the list, an `ADDED` event for it within 20 s, the
/// patched label back.
pub async fn round<K: rt::Kind>(
    client: kube::Client,
    namespace: String,
    sample: Value,
) -> Result<(), Failure> {
    let fail = |what: &str, e: &dyn std::fmt::Display| Failure::Client(format!("{what}: {e}"));
    let obj: K = match serde_json::from_value(sample.clone()) {
        Ok(obj) => obj,
        Err(e) => return Err(unreadable::<K>(client, &namespace, sample, &e).await),
    };
    let c = rt::Client::<K>::new(client, Some(&namespace));
    let created = match c.create(&PostParams::default(), &obj).await {
        Ok(o) => o,
        Err(e) if e.is_invalid() => return Err(Failure::Sample(e.to_string())),
        Err(e) => return Err(fail("create", &e)),
    };
    let name = created.meta().name.clone().unwrap_or_default();
    let uid = created.meta().uid.clone();
    let got = c
        .get(&name, &GetParams::default())
        .await
        .map_err(|e| fail("get", &e))?;
    if got.meta().uid != uid {
        return Err(Failure::Client(format!("get {name}: another uid")));
    }
    let listed = c
        .list(&ListParams::default())
        .await
        .map_err(|e| fail("list", &e))?;
    if !listed
        .items
        .iter()
        .any(|o| o.meta().name.as_deref() == Some(name.as_str()))
    {
        return Err(Failure::Client(format!("list: {name} is not listed")));
    }
    let params = WatchParams::default().fields(&format!("metadata.name={name}"));
    let mut events = c.watch(&params, "0").await.map_err(|e| fail("watch", &e))?;
    match tokio::time::timeout(WATCH_TIMEOUT, events.next()).await {
        Ok(Some(Ok(WatchEvent::Added(o)))) if o.meta().uid == uid => {}
        Ok(Some(Ok(other))) => {
            return Err(Failure::Client(format!(
                "watch: {other:?} before the ADDED event"
            )));
        }
        Ok(Some(Err(e))) => return Err(fail("watch", &e)),
        Ok(None) => return Err(Failure::Client("watch: the stream ended".into())),
        Err(_) => return Err(Failure::Client("watch: no event in 20 s".into())),
    }
    let patch = json!({"metadata": {"labels": {PATCHED_LABEL: "patched"}}});
    let patched = c
        .patch(&name, &PatchParams::default(), &Patch::Merge(&patch))
        .await
        .map_err(|e| fail("patch", &e))?;
    let label = patched
        .meta()
        .labels
        .as_ref()
        .and_then(|l| l.get(PATCHED_LABEL));
    if label.map(String::as_str) != Some("patched") {
        return Err(Failure::Client(format!("patch: {name} has no label")));
    }
    Ok(())
}

/// Why a sample that does not deserialize into `K` (with `error`) failed the round: asked
/// of the API server as a dry-run create, an object the server refuses too
/// ([`Failure::Sample`]: a project's sample may be partial, as a test's expected state), else
/// an object the server takes and the imported type cannot read ([`Failure::Client`]).
async fn unreadable<K: rt::Kind>(
    client: kube::Client,
    namespace: &str,
    sample: Value,
    error: &serde_json::Error,
) -> Failure {
    let resource = kube::api::ApiResource::erase::<K>(&());
    let namespaced = sample.pointer("/metadata/namespace").is_some();
    let api: kube::Api<kube::api::DynamicObject> = if namespaced {
        kube::Api::namespaced_with(client, namespace, &resource)
    } else {
        kube::Api::all_with(client, &resource)
    };
    let dry_run = PostParams {
        dry_run: true,
        ..PostParams::default()
    };
    let object = match serde_json::from_value::<kube::api::DynamicObject>(sample) {
        Ok(o) => o,
        Err(e) => return Failure::Sample(format!("no Kubernetes object: {e}")),
    };
    match api.create(&dry_run, &object).await {
        Err(kube::Error::Api(s)) if s.code == 422 => Failure::Sample(format!(
            "the imported type does not read it ({error}), nor does the API server take it: {}",
            s.message
        )),
        Ok(_) => Failure::Client(format!(
            "the sample does not deserialize into the imported type, but the API server takes it: {error}"
        )),
        Err(e) => Failure::Client(format!(
            "the sample does not deserialize into the imported type ({error}); the dry run: {e}"
        )),
    }
}

/// A small object the schema `schema` (an `openAPIV3Schema`) accepts where its keywords
/// say what: each required property, recursively, and a union's first member; an `enum`'s
/// first value, a `default`, a string of `minLength` letters (`a`), a `date-time` or
/// int-or-string of their format, a number at its `minimum`, `minItems` items. Patterns and CEL rules are not read: the API
/// server may refuse the object ([`Failure::Sample`]).
pub fn sample(schema: &Value) -> Value {
    sample_at(schema, 0)
}

fn sample_at(s: &Value, depth: usize) -> Value {
    if let Some(v) = s.get("default") {
        return v.clone();
    }
    if let Some(first) = s
        .get("enum")
        .and_then(Value::as_array)
        .and_then(|e| e.first())
    {
        return first.clone();
    }
    if s.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true)) {
        return json!(1);
    }
    let num = |k: &str| s.get(k).and_then(Value::as_f64);
    match s.get("type").and_then(Value::as_str) {
        Some("object") => {
            let mut out = Map::new();
            let required = s.get("required").and_then(Value::as_array);
            // A union's first member (`oneOf`'s first alternative that requires something).
            let member = s
                .get("oneOf")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .find_map(|a| a.get("required").and_then(Value::as_array));
            let names = required.into_iter().chain(member).flatten();
            for name in names.filter_map(Value::as_str) {
                let prop = s.pointer(&format!(
                    "/properties/{}",
                    name.replace('~', "~0").replace('/', "~1")
                ));
                let value = match prop {
                    Some(p) if depth < 32 => sample_at(p, depth + 1),
                    _ => json!({}),
                };
                out.insert(name.to_string(), value);
            }
            Value::Object(out)
        }
        Some("array") => {
            let n = num("minItems").unwrap_or(0.0) as usize;
            let item = s
                .get("items")
                .map_or(json!({}), |i| sample_at(i, depth + 1));
            Value::Array(vec![item; n])
        }
        Some("string") => match s.get("format").and_then(Value::as_str) {
            Some("date-time") => json!("2026-01-01T00:00:00Z"),
            Some("date") => json!("2026-01-01"),
            _ => json!("a".repeat(num("minLength").unwrap_or(1.0).max(1.0) as usize)),
        },
        Some("integer") => json!(num("minimum").map_or(0, |m| m.ceil() as i64
            + i64::from(s.get("exclusiveMinimum") == Some(&Value::Bool(true))))),
        Some("number") => json!(num("minimum").map_or(0.0, |m| m + f64::from(u8::from(
            s.get("exclusiveMinimum") == Some(&Value::Bool(true))
        )))),
        Some("boolean") => json!(false),
        _ => json!({}),
    }
}

/// The project's own sample objects of the Kinds `wanted` (`(apiVersion, kind)`): for each,
/// the first document of that `apiVersion` and `kind` in the YAML files under `root` (the
/// fetched module; files in path order, `vendor/`, `testdata/` and hidden directories
/// left out, as are files over 1 MiB), with the file it came from. Kinds the module ships no
/// sample of are absent.
pub fn project_samples(
    root: &Path,
    wanted: &BTreeSet<(String, String)>,
) -> BTreeMap<(String, String), (PathBuf, Value)> {
    let mut files = Vec::new();
    let mut dirs = vec![root.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            let Ok(kind) = entry.file_type() else {
                continue;
            };
            if kind.is_dir() {
                if !name.starts_with('.') && name != "vendor" && name != "testdata" {
                    dirs.push(path);
                }
            } else if (name.ends_with(".yaml") || name.ends_with(".yml"))
                && entry.metadata().is_ok_and(|m| m.len() <= 1 << 20)
            {
                files.push(path);
            }
        }
    }
    files.sort();
    let kinds: BTreeSet<&str> = wanted.iter().map(|(_, k)| k.as_str()).collect();
    let mut found = BTreeMap::new();
    for file in files {
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue;
        };
        if !kinds.iter().any(|k| text.contains(&format!("kind: {k}"))) {
            continue;
        }
        for (_, doc) in crate::manifest::yaml_documents(&text) {
            let field = |k: &str| {
                doc.get(k)
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_string()
            };
            let key = (field("apiVersion"), field("kind"));
            if wanted.contains(&key) && !found.contains_key(&key) {
                found.insert(key, (file.clone(), doc));
            }
        }
    }
    found
}

//! The compatibility check (`Config::compat`) over the table of `testdata/compat/cases.yaml`:
//! every breaking change is refused by the crdify check the table names, with an error
//! located in the new source, and every safe change passes. Then each case on
//! kube-apiserver (kube-envtest): an object written under the old CRD shows the break the
//! table says once the new CRD is installed, or survives it for a safe change.
//!
//! Without the API server binaries the envtest test fails, unless `KUBE_ENVTEST_SKIP=1` asks
//! to skip it (see `kube_envtest::require_assets`).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use kube::api::{Api, ApiResource, DynamicObject, PostParams};
use serde::Deserialize;
use serde_json::{Value, json};

#[derive(Deserialize)]
struct Cases {
    breaking: Vec<Case>,
    safe: Vec<Case>,
}

#[derive(Deserialize)]
struct Case {
    name: String,
    check: Option<String>,
    old: Side,
    new: Side,
    /// The spec of the object written under the old CRD.
    object: Value,
    /// How the break shows on the API server (breaking cases).
    proof: Option<String>,
    /// The version the object is written at.
    #[serde(default = "v1")]
    at: String,
}

fn v1() -> String {
    "v1".into()
}

#[derive(Deserialize)]
struct Side {
    fields: String,
    #[serde(default)]
    kind: String,
    #[serde(default)]
    versions: Vec<String>,
}

fn cases() -> Cases {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/compat/cases.yaml");
    let text = std::fs::read_to_string(&path).expect("read the table");
    serde_norway::from_str(&text).expect("the table parses")
}

/// The group of the table's Widgets.
const GROUP: &str = "compat.example.com";

/// The side's API in group `group`: a module per version, each with the Widget and its
/// spec (and, with `probe`, an optional `zzProbe` field that shows when the API server
/// has taken the new schema).
fn write_api(side: &Side, dir: &Path, group: &str, probe: bool) {
    std::fs::create_dir_all(dir).expect("mkdir");
    let versions = if side.versions.is_empty() {
        vec!["v1".to_string()]
    } else {
        side.versions.clone()
    };
    let mut fields: String = side.fields.lines().map(|l| format!("    {l}\n")).collect();
    if probe {
        fields.push_str("    #[serde(skip_serializing_if = \"Option::is_none\")]\n");
        fields.push_str("    pub zz_probe: Option<String>,\n");
    }
    for v in &versions {
        let name = v.trim_end_matches(['*', '!']);
        let mut markers = String::new();
        if v.ends_with('*') {
            markers.push_str("/// +kubebuilder:storageversion\n");
        }
        if v.ends_with('!') {
            markers.push_str("/// +kubebuilder:deprecatedversion\n");
        }
        if !side.kind.is_empty() {
            markers.push_str(&side.kind);
            markers.push('\n');
        }
        let text = format!(
            "//! +groupName={group}\n\
             use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\n\
             use serde::{{Deserialize, Serialize}};\n\n\
             /// WidgetSpec is the spec.\n\
             #[derive(Serialize, Deserialize)]\n\
             #[serde(rename_all = \"camelCase\")]\n\
             pub struct WidgetSpec {{\n{fields}}}\n\n\
             /// Widget is the Kind.\n/// +kubebuilder:object:root=true\n{markers}\
             pub struct Widget {{\n    pub metadata: ObjectMeta,\n    pub spec: WidgetSpec,\n}}\n"
        );
        std::fs::write(dir.join(format!("{name}.rs")), text).expect("write");
    }
}

fn config(api: &Path) -> kube_codegen::Config {
    kube_codegen::Config::new()
        .input(api)
        .crd_options(kube_codegen::CrdOptions::default().omit_version_annotation(true))
}

/// The old side's CRDs, written; then the new side checked against them.
fn check(
    case: &Case,
) -> (
    PathBuf,
    Result<kube_codegen::Output, kube_codegen::GenerateError>,
    tempfile::TempDir,
) {
    let tmp = tempfile::tempdir().expect("tempdir");
    let (old, new, crds) = (
        tmp.path().join("old"),
        tmp.path().join("new"),
        tmp.path().join("crds"),
    );
    write_api(&case.old, &old, GROUP, false);
    write_api(&case.new, &new, GROUP, false);
    let output = config(&old)
        .generate()
        .unwrap_or_else(|e| panic!("{}: the old API generates: {}", case.name, e.render(false)));
    output.write(&crds).expect("write the old CRDs");
    let result = config(&new).compat(&crds).generate();
    (new, result, tmp)
}

#[test]
fn every_breaking_change_is_refused_by_its_check() {
    let cases = cases();
    assert!(cases.breaking.len() >= 25, "at least 25 breaking cases");
    let mut failures = Vec::new();
    for case in &cases.breaking {
        let check_name = case
            .check
            .as_deref()
            .expect("a breaking case names its check");
        let (_, result, _tmp) = check(case);
        let err = match result {
            Ok(_) => {
                failures.push(format!("{}: accepted", case.name));
                continue;
            }
            Err(e) => e,
        };
        let named = format!("`{check_name}`:");
        let found = err
            .diagnostics()
            .iter()
            .find(|d| d.is_error() && d.message.contains(&named));
        match found {
            None => failures.push(format!(
                "{}: no `{check_name}` error in:\n{}",
                case.name,
                err.render(false)
            )),
            Some(d) if d.span.is_none() => {
                failures.push(format!("{}: `{check_name}` is not located", case.name))
            }
            Some(_) => {}
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_safe_change_passes() {
    let cases = cases();
    assert!(cases.safe.len() >= 15, "at least 15 safe cases");
    let mut failures = Vec::new();
    for case in &cases.safe {
        assert!(
            case.check.is_none(),
            "{}: a safe case names no check",
            case.name
        );
        let (_, result, _tmp) = check(case);
        if let Err(e) = result {
            failures.push(format!("{}: refused:\n{}", case.name, e.render(false)));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn an_unreadable_baseline_is_an_error() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let api = tmp.path().join("api");
    write_api(
        &Side {
            fields: "pub a: String,".into(),
            kind: String::new(),
            versions: Vec::new(),
        },
        &api,
        GROUP,
        false,
    );
    let missing = tmp.path().join("no-such-dir");
    let err = config(&api)
        .compat(&missing)
        .generate()
        .expect_err("refused");
    assert!(
        err.render(false)
            .contains("cannot read the CRDs to compare with"),
        "{}",
        err.render(false)
    );
    let broken = tmp.path().join("broken.yaml");
    std::fs::write(&broken, "kind: [").expect("write");
    let err = config(&api)
        .compat(&broken)
        .generate()
        .expect_err("refused");
    assert!(
        err.render(false).contains("document 1"),
        "{}",
        err.render(false)
    );
}

/// The CRD of `side` in `group` (with the probe field on the new side).
fn crd(side: &Side, group: &str, probe: bool) -> Result<CustomResourceDefinition, String> {
    let tmp = tempfile::tempdir().map_err(|e| e.to_string())?;
    write_api(side, tmp.path(), group, probe);
    let output = config(tmp.path()).generate().map_err(|e| e.render(false))?;
    let (_, text) = output.files().iter().next().ok_or("no CRD")?;
    let mut crds = kube_envtest::parse_crds(text, Path::new(group)).map_err(|e| e.to_string())?;
    crds.pop().ok_or_else(|| "no CRD".into())
}

/// A client of the Widgets of `group` at `version`, in namespace `default`.
fn widgets(client: &kube::Client, group: &str, version: &str) -> Api<DynamicObject> {
    let resource = ApiResource {
        group: group.into(),
        version: version.into(),
        api_version: format!("{group}/{version}"),
        kind: "Widget".into(),
        plural: "widgets".into(),
    };
    Api::namespaced_with(client.clone(), "default", &resource)
}

/// A Widget of `api_version` named `name` with `spec`.
fn widget(api_version: &str, name: &str, spec: &Value) -> Result<DynamicObject, String> {
    serde_json::from_value(json!({
        "apiVersion": api_version, "kind": "Widget", "metadata": {"name": name}, "spec": spec,
    }))
    .map_err(|e| e.to_string())
}

/// Polls `check` every 100 ms for up to 20 s (the API server takes a new CRD's schema
/// within a second or two); the last failure if it never holds.
async fn eventually<F, Fut>(what: &str, mut check: F) -> Result<(), String>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<(), String>>,
{
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        match check().await {
            Ok(()) => return Ok(()),
            Err(e) if Instant::now() > deadline => return Err(format!("{what}: {e}")),
            Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }
}

async fn install(client: &kube::Client, crd: &CustomResourceDefinition) -> Result<(), String> {
    kube_envtest::install_crds(client, std::slice::from_ref(crd), Duration::from_secs(30))
        .await
        .map(drop)
        .map_err(|e| e.to_string())
}

/// Case `index` on the API server: the old CRD, the object, the new CRD, then the proof.
async fn prove(client: kube::Client, index: usize, case: Case) -> Result<(), String> {
    let group = format!("c{index}.{GROUP}");
    let (old, new) = (
        crd(&case.old, &group, false)?,
        crd(&case.new, &group, true)?,
    );
    install(&client, &old).await?;
    let at = widgets(&client, &group, &case.at);
    let api_version = format!("{group}/{}", case.at);
    let spec = &case.object;
    let pp = PostParams::default();
    let rejected = |r: kube::Result<DynamicObject>| match r {
        Err(kube::Error::Api(s)) if s.code == 422 => Ok(()),
        other => Err(format!("not refused: {other:?}")),
    };
    let dry = PostParams {
        dry_run: true,
        ..Default::default()
    };
    let proof = case.proof.as_deref();
    if proof == Some("rollback-rejected") {
        install(&client, &new).await?;
        eventually("written under the new CRD", || async {
            at.create(&dry, &widget(&api_version, "w", spec)?)
                .await
                .map(drop)
                .map_err(|e| e.to_string())
        })
        .await?;
        at.create(&pp, &widget(&api_version, "w", spec)?)
            .await
            .map_err(|e| e.to_string())?;
        install(&client, &old).await?;
        return eventually("refused by the old CRD again", || async {
            rejected(at.create(&dry, &widget(&api_version, "again", spec)?).await)
        })
        .await;
    }
    let written = at
        .create(&pp, &widget(&api_version, "w", spec)?)
        .await
        .map_err(|e| format!("written under the old CRD: {e}"))?;
    let written_spec = written.data["spec"].clone();
    if proof == Some("crd-refused") {
        return match install(&client, &new).await {
            Err(_) => Ok(()),
            Ok(()) => Err("the API server took the new CRD".into()),
        };
    }
    install(&client, &new).await?;
    match proof {
        None => {
            // The new schema is in effect once it keeps the probe field.
            let mut probed = spec.clone();
            probed["zzProbe"] = json!("p");
            eventually("the new schema in effect", || async {
                let o = at
                    .create(&dry, &widget(&api_version, "probe", &probed)?)
                    .await
                    .map_err(|e| e.to_string())?;
                (o.data["spec"]["zzProbe"] == "p")
                    .then_some(())
                    .ok_or_else(|| "probe pruned".to_string())
            })
            .await?;
            let read = at.get("w").await.map_err(|e| e.to_string())?;
            if read.data["spec"] != written_spec {
                return Err(format!(
                    "changed: {} -> {}",
                    written_spec, read.data["spec"]
                ));
            }
            at.create(&pp, &widget(&api_version, "again", spec)?)
                .await
                .map(drop)
                .map_err(|e| format!("written again: {e}"))
        }
        Some("create-rejected") => {
            eventually("the same create refused", || async {
                rejected(at.create(&dry, &widget(&api_version, "again", spec)?).await)
            })
            .await
        }
        Some("lost-on-read") => {
            eventually("a field lost on read", || async {
                let read = at.get("w").await.map_err(|e| e.to_string())?;
                let had = written_spec.as_object().map_or(0, |m| m.len());
                let has = read.data["spec"].as_object().map_or(0, |m| m.len());
                (has < had)
                    .then_some(())
                    .ok_or_else(|| format!("still {}", read.data["spec"]))
            })
            .await
        }
        Some("changed-on-read") => {
            eventually("a field appears on read", || async {
                let read = at.get("w").await.map_err(|e| e.to_string())?;
                (read.data["spec"] != written_spec)
                    .then_some(())
                    .ok_or_else(|| "unchanged".to_string())
            })
            .await
        }
        Some("defaulted-differently") => {
            eventually("the same create stored differently", || async {
                let o = at
                    .create(&dry, &widget(&api_version, "again", spec)?)
                    .await
                    .map_err(|e| e.to_string())?;
                let mut again = o.data["spec"].clone();
                if let Some(m) = again.as_object_mut() {
                    m.remove("zzProbe");
                }
                (again != written_spec)
                    .then_some(())
                    .ok_or_else(|| format!("same: {again}"))
            })
            .await
        }
        Some("unreachable") => {
            eventually("unreachable at its version", || async {
                match at.get("w").await {
                    Err(kube::Error::Api(s)) if s.code == 404 => Ok(()),
                    other => Err(format!("still read: {other:?}")),
                }
            })
            .await
        }
        Some(other) => Err(format!("unknown proof `{other}`")),
    }
}

#[tokio::test]
async fn every_break_shows_on_the_api_server_and_every_safe_change_keeps_the_object()
-> Result<(), String> {
    let Some(_) = kube_envtest::require_assets() else {
        return Ok(());
    };
    let cp = kube_envtest::Environment::new()
        .start()
        .await
        .map_err(|e| e.to_string())?;
    let client = cp.client().map_err(|e| e.to_string())?;
    let cases = cases();
    let mut all: Vec<Case> = cases.breaking;
    assert!(
        all.iter().all(|c| c.proof.is_some()),
        "every breaking case has a proof"
    );
    all.extend(cases.safe);
    let names: Vec<String> = all.iter().map(|c| c.name.clone()).collect();
    let mut running = tokio::task::JoinSet::new();
    for (index, case) in all.into_iter().enumerate() {
        let client = client.clone();
        running.spawn(async move { (index, prove(client, index, case).await) });
    }
    let mut failures = Vec::new();
    while let Some(done) = running.join_next().await {
        let (index, result) = done.map_err(|e| e.to_string())?;
        if let Err(e) = result {
            failures.push(format!("{}: {e}", names[index]));
        }
    }
    failures.sort();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    Ok(())
}

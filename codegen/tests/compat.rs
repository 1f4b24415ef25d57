//! The compatibility check (`Config::compat`) over the table of `testdata/compat/cases.yaml`:
//! every breaking change is refused by the crdify check the table names, with an error
//! located in the new source, and every safe change passes.

use std::path::{Path, PathBuf};

use serde::Deserialize;

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

/// The side's API: a module per version, each with the Widget and its spec.
fn write_api(side: &Side, dir: &Path) {
    std::fs::create_dir_all(dir).expect("mkdir");
    let versions = if side.versions.is_empty() {
        vec!["v1".to_string()]
    } else {
        side.versions.clone()
    };
    let fields: String = side.fields.lines().map(|l| format!("    {l}\n")).collect();
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
            "//! +groupName=compat.example.com\n\
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
        .crd_options(kube_codegen::CrdOptions {
            omit_version_annotation: true,
            ..Default::default()
        })
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
    write_api(&case.old, &old);
    write_api(&case.new, &new);
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

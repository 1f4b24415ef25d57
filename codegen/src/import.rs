//! `kube-codegen import`: CRDs someone else wrote, read back into Rust API modules with
//! markers, one group per module in the Go layout (`<group>/mod.rs` with `+groupName`,
//! `<group>/<version>.rs`), such that generating their CRDs gives the same CRDs back. What
//! the markers cannot say is a warning naming the file and the YAML path, and is left out.

mod kind;
mod markers;
mod names;
mod render;
mod scalars;
mod types;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;

use serde::Deserialize;
use serde_json::{Map, Value};

use crate::GenerateError;
use crate::diag::{Diagnostic, Diagnostics, Report, SourceMap};
use crate::emit::schema::{API_VERSION_DESC, KIND_DESC, LEGACY_API_VERSION_DESC, LEGACY_KIND_DESC};
use crate::markers::{MarkerKind, ObjectMetaForm, TypeMetaForm};
use crate::output::Output;

use kind::kind_markers;
use names::snake;
use render::{defaultable, render_struct, top_module};
use types::{Module, description};

/// The annotations the generators write themselves: not carried over as markers.
const TOOL_ANNOTATIONS: &[&str] = &[
    "controller-gen.kubebuilder.io/version",
    crate::emit::crd::VERSION_ANNOTATION,
];

/// One CRD read from a file, with where it came from.
struct Source {
    file: PathBuf,
    crd: Value,
}

/// Reads the CRDs of `inputs` (YAML files, or directories of `.yaml`/`.yml` files; other
/// documents are skipped) and writes their API modules: `mod.rs` naming the group modules,
/// and per group its `mod.rs` and one file per version. Errors: an unreadable file or
/// invalid YAML (with its file), a CRD that is not `apiextensions.k8s.io/v1`, two CRDs of
/// one group and Kind (naming both files). Warnings: no CRD in the inputs, and what the
/// markers cannot carry over. Needs the `import` feature (on by default).
pub fn import(inputs: &[PathBuf]) -> Result<Output, GenerateError> {
    let mut diags = Diagnostics::new();
    let sources = read(inputs, &mut diags);
    if sources.is_empty() && !diags.has_errors() {
        diags.push(Diagnostic::warning(
            None,
            "no CustomResourceDefinition in the inputs",
        ));
    }
    // group → its CRDs; one CRD per group and Kind.
    let mut groups: BTreeMap<String, Vec<&Source>> = BTreeMap::new();
    let mut kinds: BTreeMap<(&str, &str), &Source> = BTreeMap::new();
    for s in &sources {
        let group = str_at(&s.crd, "/spec/group");
        let kind = str_at(&s.crd, "/spec/names/kind");
        if let Some(first) = kinds.insert((group, kind), s) {
            diags.push(Diagnostic::error(
                None,
                format!(
                    "{}: Kind `{kind}` of group `{group}` is defined again (first in {})",
                    s.file.display(),
                    first.file.display()
                ),
            ));
        }
        groups.entry(group.to_string()).or_default().push(s);
    }
    if diags.has_errors() {
        return Err(GenerateError::new(diags, SourceMap::new()));
    }
    let modules = group_modules(groups.keys().map(String::as_str));
    let mut files = BTreeMap::new();
    let mut top = String::new();
    let mut floats = false;
    for (group, crds) in &groups {
        let module = &modules[group.as_str()];
        let _ = writeln!(top, "pub mod {module};");
        let mut versions: BTreeMap<String, Vec<(&Source, &Value)>> = BTreeMap::new();
        for s in crds {
            let list = s.crd.pointer("/spec/versions").and_then(Value::as_array);
            for v in list.into_iter().flatten() {
                let name = v
                    .get("name")
                    .and_then(Value::as_str)
                    .unwrap_or("")
                    .to_string();
                versions.entry(name).or_default().push((s, v));
            }
        }
        let mut group_mod = format!(
            "//! The API group `{group}`, imported by `kube-codegen import`.\n//!\n//! {}\n",
            MarkerKind::GroupName(group.clone())
                .text()
                .unwrap_or_default()
        );
        // Named by more labels than its first, as another group shares that: the clientset,
        // which names a group by its first label, is told the module's name.
        if *module != snake(group.split('.').next().unwrap_or_default()) {
            let marker = MarkerKind::GroupGoName(names::pascal(module))
                .text()
                .unwrap_or_default();
            let _ = writeln!(group_mod, "//! {marker}");
        }
        group_mod.push('\n');
        for (version, kinds) in &versions {
            let name = snake(version);
            // A version named as its group (gatekeeper's `match.gatekeeper.sh/match`).
            if name == *module {
                group_mod.push_str("#[allow(clippy::module_inception)]\n");
            }
            let _ = writeln!(group_mod, "pub mod {name};");
            let (text, has_floats) = version_module(group, version, kinds, &mut diags);
            floats |= has_floats;
            files.insert(
                PathBuf::from(module).join(format!("{}.rs", snake(version))),
                text,
            );
        }
        files.insert(PathBuf::from(module).join("mod.rs"), group_mod);
    }
    files.insert(PathBuf::from("mod.rs"), top_module(&top, floats));
    if diags.has_errors() {
        return Err(GenerateError::new(diags, SourceMap::new()));
    }
    let report = Report::new(diags.into_sorted(), SourceMap::new());
    Ok(Output::new(
        files,
        report,
        inputs.to_vec(),
        Default::default(),
    ))
}

/// The CRDs of `inputs`, in file order.
fn read(inputs: &[PathBuf], diags: &mut Diagnostics) -> Vec<Source> {
    let mut files = Vec::new();
    for input in inputs {
        if input.is_dir() {
            let mut found: Vec<PathBuf> = match std::fs::read_dir(input) {
                Ok(d) => d.filter_map(|e| e.ok().map(|e| e.path())).collect(),
                Err(e) => {
                    diags.push(Diagnostic::error(None, format!("{}: {e}", input.display())));
                    continue;
                }
            };
            found.retain(|p| p.extension().is_some_and(|x| x == "yaml" || x == "yml"));
            found.sort();
            files.extend(found);
        } else {
            files.push(input.clone());
        }
    }
    let mut out = Vec::new();
    for file in files {
        let text = match std::fs::read_to_string(&file) {
            Ok(t) => t,
            Err(e) => {
                diags.push(Diagnostic::error(None, format!("{}: {e}", file.display())));
                continue;
            }
        };
        for doc in serde_norway::Deserializer::from_str(&text) {
            let value = match Value::deserialize(doc) {
                Ok(v) => v,
                Err(e) => {
                    diags.push(Diagnostic::error(None, format!("{}: {e}", file.display())));
                    break;
                }
            };
            let crd = value;
            if crd.get("kind").and_then(Value::as_str) != Some("CustomResourceDefinition") {
                continue;
            }
            if crd.get("apiVersion").and_then(Value::as_str) != Some("apiextensions.k8s.io/v1") {
                diags.push(Diagnostic::error(
                    None,
                    format!(
                        "{}: only apiextensions.k8s.io/v1 CRDs are read",
                        file.display()
                    ),
                ));
                continue;
            }
            for why in crd_problems(&crd) {
                diags.push(Diagnostic::warning(
                    None,
                    format!("{}: {why}", file.display()),
                ));
            }
            out.push(Source {
                file: file.clone(),
                crd,
            });
        }
    }
    out
}

/// What of a CRD, outside its schemas, the generator cannot write back, each with its YAML
/// path.
fn crd_problems(crd: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let kind = str_at(crd, "/spec/names/kind");
    if !kind.starts_with(|c: char| c.is_ascii_uppercase()) {
        out.push(format!("spec.names.kind: `{kind}` does not start with an upper-case letter, which a Rust Kind needs; the Kind is left out"));
    }
    let list_kind = crd.pointer("/spec/names/listKind");
    if list_kind.is_some() && str_at(crd, "/spec/names/listKind") != format!("{kind}List") {
        out.push(format!(
            "spec.names.listKind: not `{kind}List`, which the generator writes"
        ));
    }
    for key in ["shortNames", "categories"] {
        if crd
            .pointer(&format!("/spec/names/{key}"))
            .and_then(Value::as_array)
            .is_some_and(Vec::is_empty)
        {
            out.push(format!(
                "spec.names.{key}: an empty list, which no marker writes"
            ));
        }
    }
    out
}

/// Which form of `+kube-codegen:crd:typeMeta` the `apiVersion` and `kind` properties of a
/// Kind's schema are, or `None` when they are none of them.
fn type_meta_form(api_version: Option<&Value>, kind: Option<&Value>) -> Option<TypeMetaForm> {
    let prop = |desc: &str| {
        let mut p = serde_json::json!({"type": "string"});
        if !desc.is_empty() {
            p["description"] = Value::String(desc.to_string());
        }
        p
    };
    [
        (TypeMetaForm::Described, API_VERSION_DESC, KIND_DESC),
        (
            TypeMetaForm::Legacy,
            LEGACY_API_VERSION_DESC,
            LEGACY_KIND_DESC,
        ),
        (TypeMetaForm::Bare, "", ""),
    ]
    .into_iter()
    .find(|(_, a, k)| api_version == Some(&prop(a)) && kind == Some(&prop(k)))
    .map(|(form, _, _)| form)
    .or((api_version.is_none() && kind.is_none()).then_some(TypeMetaForm::Omitted))
}

/// The string at a JSON pointer, or `""`.
fn str_at<'a>(v: &'a Value, pointer: &str) -> &'a str {
    v.pointer(pointer).and_then(Value::as_str).unwrap_or("")
}

/// Each group's module name: its first label in snake case, or, where two groups share
/// it (`networking.istio.io`, `networking.k8s.io`), their labels joined until they differ.
fn group_modules<'a>(groups: impl Iterator<Item = &'a str> + Clone) -> BTreeMap<&'a str, String> {
    let name = |group: &str, labels: usize| {
        snake(&group.split('.').take(labels).collect::<Vec<_>>().join("_"))
    };
    let mut out = BTreeMap::new();
    for group in groups.clone() {
        let most = group.split('.').count();
        let labels = (1..=most)
            .find(|&n| {
                groups
                    .clone()
                    .filter(|other| *other != group)
                    .all(|other| name(other, n) != name(group, n))
            })
            .unwrap_or(most);
        out.insert(group, name(group, labels));
    }
    out
}

/// The module of one group-version: every Kind the CRDs serve in it, and whether it has
/// floating-point fields.
fn version_module(
    group: &str,
    version: &str,
    kinds: &[(&Source, &Value)],
    diags: &mut Diagnostics,
) -> (String, bool) {
    let mut module = Module::default();
    for (s, _) in kinds {
        module.reserve(str_at(&s.crd, "/spec/names/kind"));
    }
    let mut roots = Vec::new();
    for (s, v) in kinds {
        let kind = str_at(&s.crd, "/spec/names/kind").to_string();
        if !kind.starts_with(|c: char| c.is_ascii_uppercase()) {
            // `crd_problems` warned.
            continue;
        }
        let index = s
            .crd
            .pointer("/spec/versions")
            .and_then(Value::as_array)
            .map_or(0, |l| {
                l.iter()
                    .position(|x| x.get("name").and_then(Value::as_str) == Some(version))
                    .unwrap_or(0)
            });
        let path = format!("spec.versions[{index}].schema.openAPIV3Schema");
        let schema = v
            .pointer("/schema/openAPIV3Schema")
            .and_then(Value::as_object);
        let Some(schema) = schema else {
            module
                .warnings
                .push((path, "no schema: the Kind is left out".into()));
            continue;
        };
        let kind_markers = kind_markers(&s.crd, v, index, &mut module.warnings);
        roots.push(root(&mut module, &kind, schema, &path, kind_markers));
        for (at, why) in std::mem::take(&mut module.warnings) {
            diags.push(Diagnostic::warning(
                None,
                format!("{}: {at}: {why}", s.file.display()),
            ));
        }
    }
    // The version's name, where the module's name does not say it.
    let mut package_markers = Vec::new();
    if snake(version) != version || !crate::parse::is_api_version(version) {
        package_markers.push(MarkerKind::VersionName(version.to_string()));
    }
    if module.unsorted_required {
        package_markers.push(MarkerKind::UnsortedRequired);
    }
    let package: String = package_markers
        .iter()
        .filter_map(MarkerKind::text)
        .map(|m| format!("//!\n//! {m}\n"))
        .collect();
    let mut out = format!(
        "//! `{group}/{version}`, imported by `kube-codegen import`.\n{package}\n// The doc comments are the CRD's descriptions, written for `kubectl explain`, not rustdoc,\n// and kept as they are (tabs, Markdown lists): rustdoc's and clippy's doc lints do not apply.\n#![allow(\n    rustdoc::all,\n    clippy::tabs_in_doc_comments,\n    clippy::doc_lazy_continuation,\n    clippy::doc_overindented_list_items\n)]\n\nuse k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\nuse serde::{{Deserialize, Serialize}};\n"
    );
    if module.floats {
        let _ = writeln!(
            out,
            "\n// Floating-point fields: generate with `--allow-dangerous-types`."
        );
    }
    let defaults = defaultable(&module.structs);
    for decl in &module.structs {
        out.push('\n');
        out.push_str(&render_struct(
            decl,
            roots.contains(&decl.name),
            defaults.contains(decl.name.as_str()),
        ));
    }
    (out, module.floats)
}

/// The root struct of Kind `kind`: `metadata`, then the schema's other properties.
fn root(
    module: &mut Module,
    kind: &str,
    schema: &Map<String, Value>,
    path: &str,
    mut kind_markers: Vec<MarkerKind>,
) -> String {
    let mut s = schema.clone();
    let props = match s.get_mut("properties") {
        Some(Value::Object(props)) => Some(props),
        _ => None,
    };
    let (api_version, kind_prop, metadata) = match props {
        Some(p) => (
            p.remove("apiVersion"),
            p.remove("kind"),
            p.remove("metadata"),
        ),
        None => (None, None, None),
    };
    match type_meta_form(api_version.as_ref(), kind_prop.as_ref()) {
        Some(TypeMetaForm::Described) => {}
        Some(form) => kind_markers.push(MarkerKind::TypeMetaForm(form)),
        None => {
            for p in ["apiVersion", "kind"] {
                module.warnings.push((
                    format!("{path}.properties.{p}"),
                    "`apiVersion` and `kind` differ from every form `+kube-codegen:crd:typeMeta` writes; the standard ones are written".into(),
                ));
            }
        }
    }
    match metadata {
        None => kind_markers.push(MarkerKind::ObjectMetaForm(ObjectMetaForm::Omitted)),
        Some(m) if m == serde_json::json!({"type": "object"}) => {}
        Some(_) => module.warnings.push((
            format!("{path}.properties.metadata"),
            "not `type: object`; `ObjectMeta` is written".into(),
        )),
    }
    if s.get("properties")
        .and_then(Value::as_object)
        .is_some_and(Map::is_empty)
    {
        s.remove("properties");
    }
    let metadata_required = s
        .get("required")
        .and_then(Value::as_array)
        .is_some_and(|r| r.iter().any(|r| r == "metadata"));
    if let Some(Value::Array(req)) = s.get_mut("required") {
        if req
            .iter()
            .any(|r| matches!(r.as_str(), Some("apiVersion" | "kind")))
        {
            module.warnings.push((
                format!("{path}.required"),
                "names `apiVersion` or `kind`, which the generator never makes required".into(),
            ));
        }
        req.retain(|r| !matches!(r.as_str(), Some("apiVersion" | "kind" | "metadata")));
    }
    let doc = description(&s);
    module.object(kind, &s, path, doc);
    if let Some(decl) = module.structs.iter_mut().find(|d| d.name == kind) {
        let mut markers = kind_markers;
        markers.append(&mut decl.markers);
        decl.markers = markers;
        decl.fields.insert(
            0,
            types::FieldDecl {
                ident: "metadata".into(),
                json: "metadata".into(),
                ty: "ObjectMeta".into(),
                doc: String::new(),
                markers: if metadata_required {
                    vec![MarkerKind::Required]
                } else {
                    Vec::new()
                },
                optional: false,
                flatten: false,
            },
        );
    }
    kind.to_string()
}

//! `kube-codegen import`: CRDs someone else wrote, read back into Rust API modules with
//! markers, one group per module in the Go layout (`<group>/mod.rs` with `+groupName`,
//! `<group>/<version>.rs`), such that generating their CRDs gives the same CRDs back. What
//! the markers cannot say is a warning naming the file and the YAML path, and is left out.

mod names;
mod types;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;

use serde::Deserialize;
use serde_json::{Map, Value};

use crate::GenerateError;
use crate::diag::{Diagnostic, Diagnostics, Report, SourceMap};
use crate::emit::crd::resource_plural;
use crate::emit::schema::{API_VERSION_DESC, KIND_DESC};
use crate::output::Output;

use names::{pascal, quote, snake};
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
/// markers cannot carry over.
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
    let mut top = String::from("//! API groups imported by `kube-codegen import`.\n\n");
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
            "//! The API group `{group}`, imported by `kube-codegen import`.\n//!\n//! +groupName={group}\n\n"
        );
        for (version, kinds) in &versions {
            let _ = writeln!(group_mod, "pub mod {};", snake(version));
            let text = version_module(group, version, kinds, &mut diags);
            files.insert(
                PathBuf::from(module).join(format!("{}.rs", snake(version))),
                text,
            );
        }
        files.insert(PathBuf::from(module).join("mod.rs"), group_mod);
    }
    files.insert(PathBuf::from("mod.rs"), top);
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
        out.push(format!("spec.names.kind: `{kind}` does not start with an upper-case letter, which a Rust Kind needs"));
    }
    if str_at(crd, "/spec/names/listKind") != format!("{kind}List") {
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
    if crd.get("status").is_some() {
        out.push("status: a CRD's status is the API server's; the generator writes none".into());
    }
    if crd.pointer("/spec/conversion").is_some() {
        out.push("spec.conversion: set with `--conversion-webhook-service` or `--conversion-webhook-url`, not read back".into());
    }
    if crd.pointer("/spec/preserveUnknownFields").is_some() {
        out.push("spec.preserveUnknownFields: not written by the generator".into());
    }
    out
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

/// The module of one group-version: every Kind the CRDs serve in it.
fn version_module(
    group: &str,
    version: &str,
    kinds: &[(&Source, &Value)],
    diags: &mut Diagnostics,
) -> String {
    let mut module = Module::default();
    for (s, _) in kinds {
        module.reserve(str_at(&s.crd, "/spec/names/kind"));
    }
    let mut roots = Vec::new();
    for (s, v) in kinds {
        let kind = str_at(&s.crd, "/spec/names/kind").to_string();
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
        let kind_markers = kind_markers(&s.crd, v, has_many_versions(&s.crd));
        roots.push(root(&mut module, &kind, schema, &path, kind_markers));
        for (at, why) in std::mem::take(&mut module.warnings) {
            diags.push(Diagnostic::warning(
                None,
                format!("{}: {at}: {why}", s.file.display()),
            ));
        }
    }
    let mut out = format!(
        "//! `{group}/{version}`, imported by `kube-codegen import`.\n\n// The doc comments are the CRD's descriptions, written for `kubectl explain`, not rustdoc.\n#![allow(rustdoc::all)]\n\nuse k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\nuse serde::{{Deserialize, Serialize}};\n"
    );
    if module.floats {
        let _ = writeln!(
            out,
            "\n// Floating-point fields: generate with `--allow-dangerous-types`."
        );
    }
    for decl in &module.structs {
        out.push('\n');
        out.push_str(&render_struct(decl, roots.contains(&decl.name)));
    }
    out
}

fn has_many_versions(crd: &Value) -> bool {
    crd.pointer("/spec/versions")
        .and_then(Value::as_array)
        .is_some_and(|v| v.len() > 1)
}

/// The root struct of Kind `kind`: `metadata`, then the schema's other properties.
fn root(
    module: &mut Module,
    kind: &str,
    schema: &Map<String, Value>,
    path: &str,
    kind_markers: Vec<String>,
) -> String {
    let mut s = schema.clone();
    if !s.contains_key("properties") {
        module.warnings.push((
            format!("{path}.properties"),
            "missing; the standard apiVersion, kind and metadata properties are written".into(),
        ));
    }
    if let Some(Value::Object(props)) = s.get_mut("properties") {
        for (k, expected) in [("apiVersion", API_VERSION_DESC), ("kind", KIND_DESC)] {
            match props.remove(k) {
                Some(p)
                    if p.get("description").and_then(Value::as_str) == Some(expected)
                        && p.get("type").and_then(Value::as_str) == Some("string") => {}
                Some(_) => module.warnings.push((
                    format!("{path}.properties.{k}"),
                    "differs from the standard TypeMeta field; the standard one is written".into(),
                )),
                None => module.warnings.push((
                    format!("{path}.properties.{k}"),
                    "missing; the standard TypeMeta field is written".into(),
                )),
            }
        }
        if props.remove("metadata") != Some(serde_json::json!({"type": "object"})) {
            module.warnings.push((
                format!("{path}.properties.metadata"),
                "not `type: object`; `ObjectMeta` is written".into(),
            ));
        }
    }
    let metadata_required = s
        .get("required")
        .and_then(Value::as_array)
        .is_some_and(|r| r.iter().any(|r| r == "metadata"));
    if let Some(Value::Array(req)) = s.get_mut("required") {
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
                    vec!["+required".to_string()]
                } else {
                    Vec::new()
                },
                optional: false,
            },
        );
    }
    kind.to_string()
}

/// The Kind-level markers of version `v` of `crd`: root, resource names and scope,
/// subresources, printer columns, selectable fields, version flags, CRD metadata.
fn kind_markers(crd: &Value, v: &Value, many: bool) -> Vec<String> {
    let mut m = vec!["+kubebuilder:object:root=true".to_string()];
    let kind = str_at(crd, "/spec/names/kind");
    let mut resource = Vec::new();
    let plural = str_at(crd, "/spec/names/plural");
    if plural != resource_plural(kind) {
        resource.push(format!("path={plural}"));
    }
    let singular = str_at(crd, "/spec/names/singular");
    if !singular.is_empty() && singular != kind.to_lowercase() {
        resource.push(format!("singular={singular}"));
    }
    for (key, arg) in [("shortNames", "shortName"), ("categories", "categories")] {
        // An empty list has no marker (its import warns): `categories=` would not generate.
        if let Some(Value::Array(list)) = crd.pointer(&format!("/spec/names/{key}")) {
            let items: Vec<&str> = list.iter().filter_map(Value::as_str).collect();
            if !items.is_empty() {
                resource.push(format!("{arg}={}", items.join(";")));
            }
        }
    }
    if str_at(crd, "/spec/scope") == "Cluster" {
        resource.push("scope=Cluster".into());
    }
    if !resource.is_empty() {
        m.push(format!("+kubebuilder:resource:{}", resource.join(",")));
    }
    if v.pointer("/subresources/status").is_some() {
        m.push("+kubebuilder:subresource:status".into());
    }
    if let Some(Value::Object(scale)) = v.pointer("/subresources/scale") {
        let get = |k: &str| scale.get(k).and_then(Value::as_str).unwrap_or("");
        let mut args = format!(
            "specpath={},statuspath={}",
            get("specReplicasPath"),
            get("statusReplicasPath")
        );
        if !get("labelSelectorPath").is_empty() {
            let _ = write!(args, ",selectorpath={}", get("labelSelectorPath"));
        }
        m.push(format!("+kubebuilder:subresource:scale:{args}"));
    }
    for c in v
        .get("additionalPrinterColumns")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let get = |k: &str| c.get(k).and_then(Value::as_str).unwrap_or("");
        let mut args = format!(
            "name={},type={},JSONPath={}",
            quote(get("name")),
            get("type"),
            quote(get("jsonPath"))
        );
        if !get("description").is_empty() {
            let _ = write!(args, ",description={}", quote(get("description")));
        }
        if !get("format").is_empty() {
            let _ = write!(args, ",format={}", get("format"));
        }
        if let Some(p) = c.get("priority").and_then(Value::as_i64) {
            let _ = write!(args, ",priority={p}");
        }
        m.push(format!("+kubebuilder:printcolumn:{args}"));
    }
    for f in v
        .get("selectableFields")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let path = f.get("jsonPath").and_then(Value::as_str).unwrap_or("");
        m.push(format!(
            "+kubebuilder:selectablefield:JSONPath={}",
            quote(path)
        ));
    }
    if many && v.get("storage") == Some(&Value::Bool(true)) {
        m.push("+kubebuilder:storageversion".into());
    }
    if v.get("served") == Some(&Value::Bool(false)) {
        m.push("+kubebuilder:unservedversion".into());
    }
    if v.get("deprecated") == Some(&Value::Bool(true)) {
        match v.get("deprecationWarning").and_then(Value::as_str) {
            Some(w) => m.push(format!(
                "+kubebuilder:deprecatedversion:warning={}",
                quote(w)
            )),
            None => m.push("+kubebuilder:deprecatedversion".into()),
        }
    }
    let meta = |key: &str| -> Vec<String> {
        crd.pointer(&format!("/metadata/{key}"))
            .and_then(Value::as_object)
            .map(|o| {
                o.iter()
                    .filter(|(k, _)| !TOOL_ANNOTATIONS.contains(&k.as_str()))
                    .map(|(k, v)| quote(&format!("{k}={}", v.as_str().unwrap_or(""))))
                    .collect()
            })
            .unwrap_or_default()
    };
    let (annotations, labels) = (meta("annotations"), meta("labels"));
    let mut args = Vec::new();
    if !annotations.is_empty() {
        args.push(format!("annotations={}", annotations.join(";")));
    }
    if !labels.is_empty() {
        args.push(format!("labels={}", labels.join(";")));
    }
    if !args.is_empty() {
        m.push(format!("+kubebuilder:metadata:{}", args.join(",")));
    }
    m
}

/// One struct as Rust source: doc lines, markers, derives, fields with their serde names.
fn render_struct(decl: &types::StructDecl, is_root: bool) -> String {
    let mut out = String::new();
    doc_lines(&mut out, "", &decl.doc, &decl.markers);
    out.push_str("#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]\n");
    if let Some(inner) = &decl.newtype {
        out.push_str("#[serde(transparent)]\n");
        let _ = writeln!(out, "pub struct {}(pub {inner});", decl.name);
        return out;
    }
    out.push_str("#[serde(rename_all = \"camelCase\")]\n");
    let _ = writeln!(out, "pub struct {} {{", decl.name);
    if is_root {
        // A root Kind names its `apiVersion` and `kind` (Go's embedded TypeMeta), as its
        // typed client and `kube-codegen client --root-kinds` need.
        let ident = if decl.fields.iter().any(|f| f.ident == "types") {
            "type_meta"
        } else {
            "types"
        };
        out.push_str(
            "    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).\n",
        );
        out.push_str("    #[serde(flatten)]\n");
        let _ = writeln!(
            out,
            "    pub {ident}: kube_codegen_runtime::TypeMeta<Self>,"
        );
    }
    for f in &decl.fields {
        doc_lines(&mut out, "    ", &f.doc, &f.markers);
        let renamed = f.ident.ends_with('_') || camel(&f.ident) != f.json;
        let mut serde = Vec::new();
        if renamed {
            serde.push(format!("rename = {}", quote(&f.json)));
        }
        if f.optional {
            serde.push("default".into());
            serde.push("skip_serializing_if = \"Option::is_none\"".into());
        } else if is_root && f.ident == "metadata" {
            serde.push("default".into());
        }
        if !serde.is_empty() {
            let _ = writeln!(out, "    #[serde({})]", serde.join(", "));
        }
        let ty = if f.optional {
            format!("Option<{}>", f.ty)
        } else {
            f.ty.clone()
        };
        let _ = writeln!(out, "    pub {}: {ty},", f.ident);
    }
    out.push_str("}\n");
    out
}

/// `doc` as `///` lines (one per description line), then the markers, after a blank line
/// (which the description drops, as Go's comment text does), so that a description ending
/// in a Markdown list does not take the markers into it.
fn doc_lines(out: &mut String, indent: &str, doc: &str, markers: &[String]) {
    if !doc.is_empty() {
        for line in doc.split('\n') {
            if line.is_empty() {
                let _ = writeln!(out, "{indent}///");
            } else {
                let _ = writeln!(out, "{indent}/// {line}");
            }
        }
        if !markers.is_empty() {
            let _ = writeln!(out, "{indent}///");
        }
    }
    for m in markers {
        let _ = writeln!(out, "{indent}/// {m}");
    }
}

/// serde's `rename_all = "camelCase"` of a snake-case field name.
fn camel(ident: &str) -> String {
    let ident = ident.strip_suffix('_').unwrap_or(ident);
    let p = pascal(ident);
    let mut c = p.chars();
    c.next()
        .map(|f| f.to_lowercase().chain(c).collect())
        .unwrap_or_default()
}

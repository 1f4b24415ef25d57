//! The safety check of a CRD change (`Config::compat`, `kube-codegen crd --compat`): the new
//! CRDs against the ones written before, as crdify (kubernetes-sigs/crdify) compares them,
//! with its checks' names and messages and its default classification (every check an
//! error), so that a change that would break stored objects or clients is refused before
//! it is written.
//!
//! Per version kept, every property path of the old schema (crdify's walk: `properties`,
//! `items`, `allOf`/`anyOf`/`oneOf`, `not`, `additionalProperties`) is compared with the
//! same path of the new one: a path that is gone is `existingFieldRemoval`; otherwise the
//! property checks `type`, `enum`, `default`, `required`, `pattern`, `nullable` and the
//! bounds (`maximum`, `maxLength`, `maxItems`, `maxProperties` and their `min` twins), and
//! `unhandled` for the other keys crdify leaves to its catch-all (`format`, CEL rules,
//! `x-kubernetes-*`, `multipleOf`, …). Per CRD: `scope`, `storedVersionRemoval` (the
//! storage version removed, its stored objects left behind) and `servedVersionRemoval`
//! (ours: a served version removed without first being deprecated). Descriptions are not
//! compared: crdify's `description` check flags any edit of a doc comment, which breaks no
//! object or client.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

use crate::diag::{Compare, Violation};

/// The old CRDs, by `(group, Kind)`.
#[derive(Debug, Default)]
pub(crate) struct Baseline {
    crds: BTreeMap<(String, String), Value>,
}

/// What the old and new CRD of one Kind say about a version.
struct Version<'a> {
    name: &'a str,
    served: bool,
    storage: bool,
    deprecated: bool,
}

fn versions(crd: &Value) -> Vec<Version<'_>> {
    let list = crd["spec"]["versions"]
        .as_array()
        .map_or(&[][..], Vec::as_slice);
    list.iter()
        .map(|v| Version {
            name: v["name"].as_str().unwrap_or_default(),
            served: v["served"].as_bool().unwrap_or(false),
            storage: v["storage"].as_bool().unwrap_or(false),
            deprecated: v["deprecated"].as_bool().unwrap_or(false),
        })
        .collect()
}

fn violation(path: &[String], check: &str, message: String) -> Violation {
    Violation {
        path: path.to_vec(),
        message: format!("`{check}`: {message}"),
    }
}

impl Compare for Baseline {
    fn version(
        &self,
        group: &str,
        kind: &str,
        version: &str,
        schema: &Map<String, Value>,
    ) -> Vec<Violation> {
        Baseline::version(self, group, kind, version, schema)
    }

    fn crd(&self, crd: &Value) -> Vec<Violation> {
        Baseline::crd(self, crd)
    }
}

impl Baseline {
    /// The CRDs of `path`: a file, or the `.yaml`/`.yml` files of a directory.
    pub(crate) fn read(path: &Path) -> Result<Self, String> {
        let failed = |e: std::io::Error| {
            format!(
                "cannot read the CRDs to compare with, {}: {e}",
                path.display()
            )
        };
        let files: Vec<PathBuf> = if path.is_dir() {
            let mut files: Vec<PathBuf> = std::fs::read_dir(path)
                .map_err(failed)?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "yaml" || x == "yml"))
                .collect();
            files.sort();
            files
        } else {
            vec![path.to_path_buf()]
        };
        let mut docs = Vec::new();
        for file in files {
            let text = std::fs::read_to_string(&file).map_err(|e| {
                format!(
                    "cannot read the CRDs to compare with, {}: {e}",
                    file.display()
                )
            })?;
            docs.push((file.display().to_string(), text));
        }
        Baseline::parse(&docs).map_err(|e| format!("the CRDs to compare with: {e}"))
    }

    /// The CRDs of the multi-document YAML texts `docs` (files of `kube-codegen crd`, or
    /// `kubectl get crd -o yaml`); documents that are no CRD are skipped. An error names
    /// the file and document that does not parse.
    pub(crate) fn parse(docs: &[(String, String)]) -> Result<Self, String> {
        use serde::Deserialize;
        let mut crds = BTreeMap::new();
        for (file, text) in docs {
            for (i, doc) in serde_norway::Deserializer::from_str(text).enumerate() {
                let value = Value::deserialize(doc)
                    .map_err(|e| format!("{file}: document {}: {e}", i + 1))?;
                if value["kind"] != "CustomResourceDefinition" {
                    continue;
                }
                let group = value["spec"]["group"].as_str().unwrap_or_default();
                let kind = value["spec"]["names"]["kind"].as_str().unwrap_or_default();
                crds.insert((group.to_string(), kind.to_string()), value);
            }
        }
        Ok(Baseline { crds })
    }

    /// The breaking changes of version `version`'s new schema `schema` of Kind `kind` in
    /// `group`, against the same version's old schema; nothing for a Kind or version the
    /// baseline does not have.
    pub(crate) fn version(
        &self,
        group: &str,
        kind: &str,
        version: &str,
        schema: &Map<String, Value>,
    ) -> Vec<Violation> {
        let Some(old) = self.crds.get(&(group.to_string(), kind.to_string())) else {
            return Vec::new();
        };
        let list = old["spec"]["versions"]
            .as_array()
            .map_or(&[][..], Vec::as_slice);
        let Some(old_version) = list.iter().find(|v| v["name"] == version) else {
            return Vec::new();
        };
        let Some(old_schema) = old_version["schema"]["openAPIV3Schema"].as_object() else {
            return Vec::new();
        };
        let (mut old_paths, mut new_paths) = (BTreeMap::new(), BTreeMap::new());
        flatten(old_schema, &mut Vec::new(), &mut old_paths);
        flatten(schema, &mut Vec::new(), &mut new_paths);
        let mut out = Vec::new();
        let mut removed: Vec<&Vec<String>> = Vec::new();
        for (path, old_node) in &old_paths {
            match new_paths.get(path) {
                // A removed field's own fields are reported with it (paths are sorted, so
                // a parent comes first).
                None if removed.iter().any(|r| path.starts_with(r)) => {}
                None => {
                    removed.push(path);
                    out.push(violation(
                        path,
                        "existingFieldRemoval",
                        format!("removed field : {version}.{}", crdify_path(path)),
                    ));
                }
                Some(new_node) => compare(path, old_node, new_node, &mut out),
            }
        }
        out
    }

    /// The breaking changes of the new CRD `crd` (without schemas) as a whole: its scope,
    /// and the versions it no longer has.
    pub(crate) fn crd(&self, crd: &Value) -> Vec<Violation> {
        let group = crd["spec"]["group"].as_str().unwrap_or_default();
        let kind = crd["spec"]["names"]["kind"].as_str().unwrap_or_default();
        let Some(old) = self.crds.get(&(group.to_string(), kind.to_string())) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let (old_scope, new_scope) = (&old["spec"]["scope"], &crd["spec"]["scope"]);
        if old_scope != new_scope {
            out.push(violation(
                &[],
                "scope",
                format!("scope changed : {old_scope} -> {new_scope}"),
            ));
        }
        let new_versions = versions(crd);
        let kept = |name: &str| new_versions.iter().any(|v| v.name == name);
        let mut stored: Vec<&str> = old["status"]["storedVersions"]
            .as_array()
            .map(|s| s.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        let old_versions = versions(old);
        stored.extend(old_versions.iter().filter(|v| v.storage).map(|v| v.name));
        stored.sort_unstable();
        stored.dedup();
        let removed: Vec<&str> = stored.into_iter().filter(|v| !kept(v)).collect();
        if !removed.is_empty() {
            out.push(violation(
                &[],
                "storedVersionRemoval",
                format!("stored versions removed : [{}]", removed.join(" ")),
            ));
        }
        let unannounced: Vec<&str> = old_versions
            .iter()
            .filter(|v| v.served && !v.deprecated && !v.storage && !kept(v.name))
            .map(|v| v.name)
            .collect();
        if !unannounced.is_empty() {
            out.push(violation(
                &[],
                "servedVersionRemoval",
                format!(
                    "served versions removed without being deprecated first : [{}]",
                    unannounced.join(" ")
                ),
            ));
        }
        out
    }
}

/// `^.spec.replicas` for `["properties", "spec", "properties", "replicas"]`, as crdify
/// writes a property path.
fn crdify_path(path: &[String]) -> String {
    let mut out = String::from("^");
    let mut segs = path.iter();
    while let Some(seg) = segs.next() {
        match seg.as_str() {
            "properties" => {
                if let Some(name) = segs.next() {
                    out.push('.');
                    out.push_str(name);
                }
            }
            "allOf" | "anyOf" | "oneOf" => {
                if let Some(i) = segs.next() {
                    out.push_str(&format!(".{seg}[{i}]"));
                }
            }
            other => {
                out.push('.');
                out.push_str(other);
            }
        }
    }
    out
}

/// Every node of `schema` by its path, as crdify's `FlattenCRDVersion` walks it; a node's
/// children are left out of its entry (each is an entry of its own).
fn flatten(
    schema: &Map<String, Value>,
    path: &mut Vec<String>,
    out: &mut BTreeMap<Vec<String>, Map<String, Value>>,
) {
    let mut node = schema.clone();
    for key in [
        "properties",
        "items",
        "allOf",
        "anyOf",
        "oneOf",
        "not",
        "additionalProperties",
    ] {
        node.remove(key);
    }
    out.insert(path.clone(), node);
    if let Some(Value::Object(props)) = schema.get("properties") {
        for (name, child) in props {
            if let Value::Object(child) = child {
                path.extend(["properties".to_string(), name.clone()]);
                flatten(child, path, out);
                path.truncate(path.len() - 2);
            }
        }
    }
    for key in ["items", "not", "additionalProperties"] {
        if let Some(Value::Object(child)) = schema.get(key) {
            path.push(key.to_string());
            flatten(child, path, out);
            path.pop();
        }
    }
    for key in ["allOf", "anyOf", "oneOf"] {
        if let Some(Value::Array(list)) = schema.get(key) {
            for (i, child) in list.iter().enumerate() {
                if let Value::Object(child) = child {
                    path.extend([key.to_string(), i.to_string()]);
                    flatten(child, path, out);
                    path.truncate(path.len() - 2);
                }
            }
        }
    }
}

/// The bounds crdify checks: for a maximum, a new one or a lower one breaks; for a
/// minimum, a new one or a higher one.
const MAXIMA: [&str; 4] = ["maximum", "maxLength", "maxItems", "maxProperties"];
const MINIMA: [&str; 4] = ["minimum", "minLength", "minItems", "minProperties"];

/// The keys crdify leaves to its `unhandled` catch-all that a generated schema can hold.
const UNHANDLED: [&str; 12] = [
    "format",
    "exclusiveMaximum",
    "exclusiveMinimum",
    "multipleOf",
    "uniqueItems",
    "x-kubernetes-validations",
    "x-kubernetes-preserve-unknown-fields",
    "x-kubernetes-int-or-string",
    "x-kubernetes-embedded-resource",
    "x-kubernetes-list-type",
    "x-kubernetes-list-map-keys",
    "x-kubernetes-map-type",
];

fn compare(
    path: &[String],
    old: &Map<String, Value>,
    new: &Map<String, Value>,
    out: &mut Vec<Violation>,
) {
    let get = |m: &Map<String, Value>, k: &str| m.get(k).cloned();
    let text = |v: &Option<Value>| {
        v.as_ref()
            .map_or_else(|| "\"\"".to_string(), Value::to_string)
    };
    let (ot, nt) = (get(old, "type"), get(new, "type"));
    if ot != nt {
        out.push(violation(
            path,
            "type",
            format!("type changed : {} -> {}", text(&ot), text(&nt)),
        ));
    }
    compare_enum(path, old.get("enum"), new.get("enum"), out);
    match (old.get("default"), new.get("default")) {
        (None, Some(d)) => out.push(violation(
            path,
            "default",
            format!("default added when there was none previously : {d}"),
        )),
        (Some(d), None) => out.push(violation(
            path,
            "default",
            format!("default value removed : {d}"),
        )),
        (Some(a), Some(b)) if a != b => out.push(violation(
            path,
            "default",
            format!("default value changed : {a} -> {b}"),
        )),
        _ => {}
    }
    compare_bounds(path, old, new, out);
    let names = |m: &Map<String, Value>| -> Vec<String> {
        m.get("required")
            .and_then(Value::as_array)
            .map_or_else(Vec::new, |r| {
                r.iter()
                    .filter_map(Value::as_str)
                    .map(str::to_string)
                    .collect()
            })
    };
    let old_required = names(old);
    let added: Vec<String> = names(new)
        .into_iter()
        .filter(|n| !old_required.contains(n))
        .collect();
    if !added.is_empty() {
        out.push(violation(
            path,
            "required",
            format!("new required fields: [{}]", added.join(" ")),
        ));
    }
    let pattern = |m: &Map<String, Value>| {
        m.get("pattern")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string()
    };
    let (a, b) = (pattern(old), pattern(new));
    if a != b {
        let what = match (a.is_empty(), b.is_empty()) {
            (true, _) => "added",
            (_, true) => "removed",
            _ => "changed",
        };
        out.push(violation(
            path,
            "pattern",
            format!("pattern {what} : {a:?} -> {b:?}"),
        ));
    }
    let nullable = |m: &Map<String, Value>| m.get("nullable") == Some(&Value::Bool(true));
    match (nullable(old), nullable(new)) {
        (false, true) => out.push(violation(
            path,
            "nullable",
            "nullable added : false -> true".into(),
        )),
        (true, false) => out.push(violation(
            path,
            "nullable",
            "nullable removed : true -> false".into(),
        )),
        _ => {}
    }
    let changed: Vec<String> = UNHANDLED
        .iter()
        .filter(|k| old.get(**k) != new.get(**k))
        .map(|k| format!("{k}: {} -> {}", text(&get(old, k)), text(&get(new, k))))
        .collect();
    if !changed.is_empty() {
        out.push(violation(
            path,
            "unhandled",
            format!("unhandled changes found : {}", changed.join(", ")),
        ));
    }
}

/// crdify's bound checks: a maximum added or lowered, a minimum added or raised.
fn compare_bounds(
    path: &[String],
    old: &Map<String, Value>,
    new: &Map<String, Value>,
    out: &mut Vec<Violation>,
) {
    for (keys, tighter, word) in [(MAXIMA, 1.0, "decreased"), (MINIMA, -1.0, "increased")] {
        for key in keys {
            let (a, b) = (
                old.get(key).and_then(Value::as_f64),
                new.get(key).and_then(Value::as_f64),
            );
            let kind = if tighter > 0.0 { "maximum" } else { "minimum" };
            match (a, b) {
                (None, Some(b)) => out.push(violation(
                    path,
                    key,
                    format!("{kind} constraint added when there was none previously : {b}"),
                )),
                (Some(a), Some(b)) if (a - b) * tighter > 0.0 => {
                    out.push(violation(path, key, format!("{kind} {word} : {a} -> {b}")))
                }
                _ => {}
            }
        }
    }
}

fn compare_enum(
    path: &[String],
    old: Option<&Value>,
    new: Option<&Value>,
    out: &mut Vec<Violation>,
) {
    let values = |v: Option<&Value>| -> Vec<String> {
        v.and_then(Value::as_array)
            .map_or_else(Vec::new, |a| a.iter().map(Value::to_string).collect())
    };
    let (a, b) = (values(old), values(new));
    if a.is_empty() && !b.is_empty() {
        out.push(violation(
            path,
            "enum",
            format!(
                "enum constraint added when there was none previously : [{}]",
                b.join(" ")
            ),
        ));
        return;
    }
    // The values of `from` that `to` lacks, sorted.
    let missing = |from: &[String], to: &[String]| -> Vec<String> {
        let mut out: Vec<String> = from.iter().filter(|v| !to.contains(v)).cloned().collect();
        out.sort_unstable();
        out
    };
    let removed = missing(&a, &b);
    if !removed.is_empty() {
        let message = format!("allowed enum values removed : [{}]", removed.join(" "));
        out.push(violation(path, "enum", message));
        return;
    }
    let added = missing(&b, &a);
    if !a.is_empty() && !added.is_empty() {
        let message = format!("allowed enum values added : [{}]", added.join(" "));
        out.push(violation(path, "enum", message));
    }
}

//! Imported types as Rust source: the top module, each struct with its docs, markers,
//! derives and serde attributes.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use super::names::pascal;
use super::types::StructDecl;
use crate::markers::MarkerKind;

/// The top module: what the crate needs to build the imported modules (its dependencies, and
/// the command that writes the Kinds' trait impls, which an API module does not hold), then
/// the group modules `groups` declares.
pub(super) fn top_module(groups: &str, floats: bool) -> String {
    let dangerous = if floats {
        " --allow-dangerous-types"
    } else {
        ""
    };
    format!(
        "//! API groups imported by `kube-codegen import`.\n//!\n//! The crate that holds them depends on `serde` (feature `derive`), `serde_json`, `k8s-openapi`\n//! (with a Kubernetes version feature) and `kube-codegen-runtime`. The Kinds' `kube::Resource`\n//! and `Kind` impls are generated beside them:\n//! `kube-codegen client <this directory> --root-kinds --kind-impls only{dangerous}` writes\n//! `kinds.rs` (without `--kind-impls only`, the typed clients too), or `Config::clients` with\n//! `ClientOptions::root_kinds` in `build.rs`.\n\n{groups}"
    )
}

/// The structs that can derive `Default`: those whose every required field has a type
/// with a `Default` (k8s-openapi's `Time` and `MicroTime` have none, nor has a union's enum,
/// and a struct holding one, directly or through another struct, cannot derive it).
pub(super) fn defaultable(structs: &[StructDecl]) -> BTreeSet<&str> {
    const NO_DEFAULT: &[&str] = &[
        "k8s_openapi::apimachinery::pkg::apis::meta::v1::Time",
        "k8s_openapi::apimachinery::pkg::apis::meta::v1::MicroTime",
    ];
    let mut without: BTreeSet<&str> = structs
        .iter()
        .filter(|d| !d.variants.is_empty())
        .map(|d| d.name.as_str())
        .collect();
    loop {
        let lacks = |ty: &str| NO_DEFAULT.contains(&ty) || without.contains(ty);
        let found: Vec<&str> = structs
            .iter()
            .filter(|d| !without.contains(d.name.as_str()))
            .filter(|d| match &d.newtype {
                Some(inner) => lacks(inner),
                None => d.fields.iter().any(|f| !f.optional && lacks(&f.ty)),
            })
            .map(|d| d.name.as_str())
            .collect();
        if found.is_empty() {
            break;
        }
        without.extend(found);
    }
    structs
        .iter()
        .map(|d| d.name.as_str())
        .filter(|n| !without.contains(n))
        .collect()
}

/// One struct as Rust source: doc lines, markers, derives (`Default` only when `default`), fields
/// with their serde names.
pub(super) fn render_struct(decl: &StructDecl, is_root: bool, default: bool) -> String {
    let mut out = String::new();
    doc_lines(&mut out, "", &decl.doc, &decl.markers);
    if !decl.variants.is_empty() {
        render_union(&mut out, decl);
        return out;
    }
    let derives = if default {
        "Serialize, Deserialize, Clone, Debug, Default, PartialEq"
    } else {
        "Serialize, Deserialize, Clone, Debug, PartialEq"
    };
    let _ = writeln!(out, "#[derive({derives})]");
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
        if f.flatten {
            serde.push("flatten".into());
        } else if renamed {
            serde.push(format!("rename = {:?}", f.json));
        }
        if f.optional && !f.flatten {
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

/// A union's enum after its doc: externally tagged, so each variant's serde name (its
/// property's JSON name) is the one key of its JSON object, as the struct that flattens it
/// holds exactly one of the properties.
fn render_union(out: &mut String, decl: &StructDecl) {
    // The variants hold the CRD's types as they are, of any size.
    out.push_str("#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]\n#[allow(clippy::large_enum_variant)]\n");
    let _ = writeln!(out, "pub enum {} {{", decl.name);
    for v in &decl.variants {
        doc_lines(out, "    ", &v.doc, &v.markers);
        let _ = writeln!(out, "    #[serde(rename = {:?})]", v.json);
        let _ = writeln!(out, "    {}({}),", v.ident, v.ty);
    }
    out.push_str("}\n");
}

/// `doc` as `///` lines (one per description line), then the markers, after a blank line
/// (which the description drops, as Go's comment text does), so that a description ending
/// in a Markdown list does not take the markers into it.
fn doc_lines(out: &mut String, indent: &str, doc: &str, markers: &[MarkerKind]) {
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
    for m in markers.iter().filter_map(MarkerKind::text) {
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

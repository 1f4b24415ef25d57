//! Writes a synthetic API of N Kinds twice, from one description: a Rust API module tree
//! for kube-codegen (`<out>/rust/api/`) and its Go twin for controller-gen (`<out>/go/`, a Go
//! module). Both tools produce byte-identical CRDs for it (`hack/bench-crd.sh` checks).
//!
//! Each Kind has 44 fields with the markers a real API carries: bounds, lengths, patterns,
//! enums, defaults, a CEL rule, a list-map of items with a key, a set, string maps, a nested
//! struct and a status. Ten Kinds share a group-version package (one file per Kind, as
//! kubebuilder lays them out).
//!
//! `cargo run --release -p kube-codegen --example synthetic_api -- <kinds> <out>`

use std::fmt::Write as _;
use std::path::Path;

const KINDS_PER_PACKAGE: usize = 10;

/// One field of the description: its JSON name, Rust type, Go type, markers and whether it
/// is optional.
struct FieldDesc {
    json: String,
    rust: &'static str,
    go: &'static str,
    markers: Vec<String>,
    optional: bool,
}

fn spec_fields() -> Vec<FieldDesc> {
    let mut out = Vec::new();
    for i in 0..8 {
        out.push(FieldDesc {
            json: format!("count{i}"),
            rust: "i32",
            go: "int32",
            markers: vec![
                "+kubebuilder:validation:Minimum=0".into(),
                format!("+kubebuilder:validation:Maximum={}", 100 + i),
            ],
            optional: false,
        });
        out.push(FieldDesc {
            json: format!("name{i}"),
            rust: "String",
            go: "string",
            markers: vec![
                "+kubebuilder:validation:MinLength=1".into(),
                "+kubebuilder:validation:MaxLength=63".into(),
                "+kubebuilder:validation:Pattern=`^[a-z0-9]([-a-z0-9]*[a-z0-9])?$`".into(),
            ],
            optional: false,
        });
        out.push(FieldDesc {
            json: format!("enabled{i}"),
            rust: "Option<bool>",
            go: "*bool",
            markers: vec!["+kubebuilder:default=true".into(), "+optional".into()],
            optional: true,
        });
        out.push(FieldDesc {
            json: format!("tags{i}"),
            rust: "Vec<String>",
            go: "[]string",
            markers: vec![
                "+kubebuilder:validation:MaxItems=16".into(),
                "+listType=set".into(),
                "+optional".into(),
            ],
            optional: true,
        });
    }
    out.push(FieldDesc {
        json: "labels".into(),
        rust: "BTreeMap<String, String>",
        go: "map[string]string",
        markers: vec!["+optional".into()],
        optional: true,
    });
    out.push(FieldDesc {
        json: "mode".into(),
        rust: "Mode",
        go: "Mode",
        markers: vec!["+kubebuilder:default=Fast".into(), "+optional".into()],
        optional: true,
    });
    out.push(FieldDesc {
        json: "minReplicas".into(),
        rust: "i32",
        go: "int32",
        markers: vec!["+kubebuilder:validation:Minimum=1".into()],
        optional: false,
    });
    out.push(FieldDesc {
        json: "maxReplicas".into(),
        rust: "i32",
        go: "int32",
        markers: vec!["+kubebuilder:validation:Maximum=1000".into()],
        optional: false,
    });
    out.push(FieldDesc {
        json: "ports".into(),
        rust: "Vec<Port>",
        go: "[]Port",
        markers: vec![
            "+listType=map".into(),
            "+listMapKey=name".into(),
            "+kubebuilder:validation:MaxItems=8".into(),
            "+optional".into(),
        ],
        optional: true,
    });
    out.push(FieldDesc {
        json: "template".into(),
        rust: "Option<Template>",
        go: "*Template",
        markers: vec!["+optional".into()],
        optional: true,
    });
    out
}

fn status_fields() -> Vec<FieldDesc> {
    vec![
        FieldDesc {
            json: "ready".into(),
            rust: "i32",
            go: "int32",
            markers: vec!["+optional".into()],
            optional: true,
        },
        FieldDesc {
            json: "observedGeneration".into(),
            rust: "i64",
            go: "int64",
            markers: vec!["+optional".into()],
            optional: true,
        },
    ]
}

/// `camelCase` → `PascalCase` (Go field names).
fn pascal(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
        .unwrap_or_default()
}

/// `camelCase` → `snake_case` (Rust field names; serde renames back).
fn snake(s: &str) -> String {
    let mut out = String::new();
    for ch in s.chars() {
        if ch.is_ascii_uppercase() {
            out.push('_');
            out.push(ch.to_ascii_lowercase());
        } else {
            out.push(ch);
        }
    }
    out
}

fn rust_struct(out: &mut String, name: &str, doc: &str, fields: &[FieldDesc], markers: &[&str]) {
    let _ = writeln!(out, "/// {doc}");
    for m in markers {
        let _ = writeln!(out, "/// {m}");
    }
    let _ = writeln!(out, "#[derive(Serialize, Deserialize, Clone, Debug)]");
    let _ = writeln!(out, "#[serde(rename_all = \"camelCase\")]");
    let _ = writeln!(out, "pub struct {name} {{");
    for f in fields {
        let _ = writeln!(out, "    /// {} is a synthetic field of {name}.", f.json);
        for m in &f.markers {
            let _ = writeln!(out, "    /// {m}");
        }
        let skip = match f.rust {
            r if r.starts_with("Option<") => {
                "    #[serde(skip_serializing_if = \"Option::is_none\")]\n"
            }
            r if r.starts_with("Vec<") => {
                "    #[serde(default, skip_serializing_if = \"Vec::is_empty\")]\n"
            }
            r if r.starts_with("BTreeMap<") => {
                "    #[serde(default, skip_serializing_if = \"BTreeMap::is_empty\")]\n"
            }
            _ if f.optional => "    #[serde(default)]\n",
            _ => "",
        };
        out.push_str(skip);
        let _ = writeln!(out, "    pub {}: {},", snake(&f.json), f.rust);
    }
    let _ = writeln!(out, "}}\n");
}

fn go_struct(out: &mut String, name: &str, doc: &str, fields: &[FieldDesc], markers: &[&str]) {
    let _ = writeln!(out, "// {doc}");
    for m in markers {
        let _ = writeln!(out, "// {m}");
    }
    let _ = writeln!(out, "type {name} struct {{");
    for f in fields {
        let _ = writeln!(out, "\t// {} is a synthetic field of {name}.", f.json);
        for m in &f.markers {
            let _ = writeln!(out, "\t// {m}");
        }
        let omit = if f.optional { ",omitempty" } else { "" };
        let _ = writeln!(
            out,
            "\t{} {} `json:\"{}{omit}\"`",
            pascal(&f.json),
            f.go,
            f.json
        );
    }
    let _ = writeln!(out, "}}\n");
}

const CEL: &str = "+kubebuilder:validation:XValidation:rule=\"self.minReplicas <= self.maxReplicas\",message=\"minReplicas must not exceed maxReplicas\"";

fn port_fields() -> Vec<FieldDesc> {
    vec![
        FieldDesc {
            json: "name".into(),
            rust: "String",
            go: "string",
            markers: vec!["+kubebuilder:validation:MaxLength=15".into()],
            optional: false,
        },
        FieldDesc {
            json: "port".into(),
            rust: "i32",
            go: "int32",
            markers: vec![
                "+kubebuilder:validation:Minimum=1".into(),
                "+kubebuilder:validation:Maximum=65535".into(),
            ],
            optional: false,
        },
    ]
}

fn template_fields() -> Vec<FieldDesc> {
    vec![
        FieldDesc {
            json: "image".into(),
            rust: "String",
            go: "string",
            markers: vec!["+kubebuilder:validation:MinLength=1".into()],
            optional: false,
        },
        FieldDesc {
            json: "args".into(),
            rust: "Vec<String>",
            go: "[]string",
            markers: vec!["+optional".into()],
            optional: true,
        },
    ]
}

fn rust_kind(k: usize) -> String {
    let kind = format!("Widget{k}");
    let mut s = String::from(
        "use std::collections::BTreeMap;\n\nuse k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\nuse serde::{Deserialize, Serialize};\n\nuse super::{Mode, Port, Template};\n\n",
    );
    rust_struct(
        &mut s,
        &format!("{kind}Spec"),
        &format!("{kind}Spec is the desired state of a {kind}."),
        &spec_fields(),
        &[CEL],
    );
    rust_struct(
        &mut s,
        &format!("{kind}Status"),
        &format!("{kind}Status is the observed state of a {kind}."),
        &status_fields(),
        &[],
    );
    let _ = writeln!(
        s,
        "/// {kind} is synthetic Kind number {k}.\n/// +kubebuilder:object:root=true\n/// +kubebuilder:subresource:status\n#[derive(Serialize, Deserialize, Clone, Debug)]\npub struct {kind} {{\n    /// metadata is the standard object metadata.\n    /// +optional\n    pub metadata: ObjectMeta,\n    /// spec is the desired state.\n    pub spec: {kind}Spec,\n    /// status is the observed state.\n    /// +optional\n    #[serde(skip_serializing_if = \"Option::is_none\")]\n    pub status: Option<{kind}Status>,\n}}"
    );
    s
}

fn go_kind(k: usize) -> String {
    let kind = format!("Widget{k}");
    let mut s = String::from(
        "package v1\n\nimport (\n\tmetav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n)\n\n",
    );
    go_struct(
        &mut s,
        &format!("{kind}Spec"),
        &format!("{kind}Spec is the desired state of a {kind}."),
        &spec_fields(),
        &[CEL],
    );
    go_struct(
        &mut s,
        &format!("{kind}Status"),
        &format!("{kind}Status is the observed state of a {kind}."),
        &status_fields(),
        &[],
    );
    let _ = writeln!(
        s,
        "// {kind} is synthetic Kind number {k}.\n// +kubebuilder:object:root=true\n// +kubebuilder:subresource:status\ntype {kind} struct {{\n\tmetav1.TypeMeta `json:\",inline\"`\n\t// metadata is the standard object metadata.\n\t// +optional\n\tmetav1.ObjectMeta `json:\"metadata,omitempty\"`\n\t// spec is the desired state.\n\tSpec {kind}Spec `json:\"spec\"`\n\t// status is the observed state.\n\t// +optional\n\tStatus *{kind}Status `json:\"status,omitempty\"`\n}}"
    );
    s
}

fn write(path: &Path, text: &str) {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).expect("create directory");
    }
    std::fs::write(path, text).expect("write file");
}

fn main() {
    let mut args = std::env::args().skip(1);
    let kinds: usize = args
        .next()
        .and_then(|a| a.parse().ok())
        .expect("usage: synthetic_api <kinds> <out>");
    let out = std::path::PathBuf::from(args.next().expect("usage: synthetic_api <kinds> <out>"));
    let shared_rust = {
        let mut s = String::new();
        s.push_str("/// Mode says how fast to go.\n#[derive(Serialize, Deserialize, Clone, Debug)]\npub enum Mode {\n    Fast,\n    Slow,\n}\n\n");
        rust_struct(&mut s, "Port", "Port is a named port.", &port_fields(), &[]);
        rust_struct(
            &mut s,
            "Template",
            "Template is what to run.",
            &template_fields(),
            &[],
        );
        s
    };
    let shared_go = {
        let mut s = String::from(
            "// Mode says how fast to go.\n// +kubebuilder:validation:Enum=Fast;Slow\ntype Mode string\n\n",
        );
        go_struct(&mut s, "Port", "Port is a named port.", &port_fields(), &[]);
        go_struct(
            &mut s,
            "Template",
            "Template is what to run.",
            &template_fields(),
            &[],
        );
        s
    };
    let packages = kinds.div_ceil(KINDS_PER_PACKAGE);
    for p in 0..packages {
        let group = format!("g{p}.bench.example.com");
        let rust_dir = out.join(format!("rust/api/g{p}/v1"));
        let go_dir = out.join(format!("go/api/g{p}/v1"));
        let mut modules = format!("//! Synthetic group-version {p}.\n//! +groupName={group}\n\n");
        let mut body = String::new();
        for k in p * KINDS_PER_PACKAGE..((p + 1) * KINDS_PER_PACKAGE).min(kinds) {
            let _ = writeln!(modules, "mod widget{k}_types;");
            let _ = writeln!(body, "pub use widget{k}_types::*;");
            write(&rust_dir.join(format!("widget{k}_types.rs")), &rust_kind(k));
            write(&go_dir.join(format!("widget{k}_types.go")), &go_kind(k));
        }
        write(
            &rust_dir.join("mod.rs"),
            &format!("{modules}\n{body}\nuse serde::{{Deserialize, Serialize}};\n\n{shared_rust}"),
        );
        write(
            &go_dir.join("groupversion_info.go"),
            &format!(
                "// Package v1 is synthetic group-version {p}.\n// +kubebuilder:object:generate=true\n// +groupName={group}\npackage v1\n\n{shared_go}"
            ),
        );
    }
    // The Go module: the same requirements as the parity twins (k8s.io/apimachinery).
    let go_mod = include_str!("../../testdata/multigroup/go/go.mod")
        .replace("example.com/multigroup", "example.com/synthetic");
    write(&out.join("go/go.mod"), &go_mod);
    write(
        &out.join("go/go.sum"),
        include_str!("../../testdata/multigroup/go/go.sum"),
    );
    println!(
        "{kinds} Kinds in {packages} group-versions under {}",
        out.display()
    );
}

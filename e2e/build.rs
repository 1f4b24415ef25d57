//! Writes the random kube-derive Kinds `tests/kube_derive_fuzz.rs` compiles with kube-derive
//! and reads with kube-codegen, into `$OUT_DIR/kube_derive_fuzz/`: one file per Kind and a
//! `mod.rs` that mounts them and lists each Kind's file, `crd()` and whether the generator
//! wrote something only knowable at run time (which kube-codegen must refuse).
//!
//! A Kind (now and then `no_spec`) has a spec (deriving kube's `KubeSchema` one time in seven,
//! its fields then with `#[x_kube(merge_strategy = …)]` now and then) and, half the time, a
//! status, with fields of primitives, `String`,
//! `Option`, `Vec`, `BTreeMap<String, _>`, `Box`, nested structs, unit, data and untagged
//! enums, transparent newtypes, k8s-openapi, std and chrono types, and now and then a
//! `#[serde(flatten)]` field (of a struct, a map of any JSON or an enum); with serde's `rename`,
//! `rename_all`, `default`, `skip`, `skip_deserializing`, `skip_serializing_if` and
//! schemars' `length`, `range`, `regex`, `contains`, `email`, `url`, `required`, `inner`,
//! `title`, `description`, `example`, `extend`, `with`, `skip`; and doc comments with
//! titles, blank-line runs and trailing spaces. Two shapes public crates write and
//! kube-codegen computes: a `#[serde(default)]` field of a struct whose `Default` is
//! derived (or, to be refused, written by hand), and validator's `regex(path = …)` naming a
//! `Regex` built in a `LazyLock` or `lazy_static!` (as `*RE` or `"RE"`).
//!
//! `KUBE_CODEGEN_FUZZ_SEED=<n>` replays a run (the test prints the seed it was built with);
//! without it the seed comes from the clock at build time. `KUBE_CODEGEN_FUZZ_KINDS=<n>`
//! sets how many Kinds (500 by default); the test refuses to run with fewer than 500 unless
//! `KUBE_CODEGEN_FUZZ_KINDS` asked for them.

use std::fmt::Write as _;
use std::path::Path;

// The named types a Kind's fields use: nested structs, enums, defaulted structs, regexes.
#[path = "build/types.rs"]
mod types;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=build/types.rs");
    println!("cargo:rerun-if-env-changed=KUBE_CODEGEN_FUZZ_SEED");
    println!("cargo:rerun-if-env-changed=KUBE_CODEGEN_FUZZ_KINDS");
    let seed = std::env::var("KUBE_CODEGEN_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or(1)
        });
    let count: usize = std::env::var("KUBE_CODEGEN_FUZZ_KINDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(500);
    let dir = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("kube_derive_fuzz");
    std::fs::create_dir_all(&dir).expect("creates the fuzz directory");
    let mut rng = Rng(seed);
    let mut list = String::new();
    let mut mods =
        format!("/// The seed these Kinds were generated from.\npub const SEED: u64 = {seed};\n");
    for n in 0..count {
        let mut kind = Kind {
            n,
            rng: Rng(rng.next()),
            items: String::new(),
            types: 0,
            refuse: false,
            prefix: "field".into(),
            kube_schema: false,
        };
        let source = kind.write();
        let file = dir.join(format!("k{n}.rs"));
        std::fs::write(&file, source).expect("writes a Kind");
        let _ = writeln!(
            mods,
            "#[path = {:?}]\npub mod k{n};",
            file.display().to_string()
        );
        let _ = writeln!(
            list,
            "        ({:?}, <k{n}::Fuzz{n} as kube::CustomResourceExt>::crd, {}),",
            file.display().to_string(),
            kind.refuse
        );
    }
    let _ = write!(
        mods,
        "/// Each Kind's file, its `crd()`, and whether kube-codegen must refuse it.\n\
         pub fn kinds() -> Vec<(&'static str, fn() -> k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition, bool)> {{\n    vec![\n{list}    ]\n}}\n"
    );
    std::fs::write(dir.join("mod.rs"), mods).expect("writes mod.rs");
}

/// splitmix64: a seed replays a run exactly.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    fn pick<'a>(&mut self, from: &[&'a str]) -> &'a str {
        from[self.below(from.len())]
    }
}

/// What a field's type is, for the attributes that apply to it.
#[derive(Clone, Copy, PartialEq)]
enum Shape {
    Str,
    Int,
    Float,
    Bool,
    /// A `Vec`; `true` for `Vec<String>`.
    List(bool),
    Map,
    /// A struct of this Kind's file (which `with` and `extend` may target).
    Struct,
    /// A struct of this Kind's file with a `Default`: derived, or (`true`) written by hand.
    Defaulted(bool),
    /// An enum, a k8s-openapi, std or chrono type, a `Box`.
    Other,
}

impl Shape {
    /// Whether the type has a `Default` (which `skip` and `skip_deserializing` need).
    fn defaults(self) -> bool {
        matches!(
            self,
            Shape::Str | Shape::Int | Shape::Float | Shape::Bool | Shape::List(_) | Shape::Map
        )
    }
}

const WORDS: &[&str] = &[
    "the", "replicas", "of", "a", "pool", "kept", "ready", "when", "set", "image", "port",
    "backoff", "window", "owner", "is", "not", "ever", "zero", "names", "each",
];

const RENAME_ALL: &[&str] = &[
    "camelCase",
    "snake_case",
    "kebab-case",
    "PascalCase",
    "SCREAMING_SNAKE_CASE",
    "lowercase",
];

const FOREIGN: &[&str] = &[
    "k8s_openapi::apimachinery::pkg::apis::meta::v1::Condition",
    "k8s_openapi::apimachinery::pkg::apis::meta::v1::Time",
    "k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector",
    "k8s_openapi::apimachinery::pkg::util::intstr::IntOrString",
    "k8s_openapi::apimachinery::pkg::api::resource::Quantity",
    "k8s_openapi::api::core::v1::ObjectReference",
    "k8s_openapi::api::core::v1::ResourceRequirements",
    "std::num::NonZeroU16",
    "std::net::IpAddr",
    "std::time::Duration",
    "std::path::PathBuf",
    "chrono::DateTime<chrono::Utc>",
];

/// One Kind's file being written.
struct Kind {
    n: usize,
    rng: Rng,
    /// The nested types, written after the spec.
    items: String,
    types: usize,
    /// Whether something only knowable at run time was written.
    refuse: bool,
    /// The fields' names' prefix: `field`, or one of a flattened struct's own, so that no
    /// two flattened fields share a name.
    prefix: String,
    /// Whether the struct being written derives kube's `KubeSchema` (the spec, one time in
    /// seven), whose fields may then have an `#[x_kube(merge_strategy = …)]`.
    kube_schema: bool,
}

impl Kind {
    fn write(&mut self) -> String {
        let n = self.n;
        let status = self.rng.chance(50);
        let mut out = String::from(
            "use kube::CustomResource;\nuse schemars::JsonSchema;\nuse serde::{Deserialize, Serialize};\n\n",
        );
        out.push_str(&self.doc(""));
        let kube_schema = self.rng.chance(15);
        let _ = writeln!(
            out,
            "#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, {})]",
            if kube_schema {
                "kube::KubeSchema"
            } else {
                "JsonSchema"
            }
        );
        let _ = writeln!(
            out,
            "#[kube(group = \"f{n}.example.com\", version = \"v1\", kind = \"Fuzz{n}\"{}{}{})]",
            if self.rng.chance(50) {
                ", namespaced"
            } else {
                ""
            },
            if status {
                format!(", status = \"Fuzz{n}Status\"")
            } else {
                String::new()
            },
            // kube-derive 5's spec fields at the root of the object.
            if self.rng.chance(5) { ", no_spec" } else { "" }
        );
        self.kube_schema = kube_schema;
        let spec = self.structure(&format!("Fuzz{n}Spec"), 1, 8, 0);
        self.kube_schema = false;
        out.push_str(&spec);
        if status {
            let body = self.structure(&format!("Fuzz{n}Status"), 1, 4, 0);
            let _ = write!(
                out,
                "\n{}#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]\n{body}",
                self.doc("")
            );
        }
        if self.rng.chance(3) {
            // A default computed by a function: only knowable at run time.
            self.refuse = true;
            out = out.replacen(
                &format!("pub struct Fuzz{n}Spec {{\n"),
                &format!("pub struct Fuzz{n}Spec {{\n    #[serde(default = \"default_{n}\")]\n    pub computed: i32,\n"),
                1,
            );
            let _ = write!(out, "\nfn default_{n}() -> i32 {{\n    3\n}}\n");
        }
        out.push_str(&self.items);
        out
    }

    /// `pub struct name { … }` (after its attributes), `min..=max` fields.
    fn structure(&mut self, name: &str, min: usize, max: usize, depth: usize) -> String {
        let mut s = String::new();
        if self.rng.chance(40) {
            let _ = writeln!(
                s,
                "#[serde(rename_all = \"{}\")]",
                self.rng.pick(RENAME_ALL)
            );
        }
        let _ = writeln!(s, "pub struct {name} {{");
        let fields = min + self.rng.below(max - min + 1);
        let flattened = (depth < 2 && self.rng.chance(15)).then(|| self.rng.below(fields + 1));
        for i in 0..=fields {
            if flattened == Some(i) {
                s.push_str(&self.flattened(i, depth));
            }
            if i < fields {
                s.push_str(&self.field(i, depth));
            }
        }
        s.push_str("}\n");
        s
    }

    /// A doc comment of one to four paragraphs, with a `#` title, blank-line runs, trailing
    /// spaces and a `TODO` line now and then; empty half the time.
    fn doc(&mut self, indent: &str) -> String {
        if self.rng.chance(50) {
            return String::new();
        }
        let mut s = String::new();
        if self.rng.chance(15) {
            let _ = writeln!(s, "{indent}/// # {}", self.sentence());
            let _ = writeln!(s, "{indent}///");
        }
        for p in 0..1 + self.rng.below(3) {
            if p > 0 {
                for _ in 0..1 + self.rng.below(2) {
                    let _ = writeln!(s, "{indent}///");
                }
            }
            let line = match self.rng.below(10) {
                0 => format!("TODO {}", self.sentence()),
                1 => format!("{}  ", self.sentence()),
                _ => self.sentence(),
            };
            let _ = writeln!(s, "{indent}/// {line}");
        }
        s
    }

    fn sentence(&mut self) -> String {
        let words: Vec<&str> = (0..2 + self.rng.below(6))
            .map(|_| self.rng.pick(WORDS))
            .collect();
        words.join(" ") + "."
    }

    /// A type expression and its shape.
    fn ty(&mut self, depth: usize) -> (String, Shape) {
        let simple: &[(&str, Shape)] = &[
            ("String", Shape::Str),
            ("i32", Shape::Int),
            ("i64", Shape::Int),
            ("u8", Shape::Int),
            ("u16", Shape::Int),
            ("u32", Shape::Int),
            ("u64", Shape::Int),
            ("f64", Shape::Float),
            ("f32", Shape::Float),
            ("bool", Shape::Bool),
        ];
        let choice = self.rng.below(if depth >= 2 { 12 } else { 21 });
        if let Some((t, shape)) = simple.get(choice) {
            return (t.to_string(), *shape);
        }
        match choice {
            10 | 11 => (self.rng.pick(FOREIGN).to_string(), Shape::Other),
            12 => {
                let (inner, shape) = self.ty(depth + 1);
                (format!("Vec<{inner}>"), Shape::List(shape == Shape::Str))
            }
            13 => {
                let (inner, _) = self.ty(depth + 1);
                (
                    format!("std::collections::BTreeMap<String, {inner}>"),
                    Shape::Map,
                )
            }
            14 => {
                let (inner, _) = self.ty(depth + 1);
                (format!("Box<{inner}>"), Shape::Other)
            }
            15 => (self.nested(depth), Shape::Struct),
            16 => (self.unit_enum(), Shape::Other),
            17 => (self.data_enum(), Shape::Other),
            18 => {
                let (name, by_hand) = self.defaulted();
                (name, Shape::Defaulted(by_hand))
            }
            19 => (self.untagged_enum(depth), Shape::Other),
            _ => (self.transparent(), Shape::Other),
        }
    }

    fn fresh(&mut self, what: &str) -> String {
        self.types += 1;
        format!("{what}{}x{}", self.n, self.types)
    }

    /// One field, with its doc and attributes.
    fn field(&mut self, i: usize, depth: usize) -> String {
        let (mut ty, shape) = self.ty(depth);
        let optional = self.rng.chance(30);
        if optional {
            ty = format!("Option<{ty}>");
        }
        let mut serde: Vec<String> = Vec::new();
        let mut schemars: Vec<String> = Vec::new();
        let mut validate: Vec<String> = Vec::new();
        if shape == Shape::Str && self.rng.chance(25) {
            validate.push(format!("regex(path = {})", self.regex_static()));
        }
        if let Shape::Defaulted(by_hand) = shape
            && !optional
            && self.rng.chance(50)
        {
            serde.push("default".into());
            // A hand-written `Default` is only knowable at run time.
            self.refuse |= by_hand;
        }
        let r = &mut self.rng;
        if r.chance(10) {
            serde.push(format!("rename = \"{}_{i}_renamed\"", self.prefix));
        }
        let defaultable = optional || shape.defaults();
        match r.below(40) {
            0 if defaultable => serde.push("skip".into()),
            1 if defaultable => serde.push("skip_deserializing".into()),
            2 => schemars.push("skip".into()),
            _ => {}
        }
        if optional {
            if r.chance(20) {
                serde.push("skip_serializing_if = \"Option::is_none\"".into());
            }
            if r.chance(10) {
                schemars.push("required".into());
            }
        } else if shape.defaults() && r.chance(15) {
            serde.push("default".into());
            let skip_if = match shape {
                Shape::Str => Some("String::is_empty"),
                Shape::List(_) => Some("Vec::is_empty"),
                Shape::Map => Some("std::collections::BTreeMap::is_empty"),
                _ => None,
            };
            if let Some(p) = skip_if.filter(|_| r.chance(40)) {
                serde.push(format!("skip_serializing_if = \"{p}\""));
            }
        }
        match shape {
            Shape::Str if !validate.is_empty() => {}
            Shape::Str => match r.below(12) {
                0 | 1 => schemars.push(format!(
                    "length(min = {}, max = {})",
                    r.below(3),
                    3 + r.below(60)
                )),
                2 => schemars.push("regex(pattern = r\"^[a-z][a-z0-9-]*$\")".into()),
                3 => schemars.push("email".into()),
                4 => schemars.push("url".into()),
                5 => schemars.push("contains(pattern = \"a.b\")".into()),
                _ => {}
            },
            Shape::Int => match r.below(8) {
                0 | 1 => schemars.push(format!(
                    "range(min = {}, max = {})",
                    r.below(3),
                    3 + r.below(90)
                )),
                2 => schemars.push(format!("example = {}", r.below(100))),
                _ => {}
            },
            Shape::Float if r.chance(15) => schemars.push("range(min = 0.5, max = 9.5)".into()),
            Shape::List(of_str) => match r.below(8) {
                0 | 1 => schemars.push(format!("length(min = 1, max = {})", 2 + r.below(9))),
                2 if of_str => schemars.push("inner(length(min = 1))".into()),
                _ => {}
            },
            Shape::Struct => match r.below(12) {
                0 => {
                    schemars.push("extend(\"x-kubernetes-preserve-unknown-fields\" = true)".into())
                }
                1 if !optional => schemars.push("with = \"String\"".into()),
                _ => {}
            },
            _ => {}
        }
        let strategies: &[&str] = match shape {
            Shape::List(true) => &["ListMerge::Set", "ListMerge::Atomic"],
            Shape::List(false) => &["ListMerge::Atomic"],
            Shape::Map => &["MapMerge::Atomic", "MapMerge::Granular"],
            Shape::Struct => &["StructMerge::Atomic", "StructMerge::Granular"],
            _ => &[],
        };
        let merge = (self.kube_schema && !strategies.is_empty() && r.chance(40))
            .then(|| format!("kube::core::{}", r.pick(strategies)));
        if r.chance(5) {
            schemars.push("description = \"Set by the description attribute.\"".into());
        }
        if r.chance(5) {
            schemars.push("title = \"A title\"".into());
        }
        let mut s = self.doc("    ");
        if !serde.is_empty() {
            let _ = writeln!(s, "    #[serde({})]", serde.join(", "));
        }
        if !schemars.is_empty() {
            let _ = writeln!(s, "    #[schemars({})]", schemars.join(", "));
        }
        if !validate.is_empty() {
            let _ = writeln!(s, "    #[validate({})]", validate.join(", "));
        }
        if let Some(strategy) = merge {
            let _ = writeln!(s, "    #[x_kube(merge_strategy = {strategy})]");
        }
        let _ = writeln!(s, "    pub {}_{i}: {ty},", self.prefix);
        s
    }
}

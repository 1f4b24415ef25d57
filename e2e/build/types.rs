//! The named types the build script's Kinds use, written into the Kind's file: nested
//! structs, unit, data and untagged enums, `#[serde(flatten)]` fields, structs with a
//! `Default`, `Regex` statics and transparent newtypes.

use std::fmt::Write as _;

use super::{Kind, RENAME_ALL};

impl Kind {
    /// A `#[serde(flatten)]` field: a nested struct (an `Option` of one now and then), a map
    /// of any JSON, a data enum or an untagged enum.
    pub(super) fn flattened(&mut self, i: usize, depth: usize) -> String {
        let ty = match self.rng.below(4) {
            0 => {
                let outer = std::mem::replace(&mut self.prefix, format!("inner{}", self.types));
                let name = self.nested(depth);
                self.prefix = outer;
                name
            }
            1 => "std::collections::BTreeMap<String, serde_json::Value>".to_string(),
            2 => self.data_enum(),
            _ => self.untagged_enum(depth),
        };
        let ty = if self.rng.chance(30) {
            format!("Option<{ty}>")
        } else {
            ty
        };
        format!(
            "{}    #[serde(flatten)]\n    pub flat_{i}: {ty},\n",
            self.doc("    ")
        )
    }

    /// An untagged enum of two or three variants, each of named fields (or, now and then, a
    /// newtype of a nested struct) drawn from a small pool of names: variants that give one
    /// name different schemas make kube-derive's `crd()` panic, and kube-codegen refuse.
    pub(super) fn untagged_enum(&mut self, depth: usize) -> String {
        const NAMES: &[&str] = &["host", "port", "path", "name"];
        let name = self.fresh("Choice");
        let mut s = format!(
            "\n{}#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]\n#[serde(untagged)]\npub enum {name} {{\n",
            self.doc("")
        );
        for v in 0..2 + self.rng.below(2) {
            s.push_str(&self.doc("    "));
            if depth < 2 && self.rng.chance(20) {
                let inner = self.nested(depth);
                let _ = writeln!(s, "    Way{v}({inner}),");
                continue;
            }
            let _ = writeln!(s, "    Way{v} {{");
            let first = self.rng.below(NAMES.len());
            for f in 0..1 + self.rng.below(3) {
                if self.rng.chance(20) {
                    let _ = writeln!(s, "        /// {}", self.sentence());
                }
                let t = self.rng.pick(&["String", "u16", "Option<String>"]);
                let _ = writeln!(s, "        {}: {t},", NAMES[(first + f) % NAMES.len()]);
            }
            s.push_str("    },\n");
        }
        s.push_str("}\n");
        self.items.push_str(&s);
        name
    }

    pub(super) fn nested(&mut self, depth: usize) -> String {
        let name = self.fresh("Part");
        let doc = self.doc("");
        // It derives `JsonSchema`: no `x_kube` attribute on its fields.
        let kube_schema = std::mem::take(&mut self.kube_schema);
        let body = self.structure(&name, 1, 4, depth + 1);
        self.kube_schema = kube_schema;
        let _ = write!(
            self.items,
            "\n{doc}#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]\n{body}"
        );
        name
    }

    /// An enum's doc, derives, maybe a `rename_all`, and `pub enum name {`.
    fn enum_header(&mut self, name: &str) -> String {
        self.header("enum", name, "")
    }

    /// A type's doc, derives (`extra` appended), maybe a `rename_all`, and
    /// `pub <item> name {`.
    fn header(&mut self, item: &str, name: &str, extra: &str) -> String {
        let mut s = format!(
            "\n{}#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema{extra})]\n",
            self.doc("")
        );
        if self.rng.chance(40) {
            let _ = writeln!(
                s,
                "#[serde(rename_all = \"{}\")]",
                self.rng.pick(RENAME_ALL)
            );
        }
        let _ = writeln!(s, "pub {item} {name} {{");
        s
    }

    pub(super) fn unit_enum(&mut self) -> String {
        let name = self.fresh("Mode");
        let mut s = self.enum_header(&name);
        for v in 0..2 + self.rng.below(3) {
            s.push_str(&self.doc("    "));
            let _ = writeln!(s, "    Choice{v},");
        }
        s.push_str("}\n");
        self.items.push_str(&s);
        name
    }

    pub(super) fn data_enum(&mut self) -> String {
        let name = self.fresh("Source");
        let mut s = self.enum_header(&name);
        for v in 0..1 + self.rng.below(3) {
            s.push_str(&self.doc("    "));
            if self.rng.chance(50) {
                let inner = self.rng.pick(&["String", "i64", "bool", "Vec<String>"]);
                let _ = writeln!(s, "    From{v}({inner}),");
            } else {
                let _ = writeln!(s, "    From{v} {{");
                for f in 0..1 + self.rng.below(3) {
                    let t = self.rng.pick(&["String", "u32", "Option<String>", "bool"]);
                    let _ = writeln!(s, "        part_{f}: {t},");
                }
                s.push_str("    },\n");
            }
        }
        s.push_str("}\n");
        self.items.push_str(&s);
        name
    }

    /// A struct with a `Default` whose fields are std's types, some skipped when `None` or
    /// empty: derived, or written by hand one time in five (its value is then only knowable
    /// at run time). Returns the name and whether the impl is hand-written.
    pub(super) fn defaulted(&mut self) -> (String, bool) {
        let name = self.fresh("Limits");
        let by_hand = self.rng.chance(20);
        let mut s = self.header("struct", &name, if by_hand { "" } else { ", Default" });
        let types: &[(&str, Option<&str>)] = &[
            ("String", Some("String::is_empty")),
            ("u32", None),
            ("i64", None),
            ("f64", None),
            ("bool", None),
            ("Option<String>", Some("Option::is_none")),
            ("Vec<String>", Some("Vec::is_empty")),
            (
                "std::collections::BTreeMap<String, i32>",
                Some("std::collections::BTreeMap::is_empty"),
            ),
        ];
        let mut fields = Vec::new();
        for f in 0..1 + self.rng.below(4) {
            let (t, skip_if) = types[self.rng.below(types.len())];
            if let Some(p) = skip_if.filter(|_| self.rng.chance(40)) {
                let _ = writeln!(s, "    #[serde(skip_serializing_if = \"{p}\")]");
            }
            let _ = writeln!(s, "    pub limit_{f}: {t},");
            fields.push(f);
        }
        s.push_str("}\n");
        if by_hand {
            let _ = write!(
                s,
                "\nimpl Default for {name} {{\n    fn default() -> Self {{\n        {name} {{\n"
            );
            for f in fields {
                let _ = writeln!(s, "            limit_{f}: Default::default(),");
            }
            s.push_str("        }\n    }\n}\n");
        }
        self.items.push_str(&s);
        (name, by_hand)
    }

    /// A `Regex` static built from a literal, in a `LazyLock` or `lazy_static!`; returns the
    /// `regex(path = …)` argument naming it (`*RE` or `"RE"`).
    pub(super) fn regex_static(&mut self) -> String {
        let name = self.fresh("RE").to_uppercase();
        let pattern = self
            .rng
            .pick(&["^[a-z]+$", "^v[0-9]+(\\\\.[0-9]+)?$", "^(on|off)$"]);
        if self.rng.chance(50) {
            let _ = write!(
                self.items,
                "\nstatic {name}: std::sync::LazyLock<regex::Regex> =\n    std::sync::LazyLock::new(|| regex::Regex::new(\"{pattern}\").unwrap());\n"
            );
        } else {
            let _ = write!(
                self.items,
                "\nlazy_static::lazy_static! {{\n    static ref {name}: regex::Regex = regex::Regex::new(\"{pattern}\").expect(\"a pattern\");\n}}\n"
            );
        }
        if self.rng.chance(50) {
            format!("*{name}")
        } else {
            format!("\"{name}\"")
        }
    }

    pub(super) fn transparent(&mut self) -> String {
        let name = self.fresh("Id");
        let (doc, field_doc) = (self.doc(""), self.doc("    "));
        let _ = write!(
            self.items,
            "\n{doc}#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]\n#[serde(transparent)]\npub struct {name} {{\n{field_doc}    pub value: String,\n}}\n"
        );
        name
    }
}

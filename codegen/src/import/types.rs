//! A version's `openAPIV3Schema` read back into Rust types with markers: the reverse of the
//! schema emitter's type mapping (`docs/src/api-input.md`, "Type mapping") for what it
//! can express, and a warning naming the YAML path for what it cannot.

use std::collections::{BTreeSet, HashMap};

use serde_json::{Map, Value};

use super::names::{pascal, singular, snake};
use super::scalars::{known_type, scalar};
use crate::markers::{MarkerKind, Validation};

/// A Rust struct to write: its doc, its type-level markers and its fields, or, for a
/// newtype (`newtype`: the inner type), none.
pub(super) struct StructDecl {
    pub name: String,
    pub doc: String,
    pub markers: Vec<MarkerKind>,
    pub fields: Vec<FieldDecl>,
    pub newtype: Option<String>,
}

/// One field: its Rust name, JSON name, type, doc and markers; `optional` fields are
/// `Option`s.
pub(super) struct FieldDecl {
    pub ident: String,
    pub json: String,
    pub ty: String,
    pub doc: String,
    pub markers: Vec<MarkerKind>,
    pub optional: bool,
}

/// The types of one group-version module, named uniquely within it, and what could not be
/// read (`(YAML path, why)`).
#[derive(Default)]
pub(super) struct Module {
    pub structs: Vec<StructDecl>,
    names: BTreeSet<String>,
    kinds: BTreeSet<String>,
    pub warnings: Vec<(String, String)>,
    /// Some field is a floating-point number (`--allow-dangerous-types` to generate).
    pub floats: bool,
    /// Some `required` list is not sorted, as controller-gen sorts them: the module keeps
    /// field order (`+kube-codegen:schema:unsortedRequired`), and its fields are in
    /// `required`'s order.
    pub unsorted_required: bool,
    /// The structs declared so far, by their doc and schema ([`shape_key`]), with the
    /// warnings their schema gave (paths relative to the node): a node of the same shape
    /// elsewhere reuses the struct, as a Go API reuses a named type, and gets the same
    /// warnings at its own path.
    shapes: HashMap<String, (String, Vec<(String, String)>)>,
}

/// What makes two object nodes one Rust type: the doc the type carries and the schema
/// without its top description (which is the field's, on the field).
fn shape_key(doc: &str, s: &Map<String, Value>) -> String {
    let mut bare = s.clone();
    bare.remove("description");
    format!("{doc}\u{0}{}", Value::Object(bare))
}

/// Names a generated type may not take: the module's imports and Rust's prelude.
const TAKEN: &[&str] = &[
    "ObjectMeta",
    "IntOrString",
    "RawExtension",
    "Serialize",
    "Deserialize",
    "String",
    "Vec",
    "Option",
    "Box",
    "Result",
    "BTreeMap",
    "Value",
    "Default",
    "Clone",
    "Debug",
    "Self",
];

impl Module {
    /// Reserves the Kinds' names (and their `List`s) before any other type is named.
    pub fn reserve(&mut self, name: &str) {
        self.kinds.insert(name.to_string());
        self.names.insert(name.to_string());
        self.names.insert(format!("{name}List"));
    }

    /// A type name for a node at `prop` below the type `owner`: a Kind's own properties
    /// are `<Kind><Prop>` (`CronJobSpec`, as kubebuilder names them); deeper ones take the
    /// property's own name when free, else prefixed by their owner, else numbered.
    fn name(&mut self, owner: &str, prop: &str) -> String {
        let own = pascal(prop);
        let prefixed = format!("{owner}{own}");
        let candidates = if self.kinds.contains(owner) {
            [prefixed.clone(), prefixed]
        } else {
            [own.clone(), prefixed]
        };
        for c in candidates {
            if !c.is_empty() && !TAKEN.contains(&c.as_str()) && self.names.insert(c.clone()) {
                return c;
            }
        }
        let mut n = 2;
        loop {
            let c = format!("{owner}{own}{n}");
            if self.names.insert(c.clone()) {
                return c;
            }
            n += 1;
        }
    }

    pub(super) fn warn(&mut self, path: &str, why: impl Into<String>) {
        self.warnings.push((path.to_string(), why.into()));
    }

    /// The struct for the object node `s` at `path` (a property `prop` of `owner`) with the
    /// doc `doc`: the struct declared before for a node of the same shape, its warnings
    /// repeated at this path, or a new one.
    fn shared_object(
        &mut self,
        owner: &str,
        prop: &str,
        s: &Map<String, Value>,
        path: &str,
        doc: String,
    ) -> String {
        let key = shape_key(&doc, s);
        if let Some((name, warnings)) = self.shapes.get(&key) {
            let name = name.clone();
            for (rel, why) in warnings.clone() {
                self.warnings.push((format!("{path}{rel}"), why));
            }
            return name;
        }
        let name = self.name(owner, prop);
        let first = self.warnings.len();
        self.object(&name, s, path, doc);
        let own: Vec<(String, String)> = self.warnings[first..]
            .iter()
            .filter_map(|(at, why)| Some((at.strip_prefix(path)?.to_string(), why.clone())))
            .collect();
        self.shapes.insert(key, (name.clone(), own));
        name
    }

    /// Declares the struct `name` for the object schema `s` at `path`; `doc` is the
    /// description the type itself carries (an array's items, a map's values, the Kind).
    pub fn object(&mut self, name: &str, s: &Map<String, Value>, path: &str, doc: String) {
        // The struct is declared before the types of its fields, as a person writes them.
        let slot = self.structs.len();
        self.structs.push(StructDecl {
            name: name.to_string(),
            doc: String::new(),
            markers: Vec::new(),
            fields: Vec::new(),
            newtype: None,
        });
        let mut markers = Vec::new();
        let doc = doc_or_marker(doc, &mut markers);
        self.node_markers(s, path, &mut markers, false);
        let props = s.get("properties").and_then(Value::as_object);
        let required: Vec<&str> = s
            .get("required")
            .and_then(Value::as_array)
            .map(|r| r.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        self.unsorted_required |= !required.is_sorted();
        let mut fields = Vec::new();
        let mut idents = BTreeSet::new();
        // Required fields first, in the order of `required` (the order the emitter writes
        // them back in), then the others by name.
        let mut order: Vec<&str> = required
            .iter()
            .copied()
            .filter(|r| props.is_some_and(|p| p.contains_key(*r)))
            .collect();
        for r in &required {
            if !props.is_some_and(|p| p.contains_key(*r)) {
                self.warn(
                    path,
                    format!("`required` names `{r}`, which is no property"),
                );
            }
        }
        if let Some(p) = props {
            order.extend(
                p.keys()
                    .map(String::as_str)
                    .filter(|k| !required.contains(k)),
            );
        }
        for json in order {
            let Some(Value::Object(ps)) = props.and_then(|p| p.get(json)) else {
                continue;
            };
            let at = format!("{path}.properties.{json}");
            let mut markers = Vec::new();
            let ty = self.type_of(name, json, ps, &at, &mut markers);
            let optional = !required.contains(&json);
            if optional {
                markers.push(MarkerKind::Optional);
            }
            let mut ident = snake(json);
            while !idents.insert(ident.clone()) {
                ident.push('_');
            }
            let doc = doc_or_marker(description(ps), &mut markers);
            fields.push(FieldDecl {
                ident,
                json: json.to_string(),
                ty,
                doc,
                markers,
                optional,
            });
        }
        self.structs[slot] = StructDecl {
            name: name.to_string(),
            doc,
            markers,
            fields,
            newtype: None,
        };
    }

    /// The Rust type of the node `s` at `path` (a property `prop` of `owner`), with the
    /// markers its field carries.
    fn type_of(
        &mut self,
        owner: &str,
        prop: &str,
        s: &Map<String, Value>,
        path: &str,
        markers: &mut Vec<MarkerKind>,
    ) -> String {
        let ty = s.get("type").and_then(Value::as_str).unwrap_or("");
        let flag = |k: &str| s.get(k) == Some(&Value::Bool(true));
        if let Some(path) = known_type(s, true) {
            return format!("k8s_openapi::{path}");
        }
        if flag("x-kubernetes-int-or-string") {
            return self.int_or_string(s, path, markers);
        }
        if flag("x-kubernetes-embedded-resource") {
            markers.push(MarkerKind::Validation(Validation::EmbeddedResource));
            self.node_markers(s, path, markers, true);
            if !flag("x-kubernetes-preserve-unknown-fields") || s.contains_key("properties") {
                self.warn(
                    path,
                    "an embedded resource with properties is read as one that keeps unknown fields",
                );
            }
            return "k8s_openapi::apimachinery::pkg::runtime::RawExtension".to_string();
        }
        let preserve = flag("x-kubernetes-preserve-unknown-fields");
        match ty {
            "" if preserve && !s.contains_key("properties") => {
                self.node_markers(s, path, markers, true);
                "serde_json::Value".to_string()
            }
            // A struct carries its node's markers itself (a field's markers would be
            // combined with the type's under `allOf`); only `+nullable` is the field's.
            "object" if s.contains_key("properties") => {
                let name = self.shared_object(owner, prop, s, path, String::new());
                if flag("nullable") {
                    markers.push(MarkerKind::Nullable);
                }
                name
            }
            "object" if s.contains_key("additionalProperties") => {
                self.node_markers(s, path, markers, true);
                let Some(Value::Object(v)) = s.get("additionalProperties") else {
                    self.warn(
                        path,
                        "`additionalProperties: true` is read as a map of any values",
                    );
                    return "std::collections::BTreeMap<String, serde_json::Value>".to_string();
                };
                let inner = self.element(
                    owner,
                    prop,
                    v,
                    &format!("{path}.additionalProperties"),
                    markers,
                    "additionalProperties",
                );
                format!("std::collections::BTreeMap<String, {inner}>")
            }
            "object" if preserve => {
                self.node_markers(s, path, markers, true);
                "k8s_openapi::apimachinery::pkg::runtime::RawExtension".to_string()
            }
            "object" => {
                let name = self.shared_object(owner, prop, s, path, String::new());
                if flag("nullable") {
                    markers.push(MarkerKind::Nullable);
                }
                name
            }
            "array" => {
                self.node_markers(s, path, markers, true);
                let Some(Value::Object(items)) = s.get("items") else {
                    self.warn(path, "an array without one `items` schema");
                    return "Vec<serde_json::Value>".to_string();
                };
                let inner = self.element(
                    owner,
                    &singular(prop),
                    items,
                    &format!("{path}.items"),
                    markers,
                    "items",
                );
                format!("Vec<{inner}>")
            }
            "string" | "integer" | "number" | "boolean" => {
                self.node_markers(s, path, markers, true);
                scalar(
                    ty,
                    s.get("format").and_then(Value::as_str),
                    markers,
                    &mut self.floats,
                )
            }
            other => {
                self.warn(
                    path,
                    format!("type `{other}` is not read; the field is kept as any JSON"),
                );
                "serde_json::Value".to_string()
            }
        }
    }

    /// The Rust type of an int-or-string node: `IntOrString` for its standard shape
    /// (`anyOf: [integer, string]`, no type), else the node's own type (or none) with
    /// `+kubebuilder:validation:XIntOrString`, as controller-gen writes that marker.
    fn int_or_string(
        &mut self,
        s: &Map<String, Value>,
        path: &str,
        markers: &mut Vec<MarkerKind>,
    ) -> String {
        let ty = s.get("type").and_then(Value::as_str).unwrap_or("");
        let any_of = serde_json::json!([{"type": "integer"}, {"type": "string"}]);
        self.node_markers(s, path, markers, true);
        if s.get("anyOf") == Some(&any_of) && ty.is_empty() {
            return "k8s_openapi::apimachinery::pkg::util::intstr::IntOrString".to_string();
        }
        markers.push(MarkerKind::Validation(Validation::IntOrString));
        match ty {
            "string" | "integer" | "number" | "boolean" => scalar(
                ty,
                s.get("format").and_then(Value::as_str),
                markers,
                &mut self.floats,
            ),
            _ => {
                markers.push(MarkerKind::Validation(Validation::Schemaless));
                "serde_json::Value".to_string()
            }
        }
    }

    /// The type of an array's items or a map's values: a struct of its own (which carries the
    /// node's description and rules), or a scalar whose validations become `items:` markers.
    fn element(
        &mut self,
        owner: &str,
        prop: &str,
        s: &Map<String, Value>,
        path: &str,
        markers: &mut Vec<MarkerKind>,
        what: &str,
    ) -> String {
        let ty = s.get("type").and_then(Value::as_str).unwrap_or("");
        if let Some(path) = known_type(s, false) {
            return format!("k8s_openapi::{path}");
        }
        if ty == "object" && s.contains_key("properties") {
            return self.shared_object(owner, prop, s, path, description(s));
        }
        let mut inner = Vec::new();
        let t = self.type_of(owner, prop, s, path, &mut inner);
        // `+nullable` is a field's: nullable items or values are the field's
        // `+kube-codegen:schema`.
        if let Some(i) = inner.iter().position(|m| *m == MarkerKind::Nullable) {
            inner.remove(i);
            markers.push(MarkerKind::SchemaPatch(
                serde_json::json!({ what: { "nullable": true } }),
            ));
        }
        // A described element, or a map's values with rules: a newtype carries the
        // description and the rules, as a named Go type does.
        let rules = inner.iter().any(|m| *m != MarkerKind::Optional);
        if s.contains_key("description") || (what != "items" && rules) {
            let name = self.name(owner, prop);
            let doc = doc_or_marker(description(s), &mut inner);
            self.structs.push(StructDecl {
                name: name.clone(),
                doc,
                markers: inner,
                fields: Vec::new(),
                newtype: Some(t),
            });
            return name;
        }
        for m in inner {
            match m {
                MarkerKind::Validation(v) if what == "items" => {
                    markers.push(MarkerKind::ItemsValidation(v))
                }
                other => {
                    let text = other.text().unwrap_or_default();
                    self.warn(path, format!("`{text}` on `{what}` is not kept"));
                }
            }
        }
        t
    }
}

/// A node's description, or nothing.
pub(super) fn description(s: &Map<String, Value>) -> String {
    s.get("description")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_string()
}

/// The doc comment text for the description `desc`: `desc` itself, or, when doc comments
/// cannot hold it ([`doc_problem`]), nothing, with the description in a
/// `+kube-codegen:description` marker.
fn doc_or_marker(desc: String, markers: &mut Vec<MarkerKind>) -> String {
    if doc_problem(&desc).is_some() {
        markers.push(MarkerKind::Description(desc));
        String::new()
    } else {
        desc
    }
}

/// Why `desc`, written as doc comment lines, would not come back as it is: a line the
/// parser reads as a marker, white space a doc line loses, or text that controller-gen's
/// rules change (runs of blank lines, `TODO` lines, a `---` line).
fn doc_problem(desc: &str) -> Option<&'static str> {
    let lines: Vec<&str> = desc.split('\n').collect();
    if lines.iter().any(|l| l.trim().starts_with('+')) {
        return Some("a description line starts with `+`, which a doc comment reads as a marker");
    }
    if lines.iter().any(|l| l.trim_end() != *l) {
        return Some("a description line ends in white space, which a doc comment drops");
    }
    let back = crate::parse::describe(lines.iter().map(|l| l.to_string()).collect());
    (back != desc).then_some(
        "the description has blank-line runs, `TODO` or `---` lines, which controller-gen's doc rules change",
    )
}

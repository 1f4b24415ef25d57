//! A version's `openAPIV3Schema` read back into Rust types with markers: the reverse of the
//! schema emitter's type mapping (`docs/src/api-input.md`, "Type mapping") for what it
//! can express, and a warning naming the YAML path for what it cannot.

use std::collections::{BTreeSet, HashMap};

use serde_json::{Map, Value};

use super::names::{pascal, singular, snake};
use super::scalars::{known_type, scalar};
use crate::markers::{MarkerKind, Validation};

/// A Rust type to write: its doc, its type-level markers and its fields; for a newtype
/// (`newtype`: the inner type) no fields; for a union (`variants`: an externally tagged enum
/// with one newtype variant per property, which a struct flattens) no fields either.
pub(super) struct StructDecl {
    pub name: String,
    pub doc: String,
    pub markers: Vec<MarkerKind>,
    pub fields: Vec<FieldDecl>,
    pub newtype: Option<String>,
    pub variants: Vec<FieldDecl>,
}

impl StructDecl {
    /// A struct named `name` with nothing in it yet: the place a type takes before the
    /// types of its fields are declared.
    fn named(name: &str) -> Self {
        StructDecl {
            name: name.to_string(),
            doc: String::new(),
            markers: Vec::new(),
            fields: Vec::new(),
            newtype: None,
            variants: Vec::new(),
        }
    }
}

/// One field (or a union's variant): its Rust name, JSON name, type, doc and markers;
/// `optional` fields are `Option`s; a `flatten`ed one holds the struct's union.
pub(super) struct FieldDecl {
    pub ident: String,
    pub json: String,
    pub ty: String,
    pub doc: String,
    pub markers: Vec<MarkerKind>,
    pub optional: bool,
    pub flatten: bool,
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
        self.structs.push(StructDecl::named(name));
        let mut markers = Vec::new();
        let doc = doc_or_marker(doc, &mut markers);
        let members = if self.kinds.contains(name) {
            None
        } else {
            union_members(s)
        };
        match &members {
            // The union's `oneOf` is the enum's to write.
            Some(_) => {
                let mut rest = s.clone();
                rest.remove("oneOf");
                self.node_markers(&rest, path, &mut markers, false);
            }
            None => self.node_markers(s, path, &mut markers, false),
        }
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
        let (members, optional_union) = members.unwrap_or_default();
        order.retain(|json| !members.contains(json));
        for json in order {
            let Some(Value::Object(ps)) = props.and_then(|p| p.get(json)) else {
                continue;
            };
            let optional = !required.contains(&json);
            let at = format!("{path}.properties.{json}");
            let field = self.member(name, (json, ps), &at, snake(json), &mut idents, optional);
            fields.push(field);
        }
        if !members.is_empty() {
            let mut ident = "one_of".to_string();
            while !idents.insert(ident.clone()) {
                ident.push('_');
            }
            let ty = self.union(name, s, &members, path);
            fields.push(FieldDecl {
                ident,
                json: String::new(),
                ty,
                doc: String::new(),
                markers: Vec::new(),
                optional: optional_union,
                flatten: true,
            });
        }
        self.structs[slot] = StructDecl {
            name: name.to_string(),
            doc,
            markers,
            fields,
            newtype: None,
            variants: Vec::new(),
        };
    }

    /// The field (or union variant) for the property `json` of the type `owner`, whose
    /// schema `ps` stands at `at`: its type, doc and markers (`+optional` when `optional`),
    /// named `ident`, or `ident` with `_`s until it is free in `idents`.
    fn member(
        &mut self,
        owner: &str,
        (json, ps): (&str, &Map<String, Value>),
        at: &str,
        mut ident: String,
        idents: &mut BTreeSet<String>,
        optional: bool,
    ) -> FieldDecl {
        let mut markers = Vec::new();
        let ty = self.type_of(owner, json, ps, at, &mut markers);
        if optional {
            markers.push(MarkerKind::Optional);
        }
        while !idents.insert(ident.clone()) {
            ident.push('_');
        }
        let doc = doc_or_marker(description(ps), &mut markers);
        FieldDecl {
            ident,
            json: json.to_string(),
            ty,
            doc,
            markers,
            optional,
            flatten: false,
        }
    }

    /// Declares the enum `<owner>OneOf` for the union of the object node `s` at `path`
    /// (its `members`, in `oneOf`'s order): one newtype variant per member property, with
    /// the property's type, doc and markers, which the struct `owner` flattens (an optional
    /// union as an `Option`). The emitter writes such an enum back as the properties and
    /// the `oneOf` of `required` alternatives (`docs/src/api-input.md`, "JSON shape comes
    /// from serde").
    fn union(
        &mut self,
        owner: &str,
        s: &Map<String, Value>,
        members: &[&str],
        path: &str,
    ) -> String {
        let mut name = format!("{owner}OneOf");
        let mut n = 2;
        while TAKEN.contains(&name.as_str()) || !self.names.insert(name.clone()) {
            name = format!("{owner}OneOf{n}");
            n += 1;
        }
        let slot = self.structs.len();
        self.structs.push(StructDecl::named(&name));
        let mut variants = Vec::new();
        let mut idents = BTreeSet::new();
        for &json in members {
            let Some(Value::Object(ps)) = s.get("properties").and_then(|p| p.get(json)) else {
                continue;
            };
            let mut ident = pascal(json);
            if ident.is_empty() || ident == "Self" {
                ident.push_str("Variant");
            }
            let at = format!("{path}.properties.{json}");
            let variant = self.member(owner, (json, ps), &at, ident, &mut idents, false);
            variants.push(variant);
        }
        self.structs[slot].variants = variants;
        name
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
                variants: Vec::new(),
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

/// The members of the object node `s`'s union, in `oneOf`'s order, and whether the union is
/// optional: where `oneOf`'s every alternative (two or more) requires one property of the
/// node alone, each a different one that is not required itself and has neither a `default`
/// nor `nullable` (a Kubernetes union: exactly one of these properties is set), or, for an
/// optional union (at most one), where a first alternative says none of the others holds
/// (`not: {anyOf: [the others]}`, as Istio's CRDs write it). `None` for any other `oneOf`,
/// which stays a marker.
fn union_members(s: &Map<String, Value>) -> Option<(Vec<&str>, bool)> {
    let mut alternatives = s.get("oneOf")?.as_array()?.as_slice();
    let none = alternatives
        .first()
        .and_then(|a| a.get("not"))
        .and_then(|n| n.get("anyOf"))
        .and_then(Value::as_array);
    let optional = none.is_some_and(|n| n.as_slice() == &alternatives[1..]);
    if optional {
        alternatives = &alternatives[1..];
    }
    let props = s.get("properties")?.as_object()?;
    let required = s.get("required").and_then(Value::as_array);
    let mut members = Vec::new();
    for a in alternatives {
        let a = a.as_object().filter(|a| a.len() == 1)?;
        let [Value::String(json)] = a.get("required")?.as_array()?.as_slice() else {
            return None;
        };
        let p = props.get(json)?.as_object()?;
        let plain = !p.contains_key("default") && p.get("nullable") != Some(&Value::Bool(true));
        let free = !required.is_some_and(|r| r.iter().any(|r| r == json));
        if !plain || !free || members.contains(&json.as_str()) {
            return None;
        }
        members.push(json.as_str());
    }
    (members.len() >= 2).then_some((members, optional))
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

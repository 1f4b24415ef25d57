//! A version's `openAPIV3Schema` read back into Rust types with markers: the reverse of the
//! schema emitter's type mapping (`docs/src/api-input.md`, "Type mapping") for what it
//! can express, and a warning naming the YAML path for what it cannot.

use std::collections::{BTreeSet, HashMap};
use std::sync::OnceLock;

use serde_json::{Map, Value};

use super::names::{any_value, capital, pascal, quote, quote_raw, singular, snake};

/// A Rust struct to write: its doc, its type-level markers and its fields, or, for a
/// newtype (`newtype`: the inner type), none.
pub(super) struct StructDecl {
    pub name: String,
    pub doc: String,
    pub markers: Vec<String>,
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
    pub markers: Vec<String>,
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

    fn warn(&mut self, path: &str, why: impl Into<String>) {
        self.warnings.push((path.to_string(), why.into()));
    }

    /// Declares the struct `name` for the object schema `s` at `path`; `doc` is the
    /// description the type itself carries (an array's items, a map's values, the Kind).
    pub fn object(&mut self, name: &str, s: &Map<String, Value>, path: &str, doc: String) {
        if let Some(why) = doc_problem(&doc) {
            self.warn(&format!("{path}.description"), why);
        }
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
        self.node_markers(s, path, &mut markers, false);
        let props = s.get("properties").and_then(Value::as_object);
        let required: Vec<&str> = s
            .get("required")
            .and_then(Value::as_array)
            .map(|r| r.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
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
                markers.push("+optional".to_string());
            }
            let mut ident = snake(json);
            while !idents.insert(ident.clone()) {
                ident.push('_');
            }
            if let Some(why) = doc_problem(&description(ps)) {
                self.warn(&format!("{at}.description"), why);
            }
            fields.push(FieldDecl {
                ident,
                json: json.to_string(),
                ty,
                doc: description(ps),
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
        markers: &mut Vec<String>,
    ) -> String {
        let ty = s.get("type").and_then(Value::as_str).unwrap_or("");
        let flag = |k: &str| s.get(k) == Some(&Value::Bool(true));
        if let Some(path) = known_type(s, true) {
            return format!("k8s_openapi::{path}");
        }
        if flag("x-kubernetes-int-or-string") {
            self.node_markers(s, path, markers, true);
            return "k8s_openapi::apimachinery::pkg::util::intstr::IntOrString".to_string();
        }
        if flag("x-kubernetes-embedded-resource") {
            markers.push("+kubebuilder:validation:EmbeddedResource".to_string());
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
                let name = self.name(owner, prop);
                self.object(&name, s, path, String::new());
                if flag("nullable") {
                    markers.push("+nullable".to_string());
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
                let name = self.name(owner, prop);
                self.object(&name, s, path, String::new());
                if flag("nullable") {
                    markers.push("+nullable".to_string());
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

    /// The type of an array's items or a map's values: a struct of its own (which carries the
    /// node's description and rules), or a scalar whose validations become `items:` markers.
    fn element(
        &mut self,
        owner: &str,
        prop: &str,
        s: &Map<String, Value>,
        path: &str,
        markers: &mut Vec<String>,
        what: &str,
    ) -> String {
        let ty = s.get("type").and_then(Value::as_str).unwrap_or("");
        if let Some(path) = known_type(s, false) {
            return format!("k8s_openapi::{path}");
        }
        if ty == "object" && s.contains_key("properties") {
            let name = self.name(owner, prop);
            self.object(&name, s, path, description(s));
            return name;
        }
        let mut inner = Vec::new();
        let t = self.type_of(owner, prop, s, path, &mut inner);
        // A described element, or a map's values with rules: a newtype carries the
        // description and the rules, as a named Go type does.
        let rules = inner.iter().any(|m| !m.starts_with("+optional"));
        if s.contains_key("description") || (what != "items" && rules) {
            if let Some(why) = doc_problem(&description(s)) {
                self.warn(&format!("{path}.description"), why);
            }
            let name = self.name(owner, prop);
            self.structs.push(StructDecl {
                name: name.clone(),
                doc: description(s),
                markers: inner,
                fields: Vec::new(),
                newtype: Some(t),
            });
            return name;
        }
        for m in inner {
            match m.strip_prefix("+kubebuilder:validation:") {
                Some(rest) if what == "items" => {
                    markers.push(format!("+kubebuilder:validation:items:{rest}"))
                }
                _ => self.warn(path, format!("`{m}` on `{what}` is not kept")),
            }
        }
        t
    }

    /// The markers of the node's validations and extensions (`field`: on a field, where
    /// `+nullable` goes; else on a type).
    fn node_markers(
        &mut self,
        s: &Map<String, Value>,
        path: &str,
        out: &mut Vec<String>,
        field: bool,
    ) {
        for (k, v) in s {
            let m = match (k.as_str(), v) {
                (
                    "type"
                    | "format"
                    | "properties"
                    | "required"
                    | "items"
                    | "additionalProperties"
                    | "description"
                    | "x-kubernetes-int-or-string"
                    | "x-kubernetes-embedded-resource",
                    _,
                ) => continue,
                ("anyOf", _) if s.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true)) => {
                    continue;
                }
                // `serde_json::Value` and `RawExtension` (no type, or an object without
                // properties) keep unknown fields themselves.
                ("x-kubernetes-preserve-unknown-fields", Value::Bool(true)) => {
                    let ty = s.get("type").and_then(Value::as_str).unwrap_or("");
                    if ty.is_empty() || (ty == "object" && !s.contains_key("properties")) {
                        continue;
                    }
                    "+kubebuilder:pruning:PreserveUnknownFields".to_string()
                }
                (key, _) if !fits(key, s) => {
                    self.warn(
                        &format!("{path}.{key}"),
                        "does not apply to the node's type, and no marker can write it there; left out",
                    );
                    continue;
                }
                ("maximum" | "minimum" | "multipleOf", Value::Number(n)) => {
                    format!("+kubebuilder:validation:{}={n}", capital(k))
                }
                ("exclusiveMaximum" | "exclusiveMinimum" | "uniqueItems", Value::Bool(b)) => {
                    format!("+kubebuilder:validation:{}={b}", capital(k))
                }
                (
                    "maxLength" | "minLength" | "maxItems" | "minItems" | "maxProperties"
                    | "minProperties",
                    Value::Number(n),
                ) => {
                    format!("+kubebuilder:validation:{}={n}", capital(k))
                }
                ("pattern", Value::String(p)) => {
                    format!("+kubebuilder:validation:Pattern={}", quote_raw(p))
                }
                ("enum", Value::Array(values)) => {
                    let list: Vec<String> = values.iter().map(any_value).collect();
                    format!("+kubebuilder:validation:Enum={}", list.join(";"))
                }
                ("default", v) => format!("+default={v}"),
                ("nullable", Value::Bool(true)) if field => "+nullable".to_string(),
                ("nullable", _) => continue,
                ("title", Value::String(t)) => format!("+kubebuilder:title={}", quote(t)),
                ("example", v) => format!("+kubebuilder:example={}", any_value(v)),
                ("x-kubernetes-list-type", Value::String(t)) => format!("+listType={t}"),
                ("externalDocs", Value::Object(d)) => {
                    let args: Vec<String> = ["url", "description"]
                        .iter()
                        .filter_map(|k| Some(format!("{k}={}", quote(d.get(*k)?.as_str()?))))
                        .collect();
                    format!("+kubebuilder:externalDocs:{}", args.join(","))
                }
                ("x-kubernetes-list-map-keys", Value::Array(keys)) => {
                    for key in keys.iter().filter_map(Value::as_str) {
                        out.push(format!("+listMapKey={key}"));
                    }
                    continue;
                }
                ("x-kubernetes-map-type", Value::String(t)) => {
                    if s.contains_key("properties") {
                        format!("+structType={t}")
                    } else {
                        format!("+mapType={t}")
                    }
                }
                ("x-kubernetes-validations", Value::Array(rules)) => {
                    for r in rules {
                        match cel_marker(r) {
                            Some(m) => out.push(m),
                            None => self.warn(path, "a CEL rule without a `rule` is not kept"),
                        }
                    }
                    continue;
                }
                _ => {
                    self.warn(
                        &format!("{path}.{k}"),
                        "not read back into markers; left out",
                    );
                    continue;
                }
            };
            out.push(m);
        }
    }
}

/// Whether the validation `key` applies to the node's type, as the markers require
/// (controller-gen refuses `MaxLength` on an array, for one).
fn fits(key: &str, s: &Map<String, Value>) -> bool {
    let ty = s.get("type").and_then(Value::as_str).unwrap_or("");
    let int_or_string = s.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true));
    match key {
        "maxLength" | "minLength" | "pattern" => ty == "string" || int_or_string,
        "maximum" | "minimum" | "exclusiveMaximum" | "exclusiveMinimum" | "multipleOf" => {
            ty == "integer" || ty == "number" || int_or_string
        }
        "maxItems" | "minItems" | "uniqueItems" => ty == "array",
        "maxProperties" | "minProperties" => ty == "object",
        _ => true,
    }
}

/// The k8s-openapi type (`api::core::v1::PodSpec`) whose schema, as controller-gen writes
/// it, is `s`: an object with properties or an int-or-string (`Quantity`); a field's own
/// description replaces the type's, so a field's node is compared without it
/// (`field_description`), but only when it has one or the type has none.
fn known_type(s: &Map<String, Value>, field_description: bool) -> Option<&'static str> {
    static TABLE: OnceLock<HashMap<String, &'static str>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut paths: Vec<&'static str> = kube_codegen_openapi::known_paths().collect();
        // Stable versions first, so a type served in several versions is named by its
        // stable one.
        paths.sort_by_key(|p| (p.contains("alpha") || p.contains("beta"), *p));
        let mut table = HashMap::new();
        for path in paths {
            let Some(Value::Object(mut schema)) = kube_codegen_openapi::schema(path) else {
                continue;
            };
            let shaped = schema.contains_key("properties")
                || schema.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true));
            if !shaped {
                continue;
            }
            for with_description in [true, false] {
                if !with_description {
                    schema.remove("description");
                }
                let key = format!("{with_description}{}", Value::Object(schema.clone()));
                table.entry(key).or_insert(path);
            }
        }
        table
    });
    let own = Value::Object(s.clone()).to_string();
    if let Some(p) = table.get(&format!("true{own}")) {
        return Some(p);
    }
    if field_description && s.contains_key("description") {
        let mut bare = s.clone();
        bare.remove("description");
        return table.get(&format!("false{}", Value::Object(bare))).copied();
    }
    None
}

/// A scalar's Rust type: `format` chooses the width; other formats become a marker.
fn scalar(ty: &str, format: Option<&str>, markers: &mut Vec<String>, floats: &mut bool) -> String {
    let (rust, natural) = match (ty, format) {
        ("integer", Some("int32")) => ("i32", true),
        ("integer", Some("int64")) => ("i64", true),
        ("integer", None) => ("isize", true),
        ("integer", Some(_)) => ("i64", false),
        ("number", _) => {
            *floats = true;
            ("f64", format.is_none())
        }
        ("boolean", _) => ("bool", format.is_none()),
        // Base64 and RFC 3339 text, as Go's `[]byte` and `metav1.Time` serialize them.
        ("string", Some("byte")) => ("k8s_openapi::ByteString", true),
        ("string", Some("date-time")) => {
            ("k8s_openapi::apimachinery::pkg::apis::meta::v1::Time", true)
        }
        _ => ("String", format.is_none()),
    };
    if !natural && let Some(f) = format {
        markers.push(format!("+kubebuilder:validation:Format={f}"));
    }
    rust.to_string()
}

/// `+kubebuilder:validation:XValidation:rule=…,message=…`.
fn cel_marker(r: &Value) -> Option<String> {
    let r = r.as_object()?;
    let mut args = vec![format!("rule={}", quote(r.get("rule")?.as_str()?))];
    for key in ["message", "messageExpression", "reason", "fieldPath"] {
        if let Some(Value::String(v)) = r.get(key) {
            args.push(format!("{key}={}", quote(v)));
        }
    }
    if let Some(Value::Bool(b)) = r.get("optionalOldSelf") {
        args.push(format!("optionalOldSelf={b}"));
    }
    Some(format!(
        "+kubebuilder:validation:XValidation:{}",
        args.join(",")
    ))
}

/// A node's description, or nothing.
pub(super) fn description(s: &Map<String, Value>) -> String {
    s.get("description")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_string()
}

/// Why `desc`, written as doc comment lines, would not come back as it is: a line the
/// parser reads as a marker, white space a doc line loses, or text that controller-gen's
/// rules change (runs of blank lines, `TODO` lines, a `---` line).
pub(super) fn doc_problem(desc: &str) -> Option<&'static str> {
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

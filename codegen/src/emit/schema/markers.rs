//! Field and type markers applied to a schema node, in controller-gen's priority order.

use super::*;

impl Cx<'_, '_> {
    /// Applies markers to a schema node in controller-gen's priority order.
    pub(super) fn apply_markers(
        &mut self,
        s: &mut Map<String, Value>,
        markers: &[&Marker],
        path: &[String],
    ) {
        let prio = |m: &Marker| -> u8 {
            if m.is("kubebuilder:validation:Type") || m.is("kubebuilder:validation:XIntOrString") {
                0
            } else if m.is("kubebuilder:validation:AtMostOneOf") {
                2
            } else if m.is("kubebuilder:validation:ExactlyOneOf") {
                3
            } else if m.is("kubebuilder:validation:AtLeastOneOf") {
                4
            } else if m.is("default") {
                5
            } else if m.is("kubebuilder:default") {
                6
            } else {
                1
            }
        };
        let bound = |name: &str| {
            markers
                .iter()
                .rev()
                .find(|m| m.is(name))
                .and_then(|m| m.value())
                .and_then(|v| v.as_f64())
        };
        if let (Some(min), Some(max)) = (
            bound("kubebuilder:validation:Minimum"),
            bound("kubebuilder:validation:Maximum"),
        ) && min > max
            && let Some(m) = markers
                .iter()
                .find(|m| m.is("kubebuilder:validation:Minimum"))
        {
            self.error(
                m.span,
                format!("conflicting markers: Minimum ({min}) is greater than Maximum ({max})"),
                None,
            );
        }
        let length = |name: &str| {
            markers
                .iter()
                .rev()
                .find(|m| m.is(name))
                .and_then(|m| m.value())
                .and_then(|v| v.as_i64())
        };
        for (lo, hi) in [
            ("MinLength", "MaxLength"),
            ("MinItems", "MaxItems"),
            ("MinProperties", "MaxProperties"),
        ] {
            let (l, h) = (
                format!("kubebuilder:validation:{lo}"),
                format!("kubebuilder:validation:{hi}"),
            );
            if let (Some(a), Some(b)) = (length(&l), length(&h))
                && a > b
                && let Some(m) = markers.iter().find(|m| m.is(&l))
            {
                self.error(
                    m.span,
                    format!("conflicting markers: {lo} ({a}) is greater than {hi} ({b})"),
                    None,
                );
            }
        }
        let mut ordered: Vec<&Marker> = markers.to_vec();
        ordered.sort_by_key(|m| prio(m));
        for m in ordered {
            if let Some(rest) = m.name.strip_prefix("kubebuilder:validation:items:") {
                let Some(Value::Object(items)) = s.get_mut("items") else {
                    self.error(
                        m.span,
                        format!(
                            "`+{}` applies to the items of an array, but this is not an array",
                            m.name
                        ),
                        None,
                    );
                    continue;
                };
                let mut items_map = std::mem::take(items);
                self.apply_one(&mut items_map, m, rest, &child(path, "items"));
                if let Some(Value::Object(items)) = s.get_mut("items") {
                    *items = items_map;
                }
            } else if let Some(rest) = m.name.strip_prefix("kubebuilder:validation:") {
                self.apply_one(s, m, rest, path);
            } else {
                self.apply_one(s, m, crate::markers::registry::canonical(&m.name), path);
            }
        }
    }

    // The type checks report errors as a side effect; they stay in the arm bodies rather
    // than in match guards so that effect is visible.
    #[allow(clippy::collapsible_match)]
    pub(super) fn apply_one(
        &mut self,
        s: &mut Map<String, Value>,
        m: &Marker,
        name: &str,
        path: &[String],
    ) {
        let ty = s
            .get("type")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string();
        let int_or_string = s.get("x-kubernetes-int-or-string") == Some(&json!(true));
        let numeric = ty == "integer" || ty == "number";
        let textual = ty == "string" || int_or_string;
        let v = m.value();
        let num = v.and_then(|v| v.as_f64());
        let need = |ok: bool, what: &str, this: &mut Self| {
            if !ok {
                this.error(
                    m.span,
                    format!(
                        "`+{}` must apply to {what}, found type `{}`",
                        m.name,
                        if ty.is_empty() { "<none>" } else { &ty }
                    ),
                    None,
                );
            }
            ok
        };
        match name {
            "Maximum" | "Minimum" | "MultipleOf" => {
                if need(numeric, "a number", self) {
                    let n = num.unwrap_or_default();
                    if ty == "integer" && n.fract() != 0.0 {
                        self.error(
                            m.arg_span(""),
                            format!(
                                "cannot apply non-integral {} ({n}) to an integer",
                                name.to_lowercase()
                            ),
                            None,
                        );
                    }
                    let key = match name {
                        "Maximum" => "maximum",
                        "Minimum" => "minimum",
                        _ => "multipleOf",
                    };
                    s.insert(key.into(), number(v));
                }
            }
            "ExclusiveMaximum" | "ExclusiveMinimum" => {
                if need(numeric, "a number", self) {
                    let key = if name == "ExclusiveMaximum" {
                        "exclusiveMaximum"
                    } else {
                        "exclusiveMinimum"
                    };
                    s.insert(
                        key.into(),
                        json!(v.and_then(|v| v.as_bool()).unwrap_or(true)),
                    );
                }
            }
            "MinLength" | "MaxLength" | "Pattern" => {
                if need(textual, "a string", self) {
                    let key = match name {
                        "MinLength" => "minLength",
                        "MaxLength" => "maxLength",
                        _ => "pattern",
                    };
                    s.insert(key.into(), v.map(|v| v.to_json()).unwrap_or(Value::Null));
                }
            }
            "MinItems" | "MaxItems" | "UniqueItems" => {
                if need(ty == "array", "an array", self) {
                    let key = match name {
                        "MinItems" => "minItems",
                        "MaxItems" => "maxItems",
                        _ => "uniqueItems",
                    };
                    s.insert(key.into(), v.map(|v| v.to_json()).unwrap_or(json!(true)));
                }
            }
            "MinProperties" | "MaxProperties" => {
                if need(ty == "object", "an object", self) {
                    let key = if name == "MinProperties" {
                        "minProperties"
                    } else {
                        "maxProperties"
                    };
                    s.insert(key.into(), v.map(|v| v.to_json()).unwrap_or(Value::Null));
                }
            }
            "Enum" => {
                let vals: Vec<Value> = v
                    .map(|v| v.as_list())
                    .unwrap_or_default()
                    .iter()
                    .map(|x| x.to_json())
                    .collect();
                s.insert("enum".into(), Value::Array(vals));
            }
            "Format" => {
                s.insert(
                    "format".into(),
                    v.map(|v| v.to_json()).unwrap_or(Value::Null),
                );
            }
            "Type" => {
                s.insert("type".into(), v.map(|v| v.to_json()).unwrap_or(Value::Null));
            }
            "XIntOrString" => {
                s.insert("x-kubernetes-int-or-string".into(), json!(true));
                if s.remove("type").is_some() && !s.contains_key("anyOf") {
                    s.insert(
                        "anyOf".into(),
                        json!([{"type": "integer"}, {"type": "string"}]),
                    );
                }
            }
            "XEmbeddedResource" | "EmbeddedResource" => {
                s.insert("x-kubernetes-embedded-resource".into(), json!(true));
            }
            "Schemaless"
            | "Optional"
            | "Required"
            | "optional"
            | "required"
            | "k8s:enum"
            | "enum"
            | "kubebuilder:object:root"
            | "kubebuilder:object:generate" => {}
            "XValidation" => {
                let mut rule = Map::new();
                for (arg, key) in [
                    ("rule", "rule"),
                    ("message", "message"),
                    ("messageExpression", "messageExpression"),
                    ("reason", "reason"),
                    ("fieldPath", "fieldPath"),
                ] {
                    if let Some(val) = m.arg(arg).and_then(|v| v.as_str()) {
                        rule.insert(key.into(), json!(val));
                    }
                }
                if let Some(r) = m.arg("reason").and_then(|v| v.as_str())
                    && !matches!(
                        r,
                        "FieldValueRequired"
                            | "FieldValueInvalid"
                            | "FieldValueForbidden"
                            | "FieldValueDuplicate"
                    )
                {
                    self.error(
                        m.arg_span("reason"),
                        format!("invalid reason `{r}`"),
                        Some("valid reasons are FieldValueRequired, FieldValueInvalid, FieldValueForbidden and FieldValueDuplicate".into()),
                    );
                }
                if let Some(b) = m.arg("optionalOldSelf").and_then(|v| v.as_bool()) {
                    rule.insert("optionalOldSelf".into(), json!(b));
                }
                self.push_indexed_rule(s, Value::Object(rule), path, m.span);
            }
            "AtMostOneOf" | "ExactlyOneOf" | "AtLeastOneOf" => {
                let fields = m.strings("");
                let props = s.get("properties").and_then(Value::as_object);
                for f in &fields {
                    if props.is_none_or(|p| !p.contains_key(f)) {
                        self.error(
                            m.arg_span(""),
                            format!(
                                "`+{}` names `{f}`, which is not a field of this type",
                                m.name
                            ),
                            None,
                        );
                    }
                }
                let list = fields
                    .iter()
                    .map(|f| format!("has(self.{f})"))
                    .collect::<Vec<_>>()
                    .join(",");
                let (op, msg) = match name {
                    "AtMostOneOf" => ("<= 1", "at most one of the fields in [{}] may be set"),
                    "ExactlyOneOf" => ("== 1", "exactly one of the fields in [{}] must be set"),
                    _ => (">= 1", "at least one of the fields in [{}] must be set"),
                };
                self.push_indexed_rule(s, json!({"rule": format!("[{list}].filter(x,x==true).size() {op}"), "message": msg.replace("{}", &fields.join(" "))}), path, m.span);
            }
            // `+default=` is JSON; `ref(…)` and `null` set no default (as controller-gen).
            "default" if v.is_none() => {}
            "default" | "kubebuilder:default" => {
                let mut d = v.map(|v| v.to_json()).unwrap_or(Value::Null);
                if name == "default" {
                    // JSON says what it is: `{}` is an object, `[]` a list.
                } else if ty == "array" && (d == json!([]) || d == json!({})) {
                    d = json!([]);
                } else if ty == "object" && d == json!([]) {
                    d = json!({});
                }
                s.insert("default".into(), d);
                self.index.insert(child(path, "default"), m.span);
            }
            "kubebuilder:example" => {
                s.insert(
                    "example".into(),
                    v.map(|v| v.to_json()).unwrap_or(Value::Null),
                );
            }
            "kubebuilder:title" => {
                if let Some(t) = v {
                    s.insert(
                        "title".into(),
                        Value::String(match t.to_json() {
                            Value::String(x) => x,
                            other => other.to_string(),
                        }),
                    );
                }
            }
            "kubebuilder:externalDocs" => {
                let mut d = Map::new();
                for k in ["url", "description"] {
                    if let Some(x) = m.arg(k).and_then(|v| v.as_str()) {
                        d.insert(k.into(), json!(x));
                    }
                }
                s.insert("externalDocs".into(), Value::Object(d));
            }
            "nullable" => {
                s.insert("nullable".into(), json!(true));
            }
            "kubebuilder:pruning:PreserveUnknownFields" => {
                s.insert("x-kubernetes-preserve-unknown-fields".into(), json!(true));
            }
            "listType" => {
                if need(ty == "array", "an array", self) {
                    let lt = v.and_then(|v| v.as_str()).unwrap_or("");
                    if !matches!(lt, "atomic" | "set" | "map") {
                        self.error(
                            m.arg_span(""),
                            format!("invalid list type `{lt}`"),
                            Some("use atomic, set or map".into()),
                        );
                    }
                    s.insert("x-kubernetes-list-type".into(), json!(lt));
                }
            }
            "listMapKey" => {
                if need(ty == "array", "an array", self) {
                    let mut keys = s
                        .get("x-kubernetes-list-map-keys")
                        .and_then(Value::as_array)
                        .cloned()
                        .unwrap_or_default();
                    keys.push(v.map(|v| v.to_json()).unwrap_or(Value::Null));
                    s.insert("x-kubernetes-list-map-keys".into(), Value::Array(keys));
                }
            }
            "mapType" | "structType" => {
                // controller-gen's `StructType` also takes a schema with no type yet (a
                // field of a struct type, before it is merged with the type's schema).
                let fits = ty == "object" || (name == "structType" && ty.is_empty());
                if need(fits, "an object", self) {
                    let mt = v.and_then(|v| v.as_str()).unwrap_or("");
                    if !matches!(mt, "granular" | "atomic") {
                        self.error(
                            m.arg_span(""),
                            format!("invalid {name} `{mt}`"),
                            Some("use granular or atomic".into()),
                        );
                    }
                    s.insert("x-kubernetes-map-type".into(), json!(mt));
                }
            }
            "k8s:immutable" => {
                let rule = json!({"rule": "self == oldSelf", "message": "field is immutable"});
                self.push_indexed_rule(s, rule, path, m.span);
            }
            _ => {}
        }
    }
}

impl Cx<'_, '_> {
    /// Appends a CEL rule made by a marker and records the marker as its source place.
    pub(super) fn push_indexed_rule(
        &mut self,
        s: &mut Map<String, Value>,
        rule: Value,
        path: &[String],
        span: Span,
    ) {
        push_rule(s, rule);
        let n = s
            .get("x-kubernetes-validations")
            .and_then(Value::as_array)
            .map_or(0, Vec::len);
        self.index.insert(
            child(
                &child(path, "x-kubernetes-validations"),
                &n.saturating_sub(1).to_string(),
            ),
            span,
        );
    }
}

pub(super) fn push_rule(s: &mut Map<String, Value>, rule: Value) {
    let mut rules = s
        .get("x-kubernetes-validations")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    rules.push(rule);
    s.insert("x-kubernetes-validations".into(), Value::Array(rules));
}

pub(super) fn number(v: Option<&crate::markers::Value>) -> Value {
    match v {
        Some(crate::markers::Value::Int(i)) => json!(i),
        Some(other) => other.to_json(),
        None => Value::Null,
    }
}

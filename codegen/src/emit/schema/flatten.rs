//! Flattened fields (serde's `flatten`, Go's `,inline`): their CEL rules, which follow the
//! enclosing struct's own; the constraints of a flattened enum the struct takes over (or
//! refuses); and a JSON name declared twice (by a field and a flattened struct, or by two
//! flattened structs), merged as controller-gen's flattener merges it.

use serde_json::{Map, Value};

use super::markers::push_rule;
use super::{SchemaEmitter, allof, child};
use crate::diag::{Diagnostic, Span};

/// A CEL rule of a flattened struct, with the marker it came from: it joins the enclosing
/// struct's rules after that struct's own.
pub(super) struct InlineRule {
    pub(super) rule: Value,
    pub(super) span: Option<Span>,
}

/// A flattened `Option` of an enum holds at most one variant, not exactly one: its
/// `oneOf` of `required` alternatives gains a first one, that none of the others holds
/// (`not: {anyOf: [the others]}`), as Kubernetes' hand-written unions (Istio's) write "at
/// most one of these properties". Any other schema is left as it is.
pub(super) fn at_most_one(e: &mut Map<String, Value>) {
    if let Some(Value::Array(alternatives)) = e.get("oneOf") {
        let mut all = vec![serde_json::json!({"not": {"anyOf": alternatives}})];
        all.extend(alternatives.iter().cloned());
        e.insert("oneOf".into(), Value::Array(all));
    }
}

impl SchemaEmitter<'_, '_> {
    /// The CEL rules of a flattened field's schema `e`, with the places their markers were
    /// indexed at: this struct's rule positions, which the struct's own rules take, so the
    /// places move with the rules (`append_inline_rules`).
    pub(super) fn take_inline_rules(
        &mut self,
        e: &Map<String, Value>,
        path: &[String],
    ) -> Vec<InlineRule> {
        let rules = child(path, "x-kubernetes-validations");
        let list = e.get("x-kubernetes-validations").and_then(Value::as_array);
        list.into_iter()
            .flatten()
            .enumerate()
            .map(|(i, rule)| InlineRule {
                rule: rule.clone(),
                span: self.index.remove(&child(&rules, &i.to_string())),
            })
            .collect()
    }

    /// The constraints of a flattened field's schema `e` that are not properties: a
    /// flattened enum's "exactly one variant" (`oneOf` of `required` alternatives) joins the
    /// struct, whose own fields it does not count (its `maxProperties: 1` would, so it is
    /// left out: the `oneOf` already refuses two variants); anything else the struct cannot
    /// take over (a second `oneOf`, `anyOf`, a bound on the number of properties without
    /// a `oneOf`) is a located error rather than a constraint silently lost.
    pub(super) fn carry_flattened_constraints(
        &mut self,
        s: &mut Map<String, Value>,
        e: &Map<String, Value>,
        at: Span,
    ) {
        let carried = [
            "type",
            "description",
            "properties",
            "required",
            "additionalProperties",
            "x-kubernetes-preserve-unknown-fields",
            "x-kubernetes-validations",
            allof::ORIGIN,
        ];
        if let Some(one_of) = e.get("oneOf") {
            if s.contains_key("oneOf") {
                self.error(
                    at,
                    "a second flattened field with alternatives (`oneOf`): the struct can hold only one",
                    Some("flatten at most one enum into a struct, or make it a named field".into()),
                );
            } else {
                s.insert("oneOf".into(), one_of.clone());
            }
        }
        for key in e
            .keys()
            .filter(|k| !carried.contains(&k.as_str()) && *k != "oneOf")
        {
            let covered = key == "maxProperties" && e.contains_key("oneOf");
            if !covered {
                self.error(
                    at,
                    format!("the flattened field's `{key}` cannot be carried into the struct it is flattened into"),
                    Some("make it a named field, or flatten a struct".into()),
                );
            }
        }
    }

    /// Appends the rules of a struct's flattened fields to `s` after the struct's own, as
    /// controller-gen's flattener appends an inline field's rules to the struct's, with
    /// their markers as their places.
    pub(super) fn append_inline_rules(
        &mut self,
        s: &mut Map<String, Value>,
        inline: Vec<InlineRule>,
        path: &[String],
    ) {
        let rules = child(path, "x-kubernetes-validations");
        for InlineRule { rule, span } in inline {
            push_rule(s, rule);
            if let Some(span) = span {
                let n = s
                    .get("x-kubernetes-validations")
                    .and_then(Value::as_array)
                    .map_or(0, Vec::len);
                self.index
                    .insert(child(&rules, &n.saturating_sub(1).to_string()), span);
            }
        }
    }

    /// Puts the schema `v` of JSON name `name`, declared at `at` (by a field of the struct
    /// when `direct`, else by a flattened one), into the struct's `props`: as it is, or, where
    /// a flattened field declared the name before (at `earlier`), merged into that
    /// declaration as controller-gen's flattener merges it ([`allof::flatten_into`]), with a
    /// warning at both places and an error for types that conflict.
    pub(super) fn merge_property(
        &mut self,
        props: &mut Map<String, Value>,
        name: String,
        v: Value,
        earlier: Option<Span>,
        at: Span,
        direct: bool,
    ) {
        let (Some(earlier), Some(Value::Object(dst)), Value::Object(src)) =
            (earlier, props.get_mut(&name), &v)
        else {
            props.insert(name, v);
            return;
        };
        let conflicts = allof::flatten_into(dst, src.clone());
        let by = if direct {
            "a field and by a flattened struct"
        } else {
            "two flattened structs"
        };
        let message = format!("JSON name `{name}` is declared twice: by {by}");
        let help = "rename one of them; the CRD merges the two schemas, as controller-gen does";
        for (span, label) in [
            (at, "declared here"),
            (earlier, "and inside this flattened field"),
        ] {
            let d = Diagnostic::warning(span, message.clone())
                .with_label(label)
                .with_help(help);
            self.diags.push(d);
        }
        for (a, b) in conflicts {
            let msg = format!("JSON name `{name}` is a {b} here and a {a} in the flattened field");
            self.error(at, msg, Some("rename one of them".into()));
        }
    }
}

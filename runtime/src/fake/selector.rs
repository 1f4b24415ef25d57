//! Label and field selectors as the API server parses them (apimachinery's `labels.Parse`
//! and `fields.ParseSelector`), for the fake API server's list, watch and
//! deletecollection.

use std::collections::BTreeMap;

use serde_json::Value;

/// One requirement of a label selector.
#[derive(Debug, Clone, PartialEq)]
enum Requirement {
    Equals(String, String),
    NotEquals(String, String),
    In(String, Vec<String>),
    NotIn(String, Vec<String>),
    Exists(String),
    DoesNotExist(String),
}

/// A parsed label selector: every requirement must hold (comma is AND).
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct LabelSelector(Vec<Requirement>);

/// Splits `text` at commas that are not inside parentheses.
fn split_top(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&text[start..]);
    out
}

fn valid_key(k: &str) -> bool {
    !k.is_empty()
        && k.len() <= 316
        && k.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '/'))
}

fn valid_value(v: &str) -> bool {
    v.len() <= 63
        && v.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
}

fn values(list: &str) -> Result<Vec<String>, String> {
    let inner = list
        .trim()
        .strip_prefix('(')
        .and_then(|l| l.strip_suffix(')'))
        .ok_or_else(|| format!("expected a parenthesized value list, found `{list}`"))?;
    let vals: Vec<String> = inner.split(',').map(|v| v.trim().to_string()).collect();
    if let Some(bad) = vals.iter().find(|v| !valid_value(v)) {
        return Err(format!("invalid label value: `{bad}`"));
    }
    Ok(vals)
}

impl LabelSelector {
    /// Parses `a=b,c!=d,e in (x,y),f notin (z),g,!h`. Errors in the server's spirit
    /// (the message names the offending part).
    pub(crate) fn parse(text: &str) -> Result<Self, String> {
        let mut reqs = Vec::new();
        if text.trim().is_empty() {
            return Ok(LabelSelector(reqs));
        }
        for part in split_top(text) {
            let part = part.trim();
            let req = if let Some(key) = part.strip_prefix('!') {
                Requirement::DoesNotExist(key.trim().to_string())
            } else if let Some((k, v)) = part.split_once("!=") {
                Requirement::NotEquals(k.trim().to_string(), v.trim().to_string())
            } else if let Some((k, v)) = part.split_once("==") {
                Requirement::Equals(k.trim().to_string(), v.trim().to_string())
            } else if let Some((k, v)) = part.split_once('=') {
                Requirement::Equals(k.trim().to_string(), v.trim().to_string())
            } else if let Some((k, v)) = part.split_once(" notin ") {
                Requirement::NotIn(k.trim().to_string(), values(v)?)
            } else if let Some((k, v)) = part.split_once(" in ") {
                Requirement::In(k.trim().to_string(), values(v)?)
            } else {
                Requirement::Exists(part.to_string())
            };
            let (key, value) = match &req {
                Requirement::Equals(k, v) | Requirement::NotEquals(k, v) => (k, Some(v)),
                Requirement::In(k, _)
                | Requirement::NotIn(k, _)
                | Requirement::Exists(k)
                | Requirement::DoesNotExist(k) => (k, None),
            };
            if !valid_key(key) {
                return Err(format!(
                    "unable to parse requirement: invalid label key `{key}`"
                ));
            }
            if let Some(v) = value
                && !valid_value(v)
            {
                return Err(format!(
                    "unable to parse requirement: invalid label value `{v}`"
                ));
            }
            reqs.push(req);
        }
        Ok(LabelSelector(reqs))
    }

    /// True when `labels` satisfy every requirement.
    pub(crate) fn matches(&self, labels: &BTreeMap<String, String>) -> bool {
        self.0.iter().all(|r| match r {
            Requirement::Equals(k, v) => labels.get(k) == Some(v),
            Requirement::NotEquals(k, v) => labels.get(k) != Some(v),
            Requirement::In(k, vs) => labels.get(k).is_some_and(|l| vs.contains(l)),
            Requirement::NotIn(k, vs) => labels.get(k).is_none_or(|l| !vs.contains(l)),
            Requirement::Exists(k) => labels.contains_key(k),
            Requirement::DoesNotExist(k) => !labels.contains_key(k),
        })
    }
}

/// A parsed field selector over `metadata.name` and `metadata.namespace` (the fields
/// every custom resource supports).
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct FieldSelector(Vec<(String, bool, String)>);

impl FieldSelector {
    /// Parses `metadata.name=x,metadata.namespace!=y`. Errors for other fields, as the
    /// server does for a custom resource without selectable fields.
    pub(crate) fn parse(text: &str) -> Result<Self, String> {
        let mut out = Vec::new();
        if text.trim().is_empty() {
            return Ok(FieldSelector(out));
        }
        for part in text.split(',') {
            let (field, equal, value) = if let Some((f, v)) = part.split_once("!=") {
                (f, false, v)
            } else if let Some((f, v)) = part.split_once("==") {
                (f, true, v)
            } else if let Some((f, v)) = part.split_once('=') {
                (f, true, v)
            } else {
                return Err(format!(
                    "invalid selector: '{part}'; can't understand '{part}'"
                ));
            };
            let field = field.trim();
            if field != "metadata.name" && field != "metadata.namespace" {
                return Err(format!("field label not supported: {field}"));
            }
            out.push((field.to_string(), equal, value.trim().to_string()));
        }
        Ok(FieldSelector(out))
    }

    /// True when `obj` satisfies every requirement.
    pub(crate) fn matches(&self, obj: &Value) -> bool {
        self.0.iter().all(|(field, equal, value)| {
            let key = field.trim_start_matches("metadata.");
            let actual = obj
                .pointer(&format!("/metadata/{key}"))
                .and_then(Value::as_str)
                .unwrap_or_default();
            (actual == value) == *equal
        })
    }
}

/// The labels of `obj` (`metadata.labels`), empty when absent.
pub(crate) fn labels_of(obj: &Value) -> BTreeMap<String, String> {
    obj.pointer("/metadata/labels")
        .and_then(Value::as_object)
        .map(|m| {
            m.iter()
                .filter_map(|(k, v)| v.as_str().map(|v| (k.clone(), v.to_string())))
                .collect()
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn labels(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn every_label_operator() {
        let l = labels(&[("app", "web"), ("tier", "front")]);
        let m = |s: &str| LabelSelector::parse(s).map(|sel| sel.matches(&l));
        assert_eq!(m("app=web"), Ok(true));
        assert_eq!(m("app==web"), Ok(true));
        assert_eq!(m("app!=web"), Ok(false));
        assert_eq!(m("app in (web, api)"), Ok(true));
        assert_eq!(m("app notin (web)"), Ok(false));
        assert_eq!(m("missing notin (web)"), Ok(true));
        assert_eq!(m("tier"), Ok(true));
        assert_eq!(m("!tier"), Ok(false));
        assert_eq!(m("app=web,tier=back"), Ok(false));
        assert_eq!(m(""), Ok(true));
        assert!(m("app=we b").is_err());
        assert!(m("app in web").is_err());
    }

    #[test]
    fn field_selectors_on_name_and_namespace() {
        let obj = serde_json::json!({"metadata": {"name": "a", "namespace": "ns"}});
        let m = |s: &str| FieldSelector::parse(s).map(|sel| sel.matches(&obj));
        assert_eq!(m("metadata.name=a"), Ok(true));
        assert_eq!(m("metadata.name!=a"), Ok(false));
        assert_eq!(m("metadata.namespace==ns,metadata.name=b"), Ok(false));
        assert!(m("spec.x=1").is_err());
    }
}

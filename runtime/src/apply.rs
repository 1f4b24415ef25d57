//! [`extract`]: the apply configuration a field manager owns in an object, from its
//! `managedFields` (client-go's `Extract<Kind>` / `managedfields.ExtractInto`).

use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use crate::error::{Error, Result};
use crate::kind::Kind;

/// The part of `obj` that `field_manager` owns through server-side apply, as an apply
/// configuration `C` (a generated `<Kind>ApplyConfiguration`), as client-go's
/// `Extract<Kind>(obj, fieldManager)` (`subresource` `None`) and
/// `Extract<Kind>Status` (`Some("status")`).
///
/// The fields are the ones listed in the manager's `Apply` entry of `metadata.managedFields`
/// for that subresource (FieldsV1: `f:` fields, `k:` list-map items by their keys, `v:`
/// set items, `i:` list indices); `apiVersion`, `kind`, `metadata.name` and
/// `metadata.namespace` are always set, so the result can be changed and applied again. A
/// manager with no entry yields just those. Errors: the object or the configuration does not
/// (de)serialize.
pub fn extract<K: Kind, C: DeserializeOwned>(
    obj: &K,
    field_manager: &str,
    subresource: Option<&str>,
) -> Result<C> {
    let value = crate::client::typed_value(obj)?;
    let owned = obj
        .meta()
        .managed_fields
        .iter()
        .flatten()
        .filter(|e| {
            e.manager.as_deref() == Some(field_manager)
                && e.operation.as_deref() == Some("Apply")
                && e.subresource.as_deref().unwrap_or_default() == subresource.unwrap_or_default()
        })
        // The server keeps one entry per manager, operation and subresource.
        .find_map(|e| e.fields_v1.as_ref()?.0.as_object())
        .map(|set| select(&value, set));
    let mut out = match owned {
        Some(Value::Object(m)) => m,
        _ => Map::new(),
    };
    for key in ["apiVersion", "kind"] {
        if let Some(v) = value.get(key) {
            out.insert(key.into(), v.clone());
        }
    }
    let meta = out
        .entry("metadata")
        .or_insert_with(|| Value::Object(Map::new()));
    if let Some(meta) = meta.as_object_mut() {
        for key in ["name", "namespace"] {
            if let Some(v) = value.pointer(&format!("/metadata/{key}")) {
                meta.insert(key.into(), v.clone());
            }
        }
    }
    serde_json::from_value(Value::Object(out))
        .map_err(|e| Error::Client(kube::Error::SerdeError(e)))
}

/// What of `v` the FieldsV1 set `set` names.
fn select(v: &Value, set: &Map<String, Value>) -> Value {
    match v {
        Value::Object(fields) => {
            let mut out = Map::new();
            for (k, sub) in set {
                if let Some(name) = k.strip_prefix("f:")
                    && let Some(child) = fields.get(name)
                {
                    out.insert(name.to_string(), child_value(child, sub));
                }
            }
            Value::Object(out)
        }
        Value::Array(items) => {
            let mut out = Vec::new();
            for (k, sub) in set {
                let item = if let Some(key) = k.strip_prefix("k:") {
                    let key: Map<String, Value> = serde_json::from_str(key).unwrap_or_default();
                    items
                        .iter()
                        .find(|i| key.iter().all(|(f, want)| i.get(f) == Some(want)))
                        .map(|i| {
                            // The keys identify the item: always part of it.
                            let mut picked = child_value(i, sub);
                            if let Some(m) = picked.as_object_mut() {
                                m.extend(key.clone());
                            }
                            picked
                        })
                } else if let Some(val) = k.strip_prefix("v:") {
                    serde_json::from_str::<Value>(val)
                        .ok()
                        .filter(|val| items.contains(val))
                } else if let Some(i) = k.strip_prefix("i:") {
                    i.parse::<usize>()
                        .ok()
                        .and_then(|i| items.get(i))
                        .map(|i| child_value(i, sub))
                } else {
                    None
                };
                out.extend(item);
            }
            Value::Array(out)
        }
        other => other.clone(),
    }
}

/// A named child: the whole value for a leaf (`{}`, or only `"."`), else its owned part.
fn child_value(child: &Value, sub: &Value) -> Value {
    match sub.as_object() {
        Some(set) if set.keys().any(|k| k != ".") => select(child, set),
        _ => child.clone(),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn a_fieldset_selects_fields_list_map_items_and_set_items() {
        let obj = json!({"spec": {"replicas": 3, "title": "t",
            "ports": [{"name": "a", "port": 1, "extra": 9}, {"name": "b", "port": 2}],
            "tags": ["x", "y"], "labels": {"k": "v", "o": "w"}}});
        let set = json!({"f:spec": {".": {}, "f:replicas": {},
            "f:ports": {"k:{\"name\":\"b\"}": {".": {}, "f:port": {}}},
            "f:tags": {"v:\"y\"": {}}, "f:labels": {"f:k": {}}}});
        let picked = select(&obj, set.as_object().expect("object"));
        assert_eq!(
            picked,
            json!({"spec": {"replicas": 3, "ports": [{"name": "b", "port": 2}],
                "tags": ["y"], "labels": {"k": "v"}}})
        );
    }
}

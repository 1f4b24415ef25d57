//! Field paths and FieldsV1 sets (the `managedFields` format of structured-merge-diff), shared
//! by `extract` and the fake API server's server-side apply.

use serde_json::{Map, Value};

/// One step of a field path: a field, a list-map item by its keys, a set item by value, a
/// list index.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Seg {
    Field(String),
    Key(Map<String, Value>),
    Val(Value),
    Index(usize),
}

/// A path from an object's root to one owned field.
pub(crate) type Path = Vec<Seg>;

/// The value at `path` in `v`, if there is one.
pub(crate) fn get<'a>(v: &'a Value, path: &[Seg]) -> Option<&'a Value> {
    let Some((first, rest)) = path.split_first() else {
        return Some(v);
    };
    let next = match first {
        Seg::Field(name) => v.get(name)?,
        Seg::Key(key) => v
            .as_array()?
            .iter()
            .find(|i| key.iter().all(|(k, want)| i.get(k) == Some(want)))?,
        Seg::Val(val) => v.as_array()?.iter().find(|i| *i == val)?,
        Seg::Index(i) => v.as_array()?.get(*i)?,
    };
    get(next, rest)
}

/// Puts `value` at `path` in `out`, making the objects and list items on the way (a list-map
/// item carries its keys).
pub(crate) fn set_at(out: &mut Value, path: &[Seg], value: &Value) {
    let Some((first, rest)) = path.split_first() else {
        *out = value.clone();
        return;
    };
    match first {
        Seg::Field(name) => {
            if !out.is_object() {
                *out = Value::Object(Map::new());
            }
            if let Some(m) = out.as_object_mut() {
                let child = m.entry(name.clone()).or_insert(Value::Null);
                set_at(child, rest, value);
            }
        }
        Seg::Key(_) | Seg::Val(_) | Seg::Index(_) => {
            if !out.is_array() {
                *out = Value::Array(Vec::new());
            }
            let Some(items) = out.as_array_mut() else {
                return;
            };
            let found = match first {
                Seg::Key(key) => items
                    .iter()
                    .position(|i| key.iter().all(|(k, want)| i.get(k) == Some(want))),
                _ => None,
            };
            let at = found.unwrap_or_else(|| {
                items.push(match first {
                    Seg::Key(key) => Value::Object(key.clone()),
                    _ => Value::Null,
                });
                items.len() - 1
            });
            set_at(&mut items[at], rest, value);
        }
    }
}

/// FieldsV1 of a set of leaf paths (`f:`, `k:` with `"."` for list items, `v:`): what the
/// fake API server records in `managedFields`.
#[cfg(feature = "fake")]
pub(crate) fn to_fields_v1(paths: &[Path]) -> Value {
    let mut root = Map::new();
    for path in paths {
        let mut node = &mut root;
        for seg in path {
            let key = match seg {
                Seg::Field(name) => format!("f:{name}"),
                Seg::Key(k) => format!("k:{}", Value::Object(k.clone())),
                Seg::Val(v) => format!("v:{v}"),
                Seg::Index(i) => format!("i:{i}"),
            };
            let entry = node.entry(key).or_insert_with(|| Value::Object(Map::new()));
            let Value::Object(m) = entry else { break };
            if matches!(seg, Seg::Key(_)) {
                m.entry(".").or_insert_with(|| Value::Object(Map::new()));
            }
            node = m;
        }
    }
    Value::Object(root)
}

/// The leaf paths of a FieldsV1 set.
pub(crate) fn from_fields_v1(set: &Value) -> Vec<Path> {
    fn walk(node: &Map<String, Value>, prefix: &mut Path, out: &mut Vec<Path>) {
        let children: Vec<_> = node.iter().filter(|(k, _)| *k != ".").collect();
        if children.is_empty() {
            if !prefix.is_empty() {
                out.push(prefix.clone());
            }
            return;
        }
        for (k, v) in children {
            let seg = if let Some(name) = k.strip_prefix("f:") {
                Seg::Field(name.to_string())
            } else if let Some(key) = k.strip_prefix("k:") {
                Seg::Key(serde_json::from_str(key).unwrap_or_default())
            } else if let Some(val) = k.strip_prefix("v:") {
                Seg::Val(serde_json::from_str(val).unwrap_or(Value::Null))
            } else if let Some(Ok(i)) = k.strip_prefix("i:").map(str::parse) {
                Seg::Index(i)
            } else {
                continue;
            };
            prefix.push(seg);
            walk(v.as_object().unwrap_or(&Map::new()), prefix, out);
            prefix.pop();
        }
    }
    let mut out = Vec::new();
    if let Some(m) = set.as_object() {
        walk(m, &mut Vec::new(), &mut out);
    }
    out
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// The part of `obj` a FieldsV1 set names, as `extract` builds it.
    fn owned(obj: &Value, set: &Value) -> Value {
        let mut out = Value::Object(Map::new());
        for path in from_fields_v1(set) {
            if let Some(v) = get(obj, &path) {
                set_at(&mut out, &path, v);
            }
        }
        out
    }

    #[test]
    fn a_fieldset_selects_fields_list_map_items_and_set_items() {
        let obj = json!({"spec": {"replicas": 3, "title": "t",
            "ports": [{"name": "a", "port": 1, "extra": 9}, {"name": "b", "port": 2}],
            "tags": ["x", "y"], "labels": {"k": "v", "o": "w"}, "args": ["p", "q"]}});
        let set = json!({"f:spec": {".": {}, "f:replicas": {},
            "f:ports": {"k:{\"name\":\"b\"}": {".": {}, "f:port": {}}},
            "f:tags": {"v:\"y\"": {}}, "f:labels": {"f:k": {}}, "f:args": {}}});
        assert_eq!(
            owned(&obj, &set),
            json!({"spec": {"replicas": 3, "ports": [{"name": "b", "port": 2}],
                "tags": ["y"], "labels": {"k": "v"}, "args": ["p", "q"]}})
        );
        // The paths survive a round trip through FieldsV1.
        let paths = from_fields_v1(&set);
        assert_eq!(from_fields_v1(&to_fields_v1(&paths)), paths);
    }
}

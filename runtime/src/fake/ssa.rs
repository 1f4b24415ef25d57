//! Server-side apply with field ownership, as structured-merge-diff does it for the API
//! server: each `Apply` manager owns the fields of its last configuration (recorded in
//! `metadata.managedFields` as FieldsV1), a field another manager owns with another value
//! is a conflict unless forced, a field a manager stops sending is removed when nobody else
//! owns it, and lists merge by the schema (`x-kubernetes-list-type: map` by their keys,
//! `set` by value, others whole). Managers of `Update` operations (create, update, merge
//! and JSON patches) are not tracked here.

use serde_json::{Map, Value};

use crate::fields::{Path, Seg, from_fields_v1, get, to_fields_v1};

use kube::core::Status;
use kube::core::response::{StatusCause, StatusDetails, StatusSummary};

/// The schema of a child, if known.
fn child_schema<'a>(schema: Option<&'a Value>, seg: &Seg) -> Option<&'a Value> {
    let s = schema?;
    match seg {
        Seg::Field(name) => s
            .get("properties")
            .and_then(|p| p.get(name))
            .or_else(|| s.get("additionalProperties").filter(|a| a.is_object())),
        Seg::Key(_) | Seg::Val(_) | Seg::Index(_) => s.get("items"),
    }
}

fn list_type(schema: Option<&Value>) -> (&str, Vec<String>) {
    let lt = schema
        .and_then(|s| s.get("x-kubernetes-list-type"))
        .and_then(Value::as_str)
        .unwrap_or("atomic");
    let keys = schema
        .and_then(|s| s.get("x-kubernetes-list-map-keys"))
        .and_then(Value::as_array)
        .map(|k| {
            k.iter()
                .filter_map(Value::as_str)
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default();
    (lt, keys)
}

/// The leaf paths a configuration sets (apiVersion, kind, name and namespace are the
/// object's identity, not owned fields).
fn leaves(config: &Value, schema: Option<&Value>) -> Vec<Path> {
    fn walk(v: &Value, schema: Option<&Value>, prefix: &mut Path, out: &mut Vec<Path>) {
        match v {
            Value::Object(m) if !m.is_empty() && !atomic_map(schema) => {
                for (k, child) in m {
                    if prefix.is_empty() && matches!(k.as_str(), "apiVersion" | "kind") {
                        continue;
                    }
                    if prefix.len() == 1
                        && prefix[0] == Seg::Field("metadata".into())
                        && matches!(
                            k.as_str(),
                            "name" | "namespace" | "resourceVersion" | "managedFields" | "uid"
                        )
                    {
                        continue;
                    }
                    let seg = Seg::Field(k.clone());
                    let sub = child_schema(schema, &seg);
                    prefix.push(seg);
                    walk(child, sub, prefix, out);
                    prefix.pop();
                }
            }
            Value::Array(items) => match list_type(schema) {
                ("map", keys) if !keys.is_empty() => {
                    for item in items {
                        let key: Map<String, Value> = keys
                            .iter()
                            .filter_map(|k| Some((k.clone(), item.get(k)?.clone())))
                            .collect();
                        let seg = Seg::Key(key);
                        let sub = child_schema(schema, &seg);
                        prefix.push(seg);
                        walk(item, sub, prefix, out);
                        prefix.pop();
                    }
                }
                ("set", _) => {
                    for item in items {
                        prefix.push(Seg::Val(item.clone()));
                        out.push(prefix.clone());
                        prefix.pop();
                    }
                }
                _ => out.push(prefix.clone()),
            },
            _ => out.push(prefix.clone()),
        }
    }
    let mut out = Vec::new();
    walk(config, schema, &mut Vec::new(), &mut out);
    out
}

fn remove(v: &mut Value, path: &[Seg]) {
    let Some((first, rest)) = path.split_first() else {
        return;
    };
    match (first, rest.is_empty()) {
        (Seg::Field(name), true) => {
            if let Some(m) = v.as_object_mut() {
                m.remove(name);
            }
        }
        (Seg::Field(name), false) => {
            if let Some(child) = v.get_mut(name) {
                remove(child, rest);
            }
        }
        (Seg::Key(key), last) => {
            if let Some(items) = v.as_array_mut() {
                let matches = |i: &Value| key.iter().all(|(k, want)| i.get(k) == Some(want));
                if last {
                    items.retain(|i| !matches(i));
                } else if let Some(item) = items.iter_mut().find(|i| matches(i)) {
                    remove(item, rest);
                }
            }
        }
        (Seg::Val(val), _) => {
            if let Some(items) = v.as_array_mut() {
                items.retain(|i| i != val);
            }
        }
        // Apply configurations never own a list position (atomic lists are one field).
        (Seg::Index(_), _) => {}
    }
}

/// An object set whole (`x-kubernetes-map-type: atomic`, as `+mapType=atomic` and
/// `+structType=atomic` write it): one field, owned and replaced as a unit.
fn atomic_map(schema: Option<&Value>) -> bool {
    schema.and_then(|s| s.get("x-kubernetes-map-type")) == Some(&Value::String("atomic".into()))
}

/// `config` merged into `obj` by the schema: objects field by field (atomic ones
/// replaced), list-maps item by key, sets by value, anything else replaced.
fn merge(obj: &mut Value, config: &Value, schema: Option<&Value>) {
    match (obj, config) {
        (Value::Object(o), Value::Object(c)) if !atomic_map(schema) => {
            for (k, cv) in c {
                let sub = child_schema(schema, &Seg::Field(k.clone()));
                match o.get_mut(k) {
                    Some(ov) => merge(ov, cv, sub),
                    None => {
                        o.insert(k.clone(), cv.clone());
                    }
                }
            }
        }
        (Value::Array(o), Value::Array(c)) => match list_type(schema) {
            ("map", keys) if !keys.is_empty() => {
                let sub = schema.and_then(|s| s.get("items"));
                for item in c {
                    let same = |i: &Value| keys.iter().all(|k| i.get(k) == item.get(k));
                    match o.iter_mut().find(|i| same(i)) {
                        Some(existing) => merge(existing, item, sub),
                        None => o.push(item.clone()),
                    }
                }
            }
            ("set", _) => {
                for item in c {
                    if !o.contains(item) {
                        o.push(item.clone());
                    }
                }
            }
            _ => *o = c.clone(),
        },
        (o, c) => *o = c.clone(),
    }
}

/// A path as the server prints it in a conflict: `.spec.replicas`,
/// `.spec.ports[name="http"]`, `.spec.tags[="a"]`.
fn render(path: &[Seg]) -> String {
    let mut out = String::new();
    for seg in path {
        match seg {
            Seg::Field(name) => {
                out.push('.');
                out.push_str(name);
            }
            Seg::Key(key) => {
                let parts: Vec<String> = key.iter().map(|(k, v)| format!("{k}={v}")).collect();
                out.push_str(&format!("[{}]", parts.join(",")));
            }
            Seg::Val(v) => out.push_str(&format!("[={v}]")),
            Seg::Index(i) => out.push_str(&format!("[{i}]")),
        }
    }
    out
}

/// One manager's entry of `managedFields`.
struct Entry {
    manager: String,
    operation: String,
    subresource: String,
    raw: Value,
    fields: Vec<Path>,
}

fn entries(obj: &Value) -> Vec<Entry> {
    obj.pointer("/metadata/managedFields")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .map(|e| Entry {
            manager: e
                .get("manager")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string(),
            operation: e
                .get("operation")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string(),
            subresource: e
                .get("subresource")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string(),
            fields: e.get("fieldsV1").map(from_fields_v1).unwrap_or_default(),
            raw: e.clone(),
        })
        .collect()
}

/// The object after `manager` applies `config` to `old` (`None`: the object is created),
/// with `managedFields` updated; or the `Conflict` the server answers.
#[allow(clippy::too_many_arguments)]
pub(super) fn apply(
    old: Option<&Value>,
    config: &Value,
    manager: &str,
    subresource: &str,
    force: bool,
    schema: Option<&Value>,
    api_version: &str,
    now: &str,
) -> Result<Value, Box<Status>> {
    let mut obj = old.cloned().unwrap_or_else(|| Value::Object(Map::new()));
    let mut others = entries(&obj);
    let mine_before: Vec<Path> = others
        .iter()
        .filter(|e| e.manager == manager && e.operation == "Apply" && e.subresource == subresource)
        .flat_map(|e| e.fields.clone())
        .collect();
    others.retain(|e| {
        !(e.manager == manager && e.operation == "Apply" && e.subresource == subresource)
    });
    let mine = leaves(config, schema);
    // Conflicts: a field another manager owns, with another value.
    let mut conflicts: Vec<(String, String)> = Vec::new();
    for p in &mine {
        for e in &others {
            if e.fields.contains(p) && get(&obj, p) != get(config, p) {
                conflicts.push((e.manager.clone(), render(p)));
            }
        }
    }
    if !conflicts.is_empty() && !force {
        return Err(conflict_status(&conflicts));
    }
    if force {
        for e in &mut others {
            e.fields.retain(|p| !mine.contains(p));
        }
    }
    // Fields this manager no longer sends and nobody else owns are removed.
    for p in mine_before.iter().filter(|p| !mine.contains(p)) {
        if !others.iter().any(|e| e.fields.contains(p)) {
            remove(&mut obj, p);
        }
    }
    merge(&mut obj, config, schema);
    let mut managed: Vec<Value> = others
        .into_iter()
        .filter(|e| !e.fields.is_empty())
        .map(|mut e| {
            if let Some(m) = e.raw.as_object_mut() {
                m.insert("fieldsV1".into(), to_fields_v1(&e.fields));
            }
            e.raw
        })
        .collect();
    let mut entry = serde_json::json!({
        "manager": manager,
        "operation": "Apply",
        "apiVersion": api_version,
        "time": now,
        "fieldsType": "FieldsV1",
        "fieldsV1": to_fields_v1(&mine),
    });
    if !subresource.is_empty() {
        entry["subresource"] = Value::String(subresource.to_string());
    }
    managed.push(entry);
    if let Some(meta) = obj
        .as_object_mut()
        .map(|o| {
            o.entry("metadata")
                .or_insert_with(|| Value::Object(Map::new()))
        })
        .and_then(Value::as_object_mut)
    {
        meta.insert("managedFields".into(), Value::Array(managed));
    }
    Ok(obj)
}

/// The server's `Conflict` for field-ownership conflicts.
fn conflict_status(conflicts: &[(String, String)]) -> Box<Status> {
    let message = match conflicts {
        [(manager, field)] => {
            format!("Apply failed with 1 conflict: conflict with \"{manager}\": {field}")
        }
        many => {
            let lines: Vec<String> = many
                .iter()
                .map(|(m, f)| format!("conflict with \"{m}\": {f}"))
                .collect();
            format!(
                "Apply failed with {} conflicts: {}",
                many.len(),
                lines.join("\n")
            )
        }
    };
    Box::new(Status {
        status: Some(StatusSummary::Failure),
        code: 409,
        message,
        reason: "Conflict".into(),
        details: Some(StatusDetails {
            name: String::new(),
            group: String::new(),
            kind: String::new(),
            uid: String::new(),
            retry_after_seconds: 0,
            causes: conflicts
                .iter()
                .map(|(m, f)| StatusCause {
                    reason: "FieldManagerConflict".into(),
                    message: format!("conflict with \"{m}\""),
                    field: f.clone(),
                })
                .collect(),
        }),
        metadata: None,
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn apply_as(
        old: Option<&Value>,
        config: Value,
        manager: &str,
        force: bool,
    ) -> Result<Value, Box<Status>> {
        apply(
            old,
            &config,
            manager,
            "",
            force,
            None,
            "v1",
            "2026-01-01T00:00:00Z",
        )
    }

    #[test]
    fn managers_own_their_fields_conflict_and_force() {
        let a = apply_as(None, json!({"spec": {"title": "T"}}), "a", false).expect("a");
        let b = apply_as(Some(&a), json!({"spec": {"replicas": 2}}), "b", false).expect("b");
        assert_eq!(b["spec"], json!({"title": "T", "replicas": 2}));
        let refused =
            apply_as(Some(&b), json!({"spec": {"replicas": 5}}), "a", false).expect_err("conflict");
        assert_eq!(refused.code, 409);
        assert_eq!(
            refused.message,
            "Apply failed with 1 conflict: conflict with \"b\": .spec.replicas"
        );
        // The same value is no conflict: both own it.
        assert!(
            apply_as(
                Some(&b),
                json!({"spec": {"title": "T", "replicas": 2}}),
                "a",
                false
            )
            .is_ok()
        );
        let forced =
            apply_as(Some(&b), json!({"spec": {"replicas": 5}}), "a", true).expect("forced");
        assert_eq!(
            forced["spec"],
            json!({"replicas": 5}),
            "a dropped title, took replicas"
        );
        let owners: Vec<&str> = forced["metadata"]["managedFields"]
            .as_array()
            .expect("managed")
            .iter()
            .filter_map(|e| e["manager"].as_str())
            .collect();
        assert_eq!(owners, ["a"], "b owns nothing any more");
    }

    #[test]
    fn lists_merge_by_their_type_and_atomic_objects_are_one_field() {
        let schema = json!({"properties": {"spec": {"properties": {
            "ports": {"type": "array", "x-kubernetes-list-type": "map",
                      "x-kubernetes-list-map-keys": ["name"], "items": {"type": "object"}},
            "tags": {"type": "array", "x-kubernetes-list-type": "set"},
            "args": {"type": "array"},
            "selector": {"type": "object", "x-kubernetes-map-type": "atomic"},
        }}}});
        let go = |old: Option<&Value>, config: Value, manager: &str| {
            apply(old, &config, manager, "", false, Some(&schema), "v1", "t").expect("applies")
        };
        let a = go(
            None,
            json!({"spec": {"ports": [{"name": "a", "port": 1}], "tags": ["x"],
            "args": ["1"], "selector": {"k": "v", "o": "w"}}}),
            "a",
        );
        let b = go(
            Some(&a),
            json!({"spec": {"ports": [{"name": "b", "port": 2}], "tags": ["y"]}}),
            "b",
        );
        assert_eq!(
            b["spec"]["ports"],
            json!([{"name": "a", "port": 1}, {"name": "b", "port": 2}])
        );
        assert_eq!(b["spec"]["tags"], json!(["x", "y"]));
        let a2 = go(
            Some(&b),
            json!({"spec": {"args": ["2"], "selector": {"k": "v2"},
            "ports": [{"name": "a", "port": 1}], "tags": ["x"]}}),
            "a",
        );
        assert_eq!(
            a2["spec"]["args"],
            json!(["2"]),
            "an atomic list is replaced"
        );
        assert_eq!(
            a2["spec"]["selector"],
            json!({"k": "v2"}),
            "an atomic map is replaced"
        );
        let fields = &a2["metadata"]["managedFields"][1]["fieldsV1"]["f:spec"];
        assert_eq!(fields["f:selector"], json!({}), "owned as one field");
        assert!(fields["f:ports"]["k:{\"name\":\"a\"}"].get(".").is_some());
    }
}

//! Everything a round trip through an older version loses, kept on the older object: the
//! Kind-wide form of [`super::PRESERVED_ANNOTATION`], for a hub Kind marked
//! `+kube-codegen:conversion:preserve` (on the Kind rather than on fields), as the
//! hub-and-spoke annotations of large Go APIs keep the whole hub object (cluster-api's
//! `conversion.cluster.x-k8s.io/conversion-data`).
//!
//! Converting from the hub, the generated code converts the older object back and compares
//! the two hubs as JSON: every value at which they differ — a field the older version lacks,
//! one inside a schemaless value, a field of a Kubernetes type the older version replaced, a
//! value the conversion normalises — is kept with its base (what the conversion back gives
//! there). Converting to the hub puts each kept value back where the conversion still gives
//! its base, so a client's change at the older version wins over what was kept.

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use super::ConversionError;

/// The annotation on an object of an older version that keeps what its hub object held and
/// the older version cannot give back: a JSON object from each value's JSON Pointer
/// (RFC 6901, `/spec/route/matchers/0/regex`) to `{"value": …, "base": …}`, the hub's value
/// and what the conversion back to the hub gives there (each left out where there is none).
/// Written by [`keep_lost`], taken out by [`take_lost`].
pub const LOST_ANNOTATION: &str = "conversion.kube-codegen.dev/round-trip";

/// The top-level fields left out of the comparison: the metadata is the object's own at
/// every version, `apiVersion` and `kind` differ by design.
const OWN_FIELDS: [&str; 3] = ["metadata", "apiVersion", "kind"];

/// Writes into `meta`'s [`LOST_ANNOTATION`] every value at which `hub` (the object converted
/// from) and `rebuilt` (the hub the older object converts back to) differ, or nothing when
/// they agree everywhere. Lists of one length are compared item by item (by index), others
/// as a whole.
///
/// # Errors
///
/// When either does not serialize to JSON.
pub fn keep_lost<H: Serialize>(
    meta: &mut ObjectMeta,
    hub: &H,
    rebuilt: &H,
) -> Result<(), ConversionError> {
    let (hub, rebuilt) = (super::to_json(hub)?, super::to_json(rebuilt)?);
    let mut lost = Map::new();
    let mut at = String::new();
    match (&hub, &rebuilt) {
        (Value::Object(a), Value::Object(b)) => {
            for key in keys(a, b).filter(|k| !OWN_FIELDS.contains(k)) {
                push(&mut at, key, |at| {
                    differences(a.get(key), b.get(key), at, &mut lost);
                });
            }
        }
        _ => differences(Some(&hub), Some(&rebuilt), &mut at, &mut lost),
    }
    if lost.is_empty() {
        return Ok(());
    }
    let text = serde_json::to_string(&lost).map_err(|e| ConversionError::new(e.to_string()))?;
    meta.annotations
        .get_or_insert_with(Default::default)
        .insert(LOST_ANNOTATION.to_string(), text);
    Ok(())
}

/// What [`keep_lost`] kept, taken out of an object converted to the hub (which holds the
/// values themselves).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Lost {
    kept: Map<String, Value>,
}

/// Takes [`LOST_ANNOTATION`] out of `meta` and returns what it kept (nothing when absent).
///
/// # Errors
///
/// When the annotation is not a JSON object.
pub fn take_lost(meta: &mut ObjectMeta) -> Result<Lost, ConversionError> {
    let Some(text) = meta
        .annotations
        .as_mut()
        .and_then(|a| a.remove(LOST_ANNOTATION))
    else {
        return Ok(Lost::default());
    };
    if meta.annotations.as_ref().is_some_and(|a| a.is_empty()) {
        meta.annotations = None;
    }
    let kept = serde_json::from_str(&text)
        .map_err(|e| ConversionError::new(format!("annotation {LOST_ANNOTATION}: {e}")))?;
    Ok(Lost { kept })
}

impl Lost {
    /// `converted` (the hub an older object converted to) with each kept value put back
    /// where `converted` still holds its base; a value whose place no longer exists (an item
    /// past the end of a list a client shortened) is dropped.
    ///
    /// # Errors
    ///
    /// When `converted` does not round-trip through JSON, or a kept value does not fit the
    /// hub's type.
    pub fn restore<H: Serialize + DeserializeOwned>(
        &self,
        converted: H,
    ) -> Result<H, ConversionError> {
        if self.kept.is_empty() {
            return Ok(converted);
        }
        let mut json = super::to_json(&converted)?;
        for (pointer, entry) in &self.kept {
            if json.pointer(pointer) == entry.get("base") {
                put(&mut json, pointer, entry.get("value").cloned());
            }
        }
        H::deserialize(json)
            .map_err(|e| ConversionError::new(format!("annotation {LOST_ANNOTATION}: {e}")))
    }
}

/// The keys of two objects, in order, each once.
fn keys<'a>(a: &'a Map<String, Value>, b: &'a Map<String, Value>) -> impl Iterator<Item = &'a str> {
    let all: std::collections::BTreeSet<&str> =
        a.keys().chain(b.keys()).map(String::as_str).collect();
    all.into_iter()
}

/// Runs `f` with `token` appended to the pointer `at` (escaped as RFC 6901 asks).
fn push(at: &mut String, token: &str, f: impl FnOnce(&mut String)) {
    let len = at.len();
    at.push('/');
    at.push_str(&token.replace('~', "~0").replace('/', "~1"));
    f(at);
    at.truncate(len);
}

fn differences(
    hub: Option<&Value>,
    rebuilt: Option<&Value>,
    at: &mut String,
    out: &mut Map<String, Value>,
) {
    match (hub, rebuilt) {
        (Some(Value::Object(a)), Some(Value::Object(b))) => {
            for key in keys(a, b) {
                push(at, key, |at| differences(a.get(key), b.get(key), at, out));
            }
        }
        (Some(Value::Array(a)), Some(Value::Array(b))) if a.len() == b.len() => {
            for (i, (x, y)) in a.iter().zip(b).enumerate() {
                push(at, &i.to_string(), |at| {
                    differences(Some(x), Some(y), at, out)
                });
            }
        }
        _ if hub == rebuilt => {}
        _ => {
            let mut entry = Map::new();
            if let Some(v) = hub {
                entry.insert("value".into(), v.clone());
            }
            if let Some(b) = rebuilt {
                entry.insert("base".into(), b.clone());
            }
            out.insert(at.clone(), Value::Object(entry));
        }
    }
}

/// Sets the value at `pointer` in `json` to `value` (removes it for `None`), creating the
/// objects on the way; nothing when a list on the way is too short or a value on the way is
/// not a container.
fn put(json: &mut Value, pointer: &str, value: Option<Value>) {
    let tokens: Vec<String> = pointer
        .split('/')
        .skip(1)
        .map(|t| t.replace("~1", "/").replace("~0", "~"))
        .collect();
    let Some((last, parents)) = tokens.split_last() else {
        return;
    };
    let mut at = json;
    for token in parents {
        at = match at {
            Value::Object(map) => map
                .entry(token.clone())
                .or_insert_with(|| Value::Object(Map::new())),
            Value::Array(items) => match token.parse::<usize>().ok().and_then(|i| items.get_mut(i))
            {
                Some(item) => item,
                None => return,
            },
            _ => return,
        };
    }
    match (at, value) {
        (Value::Object(map), Some(v)) => {
            map.insert(last.clone(), v);
        }
        (Value::Object(map), None) => {
            map.remove(last);
        }
        (Value::Array(items), Some(v)) => {
            if let Some(item) = last.parse::<usize>().ok().and_then(|i| items.get_mut(i)) {
                *item = v;
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn what_the_round_trip_loses_is_kept_by_pointer_with_its_base() {
        let hub = json!({
            "apiVersion": "a/v1", "kind": "K", "metadata": {"name": "x"},
            "spec": {
                "matchers": [{"name": "a", "regex": true}, {"name": "b"}],
                "key": {"name": "s", "optional": true},
                "labels": {"a/b": "1"},
                "routes": [{"x": 1}, {"x": 2}],
            }
        });
        let rebuilt = json!({
            "apiVersion": "a/v2", "kind": "K", "metadata": {"name": "y"},
            "spec": {
                "matchers": [{"name": "a", "matchType": "=~"}, {"name": "b"}],
                "key": {"name": "s"},
                "labels": {"a/b": "1"},
                "routes": [{"x": 1}],
            }
        });
        let mut meta = ObjectMeta::default();
        keep_lost(&mut meta, &hub, &rebuilt).expect("kept");
        let text = &meta.annotations.as_ref().expect("annotated")[LOST_ANNOTATION];
        let kept: Value = serde_json::from_str(text).expect("JSON");
        assert_eq!(
            kept,
            json!({
                "/spec/key/optional": {"value": true},
                "/spec/matchers/0/matchType": {"base": "=~"},
                "/spec/matchers/0/regex": {"value": true},
                "/spec/routes": {"value": [{"x": 1}, {"x": 2}], "base": [{"x": 1}]},
            }),
            "metadata, apiVersion and kind are the object's own"
        );
        // Converting back: the same conversion gives the bases, so everything returns.
        let lost = take_lost(&mut meta).expect("taken");
        assert_eq!(meta.annotations, None, "the annotation is taken out");
        let mut back = lost.restore(rebuilt.clone()).expect("restored");
        back["apiVersion"] = hub["apiVersion"].clone();
        back["metadata"] = hub["metadata"].clone();
        assert_eq!(back, hub);
        // A client changed the match type at the older version: the change wins there,
        // and the rest comes back.
        let mut changed = rebuilt.clone();
        changed["spec"]["matchers"][0]["matchType"] = json!("!=");
        let back = lost.restore(changed).expect("restored");
        assert_eq!(
            back["spec"]["matchers"][0],
            json!({"name": "a", "matchType": "!=", "regex": true})
        );
        // Nothing lost, nothing written; a pointer escapes `/` and `~`.
        let mut meta = ObjectMeta::default();
        keep_lost(&mut meta, &hub, &hub).expect("kept");
        assert_eq!(meta.annotations, None);
        let mut at = String::new();
        push(&mut at, "a/b~c", |at| assert_eq!(at, "/a~1b~0c"));
    }

    #[test]
    fn a_value_goes_back_only_where_its_place_still_exists() {
        let mut json = json!({"spec": {"items": [{"a": 1}]}});
        put(&mut json, "/spec/items/3/a", Some(json!(2)));
        put(&mut json, "/spec/new/deep", Some(json!(true)));
        put(&mut json, "/spec/items/0/a", None);
        put(&mut json, "/spec/items/0/b~1c", Some(json!("x")));
        assert_eq!(
            json,
            json!({"spec": {"items": [{"b/c": "x"}], "new": {"deep": true}}})
        );
        let mut meta = ObjectMeta {
            annotations: Some([(LOST_ANNOTATION.to_string(), "[".to_string())].into()),
            ..Default::default()
        };
        let err = take_lost(&mut meta).expect_err("not an object");
        assert!(err.to_string().contains(LOST_ANNOTATION), "{err}");
    }
}

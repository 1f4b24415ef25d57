//! [`extract`]: the apply configuration a field manager owns in an object, from its
//! `managedFields` (client-go's `Extract<Kind>` / `managedfields.ExtractInto`).

use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use crate::error::{Error, Result};
use crate::fields::{from_fields_v1, get, set_at};
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
    let owned_set = obj
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
        .find_map(|e| e.fields_v1.as_ref());
    let mut owned = Value::Object(Map::new());
    for path in owned_set.map(|f| from_fields_v1(&f.0)).unwrap_or_default() {
        if let Some(v) = get(&value, &path) {
            set_at(&mut owned, &path, v);
        }
    }
    let mut out = match owned {
        Value::Object(m) => m,
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

//! Conversions between the versions of a Kind, as controller-runtime's `conversion.Hub` and
//! `conversion.Convertible`: every version other than the hub (the storage version)
//! converts to and from the hub, so any version reaches any other through it.
//!
//! `kube-codegen`'s `Config::conversions` writes these impls for every Kind served in
//! several versions, field by field as conversion-gen's `autoConvert_*` functions do; what
//! cannot be converted by name and type is left to methods of a generated trait the user
//! implements. The webhook server's `WebhookServer::conversion` (feature `webhook`) serves
//! them to the API server as a CRD conversion webhook.

mod lost;

use std::any::Any;
use std::fmt;

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::Serialize;
use serde::de::DeserializeOwned;

pub use lost::{LOST_ANNOTATION, Lost, keep_lost, take_lost};

/// A version of a Kind that converts to and from its hub `Hub`, as controller-runtime's
/// `conversion.Convertible` (`ConvertTo(hub)`, `ConvertFrom(hub)`). The conversions keep
/// `metadata` as it is: the API server refuses a conversion that changes anything in it
/// but labels and annotations.
pub trait Convertible<Hub>: Sized {
    /// This object at the hub's version.
    fn convert_to(&self) -> Result<Hub, ConversionError>;
    /// The hub object `hub` at this version.
    fn convert_from(hub: &Hub) -> Result<Self, ConversionError>;
}

/// Why an object could not be converted: the API server fails the client's request with
/// this message (a `ConversionReview` answered with status `Failure`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConversionError {
    message: String,
}

impl ConversionError {
    /// An error with `message`.
    pub fn new(message: impl Into<String>) -> Self {
        ConversionError {
            message: message.into(),
        }
    }
}

impl fmt::Display for ConversionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ConversionError {}

/// Where a value being converted sits: the object it belongs to and the values above it,
/// what Go's hand-written `Convert_*` functions get from their parent structs and
/// `conversion.Scope`. The conversions `kube-codegen` generates with
/// `+kube-codegen:conversion:context` on the version's package pass one to every manual method and override, describing
/// the method's `from`: read the object's metadata (a namespace default), a sibling of an
/// enclosing struct, or which Kind a shared type is embedded in.
///
/// The generated code builds it on the stack, one link per level of nesting, from
/// references: nothing is copied or allocated.
#[derive(Clone, Copy)]
pub struct Context<'a> {
    value: &'a dyn Any,
    /// The JSON name of the field holding `value` in its parent (`""` for the object).
    field: &'static str,
    parent: Option<&'a Context<'a>>,
    metadata: Option<&'a ObjectMeta>,
}

impl<'a> Context<'a> {
    /// The context of `object`, the object being converted (at its version), with its
    /// `metadata` when it has one.
    pub fn root<T: Any>(object: &'a T, metadata: Option<&'a ObjectMeta>) -> Self {
        Context {
            value: object,
            field: "",
            parent: None,
            metadata,
        }
    }

    /// The context of `value`, held by field `field` (its JSON name; a list's or map's
    /// field for each of its items) of the value this context describes.
    pub fn child<'b>(&'b self, field: &'static str, value: &'b dyn Any) -> Context<'b> {
        Context {
            value,
            field,
            parent: Some(self),
            metadata: self.metadata,
        }
    }

    /// The object being converted, when it is a `T` (the Kind at the version converted
    /// from).
    pub fn object<T: Any>(&self) -> Option<&'a T> {
        let mut cx = self;
        while let Some(p) = cx.parent {
            cx = p;
        }
        cx.value.downcast_ref()
    }

    /// The object's metadata (its namespace, name, labels…), when the object has one.
    pub fn metadata(&self) -> Option<&'a ObjectMeta> {
        self.metadata
    }

    /// The nearest value of type `T` among this one and those above it: the struct a field
    /// moves from, or the parent that tells a shared type's uses apart.
    pub fn ancestor<T: Any>(&self) -> Option<&'a T> {
        let mut cx = Some(self);
        while let Some(c) = cx {
            if let Some(v) = c.value.downcast_ref() {
                return Some(v);
            }
            cx = c.parent;
        }
        None
    }

    /// The context of the value above this one; `None` for the object.
    pub fn parent(&self) -> Option<&'a Context<'a>> {
        self.parent
    }

    /// The JSON path of this value in the object, its fields' JSON names joined with `.`
    /// (`spec.template.spec`; a list's items are at the list's path); `""` for the object.
    pub fn path(&self) -> String {
        let mut fields = Vec::new();
        let mut cx = Some(self);
        while let Some(c) = cx {
            if c.parent.is_some() {
                fields.push(c.field);
            }
            cx = c.parent;
        }
        fields.reverse();
        fields.join(".")
    }
}

impl fmt::Debug for Context<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Context")
            .field("path", &self.path())
            .finish_non_exhaustive()
    }
}

/// The annotation on an object of an older version that keeps the hub's fields the version
/// lacks, so that a read-modify-write at that version does not drop them (Kubernetes' API
/// conventions, "preserve new fields on round trip through old versions"): a JSON object
/// from each field's JSON path (`spec.paused`) to its value. The conversions `kube-codegen`
/// generates for a hub field marked `+kube-codegen:conversion:preserve` write it
/// ([`preserve`]) when converting from the hub and take it back ([`restore`]) when
/// converting to it.
pub const PRESERVED_ANNOTATION: &str = "conversion.kube-codegen.dev/preserved";

/// Writes `fields` (JSON path → value; nulls left out) into `meta`'s
/// [`PRESERVED_ANNOTATION`], or nothing when none is left.
pub fn preserve(
    meta: &mut ObjectMeta,
    fields: serde_json::Map<String, serde_json::Value>,
) -> Result<(), ConversionError> {
    let fields: serde_json::Map<String, serde_json::Value> =
        fields.into_iter().filter(|(_, v)| !v.is_null()).collect();
    if fields.is_empty() {
        return Ok(());
    }
    let text = serde_json::to_string(&fields).map_err(|e| ConversionError::new(e.to_string()))?;
    meta.annotations
        .get_or_insert_with(Default::default)
        .insert(PRESERVED_ANNOTATION.to_string(), text);
    Ok(())
}

/// Takes [`PRESERVED_ANNOTATION`] out of `meta` (an object converted to the hub, which
/// stores the fields themselves) and returns its fields; `None` when it has none, an error
/// when it is not a JSON object.
pub fn restore(
    meta: &mut ObjectMeta,
) -> Result<Option<serde_json::Map<String, serde_json::Value>>, ConversionError> {
    let Some(annotations) = meta.annotations.as_mut() else {
        return Ok(None);
    };
    let Some(text) = annotations.remove(PRESERVED_ANNOTATION) else {
        return Ok(None);
    };
    if annotations.is_empty() {
        meta.annotations = None;
    }
    serde_json::from_str(&text)
        .map(Some)
        .map_err(|e| ConversionError::new(format!("annotation {PRESERVED_ANNOTATION}: {e}")))
}

/// The annotation beside [`PRESERVED_ANNOTATION`] that keeps, for each preserved field,
/// the value the conversion to the hub gave it when the field was preserved (JSON path →
/// value). Restoring puts a preserved value back only where the conversion still gives
/// that value: where it no longer does, a client changed what the older version derives
/// the field from, and the change wins over the kept value ([`Preserved::value`]).
pub const PRESERVED_BASE_ANNOTATION: &str = "conversion.kube-codegen.dev/preserved-base";

/// The fields taken out of an object's [`PRESERVED_ANNOTATION`] by [`restore_merged`], with
/// the values the conversion gave them when they were kept
/// ([`PRESERVED_BASE_ANNOTATION`]).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Preserved {
    fields: serde_json::Map<String, serde_json::Value>,
    bases: serde_json::Map<String, serde_json::Value>,
}

impl Preserved {
    /// The kept value of the field at `path`, to put back over `converted` (what the
    /// conversion gives the field now): `None` when none was kept, or when `converted`
    /// is no longer the value the conversion gave when it was kept. A field kept without
    /// a base (by conversions of an earlier kube-codegen, through [`preserve`]) is always
    /// put back, as they did.
    pub fn value(&self, path: &str, converted: &serde_json::Value) -> Option<&serde_json::Value> {
        let kept = self.fields.get(path)?;
        match self.bases.get(path) {
            Some(base) if base != converted => None,
            _ => Some(kept),
        }
    }
}

/// Writes `fields` (JSON path → value; nulls left out) into `meta`'s
/// [`PRESERVED_ANNOTATION`], as [`preserve`], and the `bases` of those fields (what the
/// conversion to the hub gives each: JSON path → value) into
/// [`PRESERVED_BASE_ANNOTATION`]; nothing when no field is left.
pub fn preserve_merged(
    meta: &mut ObjectMeta,
    fields: serde_json::Map<String, serde_json::Value>,
    bases: serde_json::Map<String, serde_json::Value>,
) -> Result<(), ConversionError> {
    let fields: serde_json::Map<String, serde_json::Value> =
        fields.into_iter().filter(|(_, v)| !v.is_null()).collect();
    let bases: serde_json::Map<String, serde_json::Value> = bases
        .into_iter()
        .filter(|(k, _)| fields.contains_key(k))
        .collect();
    if !bases.is_empty() {
        let text =
            serde_json::to_string(&bases).map_err(|e| ConversionError::new(e.to_string()))?;
        meta.annotations
            .get_or_insert_with(Default::default)
            .insert(PRESERVED_BASE_ANNOTATION.to_string(), text);
    }
    preserve(meta, fields)
}

/// Takes [`PRESERVED_ANNOTATION`] and [`PRESERVED_BASE_ANNOTATION`] out of `meta` (an object
/// converted to the hub) and returns what they kept (empty when nothing); an error when
/// one is not a JSON object.
pub fn restore_merged(meta: &mut ObjectMeta) -> Result<Preserved, ConversionError> {
    let bases = match meta
        .annotations
        .as_mut()
        .and_then(|a| a.remove(PRESERVED_BASE_ANNOTATION))
    {
        Some(text) => serde_json::from_str(&text).map_err(|e| {
            ConversionError::new(format!("annotation {PRESERVED_BASE_ANNOTATION}: {e}"))
        })?,
        None => serde_json::Map::new(),
    };
    let fields = restore(meta)?.unwrap_or_default();
    if meta.annotations.as_ref().is_some_and(|a| a.is_empty()) {
        meta.annotations = None;
    }
    Ok(Preserved { fields, bases })
}

/// Field `field` of the value at JSON path `parent` (`spec` and `tls` → `spec.tls`; the
/// object's own fields have the path `""`): the keys of [`PRESERVED_ANNOTATION`].
pub fn field_path(parent: &str, field: &str) -> String {
    if parent.is_empty() {
        field.to_string()
    } else {
        format!("{parent}.{field}")
    }
}

/// The item of the list at JSON path `list` known by `key`, its index or its
/// [`item_key`]: `spec.routes[2]`, `spec.ports[["http"]]`.
pub fn item_path(list: &str, key: impl fmt::Display) -> String {
    format!("{list}[{key}]")
}

/// The values of a `+listType=map` item's `+listMapKey` fields as compact JSON (`["http"]`,
/// `["tcp",80]`): the item's name in [`item_path`], whatever its index.
pub fn item_key<T: Serialize>(keys: &T) -> String {
    serde_json::to_string(keys).unwrap_or_else(|e| format!("<{e}>"))
}

/// `value` as JSON, for [`preserve`].
pub fn to_json<T: Serialize>(value: &T) -> Result<serde_json::Value, ConversionError> {
    serde_json::to_value(value).map_err(|e| ConversionError::new(e.to_string()))
}

/// A preserved field's `value` as `T`, for [`restore`]; `path` names it in the error.
pub fn from_json<T: DeserializeOwned>(
    path: &str,
    value: &serde_json::Value,
) -> Result<T, ConversionError> {
    T::deserialize(value).map_err(|e| {
        ConversionError::new(format!("annotation {PRESERVED_ANNOTATION}, {path}: {e}"))
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn a_context_knows_the_object_and_the_values_above() {
        struct Object(u8);
        struct Spec(&'static str);
        let (object, spec, item) = (Object(1), Spec("main"), 7_i32);
        let meta = ObjectMeta {
            namespace: Some("north".into()),
            ..Default::default()
        };
        let root = Context::root(&object, Some(&meta));
        let spec_cx = root.child("spec", &spec);
        let item_cx = spec_cx.child("items", &item);
        assert_eq!(item_cx.path(), "spec.items");
        assert_eq!(root.path(), "");
        assert_eq!(item_cx.object::<Object>().map(|o| o.0), Some(1));
        assert!(
            item_cx.object::<Spec>().is_none(),
            "the object is not a Spec"
        );
        assert_eq!(item_cx.ancestor::<Spec>().map(|s| s.0), Some("main"));
        assert_eq!(
            item_cx.ancestor::<i32>(),
            Some(&7),
            "the value itself counts"
        );
        assert!(item_cx.ancestor::<String>().is_none());
        assert_eq!(
            item_cx.metadata().and_then(|m| m.namespace.as_deref()),
            Some("north")
        );
        assert_eq!(item_cx.parent().map(Context::path).as_deref(), Some("spec"));
        assert!(root.parent().is_none());
        assert_eq!(
            format!("{item_cx:?}"),
            r#"Context { path: "spec.items", .. }"#
        );
    }

    #[test]
    fn a_kept_value_goes_back_only_where_the_conversion_still_gives_its_base() {
        let mut meta = ObjectMeta::default();
        let map = |v: serde_json::Value| v.as_object().cloned().unwrap_or_default();
        preserve_merged(
            &mut meta,
            map(json!({"spec.a": 4, "spec.b": 2})),
            map(json!({"spec.a": 6, "spec.b": 0, "spec.gone": 1})),
        )
        .expect("kept");
        let annotations = meta.annotations.clone().expect("annotated");
        assert_eq!(
            annotations[PRESERVED_BASE_ANNOTATION],
            r#"{"spec.a":6,"spec.b":0}"#
        );
        let kept = restore_merged(&mut meta).expect("restored");
        assert_eq!(meta.annotations, None, "both annotations are taken out");
        // The conversion gives what it gave: the kept value goes back.
        assert_eq!(kept.value("spec.b", &json!(0)), Some(&json!(2)));
        // A client changed what `spec.a` derives from: the change wins.
        assert_eq!(kept.value("spec.a", &json!(8)), None);
        assert_eq!(kept.value("spec.a", &json!(6)), Some(&json!(4)));
        assert_eq!(kept.value("spec.c", &json!(0)), None, "nothing kept");
        // An annotation of earlier conversions has no bases: its values always go back.
        preserve(&mut meta, map(json!({"spec.a": 4}))).expect("kept");
        let kept = restore_merged(&mut meta).expect("restored");
        assert_eq!(kept.value("spec.a", &json!(8)), Some(&json!(4)));
        // Nothing kept: nothing to restore.
        assert_eq!(
            restore_merged(&mut meta).expect("none"),
            Preserved::default()
        );
    }

    #[test]
    fn preserved_fields_are_named_by_json_path_and_list_item() {
        assert_eq!(field_path("", "spec"), "spec");
        assert_eq!(field_path("spec", "tls"), "spec.tls");
        assert_eq!(item_path("spec.routes", 2), "spec.routes[2]");
        let key = item_key(&(&"http", &80));
        assert_eq!(key, r#"["http",80]"#);
        assert_eq!(item_path("spec.ports", key), r#"spec.ports[["http",80]]"#);
    }

    #[test]
    fn preserved_fields_round_trip_through_the_annotation() {
        let mut meta = ObjectMeta::default();
        let fields = json!({"spec.paused": true, "spec.gone": null});
        preserve(&mut meta, fields.as_object().cloned().unwrap_or_default()).expect("kept");
        let text = &meta.annotations.as_ref().expect("annotated")[PRESERVED_ANNOTATION];
        assert_eq!(text, r#"{"spec.paused":true}"#, "nulls are left out");
        let restored = restore(&mut meta).expect("restored").expect("fields");
        assert_eq!(
            from_json::<bool>("spec.paused", &restored["spec.paused"]),
            Ok(true)
        );
        assert_eq!(meta.annotations, None, "the annotation is taken out");
        assert_eq!(restore(&mut meta), Ok(None));
        preserve(&mut meta, serde_json::Map::new()).expect("nothing to keep");
        assert_eq!(meta.annotations, None, "no annotation for nothing");
    }

    #[test]
    fn a_broken_annotation_is_an_error_naming_it() {
        let mut meta = ObjectMeta {
            annotations: Some([(PRESERVED_ANNOTATION.to_string(), "[".to_string())].into()),
            ..Default::default()
        };
        let err = restore(&mut meta).expect_err("not JSON");
        assert!(err.to_string().contains(PRESERVED_ANNOTATION), "{err}");
        let err = from_json::<bool>("spec.paused", &json!("yes")).expect_err("not a bool");
        assert!(err.to_string().contains("spec.paused"), "{err}");
    }
}

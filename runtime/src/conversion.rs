//! Conversions between the versions of a Kind, as controller-runtime's `conversion.Hub` and
//! `conversion.Convertible`: every version other than the hub (the storage version)
//! converts to and from the hub, so any version reaches any other through it.
//!
//! `kube-codegen`'s `Config::conversions` writes these impls for every Kind served in
//! several versions, field by field as conversion-gen's `autoConvert_*` functions do; what
//! cannot be converted by name and type is left to methods of a generated trait the user
//! implements. The webhook server's `WebhookServer::conversion` (feature `webhook`) serves
//! them to the API server as a CRD conversion webhook.

use std::any::Any;
use std::fmt;

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::Serialize;
use serde::de::DeserializeOwned;

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

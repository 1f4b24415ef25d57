//! [`TypeMeta`]: the `apiVersion` and `kind` of a root Kind, on the wire with nothing
//! hand-written (Go's embedded `metav1.TypeMeta` with `json:",inline"`).

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, IgnoredAny, MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The `apiVersion` and `kind` of `K`, as a field of `K` itself:
///
/// ```ignore
/// pub struct Widget {
///     #[serde(flatten)]
///     pub types: kube_codegen_runtime::TypeMeta<Self>,
///     pub metadata: ObjectMeta,
///     pub spec: WidgetSpec,
/// }
/// ```
///
/// It holds nothing (zero-sized) and serializes as `"apiVersion": <K's group/version>,
/// "kind": <K's Kind>` from `K`'s `kube::Resource` impl, so every serializer path —
/// `kube::Api::create`/`replace`, `Patch::Apply(&obj)`, `serde_json::to_value(&obj)` —
/// sends what the API server requires, and `Default` is already right. On input the two
/// fields are optional and not checked (the server and the URL decide the type), as
/// kube-derive's objects. kube-codegen requires this field on every Kind it generates
/// `kube::Resource` for (a located error with the line to add, otherwise); the CRD schema
/// describes `apiVersion` and `kind` itself, as for Go's `TypeMeta`.
pub struct TypeMeta<K>(PhantomData<fn() -> K>);

impl<K> TypeMeta<K> {
    /// The (only) value.
    pub const fn new() -> Self {
        TypeMeta(PhantomData)
    }
}

impl<K> Default for TypeMeta<K> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K> Clone for TypeMeta<K> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<K> Copy for TypeMeta<K> {}

impl<K> PartialEq for TypeMeta<K> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl<K> Eq for TypeMeta<K> {}

impl<K> std::hash::Hash for TypeMeta<K> {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

/// `TypeMeta`, with no bound on `K`, so that `#[derive(Debug)]` on a Kind compiles before its
/// `kube::Resource` impl exists (the values are `K`'s, printed with the object as JSON).
impl<K> fmt::Debug for TypeMeta<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("TypeMeta")
    }
}

impl<K: kube::Resource<DynamicType = ()>> Serialize for TypeMeta<K> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(2))?;
        map.serialize_entry("apiVersion", &K::api_version(&()))?;
        map.serialize_entry("kind", &K::kind(&()))?;
        map.end()
    }
}

impl<'de, K> Deserialize<'de> for TypeMeta<K> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Fields<K>(PhantomData<fn() -> K>);
        impl<'de, K> Visitor<'de> for Fields<K> {
            type Value = TypeMeta<K>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("apiVersion and kind")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                while let Some((_, _)) = map.next_entry::<de::IgnoredAny, IgnoredAny>()? {}
                Ok(TypeMeta::new())
            }
        }
        // As a struct, so that under `#[serde(flatten)]` only these two entries are taken.
        deserializer.deserialize_struct("TypeMeta", &["apiVersion", "kind"], Fields(PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
    use serde::{Deserialize, Serialize};
    use serde_json::json;

    use super::TypeMeta;

    #[derive(Serialize, Deserialize, Clone, Debug, Default)]
    struct Widget {
        #[serde(flatten)]
        types: TypeMeta<Self>,
        metadata: ObjectMeta,
        #[serde(default)]
        size: i32,
        #[serde(flatten)]
        extra: std::collections::BTreeMap<String, serde_json::Value>,
    }

    impl kube::Resource for Widget {
        type DynamicType = ();
        type Scope = k8s_openapi::NamespaceResourceScope;
        fn kind(_: &()) -> std::borrow::Cow<'_, str> {
            "Widget".into()
        }
        fn group(_: &()) -> std::borrow::Cow<'_, str> {
            "example.com".into()
        }
        fn version(_: &()) -> std::borrow::Cow<'_, str> {
            "v1".into()
        }
        fn plural(_: &()) -> std::borrow::Cow<'_, str> {
            "widgets".into()
        }
        fn meta(&self) -> &ObjectMeta {
            &self.metadata
        }
        fn meta_mut(&mut self) -> &mut ObjectMeta {
            &mut self.metadata
        }
    }

    #[test]
    fn a_default_object_serializes_its_api_version_and_kind() {
        let w = Widget::default();
        assert_eq!(
            serde_json::to_value(&w).expect("serialize"),
            json!({"apiVersion": "example.com/v1", "kind": "Widget", "metadata": {}, "size": 0})
        );
    }

    #[test]
    fn objects_deserialize_with_or_without_the_two_fields() {
        let with: Widget = serde_json::from_value(
            json!({"apiVersion": "example.com/v1", "kind": "Widget", "metadata": {"name": "a"}, "size": 2, "other": 1}),
        )
        .expect("with");
        assert_eq!((with.metadata.name.as_deref(), with.size), (Some("a"), 2));
        // Only apiVersion and kind are taken: other unknown fields reach other flattened ones.
        assert_eq!(with.extra, [("other".to_string(), json!(1))].into());
        let without: Widget =
            serde_json::from_value(json!({"metadata": {"name": "b"}})).expect("without");
        assert_eq!(without.metadata.name.as_deref(), Some("b"));
        assert!(without.extra.is_empty());
    }
}

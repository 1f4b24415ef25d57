//! Kinds for the runtime's unit tests: `Thing` (`things.example.com/v1`, namespaced), and
//! its v2 for conversions.

use std::borrow::Cow;
use std::sync::Arc;

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

use crate::Kind;

/// A namespaced test Kind with one field.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub(crate) struct Thing {
    pub metadata: ObjectMeta,
    pub color: String,
}

/// `kube::Resource` and `Kind` for a namespaced test Kind `Thing` of `example.com` at
/// `$version`.
macro_rules! thing_kind {
    ($ty:ty, $version:literal) => {
        impl kube::Resource for $ty {
            type DynamicType = ();
            type Scope = k8s_openapi::NamespaceResourceScope;
            fn kind(_: &()) -> Cow<'_, str> {
                "Thing".into()
            }
            fn group(_: &()) -> Cow<'_, str> {
                "example.com".into()
            }
            fn version(_: &()) -> Cow<'_, str> {
                $version.into()
            }
            fn plural(_: &()) -> Cow<'_, str> {
                "things".into()
            }
            fn meta(&self) -> &ObjectMeta {
                &self.metadata
            }
            fn meta_mut(&mut self) -> &mut ObjectMeta {
                &mut self.metadata
            }
        }

        impl Kind for $ty {
            const RESOURCE: &'static str = "things.example.com";
            const NAMESPACED: bool = true;
            const STATUS_SUBRESOURCE: bool = false;
            fn api(client: kube::Client, namespace: Option<&str>) -> kube::Api<Self> {
                match namespace {
                    Some(ns) => kube::Api::namespaced(client, ns),
                    None => kube::Api::all(client),
                }
            }
        }
    };
}

thing_kind!(Thing, "v1");

/// `Thing` at `example.com/v2`, for conversions: v1's `color` is its `paint`.
#[cfg(feature = "webhook")]
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub(crate) struct ThingV2 {
    pub metadata: ObjectMeta,
    pub paint: String,
}

#[cfg(feature = "webhook")]
thing_kind!(ThingV2, "v2");

/// A `Thing` named `ns/name` of colour `color`.
pub(crate) fn thing(ns: &str, name: &str, color: &str) -> Arc<Thing> {
    Arc::new(Thing {
        metadata: ObjectMeta {
            name: Some(name.into()),
            namespace: Some(ns.into()),
            ..Default::default()
        },
        color: color.into(),
    })
}

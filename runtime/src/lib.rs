//! The generic machinery behind the clients that `kube-codegen client` generates, so the
//! generated code stays thin (the shape client-go adopted in 1.31 with `gentype` and
//! `listers.ResourceIndexer`).
//!
//! - `fake` (feature `fake`): an in-memory API server behind a real [`kube::Client`], for
//!   unit tests without a cluster (client-go's fake clientset and object tracker). Enable it
//!   for tests only, so operator binaries do not compile it:
//!   `[dev-dependencies] kube-codegen-runtime = { …, features = ["fake"] }`.
//! - [`TypeMeta`]: the field that puts a Kind's `apiVersion` and `kind` on the wire;
//! - [`Client`]: the typed client (every verb of client-go's typed clients);
//! - [`Indexer`], [`Lister`]: the indexed store and listers over it;
//! - [`SharedIndexInformer`], [`SharedInformerFactory`]: one list+watch per Kind shared by
//!   every consumer, with event handlers, resync and relist on `410 Gone`;
//! - [`workqueue`]: the rate-limited work queue controllers feed from their informers
//!   (client-go's `util/workqueue`);
//! - [`events::EventRecorder`]: Events about the objects a controller works on (client-go's
//!   `tools/record`); [`controller_ref`], [`owner_key`] and friends: owner references.
//! - `webhook` (feature `webhook`): an HTTPS admission webhook server for typed defaulters
//!   and validators, with certificates of its own (controller-runtime's webhook server);
//! - [`manager::Manager`] and [`controller::Builder`]: controllers as short as
//!   controller-runtime's, with leader election, health probes and Prometheus
//!   [`metrics`]; [`controllerutil`] and [`conditions`]: the helpers a reconciler calls.

mod apply;
pub mod builtin;
#[cfg(feature = "tls")]
pub mod certs;
mod client;
pub mod conditions;
pub mod controller;
pub mod controllerutil;
pub mod conversion;
mod error;
pub mod events;
mod factory;
#[cfg(feature = "fake")]
pub mod fake;
mod fields;
pub mod healthz;
mod informer;
mod kind;
#[cfg(feature = "kube-controller")]
mod kube_interop;
mod lister;
#[cfg(feature = "logging")]
pub mod logging;
pub mod manager;
pub mod metrics;
mod owner;
mod serving;
#[cfg(test)]
mod testing;
mod type_meta;
#[cfg(feature = "webhook")]
pub mod webhook;
pub mod workqueue;

pub use apply::extract;
pub use client::{Client, DeleteResult, ObjectClient, typed_value};
pub use error::{ApplyConflict, Error, Result};
pub use factory::{ByObject, FactoryOptions, GenericInformer, SharedInformerFactory};
pub use informer::{
    EventHandlerFns, HandlerRegistration, InformerOptions, ResourceEventHandler,
    SharedIndexInformer,
};
pub use kind::{ApiScope, ClusterScoped, Kind, object_key, split_key};
pub use kube::core::PartialObjectMeta;
pub use lister::{IndexFunc, Indexer, Lister, NAMESPACE_INDEX, NamespaceLister, Replaced};
pub use owner::{controller_ref, get_controller_of, is_controlled_by, owner_key};
pub use serving::ServerLimits;
pub use type_meta::TypeMeta;

/// Re-exports for generated code, so an operator crate needs no direct dependency on the
/// exact `kube` and `k8s-openapi` versions the runtime uses.
pub mod reexports {
    pub use futures;
    pub use k8s_openapi;
    pub use kube;
    pub use serde;
    pub use serde_json;
}

/// Expands to the items it is given when this crate's `fake` feature is on, and to nothing
/// otherwise. Generated clientsets wrap their `fake` module in it, so the clientset compiles
/// either way and an operator that enables the feature only for its tests (a dev-dependency)
/// compiles no fake into its binary. For generated code; not for use by hand.
#[cfg(feature = "fake")]
#[macro_export]
#[doc(hidden)]
macro_rules! cfg_fake {
    ($($item:item)*) => { $($item)* };
}

/// See the `fake` variant: without the feature, the items are dropped unexpanded.
#[cfg(not(feature = "fake"))]
#[macro_export]
#[doc(hidden)]
macro_rules! cfg_fake {
    ($($item:item)*) => {};
}

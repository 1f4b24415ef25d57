//! Eight Kinds of gateway-api-rs's `gateway-api/src/apis/experimental` (this module file is
//! the corpus's own: the HTTP, gRPC and Gateway routes, and the `enum_defaults` module that
//! only they need, are left out; `standard` holds those).
pub mod gatewayclasses;
pub mod listenersets;
pub mod referencegrants;
pub mod tcproutes;
pub mod tlsroutes;
pub mod udproutes;
pub mod xbackendtrafficpolicies;
pub mod xmeshes;

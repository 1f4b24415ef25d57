//! Three Kinds of linkerd2's `policy-controller/k8s/api/src/policy` and the target references
//! they use (this module file is the corpus's own: it declares the copied files and
//! re-exports the references as the original `policy.rs` does).
pub mod authorization_policy;
pub mod meshtls_authentication;
pub mod ratelimit_policy;
pub mod target_ref;

pub use self::target_ref::{LocalTargetRef, NamespacedTargetRef};

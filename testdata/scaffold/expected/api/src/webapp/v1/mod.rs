//! Package v1 holds version v1 of the `webapp.my.domain` API group, one file per
//! Kind (Go's `api/webapp/v1`).

mod guestbook_types;
pub use guestbook_types::*;
// +kubebuilder:scaffold:kinds

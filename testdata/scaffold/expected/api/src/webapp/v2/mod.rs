//! Package v2 holds version v2 of the `webapp.my.domain` API group, one file per
//! Kind (Go's `api/webapp/v2`).

mod guestbook_types;
pub use guestbook_types::*;
// +kubebuilder:scaffold:kinds

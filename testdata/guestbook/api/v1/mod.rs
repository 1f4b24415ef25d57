//! Package v1 holds the v1 version of the webapp API: the Guestbook Kind of the kubebuilder
//! quick start, ported to Rust.
//!
//! +groupName=webapp.my.domain

mod guestbook_types;

pub use guestbook_types::*;

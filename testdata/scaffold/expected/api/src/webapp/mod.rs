//! Package webapp holds the `webapp.my.domain` API group, one module per version (Go's
//! `api/webapp`; the package marker below is its `groupversion_info.go`).
//!
//! +groupName=webapp.my.domain

pub mod v1;
pub mod v2;
// +kubebuilder:scaffold:versions

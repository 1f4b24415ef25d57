//! The Widget of "Coming from kube-derive", written for kube-codegen (the book includes
//! `v1.rs`); `build.rs` generates its `kube::Resource` and `Kind` impls and its CRD.

pub mod v1;

//! API groups imported by `kube-codegen import`.
//!
//! The crate that holds them depends on `serde` (feature `derive`), `serde_json`, `k8s-openapi`
//! (with a Kubernetes version feature) and `kube-codegen-runtime`. The Kinds' `kube::Resource`
//! and `Kind` impls are generated beside them:
//! `kube-codegen client <this directory> --root-kinds --kind-impls only` writes
//! `kinds.rs` (without `--kind-impls only`, the typed clients too), or `Config::clients` with
//! `ClientOptions::root_kinds` in `build.rs`.

pub mod batch;
pub mod crew;
pub mod fleet;
pub mod infra;
pub mod port;
pub mod webapp;

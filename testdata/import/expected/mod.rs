//! API groups imported by `kube-codegen import`.

pub mod batch;
pub mod infra;
pub mod webapp;

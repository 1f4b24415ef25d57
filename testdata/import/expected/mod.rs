//! API groups imported by `kube-codegen import`.

pub mod batch;
pub mod crew;
pub mod fleet;
pub mod infra;
pub mod port;
pub mod webapp;

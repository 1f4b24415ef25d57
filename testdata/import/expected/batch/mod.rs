//! The API group `batch.tutorial.kubebuilder.io`, imported by `kube-codegen import`.
//!
//! +groupName=batch.tutorial.kubebuilder.io

pub mod v1;

//! The API group `infra.example.com`, imported by `kube-codegen import`.
//!
//! +groupName=infra.example.com

pub mod v1alpha1;

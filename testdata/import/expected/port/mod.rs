//! The API group `port.example.com`, imported by `kube-codegen import`.
//!
//! +groupName=port.example.com

pub mod v1beta1;

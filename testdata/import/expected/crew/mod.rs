//! The API group `crew.example.com`, imported by `kube-codegen import`.
//!
//! +groupName=crew.example.com

pub mod v1;

//! The API group `fleet.example.com`, imported by `kube-codegen import`.
//!
//! +groupName=fleet.example.com

pub mod v1;

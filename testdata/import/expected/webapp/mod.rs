//! The API group `webapp.my.domain`, imported by `kube-codegen import`.
//!
//! +groupName=webapp.my.domain

pub mod v1;
pub mod v1beta1;

//! Package samplecontroller is the samplecontroller.k8s.io API group.
//!
//! +groupName=samplecontroller.k8s.io

pub mod v1alpha1;

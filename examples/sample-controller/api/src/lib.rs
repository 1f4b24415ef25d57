//! The sample-controller API (`samplecontroller.k8s.io/v1alpha1`), a port of
//! kubernetes/sample-controller's `pkg/apis`, in its Go layout: `apis/<group>/mod.rs`
//! carries `+groupName`, as Go's `doc.go`.

pub mod apis;

// `kube::Resource` and `kube_codegen_runtime::Kind` for the Kinds (see build.rs).
include!(concat!(env!("OUT_DIR"), "/kinds.rs"));

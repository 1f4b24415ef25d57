//! The API of guestbook: one module per group, its `mod.rs` carrying `+groupName` (as Go's
//! `groupversion_info.go`), one module per version below it, one file per Kind.
//! `kube-codegen create api` adds them.

// `kube::Resource` and `kube_codegen_runtime::Kind` for the Kinds (`build.rs`).
include!(concat!(env!("OUT_DIR"), "/kinds.rs"));

pub mod webapp;
/// The conversions of each Kind's versions to and from its hub (`build.rs`), for the
/// conversion webhooks.
pub mod conversions {
    include!(concat!(env!("OUT_DIR"), "/conversions.rs"));
}

// +kubebuilder:scaffold:groups

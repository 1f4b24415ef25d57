//! The guestbook operator: `controller` has one reconciler per Kind, `main.rs` runs them on
//! the runtime's manager. `kube-codegen create api --controller` adds to both.

pub mod controller;

/// The typed clients, listers and informers of the API crate's Kinds (`build.rs`).
pub mod client {
    include!(concat!(env!("OUT_DIR"), "/clientset.rs"));
}

/// The webhooks (`kube-codegen create webhook`).
pub mod webhook;

// +kubebuilder:scaffold:codegen

//! The kubebuilder book's CronJob tutorial on kube-codegen: `api` is the tutorial's API (its
//! `api/v1`, and the `api/v2` of its multi-version chapter) ported to Rust, with docs of our
//! own; `controller` its `internal/controller/cronjob_controller.go` on the runtime's
//! controller builder, `webhook` its `internal/webhook/v1/cronjob_webhook.go` on the
//! runtime's webhook server, `conversion` the manual part of `api/v2/cronjob_conversion.go`,
//! `main.rs` its `cmd/main.go` on the runtime's manager.

pub mod api;
pub mod controller;
pub mod conversion;
pub mod webhook;

/// The conversions between v2 and the hub v1 (conversion-gen's part; `conversion` has
/// the schedule's, which cannot be generated).
pub mod conversions {
    include!(concat!(env!("OUT_DIR"), "/conversions.rs"));
}

/// The typed clientset, listers and informers of `batch.tutorial.kubebuilder.io/v1` (the
/// apply configurations carry the API's docs, bare URL included).
#[allow(rustdoc::bare_urls)]
pub mod client {
    include!(concat!(env!("OUT_DIR"), "/clientset.rs"));
}

/// The CronJob CustomResourceDefinition (`config/crd/bases`).
pub const CRONJOB_CRD: &str = include_str!(concat!(
    env!("OUT_DIR"),
    "/batch.tutorial.kubebuilder.io_cronjobs.yaml"
));

/// The manager's Role (`config/rbac/role.yaml`), from the controller's markers.
pub const ROLE: &str = include_str!(concat!(env!("OUT_DIR"), "/role.yaml"));

/// The webhook configurations (`config/webhook/manifests.yaml`), from `webhook`'s markers.
pub const WEBHOOK_MANIFESTS: &str = include_str!(concat!(env!("OUT_DIR"), "/manifests.yaml"));

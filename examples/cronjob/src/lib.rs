//! The kubebuilder book's CronJob tutorial on kube-codegen: `api` is its `api/v1`
//! verbatim, `controller` its `internal/controller/cronjob_controller.go` on the runtime's
//! controller builder, `main.rs` its `cmd/main.go` on the runtime's manager.

pub mod api;
pub mod controller;

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

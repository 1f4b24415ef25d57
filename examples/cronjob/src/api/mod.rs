//! The API of the kubebuilder book's CronJob tutorial (Go's `api/`).

pub mod v1;

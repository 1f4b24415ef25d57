//! The API of the kubebuilder book's CronJob tutorial (Go's `api/`): v1 (the storage
//! version) and v2 of its multi-version chapter.

pub mod v1;
pub mod v2;

//! Emitters: pure functions of the IR to output objects and text.

pub mod client;
pub mod conversion;
pub mod crd;
pub mod rbac;
pub mod schema;
pub mod webhook;
pub mod yaml;

//! API groups.

pub mod samplecontroller;

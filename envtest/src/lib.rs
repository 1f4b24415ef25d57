//! envtest for Rust. Skeleton.

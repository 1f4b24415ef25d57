//! The generic machinery behind the clients that `kube-codegen client` generates, so the
//! generated code stays thin (the shape client-go adopted in 1.31 with `gentype` and
//! `listers.ResourceIndexer`).
//!
//! - [`fake`]: an in-memory API server behind a real [`kube::Client`], for unit tests
//!   without a cluster (client-go's fake clientset and object tracker).

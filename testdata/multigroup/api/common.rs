//! Types that several API groups of the multigroup example share; no group-version
//! itself. The Go twin is `go/api/common/types.go`.

use serde::{Deserialize, Serialize};

/// Endpoint is where a service answers.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Endpoint {
    /// host is a DNS name or an IP address.
    /// +kubebuilder:validation:MinLength=1
    pub host: String,

    /// port is the TCP port.
    /// +kubebuilder:validation:Minimum=1
    /// +kubebuilder:validation:Maximum=65535
    pub port: i32,
}

/// Phase is where an object is in its life.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub enum Phase {
    Pending,
    Ready,
    Failed,
}

/// Ref names an object of the same namespace; the crew and fleet groups define types of
/// the same name with other fields.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Ref {
    /// name of the object.
    pub name: String,
}

//! Conversions between the versions of a Kind, as controller-runtime's `conversion.Hub` and
//! `conversion.Convertible`: every version other than the hub (the storage version)
//! converts to and from the hub, so any version reaches any other through it.
//!
//! `kube-codegen`'s `Config::conversions` writes these impls for every Kind served in
//! several versions, field by field as conversion-gen's `autoConvert_*` functions do; what
//! cannot be converted by name and type is left to methods of a generated trait the user
//! implements. The webhook server's `WebhookServer::conversion` (feature `webhook`) serves
//! them to the API server as a CRD conversion webhook.

use std::fmt;

/// A version of a Kind that converts to and from its hub `Hub`, as controller-runtime's
/// `conversion.Convertible` (`ConvertTo(hub)`, `ConvertFrom(hub)`). The conversions keep
/// `metadata` as it is: the API server refuses a conversion that changes anything in it
/// but labels and annotations.
pub trait Convertible<Hub>: Sized {
    /// This object at the hub's version.
    fn convert_to(&self) -> Result<Hub, ConversionError>;
    /// The hub object `hub` at this version.
    fn convert_from(hub: &Hub) -> Result<Self, ConversionError>;
}

/// Why an object could not be converted: the API server fails the client's request with
/// this message (a `ConversionReview` answered with status `Failure`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConversionError {
    message: String,
}

impl ConversionError {
    /// An error with `message`.
    pub fn new(message: impl Into<String>) -> Self {
        ConversionError {
            message: message.into(),
        }
    }
}

impl fmt::Display for ConversionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ConversionError {}

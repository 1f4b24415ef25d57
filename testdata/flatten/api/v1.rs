//! A JSON name declared twice, by a field and a flattened struct or by two flattened structs,
//! one property per rule of controller-gen's flattener, with a Go twin (`../go`) that
//! controller-gen generates for the parity test:
//! - `secret`, `shared`: the same type on both sides (its defaulted property stays once);
//! - `bounded`: different validations (both hold, under `allOf`, the flattened one first);
//! - `described`: different descriptions (the first declaration's stays);
//! - `twice`: two flattened structs (the first one's description; both bounds).
//!
//! +groupName=flatten.example.com
//! +versionName=v1

use k8s_openapi::api::core::v1::SecretKeySelector;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// Merger shows how declarations of one JSON name merge.
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Merger {
    pub metadata: ObjectMeta,
    pub spec: MergerSpec,
}

/// MergerSpec declares each name once itself, and again through its flattened structs.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct MergerSpec {
    /// secret names a key of a Secret.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret: Option<SecretKeySelector>,
    /// shared is a type of this package.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shared: Option<Shared>,
    /// bounded is at most 5 characters here.
    /// +kubebuilder:validation:MaxLength=5
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub bounded: String,
    /// described is described here.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub described: String,
    #[serde(flatten)]
    pub first: First,
    #[serde(flatten)]
    pub second: Second,
}

/// Shared has a defaulted property.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Shared {
    /// level defaults to low.
    /// +kubebuilder:default=low
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub level: String,
}

/// First is flattened into MergerSpec.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct First {
    /// secret, as First names it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret: Option<SecretKeySelector>,
    /// shared, as First describes it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shared: Option<Shared>,
    /// bounded is at most 10 characters in First.
    /// +kubebuilder:validation:MaxLength=10
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub bounded: String,
    /// twice is at least one character in First.
    /// +kubebuilder:validation:MinLength=1
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub twice: String,
}

/// Second is flattened into MergerSpec after First.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Second {
    /// twice is at most three characters in Second.
    /// +kubebuilder:validation:MaxLength=3
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub twice: String,
    /// described, as Second describes it.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub described: String,
}

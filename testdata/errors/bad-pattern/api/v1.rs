//! A pattern that is not a regular expression, and defaults its own schema refuses.
//!
//! +groupName=patterns.example.com

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// Bad has invalid validations.
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Default)]
pub struct Bad {
    /// metadata is standard.
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec holds the fields.
    #[serde(default)]
    pub spec: BadSpec,
}

/// BadSpec holds the fields.
#[derive(Serialize, Deserialize, Default)]
pub struct BadSpec {
    /// open has an unclosed group.
    /// +kubebuilder:validation:Pattern=`^(a|b$`
    /// +optional
    pub open: Option<String>,
    /// code must be lower case, but its default is not.
    /// +kubebuilder:validation:Pattern=`^[a-z]+$`
    /// +kubebuilder:default=ABC
    /// +optional
    pub code: Option<String>,
    /// short has a field bound tighter than its default.
    /// +kubebuilder:validation:MaxLength=3
    /// +kubebuilder:default=toolong
    /// +optional
    pub short: Option<Word>,
}

/// Word is at most 20 characters.
/// +kubebuilder:validation:MaxLength=20
pub type Word = String;

//! Package v1 is the v1 version of the crew API group.
//! +groupName=crew.example.com

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

use super::super::common;

/// Ref names a sailor: the crew group's own Ref, unlike fleet's and common's.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Ref {
    /// name of the Sailor.
    pub name: String,

    /// rank the sailor holds, if known.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rank: Option<Rank>,
}

/// Rank is a sailor's rank.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub enum Rank {
    Captain,
    Mate,
    Deckhand,
}

/// SailorSpec is the desired state of a Sailor.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct SailorSpec {
    /// rank the sailor holds.
    pub rank: Rank,

    /// mentor is the sailor who trains this one.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mentor: Option<Ref>,

    /// home is where the sailor can be reached ashore.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub home: Option<common::Endpoint>,
}

/// SailorStatus is the observed state of a Sailor.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct SailorStatus {
    /// phase of the sailor.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phase: Option<common::Phase>,
}

/// Sailor is a member of a crew.
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct Sailor {
    /// metadata is the standard object metadata.
    /// +optional
    pub metadata: ObjectMeta,
    /// spec is the desired state of the Sailor.
    pub spec: SailorSpec,
    /// status is the observed state of the Sailor.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<SailorStatus>,
}

//! Fields whose types have fixed schemars impls: k8s-openapi's (the conditions, times,
//! references, selectors, quantities and templates operators embed), std's and those of the
//! crates schemars has features for, bare, optional, in lists and maps, and with a doc comment
//! that replaces the type's own description.
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU16;
use std::path::PathBuf;
use std::time::Duration;

use k8s_openapi::api::core::v1::{ObjectReference, PodTemplateSpec, ResourceRequirements};
use k8s_openapi::apimachinery::pkg::api::resource::Quantity;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{Condition, LabelSelector, MicroTime, Time};
use k8s_openapi::apimachinery::pkg::util::intstr::IntOrString;
use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, JsonSchema)]
#[kube(
    group = "fixed.example.com",
    version = "v1",
    kind = "Workload",
    namespaced,
    status = "WorkloadStatus"
)]
pub struct WorkloadSpec {
    pub selector: LabelSelector,
    /// The pods this workload runs.
    pub template: PodTemplateSpec,
    pub resources: Option<ResourceRequirements>,
    pub max_unavailable: Option<IntOrString>,
    pub surge: IntOrString,
    pub limits: BTreeMap<String, Quantity>,
    pub storage: Option<Quantity>,
    pub owner: Option<ObjectReference>,
    pub port: NonZeroU16,
    pub listen: IpAddr,
    pub peers: Vec<SocketAddr>,
    pub timeout: Duration,
    pub path: PathBuf,
    pub label: Cow<'static, str>,
    pub boxed: Box<str>,
    pub started: chrono::DateTime<chrono::Utc>,
    pub deadline: Option<jiff::Timestamp>,
    pub id: uuid::Uuid,
    pub release: semver::Version,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, JsonSchema)]
pub struct WorkloadStatus {
    pub conditions: Vec<Condition>,
    /// When the workload was last scheduled.
    pub last_schedule: Option<Time>,
    pub renewed: Option<MicroTime>,
    pub observed: Option<ObjectReference>,
}

//! Package v2 is the Website API's storage version, the hub every other version converts
//! to and from: `size` became `replicas`, and `image` (`name:tag`) became an object with
//! the two parts.
//!
//! +groupName=web.example.com

use std::collections::BTreeMap;

use k8s_openapi::apimachinery::pkg::apis::meta::v1::{Condition, ObjectMeta};
use serde::{Deserialize, Serialize};

/// WebsiteSpec is the desired state of a Website.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WebsiteSpec {
    /// image is the image to serve.
    pub image: Image,
    /// replicas is the number of replicas (`size` in v1).
    /// +kubebuilder:validation:Minimum=0
    pub replicas: i32,
    /// paused stops serving without deleting anything (new in v2: kept in an annotation of
    /// v1 objects).
    /// +kube-codegen:conversion:preserve
    /// +optional
    #[serde(default)]
    pub paused: bool,
    /// hosts are the host names served.
    /// +optional
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hosts: Vec<String>,
    /// tls configures HTTPS.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls: Option<Tls>,
    /// routes send paths to backends.
    /// +optional
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub routes: Vec<Route>,
    /// backends by name.
    /// +optional
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub backends: BTreeMap<String, Backend>,
    /// minReadySeconds is how long a new replica must be ready to count as available.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_ready_seconds: Option<i32>,
    /// limit caps the traffic.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<Limit>,
    /// tier is the service level.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tier: Option<Tier>,
}

/// Image names an image by its two parts.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Image {
    /// name is the image's repository.
    /// +kubebuilder:validation:MinLength=1
    pub name: String,
    /// tag is the image's tag.
    /// +optional
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub tag: String,
}

/// Tls configures HTTPS.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Tls {
    /// secretName names the Secret holding the certificate.
    pub secret_name: String,
    /// minVersion is the oldest TLS version accepted (new in v2: kept in an annotation of
    /// v1 objects).
    /// +kube-codegen:conversion:preserve
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_version: Option<String>,
}

/// Route sends a path to a backend.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Route {
    /// path is the URL path prefix.
    pub path: String,
    /// backend names an entry of `backends`.
    pub backend: String,
}

/// Backend is a service behind the website.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Backend {
    /// service is the Service's name.
    pub service: String,
    /// port is the Service's port.
    pub port: i32,
}

/// Tier is a service level.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tier {
    /// Free is the free service level.
    Free,
    /// Paid is the paid service level.
    Paid,
}

/// Limit caps the traffic: by requests per second, or by a named policy.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub enum Limit {
    /// requests per second.
    Requests(i32),
    /// policy names a traffic policy.
    Policy(String),
}

/// WebsiteStatus is the observed state of a Website.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WebsiteStatus {
    /// readyReplicas is the number of replicas serving.
    /// +optional
    #[serde(default)]
    pub ready_replicas: i32,
    /// conditions are the latest observations.
    /// +listType=map
    /// +listMapKey=type
    /// +optional
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
}

/// Website serves a site.
/// +genclient
/// +kubebuilder:storageversion
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Website {
    /// apiVersion and kind.
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// metadata is the standard object metadata.
    pub metadata: ObjectMeta,
    /// spec is the desired state.
    pub spec: WebsiteSpec,
    /// status is the observed state.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<WebsiteStatus>,
}

/// WebsiteList is a list of Websites.
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct WebsiteList {
    /// items are the Websites.
    pub items: Vec<Website>,
}

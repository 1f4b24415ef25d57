//! Untagged enums, `#[serde(flatten)]`, `merge_strategy` and `no_spec`: the shapes
//! kube-derive's structural rewrite reshapes (an untagged enum's variants hoisted into one
//! object, a flattened map of any JSON kept as unknown fields) and a Kind whose fields sit at
//! the root of the object (one of them only a map of any JSON beside its status), and an
//! optional flattened struct that itself flattens an optional enum.
use std::collections::BTreeMap;

use kube::{CustomResource, KubeSchema};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A Route sends requests to a backend.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, KubeSchema)]
#[kube(group = "net.example.com", version = "v1", kind = "Route", namespaced)]
#[serde(rename_all = "camelCase")]
pub struct RouteSpec {
    /// Where requests go.
    pub target: Target,
    /// The hosts served, each once.
    #[x_kube(merge_strategy = ListMerge::Set)]
    pub hosts: Vec<String>,
    /// Headers set on each request, keyed by name.
    #[x_kube(merge_strategy = ListMerge::Map(vec!["name".into()]))]
    #[serde(default)]
    pub headers: Vec<Header>,
    /// Labels the route's objects get.
    #[x_kube(merge_strategy = MapMerge::Atomic)]
    #[serde(default)]
    pub labels: BTreeMap<String, String>,
    /// How long a request may take.
    pub timeouts: Timeouts,
    /// The match, one of its forms.
    pub matching: Matching,
    /// A mirror of the requests, if any.
    pub mirror: Option<Mirror>,
    /// Where requests go when the target fails.
    pub fallback: Option<Target>,
}

/// Routes that share settings, their fields at the root of the object.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, JsonSchema)]
#[kube(
    group = "net.example.com",
    version = "v1",
    kind = "RouteGroup",
    namespaced,
    no_spec,
    status = "RouteGroupStatus"
)]
pub struct RouteGroupFields {
    /// The routes' names.
    pub routes: Vec<String>,
    /// Settings the routes share.
    #[serde(flatten)]
    pub common: Common,
}

/// Settings for routes, any keys, at the root of the object.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, JsonSchema)]
#[kube(
    group = "net.example.com",
    version = "v1",
    kind = "RouteSettings",
    namespaced,
    no_spec,
    status = "RouteGroupStatus"
)]
pub struct RouteSettingsFields {
    /// Every setting, as written.
    #[serde(flatten)]
    pub settings: BTreeMap<String, serde_json::Value>,
}

/// What the controller last saw of a RouteGroup.
#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]
pub struct RouteGroupStatus {
    /// The routes found.
    pub found: u32,
}

/// A backend given by service or by address.
#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]
#[serde(untagged, rename_all_fields = "camelCase")]
pub enum Target {
    /// A Service of the cluster.
    Service {
        /// The Service's name.
        service_name: String,
        /// Its port.
        port: u16,
    },
    /// An address outside the cluster.
    Address {
        /// The host name or IP address.
        host: String,
        /// Its port.
        port: u16,
    },
    /// A backend described elsewhere.
    Reference(BackendRef),
}

/// A backend declared by another object.
#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]
pub struct BackendRef {
    /// The object's name.
    pub name: String,
}
/// An endpoint, with the header it sends, if any, among its spec's fields.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, JsonSchema)]
#[kube(
    group = "net.example.com",
    version = "v1",
    kind = "Endpoint",
    namespaced
)]
pub struct EndpointSpec {
    /// The endpoint's address.
    pub address: String,
    /// The header sent with each request, if any.
    #[serde(flatten)]
    pub header: Option<Header>,
}

/// A header set on each request.
#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]
pub struct Header {
    /// The header's name.
    pub name: String,
    /// Its value.
    pub value: Option<String>,
    /// Where its value comes from instead, if anywhere.
    #[serde(flatten)]
    pub from: Option<ValueFrom>,
}

/// An object that holds a header's value.
#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum ValueFrom {
    /// A Secret's key, as `name/key`.
    Secret(String),
    /// A ConfigMap's key, as `name/key`.
    ConfigMap(String),
}

/// Time limits, in seconds, with any other setting kept as it is written.
#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]
pub struct Timeouts {
    /// The whole request.
    pub request: u32,
    /// Settings this version does not know.
    #[serde(flatten)]
    pub extra: BTreeMap<String, serde_json::Value>,
}

/// A match: common settings, and one of the ways to match.
#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Matching {
    /// Whether letter case matters.
    #[serde(default)]
    pub case_sensitive: bool,
    /// Common settings.
    #[serde(flatten)]
    pub common: Common,
    /// The way to match.
    #[serde(flatten)]
    pub rule: Rule,
}

/// Settings every match has.
#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]
pub struct Common {
    /// The match's priority; the highest wins.
    pub priority: i32,
    /// A note for people.
    pub note: Option<String>,
}

/// One way to match a request.
#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Rule {
    /// The path starts with this.
    Prefix(String),
    /// The path is this.
    Exact(String),
}

/// A copy of each request, sent to another backend.
#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]
pub struct Mirror {
    /// The share of requests copied, in percent.
    pub percent: u8,
    /// Where the copies go.
    #[serde(flatten)]
    pub to: Destination,
}

/// A mirror's destination, by one of its names.
#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]
#[serde(untagged)]
pub enum Destination {
    /// By Service name.
    Service {
        /// The Service.
        service: String,
    },
    /// By URL.
    Url {
        /// The URL.
        url: String,
    },
}

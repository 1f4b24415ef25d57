//! Package v1 exercises every CRD marker kube-codegen supports. Fields are optional unless
//! marked otherwise (package-level `Optional`).
//!
//! +groupName=markers.example.com
//! +kubebuilder:validation:Optional

use std::collections::BTreeMap;

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use k8s_openapi::apimachinery::pkg::runtime::RawExtension;
use k8s_openapi::apimachinery::pkg::util::intstr::IntOrString;
use serde::{Deserialize, Serialize};

/// Gadget is a Kind whose spec uses every marker.
/// +kubebuilder:object:root=true
/// +kubebuilder:resource:path=gadgets,singular=gadget,shortName=gd,categories=all;toys,scope=Namespaced
/// +kubebuilder:subresource:status
/// +kubebuilder:printcolumn:name="Count",type=integer,JSONPath=`.spec.count`,format=int32
/// +kubebuilder:printcolumn:name="Mode",type=string,JSONPath=`.spec.mode`,priority=1,description="operating mode"
/// +kubebuilder:metadata:annotations="example.com/owner=toys",labels="tier=test"
/// +kubebuilder:selectablefield:JSONPath=`.spec.mode`
/// +kubebuilder:validation:XValidation:rule="self.metadata.name.size() <= 63",message="name too long"
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Gadget {
    /// metadata is the standard object metadata.
    pub metadata: ObjectMeta,
    /// spec is the desired state.
    /// +required
    pub spec: GadgetSpec,
    /// status is the observed state.
    pub status: Option<GadgetStatus>,
}

/// GadgetSpec uses the field markers.
/// +kubebuilder:validation:AtMostOneOf=left;right
/// +kubebuilder:validation:ExactlyOneOf=mode;program
/// +kubebuilder:validation:AtLeastOneOf=count;ratio
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
#[serde(rename_all = "camelCase")]
pub struct GadgetSpec {
    /// count is bounded on both sides.
    /// +kubebuilder:validation:Minimum=-5
    /// +kubebuilder:validation:Maximum=100
    /// +kubebuilder:validation:ExclusiveMaximum=true
    /// +kubebuilder:validation:MultipleOf=5
    pub count: Option<i32>,

    /// ratio is a percentage.
    /// +kubebuilder:validation:Minimum=0
    /// +kubebuilder:validation:ExclusiveMinimum=true
    /// +kubebuilder:validation:Maximum=1000
    pub ratio: Option<i64>,

    /// name is a DNS label.
    /// +kubebuilder:validation:MinLength=1
    /// +kubebuilder:validation:MaxLength=63
    /// +kubebuilder:validation:Pattern=`^[a-z0-9]([-a-z0-9]*[a-z0-9])?$`
    /// +required
    pub name: String,

    /// email has a format.
    /// +kubebuilder:validation:Format=email
    pub email: Option<String>,

    /// mode is one of a few words.
    /// +kubebuilder:validation:Enum=fast;slow;"off"
    pub mode: Option<String>,

    /// program is the alternative to mode.
    pub program: Option<String>,

    /// tags are short strings; uniqueness needs `+listType=set`.
    /// +kubebuilder:validation:MinItems=1
    /// +kubebuilder:validation:MaxItems=8
    /// +listType=set
    /// +kubebuilder:validation:items:MaxLength=16
    /// +kubebuilder:validation:items:Pattern=`^[a-z]+$`
    pub tags: Option<Vec<String>>,

    /// labels is replaced as a whole on apply.
    /// +kubebuilder:validation:MinProperties=1
    /// +kubebuilder:validation:MaxProperties=10
    /// +mapType=atomic
    pub labels: Option<BTreeMap<String, String>>,

    /// port is a number or a name.
    /// +kubebuilder:validation:XIntOrString
    /// +kubebuilder:validation:Pattern=`^[a-z0-9-]+$`
    pub port: Option<IntOrString>,

    /// template is a whole embedded object.
    /// +kubebuilder:validation:XEmbeddedResource
    /// +kubebuilder:pruning:PreserveUnknownFields
    pub template: Option<RawExtension>,

    /// extra is kept as it is written.
    /// +kubebuilder:validation:Schemaless
    /// +kubebuilder:pruning:PreserveUnknownFields
    pub extra: Option<serde_json::Value>,

    /// replicas defaults to one.
    /// +kubebuilder:default=1
    /// +kubebuilder:example=3
    /// +kubebuilder:title="Replica count"
    pub replicas: Option<i32>,

    /// greeting has a string default.
    /// +kubebuilder:default="hello"
    pub greeting: Option<String>,

    /// zones default to a list.
    /// +kubebuilder:default={a,b}
    pub zones: Option<Vec<String>>,

    /// limits default to a map.
    /// +kubebuilder:default={cpu: "1", memory: "1Gi"}
    pub limits: Option<BTreeMap<String, String>>,

    /// level uses the Kubernetes-style default.
    /// +default="info"
    pub level: Option<String>,

    /// docs link somewhere.
    /// +kubebuilder:externalDocs:url="https://example.com/docs",description="more"
    /// +nullable
    pub docs: Option<String>,

    /// left is one side.
    pub left: Option<String>,

    /// right is the other side.
    pub right: Option<String>,

    /// owner must be given.
    /// +kubebuilder:validation:Required
    /// +k8s:immutable
    pub owner: String,

    /// region cannot change once set.
    /// +k8s:immutable
    pub region: Option<String>,

    /// team is required through the k8s alias.
    /// +k8s:required
    pub team: String,

    /// note is optional through the k8s alias.
    /// +k8s:optional
    pub note: Option<String>,

    /// rules checks a pair of numbers.
    /// +kubebuilder:validation:XValidation:rule="self.min <= self.max",message="min must not exceed max",reason=FieldValueInvalid,fieldPath=".min"
    /// +kubebuilder:validation:XValidation:rule="self.max < 1000",messageExpression="self.max > 999 ? 'max too big' : 'invalid max'"
    /// +kubebuilder:validation:XValidation:rule="!oldSelf.hasValue() || self.min >= oldSelf.value().min",message="min may not decrease",optionalOldSelf=true
    pub range: Option<Range>,

    /// ports are a map-list keyed by name.
    /// +listType=map
    /// +listMapKey=name
    pub ports: Option<Vec<NamedPort>>,

    /// endpoints are keyed by host and port.
    /// +k8s:listType=map
    /// +k8s:listMapKey=host
    /// +k8s:listMapKey=port
    pub endpoints: Option<Vec<Endpoint>>,

    /// args are replaced as a whole.
    /// +listType=atomic
    pub args: Option<Vec<String>>,

    /// origin is replaced as a whole.
    /// +structType=atomic
    pub origin: Option<Point>,

    /// color is a closed set.
    pub color: Option<Color>,
}

/// Range is a pair of bounds.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Range {
    /// min is the lower bound.
    /// +required
    pub min: i32,
    /// max is the upper bound.
    /// +required
    pub max: i32,
}

/// NamedPort is a port with a name.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct NamedPort {
    /// name is the key.
    /// +required
    pub name: String,
    /// port is the number.
    /// +kubebuilder:validation:Minimum=1
    /// +kubebuilder:validation:Maximum=65535
    pub port: Option<i32>,
}

/// Endpoint is a host and port.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Endpoint {
    /// host is half the key.
    /// +required
    pub host: String,
    /// port is the other half.
    /// +required
    pub port: i32,
}

/// Point is a position.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Point {
    /// x is the column.
    pub x: Option<i32>,
    /// y is the row.
    pub y: Option<i32>,
}

/// Color is one of the primary colors.
/// +k8s:enum
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Color {
    /// Blue.
    #[serde(rename = "blue")]
    Blue,
    /// Green.
    #[serde(rename = "green")]
    Green,
    /// Red.
    #[serde(rename = "red")]
    Red,
}

/// GadgetStatus is the observed state.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
#[serde(rename_all = "camelCase")]
pub struct GadgetStatus {
    /// observedGeneration is the last generation seen.
    pub observed_generation: Option<i64>,
}

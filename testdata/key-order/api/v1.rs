//! Package v1 holds a Kind whose property names go-yaml v2 orders naturally: a non-letter
//! before a letter (`client_ca` before `clientAuthType`) and digit runs as numbers (`item9`
//! before `item10`), as controller-gen writes them.
//!
//! +groupName=keys.example.com

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// TlsSpec names its fields as TLS configurations often do.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct TlsSpec {
    /// clientAuthType is how clients authenticate.
    #[serde(rename = "clientAuthType")]
    pub client_auth_type: String,
    /// client_ca is the CA bundle of the clients.
    #[serde(rename = "client_ca")]
    pub client_ca: String,
    /// item9 is the ninth item.
    pub item9: String,
    /// item10 is the tenth item.
    pub item10: String,
    /// item1 is the first item.
    pub item1: String,
    /// port8080 is a port.
    pub port8080: i32,
    /// port443 is another port.
    pub port443: i32,
    /// x_b is after x-a and before xa.
    pub x_b: String,
    /// x-a sorts before x_b.
    #[serde(rename = "x-a")]
    pub x_a: String,
    /// xa comes last of the three.
    pub xa: String,
    /// embedded is an object reference written inline, TypeMeta and all.
    pub embedded: Embedded,
}

/// Embedded has an inline TypeMeta, as Go's `metav1.TypeMeta` with `json:",inline"`.
/// Its own rule comes before the inline struct's.
/// +kubebuilder:validation:XValidation:rule="self.name != ''",message="outer"
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Embedded {
    /// apiVersion and kind.
    #[serde(flatten)]
    pub types: kube::core::TypeMeta,
    /// name of the object.
    pub name: String,
    /// a, the direct field.
    /// +kubebuilder:validation:MinLength=1
    pub a: String,
    /// Inner is written inline: its `a` is declared twice.
    #[serde(flatten)]
    pub inner: Inner,
}

/// Inner is flattened into Embedded.
/// +kubebuilder:validation:XValidation:rule="self.a != 'x'",message="inner"
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Inner {
    /// a from the inline struct.
    /// +kubebuilder:validation:MaxLength=3
    pub a: String,
}

/// Keyring has the spec above, and a printer column but no subresource (controller-gen
/// writes `subresources: {}` then).
/// +kubebuilder:object:root=true
/// +kubebuilder:printcolumn:name=Client CA,type=string,JSONPath=.spec.client_ca
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Keyring {
    /// metadata is the standard object metadata.
    pub metadata: ObjectMeta,
    /// spec is the desired state.
    pub spec: TlsSpec,
}

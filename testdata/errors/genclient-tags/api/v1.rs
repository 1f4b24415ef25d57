//! Client-gen tags used wrongly: each must be reported at its place.
//!
//! +groupName=tags.example.com

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// Widget has an unknown verb and three broken custom methods.
/// +genclient
/// +genclient:skipVerbs=delete,destroy
/// +genclient:method=WatchScale,verb=watch,subresource=scale
/// +genclient:method=GetThing,verb=get
/// +genclient:method=GetOther,verb=get,subresource=other,result=example.com/foo/v1.Bar
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Widget {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// metadata is the standard object metadata.
    pub metadata: ObjectMeta,
}

/// Gadget names its plural twice, differently.
/// +genclient
/// +resourceName=things
/// +kubebuilder:resource:path=gadgets
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Gadget {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// metadata is the standard object metadata.
    pub metadata: ObjectMeta,
}

/// Part is not a Kind: it has no metadata.
/// +genclient
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Part {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// name of the part.
    pub name: String,
}

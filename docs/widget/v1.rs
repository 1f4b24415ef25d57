//! +groupName=example.com
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// +genclient
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
/// +kubebuilder:printcolumn:name=Size,type=integer,JSONPath=.spec.size
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Widget {
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    pub metadata: ObjectMeta,
    pub spec: WidgetSpec,
    pub status: Option<WidgetStatus>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct WidgetSpec {
    /// +kubebuilder:validation:Minimum=1
    /// +kubebuilder:validation:Maximum=10
    pub size: i32,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct WidgetStatus {
    pub phase: Option<String>,
}

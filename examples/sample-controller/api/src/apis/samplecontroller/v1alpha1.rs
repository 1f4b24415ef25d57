//! Version v1alpha1 of the samplecontroller.k8s.io group.

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// A Foo asks for a Deployment of nginx pods, named and sized by its spec.
/// +genclient
/// +kubebuilder:object:root=true
/// +kubebuilder:subresource:status
/// +kubebuilder:metadata:annotations="api-approved.kubernetes.io=unapproved, experimental-only; please get an approval from Kubernetes API reviewers if you're trying to develop a CRD in the *.k8s.io or *.kubernetes.io groups"
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Foo {
    /// apiVersion and kind, written from the Kind (Go's embedded TypeMeta).
    #[serde(flatten)]
    pub types: kube_codegen_runtime::TypeMeta<Self>,
    /// metadata is the standard object metadata.
    /// +optional
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec is the desired state of the Foo.
    pub spec: FooSpec,
    /// status is the observed state of the Foo.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<FooStatus>,
}

/// FooSpec names the Deployment a Foo wants and says how many pods it runs.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
#[serde(rename_all = "camelCase")]
pub struct FooSpec {
    /// deploymentName is the name of the Deployment the Foo owns.
    pub deployment_name: String,
    /// replicas is how many pods the Deployment runs.
    /// +optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
}

/// FooStatus reports the Foo's Deployment as the controller last saw it.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
#[serde(rename_all = "camelCase")]
pub struct FooStatus {
    /// availableReplicas is copied from the Deployment's status.
    #[serde(default)]
    pub available_replicas: i32,
}

//! kube-rs `examples/crd_derive_cel.rs` (without its `cel` flags, which add run-time
//! validation methods behind kube's `cel` feature and nothing to the CRD).
use kube::{CustomResource, KubeSchema};
use serde::{Deserialize, Serialize};

#[derive(CustomResource, KubeSchema, Serialize, Deserialize, Clone, Debug)]
#[kube(
    group = "example.kube.rs",
    version = "v1",
    kind = "Autoscaler",
    namespaced,
    validation = "self.spec.minReplicas <= self.spec.maxReplicas"
)]
#[x_kube(validation = "self.minReplicas <= self.maxReplicas")]
#[serde(rename_all = "camelCase")]
pub struct AutoscalerSpec {
    #[x_kube(validation = "self >= 0")]
    min_replicas: i32,
    max_replicas: i32,
    #[x_kube(validation = "self == oldSelf")]
    tier: String,
}

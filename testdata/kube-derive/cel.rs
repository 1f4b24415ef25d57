//! CEL rules through `KubeSchema`: one on the root (`#[kube(validation)]`), one on the spec
//! type and one on each of two fields (`#[x_kube(validation)]`), one of them a transition
//! rule.
use kube::{CustomResource, KubeSchema};
use serde::{Deserialize, Serialize};

#[derive(CustomResource, KubeSchema, Serialize, Deserialize, Clone, Debug)]
#[kube(
    group = "limits.example.com",
    version = "v1",
    kind = "Throttle",
    namespaced,
    validation = "self.spec.burst >= self.spec.rate"
)]
#[x_kube(validation = "self.burst <= 10 * self.rate")]
#[serde(rename_all = "camelCase")]
pub struct ThrottleSpec {
    #[x_kube(validation = "self > 0")]
    rate: i32,
    burst: i32,
    #[x_kube(validation = "self == oldSelf")]
    scope: String,
}

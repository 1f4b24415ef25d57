//! The Pod webhooks of `v1` (kubebuilder's
//! `internal/webhook/v1/pod_webhook.go`).
//!
//! +kubebuilder:webhook:path=/mutate--v1-pod,mutating=true,failurePolicy=fail,sideEffects=None,groups="",resources=pods,verbs=create;update,versions=v1,name=mpod-v1.kb.io,admissionReviewVersions=v1

use kube_codegen_runtime::webhook::{CustomDefaulter, Denied, WebhookServer};

use k8s_openapi::api::core::v1::Pod;

/// Registers the Pod webhooks with `server` (kubebuilder's
/// `SetupPodWebhookWithManager`).
pub fn register(server: WebhookServer) -> WebhookServer {
    server.defaulting::<Pod>(PodCustomDefaulter)
}

/// Sets the defaults of Pods on create and update, before the API server validates
/// them.
#[derive(Debug, Clone, Default)]
pub struct PodCustomDefaulter;

impl CustomDefaulter<Pod> for PodCustomDefaulter {
    async fn default(&self, pod: &mut Pod) -> Result<(), Denied> {
        // TODO(user): set the defaults here, by writing to `pod`.
        let _ = pod;
        Ok(())
    }
}

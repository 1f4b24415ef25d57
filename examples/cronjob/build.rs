//! `make manifests generate` of the kubebuilder project: the CronJob CRD (its v2 converted
//! by the webhook Service, as kubebuilder's `webhook_in_cronjobs.yaml` patch asks), the
//! typed clients and the conversions between v1 and v2 from the API (a kubebuilder API has
//! no `+genclient`: every root Kind gets a client; `crd:generateEmbeddedObjectMeta=true`),
//! the manager's Role from the controller's RBAC markers, and the webhook configurations
//! from the webhooks' markers.

use kube_codegen::{ClientOptions, ConversionWebhook, CrdOptions};

fn main() {
    kube_codegen::Config::new()
        .input("src/api")
        .crd_options(
            CrdOptions::default()
                // The Job template's labels and annotations survive the API server's pruning.
                .generate_embedded_object_meta(true)
                .conversion_webhook(ConversionWebhook::service("system", "webhook-service")),
        )
        .clients(ClientOptions::new("crate::api").root_kinds(true))
        .conversions("crate::api")
        .run_build_script();
    kube_codegen::Config::new()
        .input("src/controller.rs")
        .crds(false)
        .rbac("manager-role")
        .run_build_script();
    kube_codegen::Config::new()
        .input("src/webhook.rs")
        .crds(false)
        .webhooks(true)
        .run_build_script();
}

//! The admission and conversion webhooks, one module per Kind (kubebuilder's
//! `internal/webhook`), served by one HTTPS server in the manager: `server` registers each,
//! `setup_with_manager` runs it unless `ENABLE_WEBHOOKS=false`.
//! `kube-codegen create webhook` adds to both.

use kube_codegen_runtime::manager::Manager;
/// kubebuilder's webhook flags: where the serving certificate is (cert-manager's Secret,
/// mounted by `config/default/manager_webhook_patch.yaml`).
pub use kube_codegen_runtime::webhook::WebhookFlags;
use kube_codegen_runtime::webhook::{Certificates, WebhookServer};

pub mod core_v1_pod;
pub mod webapp_v1_guestbook;
// +kubebuilder:scaffold:webhookmodules

/// The webhook server with every webhook of this operator, presenting `certificates`.
pub fn server(certificates: Certificates) -> WebhookServer {
    let server = WebhookServer::new(certificates);
    let server = webapp_v1_guestbook::register(server);
    let server = core_v1_pod::register(server);
    // +kubebuilder:scaffold:webhooks
    server
}

/// Runs the webhook server in `mgr` on port 9443 with the certificate `flags` name,
/// reloaded when it changes; nothing when `ENABLE_WEBHOOKS=false` (as kubebuilder's
/// `main.go`, to run the manager locally without certificates).
///
/// # Errors
///
/// The certificate or its key cannot be read.
pub fn setup_with_manager(
    mgr: &Manager,
    flags: &WebhookFlags,
) -> Result<(), Box<dyn std::error::Error>> {
    if std::env::var("ENABLE_WEBHOOKS").as_deref() == Ok("false") {
        return Ok(());
    }
    mgr.add_webhook_server(server(flags.certificates()?), "0.0.0.0:9443".parse()?);
    Ok(())
}

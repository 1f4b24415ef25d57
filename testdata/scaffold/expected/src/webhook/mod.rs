//! The admission and conversion webhooks, one module per Kind (kubebuilder's
//! `internal/webhook`), served by one HTTPS server in the manager: `server` registers each,
//! `setup_with_manager` runs it unless `ENABLE_WEBHOOKS=false`.
//! `kube-codegen create webhook` adds to both.

use std::path::PathBuf;
use std::time::Duration;

use kube_codegen_runtime::manager::Manager;
use kube_codegen_runtime::webhook::{Certificates, WebhookServer};

pub mod core_v1_pod;
pub mod webapp_v1_guestbook;
// +kubebuilder:scaffold:webhookmodules

/// kubebuilder's webhook flags: where the serving certificate is (cert-manager's Secret,
/// mounted by `config/default/manager_webhook_patch.yaml`).
#[derive(clap::Args, Debug)]
pub struct WebhookFlags {
    /// Directory holding the webhook server's certificate and key.
    #[arg(long, default_value = "/tmp/k8s-webhook-server/serving-certs")]
    pub webhook_cert_path: PathBuf,
    /// File name, in that directory, of the certificate (PEM).
    #[arg(long, default_value = "tls.crt")]
    pub webhook_cert_name: String,
    /// File name, in that directory, of the certificate's private key (PEM).
    #[arg(long, default_value = "tls.key")]
    pub webhook_cert_key: String,
}

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
    let certificates = Certificates::from_files(
        &flags.webhook_cert_path.join(&flags.webhook_cert_name),
        &flags.webhook_cert_path.join(&flags.webhook_cert_key),
    )?;
    certificates.watch(Duration::from_secs(10));
    mgr.add_webhook_server(server(certificates), "0.0.0.0:9443".parse()?);
    Ok(())
}

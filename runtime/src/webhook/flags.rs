//! kubebuilder's webhook certificate flags (features `clap` and `webhook`).

use std::convert::Infallible;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::certs::{CertificateError, Certificates};

/// Where controller-runtime's webhook server looks for its certificate without
/// `--webhook-cert-path`.
const DEFAULT_CERT_DIR: &str = "/tmp/k8s-webhook-server/serving-certs";

/// The webhook certificate's flags of kubebuilder's `main.go`, for a `clap` parser
/// (`#[command(flatten)]` beside [`ManagerFlags`](crate::manager::ManagerFlags)): where the
/// serving certificate is (cert-manager's Secret, mounted by
/// `config/default/manager_webhook_patch.yaml`).
#[derive(Clone, Debug, clap::Args)]
#[non_exhaustive]
pub struct WebhookFlags {
    /// Directory holding the webhook server's certificate and key; empty is
    /// /tmp/k8s-webhook-server/serving-certs.
    #[arg(long, default_value = "", value_parser = |s: &str| Ok::<_, Infallible>(PathBuf::from(s)))]
    pub webhook_cert_path: PathBuf,
    /// File name, in that directory, of the webhook server's certificate (PEM).
    #[arg(long, default_value = "tls.crt")]
    pub webhook_cert_name: String,
    /// File name, in that directory, of the webhook server's private key (PEM).
    #[arg(long, default_value = "tls.key")]
    pub webhook_cert_key: String,
}

impl WebhookFlags {
    /// The certificate these flags name, read now and checked every 10 s for a new one
    /// (controller-runtime's `certwatcher`). Call it inside a Tokio runtime.
    ///
    /// # Errors
    ///
    /// [`CertificateError::File`] when the files cannot be read or parsed.
    pub fn certificates(&self) -> Result<Certificates, CertificateError> {
        let dir = if self.webhook_cert_path.as_os_str().is_empty() {
            Path::new(DEFAULT_CERT_DIR)
        } else {
            &self.webhook_cert_path
        };
        let certificates = Certificates::from_files(
            &dir.join(&self.webhook_cert_name),
            &dir.join(&self.webhook_cert_key),
        )?;
        certificates.watch(Duration::from_secs(10));
        Ok(certificates)
    }
}

//! `cmd/main.go` of the kubebuilder book's CronJob tutorial: kubebuilder's flags, a manager
//! with leader election, metrics and health probes, the CronJob controller, and unless
//! `ENABLE_WEBHOOKS=false` the webhook server (defaulting, validation, and the conversion
//! of v2) with the certificate mounted in `--webhook-cert-path`, reloaded when it changes.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use clap::Parser;
use cronjob_example::controller::{RealClock, setup_with_manager};
use kube_codegen_runtime::manager::{Manager, ManagerFlags, ping};
use kube_codegen_runtime::webhook::Certificates;

#[derive(Parser)]
struct Cli {
    #[command(flatten)]
    manager: ManagerFlags,
    /// Directory holding the webhook server's certificate and key.
    #[arg(long, default_value = "/tmp/k8s-webhook-server/serving-certs")]
    webhook_cert_path: PathBuf,
    /// File name, in that directory, of the certificate (PEM).
    #[arg(long, default_value = "tls.crt")]
    webhook_cert_name: String,
    /// File name, in that directory, of the certificate's private key (PEM).
    #[arg(long, default_value = "tls.key")]
    webhook_cert_key: String,
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let cli = Cli::parse();
    let options = cli.manager.options("80807133.tutorial.kubebuilder.io")?;
    let mgr = Manager::new(options).await?;
    setup_with_manager(&mgr, Arc::new(RealClock))?;
    mgr.add_healthz_check("healthz", ping());
    mgr.add_readyz_check("readyz", ping());
    if std::env::var("ENABLE_WEBHOOKS").as_deref() != Ok("false") {
        let certificates = Certificates::from_files(
            &cli.webhook_cert_path.join(&cli.webhook_cert_name),
            &cli.webhook_cert_path.join(&cli.webhook_cert_key),
        )?;
        certificates.watch(Duration::from_secs(10));
        let server = cronjob_example::webhook::server(certificates);
        mgr.add_webhook_server(server, "0.0.0.0:9443".parse()?);
    }
    eprintln!("cronjob: starting manager");
    mgr.start().await?;
    eprintln!("cronjob: manager stopped");
    Ok(())
}

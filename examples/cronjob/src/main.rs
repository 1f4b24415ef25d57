//! `cmd/main.go` of the kubebuilder book's CronJob tutorial: kubebuilder's flags (Go's
//! `-flag` form too), logs as its zap flags set them, a manager with leader election, secure
//! metrics and health probes, the CronJob controller, and unless `ENABLE_WEBHOOKS=false` the
//! webhook server (defaulting, validation, and the conversion of v2) with the certificate
//! mounted in `--webhook-cert-path`, reloaded when it changes.

// ANCHOR: main
use std::sync::Arc;

use clap::Parser;
use cronjob_example::controller::{RealClock, setup_with_manager};
use kube_codegen_runtime::manager::{Manager, ManagerFlags, go_flag_args, ping};
use kube_codegen_runtime::webhook::WebhookFlags;

#[derive(Parser)]
struct Cli {
    #[command(flatten)]
    manager: ManagerFlags,
    #[command(flatten)]
    webhook: WebhookFlags,
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let cli = Cli::parse_from(go_flag_args(std::env::args_os()));
    cli.manager.log.init()?;
    let options = cli.manager.options("80807133.tutorial.kubebuilder.io")?;
    let mgr = Manager::new(options).await?;
    setup_with_manager(&mgr, Arc::new(RealClock))?;
    mgr.add_healthz_check("healthz", ping());
    mgr.add_readyz_check("readyz", ping());
    if std::env::var("ENABLE_WEBHOOKS").as_deref() != Ok("false") {
        let server = cronjob_example::webhook::server(cli.webhook.certificates()?);
        mgr.add_webhook_server(server, "0.0.0.0:9443".parse()?);
    }
    mgr.start().await?;
    Ok(())
}
// ANCHOR_END: main

//! `cmd/main.go` of a kubebuilder project: kubebuilder's flags (Go's `-flag` form too),
//! logs as its zap flags set them, a manager with leader election, secure metrics and health
//! probes, and the controllers of `controller` (and the webhooks of `webhook`, once
//! `kube-codegen create webhook` adds them).

use clap::Parser;
use kube_codegen_runtime::manager::{Manager, ManagerFlags, go_flag_args, ping};

#[derive(Parser)]
struct Cli {
    #[command(flatten)]
    manager: ManagerFlags,
    #[command(flatten)]
    webhook: guestbook::webhook::WebhookFlags,
    // +kubebuilder:scaffold:flags
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let cli = Cli::parse_from(go_flag_args(std::env::args_os()));
    cli.manager.log.init()?;
    // The Lease that elects the leader among the manager's replicas.
    let lease = "guestbook.my.domain";
    let options = cli.manager.options(lease)?;
    let mgr = Manager::new(options).await?;
    guestbook::controller::setup_with_manager(&mgr)?;
    guestbook::webhook::setup_with_manager(&mgr, &cli.webhook)?;
    // +kubebuilder:scaffold:builder
    mgr.add_healthz_check("healthz", ping());
    mgr.add_readyz_check("readyz", ping());
    mgr.start().await?;
    Ok(())
}

//! `cmd/main.go` of the kubebuilder book's CronJob tutorial: kubebuilder's flags, a manager
//! with leader election, metrics and health probes, the CronJob controller.

use std::sync::Arc;

use clap::Parser;
use cronjob_example::controller::{RealClock, setup_with_manager};
use kube_codegen_runtime::manager::{Manager, ManagerFlags, ping};

#[derive(Parser)]
struct Cli {
    #[command(flatten)]
    manager: ManagerFlags,
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let cli = Cli::parse();
    let options = cli.manager.options("80807133.tutorial.kubebuilder.io")?;
    let mgr = Manager::new(options).await?;
    setup_with_manager(&mgr, Arc::new(RealClock))?;
    mgr.add_healthz_check("healthz", ping());
    mgr.add_readyz_check("readyz", ping());
    eprintln!("cronjob: starting manager");
    mgr.start().await?;
    eprintln!("cronjob: manager stopped");
    Ok(())
}

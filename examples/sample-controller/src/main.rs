//! kubernetes/sample-controller's `main.go`, on the runtime's manager: connect with the
//! kubeconfig (or in-cluster config), run the controller with two workers on the shared
//! informers, and on SIGTERM or Ctrl-C finish the reconciles in progress and exit 0.

use kube_codegen_runtime::manager::{Manager, ManagerOptions};

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mgr = Manager::new(ManagerOptions::new()).await?;
    sample_controller::controller::setup(&mgr)?;
    eprintln!("sample-controller: starting");
    mgr.start().await?;
    eprintln!("sample-controller: shutting down");
    Ok(())
}

//! A cluster on this machine for `make run` (`make dev-cluster`): kube-envtest's
//! kube-apiserver and etcd on loopback, with the CRDs of `config/crd/bases` installed and the
//! objects of `config/samples` applied, and an admin kubeconfig written to the path given
//! (by default `target/dev-cluster/kubeconfig`). It runs until Ctrl-C or SIGTERM, then
//! stops both and removes their data. Needs `KUBEBUILDER_ASSETS`, as the tests do.

use std::path::{Path, PathBuf};

use kube_envtest::{Environment, apply_manifests};

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let kubeconfig = std::env::args_os()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target/dev-cluster/kubeconfig"));
    let (crds, samples) = (root.join("config/crd/bases"), root.join("config/samples"));
    let mut environment = Environment::new();
    if crds.is_dir() {
        environment = environment.crd_path(crds);
    }
    let plane = environment.start().await?;
    let applied = match samples.is_dir() {
        true => apply_manifests(&plane.client()?, &[samples]).await?,
        false => 0,
    };
    if let Some(dir) = kubeconfig.parent() {
        std::fs::create_dir_all(dir)?;
    }
    plane.write_kubeconfig(&kubeconfig)?;
    println!(
        "API server at {} with {applied} samples; run the manager against it with\n  KUBECONFIG={} make run",
        plane.server_url(),
        kubeconfig.display()
    );
    stop_signal().await?;
    plane.stop()?;
    Ok(())
}

/// Waits for Ctrl-C, or SIGTERM where there are Unix signals.
async fn stop_signal() -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let mut terminate = signal(SignalKind::terminate())?;
        tokio::select! {
            stopped = tokio::signal::ctrl_c() => stopped,
            _ = terminate.recv() => Ok(()),
        }
    }
    #[cfg(not(unix))]
    tokio::signal::ctrl_c().await
}

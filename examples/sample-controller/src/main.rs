//! kubernetes/sample-controller's `main.go`: connect with the kubeconfig (or in-cluster
//! config), start the shared informers, run the controller with two workers, and on SIGTERM
//! or Ctrl-C stop taking work, finish what is in progress and exit 0.

use kube_codegen_runtime::builtin;
use sample_controller::client::SharedInformerFactory;
use sample_controller::controller::Controller;

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let kube = kube::Client::try_default().await?;
    // One factory serves both Kinds (one watch each): the Foos through the generated
    // accessors, the built-in Deployments through the runtime factory underneath.
    let factory = SharedInformerFactory::new(kube.clone());
    let foos = factory.samplecontroller().v1alpha1().foos();
    let deployments = builtin::informers(factory.factory())
        .apps_v1()
        .deployments();
    let controller = Controller::new(kube, &foos, &deployments);
    factory.start();
    factory.wait_for_cache_sync().await;
    eprintln!("sample-controller: caches synced; starting 2 workers");
    let workers = tokio::spawn(controller.clone().run(2));

    let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?;
    tokio::select! {
        _ = term.recv() => {}
        _ = tokio::signal::ctrl_c() => {}
    }
    eprintln!("sample-controller: shutting down");
    controller.queue.shut_down_with_drain().await;
    workers.await?;
    factory.shutdown().await;
    Ok(())
}

//! The Guestbook controller (kubebuilder's `internal/controller/guestbook_controller.go`): it
//! moves the cluster toward what each Guestbook's spec asks for. The RBAC markers below become
//! the manager's Role (`build.rs`, `hack/update-codegen.sh`).
//!
//! +kubebuilder:rbac:groups=webapp.my.domain,resources=guestbooks,verbs=get;list;watch;create;update;patch;delete
//! +kubebuilder:rbac:groups=webapp.my.domain,resources=guestbooks/status,verbs=get;update;patch
//! +kubebuilder:rbac:groups=webapp.my.domain,resources=guestbooks/finalizers,verbs=update

use kube_codegen_runtime::Lister;
use kube_codegen_runtime::controller::{Action, ReconcileError, Reconciler, Request};
use kube_codegen_runtime::manager::Manager;

use guestbook_api::webapp::v1::Guestbook;

/// The reconciler of Guestbooks: what it reads them from and what it writes with.
pub struct GuestbookReconciler {
    /// The guestbooks, from the manager's shared informer.
    pub guestbooks: Lister<Guestbook>,
    /// A client for what the reconciler writes.
    pub kube: kube::Client,
}

impl GuestbookReconciler {
    /// A reconciler reading guestbooks through `mgr`'s shared informer.
    pub fn new(mgr: &Manager) -> Self {
        let factory = mgr.factory();
        let informer = factory.informer_for::<Guestbook>();
        GuestbookReconciler {
            guestbooks: informer.lister(),
            kube: mgr.client(),
        }
    }
}

impl Reconciler for GuestbookReconciler {
    /// Compares the state the Guestbook asks for with the cluster's and acts to bring them
    /// together (kubebuilder's `Reconcile`). Returning an error requeues the request with
    /// backoff; `Action::requeue_after` asks to look again later.
    async fn reconcile(&self, req: Request) -> Result<Action, ReconcileError> {
        let lister = &self.guestbooks;
        let found = lister.namespace(req.namespace()).get(&req.name);
        let Ok(guestbook) = found else {
            // Deleted: nothing to do; what it owned goes with it (garbage collection).
            return Ok(Action::done());
        };
        // TODO(user): act on `guestbook.spec` here, writing through `self.kube`.
        let _ = guestbook;
        Ok(Action::done())
    }
}

/// Registers the Guestbook controller with `mgr` (kubebuilder's `SetupWithManager`): it
/// reconciles each Guestbook when it changes.
///
/// # Errors
///
/// A controller named `guestbook` exists already.
pub fn setup_with_manager(mgr: &Manager) -> Result<(), Box<dyn std::error::Error>> {
    mgr.controller::<Guestbook>()
        .named("guestbook")
        .complete(GuestbookReconciler::new(mgr))?;
    Ok(())
}

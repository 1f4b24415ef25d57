//! The reconcilers, one module per Kind (kubebuilder's `internal/controller`), and
//! `setup_with_manager`, which registers each with the manager.

use kube_codegen_runtime::manager::Manager;

pub mod guestbook;
// +kubebuilder:scaffold:controllers

/// Registers every controller of this operator with `mgr`.
///
/// # Errors
///
/// A controller's registration fails (a controller of that name exists already).
pub fn setup_with_manager(mgr: &Manager) -> Result<(), Box<dyn std::error::Error>> {
    let _ = mgr;
    guestbook::setup_with_manager(mgr)?;
    // +kubebuilder:scaffold:builder
    Ok(())
}

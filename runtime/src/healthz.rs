//! Health checks, as controller-runtime's `pkg/healthz`: what the manager serves under
//! `/healthz` and `/readyz` ([`Manager::add_healthz_check`](crate::manager::Manager::add_healthz_check)),
//! and what others give it (the webhook server's `started_check`). A leaf: it knows neither
//! the manager nor the webhook server.

use std::sync::Arc;

/// A named health check: `Ok` when healthy, `Err(reason)` otherwise (controller-runtime's
/// `healthz.Checker`, which returns an `error`).
pub type Check = Arc<dyn Fn() -> Result<(), String> + Send + Sync>;

/// A liveness check that always passes (controller-runtime's `healthz.Ping`).
pub fn ping() -> Check {
    Arc::new(|| Ok(()))
}

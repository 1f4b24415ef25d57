//! The manager's webhook server (feature `webhook`), as controller-runtime's manager runs
//! its `webhook.Server`: in every replica (a webhook answers whether or not this replica
//! leads), ready once it accepts connections, stopped last so that admission keeps working
//! while the controllers drain.

use std::net::SocketAddr;

use tokio_util::sync::CancellationToken;

use super::{Bound, Manager, ManagerError, Tasks, listen, lock};
use crate::webhook::WebhookServer;

impl Manager {
    /// Serves `server` on `addr` (kubebuilder's default is `0.0.0.0:9443`) while the manager
    /// runs, with a `webhook` readiness check under `/readyz` that passes once it accepts
    /// connections (`mgr.GetWebhookServer()` and its `StartedChecker`). Replaces a server
    /// added before.
    pub fn add_webhook_server(&self, server: WebhookServer, addr: SocketAddr) {
        self.add_readyz_check("webhook", server.started_check());
        *lock(&self.inner.webhook) = Some((server, addr));
    }

    /// Binds and starts the webhook server, if one was added.
    pub(super) async fn start_webhook(
        &self,
        tasks: &mut Tasks,
        bound: &mut Bound,
    ) -> Result<(), ManagerError> {
        let Some((server, addr)) = lock(&self.inner.webhook).take() else {
            return Ok(());
        };
        #[cfg(feature = "http2")]
        let server = server.http2(self.inner.options.enable_http2);
        let server = server.raise_tls_min_version(self.inner.options.tls_min_version);
        let (listener, address) = listen(addr).await?;
        bound.webhook = Some(address);
        let stop = CancellationToken::new();
        let serving = tokio::spawn(server.serve_until(listener, stop.clone().cancelled_owned()));
        tasks.webhook = Some((stop, serving));
        Ok(())
    }
}

impl Tasks {
    /// Stops the webhook server, letting the reviews in progress finish.
    pub(super) async fn stop_webhook(&mut self) {
        if let Some((stop, serving)) = self.webhook.take() {
            stop.cancel();
            let _ = serving.await;
        }
    }
}

impl Manager {
    /// The address the webhook server bound once started (a port of 0 picks a free one).
    pub fn webhook_address(&self) -> Option<SocketAddr> {
        lock(&self.inner.bound).webhook
    }
}

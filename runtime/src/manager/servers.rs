//! The manager's servers: binding their addresses, and how `/metrics` is served (plain,
//! or over TLS with each scrape authorised).

use std::net::SocketAddr;
use std::sync::Arc;
#[cfg(feature = "tls")]
use std::time::Duration;

#[cfg(feature = "tls")]
use super::auth;
use super::probes::{self, Endpoints, Transport};
use super::{Manager, ManagerError, Tasks};

impl Manager {
    /// Whether `/metrics` is served over TLS to authorised scrapes only.
    pub(super) fn metrics_secure(&self) -> bool {
        #[cfg(feature = "tls")]
        return self.inner.options.metrics_secure;
        #[cfg(not(feature = "tls"))]
        false
    }

    /// How `/metrics` is served: over TLS with each scrape authorised when
    /// [`ManagerOptions::metrics_secure`], its certificate kept current by a task of
    /// `tasks`; in plain HTTP to anyone otherwise.
    pub(super) fn metrics_transport(
        &self,
        tasks: &mut Tasks,
    ) -> Result<(Transport, Option<Arc<probes::Authorizer>>), ManagerError> {
        #[cfg(feature = "tls")]
        if self.inner.options.metrics_secure {
            let certificates = match &self.inner.options.metrics_certificates {
                Some(certificates) => certificates.clone(),
                None => crate::certs::Certificates::self_signed(&["localhost"])?,
            };
            tasks
                .watchers
                .push(certificates.watch(Duration::from_secs(10)));
            let http2 = self.inner.options.enable_http2;
            let config = certificates.server_config(
                crate::serving::alpn(http2),
                self.inner.options.tls_min_version,
            );
            let acceptor = tokio_rustls::TlsAcceptor::from(config);
            let authorizer = auth::Authorizer::new(self.inner.client.clone());
            return Ok((Transport::Tls(acceptor, http2), Some(Arc::new(authorizer))));
        }
        let _ = tasks;
        Ok((Transport::Plain, None))
    }
}

pub(super) async fn bind(
    addr: SocketAddr,
    endpoints: Endpoints,
    transport: Transport,
    limits: crate::ServerLimits,
    tasks: &mut Tasks,
) -> Result<SocketAddr, ManagerError> {
    let (listener, bound) = listen(addr).await?;
    tasks
        .servers
        .spawn(probes::serve(listener, endpoints, transport, limits));
    Ok(bound)
}

/// A listener on `addr` and the address it bound (a port of 0 picks a free one).
pub(super) async fn listen(
    addr: SocketAddr,
) -> Result<(tokio::net::TcpListener, SocketAddr), ManagerError> {
    let failed = |source| ManagerError::Bind {
        address: addr,
        source,
    };
    let listener = tokio::net::TcpListener::bind(addr).await.map_err(failed)?;
    let bound = listener.local_addr().map_err(failed)?;
    Ok((listener, bound))
}

//! A manager's settings ([`ManagerOptions`]), the bind addresses as Go's `net.Listen` takes
//! them, and kubebuilder's `main.go` flags ([`ManagerFlags`], `clap` feature).

use std::net::{SocketAddr, ToSocketAddrs};
use std::time::Duration;

use super::{LeaderElectionConfig, ManagerError};
use crate::FactoryOptions;

/// A manager's settings, as controller-runtime's `manager.Options`.
#[derive(Clone, Debug, Default)]
#[non_exhaustive]
pub struct ManagerOptions {
    /// Where `/metrics` is served; `None` serves none (controller-runtime's `"0"`).
    pub metrics_bind_address: Option<SocketAddr>,
    /// Where `/healthz` and `/readyz` are served; `None` serves none.
    pub health_probe_bind_address: Option<SocketAddr>,
    /// Leader election; `None` runs the controllers at once.
    pub leader_election: Option<LeaderElectionConfig>,
    /// The shared informers' options (namespace, resync, transform).
    pub factory: FactoryOptions,
    /// How long [`Manager::start`](super::Manager::start) waits for controllers to finish their reconciles after
    /// the stop signal (30 s, controller-runtime's `GracefulShutdownTimeout`).
    pub graceful_shutdown_timeout: Option<Duration>,
}

impl ManagerOptions {
    /// Options with nothing served and no leader election.
    pub fn new() -> Self {
        Self::default()
    }

    /// Serves `/metrics` on `address` (`"0"` for none, `":8080"`, `"127.0.0.1:8080"`), as
    /// `--metrics-bind-address`.
    pub fn metrics_bind_address(mut self, address: &str) -> Result<Self, ManagerError> {
        self.metrics_bind_address = parse_bind_address(address)?;
        Ok(self)
    }

    /// Serves the probes on `address`, as `--health-probe-bind-address`.
    pub fn health_probe_bind_address(mut self, address: &str) -> Result<Self, ManagerError> {
        self.health_probe_bind_address = parse_bind_address(address)?;
        Ok(self)
    }

    /// Takes part in leader election as `config` says.
    pub fn leader_election(mut self, config: LeaderElectionConfig) -> Self {
        self.leader_election = Some(config);
        self
    }

    /// The shared informers' options.
    pub fn factory(mut self, options: FactoryOptions) -> Self {
        self.factory = options;
        self
    }
}

/// A bind address as Go's `net.Listen` takes it: `"0"` (or empty) for none, `":8081"` for
/// every interface, `"host:port"`.
///
/// # Errors
///
/// [`ManagerError::InvalidAddress`] when it is none of those or the host does not resolve.
pub fn parse_bind_address(address: &str) -> Result<Option<SocketAddr>, ManagerError> {
    if address.is_empty() || address == "0" {
        return Ok(None);
    }
    let full = match address.strip_prefix(':') {
        Some(port) => format!("0.0.0.0:{port}"),
        None => address.to_string(),
    };
    let invalid = |reason: String| ManagerError::InvalidAddress {
        address: address.to_string(),
        reason,
    };
    full.to_socket_addrs()
        .map_err(|e| invalid(e.to_string()))?
        .next()
        .map(Some)
        .ok_or_else(|| invalid("resolves to no address".into()))
}

/// The flags kubebuilder's `cmd/main.go` defines, with its defaults, for a `clap` parser
/// (`#[command(flatten)]`); the `clap` feature. Go's `flag` also takes a single dash
/// (`-leader-elect`); clap takes `--` only.
#[cfg(feature = "clap")]
#[derive(Clone, Debug, clap::Args)]
pub struct ManagerFlags {
    /// Where to serve /metrics, as host:port or :port (":8080"); "0", the default, serves
    /// no metrics.
    #[arg(long, default_value = "0")]
    pub metrics_bind_address: String,
    /// Where to serve the /healthz and /readyz probes, as host:port or :port; "0" serves none.
    #[arg(long, default_value = ":8081")]
    pub health_probe_bind_address: String,
    /// Run the controllers only while holding the leader-election Lease, so that of several
    /// replicas of the manager one reconciles at a time.
    #[arg(long)]
    pub leader_elect: bool,
}

#[cfg(feature = "clap")]
impl ManagerFlags {
    /// The options these flags give, with leader election on the Lease `lease_name` in
    /// the namespace the manager runs in (see [`Manager::new`](super::Manager::new)) when `--leader-elect`.
    ///
    /// # Errors
    ///
    /// [`ManagerError::InvalidAddress`] for an address flag that does not parse.
    pub fn options(&self, lease_name: &str) -> Result<ManagerOptions, ManagerError> {
        let mut options = ManagerOptions::new()
            .metrics_bind_address(&self.metrics_bind_address)?
            .health_probe_bind_address(&self.health_probe_bind_address)?;
        if self.leader_elect {
            options = options.leader_election(LeaderElectionConfig::new(lease_name, ""));
        }
        Ok(options)
    }
}

//! A manager's settings ([`ManagerOptions`]), the bind addresses as Go's `net.Listen` takes
//! them, and kubebuilder's `main.go` flags ([`ManagerFlags`], `clap` feature).

#[cfg(feature = "clap")]
use std::convert::Infallible;
use std::net::{SocketAddr, ToSocketAddrs};
#[cfg(feature = "clap")]
use std::path::PathBuf;
use std::time::Duration;

use super::{LeaderElectionConfig, ManagerError, Shard};
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
    /// Serves `/metrics` over HTTPS, each scrape authenticated by a `TokenReview` of its
    /// bearer token and authorised by a `SubjectAccessReview` (`get` on the path), as
    /// kubebuilder's `--metrics-secure` (feature `tls`). Off by default, as
    /// controller-runtime's `metricsserver.Options.SecureServing`; on in [`ManagerFlags`].
    #[cfg(feature = "tls")]
    pub metrics_secure: bool,
    /// The secure metrics' serving certificate; `None` makes a self-signed one for
    /// `localhost` at start, rotated before it expires, as controller-runtime does without
    /// a `CertDir`.
    #[cfg(feature = "tls")]
    pub metrics_certificates: Option<crate::certs::Certificates>,
    /// The oldest TLS version the secure metrics server, and a webhook server added to the
    /// manager, accept (TLS 1.2 by default), as a `tls.Config.MinVersion` set through
    /// controller-runtime's `TLSOpts`.
    #[cfg(feature = "tls")]
    pub tls_min_version: crate::certs::TlsVersion,
    /// Offers HTTP/2 on the metrics server (and on a webhook server added to the manager)
    /// through ALPN; off, HTTP/1.1 only, as kubebuilder's default `--enable-http2=false`.
    pub enable_http2: bool,
    /// The metrics and probe servers' limits (timeouts, connections); a webhook server
    /// added to the manager keeps its own (`WebhookServer::limits`, with the `webhook`
    /// feature).
    pub server_limits: crate::ServerLimits,
    /// This replica's shard: the cache holds only the shard's objects (its label selector
    /// is added to the factory's default one; a Kind with a
    /// [`ByObject::label_selector`](crate::ByObject::label_selector) of its own is not
    /// sharded), and leader election, if on, is on the Lease `<lease name>-<shard>`.
    /// `None`: one manager for all objects.
    pub shard: Option<Shard>,
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

    /// Serves `/metrics` over HTTPS with authentication and authorisation (see
    /// [`ManagerOptions::metrics_secure`]), presenting `certificates` (e.g.
    /// [`Certificates::from_files`](crate::certs::Certificates::from_files), reloaded by
    /// the manager when they change) or, with `None`, a self-signed certificate.
    #[cfg(feature = "tls")]
    pub fn secure_metrics(mut self, certificates: Option<crate::certs::Certificates>) -> Self {
        self.metrics_secure = true;
        self.metrics_certificates = certificates;
        self
    }

    /// Accepts TLS `min` and newer only on the manager's HTTPS servers (see
    /// [`ManagerOptions::tls_min_version`]).
    #[cfg(feature = "tls")]
    pub fn tls_min_version(mut self, min: crate::certs::TlsVersion) -> Self {
        self.tls_min_version = min;
        self
    }

    /// The shared informers' options.
    pub fn factory(mut self, options: FactoryOptions) -> Self {
        self.factory = options;
        self
    }

    /// Reconciles `shard`'s objects only (see [`ManagerOptions::shard`]).
    pub fn shard(mut self, shard: Shard) -> Self {
        self.shard = Some(shard);
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
/// (`#[command(flatten)]`; the `clap` feature): the manager's addresses, leader election,
/// secure metrics and their certificate, HTTP/2, and the zap log flags
/// ([`LogOptions`](crate::logging::LogOptions)); the webhook certificate's flags are
/// `webhook::WebhookFlags` (features `clap` and `webhook`). Boolean flags take `--flag`,
/// `--flag=true` and `--flag=false`, as Go's `flag` does; parse the arguments through
/// [`go_flag_args`] to accept Go's single-dash form (`-leader-elect`) too.
#[cfg(feature = "clap")]
#[derive(Clone, Debug, clap::Args)]
#[non_exhaustive]
pub struct ManagerFlags {
    /// Where to serve /metrics, as host:port or :port (":8443" for HTTPS, ":8080" for
    /// HTTP); "0", the default, serves no metrics.
    #[arg(long, default_value = "0")]
    pub metrics_bind_address: String,
    /// Where to serve the /healthz and /readyz probes, as host:port or :port; "0" serves none.
    #[arg(long, default_value = ":8081")]
    pub health_probe_bind_address: String,
    /// Run the controllers only while holding the leader-election Lease, so that of several
    /// replicas of the manager one reconciles at a time.
    #[arg(long, default_value_t = false, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_missing_value = "true")]
    pub leader_elect: bool,
    /// Serve /metrics over HTTPS and only to clients whose bearer token the API server
    /// authenticates and whose user may get /metrics; false serves plain HTTP to anyone.
    #[arg(long, default_value_t = true, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_missing_value = "true")]
    pub metrics_secure: bool,
    /// Directory holding the metrics server's certificate and key; empty makes a
    /// self-signed certificate at start.
    #[arg(long, default_value = "", value_parser = |s: &str| Ok::<_, Infallible>(PathBuf::from(s)))]
    pub metrics_cert_path: PathBuf,
    /// File name, in that directory, of the metrics server's certificate (PEM).
    #[arg(long, default_value = "tls.crt")]
    pub metrics_cert_name: String,
    /// File name, in that directory, of the metrics server's private key (PEM).
    #[arg(long, default_value = "tls.key")]
    pub metrics_cert_key: String,
    /// Offer HTTP/2 on the metrics and webhook servers; off by default since the HTTP/2
    /// stream-reset attacks (CVE-2023-44487, CVE-2023-39325).
    #[arg(long, default_value_t = false, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_missing_value = "true")]
    pub enable_http2: bool,
    /// The oldest TLS version the metrics and webhook servers accept: VersionTLS12 (TLS
    /// 1.2 and 1.3) or VersionTLS13.
    #[arg(long, default_value = "VersionTLS12")]
    pub tls_min_version: crate::certs::TlsVersion,
    /// This replica's shard, a label value: it reconciles the objects whose label
    /// sharding.kube-codegen.dev/shard has this value, and elects its leader among this
    /// shard's replicas; empty, the default, reconciles every object.
    #[arg(long, default_value = "")]
    pub shard: String,
    /// Every shard, comma-separated, in the same order for every replica; the first also
    /// reconciles the objects labelled with no shard. Read with --shard only.
    #[arg(long, default_value = "")]
    pub shards: String,
    /// The log flags.
    #[command(flatten)]
    pub log: crate::logging::LogOptions,
}

#[cfg(feature = "clap")]
impl ManagerFlags {
    /// The options these flags give, with leader election on the Lease `lease_name` in
    /// the namespace the manager runs in (see [`Manager::new`](super::Manager::new)) when
    /// `--leader-elect`, and secure metrics with the certificate of `--metrics-cert-path`
    /// (reloaded when it changes) or a self-signed one.
    ///
    /// # Errors
    ///
    /// [`ManagerError::InvalidAddress`] for an address flag that does not parse;
    /// [`ManagerError::Certificate`] for a metrics certificate that cannot be read;
    /// [`ManagerError::Shard`] for a `--shard` not in `--shards` (or `--shards` without
    /// `--shard`).
    pub fn options(&self, lease_name: &str) -> Result<ManagerOptions, ManagerError> {
        let mut options = ManagerOptions::new()
            .metrics_bind_address(&self.metrics_bind_address)?
            .health_probe_bind_address(&self.health_probe_bind_address)?;
        if self.leader_elect {
            options = options.leader_election(LeaderElectionConfig::new(lease_name, ""));
        }
        if self.metrics_secure {
            let certificates = if self.metrics_cert_path.as_os_str().is_empty() {
                None
            } else {
                Some(crate::certs::Certificates::from_files(
                    &self.metrics_cert_path.join(&self.metrics_cert_name),
                    &self.metrics_cert_path.join(&self.metrics_cert_key),
                )?)
            };
            options = options.secure_metrics(certificates);
        }
        options.enable_http2 = self.enable_http2;
        options.tls_min_version = self.tls_min_version;
        let shards: Vec<&str> = self.shards.split(',').map(str::trim).collect();
        match (self.shard.as_str(), self.shards.is_empty()) {
            ("", true) => {}
            ("", false) => return Err(ManagerError::Shard("--shards needs --shard".into())),
            (shard, true) => options = options.shard(Shard::new(shard, &[shard])?),
            (shard, false) => options = options.shard(Shard::new(shard, &shards)?),
        }
        Ok(options)
    }
}

/// `args` with Go's single-dash long flags (`-leader-elect`, `-zap-log-level=debug`) in
/// clap's double-dash form, so a binary takes a Go operator's command lines as they are:
/// Go's `flag` package reads `-name` and `--name` alike. An argument is rewritten when it
/// is one dash followed by a letter and at least one more character, before a bare `--`;
/// one-letter flags (`-h`) and values are left alone.
pub fn go_flag_args<I, T>(args: I) -> Vec<std::ffi::OsString>
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString>,
{
    let mut rest = false;
    args.into_iter()
        .map(Into::into)
        .map(|arg| {
            if rest {
                return arg;
            }
            let Some(text) = arg.to_str() else {
                return arg;
            };
            if text == "--" {
                rest = true;
                return arg;
            }
            let bytes = text.as_bytes();
            let single_dash_long = bytes.len() > 2
                && bytes[0] == b'-'
                && bytes[1].is_ascii_alphabetic()
                && !matches!(bytes[2], b'=');
            if single_dash_long {
                format!("-{text}").into()
            } else {
                arg
            }
        })
        .collect()
}

//! Leader election on a `coordination.k8s.io/v1` Lease, with client-go's
//! `tools/leaderelection` semantics (`LeaderElector.Run` over a `LeaseLock`).
//!
//! Why not a crate: `kube-leader-election` is built on kube 4, and `kube-lease-manager`
//! (kube 5) sleeps until a held lease's expiry by the holder's clock and has no retry
//! period or renew deadline, so a lease released on shutdown would wait out the whole
//! duration before another replica takes it, and clock skew between nodes shortens or
//! stretches every term. client-go's rules need none of that: candidates poll every retry
//! period and measure expiry from when *they* saw the record change.

use std::time::Duration;

use k8s_openapi::api::coordination::v1::{Lease, LeaseSpec};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{MicroTime, ObjectMeta};
use k8s_openapi::jiff::Timestamp;
use kube::api::{Api, PostParams};
use tokio::sync::watch;
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;

use crate::metrics::{LeaseLabels, Metrics};

/// How a manager takes part in leader election, with client-go's defaults and
/// controller-runtime's names (`LeaderElectionID`, `LeaseDuration`, `RenewDeadline`,
/// `RetryPeriod`, `LeaderElectionReleaseOnCancel`).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct LeaderElectionConfig {
    /// The Lease's name (kubebuilder scaffolds `<hash>.<domain>`).
    pub lease_name: String,
    /// The Lease's namespace (in a cluster, the pod's: `POD_NAMESPACE` or the service
    /// account's namespace file; kubebuilder's default too).
    pub lease_namespace: String,
    /// This replica's identity, written as `holderIdentity`: by default the host name and a
    /// random suffix, as controller-runtime's `os.Hostname() + "_" + uuid`.
    pub identity: String,
    /// How long a lease is valid after its holder last renewed it, measured from when a
    /// candidate saw the renewal (15 s). The Lease holds it in whole seconds
    /// (`leaseDurationSeconds`), as client-go writes it: a fraction is dropped.
    pub lease_duration: Duration,
    /// How long the leader keeps retrying a failed renewal before it gives up leadership
    /// (10 s).
    pub renew_deadline: Duration,
    /// How often a candidate tries to acquire and the leader renews (2 s; candidates add
    /// up to 20 % jitter, as client-go's `wait.Jitter(RetryPeriod, 1.2)`).
    pub retry_period: Duration,
    /// Release the lease when the manager stops gracefully, so a successor takes over
    /// within a retry period instead of a lease duration (true here; controller-runtime's
    /// `LeaderElectionReleaseOnCancel`, which kubebuilder leaves off because a Go `main`
    /// may still write after its manager returns).
    pub release_on_cancel: bool,
}

impl LeaderElectionConfig {
    /// client-go's timings (lease 15 s, renew deadline 10 s, retry 2 s) for the Lease
    /// `lease_name` in `lease_namespace`, with a host-and-random identity.
    pub fn new(lease_name: &str, lease_namespace: &str) -> Self {
        LeaderElectionConfig {
            lease_name: lease_name.to_string(),
            lease_namespace: lease_namespace.to_string(),
            identity: default_identity(),
            lease_duration: Duration::from_secs(15),
            renew_deadline: Duration::from_secs(10),
            retry_period: Duration::from_secs(2),
            release_on_cancel: true,
        }
    }

    /// The same config with `identity` as `holderIdentity`.
    pub fn identity(mut self, identity: &str) -> Self {
        self.identity = identity.to_string();
        self
    }

    /// The same config with other timings (lease duration > renew deadline > retry period,
    /// as client-go requires; otherwise the defaults are kept).
    pub fn timings(mut self, lease: Duration, renew_deadline: Duration, retry: Duration) -> Self {
        if lease > renew_deadline && renew_deadline > retry && !retry.is_zero() {
            self.lease_duration = lease;
            self.renew_deadline = renew_deadline;
            self.retry_period = retry;
        }
        self
    }
}

/// `<host name>_<random hex>`: unique per process, readable in `kubectl get lease`.
fn default_identity() -> String {
    let host = std::env::var("HOSTNAME")
        .ok()
        .filter(|h| !h.is_empty())
        .or_else(|| {
            std::fs::read_to_string("/etc/hostname")
                .ok()
                .map(|h| h.trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into());
    let random = std::collections::hash_map::RandomState::new();
    let suffix = std::hash::BuildHasher::hash_one(&random, std::process::id());
    format!("{host}_{suffix:016x}")
}

/// The lease record as last seen, and when this replica saw it change (client-go's
/// `observedRecord` and `observedTime`).
struct Observed {
    lease: Lease,
    at: Instant,
}

/// A candidate for one Lease.
pub(crate) struct LeaderElector {
    api: Api<Lease>,
    config: LeaderElectionConfig,
    observed: Option<Observed>,
    metrics: Metrics,
}

/// What ended a term.
pub(crate) enum Term {
    /// Stopped before or while leading; the lease was released if held.
    Stopped,
    /// The renew deadline passed without a renewal.
    Lost,
}

impl LeaderElector {
    pub(crate) fn new(
        client: kube::Client,
        config: LeaderElectionConfig,
        metrics: Metrics,
    ) -> Self {
        LeaderElector {
            api: Api::namespaced(client, &config.lease_namespace),
            config,
            observed: None,
            metrics,
        }
    }

    fn set_status(&self, leading: bool) {
        self.metrics
            .leader_status
            .get_or_create(&LeaseLabels {
                name: self.config.lease_name.clone(),
            })
            .set(i64::from(leading));
    }

    /// Acquires the lease (or returns [`Term::Stopped`] when `stop` is cancelled first),
    /// sends `true` on `leading`, renews until `stop` (then releases, if configured) or
    /// until a renewal fails past the renew deadline ([`Term::Lost`]; `false` is sent).
    pub(crate) async fn run(
        mut self,
        leading: watch::Sender<bool>,
        stop: CancellationToken,
    ) -> Term {
        self.set_status(false);
        tracing::info!(lease = %self.config.lease_name, identity = %self.config.identity, "attempting to acquire leader lease");
        loop {
            tokio::select! {
                _ = stop.cancelled() => return Term::Stopped,
                acquired = self.try_acquire_or_renew() => if acquired { break },
            }
            let jittered = self.config.retry_period.mul_f64(1.0 + 0.2 * jitter());
            tokio::select! {
                _ = stop.cancelled() => return Term::Stopped,
                _ = tokio::time::sleep(jittered) => {}
            }
        }
        tracing::info!(lease = %self.config.lease_name, identity = %self.config.identity, "acquired leader lease");
        self.set_status(true);
        let _ = leading.send(true);
        loop {
            tokio::select! {
                _ = stop.cancelled() => {
                    if self.config.release_on_cancel {
                        self.release().await;
                    }
                    self.set_status(false);
                    return Term::Stopped;
                }
                _ = tokio::time::sleep(self.config.retry_period) => {}
            }
            // A stop while renewing is a stop, not a lost lease.
            let renewed = tokio::select! {
                _ = stop.cancelled() => continue,
                renewed = self.renew_within_deadline() => renewed,
            };
            if !renewed {
                tracing::error!(lease = %self.config.lease_name, "leader lease lost: renew deadline passed");
                self.set_status(false);
                let _ = leading.send(false);
                return Term::Lost;
            }
        }
    }

    /// Renews every retry period until it works or the renew deadline passes, as
    /// client-go's `renew` (`wait.PollImmediateUntil(RetryPeriod, …)` under a
    /// `RenewDeadline` timeout).
    async fn renew_within_deadline(&mut self) -> bool {
        let deadline = Instant::now() + self.config.renew_deadline;
        loop {
            let attempt = tokio::time::timeout_at(deadline, self.try_acquire_or_renew());
            match attempt.await {
                Ok(true) => return true,
                Err(_) => return false,
                Ok(false) => {}
            }
            let next = Instant::now() + self.config.retry_period;
            if next >= deadline {
                return false;
            }
            tokio::time::sleep_until(next).await;
        }
    }

    fn now() -> MicroTime {
        MicroTime(Timestamp::now())
    }

    /// One try, as client-go's `tryAcquireOrRenew`: creates the lease if there is none;
    /// takes it if it is free, expired (by this replica's clock, since it saw the record
    /// change) or already ours; writes with the read `resourceVersion`, so of two
    /// candidates only one wins.
    async fn try_acquire_or_renew(&mut self) -> bool {
        let me = self.config.identity.clone();
        let duration = i32::try_from(self.config.lease_duration.as_secs()).unwrap_or(i32::MAX);
        let current = match self.api.get_opt(&self.config.lease_name).await {
            Ok(current) => current,
            Err(e) => {
                tracing::warn!(lease = %self.config.lease_name, error = %e, "reading the leader lease failed");
                return false;
            }
        };
        let Some(current) = current else {
            let lease = Lease {
                metadata: ObjectMeta {
                    name: Some(self.config.lease_name.clone()),
                    namespace: Some(self.config.lease_namespace.clone()),
                    ..Default::default()
                },
                spec: Some(LeaseSpec {
                    holder_identity: Some(me),
                    lease_duration_seconds: Some(duration),
                    acquire_time: Some(Self::now()),
                    renew_time: Some(Self::now()),
                    lease_transitions: Some(0),
                    ..Default::default()
                }),
            };
            return self.write(self.api.create(&PostParams::default(), &lease).await);
        };
        let spec = current.spec.clone().unwrap_or_default();
        let changed = self
            .observed
            .as_ref()
            .is_none_or(|o| o.lease.spec != current.spec);
        if changed {
            self.observed = Some(Observed {
                lease: current.clone(),
                at: Instant::now(),
            });
        }
        let holder = spec.holder_identity.clone().unwrap_or_default();
        let held_by_other = !holder.is_empty() && holder != me;
        if held_by_other {
            let observed_at = self.observed.as_ref().map_or_else(Instant::now, |o| o.at);
            let valid_for = Duration::from_secs(
                spec.lease_duration_seconds
                    .unwrap_or(0)
                    .max(0)
                    .unsigned_abs()
                    .into(),
            );
            if observed_at + valid_for > Instant::now() {
                return false;
            }
        }
        let ours = holder == me;
        let transitions = spec.lease_transitions.unwrap_or(0);
        let mut lease = current;
        lease.spec = Some(LeaseSpec {
            holder_identity: Some(me),
            lease_duration_seconds: Some(duration),
            acquire_time: if ours {
                spec.acquire_time
            } else {
                Some(Self::now())
            },
            renew_time: Some(Self::now()),
            lease_transitions: Some(if ours { transitions } else { transitions + 1 }),
            ..spec
        });
        let name = self.config.lease_name.clone();
        self.write(
            self.api
                .replace(&name, &PostParams::default(), &lease)
                .await,
        )
    }

    /// Records a written lease as observed; false on an error (a conflict: someone else
    /// wrote first).
    fn write(&mut self, result: kube::Result<Lease>) -> bool {
        match result {
            Ok(lease) => {
                self.observed = Some(Observed {
                    lease,
                    at: Instant::now(),
                });
                true
            }
            // A conflict is another candidate writing first: expected. Anything else (no
            // permission on leases, an invalid lease) needs the operator's eyes.
            Err(kube::Error::Api(status)) if status.code == 409 => {
                tracing::debug!(lease = %self.config.lease_name, "another candidate wrote the leader lease first");
                false
            }
            Err(e) => {
                tracing::warn!(lease = %self.config.lease_name, error = %e, "writing the leader lease failed");
                false
            }
        }
    }

    /// Gives the lease up, as client-go's `release`: no holder, a one-second duration, the
    /// transitions kept, so a candidate takes it at its next try.
    async fn release(&mut self) {
        let Some(observed) = self.observed.take() else {
            return;
        };
        let mut lease = observed.lease;
        let spec = lease.spec.take().unwrap_or_default();
        if spec.holder_identity.as_deref() != Some(self.config.identity.as_str()) {
            return;
        }
        lease.spec = Some(LeaseSpec {
            holder_identity: None,
            lease_duration_seconds: Some(1),
            acquire_time: Some(Self::now()),
            renew_time: Some(Self::now()),
            ..spec
        });
        let name = self.config.lease_name.clone();
        match self
            .api
            .replace(&name, &PostParams::default(), &lease)
            .await
        {
            Ok(_) => tracing::info!(lease = %name, "released leader lease"),
            Err(e) => {
                tracing::warn!(lease = %name, error = %e, "releasing the leader lease failed")
            }
        }
    }
}

/// A number in [0, 1) from the standard library's random hasher keys (jitter needs no
/// more than that).
fn jitter() -> f64 {
    let random = std::collections::hash_map::RandomState::new();
    let bits = std::hash::BuildHasher::hash_one(&random, Instant::now());
    (bits >> 11) as f64 / (1u64 << 53) as f64
}

//! An admission webhook server (feature `webhook`), as controller-runtime's webhook server
//! with its `CustomDefaulter` and `CustomValidator`: one HTTPS server that answers the API
//! server's `AdmissionReview`s for typed defaulting (the user changes a typed object, the
//! server answers with the JSON patch) and typed validation (create, update with the old
//! object, delete; a denial's message and warnings reach the client), for the project's
//! Kinds and Kubernetes' built-in ones alike.
//!
//! Each webhook is served at the path kubebuilder gives it and `+kubebuilder:webhook`
//! markers name ([`mutate_path`], [`validate_path`]: `/mutate-<group>-<version>-<kind>`),
//! so the configurations `kube-codegen webhook` writes and this server agree by
//! construction. Its certificate comes from [`Certificates`]: made here with its own CA
//! (no cert-manager), rotated without a failed request, or read from files and reloaded
//! when they change.
//!
//! ```no_run
//! # use k8s_openapi::api::apps::v1::Deployment;
//! # use kube_codegen_runtime::webhook::*;
//! struct Replicas;
//! impl CustomDefaulter<Deployment> for Replicas {
//!     async fn default(&self, d: &mut Deployment) -> Result<(), Denied> {
//!         let spec = d.spec.get_or_insert_with(Default::default);
//!         spec.replicas.get_or_insert(2);
//!         Ok(())
//!     }
//! }
//! # async fn run() -> Result<(), Box<dyn std::error::Error>> {
//! let certificates = Certificates::self_signed(&["webhook-service.system.svc"])?;
//! let server = WebhookServer::new(certificates.clone()).defaulting::<Deployment>(Replicas);
//! let listener = tokio::net::TcpListener::bind("0.0.0.0:9443").await?;
//! server.serve_until(listener, std::future::pending()).await;
//! # Ok(())
//! # }
//! ```

mod conversion;
#[cfg(feature = "clap")]
mod flags;
mod review;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;
use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bytes::Bytes;
use futures::future::BoxFuture;
use http::{Method, Request, Response, StatusCode};
use http_body_util::{BodyExt, Full, LengthLimitError, Limited};
use hyper::body::Incoming;
use serde::Serialize;
use serde::de::DeserializeOwned;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

use crate::serving::{self, Acceptor, ServerLimits, handshake};

/// The serving certificate, in [`crate::certs`] since secure metrics serve with it too.
pub use crate::certs::{CertificateError, Certificates, TlsVersion};
pub use conversion::CONVERT_PATH;
#[cfg(feature = "clap")]
pub use flags::WebhookFlags;
pub use review::Denied;

use crate::Kind;
use crate::conversion::Convertible;
use crate::healthz::Check;

/// What a validating webhook tells the client besides allowing the request
/// (`admission.Warnings`): each string reaches the client as a `Warning` header.
pub type Warnings = Vec<String>;

/// Defaults a Kind's objects on create and update, as controller-runtime's
/// `admission.CustomDefaulter`: change `obj` in place; the server answers the API server
/// with the JSON patch from the object it received to the changed one. An error denies the
/// request with its message.
pub trait CustomDefaulter<K>: Send + Sync + 'static {
    /// Sets the defaults of `obj`.
    fn default(&self, obj: &mut K) -> impl Future<Output = Result<(), Denied>> + Send;
}

/// Validates a Kind's objects, as controller-runtime's `admission.CustomValidator`: `Ok`
/// allows the request (with warnings for the client), `Err` denies it with its message.
pub trait CustomValidator<K>: Send + Sync + 'static {
    /// A create of `obj`.
    fn validate_create(&self, obj: &K) -> impl Future<Output = Result<Warnings, Denied>> + Send;
    /// An update from `old` to `new`.
    fn validate_update(
        &self,
        old: &K,
        new: &K,
    ) -> impl Future<Output = Result<Warnings, Denied>> + Send;
    /// A delete of `obj`.
    fn validate_delete(&self, obj: &K) -> impl Future<Output = Result<Warnings, Denied>> + Send;
}

/// `/mutate-<group>-<version>-<kind>`: kubebuilder's path for the defaulting webhook of `K`
/// (its group's dots as dashes, its Kind in lower case; `/mutate--v1-pod` for the core
/// group), as controller-runtime's `generateMutatePath`.
pub fn mutate_path<K: Kind>() -> String {
    format!("/mutate-{}", path_suffix::<K>())
}

/// `/validate-<group>-<version>-<kind>`: kubebuilder's path for the validating webhook of
/// `K` (see [`mutate_path`]).
pub fn validate_path<K: Kind>() -> String {
    format!("/validate-{}", path_suffix::<K>())
}

fn path_suffix<K: Kind>() -> String {
    format!(
        "{}-{}-{}",
        K::group(&()).replace('.', "-"),
        K::version(&()),
        K::kind(&()).to_lowercase()
    )
}

/// A webhook: the body of an `AdmissionReview` in, the `AdmissionReview` answer out.
type Handler = Arc<dyn Fn(Bytes) -> BoxFuture<'static, Vec<u8>> + Send + Sync>;

/// The largest `AdmissionReview` read (the API server's own request limit is 3 MiB per
/// object; a review holds the object and the old object).
const MAX_BODY: usize = 8 << 20;

/// A review whose declared length is at most this is read without waiting for a slot of
/// [`ServerLimits::max_reviews`]: its memory is bounded by the connections.
const SMALL_REVIEW: usize = 64 << 10;

/// How long a stop waits for the requests in progress before closing their connections.
const DRAIN: Duration = Duration::from_secs(10);

/// One HTTPS server for every webhook of a process, as controller-runtime's
/// `webhook.Server`: register webhooks with [`WebhookServer::defaulting`],
/// [`WebhookServer::validating`] and [`WebhookServer::conversion`], then
/// [`WebhookServer::serve_until`].
pub struct WebhookServer {
    certificates: Certificates,
    routes: BTreeMap<String, Handler>,
    conversions: conversion::Conversions,
    serving: Arc<AtomicBool>,
    /// HTTP/2 offered beside HTTP/1.1.
    http2: bool,
    /// The oldest TLS version accepted.
    tls_min_version: TlsVersion,
    limits: ServerLimits,
}

impl WebhookServer {
    /// A server presenting `certificates` (re-read on every handshake, so a rotation or a
    /// reloaded file takes effect for the next connection).
    pub fn new(certificates: Certificates) -> Self {
        WebhookServer {
            certificates,
            routes: BTreeMap::new(),
            conversions: conversion::Conversions::default(),
            serving: Arc::new(AtomicBool::new(false)),
            http2: false,
            tls_min_version: TlsVersion::default(),
            limits: ServerLimits::default(),
        }
    }

    /// Accepts TLS `min` and newer only (TLS 1.2 and 1.3 by default), as a
    /// `tls.Config.MinVersion` set through controller-runtime's `webhook.Options.TLSOpts`.
    /// A manager serving this server raises it to
    /// [`ManagerOptions::tls_min_version`](crate::manager::ManagerOptions::tls_min_version)
    /// when that is newer.
    pub fn tls_min_version(mut self, min: TlsVersion) -> Self {
        self.tls_min_version = min;
        self
    }

    /// This server, accepting nothing older than `min` (nor than what it accepted).
    pub(crate) fn raise_tls_min_version(mut self, min: TlsVersion) -> Self {
        self.tls_min_version = self.tls_min_version.max(min);
        self
    }

    /// Serves within `limits` (timeouts, connections, reviews at once) instead of
    /// [`ServerLimits::default`].
    pub fn limits(mut self, limits: ServerLimits) -> Self {
        self.limits = limits;
        self
    }

    /// Offers HTTP/2 beside HTTP/1.1 (feature `http2`), as kubebuilder's `--enable-http2`;
    /// off by default since the HTTP/2 stream-reset attacks (CVE-2023-44487). The manager
    /// sets it from [`ManagerOptions::enable_http2`](crate::manager::ManagerOptions::enable_http2).
    #[cfg(feature = "http2")]
    pub fn http2(mut self, on: bool) -> Self {
        self.http2 = on;
        self
    }

    /// Serves `defaulter` for `K` at [`mutate_path`]`::<K>()`.
    pub fn defaulting<K>(self, defaulter: impl CustomDefaulter<K>) -> Self
    where
        K: Kind + Serialize + DeserializeOwned,
    {
        let defaulter = Arc::new(defaulter);
        let handler: Handler = Arc::new(move |body| {
            let defaulter = defaulter.clone();
            Box::pin(async move { review::default::<K>(body, defaulter.as_ref()).await })
        });
        self.route(mutate_path::<K>(), handler)
    }

    /// Serves `validator` for `K` at [`validate_path`]`::<K>()`.
    pub fn validating<K>(self, validator: impl CustomValidator<K>) -> Self
    where
        K: Kind + Serialize + DeserializeOwned,
    {
        let validator = Arc::new(validator);
        let handler: Handler = Arc::new(move |body| {
            let validator = validator.clone();
            Box::pin(async move { review::validate::<K>(body, validator.as_ref()).await })
        });
        self.route(validate_path::<K>(), handler)
    }

    /// Serves the conversions of `Spoke` to and from its hub `Hub` at [`CONVERT_PATH`], as
    /// controller-runtime's conversion webhook: the API server asks for an object at
    /// another version, and it is converted through the hub (`Spoke` → `Hub` → another
    /// spoke). Register every non-hub version of each Kind whose CRD has
    /// `conversion.strategy: Webhook`; the impls are what `kube-codegen`'s
    /// `Config::conversions` generates.
    ///
    /// # Panics
    ///
    /// When `Hub` is another Kind than `Spoke` or `Spoke` itself, or when the Kind was
    /// registered with another hub: a programming error, found at start.
    pub fn conversion<Spoke, Hub>(mut self) -> Self
    where
        Spoke: Convertible<Hub> + Kind + Serialize + DeserializeOwned,
        Hub: Kind + Serialize + DeserializeOwned,
    {
        if let Err(e) = self.conversions.add::<Spoke, Hub>() {
            panic!("WebhookServer::conversion: {e}");
        }
        self
    }

    fn route(mut self, path: String, handler: Handler) -> Self {
        self.routes.insert(path, handler);
        self
    }

    /// The paths served, in order.
    pub fn paths(&self) -> impl Iterator<Item = &str> {
        let convert = (!self.conversions.is_empty()).then_some(CONVERT_PATH);
        let mut paths: Vec<&str> = self
            .routes
            .keys()
            .map(String::as_str)
            .chain(convert)
            .collect();
        paths.sort_unstable();
        paths.into_iter()
    }

    /// Answers one review posted at `path` as the server answers it, without HTTP or TLS:
    /// the `AdmissionReview` or `ConversionReview` JSON in, the answer's JSON out, as
    /// calling controller-runtime's `webhook.Admission.Handle` — for unit tests and
    /// benchmarks. `None` when nothing is served at `path`.
    pub async fn review(&self, path: &str, body: &[u8]) -> Option<Vec<u8>> {
        if path == CONVERT_PATH && !self.conversions.is_empty() {
            return Some(self.conversions.review(body));
        }
        let handler = self.routes.get(path)?;
        Some(handler(Bytes::copy_from_slice(body)).await)
    }

    /// A readiness check for the manager's `/readyz` (`mgr.add_readyz_check("webhook",
    /// server.started_check())`): passes once the server accepts connections, as
    /// controller-runtime's `StartedChecker`.
    pub fn started_check(&self) -> Check {
        let serving = self.serving.clone();
        Arc::new(move || {
            if serving.load(Ordering::Acquire) {
                Ok(())
            } else {
                Err("the webhook server is not serving yet".to_string())
            }
        })
    }

    /// Serves HTTPS on `listener` until `shutdown` completes, then stops accepting,
    /// lets the requests in progress finish (up to 10 s) and returns: a graceful drain, as
    /// on SIGTERM.
    pub async fn serve_until(self, listener: TcpListener, shutdown: impl Future<Output = ()>) {
        let config = self
            .certificates
            .server_config(crate::serving::alpn(self.http2), self.tls_min_version);
        let acceptor = tokio_rustls::TlsAcceptor::from(config);
        let http2 = self.http2;
        let mut routes = self.routes;
        if !self.conversions.is_empty() {
            let conversions = Arc::new(self.conversions);
            let handler: Handler = Arc::new(move |body| {
                let conversions = conversions.clone();
                Box::pin(conversion::review_blocking(conversions, body))
            });
            routes.insert(CONVERT_PATH.to_string(), handler);
        }
        let limits = self.limits;
        let served = Arc::new(Served {
            routes,
            reviews: Semaphore::new(limits.max_reviews.max(1)),
            limits,
        });
        let accepting = Acceptor::new(listener, &limits);
        let mut connections = tokio::task::JoinSet::new();
        let draining = tokio_util::sync::CancellationToken::new();
        self.serving.store(true, Ordering::Release);
        tokio::pin!(shutdown);
        loop {
            let (stream, slot) = tokio::select! {
                () = &mut shutdown => break,
                accepted = accepting.accept() => accepted,
            };
            while connections.try_join_next().is_some() {}
            let (acceptor, served, draining) = (acceptor.clone(), served.clone(), draining.clone());
            connections.spawn(async move {
                let Some(stream) = handshake(&acceptor, stream, &limits).await else {
                    return;
                };
                let service = move |req| {
                    let served = served.clone();
                    async move { answer(&served, req).await }
                };
                // On draining, the request in progress finishes, then the connection closes.
                let result = serving::connection(stream, service, http2, &limits, draining).await;
                if let Err(e) = result {
                    tracing::debug!(error = %e, "a webhook connection failed");
                }
                drop(slot);
            });
        }
        self.serving.store(false, Ordering::Release);
        drop(accepting);
        draining.cancel();
        let drained = tokio::time::timeout(DRAIN, async {
            while connections.join_next().await.is_some() {}
        })
        .await;
        if drained.is_err() {
            connections.abort_all();
        }
    }
}

fn reply(status: StatusCode, content_type: &str, body: Vec<u8>) -> Response<Full<Bytes>> {
    Response::builder()
        .status(status)
        .header("content-type", content_type)
        .body(Full::new(Bytes::from(body)))
        .expect("a static status and headers")
}

/// What every connection of a running server shares.
struct Served {
    routes: BTreeMap<String, Handler>,
    /// Slots for reviews read and decoded at once.
    reviews: Semaphore,
    limits: ServerLimits,
}

async fn answer(served: &Served, req: Request<Incoming>) -> Response<Full<Bytes>> {
    let text = |status, text: String| reply(status, "text/plain", text.into_bytes());
    let Some(handler) = served.routes.get(req.uri().path()).cloned() else {
        return text(StatusCode::NOT_FOUND, "no webhook here".into());
    };
    if req.method() != Method::POST {
        return text(
            StatusCode::METHOD_NOT_ALLOWED,
            "webhooks answer POST requests".into(),
        );
    }
    // As controller-runtime: reviews are `application/json` (parameters allowed here).
    let content_type = req
        .headers()
        .get(http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let media_type = content_type.split(';').next().unwrap_or_default().trim();
    if !media_type.eq_ignore_ascii_case("application/json") {
        let message = format!("content type {content_type:?}: reviews are application/json");
        return text(StatusCode::UNSUPPORTED_MEDIA_TYPE, message);
    }
    let too_large = || {
        let message = format!("a review is at most {MAX_BODY} bytes");
        text(StatusCode::PAYLOAD_TOO_LARGE, message)
    };
    let declared = req
        .headers()
        .get(http::header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok()?.parse::<usize>().ok());
    if declared.is_some_and(|n| n > MAX_BODY) {
        return too_large();
    }
    // A large body is read only with a slot, so large reviews in memory are bounded by the
    // slots; one declared small (most are a few KiB) goes straight on, so a flood of large
    // ones does not hold it up.
    let _slot = if declared.is_some_and(|n| n <= SMALL_REVIEW) {
        None
    } else {
        match served.reviews.acquire().await {
            Ok(slot) => Some(slot),
            Err(_) => return text(StatusCode::SERVICE_UNAVAILABLE, "shutting down".into()),
        }
    };
    let reading = Limited::new(req.into_body(), MAX_BODY).collect();
    let body = match tokio::time::timeout(served.limits.body_read_timeout, reading).await {
        Ok(Ok(body)) => body.to_bytes(),
        Ok(Err(e)) if e.is::<LengthLimitError>() => return too_large(),
        Ok(Err(e)) => return text(StatusCode::BAD_REQUEST, format!("reading the request: {e}")),
        Err(_) => {
            let message = "the request's body did not arrive in time".into();
            return text(StatusCode::REQUEST_TIMEOUT, message);
        }
    };
    reply(StatusCode::OK, "application/json", handler(body).await)
}

//! The manager's HTTP endpoints: health probes (`/healthz`, `/readyz`, and each check under
//! them, as controller-runtime's `healthz.Handler`) and Prometheus metrics (`/metrics`), on
//! hyper; metrics over HTTPS with each scrape authenticated and authorised when secure
//! (feature `tls`).

use std::sync::Arc;

use bytes::Bytes;
use http::{Request, Response, StatusCode};
use http_body_util::Full;
use hyper::body::Incoming;
use tokio::net::TcpListener;

use crate::healthz::Check;
use crate::metrics::Metrics;
#[cfg(feature = "tls")]
use crate::serving::handshake;
use crate::serving::{self, Acceptor, ServerLimits};

/// What one endpoint server answers.
#[derive(Clone)]
pub(crate) enum Endpoints {
    /// `/healthz` and `/readyz` with their checks.
    Probes {
        healthz: Arc<[(String, Check)]>,
        readyz: Arc<[(String, Check)]>,
    },
    /// `/metrics`, for the scrapes the authorizer lets through (every one without).
    Metrics(Box<Metrics>, Option<Arc<Authorizer>>),
}

#[cfg(not(feature = "tls"))]
/// Without TLS there is nothing to authorise against: metrics are served to anyone.
pub(crate) enum Authorizer {}

#[cfg(feature = "tls")]
pub(crate) use super::auth::Authorizer;

/// How connections are set up before HTTP: TLS with a certificate, or none.
#[derive(Clone)]
pub(crate) enum Transport {
    Plain,
    /// TLS, offering HTTP/2 too when the flag is set.
    #[cfg(feature = "tls")]
    Tls(tokio_rustls::TlsAcceptor, bool),
}

/// Serves `endpoints` on `listener` until the task is aborted (with every connection),
/// within `limits`.
pub(crate) async fn serve(
    listener: TcpListener,
    endpoints: Endpoints,
    transport: Transport,
    limits: ServerLimits,
) {
    let acceptor = Acceptor::new(listener, &limits);
    let mut connections = tokio::task::JoinSet::new();
    loop {
        let (stream, slot) = acceptor.accept().await;
        // Reap the connections that ended, so the set holds only open ones.
        while connections.try_join_next().is_some() {}
        let (endpoints, transport) = (endpoints.clone(), transport.clone());
        connections.spawn(async move {
            match transport {
                Transport::Plain => connection(stream, endpoints, false, &limits).await,
                #[cfg(feature = "tls")]
                Transport::Tls(acceptor, http2) => {
                    if let Some(stream) = handshake(&acceptor, stream, &limits).await {
                        connection(stream, endpoints, http2, &limits).await;
                    }
                }
            }
            drop(slot);
        });
    }
}

/// Serves one connection until it closes, HTTP/2 too when `http2`.
async fn connection<S>(stream: S, endpoints: Endpoints, http2: bool, limits: &ServerLimits)
where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static,
{
    let service = move |req| {
        let endpoints = endpoints.clone();
        async move { answer(&endpoints, req).await }
    };
    let never = tokio_util::sync::CancellationToken::new();
    if let Err(e) = serving::connection(stream, service, http2, limits, never).await {
        tracing::debug!(error = %e, "a probe or metrics connection failed");
    }
}

fn text(status: StatusCode, body: String) -> Response<Full<Bytes>> {
    Response::builder()
        .status(status)
        .header("content-type", "text/plain; charset=utf-8")
        .header("x-content-type-options", "nosniff")
        .body(Full::new(Bytes::from(body)))
        .expect("a static status and headers")
}

async fn answer(endpoints: &Endpoints, req: Request<Incoming>) -> Response<Full<Bytes>> {
    let (parts, _) = req.into_parts();
    if let Endpoints::Metrics(_, Some(authorizer)) = endpoints
        && let Err((status, text)) = authorize(authorizer, &parts).await
    {
        return self::text(status, text);
    }
    let req = &parts;
    let path = req.uri.path().trim_end_matches('/');
    let verbose = req.uri.query().is_some_and(|q| {
        q.split('&')
            .any(|kv| kv == "verbose" || kv.starts_with("verbose="))
    });
    match endpoints {
        Endpoints::Metrics(metrics, _) if path == "/metrics" => Response::builder()
            .header(
                "content-type",
                "application/openmetrics-text; version=1.0.0; charset=utf-8",
            )
            .body(Full::new(Bytes::from(metrics.encode())))
            .expect("a static header"),
        Endpoints::Probes { healthz, readyz } => {
            let (checks, rest) = if let Some(rest) = path.strip_prefix("/healthz") {
                (healthz, rest)
            } else if let Some(rest) = path.strip_prefix("/readyz") {
                (readyz, rest)
            } else {
                return text(StatusCode::NOT_FOUND, "404 page not found\n".into());
            };
            match rest.strip_prefix('/') {
                None if rest.is_empty() => run_checks(checks, verbose),
                Some(name) => match checks.iter().find(|(n, _)| n == name) {
                    Some((_, check)) => match check() {
                        Ok(()) => text(StatusCode::OK, "ok".into()),
                        Err(reason) => text(
                            StatusCode::INTERNAL_SERVER_ERROR,
                            format!("internal server error: {reason}\n"),
                        ),
                    },
                    None => text(StatusCode::NOT_FOUND, "404 page not found\n".into()),
                },
                None => text(StatusCode::NOT_FOUND, "404 page not found\n".into()),
            }
        }
        Endpoints::Metrics(..) => text(StatusCode::NOT_FOUND, "404 page not found\n".into()),
    }
}

#[cfg(feature = "tls")]
async fn authorize(
    authorizer: &Authorizer,
    parts: &http::request::Parts,
) -> Result<(), (StatusCode, String)> {
    authorizer.check(parts).await
}

#[cfg(not(feature = "tls"))]
async fn authorize(
    authorizer: &Authorizer,
    _: &http::request::Parts,
) -> Result<(), (StatusCode, String)> {
    match *authorizer {}
}

/// Every check, as controller-runtime's `healthz.Handler`: `ok` when all pass (the list with
/// `?verbose`), else 500 with each check's line (`[+]name ok`, `[-]name failed: reason
/// withheld`).
fn run_checks(checks: &[(String, Check)], verbose: bool) -> Response<Full<Bytes>> {
    let mut failed = false;
    let mut lines = String::new();
    for (name, check) in checks {
        match check() {
            Ok(()) => lines.push_str(&format!("[+]{name} ok\n")),
            Err(reason) => {
                failed = true;
                tracing::info!(check = %name, %reason, "health check failed");
                lines.push_str(&format!("[-]{name} failed: reason withheld\n"));
            }
        }
    }
    if failed {
        lines.push_str("healthz check failed\n");
        text(StatusCode::INTERNAL_SERVER_ERROR, lines)
    } else if verbose {
        lines.push_str("healthz check passed\n");
        text(StatusCode::OK, lines)
    } else {
        text(StatusCode::OK, "ok".into())
    }
}

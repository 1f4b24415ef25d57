//! One HTTP connection of the runtime's servers (probes, metrics, webhooks) on hyper:
//! HTTP/1.1 only, as kubebuilder's servers default to since the HTTP/2 stream-reset attacks,
//! or HTTP/1.1 and HTTP/2 when asked (feature `http2`); a header-read timeout, so a client
//! that never finishes its headers does not hold a connection forever; and a graceful end
//! on a stop token (the request in progress finishes, then the connection closes).

use std::convert::Infallible;
use std::time::Duration;

use bytes::Bytes;
use http::{Request, Response};
use http_body_util::Full;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio_util::sync::CancellationToken;

/// How long a client may take to send a request's headers (Go's `http.Server`
/// `ReadHeaderTimeout` as controller-runtime's servers leave it to hyper's default).
pub(crate) const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(30);

/// Why a connection ended before its client closed it.
pub(crate) type ConnectionError = Box<dyn std::error::Error + Send + Sync>;

/// Serves `service` on `io` until the client closes, or until `stop` is cancelled and the
/// request in progress is answered. `http2` offers HTTP/2 beside HTTP/1.1 (it has effect
/// only with the `http2` feature, which [`crate::manager::ManagerOptions::enable_http2`]
/// requires).
pub(crate) async fn connection<I, S, F>(
    io: I,
    service: S,
    http2: bool,
    stop: CancellationToken,
) -> Result<(), ConnectionError>
where
    I: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static,
    S: Fn(Request<Incoming>) -> F + Clone + Send + 'static,
    F: Future<Output = Response<Full<Bytes>>> + Send + 'static,
{
    let service = hyper::service::service_fn(move |req| {
        let answer = service(req);
        async move { Ok::<_, Infallible>(answer.await) }
    });
    let io = TokioIo::new(io);
    #[cfg(feature = "http2")]
    if http2 {
        let mut builder =
            hyper_util::server::conn::auto::Builder::new(hyper_util::rt::TokioExecutor::new());
        builder
            .http1()
            .timer(TokioTimer::new())
            .header_read_timeout(HEADER_READ_TIMEOUT);
        let connection = builder.serve_connection(io, service);
        tokio::pin!(connection);
        return tokio::select! {
            served = connection.as_mut() => served,
            () = stop.cancelled() => {
                connection.as_mut().graceful_shutdown();
                connection.await
            }
        };
    }
    let _ = http2;
    let connection = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(HEADER_READ_TIMEOUT)
        .serve_connection(io, service);
    tokio::pin!(connection);
    let served = tokio::select! {
        served = connection.as_mut() => served,
        () = stop.cancelled() => {
            connection.as_mut().graceful_shutdown();
            connection.await
        }
    };
    served.map_err(Into::into)
}

/// The ALPN protocols a TLS server offers: `http/1.1`, and `h2` first when HTTP/2 is on.
#[cfg(feature = "tls")]
pub(crate) fn alpn(http2: bool) -> Vec<Vec<u8>> {
    let mut protocols = Vec::new();
    if http2 && cfg!(feature = "http2") {
        protocols.push(b"h2".to_vec());
    }
    protocols.push(b"http/1.1".to_vec());
    protocols
}

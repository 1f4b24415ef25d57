//! The connections of the runtime's servers (probes, metrics, webhooks) on hyper, and the
//! limits that keep a hostile client from exhausting them ([`ServerLimits`]): the accept
//! loop backs off on errors (as Go's `net/http`: 5 ms doubling to 1 s) instead of spinning
//! at the open-file limit, and holds at most `max_connections` open; each connection has a
//! TLS-handshake timeout, a header-read timeout, and an idle timeout on every read. HTTP/1.1
//! only, as kubebuilder's servers default to since the HTTP/2 stream-reset attacks, or
//! HTTP/1.1 and HTTP/2 when asked (feature `http2`); a graceful end on a stop token (the
//! request in progress finishes, then the connection closes).

use std::convert::Infallible;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::task::{Context, Poll};
use std::time::Duration;

use bytes::Bytes;
use http::{Request, Response};
use http_body_util::Full;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::time::{Instant, Sleep};
use tokio_util::sync::CancellationToken;

/// The limits of one server (webhook, metrics, probes); [`ServerLimits::default`] gives
/// the values documented on each field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct ServerLimits {
    /// How long a client may take to send a request's headers: 30 s.
    pub header_read_timeout: Duration,
    /// How long a TLS handshake may take: 10 s (Go's `TLSHandshakeTimeout`).
    pub tls_handshake_timeout: Duration,
    /// How long a request's body may take to arrive, whole: 30 s.
    pub body_read_timeout: Duration,
    /// How long a connection may wait for the client's next bytes: 120 s; an idle
    /// keep-alive connection is closed then (the API server reconnects).
    pub idle_timeout: Duration,
    /// Connections open at once: 1,024; more wait in the listen backlog.
    pub max_connections: usize,
    /// Large reviews (over 64 KiB, or of unknown length) read and decoded at once by a
    /// webhook server: 2. Such a body is read only once it has a slot, so their memory stays
    /// below this many times what one review of the largest size (8 MiB) costs decoded;
    /// smaller reviews go straight on.
    pub max_reviews: usize,
}

impl Default for ServerLimits {
    fn default() -> Self {
        ServerLimits {
            header_read_timeout: Duration::from_secs(30),
            tls_handshake_timeout: Duration::from_secs(10),
            body_read_timeout: Duration::from_secs(30),
            idle_timeout: Duration::from_secs(120),
            max_connections: 1024,
            max_reviews: 2,
        }
    }
}

/// Accepts connections while a slot of `slots` is free, backing off on accept errors as
/// Go's `http.Server` does (5 ms doubling to 1 s), so the open-file limit costs no CPU.
pub(crate) struct Acceptor {
    listener: TcpListener,
    slots: Arc<Semaphore>,
}

impl Acceptor {
    pub(crate) fn new(listener: TcpListener, limits: &ServerLimits) -> Self {
        Acceptor {
            listener,
            slots: Arc::new(Semaphore::new(limits.max_connections.max(1))),
        }
    }

    /// The next connection, with the slot it holds until dropped.
    pub(crate) async fn accept(&self) -> (TcpStream, OwnedSemaphorePermit) {
        let permit = self
            .slots
            .clone()
            .acquire_owned()
            .await
            .expect("the connection semaphore is never closed");
        let mut delay = Duration::ZERO;
        loop {
            match self.listener.accept().await {
                Ok((stream, _)) => return (stream, permit),
                Err(e) => {
                    delay = (delay * 2).clamp(Duration::from_millis(5), Duration::from_secs(1));
                    tracing::warn!(error = %e, retry_in = ?delay, "accepting a connection failed");
                    tokio::time::sleep(delay).await;
                }
            }
        }
    }
}

/// A connection whose reads fail with `TimedOut` once the client has sent nothing for
/// `idle` while a read waits and no request is being answered: stalled clients and idle
/// keep-alives are closed, a request waiting for its answer is not.
pub(crate) struct IdleTimeout<S> {
    inner: S,
    idle: Duration,
    deadline: Pin<Box<Sleep>>,
    waiting: bool,
    /// Requests of this connection being answered.
    busy: Arc<AtomicUsize>,
}

impl<S> IdleTimeout<S> {
    pub(crate) fn new(inner: S, idle: Duration, busy: Arc<AtomicUsize>) -> Self {
        IdleTimeout {
            inner,
            idle,
            deadline: Box::pin(tokio::time::sleep(idle)),
            waiting: false,
            busy,
        }
    }
}

/// Counts a request as being answered while it lives.
struct Busy(Arc<AtomicUsize>);

impl Busy {
    fn new(count: &Arc<AtomicUsize>) -> Self {
        count.fetch_add(1, Ordering::AcqRel);
        Busy(count.clone())
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for IdleTimeout<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let this = &mut *self;
        match Pin::new(&mut this.inner).poll_read(cx, buf) {
            Poll::Ready(result) => {
                this.waiting = false;
                Poll::Ready(result)
            }
            Poll::Pending if this.busy.load(Ordering::Acquire) > 0 => {
                this.waiting = false;
                Poll::Pending
            }
            Poll::Pending => {
                if !this.waiting {
                    this.waiting = true;
                    let at = Instant::now() + this.idle;
                    this.deadline.as_mut().reset(at);
                }
                match this.deadline.as_mut().poll(cx) {
                    Poll::Ready(()) => Poll::Ready(Err(std::io::ErrorKind::TimedOut.into())),
                    Poll::Pending => Poll::Pending,
                }
            }
        }
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for IdleTimeout<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

/// `stream` after a TLS handshake that took at most the limit; `None` (logged) otherwise.
#[cfg(feature = "tls")]
pub(crate) async fn handshake<S>(
    acceptor: &tokio_rustls::TlsAcceptor,
    stream: S,
    limits: &ServerLimits,
) -> Option<tokio_rustls::server::TlsStream<S>>
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    match tokio::time::timeout(limits.tls_handshake_timeout, acceptor.accept(stream)).await {
        Ok(Ok(stream)) => Some(stream),
        Ok(Err(e)) => {
            tracing::debug!(error = %e, "a TLS handshake failed");
            None
        }
        Err(_) => {
            tracing::debug!("a TLS handshake timed out");
            None
        }
    }
}

/// Why a connection ended before its client closed it.
pub(crate) type ConnectionError = Box<dyn std::error::Error + Send + Sync>;

/// Serves `service` on `io` until the client closes, or until `stop` is cancelled and the
/// request in progress is answered, with the header-read and idle timeouts of `limits`.
/// `http2` offers HTTP/2 beside HTTP/1.1 (it has effect only with the `http2` feature,
/// which [`crate::manager::ManagerOptions::enable_http2`] requires).
pub(crate) async fn connection<I, S, F>(
    io: I,
    service: S,
    http2: bool,
    limits: &ServerLimits,
    stop: CancellationToken,
) -> Result<(), ConnectionError>
where
    I: AsyncRead + AsyncWrite + Unpin + Send + 'static,
    S: Fn(Request<Incoming>) -> F + Clone + Send + 'static,
    F: Future<Output = Response<Full<Bytes>>> + Send + 'static,
{
    let busy = Arc::new(AtomicUsize::new(0));
    let requests = busy.clone();
    let service = hyper::service::service_fn(move |req| {
        let working = Busy::new(&requests);
        let answer = service(req);
        async move {
            let answered = answer.await;
            drop(working);
            Ok::<_, Infallible>(answered)
        }
    });
    let io = TokioIo::new(IdleTimeout::new(io, limits.idle_timeout, busy));
    #[cfg(feature = "http2")]
    if http2 {
        let mut builder =
            hyper_util::server::conn::auto::Builder::new(hyper_util::rt::TokioExecutor::new());
        builder
            .http1()
            .timer(TokioTimer::new())
            .header_read_timeout(limits.header_read_timeout);
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
        .header_read_timeout(limits.header_read_timeout)
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

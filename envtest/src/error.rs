//! The crate's error type.

use std::path::PathBuf;

/// Everything that can go wrong while locating, starting, using or stopping a control plane.
///
/// Messages are lower-case sentences that name the file, binary or object involved and, where
/// a fix is obvious, say it (a missing binary names `hack/setup-envtest.sh`).
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A control-plane binary is absent from the assets directory (or not executable).
    #[error(
        "{binary} not found at {}: build the test control plane with \
         `export KUBEBUILDER_ASSETS=\"$(hack/setup-envtest.sh)\"` \
         (kube-codegen's script; it compiles kube-apiserver and etcd from the Go module proxy), \
         or point KUBEBUILDER_ASSETS at a directory holding kube-apiserver and etcd",
        path.display()
    )]
    MissingBinary {
        /// `kube-apiserver` or `etcd`.
        binary: &'static str,
        /// Where it was looked for.
        path: PathBuf,
    },

    /// An I/O operation on a file or directory failed.
    #[error("{action} {}: {source}", path.display())]
    Io {
        /// What was being done, e.g. "cannot read".
        action: &'static str,
        /// The file or directory involved.
        path: PathBuf,
        /// The underlying error.
        #[source]
        source: std::io::Error,
    },

    /// A control-plane process could not be spawned.
    #[error("cannot run {}: {source}", binary.display())]
    Spawn {
        /// The binary that failed to start.
        binary: PathBuf,
        /// The underlying error.
        #[source]
        source: std::io::Error,
    },

    /// A process exited before the control plane became ready.
    #[error("{process} exited during start-up ({status}); last lines of {}:\n{log_tail}", log.display())]
    ProcessExited {
        /// `etcd` or `kube-apiserver`.
        process: &'static str,
        /// Its exit status, as text.
        status: String,
        /// Its log file (removed with the environment; the tail is copied here).
        log: PathBuf,
        /// The last lines of that log.
        log_tail: String,
    },

    /// Every start attempt lost a race for a loopback port.
    #[error(
        "could not start the control plane after {attempts} attempts: every attempt lost a loopback port to another process; last failure: {last}"
    )]
    PortRaces {
        /// How many attempts were made.
        attempts: u32,
        /// The last attempt's failure.
        last: Box<Error>,
    },

    /// Something did not become ready in time.
    #[error("timed out after {}s waiting for {what}{}", waited.as_secs(), detail.as_deref().map(|d| format!(": {d}")).unwrap_or_default())]
    Timeout {
        /// What was awaited (e.g. "kube-apiserver /readyz").
        what: String,
        /// How long.
        waited: std::time::Duration,
        /// The last observation (an error, a condition message, a log tail).
        detail: Option<String>,
    },

    /// Generating the test PKI failed.
    #[error("cannot generate test certificates: {0}")]
    Certificate(#[from] rcgen::Error),

    /// A CRD file could not be read or parsed.
    #[error("{}: document {document}: {message}", path.display())]
    CrdFile {
        /// The file.
        path: PathBuf,
        /// 1-based index of the YAML document inside the file.
        document: usize,
        /// What is wrong.
        message: String,
    },

    /// A manifest that is not valid YAML, or holds a document that is no object of a Kind
    /// the API server serves ([`crate::apply_manifests`]).
    #[error("{}: document {document}: {message}", path.display())]
    ManifestFile {
        /// The file.
        path: PathBuf,
        /// 1-based index of the YAML document inside the file.
        document: usize,
        /// What is wrong.
        message: String,
    },

    /// The API server refused an object of a manifest ([`crate::apply_manifests`]).
    #[error("{object} of {}: {message}", path.display())]
    ManifestRejected {
        /// The object, as `<Kind> <metadata.name>`.
        object: String,
        /// The file it came from.
        path: PathBuf,
        /// The server's status message.
        message: String,
        /// The underlying client error.
        #[source]
        source: Box<kube::Error>,
    },

    /// A webhook manifest file that is not valid YAML, or holds a webhook configuration
    /// that does not match `admissionregistration.k8s.io/v1`.
    #[error("{}: document {document}: {message}", path.display())]
    WebhookFile {
        /// The file.
        path: PathBuf,
        /// 1-based index of the YAML document inside the file.
        document: usize,
        /// What is wrong.
        message: String,
    },

    /// The API server refused a CustomResourceDefinition; `message` is the server's own text.
    #[error("the API server rejected CustomResourceDefinition {name}: {message}")]
    CrdRejected {
        /// `metadata.name` of the CRD.
        name: String,
        /// The server's status message (e.g. `spec.versions[0].schema.openAPIV3Schema...: Unsupported value`).
        message: String,
        /// The underlying client error.
        #[source]
        source: kube::Error,
    },

    /// A CustomResourceDefinition was stored but cannot become Established (e.g. a name conflict).
    #[error("CustomResourceDefinition {name} is not accepted: {message}")]
    CrdNotAccepted {
        /// `metadata.name` of the CRD.
        name: String,
        /// The condition's reason and message.
        message: String,
    },

    /// A kubeconfig could not be turned into a client configuration.
    #[error("invalid client configuration: {0}")]
    Kubeconfig(#[from] kube::config::KubeconfigError),

    /// A request to the API server failed.
    #[error("API request failed: {0}")]
    Kube(#[from] kube::Error),

    /// A client was requested outside a tokio runtime.
    #[error(
        "a kube::Client must be built inside a tokio runtime (it spawns a task there); \
         call client() from async code, e.g. a #[tokio::test]"
    )]
    NoRuntime,

    /// The process-wide shared control plane failed to start earlier; every caller gets its text.
    #[error("the shared control plane failed to start: {0}")]
    Shared(String),
}

impl Error {
    /// Whether this failure is a lost race for a loopback port (then a new attempt on fresh
    /// ports may succeed).
    pub(crate) fn is_port_race(&self) -> bool {
        match self {
            Error::ProcessExited { log_tail, .. } => log_tail.contains("address already in use"),
            _ => false,
        }
    }
}

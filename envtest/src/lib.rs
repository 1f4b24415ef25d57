//! A real `kube-apiserver` and `etcd` on loopback for tests — the Rust counterpart of
//! controller-runtime's envtest.
//!
//! ```no_run
//! # async fn demo() -> Result<(), kube_envtest::Error> {
//! use kube_envtest::Environment;
//!
//! let cp = Environment::new()
//!     .crd_path("config/crd/bases") // files or directories of CRD YAML
//!     .start()                      // etcd + kube-apiserver, CRDs Established and discovered
//!     .await?;
//! let client = cp.client()?;        // admin (system:masters) over mutual TLS
//! # drop(client);
//! // ... exercise the API ...
//! drop(cp);                         // processes killed, temp dirs removed
//! # Ok(()) }
//! ```
//!
//! Binaries come from `KUBEBUILDER_ASSETS` or the cache directory that kube-codegen's
//! `hack/setup-envtest.sh` fills ([`assets_dir`]); tests gate on [`require_assets`], which
//! fails without them unless `KUBE_ENVTEST_SKIP=1` asks to skip (then once, loudly). For one control
//! plane per test binary and a namespace per test, see [`SharedControlPlane`] and
//! [`test_namespace`]; to put objects of YAML manifests (samples, RBAC) on it,
//! [`apply_manifests`].
//!
//! Everything runs on 127.0.0.1 only: etcd on two free ports (client, peer), the API server on
//! one; all state lives in one temporary directory.

#![warn(missing_docs)]

mod assets;
mod certs;
mod crds;
mod error;
mod manifests;
mod process;
mod shared;
mod webhooks;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use k8s_openapi::api::core::v1::Namespace;
use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use kube::api::{Api, ObjectMeta, PostParams};
use kube::config::{
    AuthInfo, Cluster, Context, Kubeconfig, NamedAuthInfo, NamedCluster, NamedContext,
};
use kube::{Client, Config};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

pub use assets::{
    ASSETS_ENV, Binaries, ETCD_VERSION, KUBERNETES_VERSION, assets_dir, default_assets_dir,
    find_binaries, require_assets, skip_requested,
};
pub use certs::{ADMIN_GROUP, ADMIN_USER};
pub use crds::{FIELD_MANAGER, install_crds, parse_crds, read_crd_file, read_crds};
pub use error::Error;
pub use manifests::apply_manifests;
pub use shared::SharedControlPlane;
pub use webhooks::{WebhookConfigurations, serve_conversion_locally};

use certs::Pki;
use process::{Process, Watchdog, free_ports, log_tail};

/// The kubeconfig context, cluster and user name of the admin kubeconfig.
pub const KUBECONFIG_CONTEXT: &str = "envtest";

/// Builder of a control plane: where the binaries are, which CRDs to install, extra API server
/// flags and time limits. [`Environment::start`] runs it.
#[derive(Debug, Clone)]
pub struct Environment {
    assets: Option<PathBuf>,
    crd_paths: Vec<PathBuf>,
    crds: Vec<CustomResourceDefinition>,
    api_server_args: Vec<String>,
    start_timeout: Duration,
    crd_timeout: Duration,
    attempts: u32,
}

impl Default for Environment {
    fn default() -> Self {
        Self::new()
    }
}

impl Environment {
    /// A builder with the defaults: binaries from [`assets_dir`], no CRDs, no extra flags,
    /// 120 s to become ready (2 busy cores need ~10–20 s), 60 s for CRDs, 3 start attempts.
    pub fn new() -> Self {
        Environment {
            assets: None,
            crd_paths: Vec::new(),
            crds: Vec::new(),
            api_server_args: Vec::new(),
            start_timeout: Duration::from_secs(120),
            crd_timeout: Duration::from_secs(60),
            attempts: 3,
        }
    }

    /// Takes `kube-apiserver` and `etcd` from `dir` instead of `KUBEBUILDER_ASSETS` or the cache.
    pub fn assets_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.assets = Some(dir.into());
        self
    }

    /// Adds a CRD file (multi-document YAML or JSON) or a directory of them to install at start
    /// (see [`read_crds`] for what is read).
    pub fn crd_path(mut self, path: impl Into<PathBuf>) -> Self {
        self.crd_paths.push(path.into());
        self
    }

    /// Adds several CRD files or directories; see [`Environment::crd_path`].
    pub fn crd_paths<P: Into<PathBuf>>(mut self, paths: impl IntoIterator<Item = P>) -> Self {
        self.crd_paths.extend(paths.into_iter().map(Into::into));
        self
    }

    /// Adds an in-memory CRD (e.g. one a generator just built) to install at start.
    pub fn crd(mut self, crd: CustomResourceDefinition) -> Self {
        self.crds.push(crd);
        self
    }

    /// Appends a flag to the API server's command line, e.g. `"--feature-gates=Foo=true"`.
    /// Extra flags come after the defaults, so for a single-valued flag the extra one wins.
    pub fn api_server_arg(mut self, arg: impl Into<String>) -> Self {
        self.api_server_args.push(arg.into());
        self
    }

    /// How long one start attempt may wait for etcd and the API server to become ready.
    pub fn start_timeout(mut self, timeout: Duration) -> Self {
        self.start_timeout = timeout;
        self
    }

    /// How long to wait for the CRDs to become Established and discovered.
    pub fn crd_timeout(mut self, timeout: Duration) -> Self {
        self.crd_timeout = timeout;
        self
    }

    /// How many times to try starting when a start loses a loopback port to another process
    /// (at least 1; default 3). Other failures are not retried.
    pub fn start_attempts(mut self, attempts: u32) -> Self {
        self.attempts = attempts.max(1);
        self
    }

    /// Starts etcd and kube-apiserver, waits until `/readyz` answers `ok` and the `default`
    /// namespace exists, then installs the CRDs and waits until each is Established and served
    /// in discovery.
    ///
    /// Must run inside a tokio runtime (the readiness checks use a [`kube::Client`]). The
    /// processes are plain child processes, not bound to that runtime.
    ///
    /// # Errors
    /// [`Error::MissingBinary`] (with the command that builds it), [`Error::CrdFile`] before
    /// anything starts; [`Error::ProcessExited`] with the log tail when etcd or the API server
    /// dies; [`Error::PortRaces`] when every attempt lost a port; [`Error::Timeout`];
    /// [`Error::CrdRejected`] with the server's message for an invalid CRD.
    pub async fn start(self) -> Result<ControlPlane, Error> {
        let binaries = find_binaries(self.assets.as_deref())?;
        let mut crds = read_crds(&self.crd_paths)?;
        crds.extend(self.crds.iter().cloned());

        let begun = Instant::now();
        let mut attempt = 0;
        let cp = loop {
            attempt += 1;
            match self.start_once(&binaries).await {
                Ok(cp) => break cp,
                Err(e) if e.is_port_race() && attempt < self.attempts => continue,
                Err(e) if e.is_port_race() => {
                    return Err(Error::PortRaces {
                        attempts: attempt,
                        last: Box::new(e),
                    });
                }
                Err(e) => return Err(e),
            }
        };
        let mut cp = cp;
        cp.start_duration = begun.elapsed();
        if !crds.is_empty() {
            let client = cp.client()?;
            install_crds(&client, &crds, self.crd_timeout).await?;
        }
        Ok(cp)
    }

    async fn start_once(&self, binaries: &Binaries) -> Result<ControlPlane, Error> {
        let dir = tempfile::Builder::new()
            .prefix("kube-envtest-")
            .tempdir()
            .map_err(|source| Error::Io {
                action: "cannot create a temporary directory in",
                path: std::env::temp_dir(),
                source,
            })?;
        let root = dir.path().to_path_buf();
        let mkdir = |name: &str| {
            let path = root.join(name);
            std::fs::create_dir_all(&path)
                .map(|()| path.clone())
                .map_err(|source| Error::Io {
                    action: "cannot create",
                    path,
                    source,
                })
        };
        let pki_dir = mkdir("pki")?;
        let etcd_dir = mkdir("etcd")?;
        let cert_dir = mkdir("apiserver")?;
        let pki = Pki::generate(&pki_dir)?;
        let [etcd_port, peer_port, api_port] = free_ports::<3>()?;

        let watchdog = Watchdog::start(&root)?;
        let mut cp = ControlPlane {
            etcd: None,
            apiserver: None,
            watchdog: Some(watchdog),
            pki,
            api_port,
            etcd_port,
            kubeconfig_path: root.join("kubeconfig"),
            start_duration: Duration::ZERO,
            dir: Some(dir),
            api_command: None,
            restarts: 0,
        };

        let etcd_url = format!("http://127.0.0.1:{etcd_port}");
        let peer_url = format!("http://127.0.0.1:{peer_port}");
        let etcd_args = vec![
            "--name=envtest".to_string(),
            format!("--data-dir={}", etcd_dir.display()),
            format!("--listen-client-urls={etcd_url}"),
            format!("--advertise-client-urls={etcd_url}"),
            format!("--listen-peer-urls={peer_url}"),
            format!("--initial-advertise-peer-urls={peer_url}"),
            format!("--initial-cluster=envtest={peer_url}"),
            "--unsafe-no-fsync=true".to_string(),
            "--log-level=warn".to_string(),
        ];
        let etcd = Process::spawn("etcd", &binaries.etcd, &etcd_args, root.join("etcd.log"))?;
        cp.watch(etcd.child.id())?;
        cp.etcd = Some(etcd);

        let deadline = Instant::now() + self.start_timeout;
        cp.wait_etcd(deadline, self.start_timeout).await?;

        let p = &cp.pki;
        let mut api_args = vec![
            format!("--etcd-servers={etcd_url}"),
            "--bind-address=127.0.0.1".to_string(),
            "--advertise-address=127.0.0.1".to_string(),
            format!("--secure-port={api_port}"),
            format!("--cert-dir={}", cert_dir.display()),
            format!("--tls-cert-file={}", p.serving_cert.display()),
            format!("--tls-private-key-file={}", p.serving_key.display()),
            format!("--client-ca-file={}", p.ca_cert.display()),
            "--authorization-mode=RBAC".to_string(),
            "--service-account-issuer=https://kubernetes.default.svc".to_string(),
            format!("--service-account-key-file={}", p.sa_pub.display()),
            format!("--service-account-signing-key-file={}", p.sa_key.display()),
            "--service-cluster-ip-range=10.0.0.0/24".to_string(),
            "--allow-privileged=true".to_string(),
            // No controller-manager runs, so nothing would create the service accounts this
            // admission plugin insists on for every pod.
            "--disable-admission-plugins=ServiceAccount".to_string(),
        ];
        api_args.extend(self.api_server_args.iter().cloned());
        let apiserver = Process::spawn(
            "kube-apiserver",
            &binaries.kube_apiserver,
            &api_args,
            root.join("kube-apiserver.log"),
        )?;
        cp.watch(apiserver.child.id())?;
        cp.apiserver = Some(apiserver);
        cp.api_command = Some((binaries.kube_apiserver.clone(), api_args));

        cp.write_kubeconfig(&cp.kubeconfig_path)?;
        cp.wait_apiserver(deadline, self.start_timeout).await?;
        Ok(cp)
    }
}

/// A running control plane. Dropping it (also while a test unwinds from a panic) kills etcd
/// and kube-apiserver and removes the temporary directory; a watchdog process does the same if
/// the test process dies without running destructors.
#[derive(Debug)]
pub struct ControlPlane {
    etcd: Option<Process>,
    apiserver: Option<Process>,
    watchdog: Option<Watchdog>,
    pki: Pki,
    api_port: u16,
    etcd_port: u16,
    kubeconfig_path: PathBuf,
    start_duration: Duration,
    dir: Option<tempfile::TempDir>,
    /// How kube-apiserver was started, for [`ControlPlane::restart_api_server`].
    api_command: Option<(PathBuf, Vec<String>)>,
    restarts: u32,
}

impl ControlPlane {
    /// The API server's URL, `https://127.0.0.1:<port>`.
    pub fn server_url(&self) -> String {
        format!("https://127.0.0.1:{}", self.api_port)
    }

    /// etcd's client URL, `http://127.0.0.1:<port>`.
    pub fn etcd_url(&self) -> String {
        format!("http://127.0.0.1:{}", self.etcd_port)
    }

    /// The temporary directory holding etcd's data, the PKI, logs and the kubeconfig.
    pub fn work_dir(&self) -> &Path {
        self.dir.as_ref().map_or(Path::new(""), |d| d.path())
    }

    /// How long the start took, from the first attempt to `/readyz` and the `default`
    /// namespace (retries included, CRD installation not).
    pub fn start_duration(&self) -> Duration {
        self.start_duration
    }

    /// PIDs of the running processes: etcd, kube-apiserver and the watchdog.
    pub fn pids(&self) -> Vec<u32> {
        let mut pids: Vec<u32> = [&self.etcd, &self.apiserver]
            .into_iter()
            .flatten()
            .map(|p| p.child.id())
            .collect();
        pids.extend(self.watchdog.as_ref().map(Watchdog::pid));
        pids
    }

    /// An admin kubeconfig (user [`ADMIN_USER`] in group `system:masters`, client certificate
    /// auth, context [`KUBECONFIG_CONTEXT`], namespace `default`). Certificates are referenced
    /// by path inside [`ControlPlane::work_dir`], so it is valid while the control plane runs.
    pub fn kubeconfig(&self) -> Kubeconfig {
        let s = |p: &Path| Some(p.display().to_string());
        Kubeconfig {
            clusters: vec![NamedCluster {
                name: KUBECONFIG_CONTEXT.to_string(),
                cluster: Some(Cluster {
                    server: Some(self.server_url()),
                    certificate_authority: s(&self.pki.ca_cert),
                    ..Cluster::default()
                }),
                ..NamedCluster::default()
            }],
            auth_infos: vec![NamedAuthInfo {
                name: KUBECONFIG_CONTEXT.to_string(),
                auth_info: Some(AuthInfo {
                    client_certificate: s(&self.pki.admin_cert),
                    client_key: s(&self.pki.admin_key),
                    ..AuthInfo::default()
                }),
                ..NamedAuthInfo::default()
            }],
            contexts: vec![NamedContext {
                name: KUBECONFIG_CONTEXT.to_string(),
                context: Some(Context {
                    cluster: KUBECONFIG_CONTEXT.to_string(),
                    user: Some(KUBECONFIG_CONTEXT.to_string()),
                    namespace: Some("default".to_string()),
                    ..Context::default()
                }),
                ..NamedContext::default()
            }],
            current_context: Some(KUBECONFIG_CONTEXT.to_string()),
            api_version: Some("v1".to_string()),
            kind: Some("Config".to_string()),
            ..Kubeconfig::default()
        }
    }

    /// The path of the kubeconfig written at start (inside [`ControlPlane::work_dir`]); usable
    /// with `kubectl --kubeconfig` while the control plane runs.
    pub fn kubeconfig_path(&self) -> &Path {
        &self.kubeconfig_path
    }

    /// Writes [`ControlPlane::kubeconfig`] as YAML to `path`.
    ///
    /// # Errors
    /// [`Error::Io`] when the file cannot be written.
    pub fn write_kubeconfig(&self, path: &Path) -> Result<(), Error> {
        let yaml = serde_norway::to_string(&self.kubeconfig()).map_err(|e| Error::Io {
            action: "cannot serialize kubeconfig for",
            path: path.to_path_buf(),
            source: std::io::Error::other(e),
        })?;
        std::fs::write(path, yaml).map_err(|source| Error::Io {
            action: "cannot write",
            path: path.to_path_buf(),
            source,
        })
    }

    /// A client configuration for the admin user.
    ///
    /// # Errors
    /// [`Error::Kubeconfig`] if the certificate files cannot be read (the control plane was
    /// stopped).
    pub fn config(&self) -> Result<Config, Error> {
        Ok(Config::try_from(self.kubeconfig())?)
    }

    /// A new admin client. Call it in the tokio runtime that will use the client: a
    /// [`kube::Client`] is bound to the runtime it was built in, and each `#[tokio::test]` has
    /// its own runtime, so tests sharing one control plane each build their own client.
    ///
    /// # Errors
    /// [`Error::NoRuntime`] outside a tokio runtime (the client spawns its request buffer
    /// there); as [`ControlPlane::config`]; [`Error::Kube`] when the TLS setup fails.
    pub fn client(&self) -> Result<Client, Error> {
        if tokio::runtime::Handle::try_current().is_err() {
            return Err(Error::NoRuntime);
        }
        Ok(Client::try_from(self.config()?)?)
    }

    /// Installs more CRDs from files or directories; see [`install_crds`].
    ///
    /// # Errors
    /// As [`read_crds`] and [`install_crds`].
    pub async fn install_crd_paths<P: AsRef<Path>>(
        &self,
        paths: &[P],
        timeout: Duration,
    ) -> Result<Vec<CustomResourceDefinition>, Error> {
        let crds = read_crds(paths)?;
        install_crds(&self.client()?, &crds, timeout).await
    }

    /// The last `lines` lines of the API server's log (for test failure messages).
    pub fn apiserver_log_tail(&self, lines: usize) -> String {
        self.apiserver
            .as_ref()
            .map(|p| log_tail(&p.log, lines))
            .unwrap_or_default()
    }

    /// Kills kube-apiserver (SIGKILL, as a crash) and starts it again on the same port with
    /// the same flags, over the same etcd, then waits until it is ready; clients keep
    /// working after it (their connections fail until then). For testing how watches and
    /// informers recover from an API server restart. Each run logs to
    /// `kube-apiserver-restart-<n>.log` in the work directory.
    ///
    /// # Errors
    /// [`Error::Spawn`] if it cannot be started again, and the errors of
    /// [`Environment::start`] while waiting for it.
    pub async fn restart_api_server(&mut self, timeout: Duration) -> Result<(), Error> {
        let Some((binary, args)) = self.api_command.clone() else {
            return Ok(());
        };
        if let Some(mut p) = self.apiserver.take() {
            p.kill();
        }
        self.restarts += 1;
        let log = self
            .work_dir()
            .join(format!("kube-apiserver-restart-{}.log", self.restarts));
        let apiserver = Process::spawn("kube-apiserver", &binary, &args, log)?;
        self.watch(apiserver.child.id())?;
        self.apiserver = Some(apiserver);
        self.wait_apiserver(Instant::now() + timeout, timeout).await
    }

    /// Kills etcd and kube-apiserver, waits for them to exit and removes the temporary
    /// directory. Dropping the control plane does the same; this form reports a directory
    /// that could not be removed.
    ///
    /// # Errors
    /// [`Error::Io`] when the temporary directory cannot be removed.
    pub fn stop(mut self) -> Result<(), Error> {
        self.shutdown()
    }

    fn shutdown(&mut self) -> Result<(), Error> {
        // Disarm first: once we have reaped a process its PID may be reused, and the watchdog
        // must never signal it.
        if let Some(mut w) = self.watchdog.take() {
            w.disarm();
        }
        // The API server first, so it does not log etcd connection errors while dying.
        for p in [self.apiserver.take(), self.etcd.take()]
            .into_iter()
            .flatten()
        {
            let mut p = p;
            p.kill();
        }
        match self.dir.take() {
            Some(dir) => {
                let path = dir.path().to_path_buf();
                dir.close().map_err(|source| Error::Io {
                    action: "cannot remove",
                    path,
                    source,
                })
            }
            None => Ok(()),
        }
    }

    fn watch(&mut self, pid: u32) -> Result<(), Error> {
        match self.watchdog.as_mut() {
            Some(w) => w.watch(pid),
            None => Ok(()),
        }
    }

    fn check_processes(&mut self) -> Result<(), Error> {
        for p in [&mut self.etcd, &mut self.apiserver].into_iter().flatten() {
            p.check_running()?;
        }
        Ok(())
    }

    /// Polls etcd's `/health` (plain HTTP on loopback) until it reports healthy.
    async fn wait_etcd(&mut self, deadline: Instant, timeout: Duration) -> Result<(), Error> {
        loop {
            self.check_processes()?;
            let last = match etcd_health(self.etcd_port).await {
                Ok(true) => return Ok(()),
                Ok(false) => Some("etcd /health is not healthy yet".to_string()),
                Err(e) => Some(e.to_string()),
            };
            if Instant::now() >= deadline {
                return Err(self.timeout("etcd /health", timeout, last, "etcd"));
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Polls `/readyz` until it answers `ok`, then waits for the `default` namespace.
    async fn wait_apiserver(&mut self, deadline: Instant, timeout: Duration) -> Result<(), Error> {
        let client = self.client()?;
        loop {
            self.check_processes()?;
            let request = http::Request::get("/readyz").body(Vec::new());
            let last = match request {
                Ok(req) => match client.request_text(req).await {
                    Ok(text) if text.trim() == "ok" => break,
                    Ok(text) => Some(text),
                    Err(e) => Some(e.to_string()),
                },
                Err(e) => Some(e.to_string()),
            };
            if Instant::now() >= deadline {
                return Err(self.timeout(
                    "kube-apiserver /readyz",
                    timeout,
                    last,
                    "kube-apiserver",
                ));
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        let namespaces: Api<Namespace> = Api::all(client);
        loop {
            self.check_processes()?;
            let last = match namespaces.get_opt("default").await {
                Ok(Some(_)) => return Ok(()),
                Ok(None) => Some("namespace default does not exist yet".to_string()),
                Err(e) => Some(e.to_string()),
            };
            if Instant::now() >= deadline {
                return Err(self.timeout("the default namespace", timeout, last, "kube-apiserver"));
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    fn timeout(&self, what: &str, waited: Duration, last: Option<String>, log_of: &str) -> Error {
        let log = if log_of == "etcd" {
            &self.etcd
        } else {
            &self.apiserver
        };
        let tail = log
            .as_ref()
            .map(|p| log_tail(&p.log, 20))
            .unwrap_or_default();
        Error::Timeout {
            what: what.to_string(),
            waited,
            detail: Some(format!(
                "{}\nlast lines of the {log_of} log:\n{tail}",
                last.unwrap_or_default()
            )),
        }
    }
}

impl Drop for ControlPlane {
    fn drop(&mut self) {
        let _ = self.shutdown();
    }
}

/// `GET /health` on etcd's client port; `Ok(true)` when it reports `"health":"true"`.
async fn etcd_health(port: u16) -> std::io::Result<bool> {
    let fut = async {
        let mut stream = tokio::net::TcpStream::connect(("127.0.0.1", port)).await?;
        stream
            .write_all(b"GET /health HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
            .await?;
        let mut buf = Vec::new();
        stream.read_to_end(&mut buf).await?;
        Ok::<_, std::io::Error>(String::from_utf8_lossy(&buf).contains("\"health\":\"true\""))
    };
    match tokio::time::timeout(Duration::from_secs(2), fut).await {
        Ok(r) => r,
        Err(_) => Ok(false),
    }
}

/// Creates a namespace with a server-generated unique name `<prefix>-xxxxx` (`generateName`)
/// and returns its name: one namespace per test on a shared control plane.
///
/// Namespaces are not deleted afterwards: without kube-controller-manager a deleted namespace
/// stays `Terminating` forever, and the control plane is discarded at the end anyway.
///
/// # Errors
/// [`Error::Kube`] when the server refuses (e.g. `prefix` is not a DNS-1123 label prefix).
pub async fn test_namespace(client: &Client, prefix: &str) -> Result<String, Error> {
    let prefix = prefix.trim_end_matches('-');
    let ns = Namespace {
        metadata: ObjectMeta {
            generate_name: Some(format!("{prefix}-")),
            ..ObjectMeta::default()
        },
        ..Namespace::default()
    };
    let created = Api::<Namespace>::all(client.clone())
        .create(&PostParams::default(), &ns)
        .await?;
    Ok(created.metadata.name.unwrap_or_default())
}

//! The generated client goldens of `testdata/`, compiled against their API modules: this
//! crate building (warning-free under `clippy -D warnings`) is the check that every golden
//! is valid Rust. Its tests run the clients against the fake API server and a real one.
//!
//! Each case mounts `testdata/<case>/api` as `api` and the golden
//! `testdata/<case>/expected/clientset.rs` as its sibling `clientset`, the layout the
//! goldens are generated for (`Config::clients("super::api")`).

/// `testdata/guestbook`: one namespaced Kind with the status subresource.
#[path = "../../testdata/guestbook"]
pub mod guestbook {
    /// The API types.
    pub mod api {
        pub mod v1;
    }
    /// The generated clients; every public item must be documented.
    #[deny(missing_docs)]
    pub mod clientset {
        include!("../../testdata/guestbook/expected/clientset.rs");
    }
}

/// `testdata/clients`: two groups, three versions, namespaced and cluster-scoped Kinds,
/// read-only, only/skip verbs, custom subresource methods, a plural exception.
#[path = "../../testdata/clients"]
pub mod clients {
    /// The API types.
    pub mod api {
        /// Group `webapp.my.domain`.
        pub mod webapp {
            pub mod v1;
            pub mod v1beta1;
        }
        /// Group `infra.example.com`.
        pub mod infra {
            pub mod v1alpha1;
        }
    }
    /// The generated clients; every public item must be documented.
    #[deny(missing_docs)]
    pub mod clientset {
        include!("../../testdata/clients/expected/clientset.rs");
    }
}

/// `testdata/conversion`: a Kind in v1 and v2 (the hub, its storage version), where v1's
/// `size` became `replicas` and its `image` string an object; the generated conversions
/// and the two fields' manual ones, as a user writes them.
#[path = "../../testdata/conversion"]
pub mod conversion {
    /// The API types.
    pub mod api {
        pub mod v1;
        pub mod v2;
    }
    /// The generated clients; every public item must be documented.
    #[deny(missing_docs)]
    pub mod clientset {
        include!("../../testdata/conversion/expected/clientset.rs");
    }
    /// The generated conversions; every public item must be documented.
    #[deny(missing_docs)]
    pub mod conversions {
        include!("../../testdata/conversion/expected/conversions.rs");
    }
    mod manual;
}

/// `testdata/import`: the API modules `kube-codegen import` wrote for controller-gen's CRDs
/// of `testdata/cronjob`, `testdata/clients` and `testdata/multigroup`, and the typed
/// clients generated for every imported Kind (`--root-kinds`).
#[path = "../../testdata/import"]
pub mod imported {
    /// The imported API types (their doc comments are the CRDs' descriptions).
    #[allow(missing_docs)]
    #[path = "expected/mod.rs"]
    pub mod api;
    /// The generated clients; every public item must be documented. Their apply
    /// configurations copy the CRDs' descriptions, written for `kubectl explain`, not
    /// rustdoc (as the imported modules say with `#![allow(rustdoc::all)]`).
    #[deny(missing_docs)]
    #[allow(rustdoc::all)]
    pub mod clientset {
        include!("../../testdata/import/clients/clientset.rs");
    }
}

/// `testdata/multiversion`: a Kind in three versions, v2 the hub; its generated
/// conversions compile with the manual ones of `captain` and `crew`.
#[path = "../../testdata/multiversion"]
pub mod multiversion {
    /// The API types.
    pub mod api {
        pub mod v1;
        pub mod v1beta1;
        pub mod v2;
    }
    /// The generated conversions; every public item must be documented.
    #[deny(missing_docs)]
    pub mod conversions {
        include!("../../testdata/multiversion/expected/conversions.rs");
    }
    mod manual;
}

/// `testdata/conversion-rules`: a Kind in v1 and v2 (the hub) whose conversions the rules
/// take partly away from the generated code (a struct whose every field is manual, a field
/// and a type marked `+kube-codegen:conversion:manual`, an enum the hub widened, a type in a
/// private module re-exported by name and overridden); the generated conversions compile
/// with the manual ones of `manual.rs`, and the clients with them (`tests/conversion.rs`
/// serves them on kube-apiserver).
#[path = "../../testdata/conversion-rules"]
pub mod conversion_rules {
    /// The API types.
    pub mod api {
        pub mod v1;
        pub mod v2;
    }
    /// The generated clients; every public item must be documented.
    #[deny(missing_docs)]
    pub mod clientset {
        include!("../../testdata/conversion-rules/expected/clientset.rs");
    }
    /// The generated conversions; every public item must be documented.
    #[deny(missing_docs)]
    pub mod conversions {
        include!("../../testdata/conversion-rules/expected/conversions.rs");
    }
    mod manual;
}

/// `testdata/conversion-context`: a Kind whose v1 asks for the conversion context
/// (`+kube-codegen:conversion:context`): v2 moved a field from the spec into a shared type
/// used twice, and defaults a new field from the object's namespace; the generated
/// conversions compile with the manual ones of `manual.rs`, which read the context, and the
/// clients with them (`tests/conversion.rs` serves them on kube-apiserver).
#[path = "../../testdata/conversion-context"]
pub mod conversion_context {
    /// The API types.
    pub mod api {
        pub mod v1;
        pub mod v2;
    }
    /// The generated clients; every public item must be documented.
    #[deny(missing_docs)]
    pub mod clientset {
        include!("../../testdata/conversion-context/expected/clientset.rs");
    }
    /// The generated conversions; every public item must be documented.
    #[deny(missing_docs)]
    pub mod conversions {
        include!("../../testdata/conversion-context/expected/conversions.rs");
    }
    mod manual;
}

/// `testdata/validation`: a root Kind without `+genclient` but with a `TypeMeta<Self>` field,
/// which gets kube's traits and the runtime's `Kind`, and no client.
#[path = "../../testdata/validation"]
pub mod validation {
    /// The API types.
    pub mod api {
        pub mod v1;
    }
    /// The generated impls; every public item must be documented.
    #[deny(missing_docs)]
    pub mod clientset {
        include!("../../testdata/validation/expected/clientset.rs");
    }
}

/// `testdata/derive-clients`: Kinds declared with kube-derive's `#[derive(CustomResource)]`
/// (whose root types and traits kube-derive writes), with generated clients, listers and
/// informers.
#[path = "../../testdata/derive-clients"]
pub mod derive_clients {
    /// The API types.
    pub mod api {
        pub mod fleet;
        pub mod versions;
    }
    /// The generated clients; every public item must be documented.
    #[deny(missing_docs)]
    pub mod clientset {
        include!("../../testdata/derive-clients/expected/clientset.rs");
    }
}

/// Objects the tests and the benchmark share.
pub mod fixtures {
    use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

    use crate::clients::api::webapp::v1::{Guestbook, GuestbookSpec};

    /// A Guestbook `namespace/name` with `spec.title` = `title` and one replica, no status.
    pub fn guestbook(namespace: &str, name: &str, title: &str) -> Guestbook {
        Guestbook {
            types: Default::default(),
            metadata: ObjectMeta {
                name: Some(name.into()),
                namespace: Some(namespace.into()),
                ..Default::default()
            },
            spec: GuestbookSpec {
                title: Some(title.into()),
                replicas: Some(1),
            },
            status: None,
        }
    }
}

/// The webhook tests' server.
pub mod webhooks {
    use std::net::SocketAddr;

    use kube_codegen_runtime::webhook::WebhookServer;
    use tokio_util::sync::CancellationToken;

    /// `server` serving on a free loopback port until the token is cancelled; the task
    /// ends once the server has drained.
    pub async fn spawn(
        server: WebhookServer,
    ) -> std::io::Result<(SocketAddr, CancellationToken, tokio::task::JoinHandle<()>)> {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let addr = listener.local_addr()?;
        let stop = CancellationToken::new();
        let serving = tokio::spawn({
            let stop = stop.clone();
            async move { server.serve_until(listener, stop.cancelled_owned()).await }
        });
        Ok((addr, stop, serving))
    }

    /// `object` created through `api`, the first object written through a conversion
    /// webhook: the CA may take a moment to reach the API server, so the create is retried
    /// every 200 ms for up to 10 s; the last error when it never succeeds.
    pub async fn first_create<K>(api: &kube::Api<K>, object: &K) -> kube::Result<K>
    where
        K: Clone + serde::Serialize + serde::de::DeserializeOwned + std::fmt::Debug,
    {
        let mut tries = 0;
        loop {
            match api.create(&kube::api::PostParams::default(), object).await {
                Ok(created) => return Ok(created),
                Err(e) if tries < 50 => {
                    eprintln!("waiting for the conversion webhook: {e}");
                    tries += 1;
                    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
                }
                Err(e) => return Err(e),
            }
        }
    }
}

/// Managers on one Lease whose controller labels ConfigMaps, for the leader-election and
/// fault tests: who wrote an object is in its `managedFields`.
pub mod leaders {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    use k8s_openapi::api::core::v1::ConfigMap;
    use kube::api::{Api, Patch, PatchParams};
    use kube_codegen_runtime::FactoryOptions;
    use kube_codegen_runtime::controller::{Action, ReconcileError, Request, reconciler_fn};
    use kube_codegen_runtime::manager::{
        LeaderElectionConfig, Manager, ManagerError, ManagerOptions,
    };
    use serde_json::json;

    /// A manager on `client` whose controller labels each ConfigMap of `ns` with
    /// `reconciled-by: <id>` (a server-side apply with field manager `<id>`), on the Lease
    /// `e2e-lock` of `ns` (10 s lease, 8 s renew deadline, 500 ms retry), with metrics and
    /// probes on free loopback ports; and the count of its reconciles.
    ///
    /// # Errors
    ///
    /// As [`Manager::controller`]'s registration.
    pub fn labeling_manager(
        client: kube::Client,
        ns: &str,
        id: &'static str,
    ) -> Result<(Manager, Arc<AtomicUsize>), ManagerError> {
        let timings = Timings {
            lease: Duration::from_secs(10),
            renew_deadline: Duration::from_secs(8),
            retry: Duration::from_millis(500),
        };
        labeling_manager_with(client, ns, id, timings)
    }

    /// A Lease's durations (client-go's `LeaseDuration`, `RenewDeadline`, `RetryPeriod`).
    #[derive(Clone, Copy, Debug)]
    pub struct Timings {
        /// How long a lease holds without renewal.
        pub lease: Duration,
        /// How long a leader keeps trying to renew before it stops.
        pub renew_deadline: Duration,
        /// How often candidates try.
        pub retry: Duration,
    }

    /// As [`labeling_manager`], with the Lease's `timings`.
    ///
    /// # Errors
    ///
    /// As [`Manager::controller`]'s registration.
    pub fn labeling_manager_with(
        client: kube::Client,
        ns: &str,
        id: &'static str,
        timings: Timings,
    ) -> Result<(Manager, Arc<AtomicUsize>), ManagerError> {
        let lease = LeaderElectionConfig::new("e2e-lock", ns)
            .identity(id)
            .timings(timings.lease, timings.renew_deadline, timings.retry);
        let options = ManagerOptions::new()
            .metrics_bind_address("127.0.0.1:0")?
            .health_probe_bind_address("127.0.0.1:0")?
            .leader_election(lease)
            .factory(FactoryOptions::default().namespace(ns));
        let mgr = Manager::with_client(client.clone(), options);
        let ns = ns.to_string();
        let count = Arc::new(AtomicUsize::new(0));
        let counter = count.clone();
        mgr.controller::<ConfigMap>()
            .named(id)
            .complete(reconciler_fn(move |r: Request| {
                let api: Api<ConfigMap> = Api::namespaced(client.clone(), &ns);
                counter.fetch_add(1, Ordering::SeqCst);
                async move {
                    let patch = json!({"apiVersion": "v1", "kind": "ConfigMap",
                        "metadata": {"name": r.name, "labels": {"reconciled-by": id}}});
                    api.patch(
                        &r.name,
                        &PatchParams::apply(id).force(),
                        &Patch::Apply(&patch),
                    )
                    .await
                    .map_err(ReconcileError::from)?;
                    Ok(Action::done())
                }
            }))?;
        Ok((mgr, count))
    }

    /// The labeling managers (`a`, `b`) that wrote `cm`, sorted.
    pub fn writers(cm: &ConfigMap) -> Vec<String> {
        let mut managers: Vec<String> = cm
            .metadata
            .managed_fields
            .iter()
            .flatten()
            .filter_map(|f| f.manager.clone())
            .filter(|m| m == "a" || m == "b")
            .collect();
        managers.sort();
        managers.dedup();
        managers
    }
}

/// Waiting in the tests that run a manager.
pub mod wait {
    use std::time::Duration;

    /// Polls `ok` every 50 ms until it is true; an error naming `what` after `timeout`.
    pub async fn eventually(
        what: &str,
        timeout: Duration,
        mut ok: impl AsyncFnMut() -> bool,
    ) -> Result<(), String> {
        let end = tokio::time::Instant::now() + timeout;
        while !ok().await {
            if tokio::time::Instant::now() > end {
                return Err(format!("timed out waiting for {what}"));
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        Ok(())
    }

    /// One plain HTTP/1.1 GET of `path` on `addr`: the status and the body.
    pub async fn http_get(
        addr: std::net::SocketAddr,
        path: &str,
    ) -> std::io::Result<(u16, String)> {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let mut stream = tokio::net::TcpStream::connect(addr).await?;
        let request = format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).await?;
        let mut response = String::new();
        stream.read_to_string(&mut response).await?;
        let code = response
            .get(9..12)
            .and_then(|c| c.parse().ok())
            .ok_or_else(|| std::io::Error::other(format!("no status line in {response:?}")))?;
        let body = response
            .split_once("\r\n\r\n")
            .map(|(_, b)| b.to_string())
            .unwrap_or_default();
        Ok((code, body))
    }
}

/// The HTTPS servers' tests' client side (webhook and secure metrics).
pub mod tls {
    use std::sync::Arc;

    use rustls::pki_types::CertificateDer;
    use rustls::pki_types::pem::PemObject;

    /// A TLS connector of [`client_config`].
    pub fn connector(ca: &[u8]) -> std::io::Result<tokio_rustls::TlsConnector> {
        Ok(tokio_rustls::TlsConnector::from(Arc::new(client_config(
            ca,
        )?)))
    }

    /// The CAs of `ca` (PEM), as rustls' trust roots. Errors: a PEM or a certificate rustls
    /// refuses.
    pub fn roots(ca: &[u8]) -> std::io::Result<rustls::RootCertStore> {
        let mut roots = rustls::RootCertStore::empty();
        for cert in CertificateDer::pem_slice_iter(ca) {
            roots
                .add(cert.map_err(std::io::Error::other)?)
                .map_err(std::io::Error::other)?;
        }
        Ok(roots)
    }

    /// A TLS client's configuration trusting only the CAs of `ca` (PEM), with session
    /// resumption off so each connection's handshake shows the certificate served now.
    /// Errors: a PEM or a certificate rustls refuses.
    pub fn client_config(ca: &[u8]) -> std::io::Result<rustls::ClientConfig> {
        let roots = roots(ca)?;
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let mut config = rustls::ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .map_err(std::io::Error::other)?
            .with_root_certificates(roots)
            .with_no_client_auth();
        config.resumption = rustls::client::Resumption::disabled();
        Ok(config)
    }
}

pub mod crd_compare;

/// A global allocator that counts the bytes the process holds, for the informer
/// benchmarks: resident set size also counts freed memory the allocator keeps, and a
/// counted figure is exact and repeatable.
pub mod counting {
    use std::alloc::{GlobalAlloc, Layout, System};
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// The system allocator, counting the bytes allocated and not yet freed (requested
    /// sizes, without the allocator's own overhead). Install it with
    /// `#[global_allocator] static A: Counting = Counting;`.
    pub struct Counting;

    static LIVE: AtomicUsize = AtomicUsize::new(0);

    // SAFETY: every method forwards to the system allocator unchanged and only updates a
    // counter.
    unsafe impl GlobalAlloc for Counting {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            LIVE.fetch_add(layout.size(), Ordering::Relaxed);
            // SAFETY: the caller's contract for `alloc` is the system allocator's.
            unsafe { System.alloc(layout) }
        }
        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
            // SAFETY: `ptr` came from `alloc` with this `layout`.
            unsafe { System.dealloc(ptr, layout) }
        }
        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            LIVE.fetch_add(new_size, Ordering::Relaxed);
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
            // SAFETY: as for `alloc` and `dealloc`.
            unsafe { System.realloc(ptr, layout, new_size) }
        }
    }

    /// Bytes allocated through [`Counting`] and not yet freed; 0 when it is not the global
    /// allocator.
    pub fn live_bytes() -> usize {
        LIVE.load(Ordering::Relaxed)
    }
}

/// Compile-time checks of the generated clients: a verb the `+genclient` tags leave out is
/// absent, not a run-time error. Each `compile_fail` example below must fail to compile.
/// It names the error rustc 1.95 gives, but rustdoc checks that code only on nightly, so
/// the first example is the control: the same receivers with verbs their tags allow
/// compile, so each failure below comes from the one missing verb or type.
///
/// Verbs the tags allow compile:
///
/// ```
/// use kube_codegen_e2e::clients::clientset::Clientset;
/// async fn uses(cs: Clientset) {
///     let _ = cs.infrastructure_v1alpha1().tokens("ns").get("x").await;
///     let _ = cs.webapp_v1beta1().reviews("ns").list(&Default::default()).await;
///     let _ = cs.webapp_v1().guestbooks("ns")
///         .update_status(&Default::default(), &Default::default()).await;
///     let _ = cs.webapp_v1().visitors("ns").get("x").await;
/// }
/// type Lister = kube_codegen_e2e::clients::clientset::webapp::v1::GuestbookLister;
/// ```
///
/// `+genclient:onlyVerbs=create,get` leaves out `list`:
///
/// ```compile_fail,E0599
/// use kube_codegen_e2e::clients::clientset::Clientset;
/// async fn uses(cs: Clientset) {
///     let _ = cs.infrastructure_v1alpha1().tokens("ns").list(&Default::default()).await;
/// }
/// ```
///
/// `+genclient:readonly` leaves out `create`:
///
/// ```compile_fail,E0599
/// use kube_codegen_e2e::clients::clientset::Clientset;
/// async fn uses(cs: Clientset) {
///     let _ = cs.webapp_v1beta1().reviews("ns")
///         .create(&Default::default(), &Default::default()).await;
/// }
/// ```
///
/// A Kind without a `status` field has no status verbs:
///
/// ```compile_fail,E0599
/// use kube_codegen_e2e::clients::clientset::Clientset;
/// async fn uses(cs: Clientset) {
///     let _ = cs.webapp_v1().visitors("ns")
///         .update_status(&Default::default(), &Default::default()).await;
/// }
/// ```
///
/// `+genclient:noVerbs` leaves only the custom method, not `get`:
///
/// ```compile_fail,E0599
/// use kube_codegen_e2e::clients::clientset::Clientset;
/// async fn uses(cs: Clientset) {
///     let _ = cs.infrastructure_v1alpha1().sentinels("ns").get("x").await;
/// }
/// ```
///
/// No lister or informer without both `list` and `watch`:
///
/// ```compile_fail,E0425
/// type NoLister = kube_codegen_e2e::clients::clientset::infrastructure::v1alpha1::TokenLister;
/// ```
///
/// The runtime's `Lister::get` reads a cluster-scoped object by name; a namespaced Kind's
/// lister has it only per namespace (its keys are `ns/name`):
///
/// ```
/// use kube_codegen_runtime::Lister;
/// use k8s_openapi::api::core::v1::{Namespace, Pod};
/// fn reads(pods: Lister<Pod>, namespaces: Lister<Namespace>) {
///     let _ = pods.namespace("default").get("a");
///     let _ = namespaces.get("default");
/// }
/// ```
///
/// ```compile_fail,E0277
/// use kube_codegen_runtime::Lister;
/// use k8s_openapi::api::core::v1::Pod;
/// fn reads(pods: Lister<Pod>) {
///     let _ = pods.get("a");
/// }
/// ```
pub mod compile_checks {}

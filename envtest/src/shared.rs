//! One control plane per test binary, shared by all its tests.

use std::sync::OnceLock;

use crate::{ControlPlane, Environment, Error};

/// A lazily started control plane shared by every test of a test binary; put it in a
/// `static`:
///
/// ```no_run
/// use kube_envtest::{Environment, SharedControlPlane, test_namespace};
///
/// static CONTROL_PLANE: SharedControlPlane =
///     SharedControlPlane::new(|| Environment::new().crd_path("config/crd/bases"));
///
/// #[tokio::test]
/// async fn creates_a_widget() -> Result<(), Box<dyn std::error::Error>> {
///     let Some(_) = kube_envtest::require_assets() else { return Ok(()) };
///     let cp = CONTROL_PLANE.get().await?;
///     let client = cp.client()?; // bound to this test's runtime
///     let ns = test_namespace(&client, "widget").await?;
///     // ...
///     Ok(())
/// }
/// ```
///
/// The first [`SharedControlPlane::get`] starts it on a dedicated thread with its own tokio
/// runtime, so no test's runtime owns it; concurrent callers wait for that start. It is never
/// dropped (statics are not): when the test process exits, the control plane's watchdog kills
/// etcd and kube-apiserver and removes the temporary directory.
///
/// A failed start is remembered: later callers get [`Error::Shared`] with the same message
/// instead of retrying for minutes.
pub struct SharedControlPlane {
    make: fn() -> Environment,
    cell: OnceLock<Result<ControlPlane, String>>,
}

impl std::fmt::Debug for SharedControlPlane {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SharedControlPlane")
            .field("started", &self.cell.get().map(|r| r.is_ok()))
            .finish()
    }
}

impl SharedControlPlane {
    /// A shared control plane that `make` configures on first use.
    pub const fn new(make: fn() -> Environment) -> Self {
        SharedControlPlane {
            make,
            cell: OnceLock::new(),
        }
    }

    /// The running control plane, starting it on first call. Does not block the caller's
    /// runtime (the wait happens on tokio's blocking pool).
    ///
    /// # Errors
    /// [`Error::Shared`] with the start error's text.
    pub async fn get(&'static self) -> Result<&'static ControlPlane, Error> {
        if let Some(result) = self.cell.get() {
            return result.as_ref().map_err(|e| Error::Shared(e.clone()));
        }
        match tokio::task::spawn_blocking(move || self.get_blocking()).await {
            Ok(result) => result,
            Err(join) => Err(Error::Shared(format!("start-up thread failed: {join}"))),
        }
    }

    /// As [`SharedControlPlane::get`], blocking the current thread (for code outside async).
    ///
    /// # Errors
    /// As [`SharedControlPlane::get`].
    pub fn get_blocking(&'static self) -> Result<&'static ControlPlane, Error> {
        self.cell
            .get_or_init(|| {
                let env = (self.make)();
                let started = std::thread::Builder::new()
                    .name("kube-envtest-start".to_string())
                    .spawn(move || {
                        let runtime = tokio::runtime::Builder::new_current_thread()
                            .enable_all()
                            .build()
                            .map_err(|e| format!("cannot build a tokio runtime: {e}"))?;
                        runtime.block_on(env.start()).map_err(|e| e.to_string())
                    });
                match started {
                    Ok(handle) => handle
                        .join()
                        .unwrap_or_else(|_| Err("the start-up thread panicked".to_string())),
                    Err(e) => Err(format!("cannot spawn the start-up thread: {e}")),
                }
            })
            .as_ref()
            .map_err(|e| Error::Shared(e.clone()))
    }
}

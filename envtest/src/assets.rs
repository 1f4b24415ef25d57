//! Locating the `kube-apiserver` and `etcd` binaries, and the skip-or-fail policy of tests
//! that need them.

use std::path::{Path, PathBuf};
use std::sync::Once;

use crate::Error;

/// The Kubernetes version `hack/setup-envtest.sh` builds (its `K8S_VERSION`).
pub const KUBERNETES_VERSION: &str = "1.36.3";

/// The etcd version `hack/setup-envtest.sh` builds (its `ETCD_VERSION`): the one Kubernetes
/// 1.36 is tested with (kubernetes' `build/dependencies.yaml`).
pub const ETCD_VERSION: &str = "3.6.8";

/// The environment variable naming the assets directory, as controller-runtime's envtest.
pub const ASSETS_ENV: &str = "KUBEBUILDER_ASSETS";

/// The directory `hack/setup-envtest.sh` fills when `KUBEBUILDER_ASSETS` is unset:
/// `${KUBE_CODEGEN_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kube-codegen}/envtest/k8s-<ver>-etcd-<ver>`.
///
/// Returns `None` when neither `KUBE_CODEGEN_CACHE`, `XDG_CACHE_HOME` nor `HOME` is set.
pub fn default_assets_dir() -> Option<PathBuf> {
    let non_empty = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    let root = match non_empty("KUBE_CODEGEN_CACHE") {
        Some(dir) => PathBuf::from(dir),
        None => non_empty("XDG_CACHE_HOME")
            .map(PathBuf::from)
            .or_else(|| non_empty("HOME").map(|home| Path::new(&home).join(".cache")))?
            .join("kube-codegen"),
    };
    Some(
        root.join("envtest")
            .join(format!("k8s-{KUBERNETES_VERSION}-etcd-{ETCD_VERSION}")),
    )
}

/// The assets directory in effect: `KUBEBUILDER_ASSETS` when set and non-empty, else
/// [`default_assets_dir`]. The directory is not checked to exist; see [`find_binaries`].
pub fn assets_dir() -> Option<PathBuf> {
    std::env::var_os(ASSETS_ENV)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(default_assets_dir)
}

/// Paths of the two control-plane binaries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Binaries {
    /// `<assets>/kube-apiserver`.
    pub kube_apiserver: PathBuf,
    /// `<assets>/etcd`.
    pub etcd: PathBuf,
}

/// Finds `kube-apiserver` and `etcd` in `dir` (or, when `dir` is `None`, in [`assets_dir`]).
///
/// # Errors
/// [`Error::MissingBinary`] naming the first binary that is absent or not executable, with
/// the command that builds it.
pub fn find_binaries(dir: Option<&Path>) -> Result<Binaries, Error> {
    let dir = match dir {
        Some(d) => d.to_path_buf(),
        None => assets_dir().unwrap_or_else(|| PathBuf::from(".")),
    };
    let check = |binary: &'static str| {
        let path = dir.join(binary);
        if is_executable(&path) {
            Ok(path)
        } else {
            Err(Error::MissingBinary { binary, path })
        }
    };
    Ok(Binaries {
        kube_apiserver: check("kube-apiserver")?,
        etcd: check("etcd")?,
    })
}

fn is_executable(path: &Path) -> bool {
    match std::fs::metadata(path) {
        #[cfg(unix)]
        Ok(meta) => {
            use std::os::unix::fs::PermissionsExt;
            meta.is_file() && meta.permissions().mode() & 0o111 != 0
        }
        #[cfg(not(unix))]
        Ok(meta) => meta.is_file(),
        Err(_) => false,
    }
}

/// True when the user asked to skip the end-to-end tests: `KUBE_ENVTEST_SKIP` set to a
/// non-empty value (`KUBE_ENVTEST_SKIP=1 cargo test`).
pub fn skip_requested() -> bool {
    std::env::var_os("KUBE_ENVTEST_SKIP").is_some_and(|v| !v.is_empty())
}

static SKIP_BANNER: Once = Once::new();

/// The gate for end-to-end tests: returns the binaries when they are installed.
///
/// When they are missing, the test **fails** (a panic with the [`Error::MissingBinary`]
/// message, which says how to build them), unless the user asked to skip the end-to-end
/// tests with `KUBE_ENVTEST_SKIP=1`: then it returns `None` after printing, once per
/// process, a banner to stderr saying they are skipped, and the caller returns early. A
/// test that cannot run never passes by doing nothing.
///
/// ```no_run
/// #[tokio::test]
/// async fn creates_a_widget() {
///     let Some(_) = kube_envtest::require_assets() else { return };
///     // ... start or share a control plane ...
/// }
/// ```
pub fn require_assets() -> Option<Binaries> {
    match find_binaries(None) {
        Ok(binaries) => Some(binaries),
        Err(err) if skip_requested() => {
            SKIP_BANNER.call_once(|| {
                let line = "=".repeat(78);
                eprintln!(
                    "\n{line}\nkube-envtest: SKIPPING end-to-end tests (KUBE_ENVTEST_SKIP is set).\n{err}\n{line}\n"
                );
            });
            None
        }
        Err(err) => panic!(
            "end-to-end tests need a control plane (set KUBE_ENVTEST_SKIP=1 to skip them): {err}"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The crate's pinned versions must be the ones the build script builds, or the default
    /// cache directory would never be found.
    #[test]
    fn versions_match_setup_script() {
        let script = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../hack/setup-envtest.sh"
        ))
        .expect("hack/setup-envtest.sh is part of the repository");
        assert!(
            script
                .lines()
                .any(|l| l == format!("K8S_VERSION={KUBERNETES_VERSION}")),
            "hack/setup-envtest.sh does not pin K8S_VERSION={KUBERNETES_VERSION}"
        );
        assert!(
            script
                .lines()
                .any(|l| l == format!("ETCD_VERSION={ETCD_VERSION}")),
            "hack/setup-envtest.sh does not pin ETCD_VERSION={ETCD_VERSION}"
        );
    }

    #[test]
    fn missing_binary_names_the_binary_and_the_fix() {
        let dir = tempfile::tempdir().expect("temp dir");
        let err = find_binaries(Some(dir.path())).expect_err("empty dir has no binaries");
        let text = err.to_string();
        assert!(text.starts_with("kube-apiserver not found at "), "{text}");
        assert!(text.contains("hack/setup-envtest.sh"), "{text}");
        assert!(matches!(
            err,
            Error::MissingBinary {
                binary: "kube-apiserver",
                ..
            }
        ));
    }

    #[cfg(unix)]
    #[test]
    fn non_executable_file_is_missing() {
        let dir = tempfile::tempdir().expect("temp dir");
        std::fs::write(dir.path().join("kube-apiserver"), b"#!/bin/sh\n").expect("write");
        std::fs::write(dir.path().join("etcd"), b"#!/bin/sh\n").expect("write");
        let err = find_binaries(Some(dir.path())).expect_err("files are not executable");
        assert!(matches!(
            err,
            Error::MissingBinary {
                binary: "kube-apiserver",
                ..
            }
        ));
        use std::os::unix::fs::PermissionsExt;
        for name in ["kube-apiserver", "etcd"] {
            std::fs::set_permissions(
                dir.path().join(name),
                std::fs::Permissions::from_mode(0o755),
            )
            .expect("chmod");
        }
        let found = find_binaries(Some(dir.path())).expect("both executable now");
        assert_eq!(found.etcd, dir.path().join("etcd"));
        assert_eq!(found.kube_apiserver, dir.path().join("kube-apiserver"));
    }
}

//! Start and teardown of a private control plane: nothing may survive `stop()` or a panic.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use kube_envtest::{Environment, Error, require_assets};

/// Whether a process is alive (a reaped process has no /proc entry; a zombie counts as dead).
fn alive(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Ok(stat) => !stat
            .rsplit_once(')')
            .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z')),
        Err(_) => false,
    }
}

fn wait_gone(pids: &[u32], dir: &Path) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while (pids.iter().any(|&p| alive(p)) || dir.exists()) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[tokio::test]
async fn stop_leaves_no_process_and_no_directory() -> Result<(), Box<dyn std::error::Error>> {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = Environment::new().start().await?;
    eprintln!(
        "private control plane started in {:.1?}",
        cp.start_duration()
    );
    let pids = cp.pids();
    let dir: PathBuf = cp.work_dir().to_path_buf();
    assert_eq!(pids.len(), 3, "etcd, kube-apiserver, watchdog: {pids:?}");
    assert!(pids.iter().all(|&p| alive(p)), "{pids:?}");
    assert!(dir.join("etcd").is_dir() && cp.kubeconfig_path().is_file());

    cp.stop()?;
    // stop() reaps etcd and the API server itself: they are gone at once.
    for &pid in &pids {
        assert!(!alive(pid), "process {pid} survived stop()");
    }
    assert!(!dir.exists(), "{} survived stop()", dir.display());
    Ok(())
}

#[tokio::test]
async fn panic_in_a_test_still_tears_down() -> Result<(), Box<dyn std::error::Error>> {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let cp = Environment::new().start().await?;
    let pids = cp.pids();
    let dir = cp.work_dir().to_path_buf();
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || {
        let _held = cp;
        panic!("a failing assertion in a test");
    }));
    assert!(outcome.is_err());
    wait_gone(&pids, &dir);
    for &pid in &pids {
        assert!(!alive(pid), "process {pid} survived the panic");
    }
    assert!(!dir.exists(), "{} survived the panic", dir.display());
    Ok(())
}

#[tokio::test]
async fn missing_binaries_name_the_install_command() {
    let empty = tempfile::tempdir().expect("temp dir");
    let err = Environment::new()
        .assets_dir(empty.path())
        .start()
        .await
        .expect_err("no binaries in an empty directory");
    assert!(
        matches!(
            err,
            Error::MissingBinary {
                binary: "kube-apiserver",
                ..
            }
        ),
        "{err}"
    );
    let text = err.to_string();
    assert!(
        text.contains(&empty.path().join("kube-apiserver").display().to_string()),
        "{text}"
    );
    assert!(text.contains("hack/setup-envtest.sh"), "{text}");
}

/// A start that loses its API server port is retried on fresh ports; when every attempt loses
/// (here forced: the extra flag pins the port to one held by this test), the error says so.
#[tokio::test]
async fn lost_port_races_are_retried_then_reported() -> Result<(), Box<dyn std::error::Error>> {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let held = std::net::TcpListener::bind("127.0.0.1:0")?;
    let port = held.local_addr()?.port();
    let err = Environment::new()
        .api_server_arg(format!("--secure-port={port}"))
        .start_attempts(2)
        .start()
        .await
        .expect_err("the API server cannot bind a held port");
    match &err {
        Error::PortRaces { attempts, last } => {
            assert_eq!(*attempts, 2);
            assert!(
                matches!(
                    **last,
                    Error::ProcessExited {
                        process: "kube-apiserver",
                        ..
                    }
                ),
                "{last}"
            );
        }
        other => panic!("expected PortRaces, got {other}"),
    }
    assert!(err.to_string().contains("address already in use"), "{err}");
    Ok(())
}

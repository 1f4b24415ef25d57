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

/// Runs only as a child of `killed_test_process_leaves_nothing_behind`: starts a control plane,
/// reports its PIDs and directory, then waits to be SIGKILLed (no destructor will run).
#[tokio::test]
async fn killed_probe() -> Result<(), Box<dyn std::error::Error>> {
    if std::env::var_os("KUBE_ENVTEST_KILL_PROBE").is_none() {
        return Ok(());
    }
    let cp = Environment::new().start().await?;
    let pids: Vec<String> = cp.pids().iter().map(u32::to_string).collect();
    println!("probe-pids {}", pids.join(","));
    println!("probe-dir {}", cp.work_dir().display());
    tokio::time::sleep(Duration::from_secs(300)).await;
    Ok(())
}

/// The shared control plane lives in a `static` and is never dropped; its watchdog must clean
/// up whenever the test process ends, even by SIGKILL.
#[tokio::test]
async fn killed_test_process_leaves_nothing_behind() -> Result<(), Box<dyn std::error::Error>> {
    use std::io::BufRead;
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let mut child = std::process::Command::new(std::env::current_exe()?)
        .args(["killed_probe", "--exact", "--nocapture", "--test-threads=1"])
        .env("KUBE_ENVTEST_KILL_PROBE", "1")
        .stdout(std::process::Stdio::piped())
        .spawn()?;
    let stdout = child.stdout.take().ok_or("no stdout")?;
    let (mut pids, mut dir) = (Vec::new(), None);
    for line in std::io::BufReader::new(stdout).lines() {
        let line = line?;
        // libtest may print "test killed_probe ... " on the same line first.
        if let Some((_, list)) = line.split_once("probe-pids ") {
            pids = list
                .split(',')
                .map(str::parse::<u32>)
                .collect::<Result<_, _>>()?;
        } else if let Some((_, d)) = line.split_once("probe-dir ") {
            dir = Some(PathBuf::from(d));
            break;
        }
    }
    let dir = dir.ok_or("the probe did not start a control plane")?;
    assert_eq!(pids.len(), 3, "{pids:?}");
    assert!(pids.iter().all(|&p| alive(p)) && dir.is_dir());
    child.kill()?; // SIGKILL
    child.wait()?;
    wait_gone(&pids, &dir);
    for &pid in &pids {
        assert!(
            !alive(pid),
            "process {pid} outlived the killed test process"
        );
    }
    assert!(
        !dir.exists(),
        "{} outlived the killed test process",
        dir.display()
    );
    Ok(())
}

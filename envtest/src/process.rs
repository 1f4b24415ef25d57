//! Child processes of a control plane, and the watchdog that reaps them if the test process
//! dies without running destructors (a `static` shared control plane, `panic = "abort"`,
//! SIGKILL).

use std::fs::File;
use std::io::Write;
use std::net::{Ipv4Addr, TcpListener};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};

use crate::Error;

/// Reserves `n` distinct free TCP ports on 127.0.0.1 (bind to port 0, read the port, release).
///
/// The ports are free when returned but not held: another process may take one before the
/// control plane binds it. [`crate::Environment::start`] detects that and retries.
pub(crate) fn free_ports<const N: usize>() -> Result<[u16; N], Error> {
    let mut listeners = Vec::with_capacity(N);
    let mut ports = [0u16; N];
    for port in &mut ports {
        let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).map_err(|source| Error::Io {
            action: "cannot bind a free port on",
            path: PathBuf::from("127.0.0.1:0"),
            source,
        })?;
        *port = listener
            .local_addr()
            .map_err(|source| Error::Io {
                action: "cannot read the address of",
                path: PathBuf::from("127.0.0.1:0"),
                source,
            })?
            .port();
        listeners.push(listener);
    }
    Ok(ports)
}

/// A running child process whose stdout and stderr go to a log file.
#[derive(Debug)]
pub(crate) struct Process {
    pub name: &'static str,
    pub child: Child,
    pub log: PathBuf,
}

impl Process {
    /// Spawns `binary args...` with output appended to `log`.
    pub(crate) fn spawn(
        name: &'static str,
        binary: &Path,
        args: &[String],
        log: PathBuf,
    ) -> Result<Self, Error> {
        let io_err = |source| Error::Io {
            action: "cannot create log file",
            path: log.clone(),
            source,
        };
        let out = File::create(&log).map_err(io_err)?;
        let err = out.try_clone().map_err(io_err)?;
        let child = Command::new(binary)
            .args(args)
            .stdin(Stdio::null())
            .stdout(out)
            .stderr(err)
            .spawn()
            .map_err(|source| Error::Spawn {
                binary: binary.to_path_buf(),
                source,
            })?;
        Ok(Process { name, child, log })
    }

    /// `Err(ProcessExited)` with the log's tail if the process has exited.
    pub(crate) fn check_running(&mut self) -> Result<(), Error> {
        match self.child.try_wait() {
            Ok(None) => Ok(()),
            Ok(Some(status)) => Err(Error::ProcessExited {
                process: self.name,
                status: status.to_string(),
                log: self.log.clone(),
                log_tail: log_tail(&self.log, 40),
            }),
            Err(source) => Err(Error::Io {
                action: "cannot poll process writing",
                path: self.log.clone(),
                source,
            }),
        }
    }

    /// Kills the process (SIGKILL) and reaps it. Idempotent.
    pub(crate) fn kill(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}

/// The last `lines` lines of a log file (empty when unreadable).
pub(crate) fn log_tail(path: &Path, lines: usize) -> String {
    let text = std::fs::read(path).unwrap_or_default();
    let text = String::from_utf8_lossy(&text);
    let all: Vec<&str> = text.lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}

/// A `sh` process holding the read end of a pipe whose write end only we hold. When the pipe
/// closes (we dropped the [`Watchdog`] handle without [`Watchdog::disarm`], or the test
/// process died in any way, SIGKILL included), it SIGKILLs the registered PIDs, waits up to
/// 5 s for them to go, and removes the work directory.
#[derive(Debug)]
pub(crate) struct Watchdog {
    child: Child,
    stdin: Option<ChildStdin>,
}

const WATCHDOG_SCRIPT: &str = r#"
trap '' INT HUP
pids=
while read -r pid; do pids="$pids $pid"; done
[ -n "$pids" ] && kill -9 $pids 2>/dev/null
for pid in $pids; do
  n=0
  while kill -0 "$pid" 2>/dev/null && [ "$n" -lt 50 ]; do sleep 0.1; n=$((n+1)); done
done
rm -rf -- "$1"
"#;

impl Watchdog {
    /// Starts a watchdog that will remove `dir`.
    pub(crate) fn start(dir: &Path) -> Result<Self, Error> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(WATCHDOG_SCRIPT)
            .arg("kube-envtest-watchdog")
            .arg(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|source| Error::Spawn {
                binary: PathBuf::from("sh"),
                source,
            })?;
        let stdin = child.stdin.take();
        Ok(Watchdog { child, stdin })
    }

    /// Registers a PID to kill if the test process dies.
    pub(crate) fn watch(&mut self, pid: u32) -> Result<(), Error> {
        if let Some(stdin) = self.stdin.as_mut() {
            writeln!(stdin, "{pid}")
                .and_then(|()| stdin.flush())
                .map_err(|source| Error::Io {
                    action: "cannot register a process with the watchdog",
                    path: PathBuf::from("sh"),
                    source,
                })?;
        }
        Ok(())
    }

    /// Stops the watchdog without letting it act (used by an orderly teardown, which kills
    /// and reaps the processes itself; the watchdog must not signal PIDs that may be reused).
    pub(crate) fn disarm(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        self.stdin = None;
    }

    /// The watchdog's own PID.
    pub(crate) fn pid(&self) -> u32 {
        self.child.id()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn wait_until(mut done: impl FnMut() -> bool) -> bool {
        let deadline = Instant::now() + Duration::from_secs(10);
        while !done() {
            if Instant::now() > deadline {
                return false;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        true
    }

    /// Dropping the handle without disarming (what a dying test process amounts to) makes
    /// the watchdog kill the watched process and remove the directory.
    #[test]
    fn watchdog_acts_when_its_pipe_closes() {
        let dir = tempfile::tempdir().expect("temp dir").keep();
        std::fs::write(dir.join("data"), b"x").expect("write");
        let mut sleeper = Command::new("sleep").arg("300").spawn().expect("sleep");
        let mut watchdog = Watchdog::start(&dir).expect("watchdog");
        watchdog.watch(sleeper.id()).expect("watch");
        drop(watchdog);
        // The sleeper is our child: reaping it lets the watchdog see it gone.
        let status = sleeper.wait().expect("wait");
        assert!(
            !status.success(),
            "sleep was killed, not finished: {status}"
        );
        assert!(
            wait_until(|| !dir.exists()),
            "{} not removed",
            dir.display()
        );
    }

    /// A disarmed watchdog leaves everything alone (the orderly teardown does the work).
    #[test]
    fn disarmed_watchdog_does_nothing() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut sleeper = Command::new("sleep").arg("300").spawn().expect("sleep");
        let mut watchdog = Watchdog::start(dir.path()).expect("watchdog");
        watchdog.watch(sleeper.id()).expect("watch");
        watchdog.disarm();
        drop(watchdog);
        std::thread::sleep(Duration::from_millis(300));
        assert!(
            matches!(sleeper.try_wait(), Ok(None)),
            "sleep must still run"
        );
        assert!(dir.path().exists());
        let _ = sleeper.kill();
        let _ = sleeper.wait();
    }

    #[test]
    fn free_ports_are_distinct() {
        let [a, b, c] = free_ports::<3>().expect("ports");
        assert!(a != b && b != c && a != c && a != 0);
    }

    #[test]
    fn log_tail_keeps_the_last_lines() {
        let dir = tempfile::tempdir().expect("temp dir");
        let log = dir.path().join("x.log");
        std::fs::write(&log, "1\n2\n3\n4\n").expect("write");
        assert_eq!(log_tail(&log, 2), "3\n4");
        assert_eq!(log_tail(&dir.path().join("absent"), 2), "");
    }
}

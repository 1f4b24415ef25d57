//! The `process_*` metrics every Prometheus client library exports (the names and units
//! of the Prometheus client convention that client_golang's process collector, which
//! controller-runtime registers, follows): CPU seconds, open and maximum file descriptors,
//! virtual and resident memory, and the start time. Read from Linux's `/proc` on each
//! scrape (procfs); elsewhere, and when `/proc` cannot be read, none are written.

use prometheus_client::collector::Collector;
use prometheus_client::encoding::{DescriptorEncoder, EncodeMetric};
use prometheus_client::metrics::counter::ConstCounter;
use prometheus_client::metrics::gauge::ConstGauge;

/// The values of one scrape.
#[derive(Debug, PartialEq)]
pub(crate) struct Sample {
    /// User and system CPU time, seconds.
    pub cpu_seconds: f64,
    pub open_fds: f64,
    /// The soft limit on open files; `None` when unlimited.
    pub max_fds: Option<f64>,
    pub virtual_memory_bytes: f64,
    pub resident_memory_bytes: f64,
    /// Seconds since the Unix epoch.
    pub start_time_seconds: f64,
}

impl Sample {
    /// This process's values now; `None` where `/proc` is not there or not readable.
    #[cfg(target_os = "linux")]
    pub(crate) fn read() -> Option<Sample> {
        use procfs::process::{LimitValue, Process};
        let me = Process::myself().ok()?;
        let stat = me.stat().ok()?;
        let ticks = procfs::ticks_per_second() as f64;
        let max_fds = match me.limits().ok()?.max_open_files.soft_limit {
            LimitValue::Value(n) => Some(n as f64),
            LimitValue::Unlimited => None,
        };
        Some(Sample {
            cpu_seconds: (stat.utime + stat.stime) as f64 / ticks,
            open_fds: me.fd_count().ok()? as f64,
            max_fds,
            virtual_memory_bytes: stat.vsize as f64,
            resident_memory_bytes: (stat.rss * procfs::page_size()) as f64,
            start_time_seconds: procfs::boot_time_secs().ok()? as f64
                + stat.starttime as f64 / ticks,
        })
    }

    /// No `/proc` to read.
    #[cfg(not(target_os = "linux"))]
    pub(crate) fn read() -> Option<Sample> {
        None
    }
}

/// Writes the `process_*` metrics on each scrape.
#[derive(Debug)]
pub(crate) struct ProcessCollector;

impl Collector for ProcessCollector {
    fn encode(&self, mut encoder: DescriptorEncoder) -> Result<(), std::fmt::Error> {
        let Some(sample) = Sample::read() else {
            return Ok(());
        };
        let cpu = ConstCounter::new(sample.cpu_seconds);
        cpu.encode(encoder.encode_descriptor(
            "process_cpu_seconds",
            "User and system CPU time spent, in seconds",
            None,
            cpu.metric_type(),
        )?)?;
        let mut gauge = |name: &str, help: &str, value: f64| {
            let gauge = ConstGauge::new(value);
            gauge.encode(encoder.encode_descriptor(name, help, None, gauge.metric_type())?)
        };
        gauge("process_open_fds", "File descriptors open", sample.open_fds)?;
        if let Some(max) = sample.max_fds {
            gauge(
                "process_max_fds",
                "The most file descriptors the process may open",
                max,
            )?;
        }
        gauge(
            "process_virtual_memory_bytes",
            "Virtual memory size, in bytes",
            sample.virtual_memory_bytes,
        )?;
        gauge(
            "process_resident_memory_bytes",
            "Resident memory size, in bytes",
            sample.resident_memory_bytes,
        )?;
        gauge(
            "process_start_time_seconds",
            "When the process started, in seconds since the Unix epoch",
            sample.start_time_seconds,
        )
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn this_process_is_read_from_proc() {
        let before = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs_f64();
        let sample = Sample::read().expect("/proc is readable on Linux");
        // Other tests of this binary open and close descriptors meanwhile: 256 more files
        // show through their noise.
        let files: Vec<_> = (0..256)
            .map(|_| std::fs::File::open("/dev/null").unwrap())
            .collect();
        let with_more = Sample::read().unwrap();
        drop(files);
        assert!(
            with_more.open_fds >= sample.open_fds + 200.0,
            "open files count: {} then {}",
            sample.open_fds,
            with_more.open_fds
        );
        assert!(sample.resident_memory_bytes > 1e5 && sample.virtual_memory_bytes > 1e6);
        assert!(sample.resident_memory_bytes <= sample.virtual_memory_bytes);
        assert!(sample.cpu_seconds >= 0.0);
        // Started within the last day, not after now (boot time is whole seconds).
        assert!(sample.start_time_seconds <= before + 1.0, "{sample:?}");
        assert!(sample.start_time_seconds > before - 86_400.0, "{sample:?}");
    }
}

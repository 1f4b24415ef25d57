//! Logs as a kubebuilder binary writes them (feature `logging`): the runtime logs through
//! `tracing`, and nothing is printed until a subscriber is installed; [`LogOptions::init`]
//! installs one with controller-runtime's `zap.Options` and their flags (`--zap-devel`,
//! `--zap-encoder`, `--zap-log-level`, `--zap-stacktrace-level`, `--zap-time-encoding`,
//! which kubebuilder's `main.go` binds with `opts.BindFlags`).
//!
//! Lines go to standard error, as zap's do. The JSON encoder writes one object per event
//! with zap's keys (`level`, `ts`, `logger`, `msg`, then the fields of the event's spans from
//! the outermost and of the event itself, and `stacktrace` at or above the stack-trace
//! level); the console encoder writes zap's tab-separated development line (time, level,
//! logger, message, the fields as JSON). The logger is the event's `tracing` target (its
//! module path). Each reconcile runs in a `reconcile` span with controller-runtime's keys
//! (`controller`, `controllerGroup`, `controllerKind`, `namespace`, `name`, `reconcileID`),
//! so a reconciler's own events carry them, as with `log.FromContext(ctx)`.
//!
//! `RUST_LOG`, when set, filters as `tracing-subscriber`'s `EnvFilter` reads it and takes
//! the place of the level flag, as kube-rs users expect.
//!
//! ```no_run
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use kube_codegen_runtime::logging::{Encoder, LogOptions};
//! LogOptions::new().encoder(Encoder::Json).init()?;
//! tracing::info!(controller = "cronjob", "starting");
//! # Ok(())
//! # }
//! ```

use std::backtrace::Backtrace;
use std::fmt::Write as _;
use std::str::FromStr;
use std::time::{SystemTime, UNIX_EPOCH};

use serde_json::{Map, Value};
use tracing::field::{Field, Visit};
use tracing::{Event, Level, Subscriber};
use tracing_subscriber::filter::{EnvFilter, LevelFilter};
use tracing_subscriber::fmt::format::{JsonFields, Writer};
use tracing_subscriber::fmt::{FmtContext, FormatEvent, FormattedFields, MakeWriter};
use tracing_subscriber::registry::LookupSpan;
use tracing_subscriber::util::SubscriberInitExt;

/// How events are written (`--zap-encoder`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum Encoder {
    /// One JSON object per line (production's default).
    Json,
    /// Tab-separated, for people (development's default).
    Console,
}

/// How the time of an event is written (`--zap-time-encoding`); times are UTC.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum TimeEncoding {
    /// Seconds since the Unix epoch, with a fraction (a JSON number).
    Epoch,
    /// Milliseconds since the Unix epoch, with a fraction.
    Millis,
    /// Nanoseconds since the Unix epoch, an integer.
    Nano,
    /// `2006-01-02T15:04:05.000Z0700`, as Go writes ISO 8601 (milliseconds).
    Iso8601,
    /// `2006-01-02T15:04:05Z07:00` (seconds; the default).
    Rfc3339,
    /// RFC 3339 with nanoseconds, trailing zeros dropped.
    Rfc3339nano,
}

/// A level as the zap flags take it: `debug`, `info`, `error`, `panic`, or an integer `n > 0`
/// for logr's verbosity `V(n)` (1 is `debug`, 2 and more `trace`). Shown as the flag's
/// value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LogLevel(LevelFilter);

impl LogLevel {
    /// The `tracing` filter it stands for; `panic` is [`LevelFilter::OFF`], as only panics
    /// pass it and Rust's panics are not events.
    pub fn filter(self) -> LevelFilter {
        self.0
    }
}

impl FromStr for LogLevel {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        let filter = match s {
            "debug" => LevelFilter::DEBUG,
            "info" => LevelFilter::INFO,
            "error" => LevelFilter::ERROR,
            "panic" => LevelFilter::OFF,
            _ => match s.parse::<u8>() {
                Ok(1) => LevelFilter::DEBUG,
                Ok(n) if n > 1 => LevelFilter::TRACE,
                _ => {
                    return Err(format!(
                        "invalid log level {s:?}: one of debug, info, error, panic, or an integer > 0"
                    ));
                }
            },
        };
        Ok(LogLevel(filter))
    }
}

/// Why no subscriber was installed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum LogError {
    /// `RUST_LOG` does not parse as a filter.
    #[error("RUST_LOG: {0}")]
    Filter(String),
    /// A global subscriber is installed already.
    #[error("installing the log subscriber: {0}")]
    Init(String),
}

/// controller-runtime's `zap.Options` as flags (`#[command(flatten)]`, feature `clap`): the
/// development mode gives the defaults of the rest, as zap's `--zap-devel` does (console,
/// `debug`, stack traces from warnings), production gives JSON, `info`, stack traces from
/// errors. [`LogOptions::new`] is kubebuilder's `main.go` setting, development mode on.
#[derive(Clone, Debug)]
#[cfg_attr(feature = "clap", derive(clap::Args))]
#[non_exhaustive]
pub struct LogOptions {
    /// Development mode: console encoding, debug level and stack traces from warnings by
    /// default; off, JSON, info and stack traces from errors.
    #[cfg_attr(
        feature = "clap",
        arg(long = "zap-devel", default_value_t = true, action = clap::ArgAction::Set,
            num_args = 0..=1, require_equals = true, default_missing_value = "true")
    )]
    pub development: bool,
    /// How events are written: json or console.
    #[cfg_attr(feature = "clap", arg(long = "zap-encoder", value_enum))]
    pub encoder: Option<Encoder>,
    /// The least level written: debug, info, error, panic, or an integer > 0 for more
    /// verbosity.
    #[cfg_attr(feature = "clap", arg(long = "zap-log-level"))]
    pub level: Option<LogLevel>,
    /// The least level whose events carry a stack trace: info, error or panic.
    #[cfg_attr(feature = "clap", arg(long = "zap-stacktrace-level"))]
    pub stacktrace_level: Option<LogLevel>,
    /// How times are written: epoch, millis, nano, iso8601, rfc3339 or rfc3339nano.
    #[cfg_attr(feature = "clap", arg(long = "zap-time-encoding", value_enum))]
    pub time_encoding: Option<TimeEncoding>,
}

impl Default for LogOptions {
    fn default() -> Self {
        Self::new()
    }
}

impl LogOptions {
    /// Development mode, the rest from it (kubebuilder's `zap.Options{Development: true}`).
    pub fn new() -> Self {
        LogOptions {
            development: true,
            encoder: None,
            level: None,
            stacktrace_level: None,
            time_encoding: None,
        }
    }

    /// Production mode: JSON, `info`, stack traces from errors.
    pub fn production() -> Self {
        LogOptions {
            development: false,
            ..Self::new()
        }
    }

    /// Writes with `encoder`.
    pub fn encoder(mut self, encoder: Encoder) -> Self {
        self.encoder = Some(encoder);
        self
    }

    /// Writes events at `level` and above.
    pub fn level(mut self, level: LogLevel) -> Self {
        self.level = Some(level);
        self
    }

    /// Writes times as `encoding` says.
    pub fn time_encoding(mut self, encoding: TimeEncoding) -> Self {
        self.time_encoding = Some(encoding);
        self
    }

    /// Installs the subscriber for the whole process, writing to standard error, and
    /// forwards the `log` crate's records to it.
    ///
    /// # Errors
    ///
    /// [`LogError::Filter`] for a `RUST_LOG` that does not parse; [`LogError::Init`] when a
    /// subscriber is installed already.
    pub fn init(&self) -> Result<(), LogError> {
        self.subscriber(std::io::stderr)?
            .try_init()
            .map_err(|e| LogError::Init(e.to_string()))
    }

    /// The subscriber [`LogOptions::init`] installs, writing to `writer` (a test's buffer,
    /// a file): for `tracing::subscriber::with_default` or a layered setup of one's own.
    ///
    /// # Errors
    ///
    /// [`LogError::Filter`] for a `RUST_LOG` that does not parse.
    pub fn subscriber<W>(
        &self,
        writer: W,
    ) -> Result<impl Subscriber + Send + Sync + 'static, LogError>
    where
        W: for<'w> MakeWriter<'w> + Send + Sync + 'static,
    {
        let dev = self.development;
        let level = self.level.map_or(
            if dev {
                LevelFilter::DEBUG
            } else {
                LevelFilter::INFO
            },
            LogLevel::filter,
        );
        let filter = match std::env::var("RUST_LOG") {
            Ok(directives) if !directives.is_empty() => EnvFilter::builder()
                .parse(&directives)
                .map_err(|e| LogError::Filter(e.to_string()))?,
            _ => EnvFilter::default().add_directive(level.into()),
        };
        let format = ZapFormat {
            encoder: self
                .encoder
                .unwrap_or(if dev { Encoder::Console } else { Encoder::Json }),
            stacktrace: self.stacktrace_level.map_or(
                if dev {
                    LevelFilter::WARN
                } else {
                    LevelFilter::ERROR
                },
                LogLevel::filter,
            ),
            time: self.time_encoding.unwrap_or(TimeEncoding::Rfc3339),
        };
        Ok(tracing_subscriber::fmt()
            .with_writer(writer)
            .fmt_fields(JsonFields::new())
            .event_format(format)
            .with_env_filter(filter)
            .finish())
    }
}

/// zap's line for an event, as [`LogOptions`] sets it.
struct ZapFormat {
    encoder: Encoder,
    stacktrace: LevelFilter,
    time: TimeEncoding,
}

/// An event's fields as JSON values, its `message` apart.
#[derive(Default)]
struct Fields {
    message: String,
    fields: Map<String, Value>,
}

impl Visit for Fields {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        self.put(field, Value::String(format!("{value:?}")));
    }

    fn record_str(&mut self, field: &Field, value: &str) {
        self.put(field, Value::String(value.to_string()));
    }

    fn record_i64(&mut self, field: &Field, value: i64) {
        self.put(field, value.into());
    }

    fn record_u64(&mut self, field: &Field, value: u64) {
        self.put(field, value.into());
    }

    fn record_f64(&mut self, field: &Field, value: f64) {
        self.put(field, value.into());
    }

    fn record_bool(&mut self, field: &Field, value: bool) {
        self.put(field, value.into());
    }

    fn record_error(&mut self, field: &Field, value: &(dyn std::error::Error + 'static)) {
        self.put(field, Value::String(value.to_string()));
    }
}

impl Fields {
    fn put(&mut self, field: &Field, value: Value) {
        if field.name() == "message" {
            self.message = match value {
                Value::String(s) => s,
                other => other.to_string(),
            };
        } else {
            self.fields.insert(field.name().to_string(), value);
        }
    }
}

impl<S, N> FormatEvent<S, N> for ZapFormat
where
    S: Subscriber + for<'a> LookupSpan<'a>,
    N: for<'a> tracing_subscriber::fmt::FormatFields<'a> + 'static,
{
    fn format_event(
        &self,
        ctx: &FmtContext<'_, S, N>,
        mut writer: Writer<'_>,
        event: &Event<'_>,
    ) -> std::fmt::Result {
        let mut fields = Fields::default();
        // The spans' fields first, from the outermost, then the event's own.
        if let Some(scope) = ctx.event_scope() {
            for span in scope.from_root() {
                let extensions = span.extensions();
                let Some(formatted) = extensions.get::<FormattedFields<N>>() else {
                    continue;
                };
                if let Ok(Value::Object(map)) = serde_json::from_str(&formatted.fields) {
                    fields.fields.extend(map);
                }
            }
        }
        event.record(&mut fields);
        let meta = event.metadata();
        let level = *meta.level();
        let stacktrace = (LevelFilter::from_level(level) <= self.stacktrace)
            .then(|| Backtrace::force_capture().to_string());
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default();
        let time = encode_time(self.time, now);
        match self.encoder {
            Encoder::Json => {
                let mut line = Map::new();
                line.insert("level".into(), level_name(level).into());
                line.insert("ts".into(), time);
                line.insert("logger".into(), meta.target().into());
                line.insert("msg".into(), fields.message.into());
                line.extend(fields.fields);
                if let Some(trace) = stacktrace {
                    line.insert("stacktrace".into(), trace.into());
                }
                writeln!(writer, "{}", Value::Object(line))
            }
            Encoder::Console => {
                let time = match time {
                    Value::String(s) => s,
                    other => other.to_string(),
                };
                let level = level_name(level).to_ascii_uppercase();
                write!(
                    writer,
                    "{time}\t{level}\t{}\t{}",
                    meta.target(),
                    fields.message
                )?;
                if !fields.fields.is_empty() {
                    write!(writer, "\t{}", Value::Object(fields.fields))?;
                }
                writeln!(writer)?;
                match stacktrace {
                    Some(trace) => writeln!(writer, "{trace}"),
                    None => Ok(()),
                }
            }
        }
    }
}

/// zap's lower-case level names; `trace` for what logr writes at `V(2)` and beyond.
fn level_name(level: Level) -> &'static str {
    match level {
        Level::ERROR => "error",
        Level::WARN => "warn",
        Level::INFO => "info",
        Level::DEBUG => "debug",
        Level::TRACE => "trace",
    }
}

/// `since_epoch` as `encoding` writes it: a number for the epoch encodings, a string for
/// the others.
fn encode_time(encoding: TimeEncoding, since_epoch: std::time::Duration) -> Value {
    let nanos = since_epoch.as_nanos();
    match encoding {
        TimeEncoding::Epoch => (nanos as f64 / 1e9).into(),
        TimeEncoding::Millis => (nanos as f64 / 1e6).into(),
        TimeEncoding::Nano => u64::try_from(nanos).unwrap_or(u64::MAX).into(),
        TimeEncoding::Iso8601 | TimeEncoding::Rfc3339 | TimeEncoding::Rfc3339nano => {
            let secs = i64::try_from(since_epoch.as_secs()).unwrap_or(i64::MAX);
            let time = jiff::Timestamp::new(secs, since_epoch.subsec_nanos() as i32)
                .unwrap_or(jiff::Timestamp::MAX);
            let pattern = match encoding {
                TimeEncoding::Iso8601 => "%Y-%m-%dT%H:%M:%S%.3fZ",
                TimeEncoding::Rfc3339 => "%Y-%m-%dT%H:%M:%SZ",
                _ => "%Y-%m-%dT%H:%M:%S%.fZ",
            };
            let mut text = String::new();
            let _ = write!(text, "{}", time.strftime(pattern));
            text.into()
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};
    use std::time::Duration;

    use super::*;

    /// A writer into a shared buffer.
    #[derive(Clone, Default)]
    struct Buffer(Arc<Mutex<Vec<u8>>>);

    impl std::io::Write for Buffer {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    impl<'w> MakeWriter<'w> for Buffer {
        type Writer = Buffer;
        fn make_writer(&'w self) -> Buffer {
            self.clone()
        }
    }

    fn logged(options: &LogOptions, f: impl FnOnce()) -> String {
        let buffer = Buffer::default();
        let subscriber = options.subscriber(buffer.clone()).unwrap();
        tracing::subscriber::with_default(subscriber, f);
        String::from_utf8(buffer.0.lock().unwrap().clone()).unwrap()
    }

    #[test]
    fn json_lines_carry_zaps_keys_and_the_spans_fields() {
        let options = LogOptions::production().time_encoding(TimeEncoding::Nano);
        let text = logged(&options, || {
            let span = tracing::info_span!("reconcile", controller = "cronjob", name = "a");
            let _entered = span.enter();
            tracing::info!(requeue = 3, "reconciled");
            tracing::debug!("not written at info");
            tracing::error!(error = "boom", "reconciler error");
        });
        let lines: Vec<Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines.len(), 2, "{text}");
        assert_eq!(lines[0]["level"], "info");
        assert_eq!(lines[0]["msg"], "reconciled");
        assert_eq!(lines[0]["controller"], "cronjob");
        assert_eq!(lines[0]["name"], "a");
        assert_eq!(lines[0]["requeue"], 3);
        assert_eq!(lines[0]["logger"], module_path!());
        assert!(lines[0]["ts"].as_u64().unwrap() > 1_600_000_000_000_000_000);
        assert!(lines[0].get("stacktrace").is_none());
        assert_eq!(lines[1]["level"], "error");
        assert!(
            lines[1]["stacktrace"]
                .as_str()
                .is_some_and(|s| !s.is_empty()),
            "production traces errors"
        );
    }

    #[test]
    fn the_console_line_is_tab_separated_and_development_writes_debug() {
        let text = logged(&LogOptions::new(), || {
            tracing::debug!(key = "v", "hello");
        });
        let fields: Vec<&str> = text.trim_end().split('\t').collect();
        assert_eq!(fields.len(), 5, "{text:?}");
        assert!(
            fields[0].ends_with('Z') && fields[0].len() == 20,
            "{}",
            fields[0]
        );
        assert_eq!(&fields[1..4], ["DEBUG", module_path!(), "hello"]);
        assert_eq!(fields[4], r#"{"key":"v"}"#);
    }

    #[test]
    fn levels_parse_as_the_zap_flags_take_them() {
        let parse = |s: &str| s.parse::<LogLevel>().map(LogLevel::filter);
        assert_eq!(parse("debug"), Ok(LevelFilter::DEBUG));
        assert_eq!(parse("info"), Ok(LevelFilter::INFO));
        assert_eq!(parse("error"), Ok(LevelFilter::ERROR));
        assert_eq!(parse("panic"), Ok(LevelFilter::OFF));
        assert_eq!(parse("1"), Ok(LevelFilter::DEBUG));
        assert_eq!(parse("4"), Ok(LevelFilter::TRACE));
        assert!(parse("0").is_err());
        assert!(parse("warning").is_err());
    }

    #[test]
    fn times_are_encoded_as_go_writes_them() {
        let t = Duration::new(1_700_000_000, 120_000_000);
        assert_eq!(
            encode_time(TimeEncoding::Nano, t),
            1_700_000_000_120_000_000_u64
        );
        assert_eq!(encode_time(TimeEncoding::Epoch, t), 1_700_000_000.12);
        assert_eq!(encode_time(TimeEncoding::Millis, t), 1_700_000_000_120.0);
        assert_eq!(
            encode_time(TimeEncoding::Rfc3339, t),
            "2023-11-14T22:13:20Z"
        );
        assert_eq!(
            encode_time(TimeEncoding::Rfc3339nano, t),
            "2023-11-14T22:13:20.12Z"
        );
        assert_eq!(
            encode_time(TimeEncoding::Iso8601, t),
            "2023-11-14T22:13:20.120Z"
        );
    }
}

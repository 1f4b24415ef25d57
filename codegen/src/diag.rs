//! Diagnostics: errors and warnings that point at a file, line and column of the input,
//! rendered rustc-style with `codespan-reporting`.
//!
//! Every phase collects all its diagnostics (as serde_derive's `Ctxt` does) and the driver
//! stops after a phase that produced an error, so a run reports every problem at once and
//! never writes a partial output.

use std::path::{Path, PathBuf};

/// A byte range in one input file.
///
/// `file` indexes the files of a run's sources ([`Report::locate`] turns a span into a file, line and column); `start..end` are byte offsets into that file's text
/// (half-open). A span of an item synthesised by the generator (no source) is not a `Span`:
/// such diagnostics carry `None`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub struct Span {
    /// Index of the file among the run's sources.
    pub file: usize,
    /// First byte (inclusive).
    pub start: usize,
    /// Last byte (exclusive).
    pub end: usize,
}

impl Span {
    /// A span covering `start..end` of `file`.
    pub fn new(file: usize, start: usize, end: usize) -> Self {
        Span { file, start, end }
    }

    /// The sub-span `offset..offset+len` relative to this span's start, clamped to this span.
    /// Used to point at one argument inside a marker line.
    pub fn sub(&self, offset: usize, len: usize) -> Span {
        let start = (self.start + offset).min(self.end);
        let end = (start + len).min(self.end).max(start);
        Span {
            file: self.file,
            start,
            end,
        }
    }
}

/// How serious a diagnostic is. Errors stop the run before anything is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// Reported, does not stop the run.
    Warning,
    /// Stops the run after the current phase.
    Error,
}

/// One problem found in the input. More fields may come (`#[non_exhaustive]`): read these,
/// build one with [`Diagnostic::error`] or [`Diagnostic::warning`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// One-line summary, lower case, no trailing period (rustc style).
    pub message: String,
    /// Where the problem is, if it has a place in the input.
    pub span: Option<Span>,
    /// Text shown under the primary label (may be empty).
    pub label: String,
    /// Further notes, each rendered as `= note: …` / `= help: …`.
    pub notes: Vec<String>,
    /// A stable name for the kind of problem, where callers may treat it specially
    /// (e.g. [`UNKNOWN_MARKER`]).
    pub code: Option<&'static str>,
}

/// [`Diagnostic::code`] of an unknown marker under a prefix this tool owns
/// (`+kubebuilder:validaton:…`): an error unless `Config::unknown_markers_warn` is set.
pub const UNKNOWN_MARKER: &str = "unknown-marker";

impl Diagnostic {
    /// An error at `span`.
    pub fn error(span: impl Into<Option<Span>>, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            span: span.into(),
            label: String::new(),
            notes: Vec::new(),
            code: None,
        }
    }

    /// A warning at `span`.
    pub fn warning(span: impl Into<Option<Span>>, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(span, message)
        }
    }

    /// Sets the label shown under the span.
    pub fn with_label(mut self, label: impl Into<String>) -> Self {
        self.label = label.into();
        self
    }

    /// Adds a `help:` note.
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.notes.push(format!("help: {}", help.into()));
        self
    }

    /// Sets the [`Diagnostic::code`].
    pub fn with_code(mut self, code: &'static str) -> Self {
        self.code = Some(code);
        self
    }

    /// Adds a `note:` note.
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(format!("note: {}", note.into()));
        self
    }

    /// True for [`Severity::Error`].
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// One rule broken by a generated schema, found by a check of the driver's check phase and
/// located in the source afterwards through the schema's span index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Violation {
    /// Where in the schema, as JSON-pointer-like segments from the root
    /// (`["properties", "spec", "properties", "replicas"]`, `["items"]`,
    /// `["x-kubernetes-validations", "0", "rule"]`).
    pub path: Vec<String>,
    /// What is wrong, in the apiserver's words where it has some.
    pub message: String,
}

/// A check the driver runs on every generated CRD schema before it is written: what it is
/// called in messages (`CRD schema`, `CEL`) and the function finding its violations in the
/// schema as JSON (converted once per schema, for every check).
pub(crate) type SchemaCheck = (
    &'static str,
    fn(&serde_json::Map<String, serde_json::Value>) -> Vec<Violation>,
);

/// A comparison of what a run generates with what was written before (`Config::compat`),
/// given by the driver to the CRD emitter, which runs it on each version's schema (while it
/// has the schema's span index) and on each CRD (at its Kind).
pub(crate) trait Compare: Sync {
    /// The breaking changes of `schema`, version `version` of Kind `kind` in `group`.
    fn version(
        &self,
        group: &str,
        kind: &str,
        version: &str,
        schema: &serde_json::Map<String, serde_json::Value>,
    ) -> Vec<Violation>;
    /// The breaking changes of the CRD `crd` as a whole (scope, versions).
    fn crd(&self, crd: &serde_json::Value) -> Vec<Violation>;
}

/// What the driver has the CRD emitter check before anything is written.
#[derive(Clone, Copy)]
pub(crate) struct Checks<'a> {
    /// The rules of every schema.
    pub schema: &'a [SchemaCheck],
    /// The comparison with the CRDs written before, if asked for.
    pub compare: Option<&'a dyn Compare>,
}

/// A collector of diagnostics for one phase (serde_derive's `Ctxt` pattern).
#[derive(Debug, Default)]
pub(crate) struct Diagnostics {
    items: Vec<Diagnostic>,
}

impl Diagnostics {
    /// An empty collector.
    pub fn new() -> Self {
        Self::default()
    }

    /// Records a diagnostic.
    pub fn push(&mut self, d: Diagnostic) {
        self.items.push(d);
    }

    /// Moves every diagnostic of `other` to the end of this collection.
    pub fn append(&mut self, mut other: Diagnostics) {
        self.items.append(&mut other.items);
    }

    /// Records every diagnostic of `other`.
    pub fn extend(&mut self, other: impl IntoIterator<Item = Diagnostic>) {
        self.items.extend(other);
    }

    /// Turns every error with `code` into a warning.
    pub fn downgrade(&mut self, code: &str) {
        for d in &mut self.items {
            if d.code == Some(code) {
                d.severity = Severity::Warning;
            }
        }
    }

    /// True when at least one error was recorded.
    pub fn has_errors(&self) -> bool {
        self.items.iter().any(Diagnostic::is_error)
    }

    /// All diagnostics recorded so far, in the order they were found.
    pub fn items(&self) -> &[Diagnostic] {
        &self.items
    }

    /// Takes the recorded diagnostics, sorted by place (file, offset) so output is stable.
    pub fn into_sorted(mut self) -> Vec<Diagnostic> {
        self.items.sort_by(|a, b| {
            a.span
                .map(|s| (s.file, s.start))
                .cmp(&b.span.map(|s| (s.file, s.start)))
                .then(b.severity.cmp(&a.severity))
        });
        self.items.dedup();
        self.items
    }
}

/// The input files of a run, by index; what [`Span::file`] refers to.
#[derive(Debug, Default, Clone)]
pub(crate) struct SourceMap {
    /// Each file's display name and text. Their line tables are built when diagnostics are
    /// rendered, for the files they point into (a large API's tables were megabytes).
    files: Vec<(String, String)>,
    paths: Vec<PathBuf>,
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a file's text under the name it is displayed with; returns its index.
    pub fn add(&mut self, path: &Path, display_name: String, text: String) -> usize {
        self.paths.push(path.to_path_buf());
        self.files.push((display_name, text));
        self.files.len() - 1
    }

    /// The text of file `id`.
    pub fn text(&self, id: usize) -> &str {
        self.files.get(id).map_or("", |(_, text)| text.as_str())
    }

    /// The name file `id` is shown with (relative to the working directory when below it).
    pub fn display_name(&self, id: usize) -> String {
        self.files
            .get(id)
            .map(|(name, _)| name.clone())
            .unwrap_or_default()
    }

    /// The path of file `id` as it was read.
    pub fn path(&self, id: usize) -> &Path {
        &self.paths[id]
    }

    /// Number of files.
    pub fn len(&self) -> usize {
        self.paths.len()
    }

    /// 1-based `(line, column)` of byte `offset` in file `id`; column counts characters.
    pub fn line_col(&self, id: usize, offset: usize) -> (usize, usize) {
        let text = self.text(id);
        let offset = offset.min(text.len());
        let before = &text[..floor_char_boundary(text, offset)];
        let line = before.matches('\n').count() + 1;
        let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        (line, col)
    }

    /// Renders diagnostics rustc-style (`error: …\n --> file:line:col` with a snippet).
    /// `color` enables ANSI colours.
    pub fn render(&self, diags: &[Diagnostic], color: bool) -> String {
        use codespan_reporting::diagnostic::{Diagnostic as CsDiag, Label};
        use codespan_reporting::term::{self, termcolor};
        let config = term::Config::default();
        // The files by index, with the text of those the diagnostics point into.
        let used: std::collections::BTreeSet<usize> = diags
            .iter()
            .filter_map(|d| d.span.map(|s| s.file))
            .collect();
        let mut files = codespan_reporting::files::SimpleFiles::new();
        for (id, (name, text)) in self.files.iter().enumerate() {
            let text = if used.contains(&id) {
                text.as_str()
            } else {
                ""
            };
            files.add(name.as_str(), text);
        }
        let mut out: Vec<u8> = Vec::new();
        for d in diags {
            let mut cs = match d.severity {
                Severity::Error => CsDiag::error(),
                Severity::Warning => CsDiag::warning(),
            }
            .with_message(&d.message)
            .with_notes(d.notes.clone());
            if let Some(s) = d.span {
                cs = cs.with_labels(vec![
                    Label::primary(s.file, s.start..s.end).with_message(&d.label),
                ]);
            }
            if color {
                let mut w = termcolor::Ansi::new(&mut out);
                let _ = term::emit_to_write_style(&mut w, &config, &files, &cs);
            } else {
                let mut w = termcolor::NoColor::new(&mut out);
                let _ = term::emit_to_write_style(&mut w, &config, &files, &cs);
            }
        }
        String::from_utf8_lossy(&out).into_owned()
    }
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Diagnostics with the sources they point into: what a run reports, as data. Render it
/// for a terminal ([`Report::render`]), as JSON lines for tools ([`Report::to_json_lines`],
/// in the manner of `cargo --message-format json`), or as `cargo:warning=` lines for a
/// build script ([`Report::cargo_warnings`]).
#[derive(Debug, Clone, Default)]
pub struct Report {
    diagnostics: Vec<Diagnostic>,
    sources: SourceMap,
}

impl Report {
    pub(crate) fn new(diagnostics: Vec<Diagnostic>, sources: SourceMap) -> Self {
        Report {
            diagnostics,
            sources,
        }
    }

    /// The diagnostics, sorted by file and position.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }

    /// True when there is nothing to report.
    pub fn is_empty(&self) -> bool {
        self.diagnostics.is_empty()
    }

    /// Number of errors.
    pub fn errors(&self) -> usize {
        self.diagnostics.iter().filter(|d| d.is_error()).count()
    }

    /// Renders every diagnostic rustc-style; `color` adds ANSI colours.
    pub fn render(&self, color: bool) -> String {
        self.sources.render(&self.diagnostics, color)
    }

    /// The file, 1-based line and column where a span starts and ends:
    /// `(file, (line, column), (line, column))`.
    pub fn locate(&self, span: Span) -> (String, (usize, usize), (usize, usize)) {
        (
            self.sources.display_name(span.file),
            self.sources.line_col(span.file, span.start),
            self.sources.line_col(span.file, span.end),
        )
    }

    /// One JSON object per diagnostic, one per line: `{"reason": "kube-codegen-message",
    /// "message": {"level", "code", "message", "spans": [{"file_name", "byte_start",
    /// "byte_end", "line_start", "line_end", "column_start", "column_end", "is_primary",
    /// "label"}], "children": [{"level": "note"|"help", "message"}], "rendered"}}` — the shape
    /// of the compiler messages `cargo --message-format json` prints.
    pub fn to_json_lines(&self) -> String {
        let mut out = String::new();
        for d in &self.diagnostics {
            let spans: Vec<serde_json::Value> = d
                .span
                .iter()
                .map(|s| {
                    let (file, (l0, c0), (l1, c1)) = self.locate(*s);
                    serde_json::json!({
                        "file_name": file,
                        "byte_start": s.start,
                        "byte_end": s.end,
                        "line_start": l0,
                        "line_end": l1,
                        "column_start": c0,
                        "column_end": c1,
                        "is_primary": true,
                        "label": (!d.label.is_empty()).then_some(&d.label),
                    })
                })
                .collect();
            let children: Vec<serde_json::Value> = d
                .notes
                .iter()
                .map(|n| match n.strip_prefix("help: ") {
                    Some(h) => serde_json::json!({"level": "help", "message": h}),
                    None => serde_json::json!({"level": "note", "message": n}),
                })
                .collect();
            let msg = serde_json::json!({
                "reason": "kube-codegen-message",
                "message": {
                    "level": if d.is_error() { "error" } else { "warning" },
                    "code": d.code,
                    "message": d.message,
                    "spans": spans,
                    "children": children,
                    "rendered": self.sources.render(std::slice::from_ref(d), false),
                }
            });
            out.push_str(&msg.to_string());
            out.push('\n');
        }
        out
    }

    /// Every diagnostic rendered without colour, each line prefixed with `cargo:warning=`,
    /// for a build script to print: Cargo shows them as the build's warnings.
    pub fn cargo_warnings(&self) -> String {
        self.render(false)
            .lines()
            .map(|l| format!("cargo:warning={l}\n"))
            .collect()
    }
}

//! Generated files and how they reach the disk: atomically, only when changed, and never in
//! verify mode.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The files of a successful run, by path relative to the output directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Output {
    files: BTreeMap<PathBuf, String>,
    warnings: String,
    inputs: Vec<PathBuf>,
}

/// What [`Output::write`] or [`Output::verify`] found or did, by relative path.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WriteReport {
    /// Files that did not exist.
    pub created: Vec<PathBuf>,
    /// Files whose content differed.
    pub changed: Vec<PathBuf>,
    /// Files already up to date.
    pub unchanged: Vec<PathBuf>,
}

impl WriteReport {
    /// True when nothing was (or would be) created or changed.
    pub fn is_clean(&self) -> bool {
        self.created.is_empty() && self.changed.is_empty()
    }
}

/// An I/O failure while writing; names the path.
#[derive(Debug, thiserror::Error)]
#[error("{path}: {source}")]
pub struct WriteError {
    /// The file or directory that could not be read or written.
    pub path: PathBuf,
    /// The underlying error.
    #[source]
    pub source: std::io::Error,
}

impl Output {
    pub(crate) fn new(
        files: BTreeMap<PathBuf, String>,
        warnings: String,
        inputs: Vec<PathBuf>,
    ) -> Self {
        Output {
            files,
            warnings,
            inputs,
        }
    }

    /// Every input file the run read, in the order read; a build script or proc macro
    /// declares these as dependencies so a change re-runs the generator.
    pub fn inputs(&self) -> &[PathBuf] {
        &self.inputs
    }

    /// The generated files: relative path → content.
    pub fn files(&self) -> &BTreeMap<PathBuf, String> {
        &self.files
    }

    /// Rendered warnings of the run (empty when none).
    pub fn warnings(&self) -> &str {
        &self.warnings
    }

    /// Compares the files with those under `dir` without writing anything.
    pub fn verify(&self, dir: impl AsRef<Path>) -> Result<WriteReport, WriteError> {
        let dir = dir.as_ref();
        let mut report = WriteReport::default();
        for (rel, content) in &self.files {
            let path = dir.join(rel);
            match std::fs::read_to_string(&path) {
                Ok(existing) if existing == *content => report.unchanged.push(rel.clone()),
                Ok(_) => report.changed.push(rel.clone()),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    report.created.push(rel.clone())
                }
                Err(source) => return Err(WriteError { path, source }),
            }
        }
        Ok(report)
    }

    /// Writes the files under `dir` (created if missing). A file is written only when its
    /// content changed, through a temporary file renamed into place, so a reader never sees a
    /// partial file.
    pub fn write(&self, dir: impl AsRef<Path>) -> Result<WriteReport, WriteError> {
        let dir = dir.as_ref();
        let report = self.verify(dir)?;
        for rel in report.created.iter().chain(&report.changed) {
            let path = dir.join(rel);
            let parent = path.parent().unwrap_or(dir);
            std::fs::create_dir_all(parent).map_err(|source| WriteError {
                path: parent.to_path_buf(),
                source,
            })?;
            let tmp = parent.join(format!(
                ".{}.tmp{}",
                rel.file_name().and_then(|n| n.to_str()).unwrap_or("out"),
                std::process::id()
            ));
            std::fs::write(&tmp, &self.files[rel]).map_err(|source| WriteError {
                path: tmp.clone(),
                source,
            })?;
            std::fs::rename(&tmp, &path).map_err(|source| {
                let _ = std::fs::remove_file(&tmp);
                WriteError {
                    path: path.clone(),
                    source,
                }
            })?;
        }
        Ok(report)
    }
}

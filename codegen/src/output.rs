//! Generated files and how they reach the disk: atomically, only when changed, and never in
//! verify mode.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The files of a successful run, by path relative to the output directory.
#[derive(Debug, Clone)]
pub struct Output {
    files: BTreeMap<PathBuf, String>,
    warnings: crate::diag::Report,
    inputs: Vec<PathBuf>,
    /// Text that only files written by this tool contain (the version annotation key); a
    /// file in the output directory that has it but is no longer generated is stale.
    signature: Option<&'static str>,
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
    /// Files this tool wrote earlier that are no longer generated: removed by
    /// [`Output::write`], reported by [`Output::verify`].
    pub stale: Vec<PathBuf>,
}

impl WriteReport {
    /// True when nothing was (or would be) created or changed.
    pub fn is_clean(&self) -> bool {
        self.created.is_empty() && self.changed.is_empty() && self.stale.is_empty()
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
        warnings: crate::diag::Report,
        inputs: Vec<PathBuf>,
        signature: Option<&'static str>,
    ) -> Self {
        Output {
            files,
            warnings,
            inputs,
            signature,
        }
    }

    /// The input directories, then every input file the run read, in the order read; a
    /// build script declares these with `cargo:rerun-if-changed` (Cargo watches a
    /// directory's whole tree, so adding or removing a file re-runs it too), a proc macro
    /// tracks the files.
    pub fn inputs(&self) -> &[PathBuf] {
        &self.inputs
    }

    /// The generated files: relative path → content.
    pub fn files(&self) -> &BTreeMap<PathBuf, String> {
        &self.files
    }

    /// The run's warnings, as data: [`Report::render`](crate::diag::Report::render) them for
    /// a terminal, or print [`Report::cargo_warnings`](crate::diag::Report::cargo_warnings)
    /// from a build script.
    pub fn warnings(&self) -> &crate::diag::Report {
        &self.warnings
    }

    /// Compares the files with those under `dir` without writing anything. Files of
    /// `dir` that carry this tool's version annotation but are no longer generated are
    /// reported as stale (a run with the annotation omitted cannot recognise its files).
    pub fn verify(&self, dir: impl AsRef<Path>) -> Result<WriteReport, WriteError> {
        let dir = dir.as_ref();
        let mut report = WriteReport::default();
        if let Some(sig) = self.signature
            && let Ok(entries) = std::fs::read_dir(dir)
        {
            let mut stale: Vec<PathBuf> = entries
                .flatten()
                .map(|e| PathBuf::from(e.file_name()))
                .filter(|rel| {
                    rel.extension().is_some_and(|x| x == "yaml") && !self.files.contains_key(rel)
                })
                .filter(|rel| std::fs::read_to_string(dir.join(rel)).is_ok_and(|t| t.contains(sig)))
                .collect();
            stale.sort();
            report.stale = stale;
        }
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
    /// partial file. Stale files of this tool (see [`Output::verify`]) are removed; no other
    /// file is touched.
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
        for rel in &report.stale {
            let path = dir.join(rel);
            std::fs::remove_file(&path).map_err(|source| WriteError { path, source })?;
        }
        Ok(report)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn output(files: &[(&str, &str)]) -> Output {
        let files = files
            .iter()
            .map(|(k, v)| (PathBuf::from(k), v.to_string()))
            .collect();
        Output::new(
            files,
            crate::diag::Report::default(),
            Vec::new(),
            Some("tool.example/version"),
        )
    }

    #[test]
    fn writes_only_changes_and_removes_only_its_own_stale_files() {
        let dir = tempfile::tempdir().expect("tempdir");
        let d = dir.path();
        std::fs::write(d.join("old.yaml"), "tool.example/version: 1\n").expect("write");
        std::fs::write(d.join("mine-not.yaml"), "hand written\n").expect("write");
        std::fs::write(d.join("same.yaml"), "same\n").expect("write");
        let out = output(&[
            ("new.yaml", "tool.example/version: 2\n"),
            ("same.yaml", "same\n"),
        ]);
        let check = out.verify(d).expect("verify");
        assert_eq!(check.created, [PathBuf::from("new.yaml")]);
        assert_eq!(check.unchanged, [PathBuf::from("same.yaml")]);
        assert_eq!(check.stale, [PathBuf::from("old.yaml")]);
        assert!(!check.is_clean());
        assert!(d.join("old.yaml").exists(), "verify never writes");
        assert!(!d.join("new.yaml").exists(), "verify never writes");
        out.write(d).expect("write");
        assert!(!d.join("old.yaml").exists());
        assert!(d.join("mine-not.yaml").exists());
        assert_eq!(
            std::fs::read_to_string(d.join("new.yaml")).expect("read"),
            "tool.example/version: 2\n"
        );
        assert!(out.verify(d).expect("verify").is_clean());
    }
}

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
    /// The API groups of the CRDs this run writes with the version annotation: CRDs of
    /// these groups that earlier runs wrote into the output directory are recognised and,
    /// if no longer generated, removed as stale. Empty when the run writes no CRDs (an
    /// `rbac`, `webhook` or `client` run, or one with the annotation omitted).
    crd_groups: std::collections::BTreeSet<String>,
    /// The clients as unformatted token text, under `Config::clients_as_tokens`.
    client_tokens: Option<String>,
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
        crd_groups: std::collections::BTreeSet<String>,
    ) -> Self {
        Output {
            files,
            warnings,
            inputs,
            crd_groups,
            client_tokens: None,
        }
    }

    /// With the clients as tokens (`Config::clients_as_tokens`).
    pub(crate) fn with_client_tokens(mut self, tokens: Option<String>) -> Self {
        self.client_tokens = tokens;
        self
    }

    /// The clients as token text, unformatted, when the run was asked for them
    /// ([`Config::clients_as_tokens`](crate::Config::clients_as_tokens)): what
    /// `include_clients!` expands to. Text, because the engine runs on worker threads, where
    /// tokens are proc-macro2's own and reach the compiler as text in any case. Not for
    /// other callers.
    #[doc(hidden)]
    pub fn client_tokens(&self) -> Option<&str> {
        self.client_tokens.as_deref()
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

    /// Compares the files with those under `dir` without writing anything. A CRD file of
    /// `dir` that this tool wrote (its header, version annotation and file name match what
    /// this tool writes), of an API group this run generates CRDs for, and no longer
    /// generated is reported as stale. A run with the version annotation omitted cannot
    /// recognise its files and reports none; CRDs of other groups (another API crate
    /// writing into the same directory) are never stale.
    pub fn verify(&self, dir: impl AsRef<Path>) -> Result<WriteReport, WriteError> {
        let dir = dir.as_ref();
        let mut report = WriteReport::default();
        if !self.crd_groups.is_empty()
            && let Ok(entries) = std::fs::read_dir(dir)
        {
            let mut stale: Vec<PathBuf> = entries
                .flatten()
                .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
                .map(|e| PathBuf::from(e.file_name()))
                .filter(|rel| !self.files.contains_key(rel))
                .filter(|rel| {
                    rel.to_str().is_some_and(|name| {
                        read_bounded(&dir.join(rel)).is_ok_and(|t| {
                            own_crd_group(name, &t).is_some_and(|g| self.crd_groups.contains(&g))
                        })
                    })
                })
                .collect();
            stale.sort();
            report.stale = stale;
        }
        for (rel, content) in &self.files {
            let path = dir.join(confined(rel)?);
            match std::fs::read(&path) {
                Ok(existing) if existing == content.as_bytes() => {
                    report.unchanged.push(rel.clone())
                }
                Ok(_) => report.changed.push(rel.clone()),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    report.created.push(rel.clone())
                }
                Err(source) => return Err(WriteError { path, source }),
            }
        }
        Ok(report)
    }

    /// Writes the files under `dir` (created if missing), all or nothing.
    ///
    /// Only files whose content changed are written. Under an exclusive lock on `dir` (so
    /// concurrent runs into one directory take turns), every new file is first written in
    /// full beside its target (`.<name>.kube-codegen-tmp`); then a journal
    /// (`.kube-codegen-journal`) records the change, each replaced or stale file is kept
    /// as `.<name>.kube-codegen-bak`, and the new files are renamed into place, so a reader
    /// never sees a partial file. If any step fails, everything done is undone and `dir`
    /// is as it was; the error says so. A run killed midway leaves the journal: the next
    /// write into `dir` first restores what the journal lists, and removes temporary files
    /// of earlier runs. Stale files are the CRDs this tool wrote (see [`Output::verify`]);
    /// no other file is touched.
    pub fn write(&self, dir: impl AsRef<Path>) -> Result<WriteReport, WriteError> {
        let dir = dir.as_ref();
        std::fs::create_dir_all(dir).map_err(|source| WriteError {
            path: dir.to_path_buf(),
            source,
        })?;
        let _lock = lock(dir)?;
        recover(dir)?;
        let report = self.verify(dir)?;
        let mut tx = Transaction::new(dir);
        let result = tx.commit(self, &report);
        if let Err(e) = result {
            let undone = tx.rollback();
            return Err(WriteError {
                path: e.path,
                source: std::io::Error::new(
                    e.source.kind(),
                    match undone {
                        Ok(()) => format!("{}; nothing was changed", e.source),
                        Err(u) => format!(
                            "{}; undoing the partial write failed too ({}: {}): see {}",
                            e.source,
                            u.path.display(),
                            u.source,
                            dir.join(JOURNAL).display()
                        ),
                    },
                ),
            });
        }
        Ok(report)
    }
}

impl Output {
    /// For a directory only this tool writes into (a build script's `OUT_DIR`): removes the
    /// files the previous call listed in `kube-codegen-outputs.txt` that this output no
    /// longer has, then lists this output's files there.
    pub(crate) fn forget_earlier_outputs(&self, dir: &Path, call: usize) -> Result<(), WriteError> {
        let list = outputs_list(dir, call);
        if let Ok(earlier) = std::fs::read_to_string(&list) {
            for name in earlier.lines() {
                let rel = Path::new(name);
                if confined(rel).is_ok() && !self.files.contains_key(rel) {
                    let path = dir.join(rel);
                    remove_if_exists(&path).map_err(err(&path))?;
                }
            }
        }
        let names: String = self
            .files
            .keys()
            .map(|rel| format!("{}\n", rel.display()))
            .collect();
        std::fs::write(&list, names).map_err(err(&list))
    }
}

/// The list of files [`Output::forget_earlier_outputs`] keeps in a build script's `OUT_DIR`.
const OUTPUTS_LIST: &str = "kube-codegen-outputs.txt";

/// The outputs list of the `call`-th `run_build_script` of a build script
/// (`kube-codegen-outputs.txt`, then `kube-codegen-outputs-2.txt`, …).
pub(crate) fn outputs_list(dir: &Path, call: usize) -> PathBuf {
    match call {
        0 => dir.join(OUTPUTS_LIST),
        n => dir.join(format!("kube-codegen-outputs-{}.txt", n + 1)),
    }
}

/// The journal of a write in progress, in the output directory.
const JOURNAL: &str = ".kube-codegen-journal";
const TMP: &str = ".kube-codegen-tmp";
const BAK: &str = ".kube-codegen-bak";

/// The largest output or stale-candidate file read (bytes); larger files are not ours.
const MAX_READ: u64 = 64 << 20;

/// `rel` if it is made of normal path components only (a file name, or `group/v1.rs` for
/// `import`'s module tree): no root, `.` or `..`, so nothing can leave the output directory.
pub(crate) fn confined(rel: &Path) -> Result<&Path, WriteError> {
    let mut components = rel.components().peekable();
    let plain = components.peek().is_some()
        && components.all(|c| matches!(c, std::path::Component::Normal(_)));
    if plain {
        Ok(rel)
    } else {
        Err(WriteError {
            path: rel.to_path_buf(),
            source: std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                "generated path leaves the output directory",
            ),
        })
    }
}

/// Reads a regular file of at most [`MAX_READ`] bytes.
fn read_bounded(path: &Path) -> std::io::Result<String> {
    use std::io::Read;
    let meta = std::fs::metadata(path)?;
    if !meta.is_file() || meta.len() > MAX_READ {
        return Err(std::io::Error::other("not a generated file"));
    }
    let mut text = String::new();
    std::fs::File::open(path)?
        .take(MAX_READ)
        .read_to_string(&mut text)?;
    Ok(text)
}

/// The API group of the CRD in `text`, if it is a CRD this tool wrote into a file named
/// `name`: its first document starts with the CRD header this tool writes, its
/// annotations hold the key `kube-codegen.dev/version`, and `name` is
/// `<group>_<plural>.yaml` for its `metadata.name` `<plural>.<group>`. A file that merely
/// mentions the annotation, or an RBAC or webhook manifest, is not one.
pub(crate) fn own_crd_group(name: &str, text: &str) -> Option<String> {
    let rest = text.strip_prefix(
        "---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n",
    )?;
    let mut annotated = false;
    let mut in_annotations = false;
    let mut crd_name = None;
    // The metadata block: keys at two spaces (sorted: annotations, labels, name), their
    // entries deeper; it ends at the first line at column 0.
    for line in rest.lines() {
        if !line.starts_with(' ') {
            break;
        }
        if let Some(entry) = line.strip_prefix("    ") {
            annotated |= in_annotations
                && entry.starts_with(&format!("{}: ", crate::emit::crd::VERSION_ANNOTATION));
        } else if let Some(key) = line.strip_prefix("  ") {
            in_annotations = key == "annotations:";
            if let Some(n) = key.strip_prefix("name: ") {
                crd_name = Some(n);
            }
        }
    }
    let (plural, group) = crd_name?.split_once('.')?;
    (annotated && name == format!("{group}_{plural}.yaml")).then(|| group.to_string())
}

/// An exclusive advisory lock on the output directory, held while writing (Unix: `flock`
/// on the directory itself, so no lock file is left behind).
fn lock(dir: &Path) -> Result<Option<std::fs::File>, WriteError> {
    if cfg!(unix) {
        let f = std::fs::File::open(dir).map_err(|source| WriteError {
            path: dir.to_path_buf(),
            source,
        })?;
        f.lock().map_err(|source| WriteError {
            path: dir.to_path_buf(),
            source,
        })?;
        Ok(Some(f))
    } else {
        Ok(None)
    }
}

/// Finishes what a killed run left: with a journal, restores every file it lists (the
/// backups are complete, the new files are removed); then removes every temporary or
/// backup file of ours in `dir`.
fn recover(dir: &Path) -> Result<(), WriteError> {
    let journal = dir.join(JOURNAL);
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| WriteError { path, source }
    };
    match std::fs::read_to_string(&journal) {
        Ok(text) => {
            for line in text.lines() {
                let Some((op, rel)) = line.split_once(' ') else {
                    continue;
                };
                let Ok(rel) = confined(Path::new(rel)) else {
                    continue;
                };
                let target = dir.join(rel);
                let bak = sibling(&target, BAK);
                match op {
                    "created" => remove_if_exists(&target).map_err(io(&target))?,
                    "changed" | "stale" if bak.exists() => {
                        std::fs::rename(&bak, &target).map_err(io(&target))?
                    }
                    _ => {}
                }
            }
            std::fs::remove_file(&journal).map_err(io(&journal))?;
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(source) => {
            return Err(WriteError {
                path: journal,
                source,
            });
        }
    }
    let entries = std::fs::read_dir(dir).map_err(io(dir))?;
    for e in entries.flatten() {
        let name = e.file_name();
        let name = name.to_string_lossy();
        if name.starts_with('.') && (name.ends_with(TMP) || name.ends_with(BAK)) {
            remove_if_exists(&e.path()).map_err(io(&e.path()))?;
        }
    }
    Ok(())
}

pub(crate) fn remove_if_exists(path: &Path) -> std::io::Result<()> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

/// `dir/.<name><suffix>` for `dir/<name>`.
fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let name = path
        .file_name()
        .map_or_else(Default::default, |n| n.to_string_lossy());
    path.with_file_name(format!(".{name}{suffix}"))
}

/// One step of a write, recorded so that it can be undone.
enum Step {
    /// A temporary file written.
    Staged(PathBuf),
    /// The journal written.
    Journal,
    /// A hard link `bak` of `target` made.
    Backup { target: PathBuf },
    /// `target` replaced or created by a rename (`created` says whether it was new).
    Renamed { target: PathBuf, created: bool },
    /// `target` (stale) removed; its backup holds it.
    Removed { target: PathBuf },
    /// A directory created for new files (`import`'s group modules).
    Dir(PathBuf),
}

struct Transaction<'d> {
    dir: &'d Path,
    steps: Vec<Step>,
}

impl<'d> Transaction<'d> {
    fn new(dir: &'d Path) -> Self {
        Transaction {
            dir,
            steps: Vec::new(),
        }
    }

    fn commit(&mut self, out: &Output, report: &WriteReport) -> Result<(), WriteError> {
        let writes: Vec<(&PathBuf, bool)> = report
            .created
            .iter()
            .map(|r| (r, true))
            .chain(report.changed.iter().map(|r| (r, false)))
            .collect();
        if writes.is_empty() && report.stale.is_empty() {
            return Ok(());
        }
        // 1. Stage every new file in full.
        for (rel, _) in &writes {
            let target = self.dir.join(confined(rel)?);
            if let Some(parent) = target.parent()
                && !parent.exists()
            {
                fault::check()?;
                std::fs::create_dir_all(parent).map_err(err(parent))?;
                self.steps.push(Step::Dir(parent.to_path_buf()));
            }
            let tmp = sibling(&target, TMP);
            fault::check()?;
            std::fs::write(&tmp, &out.files[*rel]).map_err(err(&tmp))?;
            self.steps.push(Step::Staged(tmp));
        }
        // 2. The journal: from here a killed run is undone by the next one.
        let journal: String = writes
            .iter()
            .map(|(rel, created)| {
                format!(
                    "{} {}\n",
                    if *created { "created" } else { "changed" },
                    rel.display()
                )
            })
            .chain(
                report
                    .stale
                    .iter()
                    .map(|rel| format!("stale {}\n", rel.display())),
            )
            .collect();
        let journal_path = self.dir.join(JOURNAL);
        let journal_tmp = sibling(&journal_path, TMP);
        fault::check()?;
        std::fs::write(&journal_tmp, journal).map_err(err(&journal_tmp))?;
        self.steps.push(Step::Staged(journal_tmp.clone()));
        fault::check()?;
        std::fs::rename(&journal_tmp, &journal_path).map_err(err(&journal_path))?;
        self.steps.push(Step::Journal);
        // 3. Back up what will be replaced or removed.
        for rel in report.changed.iter().chain(&report.stale) {
            let target = self.dir.join(confined(rel)?);
            let bak = sibling(&target, BAK);
            fault::check()?;
            remove_if_exists(&bak).map_err(err(&bak))?;
            // A hard link costs nothing; where links are not supported, a copy, made under
            // a temporary name first so that a backup is never partial.
            std::fs::hard_link(&target, &bak)
                .or_else(|_| {
                    let tmp = sibling(&bak, TMP);
                    std::fs::copy(&target, &tmp)?;
                    std::fs::rename(&tmp, &bak)
                })
                .map_err(err(&bak))?;
            self.steps.push(Step::Backup { target });
        }
        // 4. Rename the new files into place; remove the stale ones.
        for (rel, created) in &writes {
            let target = self.dir.join(rel);
            fault::check()?;
            std::fs::rename(sibling(&target, TMP), &target).map_err(err(&target))?;
            self.steps.push(Step::Renamed {
                target,
                created: *created,
            });
        }
        for rel in &report.stale {
            let target = self.dir.join(rel);
            fault::check()?;
            std::fs::remove_file(&target).map_err(err(&target))?;
            self.steps.push(Step::Removed { target });
        }
        // 5. Done: drop the journal (the commit point), then the backups.
        std::fs::remove_file(&journal_path).map_err(err(&journal_path))?;
        self.steps.clear();
        for rel in report.changed.iter().chain(&report.stale) {
            let _ = std::fs::remove_file(sibling(&self.dir.join(rel), BAK));
        }
        Ok(())
    }

    /// Undoes the recorded steps, last first. Replaced and removed files come back by
    /// renaming their backups over them (atomic). If any restore fails, the backups and
    /// the journal are kept, so that nothing is lost and the next write (or a person, with
    /// the journal) can finish the job.
    fn rollback(&mut self) -> Result<(), WriteError> {
        let mut first_error: Option<WriteError> = None;
        while let Some(step) = self.steps.pop() {
            let keep = first_error.is_some();
            let result = match &step {
                Step::Staged(tmp) => remove_if_exists(tmp).map_err(err(tmp)),
                Step::Dir(dir) => std::fs::remove_dir(dir).map_err(err(dir)),
                Step::Journal if keep => Ok(()),
                Step::Journal => {
                    let j = self.dir.join(JOURNAL);
                    remove_if_exists(&j).map_err(err(&j))
                }
                Step::Backup { .. } if keep => Ok(()),
                Step::Backup { target } => {
                    let bak = sibling(target, BAK);
                    remove_if_exists(&bak).map_err(err(&bak))
                }
                Step::Renamed {
                    target,
                    created: true,
                } => remove_if_exists(target).map_err(err(target)),
                Step::Renamed {
                    target,
                    created: false,
                }
                | Step::Removed { target } => {
                    let bak = sibling(target, BAK);
                    fault::check_undo()
                        .and_then(|()| std::fs::rename(&bak, target).map_err(err(target)))
                }
            };
            if let Err(e) = result {
                first_error.get_or_insert(e);
            }
        }
        first_error.map_or(Ok(()), Err)
    }
}

pub(crate) fn err(path: &Path) -> impl FnOnce(std::io::Error) -> WriteError + use<> {
    let path = path.to_path_buf();
    move |source| WriteError { path, source }
}

/// Fault injection for the writer's tests.
mod fault;

#[cfg(test)]
mod tests;

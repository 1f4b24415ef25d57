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
    /// Whether this run writes CRDs carrying the version annotation, so that CRDs of
    /// earlier runs in the output directory can be recognised (and, if no longer
    /// generated, removed as stale).
    own_crds: bool,
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
        own_crds: bool,
    ) -> Self {
        Output {
            files,
            warnings,
            inputs,
            own_crds,
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

    /// Compares the files with those under `dir` without writing anything. A CRD file of
    /// `dir` that this tool wrote (its header, version annotation and file name match what
    /// this tool writes) and that is no longer generated is
    /// reported as stale; a run with the version annotation omitted cannot recognise its
    /// files and reports none.
    pub fn verify(&self, dir: impl AsRef<Path>) -> Result<WriteReport, WriteError> {
        let dir = dir.as_ref();
        let mut report = WriteReport::default();
        if self.own_crds
            && let Ok(entries) = std::fs::read_dir(dir)
        {
            let mut stale: Vec<PathBuf> = entries
                .flatten()
                .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
                .map(|e| PathBuf::from(e.file_name()))
                .filter(|rel| !self.files.contains_key(rel))
                .filter(|rel| {
                    rel.to_str().is_some_and(|name| {
                        read_bounded(&dir.join(rel)).is_ok_and(|t| is_own_crd(name, &t))
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

/// The journal of a write in progress, in the output directory.
const JOURNAL: &str = ".kube-codegen-journal";
const TMP: &str = ".kube-codegen-tmp";
const BAK: &str = ".kube-codegen-bak";

/// The largest output or stale-candidate file read (bytes); larger files are not ours.
const MAX_READ: u64 = 64 << 20;

/// `rel` if it is a plain relative path below the output directory (no `..`, no root).
fn confined(rel: &Path) -> Result<&Path, WriteError> {
    let plain = rel.components().count() > 0
        && rel
            .components()
            .all(|c| matches!(c, std::path::Component::Normal(_)));
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

/// Whether `text`, in a file named `name`, is a CRD this tool wrote: its first document
/// starts with the CRD header this tool writes, its annotations hold the key
/// `kube-codegen.dev/version`, and `name` is `<group>_<plural>.yaml` for the CRD's
/// `metadata.name` `<plural>.<group>`. A file that merely mentions the annotation, or
/// an RBAC or webhook manifest, is not.
pub(crate) fn is_own_crd(name: &str, text: &str) -> bool {
    let Some(rest) = text.strip_prefix(
        "---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  annotations:\n",
    ) else {
        return false;
    };
    let mut lines = rest.lines();
    let mut annotated = false;
    let mut crd_name = None;
    for line in lines.by_ref() {
        if let Some(ann) = line.strip_prefix("    ") {
            annotated |= ann.starts_with(&format!("{}: ", crate::emit::crd::VERSION_ANNOTATION));
        } else {
            crd_name = line.strip_prefix("  name: ");
            break;
        }
    }
    let expected = crd_name
        .and_then(|n| n.split_once('.'))
        .map(|(plural, group)| format!("{group}_{plural}.yaml"));
    annotated && expected.as_deref() == Some(name)
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

fn remove_if_exists(path: &Path) -> std::io::Result<()> {
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
    /// A directory created.
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
            std::fs::hard_link(&target, &bak)
                .or_else(|_| std::fs::copy(&target, &bak).map(drop))
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

    /// Undoes the recorded steps, last first.
    fn rollback(&mut self) -> Result<(), WriteError> {
        let mut first_error = None;
        while let Some(step) = self.steps.pop() {
            let result = match &step {
                Step::Staged(tmp) => remove_if_exists(tmp).map_err(err(tmp)),
                Step::Journal => {
                    let j = self.dir.join(JOURNAL);
                    remove_if_exists(&j).map_err(err(&j))
                }
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
                    // Restore from the backup (a link, so the backup step below removes
                    // nothing the target still needs).
                    let bak = sibling(target, BAK);
                    std::fs::hard_link(&bak, target)
                        .or_else(|_| {
                            remove_if_exists(target)?;
                            std::fs::hard_link(&bak, target)
                        })
                        .map_err(err(target))
                }
                Step::Dir(d) => std::fs::remove_dir(d).map_err(err(d)),
            };
            if let Err(e) = result {
                first_error.get_or_insert(e);
            }
        }
        first_error.map_or(Ok(()), Err)
    }
}

fn err(path: &Path) -> impl FnOnce(std::io::Error) -> WriteError + use<> {
    let path = path.to_path_buf();
    move |source| WriteError { path, source }
}

/// Fault injection for the writer's tests: `fault::fail_at(n)` makes the `n`th file-system
/// step of the next write on this thread fail.
mod fault {
    #[cfg(test)]
    thread_local! {
        static FAIL_AT: std::cell::Cell<Option<usize>> = const { std::cell::Cell::new(None) };
    }

    #[cfg(test)]
    pub(super) fn fail_at(n: Option<usize>) {
        FAIL_AT.with(|f| f.set(n));
    }

    #[cfg(test)]
    pub(super) fn check() -> Result<(), super::WriteError> {
        FAIL_AT.with(|f| match f.get() {
            Some(0) => {
                f.set(None);
                Err(super::WriteError {
                    path: "injected".into(),
                    source: std::io::Error::other("injected fault"),
                })
            }
            Some(n) => {
                f.set(Some(n - 1));
                Ok(())
            }
            None => Ok(()),
        })
    }

    #[cfg(not(test))]
    #[inline(always)]
    pub(super) fn check() -> Result<(), super::WriteError> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    /// A CRD file as this tool writes it, for `<plural>.<group>`.
    fn crd(plural: &str, group: &str, body: &str) -> (String, String) {
        (
            format!("{group}_{plural}.yaml"),
            format!(
                "---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  annotations:\n    kube-codegen.dev/version: v0\n  name: {plural}.{group}\n{body}"
            ),
        )
    }

    fn output(files: &[(String, String)], own_crds: bool) -> Output {
        let files = files
            .iter()
            .map(|(k, v)| (PathBuf::from(k), v.clone()))
            .collect();
        Output::new(files, crate::diag::Report::default(), Vec::new(), own_crds)
    }

    /// Every file under `dir` (hidden ones too) → its bytes.
    fn snapshot(dir: &Path) -> BTreeMap<String, Vec<u8>> {
        let mut out = BTreeMap::new();
        for e in std::fs::read_dir(dir).expect("read_dir").flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            out.insert(name, std::fs::read(e.path()).expect("read"));
        }
        out
    }

    #[test]
    fn writes_only_changes_and_removes_only_its_own_stale_crds() {
        let dir = tempfile::tempdir().expect("tempdir");
        let d = dir.path();
        let (old_name, old) = crd("olds", "a.io", "spec: {}\n");
        std::fs::write(d.join(&old_name), &old).expect("write");
        // Mentions the annotation but is not a CRD this tool wrote.
        std::fs::write(d.join("notes.yaml"), "# kube-codegen.dev/version is ours\n")
            .expect("write");
        // Our header, but the file name does not match the CRD's name.
        std::fs::write(d.join("renamed.yaml"), &old).expect("write");
        std::fs::write(d.join("same.yaml"), "same\n").expect("write");
        let new = crd("news", "a.io", "spec: {}\n");
        let out = output(&[new.clone(), ("same.yaml".into(), "same\n".into())], true);
        let check = out.verify(d).expect("verify");
        assert_eq!(check.created, [PathBuf::from(&new.0)]);
        assert_eq!(check.unchanged, [PathBuf::from("same.yaml")]);
        assert_eq!(check.stale, [PathBuf::from(&old_name)]);
        assert!(!check.is_clean());
        assert!(d.join(&old_name).exists(), "verify never writes");
        assert!(!d.join(&new.0).exists(), "verify never writes");
        out.write(d).expect("write");
        assert!(!d.join(&old_name).exists());
        assert!(d.join("notes.yaml").exists() && d.join("renamed.yaml").exists());
        assert_eq!(
            std::fs::read_to_string(d.join(&new.0)).expect("read"),
            new.1
        );
        assert!(out.verify(d).expect("verify").is_clean());
        assert_eq!(
            snapshot(d).keys().filter(|k| k.starts_with('.')).count(),
            0,
            "no temporary file, backup or journal is left"
        );
        // A run that writes no CRDs (rbac) removes none.
        std::fs::write(d.join(&old_name), &old).expect("write");
        output(&[("role.yaml".into(), "---\n".into())], false)
            .write(d)
            .expect("write");
        assert!(d.join(&old_name).exists() && d.join(&new.0).exists());
    }

    #[test]
    fn a_fault_at_any_step_leaves_the_directory_as_it_was() {
        let (a, b, c) = (
            crd("as", "x.io", "v: 1\n"),
            crd("bs", "x.io", "v: 1\n"),
            crd("cs", "x.io", "v: 1\n"),
        );
        // Changes a, creates d and e, removes the stale b, leaves c.
        let out = output(
            &[
                crd("as", "x.io", "v: 2\n"),
                c.clone(),
                crd("ds", "x.io", "v: 2\n"),
                ("sub/e.rs".into(), "// e\n".into()),
            ],
            true,
        );
        let mut step = 0;
        loop {
            let dir = tempfile::tempdir().expect("tempdir");
            let d = dir.path();
            for (name, text) in [&a, &b, &c] {
                std::fs::write(d.join(name), text).expect("write");
            }
            let before = snapshot(d);
            fault::fail_at(Some(step));
            let result = out.write(d);
            fault::fail_at(None);
            match result {
                Err(e) => {
                    assert!(e.to_string().contains("nothing was changed"), "{e}");
                    assert_eq!(snapshot(d), before, "fault at step {step}");
                    assert!(!d.join("sub").exists(), "fault at step {step}");
                }
                Ok(_) => {
                    assert!(step > 5, "only {step} steps");
                    assert!(out.verify(d).expect("verify").is_clean());
                    break;
                }
            }
            step += 1;
        }
    }

    #[test]
    fn a_killed_run_is_undone_by_the_next_write() {
        let dir = tempfile::tempdir().expect("tempdir");
        let d = dir.path();
        let old = crd("as", "x.io", "v: 1\n");
        let new = crd("as", "x.io", "v: 2\n");
        let created = crd("bs", "x.io", "v: 2\n");
        // What a run killed after renaming leaves: the journal, a backup, new files and
        // a temporary file.
        std::fs::write(d.join(&old.0), &new.1).expect("write");
        std::fs::write(d.join(format!(".{}{BAK}", old.0)), &old.1).expect("write");
        std::fs::write(d.join(&created.0), &created.1).expect("write");
        std::fs::write(d.join(format!(".x.yaml{TMP}")), "partial").expect("write");
        std::fs::write(
            d.join(JOURNAL),
            format!("changed {}\ncreated {}\n", old.0, created.0),
        )
        .expect("write");
        recover(d).expect("recover");
        let after = snapshot(d);
        assert_eq!(after.len(), 1, "{:?}", after.keys());
        assert_eq!(after[&old.0], old.1.as_bytes());
    }

    #[test]
    fn paths_outside_the_output_directory_are_refused() {
        let dir = tempfile::tempdir().expect("tempdir");
        for rel in ["../x.yaml", "/tmp/x.yaml", "a/../../x.yaml", ""] {
            let out = output(&[(rel.into(), "x".into())], false);
            let e = out.write(dir.path().join("out")).expect_err(rel);
            assert!(e.to_string().contains("leaves the output directory"), "{e}");
        }
        assert!(!dir.path().join("x.yaml").exists());
    }
}

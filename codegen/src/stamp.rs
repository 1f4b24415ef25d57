//! A build script's memory of its last run, so that inputs touched but not changed cost no
//! generation (`Config::run_build_script`).
//!
//! Cargo re-runs a build script when an input's modification time changes, which a
//! `touch`, a branch switch or an editor's save-without-change does as well as an edit. The
//! stamp (`OUT_DIR/kube-codegen-stamp.txt`) records a digest of the configuration and of
//! the tool's version, a digest of every input file's bytes, of every input directory's
//! tree (names and kinds of its entries, which decide the module tree), of every file
//! written, and what the run printed. When all of them are as recorded, the run prints the
//! same lines again and stops: the generated files are the ones already in `OUT_DIR`, so
//! nothing is rewritten and nothing that includes them is recompiled.
//!
//! A build script may run several `Config`s: each call has its own stamp and outputs list
//! (`kube-codegen-stamp-2.txt`, …, by its place in the script), and the first call forgets
//! the later calls' files when the build script program changed, so a `Config` taken out
//! leaves nothing behind.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};

use crate::output::{confined, err, outputs_list, remove_if_exists};
use crate::{Config, Output, WriteError};

const STAMP: &str = "kube-codegen-stamp.txt";

/// The stamp of the `call`-th `run_build_script` of a build script (`kube-codegen-stamp.txt`
/// for the first, `kube-codegen-stamp-2.txt` for the second, …).
pub(crate) fn stamp_path(out_dir: &Path, call: usize) -> PathBuf {
    match call {
        0 => out_dir.join(STAMP),
        n => out_dir.join(format!("kube-codegen-stamp-{}.txt", n + 1)),
    }
}

const HEADER: &str = "kube-codegen-stamp 1";
/// How deep an input directory's tree is walked for its digest (as deep as the loader reads).
const MAX_DEPTH: usize = 32;

fn hex(h: u64) -> String {
    format!("{h:016x}")
}

/// A digest of the tool's version and the run's whole configuration.
pub(crate) fn config_digest(config: &Config) -> String {
    let mut h = DefaultHasher::new();
    env!("CARGO_PKG_VERSION").hash(&mut h);
    format!("{config:?}").hash(&mut h);
    hex(h.finish())
}

/// A digest of a file's bytes; `None` when it cannot be read.
fn file_digest(path: &Path) -> Option<String> {
    let bytes = std::fs::read(path).ok()?;
    let mut h = DefaultHasher::new();
    bytes.hash(&mut h);
    Some(hex(h.finish()))
}

/// A digest of a directory's tree: every entry's path below it and whether it is a
/// directory, in sorted order; `None` when it cannot be read.
fn dir_digest(dir: &Path) -> Option<String> {
    fn walk(dir: &Path, rel: &Path, depth: usize, out: &mut Vec<(PathBuf, bool)>) -> Option<()> {
        let mut entries: Vec<(PathBuf, bool)> = std::fs::read_dir(dir)
            .ok()?
            .map(|e| {
                let e = e.ok()?;
                Some((e.file_name().into(), e.file_type().ok()?.is_dir()))
            })
            .collect::<Option<_>>()?;
        entries.sort();
        for (name, is_dir) in entries {
            let child = rel.join(&name);
            out.push((child.clone(), is_dir));
            if is_dir && depth < MAX_DEPTH {
                walk(&dir.join(&name), &child, depth + 1, out)?;
            }
        }
        Some(())
    }
    let mut entries = Vec::new();
    walk(dir, Path::new(""), 0, &mut entries)?;
    let mut h = DefaultHasher::new();
    entries.hash(&mut h);
    Some(hex(h.finish()))
}

/// What a path's digest is now: a directory's tree or a file's bytes.
fn digest(path: &Path) -> Option<String> {
    if path.is_dir() {
        dir_digest(path)
    } else {
        file_digest(path)
    }
}

/// What the last run printed, when the stamp in `out_dir` says nothing it depended on
/// changed: the same configuration (`config`, a [`config_digest`]), every input with the
/// digest recorded, every file it wrote still in `out_dir` as written. `None` otherwise,
/// and when there is no stamp or it cannot be read.
pub(crate) fn replay(out_dir: &Path, call: usize, config: &str) -> Option<(String, Vec<PathBuf>)> {
    let text = std::fs::read_to_string(stamp_path(out_dir, call)).ok()?;
    let mut outputs = Vec::new();
    let mut lines = text.split('\n');
    if lines.next()? != HEADER || lines.next()? != config {
        return None;
    }
    for line in lines.by_ref() {
        if line == "printed" {
            break;
        }
        let (kind, rest) = line.split_once(' ')?;
        let (hash, path) = rest.split_once(' ')?;
        let path = match kind {
            "input" => PathBuf::from(path),
            "output" => {
                outputs.push(PathBuf::from(path));
                out_dir.join(path)
            }
            _ => return None,
        };
        if digest(&path)? != hash {
            return None;
        }
    }
    Some((lines.collect::<Vec<_>>().join("\n"), outputs))
}

/// Records the stamp of a run that wrote `output` into `out_dir` and printed `printed`.
/// A path that cannot be written on one line leaves no stamp (the next run generates).
pub(crate) fn record(out_dir: &Path, call: usize, config: &str, output: &Output, printed: &str) {
    let stamp = stamp_path(out_dir, call);
    let mut text = format!("{HEADER}\n{config}\n");
    let inputs = output.inputs().iter().map(|p| ("input", p.clone()));
    let outputs = output.files().keys().map(|p| ("output", p.clone()));
    for (kind, path) in inputs.chain(outputs) {
        let full = if kind == "output" {
            out_dir.join(&path)
        } else {
            path.clone()
        };
        let (Some(hash), Some(shown)) = (digest(&full), path.to_str()) else {
            let _ = std::fs::remove_file(&stamp);
            return;
        };
        if shown.contains('\n') {
            let _ = std::fs::remove_file(&stamp);
            return;
        }
        text.push_str(&format!("{kind} {hash} {shown}\n"));
    }
    text.push_str("printed\n");
    text.push_str(printed);
    if std::fs::write(&stamp, text).is_err() {
        let _ = std::fs::remove_file(&stamp);
    }
}

/// The build script program that last wrote into `dir`, by size and modification time.
const SCRIPT_ID: &str = "kube-codegen-script.txt";

/// For a build script's first `run_build_script`: when the build script program changed
/// since the last run (its `build.rs` was edited, so it may have fewer `Config`s now),
/// removes the files every later call of the last run wrote, with their lists and stamps,
/// so that a `Config` taken out leaves no file behind; the calls that remain write theirs
/// again. Nothing is removed while the program is the same.
pub(crate) fn forget_removed_configs(dir: &Path) -> Result<(), WriteError> {
    let id = std::env::current_exe()
        .and_then(std::fs::metadata)
        .map(|m| format!("{} {:?}", m.len(), m.modified().ok()))
        .unwrap_or_default();
    let id_file = dir.join(SCRIPT_ID);
    if std::fs::read_to_string(&id_file).is_ok_and(|old| old == id) {
        return Ok(());
    }
    for call in 1.. {
        let list = outputs_list(dir, call);
        let Ok(names) = std::fs::read_to_string(&list) else {
            break;
        };
        for rel in names
            .lines()
            .map(Path::new)
            .filter(|rel| confined(rel).is_ok())
        {
            let path = dir.join(rel);
            remove_if_exists(&path).map_err(err(&path))?;
        }
        remove_if_exists(&list).map_err(err(&list))?;
        let stamp = stamp_path(dir, call);
        remove_if_exists(&stamp).map_err(err(&stamp))?;
    }
    std::fs::write(&id_file, id).map_err(err(&id_file))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stamp replays while nothing changes, and no longer once an input's bytes, an input
    /// directory's tree, a written file or the configuration change; a touch alone keeps it.
    #[test]
    fn a_stamp_replays_until_something_it_depended_on_changes() {
        let dir = tempfile::tempdir().expect("tempdir");
        let api = dir.path().join("api");
        let out = dir.path().join("out");
        std::fs::create_dir_all(api.join("v1")).expect("mkdir");
        std::fs::create_dir_all(&out).expect("mkdir");
        let file = api.join("v1/mod.rs");
        std::fs::write(
            &file,
            "//! +groupName=a.io\nuse k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\n/// +kubebuilder:object:root=true\npub struct Thing { pub metadata: ObjectMeta }\n",
        )
        .expect("write");
        let config = Config::new().input(&api);
        let digest = config_digest(&config);
        let output = config.generate().expect("generates");
        output.write(&out).expect("writes");
        record(&out, 0, &digest, &output, "cargo:rerun-if-changed=x\n");
        let (printed, files) = replay(&out, 0, &digest).expect("fresh");
        assert_eq!(printed, "cargo:rerun-if-changed=x\n");
        assert_eq!(files, output.files().keys().cloned().collect::<Vec<_>>());
        assert!(replay(&out, 1, &digest).is_none(), "another Config's stamp");

        // Same bytes written again (a touch): still fresh.
        let text = std::fs::read(&file).expect("read");
        std::fs::write(&file, &text).expect("touch");
        assert!(replay(&out, 0, &digest).is_some());

        // Another configuration.
        let other = config_digest(&Config::new().input(&api).crds(false));
        assert_ne!(other, digest);
        assert!(replay(&out, 0, &other).is_none());

        // An input's bytes.
        std::fs::write(&file, [text.as_slice(), b"\n"].concat()).expect("edit");
        assert!(replay(&out, 0, &digest).is_none());
        std::fs::write(&file, &text).expect("restore");
        assert!(replay(&out, 0, &digest).is_some());

        // A new file in an input directory's tree.
        std::fs::write(api.join("v1/extra.rs"), "").expect("add");
        assert!(replay(&out, 0, &digest).is_none());
        std::fs::remove_file(api.join("v1/extra.rs")).expect("remove");
        assert!(replay(&out, 0, &digest).is_some());

        // A written file changed by someone else.
        let written = out.join(output.files().keys().next().expect("a file"));
        std::fs::write(&written, "edited").expect("edit output");
        assert!(replay(&out, 0, &digest).is_none());
    }
}

//! A scaffold's plan (files to create, insertions into existing files at their insertion
//! points) and how it reaches the disk: every check first, then every write, undone if one
//! fails.

use std::path::{Path, PathBuf};

use super::ScaffoldError;

/// The comment that marks an insertion point: `// +kubebuilder:scaffold:<name>` in Rust,
/// `#+kubebuilder:scaffold:<name>` in YAML, as kubebuilder's templates have them.
pub(crate) const INSERTION_POINT: &str = "+kubebuilder:scaffold:";

/// An insertion into an existing file: `text` goes on the lines above the insertion point
/// `point`, indented as the point's line is, unless the file already has `unless`.
struct Insert {
    path: String,
    point: &'static str,
    text: String,
    unless: String,
}

/// What a command writes, relative to the project directory.
#[derive(Default)]
pub(super) struct Plan {
    create: Vec<(String, String)>,
    replace: Vec<(String, String)>,
    insert: Vec<Insert>,
}

impl Plan {
    pub(super) fn create(&mut self, path: impl Into<String>, contents: String) {
        self.create.push((path.into(), contents));
    }

    /// Replaces a file the tool owns (`PROJECT`) with `contents`.
    pub(super) fn replace(&mut self, path: impl Into<String>, contents: String) {
        self.replace.push((path.into(), contents));
    }

    pub(super) fn insert(
        &mut self,
        path: impl Into<String>,
        point: &'static str,
        text: String,
        unless: impl Into<String>,
    ) {
        self.insert.push(Insert {
            path: path.into(),
            point,
            text,
            unless: unless.into(),
        });
    }

    /// Checks the whole plan against `dir`, then writes it: the files written, in order.
    ///
    /// A file to create must not exist (the error names it: the command would overwrite it);
    /// a file to insert into must exist, parse (Rust files, with syn) and have its insertion
    /// point once. Nothing is written unless every check passes; a failed write undoes the
    /// writes before it. The Rust files created are then formatted with rustfmt, when it is
    /// installed.
    pub(super) fn apply(self, dir: &Path) -> Result<Vec<PathBuf>, ScaffoldError> {
        let mut contents: Vec<(PathBuf, String, Option<String>)> = Vec::new();
        for (rel, text) in self.create {
            let path = dir.join(&rel);
            if path.exists() {
                return Err(ScaffoldError::at(
                    path,
                    1,
                    1,
                    "the file exists; the command would overwrite it",
                ));
            }
            contents.push((path, text, None));
        }
        for (rel, text) in self.replace {
            let path = dir.join(&rel);
            let before = read(&path)?;
            contents.push((path, text, Some(before)));
        }
        for insert in self.insert {
            let path = dir.join(&insert.path);
            let slot = contents.iter().position(|(p, ..)| *p == path);
            let before = match slot {
                Some(i) => contents[i].1.clone(),
                None => read(&path)?,
            };
            let after = insert_at(&path, &before, &insert)?;
            match slot {
                Some(i) => contents[i].1 = after,
                None if after != before => contents.push((path, after, Some(before))),
                None => {}
            }
        }
        let created: Vec<PathBuf> = contents
            .iter()
            .filter(|(path, _, before)| {
                before.is_none() && path.extension().is_some_and(|e| e == "rs")
            })
            .map(|(path, ..)| path.clone())
            .collect();
        let written = write_all(contents)?;
        rustfmt(&created);
        Ok(written)
    }
}

/// Formats the Rust files a command created with rustfmt (edition 2024, the scaffold's), as
/// kubebuilder runs `go fmt` on what it scaffolds: the templates follow rustfmt's style, but
/// a long name makes rustfmt wrap a line the template keeps whole. Files the command added
/// to are left as the user wrote them. Without rustfmt (`$RUSTFMT`, else `rustfmt` on the
/// PATH), or when it fails, the files stay as written: valid Rust that `cargo fmt` settles.
fn rustfmt(created: &[PathBuf]) {
    if created.is_empty() {
        return;
    }
    let program = std::env::var_os("RUSTFMT").unwrap_or_else(|| "rustfmt".into());
    drop(
        std::process::Command::new(program)
            .args(["--edition", "2024"])
            .args(created)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status(),
    );
}

fn read(path: &Path) -> Result<String, ScaffoldError> {
    std::fs::read_to_string(path).map_err(|e| {
        ScaffoldError::at(
            path.to_path_buf(),
            0,
            0,
            format!("cannot read it ({e}); is this a project `kube-codegen init` made?"),
        )
    })
}

/// `text` with `insert.text` above its insertion point; unchanged when it has
/// `insert.unless`.
fn insert_at(path: &Path, text: &str, insert: &Insert) -> Result<String, ScaffoldError> {
    let rust = path.extension().is_some_and(|e| e == "rs");
    if rust {
        parses(path, text)?;
    }
    if text.contains(&insert.unless) {
        return Ok(text.to_string());
    }
    let marker = format!("{INSERTION_POINT}{}", insert.point);
    let lines: Vec<&str> = text.lines().collect();
    let found: Vec<usize> = (0..lines.len())
        .filter(|&i| {
            let l = lines[i].trim_start();
            let comment = l.strip_prefix("//").or_else(|| l.strip_prefix('#'));
            comment.is_some_and(|c| c.trim() == marker)
        })
        .collect();
    let at = match found[..] {
        [at] => at,
        [] => {
            return Err(ScaffoldError::at(
                path.to_path_buf(),
                0,
                0,
                format!(
                    "no insertion point `{marker}`: put the comment back where new code should go"
                ),
            ));
        }
        [_, second, ..] => {
            return Err(ScaffoldError::at(
                path.to_path_buf(),
                second + 1,
                1,
                format!("a second insertion point `{marker}`: keep one"),
            ));
        }
    };
    let indent = &lines[at][..lines[at].len() - lines[at].trim_start().len()];
    let at = sorted_position(&lines, at, &insert.text);
    let mut out = String::new();
    for line in &lines[..at] {
        out.push_str(line);
        out.push('\n');
    }
    for line in insert.text.lines() {
        if !line.is_empty() {
            out.push_str(indent);
        }
        out.push_str(line);
        out.push('\n');
    }
    for line in &lines[at..] {
        out.push_str(line);
        out.push('\n');
    }
    if rust {
        parses(path, &out)?;
    }
    Ok(out)
}

/// Where a `pub mod <name>;` line goes among the `pub mod` lines directly above the
/// insertion point `at`: in rustfmt's order (2024 style: digit runs compared as numbers), so
/// that `cargo fmt --check` passes on the result. Any other text goes right above `at`.
fn sorted_position(lines: &[&str], at: usize, text: &str) -> usize {
    const MOD: &str = "pub mod ";
    let Some(name) = text.trim_end().strip_prefix(MOD) else {
        return at;
    };
    let mut start = at;
    while start > 0 && lines[start - 1].trim_start().starts_with(MOD) {
        start -= 1;
    }
    (start..at)
        .find(|&i| {
            let other = lines[i].trim_start().trim_start_matches(MOD);
            version_order(other, name) == std::cmp::Ordering::Greater
        })
        .unwrap_or(at)
}

/// `a` against `b`, runs of digits compared as numbers (`v2` before `v10`), as rustfmt's
/// 2024 style sorts names.
pub(super) fn version_order(a: &str, b: &str) -> std::cmp::Ordering {
    let split = |s: &str| -> Vec<(String, u64)> {
        let mut out = Vec::new();
        let mut rest = s;
        while !rest.is_empty() {
            let text_len = rest
                .find(|c: char| c.is_ascii_digit())
                .unwrap_or(rest.len());
            let (text, after) = rest.split_at(text_len);
            let digits = after.len() - after.trim_start_matches(|c: char| c.is_ascii_digit()).len();
            let (number, tail) = after.split_at(digits);
            out.push((text.to_string(), number.parse().unwrap_or(0)));
            rest = tail;
        }
        out
    };
    split(a).cmp(&split(b))
}

/// Refuses a Rust file that does not parse, at the place syn names.
fn parses(path: &Path, text: &str) -> Result<(), ScaffoldError> {
    syn::parse_file(text).map(drop).map_err(|e| {
        let start = e.span().start();
        ScaffoldError::at(
            path.to_path_buf(),
            start.line,
            start.column + 1,
            format!("does not parse as Rust ({e}); fix it before scaffolding into it"),
        )
    })
}

/// Writes `contents` (`(path, text, the text it replaces)`), undoing every write when one
/// fails.
fn write_all(
    contents: Vec<(PathBuf, String, Option<String>)>,
) -> Result<Vec<PathBuf>, ScaffoldError> {
    let mut done: Vec<(&PathBuf, &Option<String>, Vec<PathBuf>)> = Vec::new();
    for (path, text, before) in &contents {
        let made = missing_parents(path);
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(path, text))
            .and_then(|()| executable_if_script(path));
        if let Err(e) = written {
            done.push((path, before, made));
            for (path, before, made) in done.into_iter().rev() {
                match before {
                    Some(text) => drop(std::fs::write(path, text)),
                    None => drop(std::fs::remove_file(path)),
                }
                for dir in made.iter().rev() {
                    drop(std::fs::remove_dir(dir));
                }
            }
            return Err(ScaffoldError::at(
                path.clone(),
                0,
                0,
                format!("cannot write it ({e}); nothing was written"),
            ));
        }
        done.push((path, before, made));
    }
    Ok(contents.into_iter().map(|(p, ..)| p).collect())
}

/// Makes a `.sh` file executable (`rwxr-xr-x`), as the scaffold's `hack/` scripts are run.
#[cfg(unix)]
fn executable_if_script(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    if path.extension().is_some_and(|e| e == "sh") {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755))?;
    }
    Ok(())
}

#[cfg(not(unix))]
fn executable_if_script(_: &Path) -> std::io::Result<()> {
    Ok(())
}

/// The directories above `path` that do not exist yet, outermost first.
fn missing_parents(path: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = path
        .ancestors()
        .skip(1)
        .take_while(|d| !d.as_os_str().is_empty() && !d.exists())
        .map(Path::to_path_buf)
        .collect();
    out.reverse();
    out
}

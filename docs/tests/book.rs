//! The book's rules, checked on every test run: every chapter is in `SUMMARY.md` and compiled
//! as doctests (`lib.rs`); every Rust block is a doctest or an mdBook `{{#include}}` of a file
//! the workspace compiles; every shell command of the book and the README is one CI runs;
//! the README stays a front page (at most 300 lines) whose links resolve, and its Rust blocks
//! are doctests or verbatim copies of a file the workspace compiles (GitHub renders no
//! `{{#include}}`).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The chapters `SUMMARY.md` links, in order.
fn chapters() -> Vec<String> {
    let summary = read(&root().join("docs/src/SUMMARY.md"));
    summary
        .lines()
        .filter_map(|l| l.split_once("](").map(|(_, rest)| rest))
        .filter_map(|rest| rest.split_once(')').map(|(target, _)| target.to_string()))
        .collect()
}

/// A fenced block: its info string (`rust,no_run`), its first line number and its lines.
struct Block {
    info: String,
    line: usize,
    body: Vec<String>,
}

fn blocks(text: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut open: Option<(String, usize, String)> = None; // info, line, fence indentation
    let mut body = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let indent = &line[..line.len() - trimmed.len()];
        match &open {
            None if trimmed.starts_with("```") => {
                open = Some((trimmed[3..].trim().to_string(), i + 1, indent.to_string()));
                body.clear();
            }
            Some(_) if trimmed == "```" => {
                let (info, line, _) = open.take().expect("open");
                out.push(Block {
                    info,
                    line,
                    body: std::mem::take(&mut body),
                });
            }
            Some((_, _, fence_indent)) => body.push(
                line.strip_prefix(fence_indent.as_str())
                    .unwrap_or(line)
                    .to_string(),
            ),
            None => {}
        }
    }
    assert!(open.is_none(), "an unclosed code block");
    out
}

/// `{{#include path[:anchor]}}` → (path, anchor).
fn include_directive(line: &str) -> Option<(&str, Option<&str>)> {
    let inner = line
        .trim()
        .strip_prefix("{{#include ")?
        .strip_suffix("}}")?;
    Some(match inner.split_once(':') {
        Some((path, anchor)) => (path, Some(anchor)),
        None => (inner, None),
    })
}

#[test]
fn every_chapter_is_in_the_summary_and_compiled_as_doctests() {
    let lib = read(&root().join("docs/lib.rs"));
    let chapters = chapters();
    assert!(chapters.len() >= 10, "SUMMARY.md links {chapters:?}");
    for chapter in &chapters {
        assert!(
            lib.contains(&format!("#[doc = include_str!(\"src/{chapter}\")]")),
            "docs/lib.rs does not compile {chapter}'s code blocks"
        );
    }
    let on_disk: BTreeSet<String> = std::fs::read_dir(root().join("docs/src"))
        .expect("docs/src")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".md") && name != "SUMMARY.md")
        .collect();
    let linked: BTreeSet<String> = chapters.into_iter().collect();
    assert_eq!(
        on_disk, linked,
        "every chapter on disk is in SUMMARY.md, and no more"
    );
}

#[test]
fn every_rust_block_is_a_doctest_or_includes_a_compiled_file() {
    let mut doctests = 0;
    let mut included = 0;
    for chapter in chapters() {
        let path = root().join("docs/src").join(&chapter);
        for block in blocks(&read(&path)) {
            let mut info = block.info.split(',');
            if info.next() != Some("rust") {
                continue;
            }
            let at = format!("{chapter}:{}", block.line);
            if !block.info.split(',').any(|a| a == "ignore") {
                doctests += 1;
                continue;
            }
            // An ignored block shows a file the workspace compiles, nothing else.
            let mut includes = 0;
            for line in &block.body {
                if line.trim().is_empty() || line.trim_start().starts_with("//") {
                    continue;
                }
                let (file, anchor) = include_directive(line)
                    .unwrap_or_else(|| panic!("{at}: an `ignore` block holds code: {line}"));
                assert!(file.ends_with(".rs"), "{at}: {file} is not Rust");
                let text = read(&path.parent().expect("dir").join(file));
                if let Some(anchor) = anchor {
                    assert!(
                        text.contains(&format!("ANCHOR: {anchor}"))
                            && text.contains(&format!("ANCHOR_END: {anchor}")),
                        "{at}: {file} has no anchor {anchor}"
                    );
                }
                includes += 1;
            }
            assert_eq!(includes, 1, "{at}: an `ignore` block includes one file");
            included += 1;
        }
    }
    assert!(
        doctests >= 10 && included >= 10,
        "{doctests} doctests, {included} included files"
    );
}

/// Commands the book shows in a different form from the CI line that runs them: each
/// pair is (the book's command, a line of `.ci/run` or `hack/test.sh` that runs it).
const RUN_AS: &[(&str, &str)] = &[
    (
        "export KUBEBUILDER_ASSETS=\"$(hack/setup-envtest.sh)\"",
        "KUBEBUILDER_ASSETS=\"$(hack/setup-envtest.sh | tail -n 1)\"",
    ),
    (
        "cargo test -p kube-envtest",
        "cargo_args=(--workspace --all-targets --features \"$features\")",
    ),
    (
        "cargo test -p sample-controller",
        "cargo_args=(--workspace --all-targets --features \"$features\")",
    ),
    (
        "kube-codegen init --domain my.domain guestbook",
        "kube-codegen init --domain my.domain --kube-codegen-path \"$repo\" guestbook",
    ),
    ("cargo test", "step test_with_clippy"),
];

#[test]
fn every_shell_command_is_one_ci_runs() {
    // hack/scaffold-e2e.sh, which hack/test.sh runs, times each command with `step`.
    let ci = format!(
        "{}\n{}\n{}",
        read(&root().join(".ci/run")),
        read(&root().join("hack/test.sh")),
        read(&root().join("hack/scaffold-e2e.sh"))
    );
    let runs = |line: &str| {
        ci.lines()
            .map(|l| l.trim())
            .any(|l| l == line || l.strip_prefix("step ") == Some(line))
    };
    let mut documents: Vec<(String, String)> = chapters()
        .into_iter()
        .map(|c| (c.clone(), read(&root().join("docs/src").join(c))))
        .collect();
    documents.push(("README.md".into(), read(&root().join("README.md"))));
    let mut commands = 0;
    for (name, text) in documents {
        for block in blocks(&text).into_iter().filter(|b| b.info == "sh") {
            for line in &block.body {
                // The command without its trailing comment.
                let command = line.split(" #").next().expect("split").trim();
                if command.is_empty() || command.starts_with('#') {
                    continue;
                }
                let ok = runs(command)
                    || RUN_AS
                        .iter()
                        .any(|(doc, ci_line)| *doc == command && runs(ci_line));
                assert!(
                    ok,
                    "{name}:{}: `{command}` is run by no CI step",
                    block.line
                );
                commands += 1;
            }
        }
    }
    assert!(commands >= 4, "{commands} commands");
}

#[test]
fn the_readme_is_a_front_page_whose_links_resolve() {
    let readme = read(&root().join("README.md"));
    let lines = readme.lines().count();
    assert!(
        lines <= 300,
        "README.md has {lines} lines; the rest belongs in the book"
    );
    let mut links = 0;
    for (_, rest) in readme
        .match_indices("](")
        .map(|(i, _)| readme.split_at(i + 2))
    {
        let target = rest.split(')').next().expect("link");
        if target.starts_with("http") || target.starts_with('#') {
            continue;
        }
        let file = target.split('#').next().expect("path");
        assert!(
            root().join(file).exists(),
            "README links {target}, which does not exist"
        );
        links += 1;
    }
    assert!(
        links >= 5,
        "the README links the book's chapters ({links} links)"
    );
}

#[test]
fn every_readme_rust_block_is_a_doctest_or_a_verbatim_copy() {
    let readme = read(&root().join("README.md"));
    assert!(
        read(&root().join("docs/lib.rs")).contains("#[doc = include_str!(\"../README.md\")]"),
        "docs/lib.rs compiles the README's code blocks"
    );
    let mut copies = 0;
    for block in blocks(&readme) {
        if !block.info.starts_with("rust") || !block.info.split(',').any(|a| a == "ignore") {
            continue;
        }
        // The first line names the file; the rest is a contiguous part of it.
        let (source, rest) = block.body.split_first().expect("an empty block");
        let file = source
            .strip_prefix("// ")
            .expect("`// <path>` opens a copied block");
        let text = read(&root().join(file));
        let copied = rest.join("\n");
        assert!(
            text.contains(&copied),
            "README.md:{}: the block is not a verbatim part of {file}",
            block.line
        );
        copies += 1;
    }
    assert!(copies >= 1, "the README shows a Kind from a compiled file");
}

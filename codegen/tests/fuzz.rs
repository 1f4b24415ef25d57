//! Fuzzing, as part of the test suite: two targets driven by proptest's runner with a fixed
//! seed, so the CI run is short and deterministic, and a failure shrinks to a small input.
//!
//! - `pipeline`: an API module of `testdata/` (the seed corpus) under a random series of
//!   edits (tokens that matter to the parser and the markers inserted, ranges deleted,
//!   duplicated or replaced), run through the whole engine (CRDs, clients, RBAC, webhooks).
//! - `markers`: one random marker line (a registered marker name, then arguments built
//!   from the marker grammar's punctuation and values) on a field of a minimal Kind.
//!
//! Each input must end in output or in errors, never in a panic; every error must be
//! located inside the input; output must be the same when generated twice.
//! `KUBE_CODEGEN_FUZZ_CASES` (default 150 and 600) and `KUBE_CODEGEN_FUZZ_SEED` (a number)
//! run a longer campaign or another one; `fuzz/` has the same targets for coverage-guided
//! fuzzing with cargo-fuzz (nightly).

use std::path::{Path, PathBuf};

use proptest::prelude::*;
use proptest::test_runner::{Config as RunnerConfig, RngAlgorithm, TestRng, TestRunner};

#[path = "support/fuzz.rs"]
mod support;

fn runner(default_cases: u32) -> TestRunner {
    let cases = std::env::var("KUBE_CODEGEN_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default_cases);
    let seed: u64 = std::env::var("KUBE_CODEGEN_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x6b75_6265);
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    TestRunner::new_with_rng(
        RunnerConfig {
            cases,
            failure_persistence: None,
            ..RunnerConfig::default()
        },
        TestRng::from_seed(RngAlgorithm::ChaCha, &bytes),
    )
}

/// Every `.rs` file of the testdata API modules (not the adversarial corpus, which
/// `cli/tests/faults.rs` runs whole).
fn corpus() -> Vec<String> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata");
    let mut files = Vec::new();
    for case in std::fs::read_dir(&root).expect("testdata").flatten() {
        if case.file_name() != "adversarial" {
            walk(&case.path().join("api"), &mut files);
        }
    }
    files.sort();
    files
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .collect()
}

/// Text that matters to the lexer, the parser and the marker grammar.
const TOKENS: &[&str] = &[
    "<",
    ">",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "::",
    ":",
    ";",
    ",",
    "=",
    ":=",
    "\"",
    "`",
    "'",
    "\n",
    "/// ",
    "//! ",
    "// ",
    "/*",
    "*/",
    "+",
    "pub ",
    "mod x;",
    "mod y { ",
    "use super::*;",
    "Option<",
    "Vec<",
    "BTreeMap<String, ",
    "Box<Self>",
    "#[serde(flatten)]",
    "#[serde(rename = \"x\")]",
    "#[path = \"z.rs\"]",
    "+kubebuilder:object:root=true",
    "+kubebuilder:validation:",
    "+kubebuilder:default=",
    "+default=",
    "+listType=map",
    "+listMapKey=",
    "+genclient",
    "+groupName=",
    "+kubebuilder:validation:XValidation:rule=",
    "+kubebuilder:printcolumn:",
    "+kubebuilder:resource:",
    "\u{e9}",
    "\u{1F600}",
    "\0",
];

#[derive(Debug, Clone)]
enum Edit {
    Insert(usize, String),
    Delete(usize, usize),
    Duplicate(usize, usize),
    Replace(usize, usize, String),
}

fn text_piece() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => proptest::sample::select(TOKENS).prop_map(str::to_string),
        1 => "[ -~]{0,12}",
        1 => any::<String>().prop_map(|s| s.chars().take(6).collect()),
    ]
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        3 => (any::<usize>(), text_piece()).prop_map(|(at, s)| Edit::Insert(at, s)),
        1 => (any::<usize>(), 0..80usize).prop_map(|(at, n)| Edit::Delete(at, n)),
        1 => (any::<usize>(), 0..200usize).prop_map(|(at, n)| Edit::Duplicate(at, n)),
        1 => (any::<usize>(), 0..20usize, text_piece()).prop_map(|(at, n, s)| Edit::Replace(at, n, s)),
    ]
}

/// The largest char boundary of `s` at or below `at % (len + 1)`.
fn boundary(s: &str, at: usize) -> usize {
    let mut i = at % (s.len() + 1);
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn apply(text: &mut String, e: &Edit) {
    match e {
        Edit::Insert(at, s) => {
            let i = boundary(text, *at);
            text.insert_str(i, s);
        }
        Edit::Delete(at, n) | Edit::Duplicate(at, n) | Edit::Replace(at, n, _) => {
            let i = boundary(text, *at);
            let j = boundary(text, i.saturating_add(*n).min(text.len()));
            let j = j.max(i);
            match e {
                Edit::Delete(..) => {
                    text.replace_range(i..j, "");
                }
                Edit::Duplicate(..) => {
                    let copy = text[i..j].to_string();
                    text.insert_str(j, &copy);
                }
                Edit::Replace(_, _, s) => text.replace_range(i..j, s),
                Edit::Insert(..) => unreachable!("handled above"),
            }
        }
    }
}

/// [`support::check`] as a proptest case.
fn check(dir: &Path, text: &str) -> Result<(), TestCaseError> {
    support::check(dir, text.as_bytes()).map_err(TestCaseError::fail)
}

#[test]
fn pipeline() {
    let corpus = corpus();
    assert!(corpus.len() >= 20, "seed corpus: {} files", corpus.len());
    let dir = tempfile::tempdir().expect("tempdir");
    let strategy = (0..corpus.len(), proptest::collection::vec(edit(), 1..8));
    runner(150)
        .run(&strategy, |(file, edits)| {
            let mut text = corpus[file].clone();
            for e in &edits {
                apply(&mut text, e);
            }
            check(dir.path(), &text)
        })
        .expect("fuzz target `pipeline`");
}

#[test]
fn markers() {
    let names: Vec<String> = kube_codegen::marker_reference()
        .lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .filter_map(|l| l.split('`').next())
        .map(str::to_string)
        .collect();
    assert!(names.len() > 50, "marker names: {}", names.len());
    let arg = prop_oneof![
        proptest::sample::select(vec![
            "=",
            ":",
            ",",
            ";",
            "{",
            "}",
            "\"",
            "`",
            "=1",
            "=-1",
            "=1.5",
            "=true",
            "=x",
            "={a,b}",
            "={a: 1}",
            "=[1]",
            "=null",
            ":=",
            "=\"a,b\"",
            "=`^a$`",
            "=ref(X)",
            ":name=",
            ":type=",
            ":rule=",
            ":message=",
            "\\",
            "\u{e9}",
        ])
        .prop_map(str::to_string),
        "[ -~]{0,10}",
    ];
    let strategy = (
        proptest::sample::select(names),
        proptest::collection::vec(arg, 0..6),
        any::<bool>(),
    );
    let dir = tempfile::tempdir().expect("tempdir");
    runner(600)
        .run(&strategy, |(name, args, on_type)| {
            let marker = format!("+{name}{}", args.concat());
            let text = support::kind_with_marker(&marker, on_type);
            check(dir.path(), &text)
        })
        .expect("fuzz target `markers`");
}

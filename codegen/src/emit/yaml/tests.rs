use super::*;
use serde_json::json;

#[test]
fn scalar_styles_follow_go_yaml() {
    let y = |v: Value| to_yaml(&json!({"k": v}));
    assert_eq!(y(json!("plain text")), "k: plain text\n");
    assert_eq!(y(json!("124")), "k: \"124\"\n");
    assert_eq!(y(json!("true")), "k: \"true\"\n");
    assert_eq!(y(json!("yes")), "k: \"yes\"\n");
    assert_eq!(y(json!("")), "k: \"\"\n");
    assert_eq!(y(json!("{}")), "k: '{}'\n");
    assert_eq!(y(json!("a: b")), "k: 'a: b'\n");
    assert_eq!(y(json!("it's")), "k: it's\n");
    assert_eq!(y(json!("- x")), "k: '- x'\n");
    assert_eq!(y(json!("1:20")), "k: \"1:20\"\n");
    assert_eq!(y(json!("^[a-z]+$")), "k: ^[a-z]+$\n");
    assert_eq!(y(json!("line1\nline2")), "k: |-\n  line1\n  line2\n");
    assert_eq!(y(json!("trailing \nx")), "k: \"trailing \\nx\"\n");
    assert_eq!(y(json!(0.5)), "k: 0.5\n");
    assert_eq!(y(json!(10.0)), "k: 10\n");
    assert_eq!(y(json!(1234567.5)), "k: 1.2345675e+06\n");
    assert_eq!(y(json!(0.00001)), "k: 1e-05\n");
    assert_eq!(y(json!(null)), "k: null\n");
    assert_eq!(y(json!({})), "k: {}\n");
    assert_eq!(y(json!([])), "k: []\n");
}

/// go-yaml v2's `is_printable` admits only `\n`, 0x20–0x7E, U+00A0–U+D7FF and
/// U+E000–U+FFFD (not U+FEFF); anything else makes the scalar double-quoted and escaped.
#[test]
fn characters_go_yaml_cannot_print_are_escaped() {
    let y = |v: &str| to_yaml(&json!({ "k": v }));
    assert_eq!(y("a\tb"), "k: \"a\\tb\"\n");
    assert_eq!(y("a\rb"), "k: \"a\\rb\"\n");
    assert_eq!(y("a\u{85}b"), "k: \"a\\Nb\"\n");
    assert_eq!(y("x\u{7f}"), "k: \"x\\x7F\"\n");
    assert_eq!(y("smile \u{1F600}"), "k: \"smile \\U0001F600\"\n");
    assert_eq!(
        y("two\nlines\twith a tab"),
        "k: \"two\\nlines\\twith a tab\"\n"
    );
    // Printable non-ASCII stays as it is.
    assert_eq!(
        y("things-that-aren\u{2019}t"),
        "k: things-that-aren\u{2019}t\n"
    );
    assert_eq!(y("\u{e000}\u{fffd}"), "k: \u{e000}\u{fffd}\n");
    // `is_bom` checks the value's first bytes at every position: all escaped.
    assert_eq!(y("\u{feff}a b"), "k: \"\\uFEFF\\x61\\x20\\x62\"\n");
}

/// go-yaml v2's `resolve` reads plain `YYYY-M-D[(T|t| +)h:m:s[.f][zone]]` as a
/// timestamp, so its encoder quotes such strings; out-of-range fields are strings.
#[test]
fn strings_that_read_as_timestamps_are_quoted() {
    let y = |v: &str| to_yaml(&json!({ "k": v }));
    for ts in [
        "2024-01-01",
        "2024-1-2",
        "2024-02-29",
        "2024-01-01T10:00:00Z",
        "2024-01-01t10:00:00Z",
        "2024-01-01T1:2:3.25+02:00",
        "2024-01-01T10:00:00,5-24:00",
        "2024-01-01 10:00:00",
        "2024-01-01   10:00:00.123",
    ] {
        assert_eq!(y(ts), format!("k: \"{ts}\"\n"), "{ts}");
    }
    for s in [
        "2024-01-01T10:00:00",
        "2024-01-01T10:00:00+0200",
        "2024-01-01 10:00:00Z",
        "2023-02-29",
        "2024-13-01",
        "2024-01-01T24:00:00Z",
        "2024-01-01T10:60:00Z",
        "2024-01-01T10:00:00+25:00",
        "12024-01-01",
        "2024-01-",
        "2024-01-01x",
    ] {
        assert_eq!(y(s), format!("k: {s}\n"), "{s}");
    }
}

/// Numbers as Go's `strconv` reads them after go-yaml drops `_`: `ParseInt`/`ParseUint`
/// in base 0 (one sign, `0x`/`0o`/`0b` in either case, leading `0` octal), then floats
/// matching `yamlStyleFloat` that do not overflow.
#[test]
fn strings_that_read_as_numbers_are_quoted() {
    let y = |v: &str| to_yaml(&json!({ "k": v }));
    for n in [
        "0",
        "-7",
        "+7",
        "1_000",
        "0x1F",
        "0X1F",
        "0o17",
        "0O17",
        "0b101",
        "-0b101",
        "017",
        "08",
        "1.5",
        "1.",
        ".5",
        "-.5e3",
        "1e5",
        "1E+5",
        "18446744073709551615",
        "99999999999999999999",
        "1:20",
    ] {
        assert_eq!(y(n), format!("k: \"{n}\"\n"), "{n}");
    }
    // `--5`, `+-5`: one sign only; `1e400` overflows (`ErrRange`); `0x`: octal `x`
    // fails; `.`/`.e5`/`1e`: no digits; `<<` has no resolver hint in v2.
    for s in [
        "--5", "+-5", "1e400", "0x", ".", ".e5", "1e", "<<", "1_000x", "0x1G",
    ] {
        assert_eq!(y(s), format!("k: {s}\n"), "{s}");
    }
}

#[test]
fn keys_never_fold() {
    let key = format!("{} tail", "k".repeat(85));
    assert_eq!(to_yaml(&json!({ key.clone(): 1 })), format!("{key}: 1\n"));
    // The same text as a value folds at the first space past column 80.
    assert_eq!(
        to_yaml(&json!({ "v": key })),
        format!("v: {}\n  tail\n", "k".repeat(85))
    );
}

/// go-yaml's block scalar hints: `2` when the value starts with a space or break; `-`
/// without a final break, none with exactly one, `+` with two or a lone break — and
/// after a `|+` block the stream ends open (`...`).
#[test]
fn literal_block_hints() {
    let y = |v: &str| to_yaml(&json!({ "a": v, "z": 1 }));
    assert_eq!(y("x\ny"), "a: |-\n  x\n  y\nz: 1\n");
    assert_eq!(y("x\ny\n"), "a: |\n  x\n  y\nz: 1\n");
    assert_eq!(y("x\n\ny"), "a: |-\n  x\n\n  y\nz: 1\n");
    assert_eq!(y(" x\ny"), "a: |2-\n   x\n  y\nz: 1\n");
    assert_eq!(y("x\ny\n\n"), "a: |+\n  x\n  y\n\nz: 1\n...\n");
    assert_eq!(y("\n"), "a: |2+\n\nz: 1\n...\n");
    // The breaks are kept at the end of the document and in sequences too.
    assert_eq!(to_yaml(&json!({ "a": "x\n\n" })), "a: |+\n  x\n\n...\n");
    assert_eq!(to_yaml(&json!({ "a": "x\n" })), "a: |\n  x\n");
    assert_eq!(
        to_yaml(&json!({ "l": ["x\n", "y\nz"], "m": { "k": "p\n\n", "q": 1 } })),
        "l:\n- |\n  x\n- |-\n  y\n  z\nm:\n  k: |+\n    p\n\n  q: 1\n...\n"
    );
    // A later block scalar closes the stream again.
    assert_eq!(
        to_yaml(&json!({ "a": "x\n\n", "b": "y\nz" })),
        "a: |+\n  x\n\nb: |-\n  y\n  z\n"
    );
}

#[test]
fn long_plain_strings_fold_past_column_80() {
    let s =
        "A description long enough to cross column eighty is folded at the first space after it";
    let out = to_yaml(&json!({"a": {"b": {"description": s}}}));
    assert_eq!(
        out,
        "a:\n  b:\n    description: A description long enough to cross column eighty is folded at the\n      first space after it\n"
    );
}

#[test]
fn sequences_in_mappings_are_not_indented() {
    let out = to_yaml(&json!({"versions": [{"name": "v1", "served": true}, "x", [1, 2]]}));
    assert_eq!(
        out,
        "versions:\n- name: v1\n  served: true\n- x\n- - 1\n  - 2\n"
    );
}

/// Every CRD controller-gen wrote for the Go twins of `testdata/` (`hack/parity.sh`), parsed
/// and written again: the bytes must be controller-gen's.
#[test]
fn round_trips_every_controller_gen_crd_of_the_twins() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata");
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(&root)
        .expect("testdata")
        .flatten()
        .flat_map(|case| {
            std::fs::read_dir(case.path().join("controller-gen"))
                .into_iter()
                .flatten()
        })
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    files.sort();
    let mut crds = 0;
    for path in &files {
        let text =
            std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let Some(body) = text.strip_prefix("---\n") else {
            continue;
        };
        if !body
            .starts_with("apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\n")
        {
            continue;
        }
        crds += 1;
        let value: Value = serde_norway::from_str(body).expect("parse controller-gen's CRD");
        let ours = to_yaml(&value);
        if ours != body {
            let (i, (a, b)) = body
                .lines()
                .zip(ours.lines())
                .enumerate()
                .find(|(_, (a, b))| a != b)
                .unwrap_or((0, ("", "")));
            panic!(
                "{}: first difference at line {}:\n  controller-gen: {a}\n  ours:           {b}",
                path.display(),
                i + 2
            );
        }
    }
    assert!(
        crds >= 15,
        "only {crds} controller-gen CRDs under {}",
        root.display()
    );
}

proptest::proptest! {
    /// go-yaml's key order takes a byte-wise shortcut for ASCII keys; it orders every pair
    /// as the character-wise comparison does (letters, digits with and without leading
    /// zeros, and the characters between and after the letters in ASCII).
    #[test]
    fn the_ascii_key_order_is_go_yamls(a in "[aZ09_\\-~.]{0,6}", b in "[aZ09_\\-~.]{0,6}") {
        proptest::prop_assert_eq!(keys::less(&a, &b), keys::less_chars(&a, &b), "{:?} < {:?}", a, b);
    }
}

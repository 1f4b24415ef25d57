use super::*;
use crate::model::{Api, Field, TypeDef, TypeKind};
use crate::parse::tests::parse_files;

fn kinds(text: &str) -> Vec<(&str, CommentKind)> {
    scan(text)
        .comments
        .iter()
        .map(|c| (&text[c.start..c.end], c.kind))
        .collect()
}

#[test]
fn comments_inside_literals_are_not_comments() {
    use CommentKind::*;
    let text = concat!(
        "//! inner\n",
        "/// outer\n",
        "//// plain\n",
        "// plain\n",
        "const A: &str = \"http:///x // no\";\n",
        "const B: &str = r#\"a \" /// no\"#;\n",
        "const C: &[u8] = br\"/// no\";\n",
        "const D: char = '\"'; /// d\n",
        "const E: char = '\\''; fn f<'a>(x: &'a str) {} /// e\n",
        "/* block /* nested \" */ /// still block */\n",
        "/** block doc */ /*! inner block */\n",
        "let r#type = 1; let bar\"x\"; /// g\n",
        "const H: char = 'é'; /// h\n",
    );
    assert_eq!(
        kinds(text),
        [
            ("//! inner", InnerDoc),
            ("/// outer", OuterDoc),
            ("//// plain", Other),
            ("// plain", Other),
            ("/// d", OuterDoc),
            ("/// e", OuterDoc),
            ("/* block /* nested \" */ /// still block */", Other),
            ("/** block doc */", Other),
            ("/*! inner block */", Other),
            ("/// g", OuterDoc),
            ("/// h", OuterDoc),
        ]
    );
}

#[test]
fn the_lexer_text_has_plain_comments_of_the_same_length() {
    let text = "//! a\n/// b\n#[x] // c\nstruct S;\n";
    let scanned = scan(text);
    assert_eq!(
        scanned.lexer_text.as_deref(),
        Some("//  a\n//  b\n#[x] // c\nstruct S;\n")
    );
    assert_eq!(scan("// a\nstruct S;").lexer_text, None);
}

#[test]
fn a_shebang_line_is_not_scanned() {
    assert!(
        kinds("#!/usr/bin/env x \"\n/// a\nfn main() {}")
            .contains(&("/// a", CommentKind::OuterDoc))
    );
    assert_eq!(kinds("#![doc = \"//\"]\n").len(), 0);
}

#[test]
fn docs_are_found_by_position() {
    let text = "/// a\n// plain\n/// b\n#[derive(X)]\n/// c\npub struct S;\n/// d\nstruct T;";
    let s = scan(text);
    let attr = text.find("#[").expect("an attribute");
    let start = text.find("pub").expect("pub");
    let found: Vec<&str> = outer_docs(&s.comments, text, Some(attr), start)
        .iter()
        .map(|c| &text[c.start..c.end])
        .collect();
    assert_eq!(found, ["/// a", "/// b", "/// c"]);
    let t = text.find("struct T").expect("T");
    let found: Vec<&str> = outer_docs(&s.comments, text, None, t)
        .iter()
        .map(|c| &text[c.start..c.end])
        .collect();
    assert_eq!(found, ["/// d"]);

    let text = "\u{feff}//! a\n#![allow(x)]\n// plain\n//! b\nuse x;\n//! c";
    let s = scan(text);
    let attr_start = text.find("#!").expect("an inner attribute");
    let attr = (attr_start, attr_start + "#![allow(x)]".len());
    let found: Vec<&str> = inner_docs(&s.comments, text, &[attr], 3)
        .iter()
        .map(|c| &text[c.start..c.end])
        .collect();
    assert_eq!(found, ["//! a", "//! b"]);
}

fn ty<'a>(api: &'a Api, name: &str) -> &'a TypeDef {
    let found = api
        .packages
        .iter()
        .flat_map(|p| &p.types)
        .find(|t| t.name == name);
    found.unwrap_or_else(|| panic!("no type {name}"))
}

fn fields(t: &TypeDef) -> &[Field] {
    match &t.kind {
        TypeKind::Struct(f) => f,
        other => panic!("not a struct: {other:?}"),
    }
}

#[test]
fn docs_attach_by_position_as_rustc_attaches_them() {
    // Doc comments around attributes and plain comments, a trailing comment of the field
    // before, `///` inside literals, and an inline module whose `//!` follows an inner
    // attribute.
    let src = concat!(
        "//! +groupName=a.io\n",
        "/// One.\n",
        "// not a doc\n",
        "#[derive(Debug)]\n",
        "/// Two.\n",
        "#[serde(rename_all = \"camelCase\")]\n",
        "pub struct Thing {\n",
        "    /// First.\n",
        "    #[serde(rename = \"a///b\")]\n",
        "    pub a: i32, // about a, not b\n",
        "    /// Second, with a quote: '\"'.\n",
        "    pub(crate) b: i32,\n",
        "    #[serde(rename = \"r#\\\"///\\\"#\")]\n",
        "    pub c: i32,\n",
        "}\n",
        "/// Unit doc.\n",
        "pub type Alias = i32;\n",
        "pub mod inner {\n",
        "    #![allow(dead_code)]\n",
        "    //! +groupName=b.io\n",
        "    /// Deep.\n",
        "    pub struct Deep { pub x: i32 }\n",
        "}\n",
    );
    let (api, _, diags, _d) = parse_files(&[("v1.rs", src)], &[""]);
    assert!(diags.items().is_empty(), "{:?}", diags.items());
    let t = ty(&api, "Thing");
    assert_eq!(t.doc, "One.\nTwo.");
    let f = fields(t);
    let docs: Vec<(&str, &str)> = f
        .iter()
        .map(|f| (f.json_name.as_str(), f.doc.as_str()))
        .collect();
    assert_eq!(
        docs,
        [
            ("a///b", "First."),
            ("b", "Second, with a quote: '\"'."),
            ("r#\"///\"#", "")
        ]
    );
    assert_eq!(ty(&api, "Alias").doc, "Unit doc.");
    assert_eq!(ty(&api, "Deep").doc, "Deep.");
    let groups: Vec<Option<&str>> = api.packages.iter().map(|p| p.group.as_deref()).collect();
    assert!(groups.contains(&Some("a.io")), "{groups:?}");
    assert!(groups.contains(&Some("b.io")), "{groups:?}");
}

#[test]
fn unicode_white_space_before_a_raw_string_leaves_it_raw() {
    // proc-macro2 takes U+00A0 and U+2028 as white space, so `r"C:\"` is a raw string
    // ending at its second `"`, and the rename after it is a string holding `///`.
    for space in ['\u{a0}', '\u{2028}', '\u{85}', '\u{200e}'] {
        let text = format!("#[serde(alias ={space}r\"C:\\\", rename = \"a///b\")] /// d\n");
        assert_eq!(
            kinds(&text),
            [("/// d", CommentKind::OuterDoc)],
            "{space:?}"
        );
    }
    // An identifier character, ASCII or not, still makes `r` part of an identifier.
    assert_eq!(
        kinds("let ér = \"/// no\"; /// d\n"),
        [("/// d", CommentKind::OuterDoc)]
    );
}

#[test]
fn an_r_inside_a_suffix_lifetime_raw_identifier_or_number_starts_no_raw_string() {
    // proc-macro2 reads each `…r` below as a suffix, a lifetime, a raw identifier or a
    // number, and the `"` after it as an escaped string holding `///`.
    for token in ["\"x\"r", "'a'r", "'r", "r#r", "1r", "r\"x\"r", "br\"x\"r"] {
        let text = format!("m!({token}\"\\\" /// no\"); /// d\n");
        assert_eq!(kinds(&text), [("/// d", CommentKind::OuterDoc)], "{token}");
    }
}

#[test]
fn a_shebang_is_decided_past_comments_and_blanked_for_the_lexer() {
    // `#!` then a comment then `[`: an inner attribute (as rustc and syn decide), so line 1
    // is scanned and its comment's `"` starts no string.
    let text = "#! /*\n \" */ [allow(x)]\n/// a\nstruct S;\n";
    assert_eq!(content_start(text), 0);
    assert_eq!(
        kinds(text),
        [
            ("/*\n \" */", CommentKind::Other),
            ("/// a", CommentKind::OuterDoc)
        ]
    );
    // A doc comment is not skipped: that `#!` is a shebang.
    assert_eq!(content_start("#! /// x\n[allow(x)]"), 8);
    // A shebang line becomes spaces, so the lexer needs no special case.
    let scanned = scan("\u{feff}#!/bin/x \"\nstruct S;\n");
    assert_eq!(
        scanned.lexer_text.as_deref(),
        Some("\u{feff}          \nstruct S;\n")
    );
    let src = "#!/usr/bin/env run-cargo-script \"\n//! +groupName=a.io\n/// Doc.\npub struct S;\n";
    let (api, _, diags, _d) = parse_files(&[("v1.rs", src)], &[""]);
    assert!(diags.items().is_empty(), "{:?}", diags.items());
    assert_eq!(ty(&api, "S").doc, "Doc.");
    assert_eq!(api.packages[0].group.as_deref(), Some("a.io"));
}

#[test]
fn a_byte_order_mark_moves_no_span() {
    // The lexer never sees the mark, so line 1's columns count from after it: the inner
    // attribute on line 1 is where the `//!` search expects it, and spans hold their text.
    let src = "\u{feff}#![allow(dead_code)] pub struct A;\n//! +groupName=a.io\n/// B doc.\npub struct B;\n";
    let (api, sources, diags, _d) = parse_files(&[("v1.rs", src)], &[""]);
    let warned: Vec<&str> = diags.items().iter().map(|d| d.message.as_str()).collect();
    assert_eq!(
        warned,
        ["marker in a doc comment that documents nothing the generator reads"],
        "`//!` after an item"
    );
    assert_eq!(api.packages[0].group.as_deref(), None);
    let a = ty(&api, "A");
    assert_eq!(&sources.text(a.span.file)[a.span.start..a.span.end], "A");
    let src = "\u{feff}#![allow(dead_code)]\n//! +groupName=a.io\n/// B doc.\npub struct B;\n";
    let (api, _, diags, _d) = parse_files(&[("v1.rs", src)], &[""]);
    assert!(diags.items().is_empty(), "{:?}", diags.items());
    assert_eq!(api.packages[0].group.as_deref(), Some("a.io"));
    assert_eq!(ty(&api, "B").doc, "B doc.");
}

#[test]
fn direction_marks_and_unicode_line_breaks_between_doc_and_item_keep_the_doc() {
    for space in ['\u{200e}', '\u{200f}', '\u{2028}', '\u{85}'] {
        let src =
            format!("/// One.\n{space}pub struct S {{\n    /// X.\n{space}    pub x: i32,\n}}\n");
        let (api, _, diags, _d) = parse_files(&[("v1.rs", &src)], &[""]);
        assert!(diags.items().is_empty(), "{space:?}: {:?}", diags.items());
        let s = ty(&api, "S");
        assert_eq!(s.doc, "One.", "{space:?}");
        assert_eq!(fields(s)[0].doc, "X.", "{space:?}");
    }
}

#[test]
fn markers_no_node_reads_are_warned_about() {
    let src = concat!(
        "//! +groupName=a.io\n",
        "/// +kubebuilder:object:root=true\n",
        "pub fn not_a_type() {}\n",
        "/// +groupName=b.io\n",
        "pub mod v2;\n",
        "pub struct T(\n",
        "    /// +optional\n",
        "    pub i32,\n",
        ");\n",
        "/// Read.\n",
        "pub struct U {\n",
        "    /// +optional\n",
        "    pub x: Option<i32>, // +optional\n",
        "}\n",
        "//! +versionName=v9\n",
        "/// Not markers:\n",
        "/// + a list item\n",
        "pub fn f(x: i32) -> i32 { x // +1 would be wrong here\n}\n",
    );
    let (_, sources, diags, _d) = parse_files(&[("v1.rs", src), ("v1/v2.rs", "")], &["v1.rs"]);
    let warned: Vec<(&str, (usize, usize))> = diags
        .items()
        .iter()
        .map(|d| {
            assert!(!d.is_error(), "{}", d.message);
            let s = d.span.expect("a span");
            (
                &sources.text(s.file)[s.start..s.end],
                sources.line_col(s.file, s.start),
            )
        })
        .collect();
    assert_eq!(
        warned,
        [
            ("/// +kubebuilder:object:root=true", (2, 1)),
            ("/// +groupName=b.io", (4, 1)),
            ("/// +optional", (7, 5)),
            ("// +optional", (13, 25)),
            ("//! +versionName=v9", (15, 1)),
        ]
    );
    assert!(
        diags.items()[0]
            .message
            .contains("documents nothing the generator reads")
    );
}

//! The comments of a file, found before it is lexed, and the copy of it the lexer reads.
//!
//! proc-macro2 turns each `///` and `//!` comment into a `#[doc = "…"]` attribute (escaping
//! its text into a string literal, which syn then parses and unescapes again); in a debug
//! build that was a fifth of the engine's time. The engine reads doc text from the source
//! anyway ([`super::docs`]), so the lexer gets a copy in which each line doc comment is a
//! plain one (`///` → `// `, `//!` → `// `: same length, so every span stays the same), and
//! docs are found by position among the comments recorded here. Block doc comments
//! (`/** */`, `/*! */`) are rare and left to the lexer.

/// What a comment is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CommentKind {
    /// `/// …` (not `////`): documents what follows.
    OuterDoc,
    /// `//! …`: documents the enclosing module.
    InnerDoc,
    /// Any other comment, block doc comments included (those reach syn as attributes).
    Other,
}

/// One comment: bytes `start..end` of the file (a line comment ends before its `\n`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Comment {
    pub start: usize,
    pub end: usize,
    pub kind: CommentKind,
}

/// The comments of a file in source order, and the text to lex: `None` when no line doc
/// comment had to be made plain (lex the file itself).
pub(crate) struct Scanned {
    pub comments: Vec<Comment>,
    pub lexer_text: Option<String>,
}

/// Finds the comments of `text` as Rust's lexer does: not inside string, byte-string,
/// C-string or raw-string literals, nor character literals, with block comments nested.
/// A `#!` first line that does not start an inner attribute is a shebang and skipped.
/// Unterminated literals or comments end the scan (the lexer reports them).
pub(crate) fn scan(text: &str) -> Scanned {
    let b = text.as_bytes();
    let mut comments = Vec::new();
    let mut i = content_start(text);
    while i < b.len() {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                let end = text[i..].find('\n').map_or(b.len(), |n| i + n);
                let kind = match (b.get(i + 2), b.get(i + 3)) {
                    (Some(b'/'), Some(b'/')) => CommentKind::Other,
                    (Some(b'/'), _) => CommentKind::OuterDoc,
                    (Some(b'!'), _) => CommentKind::InnerDoc,
                    _ => CommentKind::Other,
                };
                comments.push(Comment {
                    start: i,
                    end,
                    kind,
                });
                i = end;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let Some(end) = block_comment_end(b, i) else {
                    break;
                };
                comments.push(Comment {
                    start: i,
                    end,
                    kind: CommentKind::Other,
                });
                i = end;
            }
            b'"' => match quoted_end(b, i + 1, b'"') {
                Some(end) => i = end,
                None => break,
            },
            b'\'' => i = char_literal_end(text, i),
            b'r' if !ident_continues_before(b, i) || raw_prefix(b, i) => {
                match raw_string_end(b, i + 1) {
                    Some(Some(end)) => i = end,
                    Some(None) => break,
                    None => i += 1,
                }
            }
            _ => i += 1,
        }
    }
    let lexer_text = comments
        .iter()
        .any(|c| c.kind != CommentKind::Other)
        .then(|| {
            let mut bytes = b.to_vec();
            for c in comments.iter().filter(|c| c.kind != CommentKind::Other) {
                // The third byte, `/` or `!`, becomes a space: a plain `//` comment.
                bytes[c.start + 2] = b' ';
            }
            // Only an ASCII byte was replaced by another, so the bytes are still UTF-8.
            String::from_utf8(bytes).unwrap_or_else(|_| text.to_string())
        });
    Scanned {
        comments,
        lexer_text,
    }
}

/// Where the Rust of a file starts: after a byte-order mark and a shebang line (a `#!`
/// first line that does not start an inner attribute `#![`).
pub(crate) fn content_start(text: &str) -> usize {
    let i = text.strip_prefix('\u{feff}').map_or(0, |_| 3);
    if text[i..].starts_with("#!") && !text[i + 2..].trim_start().starts_with('[') {
        return text[i..].find('\n').map_or(text.len(), |n| i + n);
    }
    i
}

/// True when the byte before `i` continues an identifier (so an `r` at `i` is not a raw
/// string's prefix by itself).
fn ident_continues_before(b: &[u8], i: usize) -> bool {
    i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_' || b[i - 1] >= 0x80)
}

/// True when the `r` at `i` follows a lone `b` or `c` (`br"…"`, `cr"…"`).
fn raw_prefix(b: &[u8], i: usize) -> bool {
    i > 0 && matches!(b[i - 1], b'b' | b'c') && !ident_continues_before(b, i - 1)
}

/// After the `r` of a possible raw string at `i - 1`: `None` if it is not one (an
/// identifier, or `r#ident`), `Some(None)` if it is unterminated, else `Some(Some(end))`.
fn raw_string_end(b: &[u8], i: usize) -> Option<Option<usize>> {
    let hashes = b[i..].iter().take_while(|&&c| c == b'#').count();
    if b.get(i + hashes) != Some(&b'"') {
        return None;
    }
    let mut j = i + hashes + 1;
    while j < b.len() {
        if b[j] == b'"'
            && b[j + 1..]
                .iter()
                .take(hashes)
                .filter(|&&c| c == b'#')
                .count()
                == hashes
        {
            return Some(Some(j + 1 + hashes));
        }
        j += 1;
    }
    Some(None)
}

/// The end of a literal quoted by `close` whose content starts at `i`, with `\` escapes;
/// `None` if unterminated.
fn quoted_end(b: &[u8], mut i: usize, close: u8) -> Option<usize> {
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            c if c == close => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

/// Past a `'` at `i`: the end of a character literal (`'x'`, `'\n'`, `'\u{..}'`), or just
/// past the `'` of a lifetime or label.
fn char_literal_end(text: &str, i: usize) -> usize {
    let b = text.as_bytes();
    if b.get(i + 1) == Some(&b'\\') {
        return quoted_end(b, i + 1, b'\'').unwrap_or(b.len());
    }
    match text[i + 1..].chars().next() {
        Some(c) if b.get(i + 1 + c.len_utf8()) == Some(&b'\'') => i + 2 + c.len_utf8(),
        _ => i + 1,
    }
}

/// The end of the block comment starting at `i` (`/*`), nested ones included; `None` if
/// unterminated.
fn block_comment_end(b: &[u8], mut i: usize) -> Option<usize> {
    let mut depth = 0usize;
    while i + 1 < b.len() {
        match (b[i], b[i + 1]) {
            (b'/', b'*') => {
                depth += 1;
                i += 2;
            }
            (b'*', b'/') => {
                depth -= 1;
                i += 2;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => i += 1,
        }
    }
    None
}

/// The outer line doc comments of the node whose first token (after its attributes) is at
/// `start`, in source order: those between its first attribute (`attrs_start`, if it has
/// any left) and `start`, and those directly before, with only white space, other comments
/// and doc comments between them and the node.
pub(crate) fn outer_docs<'c>(
    comments: &'c [Comment],
    text: &str,
    attrs_start: Option<usize>,
    start: usize,
) -> Vec<&'c Comment> {
    let first = attrs_start.map_or(start, |a| a.min(start));
    let mut docs: Vec<&Comment> = Vec::new();
    let mut p = first;
    loop {
        let q = text[..p].trim_end().len();
        // The comment holding byte `q - 1`, if any.
        let at = comments.partition_point(|c| c.start < q);
        match at.checked_sub(1).map(|k| &comments[k]) {
            Some(c) if q > 0 && c.end >= q => {
                if c.kind == CommentKind::OuterDoc {
                    docs.push(c);
                }
                p = c.start;
            }
            _ => break,
        }
    }
    docs.reverse();
    let lo = comments.partition_point(|c| c.start < first);
    let hi = comments.partition_point(|c| c.start < start);
    docs.extend(
        comments[lo..hi]
            .iter()
            .filter(|c| c.kind == CommentKind::OuterDoc),
    );
    docs
}

/// The inner line doc comments (`//!`) of a module whose content starts at `from`, in
/// source order: those before its first item, with only white space, comments and inner
/// attributes (`inner_attrs`, as byte ranges) before them.
pub(crate) fn inner_docs<'c>(
    comments: &'c [Comment],
    text: &str,
    inner_attrs: &[(usize, usize)],
    from: usize,
) -> Vec<&'c Comment> {
    let mut docs = Vec::new();
    let mut p = from;
    loop {
        p = text.len() - text[p..].trim_start().len();
        if let Some(c) = comments.get(comments.partition_point(|c| c.start < p))
            && c.start == p
        {
            if c.kind == CommentKind::InnerDoc {
                docs.push(c);
            }
            p = c.end;
        } else if let Some(&(_, end)) = inner_attrs.iter().find(|(s, _)| *s == p) {
            p = end;
        } else {
            return docs;
        }
    }
}

#[cfg(test)]
mod tests {
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
}

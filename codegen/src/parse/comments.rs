//! The comments of a file, found before it is lexed, and the copy of it the lexer reads.
//!
//! proc-macro2 turns each `///` and `//!` comment into a `#[doc = "…"]` attribute (escaping
//! its text into a string literal, which syn then parses and unescapes again); in a debug
//! build that was a fifth of the engine's time. The engine reads doc text from the source
//! anyway ([`super::docs`]), so the lexer gets a copy in which each line doc comment is a
//! plain one (`///` → `// `, `//!` → `// `: same length, so every span stays the same), and
//! docs are found by position among the comments recorded here. Block doc comments
//! (`/** */`, `/*! */`) are rare and left to the lexer.

use std::cell::Cell;

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
#[derive(Debug)]
pub(crate) struct Comment {
    pub start: usize,
    pub end: usize,
    pub kind: CommentKind,
    /// Set when a type, field, variant or module took this doc comment as its own
    /// ([`super::docs::collect`]); a doc comment left unclaimed documents nothing the
    /// engine reads.
    pub claimed: Cell<bool>,
}

/// The comments of a file in source order, where its Rust starts ([`content_start`]), and
/// the text to lex: `None` when the file itself can be lexed (no line doc comment to make
/// plain and no shebang line to blank).
pub(crate) struct Scanned {
    pub comments: Vec<Comment>,
    pub content_start: usize,
    pub lexer_text: Option<String>,
}

/// Finds the comments of `text` as proc-macro2's lexer does: not inside string,
/// byte-string, C-string or raw-string literals, nor character literals, with block
/// comments nested; identifiers, lifetimes, numbers and literal suffixes are read whole, so
/// that only an `r`, `br` or `cr` token can start a raw string.
/// A shebang line ([`content_start`]) is skipped, and blanked in the lexer's copy.
/// Unterminated literals or comments end the scan (the lexer reports them).
pub(crate) fn scan(text: &str) -> Scanned {
    let b = text.as_bytes();
    let mut comments = Vec::new();
    let content_start = content_start(text);
    let mut i = content_start;
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
                comments.push(Comment::new(i, end, kind));
                i = end;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let Some(end) = block_comment_end(b, i) else {
                    break;
                };
                comments.push(Comment::new(i, end, CommentKind::Other));
                i = end;
            }
            b'"' => match quoted_end(b, i + 1, b'"') {
                Some(end) => i = suffix_end(text, end),
                None => break,
            },
            b'\'' => i = char_literal_end(text, i),
            _ => {
                let Some(c) = text.get(i..).and_then(|t| t.chars().next()) else {
                    i += 1;
                    continue;
                };
                if !(c == '_' || c.is_ascii_digit() || unicode_ident::is_xid_start(c)) {
                    i += c.len_utf8();
                    continue;
                }
                // An identifier, keyword or number (with its suffix), read whole so that an
                // `r` inside one is no raw string's prefix.
                let end = suffix_end(text, i);
                if !matches!(&text[i..end], "r" | "br" | "cr") {
                    i = end;
                    continue;
                }
                match raw_string_end(b, end) {
                    Some(Some(close)) => i = suffix_end(text, close),
                    Some(None) => break,
                    // `r#ident`, a raw identifier: past its `#` and name.
                    None if b.get(end) == Some(&b'#') => i = suffix_end(text, end + 1),
                    None => i = end,
                }
            }
        }
    }
    let bom = bom_len(text);
    let docs = comments.iter().filter(|c| c.kind != CommentKind::Other);
    let lexer_text = (content_start > bom || docs.clone().next().is_some()).then(|| {
        let mut bytes = b.to_vec();
        // A shebang line becomes spaces: no lexer or parser needs to know about it, and
        // only line 1 (nothing else on it) changes.
        bytes[bom..content_start].fill(b' ');
        for c in docs {
            // The third byte, `/` or `!`, becomes a space: a plain `//` comment.
            bytes[c.start + 2] = b' ';
        }
        // Only whole characters were replaced by ASCII, so the bytes are still UTF-8.
        String::from_utf8(bytes).unwrap_or_else(|_| text.to_string())
    });
    Scanned {
        comments,
        content_start,
        lexer_text,
    }
}

impl Comment {
    fn new(start: usize, end: usize, kind: CommentKind) -> Self {
        Comment {
            start,
            end,
            kind,
            claimed: Cell::new(false),
        }
    }
}

/// The length of a leading byte-order mark (skipped by rustc and syn): 3 or 0.
pub(crate) fn bom_len(text: &str) -> usize {
    if text.starts_with('\u{feff}') { 3 } else { 0 }
}

/// True for white space as proc-macro2's lexer (which builds the syntax tree) and syn see
/// it: Unicode's `White_Space` plus the left-to-right and right-to-left marks U+200E and
/// U+200F. (rustc's `Pattern_White_Space` is a subset; U+00A0 is one that only
/// proc-macro2 takes.)
fn is_whitespace(c: char) -> bool {
    c.is_whitespace() || c == '\u{200e}' || c == '\u{200f}'
}

/// Where the Rust of a file starts: after a byte-order mark and a shebang line. As syn
/// decides (and rustc, but for what each takes as white space), a first line starting `#!`
/// is a shebang unless the next token after the `!` (past white space and comments that are
/// not doc comments) is `[`: an inner attribute.
fn content_start(text: &str) -> usize {
    let i = bom_len(text);
    let Some(rest) = text[i..].strip_prefix("#!") else {
        return i;
    };
    if skip_trivia(rest).starts_with('[') {
        return i;
    }
    text[i..].find('\n').map_or(text.len(), |n| i + n)
}

/// `text` past white space and comments that are not doc comments (`//`, `////…`, `/* */`,
/// `/**/`, `/***…`), as syn skips them before deciding on a shebang.
fn skip_trivia(mut text: &str) -> &str {
    loop {
        text = text.trim_start_matches(is_whitespace);
        let b = text.as_bytes();
        let line = text.starts_with("//")
            && (!matches!(b.get(2), Some(b'/' | b'!')) || text.starts_with("////"));
        let block = text.starts_with("/*")
            && (!matches!(b.get(2), Some(b'*' | b'!'))
                || text.starts_with("/**/")
                || text.starts_with("/***"));
        if line {
            text = text.find('\n').map_or("", |n| &text[n..]);
        } else if block {
            match block_comment_end(b, 0) {
                Some(end) => text = &text[end..],
                None => return text,
            }
        } else {
            return text;
        }
    }
}

/// The end of the identifier characters (`XID_Continue`, as proc-macro2's lexer) from byte
/// `i`: past an identifier, a number, or the suffix of a literal ending at `i` (`"x"r`
/// is the literal `"x"` with the suffix `r`, not a raw string's prefix).
fn suffix_end(text: &str, i: usize) -> usize {
    let rest = &text[i..];
    i + rest
        .find(|c: char| !unicode_ident::is_xid_continue(c))
        .unwrap_or(rest.len())
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

/// Past a `'` at `i`: the end of a character literal (`'x'`, `'\n'`, `'\u{..}'`) with its
/// suffix, or of a lifetime or label (`'a`, `'r`: the name is read whole, so no raw string
/// starts inside it).
fn char_literal_end(text: &str, i: usize) -> usize {
    let b = text.as_bytes();
    if b.get(i + 1) == Some(&b'\\') {
        return quoted_end(b, i + 1, b'\'').map_or(b.len(), |end| suffix_end(text, end));
    }
    match text[i + 1..].chars().next() {
        Some(c) if b.get(i + 1 + c.len_utf8()) == Some(&b'\'') => {
            suffix_end(text, i + 2 + c.len_utf8())
        }
        _ => suffix_end(text, i + 1),
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
        let q = text[..p].trim_end_matches(is_whitespace).len();
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
        p = text.len() - text[p..].trim_start_matches(is_whitespace).len();
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
mod tests;

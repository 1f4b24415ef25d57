//! Doc comments: marker lines and description text.
//!
//! Description rules follow controller-gen's (Go's `CommentGroup.Text()` plus
//! controller-tools' doc extraction): marker lines removed, the first space after `///`
//! dropped, trailing white space trimmed, leading and trailing blank lines removed, runs of
//! blank lines collapsed to one, lines joined with `\n`; outside fenced code blocks, lines
//! starting with `TODO` dropped and nothing kept from a line starting with `---` on.

use std::borrow::Cow;

use super::{FileCx, comments, parse_marker_line};
use crate::diag::{Diagnostics, Span};
use crate::markers::{Marker, Target};

/// Collects the doc text and markers of a node: its `///` comments for [`Target::Type`]
/// and [`Target::Field`], found by position before `start` (the node's first token after
/// its attributes), or its `//!` comments for [`Target::Package`], found from `start` (where
/// the module's content begins); with the doc attributes left in `attrs` (`#[doc = …]`,
/// `/** … */`), in source order; with the text as rustdoc holds it when `rustdoc`.
pub(crate) fn collect(
    cx: &FileCx<'_>,
    attrs: &[syn::Attribute],
    target: Target,
    start: usize,
    rustdoc: bool,
    diags: &mut Diagnostics,
) -> Collected {
    let package = target == Target::Package;
    // (span, text) of each doc, line comments and attributes alike.
    let mut docs: Vec<(Span, Cow<'_, str>)> = Vec::new();
    let mut inner_attrs = Vec::new();
    for attr in attrs {
        let inner = matches!(attr.style, syn::AttrStyle::Inner(_));
        if inner != package {
            continue;
        }
        let value = doc_attribute(attr);
        if value.is_none() && !inner {
            continue;
        }
        // From `#` to `]` (a `/** */` comment's tokens all carry the comment's span),
        // without `Spanned::span` turning the attribute back into tokens.
        let (pound, close) = (attr.pound_token.span, attr.bracket_token.span.close());
        let attr_span = cx.span(pound.join(close).unwrap_or(pound));
        if inner {
            inner_attrs.push((attr_span.start, attr_span.end));
        }
        if let Some(value) = value {
            docs.push((attr_span, Cow::Owned(value)));
        }
    }
    let comments = if package {
        comments::inner_docs(cx.comments, cx.text, &inner_attrs, start)
    } else {
        let attrs_start = attrs.first().map(|a| cx.span(a.pound_token.span).start);
        comments::outer_docs(cx.comments, cx.text, attrs_start, start)
    };
    if !comments.is_empty() {
        docs.extend(comments.iter().map(|c| {
            c.claimed.set(true);
            let span = Span::new(cx.file, c.start, c.end);
            // After `///` or `//!`, up to the line's end.
            let text = &cx.text[c.start + 3..c.end];
            (span, Cow::Borrowed(text.strip_suffix('\r').unwrap_or(text)))
        }));
        docs.sort_by_key(|(span, _)| span.start);
    }
    let mut lines: Vec<String> = Vec::new();
    let mut markers = Vec::new();
    let first_span = docs.first().map(|(span, _)| *span);
    let rustdoc = if rustdoc {
        docs.iter()
            .map(|(_, value)| value.strip_prefix(' ').unwrap_or(value.as_ref()))
            .collect::<Vec<_>>()
            .join("\n")
    } else {
        String::new()
    };
    for (doc_span, value) in docs {
        // Where to look for marker text in the source: the doc's own text.
        let mut cursor = doc_span.start;
        // A `/** … */` block arrives as one attribute with its line breaks; as rustdoc and
        // controller-gen do, its lines lose their indentation and a leading `*`.
        let block = value.contains('\n');
        for raw in value.split('\n') {
            let raw = if block {
                let t = raw.trim_start();
                t.strip_prefix('*')
                    .filter(|r| !r.starts_with('/'))
                    .unwrap_or(t)
            } else {
                raw
            };
            let line = raw.strip_prefix(' ').unwrap_or(raw);
            let trimmed = line.trim();
            if trimmed.starts_with('+') {
                let span = locate(cx, trimmed, &mut cursor, doc_span);
                if let Some(m) = parse_marker_line(trimmed, span, target, diags) {
                    markers.push(m);
                }
            } else {
                lines.push(line.trim_end().to_string());
            }
        }
    }
    // Kept for the whole run, one per documented item: no spare capacity.
    markers.shrink_to_fit();
    Collected {
        description: describe(lines),
        markers,
        first_span,
        rustdoc,
    }
}

/// What [`collect`] reads from a node's doc comments.
pub(crate) struct Collected {
    /// The description, as controller-gen writes it (see [`describe`]).
    pub description: String,
    /// The marker lines, parsed.
    pub markers: Vec<Marker>,
    /// The span of the first doc comment or attribute.
    pub first_span: Option<Span>,
    /// The text as rustdoc holds it, which schemars reads: each doc without its first
    /// space, joined with `\n`, marker lines and blank lines kept; empty unless asked for.
    pub rustdoc: String,
}

/// The value of a `#[doc = "…"]` attribute (a `/** … */` comment is one); `None` for any
/// other attribute or value.
fn doc_attribute(attr: &syn::Attribute) -> Option<String> {
    if !attr.path().is_ident("doc") {
        return None;
    }
    let syn::Meta::NameValue(nv) = &attr.meta else {
        return None;
    };
    match &nv.value {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) => Some(s.value()),
        _ => None,
    }
}

/// The span of `needle` in the source: where it is when it is a slice of the source (a
/// `///` line), else its first place at or after `cursor` within `within` (a `#[doc]`
/// attribute's text); the attribute's span when it is not there (a `#[doc = concat!(…)]`).
fn locate(cx: &FileCx<'_>, needle: &str, cursor: &mut usize, within: Span) -> Span {
    // A `///` line is a slice of the source: its place is where the slice starts.
    let offset = (needle.as_ptr() as usize).wrapping_sub(cx.text.as_ptr() as usize);
    let start = if offset <= cx.text.len() - needle.len().min(cx.text.len()) {
        Some(offset)
    } else {
        let hay = cx.text.get(*cursor..within.end.max(*cursor)).unwrap_or("");
        hay.find(needle).map(|i| *cursor + i)
    };
    match start {
        Some(start) => {
            *cursor = start + needle.len();
            Span::new(cx.file, start, start + needle.len())
        }
        None => within,
    }
}

/// Joins doc lines into a description as controller-gen does: first Go's
/// `CommentGroup.Text()` (leading and trailing blank lines removed, runs of blank lines
/// reduced to one), then controller-tools' `extractDoc` rules, outside fenced code blocks
/// (a line starting with ```` ``` ```` or `~~~` opens or closes one): a line starting with
/// `TODO` is dropped and a line starting with `---` ends the description. Blank lines
/// left before a dropped or final line stay, as they do in Go.
pub(crate) fn describe(lines: Vec<String>) -> String {
    let mut text: Vec<String> = Vec::with_capacity(lines.len());
    for line in lines {
        if line.is_empty() && text.last().is_none_or(|l: &String| l.is_empty()) {
            continue;
        }
        text.push(line);
    }
    while text.last().is_some_and(|l| l.is_empty()) {
        text.pop();
    }
    let mut out: Vec<String> = Vec::with_capacity(text.len());
    let mut in_fence = false;
    for line in text {
        if line.starts_with("```") || line.starts_with("~~~") {
            in_fence = !in_fence;
        }
        if !in_fence {
            if line.starts_with("TODO") {
                continue;
            }
            if line.starts_with("---") {
                break;
            }
        }
        out.push(line);
    }
    out.join("\n")
}

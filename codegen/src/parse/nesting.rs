//! A bound on how deeply a file nests, checked on its tokens before syn parses it.
//!
//! syn's parser recurses once (or more) per level of nesting, and so does dropping the
//! tree it builds; deep enough input overflows any stack and aborts the process. The lexer
//! (proc-macro2) does not recurse, so the token trees are walked here, without recursion,
//! and a file nesting deeper than [`MAX_NESTING`] is refused with a located error. What
//! counts as a level is every shape syn recurses on:
//!
//! - a delimited group (`(…)`, `[…]`, `{…}`);
//! - a `<` not yet closed by a `>` (generic arguments), until the next `;` or `{…}` item
//!   body of the same group (so `1 << n` in many items does not add up);
//! - a run of prefix operators and keywords (`&&&T`, `*const *const T`, `!!!x`, `- -x`,
//!   `return return x`, `move || move || x`);
//! - a chain of `->` in one type or signature (`fn() -> fn() -> T`);
//! - a chain of `else if`.

use proc_macro2::{Delimiter, Spacing, Span, TokenStream, TokenTree};

/// The deepest nesting parsed. No API type comes near it; syn, in a debug build on the
/// generator's 64 MiB stacks, handles several times more.
pub(crate) const MAX_NESTING: usize = 128;

/// Keywords that start a nested expression or type (a run of them nests).
const PREFIX_KEYWORDS: &[&str] = &[
    "return", "break", "yield", "move", "async", "box", "dyn", "impl", "mut", "ref", "const",
    "static", "unsafe", "become",
];

/// The state of one open group.
struct Level {
    tokens: proc_macro2::token_stream::IntoIter,
    /// The depth of the group itself.
    base: usize,
    /// `<` not yet closed.
    angles: usize,
    /// `->` since the last `;`, `,`, `=` or item body.
    arrows: usize,
    /// Consecutive prefix operators or keywords.
    run: usize,
    /// `else if` links in the current chain.
    elses: usize,
    /// The previous token was a brace group (an `else` may continue the chain).
    after_brace: bool,
    /// The previous token was `else`.
    prev_else: bool,
    /// The previous token was a `-` or `=` joined to the next one (`->`, `=>`).
    joined: Option<char>,
}

impl Level {
    fn new(tokens: TokenStream, base: usize) -> Self {
        Level {
            tokens: tokens.into_iter(),
            base,
            angles: 0,
            arrows: 0,
            run: 0,
            elses: 0,
            after_brace: false,
            prev_else: false,
            joined: None,
        }
    }

    fn depth(&self) -> usize {
        self.base + self.angles + self.arrows + self.run + self.elses
    }
}

/// Where the tokens first nest deeper than [`MAX_NESTING`], if they do.
pub(crate) fn too_deep(tokens: &TokenStream) -> Option<Span> {
    let mut stack = vec![Level::new(tokens.clone(), 0)];
    while let Some(level) = stack.last_mut() {
        let Some(tt) = level.tokens.next() else {
            stack.pop();
            continue;
        };
        let joined = level.joined.take();
        let after_brace = std::mem::replace(&mut level.after_brace, false);
        let prev_else = std::mem::replace(&mut level.prev_else, false);
        let span = tt.span();
        match &tt {
            TokenTree::Group(g) => {
                level.run = 0;
                let inner = level.depth() + 1;
                if g.delimiter() == Delimiter::Brace {
                    // An item or block body ends what came before it at this level.
                    level.angles = 0;
                    level.arrows = 0;
                    level.after_brace = true;
                }
                if inner > MAX_NESTING {
                    return Some(g.span_open());
                }
                stack.push(Level::new(g.stream(), inner));
                continue;
            }
            TokenTree::Ident(i) => {
                let word = i.to_string();
                if after_brace && word != "else" {
                    level.elses = 0;
                }
                if word == "if" && prev_else {
                    level.elses += 1;
                }
                level.prev_else = word == "else";
                if PREFIX_KEYWORDS.contains(&word.as_str()) {
                    level.run += 1;
                } else {
                    level.run = 0;
                }
            }
            TokenTree::Punct(p) => {
                let c = p.as_char();
                if after_brace {
                    level.elses = 0;
                }
                match c {
                    '<' => {
                        level.angles += 1;
                        level.run = 0;
                    }
                    '>' if joined == Some('-') => {
                        level.arrows += 1;
                        level.run = 0;
                    }
                    '>' if joined == Some('=') => level.run = 0,
                    '>' => {
                        level.angles = level.angles.saturating_sub(1);
                        level.run = 0;
                    }
                    ';' => {
                        level.angles = 0;
                        level.arrows = 0;
                        level.elses = 0;
                        level.run = 0;
                    }
                    ',' | '=' => {
                        level.arrows = 0;
                        level.run = 0;
                    }
                    '&' | '*' | '!' | '-' | '|' => level.run += 1,
                    _ => level.run = 0,
                }
                if p.spacing() == Spacing::Joint && matches!(c, '-' | '=') {
                    level.joined = Some(c);
                }
            }
            TokenTree::Literal(_) => {
                level.run = 0;
                if after_brace {
                    level.elses = 0;
                }
            }
        }
        if level.depth() > MAX_NESTING {
            return Some(span);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deep(src: &str) -> bool {
        too_deep(&src.parse().expect("lexes")).is_some()
    }

    /// Each shape syn recurses on: refused when deep, accepted at ordinary depths.
    #[test]
    fn every_recursive_shape_is_bounded() {
        let n = MAX_NESTING + 1;
        let shapes: &[(&str, &str, &str)] = &[
            ("type T = ", "Option<", ">"),
            ("const X: i32 = ", "(", ")"),
            ("const X: [i32; 1] = ", "[", "]"),
            ("const X: i32 = ", "{", "}"),
            ("type T = ", "&", ""),
            ("type T = ", "*const ", ""),
            ("type T = ", "fn() -> ", ""),
            ("const B: bool = ", "!", ""),
            ("const I: i32 = ", "- ", ""),
            ("const C: i32 = ", "return ", ""),
            ("type T = ", "A<fn() -> ", ">"),
        ];
        for (head, open, close) in shapes {
            let src = |k: usize| format!("{head}{}u8{};", open.repeat(k), close.repeat(k));
            assert!(deep(&src(n)), "{head}{open}… at {n} levels is accepted");
            assert!(!deep(&src(8)), "{head}{open}… at 8 levels is refused");
        }
        let chain = |k: usize| {
            format!(
                "fn f() {{ if a {{}} {} else {{}} }}",
                "else if a {} ".repeat(k)
            )
        };
        assert!(deep(&chain(n)));
        assert!(!deep(&chain(8)));
    }

    /// Many ordinary items, statements and expressions in one file never add up.
    #[test]
    fn breadth_is_not_depth() {
        let many = |item: &str| item.repeat(10 * MAX_NESTING);
        for item in [
            "pub const F: u64 = 1 << 3;\n",
            "fn f() -> Option<u8> { None }\n",
            "trait T { fn f(&self) -> u8; }\n",
            "pub struct S<'a> { pub a: &'a Vec<Option<u8>>, pub b: fn(u8) -> u8 }\n",
            "fn g(a: u8) -> bool { if a < 1 { true } else if a > 2 { false } else { !!true } }\n",
            "fn h() { if x {} else {} if y {} else {} let a = &&x; }\n",
            "const A: [&str; 2] = [\"a\", \"b\"];\n",
        ] {
            assert!(!deep(&many(item)), "{item} repeated is refused");
        }
    }
}

//! Go's regular expressions (RE2 syntax, as the API server compiles a schema's `pattern` with
//! `regexp.Compile`) in the syntax of Rust's `regex` crate, which reads most of RE2 alike but
//! not all of it: inside a bracket class Rust nests classes (`[a[bc]]`) and takes `&&`, `--`
//! and `~~` for set operations, where Go reads `[`, `&`, `-` and `~` as characters; and Rust
//! refuses a `{` that starts no repetition (`a{`, `{x}`), which Go reads as a `{`.

/// `pattern` with what Go reads literally and Rust would not escaped, so that both accept the
/// same patterns and match the same strings.
pub fn go_regex(pattern: &str) -> String {
    let chars: Vec<char> = pattern.chars().collect();
    let mut out = String::with_capacity(pattern.len() + 8);
    let mut i = 0;
    // Inside a bracket class: the index of its first character (after `[` and `^`).
    let mut class_start: Option<usize> = None;
    while i < chars.len() {
        let c = chars[i];
        if c == '\\' {
            out.push(c);
            if let Some(&n) = chars.get(i + 1) {
                out.push(n);
            }
            i += 2;
            continue;
        }
        match class_start {
            None => match c {
                '[' => {
                    out.push(c);
                    i += 1;
                    if chars.get(i) == Some(&'^') {
                        out.push('^');
                        i += 1;
                    }
                    class_start = Some(i);
                    continue;
                }
                '{' if !starts_repetition(&chars[i..]) => out.push_str("\\{"),
                _ => out.push(c),
            },
            Some(start) => match c {
                // A `]` first in the class is a character in both syntaxes.
                ']' if i > start => {
                    out.push(c);
                    class_start = None;
                }
                '[' if chars.get(i + 1) == Some(&':') => {
                    // A POSIX class (`[:alpha:]`) as Go reads it: copied whole.
                    let end = chars[i + 2..]
                        .windows(2)
                        .position(|w| w == [':', ']'])
                        .map(|p| i + 2 + p + 2);
                    match end {
                        Some(end) => {
                            out.extend(&chars[i..end]);
                            i = end;
                            continue;
                        }
                        None => out.push_str("\\["),
                    }
                }
                '[' => out.push_str("\\["),
                '&' | '~' if chars.get(i + 1) == Some(&c) => {
                    out.push('\\');
                    out.push(c);
                }
                '-' if chars.get(i + 1) == Some(&'-') => out.push_str("\\-"),
                _ => out.push(c),
            },
        }
        i += 1;
    }
    out
}

/// Whether `rest`, starting at `{`, is a repetition `{n}`, `{n,}` or `{n,m}`.
fn starts_repetition(rest: &[char]) -> bool {
    let Some(close) = rest.iter().position(|&c| c == '}') else {
        return false;
    };
    let inner: String = rest[1..close].iter().collect();
    let (min, max) = match inner.split_once(',') {
        Some((a, b)) => (a, Some(b)),
        None => (inner.as_str(), None),
    };
    let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    digits(min) && max.is_none_or(|m| m.is_empty() || digits(m))
}

#[cfg(test)]
mod tests {
    use super::go_regex;

    /// Patterns of public CRDs that Go compiles and Rust's syntax refused as written.
    #[test]
    fn what_go_reads_literally_is_escaped_for_rust() {
        for (go, rust) in [
            (
                "[-_.[A-Za-z0-9]+@[-_.[A-Za-z0-9]+",
                r"[-_.\[A-Za-z0-9]+@[-_.\[A-Za-z0-9]+",
            ),
            (
                r"^[^()<>@,;:\\/[\]?={} \t]+$",
                r"^[^()<>@,;:\\/\[\]?={} \t]+$",
            ),
            ("[]a]", "[]a]"),
            ("[^]a]", "[^]a]"),
            ("[[:alpha:]_]+", "[[:alpha:]_]+"),
            ("[a&&b]", r"[a\&&b]"),
            ("[a--b]", r"[a\--b]"),
            ("a{", r"a\{"),
            ("{x}", r"\{x}"),
            ("a{2,3}b{1}c{4,}", "a{2,3}b{1}c{4,}"),
            (r"\[\{", r"\[\{"),
        ] {
            assert_eq!(go_regex(go), rust, "{go}");
            assert!(regex::Regex::new(&go_regex(go)).is_ok(), "{go}");
        }
        let re = regex::Regex::new(&go_regex("^[-_.[a-z]+$")).expect("compiles");
        assert!(re.is_match("a[b") && !re.is_match("a]b"));
    }
}

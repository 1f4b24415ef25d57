//! go-yaml v2's scalar decisions: which style a string takes (plain, quoted, literal)
//! because of what it would read back as (numbers, booleans, timestamps, base-60 floats),
//! and how numbers print.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Style {
    Plain,
    Single,
    Double,
    Literal,
}

/// go-yaml v2's `is_printable`: `\n`, ASCII 0x20–0x7E, U+00A0–U+D7FF and U+E000–U+FFFD
/// except the byte-order mark. Narrower than YAML's own set: tab, CR, NEL and every
/// character beyond the Basic Multilingual Plane count as special, which forces double
/// quotes and an escape (`\t`, `\U0001F600`).
pub(super) fn printable(c: char) -> bool {
    c == '\n'
        || (' '..='~').contains(&c)
        || ('\u{a0}'..='\u{d7ff}').contains(&c)
        || (('\u{e000}'..='\u{fffd}').contains(&c) && c != '\u{feff}')
}

/// go-yaml v2's choice of scalar style for a string in block context.
pub(super) fn choose_style(s: &str, is_key: bool) -> Style {
    if is_word(s) {
        return Style::Plain;
    }
    analyzed_style(s, is_key)
}

/// [`choose_style`] without its short cut.
fn analyzed_style(s: &str, is_key: bool) -> Style {
    let requested = if resolves_to_non_string(s) {
        Style::Double
    } else if s.contains('\n') {
        Style::Literal
    } else {
        Style::Plain
    };
    let a = analyze(s);
    match requested {
        Style::Plain if !a.block_plain_allowed || s.is_empty() => {
            if a.single_quoted_allowed {
                Style::Single
            } else {
                Style::Double
            }
        }
        Style::Literal if !a.block_allowed || is_key => Style::Double,
        other => other,
    }
}

/// A short cut for most keys and many values (`properties`, `type`, `string`,
/// `x-kubernetes-list-type`, `spec.replicas`): an ASCII letter, then letters, digits, `_`,
/// `-`, `.` and `/`, and not one of the words YAML 1.1 reads as something else (`yes`,
/// `null`, …). The full analysis gives such a string the plain style; a unit test checks
/// that it does.
fn is_word(s: &str) -> bool {
    let b = s.as_bytes();
    b.first().is_some_and(u8::is_ascii_alphabetic)
        && b.iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'.' | b'/'))
        && !WORDS.contains(&s)
}

pub(super) struct Analysis {
    block_plain_allowed: bool,
    single_quoted_allowed: bool,
    block_allowed: bool,
}

/// yaml_emitter_analyze_scalar, for block context.
pub(super) fn analyze(s: &str) -> Analysis {
    if s.is_empty() {
        return Analysis {
            block_plain_allowed: false,
            single_quoted_allowed: true,
            block_allowed: false,
        };
    }
    let (mut block_ind, mut flow_ind, mut line_breaks, mut special) = (false, false, false, false);
    let (mut leading_space, mut leading_break, mut trailing_space, mut trailing_break) =
        (false, false, false, false);
    let (mut break_space, mut space_break) = (false, false);
    let (mut prev_space, mut prev_break) = (false, false);
    if s.starts_with("---") || s.starts_with("...") {
        block_ind = true;
        flow_ind = true;
    }
    let mut preceded_by_ws = true;
    // One pass over the characters, looking one ahead (no copy: this runs for every scalar
    // written).
    let mut chars = s.chars().enumerate().peekable();
    while let Some((i, c)) = chars.next() {
        let next = chars.peek().map(|&(_, c)| c);
        let last = next.is_none();
        let followed_by_ws = next.is_none_or(|c| {
            matches!(
                c,
                ' ' | '\t' | '\r' | '\n' | '\u{85}' | '\u{2028}' | '\u{2029}'
            )
        });
        if i == 0 {
            match c {
                '#' | ',' | '[' | ']' | '{' | '}' | '&' | '*' | '!' | '|' | '>' | '\'' | '"'
                | '%' | '@' | '`' => {
                    flow_ind = true;
                    block_ind = true;
                }
                '?' | ':' => {
                    flow_ind = true;
                    if followed_by_ws {
                        block_ind = true;
                    }
                }
                '-' if followed_by_ws => {
                    flow_ind = true;
                    block_ind = true;
                }
                _ => {}
            }
        } else {
            match c {
                ',' | '?' | '[' | ']' | '{' | '}' => flow_ind = true,
                ':' => {
                    flow_ind = true;
                    if followed_by_ws {
                        block_ind = true;
                    }
                }
                '#' if preceded_by_ws => {
                    flow_ind = true;
                    block_ind = true;
                }
                _ => {}
            }
        }
        if !printable(c) {
            special = true;
        }
        let is_break = matches!(c, '\r' | '\n' | '\u{85}' | '\u{2028}' | '\u{2029}');
        if is_break {
            line_breaks = true;
        }
        if c == ' ' {
            if i == 0 {
                leading_space = true;
            }
            if last {
                trailing_space = true;
            }
            if prev_break {
                break_space = true;
            }
            prev_space = true;
            prev_break = false;
        } else if is_break {
            if i == 0 {
                leading_break = true;
            }
            if last {
                trailing_break = true;
            }
            if prev_space {
                space_break = true;
            }
            prev_space = false;
            prev_break = true;
        } else {
            prev_space = false;
            prev_break = false;
        }
        preceded_by_ws = matches!(
            c,
            ' ' | '\t' | '\r' | '\n' | '\u{85}' | '\u{2028}' | '\u{2029}'
        );
    }
    let mut a = Analysis {
        block_plain_allowed: true,
        single_quoted_allowed: true,
        block_allowed: true,
    };
    if leading_space || leading_break || trailing_space || trailing_break {
        a.block_plain_allowed = false;
    }
    if trailing_space {
        a.block_allowed = false;
    }
    if break_space {
        a.block_plain_allowed = false;
        a.single_quoted_allowed = false;
    }
    if space_break || special {
        a.block_plain_allowed = false;
        a.single_quoted_allowed = false;
        a.block_allowed = false;
    }
    if line_breaks {
        a.block_plain_allowed = false;
    }
    if block_ind {
        a.block_plain_allowed = false;
    }
    let _ = flow_ind;
    a
}

/// True when go-yaml v2 would read the plain string back as a non-string, so its encoder
/// double-quotes it (`stringv`: `resolve("", s)` is not `!!str`, or `isBase60Float`).
///
/// `resolve` looks at the first byte: `y n t f o ~` (either case) and `.`, `+`, `-` may be
/// YAML 1.1 words (`yes`, `off`, `~`, `.inf`, …; `<<` is not one in v2); a sign or digit
/// may start a timestamp, an integer in Go's base-0 syntax (`0x1F`, `0o17`, `0b1`, `017`,
/// `_` dropped first) or a float matching `^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$`
/// that does not overflow; `.` may start a float.
/// The scalars go-yaml v2 resolves to something other than a string (booleans, nulls,
/// special floats), quoted when they are strings.
const WORDS: &[&str] = &[
    "", "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "true", "True", "TRUE", "false",
    "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF", "~", "null", "Null", "NULL", ".nan",
    ".NaN", ".NAN", ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF",
];

pub(super) fn resolves_to_non_string(s: &str) -> bool {
    if WORDS.contains(&s) || is_base60_float(s) {
        return true;
    }
    match s.as_bytes().first() {
        // Go's `ParseFloat` on a leading `.` accepts exactly the regexp's `\.[0-9]+` form.
        Some(b'.') => yaml_style_float(s),
        Some(b'+' | b'-' | b'0'..=b'9') => {
            let plain = s.replace('_', "");
            is_timestamp(s)
                || go_parse_int(&plain)
                || go_parse_uint(&plain).is_some()
                || yaml_style_float(&plain)
        }
        _ => false,
    }
}

/// Go's `strconv.ParseUint(s, 0, 64)` without underscores: `0b`/`0o`/`0x` prefixes (either
/// case, at least one digit after), a leading `0` meaning octal, decimal otherwise.
pub(super) fn go_parse_uint(s: &str) -> Option<u64> {
    let b = s.as_bytes();
    let (radix, digits) = match (b.first(), b.get(1).map(u8::to_ascii_lowercase)) {
        (None, _) => return None,
        (Some(b'0'), Some(b'b')) if b.len() >= 3 => (2, s.get(2..)?),
        (Some(b'0'), Some(b'o')) if b.len() >= 3 => (8, s.get(2..)?),
        (Some(b'0'), Some(b'x')) if b.len() >= 3 => (16, s.get(2..)?),
        (Some(b'0'), _) => (8, s.get(1..)?),
        _ => (10, s),
    };
    if digits.is_empty() {
        return Some(0);
    }
    if !digits.bytes().all(|c| c.is_ascii_alphanumeric()) {
        return None;
    }
    u64::from_str_radix(digits, radix).ok()
}

/// Go's `strconv.ParseInt(s, 0, 64)` succeeds: one optional sign, then [`go_parse_uint`]
/// within the `i64` range.
pub(super) fn go_parse_int(s: &str) -> bool {
    let (neg, rest) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    if rest.is_empty() {
        return false;
    }
    let limit = 1u64 << 63;
    go_parse_uint(rest).is_some_and(|m| if neg { m <= limit } else { m < limit })
}

/// go-yaml's `yamlStyleFloat` regexp, and Go's `ParseFloat` not overflowing to infinity.
pub(super) fn yaml_style_float(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = usize::from(matches!(b.first(), Some(b'+' | b'-')));
    let digits = |i: &mut usize| {
        let start = *i;
        while b.get(*i).is_some_and(u8::is_ascii_digit) {
            *i += 1;
        }
        *i - start
    };
    if b.get(i) == Some(&b'.') {
        i += 1;
        if digits(&mut i) == 0 {
            return false;
        }
    } else {
        if digits(&mut i) == 0 {
            return false;
        }
        if b.get(i) == Some(&b'.') {
            i += 1;
            digits(&mut i);
        }
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(b.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        if digits(&mut i) == 0 {
            return false;
        }
    }
    i == b.len() && s.parse::<f64>().is_ok_and(f64::is_finite)
}

/// go-yaml v2's `parseTimestamp`: four digits and `-`, then Go's `time.Parse` with one of
/// `2006-1-2T15:4:5.999999999Z07:00`, the same with `t`, `2006-1-2 15:4:5.999999999`, or
/// `2006-1-2` — one- or two-digit fields, checked ranges (day within its month), optional
/// fraction after `.` or `,`, zone `Z` or `±hh:mm`, nothing left over.
pub(super) fn is_timestamp(s: &str) -> bool {
    let b = s.as_bytes();
    if b.len() < 5 || !b[..4].iter().all(u8::is_ascii_digit) || b[4] != b'-' {
        return false;
    }
    let year: u32 = b[..4].iter().fold(0, |y, d| y * 10 + u32::from(d - b'0'));
    // Go's `getnum(s, false)`: one digit, or two when the second is a digit too.
    let num = |i: &mut usize| -> Option<u32> {
        let d0 = b.get(*i).filter(|c| c.is_ascii_digit())?;
        *i += 1;
        let mut n = u32::from(d0 - b'0');
        if let Some(d1) = b.get(*i).filter(|c| c.is_ascii_digit()) {
            *i += 1;
            n = n * 10 + u32::from(d1 - b'0');
        }
        Some(n)
    };
    let mut i = 5;
    let Some(month) = num(&mut i).filter(|m| (1..=12).contains(m)) else {
        return false;
    };
    if b.get(i) != Some(&b'-') {
        return false;
    }
    i += 1;
    let Some(day) = num(&mut i) else {
        return false;
    };
    let leap = year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
    let days = match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    if day < 1 || day > days {
        return false;
    }
    if i == b.len() {
        return true;
    }
    // A time follows: after `T`/`t` a zone is required, after spaces none is allowed.
    let zoned = match b[i] {
        b'T' | b't' => {
            i += 1;
            true
        }
        b' ' => {
            while b.get(i) == Some(&b' ') {
                i += 1;
            }
            false
        }
        _ => return false,
    };
    for (limit, sep) in [(24, Some(b':')), (60, Some(b':')), (60, None)] {
        if num(&mut i).is_none_or(|n| n >= limit) {
            return false;
        }
        if let Some(sep) = sep {
            if b.get(i) != Some(&sep) {
                return false;
            }
            i += 1;
        }
    }
    if matches!(b.get(i), Some(b'.' | b',')) && b.get(i + 1).is_some_and(u8::is_ascii_digit) {
        i += 1;
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
    }
    if !zoned {
        return i == b.len();
    }
    match b.get(i..) {
        Some(b"Z") => true,
        Some([sign, h1, h2, b':', m1, m2])
            if matches!(sign, b'+' | b'-')
                && [h1, h2, m1, m2].iter().all(|c| c.is_ascii_digit()) =>
        {
            let hh = (h1 - b'0') * 10 + (h2 - b'0');
            let mm = (m1 - b'0') * 10 + (m2 - b'0');
            hh <= 24 && mm <= 60
        }
        _ => false,
    }
}

/// go-yaml v2's `isBase60Float`: `^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$`.
pub(super) fn is_base60_float(s: &str) -> bool {
    let s = s.strip_prefix(['+', '-']).unwrap_or(s);
    let (main, frac) = match s.split_once('.') {
        Some((m, f)) => (m, Some(f)),
        None => (s, None),
    };
    if frac.is_some_and(|f| !f.chars().all(|c| c.is_ascii_digit() || c == '_')) {
        return false;
    }
    let mut parts = main.split(':');
    let Some(head) = parts.next() else {
        return false;
    };
    if !head.starts_with(|c: char| c.is_ascii_digit())
        || !head.chars().all(|c| c.is_ascii_digit() || c == '_')
    {
        return false;
    }
    let rest: Vec<&str> = parts.collect();
    !rest.is_empty()
        && rest.iter().all(|p| {
            let b = p.as_bytes();
            match b.len() {
                1 => b[0].is_ascii_digit(),
                2 => (b'0'..=b'5').contains(&b[0]) && b[1].is_ascii_digit(),
                _ => false,
            }
        })
}

/// A JSON number as Go prints it after a JSON → YAML round trip: integers (and integral
/// floats below 1e21) as integers, other floats in `strconv.FormatFloat(f, 'g', -1, 64)`
/// form.
pub(super) fn number(n: &serde_json::Number) -> String {
    if let Some(i) = n.as_i64() {
        return i.to_string();
    }
    if let Some(u) = n.as_u64() {
        return u.to_string();
    }
    let f = n.as_f64().unwrap_or(0.0);
    if f.fract() == 0.0 && f.abs() < 1e21 {
        return format!("{f:.0}");
    }
    go_g(f)
}

pub(super) fn go_g(f: f64) -> String {
    let e = format!("{f:e}");
    let (mant, exp) = e.split_once('e').unwrap_or((&e, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    // strconv's shortest 'g' switches to exponent form below 1e-4 and from 1e6 on.
    if !(-4..6).contains(&exp) {
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{mant}e{sign}{:02}", exp.abs())
    } else {
        format!("{f}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every string of up to four characters over letters, digits and the word
    /// punctuation, plus the YAML words and some longer keys: where the short cut answers,
    /// the full analysis gives the same style.
    #[test]
    fn the_word_short_cut_agrees_with_the_full_analysis() {
        let alphabet: Vec<char> = "aZyn0_-./:#".chars().collect();
        let mut strings: Vec<String> = vec![String::new()];
        for _ in 0..4 {
            let longer: Vec<String> = strings
                .iter()
                .flat_map(|s| alphabet.iter().map(move |c| format!("{s}{c}")))
                .collect();
            strings.extend(longer);
        }
        strings.extend(WORDS.iter().map(|w| w.to_string()));
        strings.extend(
            [
                "x-kubernetes-list-type",
                "spec.replicas",
                "apiextensions.k8s.io/v1",
                "v1beta1",
            ]
            .map(String::from),
        );
        let mut words = 0;
        for s in &strings {
            if is_word(s) {
                words += 1;
                for key in [false, true] {
                    assert!(
                        matches!(analyzed_style(s, key), Style::Plain),
                        "{s:?} (key: {key})"
                    );
                }
            }
        }
        assert!(words > 1000, "the short cut took {words} strings");
    }
}

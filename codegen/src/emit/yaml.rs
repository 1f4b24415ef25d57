//! YAML output byte-compatible with controller-gen's, which writes JSON through
//! sigs.k8s.io/yaml and so go-yaml v2's emitter: keys sorted, 2-space indent, sequences in
//! mappings not indented, multi-line strings as literal blocks (`|-`), long plain and
//! quoted strings folded at the first space past column 80 (keys never), strings that would
//! read back as another type (`"124"`, `"true"`, `"2024-01-01"`) double-quoted, strings
//! that cannot be plain (`'{}'`) single-quoted, strings with characters go-yaml does not
//! print as they are (tab, CR, characters beyond U+FFFF) double-quoted and escaped.
//!
//! No YAML crate offers go-yaml's exact scalar styles and line folding, and a kubebuilder
//! project switching to kube-codegen must see no diff, so this small writer exists; reading
//! YAML (tests, parity) uses the maintained `serde_norway`.

use serde_json::{Map, Value};

const BEST_WIDTH: usize = 80;

/// Serializes one JSON value as a YAML document body (no leading `---`), keys sorted
/// (serde_json's map order). Integral floats print as integers, as they do after Go's JSON
/// round trip. When the last literal block of the document keeps its final line breaks
/// (`|+`), the document ends with `...`, as go-yaml's emitter ends such "open-ended" streams.
pub fn to_yaml(value: &Value) -> String {
    let mut w = Writer {
        out: String::new(),
        open_ended: false,
    };
    match value {
        Value::Object(m) if !m.is_empty() => w.map(m, 0, false),
        Value::Array(a) if !a.is_empty() => w.seq(a, 0, false),
        other => {
            w.scalar(other, 0, false);
        }
    }
    if !w.out.ends_with('\n') {
        w.out.push('\n');
    }
    if w.open_ended {
        w.out.push_str("...\n");
    }
    w.out
}

struct Writer {
    out: String,
    /// go-yaml's `open_ended`: set by a `|+` block, cleared by any other block scalar.
    open_ended: bool,
}

impl Writer {
    fn column(&self) -> usize {
        let line = self.out.rsplit('\n').next().unwrap_or("");
        line.chars().count()
    }

    /// Starts a line at `indent`; a literal block that ended in a line break already
    /// started one (go-yaml's `write_indent` breaks only when not at a line start).
    fn newline(&mut self, indent: usize) {
        if !self.out.is_empty() && !self.out.ends_with('\n') {
            self.out.push('\n');
        }
        self.out.extend(std::iter::repeat_n(' ', indent));
    }

    /// A block mapping whose keys sit at `indent`; `inline`: the first key continues the
    /// current line (after `- `).
    fn map(&mut self, m: &Map<String, Value>, indent: usize, inline: bool) {
        for (i, (k, v)) in m.iter().enumerate() {
            if !(i == 0 && inline) {
                self.newline(indent);
            }
            self.key(k);
            self.out.push(':');
            self.value_after_key(v, indent);
        }
    }

    fn value_after_key(&mut self, v: &Value, indent: usize) {
        match v {
            Value::Object(m) if !m.is_empty() => self.map(m, indent + 2, false),
            Value::Array(a) if !a.is_empty() => self.seq(a, indent, false),
            other => {
                self.out.push(' ');
                self.scalar(other, indent + 2, false);
            }
        }
    }

    /// A block sequence whose `- ` sits at `indent`.
    fn seq(&mut self, a: &[Value], indent: usize, inline: bool) {
        for (i, v) in a.iter().enumerate() {
            if !(i == 0 && inline) {
                self.newline(indent);
            }
            self.out.push_str("- ");
            match v {
                Value::Object(m) if !m.is_empty() => self.map(m, indent + 2, true),
                Value::Array(inner) if !inner.is_empty() => self.seq(inner, indent + 2, true),
                other => self.scalar(other, indent + 2, false),
            }
        }
    }

    /// A mapping key: go-yaml writes keys in simple-key context, where it never folds.
    fn key(&mut self, k: &str) {
        let style = choose_style(k, true);
        self.string_in(k, style, 0, false);
    }

    /// A scalar; `indent` is where continuation and block lines go.
    fn scalar(&mut self, v: &Value, indent: usize, is_key: bool) {
        match v {
            Value::Null => self.out.push_str("null"),
            Value::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            Value::Number(n) => self.out.push_str(&number(n)),
            Value::String(s) => {
                let style = choose_style(s, is_key);
                self.string_in(s, style, indent, !is_key);
            }
            Value::Object(_) => self.out.push_str("{}"),
            Value::Array(_) => self.out.push_str("[]"),
        }
    }

    /// `allow_breaks`: whether long lines may fold (go-yaml: not in simple-key context).
    fn string_in(&mut self, s: &str, style: Style, indent: usize, allow_breaks: bool) {
        match style {
            Style::Plain => self.plain(s, indent, allow_breaks),
            Style::Single => self.single(s, indent, allow_breaks),
            Style::Double => self.double(s, indent, allow_breaks),
            Style::Literal => self.literal(s, indent),
        }
    }

    fn plain(&mut self, s: &str, indent: usize, allow_breaks: bool) {
        let chars: Vec<char> = s.chars().collect();
        let mut spaces = false;
        for (i, &c) in chars.iter().enumerate() {
            if c == ' ' {
                if allow_breaks
                    && !spaces
                    && self.column() > BEST_WIDTH
                    && chars.get(i + 1) != Some(&' ')
                {
                    self.newline(indent);
                } else {
                    self.out.push(c);
                }
                spaces = true;
            } else {
                self.out.push(c);
                spaces = false;
            }
        }
    }

    fn single(&mut self, s: &str, indent: usize, allow_breaks: bool) {
        self.out.push('\'');
        let chars: Vec<char> = s.chars().collect();
        let mut spaces = false;
        for (i, &c) in chars.iter().enumerate() {
            if c == ' ' {
                if allow_breaks
                    && !spaces
                    && self.column() > BEST_WIDTH
                    && i != 0
                    && i != chars.len() - 1
                    && chars.get(i + 1) != Some(&' ')
                {
                    self.newline(indent);
                } else {
                    self.out.push(c);
                }
                spaces = true;
            } else {
                if c == '\'' {
                    self.out.push('\'');
                }
                self.out.push(c);
                spaces = false;
            }
        }
        self.out.push('\'');
    }

    fn double(&mut self, s: &str, indent: usize, allow_breaks: bool) {
        self.out.push('"');
        let chars: Vec<char> = s.chars().collect();
        // go-yaml v2's `is_bom(value, i)` looks at the start of the value whatever `i` is,
        // so a value that begins with a byte-order mark has every character escaped.
        let bom = s.starts_with('\u{feff}');
        let mut spaces = false;
        for (i, &c) in chars.iter().enumerate() {
            let is_break = matches!(c, '\r' | '\n' | '\u{85}' | '\u{2028}' | '\u{2029}');
            if bom || !printable(c) || is_break || c == '"' || c == '\\' {
                self.out.push('\\');
                match c {
                    '\0' => self.out.push('0'),
                    '\x07' => self.out.push('a'),
                    '\x08' => self.out.push('b'),
                    '\t' => self.out.push('t'),
                    '\n' => self.out.push('n'),
                    '\x0b' => self.out.push('v'),
                    '\x0c' => self.out.push('f'),
                    '\r' => self.out.push('r'),
                    '\x1b' => self.out.push('e'),
                    '"' => self.out.push('"'),
                    '\\' => self.out.push('\\'),
                    '\u{85}' => self.out.push('N'),
                    '\u{a0}' => self.out.push('_'),
                    '\u{2028}' => self.out.push('L'),
                    '\u{2029}' => self.out.push('P'),
                    c if (c as u32) <= 0xff => self.out.push_str(&format!("x{:02X}", c as u32)),
                    c if (c as u32) <= 0xffff => self.out.push_str(&format!("u{:04X}", c as u32)),
                    c => self.out.push_str(&format!("U{:08X}", c as u32)),
                }
                spaces = false;
            } else if c == ' ' {
                if allow_breaks
                    && !spaces
                    && self.column() > BEST_WIDTH
                    && i != 0
                    && i != chars.len() - 1
                {
                    self.newline(indent);
                    if chars.get(i + 1) == Some(&' ') {
                        self.out.push('\\');
                    }
                } else {
                    self.out.push(c);
                }
                spaces = true;
            } else {
                self.out.push(c);
                spaces = false;
            }
        }
        self.out.push('"');
    }

    fn literal(&mut self, s: &str, indent: usize) {
        self.out.push('|');
        if s.starts_with(' ') || s.starts_with('\n') {
            self.out.push('2');
        }
        let trailing = s.len() - s.trim_end_matches('\n').len();
        // go-yaml keeps (`+`) the final break when the break before it is one too, or when
        // the value is a single break; strips (`-`) when there is none.
        self.open_ended = false;
        match trailing {
            0 => self.out.push('-'),
            1 if s.len() > 1 => {}
            _ => {
                self.out.push('+');
                self.open_ended = true;
            }
        }
        // As go-yaml's `write_literal_scalar`: a break after the header, then the value with
        // every non-empty line indented and every break written out, the last ones too.
        self.out.push('\n');
        let mut line_start = true;
        for c in s.chars() {
            if c == '\n' {
                self.out.push('\n');
                line_start = true;
            } else {
                if line_start {
                    self.out.extend(std::iter::repeat_n(' ', indent));
                    line_start = false;
                }
                self.out.push(c);
            }
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Style {
    Plain,
    Single,
    Double,
    Literal,
}

/// go-yaml v2's `is_printable`: `\n`, ASCII 0x20–0x7E, U+00A0–U+D7FF and U+E000–U+FFFD
/// except the byte-order mark. Narrower than YAML's own set: tab, CR, NEL and every
/// character beyond the Basic Multilingual Plane count as special, which forces double
/// quotes and an escape (`\t`, `\U0001F600`).
fn printable(c: char) -> bool {
    c == '\n'
        || (' '..='~').contains(&c)
        || ('\u{a0}'..='\u{d7ff}').contains(&c)
        || (('\u{e000}'..='\u{fffd}').contains(&c) && c != '\u{feff}')
}

/// go-yaml v2's choice of scalar style for a string in block context.
fn choose_style(s: &str, is_key: bool) -> Style {
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

struct Analysis {
    block_plain_allowed: bool,
    single_quoted_allowed: bool,
    block_allowed: bool,
}

/// yaml_emitter_analyze_scalar, for block context.
fn analyze(s: &str) -> Analysis {
    if s.is_empty() {
        return Analysis {
            block_plain_allowed: false,
            single_quoted_allowed: true,
            block_allowed: false,
        };
    }
    let chars: Vec<char> = s.chars().collect();
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
    let n = chars.len();
    for (i, &c) in chars.iter().enumerate() {
        let followed_by_ws = i + 1 >= n
            || matches!(
                chars[i + 1],
                ' ' | '\t' | '\r' | '\n' | '\u{85}' | '\u{2028}' | '\u{2029}'
            );
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
            if i == n - 1 {
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
            if i == n - 1 {
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
fn resolves_to_non_string(s: &str) -> bool {
    const WORDS: &[&str] = &[
        "", "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "true", "True", "TRUE",
        "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF", "~", "null", "Null",
        "NULL", ".nan", ".NaN", ".NAN", ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf",
        "-.Inf", "-.INF",
    ];
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
fn go_parse_uint(s: &str) -> Option<u64> {
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
fn go_parse_int(s: &str) -> bool {
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
fn yaml_style_float(s: &str) -> bool {
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
fn is_timestamp(s: &str) -> bool {
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
fn is_base60_float(s: &str) -> bool {
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
fn number(n: &serde_json::Number) -> String {
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

fn go_g(f: f64) -> String {
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
        let s = "This tests that markers that are allowed on both fields and types are applied to fields";
        let out = to_yaml(&json!({"a": {"b": {"description": s}}}));
        assert_eq!(
            out,
            "a:\n  b:\n    description: This tests that markers that are allowed on both fields and types\n      are applied to fields\n"
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

    fn golden_round_trip(file: &str) {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../testdata/controller-tools")
            .join(file);
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let body = text.strip_prefix("---\n").expect("document marker");
        let value: Value = serde_norway::from_str(body).expect("parse golden");
        let ours = to_yaml(&value);
        if ours != body {
            let (i, (a, b)) = body
                .lines()
                .zip(ours.lines())
                .enumerate()
                .find(|(_, (a, b))| a != b)
                .unwrap_or((0, ("", "")));
            panic!(
                "{file}: first difference at line {}:\n  golden: {a}\n  ours:   {b}",
                i + 2
            );
        }
    }

    #[test]
    fn round_trips_controller_gen_jobs_golden() {
        golden_round_trip("testdata.kubebuilder.io_jobs.yaml");
    }

    #[test]
    fn round_trips_controller_gen_plural_golden() {
        golden_round_trip("plural.example.com_testquotas.yaml");
    }

    #[test]
    fn round_trips_controller_gen_cronjobs_golden() {
        golden_round_trip("testdata.kubebuilder.io_cronjobs.yaml");
    }
}

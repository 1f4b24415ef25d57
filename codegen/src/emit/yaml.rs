//! YAML output byte-compatible with controller-gen's, which writes JSON through
//! sigs.k8s.io/yaml and so go-yaml v2's emitter: keys sorted, 2-space indent, sequences in
//! mappings not indented, multi-line strings as literal blocks (`|-`), long plain and
//! quoted strings folded at the first space past column 80, strings that would read back as
//! another type (`"124"`, `"true"`) double-quoted, strings that cannot be plain (`'{}'`)
//! single-quoted.
//!
//! No YAML crate offers go-yaml's exact scalar styles and line folding, and a kubebuilder
//! project switching to kube-codegen must see no diff, so this small writer exists; reading
//! YAML (tests, parity) uses the maintained `serde_norway`.

use serde_json::{Map, Value};

const BEST_WIDTH: usize = 80;

/// Serializes one JSON value as a YAML document body (no leading `---`), keys sorted
/// (serde_json's map order). Integral floats print as integers, as they do after Go's JSON
/// round trip.
pub fn to_yaml(value: &Value) -> String {
    let mut w = Writer { out: String::new() };
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
    w.out
}

struct Writer {
    out: String,
}

impl Writer {
    fn column(&self) -> usize {
        let line = self.out.rsplit('\n').next().unwrap_or("");
        line.chars().count()
    }

    fn newline(&mut self, indent: usize) {
        if !self.out.is_empty() {
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

    fn key(&mut self, k: &str) {
        let style = choose_style(k, true);
        self.string_in(k, style, 0);
    }

    /// A scalar; `indent` is where continuation and block lines go.
    fn scalar(&mut self, v: &Value, indent: usize, is_key: bool) {
        match v {
            Value::Null => self.out.push_str("null"),
            Value::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            Value::Number(n) => self.out.push_str(&number(n)),
            Value::String(s) => {
                let style = choose_style(s, is_key);
                self.string_in(s, style, indent);
            }
            Value::Object(_) => self.out.push_str("{}"),
            Value::Array(_) => self.out.push_str("[]"),
        }
    }

    fn string_in(&mut self, s: &str, style: Style, indent: usize) {
        match style {
            Style::Plain => self.plain(s, indent),
            Style::Single => self.single(s, indent),
            Style::Double => self.double(s, indent),
            Style::Literal => self.literal(s, indent),
        }
    }

    fn plain(&mut self, s: &str, indent: usize) {
        let chars: Vec<char> = s.chars().collect();
        let mut spaces = false;
        for (i, &c) in chars.iter().enumerate() {
            if c == ' ' {
                if !spaces && self.column() > BEST_WIDTH && chars.get(i + 1) != Some(&' ') {
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

    fn single(&mut self, s: &str, indent: usize) {
        self.out.push('\'');
        let chars: Vec<char> = s.chars().collect();
        let mut spaces = false;
        for (i, &c) in chars.iter().enumerate() {
            if c == ' ' {
                if !spaces
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

    fn double(&mut self, s: &str, indent: usize) {
        self.out.push('"');
        let chars: Vec<char> = s.chars().collect();
        let mut spaces = false;
        for (i, &c) in chars.iter().enumerate() {
            let is_break = matches!(c, '\r' | '\n' | '\u{85}' | '\u{2028}' | '\u{2029}');
            if !printable(c) || is_break || c == '"' || c == '\\' || c == '\u{feff}' {
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
                if !spaces && self.column() > BEST_WIDTH && i != 0 && i != chars.len() - 1 {
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
        match trailing {
            0 => self.out.push('-'),
            1 => {}
            _ => self.out.push('+'),
        }
        let body = if trailing == 1 {
            &s[..s.len() - 1]
        } else {
            s.trim_end_matches('\n')
        };
        for line in body.split('\n') {
            self.out.push('\n');
            if !line.is_empty() {
                self.out.extend(std::iter::repeat_n(' ', indent));
                self.out.push_str(line);
            }
        }
        for _ in 1..trailing.max(1) {
            if trailing > 1 {
                self.out.push('\n');
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

fn printable(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | '\u{85}')
        || (' '..='~').contains(&c)
        || ('\u{a0}'..='\u{d7ff}').contains(&c)
        || (('\u{e000}'..='\u{fffd}').contains(&c) && c != '\u{feff}')
        || ('\u{10000}'..='\u{10ffff}').contains(&c)
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
        if !printable(c) || (c as u32 > 0x7f && c == '\u{feff}') {
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

/// True when go-yaml v2 would read the plain string back as a non-string (bool, null,
/// number, base-60 float), so it must be quoted.
fn resolves_to_non_string(s: &str) -> bool {
    const WORDS: &[&str] = &[
        "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "true", "True", "TRUE", "false",
        "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF", "~", "null", "Null", "NULL",
        ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan",
        ".NaN", ".NAN", "<<",
    ];
    if s.is_empty() || WORDS.contains(&s) {
        return true;
    }
    let Some(first) = s.chars().next() else {
        return true;
    };
    if !"+-.0123456789".contains(first) {
        return false;
    }
    let plain = s.replace('_', "");
    let unsigned = plain.trim_start_matches(['+', '-']);
    let int = unsigned.parse::<u64>().is_ok()
        || unsigned
            .strip_prefix("0x")
            .is_some_and(|h| u64::from_str_radix(h, 16).is_ok())
        || unsigned
            .strip_prefix("0o")
            .is_some_and(|h| u64::from_str_radix(h, 8).is_ok())
        || unsigned
            .strip_prefix("0b")
            .is_some_and(|h| u64::from_str_radix(h, 2).is_ok());
    let float = !plain
        .chars()
        .any(|c| c.is_ascii_alphabetic() && c != 'e' && c != 'E')
        && plain.parse::<f64>().is_ok();
    int || float || is_base60_float(s)
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
            .join("../../shared/parity/controller-tools")
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

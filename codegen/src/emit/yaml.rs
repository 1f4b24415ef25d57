//! YAML output byte-compatible with controller-gen's, which writes JSON through
//! sigs.k8s.io/yaml and so go-yaml v2's emitter: keys in go-yaml's natural order, 2-space
//! indent, sequences in mappings not indented, multi-line strings as literal blocks (`|-`),
//! long plain and quoted strings folded at the first space past column 80 (keys never),
//! strings that would read back as another type (`"124"`, `"true"`, `"2024-01-01"`)
//! double-quoted, strings that cannot be plain (`'{}'`) single-quoted, strings with
//! characters go-yaml does not print as they are (tab, CR, characters beyond U+FFFF)
//! double-quoted and escaped.
//!
//! No YAML crate offers go-yaml's exact scalar styles and line folding, and a kubebuilder
//! project switching to kube-codegen must see no diff, so this small writer exists; reading
//! YAML (tests, parity) uses the maintained `serde_norway`.

use serde_json::{Map, Value};

const BEST_WIDTH: usize = 80;

/// Serializes one JSON value as a YAML document body (no leading `---`), keys in go-yaml
/// v2's order ([`keys::less`]: natural, letters after other characters). Integral floats print as integers, as they do after Go's JSON
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
        let entries = keys::sorted_by(m.iter().collect(), |(k, _)| k.as_str());
        for (i, (k, v)) in entries.into_iter().enumerate() {
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
        // The column is counted as characters are written (go-yaml's `emitter.column`).
        let mut column = self.column();
        if !allow_breaks || !s.contains(' ') || column + s.chars().count() <= BEST_WIDTH {
            // No space can come after column `BEST_WIDTH`: nothing folds.
            self.out.push_str(s);
            return;
        }
        let mut spaces = false;
        let mut chars = s.chars().peekable();
        while let Some(c) = chars.next() {
            if c == ' ' {
                if !spaces && column > BEST_WIDTH && chars.peek() != Some(&' ') {
                    self.newline(indent);
                    column = indent;
                } else {
                    self.out.push(c);
                    column += 1;
                }
                spaces = true;
            } else {
                self.out.push(c);
                column += 1;
                spaces = false;
            }
        }
    }

    fn single(&mut self, s: &str, indent: usize, allow_breaks: bool) {
        self.out.push('\'');
        let mut column = self.column();
        let mut spaces = false;
        let mut chars = s.chars().enumerate().peekable();
        let last = s.chars().count().saturating_sub(1);
        while let Some((i, c)) = chars.next() {
            if c == ' ' {
                if allow_breaks
                    && !spaces
                    && column > BEST_WIDTH
                    && i != 0
                    && i != last
                    && chars.peek().map(|&(_, n)| n) != Some(' ')
                {
                    self.newline(indent);
                    column = indent;
                } else {
                    self.out.push(c);
                    column += 1;
                }
                spaces = true;
            } else {
                if c == '\'' {
                    self.out.push('\'');
                    column += 1;
                }
                self.out.push(c);
                column += 1;
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

mod keys;
mod scalars;
#[cfg(test)]
mod tests;

use scalars::{Style, choose_style, number, printable};

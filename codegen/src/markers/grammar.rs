//! The marker argument grammar, with controller-tools' semantics (`pkg/markers/parse.go`):
//! `+name`, `+name=value`, `+name:arg=value,arg2=value2`; strings bare, `"quoted"` (Go
//! escapes) or `` `raw` ``; lists `{a,b}` or `a;b`; maps `{k: v}`.

use std::collections::BTreeMap;

use super::registry::{self, ArgType, Definition, GENGO_LISTS};
use super::typed::Args;
use super::{ArgMap, Marker, Target, Value};
use crate::diag::{Diagnostic, Span};

/// Parses a marker line; see [`super::parse`].
pub(crate) fn parse_marker(
    text: &str,
    span: Span,
    target: Target,
) -> (Option<Marker>, Vec<Diagnostic>) {
    let body = text.strip_prefix('+').unwrap_or(text).trim_end();
    let base = text.len() - text.trim_start_matches('+').len();
    let head_end = body.find('=').unwrap_or(body.len());
    let head = &body[..head_end];
    // The longest registered name made of whole `:`-separated segments of the head.
    let mut ends: Vec<usize> = head.match_indices(':').map(|(i, _)| i).collect();
    ends.push(head.len());
    let found = ends
        .iter()
        .rev()
        .find_map(|&e| registry::definition(&head[..e]).map(|d| (d, e)));
    let Some((def, name_end)) = found else {
        return (None, unknown(head, span, base));
    };
    let mut diags = Vec::new();
    if !def.targets.contains(&target) {
        diags.push(
            Diagnostic::error(
                span,
                format!("`+{}` does not apply to {}", def.name, describe(target)),
            )
            .with_label("misplaced marker")
            .with_help(format!("it applies to {}", list_targets(def.targets))),
        );
        return (None, diags);
    }
    let mut rest = &body[name_end..];
    let mut rest_off = base + name_end;
    // controller-tools drops an empty last name segment: `+…:Minimum:=1` is `Minimum=1`.
    if rest.starts_with(":=") && def.args.iter().any(|a| a.name.is_empty()) {
        rest = &rest[1..];
        rest_off += 1;
    }
    let mut p = Parser {
        text,
        pos: 0,
        end: text.len(),
        span,
        diags: Vec::new(),
    };
    let mut args = ArgMap::default();
    let mut arg_spans = ArgMap::default();
    if let Some(list) = rest
        .strip_prefix('=')
        .filter(|_| GENGO_LISTS.contains(&def.name))
    {
        // gengo's tag grammar, which code-generator reads these with: a comma list
        // (`+genclient:skipVerbs=delete,deleteCollection`); `;` is accepted too.
        let items = list
            .split([',', ';'])
            .map(|s| Value::String(s.trim().to_string()))
            .collect();
        arg_spans.insert(String::new(), span.sub(rest_off + 1, list.len()));
        args.insert(String::new(), Value::List(items));
    } else if rest.starts_with('=') {
        // Anonymous argument (possibly followed by named ones, as client-gen's
        // `+genclient:method=Name,verb=get`).
        match def.args.iter().find(|a| a.name.is_empty()) {
            Some(arg) => {
                p.pos = rest_off + 1;
                let consume_all = def.args.len() == 1;
                let start = p.pos;
                if let Some(v) = p.value(arg.ty, consume_all) {
                    arg_spans.insert(String::new(), span.sub(start, p.pos - start));
                    args.insert(String::new(), v);
                }
                if p.pos < p.end && !consume_all {
                    if p.peek() == Some(',') {
                        p.pos += 1;
                        p.named_args(def, &mut args, &mut arg_spans);
                    } else {
                        p.error_here("expected `,` or the end of the marker");
                    }
                } else if p.pos < p.end {
                    p.error_here("unexpected text after the value");
                }
            }
            None => {
                diags.push(Diagnostic::error(
                    span.sub(rest_off, rest.len()),
                    format!("`+{}` takes no value", def.name),
                ));
            }
        }
    } else if let Some(named) = rest.strip_prefix(':') {
        if def.args.iter().all(|a| a.name.is_empty()) {
            let sub = named.split('=').next().unwrap_or(named);
            let mut d = Diagnostic::error(
                span.sub(base, head.len()),
                format!("unknown marker `+{}:{sub}`", def.name),
            );
            if let Some(s) = registry::suggest(&format!("{}:{sub}", def.name)) {
                d = d.with_help(format!("did you mean `+{s}`?"));
            }
            diags.push(d);
            return (None, diags);
        }
        p.pos = rest_off + 1;
        p.named_args(def, &mut args, &mut arg_spans);
    } else if !rest.is_empty() {
        diags.push(Diagnostic::error(
            span,
            format!("malformed marker `+{}`", body),
        ));
    }
    let parse_failed = !p.diags.is_empty();
    for d in &mut p.diags {
        d.message = format!("invalid `+{}`: {}", def.name, d.message);
    }
    diags.append(&mut p.diags);
    // Flags and optional booleans default to true (`+kubebuilder:object:root`).
    for a in def.args {
        if !args.contains_key(a.name) {
            if a.ty == ArgType::Bool && a.name.is_empty() {
                args.insert(String::new(), Value::Bool(true));
            } else if !a.optional && !parse_failed {
                let what = if a.name.is_empty() {
                    "a value".to_string()
                } else {
                    format!("argument `{}`", a.name)
                };
                diags.push(
                    Diagnostic::error(span, format!("`+{}` requires {what}", def.name))
                        .with_help(format!("usage: `{}`", def.usage())),
                );
            }
        }
    }
    if diags.iter().any(Diagnostic::is_error) {
        return (None, diags);
    }
    let marker = Marker {
        name: def.name,
        kind: (def.lower)(&Args(&args)),
        span,
        arg_spans,
    };
    (Some(marker), diags)
}

fn unknown(head: &str, span: Span, base: usize) -> Vec<Diagnostic> {
    let suggestion = registry::suggest(head);
    if registry::is_owned_prefix(head) {
        let mut d = Diagnostic::error(
            span.sub(base, head.len()),
            format!("unknown marker `+{head}`"),
        )
        .with_label("not a marker kube-codegen knows")
        .with_code(crate::diag::UNKNOWN_MARKER);
        if let Some(s) = suggestion {
            d = d.with_help(format!("did you mean `+{s}`?"));
        }
        return vec![d];
    }
    // A foreign marker; warn only when it is one letter-slip away from one of ours.
    match suggestion {
        Some(s) if !head.contains(':') && strsim::levenshtein(head, s) <= 2 => vec![
            Diagnostic::warning(
                span.sub(base, head.len()),
                format!("unknown marker `+{head}` is ignored"),
            )
            .with_help(format!("did you mean `+{s}`?")),
        ],
        _ => Vec::new(),
    }
}

fn describe(t: Target) -> &'static str {
    match t {
        Target::Package => "a package (`//!`)",
        Target::Type => "a type",
        Target::Field => "a field",
    }
}

fn list_targets(ts: &[Target]) -> String {
    ts.iter()
        .map(|t| describe(*t))
        .collect::<Vec<_>>()
        .join(" or ")
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
    end: usize,
    span: Span,
    diags: Vec<Diagnostic>,
}

impl Parser<'_> {
    fn peek(&self) -> Option<char> {
        self.text
            .get(self.pos..self.end)
            .and_then(|s| s.chars().next())
    }

    fn error_at(&mut self, start: usize, len: usize, msg: impl Into<String>) {
        self.diags
            .push(Diagnostic::error(self.span.sub(start, len.max(1)), msg));
    }

    fn error_here(&mut self, msg: &str) {
        let len = self.end.saturating_sub(self.pos);
        self.error_at(self.pos, len, msg);
        self.pos = self.end;
    }

    fn skip_ws(&mut self) {
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.pos += 1;
        }
    }

    /// `name=value,name2=value2` up to the end.
    fn named_args(&mut self, def: &Definition, args: &mut ArgMap<Value>, spans: &mut ArgMap<Span>) {
        while self.pos < self.end {
            self.skip_ws();
            let start = self.pos;
            let rest = &self.text[self.pos..self.end];
            let name_len = rest.find(['=', ',']).unwrap_or(rest.len());
            let name = rest[..name_len].trim().to_string();
            self.pos += name_len;
            let arg = def
                .args
                .iter()
                .find(|a| a.name == name && !a.name.is_empty());
            let Some(arg) = arg else {
                let known: Vec<&str> = def
                    .args
                    .iter()
                    .map(|a| a.name)
                    .filter(|n| !n.is_empty())
                    .collect();
                let best = known
                    .iter()
                    .map(|k| {
                        (
                            strsim::jaro_winkler(&name.to_lowercase(), &k.to_lowercase()),
                            *k,
                        )
                    })
                    .filter(|(s, _)| *s > 0.8)
                    .max_by(|a, b| a.0.total_cmp(&b.0));
                let mut d = Diagnostic::error(
                    self.span.sub(start, name_len.max(1)),
                    format!("unknown argument `{name}` for `+{}`", def.name),
                );
                d = match best {
                    Some((_, k)) => d.with_help(format!("did you mean `{k}`?")),
                    None => d.with_help(format!("known arguments: {}", known.join(", "))),
                };
                self.diags.push(d);
                return;
            };
            let value = if self.peek() == Some('=') {
                self.pos += 1;
                let vstart = self.pos;
                let v = self.value(arg.ty, false);
                spans.insert(name.clone(), self.span.sub(vstart, self.pos - vstart));
                v
            } else if arg.ty == ArgType::Bool {
                spans.insert(name.clone(), self.span.sub(start, name_len));
                Some(Value::Bool(true))
            } else {
                self.error_at(
                    start,
                    name_len,
                    format!("argument `{name}` needs a value (`{name}=…`)"),
                );
                None
            };
            if let Some(v) = value
                && args.insert(name.clone(), v).is_some()
            {
                self.error_at(start, name_len, format!("argument `{name}` given twice"));
            }
            self.skip_ws();
            match self.peek() {
                Some(',') => self.pos += 1,
                None => {}
                Some(_) => {
                    self.error_here("expected `,` between arguments");
                    return;
                }
            }
        }
    }

    /// A value of type `ty`. `to_end`: a bare string runs to the end of the marker
    /// (an anonymous argument), else to the next `,`.
    fn value(&mut self, ty: ArgType, to_end: bool) -> Option<Value> {
        let start = self.pos;
        match ty {
            ArgType::String => self.string(to_end).map(Value::String),
            ArgType::OneOf(names) | ArgType::OneOfAnyCase(names) => {
                let s = self.string(to_end)?;
                let any_case = matches!(ty, ArgType::OneOfAnyCase(_));
                if names
                    .iter()
                    .any(|n| *n == s || (any_case && n.eq_ignore_ascii_case(&s)))
                {
                    Some(Value::String(s))
                } else {
                    let expected: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
                    let found = self.pos - start;
                    let case = if any_case { " (in any case)" } else { "" };
                    self.error_at(
                        start,
                        found,
                        format!("expected {}{case}, found `{s}`", expected.join(" or ")),
                    );
                    None
                }
            }
            ArgType::Bool => {
                let tok = self.bare(false);
                match tok.as_str() {
                    "true" => Some(Value::Bool(true)),
                    "false" => Some(Value::Bool(false)),
                    _ => {
                        self.error_at(
                            start,
                            tok.len(),
                            format!("expected `true` or `false`, found `{tok}`"),
                        );
                        None
                    }
                }
            }
            ArgType::Int => {
                let tok = self.bare(false);
                match tok.trim().parse::<i64>() {
                    Ok(i) => Some(Value::Int(i)),
                    Err(_) => {
                        self.error_at(
                            start,
                            tok.len(),
                            format!("expected an integer, found `{tok}`"),
                        );
                        None
                    }
                }
            }
            ArgType::Number => {
                let tok = self.bare(false);
                let t = tok.trim();
                if let Ok(i) = t.parse::<i64>() {
                    Some(Value::Int(i))
                } else if let Some(f) = t.parse::<f64>().ok().filter(|f| f.is_finite()) {
                    Some(Value::Float(f))
                } else {
                    self.error_at(
                        start,
                        tok.len(),
                        format!("expected a number, found `{tok}`"),
                    );
                    None
                }
            }
            ArgType::StringList => self.list(false).map(|items| {
                Value::List(
                    items
                        .into_iter()
                        .map(|v| match v {
                            Value::String(s) => Value::String(s),
                            other => Value::String(render(&other)),
                        })
                        .collect(),
                )
            }),
            ArgType::AnyList => self.list(true).map(Value::List),
            ArgType::Any => self.any(to_end),
            ArgType::Json => self.json(),
        }
    }

    /// The rest of the marker as JSON, as controller-gen's `KubernetesDefault`: `ref(…)` and
    /// `null` give no value (and no error).
    fn json(&mut self) -> Option<Value> {
        let start = self.pos;
        let text = &self.text[start..self.end];
        self.pos = self.end;
        if text.trim_start().starts_with("ref(") {
            return None;
        }
        match serde_json::from_str::<serde_json::Value>(text) {
            Ok(serde_json::Value::Null) => None,
            Ok(v) => {
                let value = Value::from_json(v);
                if value.is_none() {
                    self.error_at(
                        start,
                        text.len(),
                        "a `null` inside a default is not supported",
                    );
                }
                value
            }
            Err(e) => {
                self.error_at(start, text.len(), format!("expected a JSON value: {e}"));
                None
            }
        }
    }

    /// A bare token up to `,` (or the end).
    fn bare(&mut self, to_end: bool) -> String {
        let rest = &self.text[self.pos..self.end];
        let len = if to_end {
            rest.len()
        } else {
            rest.find(',').unwrap_or(rest.len())
        };
        self.pos += len;
        rest[..len].to_string()
    }

    fn string(&mut self, to_end: bool) -> Option<String> {
        self.skip_ws();
        match self.peek() {
            Some('"') => self.quoted(),
            Some('`') => self.raw(),
            _ => Some(self.bare(to_end).trim_end().to_string()),
        }
    }

    fn quoted(&mut self) -> Option<String> {
        let start = self.pos;
        self.pos += 1;
        let mut out = String::new();
        let mut chars = self.text[self.pos..self.end].char_indices();
        while let Some((i, c)) = chars.next() {
            match c {
                '"' => {
                    self.pos += i + 1;
                    return Some(out);
                }
                '\\' => match chars.next() {
                    Some((_, 'n')) => out.push('\n'),
                    Some((_, 't')) => out.push('\t'),
                    Some((_, 'r')) => out.push('\r'),
                    Some((_, '\\')) => out.push('\\'),
                    Some((_, '"')) => out.push('"'),
                    Some((_, '\'')) => out.push('\''),
                    Some((_, other)) => {
                        out.push('\\');
                        out.push(other);
                    }
                    None => break,
                },
                c => out.push(c),
            }
        }
        self.error_at(start, self.end - start, "unterminated quoted string");
        self.pos = self.end;
        None
    }

    fn raw(&mut self) -> Option<String> {
        let start = self.pos;
        let rest = &self.text[self.pos + 1..self.end];
        match rest.find('`') {
            Some(i) => {
                self.pos += i + 2;
                Some(rest[..i].to_string())
            }
            None => {
                self.error_at(
                    start,
                    self.end - start,
                    "unterminated raw string (missing closing backtick)",
                );
                self.pos = self.end;
                None
            }
        }
    }

    /// `{a,b}` or `a;b;c` (or a single item).
    fn list(&mut self, any: bool) -> Option<Vec<Value>> {
        self.skip_ws();
        if self.peek() == Some('{') {
            return match self.braced()? {
                Value::List(l) => Some(l),
                Value::Map(_) => {
                    self.error_at(self.pos, 1, "expected a list `{a,b}`, found a map");
                    None
                }
                other => Some(vec![other]),
            };
        }
        let mut items = Vec::new();
        loop {
            self.skip_ws();
            let item = if any {
                self.scalar(false, true)?
            } else {
                Value::String(self.item_string()?)
            };
            items.push(item);
            if self.peek() == Some(';') {
                self.pos += 1;
            } else {
                break;
            }
        }
        Some(items)
    }

    /// A string item of a `;` list: up to `;` or `,`.
    fn item_string(&mut self) -> Option<String> {
        match self.peek() {
            Some('"') => self.quoted(),
            Some('`') => self.raw(),
            _ => {
                let rest = &self.text[self.pos..self.end];
                let len = rest.find([';', ',']).unwrap_or(rest.len());
                self.pos += len;
                Some(rest[..len].trim().to_string())
            }
        }
    }

    /// An "any" value: `{…}`, a `;` list, a quoted string, bool, number or bare string.
    fn any(&mut self, to_end: bool) -> Option<Value> {
        self.skip_ws();
        match self.peek() {
            Some('{') => return self.braced().map(empty_is_map),
            Some('[') => {
                // controller-tools fails on `[` ("extra arguments"); say how a list is written.
                self.error_at(
                    self.pos,
                    self.end - self.pos,
                    "a list is written `{a,b}` in a marker, not `[a,b]`",
                );
                self.pos = self.end;
                return None;
            }
            _ => {}
        }
        let first = self.scalar(to_end, true)?;
        if self.peek() == Some(';') {
            let mut items = vec![first];
            while self.peek() == Some(';') {
                self.pos += 1;
                items.push(self.scalar(false, true)?);
            }
            return Some(Value::List(items));
        }
        Some(first)
    }

    /// A scalar: quoted string, bool, number or bare string (bare strings stop at `,`, `;`
    /// and, inside braces, `}` and `:` — unless `to_end`).
    fn scalar(&mut self, to_end: bool, stop_semicolon: bool) -> Option<Value> {
        self.scalar_in(to_end, stop_semicolon, false)
    }

    fn scalar_in(&mut self, to_end: bool, stop_semicolon: bool, in_braces: bool) -> Option<Value> {
        self.skip_ws();
        match self.peek() {
            Some('"') => return self.quoted().map(Value::String),
            Some('`') => return self.raw().map(Value::String),
            Some('{') => return self.braced().map(empty_is_map),
            _ => {}
        }
        let rest = &self.text[self.pos..self.end];
        let len = if to_end && !rest.contains(';') {
            rest.len()
        } else {
            rest.find(|c: char| {
                c == ',' || (stop_semicolon && c == ';') || (in_braces && (c == '}' || c == ':'))
            })
            .unwrap_or(rest.len())
        };
        let tok = rest[..len].trim();
        self.pos += len;
        Some(guess(tok))
    }

    /// `{a, b}` (list) or `{k: v, …}` (map).
    fn braced(&mut self) -> Option<Value> {
        let open = self.pos;
        self.pos += 1;
        let mut list = Vec::new();
        let mut map = BTreeMap::new();
        let mut is_map: Option<bool> = None;
        loop {
            self.skip_ws();
            match self.peek() {
                None => {
                    self.error_at(open, self.end - open, "unterminated `{`");
                    return None;
                }
                Some('}') => {
                    self.pos += 1;
                    break;
                }
                _ => {}
            }
            let item = self.scalar_in(false, false, true)?;
            self.skip_ws();
            if self.peek() == Some(':') {
                if is_map == Some(false) {
                    self.error_at(self.pos, 1, "mixed list and map syntax");
                    return None;
                }
                is_map = Some(true);
                self.pos += 1;
                let key = render(&item);
                let value = self.scalar_in(false, false, true)?;
                map.insert(key, value);
            } else {
                if is_map == Some(true) {
                    self.error_at(self.pos, 1, "expected `key: value` in a map");
                    return None;
                }
                is_map = Some(false);
                list.push(item);
            }
            self.skip_ws();
            match self.peek() {
                Some(',') => self.pos += 1,
                Some('}') => {}
                None => {}
                Some(c) => {
                    self.error_at(self.pos, 1, format!("expected `,` or `}}`, found `{c}`"));
                    return None;
                }
            }
        }
        Some(if is_map == Some(true) {
            Value::Map(map)
        } else {
            Value::List(list)
        })
    }
}

/// An empty `{}` where any value may stand is a map, as controller-tools guesses it (a list
/// needs an item to be told apart).
fn empty_is_map(v: Value) -> Value {
    match v {
        Value::List(l) if l.is_empty() => Value::Map(BTreeMap::new()),
        v => v,
    }
}

/// The value a bare token stands for: bool, integer, float, else a string.
fn guess(tok: &str) -> Value {
    match tok {
        "true" => return Value::Bool(true),
        "false" => return Value::Bool(false),
        _ => {}
    }
    if let Ok(i) = tok.parse::<i64>() {
        return Value::Int(i);
    }
    if tok.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '+' || c == '.')
        && let Some(f) = tok.parse::<f64>().ok().filter(|f| f.is_finite())
    {
        return Value::Float(f);
    }
    Value::String(tok.to_string())
}

fn render(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_json().to_string(),
    }
}

/// Parses a free-standing "any" value (`{a,b}`, `{k: v}`, `"s"`, `1`, `true`, `bare`).
///
/// # Errors
/// The first syntax error's message (unterminated string or brace, mixed list/map).
#[cfg(test)]
pub fn parse_value(text: &str) -> Result<Value, String> {
    let mut p = Parser {
        text,
        pos: 0,
        end: text.len(),
        span: Span::new(0, 0, text.len()),
        diags: Vec::new(),
    };
    let v = p.any(true);
    match (v, p.diags.first()) {
        (Some(v), None) => Ok(v),
        (_, Some(d)) => Err(d.message.clone()),
        (None, None) => Err("invalid value".to_string()),
    }
}

#[cfg(test)]
mod tests;

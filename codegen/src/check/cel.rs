//! CEL rules (`x-kubernetes-validations`): shape, syntax, declared names, fields that exist.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use serde_json::{Map, Value};

use super::{child, is_true, push};
use crate::diag::Violation;

/// Checks every `x-kubernetes-validations` rule in `schema`, as the API server does when the
/// CRD is created, as far as that is possible without a CEL type checker:
///
/// - the rule's shape (apiextensions `validation.go`): `rule` not blank; `message`, if set,
///   not blank and on one line; a multi-line `rule` needs a `message`; `messageExpression`
///   and `fieldPath`, if set, not blank; `reason` one of the four `FieldValue*` reasons;
/// - `rule` and `messageExpression` parse as CEL (the `cel` crate's parser, which follows
///   the CEL spec grammar), reported with the parser's message and position;
/// - every bare identifier is declared: `self`, `oldSelf`, a macro or `cel.bind` variable in
///   scope, or a type name (`int`, `string`, …) — anything else is the API server's
///   "undeclared reference";
/// - `self.a.b` paths name properties that exist (after CEL's field-name escaping:
///   `foo-bar` is `foo__dash__bar`), followed as far as the schema is a closed object: not
///   into maps, `x-kubernetes-preserve-unknown-fields` or int-or-string nodes, nor below
///   `metadata`; `has(self.x)` tests are not checked.
///
/// Not checked: types of expressions, function overloads, cost budgets.
///
/// The CEL parser recurses deeply (in a debug build a rule with 20 nested parentheses
/// overflows a 2 MiB stack): rules run on the generator's 64 MiB threads, and those longer
/// than [`INLINE_RULE_BYTES`] on a thread of their own with a [`CEL_STACK_BYTES`] stack
/// (reserved, not used, memory); rules longer than [`MAX_CEL_CHARS`] are refused as the
/// API server refuses them.
pub fn cel_rules(schema: &Map<String, Value>) -> Vec<Violation> {
    let mut out = Vec::new();
    cel_node(schema, true, &[], &mut out);
    out
}

/// `src` with CEL's optional selection and indexing (`a.?b`, `a[?k]`, which the API server
/// enables since Kubernetes 1.29 and the `cel` crate does not parse) read as plain ones:
/// the `?` becomes a space outside string literals, so the names and fields are checked
/// and every position stays where it was.
fn without_optional_syntax(src: &str) -> String {
    let mut out = String::with_capacity(src.len());
    let mut quote: Option<char> = None;
    let mut prev = '\0';
    let mut escaped = false;
    for c in src.chars() {
        match quote {
            Some(q) => {
                if escaped {
                    escaped = false;
                } else if c == '\\' {
                    escaped = true;
                } else if c == q {
                    quote = None;
                }
                out.push(c);
            }
            None => {
                if c == '"' || c == '\'' {
                    quote = Some(c);
                }
                out.push(if c == '?' && (prev == '.' || prev == '[') {
                    ' '
                } else {
                    c
                });
            }
        }
        prev = c;
    }
    out
}

/// Rules longer than this (bytes) are checked on a thread of their own with a
/// [`CEL_STACK_BYTES`] stack; shorter ones on the generator's (64 MiB) threads, where the
/// `cel` crate's own nesting limit (about 100 levels) keeps within the stack.
const INLINE_RULE_BYTES: usize = 2_000;

/// The stack of the thread that checks a long CEL rule (256 MiB of address space): the
/// parser recurses once per binary operator, and `a+a+…` fills the 100,000 code points
/// cel-go allows with 50,000 of them.
const CEL_STACK_BYTES: usize = 256 << 20;

/// Parses one rule (or message expression) and checks its names and fields against the
/// schema node `s`; returns the messages of what is wrong.
fn check_rule(src: &str, key: &str, s: &Map<String, Value>, root: bool) -> Vec<String> {
    match compiled(src) {
        Err(detail) => vec![format!("invalid CEL {key} `{src}`: {detail}")],
        Ok(program) => {
            let mut problems = Vec::new();
            let scope = Scope {
                self_schema: Some(s),
                root,
                bound: Vec::new(),
            };
            cel_expr(program.expression(), &scope, &mut problems);
            problems
                .into_iter()
                .map(|p| format!("invalid CEL {key} `{src}`: {p}"))
                .collect()
        }
    }
}

/// The parsed rule, or the parser's message with its position. Remembered per thread: an
/// API repeats its rules wherever a type is embedded (every Kind's CRD checks the rules of
/// the types it shares with the others), and parsing was most of the CEL check's time.
fn compiled(src: &str) -> Result<Rc<cel::Program>, String> {
    thread_local! {
        static PARSED: RefCell<HashMap<String, Result<Rc<cel::Program>, String>>> =
            RefCell::default();
    }
    if let Some(known) = PARSED.with(|p| p.borrow().get(src).cloned()) {
        return known;
    }
    let result = cel::Program::compile(&without_optional_syntax(src))
        .map(Rc::new)
        .map_err(|e| {
            // The parser's positions are 1-based lines and columns.
            e.errors.first().map_or_else(
                || e.to_string(),
                |p| {
                    if src.contains('\n') {
                        format!("{} (at line {}, column {})", p.msg, p.pos.0, p.pos.1)
                    } else {
                        format!("{} (at column {})", p.msg, p.pos.1)
                    }
                },
            )
        });
    PARSED.with(|p| p.borrow_mut().insert(src.to_string(), result.clone()));
    result
}

/// Runs `f` on a thread with a [`CEL_STACK_BYTES`] stack.
fn on_big_stack(f: impl FnOnce() -> Vec<String> + Send) -> Vec<String> {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .name("kube-codegen-cel".into())
            .stack_size(CEL_STACK_BYTES)
            .spawn_scoped(scope, f)
            .ok()
            .and_then(|h| h.join().ok())
    })
    .unwrap_or_else(|| {
        vec![
            "the rule could not be checked (the checker thread failed to start or panicked)".into(),
        ]
    })
}

/// The longest CEL expression, in code points (cel-go's `expressionSizeCodePointLimit`,
/// which the API server keeps).
const MAX_CEL_CHARS: usize = 100_000;

fn cel_node(s: &Map<String, Value>, root: bool, path: &[String], out: &mut Vec<Violation>) {
    if let Some(Value::Array(rules)) = s.get("x-kubernetes-validations") {
        for (i, r) in rules.iter().enumerate() {
            let at = |key: &str| child(path, &["x-kubernetes-validations", &i.to_string(), key]);
            let text = |key: &str| r.get(key).and_then(Value::as_str);
            let rule = text("rule").unwrap_or("");
            let message = text("message");
            if rule.trim().is_empty() {
                push(
                    out,
                    &at("rule"),
                    "rule: Required value: rule is not specified",
                );
            } else if message.is_some_and(|m| !m.is_empty() && m.trim().is_empty()) {
                push(
                    out,
                    &at("message"),
                    "message: Invalid value: message must be non-empty if specified",
                );
            } else if message.is_some_and(|m| m.trim().contains(['\n', '\r'])) {
                push(
                    out,
                    &at("message"),
                    "message: Invalid value: message must not contain line breaks",
                );
            } else if rule.trim().contains(['\n', '\r'])
                && message.is_none_or(|m| m.trim().is_empty())
            {
                push(
                    out,
                    &at("message"),
                    "message: Required value: message must be specified if rule contains line breaks",
                );
            }
            for key in ["messageExpression", "fieldPath"] {
                if text(key).is_some_and(|t| !t.is_empty() && t.trim().is_empty()) {
                    push(
                        out,
                        &at(key),
                        format!("{key}: Invalid value: {key} must be non-empty if specified"),
                    );
                }
            }
            if text("fieldPath").is_some_and(|t| t.contains(['\n', '\r'])) {
                push(
                    out,
                    &at("fieldPath"),
                    "fieldPath: Invalid value: fieldPath must not contain line breaks",
                );
            }
            if let Some(reason) = text("reason")
                && !matches!(
                    reason,
                    "FieldValueInvalid"
                        | "FieldValueForbidden"
                        | "FieldValueRequired"
                        | "FieldValueDuplicate"
                )
            {
                push(
                    out,
                    &at("reason"),
                    format!(
                        "reason: Unsupported value: \"{reason}\": supported values: \"FieldValueDuplicate\", \"FieldValueForbidden\", \"FieldValueInvalid\", \"FieldValueRequired\""
                    ),
                );
            }
            for key in ["rule", "messageExpression"] {
                let Some(src) = text(key).filter(|t| !t.trim().is_empty()) else {
                    continue;
                };
                if src.chars().count() > MAX_CEL_CHARS {
                    push(
                        out,
                        &at(key),
                        format!("CEL {key} is longer than {MAX_CEL_CHARS} characters"),
                    );
                    continue;
                }
                let problems = if src.len() > INLINE_RULE_BYTES {
                    on_big_stack(|| check_rule(src, key, s, root))
                } else {
                    check_rule(src, key, s, root)
                };
                for p in problems {
                    push(out, &at(key), p);
                }
            }
        }
    }
    if let Some(Value::Object(p)) = s.get("properties") {
        for (k, v) in p {
            if let Value::Object(m) = v {
                cel_node(m, false, &child(path, &["properties", k]), out);
            }
        }
    }
    for key in ["items", "additionalProperties"] {
        if let Some(Value::Object(m)) = s.get(key) {
            cel_node(m, false, &child(path, &[key]), out);
        }
    }
}

/// What a CEL expression can see: the schema `self` stands for (`None` once `self` is
/// rebound), whether that is a resource root, and the macro/bind variables in scope.
#[derive(Clone)]
struct Scope<'a> {
    self_schema: Option<&'a Map<String, Value>>,
    root: bool,
    bound: Vec<&'a str>,
}

impl<'a> Scope<'a> {
    fn with(&self, names: impl IntoIterator<Item = &'a str>) -> Scope<'a> {
        let mut inner = self.clone();
        for n in names {
            if n == "self" {
                inner.self_schema = None;
            }
            inner.bound.push(n);
        }
        inner
    }
}

/// Identifiers the API server's CRD validation environment declares besides the rule's
/// variables: CEL's type names, and `google` for `google.protobuf.*` type names.
const DECLARED: &[&str] = &[
    "self",
    "oldSelf",
    "int",
    "uint",
    "double",
    "bool",
    "string",
    "bytes",
    "list",
    "map",
    "null_type",
    "type",
    "dyn",
    "google",
];

fn cel_expr<'a>(e: &'a cel::IdedExpr, scope: &Scope<'a>, problems: &mut Vec<String>) {
    use cel::common::ast::{EntryExpr, Expr};
    match &e.expr {
        Expr::Ident(name) => {
            if !DECLARED.contains(&name.as_str()) && !scope.bound.contains(&name.as_str()) {
                problems.push(format!("undeclared reference to '{name}'"));
            }
        }
        Expr::Select(sel) => {
            if !sel.test {
                self_path(e, scope, problems);
            }
            // The chain's fields were checked above; its root still needs declaring.
            let mut op = &sel.operand;
            while let Expr::Select(inner) = &op.expr {
                op = &inner.operand;
            }
            cel_expr(op, scope, problems);
        }
        Expr::Call(call) => {
            if let Some(t) = &call.target {
                // A namespace used as a call target (`math.least(..)`, `optional.none()`)
                // is no variable.
                let namespace = matches!(&t.expr, Expr::Ident(n)
                    if !DECLARED.contains(&n.as_str()) && !scope.bound.contains(&n.as_str()));
                if !namespace {
                    cel_expr(t, scope, problems);
                }
            }
            // Leading bare identifiers of a named (non-operator) call with further
            // arguments may bind variables for the rest (`cel.bind(x, .., ..)`,
            // two-variable comprehensions, `optMap(v, ..)`): they count as bound.
            let named = call
                .func_name
                .starts_with(|c: char| c.is_ascii_alphabetic());
            let leading: Vec<&str> = if named {
                call.args
                    .iter()
                    .take(call.args.len().saturating_sub(1))
                    .map_while(|a| match &a.expr {
                        Expr::Ident(n) => Some(n.as_str()),
                        _ => None,
                    })
                    .collect()
            } else {
                Vec::new()
            };
            let inner = scope.with(leading.iter().copied());
            for a in call.args.iter().skip(leading.len()) {
                cel_expr(a, &inner, problems);
            }
        }
        Expr::Comprehension(c) => {
            cel_expr(&c.iter_range, scope, problems);
            cel_expr(&c.accu_init, scope, problems);
            let mut names = vec![c.iter_var.as_str(), c.accu_var.as_str()];
            if let Some(v2) = &c.iter_var2 {
                names.push(v2.as_str());
            }
            let inner = scope.with(names);
            for x in [&c.loop_cond, &c.loop_step, &c.result] {
                cel_expr(x, &inner, problems);
            }
        }
        Expr::List(l) => {
            for x in &l.elements {
                cel_expr(x, scope, problems);
            }
        }
        Expr::Map(m) => {
            for entry in &m.entries {
                if let EntryExpr::MapEntry(me) = &entry.expr {
                    cel_expr(&me.key, scope, problems);
                    cel_expr(&me.value, scope, problems);
                }
            }
        }
        Expr::Struct(st) => {
            for entry in &st.entries {
                match &entry.expr {
                    EntryExpr::StructField(f) => cel_expr(&f.value, scope, problems),
                    EntryExpr::MapEntry(me) => {
                        cel_expr(&me.key, scope, problems);
                        cel_expr(&me.value, scope, problems);
                    }
                }
            }
        }
        Expr::Literal(_) | Expr::Unspecified => {}
    }
}

/// For a select chain rooted at `self` (`self.a.b`), reports the first field that the
/// schema does not declare, and returns the schema the chain reaches, when it is known.
fn self_path<'a>(
    e: &'a cel::IdedExpr,
    scope: &Scope<'a>,
    problems: &mut Vec<String>,
) -> Option<Reached<'a>> {
    use cel::common::ast::Expr;
    match &e.expr {
        Expr::Ident(name) if name == "self" => scope.self_schema.map(|s| Reached {
            schema: s,
            resource: scope.root || is_true(s, "x-kubernetes-embedded-resource"),
        }),
        Expr::Select(sel) if !sel.test => {
            let parent = self_path(&sel.operand, scope, problems)?;
            let s = parent.schema;
            let closed = s.get("type").and_then(Value::as_str) == Some("object")
                && !s.contains_key("additionalProperties")
                && !is_true(s, "x-kubernetes-preserve-unknown-fields")
                && !is_true(s, "x-kubernetes-int-or-string");
            let props = s.get("properties").and_then(Value::as_object)?;
            if !closed || props.is_empty() {
                return None;
            }
            let found = props
                .iter()
                .find(|(k, _)| cel_escape(k).as_deref() == Some(sel.field.as_str()));
            match found {
                Some((k, _)) if parent.resource && k == "metadata" => None,
                Some((_, v)) => v.as_object().map(|m| Reached {
                    schema: m,
                    resource: is_true(m, "x-kubernetes-embedded-resource"),
                }),
                None if parent.resource
                    && matches!(sel.field.as_str(), "apiVersion" | "kind" | "metadata") =>
                {
                    None
                }
                None => {
                    problems.push(format!("undefined field '{}'", sel.field));
                    None
                }
            }
        }
        _ => None,
    }
}

/// A schema reached by a `self` path; `resource`: a resource root or embedded resource,
/// where `apiVersion`, `kind` and `metadata` are always there.
struct Reached<'a> {
    schema: &'a Map<String, Value>,
    resource: bool,
}

/// The name a property has in CEL (Kubernetes' escaping): CEL keywords become `__kw__`;
/// `__`, `.`, `-`, `/` become `__underscores__`, `__dot__`, `__dash__`, `__slash__`. `None`
/// for names CEL cannot reach (other characters, or a leading digit).
fn cel_escape(name: &str) -> Option<String> {
    const KEYWORDS: &[&str] = &[
        "true",
        "false",
        "null",
        "in",
        "as",
        "break",
        "const",
        "continue",
        "else",
        "for",
        "function",
        "if",
        "import",
        "let",
        "loop",
        "package",
        "namespace",
        "return",
        "var",
        "void",
        "while",
    ];
    if KEYWORDS.contains(&name) {
        return Some(format!("__{name}__"));
    }
    let mut chars = name.chars();
    let first_ok = chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || matches!(c, '_' | '.' | '-' | '/'));
    if !first_ok
        || !name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-' | '/'))
    {
        return None;
    }
    let mut out = String::new();
    let mut rest = name;
    while let Some(c) = rest.chars().next() {
        if let Some(after) = rest.strip_prefix("__") {
            out.push_str("__underscores__");
            rest = after;
            continue;
        }
        match c {
            '.' => out.push_str("__dot__"),
            '-' => out.push_str("__dash__"),
            '/' => out.push_str("__slash__"),
            c => out.push(c),
        }
        rest = &rest[c.len_utf8()..];
    }
    Some(out)
}

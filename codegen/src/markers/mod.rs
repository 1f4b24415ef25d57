//! Markers: the `+name:sub=value` lines of doc comments, in controller-tools' grammar.
//!
//! A doc-comment line whose text (after leading white space) starts with `+` is a marker
//! line. [`parse`] turns one into a [`Marker`] using the [`registry`] of markers this tool
//! knows, with their targets and argument types (as controller-tools' `pkg/markers`
//! `Definition`s): the grammar reads and checks the arguments, and the marker's definition
//! lowers them to a typed [`MarkerKind`], the only form the rest of the engine sees. Unknown markers under a prefix we own (`kubebuilder:`,
//! `genclient`, …) are errors with a "did you mean" suggestion; markers of other tools
//! (`+k8s:deepcopy-gen`, `+protobuf`, …) are ignored.

mod closed_set;
mod grammar;
pub mod reference;
pub mod registry;
mod shape;
mod typed;
#[cfg(feature = "import")]
mod write;

pub use shape::{ConversionStrategy, CrdConversion, CrdShape, ObjectMetaForm, TypeMetaForm};
pub use typed::{
    CelRule, ClientMethod, ColumnType, ListType, MarkerKind, Number, OneOf, PrintColumn, Scale,
    Scope, SideEffects, Validation, Webhook,
};
// What only `import` builds markers of.
#[cfg(feature = "import")]
pub use shape::Combinator;
#[cfg(feature = "import")]
pub use typed::{Granularity, Resource};

use std::collections::BTreeMap;

/// Where a marker is written, as controller-tools' `TargetType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Target {
    /// `//!` at the top of a group-version module (Go: package doc comment).
    Package,
    /// `///` on a struct, enum or type alias.
    Type,
    /// `///` on a struct field (or an enum variant).
    Field,
}

/// A marker argument value, typed by the marker's definition.
///
/// Mirrors controller-tools' argument types: bool, int, number, string, list (`{a,b}` or
/// `a;b`), map (`{k: v}`), and "any" values whose type is guessed from their syntax.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// `true` / `false`.
    Bool(bool),
    /// An integer literal.
    Int(i64),
    /// A number with a fraction or exponent.
    Float(f64),
    /// A bare, `"quoted"` or `` `raw` `` string.
    String(String),
    /// `{a,b,c}` or `a;b;c`.
    List(Vec<Value>),
    /// `{k: v, k2: v2}`; keys are strings.
    Map(BTreeMap<String, Value>),
}

impl Value {
    /// Converts to JSON (used for `default`, `example`, `enum` values).
    pub fn to_json(&self) -> serde_json::Value {
        match self {
            Value::Bool(b) => serde_json::Value::Bool(*b),
            Value::Int(i) => serde_json::Value::from(*i),
            Value::Float(f) => serde_json::Number::from_f64(*f)
                .map(serde_json::Value::Number)
                .unwrap_or(serde_json::Value::Null),
            Value::String(s) => serde_json::Value::String(s.clone()),
            Value::List(l) => serde_json::Value::Array(l.iter().map(Value::to_json).collect()),
            Value::Map(m) => {
                serde_json::Value::Object(m.iter().map(|(k, v)| (k.clone(), v.to_json())).collect())
            }
        }
    }

    /// Converts from JSON. `None` for a `null` anywhere in `v` (Go's `json.Unmarshal` into
    /// `interface{}` keeps a nested `null`; marker values cannot hold one).
    pub fn from_json(v: serde_json::Value) -> Option<Value> {
        Some(match v {
            serde_json::Value::Null => return None,
            serde_json::Value::Bool(b) => Value::Bool(b),
            serde_json::Value::Number(n) => match n.as_i64() {
                Some(i) => Value::Int(i),
                None => Value::Float(n.as_f64()?),
            },
            serde_json::Value::String(s) => Value::String(s),
            serde_json::Value::Array(a) => {
                Value::List(a.into_iter().map(Value::from_json).collect::<Option<_>>()?)
            }
            serde_json::Value::Object(o) => Value::Map(
                o.into_iter()
                    .map(|(k, v)| Some((k, Value::from_json(v)?)))
                    .collect::<Option<_>>()?,
            ),
        })
    }

    /// The string, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    /// The integer, if this is one.
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Value::Int(i) => Some(*i),
            _ => None,
        }
    }

    /// The number (integer or float) as `f64`, if this is one.
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Value::Int(i) => Some(*i as f64),
            Value::Float(f) => Some(*f),
            _ => None,
        }
    }

    /// The bool, if this is one.
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// The list items; a single non-list value is a one-item list.
    pub fn as_list(&self) -> Vec<Value> {
        match self {
            Value::List(l) => l.clone(),
            other => vec![other.clone()],
        }
    }
}

/// A parsed marker: what it means ([`MarkerKind`]) and where it is written.
#[derive(Debug, Clone, PartialEq)]
pub struct Marker {
    /// The registered name as written, e.g. `kubebuilder:validation:Minimum`,
    /// `k8s:listType` (an alias keeps its spelling): for messages only; code that acts on a
    /// marker matches on [`Marker::kind`].
    pub name: &'static str,
    /// What the marker says, with its arguments typed.
    pub kind: MarkerKind,
    /// The whole marker line (from `+` to the end of the line) in the source.
    pub span: crate::diag::Span,
    /// Span of each argument's value, by argument name (the anonymous one under `""`), for
    /// pointing diagnostics at it.
    pub arg_spans: ArgMap<crate::diag::Span>,
}

/// A marker's arguments by name, in the order written: a small vector, as markers have one
/// to four arguments and an API has tens of thousands of markers (a `BTreeMap` node each
/// cost a kilobyte).
#[derive(Debug, Clone, PartialEq)]
pub struct ArgMap<V>(Vec<(String, V)>);

impl<V> Default for ArgMap<V> {
    fn default() -> Self {
        ArgMap(Vec::new())
    }
}

impl<V> ArgMap<V> {
    /// The value of argument `name`.
    pub fn get(&self, name: &str) -> Option<&V> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    /// Whether argument `name` is given.
    pub fn contains_key(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// Sets argument `name`; returns the value it replaced.
    pub fn insert(&mut self, name: String, value: V) -> Option<V> {
        match self.0.iter_mut().find(|(n, _)| *n == name) {
            Some((_, v)) => Some(std::mem::replace(v, value)),
            None => {
                // One to four arguments, kept for the whole run: grow by one, not to the
                // four a first `push` reserves.
                self.0.reserve_exact(1);
                self.0.push((name, value));
                None
            }
        }
    }
}

impl Marker {
    /// Span of an argument's value, or of the whole marker.
    pub fn arg_span(&self, name: &str) -> crate::diag::Span {
        self.arg_spans.get(name).copied().unwrap_or(self.span)
    }
}

/// Parses one marker line.
///
/// `text` is the doc line's text starting at `+` (trailing white space trimmed); `span`
/// covers exactly `text` in the source, so argument spans can be derived from byte offsets.
///
/// Returns the marker, if it is one of ours and valid, and the diagnostics found:
/// - `(Some(marker), [])` for a registered marker valid on `target`;
/// - `(None, [])` for a marker of another tool that we ignore (`+k8s:deepcopy-gen=…`,
///   `+protobuf…`, any unknown name outside our prefixes);
/// - `(None, [warning])` for an unknown bare marker close to one of ours (`+optinal`);
/// - `(None, [error, …])` for malformed arguments, unknown markers under our prefixes (with
///   a "did you mean"), or a marker on the wrong target.
pub fn parse(
    text: &str,
    span: crate::diag::Span,
    target: Target,
) -> (Option<Marker>, Vec<crate::diag::Diagnostic>) {
    grammar::parse_marker(text, span, target)
}

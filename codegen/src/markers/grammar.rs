//! The marker argument grammar (controller-tools `pkg/markers/parse.go` semantics).
//! Skeleton: filled in by the markers work.

use super::{Marker, Target, Value};
use crate::diag::{Diagnostic, Span};

/// Parses a marker line; see [`super::parse`].
pub(crate) fn parse_marker(
    _text: &str,
    _span: Span,
    _target: Target,
) -> (Option<Marker>, Vec<Diagnostic>) {
    (None, Vec::new())
}

/// Parses a free-standing "any" value (`{a,b}`, `{k: v}`, `"s"`, `1`, `true`, `bare`).
pub fn parse_value(text: &str) -> Result<Value, String> {
    Ok(Value::String(text.to_string()))
}

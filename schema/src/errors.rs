//! Field errors as the API server words them (k8s.io/apimachinery's `field.Error`).

use std::fmt;

use serde_json::Value;

/// The kind of a [`FieldError`], as `field.ErrorType`; [`ErrorType::reason`] is the
/// `StatusCause.reason` the server sends for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorType {
    /// A required field is missing (`FieldValueRequired`).
    Required,
    /// The value breaks a rule (`FieldValueInvalid`).
    Invalid,
    /// The value has the wrong JSON type (`FieldValueTypeInvalid`).
    TypeInvalid,
    /// A string is longer than `maxLength` (`FieldValueTooLong`).
    TooLong,
    /// A list or object has more than `maxItems`/`maxProperties` (`FieldValueTooMany`).
    TooMany,
    /// The value is not one of the `enum` (`FieldValueNotSupported`).
    NotSupported,
    /// An item repeats an earlier one of a `set` or `map` list (`FieldValueDuplicate`).
    Duplicate,
}

impl ErrorType {
    /// The `reason` of the server's `StatusCause` for this error.
    pub fn reason(self) -> &'static str {
        match self {
            ErrorType::Required => "FieldValueRequired",
            ErrorType::Invalid => "FieldValueInvalid",
            ErrorType::TypeInvalid => "FieldValueTypeInvalid",
            ErrorType::TooLong => "FieldValueTooLong",
            ErrorType::TooMany => "FieldValueTooMany",
            ErrorType::NotSupported => "FieldValueNotSupported",
            ErrorType::Duplicate => "FieldValueDuplicate",
        }
    }
}

/// One error of a value against a schema: the field's path (`spec.replicas`,
/// `spec.ports[1]`; `None` for the errors of `allOf`, `anyOf`, `oneOf` and `not`, which the
/// server reports without one and prints as `<nil>`), its type, and the message of the
/// server's `StatusCause` (`Required value`, `Invalid value: 0: spec.size in body should be
/// greater than or equal to 1`). `Display` gives the line of a 422's message:
/// `spec.size: Invalid value: 0: …`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    /// The field's path from the object's root, or `None`.
    pub field: Option<String>,
    /// The kind of error.
    pub kind: ErrorType,
    /// The cause's message, without the field.
    pub message: String,
}

impl FieldError {
    /// An error of `field` (its path) of `kind`, with the cause's `message`.
    pub fn new(field: &str, kind: ErrorType, message: impl Into<String>) -> Self {
        FieldError {
            field: Some(field.to_string()),
            kind,
            message: message.into(),
        }
    }

    /// An error of `field` with the value and detail of `field.Invalid`.
    pub(crate) fn invalid(field: &str, value: &str, detail: impl fmt::Display) -> Self {
        Self::new(
            field,
            ErrorType::Invalid,
            format!("Invalid value: {value}: {detail}"),
        )
    }

    /// An error without a field (`<nil>: Invalid value: "": detail`), as the server reports
    /// the junctors' and the range checks' errors.
    pub(crate) fn unplaced(detail: impl fmt::Display) -> Self {
        FieldError {
            field: None,
            kind: ErrorType::Invalid,
            message: format!("Invalid value: \"\": {detail}"),
        }
    }
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {}",
            self.field.as_deref().unwrap_or("<nil>"),
            self.message
        )
    }
}

/// The errors as the cause of a 422's message: one as it is, several as `[a, b]` (the
/// server's `ErrorList.ToAggregate`).
pub fn render_causes(errors: &[FieldError]) -> String {
    match errors {
        [one] => one.to_string(),
        many => {
            let all: Vec<String> = many.iter().map(ToString::to_string).collect();
            format!("[{}]", all.join(", "))
        }
    }
}

/// A value as Go's `%v`/`%q` print it in an error: strings quoted, the rest as JSON.
pub(crate) fn shown(v: &Value) -> String {
    match v {
        Value::String(s) => quoted(s),
        other => other.to_string(),
    }
}

/// `s` as Go's `%q` quotes it (JSON's escapes, which agree for what schemas hold).
pub(crate) fn quoted(s: &str) -> String {
    Value::String(s.to_string()).to_string()
}

/// `n` and its noun, singular for one: `1 item`, `3 items`, as the server words limits.
pub(crate) fn count(n: u64, noun: &str) -> String {
    if n == 1 {
        format!("{n} {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

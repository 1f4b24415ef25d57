//! Structural schemas as kube-apiserver applies them to a custom resource, on schemas and
//! values as JSON (`serde_json::Value`):
//!
//! - [`prune_and_default`]: drops what the schema does not describe, drops `null`s of
//!   non-nullable fields, and fills in `default`s (apiextensions-apiserver's
//!   `structuralpruning` and `structuraldefaulting`);
//! - [`validate`]: the errors of a value, worded and ordered as the server reports them
//!   (kube-openapi's schema validator, as apiextensions-apiserver converts its errors to
//!   field errors, then the list-type checks of `structurallisttype`).
//!
//! One validator for the whole project: kube-codegen checks each `default` with it before it
//! writes a CRD, and the runtime's fake API server admits objects with it, so both say what
//! the API server says (`e2e/tests/validator.rs` compares the fake's answers with the
//! server's on every pair of `testdata/validator/cases.json`). Not checked: CEL rules
//! (`x-kubernetes-validations`), and `format`s other than `date-time`, `date` and `byte`.

mod errors;
mod prune;
mod regexp;
mod validate;

pub use errors::{ErrorType, FieldError, render_causes};
pub use prune::prune_and_default;
pub use regexp::go_regex;
pub use validate::validate;

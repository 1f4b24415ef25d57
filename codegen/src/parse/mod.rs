//! Parsing: Rust source files → [`crate::model::Api`], with markers, doc text and serde
//! attributes. Skeleton: filled in by the parse work.

use std::path::PathBuf;

use crate::diag::{Diagnostics, SourceMap};
use crate::model::Api;

/// Reads every `.rs` file under `paths` (files, or directories searched recursively),
/// groups them into group-version packages and lowers them to the IR.
///
/// Files are added to `sources` (so spans can be rendered); problems go to `diags`.
/// I/O errors are diagnostics without a span.
pub fn parse_paths(_paths: &[PathBuf], _sources: &mut SourceMap, _diags: &mut Diagnostics) -> Api {
    Api::default()
}

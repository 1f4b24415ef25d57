//! The marker reference the book and `kube-codegen markers` show, rendered from the
//! registry.

use super::Target;
use super::registry::all;

/// The marker reference as a Markdown table (marker, where it goes, usage, meaning), in
/// registry order; `kube-codegen markers` prints it and the book embeds it
/// (`docs/src/markers.md`).
pub fn reference_markdown() -> String {
    let mut out = String::from("| marker | on | usage | meaning |\n|---|---|---|---|\n");
    for d in all() {
        let on = d
            .targets
            .iter()
            .map(|t| match t {
                Target::Package => "package",
                Target::Type => "type",
                Target::Field => "field",
            })
            .collect::<Vec<_>>()
            .join(", ");
        let doc = match d.alias_of {
            Some(of) => format!("alias of `+{of}`"),
            None => d.doc.to_string(),
        };
        out.push_str(&format!(
            "| `{}` | {on} | `{}` | {doc} |\n",
            d.name,
            d.usage().replace('|', "\\|")
        ));
    }
    out
}

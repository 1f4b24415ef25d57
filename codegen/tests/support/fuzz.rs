//! What the fuzz targets check, shared by `codegen/tests/fuzz.rs` (proptest, in every test
//! run) and the coverage-guided cargo-fuzz targets in `fuzz/`.

// Each includer uses what it needs (the `pipeline` fuzz target has no marker lines).
#![allow(dead_code)]

use std::path::Path;

/// Runs the whole engine (CRDs, clients, RBAC, webhooks) on `source` as the API module
/// `v1.rs` in `dir`. It must end in output that is the same when generated twice, or in
/// errors, each located inside the input; a panic or a crash fails the caller.
pub fn check(dir: &Path, source: &[u8]) -> Result<(), String> {
    std::fs::write(dir.join("v1.rs"), source).map_err(|e| format!("write input: {e}"))?;
    let config = kube_codegen::Config::new()
        .input(dir)
        .clients("crate::api")
        .rbac("manager-role")
        .webhooks(true);
    match config.generate() {
        Ok(first) => {
            let second = config
                .generate()
                .map_err(|e| format!("the second run failed: {e}"))?;
            if first.files() != second.files() {
                return Err("output is not deterministic".into());
            }
        }
        Err(e) => {
            let errors: Vec<_> = e.diagnostics().iter().filter(|d| d.is_error()).collect();
            if errors.is_empty() {
                return Err("an Err without an error".into());
            }
            for d in errors {
                let span = d
                    .span
                    .ok_or_else(|| format!("unlocated error: {}", d.message))?;
                if span.start > span.end || span.end > source.len() {
                    return Err(format!(
                        "error outside the input ({}..{} of {}): {}",
                        span.start,
                        span.end,
                        source.len(),
                        d.message
                    ));
                }
            }
        }
    }
    Ok(())
}

/// An API module with one Kind whose type (`on_type`) or `spec` field carries `marker`.
pub fn kind_with_marker(marker: &str, on_type: bool) -> String {
    let marker = marker.replace(['\n', '\r'], " ");
    let (type_marker, field_marker) = if on_type {
        (format!("/// {marker}\n"), String::new())
    } else {
        (String::new(), format!("    /// {marker}\n"))
    };
    format!(
        "//! +groupName=fuzz.example.com\n\nuse k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\n\n/// Fuzz is a Kind.\n/// +kubebuilder:object:root=true\n/// +genclient\n{type_marker}pub struct Fuzz {{\n    /// metadata is standard.\n    pub metadata: ObjectMeta,\n    /// spec is fuzzed.\n{field_marker}    pub spec: Option<FuzzSpec>,\n}}\n\n/// FuzzSpec holds a field.\npub struct FuzzSpec {{\n    /// size is a number.\n    pub size: Option<i32>,\n    /// items are strings.\n    pub items: Option<Vec<String>>,\n}}\n"
    )
}

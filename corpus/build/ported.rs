//! The build script's `OUT_DIR/ported.rs`: the APIs of [`manifest::PORTED`] imported, with
//! the markers their ports add, their clients and conversions generated.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use super::ident;
use super::manifest::{self, Entry};

/// The APIs of [`manifest::PORTED`] (of the projects in `present`): each CRD imported, the
/// port's markers added, its clients and conversions generated, mounted as
/// `ported::<project>::{api, client, conversions}`; appends the modules and
/// `PORTED_FAILURES` to `code` (mounted at `tests/ported.rs`'s root).
pub(super) fn ported(present: &[(&Entry, PathBuf)], out: &Path, code: &mut String) {
    let mut modules = String::new();
    let mut failures: Vec<(&str, String)> = Vec::new();
    for api in manifest::PORTED {
        let Some((_, root)) = present.iter().find(|(e, _)| e.project == api.project) else {
            continue;
        };
        let dir = out.join("ported").join(api.project);
        match port(&root.join(api.crd), api, &dir) {
            Ok(()) => {
                let _ = writeln!(
                    modules,
                    "    /// `{}`'s API imported, with its clients and conversions.\n    pub mod {} {{\n        #[path = {:?}]\n        pub mod api;\n        /// The Kind impls and typed clients.\n        pub mod client {{\n            include!({:?});\n        }}\n        /// The conversions between the versions.\n        pub mod conversions {{\n            include!({:?});\n        }}\n    }}",
                    api.project,
                    ident(api.project),
                    dir.join("api").join("mod.rs"),
                    dir.join("client").join("clientset.rs"),
                    dir.join("client").join("conversions.rs"),
                );
            }
            Err(e) => failures.push((api.project, e)),
        }
    }
    let _ = writeln!(
        code,
        "/// The ported APIs, imported with their clients and conversions.\n#[deny(warnings)]\n#[allow(dead_code)]\npub mod ported {{\n{modules}}}\n/// Each ported API whose import or generation failed, with the error.\npub const PORTED_FAILURES: &[(&str, &str)] = &{failures:?};"
    );
}

/// Imports `crd` into `dir/api`, adds `api`'s markers, and writes the clients and
/// conversions into `dir/client`.
fn port(crd: &Path, api: &manifest::PortedApi, dir: &Path) -> Result<(), String> {
    let _ = std::fs::remove_dir_all(dir);
    let imported = kube_codegen::import(&[crd.to_path_buf()])
        .map_err(|e| format!("import: {}", e.render(false)))?;
    let api_dir = dir.join("api");
    imported
        .write(&api_dir)
        .map_err(|e| format!("import: {e}"))?;
    for m in api.markers {
        let file = api_dir.join(m.file);
        let text =
            std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
        let text = with_marker(&text, m.item, m.marker)
            .ok_or_else(|| format!("{}: no single line `{}`", file.display(), m.item))?;
        std::fs::write(&file, text).map_err(|e| format!("{}: {e}", file.display()))?;
    }
    kube_codegen::Config::new()
        .input(&api_dir)
        .crds(false)
        .crd_options(
            kube_codegen::CrdOptions::default()
                .allow_dangerous_types(true)
                .omit_version_annotation(true),
        )
        .clients(kube_codegen::ClientOptions::new("super::api").root_kinds(true))
        .conversions("super::api")
        .generate()
        .map_err(|e| format!("generate: {}", e.render(false)))?
        .write(dir.join("client"))
        .map(drop)
        .map_err(|e| format!("generate: {e}"))
}

/// `text` with the doc line `/// {marker}` above the item whose line is `item` (trimmed),
/// above its attributes; `None` unless exactly one line is `item`.
fn with_marker(text: &str, item: &str, marker: &str) -> Option<String> {
    let mut lines: Vec<&str> = text.lines().collect();
    let mut found = lines.iter().enumerate().filter(|(_, l)| l.trim() == item);
    let (at, line) = found.next()?;
    if found.next().is_some() {
        return None;
    }
    let indent = &line[..line.len() - line.trim_start().len()];
    let mut above = at;
    while above > 0 && lines[above - 1].trim_start().starts_with("#[") {
        above -= 1;
    }
    let doc = format!("{indent}/// {marker}");
    lines.insert(above, &doc);
    Some(lines.join("\n") + "\n")
}

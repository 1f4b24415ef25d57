//! Parsing: Rust source files → [`crate::model::Api`], with markers, doc text and serde
//! attributes.
//!
//! Module discovery (DESIGN.md §3): a group-version package is a Rust module — a single
//! file (`v1.rs`), or a directory module (`v1/mod.rs` with the other `.rs` files of that
//! directory, or 2018-style `v1.rs` with the files of `v1/`). Every file of the module is
//! read. Items inside inline `mod x { … }` blocks are not part of the package.

mod docs;
mod serde_attrs;
mod types;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::diag::{Diagnostic, Diagnostics, SourceMap, Span};
use crate::markers::{self, Marker, Target};
use crate::model::{Api, Field, Package, TypeDef, TypeKind, Variant, VariantFields};

/// Reads every `.rs` file under `paths` (files, or directories searched recursively),
/// groups them into group-version packages and lowers them to the IR.
///
/// Files are added to `sources` (so spans can be rendered); problems go to `diags`.
/// I/O errors are diagnostics without a span.
pub fn parse_paths(paths: &[PathBuf], sources: &mut SourceMap, diags: &mut Diagnostics) -> Api {
    // proc-macro2 must use its own implementation here: inside a proc macro (the
    // `include_crds!` front door) it would otherwise hand syn the compiler's spans, which
    // carry no line/column for text parsed from a string, and the compiler's API does not
    // work off the macro's thread at all. `Config::generate` restores the caller's mode.
    proc_macro2::fallback::force();
    let mut files = Vec::new();
    // The input each file was found under (the first, if several contain it).
    let mut roots: BTreeMap<PathBuf, PathBuf> = BTreeMap::new();
    for p in paths {
        let before = files.len();
        if p.is_dir() {
            collect_rs(p, &mut files, diags);
        } else if p.is_file() {
            files.push(p.clone());
        } else {
            diags.push(Diagnostic::error(
                None,
                format!("{}: no such file or directory", p.display()),
            ));
        }
        for f in &files[before..] {
            roots.entry(f.clone()).or_insert_with(|| p.clone());
        }
    }
    files.sort();
    files.dedup();
    // Group files by the module they belong to.
    let mut groups: BTreeMap<PathBuf, (String, Vec<String>, Vec<PathBuf>)> = BTreeMap::new();
    for f in files {
        let (key, module) = module_of(&f);
        let root = roots.get(&f).cloned().unwrap_or_default();
        let rust_path = rust_path_of(&key, &root, &module);
        groups
            .entry(key)
            .or_insert_with(|| (module, rust_path, Vec::new()))
            .2
            .push(f);
    }
    let mut api = Api::default();
    for (_, (module, rust_path, files)) in groups {
        if let Some(mut pkg) = parse_package(module, &files, sources, diags) {
            pkg.rust_path = rust_path;
            api.packages.push(pkg);
        }
    }
    api
}

/// The Rust module path of the module `key` (a directory module or a file) below the input
/// `root` (see [`Package::rust_path`](crate::model::Package::rust_path)).
fn rust_path_of(key: &Path, root: &Path, module: &str) -> Vec<String> {
    if root.is_file() || root.as_os_str().is_empty() {
        return vec![module.to_string()];
    }
    let rel = key.strip_prefix(root).unwrap_or(key);
    let mut out: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if let Some(last) = out.last_mut()
        && let Some(stem) = last.strip_suffix(".rs")
    {
        *last = stem.to_string();
    }
    if out.last().is_some_and(|l| l == "mod" || l == "lib") {
        out.pop();
    }
    out
}

fn collect_rs(dir: &Path, out: &mut Vec<PathBuf>, diags: &mut Diagnostics) {
    let entries = match std::fs::read_dir(dir) {
        Ok(rd) => rd,
        Err(e) => {
            diags.push(Diagnostic::error(None, format!("{}: {e}", dir.display())));
            return;
        }
    };
    for e in entries.flatten() {
        let p = e.path();
        let name = e.file_name();
        if p.is_dir() {
            if name != "target" && !name.to_string_lossy().starts_with('.') {
                collect_rs(&p, out, diags);
            }
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The module a file belongs to: `(key, module name)`.
fn module_of(file: &Path) -> (PathBuf, String) {
    let dir = file.parent().unwrap_or(Path::new("."));
    let stem = file
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let dir_name = dir
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let dir_module = stem == "mod" || stem == "lib" || dir.join("mod.rs").is_file();
    if dir_module {
        return (dir.to_path_buf(), dir_name);
    }
    // 2018 style: `v1.rs` next to `v1/`.
    let sibling = dir.with_extension("rs");
    if dir.parent().is_some() && sibling.is_file() {
        return (sibling, dir_name);
    }
    (file.to_path_buf(), stem)
}

fn display_name(path: &Path) -> String {
    std::env::current_dir()
        .ok()
        .and_then(|cwd| path.strip_prefix(&cwd).ok().map(Path::to_path_buf))
        .unwrap_or_else(|| path.to_path_buf())
        .display()
        .to_string()
}

/// Per-file context for lowering.
pub(crate) struct FileCx<'a> {
    pub file: usize,
    pub text: &'a str,
    line_starts: Vec<usize>,
    pub uses: BTreeMap<String, String>,
}

impl FileCx<'_> {
    /// Byte offset of a proc-macro2 line/column.
    fn offset(&self, lc: proc_macro2::LineColumn) -> usize {
        let Some(&start) = self.line_starts.get(lc.line.saturating_sub(1)) else {
            return self.text.len();
        };
        let line = &self.text[start..];
        start
            + line
                .char_indices()
                .nth(lc.column)
                .map_or(line.len(), |(i, _)| i)
    }

    /// Our span of a syn span.
    pub fn span(&self, s: proc_macro2::Span) -> Span {
        let start = self.offset(s.start());
        let end = self.offset(s.end()).max(start);
        Span::new(self.file, start, end)
    }
}

fn parse_package(
    module: String,
    files: &[PathBuf],
    sources: &mut SourceMap,
    diags: &mut Diagnostics,
) -> Option<Package> {
    let mut pkg = Package {
        module: module.clone(),
        rust_path: Vec::new(),
        group: None,
        version: module,
        markers: Vec::new(),
        types: Vec::new(),
        span: Span::new(0, 0, 0),
    };
    let mut first = true;
    for path in files {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) => {
                diags.push(Diagnostic::error(None, format!("{}: {e}", path.display())));
                continue;
            }
        };
        let id = sources.add(path, display_name(path), text.clone());
        if first {
            pkg.span = Span::new(id, 0, 0);
            first = false;
        }
        let ast = match syn::parse_file(&text) {
            Ok(f) => f,
            Err(e) => {
                for err in e {
                    let cx = file_cx(
                        id,
                        &text,
                        &syn::File {
                            shebang: None,
                            attrs: vec![],
                            items: vec![],
                        },
                    );
                    diags.push(Diagnostic::error(
                        cx.span(err.span()),
                        format!("cannot parse Rust: {err}"),
                    ));
                }
                continue;
            }
        };
        let cx = file_cx(id, &text, &ast);
        warn_plain_comment_markers(&cx, diags);
        let (doc, markers, span) = docs::collect(&cx, &ast.attrs, Target::Package, diags);
        let _ = doc;
        if let Some(span) = span
            && pkg.markers.is_empty()
        {
            pkg.span = span;
        }
        pkg.markers.extend(markers);
        for item in &ast.items {
            if let Some(t) = lower_item(&cx, item, diags) {
                pkg.types.push(t);
            }
        }
    }
    for m in &pkg.markers {
        if m.is("groupName") {
            pkg.group = m.value().and_then(|v| v.as_str()).map(str::to_string);
        } else if m.is("versionName")
            && let Some(v) = m.value().and_then(|v| v.as_str())
        {
            pkg.version = v.to_string();
        }
    }
    Some(pkg)
}

fn file_cx<'a>(file: usize, text: &'a str, ast: &syn::File) -> FileCx<'a> {
    let mut line_starts = vec![0];
    line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
    FileCx {
        file,
        text,
        line_starts,
        uses: types::use_map(&ast.items),
    }
}

/// Warns about `// +marker` lines: syn never sees plain comments, so the marker would be
/// silently lost.
fn warn_plain_comment_markers(cx: &FileCx<'_>, diags: &mut Diagnostics) {
    let mut offset = 0;
    for line in cx.text.split_inclusive('\n') {
        let trimmed = line.trim_start();
        if let Some(rest) = trimmed.strip_prefix("//")
            && !rest.starts_with('/')
            && !rest.starts_with('!')
            && rest.trim_start().starts_with('+')
        {
            let start = offset + (line.len() - trimmed.len());
            let len = trimmed.trim_end().len();
            diags.push(
                Diagnostic::warning(
                    Span::new(cx.file, start, start + len),
                    "marker in a plain comment is ignored",
                )
                .with_label("`//` comments are invisible to the generator")
                .with_help("use `///` (or `//!` for package markers) so the marker is read"),
            );
        }
        offset += line.len();
    }
}

/// kube-derive's `#[derive(CustomResource)]` / `#[kube(...)]` declare a Kind in a way this
/// tool does not read; say so instead of silently producing no CRD.
fn warn_kube_derive(
    cx: &FileCx<'_>,
    ident: &syn::Ident,
    attrs: &[syn::Attribute],
    diags: &mut Diagnostics,
) {
    let derives_cr = attrs.iter().any(|a| {
        a.path().is_ident("derive")
            && a.parse_args_with(
                syn::punctuated::Punctuated::<syn::Path, syn::Token![,]>::parse_terminated,
            )
            .is_ok_and(|paths| {
                paths.iter().any(|p| {
                    p.segments
                        .last()
                        .is_some_and(|s| s.ident == "CustomResource")
                })
            })
    });
    if derives_cr || attrs.iter().any(|a| a.path().is_ident("kube")) {
        diags.push(
            Diagnostic::warning(cx.span(ident.span()), "kube-derive's `CustomResource` is not read by kube-codegen")
                .with_help("declare the Kind as a struct with `/// +kubebuilder:object:root=true`, `metadata: ObjectMeta`, `spec` and `status` fields"),
        );
    }
}

fn lower_item(cx: &FileCx<'_>, item: &syn::Item, diags: &mut Diagnostics) -> Option<TypeDef> {
    let (ident, attrs, generics) = match item {
        syn::Item::Struct(s) => (&s.ident, &s.attrs, &s.generics),
        syn::Item::Enum(e) => (&e.ident, &e.attrs, &e.generics),
        syn::Item::Type(t) => (&t.ident, &t.attrs, &t.generics),
        _ => return None,
    };
    let (doc, markers, _) = docs::collect(cx, attrs, Target::Type, diags);
    warn_kube_derive(cx, ident, attrs, diags);
    let serde = serde_attrs::container(attrs, cx, diags);
    let generics = generics
        .type_params()
        .map(|p| p.ident.to_string())
        .collect();
    let kind = match item {
        syn::Item::Struct(s) => match &s.fields {
            syn::Fields::Named(named) => TypeKind::Struct(lower_fields(
                cx,
                &named.named,
                serde.rename_all.as_deref(),
                diags,
            )),
            syn::Fields::Unnamed(un) if un.unnamed.len() == 1 => {
                TypeKind::Newtype(types::lower(cx, &un.unnamed[0].ty))
            }
            syn::Fields::Unnamed(un) => {
                TypeKind::Tuple(un.unnamed.iter().map(|f| types::lower(cx, &f.ty)).collect())
            }
            syn::Fields::Unit => TypeKind::Tuple(Vec::new()),
        },
        syn::Item::Enum(e) => TypeKind::Enum(
            e.variants
                .iter()
                .map(|v| {
                    lower_variant(
                        cx,
                        v,
                        serde.rename_all.as_deref(),
                        serde.rename_all_fields.as_deref(),
                        diags,
                    )
                })
                .collect(),
        ),
        syn::Item::Type(t) => TypeKind::Alias(types::lower(cx, &t.ty)),
        _ => return None,
    };
    Some(TypeDef {
        name: ident.to_string(),
        generics,
        doc,
        markers,
        kind,
        serde,
        span: cx.span(ident.span()),
    })
}

fn lower_fields(
    cx: &FileCx<'_>,
    fields: &syn::punctuated::Punctuated<syn::Field, syn::Token![,]>,
    rename_all: Option<&str>,
    diags: &mut Diagnostics,
) -> Vec<Field> {
    fields
        .iter()
        .filter_map(|f| {
            let ident = f.ident.as_ref()?;
            let rust_name = ident.to_string().trim_start_matches("r#").to_string();
            let (doc, markers, _) = docs::collect(cx, &f.attrs, Target::Field, diags);
            let (serde, rename) = serde_attrs::field(&f.attrs, cx, diags);
            let json_name = rename
                .unwrap_or_else(|| serde_attrs::apply_rename_all(&rust_name, rename_all, false));
            Some(Field {
                rust_name,
                json_name,
                ty: types::lower(cx, &f.ty),
                doc,
                markers,
                serde,
                span: cx.span(ident.span()),
            })
        })
        .collect()
}

fn lower_variant(
    cx: &FileCx<'_>,
    v: &syn::Variant,
    rename_all: Option<&str>,
    rename_all_fields: Option<&str>,
    diags: &mut Diagnostics,
) -> Variant {
    let (doc, markers, _) = docs::collect(cx, &v.attrs, Target::Field, diags);
    let vs = serde_attrs::variant(&v.attrs, cx, diags);
    let rust_name = v.ident.to_string().trim_start_matches("r#").to_string();
    let json_name = vs
        .rename
        .clone()
        .unwrap_or_else(|| serde_attrs::apply_rename_all(&rust_name, rename_all, true));
    let fields_rename = vs.rename_all.as_deref().or(rename_all_fields);
    let fields = match &v.fields {
        syn::Fields::Unit => VariantFields::Unit,
        syn::Fields::Unnamed(un) if un.unnamed.len() == 1 => {
            VariantFields::Newtype(types::lower(cx, &un.unnamed[0].ty))
        }
        syn::Fields::Unnamed(un) => {
            VariantFields::Tuple(un.unnamed.iter().map(|f| types::lower(cx, &f.ty)).collect())
        }
        syn::Fields::Named(n) => {
            VariantFields::Struct(lower_fields(cx, &n.named, fields_rename, diags))
        }
    };
    Variant {
        rust_name,
        json_name,
        aliases: vs.aliases,
        fields,
        doc,
        markers,
        skip: vs.skip,
        other: vs.other,
        span: cx.span(v.ident.span()),
    }
}

/// Parses marker lines of a doc block; shared by items, fields and package docs.
pub(crate) fn parse_marker_line(
    text: &str,
    span: Span,
    target: Target,
    diags: &mut Diagnostics,
) -> Option<Marker> {
    let (m, d) = markers::parse(text, span, target);
    diags.extend(d);
    m
}

#[cfg(test)]
mod tests;

//! Parsing: Rust source files → [`crate::model::Api`], with markers, doc text and serde
//! attributes, and the module tree that type paths are resolved in (see `parse/tree.rs` for how
//! modules are found and `ARCHITECTURE.md` for the phases).

mod comments;
mod docs;
mod file;
mod kube_attrs;
mod nesting;
mod read;
mod schemars_attrs;
mod serde_attrs;
mod tree;
mod types;

#[cfg(feature = "import")]
pub(crate) use docs::describe;

use std::path::PathBuf;

use crate::diag::{Diagnostic, Diagnostics, SourceMap, Span};
use crate::markers::{self, Marker, Target};
use crate::model::{Api, Field, JsonSchemaImpl, ModId, TypeDef, TypeKind, Variant, VariantFields};

pub(crate) use tree::is_api_version;

/// Reads every module of `paths` (`.rs` files, or directories) into the module tree,
/// groups the modules into group-version packages and lowers their types to the IR.
///
/// Files are added to `sources` (so spans can be rendered); problems go to `diags`.
/// I/O errors are diagnostics without a span.
pub fn parse_paths(paths: &[PathBuf], sources: &mut SourceMap, diags: &mut Diagnostics) -> Api {
    // proc-macro2 must use its own implementation here: inside a proc macro (the
    // `include_crds!` front door) it would otherwise hand syn the compiler's spans, which
    // carry no line/column for text parsed from a string, and the compiler's API does not
    // work off the macro's thread at all. `Config::generate` restores the caller's mode.
    proc_macro2::fallback::force();
    let mut loader = tree::Loader::new(sources);
    for p in paths {
        loader.input(p, diags);
    }
    loader.run(diags);
    let (modules, packages) = loader.finish();
    Api { packages, modules }
}

/// Per-file context for lowering: the file, and the module its items belong to.
pub(crate) struct FileCx<'a> {
    pub file: usize,
    pub text: &'a str,
    line_starts: &'a [usize],
    /// The file's comments in source order ([`comments::scan`]).
    comments: &'a [comments::Comment],
    /// The module being lowered (an inline `mod` block's, inside one).
    pub module: ModId,
}

impl<'a> FileCx<'a> {
    fn new(
        file: usize,
        text: &'a str,
        line_starts: &'a [usize],
        comments: &'a [comments::Comment],
        module: ModId,
    ) -> Self {
        FileCx {
            file,
            text,
            line_starts,
            comments,
            module,
        }
    }

    /// The same file, lowering into module `module`.
    fn with_module(&self, module: ModId) -> FileCx<'a> {
        FileCx { module, ..*self }
    }

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

/// Warns about markers (a line starting `+` and a letter) the engine never reads, which
/// would otherwise be lost silently: those in plain `//` line comments (the lexer drops
/// them; `////` and block comments are not checked), and those in `///` or `//!` comments
/// that no type, field, variant or module took as its docs (on a function, a `mod x;`
/// declaration, a tuple field, after the items of a module…). A scaffold's insertion point
/// (`// +kubebuilder:scaffold:<name>`) is a plain comment meant for `kube-codegen create`.
pub(super) fn warn_unread_markers(cx: &FileCx<'_>, diags: &mut Diagnostics) {
    for c in cx.comments {
        let Some(rest) = cx.text[c.start..c.end].strip_prefix("//") else {
            continue;
        };
        let plain = c.kind == comments::CommentKind::Other && !rest.starts_with(['/', '!']);
        let unclaimed = c.kind != comments::CommentKind::Other && !c.claimed.get();
        let body = if plain { rest } else { &rest[1..] };
        let marker = body.trim_start().strip_prefix('+');
        if !(plain || unclaimed)
            || !marker.is_some_and(|m| m.starts_with(|ch: char| ch.is_ascii_alphabetic()))
            || plain && marker.is_some_and(markers::registry::is_insertion_point)
        {
            continue;
        }
        let span = Span::new(cx.file, c.start, c.start + 2 + rest.trim_end().len());
        diags.push(if plain {
            Diagnostic::warning(span, "marker in a plain comment is ignored")
                .with_label("`//` comments are invisible to the generator")
                .with_help("use `///` (or `//!` for package markers) so the marker is read")
        } else {
            Diagnostic::warning(span, "marker in a doc comment that documents nothing the generator reads")
                .with_label("not the docs of a type, field, variant or module")
                .with_help("put type and field markers in the `///` comments directly above the type or field, and package markers in `//!` comments at the top of the module")
        });
    }
}

fn lower_item(cx: &FileCx<'_>, item: &syn::Item, diags: &mut Diagnostics) -> Option<TypeDef> {
    let (ident, attrs, generics, vis, keyword) = match item {
        syn::Item::Struct(s) => (&s.ident, &s.attrs, &s.generics, &s.vis, s.struct_token.span),
        syn::Item::Enum(e) => (&e.ident, &e.attrs, &e.generics, &e.vis, e.enum_token.span),
        syn::Item::Type(t) => (&t.ident, &t.attrs, &t.generics, &t.vis, t.type_token.span),
        _ => return None,
    };
    let start = cx.span(vis_span(vis).unwrap_or(keyword)).start;
    // Only kube-derive's dialect reads the text as rustdoc holds it, and only for types
    // that derive `JsonSchema`; the others do not keep a second copy of their docs.
    let json_schema = schemars_attrs::derived(attrs);
    let rustdoc = json_schema == JsonSchemaImpl::Derived;
    let docs = docs::collect(cx, attrs, Target::Type, start, rustdoc, diags);
    let custom_resource = kube_attrs::custom_resource(cx, ident, attrs, diags);
    let schema_attrs = schemars_attrs::schema_attrs(cx, attrs, true, diags);
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
                rustdoc,
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
                        rustdoc,
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
        module: cx.module,
        generics,
        doc: docs.description,
        markers: docs.markers,
        kind,
        serde,
        custom_resource,
        schema_attrs,
        json_schema,
        derives_default: schemars_attrs::derives(attrs, "Default"),
        rustdoc: docs.rustdoc,
        span: cx.span(ident.span()),
    })
}

/// The span of a visibility's first token (`pub`); `None` for none.
fn vis_span(vis: &syn::Visibility) -> Option<proc_macro2::Span> {
    match vis {
        syn::Visibility::Public(p) => Some(p.span),
        syn::Visibility::Restricted(r) => Some(r.pub_token.span),
        syn::Visibility::Inherited => None,
    }
}

fn lower_fields(
    cx: &FileCx<'_>,
    fields: &syn::punctuated::Punctuated<syn::Field, syn::Token![,]>,
    rename_all: Option<&str>,
    rustdoc: bool,
    diags: &mut Diagnostics,
) -> Vec<Field> {
    let mut fields = fields
        .iter()
        .filter_map(|f| {
            let ident = f.ident.as_ref()?;
            let rust_name = ident.to_string().trim_start_matches("r#").to_string();
            let span = cx.span(ident.span());
            let start = vis_span(&f.vis).map_or(span.start, |v| cx.span(v).start);
            let docs = docs::collect(cx, &f.attrs, Target::Field, start, rustdoc, diags);
            let (serde, rename) = serde_attrs::field(&f.attrs, cx, diags);
            let json_name = rename
                .unwrap_or_else(|| serde_attrs::apply_rename_all(&rust_name, rename_all, false));
            Some(Field {
                rust_name,
                json_name,
                ty: types::lower(cx, &f.ty),
                doc: docs.description,
                markers: docs.markers,
                serde,
                schema_attrs: schemars_attrs::schema_attrs(cx, &f.attrs, false, diags),
                rustdoc: docs.rustdoc,
                span,
            })
        })
        .collect::<Vec<_>>();
    // Kept for the whole run: no spare capacity from the filtered collect.
    fields.shrink_to_fit();
    fields
}

fn lower_variant(
    cx: &FileCx<'_>,
    v: &syn::Variant,
    rename_all: Option<&str>,
    rename_all_fields: Option<&str>,
    rustdoc: bool,
    diags: &mut Diagnostics,
) -> Variant {
    let start = cx.span(v.ident.span()).start;
    let docs = docs::collect(cx, &v.attrs, Target::Field, start, rustdoc, diags);
    let vs = serde_attrs::variant(&v.attrs, cx, diags);
    let schemars_skip =
        schemars_attrs::schema_attrs(cx, &v.attrs, false, diags).is_some_and(|a| a.skip);
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
            VariantFields::Struct(lower_fields(cx, &n.named, fields_rename, rustdoc, diags))
        }
    };
    Variant {
        rust_name,
        json_name,
        fields,
        doc: docs.description,
        markers: docs.markers,
        skip: vs.skip,
        skip_deserializing: vs.skip_deserializing || schemars_skip,
        rustdoc: docs.rustdoc,
        other: vs.other,
        reshaped_by: vs.reshaped_by,
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
pub(crate) mod tests;

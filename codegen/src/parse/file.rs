//! One file → plain data: its modules (the file's own and its inline `mod` blocks), their
//! types, `use` items, package markers and `mod x;` declarations. Nothing here holds a syn
//! (or proc-macro2) value, which cannot leave its thread, so files are lowered in parallel
//! and [`super::tree`] puts the results into the module tree in a fixed order.
//!
//! Module ids in the result are local: 0 is the file's module, `i > 0` the `i`-th inline
//! block; [`super::tree`] maps them to the tree's.

use super::{
    FileCx, comments, docs, kube_attrs, lower_item, nesting, schemars_attrs, warn_unread_markers,
};
use crate::diag::{Diagnostic, Diagnostics, Span};
use crate::markers::{Marker, Target};
use crate::model::{Import, ModId, TypeDef, Vis};

/// A Rust visibility, relative to the module of the item.
#[derive(Debug, Clone, Copy)]
pub(super) enum VisKind {
    /// `pub`, `pub(crate)`, `pub(in …)`.
    Public,
    /// No `pub`, or `pub(self)`.
    Private,
    /// `pub(super)`.
    Super,
}

/// A `mod x;` item: the file is found by the tree, which knows the directories.
pub(super) struct ModDecl {
    pub name: String,
    pub vis: VisKind,
    /// `#[path = "…"]`.
    pub path_attr: Option<String>,
    /// Under `#[cfg(…)]`: a missing file is no error.
    pub cfg: bool,
    pub span: Span,
}

/// A module of the file.
pub(super) struct LocalModule {
    /// Local id of the enclosing inline module; `None` for the file's own module.
    pub parent: Option<ModId>,
    /// The inline block's name and visibility (unused for the file's module).
    pub name: String,
    pub vis: VisKind,
    pub span: Span,
    /// Package markers (`//!` / `#![doc]`) and the span of their first block.
    pub markers: Vec<Marker>,
    pub marker_span: Option<Span>,
    pub types: Vec<(TypeDef, VisKind)>,
    /// `use` items; their `vis` is set by the tree from the [`VisKind`].
    pub imports: Vec<(Import, VisKind)>,
    pub decls: Vec<ModDecl>,
    /// `const`/`static` string items: name → value.
    pub strings: Vec<(String, String)>,
}

/// What one file holds.
pub(super) struct FileItems {
    /// `[0]` is the file's module.
    pub modules: Vec<LocalModule>,
    pub diags: Diagnostics,
}

/// Why a file was not parsed.
enum Unparsed {
    Syntax(syn::Error),
    /// Nesting deeper than [`nesting::MAX_NESTING`]; the span where it got too deep.
    TooDeep(proc_macro2::Span),
}

/// `syn::parse_file`, with the nesting of the input bounded ([`nesting::too_deep`]) before
/// syn's recursive parser sees it (the lexer does not recurse), so no input overflows the
/// stack. A byte-order mark is skipped as syn does; a shebang line is already blanked
/// ([`comments::scan`]).
fn parse_bounded(text: &str) -> Result<syn::File, Unparsed> {
    let tokens: proc_macro2::TokenStream =
        text[comments::bom_len(text)..].parse().map_err(lex_error)?;
    if let Some(span) = nesting::too_deep(&tokens) {
        return Err(Unparsed::TooDeep(span));
    }
    syn::parse2(tokens).map_err(Unparsed::Syntax)
}

fn lex_error(e: proc_macro2::LexError) -> Unparsed {
    Unparsed::Syntax(syn::Error::new(
        e.span(),
        "cannot lex: unbalanced or invalid token",
    ))
}

/// Parses and lowers file `file` (source id) with text `text`.
pub(super) fn lower_file(file: usize, text: &str) -> FileItems {
    let out = lower_syntax(file, text);
    // The syntax tree is gone and every span is converted into ours: free the copy of the
    // file and its line table that proc-macro2 keeps per thread for span locations (as
    // much again as the input, for the whole run otherwise). No rayon job runs inside
    // `lower_syntax`, so no other file's spans live on this thread now; and the engine runs
    // on threads of its own with proc-macro2's fallback forced (`Config::generate`), so this
    // is never the compiler's proc-macro thread, where the call would panic.
    proc_macro2::extra::invalidate_current_thread_spans();
    out
}

fn lower_syntax(file: usize, text: &str) -> FileItems {
    let mut out = FileItems {
        modules: vec![LocalModule::new(
            None,
            String::new(),
            VisKind::Public,
            Span::new(file, 0, 0),
        )],
        diags: Diagnostics::new(),
    };
    let scanned = comments::scan(text);
    let line_starts = line_starts(text);
    let cx = FileCx::new(file, text, &line_starts, &scanned.comments, 0);
    let ast = match parse_bounded(scanned.lexer_text.as_deref().unwrap_or(text)) {
        Ok(f) => f,
        Err(Unparsed::Syntax(e)) => {
            for err in e {
                out.diags.push(Diagnostic::error(
                    cx.span(err.span()),
                    format!("cannot parse Rust: {err}"),
                ));
            }
            return out;
        }
        Err(Unparsed::TooDeep(span)) => {
            out.diags.push(
                Diagnostic::error(
                    cx.span(span),
                    format!("the code nests more than {} levels deep", nesting::MAX_NESTING),
                )
                .with_label("too deep")
                .with_help("API types nest a handful of levels; split the type with named types (syn, the Rust parser, recurses once per level)"),
            );
            return out;
        }
    };
    module_docs(&cx, &ast.attrs, scanned.content_start, &mut out);
    lower_items(&cx, &ast.items, &mut out);
    warn_unread_markers(&cx, &mut out.diags);
    out
}

impl LocalModule {
    fn new(parent: Option<ModId>, name: String, vis: VisKind, span: Span) -> Self {
        LocalModule {
            parent,
            name,
            vis,
            span,
            markers: Vec::new(),
            marker_span: None,
            types: Vec::new(),
            imports: Vec::new(),
            decls: Vec::new(),
            strings: Vec::new(),
        }
    }
}

/// The package markers of module `cx.module`, whose content starts at byte `from`.
fn module_docs(cx: &FileCx<'_>, attrs: &[syn::Attribute], from: usize, out: &mut FileItems) {
    let docs::Collected {
        markers,
        first_span: span,
        ..
    } = docs::collect(cx, attrs, Target::Package, from, false, &mut out.diags);
    let m = &mut out.modules[cx.module];
    if let Some(span) = span
        && m.markers.is_empty()
    {
        m.marker_span = Some(span);
    }
    m.markers.extend(markers);
}

/// Lowers the items of local module `cx.module`.
fn lower_items(cx: &FileCx<'_>, items: &[syn::Item], out: &mut FileItems) {
    let m = cx.module;
    let mut impls = Vec::new();
    for item in items {
        match item {
            syn::Item::Impl(i) => impls.extend(schemars_attrs::hand_written(cx, i)),
            syn::Item::Const(syn::ItemConst { ident, expr, .. })
            | syn::Item::Static(syn::ItemStatic { ident, expr, .. }) => {
                if let Some(value) = kube_attrs::displayed_literal(expr) {
                    out.modules[m].strings.push((ident.to_string(), value));
                }
            }
            syn::Item::Macro(mac)
                if mac
                    .mac
                    .path
                    .segments
                    .last()
                    .is_some_and(|s| s.ident == "lazy_static") =>
            {
                for (name, e) in kube_attrs::lazy_statics(mac.mac.tokens.clone()) {
                    if let Some(value) = kube_attrs::displayed_literal(&e) {
                        out.modules[m].strings.push((name, value));
                    }
                }
            }
            syn::Item::Use(u) => {
                let vis = vis_kind(&u.vis);
                let mut imports = Vec::new();
                use_tree(&u.tree, Vec::new(), u.leading_colon.is_some(), &mut imports);
                out.modules[m]
                    .imports
                    .extend(imports.into_iter().map(|i| (i, vis)));
            }
            syn::Item::Mod(md) => {
                let name = md.ident.to_string().trim_start_matches("r#").to_string();
                let span = cx.span(md.ident.span());
                let vis = vis_kind(&md.vis);
                match &md.content {
                    Some((brace, content)) => {
                        let local = out.modules.len();
                        out.modules.push(LocalModule::new(Some(m), name, vis, span));
                        let inner = cx.with_module(local);
                        let from = cx.span(brace.span.open()).end;
                        module_docs(&inner, &md.attrs, from, out);
                        lower_items(&inner, content, out);
                    }
                    None => {
                        let path_attr = md.attrs.iter().find_map(|a| match &a.meta {
                            syn::Meta::NameValue(nv) if nv.path.is_ident("path") => {
                                match &nv.value {
                                    syn::Expr::Lit(syn::ExprLit {
                                        lit: syn::Lit::Str(s),
                                        ..
                                    }) => Some(s.value()),
                                    _ => None,
                                }
                            }
                            _ => None,
                        });
                        let cfg = md.attrs.iter().any(|a| a.path().is_ident("cfg"));
                        out.modules[m].decls.push(ModDecl {
                            name,
                            vis,
                            path_attr,
                            cfg,
                            span,
                        });
                    }
                }
            }
            _ => {
                if let Some(t) = lower_item(cx, item, &mut out.diags) {
                    let vis = match item {
                        syn::Item::Struct(s) => vis_kind(&s.vis),
                        syn::Item::Enum(e) => vis_kind(&e.vis),
                        syn::Item::Type(t) => vis_kind(&t.vis),
                        _ => VisKind::Public,
                    };
                    out.modules[m].types.push((t, vis));
                }
            }
        }
    }
    // A hand-written `impl JsonSchema for Name` belongs to the type `Name` of this module.
    for (name, imp) in impls {
        if let Some((t, _)) = out.modules[m]
            .types
            .iter_mut()
            .find(|(t, _)| t.name == name)
        {
            t.json_schema = imp;
        }
    }
}

fn vis_kind(v: &syn::Visibility) -> VisKind {
    match v {
        syn::Visibility::Public(_) => VisKind::Public,
        syn::Visibility::Inherited => VisKind::Private,
        syn::Visibility::Restricted(r) if r.path.is_ident("self") => VisKind::Private,
        syn::Visibility::Restricted(r) if r.path.is_ident("super") => VisKind::Super,
        // `pub(crate)`, `pub(in path)`: visible wherever the inputs can look.
        syn::Visibility::Restricted(_) => VisKind::Public,
    }
}

/// Flattens a `use` tree into one [`Import`] per name bound (or glob).
fn use_tree(tree: &syn::UseTree, mut prefix: Vec<String>, global: bool, out: &mut Vec<Import>) {
    let mut push = |name: Option<String>, path: Vec<String>| {
        if !path.is_empty() {
            out.push(Import {
                name,
                path,
                global,
                vis: Vis::Public,
            });
        }
    };
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            use_tree(&p.tree, prefix, global, out);
        }
        syn::UseTree::Name(n) if n.ident == "self" => {
            let name = prefix.last().cloned();
            push(name, prefix);
        }
        syn::UseTree::Name(n) => {
            let name = n.ident.to_string();
            prefix.push(name.clone());
            push(Some(name), prefix);
        }
        syn::UseTree::Rename(r) => {
            if r.rename == "_" {
                return;
            }
            // `use a::b::{self as c}` names `a::b`; a bare `use self as c` names this module.
            if r.ident != "self" || prefix.is_empty() {
                prefix.push(r.ident.to_string());
            }
            push(Some(r.rename.to_string()), prefix);
        }
        syn::UseTree::Glob(_) => push(None, prefix),
        syn::UseTree::Group(g) => {
            for t in &g.items {
                use_tree(t, prefix.clone(), global, out);
            }
        }
    }
}

/// Start offsets of a text's lines, the first after a byte-order mark (the lexer never sees
/// one, so its columns on line 1 count from after it).
fn line_starts(text: &str) -> Vec<usize> {
    let mut v = vec![comments::bom_len(text)];
    v.extend(text.match_indices('\n').map(|(i, _)| i + 1));
    v
}

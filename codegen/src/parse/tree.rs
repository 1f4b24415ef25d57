//! Module discovery: the inputs → the module tree, as rustc would build it.
//!
//! An input file is a module named after its stem. An input directory is a module too:
//! its `lib.rs`, `main.rs` or `mod.rs` holds its items if present. In every module, a
//! `mod x;` item loads `x.rs` or `x/mod.rs` (or its `#[path]`) as a child, and an inline
//! `mod x { … }` block is a child with its own scope. In a directory input, files and
//! directories that no `mod` item declares are read as child modules named after them
//! too, so a Go-style package directory works without `mod` lines (such a file is not
//! part of a crate that rustc compiles, so it changes no resolution rustc would make).
//!
//! An input inside a crate (a directory `src/…` below a `Cargo.toml`) is mounted in that
//! crate's tree at its path (`src/api` is `crate::api`), so `crate::` paths mean what they
//! mean to rustc; the enclosing modules are known by name only. Inputs of one crate share
//! the tree; other crates of the run are known by their package name.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use super::{FileCx, docs, lower_item};
use crate::diag::{Diagnostic, Diagnostics, SourceMap, Span};
use crate::markers::{Marker, Target};
use crate::model::{Import, ModId, Module, Package, TypeDef, TypeId, Vis};

/// A module being loaded: the IR's [`Module`] plus what packaging needs.
pub(super) struct Node {
    pub module: Module,
    /// Where `mod x;` looks for `x.rs` and `x/mod.rs`.
    pub dir: Option<PathBuf>,
    /// Package markers (`//!` / `#![doc]`), in source order.
    pub markers: Vec<Marker>,
    /// Span of the first package marker block.
    pub marker_span: Option<Span>,
    /// Types defined directly in the module, in source order, with their visibility.
    pub types: Vec<(TypeDef, Vis)>,
    /// An inline `mod x { … }` block.
    pub inline: bool,
    /// Sort key of the package this module may become (its directory for `mod.rs`-style
    /// modules, else its file), as inputs were ordered before.
    pub key: PathBuf,
}

/// Builds the module tree of a run.
pub(super) struct Loader<'s> {
    pub nodes: Vec<Node>,
    sources: &'s mut SourceMap,
    /// Files already read (canonical path) → their module.
    files: HashMap<PathBuf, ModId>,
    /// Crate directory → its (virtual) root module.
    crates: HashMap<PathBuf, ModId>,
}

/// The stems of files that hold a directory module's own items.
const MODULE_FILES: [&str; 3] = ["lib", "main", "mod"];

impl<'s> Loader<'s> {
    pub fn new(sources: &'s mut SourceMap) -> Self {
        Loader {
            nodes: Vec::new(),
            sources,
            files: HashMap::new(),
            crates: HashMap::new(),
        }
    }

    fn add(
        &mut self,
        name: String,
        parent: Option<ModId>,
        vis: Vis,
        dir: Option<PathBuf>,
    ) -> ModId {
        let id = self.nodes.len();
        let (crate_root, input_path) = match parent {
            Some(p) => {
                let mut path = self.nodes[p].module.input_path.clone();
                path.push(name.clone());
                (self.nodes[p].module.crate_root, path)
            }
            None => (id, Vec::new()),
        };
        let key = dir.clone().unwrap_or_default();
        self.nodes.push(Node {
            module: Module {
                name: name.clone(),
                parent,
                crate_root,
                crate_name: None,
                input_path,
                read: false,
                file: None,
                children: BTreeMap::new(),
                types: BTreeMap::new(),
                imports: Vec::new(),
                span: Span::new(0, 0, 0),
            },
            dir,
            markers: Vec::new(),
            marker_span: None,
            types: Vec::new(),
            inline: false,
            key,
        });
        if let Some(p) = parent {
            self.nodes[p].module.children.insert(name, (id, vis));
        }
        id
    }

    /// The child `name` of `parent`, created (unread, with directory `dir`) if missing.
    fn child(&mut self, parent: ModId, name: &str, dir: PathBuf) -> ModId {
        match self.nodes[parent].module.children.get(name) {
            Some(&(c, _)) => c,
            None => self.add(name.to_string(), Some(parent), Vis::Public, Some(dir)),
        }
    }

    /// Reads one input (a `.rs` file or a directory).
    pub fn input(&mut self, path: &Path, diags: &mut Diagnostics) {
        let is_dir = path.is_dir();
        if !is_dir && !path.is_file() {
            diags.push(Diagnostic::error(
                None,
                format!("{}: no such file or directory", path.display()),
            ));
            return;
        }
        let canonical = canon(path);
        if self.files.contains_key(&canonical) {
            return;
        }
        let stem = |p: &Path| {
            let s = if p.is_dir() {
                p.file_name()
            } else {
                p.file_stem()
            };
            s.map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default()
        };
        let (module, from_crate_root) = match crate_of(&canonical) {
            Some((crate_dir, mount)) => {
                let root = self.crate_root(&crate_dir);
                let mut m = root;
                let mut dir = crate_dir.join("src");
                for seg in &mount {
                    dir = dir.join(seg);
                    m = self.child(m, seg, dir.clone());
                }
                (m, mount.is_empty())
            }
            None => {
                let parent_dir = path.parent().map(Path::to_path_buf);
                let root_dir = if is_dir {
                    Some(path.to_path_buf())
                } else {
                    parent_dir
                };
                let root = self.add(stem(&canonical), None, Vis::Public, root_dir);
                if is_dir {
                    (root, true)
                } else {
                    let name = stem(&canonical);
                    let dir = path.parent().map(|d| d.join(&name));
                    (self.add(name, Some(root), Vis::Public, dir), false)
                }
            }
        };
        // Paths in generated code are relative to the input.
        self.nodes[module].module.input_path = if is_dir || from_crate_root {
            Vec::new()
        } else {
            vec![stem(&canonical)]
        };
        if is_dir {
            self.nodes[module].dir = Some(path.to_path_buf());
            self.nodes[module].key = path.to_path_buf();
            let root_file = MODULE_FILES
                .iter()
                .map(|f| path.join(format!("{f}.rs")))
                .find(|f| f.is_file());
            if let Some(f) = root_file.filter(|f| !self.files.contains_key(&canon(f))) {
                self.load(module, &f, diags);
            } else {
                self.nodes[module].module.read = true;
            }
            self.walk(module, path, diags);
        } else {
            self.load(module, path, diags);
        }
    }

    fn crate_root(&mut self, crate_dir: &Path) -> ModId {
        if let Some(&r) = self.crates.get(crate_dir) {
            return r;
        }
        let root = self.add(
            "crate".into(),
            None,
            Vis::Public,
            Some(crate_dir.join("src")),
        );
        self.nodes[root].module.crate_name = crate_name(crate_dir);
        self.crates.insert(crate_dir.to_path_buf(), root);
        root
    }

    /// Adds the files and directories of `dir` that no `mod` item declared as children of
    /// `m`, recursively.
    fn walk(&mut self, m: ModId, dir: &Path, diags: &mut Diagnostics) {
        let mut entries: Vec<PathBuf> = match std::fs::read_dir(dir) {
            Ok(rd) => rd.flatten().map(|e| e.path()).collect(),
            Err(e) => {
                diags.push(Diagnostic::error(None, format!("{}: {e}", dir.display())));
                return;
            }
        };
        entries.sort();
        for p in entries {
            let name = p
                .file_name()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            if p.is_dir() {
                if name == "target" || name.starts_with('.') {
                    continue;
                }
                let c = self.child(m, &name, p.clone());
                if !self.nodes[c].module.read {
                    self.nodes[c].module.read = true;
                    let mod_rs = p.join("mod.rs");
                    if mod_rs.is_file() && !self.files.contains_key(&canon(&mod_rs)) {
                        self.load(c, &mod_rs, diags);
                    }
                }
                self.walk(c, &p, diags);
            } else if let Some(stem) = name.strip_suffix(".rs") {
                if MODULE_FILES.contains(&stem) || self.files.contains_key(&canon(&p)) {
                    continue;
                }
                let c = self.child(m, stem, dir.join(stem));
                if !self.nodes[c].module.read {
                    self.load(c, &p, diags);
                }
            }
        }
    }

    /// Reads `file` as the items of module `m`.
    fn load(&mut self, m: ModId, file: &Path, diags: &mut Diagnostics) {
        self.nodes[m].module.read = true;
        self.files.insert(canon(file), m);
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                diags.push(Diagnostic::error(None, format!("{}: {e}", file.display())));
                return;
            }
        };
        let id = self.sources.add(file, display_name(file), text);
        let text = self.sources.text(id).to_string();
        let node = &mut self.nodes[m];
        node.module.file = Some(id);
        node.module.span = Span::new(id, 0, 0);
        let stem = file.file_stem().map(|s| s.to_string_lossy().into_owned());
        let parent_dir = file.parent().map(Path::to_path_buf).unwrap_or_default();
        let is_module_file = stem.as_deref().is_some_and(|s| MODULE_FILES.contains(&s));
        node.key = if is_module_file {
            parent_dir.clone()
        } else {
            file.to_path_buf()
        };
        node.dir = Some(if is_module_file {
            parent_dir
        } else {
            parent_dir.join(stem.unwrap_or_default())
        });
        let line_starts = line_starts(&text);
        let ast = match syn::parse_file(&text) {
            Ok(f) => f,
            Err(e) => {
                let cx = FileCx::new(id, &text, &line_starts, m);
                for err in e {
                    diags.push(Diagnostic::error(
                        cx.span(err.span()),
                        format!("cannot parse Rust: {err}"),
                    ));
                }
                return;
            }
        };
        let cx = FileCx::new(id, &text, &line_starts, m);
        super::warn_plain_comment_markers(&cx, diags);
        self.module_docs(&cx, &ast.attrs, diags);
        self.items(&cx, file, &ast.items, diags);
    }

    fn module_docs(&mut self, cx: &FileCx<'_>, attrs: &[syn::Attribute], diags: &mut Diagnostics) {
        let (_, markers, span) = docs::collect(cx, attrs, Target::Package, diags);
        let node = &mut self.nodes[cx.module];
        if let Some(span) = span
            && node.markers.is_empty()
        {
            node.marker_span = Some(span);
        }
        node.markers.extend(markers);
    }

    /// Lowers the items of module `cx.module` (written in `file`).
    fn items(
        &mut self,
        cx: &FileCx<'_>,
        file: &Path,
        items: &[syn::Item],
        diags: &mut Diagnostics,
    ) {
        let m = cx.module;
        for item in items {
            match item {
                syn::Item::Use(u) => {
                    let vis = vis_of(&u.vis, &self.nodes, m);
                    let span = cx.span(syn::spanned::Spanned::span(&u.tree));
                    let mut out = Vec::new();
                    use_tree(
                        &u.tree,
                        Vec::new(),
                        u.leading_colon.is_some(),
                        vis,
                        span,
                        &mut out,
                    );
                    self.nodes[m].module.imports.extend(out);
                }
                syn::Item::Mod(md) => self.module_item(cx, file, md, diags),
                _ => {
                    if let Some(t) = lower_item(cx, item, diags) {
                        let vis = match item {
                            syn::Item::Struct(s) => vis_of(&s.vis, &self.nodes, m),
                            syn::Item::Enum(e) => vis_of(&e.vis, &self.nodes, m),
                            syn::Item::Type(t) => vis_of(&t.vis, &self.nodes, m),
                            _ => Vis::Public,
                        };
                        self.nodes[m].types.push((t, vis));
                    }
                }
            }
        }
    }
}

impl Loader<'_> {
    /// A `mod x;` item (loads the child's file) or an inline `mod x { … }` block.
    fn module_item(
        &mut self,
        cx: &FileCx<'_>,
        file: &Path,
        md: &syn::ItemMod,
        diags: &mut Diagnostics,
    ) {
        let m = cx.module;
        let name = md.ident.to_string().trim_start_matches("r#").to_string();
        let vis = vis_of(&md.vis, &self.nodes, m);
        let dir = self.nodes[m].dir.clone().unwrap_or_default();
        if let Some((_, items)) = &md.content {
            let c = self.add(name.clone(), Some(m), vis, Some(dir.join(&name)));
            let key = self.nodes[m].key.join(format!("{name}.inline"));
            let node = &mut self.nodes[c];
            node.inline = true;
            node.key = key;
            node.module.read = true;
            node.module.file = Some(cx.file);
            node.module.span = cx.span(md.ident.span());
            let inner = cx.with_module(c);
            self.module_docs(&inner, &md.attrs, diags);
            self.items(&inner, file, items, diags);
            return;
        }
        let explicit = md.attrs.iter().find_map(|a| match &a.meta {
            syn::Meta::NameValue(nv) if nv.path.is_ident("path") => match &nv.value {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) => Some(s.value()),
                _ => None,
            },
            _ => None,
        });
        let candidates: Vec<PathBuf> = match &explicit {
            // As rustc: relative to the current file's directory, or to the inline
            // module's directory inside one.
            Some(p) if self.nodes[m].inline => vec![dir.join(p)],
            Some(p) => vec![file.parent().unwrap_or(Path::new(".")).join(p)],
            None => vec![
                dir.join(format!("{name}.rs")),
                dir.join(&name).join("mod.rs"),
            ],
        };
        let Some(found) = candidates.iter().find(|c| c.is_file()) else {
            // A `#[cfg(…)]` module (`#[cfg(test)] mod tests;`) may well be absent.
            if !md.attrs.iter().any(|a| a.path().is_ident("cfg")) {
                let tried: Vec<String> = candidates
                    .iter()
                    .map(|c| format!("`{}`", display_name(c)))
                    .collect();
                diags.push(
                    Diagnostic::error(
                        cx.span(md.ident.span()),
                        format!("file not found for module `{name}`"),
                    )
                    .with_help(format!(
                        "create {} or remove the `mod` item",
                        tried.join(" or ")
                    )),
                );
            }
            return;
        };
        if let Some(&loaded) = self.files.get(&canon(found)) {
            // Already read through another input: the same module under this name too.
            self.nodes[m].module.children.insert(name, (loaded, vis));
            return;
        }
        let c = self.add(name, Some(m), vis, None);
        self.nodes[c].module.span = cx.span(md.ident.span());
        self.load(c, found, diags);
    }

    /// Packages the module tree: every group-version module (with the modules below it
    /// that are not group-versions themselves) becomes a [`Package`]; so does every other
    /// module that defines types or carries package markers.
    pub fn finish(self) -> (Vec<Module>, Vec<Package>) {
        let n = self.nodes.len();
        let marker = |i: usize, name: &str| -> Option<String> {
            self.nodes[i]
                .markers
                .iter()
                .find(|m| m.is(name))
                .and_then(|m| m.value().and_then(|v| v.as_str()).map(str::to_string))
        };
        let group_of = |i: usize| marker(i, "groupName");
        let version_name = |i: usize| marker(i, "versionName");
        let versionish =
            |i: usize| version_name(i).is_some() || is_api_version(&self.nodes[i].module.name);
        // A group module (Go's `apis/<group>/doc.go`): `+groupName` on a module that is not
        // a version itself but has versions below it.
        let group_module: Vec<bool> = (0..n)
            .map(|i| {
                group_of(i).is_some()
                    && !versionish(i)
                    && self.nodes[i]
                        .module
                        .children
                        .values()
                        .any(|&(c, _)| self.nodes[c].module.parent == Some(i) && versionish(c))
            })
            .collect();
        // The group of each group-version module.
        let version_group: Vec<Option<String>> = (0..n)
            .map(|i| match (group_of(i), self.nodes[i].module.parent) {
                (Some(g), _) if !group_module[i] => Some(g),
                (None, Some(p)) if group_module[p] && versionish(i) => group_of(p),
                _ => None,
            })
            .collect();
        // The package root of each module; parents come before children in `nodes`.
        let mut root = vec![0usize; n];
        for i in 0..n {
            root[i] = match self.nodes[i].module.parent {
                Some(p) if version_group[i].is_none() && version_group[root[p]].is_some() => {
                    root[p]
                }
                _ => i,
            };
        }
        let mut order: Vec<usize> = (0..n)
            .filter(|&i| root[i] == i)
            .filter(|&i| {
                version_group[i].is_some()
                    || (0..n).any(|j| root[j] == i && !self.nodes[j].types.is_empty())
                    || !self.nodes[i].markers.is_empty()
            })
            .collect();
        order.sort_by(|a, b| self.nodes[*a].key.cmp(&self.nodes[*b].key));
        let mut package_of = vec![None; n];
        for (pi, &r) in order.iter().enumerate() {
            package_of[r] = Some(pi);
        }
        let mut packages: Vec<Package> = order
            .iter()
            .map(|&r| {
                let node = &self.nodes[r];
                Package {
                    module: node.module.name.clone(),
                    module_id: r,
                    rust_path: node.module.input_path.clone(),
                    group: version_group[r].clone(),
                    version: version_name(r).unwrap_or_else(|| node.module.name.clone()),
                    markers: Vec::new(),
                    types: Vec::new(),
                    span: node.marker_span.unwrap_or(node.module.span),
                }
            })
            .collect();
        // A version below a group module takes the group's naming markers from it.
        for (pi, &r) in order.iter().enumerate() {
            if let Some(p) = self.nodes[r].module.parent
                && group_module[p]
                && group_of(r).is_none()
            {
                packages[pi].markers.extend(
                    self.nodes[p]
                        .markers
                        .iter()
                        .filter(|m| m.is("groupName") || m.is("groupGoName"))
                        .cloned(),
                );
            }
        }
        let mut modules = Vec::with_capacity(n);
        for (i, node) in self.nodes.into_iter().enumerate() {
            let mut module = node.module;
            if let Some(pi) = package_of[root[i]] {
                let pkg = &mut packages[pi];
                pkg.markers.extend(node.markers);
                for (t, vis) in node.types {
                    let id = TypeId {
                        package: pi,
                        index: pkg.types.len(),
                    };
                    module.types.entry(t.name.clone()).or_insert((id, vis));
                    pkg.types.push(t);
                }
            }
            modules.push(module);
        }
        (modules, packages)
    }
}

/// Whether `v` is a Kubernetes API version (`v1`, `v2beta1`, `v1alpha2`).
pub(crate) fn is_api_version(v: &str) -> bool {
    let Some(rest) = v.strip_prefix('v') else {
        return false;
    };
    let digits = rest.chars().take_while(char::is_ascii_digit).count();
    let (num, tail) = rest.split_at(digits);
    let number =
        |n: &str| !n.is_empty() && !n.starts_with('0') && n.chars().all(|c| c.is_ascii_digit());
    number(num)
        && (tail.is_empty()
            || ["alpha", "beta"]
                .iter()
                .any(|p| tail.strip_prefix(p).is_some_and(number)))
}

/// Rust visibility → [`Vis`], for an item of module `m`.
fn vis_of(v: &syn::Visibility, nodes: &[Node], m: ModId) -> Vis {
    match v {
        syn::Visibility::Public(_) => Vis::Public,
        syn::Visibility::Inherited => Vis::Restricted(m),
        syn::Visibility::Restricted(r) => {
            if r.path.is_ident("self") {
                Vis::Restricted(m)
            } else if r.path.is_ident("super") {
                Vis::Restricted(nodes[m].module.parent.unwrap_or(m))
            } else {
                // `pub(crate)`, `pub(in path)`: visible wherever the inputs can look.
                Vis::Public
            }
        }
    }
}

/// Flattens a `use` tree into one [`Import`] per name bound (or glob).
fn use_tree(
    tree: &syn::UseTree,
    mut prefix: Vec<String>,
    global: bool,
    vis: Vis,
    span: Span,
    out: &mut Vec<Import>,
) {
    let mut push = |name: Option<String>, path: Vec<String>| {
        if !path.is_empty() {
            out.push(Import {
                name,
                path,
                global,
                vis,
                span,
            });
        }
    };
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            use_tree(&p.tree, prefix, global, vis, span, out);
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
                use_tree(t, prefix.clone(), global, vis, span, out);
            }
        }
    }
}

/// The crate an input belongs to: `(crate directory, module path below src/)`, when the
/// input is `src` or below it, next to a `Cargo.toml`.
fn crate_of(path: &Path) -> Option<(PathBuf, Vec<String>)> {
    let src = path.ancestors().find(|a| {
        a.file_name().is_some_and(|n| n == "src")
            && a.parent().is_some_and(|p| p.join("Cargo.toml").is_file())
    })?;
    let rel = path.strip_prefix(src).ok()?;
    let mut mount: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if let Some(last) = mount.last_mut()
        && let Some(stem) = last.strip_suffix(".rs")
    {
        *last = stem.to_string();
    }
    if mount
        .last()
        .is_some_and(|l| MODULE_FILES.contains(&l.as_str()))
    {
        mount.pop();
    }
    Some((src.parent()?.to_path_buf(), mount))
}

/// The crate's name (`[lib] name`, else `[package] name` with `-` as `_`), as other crates
/// name it in paths.
fn crate_name(crate_dir: &Path) -> Option<String> {
    let text = std::fs::read_to_string(crate_dir.join("Cargo.toml")).ok()?;
    let table: toml::Table = text.parse().ok()?;
    let get = |section: &str| {
        table
            .get(section)
            .and_then(|s| s.get("name"))
            .and_then(|n| n.as_str())
            .map(|n| n.replace('-', "_"))
    };
    get("lib").or_else(|| get("package"))
}

/// Start offsets of a text's lines.
fn line_starts(text: &str) -> Vec<usize> {
    let mut v = vec![0];
    v.extend(text.match_indices('\n').map(|(i, _)| i + 1));
    v
}

fn canon(p: &Path) -> PathBuf {
    std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf())
}

pub(super) fn display_name(path: &Path) -> String {
    std::env::current_dir()
        .ok()
        .and_then(|cwd| path.strip_prefix(&cwd).ok().map(Path::to_path_buf))
        .unwrap_or_else(|| path.to_path_buf())
        .display()
        .to_string()
}

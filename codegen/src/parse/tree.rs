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

use std::collections::{BTreeMap, HashMap, VecDeque};
use std::path::{Path, PathBuf};

use super::file::{self, FileItems, ModDecl, VisKind};
use super::read::{MAX_RUN_BYTES, ReadError, display_name, read_source};
use crate::diag::{Diagnostic, Diagnostics, SourceMap, Span};
use crate::markers::{Marker, MarkerKind};
use crate::model::{
    ModId, Module, Package, TypeDef, TypeId, TypeKind, TypeRef, Variant, VariantFields, Vis,
};

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
    /// Its file has been read or is queued to be.
    pub loading: bool,
    /// Sort key of the package this module may become (its directory for `mod.rs`-style
    /// modules, else its file), as inputs were ordered before.
    pub key: PathBuf,
}

/// Builds the module tree of a run: inputs queue files, [`Loader::run`] reads them in
/// rounds (each round's files lowered in parallel, then put into the tree in order) and
/// walks directories for undeclared files once every declared module of a round is known.
pub(super) struct Loader<'s> {
    pub nodes: Vec<Node>,
    sources: &'s mut SourceMap,
    /// Files read or queued (canonical path) → their module.
    files: HashMap<PathBuf, ModId>,
    /// Crate directory → its (virtual) root module.
    crates: HashMap<PathBuf, ModId>,
    /// Files to read in the next round, with their module.
    pending: Vec<(ModId, PathBuf)>,
    /// Directories to walk for undeclared files, with their module.
    walks: VecDeque<(ModId, PathBuf)>,
    /// Directories walked (canonical), so a symlink loop is walked once.
    walked: std::collections::HashSet<PathBuf>,
    /// Bytes of input read so far (bounded by [`MAX_RUN_BYTES`]).
    read_bytes: u64,
    /// Canonical paths already asked for: a file's is wanted up to three times, and a
    /// `canonicalize` is one `readlink` per path component.
    canonical: std::cell::RefCell<HashMap<PathBuf, PathBuf>>,
    /// The working directory, read once (file names are shown relative to it).
    cwd: Option<PathBuf>,
}

/// The deepest directory nesting walked below an input.
const MAX_DIR_DEPTH: usize = 64;

/// The stems of files that hold a directory module's own items.
const MODULE_FILES: [&str; 3] = ["lib", "main", "mod"];

impl<'s> Loader<'s> {
    pub fn new(sources: &'s mut SourceMap) -> Self {
        Loader {
            nodes: Vec::new(),
            sources,
            files: HashMap::new(),
            crates: HashMap::new(),
            pending: Vec::new(),
            walks: VecDeque::new(),
            walked: Default::default(),
            read_bytes: 0,
            canonical: Default::default(),
            cwd: std::env::current_dir().ok(),
        }
    }

    /// `path` with symlinks and `..` resolved (as it is when it cannot be), remembered.
    /// Below a directory already resolved, an entry that is no symlink is the directory's
    /// path and its name: one `lstat` instead of a `readlink` per component.
    fn canon(&self, path: &Path) -> PathBuf {
        if let Some(known) = self.canonical.borrow().get(path) {
            return known.clone();
        }
        let parent = path.parent().filter(|p| !p.as_os_str().is_empty());
        let resolved = match (parent, path.file_name()) {
            (Some(parent), Some(name))
                if self.canonical.borrow().contains_key(parent)
                    && std::fs::symlink_metadata(path).is_ok_and(|m| !m.is_symlink()) =>
            {
                self.canon(parent).join(name)
            }
            _ => std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf()),
        };
        self.canonical
            .borrow_mut()
            .insert(path.to_path_buf(), resolved.clone());
        resolved
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
                strings: BTreeMap::new(),
                imports: Vec::new(),
                span: Span::new(0, 0, 0),
            },
            dir,
            markers: Vec::new(),
            marker_span: None,
            types: Vec::new(),
            inline: false,
            loading: false,
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
            let what = if path.exists() {
                "not a regular file or directory"
            } else {
                "no such file or directory"
            };
            diags.push(Diagnostic::error(
                None,
                format!("{}: {what}", path.display()),
            ));
            return;
        }
        let canonical = self.canon(path);
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
            match root_file.filter(|f| !self.files.contains_key(&self.canon(f))) {
                Some(f) => self.queue(module, f),
                None => self.nodes[module].module.read = true,
            }
            self.walks.push_back((module, path.to_path_buf()));
        } else {
            self.queue(module, path.to_path_buf());
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

    /// Queues `file` to be read as the items of module `m`.
    fn queue(&mut self, m: ModId, file: PathBuf) {
        self.files.insert(self.canon(&file), m);
        let node = &mut self.nodes[m];
        node.module.read = true;
        node.loading = true;
        self.pending.push((m, file));
    }

    /// Reads the modules the inputs declare (every file known at a time is one parallel
    /// round), then walks the input directories for undeclared files and reads those.
    pub fn run(&mut self, diags: &mut Diagnostics) {
        loop {
            while !self.pending.is_empty() {
                let round = std::mem::take(&mut self.pending);
                self.read_round(round, diags);
            }
            if self.walks.is_empty() {
                break;
            }
            while let Some((m, dir)) = self.walks.pop_front() {
                self.walk(m, &dir, diags);
            }
        }
    }

    /// Reads one round of files: each file is read in order (so the run's byte budget
    /// holds as files are read) and handed to a parallel job that parses and lowers it
    /// while the next is read; then the texts go into the source map and each file's
    /// modules into the tree, in the round's order (deterministic ids).
    fn read_round(&mut self, round: Vec<(ModId, PathBuf)>, diags: &mut Diagnostics) {
        // Read files, in order: (module, path, source id, text if unreadable as UTF-8).
        let mut jobs: Vec<(ModId, PathBuf, usize, Option<String>)> =
            Vec::with_capacity(round.len());
        let first_id = self.sources.len();
        let (done, lowered) = std::sync::mpsc::channel();
        rayon::scope(|scope| {
            for (m, path) in round {
                let id = first_id + jobs.len();
                match read_source(&path, MAX_RUN_BYTES.saturating_sub(self.read_bytes)) {
                    Ok(text) => {
                        self.read_bytes += text.len() as u64;
                        let done = done.clone();
                        scope.spawn(move |_| {
                            let items = file::lower_file(id, &text);
                            // The receiver outlives the scope: the send cannot fail.
                            let _ = done.send((id, text, items));
                        });
                        jobs.push((m, path, id, None));
                    }
                    Err(ReadError::Io(msg)) => diags.push(Diagnostic::error(
                        None,
                        format!("{}: {msg}", path.display()),
                    )),
                    Err(ReadError::NotUtf8 { text, at, read }) => {
                        self.read_bytes += read;
                        diags.push(
                            Diagnostic::error(
                                Span::new(id, at, at + 1),
                                "input is not valid UTF-8",
                            )
                            .with_label("invalid byte here")
                            .with_help("Rust source files are UTF-8"),
                        );
                        // Kept (lossily) so that the error can show the line and column.
                        jobs.push((m, path, id, Some(text)));
                    }
                }
            }
        });
        drop(done);
        let mut results: Vec<Option<(String, FileItems)>> = jobs.iter().map(|_| None).collect();
        for (id, text, items) in lowered {
            results[id - first_id] = Some((text, items));
        }
        for ((m, path, id, unreadable), result) in jobs.into_iter().zip(results) {
            // A job that panicked has panicked the scope: every readable file has a result.
            let (text, items) = match (unreadable, result) {
                (Some(text), _) => (text, None),
                (None, Some((text, items))) => (text, Some(items)),
                (None, None) => (String::new(), None),
            };
            let name = display_name(self.cwd.as_deref(), &path);
            let added = self.sources.add(&path, name, text);
            debug_assert_eq!(added, id, "source ids follow the round's order");
            if let Some(items) = items {
                self.integrate(m, &path, id, items, diags);
            }
        }
    }

    /// Puts one lowered file (read as module `m`) into the tree.
    fn integrate(
        &mut self,
        m: ModId,
        file: &Path,
        id: usize,
        items: FileItems,
        diags: &mut Diagnostics,
    ) {
        diags.append(items.diags);
        let stem = file.file_stem().map(|s| s.to_string_lossy().into_owned());
        let parent_dir = file.parent().map(Path::to_path_buf).unwrap_or_default();
        let is_module_file = stem.as_deref().is_some_and(|s| MODULE_FILES.contains(&s));
        let node = &mut self.nodes[m];
        node.module.file = Some(id);
        node.module.span = Span::new(id, 0, 0);
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
        // Local module ids → the tree's.
        let mut global: Vec<ModId> = Vec::with_capacity(items.modules.len());
        for local in items.modules {
            let g = match local.parent {
                None => m,
                Some(lp) => {
                    let parent = global[lp];
                    let dir = self.nodes[parent]
                        .dir
                        .clone()
                        .unwrap_or_default()
                        .join(&local.name);
                    let vis = self.vis(local.vis, parent);
                    let c = self.add(local.name.clone(), Some(parent), vis, Some(dir));
                    let key = self.nodes[parent]
                        .key
                        .join(format!("{}.inline", local.name));
                    let node = &mut self.nodes[c];
                    node.inline = true;
                    node.loading = true;
                    node.key = key;
                    node.module.read = true;
                    node.module.file = Some(id);
                    node.module.span = local.span;
                    c
                }
            };
            global.push(g);
            let node = &mut self.nodes[g];
            if node.markers.is_empty() {
                node.marker_span = local.marker_span;
            }
            node.markers.extend(local.markers);
            for (mut t, vk) in local.types {
                set_scope(&mut t, g);
                let vis = self.vis(vk, g);
                self.nodes[g].types.push((t, vis));
            }
            for (mut imp, vk) in local.imports {
                imp.vis = self.vis(vk, g);
                self.nodes[g].module.imports.push(imp);
            }
            self.nodes[g].module.strings.extend(local.strings);
            for decl in local.decls {
                self.declare(g, file, decl, diags);
            }
        }
    }

    /// A [`VisKind`] of an item of module `m` as a [`Vis`].
    fn vis(&self, v: VisKind, m: ModId) -> Vis {
        match v {
            VisKind::Public => Vis::Public,
            VisKind::Private => Vis::Restricted(m),
            VisKind::Super => Vis::Restricted(self.nodes[m].module.parent.unwrap_or(m)),
        }
    }

    /// A `mod x;` item of module `m` (written in `file`): finds and queues the child's file.
    fn declare(&mut self, m: ModId, file: &Path, decl: ModDecl, diags: &mut Diagnostics) {
        let dir = self.nodes[m].dir.clone().unwrap_or_default();
        let candidates: Vec<PathBuf> = match &decl.path_attr {
            // As rustc: relative to the current file's directory, or to the inline
            // module's directory inside one.
            Some(p) if self.nodes[m].inline => vec![dir.join(p)],
            Some(p) => vec![file.parent().unwrap_or(Path::new(".")).join(p)],
            None => vec![
                dir.join(format!("{}.rs", decl.name)),
                dir.join(&decl.name).join("mod.rs"),
            ],
        };
        let vis = self.vis(decl.vis, m);
        let Some(found) = candidates.iter().find(|c| c.is_file()) else {
            // A `#[cfg(…)]` module (`#[cfg(test)] mod tests;`) may well be absent.
            if !decl.cfg {
                let tried: Vec<String> = candidates
                    .iter()
                    .map(|c| format!("`{}`", display_name(self.cwd.as_deref(), c)))
                    .collect();
                diags.push(
                    Diagnostic::error(
                        decl.span,
                        format!("file not found for module `{}`", decl.name),
                    )
                    .with_help(format!(
                        "create {} or remove the `mod` item",
                        tried.join(" or ")
                    )),
                );
            }
            return;
        };
        if let Some(&loaded) = self.files.get(&self.canon(found)) {
            // Already read through another input: the same module under this name too.
            self.nodes[m]
                .module
                .children
                .insert(decl.name, (loaded, vis));
            return;
        }
        let c = self.add(decl.name, Some(m), vis, None);
        self.nodes[c].module.span = decl.span;
        self.queue(c, found.clone());
    }

    /// Adds the files and directories of `dir` (recursively) that no `mod` item of the
    /// modules read so far declared as children of `m`, and queues their files. A file that
    /// a module file read later declares (`mod x;` in a `mod.rs` found here) is the same
    /// module under that name.
    fn walk(&mut self, m: ModId, dir: &Path, diags: &mut Diagnostics) {
        self.walk_at(m, dir, 0, diags);
    }

    fn walk_at(&mut self, m: ModId, dir: &Path, depth: usize, diags: &mut Diagnostics) {
        if !self.walked.insert(self.canon(dir)) {
            // Already walked: a symlink loop, or a directory reached twice.
            return;
        }
        if depth > MAX_DIR_DEPTH {
            diags.push(Diagnostic::error(
                None,
                format!(
                    "{}: directories nest more than {MAX_DIR_DEPTH} levels below the input",
                    dir.display()
                ),
            ));
            return;
        }
        // Each entry with its type as the directory listing gives it (no `stat`).
        let mut entries: Vec<(PathBuf, Option<std::fs::FileType>)> = match std::fs::read_dir(dir) {
            Ok(rd) => rd
                .flatten()
                .map(|e| (e.path(), e.file_type().ok()))
                .collect(),
            Err(e) => {
                diags.push(Diagnostic::error(None, format!("{}: {e}", dir.display())));
                return;
            }
        };
        entries.sort_by(|a, b| a.0.cmp(&b.0));
        let dir_canon = self.canon(dir);
        for (p, file_type) in entries {
            let name = p
                .file_name()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            // An entry that is no symlink is its directory's canonical path and its name, as
            // `canon` would find with an `lstat`; a symlink is followed by the file system.
            let is_dir = match file_type.filter(|t| !t.is_symlink()) {
                Some(t) => {
                    self.canonical
                        .borrow_mut()
                        .entry(p.clone())
                        .or_insert_with(|| dir_canon.join(p.file_name().unwrap_or_default()));
                    t.is_dir()
                }
                None => p.is_dir(),
            };
            if is_dir {
                if name == "target" || name.starts_with('.') {
                    continue;
                }
                let c = self.child(m, &name, p.clone());
                self.nodes[c].module.read = true;
                let mod_rs = p.join("mod.rs");
                if !self.nodes[c].loading
                    && mod_rs.is_file()
                    && !self.files.contains_key(&self.canon(&mod_rs))
                {
                    self.queue(c, mod_rs);
                }
                self.walk_at(c, &p, depth + 1, diags);
            } else if let Some(stem) = name.strip_suffix(".rs") {
                if MODULE_FILES.contains(&stem) || self.files.contains_key(&self.canon(&p)) {
                    continue;
                }
                let c = self.child(m, stem, dir.join(stem));
                if !self.nodes[c].loading {
                    self.queue(c, p);
                }
            }
        }
    }

    /// Packages the module tree: every group-version module (with the modules below it
    /// that are not group-versions themselves) becomes a [`Package`]; so does every other
    /// module that defines types or carries package markers.
    pub fn finish(self) -> (Vec<Module>, Vec<Package>) {
        let n = self.nodes.len();
        let group_of = |i: usize| {
            self.nodes[i].markers.iter().find_map(|m| match &m.kind {
                MarkerKind::GroupName(g) => Some(g.clone()),
                _ => None,
            })
        };
        let version_name = |i: usize| {
            self.nodes[i].markers.iter().find_map(|m| match &m.kind {
                MarkerKind::VersionName(v) => Some(v.clone()),
                _ => None,
            })
        };
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
                        .filter(|m| {
                            matches!(
                                m.kind,
                                MarkerKind::GroupName(_) | MarkerKind::GroupGoName(_)
                            )
                        })
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
        // Kept for the whole run: no spare capacity from the pushes.
        packages.iter_mut().for_each(|p| p.types.shrink_to_fit());
        (modules, packages)
    }
}

/// Sets the module of a type and the scope of every type path in it: paths are written in
/// the module the type is defined in.
fn set_scope(t: &mut TypeDef, m: ModId) {
    fn ty(r: &mut TypeRef, m: ModId) {
        match r {
            TypeRef::Path { scope, args, .. } => {
                *scope = m;
                args.iter_mut().for_each(|a| ty(a, m));
            }
            TypeRef::Array(inner, _, _) => ty(inner, m),
            TypeRef::Tuple(items, _) => items.iter_mut().for_each(|a| ty(a, m)),
            TypeRef::Unsupported(..) => {}
        }
    }
    fn variant(v: &mut Variant, m: ModId) {
        match &mut v.fields {
            VariantFields::Unit => {}
            VariantFields::Newtype(r) => ty(r, m),
            VariantFields::Tuple(rs) => rs.iter_mut().for_each(|r| ty(r, m)),
            VariantFields::Struct(fs) => fs.iter_mut().for_each(|f| ty(&mut f.ty, m)),
        }
    }
    t.module = m;
    if let Some(status) = t.custom_resource.as_mut().and_then(|cr| cr.status.as_mut()) {
        ty(status, m);
    }
    match &mut t.kind {
        TypeKind::Struct(fs) => fs.iter_mut().for_each(|f| ty(&mut f.ty, m)),
        TypeKind::Newtype(r) | TypeKind::Alias(r) => ty(r, m),
        TypeKind::Tuple(rs) => rs.iter_mut().for_each(|r| ty(r, m)),
        TypeKind::Enum(vs) => vs.iter_mut().for_each(|v| variant(v, m)),
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

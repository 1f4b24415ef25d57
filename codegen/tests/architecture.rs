//! The workspace's structure, as ARCHITECTURE.md states it: no module cycle in any crate
//! (every module is read with syn, each `crate::…`, `super::…` and `self::…` path it uses, in
//! `use` items and anywhere else, becomes an edge to the module that path names; a module's
//! use of its own ancestors is not counted, nor are test modules), the engine's layers, marker
//! names read in `markers` only, imports by name, the public API, long files and functions
//! listed, and the lean engine's dependencies.
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use syn::visit::Visit;

/// Module path (`["emit", "crd"]`) → file, for every module file below `src`.
fn modules(src: &Path) -> BTreeMap<Vec<String>, PathBuf> {
    fn walk(dir: &Path, src: &Path, out: &mut BTreeMap<Vec<String>, PathBuf>) {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
            .expect("read src")
            .flatten()
            .map(|e| e.path())
            .collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                walk(&p, src, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                let rel = p.strip_prefix(src).expect("below src");
                let mut segs: Vec<String> = rel
                    .with_extension("")
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                if segs.last().is_some_and(|s| s == "mod" || s == "lib") {
                    segs.pop();
                }
                // Test modules and the binary are not part of the library's graph.
                if segs.last().is_some_and(|s| {
                    s == "tests" || s.ends_with("_tests") || s == "oracle" || s == "main"
                }) {
                    continue;
                }
                out.insert(segs, p);
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(src, src, &mut out);
    out
}

/// Paths a file uses, as written (`crate::emit::crd::CrdOptions`, `super::docs`).
struct Paths(Vec<Vec<String>>);

impl<'ast> Visit<'ast> for Paths {
    fn visit_path(&mut self, p: &'ast syn::Path) {
        self.0
            .push(p.segments.iter().map(|s| s.ident.to_string()).collect());
        syn::visit::visit_path(self, p);
    }

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        fn flatten(t: &syn::UseTree, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
            match t {
                syn::UseTree::Path(p) => {
                    let mut next = prefix;
                    next.push(p.ident.to_string());
                    flatten(&p.tree, next, out);
                }
                syn::UseTree::Name(n) => {
                    let mut next = prefix;
                    next.push(n.ident.to_string());
                    out.push(next);
                }
                syn::UseTree::Rename(r) => {
                    let mut next = prefix;
                    next.push(r.ident.to_string());
                    out.push(next);
                }
                syn::UseTree::Glob(_) => out.push(prefix),
                syn::UseTree::Group(g) => {
                    for t in &g.items {
                        flatten(t, prefix.clone(), out);
                    }
                }
            }
        }
        flatten(&u.tree, Vec::new(), &mut self.0);
    }

    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        // `#[cfg(test)] mod tests { … }` blocks are tests, not the library.
        let is_test = m.attrs.iter().any(|a| {
            a.path().is_ident("cfg") && a.parse_args::<syn::Ident>().is_ok_and(|i| i == "test")
        });
        if !is_test {
            syn::visit::visit_item_mod(self, m);
        }
    }
}

/// The module a path written in module `from` refers to: the longest prefix that is a
/// module file, with the segment after it (`crate::emit::crd::crds` → `emit::crd`, `crds`).
fn target(
    from: &[String],
    path: &[String],
    known: &BTreeMap<Vec<String>, PathBuf>,
) -> Option<(Vec<String>, Option<String>)> {
    let mut base: Vec<String>;
    let mut rest = path;
    match path.first().map(String::as_str) {
        Some("crate") => {
            base = Vec::new();
            rest = &path[1..];
        }
        Some("super") => {
            base = from.to_vec();
            while rest.first().is_some_and(|s| s == "super") {
                base.pop()?;
                rest = &rest[1..];
            }
        }
        Some("self") => {
            base = from.to_vec();
            rest = &path[1..];
        }
        // A path relative to the module, through one of its children (`edit::Plan` where
        // `mod edit;` is declared).
        Some(first) if known.contains_key(&[from, &[first.to_string()]].concat()) => {
            base = from.to_vec();
        }
        _ => return None,
    }
    let mut best = known
        .contains_key(&base)
        .then(|| (base.clone(), rest.first().cloned()));
    for (i, seg) in rest.iter().enumerate() {
        base.push(seg.clone());
        if known.contains_key(&base) {
            best = Some((base.clone(), rest.get(i + 1).cloned()));
        }
    }
    best
}

/// The names each module re-exports (`pub use kind::Kind;` in the root), with the module
/// they come from: a path through the re-export is an edge to that module.
fn reexports(
    known: &BTreeMap<Module, PathBuf>,
    planted: &BTreeMap<Module, String>,
) -> BTreeMap<(Module, String), Module> {
    let mut out = BTreeMap::new();
    for (module, file) in known {
        let ast = parse_module(file, planted.get(module));
        for item in &ast.items {
            let syn::Item::Use(u) = item else { continue };
            if matches!(u.vis, syn::Visibility::Inherited) {
                continue;
            }
            let mut paths = Paths(Vec::new());
            paths.visit_item_use(u);
            for p in &paths.0 {
                if let (Some(name), Some((t, _))) = (p.last(), target(module, p, known))
                    && t != *module
                {
                    out.insert((module.clone(), name.clone()), t);
                }
            }
        }
    }
    out
}

/// A module's file, parsed, with `extra` text appended.
fn parse_module(file: &Path, extra: Option<&String>) -> syn::File {
    let mut text = std::fs::read_to_string(file).expect("read module");
    if let Some(extra) = extra {
        text.push_str(extra);
    }
    syn::parse_file(&text).expect("parse module")
}

/// A module, by its path below the crate root (`["emit", "crd"]`; the root is `[]`).
type Module = Vec<String>;

/// Each module's edges to the modules it uses.
type Graph = BTreeMap<Module, BTreeSet<Module>>;

/// The workspace's crates whose module graphs must be acyclic, by directory.
const CRATES: &[&str] = &[
    "codegen", "runtime", "schema", "envtest", "scaffold", "openapi", "macros", "cli",
];

/// The module graph of the crate whose sources are in `src`, with `planted` text appended
/// to the named modules' files (to check that a planted circle is found). A module's use
/// of an ancestor (`super::…`, `crate::…` above it) is no edge: a child may use what its
/// parent declares. A parent's use of a descendant is one: what the child uses, the parent
/// reaches through it.
fn graph(src: &Path, planted: &BTreeMap<Module, String>) -> Graph {
    let known = modules(src);
    let reexported = reexports(&known, planted);
    let mut edges = Graph::new();
    for (module, file) in &known {
        let ast = parse_module(file, planted.get(module));
        let mut paths = Paths(Vec::new());
        paths.visit_file(&ast);
        let out = edges.entry(module.clone()).or_default();
        for p in &paths.0 {
            let Some((mut t, next)) = target(module, p, &known) else {
                continue;
            };
            // Through re-exports to the module that declares the name (a few hops at most).
            if let Some(name) = next {
                for _ in 0..4 {
                    match reexported.get(&(t.clone(), name.clone())) {
                        Some(from) if *from != t => t = from.clone(),
                        _ => break,
                    }
                }
            }
            if !module.starts_with(&t) {
                out.insert(t);
            }
        }
    }
    edges
}

/// A circle of `edges`, as the modules along it (`a -> b -> a`), if there is one.
fn cycle(edges: &Graph) -> Option<Vec<String>> {
    // Depth-first search for a back edge.
    fn visit(
        n: &Module,
        edges: &Graph,
        state: &mut BTreeMap<Module, u8>,
        stack: &mut Vec<Module>,
    ) -> Option<Vec<String>> {
        match state.get(n) {
            Some(2) => return None,
            Some(1) => {
                let start = stack.iter().position(|s| s == n).unwrap_or(0);
                let mut cycle: Vec<String> = stack[start..].iter().map(|m| m.join("::")).collect();
                cycle.push(n.join("::"));
                return Some(cycle);
            }
            _ => {}
        }
        state.insert(n.clone(), 1);
        stack.push(n.clone());
        for m in edges.get(n).into_iter().flatten() {
            if let Some(c) = visit(m, edges, state, stack) {
                return Some(c);
            }
        }
        stack.pop();
        state.insert(n.clone(), 2);
        None
    }
    let mut state = BTreeMap::new();
    edges
        .keys()
        .find_map(|n| visit(n, edges, &mut state, &mut Vec::new()))
}

/// The graph of a crate's top-level modules (`lib` for the root): each module with its
/// descendants is one node, and an edge is a use between two of them.
fn top_level(edges: &Graph) -> BTreeMap<String, BTreeSet<String>> {
    let name = |m: &Module| m.first().cloned().unwrap_or_else(|| "lib".to_string());
    let mut top: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, to) in edges {
        let f = name(from);
        let out = top.entry(f.clone()).or_default();
        out.extend(to.iter().map(name).filter(|t| *t != f));
    }
    top
}

/// The sources of crate directory `dir` of the workspace.
fn crate_src(dir: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(dir)
        .join("src")
}

/// ARCHITECTURE.md's "No module cycles", in every crate of the workspace.
#[test]
fn no_crate_has_a_module_cycle() {
    for dir in CRATES {
        let edges = graph(&crate_src(dir), &BTreeMap::new());
        assert!(!edges.is_empty(), "no modules found in {dir}/src");
        if let Some(circle) = cycle(&edges) {
            panic!("module cycle in {dir}: {}", circle.join(" -> "));
        }
        // Between top-level modules, each with its descendants.
        let top: Graph = top_level(&edges)
            .into_iter()
            .map(|(f, to)| (vec![f], to.into_iter().map(|t| vec![t]).collect()))
            .collect();
        if let Some(circle) = cycle(&top) {
            panic!(
                "cycle between top-level modules of {dir}: {}",
                circle.join(" -> ")
            );
        }
    }
}

/// The cycle check can fail in each crate: two modules that are not each other's ancestors,
/// made to use each other, are reported.
#[test]
fn a_planted_circle_is_found_in_every_crate() {
    for dir in CRATES {
        let src = crate_src(dir);
        let known: Vec<Module> = modules(&src).into_keys().collect();
        let pair = known
            .iter()
            .flat_map(|a| known.iter().map(move |b| (a, b)))
            .find(|(a, b)| {
                !a.is_empty() && !b.is_empty() && !a.starts_with(b) && !b.starts_with(a)
            });
        let Some((a, b)) = pair else {
            // One module (or only a root and its children): no circle can be planted, so
            // none can be missed either.
            assert!(
                known.iter().all(|m| m.len() <= 1) && known.len() <= 2,
                "{dir}: no pair of unrelated modules among {known:?}"
            );
            continue;
        };
        let planted = BTreeMap::from([
            (a.clone(), format!("\nuse crate::{} as _;\n", b.join("::"))),
            (b.clone(), format!("\nuse crate::{} as _;\n", a.join("::"))),
        ]);
        let circle = cycle(&graph(&src, &planted));
        assert!(
            circle.is_some(),
            "{dir}: the circle planted between {a:?} and {b:?} was not found"
        );
    }
}

/// The engine's layering (ARCHITECTURE.md, "Invariants").
#[test]
fn the_engine_layers_hold() {
    let edges = graph(&crate_src("codegen"), &BTreeMap::new());
    // Checks are the driver's phase: the emitters are handed them and never use `check`,
    // and checks use no emitter.
    for (from, to) in &edges {
        for t in to {
            let (f, t) = (
                from.first().map(String::as_str),
                t.first().map(String::as_str),
            );
            assert!(
                !matches!(
                    (f, t),
                    (Some("emit"), Some("check")) | (Some("check"), Some("emit"))
                ),
                "{} uses {}: checks are wired in by the driver (lib.rs)",
                from.join("::"),
                to.iter()
                    .map(|m| m.join("::"))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
    }
    // The graph is not empty: the driver uses the phases.
    assert!(
        edges
            .get(&vec!["emit".to_string(), "crd".to_string()])
            .is_some_and(|e| e.contains(&vec!["emit".to_string(), "schema".to_string()])),
        "expected edge emit::crd -> emit::schema: {edges:?}"
    );
}

/// String literals of a file outside `#[cfg(test)]` modules.
struct Literals(Vec<String>);

impl<'ast> Visit<'ast> for Literals {
    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        use quote::ToTokens;
        let test_only = m
            .attrs
            .iter()
            .any(|a| a.path().is_ident("cfg") && a.to_token_stream().to_string().contains("test"));
        if !test_only {
            syn::visit::visit_item_mod(self, m);
        }
    }

    fn visit_lit_str(&mut self, l: &'ast syn::LitStr) {
        self.0.push(l.value());
    }
}

/// ARCHITECTURE.md's "Markers are typed once": no module outside `markers` names a marker in
/// a string literal, so no emitter or check can look one up by name. Marker names that are
/// also JSON Schema keywords (`default`, `enum`, `required`, `nullable`) are left out: the
/// schema code writes those keys.
#[test]
fn only_the_markers_module_reads_marker_names() {
    let reference = kube_codegen::marker_reference();
    let names: BTreeSet<&str> = reference
        .lines()
        .filter_map(|l| l.strip_prefix("| `")?.split('`').next())
        .filter(|n| !matches!(*n, "default" | "enum" | "required" | "nullable"))
        .collect();
    assert!(names.len() > 60, "marker names not found in {reference}");
    assert!(names.contains("kubebuilder:validation:Minimum") && names.contains("listType"));
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    for (module, file) in modules(&src) {
        if module.first().is_some_and(|m| m == "markers") {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("read module");
        let mut lits = Literals(Vec::new());
        lits.visit_file(&syn::parse_file(&text).expect("parse module"));
        for l in lits.0 {
            if names.contains(l.as_str()) {
                found.push(format!("{}: \"{l}\"", file.display()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "marker names outside markers/ (match on `MarkerKind` instead):\n{}",
        found.join("\n")
    );
}

/// True when `tree` ends in a glob (`use a::*;`) other than a crate's `prelude::*`.
fn is_glob(tree: &syn::UseTree, after_prelude: bool) -> bool {
    match tree {
        syn::UseTree::Glob(_) => !after_prelude,
        syn::UseTree::Path(p) => is_glob(&p.tree, p.ident == "prelude"),
        syn::UseTree::Group(g) => g.items.iter().any(|t| is_glob(t, after_prelude)),
        syn::UseTree::Name(_) | syn::UseTree::Rename(_) => false,
    }
}

#[test]
fn modules_import_by_name() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut globs = Vec::new();
    for dir in [
        "codegen/src",
        "runtime/src",
        "schema/src",
        "cli/src",
        "macros/src",
        "envtest/src",
        "openapi/src",
    ] {
        for file in modules(&root.join(dir)).into_values() {
            if file.to_string_lossy().ends_with("tests.rs") {
                continue;
            }
            let text = std::fs::read_to_string(&file).expect("read module");
            let parsed = syn::parse_file(&text).expect("parse module");
            for item in parsed.items {
                // A `pub use a::*` re-exports (the generated built-in Kinds); it imports nothing.
                if let syn::Item::Use(u) = item
                    && matches!(u.vis, syn::Visibility::Inherited)
                    && is_glob(&u.tree, false)
                {
                    globs.push(file.display().to_string());
                }
            }
        }
    }
    assert!(
        globs.is_empty(),
        "glob imports outside test modules (name what the module uses from its parent): {globs:?}"
    );
}

/// The library's public surface, one line per item, as the code declares it: the `pub`
/// items of `lib.rs` and of its `pub mod`s, the types it re-exports with `pub use`, their
/// `pub` fields and the `pub` methods of their `impl` blocks.
fn public_surface(src: &Path) -> Vec<String> {
    use quote::ToTokens;
    let parse = |rel: &str| -> syn::File {
        let text = std::fs::read_to_string(src.join(rel)).expect("read module");
        syn::parse_file(&text).expect("parse module")
    };
    let is_pub = |v: &syn::Visibility| matches!(v, syn::Visibility::Public(_));
    let norm = |t: &dyn ToTokens| t.to_token_stream().to_string();
    // Lines for the items of `file` under `prefix`; `only`: keep these names (a re-export).
    let items = |file: &syn::File, prefix: &str, only: Option<&[String]>| -> Vec<String> {
        let keep = |name: &str| only.is_none_or(|o| o.iter().any(|n| n == name));
        // `impl` blocks count for the public types only.
        let public_types: Vec<String> = file
            .items
            .iter()
            .filter_map(|i| match i {
                syn::Item::Struct(s) if is_pub(&s.vis) => Some(s.ident.to_string()),
                syn::Item::Enum(e) if is_pub(&e.vis) => Some(e.ident.to_string()),
                _ => None,
            })
            .collect();
        let mut out = Vec::new();
        for item in &file.items {
            match item {
                syn::Item::Struct(s) if is_pub(&s.vis) && keep(&s.ident.to_string()) => {
                    out.push(format!("struct {prefix}::{}", s.ident));
                    for f in &s.fields {
                        if is_pub(&f.vis)
                            && let Some(id) = &f.ident
                        {
                            out.push(format!(
                                "field {prefix}::{}::{id}: {}",
                                s.ident,
                                norm(&f.ty)
                            ));
                        }
                    }
                }
                syn::Item::Enum(e) if is_pub(&e.vis) && keep(&e.ident.to_string()) => {
                    let variants: Vec<String> =
                        e.variants.iter().map(|v| v.ident.to_string()).collect();
                    out.push(format!(
                        "enum {prefix}::{} {{ {} }}",
                        e.ident,
                        variants.join(", ")
                    ));
                }
                syn::Item::Fn(f) if is_pub(&f.vis) && keep(&f.sig.ident.to_string()) => {
                    out.push(format!("{prefix}::{}", norm(&f.sig)));
                }
                syn::Item::Const(c) if is_pub(&c.vis) && keep(&c.ident.to_string()) => {
                    out.push(format!("const {prefix}::{}: {}", c.ident, norm(&c.ty)));
                }
                syn::Item::Impl(i) => {
                    let ty = norm(&i.self_ty);
                    let name = ty.split_whitespace().next().unwrap_or_default().to_string();
                    if !keep(&name) || !public_types.contains(&name) {
                        continue;
                    }
                    if let Some((_, tr, _)) = &i.trait_ {
                        out.push(format!("impl {} for {prefix}::{ty}", norm(tr)));
                        continue;
                    }
                    for it in &i.items {
                        if let syn::ImplItem::Fn(f) = it
                            && is_pub(&f.vis)
                        {
                            out.push(format!("{prefix}::{ty}::{}", norm(&f.sig)));
                        }
                    }
                }
                _ => {}
            }
        }
        out
    };
    let lib = parse("lib.rs");
    let mut out = items(&lib, "kube_codegen", None);
    for item in &lib.items {
        match item {
            syn::Item::Mod(m) if is_pub(&m.vis) => {
                let name = m.ident.to_string();
                out.push(format!("mod kube_codegen::{name}"));
                out.extend(items(
                    &parse(&if src.join(format!("{name}.rs")).exists() {
                        format!("{name}.rs")
                    } else {
                        format!("{name}/mod.rs")
                    }),
                    &format!("kube_codegen::{name}"),
                    None,
                ));
            }
            syn::Item::Use(u) if is_pub(&u.vis) => {
                // `pub use a::b::{X, Y};` or `pub use a::b::X;`
                let mut path = Vec::new();
                let mut names = Vec::new();
                let mut tree = &u.tree;
                loop {
                    match tree {
                        syn::UseTree::Path(p) => {
                            path.push(p.ident.to_string());
                            tree = &p.tree;
                        }
                        syn::UseTree::Name(n) => {
                            names.push(n.ident.to_string());
                            break;
                        }
                        syn::UseTree::Group(g) => {
                            for t in &g.items {
                                if let syn::UseTree::Name(n) = t {
                                    names.push(n.ident.to_string());
                                }
                            }
                            break;
                        }
                        _ => break,
                    }
                }
                let file = format!("{}.rs", path.join("/"));
                out.extend(items(&parse(&file), "kube_codegen", Some(&names)));
            }
            _ => {}
        }
    }
    // Inherent `impl` blocks of the root's public types may live in any module (the
    // `build.rs` door's `impl Config` in `build_script.rs`).
    let roots: Vec<String> = out
        .iter()
        .filter_map(|l| {
            let rest = l
                .strip_prefix("struct ")
                .or_else(|| l.strip_prefix("enum "))?;
            let name = rest
                .strip_prefix("kube_codegen::")?
                .split_whitespace()
                .next()?;
            (!name.contains("::")).then(|| name.to_string())
        })
        .collect();
    for file in modules(src).into_values() {
        let parsed = syn::parse_file(&std::fs::read_to_string(&file).expect("read module"))
            .expect("parse module");
        for item in &parsed.items {
            let syn::Item::Impl(i) = item else { continue };
            let ty = norm(&i.self_ty);
            if i.trait_.is_some() || !roots.contains(&ty) {
                continue;
            }
            for it in &i.items {
                if let syn::ImplItem::Fn(f) = it
                    && is_pub(&f.vis)
                {
                    out.push(format!("kube_codegen::{ty}::{}", norm(&f.sig)));
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Changes to the public surface are deliberate: it is checked in as
/// `codegen/public-api.txt`; `KUBE_CODEGEN_BLESS=1` rewrites it (review the diff).
#[test]
fn the_public_api_is_the_checked_in_one() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let surface = public_surface(&root.join("src")).join("\n") + "\n";
    let file = root.join("public-api.txt");
    if std::env::var_os("KUBE_CODEGEN_BLESS").is_some_and(|v| v != "0") {
        std::fs::write(&file, &surface).expect("write public-api.txt");
        return;
    }
    let expected = std::fs::read_to_string(&file).unwrap_or_default();
    assert!(
        surface.contains("struct kube_codegen::Config")
            && surface.contains("kube_codegen::Config::fn generate"),
        "the surface was not read: {surface}"
    );
    assert_eq!(
        expected, surface,
        "the public API changed; if on purpose, rerun with KUBE_CODEGEN_BLESS=1 and review codegen/public-api.txt"
    );
}

/// ARCHITECTURE.md's "Files over 600 lines": every hand-written Rust file of the workspace
/// longer than that is listed there with its reason.
#[test]
fn long_files_are_listed_with_a_reason() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let doc = std::fs::read_to_string(root.join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let section = doc
        .split("## Files over 600 lines")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .expect("ARCHITECTURE.md has a \"Files over 600 lines\" section");
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).expect("read dir").flatten() {
            let p = e.path();
            let name = e.file_name();
            if p.is_dir() && name != "target" && name != ".git" {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    let mut files = Vec::new();
    for dir in [
        "codegen/src",
        "runtime/src",
        "schema/src",
        "scaffold/src",
        "cli/src",
        "macros/src",
        "envtest/src",
        "e2e/src",
        "corpus/src",
        "openapi/src",
        "examples",
        "hack/gen-builtin-kinds/src",
    ] {
        walk(&root.join(dir), &mut files);
    }
    assert!(
        files.len() > 50,
        "sources not found under {}",
        root.display()
    );
    let mut missing = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).expect("read source");
        let rel = f
            .strip_prefix(&root)
            .expect("below root")
            .to_string_lossy()
            .into_owned();
        let generated = text
            .lines()
            .next()
            .is_some_and(|l| l.contains("DO NOT EDIT"));
        let lines = text.lines().count();
        if lines > 600 && !generated && !section.contains(&format!("`{rel}`")) {
            missing.push(format!("{rel} ({lines} lines)"));
        }
    }
    assert!(
        missing.is_empty(),
        "files over 600 lines without a reason in ARCHITECTURE.md: {missing:?}"
    );
}

/// The longest a function may be, in lines from its signature to its closing brace: about
/// two screens. Longer ones are listed in ARCHITECTURE.md ("Functions over 120 lines") with
/// their length and reason, and may not grow.
const FN_LIMIT: usize = 120;

/// Every function (free, inherent or trait method, nested in a module) of `file` that is
/// longer than [`FN_LIMIT`] lines, as `(name, lines)`; test modules (`mod tests`) are left
/// out.
fn long_functions(file: &syn::File) -> Vec<(String, usize)> {
    struct Long(Vec<(String, usize)>);
    impl Long {
        fn check(&mut self, name: &syn::Ident, span: proc_macro2::Span) {
            let lines = span.end().line - span.start().line + 1;
            if lines > FN_LIMIT {
                self.0.push((name.to_string(), lines));
            }
        }
    }
    impl<'ast> Visit<'ast> for Long {
        fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
            if m.ident != "tests" {
                syn::visit::visit_item_mod(self, m);
            }
        }
        fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
            use syn::spanned::Spanned;
            self.check(&f.sig.ident, f.span());
            syn::visit::visit_item_fn(self, f);
        }
        fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
            use syn::spanned::Spanned;
            self.check(&f.sig.ident, f.span());
            syn::visit::visit_impl_item_fn(self, f);
        }
        fn visit_trait_item_fn(&mut self, f: &'ast syn::TraitItemFn) {
            use syn::spanned::Spanned;
            if f.default.is_some() {
                self.check(&f.sig.ident, f.span());
            }
            syn::visit::visit_trait_item_fn(self, f);
        }
    }
    let mut long = Long(Vec::new());
    long.visit_file(file);
    long.0
}

/// ARCHITECTURE.md's "Functions over 120 lines": every hand-written function of the
/// workspace's library and binary sources longer than [`FN_LIMIT`] is listed there as
/// `` | `file` | `name` | lines | reason | ``, and is no longer than its listed length; a
/// listed function that got shorter than the limit, or is gone, must leave the list.
#[test]
fn long_functions_are_listed_and_do_not_grow() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let doc = std::fs::read_to_string(root.join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let section = doc
        .split(&format!("## Functions over {FN_LIMIT} lines"))
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .expect("ARCHITECTURE.md has a \"Functions over 120 lines\" section");
    // (file, name) → listed length.
    let mut listed: BTreeMap<(String, String), usize> = BTreeMap::new();
    for row in section.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let unquote = |c: &str| c.trim_matches('`').to_string();
        let lines = cells[3].parse().expect("a listed length");
        listed.insert((unquote(cells[1]), unquote(cells[2])), lines);
    }
    let mut found: BTreeMap<(String, String), usize> = BTreeMap::new();
    for dir in [
        "codegen/src",
        "runtime/src",
        "schema/src",
        "scaffold/src",
        "openapi/src",
        "corpus/src",
        "cli/src",
        "macros/src",
        "envtest/src",
    ] {
        for file in modules(&root.join(dir)).into_values() {
            let text = std::fs::read_to_string(&file).expect("read source");
            if text
                .lines()
                .next()
                .is_some_and(|l| l.contains("DO NOT EDIT"))
            {
                continue;
            }
            let rel = file
                .strip_prefix(&root)
                .expect("below root")
                .to_string_lossy()
                .into_owned();
            let parsed = syn::parse_file(&text).expect("parse source");
            for (name, lines) in long_functions(&parsed) {
                found.insert((rel.clone(), name), lines);
            }
        }
    }
    let mut problems = Vec::new();
    for ((file, name), lines) in &found {
        match listed.get(&(file.clone(), name.clone())) {
            None => problems.push(format!(
                "{file}: `{name}` has {lines} lines and is not listed"
            )),
            Some(max) if lines > max => problems.push(format!(
                "{file}: `{name}` grew to {lines} lines (listed at {max})"
            )),
            Some(_) => {}
        }
    }
    for (file, name) in listed.keys() {
        if !found.contains_key(&(file.clone(), name.clone())) {
            problems.push(format!(
                "{file}: `{name}` is listed but not over {FN_LIMIT} lines: remove it"
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "functions over {FN_LIMIT} lines:\n{}",
        problems.join("\n")
    );
}

/// The crates `kube-codegen`'s normal dependencies pull in with `features`, by name, from
/// `cargo tree` on the workspace's lock file.
fn engine_dependencies(features: &[&str]) -> BTreeSet<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut cmd = std::process::Command::new(env!("CARGO"));
    cmd.current_dir(&root).args([
        "tree",
        "--offline",
        "--locked",
        "-p",
        "kube-codegen",
        "-e",
        "normal",
        "--prefix",
        "none",
        "--no-default-features",
    ]);
    if !features.is_empty() {
        cmd.args(["--features", &features.join(",")]);
    }
    let out = cmd.output().expect("run cargo tree");
    assert!(
        out.status.success(),
        "cargo tree failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .collect()
}

/// ARCHITECTURE.md's crates: the engine a `build.rs` links with default features off
/// compiles no YAML parser and no CEL stack; each feature brings its own.
#[test]
fn the_lean_engine_compiles_no_yaml_and_no_cel() {
    let yaml = |deps: &BTreeSet<String>| {
        deps.iter()
            .any(|d| d.contains("yaml") || d == "serde_norway")
    };
    let cel = |deps: &BTreeSet<String>| deps.iter().any(|d| d == "cel" || d == "antlr4rust");
    let lean = engine_dependencies(&[]);
    assert!(lean.contains("syn"), "not the engine's tree: {lean:?}");
    assert!(!yaml(&lean) && !cel(&lean), "{lean:?}");
    for (feature, has_yaml, has_cel) in [
        ("import", true, false),
        ("compat", true, false),
        ("cel", false, true),
    ] {
        let deps = engine_dependencies(&[feature]);
        assert_eq!(
            (yaml(&deps), cel(&deps)),
            (has_yaml, has_cel),
            "feature {feature}: {deps:?}"
        );
    }
}

/// The layers ARCHITECTURE.md lists for crate directory `dir` (the line
/// `` - `dir/`: `a`, `b` → `c` → `lib` ``), from the bottom; parenthesised remarks are left out.
fn documented_layers(architecture: &str, dir: &str) -> Vec<Vec<String>> {
    let prefix = format!("- `{dir}/`: ");
    let mut lines = architecture.lines().map(str::trim_start);
    let first = lines
        .find_map(|l| l.strip_prefix(&prefix))
        .unwrap_or_else(|| panic!("ARCHITECTURE.md has no layers for {dir}/"));
    // The item goes on over the lines that start no other item.
    let mut line = first.to_string();
    for l in lines.take_while(|l| !l.is_empty() && !l.starts_with("- ")) {
        line.push(' ');
        line.push_str(l);
    }
    let mut plain = String::new();
    let mut depth = 0;
    for c in line.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    plain
        .split('→')
        .map(|layer| {
            layer
                .split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_string)
                .collect()
        })
        .collect()
}

/// ARCHITECTURE.md's layers name every top-level module of every crate once, and a module
/// uses only modules of the layers below its own.
#[test]
fn every_module_is_in_a_documented_layer() {
    let architecture =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../ARCHITECTURE.md"))
            .expect("read ARCHITECTURE.md");
    for dir in CRATES {
        let top = top_level(&graph(&crate_src(dir), &BTreeMap::new()));
        let mut layer_of: BTreeMap<String, usize> = BTreeMap::new();
        for (i, layer) in documented_layers(&architecture, dir).iter().enumerate() {
            for m in layer {
                assert!(
                    layer_of.insert(m.clone(), i).is_none(),
                    "{dir}: `{m}` is in two layers"
                );
                assert!(
                    m == "lib" || top.contains_key(m),
                    "{dir}: the layers name `{m}`, which is no module of {dir}/src"
                );
            }
        }
        for (from, to) in &top {
            let f = layer_of.get(from).unwrap_or_else(|| {
                panic!("{dir}: module `{from}` is in no layer of ARCHITECTURE.md")
            });
            for t in to {
                let t_layer = layer_of[t.as_str()];
                assert!(
                    t_layer < *f,
                    "{dir}: `{from}` uses `{t}`, which is not in a layer below its own"
                );
            }
        }
    }
}

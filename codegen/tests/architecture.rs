//! The engine's module graph has no cycles (ARCHITECTURE.md, "Invariants"): every module of
//! `codegen/src` is read with syn, each `crate::…`, `super::…` and `self::…` path it uses
//! (in `use` items and anywhere else) becomes an edge to the module that path names, and the
//! graph must be acyclic. Edges between a module and its own ancestors or descendants are not
//! counted (a parent declares its children and may re-export them), nor are test modules.

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
                if segs
                    .last()
                    .is_some_and(|s| s == "tests" || s == "oracle" || s == "main")
                {
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
/// module file.
fn target(
    from: &[String],
    path: &[String],
    known: &BTreeMap<Vec<String>, PathBuf>,
) -> Option<Vec<String>> {
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
        _ => return None,
    }
    let mut best = None;
    for seg in rest {
        base.push(seg.clone());
        if known.contains_key(&base) {
            best = Some(base.clone());
        }
    }
    best
}

#[test]
fn the_module_graph_has_no_cycles() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let known = modules(&src);
    assert!(
        known.len() > 10,
        "modules not found under {}",
        src.display()
    );
    let mut edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for (module, file) in &known {
        let text = std::fs::read_to_string(file).expect("read module");
        let ast = syn::parse_file(&text).expect("parse module");
        let mut paths = Paths(Vec::new());
        paths.visit_file(&ast);
        let out = edges.entry(module.clone()).or_default();
        for p in &paths.0 {
            if let Some(t) = target(module, p, &known)
                && !t.starts_with(module)
                && !module.starts_with(&t)
            {
                out.insert(t);
            }
        }
    }
    // Depth-first search for a back edge.
    fn visit(
        n: &Vec<String>,
        edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        state: &mut BTreeMap<Vec<String>, u8>,
        stack: &mut Vec<Vec<String>>,
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
    for n in edges.keys() {
        let mut stack = Vec::new();
        if let Some(cycle) = visit(n, &edges, &mut state, &mut stack) {
            panic!("module cycle: {}", cycle.join(" -> "));
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

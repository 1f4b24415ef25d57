//! rustc as the oracle: random multi-group crates whose every field's type rustc reports
//! (`std::any::type_name` of the field's type expression, written in the field's own
//! module), compared with what [`Api::resolve`] picks for the same field.
//!
//! The crate has groups with versions as files, directories and 2018-style modules, inline
//! `mod` blocks, a `#[path]` module, a shared package that re-exports a sub-module by glob,
//! and the same type names defined in many modules. Each field names a random type by a
//! random form: bare (local or through a glob), `crate::`, `super::`, `self::` and
//! `self::super::` paths, a
//! module alias, a renamed type import, a `use` group with `self`, a re-export, a type
//! alias. The generator only writes what rustc accepts (it tracks which names each glob
//! brings, and never uses an ambiguous one), and rustc compiles it before anything is
//! compared.
//!
//! `KUBE_CODEGEN_ORACLE_SEED=<n>` replays a run; the seed is printed on failure.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

use super::{Res, Resolver};
use crate::diag::{Diagnostics, SourceMap};
use crate::model::{Api, TypeId, TypeKind, TypeRef};
use crate::parse::parse_paths;

/// splitmix64: a small deterministic generator, so a seed replays a run exactly.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// Type names that several modules define.
const NAMES: [&str; 5] = ["Ref", "Spec", "Item", "Status", "Config"];

/// How a module is written.
#[derive(Clone, Copy, PartialEq)]
enum Layout {
    /// `src/main.rs`
    Root,
    /// `<parent dir>/<name>.rs`, its children in `<parent dir>/<name>/` (2018 style).
    File,
    /// `<parent dir>/<name>/mod.rs`
    Dir,
    /// `mod <name> { … }` inside the parent's file.
    Inline,
    /// `#[path = "extra/<name>.rs"] pub mod <name>;` in the parent.
    PathAttr,
}

struct Module {
    /// `["a", "v1"]`; empty for the crate root.
    path: Vec<String>,
    layout: Layout,
    parent: Option<usize>,
    children: Vec<usize>,
    /// Types defined here.
    types: BTreeSet<&'static str>,
    /// Glob imports: indices of modules (only of modules whose names the generator can
    /// predict: see `glob_names`).
    globs: Vec<usize>,
    /// `pub use self::<child>::*;` re-exports of a child.
    reexports: Vec<usize>,
    /// `use` items and type aliases to write.
    uses: Vec<String>,
    /// Fields of `Holder`: (name, type expression).
    fields: Vec<(String, String)>,
}

struct Gen {
    rng: Rng,
    modules: Vec<Module>,
    fresh: usize,
    /// How often each form of `reference` was written; `[10]` counts bare names brought by
    /// a glob, `[11]` relative paths written `self::super::…`.
    forms: [usize; 12],
}

impl Gen {
    fn add(&mut self, parent: Option<usize>, name: &str, layout: Layout) -> usize {
        let mut path = parent.map_or_else(Vec::new, |p| self.modules[p].path.clone());
        if parent.is_some() {
            path.push(name.to_string());
        }
        let id = self.modules.len();
        self.modules.push(Module {
            path,
            layout,
            parent,
            children: Vec::new(),
            types: BTreeSet::new(),
            globs: Vec::new(),
            reexports: Vec::new(),
            uses: Vec::new(),
            fields: Vec::new(),
        });
        if let Some(p) = parent {
            self.modules[p].children.push(id);
        }
        id
    }

    fn crate_path(&self, m: usize) -> String {
        std::iter::once("crate".to_string())
            .chain(self.modules[m].path.iter().cloned())
            .collect::<Vec<_>>()
            .join("::")
    }

    /// The types `crate::<m>::Name` names from anywhere: its own, and what its `pub use`
    /// re-exports bring (shadowed by its own).
    fn public_names(&self, m: usize) -> BTreeMap<&'static str, usize> {
        let mut out = BTreeMap::new();
        for &r in &self.modules[m].reexports {
            out.extend(self.public_names(r));
        }
        for &t in &self.modules[m].types {
            out.insert(t, m);
        }
        out
    }

    /// The types a glob import of `m` brings into a descendant of `m` (`use super::*`) or
    /// into any module: its public names, plus, for a descendant, what `m`'s own glob
    /// imports bring it. `None`: two globs bring different types (a use is an error).
    fn glob_names(&self, m: usize, descendant: bool) -> BTreeMap<&'static str, Option<usize>> {
        let mut out: BTreeMap<&'static str, Option<usize>> = BTreeMap::new();
        if descendant {
            for &g in &self.modules[m].globs {
                let inner =
                    self.glob_names(g, self.modules[m].path.starts_with(&self.modules[g].path));
                for (n, def) in inner {
                    let e = out.entry(n).or_insert(def);
                    if *e != def {
                        *e = None;
                    }
                }
            }
        }
        for (n, def) in self.public_names(m) {
            out.insert(n, Some(def));
        }
        out
    }

    /// What a bare `name` means in `m` if it is unambiguous: its own type, else the one
    /// type its globs bring.
    fn bare(&self, m: usize, name: &str) -> Option<usize> {
        if self.modules[m].types.contains(name) {
            return Some(m);
        }
        let mut defs: BTreeSet<Option<usize>> = BTreeSet::new();
        for &g in &self.modules[m].globs {
            let descendant = self.modules[m].path.starts_with(&self.modules[g].path);
            if let Some(d) = self.glob_names(g, descendant).get(name) {
                defs.insert(*d);
            }
        }
        match defs.into_iter().collect::<Vec<_>>()[..] {
            [Some(d)] => Some(d),
            _ => None,
        }
    }

    fn fresh(&mut self, prefix: &str) -> String {
        self.fresh += 1;
        format!("{prefix}{}", self.fresh)
    }

    /// A relative path from `from` to module `to`: `super::super::b::v1`, `self::inner`, and
    /// (a third of the time) `self::super::b::v1`, which rustc accepts too.
    fn relative(&mut self, from: usize, to: usize) -> String {
        let self_prefix = self.rng.chance(33);
        let a = &self.modules[from].path;
        let b = &self.modules[to].path;
        let common = a.iter().zip(b).take_while(|(x, y)| x == y).count();
        let up = a.len() - common;
        let mut segs: Vec<String> = Vec::new();
        if up == 0 || self_prefix {
            segs.push("self".into());
        }
        segs.extend(std::iter::repeat_n("super".to_string(), up));
        segs.extend(b[common..].iter().cloned());
        if up > 0 && self_prefix {
            self.forms[11] += 1;
        }
        segs.join("::")
    }

    /// A type expression, written in `m`, naming `name` defined in module `def`, in a
    /// random form; the form's `use` items are added to `m`.
    fn reference(&mut self, m: usize, def: usize, name: &'static str) -> String {
        let target = self.crate_path(def);
        loop {
            let form = self.rng.below(10);
            let before = self.modules[m].uses.len();
            if let Some(ty) = self.form(form, m, def, name, &target) {
                self.count(form, m, def);
                debug_assert!(self.modules[m].uses.len() <= before + 1);
                return ty;
            }
        }
    }

    fn count(&mut self, form: usize, m: usize, def: usize) {
        self.forms[form] += 1;
        if form == 0 && def != m {
            self.forms[10] += 1;
        }
    }

    fn form(
        &mut self,
        form: usize,
        m: usize,
        def: usize,
        name: &'static str,
        target: &str,
    ) -> Option<String> {
        match form {
            0 if self.bare(m, name) == Some(def) => return Some(name.to_string()),
            1 => return Some(format!("{target}::{name}")),
            2 => return Some(format!("{}::{name}", self.relative(m, def))),
            3 => {
                let alias = self.fresh("m");
                self.modules[m]
                    .uses
                    .push(format!("use {target} as {alias};"));
                return Some(format!("{alias}::{name}"));
            }
            4 => {
                let alias = self.fresh("T");
                self.modules[m]
                    .uses
                    .push(format!("use {target}::{name} as {alias};"));
                return Some(alias);
            }
            5 if def != 0 => {
                // `use crate::{a::{v1::{self as x}}};`
                let alias = self.fresh("g");
                let segs = &self.modules[def].path;
                let mut group = format!("{{self as {alias}}}");
                for s in segs.iter().rev() {
                    group = format!("{{{s}::{group}}}");
                }
                self.modules[m].uses.push(format!("use crate::{group};"));
                return Some(format!("{alias}::{name}"));
            }
            6 => {
                let alias = self.fresh("Alias");
                self.modules[m]
                    .uses
                    .push(format!("pub type {alias} = {target}::{name};"));
                return Some(alias);
            }
            7 => {
                // Through a module that re-exports `def` by glob, when the name is not
                // shadowed there.
                let via: Vec<usize> = (0..self.modules.len())
                    .filter(|&r| self.public_names(r).get(name) == Some(&def) && r != def)
                    .collect();
                if !via.is_empty() {
                    let r = via[self.rng.below(via.len())];
                    return Some(format!("{}::{name}", self.crate_path(r)));
                }
            }
            8 if self.modules[def].path.starts_with(&self.modules[m].path) && def != m => {
                // A descendant, named from here without `self::`.
                let rest = self.modules[def].path[self.modules[m].path.len()..].join("::");
                return Some(format!("{rest}::{name}"));
            }
            9 => {
                let alias = self.fresh("m");
                let item = format!("use {} as {alias};", self.relative(m, def));
                self.modules[m].uses.push(item);
                return Some(format!("{alias}::{name}"));
            }
            _ => {}
        }
        None
    }
}

/// The crate's module tree, types, globs and `fields` fields in all.
fn generate(seed: u64, fields: usize) -> Gen {
    let mut g = Gen {
        rng: Rng(seed),
        modules: Vec::new(),
        fresh: 0,
        forms: [0; 12],
    };
    let root = g.add(None, "", Layout::Root);
    let shared = g.add(Some(root), "shared", Layout::Dir);
    let types = g.add(Some(shared), "types", Layout::File);
    g.modules[shared].reexports.push(types);
    for group in ["a", "b", "c"] {
        let layout = if group == "c" {
            Layout::File
        } else {
            Layout::Dir
        };
        let gm = g.add(Some(root), group, layout);
        for (i, v) in ["v1", "v2"].iter().enumerate() {
            let layout = match (group, i) {
                ("a", 0) => Layout::File,
                ("b", 1) => Layout::PathAttr,
                _ => Layout::Dir,
            };
            let vm = g.add(Some(gm), v, layout);
            if layout != Layout::PathAttr {
                g.add(Some(vm), "inner", Layout::Inline);
            }
        }
    }
    // Types: every module but the root defines a random non-empty subset of the names.
    for m in 1..g.modules.len() {
        for n in NAMES {
            if g.rng.chance(50) {
                g.modules[m].types.insert(n);
            }
        }
        if g.modules[m].types.is_empty() {
            g.modules[m].types.insert(NAMES[g.rng.below(NAMES.len())]);
        }
    }
    // At least one of `types`' names is re-exported by `shared` (not shadowed there).
    if g.modules[types].types.is_subset(&g.modules[shared].types) {
        let t = *g.modules[types].types.iter().next().expect("non-empty");
        g.modules[shared].types.remove(t);
        if g.modules[shared].types.is_empty() {
            let other = NAMES.iter().find(|n| **n != t).expect("two names");
            g.modules[shared].types.insert(other);
        }
    }
    // Globs: the shared package, or the parent (`use super::*`), in some modules; only
    // modules without `use` items of their own are glob sources, so what a glob brings is
    // known.
    for m in 1..g.modules.len() {
        if m != shared && m != types && g.rng.chance(50) {
            g.modules[m].globs.push(shared);
        }
        if let Some(p) = g.modules[m].parent
            && p != root
            && g.modules[p].layout != Layout::Inline
            && g.rng.chance(40)
            && !g.modules[m].globs.contains(&p)
        {
            g.modules[m].globs.push(p);
        }
    }
    // Glob sources must not get `use` items: only leaves and the shared modules get none;
    // the others' fields are written with forms that add `use` items freely below, so
    // restrict glob sources to modules that hold no fields.
    let sources: BTreeSet<usize> = g.modules.iter().flat_map(|m| m.globs.clone()).collect();
    let defs: Vec<(usize, &'static str)> = g
        .modules
        .iter()
        .enumerate()
        .flat_map(|(i, m)| m.types.iter().map(move |t| (i, *t)))
        .collect();
    let holders: Vec<usize> = (0..g.modules.len())
        .filter(|m| !sources.contains(m) && *m != types)
        .collect();
    let fields_per_module = fields.div_ceil(holders.len());
    for m in holders {
        // Names a glob brings here and types a re-export makes reachable: rare when
        // drawn at random, so a share of the fields is drawn from them.
        let through_glob: Vec<(usize, &'static str)> = NAMES
            .iter()
            .filter_map(|&n| g.bare(m, n).filter(|&d| d != m).map(|d| (d, n)))
            .collect();
        let reexported: Vec<(usize, &'static str)> = g
            .public_names(shared)
            .into_iter()
            .filter(|&(_, d)| d != shared)
            .map(|(n, d)| (d, n))
            .collect();
        for f in 0..fields_per_module {
            let ty = match g.rng.below(10) {
                0 | 1 if !through_glob.is_empty() => {
                    let (def, name) = through_glob[g.rng.below(through_glob.len())];
                    g.count(0, m, def);
                    name.to_string()
                }
                2 if !reexported.is_empty() => {
                    let (def, name) = reexported[g.rng.below(reexported.len())];
                    g.count(7, m, def);
                    format!("crate::shared::{name}")
                }
                _ => {
                    let (def, name) = defs[g.rng.below(defs.len())];
                    g.reference(m, def, name)
                }
            };
            g.modules[m].fields.push((format!("f{f}"), ty));
        }
    }
    g
}

/// Writes the crate below `dir`: `Cargo.toml`, `src/…`.
fn write_crate(g: &Gen, dir: &Path) {
    std::fs::write(
        dir.join("Cargo.toml"),
        "[package]\nname = \"oracle\"\nversion = \"0.0.0\"\nedition = \"2021\"\n",
    )
    .expect("write Cargo.toml");
    let mut files: BTreeMap<std::path::PathBuf, String> = BTreeMap::new();
    fn body(g: &Gen, m: usize, indent: &str) -> String {
        let module = &g.modules[m];
        let mut s = String::new();
        if m == 0 {
            s.push_str("#![allow(dead_code, unused_imports, non_camel_case_types)]\n");
        }
        for &c in &module.children {
            let child = &g.modules[c];
            let name = child.path.last().expect("child name");
            match child.layout {
                Layout::Inline => {
                    let _ = writeln!(s, "{indent}pub mod {name} {{");
                    s.push_str(&body(g, c, &format!("{indent}    ")));
                    let _ = writeln!(s, "{indent}}}");
                }
                Layout::PathAttr => {
                    let up = "../".repeat(g.modules[m].path.len());
                    let file = child.path.join("_");
                    let _ = writeln!(
                        s,
                        "{indent}#[path = \"{up}extra/{file}.rs\"]\n{indent}pub mod {name};"
                    );
                }
                _ => {
                    let _ = writeln!(s, "{indent}pub mod {name};");
                }
            }
        }
        for &r in &module.reexports {
            let name = g.modules[r].path.last().expect("name");
            let _ = writeln!(s, "{indent}pub use self::{name}::*;");
        }
        for &gl in &module.globs {
            let _ = writeln!(s, "{indent}use {}::*;", g.crate_path(gl));
        }
        for u in &module.uses {
            let _ = writeln!(s, "{indent}{u}");
        }
        for t in &module.types {
            let _ = writeln!(s, "{indent}pub struct {t} {{ pub id: u8 }}");
        }
        if !module.fields.is_empty() {
            let _ = writeln!(s, "{indent}pub struct Holder {{");
            for (f, ty) in &module.fields {
                let _ = writeln!(s, "{indent}    pub {f}: {ty},");
            }
            let _ = writeln!(s, "{indent}}}");
            let _ = writeln!(
                s,
                "{indent}pub fn fields() -> Vec<(&'static str, &'static str)> {{\n{indent}    vec!["
            );
            for (f, ty) in &module.fields {
                let _ = writeln!(
                    s,
                    "{indent}        (\"{f}\", std::any::type_name::<{ty}>()),"
                );
            }
            let _ = writeln!(s, "{indent}    ]\n{indent}}}");
        }
        if m == 0 {
            s.push_str("fn main() {\n");
            for (i, module) in g.modules.iter().enumerate() {
                if !module.fields.is_empty() {
                    let p = g.crate_path(i);
                    let _ = writeln!(
                        s,
                        "    for (f, t) in {p}::fields() {{ println!(\"{p}\\t{{f}}\\t{{t}}\"); }}"
                    );
                }
            }
            s.push_str("}\n");
        }
        s
    }
    let src = dir.join("src");
    for (i, m) in g.modules.iter().enumerate() {
        let rel = m.path.join("/");
        let file = match m.layout {
            Layout::Root => src.join("main.rs"),
            Layout::File => src.join(format!("{rel}.rs")),
            Layout::Dir => src.join(rel).join("mod.rs"),
            Layout::PathAttr => src.join("extra").join(format!("{}.rs", m.path.join("_"))),
            Layout::Inline => continue,
        };
        files.insert(file, body(g, i, ""));
    }
    for (path, text) in files {
        std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
        std::fs::write(&path, text).expect("write source");
    }
}

/// Follows type aliases to the type they name, as `type_name` does.
fn unalias(api: &Api, resolver: &Resolver<'_>, mut id: TypeId) -> Result<TypeId, String> {
    for _ in 0..16 {
        let def = &api.packages[id.package].types[id.index];
        let TypeKind::Alias(TypeRef::Path { path, scope, .. }) = &def.kind else {
            return Ok(id);
        };
        id = match resolver.resolve(*scope, path) {
            Ok(Res::Local(next)) => next,
            other => return Err(format!("alias `{}` → {other:?}", def.name)),
        };
    }
    Err("alias chain too long".into())
}

#[test]
fn resolution_agrees_with_rustc() {
    let seed = std::env::var("KUBE_CODEGEN_ORACLE_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or(1)
        });
    let g = generate(seed, 1200);
    assert!(
        g.forms.iter().all(|&n| n > 0),
        "seed {seed}: every path form must be written at least once: {:?}",
        g.forms
    );
    let dir = tempfile::tempdir().expect("tempdir");
    write_crate(&g, dir.path());
    let replay = format!(
        "seed {seed} (replay with KUBE_CODEGEN_ORACLE_SEED={seed}; the crate was in {})",
        dir.path().display()
    );

    // rustc's answer.
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let exe = dir.path().join("oracle-bin");
    let out = std::process::Command::new(&rustc)
        .args(["--edition", "2021", "--crate-name", "oracle", "-o"])
        .arg(&exe)
        .arg(dir.path().join("src/main.rs"))
        .output()
        .expect("run rustc");
    assert!(
        out.status.success(),
        "the generated crate does not compile ({replay}):\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let run = std::process::Command::new(&exe)
        .output()
        .expect("run oracle");
    assert!(run.status.success(), "{replay}");
    let expected: BTreeMap<(String, String), String> = String::from_utf8_lossy(&run.stdout)
        .lines()
        .map(|l| {
            let mut it = l.split('\t');
            let module = it.next().expect("module").to_string();
            let field = it.next().expect("field").to_string();
            let ty = it.next().expect("type").replacen("oracle::", "crate::", 1);
            ((module, field), ty)
        })
        .collect();

    // Ours.
    let mut sources = SourceMap::new();
    let mut diags = Diagnostics::new();
    let api = parse_paths(&[dir.path().join("src")], &mut sources, &mut diags);
    assert!(!diags.has_errors(), "{replay}: {:?}", diags.items());
    let resolver = Resolver::new(&api);
    let mut compared = 0;
    let mut wrong = Vec::new();
    for pkg in &api.packages {
        for t in pkg.types.iter().filter(|t| t.name == "Holder") {
            let module = api.module_path(t.module);
            let TypeKind::Struct(fields) = &t.kind else {
                continue;
            };
            for f in fields {
                let TypeRef::Path { path, scope, .. } = &f.ty else {
                    panic!("{replay}: field type is not a path")
                };
                let ours = match resolver.resolve(*scope, path) {
                    Ok(Res::Local(id)) => unalias(&api, &resolver, id).map(|id| api.type_path(id)),
                    other => Err(format!("{other:?}")),
                };
                let theirs = expected.get(&(module.clone(), f.rust_name.clone()));
                compared += 1;
                if theirs.map(String::as_str) != ours.as_deref().ok() {
                    wrong.push(format!(
                        "{module}::Holder.{}: `{path}`: rustc {theirs:?}, kube-codegen {ours:?}",
                        f.rust_name
                    ));
                }
            }
        }
    }
    assert_eq!(
        compared,
        expected.len(),
        "{replay}: not every field was compared"
    );
    assert!(compared >= 1000, "{replay}: only {compared} fields");
    assert!(
        wrong.is_empty(),
        "{} of {compared} fields resolved differently from rustc ({replay}):\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

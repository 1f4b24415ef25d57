//! Name resolution: which type a path written in a module names, decided as rustc decides
//! it (the 2018+ editions' rules), from the module tree the parser built.
//!
//! A path's first segment is looked up in the module it is written in: `crate`, `self` and
//! `super` name modules; any other name is, in this order, a type or child module defined
//! there, a name bound by a `use` item (aliases, groups and `self` in groups included), a
//! name a glob import brings (`use a::*`, followed through `pub use` re-exports at any
//! depth, shadowed by every explicit name, ambiguous when two globs bring different things),
//! and only then an external crate (`k8s_openapi::…`) or, for a one-segment path, the
//! prelude (`Option`, `Vec`, `String`, `Box`, `Result`) and the primitive types. Each
//! further segment is looked up the same way inside the module found so far. Generic
//! parameters shadow all of this; the schema emitter substitutes them before it asks.
//!
//! There is no fall-back by name: a path that names nothing is an error that says where the
//! lookup went. Tables are built once per run ([`Resolver::new`]) and lookups are memoised,
//! so resolving a path costs a few hash lookups whatever the size of the API.

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::model::{Api, ModId, Module, TypeId, Vis};

/// The longest chain of `use` items followed for one name (each link is a recursive
/// lookup; rustc's own recursion limit is of the same order).
const MAX_IMPORT_CHAIN: usize = 128;

/// What a type path names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Res {
    /// A type defined in the inputs.
    Local(TypeId),
    /// A type outside the inputs, by its full path as far as it can be known
    /// (`k8s_openapi::api::core::v1::PodSpec`, `std::collections::BTreeMap`); prelude types by
    /// their std path (`std::option::Option`), primitives by their name (`i32`).
    External(String),
}

/// Why a path names no type: a message for the diagnostic's head, and notes saying where
/// the lookup went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResolveError {
    /// One line, naming the path or segment that failed.
    pub message: String,
    /// Where the lookup looked, what shadowed what.
    pub notes: Vec<String>,
    /// How to fix it, when there is an obvious way.
    pub help: Option<String>,
}

impl ResolveError {
    /// The error as a diagnostic at `span`, with its notes and help.
    pub fn at(self, span: crate::diag::Span) -> crate::diag::Diagnostic {
        let mut d = crate::diag::Diagnostic::error(span, self.message);
        for n in self.notes {
            d = d.with_note(n);
        }
        if let Some(h) = self.help {
            d = d.with_help(h);
        }
        d
    }
}

impl ResolveError {
    fn new(message: impl Into<String>) -> Self {
        ResolveError {
            message: message.into(),
            notes: Vec::new(),
            help: None,
        }
    }
}

/// What a name is bound to.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Target {
    Module(ModId),
    Type(TypeId),
    External(String),
}

/// The binding of a name in a module's type namespace.
#[derive(Debug, Clone)]
enum Entry {
    Found(Target, Vis),
    /// Two glob imports bring different things under this name.
    Ambiguous(Vec<Target>),
    /// An explicit `use` of this name whose path resolves to nothing.
    Failed(ResolveError),
}

/// The lookup tables of a run's module tree; see the module docs.
#[derive(Debug)]
struct Scopes {
    /// Per module: names bound by explicit `use` items → index in `Module::imports`.
    explicit: Vec<HashMap<String, usize>>,
    /// Per module: indices of glob imports in `Module::imports`.
    globs: Vec<Vec<usize>>,
    /// Crate name → crate root, for inputs found inside a crate with a `Cargo.toml`.
    crates: HashMap<String, ModId>,
    /// Per module: memoised top-level lookups (shared by the threads that build schemas).
    cache: Vec<Mutex<HashMap<String, Option<Entry>>>>,
    /// Name lookups performed (memo hits excluded), for the linear-growth test.
    lookups: AtomicU64,
}

impl Scopes {
    /// Indexes the `use` items of every module.
    fn build(modules: &[Module]) -> Scopes {
        let mut explicit = Vec::with_capacity(modules.len());
        let mut globs = Vec::with_capacity(modules.len());
        let mut crates = HashMap::new();
        for (id, m) in modules.iter().enumerate() {
            let mut names = HashMap::new();
            let mut g = Vec::new();
            for (i, imp) in m.imports.iter().enumerate() {
                match &imp.name {
                    // A later `use` of the same name is a compile error (E0252); keep the first.
                    Some(n) => {
                        names.entry(n.clone()).or_insert(i);
                    }
                    None => g.push(i),
                }
            }
            explicit.push(names);
            globs.push(g);
            if let Some(name) = &m.crate_name {
                crates.entry(name.clone()).or_insert(id);
            }
        }
        Scopes {
            cache: (0..modules.len())
                .map(|_| Mutex::new(HashMap::new()))
                .collect(),
            explicit,
            globs,
            crates,
            lookups: AtomicU64::new(0),
        }
    }
}

/// Locks a memo table; a poisoned lock (a panic elsewhere) still holds valid entries.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Prelude types (Rust 2021's `std::prelude`) that can stand in a field's type.
const PRELUDE: &[(&str, &str)] = &[
    ("Option", "std::option::Option"),
    ("Result", "std::result::Result"),
    ("Vec", "std::vec::Vec"),
    ("String", "std::string::String"),
    ("Box", "std::boxed::Box"),
];

/// The primitive types.
const PRIMITIVES: &[&str] = &[
    "bool", "char", "str", "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64",
    "u128", "usize", "f32", "f64",
];

/// Whether `prefix::name` is a type this tool knows outside the inputs, for names brought
/// by a glob import of an external module (`use k8s_openapi::api::core::v1::*;`).
fn external_glob_has(prefix: &str, name: &str) -> bool {
    if let Some(rel) = prefix.strip_prefix("k8s_openapi::") {
        kube_codegen_openapi::is_known(&format!("{rel}::{name}"))
    } else if prefix.starts_with("kube::") || prefix.starts_with("kube_core::") {
        kube_codegen_openapi::by_name(name).len() == 1
    } else if matches!(prefix, "std::collections" | "alloc::collections") {
        matches!(
            name,
            "BTreeMap" | "BTreeSet" | "HashMap" | "HashSet" | "VecDeque" | "LinkedList"
        )
    } else {
        false
    }
}

/// Answers what type paths name, over one run's [`Api`]: the lookup tables are built once
/// ([`Resolver::new`]) and lookups are memoised, so it is shared by everything that resolves
/// paths in that run (it is `Sync`: the schemas of several Kinds are built at once).
#[derive(Debug)]
pub struct Resolver<'a> {
    api: &'a Api,
    scopes: Scopes,
}

impl<'a> Resolver<'a> {
    /// Builds the lookup tables of `api`'s module tree.
    pub fn new(api: &'a Api) -> Self {
        Resolver {
            api,
            scopes: Scopes::build(&api.modules),
        }
    }

    /// What the type path `path` (as written: `Foo`, `bv1::Ref`, `super::b::v1::Ref`,
    /// `::std::string::String`) names when written in module `scope`.
    pub fn resolve(&self, scope: ModId, path: &str) -> Result<Res, ResolveError> {
        let (global, rest) = match path.strip_prefix("::") {
            Some(r) => (true, r),
            None => (false, path),
        };
        let segs: Vec<&str> = rest.split("::").collect();
        let mut stack = Vec::new();
        match self.resolve_path(scope, global, &segs, &mut stack)? {
            Target::Type(t) => Ok(Res::Local(t)),
            Target::External(p) => Ok(Res::External(p)),
            Target::Module(m) => Err(ResolveError::new(format!(
                "expected a type, found module `{}`",
                self.api.module_path(m)
            ))),
        }
    }

    /// Name lookups performed so far in this run (memoised lookups not counted): a
    /// deterministic measure of the resolver's work.
    #[cfg(test)]
    pub fn lookups(&self) -> u64 {
        self.scopes.lookups.load(Ordering::Relaxed)
    }

    fn describe(&self, t: &Target) -> String {
        match t {
            Target::Module(m) => format!("module `{}`", self.api.module_path(*m)),
            Target::Type(t) => format!("type `{}`", self.api.type_path(*t)),
            Target::External(p) => format!("`{p}`"),
        }
    }

    fn is_within(&self, m: ModId, ancestor: ModId) -> bool {
        let mut cur = Some(m);
        while let Some(c) = cur {
            if c == ancestor {
                return true;
            }
            cur = self.api.modules[c].parent;
        }
        false
    }

    fn visible(&self, vis: Vis, from: ModId) -> bool {
        match vis {
            Vis::Public => true,
            Vis::Restricted(owner) => self.is_within(from, owner),
        }
    }

    fn resolve_path<S: AsRef<str>>(
        &self,
        from: ModId,
        global: bool,
        segs: &[S],
        stack: &mut Vec<(ModId, String)>,
    ) -> Result<Target, ResolveError> {
        let Some(first) = segs.first().map(AsRef::as_ref) else {
            return Err(ResolveError::new("empty path"));
        };
        let mut rest = &segs[1..];
        let mut cur = if global {
            self.extern_crate(first)
        } else {
            match first {
                "crate" => Target::Module(self.api.modules[from].crate_root),
                // rustc's prefixes: `self`, then any number of `super`s (`self::super::x`,
                // `super::super::x`, `self::super::super::x`).
                "self" | "super" => {
                    let mut m = match first {
                        "super" => self.parent(from)?,
                        _ => from,
                    };
                    while let Some(s) = rest.first()
                        && s.as_ref() == "super"
                    {
                        m = self.parent(m)?;
                        rest = &rest[1..];
                    }
                    Target::Module(m)
                }
                name => match self.lookup(from, name, stack) {
                    Some(e) => self.entry_target(e, name)?,
                    None if segs.len() == 1 => return self.fallback(from, name),
                    None => self.extern_crate(name),
                },
            }
        };
        for seg in rest {
            let seg = seg.as_ref();
            cur = match cur {
                Target::Module(m) => match self.lookup(m, seg, stack) {
                    Some(e) => self.entry_target(e, seg)?,
                    None => return Err(self.not_in_module(m, seg)),
                },
                Target::External(p) => Target::External(format!("{p}::{seg}")),
                Target::Type(t) => {
                    return Err(ResolveError::new(format!(
                        "`{}` is a type, not a module: `{seg}` cannot be found in it",
                        self.api.type_path(t)
                    )));
                }
            };
        }
        Ok(cur)
    }

    fn parent(&self, m: ModId) -> Result<ModId, ResolveError> {
        self.api.modules[m].parent.ok_or_else(|| {
            let mut e = ResolveError::new(format!(
                "too many `super`s: `{}` has no parent module",
                self.api.module_path(m)
            ));
            e.notes
                .push("`super` cannot go above the crate root or above an input that is not inside a crate".into());
            e
        })
    }

    fn extern_crate(&self, name: &str) -> Target {
        match self.scopes.crates.get(name) {
            Some(&root) => Target::Module(root),
            None => Target::External(name.to_string()),
        }
    }

    fn entry_target(&self, e: Entry, name: &str) -> Result<Target, ResolveError> {
        match e {
            Entry::Found(t, _) => Ok(t),
            Entry::Failed(err) => Err(err),
            Entry::Ambiguous(targets) => {
                let mut err = ResolveError::new(format!("`{name}` is ambiguous"));
                for t in &targets {
                    err.notes.push(format!(
                        "`{name}` could refer to {}, brought in by a glob import",
                        self.describe(t)
                    ));
                }
                err.help = Some(format!(
                    "import `{name}` by name (`use …::{name};`) to say which one"
                ));
                Err(err)
            }
        }
    }

    /// A one-segment path that no module scope binds: the prelude, then the primitives.
    fn fallback(&self, from: ModId, name: &str) -> Result<Target, ResolveError> {
        if let Some((_, full)) = PRELUDE.iter().find(|(n, _)| *n == name) {
            return Ok(Target::External((*full).to_string()));
        }
        if PRIMITIVES.contains(&name) {
            return Ok(Target::External(name.to_string()));
        }
        let mut err = ResolveError::new(format!("cannot find type `{name}` in this scope"));
        err.notes.push(format!(
            "looked in module `{}` (its items, `use` items and glob imports) and in the prelude",
            self.api.module_path(from)
        ));
        self.explain_miss(from, name, &mut err);
        Err(err)
    }

    fn not_in_module(&self, m: ModId, name: &str) -> ResolveError {
        let mut err = ResolveError::new(format!(
            "cannot find `{name}` in module `{}`",
            self.api.module_path(m)
        ));
        if !self.api.modules[m].read {
            err.notes.push(format!(
                "module `{}` is not among the inputs, so its contents are unknown",
                self.api.module_path(m)
            ));
            err.help = Some("pass the module's file or directory as an input too".into());
        } else {
            self.explain_miss(m, name, &mut err);
        }
        err
    }

    /// Notes on unknown globs and a hint naming where a type of that name is defined.
    fn explain_miss(&self, m: ModId, name: &str, err: &mut ResolveError) {
        let module = &self.api.modules[m];
        for &g in &self.scopes.globs[m] {
            let imp = &module.imports[g];
            let mut stack = Vec::new();
            if let Ok(Target::External(p)) = self.resolve_path(m, imp.global, &imp.path, &mut stack)
            {
                err.notes.push(format!(
                    "`use {p}::*` imports from outside the inputs, which kube-codegen cannot see into"
                ));
            }
        }
        let defined: Vec<String> = self
            .api
            .packages
            .iter()
            .enumerate()
            .flat_map(|(pi, p)| {
                p.types
                    .iter()
                    .enumerate()
                    .filter(|(_, t)| t.name == name)
                    .map(move |(ti, _)| TypeId {
                        package: pi,
                        index: ti,
                    })
            })
            .map(|t| format!("`{}`", self.api.type_path(t)))
            .collect();
        if !defined.is_empty() {
            err.help = Some(format!(
                "a type of that name is defined at {}: import it with `use`",
                defined.join(", ")
            ));
        }
    }

    /// The binding of `name` in module `m`'s type namespace.
    fn lookup(&self, m: ModId, name: &str, stack: &mut Vec<(ModId, String)>) -> Option<Entry> {
        let top = stack.is_empty();
        if top && let Some(e) = lock(&self.scopes.cache[m]).get(name) {
            return e.clone();
        }
        if stack.iter().any(|(sm, sn)| *sm == m && sn == name) {
            // An import cycle (`a` re-exports `b::*`, `b` re-exports `a::*`): nothing more to find.
            return None;
        }
        if stack.len() >= MAX_IMPORT_CHAIN {
            return Some(Entry::Failed(ResolveError {
                message: format!(
                    "`{name}` is re-exported through more than {MAX_IMPORT_CHAIN} `use` items"
                ),
                notes: Vec::new(),
                help: Some("import the type from where it is defined".into()),
            }));
        }
        self.scopes.lookups.fetch_add(1, Ordering::Relaxed);
        stack.push((m, name.to_string()));
        let entry = self.lookup_uncached(m, name, stack);
        stack.pop();
        // Results reached through a cycle may be incomplete; only top-level ones are kept.
        if top {
            lock(&self.scopes.cache[m]).insert(name.to_string(), entry.clone());
        }
        entry
    }

    fn lookup_uncached(
        &self,
        m: ModId,
        name: &str,
        stack: &mut Vec<(ModId, String)>,
    ) -> Option<Entry> {
        let module = &self.api.modules[m];
        if let Some(&(t, vis)) = module.types.get(name) {
            return Some(Entry::Found(Target::Type(t), vis));
        }
        if let Some(&(c, vis)) = module.children.get(name) {
            return Some(Entry::Found(Target::Module(c), vis));
        }
        if let Some(&i) = self.scopes.explicit[m].get(name) {
            let imp = &module.imports[i];
            return Some(match self.resolve_path(m, imp.global, &imp.path, stack) {
                Ok(t) => Entry::Found(t, imp.vis),
                Err(mut e) => {
                    e.notes.insert(
                        0,
                        format!(
                            "`{name}` is imported in module `{}` by `use {}{}`",
                            self.api.module_path(m),
                            if imp.global { "::" } else { "" },
                            imp.path.join("::")
                        ),
                    );
                    Entry::Failed(e)
                }
            });
        }
        let mut found: Vec<(Target, Vis)> = Vec::new();
        for &g in &self.scopes.globs[m] {
            let imp = &module.imports[g];
            let candidate = match self.resolve_path(m, imp.global, &imp.path, stack) {
                Ok(Target::Module(src)) => match self.lookup(src, name, stack) {
                    Some(Entry::Found(t, vis)) if self.visible(vis, m) => Some(t),
                    _ => None,
                },
                Ok(Target::External(p)) if external_glob_has(&p, name) => {
                    Some(Target::External(format!("{p}::{name}")))
                }
                _ => None,
            };
            if let Some(t) = candidate
                && !found.iter().any(|(f, _)| *f == t)
            {
                found.push((t, imp.vis));
            }
        }
        match found.len() {
            0 => None,
            1 => found.pop().map(|(t, vis)| Entry::Found(t, vis)),
            _ => Some(Entry::Ambiguous(
                found.into_iter().map(|(t, _)| t).collect(),
            )),
        }
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod oracle;

//! Writes the code the corpus tests compile, from the public code `hack/fetch-corpus.sh`
//! fetched (`hack/corpus.tsv`):
//! - `OUT_DIR/imported.rs`, which `tests/compile.rs` mounts (the `import-check` feature): for
//!   each project whose CRDs are imported (`import`), its sampled CRDs imported by
//!   `kube_codegen::import`, and the Kind impls and typed clients `kube-codegen client
//!   --root-kinds` writes for them, as `imported::<project>::{api, client}`: the test
//!   building is the check that import's output compiles;
//! - `OUT_DIR/ported.rs` (`build/ported.rs`), which `tests/ported.rs` mounts (the
//!   `import-check` feature): each API of `manifest::PORTED` imported, with the markers its
//!   port adds, its clients and its conversions, as `ported::<project>::{api, client,
//!   conversions}`, the test implementing their `ManualConversions`;
//! - `OUT_DIR/derived.rs`, which `tests/kube_derive.rs` mounts (the `kube-derive` feature):
//!   each kube-derive module tree (`kube-derive`) as it is, and a list of its Kinds with their
//!   `crd()`;
//! - `OUT_DIR/corpus.rs`, the library's: what of the corpus is missing.
//!
//! The large code goes to the tests, not to the library: `cargo test --all-targets` compiles
//! the library twice (as a library, and as its unit-test harness), each test once.
//!
//! Nothing here fails the build on a corpus problem: a project that cannot be imported or
//! generated is listed in `IMPORT_FAILURES`, a missing corpus in `MISSING`, and the tests
//! fail on them (unless `KUBE_CODEGEN_CORPUS_SKIP=1`).

#[path = "src/manifest.rs"]
#[allow(dead_code)]
mod manifest;
#[path = "build/ported.rs"]
mod ported;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use manifest::Entry;

fn main() {
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    for var in [
        manifest::CORPUS_DIR_VAR,
        manifest::ALL_VAR,
        manifest::PART_VAR,
        "KUBE_CODEGEN_CACHE",
        "XDG_CACHE_HOME",
        "HOME",
    ] {
        println!("cargo::rerun-if-env-changed={var}");
    }
    let manifest_path = manifest::manifest_path();
    println!("cargo::rerun-if-changed={}", manifest_path.display());
    println!(
        "cargo::rerun-if-changed={}",
        manifest::corpus_dir().display()
    );
    let mut code = String::new();
    let mut missing = Vec::new();
    let entries = std::fs::read_to_string(&manifest_path)
        .map_err(|e| format!("{}: {e}", manifest_path.display()))
        .and_then(|t| manifest::parse(&t));
    let entries = match entries {
        Ok(e) => e,
        Err(e) => {
            missing.push(e);
            Vec::new()
        }
    };
    let mut present = Vec::new();
    for e in &entries {
        match e.root() {
            Ok(root) => present.push((e, root)),
            Err(why) => missing.push(why),
        }
    }
    // The imported modules are compiled only for the compile check (`--features
    // import-check`, which hack/test.sh turns on): the round-trip test reads the CRDs at run
    // time. It compiles one CRD in ten, with clients but without apply configurations (which
    // triple the code); `hack/corpus-all.sh` checks every CRD with them, a project at a time
    // (`KUBE_CODEGEN_CORPUS_PROJECTS`).
    let check = std::env::var_os("CARGO_FEATURE_IMPORT_CHECK").is_some();
    let projects = std::env::var("KUBE_CODEGEN_CORPUS_PROJECTS").ok();
    println!("cargo::rerun-if-env-changed=KUBE_CODEGEN_CORPUS_PROJECTS");
    let wanted = |e: &Entry| {
        check
            && projects
                .as_deref()
                .is_none_or(|p| p.split(',').any(|p| p == e.project))
    };
    let importing: Vec<(&Entry, PathBuf)> =
        present.iter().filter(|(e, _)| wanted(e)).cloned().collect();
    let mut imported_code = String::new();
    imported(&importing, &out, &mut imported_code);
    std::fs::write(out.join("imported.rs"), imported_code).expect("writes OUT_DIR/imported.rs");
    let mut ported_code = String::new();
    let porting: &[(&Entry, PathBuf)] = if check { &present } else { &[] };
    ported::ported(porting, &out, &mut ported_code);
    std::fs::write(out.join("ported.rs"), ported_code).expect("writes OUT_DIR/ported.rs");
    let derived: &[(&Entry, PathBuf)] = if std::env::var_os("CARGO_FEATURE_KUBE_DERIVE").is_some() {
        &present
    } else {
        &[]
    };
    let mut derived_code = String::new();
    kube_derive(derived, &out, &mut derived_code);
    std::fs::write(out.join("derived.rs"), derived_code).expect("writes OUT_DIR/derived.rs");
    let _ = writeln!(
        code,
        "/// What of the corpus is not fetched (run `hack/fetch-corpus.sh`).\npub const MISSING: &[&str] = &{missing:?};"
    );
    std::fs::write(out.join("corpus.rs"), code).expect("writes OUT_DIR/corpus.rs");
}

/// A Rust identifier for `name` (`cert-manager` → `cert_manager`).
fn ident(name: &str) -> String {
    let mut s: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    if s.starts_with(|c: char| c.is_ascii_digit()) {
        s.insert(0, '_');
    }
    s
}

/// The sampled CRDs of each `import` project, imported, with their clients; appends the
/// modules and the `IMPORTED`/`IMPORT_FAILURES` lists to `code` (mounted at a test's root).
/// A project whose files define one CRD twice (sample-controller's CRD with and without the
/// status subresource) is imported in batches, each name once in each, mounted as
/// `<project>`, `<project>_2`, ….
fn imported(present: &[(&Entry, PathBuf)], out: &Path, code: &mut String) {
    let mut modules = String::new();
    let mut probes = String::new();
    let mut conversions = String::new();
    let mut listed = Vec::new();
    let mut failures: Vec<(String, String)> = Vec::new();
    for (entry, root) in present.iter().filter(|(e, _)| e.used_by("import")) {
        let mut batches: Vec<Vec<(String, serde_json::Value)>> = Vec::new();
        for path in &entry.paths {
            for file in manifest::files(root, path) {
                match manifest::crd_documents(&file) {
                    Ok(crds) => {
                        for manifest::CrdDocument {
                            name, value: crd, ..
                        } in crds
                        {
                            if !manifest::in_sample(&name, manifest::IMPORT_COMPILE_ONE_IN) {
                                continue;
                            }
                            let free = batches
                                .iter()
                                .position(|b| b.iter().all(|(n, _)| *n != name));
                            match free {
                                Some(i) => batches[i].push((name, crd)),
                                None => batches.push(vec![(name, crd)]),
                            }
                        }
                    }
                    Err(e) => failures.push((entry.project.clone(), e)),
                }
            }
        }
        for (i, batch) in batches.into_iter().enumerate() {
            let suffix = if i == 0 {
                String::new()
            } else {
                format!("-{}", i + 1)
            };
            let module = format!("{}{suffix}", entry.project);
            match import_batch(&out.join("import").join(&module), &batch) {
                Ok((api, client, pairs)) => {
                    for (spoke, hub) in pairs {
                        let at = format!("imported::{}", ident(&module));
                        let _ = writeln!(
                            conversions,
                            "    ::kube_codegen_corpus::roundtrip::ConversionProbe {{ project: {:?}, gvk: ::kube_codegen_corpus::roundtrip::gvk::<{at}::{spoke}>, run: ::kube_codegen_corpus::roundtrip::round_trip::<{at}::{spoke}, {at}::{hub}> }},",
                            entry.project
                        );
                    }
                    let _ = writeln!(
                        modules,
                        "    /// `{}`: its sampled CRDs imported, and their clients.\n    pub mod {} {{\n        #[path = {:?}]\n        pub mod api;\n        /// The Kind impls and typed clients.\n        pub mod client {{\n            include!({:?});\n        }}\n{}    }}",
                        entry.project,
                        ident(&module),
                        api.join("mod.rs"),
                        client.join("clientset.rs"),
                        conversion_mounts(&client),
                    );
                    let (code, missing) = probes_of(&entry.project, &ident(&module), &api, &batch);
                    probes.push_str(&code);
                    failures.extend(missing.into_iter().map(|m| (entry.project.clone(), m)));
                    let names = batch.into_iter().map(|(n, _)| n).collect::<Vec<_>>();
                    listed.push((entry.project.clone(), names));
                }
                Err(e) => failures.push((entry.project.clone(), e)),
            }
        }
    }
    let listed: Vec<String> = listed
        .iter()
        .map(|(p, names)| format!("({p:?}, &{names:?})"))
        .collect();
    // `hack/corpus-all.sh` builds a project at a time (KUBE_CODEGEN_CORPUS_PROJECTS) and
    // runs no test: there a failure fails the build, or the project would pass uncompiled.
    if std::env::var_os("KUBE_CODEGEN_CORPUS_PROJECTS").is_some() {
        for (project, e) in &failures {
            let _ = writeln!(code, "compile_error!({:?});", format!("{project}: {e}"));
        }
    }
    let _ = writeln!(
        code,
        "/// The imported API modules of each project, with their clients: any rustc warning fails\n/// the build, but for the dead code a test binary makes of a library's public items.\n#[deny(warnings)]\n#[allow(dead_code)]\npub mod imported {{\n{modules}}}\n/// Each project whose sampled CRDs `imported` compiles, with the CRDs' names.\npub const IMPORTED: &[(&str, &[&str])] = &[{}];\n/// Each project whose import or client generation failed, with the error.\npub const IMPORT_FAILURES: &[(&str, &str)] = &{failures:?};\n/// Each imported Kind's typed round, at its CRD's storage version.\npub const PROBES: &[::kube_codegen_corpus::probe::Probe] = &[\n{probes}];\n/// Each imported spoke Kind with its conversion to the hub.\npub const CONVERSION_PROBES: &[::kube_codegen_corpus::roundtrip::ConversionProbe] = &[\n{conversions}];",
        listed.join(", ")
    );
}

/// The modules of the conversions between the versions of the imported Kinds and of their
/// stubs ([`conversion_stubs`]), where `client` holds them (a Kind of two versions).
fn conversion_mounts(client: &Path) -> String {
    let conversions = client.join("conversions.rs");
    if !conversions.is_file() {
        return String::new();
    }
    format!(
        "        /// The conversions between the versions of its Kinds.\n        pub mod conversions {{\n            include!({conversions:?});\n        }}\n        /// `ManualConversions` implemented for the compile check.\n        mod conversion_stubs {{\n            include!({:?});\n        }}\n",
        client.join(STUBS_FILE)
    )
}

/// The directories of an imported batch (`api`, `client`) and its conversions' `(spoke,
/// hub)` type paths below the batch's module.
type Imported = (PathBuf, PathBuf, Vec<(String, String)>);

/// Imports the CRDs of `batch` into `dir/api` and writes their clients and conversions into
/// `dir/client`; returns both directories and the conversions' pairs, or the error of
/// import or generation.
fn import_batch(dir: &Path, batch: &[(String, serde_json::Value)]) -> Result<Imported, String> {
    let _ = std::fs::remove_dir_all(dir);
    let crds_dir = dir.join("crds");
    std::fs::create_dir_all(&crds_dir).expect("creates the CRD directory");
    let mut inputs = Vec::new();
    for (name, crd) in batch {
        let to = crds_dir.join(format!("{name}.yaml"));
        std::fs::write(&to, crd.to_string()).expect("writes a CRD");
        inputs.push(to);
    }
    let api = dir.join("api");
    let client = dir.join("client");
    let imported =
        kube_codegen::import(&inputs).map_err(|e| format!("import: {}", e.render(false)))?;
    imported.write(&api).map_err(|e| format!("import: {e}"))?;
    let clients = kube_codegen::Config::new()
        .input(&api)
        .crds(false)
        .crd_options(
            kube_codegen::CrdOptions::default()
                .allow_dangerous_types(true)
                .omit_version_annotation(true),
        )
        .clients(
            kube_codegen::ClientOptions::new("super::api")
                .root_kinds(true)
                .apply_configurations(manifest::take_all()),
        )
        .conversions("super::api")
        .generate()
        .map_err(|e| format!("client: {}", e.render(false)))?;
    clients.write(&client).map_err(|e| format!("client: {e}"))?;
    let conversions = client.join("conversions.rs");
    let mut pairs = Vec::new();
    if conversions.is_file() {
        let text = std::fs::read_to_string(&conversions).map_err(|e| format!("{e}"))?;
        let (stubs, found) = conversion_stubs(&text).map_err(|e| format!("conversions: {e}"))?;
        std::fs::write(client.join(STUBS_FILE), stubs).expect("writes the stubs");
        pairs = found;
    }
    Ok((api, client, pairs))
}

/// The file [`conversion_stubs`]' output is written to, beside `conversions.rs`.
const STUBS_FILE: &str = "conversion_stubs.rs";

/// An implementation of every `ManualConversions` trait of the generated `conversions.rs`
/// (`text`) on its `Conversions`, each method `unimplemented!()`: for the compile check only,
/// as the corpus has no conversion logic to port (`roundtrip::STUB_MESSAGE` is the panic's
/// message). Mounted as `conversion_stubs`, a sibling of `conversions` whose modules mirror
/// its modules (each with their `use` items), so that the traits' paths relative to their
/// module (`super::super::api::…`) name the same types. Also returns each
/// `impl Convertible<Hub> for Spoke` as `(spoke, hub)`, their paths below the project's
/// module (`api::…`).
fn conversion_stubs(text: &str) -> Result<(String, Vec<(String, String)>), syn::Error> {
    /// `path` without its leading `super`s, as text.
    fn below(path: &syn::Type) -> String {
        let text = quote::quote!(#path).to_string().replace(' ', "");
        let mut rest = text.as_str();
        while let Some(r) = rest.strip_prefix("super::") {
            rest = r;
        }
        rest.to_string()
    }
    fn walk(
        items: &[syn::Item],
        depth: usize,
        path: &[&syn::Ident],
        pairs: &mut Vec<(String, String)>,
    ) -> proc_macro2::TokenStream {
        let up: Vec<_> = (0..=depth).map(|_| quote::quote!(super)).collect();
        let mut out = proc_macro2::TokenStream::new();
        for item in items {
            match item {
                syn::Item::Use(u) => out.extend(quote::quote!(#[allow(unused_imports)] #u)),
                syn::Item::Mod(syn::ItemMod {
                    ident,
                    content: Some((_, inner)),
                    ..
                }) => {
                    let mut path = path.to_vec();
                    path.push(ident);
                    let body = walk(inner, depth + 1, &path, pairs);
                    out.extend(quote::quote!(pub mod #ident { #body }));
                }
                syn::Item::Trait(t) if t.ident == "ManualConversions" => {
                    let methods = t.items.iter().filter_map(|i| match i {
                        syn::TraitItem::Fn(f) if f.default.is_none() => {
                            let mut sig = f.sig.clone();
                            for arg in &mut sig.inputs {
                                if let syn::FnArg::Typed(a) = arg {
                                    *a.pat = syn::parse_quote!(_);
                                }
                            }
                            Some(quote::quote!(#sig { unimplemented!("the corpus compile check's stub") }))
                        }
                        _ => None,
                    });
                    out.extend(quote::quote!(
                        impl #(#up::)* conversions #(::#path)* ::ManualConversions
                            for #(#up::)* conversions::Conversions { #(#methods)* }
                    ));
                }
                syn::Item::Impl(i) => {
                    let hub = i.trait_.as_ref().and_then(|(_, t, _)| {
                        let last = t.segments.last().filter(|s| s.ident == "Convertible")?;
                        match &last.arguments {
                            syn::PathArguments::AngleBracketed(a) => match a.args.first() {
                                Some(syn::GenericArgument::Type(hub)) => Some(below(hub)),
                                _ => None,
                            },
                            _ => None,
                        }
                    });
                    if let Some(hub) = hub {
                        pairs.push((below(&i.self_ty), hub));
                    }
                }
                _ => {}
            }
        }
        out
    }
    let file = syn::parse_file(text)?;
    let mut pairs = Vec::new();
    let stubs = walk(&file.items, 0, &[], &mut pairs).to_string();
    Ok((stubs, pairs))
}

/// The `Probe`s of the Kinds of `batch`, imported into `api` and mounted as
/// `imported::<mount>::api`: each CRD's Kind at its storage version, found in the module of
/// its group (the group module's doc names the group; its version modules are declared in
/// the order of the versions' names, as import writes them). Also returns what could not
/// be found, which the compile test reports.
fn probes_of(
    project: &str,
    mount: &str,
    api: &Path,
    batch: &[(String, serde_json::Value)],
) -> (String, Vec<String>) {
    let mut groups = std::collections::BTreeMap::new();
    for dir in std::fs::read_dir(api).into_iter().flatten().flatten() {
        let text = std::fs::read_to_string(dir.path().join("mod.rs")).unwrap_or_default();
        let group = text
            .lines()
            .next()
            .and_then(|l| l.split('`').nth(1))
            .map(str::to_string);
        let modules: Vec<String> = text
            .lines()
            .filter_map(|l| l.strip_prefix("pub mod ")?.strip_suffix(';'))
            .map(str::to_string)
            .collect();
        if let Some(g) = group {
            groups.insert(g, (dir.file_name().to_string_lossy().into_owned(), modules));
        }
    }
    let text = |v: &serde_json::Value, p: &str| {
        v.pointer(p)
            .and_then(|x| x.as_str())
            .unwrap_or_default()
            .to_string()
    };
    let mut out = String::new();
    let mut missing = Vec::new();
    for (name, crd) in batch {
        let group = text(crd, "/spec/group");
        let kind = text(crd, "/spec/names/kind");
        if !kind.starts_with(|c: char| c.is_ascii_uppercase()) {
            continue;
        }
        let Some((dir, modules)) = groups.get(&group) else {
            missing.push(format!("{name}: no module of group {group}"));
            continue;
        };
        let mut versions: Vec<String> = batch
            .iter()
            .filter(|(_, c)| text(c, "/spec/group") == group)
            .flat_map(|(_, c)| {
                c.pointer("/spec/versions")
                    .and_then(|v| v.as_array())
                    .into_iter()
                    .flatten()
                    .map(|v| text(v, "/name"))
                    .collect::<Vec<_>>()
            })
            .collect();
        versions.sort();
        versions.dedup();
        let storage = crd
            .pointer("/spec/versions")
            .and_then(|v| v.as_array())
            .into_iter()
            .flatten()
            .find(|v| v.get("storage") == Some(&serde_json::Value::Bool(true)))
            .map(|v| text(v, "/name"));
        let Some(version) = storage else {
            missing.push(format!("{name}: no storage version"));
            continue;
        };
        let Some(module) = versions
            .iter()
            .position(|v| *v == version)
            .and_then(|i| modules.get(i))
        else {
            missing.push(format!("{name}: no module of version {version}"));
            continue;
        };
        let _ = writeln!(
            out,
            "    ::kube_codegen_corpus::probe::Probe {{ project: {project:?}, crd: {name:?}, version: {version:?}, kind: {kind:?}, run: |c, ns, s| Box::pin(::kube_codegen_corpus::probe::round::<imported::{mount}::api::{dir}::{module}::{kind}>(c, ns, s)) }},"
        );
    }
    (out, missing)
}

/// A Kind of a kube-derive tree: its module path below the tree's root, its Kind and the
/// root type kube-derive writes.
struct DerivedKind {
    file: PathBuf,
    module: Vec<String>,
    kind: String,
    root: String,
}

/// The Kinds of the module tree whose root file is `file`, following `mod x;` declarations
/// (a module under `#[cfg]` is left out, as the crate compiles it only with a feature).
fn derived_kinds(file: &Path, module: &[String], out: &mut Vec<DerivedKind>) {
    let Ok(text) = std::fs::read_to_string(file) else {
        return;
    };
    let Ok(ast) = syn::parse_file(&text) else {
        return;
    };
    let dir = if file
        .file_name()
        .is_some_and(|n| n == "mod.rs" || n == "lib.rs")
    {
        file.parent().map(Path::to_path_buf).unwrap_or_default()
    } else {
        file.with_extension("")
    };
    for item in &ast.items {
        match item {
            syn::Item::Mod(m) if m.content.is_none() => {
                if m.attrs.iter().any(|a| a.path().is_ident("cfg")) {
                    continue;
                }
                let name = m.ident.to_string();
                let name = name.strip_prefix("r#").unwrap_or(&name).to_string();
                let flat = dir.join(format!("{name}.rs"));
                let nested = dir.join(&name).join("mod.rs");
                let next = if flat.is_file() { flat } else { nested };
                let mut path = module.to_vec();
                path.push(m.ident.to_string());
                derived_kinds(&next, &path, out);
            }
            syn::Item::Struct(syn::ItemStruct { attrs, .. })
            | syn::Item::Enum(syn::ItemEnum { attrs, .. }) => {
                if let Some((kind, root)) = kube_kind(attrs) {
                    out.push(DerivedKind {
                        file: file.to_path_buf(),
                        module: module.to_vec(),
                        kind,
                        root,
                    });
                }
            }
            _ => {}
        }
    }
}

/// The Kind and root type name of a type deriving `CustomResource`.
fn kube_kind(attrs: &[syn::Attribute]) -> Option<(String, String)> {
    let derives = attrs.iter().any(|a| {
        a.path().is_ident("derive")
            && a.meta
                .require_list()
                .is_ok_and(|l| l.tokens.to_string().contains("CustomResource"))
    });
    if !derives {
        return None;
    }
    let (mut kind, mut root) = (None, None);
    for a in attrs.iter().filter(|a| a.path().is_ident("kube")) {
        let _ = a.parse_nested_meta(|meta| {
            let key = meta.path.get_ident().map(ToString::to_string);
            match key.as_deref() {
                Some("kind") => kind = Some(meta.value()?.parse::<syn::LitStr>()?.value()),
                Some("root") => root = Some(meta.value()?.parse::<syn::LitStr>()?.value()),
                _ => {
                    // Skip the value or the nested list of any other key.
                    if meta.input.peek(syn::Token![=]) {
                        let _: syn::Expr = meta.value()?.parse()?;
                    } else if meta.input.peek(syn::token::Paren) {
                        let _content;
                        syn::parenthesized!(_content in meta.input);
                    }
                }
            }
            Ok(())
        });
    }
    let kind = kind?;
    let root = root.unwrap_or_else(|| kind.clone());
    Some((kind, root))
}

/// Kinds of the `kube-derive-schemaless` trees taken by default, at least
/// (`KUBE_CODEGEN_CORPUS_ALL=1`: at least [`SCHEMALESS_ALL`]).
const SCHEMALESS_SAMPLE: usize = 120;
/// Kinds of the `kube-derive-schemaless` trees taken with `KUBE_CODEGEN_CORPUS_ALL=1`.
const SCHEMALESS_ALL: usize = 520;

/// `text` of a Kind written with `#[kube(schema = "disabled")]` and no `JsonSchema`, as
/// kopium writes it with `--schema=derived --derive=JsonSchema`: the attribute gone and
/// `schemars::JsonSchema` derived wherever `Serialize` is.
fn with_derived_schemas(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 1024);
    for line in text.split_inclusive('\n') {
        let t = line.trim();
        if t == "#[kube(schema = \"disabled\")]" {
            continue;
        }
        if t.starts_with("#[derive(") && t.contains("Serialize") && t.ends_with(")]") {
            let at = line.rfind(")]").unwrap_or(line.len());
            out.push_str(&line[..at]);
            out.push_str(", schemars::JsonSchema");
            out.push_str(&line[at..]);
        } else {
            out.push_str(line);
        }
    }
    out
}

/// A copy of the directory tree `from` in `to`, every `.rs` file through
/// [`with_derived_schemas`].
fn copy_with_derived_schemas(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("creates the copy");
    for entry in std::fs::read_dir(from).into_iter().flatten().flatten() {
        let path = entry.path();
        let target = to.join(entry.file_name());
        if path.is_dir() {
            copy_with_derived_schemas(&path, &target);
        } else if path.extension().is_some_and(|x| x == "rs") {
            let text = std::fs::read_to_string(&path).expect("reads a source file");
            std::fs::write(&target, with_derived_schemas(&text)).expect("writes the copy");
        }
    }
}

/// The module trees to mount of a `kube-derive-schemaless` entry (`path` a directory of
/// API-group modules, as kube-custom-resources-rs's `src`): the groups in the order of the
/// FNV-1a hash of their names, taken until they hold the sample's number of Kinds, copied
/// into `out` with their schemas derived.
fn schemaless_trees(root: &Path, path: &str, out: &Path) -> Vec<PathBuf> {
    let target = if manifest::take_all() {
        SCHEMALESS_ALL
    } else {
        SCHEMALESS_SAMPLE
    };
    let mut groups: Vec<PathBuf> = std::fs::read_dir(root.join(path))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("mod.rs").is_file())
        .collect();
    let name = |g: &Path| {
        g.file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned()
    };
    groups.sort_by_key(|g| (manifest::fnv1a(&name(g)), name(g)));
    let (part, parts) = manifest::part();
    let mut taken = Vec::new();
    let mut kinds = 0;
    for (i, g) in groups.into_iter().enumerate() {
        if kinds >= target {
            break;
        }
        let mut found = Vec::new();
        derived_kinds(&g.join("mod.rs"), &[], &mut found);
        if found.is_empty() {
            continue;
        }
        kinds += found.len();
        if i % parts != part - 1 {
            continue;
        }
        let copy = out.join(name(&g));
        let _ = std::fs::remove_dir_all(&copy);
        copy_with_derived_schemas(&g, &copy);
        taken.push(copy.join("mod.rs"));
    }
    taken
}

/// A copy in `dir` of the integration-test file `file` (kube-derive's own tests) that a
/// module can mount: its Kinds and their helpers as written, without the `#[test]` functions
/// (and their attributes), the crate-level `#![…]` attributes, the `use` of the test-only
/// `assert_json_diff` and the `cel` flags ([`without_cel_flag`]), and with a public
/// [`accessor`] of each Kind's `crd()`. A file syn cannot parse is copied as it is, for
/// rustc to name what is wrong with it.
fn without_tests(file: &Path, dir: &Path) -> PathBuf {
    let text = std::fs::read_to_string(file)
        .unwrap_or_else(|e| panic!("{}: {e} (run hack/fetch-corpus.sh)", file.display()));
    std::fs::create_dir_all(dir).expect("creates the copies' directory");
    let copy = dir.join(file.file_name().unwrap_or_default());
    let Ok(ast) = syn::parse_file(&text) else {
        std::fs::write(&copy, text).expect("writes the copy");
        return copy;
    };
    // Lines (1-based, inclusive) to leave out.
    let mut cut: Vec<(usize, usize)> = ast
        .attrs
        .iter()
        .map(|a| {
            let span = syn::spanned::Spanned::span(a);
            (span.start().line, span.end().line)
        })
        .collect();
    for item in &ast.items {
        let test_only = match item {
            syn::Item::Fn(f) => f.attrs.iter().any(|a| a.path().is_ident("test")),
            syn::Item::Use(u) => {
                matches!(&u.tree, syn::UseTree::Path(p) if p.ident == "assert_json_diff")
            }
            _ => false,
        };
        if test_only {
            // An item's span covers its attributes.
            let span = syn::spanned::Spanned::span(item);
            cut.push((span.start().line, span.end().line));
        }
    }
    let mut kept: String = text
        .split_inclusive('\n')
        .enumerate()
        .filter(|(i, _)| !cut.iter().any(|(a, b)| (*a..=*b).contains(&(i + 1))))
        .filter_map(|(_, line)| without_cel_flag(line))
        .collect();
    for item in &ast.items {
        if let syn::Item::Struct(syn::ItemStruct { attrs, .. })
        | syn::Item::Enum(syn::ItemEnum { attrs, .. }) = item
            && let Some((_, root)) = kube_kind(attrs)
        {
            let _ = writeln!(
                kept,
                "\n/// `crd()` of `{root}`, which the file declares private.\npub fn {}() -> ::k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition {{\n    <{root} as ::kube::CustomResourceExt>::crd()\n}}",
                accessor(&root)
            );
        }
    }
    std::fs::write(&copy, kept).expect("writes the copy");
    copy
}

/// The accessor [`without_tests`] writes for the `crd()` of the root type `root`.
fn accessor(root: &str) -> String {
    format!("kube_codegen_crd_{}", root.to_lowercase())
}

/// `line` of a kube-derive attribute without its `cel` flag (`None` for a line that held the
/// flag alone): the flag adds client-side validation functions behind kube's `cel` feature
/// (a second CEL stack to compile) and leaves `crd()` as it is.
fn without_cel_flag(line: &str) -> Option<String> {
    let t = line.trim();
    if t == "cel," || t == "#[x_kube(cel)]" || t == "#[kube(cel)]" {
        return None;
    }
    Some(
        line.replacen("#[x_kube(cel, ", "#[x_kube(", 1)
            .replacen("#[kube(cel, ", "#[kube(", 1),
    )
}

/// Mounts every `kube-derive` tree (and the sampled `kube-derive-schemaless` ones, their
/// schemas derived, under `out`) and lists its Kinds in `KUBE_DERIVE`.
fn kube_derive(present: &[(&Entry, PathBuf)], out: &Path, code: &mut String) {
    // (project, the tree's root file, the module it is mounted as, whether its Kinds'
    // `crd()` is reached through `without_tests`' accessors)
    let mut trees: Vec<(&str, PathBuf, String, bool)> = Vec::new();
    for (entry, root) in present {
        for path in &entry.paths {
            if entry.used_by("kube-derive") {
                let name = format!("{}_{}", entry.project, path.trim_end_matches(".rs"));
                trees.push((&entry.project, root.join(path), ident(&name), false));
            }
            if entry.used_by("kube-derive-tests") {
                let dir = out.join("tests").join(&entry.project);
                for file in manifest::files(root, path) {
                    let copy = without_tests(&file, &dir);
                    let stem = file.file_stem().unwrap_or_default().to_string_lossy();
                    let name = format!("{}_{stem}", entry.project);
                    trees.push((&entry.project, copy, ident(&name), true));
                }
            }
            if entry.used_by("kube-derive-schemaless") {
                let dir = out.join("schemaless").join(&entry.project);
                for file in schemaless_trees(root, path, &dir) {
                    let group = file.parent().and_then(Path::file_name).unwrap_or_default();
                    let name = format!("{}_{}", entry.project, group.to_string_lossy());
                    trees.push((&entry.project, file, ident(&name), false));
                }
            }
        }
    }
    let mut mounts = String::new();
    let mut cases = String::new();
    for (project, file, mount, accessors) in trees {
        let mut kinds = Vec::new();
        derived_kinds(&file, &[], &mut kinds);
        let _ = writeln!(
            mounts,
            "#[path = {file:?}]\n#[allow(dead_code, unused_imports, missing_docs, clippy::all, clippy::pedantic, rustdoc::all)]\npub mod {mount};"
        );
        for k in kinds {
            let mut rust = vec!["derived".to_string(), mount.clone()];
            rust.extend(k.module);
            let crd = if accessors {
                rust.push(accessor(&k.root));
                rust.join("::")
            } else {
                rust.push(k.root);
                format!("<{} as ::kube::CustomResourceExt>::crd", rust.join("::"))
            };
            let _ = writeln!(
                cases,
                "    ::kube_codegen_corpus::Case {{ project: {project:?}, file: {:?}, kind: {:?}, crd: {crd} }},",
                k.file, k.kind,
            );
        }
    }
    let _ = writeln!(
        code,
        "/// The kube-derive trees, each mounted as its crate has it.\npub mod derived {{\n{mounts}}}\n/// Every Kind of the kube-derive trees.\npub const KUBE_DERIVE: &[::kube_codegen_corpus::Case] = &[\n{cases}];"
    );
}

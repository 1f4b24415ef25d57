//! Maintainer task: writes `runtime/src/builtin/kinds.rs` from `runtime/builtin.toml`, the
//! description of Kubernetes' built-in groups. The file holds the runtime's `Kind` impls of
//! k8s-openapi's types — what typed clients, listers, shared informers and the fake API
//! server need beyond `kube::Resource`, which k8s-openapi already gives — and the built-in
//! clientset and informer accessors by group and version. The orphan rule lets only the
//! runtime crate implement its trait for k8s-openapi's types, so the file lives there.
//!
//! Usage, from anywhere in the workspace: `cargo run -p gen-builtin-kinds [-- --verify]`
//! (`hack/update-codegen.sh` and `hack/verify-codegen.sh` run it). `--verify` compares and
//! never writes. Exit codes: 0 up to date or written, 1 stale (`--verify`), 2 an invalid
//! description, an unreadable or unwritable file, or rustfmt missing.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use serde::Deserialize;

/// `runtime/builtin.toml`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Description {
    group: Vec<Group>,
}

/// One group-version of the description.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Group {
    /// API group; `""` for core.
    group: String,
    version: String,
    /// The k8s-openapi module of the group-version's types (`api::apps::v1`).
    module: String,
    kinds: Vec<BuiltinKind>,
}

/// One Kind of a group-version.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BuiltinKind {
    kind: String,
    plural: String,
    /// Cluster-scoped (default: namespaced).
    #[serde(default)]
    cluster: bool,
    /// Has the status subresource.
    #[serde(default)]
    status: bool,
}

fn main() -> ExitCode {
    let verify = match std::env::args().nth(1).as_deref() {
        None => false,
        Some("--verify") => true,
        Some(other) => {
            eprintln!("gen-builtin-kinds: unknown argument `{other}` (usage: [--verify])");
            return ExitCode::from(2);
        }
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .expect("hack/gen-builtin-kinds is two levels below the workspace")
        .to_path_buf();
    let (description, output) = (
        root.join("runtime/builtin.toml"),
        root.join("runtime/src/builtin/kinds.rs"),
    );
    match run(&description, &output, verify) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => {
            eprintln!(
                "gen-builtin-kinds: {} is stale; run `cargo run -p gen-builtin-kinds`",
                output.display()
            );
            ExitCode::from(1)
        }
        Err(e) => {
            eprintln!("gen-builtin-kinds: {e}");
            ExitCode::from(2)
        }
    }
}

/// Generates from `description` and writes `output` when it changed (or, with `verify`,
/// only compares). `Ok(false)`: stale under `verify`.
fn run(description: &Path, output: &PathBuf, verify: bool) -> Result<bool, String> {
    let text = std::fs::read_to_string(description)
        .map_err(|e| format!("{}: {e}", description.display()))?;
    let generated = generate(&text).map_err(|e| format!("{}: {e}", description.display()))?;
    if std::fs::read_to_string(output).ok().as_deref() == Some(generated.as_str()) {
        return Ok(true);
    }
    if verify {
        return Ok(false);
    }
    let tmp = output.with_extension("rs.tmp");
    std::fs::write(&tmp, &generated)
        .and_then(|()| std::fs::rename(&tmp, output))
        .map_err(|e| {
            let _ = std::fs::remove_file(&tmp);
            format!("{}: {e}", output.display())
        })?;
    eprintln!("gen-builtin-kinds: wrote {}", output.display());
    Ok(true)
}

/// The generated file for `description` (TOML), formatted by rustfmt; or why the
/// description is invalid (a TOML error with its line, an unknown field, a module that is
/// not a path).
fn generate(description: &str) -> Result<String, String> {
    let d: Description = toml::from_str(description).map_err(|e| e.to_string())?;
    let mut out = FileParts::default();
    // Group module name → its version modules.
    let mut groups: BTreeMap<String, Vec<TokenStream>> = BTreeMap::new();
    for g in &d.group {
        let module: syn::Path = syn::parse_str(&format!("k8s_openapi::{}", g.module))
            .map_err(|e| format!("group `{}`: module `{}`: {e}", g.group, g.module))?;
        let mut accessors = Accessors::default();
        for k in &g.kinds {
            let ident = format_ident!("{}", k.kind);
            let ty = quote!(#module::#ident);
            out.impls.push(kind_impl(g, k, &ty));
            out.resources.push(fake_resource(g, k, &ty));
            accessors.push(k, &ty);
        }
        let (group_ident, clientset, informers) = group_version_accessors(g);
        out.clientset_accessors.push(clientset);
        out.informers_accessors.push(informers);
        groups
            .entry(group_ident)
            .or_default()
            .push(version_module(g, &accessors));
    }
    out.group_mods = groups
        .iter()
        .map(|(g, versions)| {
            let gi = format_ident!("{}", g);
            let d = format!(" The built-in group `{g}`.");
            quote! {
                #[doc = #d]
                pub mod #gi {
                    #(#versions)*
                }
            }
        })
        .collect();
    format(out.file())
}

/// `core` for the core group, else the group's first label.
fn group_name(g: &Group) -> &str {
    if g.group.is_empty() { "core" } else { &g.group }
}

/// The Kind's `crate::Kind` impl, documented with its group-version, scope and status.
fn kind_impl(g: &Group, k: &BuiltinKind, ty: &TokenStream) -> TokenStream {
    let resource = if g.group.is_empty() {
        k.plural.clone()
    } else {
        format!("{}.{}", k.plural, g.group)
    };
    let (namespaced, status) = (!k.cluster, k.status);
    let api = if namespaced {
        quote!(crate::builtin::namespaced_api(client, namespace))
    } else {
        quote!(crate::builtin::cluster_api(client, namespace))
    };
    let doc = format!(
        " `{}` ({}/{}), {}{}.",
        k.kind,
        group_name(g),
        g.version,
        if namespaced {
            "namespaced"
        } else {
            "cluster-scoped"
        },
        if status {
            ", with the status subresource"
        } else {
            ""
        }
    );
    quote! {
        #[doc = #doc]
        impl crate::Kind for #ty {
            const RESOURCE: &'static str = #resource;
            const NAMESPACED: bool = #namespaced;
            const STATUS_SUBRESOURCE: bool = #status;

            fn api(client: kube::Client, namespace: Option<&str>) -> kube::Api<Self> {
                #api
            }
        }
    }
}

/// The Kind's entry of `builtin_resources()` (the fake API server's `ResourceInfo`, by its
/// constructors) and of the test table that compares it with k8s-openapi.
fn fake_resource(g: &Group, k: &BuiltinKind, ty: &TokenStream) -> (TokenStream, TokenStream) {
    let (group, version, kind, plural) = (&g.group, &g.version, &k.kind, &k.plural);
    let scope = if k.cluster {
        quote!(cluster)
    } else {
        quote!(namespaced)
    };
    let with_status = k.status.then(|| quote!(.with_status_subresource()));
    (
        quote!(crate::fake::ResourceInfo::#scope(#group, #version, #kind, #plural)#with_status),
        quote!((crate::fake::ResourceInfo::of::<#ty>(), crate::builtin::openapi_namespaced::<#ty>())),
    )
}

/// A group-version's typed-client and informer accessors, one pair per Kind.
#[derive(Default)]
struct Accessors {
    clients: Vec<TokenStream>,
    informers: Vec<TokenStream>,
}

impl Accessors {
    /// Adds `k`'s accessors: `plural(namespace)` and `plural_all_namespaces()` for a
    /// namespaced Kind, `plural()` for a cluster-scoped one; the informer's `plural()`.
    ///
    /// Each is `#[inline]`: a non-generic function is compiled in the crate that defines it,
    /// so without it the runtime would compile the informer, reflector and decoder of every
    /// built-in Kind (18 times the code, most of the runtime's build time); inline, they are
    /// compiled in the program that calls them, for the Kinds it uses.
    fn push(&mut self, k: &BuiltinKind, ty: &TokenStream) {
        let f = format_ident!("{}", k.plural);
        if k.cluster {
            let d = format!(" The typed client of `{}` (cluster-scoped).", k.plural);
            self.clients.push(quote! {
                #[doc = #d]
                #[inline]
                pub fn #f(&self) -> crate::Client<#ty> {
                    crate::Client::new(self.client.clone(), None)
                }
            });
        } else {
            let all = format_ident!("{}_all_namespaces", k.plural);
            let d_one = format!(" The typed client of `{}` in `namespace`.", k.plural);
            let d_all = format!(
                " The typed client of `{}` in every namespace (list, watch).",
                k.plural
            );
            self.clients.push(quote! {
                #[doc = #d_one]
                #[inline]
                pub fn #f(&self, namespace: &str) -> crate::Client<#ty> {
                    crate::Client::new(self.client.clone(), Some(namespace))
                }

                #[doc = #d_all]
                #[inline]
                pub fn #all(&self) -> crate::Client<#ty> {
                    crate::Client::new(self.client.clone(), None)
                }
            });
        }
        let d_inf = format!(" The shared informer of `{}` (one per factory).", k.plural);
        self.informers.push(quote! {
            #[doc = #d_inf]
            #[inline]
            pub fn #f(&self) -> crate::SharedIndexInformer<#ty> {
                self.factory.informer_for::<#ty>()
            }
        });
    }
}

/// The group's module name, and the group-version's accessor on the clientset and on the
/// informers (`apps_v1()`).
fn group_version_accessors(g: &Group) -> (String, TokenStream, TokenStream) {
    let group_ident = if g.group.is_empty() {
        "core".to_string()
    } else {
        g.group.split('.').next().unwrap_or(&g.group).to_string()
    };
    let (gi, vi) = (
        format_ident!("{}", group_ident),
        format_ident!("{}", g.version),
    );
    let method = format_ident!("{}_{}", group_ident, g.version);
    let d_gv = format!(" The typed clients of `{}/{}`.", group_name(g), g.version);
    let d_inf_gv = format!(" The informers of `{}/{}`.", group_name(g), g.version);
    let clientset = quote! {
        #[doc = #d_gv]
        pub fn #method(&self) -> #gi::#vi::Client {
            #gi::#vi::Client { client: self.client.clone() }
        }
    };
    let informers = quote! {
        #[doc = #d_inf_gv]
        pub fn #method(&self) -> #gi::#vi::Informers<'a> {
            #gi::#vi::Informers { factory: self.factory }
        }
    };
    (group_ident, clientset, informers)
}

/// The group-version's module: its `Client` and `Informers` with the Kinds' accessors.
fn version_module(g: &Group, accessors: &Accessors) -> TokenStream {
    let vi = format_ident!("{}", g.version);
    let d_mod = format!(
        " `{}/{}`: typed clients and informers.",
        group_name(g),
        g.version
    );
    let (clients, informers) = (&accessors.clients, &accessors.informers);
    quote! {
        #[doc = #d_mod]
        pub mod #vi {
            /// The typed clients of this group-version.
            #[derive(Clone)]
            pub struct Client {
                pub(in crate::builtin) client: kube::Client,
            }

            impl Client {
                #(#clients)*
            }

            /// The informers of this group-version, from a shared factory.
            pub struct Informers<'a> {
                pub(in crate::builtin) factory: &'a crate::SharedInformerFactory,
            }

            impl Informers<'_> {
                #(#informers)*
            }
        }
    }
}

/// The pieces of the file, gathered over the description.
#[derive(Default)]
struct FileParts {
    impls: Vec<TokenStream>,
    /// `builtin_resources()`'s entries and the test table's, per Kind.
    resources: Vec<(TokenStream, TokenStream)>,
    clientset_accessors: Vec<TokenStream>,
    informers_accessors: Vec<TokenStream>,
    group_mods: Vec<TokenStream>,
}

impl FileParts {
    /// The whole file.
    fn file(&self) -> TokenStream {
        let FileParts {
            impls,
            clientset_accessors,
            informers_accessors,
            group_mods,
            ..
        } = self;
        let (resources, table): (Vec<_>, Vec<_>) = self.resources.iter().cloned().unzip();
        let count = proc_macro2::Literal::usize_unsuffixed(resources.len());
        quote! {
            //! `Kind` impls of the built-in Kinds listed in `runtime/builtin.toml`, so that
            //! `Client<K>`, `SharedInformerFactory::informer_for::<K>()` (with its lister) and
            //! the fake API server serve them as they serve a project's own Kinds.

            #(#impls)*

            /// Typed clients of the built-in Kinds by group and version, as client-go's
            /// `kubernetes.Clientset`: `Clientset::new(client).apps_v1().deployments("ns")`.
            #[derive(Clone)]
            pub struct Clientset {
                client: kube::Client,
            }

            impl Clientset {
                /// The typed clients over `client`.
                pub fn new(client: kube::Client) -> Self {
                    Clientset { client }
                }

                #(#clientset_accessors)*
            }

            /// The shared informers of the built-in Kinds by group and version, as client-go's
            /// `informers.NewSharedInformerFactory` accessors, from any `SharedInformerFactory`
            /// (the generated one's `factory()` included):
            /// `informers(&factory).apps_v1().deployments()`.
            pub fn informers(factory: &crate::SharedInformerFactory) -> Informers<'_> {
                Informers { factory }
            }

            /// See [`informers`].
            pub struct Informers<'a> {
                factory: &'a crate::SharedInformerFactory,
            }

            impl<'a> Informers<'a> {
                #(#informers_accessors)*
            }

            #(#group_mods)*

            /// The built-in resources of `runtime/builtin.toml`, for
            /// [`FakeApiServer::register`](crate::fake::FakeApiServer::register) (feature `fake`).
            #[cfg(feature = "fake")]
            pub fn builtin_resources() -> Vec<crate::fake::ResourceInfo> {
                Vec::from([#(#resources),*])
            }

            /// Each built-in Kind's [`ResourceInfo`](crate::fake::ResourceInfo) as its `Kind` impl
            /// and k8s-openapi's `Resource` impl say it, and whether k8s-openapi's scope is
            /// namespaced, in the order of [`builtin_resources`] (for the test that the
            /// description agrees with k8s-openapi).
            #[cfg(test)]
            pub(crate) fn builtin_kind_resources() -> [(crate::fake::ResourceInfo, bool); #count] {
                [#(#table),*]
            }
        }
    }
}

/// `file` as rustfmt writes it, with a blank line before every item but the first of its
/// block (prettyplease and rustfmt keep blank lines; neither adds them), under the
/// generated-code header.
fn format(file: TokenStream) -> Result<String, String> {
    let parsed: syn::File = syn::parse2(file).map_err(|e| format!("internal error: {e}"))?;
    let text = prettyplease::unparse(&parsed);
    let reparsed: syn::File = syn::parse_file(&text).map_err(|e| format!("internal error: {e}"))?;
    let mut starts = Vec::new();
    item_starts(&reparsed.items, &mut starts);
    let mut spaced = String::with_capacity(text.len() + text.len() / 16);
    for (i, line) in text.lines().enumerate() {
        if starts.binary_search(&(i + 1)).is_ok() {
            spaced.push('\n');
        }
        spaced.push_str(line);
        spaced.push('\n');
    }
    let formatted = rustfmt(&spaced)?;
    Ok(format!(
        "// Code generated by gen-builtin-kinds from runtime/builtin.toml. DO NOT EDIT.\n\n{formatted}"
    ))
}

/// The first lines (1-based, ascending) of every item of `items` but the first, of every
/// item but the first in their modules, and of the methods in impl blocks and what follows
/// them (consts stay together).
fn item_starts(items: &[syn::Item], starts: &mut Vec<usize>) {
    use syn::spanned::Spanned;
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            starts.push(item.span().start().line);
        }
        match item {
            syn::Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    item_starts(inner, starts);
                }
            }
            syn::Item::Impl(imp) => {
                let is_fn = |i: &syn::ImplItem| matches!(i, syn::ImplItem::Fn(_));
                for pair in imp.items.windows(2) {
                    if is_fn(&pair[0]) || is_fn(&pair[1]) {
                        starts.push(pair[1].span().start().line);
                    }
                }
            }
            _ => {}
        }
    }
    starts.sort_unstable();
}

/// `code` through `rustfmt --edition 2024` (the toolchain's, as `cargo fmt` runs it).
fn rustfmt(code: &str) -> Result<String, String> {
    use std::io::Write;
    let mut child = Command::new(std::env::var("RUSTFMT").unwrap_or_else(|_| "rustfmt".into()))
        .args(["--edition", "2024"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("rustfmt: {e}"))?;
    child
        .stdin
        .take()
        .ok_or("rustfmt: no stdin")?
        .write_all(code.as_bytes())
        .map_err(|e| format!("rustfmt: {e}"))?;
    let out = child
        .wait_with_output()
        .map_err(|e| format!("rustfmt: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "rustfmt failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    String::from_utf8(out.stdout).map_err(|e| format!("rustfmt: {e}"))
}

#[cfg(test)]
mod tests {
    #[test]
    fn kinds_become_impls_and_resources() {
        let out = super::generate(
            "[[group]]\ngroup = \"apps\"\nversion = \"v1\"\nmodule = \"api::apps::v1\"\nkinds = [{ kind = \"Deployment\", plural = \"deployments\", status = true }]\n",
        )
        .expect("generates");
        assert!(out.contains("impl crate::Kind for k8s_openapi::api::apps::v1::Deployment"));
        assert!(out.contains("const RESOURCE: &'static str = \"deployments.apps\";"));
        assert!(out.contains("const STATUS_SUBRESOURCE: bool = true;"));
        assert!(
            out.contains("crate::fake::ResourceInfo::namespaced("),
            "{out}"
        );
        let err = super::generate("[[group]]\ngroup = \"\"\nversion = \"v1\"\nmodule = \"api::core::v1\"\nkinds = [{ kind = \"Pod\", plurl = \"pods\" }]\n")
            .expect_err("unknown field");
        assert!(err.contains("plurl"), "{err}");
    }
}

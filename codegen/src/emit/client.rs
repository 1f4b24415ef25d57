//! Typed clients, listers, informers and the fake clientset, as k8s.io/code-generator's
//! client-gen, lister-gen and informer-gen, for the Kinds tagged `+genclient`.
//!
//! The output is one Rust file (`clientset.rs`) meant to sit next to the API module (or be
//! `include!`d from `OUT_DIR`): a `Clientset` with one accessor per group-version, a
//! module per group and version holding the per-Kind client, lister and informer
//! wrappers, a `SharedInformerFactory` with `group().version().kind()` accessors and
//! `for_resource`, and `fake::new_simple_clientset`. The wrappers are thin: the machinery
//! is `kube-codegen-runtime` (the shape client-go adopted in 1.31 with `gentype`).
//!
//! Names, plural and scope come from the CRD the same run builds, so the client and the
//! CRD can never disagree.

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::{Ident, Span as PmSpan, TokenStream};
use quote::{format_ident, quote};

use crate::diag::{Diagnostic, Diagnostics};
use crate::emit::crd::is_kind;
use crate::markers::{Marker, Value};
use crate::model::{Api, Package, TypeDef, TypeKind};

/// The file name of the generated client code.
pub const FILE_NAME: &str = "clientset.rs";

/// The file of [`KindImpls::Only`].
pub const KINDS_FILE_NAME: &str = "kinds.rs";

/// Options of client generation.
#[derive(Debug, Clone)]
pub struct ClientOptions {
    /// The Rust path of the module the inputs are mounted at, as seen from the module the
    /// generated file becomes (`crate::api`, or `super::api` when the generated module is
    /// a sibling of `api`). A package at `<input>/webapp/v1` is named
    /// `<api_module>::webapp::v1`.
    pub api_module: String,
    /// Leave the tool version out of the file's header (set from
    /// [`CrdOptions::omit_version_annotation`](crate::CrdOptions)).
    pub omit_version: bool,
    /// What the file holds: the clients with the Kinds' `kube::Resource` and `Kind` impls
    /// (one crate), the clients alone (the API types live in another crate, which has the
    /// impls), or the impls alone (that API crate's file).
    pub impls: KindImpls,
}

/// Where a Kind's `kube::Resource` and `kube_codegen_runtime::Kind` impls go. The orphan rule
/// lets only the crate of the API types implement these foreign traits for them, so when the
/// clients are generated in another crate (a controller depending on an API crate), the API
/// crate generates the impls and the controller crate the clients.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum KindImpls {
    /// Clients and impls in one file (the API types are in the same crate).
    #[default]
    WithClients,
    /// Clients only; the API crate has the impls.
    Elsewhere,
    /// The impls only, for the API crate (`kinds.rs`).
    Only,
}

impl Default for ClientOptions {
    fn default() -> Self {
        ClientOptions {
            api_module: "crate::api".to_string(),
            omit_version: false,
            impls: KindImpls::WithClients,
        }
    }
}

/// The verbs of client-gen, in its order.
const VERBS: &[&str] = &[
    "create",
    "update",
    "updateStatus",
    "delete",
    "deleteCollection",
    "get",
    "list",
    "watch",
    "patch",
    "apply",
    "applyStatus",
];

/// The verbs a custom `+genclient:method` may use.
const METHOD_VERBS: &[&str] = &["get", "create", "update", "patch"];

/// One `+genclient:method=…`.
struct Method {
    name: String,
    verb: String,
    subresource: String,
    input: Option<TokenStream>,
    result: Option<TokenStream>,
}

/// What the generator knows of one `+genclient` Kind in one version.
struct KindInfo<'a> {
    ty: &'a TypeDef,
    plural: String,
    namespaced: bool,
    status_subresource: bool,
    verbs: BTreeSet<&'static str>,
    methods: Vec<Method>,
    /// The package defines `<Kind>List` itself.
    user_list: bool,
}

struct GroupVersion<'a> {
    pkg: &'a Package,
    group: String,
    /// Rust module name of the group (`webapp`, or `+groupGoName` in snake case).
    group_ident: String,
    version: String,
    /// The package's module path, as seen from the generated version module.
    api_path: TokenStream,
    kinds: Vec<KindInfo<'a>>,
}

fn marker<'a>(t: &'a TypeDef, name: &str) -> Option<&'a Marker> {
    t.markers.iter().find(|m| m.is(name))
}

/// `GetScale` → `get_scale`; `UpdateApproval` → `update_approval`.
fn snake(name: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = name.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() {
            let prev_lower =
                i > 0 && (chars[i - 1].is_ascii_lowercase() || chars[i - 1].is_ascii_digit());
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
            let prev_upper = i > 0 && chars[i - 1].is_ascii_uppercase();
            if i > 0 && (prev_lower || (prev_upper && next_lower)) {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else if c.is_ascii_alphanumeric() {
            out.push(c);
        } else {
            out.push('_');
        }
    }
    out
}

/// A Rust identifier for `name` (a plural, a version, a group name): raw if it is a
/// keyword, with a trailing `_` for the keywords that cannot be raw (`self`, `crate`, …),
/// a leading `_` if it starts with a digit, and `_` for any other invalid character.
/// Never panics, whatever the input.
fn ident(name: &str) -> Ident {
    if let Ok(i) = syn::parse_str::<Ident>(name) {
        return i;
    }
    let mut clean: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if clean.is_empty() || clean.starts_with(|c: char| c.is_ascii_digit()) {
        clean.insert(0, '_');
    }
    if let Ok(i) = syn::parse_str::<Ident>(&clean) {
        return i;
    }
    match clean.as_str() {
        "self" | "Self" | "super" | "crate" | "_" => format_ident!("{clean}_"),
        _ => Ident::new_raw(&clean, PmSpan::call_site()),
    }
}

/// A Rust path (`a::b::C`, `super::api`) as tokens, or `None` if it is not one.
fn path_tokens(path: &str) -> Option<TokenStream> {
    syn::parse_str::<syn::Path>(path).ok().map(|p| quote!(#p))
}

/// The type of a `+genclient:method` `input=`/`result=`: a Go package path of the
/// Kubernetes API (`k8s.io/api/autoscaling/v1.Scale`), a Rust path, or a type of the Kind's
/// own package. `api` is the package's module path as tokens.
fn method_type(text: &str, api: &TokenStream) -> Option<TokenStream> {
    let rt = quote!(rt::reexports::k8s_openapi);
    if let Some((pkg, name)) = text.rsplit_once('.')
        && pkg.contains('/')
    {
        let name = syn::parse_str::<Ident>(name).ok()?;
        if let Some(rest) = pkg.strip_prefix("k8s.io/api/") {
            let segs: Vec<Ident> = rest.split('/').map(ident).collect();
            return Some(quote!(#rt::api #(:: #segs)* :: #name));
        }
        if let Some(rest) = pkg.strip_prefix("k8s.io/apimachinery/") {
            let segs: Vec<Ident> = rest.split('/').map(ident).collect();
            return Some(quote!(#rt::apimachinery #(:: #segs)* :: #name));
        }
        return None;
    }
    if text.contains("::") {
        return path_tokens(text);
    }
    let name = syn::parse_str::<Ident>(text).ok()?;
    Some(quote!(#api::#name))
}

/// Builds the client file for every `+genclient` Kind of `api`, with names, plural and
/// scope taken from `crds` (the same run's CRDs). Returns `None` when no Kind has
/// `+genclient`.
pub fn clientset(
    api: &Api,
    crds: &[crate::emit::crd::GeneratedCrd],
    opts: &ClientOptions,
    diags: &mut Diagnostics,
) -> Option<String> {
    let api_module = match syn::parse_str::<syn::Path>(&opts.api_module) {
        Ok(_) => opts.api_module.clone(),
        Err(_) => {
            diags.push(Diagnostic::error(
                None,
                format!(
                    "the API module path `{}` is not a Rust path",
                    opts.api_module
                ),
            ));
            return None;
        }
    };
    let mut gvs: Vec<GroupVersion<'_>> = Vec::new();
    for pkg in &api.packages {
        let tagged: Vec<&TypeDef> = pkg
            .types
            .iter()
            .filter(|t| marker(t, "genclient").is_some())
            .collect();
        if tagged.is_empty() {
            continue;
        }
        let Some(group) = &pkg.group else {
            for t in tagged {
                diags.push(
                    Diagnostic::error(
                        marker(t, "genclient").map(|m| m.span),
                        format!(
                            "`+genclient` on `{}`, but its package has no `+groupName`",
                            t.name
                        ),
                    )
                    .with_help("add `//! +groupName=<group>` to the module's inner doc comment"),
                );
            }
            continue;
        };
        let Some(api_path) = package_path(&api_module, pkg) else {
            diags.push(Diagnostic::error(
                pkg.span,
                format!("the module path of this package below `{api_module}` is not a Rust path"),
            ));
            continue;
        };
        let mut kinds = Vec::new();
        for t in tagged {
            if let Some(info) = kind_info(pkg, t, group, crds, diags) {
                kinds.push(info);
            }
        }
        if kinds.is_empty() {
            continue;
        }
        let group_ident = match pkg.markers.iter().find(|m| m.is("groupGoName")) {
            Some(m) => snake(m.value().and_then(Value::as_str).unwrap_or_default()),
            None => snake(group.split('.').next().unwrap_or(group)),
        };
        gvs.push(GroupVersion {
            pkg,
            group: group.clone(),
            group_ident,
            version: pkg.version.clone(),
            api_path,
            kinds,
        });
    }
    if gvs.is_empty() || diags.has_errors() {
        return None;
    }
    gvs.sort_by(|a, b| (&a.group_ident, &a.version).cmp(&(&b.group_ident, &b.version)));
    check_group_idents(&gvs, diags);
    if diags.has_errors() {
        return None;
    }
    let tokens = match opts.impls {
        KindImpls::Only => impls_file(&gvs),
        KindImpls::WithClients => file(&gvs, true),
        KindImpls::Elsewhere => file(&gvs, false),
    };
    match syn::parse2::<syn::File>(tokens) {
        Ok(file) => {
            let header = if opts.omit_version {
                "// Code generated by kube-codegen. DO NOT EDIT.".to_string()
            } else {
                format!(
                    "// Code generated by kube-codegen ({}: {}). DO NOT EDIT.",
                    crate::emit::crd::VERSION_ANNOTATION,
                    env!("CARGO_PKG_VERSION")
                )
            };
            Some(format!(
                "{header}\n\n{}",
                space_items(&prettyplease::unparse(&file))
            ))
        }
        Err(e) => {
            diags.push(Diagnostic::error(
                None,
                format!("internal error: generated client code does not parse ({e}); please report this with the input"),
            ));
            None
        }
    }
}

/// Puts a blank line between items, as rustfmt leaves them in hand-written code
/// (prettyplease writes items back to back): after a closing `}` or a `use` block, and
/// before an item (or its doc comment or attribute) that follows a `;`.
pub(super) fn space_items(code: &str) -> String {
    let mut out = String::with_capacity(code.len() + code.len() / 16);
    let mut prev = "";
    for line in code.lines() {
        let (p, t) = (prev.trim(), line.trim());
        let item_start = ["///", "#[", "fn ", "pub ", "impl "]
            .iter()
            .any(|s| t.starts_with(s));
        let closes = ["}", ")", "]", "else", ",", ";", "."]
            .iter()
            .any(|c| t.starts_with(c));
        let blank = !t.is_empty()
            && ((p == "}" && !closes)
                || (p.starts_with("use ") && !t.starts_with("use "))
                || (p.ends_with(';') && item_start));
        if blank {
            out.push('\n');
        }
        out.push_str(line);
        out.push('\n');
        prev = line;
    }
    out
}

/// Reports group names that give no Rust module name, two groups with one name (own or
/// built-in), and a group-version defined by two modules.
fn check_group_idents(gvs: &[GroupVersion<'_>], diags: &mut Diagnostics) {
    // The accessor names of the built-in groups (`apps`, `batch`, `core`, …).
    let builtin = kube_codegen_openapi::builtin_groups();
    let mut by_ident: BTreeMap<&str, &str> = BTreeMap::new();
    let mut modules: BTreeMap<(&str, &str), &Package> = BTreeMap::new();
    for gv in gvs {
        let valid = gv
            .group_ident
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && gv
                .group_ident
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !valid {
            diags.push(
                Diagnostic::error(
                    gv.pkg.span,
                    format!(
                        "group `{}` gives no Rust module name (`{}`)",
                        gv.group, gv.group_ident
                    ),
                )
                .with_help("name the group's module with `//! +groupGoName=<Name>`"),
            );
        }
        // At the marker that names the group (`+groupGoName`, else `+groupName`).
        let span = ["groupGoName", "groupName"]
            .iter()
            .find_map(|n| gv.pkg.markers.iter().find(|m| m.is(n)))
            .map_or(gv.pkg.span, |m| m.span);
        if builtin.contains(&gv.group_ident.as_str()) {
            diags.push(
                Diagnostic::error(
                    span,
                    format!(
                        "group `{}` would be named `{}` in the clientset, as the built-in group `{}`",
                        gv.group, gv.group_ident, gv.group_ident
                    ),
                )
                .with_note("built-in Kinds (Deployments, Jobs, …) share the clientset and the informer factory with the project's own, as client-go's do")
                .with_help("name the group's module with `//! +groupGoName=<Name>` (e.g. `+groupGoName=BatchTutorial`)"),
            );
        }
        if let Some(other) = by_ident.insert(&gv.group_ident, &gv.group)
            && other != gv.group
        {
            diags.push(
                Diagnostic::error(
                    gv.pkg.span,
                    format!(
                        "groups `{other}` and `{}` would both be named `{}` in the clientset",
                        gv.group, gv.group_ident
                    ),
                )
                .with_help("give one of them another name with `//! +groupGoName=<Name>`"),
            );
        }
        if let Some(first) = modules.insert((&gv.group, &gv.version), gv.pkg) {
            diags.push(
                Diagnostic::error(
                    gv.pkg.span,
                    format!(
                        "`{}/{}` is defined by two modules (`{}` and `{}`)",
                        gv.group,
                        gv.version,
                        first.rust_path.join("::"),
                        gv.pkg.rust_path.join("::")
                    ),
                )
                .with_help("keep one group-version in one module (files of a directory module are one module)"),
            );
        }
    }
}

fn kind_info<'a>(
    pkg: &'a Package,
    t: &'a TypeDef,
    group: &str,
    crds: &[crate::emit::crd::GeneratedCrd],
    diags: &mut Diagnostics,
) -> Option<KindInfo<'a>> {
    let tag = marker(t, "genclient").map_or(t.span, |m| m.span);
    if !is_kind(t) {
        diags.push(
            Diagnostic::error(
                tag,
                format!(
                    "`+genclient` on `{}`, which has no `metadata` field",
                    t.name
                ),
            )
            .with_help("a Kind needs `pub metadata: ObjectMeta`"),
        );
        return None;
    }
    let crd = crds
        .iter()
        .map(|g| &g.crd)
        .find(|c| c.spec.group == group && c.spec.names.kind == t.name)?;
    let version = crd.spec.versions.iter().find(|v| v.name == pkg.version)?;
    let status_subresource = version
        .subresources
        .as_ref()
        .is_some_and(|s| s.status.is_some());
    let has_status_field = matches!(&t.kind, TypeKind::Struct(fields) if fields.iter().any(|f| f.json_name == "status" && !f.serde.skip));
    let mut verbs: BTreeSet<&'static str> = VERBS.iter().copied().collect();
    let mut status_verbs = true;
    for m in &t.markers {
        if m.is("genclient:noVerbs") {
            verbs.clear();
        } else if m.is("genclient:readonly") {
            verbs.retain(|v| matches!(*v, "get" | "list" | "watch"));
        } else if m.is("genclient:noStatus") {
            status_verbs = false;
        } else if m.is("genclient:onlyVerbs") || m.is("genclient:skipVerbs") {
            let listed = verb_list(m, diags);
            if m.is("genclient:onlyVerbs") {
                verbs.retain(|v| listed.contains(v));
            } else {
                verbs.retain(|v| !listed.contains(v));
            }
        }
    }
    // client-gen: no `status` field means no status verbs. A CRD without the status
    // subresource has no `/status` endpoint either, so its status verbs could only fail.
    if !status_verbs || !has_status_field || !status_subresource {
        verbs.remove("updateStatus");
        verbs.remove("applyStatus");
    }
    let methods = t
        .markers
        .iter()
        .filter(|m| m.is("genclient:method"))
        .filter_map(|m| method(m, diags))
        .collect::<Vec<_>>();
    let mut seen = BTreeSet::new();
    for m in &methods {
        if !seen.insert(m.name.clone()) || builtin_method(&m.name) {
            diags.push(Diagnostic::error(
                tag,
                format!("`{}` has two methods named `{}`", t.name, m.name),
            ));
        }
    }
    let user_list = pkg
        .types
        .iter()
        .any(|o| o.name == format!("{}List", t.name));
    Some(KindInfo {
        ty: t,
        plural: crd.spec.names.plural.clone(),
        namespaced: crd.spec.scope == "Namespaced",
        status_subresource,
        verbs,
        methods,
        user_list,
    })
}

fn builtin_method(name: &str) -> bool {
    matches!(
        name,
        "create"
            | "update"
            | "update_status"
            | "delete"
            | "delete_collection"
            | "get"
            | "get_with"
            | "get_opt"
            | "list"
            | "watch"
            | "patch"
            | "patch_status"
            | "apply"
            | "apply_status"
    )
}

fn verb_list(m: &Marker, diags: &mut Diagnostics) -> BTreeSet<&'static str> {
    let mut out = BTreeSet::new();
    // Byte offset of each item in the value (items are separated by one character).
    let mut offset = 0;
    for v in m.value().map(Value::as_list).unwrap_or_default() {
        let word = v.as_str().unwrap_or_default();
        match VERBS.iter().find(|k| **k == word) {
            Some(k) => {
                out.insert(*k);
            }
            None => diags.push(
                Diagnostic::error(
                    m.arg_span("").sub(offset, word.len()),
                    format!("unknown verb `{word}`"),
                )
                .with_help(format!("the verbs are {}", VERBS.join(", "))),
            ),
        }
        offset += word.len() + 1;
    }
    out
}

fn method(m: &Marker, diags: &mut Diagnostics) -> Option<Method> {
    let api = &quote!(api);
    let name = m.value().and_then(Value::as_str).unwrap_or_default();
    let verb = m.arg("verb").and_then(Value::as_str).unwrap_or_default();
    if !METHOD_VERBS.contains(&verb) {
        diags.push(
            Diagnostic::error(
                m.arg_span("verb"),
                format!("unsupported verb `{verb}` for a custom method"),
            )
            .with_help(format!("use one of {}", METHOD_VERBS.join(", "))),
        );
        return None;
    }
    let Some(subresource) = m.arg("subresource").and_then(Value::as_str) else {
        diags.push(
            Diagnostic::error(m.span, format!("custom method `{name}` needs `subresource=…`"))
                .with_help("e.g. `+genclient:method=GetScale,verb=get,subresource=scale,result=k8s.io/api/autoscaling/v1.Scale`"),
        );
        return None;
    };
    let snake_name = snake(name);
    if syn::parse_str::<Ident>(&snake_name).is_err() {
        diags.push(Diagnostic::error(
            m.arg_span(""),
            format!("`{name}` is not a valid method name"),
        ));
        return None;
    }
    let mut typ = |arg: &str| -> Option<Option<TokenStream>> {
        match m.arg(arg).and_then(Value::as_str) {
            None => Some(None),
            Some(text) => match method_type(text, api) {
                Some(t) => Some(Some(t)),
                None => {
                    diags.push(
                        Diagnostic::error(m.arg_span(arg), format!("cannot name the type `{text}` in Rust"))
                            .with_help("write a Rust path (`k8s_openapi::api::autoscaling::v1::Scale`), a `k8s.io/api/...` Go path, or a type of this package"),
                    );
                    None
                }
            },
        }
    };
    let input = typ("input")?;
    let result = typ("result")?;
    if input.is_some() && verb == "get" {
        diags.push(Diagnostic::error(
            m.arg_span("input"),
            "a `get` method takes no input",
        ));
        return None;
    }
    Some(Method {
        name: snake_name,
        verb: verb.to_string(),
        subresource: subresource.to_string(),
        input,
        result,
    })
}

/// `<api_module>::<rust_path>` as tokens, for use one module below the file root
/// (inside `pub mod <group> { pub mod <version> { … } }`, two levels).
fn package_path(api_module: &str, pkg: &Package) -> Option<TokenStream> {
    let mut segs: Vec<String> = Vec::new();
    let relative = api_module.starts_with("super::")
        || api_module == "super"
        || api_module.starts_with("self::");
    if relative {
        segs.push("super".into());
        segs.push("super".into());
    }
    let module = api_module.strip_prefix("self::").unwrap_or(api_module);
    segs.push(module.to_string());
    segs.extend(pkg.rust_path.iter().cloned());
    path_tokens(&segs.join("::"))
}

fn doc(text: impl AsRef<str>) -> TokenStream {
    let lines: Vec<String> = text.as_ref().lines().map(|l| format!(" {l}")).collect();
    quote!(#(#[doc = #lines])*)
}

/// The Kinds' `kube::Resource` and `Kind` impls alone, in modules shaped as the clients'
/// (so relative API paths mean the same), for an API crate whose clients are generated in
/// another crate.
fn impls_file(gvs: &[GroupVersion<'_>]) -> TokenStream {
    let mut groups: BTreeMap<&str, Vec<&GroupVersion<'_>>> = BTreeMap::new();
    for gv in gvs {
        groups.entry(&gv.group_ident).or_default().push(gv);
    }
    let mods = groups.iter().map(|(g, versions)| {
        let g = ident(g);
        let vs = versions.iter().map(|gv| {
            let v = ident(&gv.version);
            let api_path = &gv.api_path;
            let impls = gv.kinds.iter().map(|k| kind_impls(gv, k));
            quote! {
                mod #v {
                    use ::kube_codegen_runtime as rt;
                    use rt::reexports::kube;
                    use #api_path as api;

                    #(#impls)*
                }
            }
        });
        quote! {
            mod #g {
                #(#vs)*
            }
        }
    });
    // In an anonymous const, so the modules clash with nothing where the file is included;
    // relative API paths mean what they mean at the include site.
    quote! {
        const _: () = {
            #(#mods)*
        };
    }
}

fn file(gvs: &[GroupVersion<'_>], with_impls: bool) -> TokenStream {
    let rt = quote!(rt);
    let kube = quote!(kube);
    // Clientset accessors.
    let accessors = gvs.iter().map(|gv| {
        let method = format_ident!("{}_{}", gv.group_ident, gv.version);
        let g = ident(&gv.group_ident);
        let v = ident(&gv.version);
        let client = format_ident!(
            "{}Client",
            pascal(&format!("{}_{}", gv.group_ident, gv.version))
        );
        let d = doc(format!(
            "The typed client of `{}/{}`.",
            gv.group, gv.version
        ));
        quote! {
            #d
            pub fn #method(&self) -> #g::#v::#client {
                #g::#v::#client::new(self.client.clone())
            }
        }
    });
    // Group modules.
    let mut groups: BTreeMap<&str, Vec<&GroupVersion<'_>>> = BTreeMap::new();
    for gv in gvs {
        groups.entry(&gv.group_ident).or_default().push(gv);
    }
    let group_accessors = groups.iter().map(|(g, versions)| {
        let gi = ident(g);
        let d = doc(format!("The informers of group `{}`.", versions[0].group));
        quote! {
            #d
            pub fn #gi(&self) -> #gi::Informers<'_> {
                #gi::Informers::new(&self.factory)
            }
        }
    });
    let group_mods = groups
        .iter()
        .map(|(g, versions)| group_module(g, versions, with_impls));
    let for_resource_arms = gvs.iter().flat_map(|gv| {
        gv.kinds.iter().filter(|k| has_informer(k)).map(move |k| {
            let g = ident(&gv.group_ident);
            let v = ident(&gv.version);
            let plural_fn = ident(&snake(&k.plural));
            let (group, version, plural) = (&gv.group, &gv.version, &k.plural);
            quote! {
                if requested == (#group, #version, #plural) {
                    self.#g().#v().#plural_fn();
                }
            }
        })
    });
    let resources: Vec<TokenStream> = gvs
        .iter()
        .flat_map(|gv| {
            let rt = &rt;
            gv.kinds.iter().map(move |k| {
                let (group, version, plural) = (&gv.group, &gv.version, &k.plural);
                let kind = &k.ty.name;
                let (namespaced, status) = (k.namespaced, k.status_subresource);
                quote! {
                    #rt::fake::ResourceInfo {
                        group: #group.to_string(),
                        version: #version.to_string(),
                        kind: #kind.to_string(),
                        plural: #plural.to_string(),
                        namespaced: #namespaced,
                        status_subresource: #status,
                    }
                }
            })
        })
        .collect();
    let gv_list: Vec<String> = gvs
        .iter()
        .map(|gv| format!("`{}/{}`", gv.group, gv.version))
        .collect();
    let cs_doc = doc(format!(
        "The typed clients of {}: one accessor per group-version (client-gen's `Clientset`).\n\nCheap to clone; every client shares one `kube::Client`.",
        gv_list.join(", ")
    ));
    quote! {
        use ::kube_codegen_runtime as rt;
        use rt::reexports::kube;

        #cs_doc
        #[derive(Clone)]
        pub struct Clientset {
            client: #kube::Client,
        }

        impl Clientset {
            /// A clientset over `client`.
            pub fn new(client: #kube::Client) -> Self {
                Clientset { client }
            }

            /// The `kube::Client` every typed client uses.
            pub fn kube_client(&self) -> &#kube::Client {
                &self.client
            }

            #(#accessors)*
        }

        /// One shared informer per Kind for everything that asks (informer-gen's
        /// `SharedInformerFactory`): request informers with
        /// `factory.<group>().<version>().<plural>()`, then `start()`, then
        /// `wait_for_cache_sync()`.
        pub struct SharedInformerFactory {
            factory: #rt::SharedInformerFactory,
        }

        impl SharedInformerFactory {
            /// A factory over `client`: all namespaces, no resync.
            pub fn new(client: #kube::Client) -> Self {
                SharedInformerFactory { factory: #rt::SharedInformerFactory::new(client) }
            }

            /// A factory over `client` with `options` (namespace, list tweaks, resync
            /// periods, transform).
            pub fn with_options(client: #kube::Client, options: #rt::FactoryOptions) -> Self {
                SharedInformerFactory { factory: #rt::SharedInformerFactory::with_options(client, options) }
            }

            /// Starts every requested informer that is not running yet (inside a Tokio
            /// runtime).
            pub fn start(&self) {
                self.factory.start();
            }

            /// Waits until every started informer has synced; returns each qualified
            /// resource with `true`. Wrap it in a timeout.
            pub async fn wait_for_cache_sync(&self) -> ::std::collections::BTreeMap<String, bool> {
                self.factory.wait_for_cache_sync().await
            }

            /// Stops every informer and waits for them to end.
            pub async fn shutdown(&self) {
                self.factory.shutdown().await;
            }

            /// The Kind-agnostic informer of `gvr` (informer-gen's `ForResource`).
            /// Errors: `NotFound` when no generated Kind serves `gvr` (or it cannot be
            /// listed and watched).
            pub fn for_resource(
                &self,
                gvr: &#kube::core::GroupVersionResource,
            ) -> Result<#rt::GenericInformer, #rt::Error> {
                // Requesting the typed informer registers it with the factory.
                let requested = (gvr.group.as_str(), gvr.version.as_str(), gvr.resource.as_str());
                #(#for_resource_arms)*
                self.factory.generic_informer(gvr).ok_or_else(|| {
                    #rt::Error::not_found("resources", &format!("{}/{}, Resource={}", gvr.group, gvr.version, gvr.resource))
                })
            }

            /// The runtime's factory underneath, shared by every informer of this one. Its
            /// `informer_for::<K>()` gives the informer of any other Kind — a built-in one
            /// (`k8s_openapi::api::apps::v1::Deployment`, see `kube_codegen_runtime::builtin`)
            /// included — from the same factory, so a process opens one watch per Kind.
            pub fn factory(&self) -> &#rt::SharedInformerFactory {
                &self.factory
            }

            #(#group_accessors)*
        }

        /// A clientset over an in-memory API server, for unit tests without a cluster
        /// (client-go's `fake.NewSimpleClientset`).
        pub mod fake {
            use ::kube_codegen_runtime as rt;

            /// Every resource the clientset serves, as the fake API server must know them.
            pub fn resources() -> Vec<#rt::fake::ResourceInfo> {
                Vec::from([#(#resources),*])
            }

            /// A [`Clientset`](super::Clientset) over a new fake API server that serves
            /// every Kind of the clientset and the built-in Kinds
            /// (`kube_codegen_runtime::builtin`), and holds `objects` (JSON with
            /// `apiVersion` and `kind`, built-in ones included). Returns the server too, for
            /// reactors and the actions log. Call it inside a Tokio runtime (as any
            /// `kube::Client`). Errors: an object the server refuses (unknown Kind, invalid,
            /// duplicate).
            pub fn new_simple_clientset(
                objects: impl IntoIterator<Item = #rt::reexports::serde_json::Value>,
            ) -> Result<(super::Clientset, #rt::fake::FakeApiServer), #rt::Error> {
                let server = #rt::fake::FakeApiServer::new();
                for r in resources().into_iter().chain(#rt::builtin::builtin_resources()) {
                    server.register(r);
                }
                for o in objects {
                    server.add(o).map_err(#rt::Error::Api)?;
                }
                Ok((super::Clientset::new(server.client()), server))
            }
        }

        #(#group_mods)*
    }
}

/// `webapp_v1` → `WebappV1`.
fn pascal(s: &str) -> String {
    s.split(['_', '-', '.'])
        .filter(|p| !p.is_empty())
        .map(|p| {
            let mut c = p.chars();
            match c.next() {
                Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
                None => String::new(),
            }
        })
        .collect()
}

fn has_informer(k: &KindInfo<'_>) -> bool {
    k.verbs.contains("list") && k.verbs.contains("watch")
}

fn group_module(g: &str, versions: &[&GroupVersion<'_>], with_impls: bool) -> TokenStream {
    let rt = quote!(rt);
    let gi = ident(g);
    let group = &versions[0].group;
    let version_accessors = versions.iter().map(|gv| {
        let v = ident(&gv.version);
        let d = doc(format!("The informers of `{group}/{}`.", gv.version));
        quote! {
            #d
            pub fn #v(&self) -> #v::Informers<'a> {
                #v::Informers::new(self.factory)
            }
        }
    });
    let version_mods = versions.iter().map(|gv| version_module(gv, with_impls));
    let d = doc(format!(
        "Clients, listers and informers of API group `{group}`."
    ));
    quote! {
        #d
        pub mod #gi {
            use ::kube_codegen_runtime as rt;

            /// The informers of this group, by version.
            pub struct Informers<'a> {
                factory: &'a #rt::SharedInformerFactory,
            }

            impl<'a> Informers<'a> {
                pub(crate) fn new(factory: &'a #rt::SharedInformerFactory) -> Self {
                    Informers { factory }
                }

                #(#version_accessors)*
            }

            #(#version_mods)*
        }
    }
}

fn version_module(gv: &GroupVersion<'_>, with_impls: bool) -> TokenStream {
    let rt = quote!(rt);
    let kube = quote!(kube);
    let v = ident(&gv.version);
    let client = format_ident!(
        "{}Client",
        pascal(&format!("{}_{}", gv.group_ident, gv.version))
    );
    let api_version = format!("{}/{}", gv.group, gv.version);
    let kind_client_accessors = gv.kinds.iter().map(|k| {
        let kc = format_ident!("{}Client", k.ty.name);
        let f = ident(&snake(&k.plural));
        if k.namespaced {
            let d = doc(format!("The client of `{}` in `namespace`.", k.plural));
            quote! {
                #d
                pub fn #f(&self, namespace: &str) -> #kc {
                    #kc { inner: #rt::Client::new(self.client.clone(), Some(namespace)) }
                }
            }
        } else {
            let d = doc(format!("The client of `{}` (cluster-scoped).", k.plural));
            quote! {
                #d
                pub fn #f(&self) -> #kc {
                    #kc { inner: #rt::Client::new(self.client.clone(), None) }
                }
            }
        }
    });
    let all_ns_accessors = gv.kinds.iter().filter(|k| k.namespaced).map(|k| {
        let kc = format_ident!("{}Client", k.ty.name);
        let f = ident(&format!("{}_all_namespaces", snake(&k.plural)));
        let d = doc(format!(
            "The client of `{}` across all namespaces (for list, watch and delete_collection).",
            k.plural
        ));
        quote! {
            #d
            pub fn #f(&self) -> #kc {
                #kc { inner: #rt::Client::new(self.client.clone(), None) }
            }
        }
    });
    let informer_accessors = gv.kinds.iter().filter(|k| has_informer(k)).map(|k| {
        let ki = format_ident!("{}Informer", k.ty.name);
        let kind = ident(&k.ty.name);
        let f = ident(&snake(&k.plural));
        let d = doc(format!("The shared informer of `{}`.", k.plural));
        quote! {
            #d
            pub fn #f(&self) -> #ki {
                #ki { inner: self.factory.informer_for::<api::#kind>() }
            }
        }
    });
    let kinds = gv.kinds.iter().map(|k| kind_items(gv, k, with_impls));
    let api_path = &gv.api_path;
    let d = doc(format!(
        "Clients, listers and informers of `{api_version}`."
    ));
    let cd = doc(format!(
        "The typed client of `{api_version}` (client-gen's `<Group><Version>Client`)."
    ));
    quote! {
        #d
        pub mod #v {
            use ::kube_codegen_runtime as rt;
            use rt::reexports::kube;
            use #api_path as api;

            #cd
            #[derive(Clone)]
            pub struct #client {
                client: #kube::Client,
            }

            impl #client {
                /// A client over `client`.
                pub fn new(client: #kube::Client) -> Self {
                    #client { client }
                }

                #(#kind_client_accessors)*
                #(#all_ns_accessors)*
            }

            /// The informers of this version, by resource.
            pub struct Informers<'a> {
                factory: &'a #rt::SharedInformerFactory,
            }

            impl<'a> Informers<'a> {
                pub(crate) fn new(factory: &'a #rt::SharedInformerFactory) -> Self {
                    Informers { factory }
                }

                #(#informer_accessors)*
            }

            #(#kinds)*
        }
    }
}

/// A Kind's `kube::Resource` and `kube_codegen_runtime::Kind` impls.
fn kind_impls(gv: &GroupVersion<'_>, k: &KindInfo<'_>) -> TokenStream {
    let rt = quote!(rt);
    let kube = quote!(kube);
    let name = &k.ty.name;
    let kind = ident(name);
    let (group, version, plural) = (&gv.group, &gv.version, &k.plural);
    let api_version = format!("{group}/{version}");
    let resource = format!("{plural}.{group}");
    let meta = match &k.ty.kind {
        TypeKind::Struct(fields) => fields
            .iter()
            .find(|f| f.json_name == "metadata")
            .map_or_else(|| ident("metadata"), |f| ident(&f.rust_name)),
        _ => ident("metadata"),
    };
    let scope = if k.namespaced {
        quote!(#rt::reexports::k8s_openapi::NamespaceResourceScope)
    } else {
        quote!(#rt::reexports::k8s_openapi::ClusterResourceScope)
    };
    let (namespaced, status) = (k.namespaced, k.status_subresource);
    let api_fn = if k.namespaced {
        quote! {
            match namespace {
                Some(ns) => #kube::Api::namespaced(client, ns),
                None => #kube::Api::all(client),
            }
        }
    } else {
        quote! {
            let _ = namespace;
            #kube::Api::all(client)
        }
    };
    quote! {
        impl #kube::Resource for api::#kind {
            type DynamicType = ();
            type Scope = #scope;

            fn kind(_: &()) -> ::std::borrow::Cow<'_, str> {
                ::std::borrow::Cow::Borrowed(#name)
            }

            fn group(_: &()) -> ::std::borrow::Cow<'_, str> {
                ::std::borrow::Cow::Borrowed(#group)
            }

            fn version(_: &()) -> ::std::borrow::Cow<'_, str> {
                ::std::borrow::Cow::Borrowed(#version)
            }

            fn api_version(_: &()) -> ::std::borrow::Cow<'_, str> {
                ::std::borrow::Cow::Borrowed(#api_version)
            }

            fn plural(_: &()) -> ::std::borrow::Cow<'_, str> {
                ::std::borrow::Cow::Borrowed(#plural)
            }

            fn meta(&self) -> &#rt::reexports::k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta {
                &self.#meta
            }

            fn meta_mut(&mut self) -> &mut #rt::reexports::k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta {
                &mut self.#meta
            }
        }

        impl #rt::Kind for api::#kind {
            const RESOURCE: &'static str = #resource;
            const NAMESPACED: bool = #namespaced;
            const STATUS_SUBRESOURCE: bool = #status;

            fn api(client: #kube::Client, namespace: Option<&str>) -> #kube::Api<Self> {
                #api_fn
            }
        }

    }
}

fn kind_items(gv: &GroupVersion<'_>, k: &KindInfo<'_>, with_impls: bool) -> TokenStream {
    let rt = quote!(rt);
    let kube = quote!(kube);
    let name = &k.ty.name;
    let kind = ident(name);
    let (group, version, plural) = (&gv.group, &gv.version, &k.plural);
    let api_version = format!("{group}/{version}");
    let resource = format!("{plural}.{group}");
    let list_ty = format_ident!("{}List", name);
    let list_alias = if k.user_list {
        TokenStream::new()
    } else {
        let d = doc(format!(
            "A list of `{name}` (`{name}List` of `{api_version}`)."
        ));
        quote! {
            #d
            pub type #list_ty = #kube::core::ObjectList<api::#kind>;
        }
    };
    let list_ret = quote!(#kube::core::ObjectList<api::#kind>);
    let client_ty = format_ident!("{}Client", name);
    let v = &k.verbs;
    let mut methods: Vec<TokenStream> = Vec::new();
    if v.contains("get") {
        methods.push(quote! {
            /// GET one object by name. Errors: `NotFound`.
            pub async fn get(&self, name: &str) -> #rt::Result<api::#kind> {
                self.inner.get(name, &#kube::api::GetParams::default()).await
            }

            /// GET one object by name with `params` (e.g. a resourceVersion to read at).
            pub async fn get_with(&self, name: &str, params: &#kube::api::GetParams) -> #rt::Result<api::#kind> {
                self.inner.get(name, params).await
            }

            /// GET one object by name, `None` when it does not exist (`NotFound`), as
            /// `kube::Api::get_opt`.
            pub async fn get_opt(&self, name: &str) -> #rt::Result<Option<api::#kind>> {
                self.inner.get_opt(name, &#kube::api::GetParams::default()).await
            }
        });
    }
    if v.contains("list") {
        methods.push(quote! {
            /// LIST objects matching `params` (label/field selectors, paging).
            pub async fn list(&self, params: &#kube::api::ListParams) -> #rt::Result<#list_ret> {
                self.inner.list(params).await
            }
        });
    }
    if v.contains("watch") {
        methods.push(quote! {
            /// WATCH objects from `resource_version` (`"0"`: the current objects first).
            pub async fn watch(
                &self,
                params: &#kube::api::WatchParams,
                resource_version: &str,
            ) -> #rt::Result<#rt::reexports::futures::stream::BoxStream<'static, #rt::Result<#kube::api::WatchEvent<api::#kind>>>> {
                self.inner.watch(params, resource_version).await
            }
        });
    }
    if v.contains("create") {
        methods.push(quote! {
            /// CREATE an object. Errors: `AlreadyExists`, `Invalid`.
            pub async fn create(&self, params: &#kube::api::PostParams, obj: &api::#kind) -> #rt::Result<api::#kind> {
                self.inner.create(params, obj).await
            }
        });
    }
    if v.contains("update") {
        methods.push(quote! {
            /// UPDATE an object (named by its `metadata.name`); `status` is not changed
            /// when the Kind has the status subresource. Errors: `NotFound`, `Conflict`,
            /// `Invalid`.
            pub async fn update(&self, params: &#kube::api::PostParams, obj: &api::#kind) -> #rt::Result<api::#kind> {
                self.inner.update(params, obj).await
            }
        });
    }
    if v.contains("updateStatus") {
        methods.push(quote! {
            /// UPDATE the `status` subresource: only `status` changes.
            pub async fn update_status(&self, params: &#kube::api::PostParams, obj: &api::#kind) -> #rt::Result<api::#kind> {
                self.inner.update_status(params, obj).await
            }
        });
    }
    if v.contains("delete") {
        methods.push(quote! {
            /// DELETE one object by name; returns it (deleted, or marked while finalizers
            /// remain) or a success `Status`. Errors: `NotFound`.
            pub async fn delete(
                &self,
                name: &str,
                params: &#kube::api::DeleteParams,
            ) -> #rt::Result<#rt::DeleteResult<api::#kind>> {
                self.inner.delete(name, params).await
            }
        });
    }
    if v.contains("deleteCollection") {
        methods.push(quote! {
            /// DELETE every object matching `list`.
            pub async fn delete_collection(
                &self,
                params: &#kube::api::DeleteParams,
                list: &#kube::api::ListParams,
            ) -> #rt::Result<#rt::DeleteResult<#list_ret>> {
                self.inner.delete_collection(params, list).await
            }
        });
    }
    if v.contains("patch") {
        methods.push(quote! {
            /// PATCH an object: merge, JSON or apply patches (custom resources take no
            /// strategic merge patch: the server answers `415`).
            pub async fn patch<P: #rt::reexports::serde::Serialize + ::std::fmt::Debug>(
                &self,
                name: &str,
                params: &#kube::api::PatchParams,
                patch: &#kube::api::Patch<P>,
            ) -> #rt::Result<api::#kind> {
                self.inner.patch(name, params, patch).await
            }
        });
        if v.contains("updateStatus") {
            methods.push(quote! {
                /// PATCH the `status` subresource.
                pub async fn patch_status<P: #rt::reexports::serde::Serialize + ::std::fmt::Debug>(
                    &self,
                    name: &str,
                    params: &#kube::api::PatchParams,
                    patch: &#kube::api::Patch<P>,
                ) -> #rt::Result<api::#kind> {
                    self.inner.patch_status(name, params, patch).await
                }
            });
        }
    }
    if v.contains("apply") {
        methods.push(quote! {
            /// Server-side APPLY `obj` as `field_manager` (`force` takes over conflicting
            /// fields).
            pub async fn apply(&self, obj: &api::#kind, field_manager: &str, force: bool) -> #rt::Result<api::#kind> {
                self.inner.apply(obj, field_manager, force).await
            }
        });
    }
    if v.contains("applyStatus") {
        methods.push(quote! {
            /// Server-side APPLY of the `status` subresource.
            pub async fn apply_status(&self, obj: &api::#kind, field_manager: &str, force: bool) -> #rt::Result<api::#kind> {
                self.inner.apply_status(obj, field_manager, force).await
            }
        });
    }
    for m in &k.methods {
        let f = ident(&m.name);
        let sub = &m.subresource;
        let result = m.result.clone().unwrap_or_else(|| quote!(api::#kind));
        let input = m.input.clone().unwrap_or_else(|| quote!(api::#kind));
        let d = doc(format!(
            "`{}` of the `{sub}` subresource (`+genclient:method`).",
            m.verb.to_uppercase()
        ));
        methods.push(match m.verb.as_str() {
            "get" => quote! {
                #d
                pub async fn #f(&self, name: &str) -> #rt::Result<#result> {
                    self.inner.get_subresource(#sub, name).await
                }
            },
            "create" => quote! {
                #d
                pub async fn #f(&self, name: &str, params: &#kube::api::PostParams, input: &#input) -> #rt::Result<#result> {
                    self.inner.create_subresource(#sub, name, params, input).await
                }
            },
            "update" => quote! {
                #d
                pub async fn #f(&self, name: &str, params: &#kube::api::PostParams, input: &#input) -> #rt::Result<#result> {
                    self.inner.update_subresource(#sub, name, params, input).await
                }
            },
            _ => quote! {
                #d
                pub async fn #f<P: #rt::reexports::serde::Serialize + ::std::fmt::Debug>(
                    &self,
                    name: &str,
                    params: &#kube::api::PatchParams,
                    patch: &#kube::api::Patch<P>,
                ) -> #rt::Result<#result> {
                    self.inner.patch_subresource(#sub, name, params, patch).await
                }
            },
        });
    }
    let verbs_text: Vec<&str> = VERBS.iter().copied().filter(|x| v.contains(x)).collect();
    let client_doc = doc(format!(
        "The typed client of `{resource}`: {}.",
        if verbs_text.is_empty() && k.methods.is_empty() {
            "no verbs".to_string()
        } else {
            let mut all: Vec<String> = verbs_text
                .iter()
                .map(|s| format!("`{}`", snake(s)))
                .collect();
            all.extend(k.methods.iter().map(|m| format!("`{}`", m.name)));
            all.join(", ")
        }
    ));
    let informer_items = if has_informer(k) {
        let lister = format_ident!("{}Lister", name);
        let informer = format_ident!("{}Informer", name);
        let lister_doc = doc(format!(
            "Reads of `{resource}` from a shared informer's store (lister-gen's `{name}Lister`)."
        ));
        let informer_doc = doc(format!(
            "The shared informer of `{resource}` (informer-gen's `{name}Informer`)."
        ));
        let (lister_methods, ns_alias) = if k.namespaced {
            let nsl = format_ident!("{}NamespaceLister", name);
            let d = doc(format!("Reads of `{resource}` in one namespace."));
            (
                quote! {
                    /// The objects of one namespace.
                    pub fn namespace(&self, namespace: &str) -> #nsl {
                        self.inner.namespace(namespace)
                    }
                },
                quote! {
                    #d
                    pub type #nsl = #rt::NamespaceLister<api::#kind>;
                },
            )
        } else {
            (
                quote! {
                    /// One object by name. Errors: `NotFound`, worded as the API server's.
                    pub fn get(&self, name: &str) -> #rt::Result<::std::sync::Arc<api::#kind>> {
                        self.inner.get(name)
                    }
                },
                TokenStream::new(),
            )
        };
        quote! {
            #lister_doc
            #[derive(Clone)]
            pub struct #lister {
                inner: #rt::Lister<api::#kind>,
            }

            impl #lister {
                /// A lister over `inner`.
                pub fn new(inner: #rt::Lister<api::#kind>) -> Self {
                    #lister { inner }
                }

                /// The objects (of every namespace) whose labels match `selector`,
                /// ordered by `namespace/name`.
                pub fn list(&self, selector: &#kube::core::Selector) -> Vec<::std::sync::Arc<api::#kind>> {
                    self.inner.list(selector)
                }

                #lister_methods

                /// The objects whose custom index `index` has `value`. Errors: no such
                /// index.
                pub fn by_index(&self, index: &str, value: &str) -> #rt::Result<Vec<::std::sync::Arc<api::#kind>>> {
                    self.inner.by_index(index, value)
                }
            }

            #ns_alias

            #informer_doc
            #[derive(Clone)]
            pub struct #informer {
                inner: #rt::SharedIndexInformer<api::#kind>,
            }

            impl #informer {
                /// A standalone informer, not shared through a factory (informer-gen's
                /// `New{Kind}Informer`): run it with `informer().run(token)`.
                pub fn new(client: #kube::Client, options: #rt::InformerOptions<api::#kind>) -> Self {
                    #informer { inner: #rt::SharedIndexInformer::new(client, options) }
                }

                /// The informer: event handlers, indexers, sync state.
                pub fn informer(&self) -> &#rt::SharedIndexInformer<api::#kind> {
                    &self.inner
                }

                /// A lister over the informer's store.
                pub fn lister(&self) -> #lister {
                    #lister::new(self.inner.lister())
                }
            }
        }
    } else {
        TokenStream::new()
    };
    let impls = if with_impls {
        kind_impls(gv, k)
    } else {
        TokenStream::new()
    };
    quote! {
        #impls

        #list_alias

        #client_doc
        #[derive(Clone)]
        pub struct #client_ty {
            inner: #rt::Client<api::#kind>,
        }

        impl #client_ty {
            /// The untyped-verb client underneath (every verb, whatever the tags allow).
            pub fn inner(&self) -> &#rt::Client<api::#kind> {
                &self.inner
            }

            #(#methods)*
        }

        #informer_items
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snake_case_of_method_and_group_names() {
        assert_eq!(snake("GetScale"), "get_scale");
        assert_eq!(snake("UpdateApproval"), "update_approval");
        assert_eq!(snake("HTTPRoute"), "http_route");
        assert_eq!(snake("Infrastructure"), "infrastructure");
        assert_eq!(snake("v1"), "v1");
        assert_eq!(pascal("webapp_v1beta1"), "WebappV1beta1");
    }

    fn generate(files: &[(&str, &str)]) -> Result<String, String> {
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        for (name, text) in files {
            let p = dir.path().join(name);
            if let Some(parent) = p.parent() {
                std::fs::create_dir_all(parent).map_err(|e| e.to_string())?;
            }
            std::fs::write(p, text).map_err(|e| e.to_string())?;
        }
        let out = crate::Config::new()
            .input(dir.path())
            .clients("crate::api")
            .crds(false)
            .generate()
            .map_err(|e| e.render(false))?;
        Ok(out
            .files()
            .get(std::path::Path::new(FILE_NAME))
            .cloned()
            .unwrap_or_default())
    }

    const KIND: &str = "use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\n/// +genclient\n/// +kubebuilder:object:root=true\npub struct Thing { pub metadata: ObjectMeta }\n";

    #[test]
    fn output_is_deterministic_and_names_types_by_module_path() {
        let files = [(
            "ships/v1.rs",
            format!("//! +groupName=ships.example.com\n{KIND}"),
        )];
        let files: Vec<(&str, &str)> = files.iter().map(|(n, t)| (*n, t.as_str())).collect();
        let first = generate(&files);
        assert_eq!(first, generate(&files));
        let text = first.unwrap_or_default();
        assert!(text.contains("use crate::api::ships::v1 as api;"), "{text}");
        assert!(text.contains("pub fn ships_v1(&self) -> ships::v1::ShipsV1Client"));
    }

    #[test]
    fn a_group_named_as_a_built_in_one_needs_a_go_name() {
        // The kubebuilder book's CronJob group against the built-in `batch/v1` of its Jobs.
        let own = format!("//! +groupName=batch.tutorial.kubebuilder.io\n{KIND}");
        let err = generate(&[("batch/v1.rs", &own)]).expect_err("clash with batch/v1");
        assert!(
            err.contains("group `batch.tutorial.kubebuilder.io` would be named `batch` in the clientset, as the built-in group `batch`"),
            "{err}"
        );
        assert!(
            err.contains("v1.rs:1:5"),
            "located at the group marker: {err}"
        );
        assert!(err.contains("+groupGoName=<Name>"), "{err}");
        // `+groupGoName` renames the module and every accessor: clientset, listers and
        // informers (in the group's module) and the informer factory.
        let renamed = format!(
            "//! +groupName=batch.tutorial.kubebuilder.io\n//! +groupGoName=BatchTutorial\n{KIND}"
        );
        let ok = generate(&[("batch/v1.rs", &renamed)]).expect("renamed");
        for needle in [
            "pub mod batch_tutorial {",
            "pub fn batch_tutorial_v1(&self) -> batch_tutorial::v1::BatchTutorialV1Client",
            "pub fn batch_tutorial(&self)",
            "pub struct ThingLister",
            "pub struct ThingInformer",
        ] {
            assert!(ok.contains(needle), "`{needle}` missing:\n{ok}");
        }
        assert!(!ok.contains("fn batch_v1("), "{ok}");
    }

    #[test]
    fn kind_impls_can_live_in_the_api_crate() {
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::create_dir_all(dir.path().join("ships")).expect("mkdir");
        std::fs::write(
            dir.path().join("ships/v1.rs"),
            format!("//! +groupName=ships.example.com\n{KIND}"),
        )
        .expect("write");
        let only = crate::Config::new()
            .input(dir.path())
            .crds(false)
            .kind_impls("crate::api")
            .generate()
            .expect("generates");
        let kinds = only
            .files()
            .get(std::path::Path::new(KINDS_FILE_NAME))
            .expect("kinds.rs");
        assert!(
            kinds.contains("impl kube::Resource for api::Thing"),
            "{kinds}"
        );
        assert!(kinds.contains("impl rt::Kind for api::Thing"), "{kinds}");
        assert!(!kinds.contains("Clientset"), "{kinds}");
        assert!(!only.files().contains_key(std::path::Path::new(FILE_NAME)));
        let elsewhere = crate::Config::new()
            .input(dir.path())
            .crds(false)
            .clients("api_crate::api")
            .kind_impls_elsewhere()
            .generate()
            .expect("generates");
        let clients = &elsewhere.files()[std::path::Path::new(FILE_NAME)];
        assert!(clients.contains("pub struct Clientset"), "{clients}");
        assert!(
            clients.contains("use api_crate::api::ships::v1 as api;"),
            "{clients}"
        );
        assert!(!clients.contains("impl kube::Resource"), "{clients}");
    }

    #[test]
    fn group_names_must_give_distinct_rust_modules() {
        let a = format!("//! +groupName=ships.a.example.com\n{KIND}");
        let b = format!("//! +groupName=ships.b.example.com\n{KIND}");
        let err = generate(&[("a/v1.rs", &a), ("b/v1.rs", &b)]).expect_err("clash");
        assert!(err.contains("would both be named `ships`"), "{err}");
        let renamed =
            format!("//! +groupName=ships.b.example.com\n//! +groupGoName=OtherShips\n{KIND}");
        let ok = generate(&[("a/v1.rs", &a), ("b/v1.rs", &renamed)]).unwrap_or_default();
        assert!(ok.contains("pub fn other_ships_v1(&self)"), "{ok}");
        let other = b
            .replace("ships.b.example.com", "ships.a.example.com")
            .replace("Thing", "Other");
        let err =
            generate(&[("a/v1.rs", &a), ("b/v1.rs", &other)]).expect_err("one gv, two modules");
        assert!(
            err.contains(
                "`ships.a.example.com/v1` is defined by two modules (`a::v1` and `b::v1`)"
            ),
            "{err}"
        );
        let digit = format!("//! +groupName=1ships.example.com\n{KIND}");
        let err = generate(&[("a/v1.rs", &digit)]).expect_err("no module name");
        assert!(err.contains("gives no Rust module name"), "{err}");
    }

    #[test]
    fn identifiers_from_any_name_never_panic() {
        let name = |s: &str| ident(s).to_string();
        assert_eq!(name("guestbooks"), "guestbooks");
        assert_eq!(name("type"), "r#type");
        assert_eq!(name("self"), "self_");
        assert_eq!(name("3d"), "_3d");
        assert_eq!(name("a-b.c"), "a_b_c");
        assert_eq!(name(""), "__");
    }

    #[test]
    fn method_types_from_go_and_rust_paths() {
        let api = quote!(api);
        let t = |s: &str| method_type(s, &api).map(|t| t.to_string().replace(' ', ""));
        assert_eq!(
            t("k8s.io/api/autoscaling/v1.Scale").as_deref(),
            Some("rt::reexports::k8s_openapi::api::autoscaling::v1::Scale")
        );
        assert_eq!(t("Scale").as_deref(), Some("api::Scale"));
        assert_eq!(t("my_crate::x::Y").as_deref(), Some("my_crate::x::Y"));
        assert_eq!(t("example.com/x/v1.Y"), None);
    }
}

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
use crate::markers::{Marker, MarkerKind};
use crate::model::{Api, CustomResource, Package, TypeDef, TypeKind};

/// The file name of the generated client code.
pub const FILE_NAME: &str = "clientset.rs";

/// The file of [`KindImpls::Only`].
pub const KINDS_FILE_NAME: &str = "kinds.rs";

/// What [`Config::clients`](crate::Config::clients) generates, as client-gen's,
/// lister-gen's, informer-gen's and applyconfiguration-gen's flags: one value, built from
/// the API module with [`ClientOptions::new`] (or from a `&str`:
/// `config.clients("crate::api")`), then adjusted with its methods.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ClientOptions {
    pub(crate) api_module: String,
    pub(crate) omit_version: bool,
    pub(crate) impls: KindImpls,
    pub(crate) apply_configurations: bool,
    pub(crate) root_kinds: bool,
}

impl ClientOptions {
    /// Clients, listers, informers, apply configurations and the fake clientset of every
    /// `+genclient` Kind, with the Kinds' `kube::Resource` and `Kind` impls. `api_module`
    /// is the Rust path of the module the inputs are mounted at, as seen from the generated
    /// module (`crate::api`, or `super::api` when the generated module is a sibling of
    /// `api`): a directory input is that module (`src/api/` at `crate::api`, its
    /// `webapp/v1` at `crate::api::webapp::v1`), a file input is a module of its file's
    /// name inside it (`src/v1.rs` at `crate`: its types are `crate::v1::…`).
    pub fn new(api_module: impl Into<String>) -> Self {
        ClientOptions {
            api_module: api_module.into(),
            omit_version: false,
            impls: KindImpls::WithClients,
            apply_configurations: true,
            root_kinds: false,
        }
    }

    /// Every root Kind (`+kubebuilder:object:root=true` with a `metadata` and a
    /// `TypeMeta<Self>` field) gets a client as if it had `+genclient`, so a kubebuilder
    /// API, which carries no client tags, ports verbatim. Off by default: client-gen's rule
    /// is the tag, and an API that tags some Kinds keeps exactly those clients.
    /// `+genclient` tags (`:nonNamespaced`, `:onlyVerbs`, …) keep their meaning.
    pub fn root_kinds(mut self, on: bool) -> Self {
        self.root_kinds = on;
        self
    }

    /// Whether the clientset holds apply configurations (applyconfiguration-gen's
    /// `<Kind>ApplyConfiguration` types and the clients' `apply` taking them); on by
    /// default.
    pub fn apply_configurations(mut self, on: bool) -> Self {
        self.apply_configurations = on;
        self
    }

    /// Where the Kinds' `kube::Resource` and `Kind` impls go: with the clients (the
    /// default), in the API crate (`Elsewhere`: clients only, for a controller crate whose
    /// API crate has the impls), or alone (`Only`: `kinds.rs` instead of `clientset.rs`, for
    /// that API crate).
    pub fn kind_impls(mut self, impls: KindImpls) -> Self {
        self.impls = impls;
        self
    }
}

impl From<&str> for ClientOptions {
    /// [`ClientOptions::new`].
    fn from(api_module: &str) -> Self {
        ClientOptions::new(api_module)
    }
}

impl From<String> for ClientOptions {
    /// [`ClientOptions::new`].
    fn from(api_module: String) -> Self {
        ClientOptions::new(api_module)
    }
}

/// Where a Kind's `kube::Resource` and `kube_codegen_runtime::Kind` impls go
/// ([`ClientOptions::kind_impls`]). The orphan rule lets only the crate of the API types
/// implement these foreign traits for them, so when the clients are generated in another
/// crate (a controller depending on an API crate), the API crate generates the impls and
/// the controller crate the clients.
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
    /// The root type (for a Kind declared in kube-derive's dialect, a stand-in named as the
    /// root kube-derive writes).
    ty: &'a TypeDef,
    /// The Kind (`Guestbook`), which differs from the root type's name under kube-derive's
    /// `root = "…"`.
    kind: String,
    /// Declared in kube-derive's dialect: kube-derive writes `kube::Resource`,
    /// `CustomResourceExt`, `HasSpec`/`HasStatus` and `new`; only the runtime's `Kind` is
    /// generated.
    kube_derive: bool,
    plural: String,
    /// The CRD's name (`guestbooks.webapp.my.domain`), short names, and the whole CRD as
    /// JSON (for `CustomResourceExt`).
    crd_name: String,
    short_names: Vec<String>,
    crd_json: Option<String>,
    namespaced: bool,
    status_subresource: bool,
    verbs: BTreeSet<&'static str>,
    /// The Kind gets apply configurations: its tags leave it `apply` or `applyStatus`, as
    /// applyconfiguration-gen decides (client-gen's `Tags.HasVerb`, under which `noVerbs`
    /// names no verb, so a Kind with only custom methods still gets them).
    apply_configuration: bool,
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
    /// The apply configurations of the version module (empty when turned off).
    apply: TokenStream,
}

/// The `+genclient` tag of `t`, if it has one.
fn genclient(t: &TypeDef) -> Option<&Marker> {
    t.markers
        .iter()
        .find(|m| matches!(m.kind, MarkerKind::GenClient))
}

/// `GetScale` → `get_scale`; `UpdateApproval` → `update_approval`.
pub(in crate::emit) fn snake(name: &str) -> String {
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
pub(in crate::emit) fn ident(name: &str) -> Ident {
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
pub(in crate::emit) fn path_tokens(path: &str) -> Option<TokenStream> {
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

/// The root type kube-derive writes for the Kind `cr` declared on spec type `spec`
/// (`Foo { metadata, spec, status }`), as a type the client emitters can name.
fn kube_derive_root(spec: &TypeDef, cr: &CustomResource) -> TypeDef {
    TypeDef {
        name: cr.root.clone(),
        module: spec.module,
        generics: Vec::new(),
        doc: String::new(),
        markers: Vec::new(),
        kind: TypeKind::Struct(Vec::new()),
        serde: Default::default(),
        custom_resource: None,
        schema_attrs: None,
        json_schema: Default::default(),
        derives_default: false,
        rustdoc: String::new(),
        span: cr.span,
    }
}

/// Builds the client code for every `+genclient` Kind of `api`, with names, plural and
/// scope taken from `crds` (the same run's CRDs). Returns `None` when no Kind has
/// `+genclient`.
pub fn clientset(
    api: &Api,
    resolver: &crate::resolve::Resolver<'_>,
    crds: &[crate::emit::crd::GeneratedCrd],
    opts: &ClientOptions,
    diags: &mut Diagnostics,
) -> Option<ClientCode> {
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
    // Kinds declared in kube-derive's dialect: kube-derive writes their root type, so the
    // clients name it through a stand-in with the root's name, in the spec's module.
    let kube_derive_kinds: Vec<(&Package, &TypeDef, &CustomResource, TypeDef)> = api
        .packages
        .iter()
        .flat_map(|pkg| pkg.types.iter().map(move |t| (pkg, t)))
        .filter_map(|(pkg, t)| {
            let cr = t.custom_resource.as_deref()?;
            Some((pkg, t, cr, kube_derive_root(t, cr)))
        })
        .collect();
    let mut gvs = kube_derive_group_versions(api, &api_module, &kube_derive_kinds, crds, diags);
    // Root Kinds with a `TypeMeta<Self>` field but no `+genclient`: their impls only.
    let mut typed_gvs: Vec<GroupVersion<'_>> = Vec::new();
    for pkg in &api.packages {
        package_group_versions(
            pkg,
            &api_module,
            crds,
            opts,
            diags,
            &mut gvs,
            &mut typed_gvs,
        );
    }
    if (gvs.is_empty() && typed_gvs.is_empty()) || diags.has_errors() {
        return None;
    }
    gvs.sort_by(|a, b| (&a.group_ident, &a.version).cmp(&(&b.group_ident, &b.version)));
    check_group_idents(&gvs, diags);
    if diags.has_errors() {
        return None;
    }
    render_clientset(api, resolver, &api_module, gvs, &typed_gvs, opts)
}

/// The group-versions of the Kinds declared in kube-derive's dialect (`kinds`: package, spec
/// type, `#[kube(...)]` and the root's stand-in), one per package and group-version.
fn kube_derive_group_versions<'a>(
    api: &Api,
    api_module: &str,
    kinds: &'a [(&'a Package, &'a TypeDef, &'a CustomResource, TypeDef)],
    crds: &[crate::emit::crd::GeneratedCrd],
    diags: &mut Diagnostics,
) -> Vec<GroupVersion<'a>> {
    let mut gvs: Vec<GroupVersion<'a>> = Vec::new();
    for (pkg, spec, cr, root) in kinds {
        let Some(info) = kind_info(pkg, root, &cr.group, Some(cr), crds, diags) else {
            continue;
        };
        let rust_path = module_rust_path(api, pkg, spec.module);
        if let Some(gv) = gvs.iter_mut().find(|gv| {
            gv.group == cr.group && gv.version == cr.version && std::ptr::eq(gv.pkg, *pkg)
        }) {
            gv.kinds.push(info);
            continue;
        }
        let Some(api_path) = module_path_tokens(api_module, &rust_path) else {
            diags.push(Diagnostic::error(
                cr.span,
                format!(
                    "the module path of `{}` below `{api_module}` is not a Rust path",
                    spec.name
                ),
            ));
            continue;
        };
        gvs.push(GroupVersion {
            pkg,
            group: cr.group.clone(),
            group_ident: default_group_ident(&cr.group),
            version: cr.version.clone(),
            api_path,
            kinds: vec![info],
            apply: TokenStream::new(),
        });
    }
    gvs
}

/// The marker dialect's group-versions of `pkg`: its `+genclient` Kinds (and, under
/// `opts.root_kinds`, its untagged root Kinds) into `gvs`; its root Kinds with a
/// `TypeMeta<Self>` field that get only their impls into `typed_gvs`.
fn package_group_versions<'a>(
    pkg: &'a Package,
    api_module: &str,
    crds: &[crate::emit::crd::GeneratedCrd],
    opts: &ClientOptions,
    diags: &mut Diagnostics,
    gvs: &mut Vec<GroupVersion<'a>>,
    typed_gvs: &mut Vec<GroupVersion<'a>>,
) {
    // Root Kinds with a `TypeMeta<Self>` field but no `+genclient`: kube's traits and the
    // runtime's `Kind`, without a client, unless every root Kind gets one.
    let untagged = |t: &&TypeDef| {
        genclient(t).is_none()
            && is_kind(t)
            && has_type_meta(t)
            && !t
                .markers
                .iter()
                .any(|m| matches!(m.kind, MarkerKind::SkipVersion))
    };
    let client_by_root = |t: &&TypeDef| {
        opts.root_kinds
            && t.markers
                .iter()
                .any(|m| matches!(m.kind, MarkerKind::ObjectRoot(true)))
    };
    // A root Kind that `root_kinds` cannot give a client says why, rather than leaving the
    // run to report only that no Kind has one.
    for t in pkg.types.iter().filter(|t| {
        client_by_root(t)
            && genclient(t).is_none()
            && is_kind(t)
            && !has_type_meta(t)
            && !t.markers.iter().any(|m| m.kind == MarkerKind::SkipVersion)
    }) {
        diags.push(
            Diagnostic::warning(
                t.span,
                format!(
                    "root Kind `{}` gets no client: it has no `TypeMeta<Self>` field, which names its `apiVersion` and `kind` on the wire",
                    t.name
                ),
            )
            .with_help(format!("add this field to `{}`:\n    {TYPE_META_FIELD}", t.name)),
        );
    }
    let tagged: Vec<&TypeDef> = pkg
        .types
        .iter()
        .filter(|t| genclient(t).is_some() || (untagged(t) && client_by_root(t)))
        .collect();
    let typed: Vec<&TypeDef> = pkg
        .types
        .iter()
        .filter(|t| untagged(t) && !client_by_root(t))
        .collect();
    if tagged.is_empty() && typed.is_empty() {
        return;
    }
    let Some(group) = &pkg.group else {
        for t in tagged {
            diags.push(
                Diagnostic::error(
                    genclient(t).map(|m| m.span),
                    format!(
                        "`+genclient` on `{}`, but its package has no `+groupName`",
                        t.name
                    ),
                )
                .with_help("add `//! +groupName=<group>` to the module's inner doc comment"),
            );
        }
        return;
    };
    let Some(api_path) = package_path(api_module, pkg) else {
        diags.push(Diagnostic::error(
            pkg.span,
            format!("the module path of this package below `{api_module}` is not a Rust path"),
        ));
        return;
    };
    let mut kinds = Vec::new();
    for t in tagged {
        if let Some(info) = kind_info(pkg, t, group, None, crds, diags) {
            kinds.push(info);
        }
    }
    let typed_kinds: Vec<KindInfo<'_>> = typed
        .into_iter()
        .filter_map(|t| kind_info(pkg, t, group, None, crds, diags))
        .collect();
    let go_name = pkg.markers.iter().find_map(|m| match &m.kind {
        MarkerKind::GroupGoName(name) => Some(name.as_str()),
        _ => None,
    });
    let group_ident = go_name.map_or_else(|| default_group_ident(group), snake);
    for (kinds, into) in [(kinds, &mut *gvs), (typed_kinds, &mut *typed_gvs)] {
        if !kinds.is_empty() {
            into.push(GroupVersion {
                pkg,
                group: group.clone(),
                group_ident: group_ident.clone(),
                version: pkg.version.clone(),
                api_path: api_path.clone(),
                kinds,
                apply: TokenStream::new(),
            });
        }
    }
}

/// The client code of `gvs` (with their apply configurations when asked) and the impls of
/// `typed_gvs`, as `opts.impls` says, with the fake clientset when there are clients.
fn render_clientset(
    api: &Api,
    resolver: &crate::resolve::Resolver<'_>,
    api_module: &str,
    mut gvs: Vec<GroupVersion<'_>>,
    typed_gvs: &[GroupVersion<'_>],
    opts: &ClientOptions,
) -> Option<ClientCode> {
    if opts.apply_configurations && opts.impls != KindImpls::Only {
        for gv in &mut gvs {
            gv.apply = apply::apply_configurations(api, resolver, api_module, gv);
        }
    }
    let impls_of = |gvs: &[GroupVersion<'_>]| {
        if gvs.is_empty() {
            TokenStream::new()
        } else {
            impls_file(gvs)
        }
    };
    let (tokens, with_fake) = match opts.impls {
        KindImpls::Only => {
            let (a, b) = (impls_of(&gvs), impls_of(typed_gvs));
            (quote!(#a #b), false)
        }
        KindImpls::WithClients if gvs.is_empty() => (impls_of(typed_gvs), false),
        KindImpls::WithClients => {
            let (a, b) = (file(&gvs, true), impls_of(typed_gvs));
            (quote!(#a #b), true)
        }
        KindImpls::Elsewhere if gvs.is_empty() => return None,
        KindImpls::Elsewhere => (file(&gvs, false), true),
    };
    Some(ClientCode {
        items: tokens,
        fake: with_fake.then(|| fake_module(&gvs)),
        omit_version: opts.omit_version,
    })
}

/// Names the clientset file defines or imports at its top: a group module cannot take them.
const RESERVED_MODULES: &[&str] = &["kube", "rt", "fake"];

/// The clientset's module for a group without `+groupGoName` (kube-derive's dialect has
/// none; a kubebuilder API has none either): the group's first label in snake case
/// (`example` for `example.com`), or, when that is a name the clientset uses itself or a
/// built-in group's accessor, its labels joined until it is not (`kube.rs` → `kube_rs`,
/// `batch.tutorial.kubebuilder.io` → `batch_tutorial` beside the built-in `batch`).
fn default_group_ident(group: &str) -> String {
    let builtin = kube_codegen_openapi::builtin_groups();
    let labels: Vec<String> = group.split('.').map(snake).collect();
    let mut name = labels[0].clone();
    for label in &labels[1..] {
        if !RESERVED_MODULES.contains(&name.as_str()) && !builtin.contains(&name.as_str()) {
            break;
        }
        name = format!("{name}_{label}");
    }
    name
}

/// Reports group names that give no Rust module name, two groups with one name (own or
/// built-in, or a name the file uses itself), and a group-version defined by two modules.
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
        let span = (gv.pkg.markers.iter())
            .filter_map(|m| match m.kind {
                MarkerKind::GroupGoName(_) => Some((0, m.span)),
                MarkerKind::GroupName(_) => Some((1, m.span)),
                _ => None,
            })
            .min_by_key(|(rank, _)| *rank)
            .map_or(gv.pkg.span, |(_, span)| span);
        if RESERVED_MODULES.contains(&gv.group_ident.as_str()) {
            diags.push(
                Diagnostic::error(
                    span,
                    format!(
                        "group `{}` would be named `{}` in the clientset, a name the clientset uses itself",
                        gv.group, gv.group_ident
                    ),
                )
                .with_help("name the group's module with `//! +groupGoName=<Name>`"),
            );
        }
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

/// `<api_module>::<rust_path>` as tokens, for use one module below the file root
/// (inside `pub mod <group> { pub mod <version> { … } }`, two levels).
fn package_path(api_module: &str, pkg: &Package) -> Option<TokenStream> {
    module_path_tokens(api_module, &pkg.rust_path)
}

/// `<api module>::<rust_path>` as tokens, as seen from a generated version module.
fn module_path_tokens(api_module: &str, rust_path: &[String]) -> Option<TokenStream> {
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
    segs.extend(rust_path.iter().cloned());
    path_tokens(&segs.join("::"))
}

mod apply;
mod format;
mod impls;
mod kinds;
mod paths;
mod render;
#[cfg(test)]
mod tests;

pub use format::ClientCode;
pub(in crate::emit) use format::{formatted, header};
use impls::impls_file;
pub(in crate::emit) use kinds::is_type_meta;
use kinds::{TYPE_META_FIELD, has_type_meta, kind_info};
pub(in crate::emit) use paths::{module_rust_path, type_rust_path};
pub(in crate::emit) use render::doc;
use render::{fake_module, file};

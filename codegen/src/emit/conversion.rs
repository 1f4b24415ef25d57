//! Conversions between the versions of a Kind, as k8s.io/code-generator's conversion-gen
//! writes them for controller-runtime's hub-and-spoke model.
//!
//! For every Kind served in several versions, the hub is the version marked
//! `+kubebuilder:storageversion`; each other version (a spoke) gets an
//! `impl Convertible<Hub>` (the runtime's `conversion::Convertible`) that converts field by
//! field, as conversion-gen's `autoConvert_*` functions do: a field converts to the field of
//! the other version with the same JSON name when their types are the same, or are the
//! same-named types of the two versions (converted recursively) or two types of one shape
//! under two names (`shape.rs`), or `Option`s, `Vec`s and maps of such. Whatever does not
//! (a renamed, split, retyped or missing field; an enum whose variants differ; a value
//! whose `+kubebuilder:validation:Enum` in the source allows what the target's does not; a
//! field or type marked `+kube-codegen:conversion:manual`, whose meaning changed) becomes a
//! method of the spoke's generated `ManualConversions` trait, which the user implements on
//! the generated `Conversions` type: the crate does not compile until each one is written,
//! so nothing is dropped silently. A type marked `+kube-codegen:conversion:override` is
//! converted through such a method wherever it appears, which may call the generated
//! conversion (`auto_<type>_to_hub`, public) and correct it, as Go's hand-written
//! `Convert_*` calls its `autoConvert_*`.
//!
//! The output is one Rust file (`conversions.rs`), included next to the API module as
//! the clientset is; its paths to the API types are `<api_module>::<package path>::<Type>`.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use proc_macro2::{TokenStream, TokenTree};
use quote::{format_ident, quote};

use crate::diag::{Diagnostic, Diagnostics};
use crate::emit::client::{doc, formatted, header, ident, snake};
use crate::emit::crd::is_kind;
use crate::markers::MarkerKind;
use crate::model::{Api, TypeDef, TypeId, TypeKind};
use crate::resolve::Resolver;

mod admits;
mod pairs;
mod preserve;
mod shape;
#[cfg(test)]
mod tests;
mod types;
mod values;

use types::{Norm, Types};

/// The file name of the generated conversions.
pub const FILE_NAME: &str = "conversions.rs";

/// Options of conversion generation.
#[derive(Debug, Clone)]
pub struct ConversionOptions {
    /// The Rust path of the module the inputs are mounted at, as seen from the module the
    /// generated file becomes (as [`crate::emit::client::ClientOptions::api_module`]).
    pub api_module: String,
    /// Leave the tool version out of the file's header.
    pub omit_version: bool,
    /// Every package's methods get the conversion context, as if each were marked
    /// `+kube-codegen:conversion:context` ([`crate::Config::conversion_context`]).
    pub context: bool,
}

/// The direction of a conversion function.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Dir {
    ToHub,
    FromHub,
}

impl Dir {
    fn suffix(self) -> &'static str {
        match self {
            Dir::ToHub => "to_hub",
            Dir::FromHub => "from_hub",
        }
    }
}

/// The conversions of every Kind served in several versions, as the file's text; `None`
/// when no Kind has two versions (or on an error, which is in `diags`).
pub fn conversions(
    api: &Api,
    resolver: &Resolver<'_>,
    opts: &ConversionOptions,
    diags: &mut Diagnostics,
) -> Option<String> {
    let spokes = spokes(api);
    misplaced_preserve(api, &spokes, diags);
    if spokes.is_empty() {
        return None;
    }
    // A relative API module is one level further up from a generated module.
    let module = opts
        .api_module
        .strip_prefix("self::")
        .unwrap_or(&opts.api_module);
    let Ok(base) = syn::parse_str::<syn::Path>(module) else {
        diags.push(
            Diagnostic::error(
                None,
                format!("the API module `{}` is not a Rust path", opts.api_module),
            )
            .with_help("name the module the inputs are mounted at, as `crate::api`"),
        );
        return None;
    };
    let relative =
        module != opts.api_module || base.segments.first().is_some_and(|s| s.ident == "super");
    let base = if relative {
        quote!(super::#base)
    } else {
        quote!(#base)
    };
    let mut modules = Vec::new();
    let mut names = BTreeMap::new();
    for (package, roots) in spokes {
        let pkg = &api.packages[package];
        let path = if pkg.rust_path.is_empty() {
            vec![pkg.version.as_str()]
        } else {
            pkg.rust_path.iter().map(String::as_str).collect()
        };
        let name = unique(snake_join(&path), path.join("::"), &mut names);
        let mut module = Module {
            api,
            types: Types {
                api,
                resolver,
                base: base.clone(),
            },
            queue: VecDeque::new(),
            fns: BTreeMap::new(),
            taken: BTreeMap::new(),
            bodies: Vec::new(),
            manual: Vec::new(),
            missing: BTreeSet::new(),
            hidden: BTreeSet::new(),
            cx: opts.context
                || pkg
                    .markers
                    .iter()
                    .any(|m| m.kind == MarkerKind::ConversionContext),
            diags: Diagnostics::new(),
        };
        for &(spoke, hub) in &roots {
            module.function(spoke, hub);
        }
        modules.push(module.finish(&name, &roots, diags));
    }
    let tokens = quote! {
        #[doc = " The type the conversions kube-codegen cannot generate are implemented on:"]
        #[doc = " `impl <module>::ManualConversions for Conversions` for each module that has"]
        #[doc = " such a trait."]
        pub struct Conversions;
        #(#modules)*
    };
    if diags.has_errors() {
        return None;
    }
    let code = formatted(tokens, diags)?;
    Some(format!("{}\n\n{code}", header(opts.omit_version)))
}

/// A warning for each type marked `+kube-codegen:conversion:preserve` that is not the hub
/// of one of `spokes`' Kinds: on a type, the marker keeps what a round trip through an
/// older version loses, which only a hub Kind has.
fn misplaced_preserve(
    api: &Api,
    spokes: &BTreeMap<usize, Vec<(TypeId, TypeId)>>,
    diags: &mut Diagnostics,
) {
    let hubs: BTreeSet<TypeId> = spokes.values().flatten().map(|&(_, hub)| hub).collect();
    for (package, pkg) in api.packages.iter().enumerate() {
        for (index, t) in pkg.types.iter().enumerate() {
            let marker = t
                .markers
                .iter()
                .find(|m| m.kind == MarkerKind::ConversionPreserve);
            if let Some(m) = marker.filter(|_| !hubs.contains(&TypeId { package, index })) {
                diags.push(
                    Diagnostic::warning(
                        m.span,
                        format!(
                            "`+kube-codegen:conversion:preserve` on `{}` keeps nothing: on a type, it applies to the storage version's Kind of a Kind served in several versions",
                            t.name
                        ),
                    )
                    .with_help("mark the hub's Kind, or the hub's fields an older version has no field for"),
                );
            }
        }
    }
}

/// Each spoke package → its (spoke Kind, hub Kind) pairs: the Kinds of a group served in
/// several versions, one of which is the storage version (the hub).
fn spokes(api: &Api) -> BTreeMap<usize, Vec<(TypeId, TypeId)>> {
    // (group, Kind) → its versions' types.
    let mut kinds: BTreeMap<(&str, &str), Vec<TypeId>> = BTreeMap::new();
    for (p, pkg) in api.packages.iter().enumerate() {
        let Some(group) = &pkg.group else { continue };
        let skipped = pkg
            .markers
            .iter()
            .any(|m| matches!(m.kind, MarkerKind::Skip | MarkerKind::SkipVersion));
        if skipped {
            continue;
        }
        for (i, t) in pkg.types.iter().enumerate() {
            let skip = t.markers.iter().any(|m| m.kind == MarkerKind::SkipVersion);
            if is_kind(t) && !skip {
                let id = TypeId {
                    package: p,
                    index: i,
                };
                kinds.entry((group, &t.name)).or_default().push(id);
            }
        }
    }
    // Spoke package → its (spoke Kind, hub Kind) pairs.
    let mut spokes: BTreeMap<usize, Vec<(TypeId, TypeId)>> = BTreeMap::new();
    for versions in kinds.values().filter(|v| v.len() > 1) {
        let hubs: Vec<TypeId> = versions
            .iter()
            .copied()
            .filter(|&t| {
                def(api, t)
                    .markers
                    .iter()
                    .any(|m| m.kind == MarkerKind::StorageVersion)
            })
            .collect();
        // Without exactly one storage version the CRD is an error of its own.
        let [hub] = hubs[..] else { continue };
        for &spoke in versions.iter().filter(|&&t| t != hub) {
            spokes.entry(spoke.package).or_default().push((spoke, hub));
        }
    }
    spokes
}

/// The error for type `t`, which private module `module` hides from the generated code.
fn private_type(t: &TypeDef, module: &str) -> Diagnostic {
    Diagnostic::error(
        t.span,
        format!(
            "the generated conversions name `{}`, which the private module `{module}` hides from them",
            t.name
        ),
    )
    .with_help(format!(
        "make the module `pub`, or re-export the type from its parent (`pub use <module>::{};`)",
        t.name
    ))
}

/// Whether `tokens` use the identifier `name` anywhere, inside groups too (`f(from)?`).
fn names(tokens: TokenStream, name: &str) -> bool {
    tokens.into_iter().any(|t| match t {
        TokenTree::Ident(i) => i == name,
        TokenTree::Group(g) => names(g.stream(), name),
        _ => false,
    })
}

/// `parts` (Rust or Go names: `HostSpec`, `r#type`, `ambassador_id_`) as one snake_case
/// name: each part in snake case without a raw prefix, joined by `_`, with no run of `_`
/// and none at either end (`["EventTypeSpec", "type_"]` → `event_type_spec_type`), so that
/// the names made of it (`…_to_hub`) pass rustc's `non_snake_case` lint.
fn snake_join(parts: &[&str]) -> String {
    let joined = parts
        .iter()
        .map(|p| snake(p.strip_prefix("r#").unwrap_or(p)))
        .collect::<Vec<_>>()
        .join("_");
    joined
        .split('_')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("_")
}

/// The name `owner` is given in `taken` (name → owner): the first of `base`, `base_2`,
/// `base_3`, … that is free or already `owner`'s; recorded in `taken`.
fn unique(base: String, owner: String, taken: &mut BTreeMap<String, String>) -> String {
    let mut name = base.clone();
    let mut n = 1;
    loop {
        match taken.get(&name) {
            Some(o) if *o == owner => return name,
            Some(_) => {
                n += 1;
                name = format!("{base}_{n}");
            }
            None => {
                taken.insert(name.clone(), owner);
                return name;
            }
        }
    }
}

fn def(api: &Api, t: TypeId) -> &TypeDef {
    &api.packages[t.package].types[t.index]
}

/// The conversions of one spoke package.
struct Module<'a> {
    api: &'a Api,
    types: Types<'a>,
    /// (spoke type, hub type) pairs whose functions are still to be written.
    queue: VecDeque<(TypeId, TypeId)>,
    /// Every pair met → the stem of its functions' names (`guestbook_spec`).
    fns: BTreeMap<(TypeId, TypeId), String>,
    /// The stems of `fns` and of the field methods of `ManualConversions`
    /// (`crane_kilograms`), each with what it names (a pair of types, a field of a pair's
    /// type), so that no two of the trait's methods share a name.
    taken: BTreeMap<String, String>,
    /// The functions written.
    bodies: Vec<TokenStream>,
    /// The methods of `ManualConversions`.
    manual: Vec<TokenStream>,
    /// The types a private module hides, reported once each.
    hidden: BTreeSet<TypeId>,
    /// The spoke's package asks for the conversion context
    /// (`+kube-codegen:conversion:context`): every function takes the `Context` of its
    /// `from`, and every manual method gets it.
    cx: bool,
    /// The hub's fields (hub type, field index) marked `+kube-codegen:conversion:preserve`
    /// that the spoke has no field of the JSON name of: they round-trip through an
    /// annotation (`preserve.rs`).
    missing: BTreeSet<(TypeId, usize)>,
    diags: Diagnostics,
}

impl<'a> Module<'a> {
    /// The stem of the functions of `(spoke, hub)`, queued for writing if new.
    fn function(&mut self, spoke: TypeId, hub: TypeId) -> String {
        if let Some(stem) = self.fns.get(&(spoke, hub)) {
            return stem.clone();
        }
        let stem = unique(
            snake_join(&[&def(self.api, spoke).name]),
            format!("{spoke:?} {hub:?}"),
            &mut self.taken,
        );
        self.fns.insert((spoke, hub), stem.clone());
        self.queue.push_back((spoke, hub));
        stem
    }

    fn finish(
        mut self,
        name: &str,
        roots: &[(TypeId, TypeId)],
        diags: &mut Diagnostics,
    ) -> TokenStream {
        while let Some((spoke, hub)) = self.queue.pop_front() {
            let stem = self.fns[&(spoke, hub)].clone();
            for dir in [Dir::ToHub, Dir::FromHub] {
                let body = self.pair(spoke, hub, dir, &stem);
                self.bodies.push(body);
            }
        }
        let impls = roots.iter().map(|&(spoke, hub)| {
            let stem = &self.fns[&(spoke, hub)];
            let (to, from) = (
                format_ident!("{stem}_to_hub"),
                format_ident!("{stem}_from_hub"),
            );
            let (s, h) = (self.named(spoke), self.named(hub));
            let calls = preserve::Calls {
                to_self: {
                    let cx = self.root_cx(&quote!(self), &quote!(self), spoke);
                    quote!(#to(self #cx))
                },
                from_hub: {
                    let cx = self.root_cx(&quote!(hub), &quote!(hub), hub);
                    quote!(#from(hub #cx))
                },
                to_converted: {
                    let cx = self.root_cx(&quote!(&converted), &quote!(converted), spoke);
                    quote!(#to(&converted #cx))
                },
            };
            // The whole hub kept (the marker on the hub's Kind), or its marked fields.
            let preserved = if preserve::whole_kind(self.api, hub) {
                Some(preserve::whole_bodies(&calls))
            } else {
                preserve::bodies(&self.types, hub, &self.missing, &calls)
            };
            let (to, from) = preserved.unwrap_or((calls.to_self, calls.from_hub));
            quote! {
                impl Convertible<#h> for #s {
                    fn convert_to(&self) -> ::core::result::Result<#h, ConversionError> {
                        #to
                    }
                    fn convert_from(hub: &#h) -> ::core::result::Result<Self, ConversionError> {
                        #from
                    }
                }
            }
        });
        let impls: Vec<TokenStream> = impls.collect();
        let pkg = &self.api.packages[roots[0].0.package];
        let hub_pkg = &self.api.packages[roots[0].1.package];
        let group = pkg.group.as_deref().unwrap_or_default();
        let module_doc = doc(format!(
            "Conversions of `{group}/{}` to and from the hub `{group}/{}`.",
            pkg.version, hub_pkg.version
        ));
        let manual = if self.manual.is_empty() {
            TokenStream::new()
        } else {
            let methods = &self.manual;
            let trait_doc = doc(format!(
                "The conversions of `{group}/{}` kube-codegen cannot generate: fields with no\n\
                 field of the same JSON name and a convertible type in the other version, types\n\
                 whose shapes differ, values the other version's enum allows and this one's\n\
                 does not, what is marked `+kube-codegen:conversion:manual`, and the types\n\
                 marked `+kube-codegen:conversion:override`. Implement it on\n\
                 [`super::Conversions`].",
                pkg.version
            ));
            quote! {
                #trait_doc
                pub trait ManualConversions {
                    #(#methods)*
                }
            }
        };
        let module = ident(name);
        let bodies = &self.bodies;
        diags.append(self.diags);
        quote! {
            #module_doc
            pub mod #module {
                use ::kube_codegen_runtime::conversion::{ConversionError, Convertible};
                #manual
                #(#impls)*
                #(#bodies)*
            }
        }
    }

    /// `, &Context::root(object, metadata)` for a call converting the Kind `t` at `object`
    /// (a reference; `place` names the same value, for its `metadata`), in a module with
    /// conversion context; nothing otherwise.
    fn root_cx(&self, object: &TokenStream, place: &TokenStream, t: TypeId) -> TokenStream {
        if !self.cx {
            return TokenStream::new();
        }
        let metadata = match &def(self.api, t).kind {
            TypeKind::Struct(fields) => fields.iter().find(|f| f.json_name == "metadata"),
            _ => None,
        };
        let object_meta =
            |n: &Norm| matches!(n, Norm::External(p, _) if p.ends_with("::ObjectMeta"));
        let metadata = match metadata.and_then(|f| Some((f, self.types.norm(&f.ty)?))) {
            Some((f, n)) if object_meta(&n) => {
                let field = ident(&f.rust_name);
                quote!(::core::option::Option::Some(&#place.#field))
            }
            Some((f, Norm::External(p, args)))
                if p == "std::option::Option" && args.first().is_some_and(object_meta) =>
            {
                let field = ident(&f.rust_name);
                quote!(#place.#field.as_ref())
            }
            _ => quote!(::core::option::Option::None),
        };
        quote!(, &::kube_codegen_runtime::conversion::Context::root(#object, #metadata))
    }

    /// The path of type `id` in the generated code; a located error when a private module
    /// hides it (once per type), as the generated code would not compile.
    fn named(&mut self, id: TypeId) -> TokenStream {
        match self.types.path(id) {
            Ok(path) => path,
            Err(module) => {
                if self.hidden.insert(id) {
                    self.diags.push(private_type(def(self.api, id), &module));
                }
                quote!(_)
            }
        }
    }
}

//! What each Kind gets from its client tags (client-gen's verbs, `+genclient:method`s) and
//! its CRD, and the `TypeMeta<Self>` field a Kind with impls needs.

use std::collections::BTreeSet;

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use crate::diag::{Diagnostic, Diagnostics};
use crate::emit::crd::is_kind;
use crate::markers::{ClientMethod, Marker, MarkerKind};
use crate::model::{CustomResource, Field, Package, TypeDef, TypeKind, TypeRef};

use super::{KindInfo, METHOD_VERBS, Method, VERBS, genclient, method_type, snake};

/// What Kind `t` of `pkg` gets, from its tags and its CRD in `crds`; `kube_derive` for a Kind
/// declared in kube-derive's dialect (every verb but the apply verbs, which take apply
/// configurations).
pub(super) fn kind_info<'a>(
    pkg: &'a Package,
    t: &'a TypeDef,
    group: &str,
    kube_derive: Option<&CustomResource>,
    crds: &[crate::emit::crd::GeneratedCrd],
    diags: &mut Diagnostics,
) -> Option<KindInfo<'a>> {
    let (kind, version) = match kube_derive {
        Some(cr) => (cr.kind.as_str(), cr.version.as_str()),
        None => {
            if !is_kind(t) {
                diags.push(
                    Diagnostic::error(
                        genclient(t).map_or(t.span, |m| m.span),
                        format!(
                            "`+genclient` on `{}`, which has no `metadata` field",
                            t.name
                        ),
                    )
                    .with_help("a Kind needs `pub metadata: ObjectMeta`"),
                );
                return None;
            }
            check_type_meta(t, diags);
            (t.name.as_str(), pkg.version.as_str())
        }
    };
    let generated = crds
        .iter()
        .find(|g| g.crd.spec.group == group && g.crd.spec.names.kind == kind)?;
    let crd = &generated.crd;
    let status_subresource = crd
        .spec
        .versions
        .iter()
        .find(|v| v.name == version)?
        .subresources
        .as_ref()
        .is_some_and(|s| s.status.is_some());
    let tags = match kube_derive {
        Some(_) => {
            let mut verbs: BTreeSet<&'static str> = VERBS.iter().copied().collect();
            verbs.retain(|v| !matches!(*v, "apply" | "applyStatus"));
            if !status_subresource {
                verbs.remove("updateStatus");
            }
            Tags {
                verbs,
                apply_configuration: false,
                methods: Vec::new(),
                user_list: false,
            }
        }
        None => tags(pkg, t, status_subresource, diags),
    };
    Some(KindInfo {
        ty: t,
        kind: kind.to_string(),
        kube_derive: kube_derive.is_some(),
        plural: crd.spec.names.plural.clone(),
        crd_name: crd.metadata.name.clone().unwrap_or_default(),
        short_names: crd.spec.names.short_names.clone().unwrap_or_default(),
        crd_json: generated.json.clone(),
        namespaced: crd.spec.scope == "Namespaced",
        status_subresource,
        verbs: tags.verbs,
        apply_configuration: tags.apply_configuration,
        methods: tags.methods,
        user_list: tags.user_list,
    })
}

/// What a `+genclient` Kind's tags give it.
struct Tags {
    verbs: BTreeSet<&'static str>,
    apply_configuration: bool,
    methods: Vec<Method>,
    user_list: bool,
}

/// The verbs, apply configurations and methods of `+genclient` Kind `t`, from its tags, its
/// `status` field and whether its CRD has the status subresource, as client-gen decides.
fn tags(pkg: &Package, t: &TypeDef, status_subresource: bool, diags: &mut Diagnostics) -> Tags {
    let tag = genclient(t).map_or(t.span, |m| m.span);
    let has_status_field = matches!(&t.kind, TypeKind::Struct(fields) if fields.iter().any(|f| f.json_name == "status" && !f.serde.skip));
    let mut verbs: BTreeSet<&'static str> = VERBS.iter().copied().collect();
    let mut status_verbs = true;
    let mut no_verbs = false;
    for m in &t.markers {
        match &m.kind {
            MarkerKind::NoVerbs => no_verbs = true,
            MarkerKind::ReadOnly => verbs.retain(|v| matches!(*v, "get" | "list" | "watch")),
            MarkerKind::NoStatus => status_verbs = false,
            MarkerKind::OnlyVerbs(listed) => {
                let listed = verb_list(m, listed, diags);
                verbs.retain(|v| listed.contains(v));
            }
            MarkerKind::SkipVerbs(listed) => {
                let listed = verb_list(m, listed, diags);
                verbs.retain(|v| !listed.contains(v));
            }
            _ => {}
        }
    }
    let apply_configuration = verbs.contains("apply") || verbs.contains("applyStatus");
    if no_verbs {
        verbs.clear();
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
        .filter_map(|m| match &m.kind {
            MarkerKind::Method(def) => method(m, def, diags),
            _ => None,
        })
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
    Tags {
        verbs,
        apply_configuration,
        methods,
        user_list,
    }
}

/// The line a Kind needs so that its objects carry `apiVersion` and `kind` on the wire.
pub(super) const TYPE_META_FIELD: &str =
    "#[serde(flatten)]\n    pub types: kube_codegen_runtime::TypeMeta<Self>,";

/// True when `t` has a flattened `TypeMeta<…>` field (the runtime's, which names the Kind).
pub(super) fn has_type_meta(t: &TypeDef) -> bool {
    matches!(&t.kind, TypeKind::Struct(fields) if fields.iter().any(is_type_meta))
}

/// A flattened `TypeMeta<Self>` field: the Kind's `apiVersion` and `kind`.
pub(in crate::emit) fn is_type_meta(f: &Field) -> bool {
    f.serde.flatten
        && f.ty.last_segment() == Some("TypeMeta")
        && matches!(&f.ty, TypeRef::Path { args, .. } if args.len() == 1)
}

/// A Kind that gets `impl kube::Resource` must carry its `apiVersion` and `kind` through
/// every serializer (kube's `Api::create`, `Patch::Apply(&obj)`, …): it needs a flattened
/// `kube_codegen_runtime::TypeMeta<Self>` field (Go's embedded `metav1.TypeMeta`), which
/// writes both from the Kind's impl. ARCHITECTURE.md ("TypeMeta") says why a field.
fn check_type_meta(t: &TypeDef, diags: &mut Diagnostics) {
    let TypeKind::Struct(fields) = &t.kind else {
        return;
    };
    let flattened = fields
        .iter()
        .find(|f| f.serde.flatten && f.ty.last_segment() == Some("TypeMeta"));
    let help = format!("add this field to `{}`:\n    {TYPE_META_FIELD}", t.name);
    match flattened {
        Some(Field { ty: TypeRef::Path { args, .. }, .. }) if args.len() == 1 => {}
        Some(f) => diags.push(
            Diagnostic::error(
                f.ty.span(),
                format!(
                    "`{}` is a `TypeMeta` without the Kind: its `Default` has an empty `apiVersion` and `kind`, which the API server refuses",
                    f.rust_name
                ),
            )
            .with_label("holds strings that nothing fills")
            .with_help(format!(
                "use `kube_codegen_runtime::TypeMeta<Self>`, which writes `{}`'s apiVersion and kind",
                t.name
            )),
        ),
        None => {
            let explicit = fields
                .iter()
                .find(|f| f.json_name == "apiVersion" || f.json_name == "kind");
            let mut d = Diagnostic::error(
                t.span,
                format!(
                    "Kind `{}` has no `TypeMeta` field: objects sent through `kube::Api` would lack `apiVersion` and `kind`, and the API server refuses them",
                    t.name
                ),
            )
            .with_label("no `#[serde(flatten)] TypeMeta<Self>` field")
            .with_help(help);
            if let Some(f) = explicit {
                d = d.with_note(format!(
                    "`{}` would have to be filled by hand on every object; `TypeMeta<Self>` replaces `apiVersion` and `kind` fields",
                    f.rust_name
                ));
            }
            diags.push(d);
        }
    }
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

fn verb_list(m: &Marker, listed: &[String], diags: &mut Diagnostics) -> BTreeSet<&'static str> {
    let mut out = BTreeSet::new();
    // Byte offset of each item in the value (items are separated by one character).
    let mut offset = 0;
    for word in listed {
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

fn method(m: &Marker, def: &ClientMethod, diags: &mut Diagnostics) -> Option<Method> {
    let api = &quote!(api);
    let name = &def.name;
    let verb = def.verb.as_str();
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
    let Some(subresource) = &def.subresource else {
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
    let mut typ = |arg: &str, text: &Option<String>| -> Option<Option<TokenStream>> {
        match text {
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
    let input = typ("input", &def.input)?;
    let result = typ("result", &def.result)?;
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

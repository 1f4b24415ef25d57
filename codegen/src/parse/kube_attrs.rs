//! kube-derive's dialect: `#[derive(CustomResource)]` with `#[kube(...)]` on a spec type
//! (kube-derive 5's `KubeAttrs`), and the CEL rules of `#[x_kube(validation = …)]` (its
//! `KubeSchema`). Read into the IR as they are written; schemars' own attributes are
//! `schemars_attrs`'.

use syn::spanned::Spanned;

use super::{FileCx, types};
use crate::diag::{Diagnostic, Diagnostics};
use crate::markers::{CelRule, ColumnType, PrintColumn, Scale};
use crate::model::CustomResource;

/// True when `attrs` derive kube-derive's `CustomResource`.
fn derives_custom_resource(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("derive")
            && a.parse_args_with(
                syn::punctuated::Punctuated::<syn::Path, syn::Token![,]>::parse_terminated,
            )
            .is_ok_and(|paths| {
                paths.iter().any(|p| {
                    p.segments
                        .last()
                        .is_some_and(|s| s.ident == "CustomResource")
                })
            })
    })
}

pub(super) fn err(cx: &FileCx<'_>, span: proc_macro2::Span, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(cx.span(span), msg)
}

pub(super) fn lit_str(meta: &syn::meta::ParseNestedMeta<'_>) -> syn::Result<syn::LitStr> {
    meta.value()?.parse()
}

fn lit_bool(meta: &syn::meta::ParseNestedMeta<'_>) -> syn::Result<bool> {
    if meta.input.peek(syn::Token![=]) {
        let b: syn::LitBool = meta.value()?.parse()?;
        Ok(b.value)
    } else {
        Ok(true)
    }
}

/// The `#[kube(...)]` attributes of a type deriving `CustomResource`, or `None` when it does
/// not derive it. Keys kube-derive takes that change only the Rust it writes (`derive`,
/// `attr`, `crates`, `cel`) are accepted and ignored.
pub(super) fn custom_resource(
    cx: &FileCx<'_>,
    ident: &syn::Ident,
    attrs: &[syn::Attribute],
    diags: &mut Diagnostics,
) -> Option<Box<CustomResource>> {
    let kube_attrs: Vec<&syn::Attribute> =
        attrs.iter().filter(|a| a.path().is_ident("kube")).collect();
    if !derives_custom_resource(attrs) {
        if let Some(a) = kube_attrs.first() {
            diags.push(
                err(
                    cx,
                    a.span(),
                    "`#[kube(...)]` on a type that does not derive `CustomResource`",
                )
                .with_help("add `CustomResource` to the type's `#[derive(...)]`"),
            );
        }
        return None;
    }
    let mut cr = CustomResource {
        group: String::new(),
        version: String::new(),
        kind: String::new(),
        root: String::new(),
        doc: None,
        plural: None,
        singular: None,
        namespaced: false,
        status: None,
        short_names: Vec::new(),
        categories: Vec::new(),
        print_columns: Vec::new(),
        selectable: Vec::new(),
        scale: None,
        validations: Vec::new(),
        annotations: Vec::new(),
        labels: Vec::new(),
        served: true,
        storage: true,
        deprecated: None,
        no_spec: false,
        span: cx.span(kube_attrs.first().map_or(ident.span(), |a| a.span())),
    };
    let (mut group, mut version, mut kind, mut root) = (None, None, None, None);
    for attr in &kube_attrs {
        let res = attr.parse_nested_meta(|meta| {
            let key = key(&meta);
            match key.as_str() {
                "group" => group = Some(lit_str(&meta)?.value()),
                "version" => version = Some(lit_str(&meta)?.value()),
                "kind" => kind = Some(lit_str(&meta)?.value()),
                "root" => root = Some(lit_str(&meta)?.value()),
                "doc" => cr.doc = Some(lit_str(&meta)?.value()),
                "plural" => cr.plural = Some(lit_str(&meta)?.value()),
                "singular" => cr.singular = Some(lit_str(&meta)?.value()),
                "namespaced" => cr.namespaced = lit_bool(&meta)?,
                "served" => cr.served = lit_bool(&meta)?,
                "storage" => cr.storage = lit_bool(&meta)?,
                "status" => {
                    let lit = lit_str(&meta)?;
                    let ty: syn::Type = lit.parse()?;
                    cr.status = Some(types::lower(cx, &ty));
                }
                "shortname" => cr.short_names.push(lit_str(&meta)?.value()),
                "category" => cr.categories.push(lit_str(&meta)?.value()),
                "selectable" => cr.selectable.push(lit_str(&meta)?.value()),
                "deprecated" => {
                    cr.deprecated = Some(if meta.input.peek(syn::Token![=]) {
                        Some(lit_str(&meta)?.value())
                    } else {
                        None
                    })
                }
                "printcolumn" => cr.print_columns.push(print_column(&meta)?),
                "scale" => cr.scale = Some(scale(&meta)?),
                "validation" => {
                    let e: syn::Expr = meta.value()?.parse()?;
                    match cel_rule(&e) {
                        Some(r) => cr.validations.push(r),
                        None => diags.push(unreadable_rule(cx, &e)),
                    }
                }
                "annotation" | "label" => {
                    let content;
                    syn::parenthesized!(content in meta.input);
                    let k: syn::LitStr = content.parse()?;
                    content.parse::<syn::Token![,]>()?;
                    let v: syn::LitStr = content.parse()?;
                    let list = if key == "annotation" {
                        &mut cr.annotations
                    } else {
                        &mut cr.labels
                    };
                    list.push((k.value(), v.value()));
                }
                "schema" => {
                    let lit = lit_str(&meta)?;
                    if lit.value() != "derived" {
                        diags.push(
                            err(cx, lit.span(), format!("`schema = \"{}\"`: the schema is set in code at run time, which kube-codegen cannot read", lit.value()))
                                .with_help("let the schema be derived (remove `schema = …`), or declare the Kind with `+kubebuilder` markers"),
                        );
                    }
                }
                "no_spec" => cr.no_spec = lit_bool(&meta)?,
                "derive" | "attr" => {
                    let _: syn::LitStr = lit_str(&meta)?;
                }
                "cel" => {
                    lit_bool(&meta)?;
                }
                "crates" => meta.parse_nested_meta(|m| {
                    let _: syn::Expr = m.value()?.parse()?;
                    Ok(())
                })?,
                _ => return Err(meta.error(format!("unknown kube-derive attribute `{key}`"))),
            }
            Ok(())
        });
        if let Err(e) = res {
            diags.push(err(cx, e.span(), e.to_string()));
        }
    }
    let mut missing = |name: &str, v: Option<String>| {
        v.unwrap_or_else(|| {
            diags.push(
                Diagnostic::error(cr.span, format!("`#[kube(...)]` has no `{name}`"))
                    .with_help(format!("kube-derive requires `{name} = \"…\"`")),
            );
            String::new()
        })
    };
    cr.group = missing("group", group);
    cr.version = missing("version", version);
    cr.kind = missing("kind", kind);
    cr.root = root.unwrap_or_else(|| cr.kind.clone());
    if !cr.root.is_empty() && syn::parse_str::<syn::Ident>(&cr.root).is_err() {
        // kube-derive names the root type after it: it fails to compile, and so does the
        // client code that names it.
        diags.push(
            Diagnostic::error(cr.span, format!("`{}` is not a Rust identifier", cr.root))
                .with_help("kube-derive names the root type after `root`, or `kind` without it: use an identifier such as `Widget`"),
        );
        return None;
    }
    Some(Box::new(cr))
}

/// The name of a nested attribute entry (`group` in `group = "…"`), empty for a path.
pub(super) fn key(meta: &syn::meta::ParseNestedMeta<'_>) -> String {
    meta.path
        .get_ident()
        .map(|i| i.to_string())
        .unwrap_or_default()
}

/// The fields of a kube-derive attribute written either as a JSON string
/// (`scale = r#"{"specReplicasPath": …}"#`) or as a list (`scale(spec_replicas_path = …)`),
/// as darling's `from_string` and `from_list` read them: the value of each `(JSON name, list
/// name)` of `keys`, in order (strings and integers). The first `required` keys must be
/// given; an unknown list key is an error.
fn json_or_list(
    meta: &syn::meta::ParseNestedMeta<'_>,
    what: &str,
    keys: &[(&str, &str)],
    required: usize,
) -> syn::Result<Vec<Option<serde_json::Value>>> {
    let mut values = vec![None; keys.len()];
    let json = meta.input.peek(syn::Token![=]);
    let span = if json {
        let lit = lit_str(meta)?;
        let v: serde_json::Value = serde_json::from_str(&lit.value())
            .map_err(|e| syn::Error::new(lit.span(), format!("{what} is not JSON: {e}")))?;
        for (slot, (name, _)) in values.iter_mut().zip(keys) {
            *slot = v.get(*name).cloned();
        }
        lit.span()
    } else {
        meta.parse_nested_meta(|m| {
            let k = key(&m);
            let Some(i) = keys.iter().position(|(_, list)| *list == k) else {
                return Err(m.error(format!("unknown {what} field `{k}`")));
            };
            values[i] = Some(match m.value()?.parse::<syn::Lit>()? {
                syn::Lit::Str(s) => s.value().into(),
                syn::Lit::Int(n) => n.base10_parse::<i64>()?.into(),
                other => {
                    return Err(syn::Error::new(
                        other.span(),
                        "expected a string or an integer",
                    ));
                }
            });
            Ok(())
        })?;
        meta.path.span()
    };
    let given = |v: &Option<serde_json::Value>| {
        v.as_ref()
            .and_then(|v| v.as_str())
            .is_some_and(|s| !s.is_empty())
    };
    if !values[..required].iter().all(given) {
        let names: Vec<String> = keys[..required]
            .iter()
            .map(|(j, l)| format!("`{}`", if json { j } else { l }))
            .collect();
        return Err(syn::Error::new(
            span,
            format!("{what} needs {}", names.join(", ")),
        ));
    }
    Ok(values)
}

fn string(v: &Option<serde_json::Value>) -> Option<String> {
    v.as_ref().and_then(|v| v.as_str()).map(str::to_string)
}

/// `printcolumn`, as kube-derive's `PrintColumn` (the fields of
/// `CustomResourceColumnDefinition`).
fn print_column(meta: &syn::meta::ParseNestedMeta<'_>) -> syn::Result<PrintColumn> {
    let v = json_or_list(
        meta,
        "printcolumn",
        &[
            ("name", "name"),
            ("type", "type_"),
            ("jsonPath", "json_path"),
            ("description", "description"),
            ("format", "format"),
            ("priority", "priority"),
        ],
        3,
    )?;
    let ty = string(&v[1]).unwrap_or_default();
    if !ColumnType::NAMES.contains(&ty.as_str()) {
        return Err(meta.error(format!(
            "invalid printer column type `{ty}`: use integer, number, string, boolean or date"
        )));
    }
    Ok(PrintColumn {
        name: string(&v[0]).unwrap_or_default(),
        ty: ColumnType::from_name(&ty),
        json_path: string(&v[2]).unwrap_or_default(),
        description: string(&v[3]),
        format: string(&v[4]),
        priority: v[5].as_ref().and_then(|p| p.as_i64()),
    })
}

/// `scale`, as kube-derive's `Scale` (the fields of `CustomResourceSubresourceScale`).
fn scale(meta: &syn::meta::ParseNestedMeta<'_>) -> syn::Result<Scale> {
    let v = json_or_list(
        meta,
        "scale",
        &[
            ("specReplicasPath", "spec_replicas_path"),
            ("statusReplicasPath", "status_replicas_path"),
            ("labelSelectorPath", "label_selector_path"),
        ],
        2,
    )?;
    Ok(Scale {
        spec_path: string(&v[0]).unwrap_or_default(),
        status_path: string(&v[1]).unwrap_or_default(),
        selector_path: string(&v[2]),
    })
}

pub(super) fn unreadable_rule(cx: &FileCx<'_>, e: &syn::Expr) -> Diagnostic {
    err(cx, e.span(), "this validation rule is not one kube-codegen can read at build time")
        .with_help("write the rule as a string literal, `(\"rule\", \"message\")`, or `Rule::new(\"rule\")` with `.message(\"…\")`, `.reason(Reason::…)`, `.field_path(\"…\")`, `.optional_old_self(…)`")
}

pub(super) fn str_lit(e: &syn::Expr) -> Option<String> {
    match e {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) => Some(s.value()),
        syn::Expr::Paren(p) => str_lit(&p.expr),
        _ => None,
    }
}

/// The text a `const` or `static` item displays as, where the inputs write it as a literal:
/// a string literal, a `Regex::new("…")` (with `.unwrap()` or `.expect(…)`), or either
/// inside `LazyLock::new(|| …)` (or once_cell's `Lazy::new`). schemars writes a named
/// pattern as `(NAME).to_string()`, and a `Regex` displays as its pattern. `None` for
/// anything else, which a pattern naming the item then refuses.
pub(super) fn displayed_literal(e: &syn::Expr) -> Option<String> {
    if let Some(s) = str_lit(e) {
        return Some(s);
    }
    let last = |p: &syn::Path, n: usize| -> Vec<String> {
        let all: Vec<String> = p.segments.iter().map(|s| s.ident.to_string()).collect();
        all[all.len().saturating_sub(n)..].to_vec()
    };
    match e {
        syn::Expr::Reference(r) => displayed_literal(&r.expr),
        syn::Expr::Block(b) => match b.block.stmts.last() {
            Some(syn::Stmt::Expr(e, None)) => displayed_literal(e),
            _ => None,
        },
        syn::Expr::MethodCall(m) if m.method == "unwrap" || m.method == "expect" => {
            displayed_literal(&m.receiver)
        }
        syn::Expr::Call(c) if c.args.len() == 1 => {
            let syn::Expr::Path(f) = &*c.func else {
                return None;
            };
            let arg = &c.args[0];
            if last(&f.path, 2) == ["Regex", "new"] {
                str_lit(arg)
            } else if matches!(last(&f.path, 2).as_slice(), [l, n] if (l == "LazyLock" || l == "Lazy") && n == "new")
            {
                match arg {
                    syn::Expr::Closure(cl) if cl.inputs.is_empty() => displayed_literal(&cl.body),
                    _ => None,
                }
            } else {
                None
            }
        }
        _ => None,
    }
}

/// The items of a `lazy_static! { static ref NAME: Type = expr; … }` invocation, as
/// `(NAME, expr)`; empty when the tokens are not that shape.
pub(super) fn lazy_statics(tokens: proc_macro2::TokenStream) -> Vec<(String, syn::Expr)> {
    struct Items(Vec<(String, syn::Expr)>);
    impl syn::parse::Parse for Items {
        fn parse(input: syn::parse::ParseStream<'_>) -> syn::Result<Self> {
            let mut out = Vec::new();
            while !input.is_empty() {
                input.call(syn::Attribute::parse_outer)?;
                let _: syn::Visibility = input.parse()?;
                input.parse::<syn::Token![static]>()?;
                input.parse::<syn::Token![ref]>()?;
                let name: syn::Ident = input.parse()?;
                input.parse::<syn::Token![:]>()?;
                let _: syn::Type = input.parse()?;
                input.parse::<syn::Token![=]>()?;
                let e: syn::Expr = input.parse()?;
                input.parse::<syn::Token![;]>()?;
                out.push((name.to_string(), e));
            }
            Ok(Items(out))
        }
    }
    syn::parse2::<Items>(tokens)
        .map(|i| i.0)
        .unwrap_or_default()
}

/// A kube-core `Rule` as written: `"rule"`, `("rule", "message")`, or
/// `Rule::new("rule")` followed by `.message(…)`, `.reason(Reason::X)`, `.field_path(…)`,
/// `.optional_old_self(bool)`; `None` for anything else.
pub(super) fn cel_rule(e: &syn::Expr) -> Option<CelRule> {
    let mut rule = CelRule {
        rule: String::new(),
        message: None,
        message_expression: None,
        reason: None,
        field_path: None,
        optional_old_self: None,
    };
    if let Some(s) = str_lit(e) {
        rule.rule = s;
        return Some(rule);
    }
    match e {
        syn::Expr::Tuple(t) if t.elems.len() == 2 => {
            rule.rule = str_lit(&t.elems[0])?;
            rule.message = Some(str_lit(&t.elems[1])?);
            Some(rule)
        }
        syn::Expr::Call(c) => {
            let syn::Expr::Path(p) = &*c.func else {
                return None;
            };
            let names: Vec<String> = p
                .path
                .segments
                .iter()
                .map(|s| s.ident.to_string())
                .collect();
            if names.ends_with(&["Rule".to_string(), "new".to_string()]) && c.args.len() == 1 {
                rule.rule = str_lit(&c.args[0])?;
                Some(rule)
            } else {
                None
            }
        }
        syn::Expr::MethodCall(m) => {
            let mut rule = cel_rule(&m.receiver)?;
            let arg = m.args.first()?;
            match m.method.to_string().as_str() {
                "message" => match message(arg)? {
                    (msg, false) => rule.message = Some(msg),
                    (expr, true) => rule.message_expression = Some(expr),
                },
                "reason" => rule.reason = Some(last_segment(arg)?),
                "field_path" => rule.field_path = Some(str_lit(arg)?),
                "optional_old_self" => match arg {
                    syn::Expr::Lit(syn::ExprLit {
                        lit: syn::Lit::Bool(b),
                        ..
                    }) => rule.optional_old_self = Some(b.value),
                    _ => return None,
                },
                _ => return None,
            }
            Some(rule)
        }
        _ => None,
    }
}

fn last_segment(e: &syn::Expr) -> Option<String> {
    match e {
        syn::Expr::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

/// A `Message`: a string (`"…"`, `"…".into()`), `Message::Message(…)` or
/// `Message::Expression(…)`; the flag tells an expression.
fn message(e: &syn::Expr) -> Option<(String, bool)> {
    if let Some(s) = str_lit(e) {
        return Some((s, false));
    }
    match e {
        syn::Expr::MethodCall(m) if m.method == "into" && m.args.is_empty() => message(&m.receiver),
        syn::Expr::Call(c) if c.args.len() == 1 => {
            let variant = match &*c.func {
                syn::Expr::Path(p) => p.path.segments.last()?.ident.to_string(),
                _ => return None,
            };
            let (text, _) = message(&c.args[0])?;
            match variant.as_str() {
                "Expression" => Some((text, true)),
                "Message" => Some((text, false)),
                _ => None,
            }
        }
        _ => None,
    }
}

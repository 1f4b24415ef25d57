//! schemars 1's attributes as schemars_derive 1.2 reads them — `#[schemars(...)]`, the
//! validation forms it also reads under `#[validate(...)]` and `#[garde(...)]`, and
//! kube-derive's `#[x_kube(validation = …)]` — and where a type's `JsonSchema` impl comes
//! from. Read into the IR as written; what changes schemars' output in a way the run cannot
//! know at build time (`schema_with`, `transform`, an expression that is not a literal) is a
//! located error instead of a different CRD.

use syn::parse::{ParseStream, Parser};
use syn::spanned::Spanned;

use super::kube_attrs::{cel_rule, err, key, lit_str, str_lit, unreadable_rule};
use super::{FileCx, types};
use crate::diag::Diagnostics;
use crate::markers::Number;
use crate::model::{JsonSchemaImpl, Pattern, SchemaAttrs};

/// serde's keywords that schemars also reads under `#[schemars(...)]`, for the schema only:
/// kube-codegen reads them under `#[serde(...)]`, where they change the JSON too.
const SERDE_KEYWORDS: &[&str] = &[
    "rename",
    "rename_all",
    "rename_all_fields",
    "tag",
    "content",
    "untagged",
    "default",
    "skip_serializing",
    "skip_deserializing",
    "skip_serializing_if",
    "flatten",
    "remote",
    "transparent",
    "into",
    "from",
    "try_from",
    "deny_unknown_fields",
];

/// The schemars, validator, garde and `x_kube` attributes of a type (`container`), field or
/// variant; `None` when there are none.
pub(super) fn schema_attrs(
    cx: &FileCx<'_>,
    attrs: &[syn::Attribute],
    container: bool,
    diags: &mut Diagnostics,
) -> Option<Box<SchemaAttrs>> {
    let mut out = SchemaAttrs::default();
    let mut any = false;
    for attr in attrs {
        let tool = attr
            .path()
            .get_ident()
            .map(|i| i.to_string())
            .unwrap_or_default();
        if !matches!(tool.as_str(), "schemars" | "garde" | "validate" | "x_kube")
            || !matches!(attr.meta, syn::Meta::List(_))
        {
            continue;
        }
        any = true;
        let res = attr.parse_nested_meta(|meta| {
            // A container's `rename` names its schema, which is inlined: no effect.
            if container && tool == "schemars" && key(&meta) == "rename" {
                return skip(&meta);
            }
            entry(cx, &tool, &meta, &mut out, diags)
        });
        if let Err(e) = res {
            diags.push(err(cx, e.span(), e.to_string()));
        }
    }
    any.then(|| Box::new(out))
}

/// One entry of a `tool(...)` list into `out`.
fn entry(
    cx: &FileCx<'_>,
    tool: &str,
    meta: &syn::meta::ParseNestedMeta<'_>,
    out: &mut SchemaAttrs,
    diags: &mut Diagnostics,
) -> syn::Result<()> {
    let key = key(meta);
    let schemars = tool == "schemars";
    match (tool, key.as_str()) {
        ("x_kube", "validation") => {
            let e: syn::Expr = meta.value()?.parse()?;
            match cel_rule(&e) {
                Some(r) => out.validations.push(r),
                None => diags.push(unreadable_rule(cx, &e)),
            }
        }
        ("x_kube", "merge_strategy") => {
            let e: syn::Expr = meta.value()?.parse()?;
            out.extend.extend(merge_strategy(&e).ok_or_else(|| {
                syn::Error::new(
                    e.span(),
                    "kube-codegen reads a `merge_strategy` written as `ListMerge::Atomic`, `ListMerge::Set`, `ListMerge::Map(vec![\"key\".into(), …])`, `MapMerge::…` or `StructMerge::…` (`Atomic`, `Granular`)",
                )
            })?);
        }
        ("schemars", "schema_with" | "transform") => {
            return Err(meta.error(format!(
                "`{key}` sets the schema in code that kube-codegen cannot run at build time"
            )));
        }
        ("x_kube", _) => skip(meta)?,
        (_, "length") => bounds(meta, schemars, &mut out.length_min, &mut out.length_max)?,
        (_, "range") => bounds(meta, schemars, &mut out.range_min, &mut out.range_max)?,
        ("schemars", "regex") => out.pattern = Some(regex(cx, meta, "pattern")?),
        ("validate", "regex") => out.pattern = Some(regex(cx, meta, "path")?),
        ("schemars" | "garde", "pattern") => {
            let content;
            syn::parenthesized!(content in meta.input);
            out.pattern = Some(pattern_expr(cx, &content.parse()?)?);
        }
        (_, "contains") => out.pattern = Some(Pattern::Literal(escape(&contains(meta)?))),
        (_, "email" | "url" | "ip") => {
            out.format = Some(match key.as_str() {
                "email" => "email",
                "url" => "uri",
                _ => "ip",
            });
            skip(meta)?;
        }
        (_, "required") => {
            out.required = true;
            skip(meta)?;
        }
        ("schemars" | "garde", "inner") => {
            let inner = out.inner.get_or_insert_with(Default::default);
            meta.parse_nested_meta(|m| entry(cx, tool, &m, inner, diags))?;
        }
        ("schemars", "with") => {
            let ty: syn::Type = lit_str(meta)?.parse()?;
            out.with = Some(types::lower(cx, &ty));
        }
        ("schemars", "description") => out.description = Some(lit_str(meta)?.value()),
        ("schemars", "title") => out.title = Some(lit_str(meta)?.value()),
        ("schemars", "example") => {
            let e: syn::Expr = meta.value()?.parse()?;
            out.example = Some(literal_expr(&e)?);
        }
        ("schemars", "extend") => {
            let content;
            syn::parenthesized!(content in meta.input);
            while !content.is_empty() {
                let k: syn::LitStr = content.parse()?;
                content.parse::<syn::Token![=]>()?;
                out.extend.push((k.value(), json_value(&content)?));
                if !content.is_empty() {
                    content.parse::<syn::Token![,]>()?;
                }
            }
        }
        ("schemars", "skip") => out.skip = true,
        ("schemars", k) if SERDE_KEYWORDS.contains(&k) => {
            return Err(meta.error(format!(
                "`#[schemars({k})]` changes the schema but not the JSON; kube-codegen reads `{k}` from `#[serde({k})]`"
            )));
        }
        // No effect on an inlined schema (`crate`, `bound`, `inline`, `deprecated`, …), or
        // validator and garde checks schemars does not read.
        _ => skip(meta)?,
    }
    Ok(())
}

/// The keywords kube-core's `merge_strategy` adds for the strategy `e`, written as a
/// variant of `ListMerge`, `MapMerge` or `StructMerge` (through any path, or wrapped in
/// `MergeStrategy::…Type(…)`), `ListMerge::Map` with a `vec![…]` of literal keys: the
/// `x-kubernetes-list-type` (with `x-kubernetes-list-map-keys`), `-map-type` or
/// `-struct-type` of the field. `None` for any other expression.
fn merge_strategy(e: &syn::Expr) -> Option<Vec<(String, serde_json::Value)>> {
    let tail = |p: &syn::Path| -> Option<(String, String)> {
        let mut s = p.segments.iter().rev().map(|s| s.ident.to_string());
        let variant = s.next()?;
        Some((s.next()?, variant))
    };
    let keyword = |ty: &str| match ty {
        "ListMerge" => Some("x-kubernetes-list-type"),
        "MapMerge" => Some("x-kubernetes-map-type"),
        "StructMerge" => Some("x-kubernetes-struct-type"),
        _ => None,
    };
    match e {
        syn::Expr::Path(p) => {
            let (ty, variant) = tail(&p.path)?;
            let value = match variant.as_str() {
                "Atomic" => "atomic",
                "Set" if ty == "ListMerge" => "set",
                "Granular" if ty != "ListMerge" => "granular",
                _ => return None,
            };
            Some(vec![(keyword(&ty)?.to_string(), value.into())])
        }
        syn::Expr::Call(c) if c.args.len() == 1 => {
            let syn::Expr::Path(f) = &*c.func else {
                return None;
            };
            match tail(&f.path)? {
                (ty, _) if ty == "MergeStrategy" => merge_strategy(&c.args[0]),
                (ty, variant) if ty == "ListMerge" && variant == "Map" => {
                    let syn::Expr::Macro(m) = &c.args[0] else {
                        return None;
                    };
                    if !m.mac.path.is_ident("vec") {
                        return None;
                    }
                    let keys = m
                        .mac
                        .parse_body_with(
                            syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated,
                        )
                        .ok()?
                        .iter()
                        .map(owned_str)
                        .collect::<Option<Vec<_>>>()?;
                    Some(vec![
                        ("x-kubernetes-list-type".to_string(), "map".into()),
                        ("x-kubernetes-list-map-keys".to_string(), keys.into()),
                    ])
                }
                _ => None,
            }
        }
        syn::Expr::Paren(p) => merge_strategy(&p.expr),
        _ => None,
    }
}

/// A string literal, or one turned into a `String` (`.into()`, `.to_string()`,
/// `.to_owned()`, `String::from(…)`).
fn owned_str(e: &syn::Expr) -> Option<String> {
    match e {
        syn::Expr::MethodCall(m)
            if m.args.is_empty()
                && matches!(
                    m.method.to_string().as_str(),
                    "into" | "to_string" | "to_owned"
                ) =>
        {
            str_lit(&m.receiver)
        }
        syn::Expr::Call(c) if c.args.len() == 1 => match &*c.func {
            syn::Expr::Path(f) if f.path.segments.last().is_some_and(|s| s.ident == "from") => {
                str_lit(&c.args[0])
            }
            _ => None,
        },
        other => str_lit(other),
    }
}

fn skip(meta: &syn::meta::ParseNestedMeta<'_>) -> syn::Result<()> {
    if meta.input.peek(syn::Token![=]) {
        let _: syn::Expr = meta.value()?.parse()?;
    } else if meta.input.peek(syn::token::Paren) {
        let content;
        syn::parenthesized!(content in meta.input);
        let _: proc_macro2::TokenStream = content.parse()?;
    }
    Ok(())
}

/// `length(min = …, max = …, equal = …)` or `range(min = …, max = …)`; other keys are an
/// error under `schemars` and ignored under `validate`/`garde` (`message = …`), as schemars
/// does.
fn bounds(
    meta: &syn::meta::ParseNestedMeta<'_>,
    schemars: bool,
    min: &mut Option<Number>,
    max: &mut Option<Number>,
) -> syn::Result<()> {
    meta.parse_nested_meta(|m| {
        let key = key(&m);
        if !matches!(key.as_str(), "min" | "max" | "equal") {
            if schemars {
                return Err(m.error(format!("unknown bound `{key}`")));
            }
            return skip(&m);
        }
        let n = number(&m.value()?.parse()?)?;
        match key.as_str() {
            "min" => *min = Some(n),
            "max" => *max = Some(n),
            _ => {
                *min = Some(n);
                *max = Some(n);
            }
        }
        Ok(())
    })
}

fn number(e: &syn::Expr) -> syn::Result<Number> {
    match e {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(i),
            ..
        }) => Ok(Number::Int(i.base10_parse()?)),
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Float(f),
            ..
        }) => Ok(Number::Float(f.base10_parse()?)),
        syn::Expr::Unary(syn::ExprUnary {
            op: syn::UnOp::Neg(_),
            expr,
            ..
        }) => Ok(match number(expr)? {
            Number::Int(i) => Number::Int(-i),
            Number::Float(f) => Number::Float(-f),
        }),
        other => Err(syn::Error::new(
            other.span(),
            "a bound kube-codegen reads must be a number literal",
        )),
    }
}

/// `regex = "…"`, `regex(pattern = …)` (schemars) or `regex(path = …)` (validator; `key`
/// is the one the tool takes). validator's `path` names the regex even as a string
/// (`path = "RE"`, which schemars parses as the path `RE`, as validator 0.16 wrote it).
fn regex(
    cx: &FileCx<'_>,
    meta: &syn::meta::ParseNestedMeta<'_>,
    key_name: &str,
) -> syn::Result<Pattern> {
    if meta.input.peek(syn::Token![=]) {
        return Ok(Pattern::Literal(lit_str(meta)?.value()));
    }
    let mut found = None;
    meta.parse_nested_meta(|m| {
        if key(&m) == key_name {
            let e: syn::Expr = m.value()?.parse()?;
            found = Some(match (&e, key_name) {
                (
                    syn::Expr::Lit(syn::ExprLit {
                        lit: syn::Lit::Str(s),
                        ..
                    }),
                    "path",
                ) => pattern_expr(cx, &s.parse::<syn::Expr>()?)?,
                _ => pattern_expr(cx, &e)?,
            });
            Ok(())
        } else {
            skip(&m)
        }
    })?;
    found.ok_or_else(|| meta.error(format!("`regex(...)` without `{key_name} = …`")))
}

/// A pattern expression: a string literal, or the path of a `const`/`static` string
/// (`NAME`, `*RE`, `"RE"` as validator writes it).
fn pattern_expr(cx: &FileCx<'_>, e: &syn::Expr) -> syn::Result<Pattern> {
    match e {
        syn::Expr::Path(p) => {
            let path = p
                .path
                .segments
                .iter()
                .map(|s| s.ident.to_string())
                .collect::<Vec<_>>()
                .join("::");
            Ok(Pattern::Named(path, cx.span(p.span())))
        }
        syn::Expr::Unary(syn::ExprUnary {
            op: syn::UnOp::Deref(_),
            expr,
            ..
        }) => pattern_expr(cx, expr),
        syn::Expr::Paren(p) => pattern_expr(cx, &p.expr),
        syn::Expr::Reference(r) => pattern_expr(cx, &r.expr),
        _ => match str_lit(e) {
            Some(p) => Ok(Pattern::Literal(p)),
            None => Err(syn::Error::new(
                e.span(),
                "a pattern kube-codegen reads is a string literal or the name of a `const` or `static` string",
            )),
        },
    }
}

/// The substring of `contains(pattern = "…")`, `contains(value = "…")` (validator) or
/// `contains("…")` (garde).
fn contains(meta: &syn::meta::ParseNestedMeta<'_>) -> syn::Result<String> {
    let content;
    syn::parenthesized!(content in meta.input);
    let literal = |e: &syn::Expr| {
        str_lit(e).ok_or_else(|| syn::Error::new(e.span(), "`contains` takes a string literal"))
    };
    if content.peek2(syn::Token![=]) || content.peek2(syn::Token![,]) {
        let mut found = None;
        while !content.is_empty() {
            let k: syn::Ident = content.parse()?;
            content.parse::<syn::Token![=]>()?;
            let v: syn::Expr = content.parse()?;
            if k == "pattern" || k == "value" {
                found = Some(literal(&v)?);
            }
            if !content.is_empty() {
                content.parse::<syn::Token![,]>()?;
            }
        }
        return found.ok_or_else(|| content.error("`contains(...)` without `pattern = …`"));
    }
    literal(&content.parse()?)
}

/// `regex_syntax::escape`: a backslash before each regex meta character.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if "\\.+*?()|[]{}^$#&-~".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A literal expression (`3`, `-1.5`, `&"text"`, `true`, `[1, 2]`) as JSON.
fn literal_expr(e: &syn::Expr) -> syn::Result<serde_json::Value> {
    let tokens = quote::ToTokens::to_token_stream(e);
    json_value.parse2(tokens).map_err(|_| {
        syn::Error::new(
            e.span(),
            "kube-codegen reads an `example` that is a literal value",
        )
    })
}

/// JSON as `serde_json::json!` takes it, of literals only: objects of string keys, arrays,
/// strings, numbers, `true`, `false`, `null` (a leading `&` is read through).
pub(super) fn json_value(input: ParseStream<'_>) -> syn::Result<serde_json::Value> {
    use serde_json::Value;
    if input.peek(syn::Token![&]) {
        input.parse::<syn::Token![&]>()?;
    }
    if input.peek(syn::token::Brace) {
        let content;
        syn::braced!(content in input);
        let mut map = serde_json::Map::new();
        while !content.is_empty() {
            let k: syn::LitStr = content.parse()?;
            content.parse::<syn::Token![:]>()?;
            map.insert(k.value(), json_value(&content)?);
            if !content.is_empty() {
                content.parse::<syn::Token![,]>()?;
            }
        }
        return Ok(Value::Object(map));
    }
    if input.peek(syn::token::Bracket) {
        let content;
        syn::bracketed!(content in input);
        let mut items = Vec::new();
        while !content.is_empty() {
            items.push(json_value(&content)?);
            if !content.is_empty() {
                content.parse::<syn::Token![,]>()?;
            }
        }
        return Ok(Value::Array(items));
    }
    if input.peek(syn::Ident) {
        let id: syn::Ident = input.parse()?;
        return match id.to_string().as_str() {
            "true" => Ok(Value::Bool(true)),
            "false" => Ok(Value::Bool(false)),
            "null" => Ok(Value::Null),
            _ => Err(syn::Error::new(id.span(), "not a literal JSON value")),
        };
    }
    let negative = input.peek(syn::Token![-]);
    if negative {
        input.parse::<syn::Token![-]>()?;
    }
    let lit: syn::Lit = input.parse()?;
    let sign = if negative { "-" } else { "" };
    match &lit {
        syn::Lit::Str(s) if !negative => Ok(Value::String(s.value())),
        syn::Lit::Bool(b) if !negative => Ok(Value::Bool(b.value)),
        syn::Lit::Int(i) => format!("{sign}{}", i.base10_digits())
            .parse::<serde_json::Number>()
            .map(Value::Number)
            .map_err(|e| syn::Error::new(i.span(), e)),
        syn::Lit::Float(f) => format!("{sign}{}", f.base10_digits())
            .parse::<f64>()
            .map(Value::from)
            .map_err(|e| syn::Error::new(f.span(), e)),
        _ => Err(syn::Error::new(lit.span(), "not a literal JSON value")),
    }
}

/// `#[derive(JsonSchema)]` (or `schemars::JsonSchema`, or kube-derive's `KubeSchema`, which
/// implements it), also inside `cfg_attr`.
pub(super) fn derived(attrs: &[syn::Attribute]) -> JsonSchemaImpl {
    if derives(attrs, "JsonSchema") || derives(attrs, "KubeSchema") {
        JsonSchemaImpl::Derived
    } else {
        JsonSchemaImpl::None
    }
}

/// Whether `attrs` derive the trait named `name` (by its last path segment), also inside
/// `cfg_attr`.
pub(super) fn derives(attrs: &[syn::Attribute], name: &str) -> bool {
    fn names(tokens: &proc_macro2::TokenStream, name: &str) -> bool {
        tokens.clone().into_iter().any(|t| match t {
            proc_macro2::TokenTree::Ident(i) => i == name,
            proc_macro2::TokenTree::Group(g) => names(&g.stream(), name),
            _ => false,
        })
    }
    attrs.iter().any(|a| match &a.meta {
        syn::Meta::List(l) if l.path.is_ident("derive") || l.path.is_ident("cfg_attr") => {
            names(&l.tokens, name)
        }
        _ => false,
    })
}

/// A hand-written `impl JsonSchema for Name`: the type's name (a single identifier) and
/// what its `json_schema` returns; `None` for any other item.
pub(super) fn hand_written(
    cx: &FileCx<'_>,
    item: &syn::ItemImpl,
) -> Option<(String, JsonSchemaImpl)> {
    let (_, trait_path, _) = item.trait_.as_ref()?;
    if trait_path.segments.last()?.ident != "JsonSchema" {
        return None;
    }
    let syn::Type::Path(self_ty) = item.self_ty.as_ref() else {
        return None;
    };
    let name = self_ty.path.get_ident()?.to_string();
    let literal = item.items.iter().find_map(|i| {
        let syn::ImplItem::Fn(f) = i else {
            return None;
        };
        let mac = match f.block.stmts.last() {
            _ if f.sig.ident != "json_schema" => return None,
            Some(syn::Stmt::Expr(syn::Expr::Macro(m), None)) => &m.mac,
            Some(syn::Stmt::Macro(m)) => &m.mac,
            _ => return None,
        };
        if mac.path.segments.last()?.ident != "json_schema" {
            return None;
        }
        json_value.parse2(mac.tokens.clone()).ok()
    });
    let span = cx.span(item.impl_token.span);
    Some((
        name,
        literal.map_or(JsonSchemaImpl::Code(span), JsonSchemaImpl::Literal),
    ))
}

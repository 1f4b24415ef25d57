//! `#[serde(...)]` attributes, with serde_derive's semantics for the serialized shape.

use super::FileCx;
use crate::diag::{Diagnostic, Diagnostics};
use crate::model::{ContainerSerde, FieldSerde};

/// The serde attributes of an enum variant.
#[derive(Debug, Default)]
pub(crate) struct VariantSerde {
    pub rename: Option<String>,
    pub rename_all: Option<String>,
    pub aliases: Vec<String>,
    pub skip: bool,
    pub skip_deserializing: bool,
    pub other: bool,
    pub reshaped_by: Option<String>,
}

const RENAME_RULES: &[&str] = &[
    "lowercase",
    "UPPERCASE",
    "PascalCase",
    "camelCase",
    "snake_case",
    "SCREAMING_SNAKE_CASE",
    "kebab-case",
    "SCREAMING-KEBAB-CASE",
];

/// Reads `#[serde(...)]` lists, calling `f(key, meta)` for each entry; values of keys `f`
/// does not consume are skipped.
fn each(
    attrs: &[syn::Attribute],
    mut f: impl FnMut(&str, &syn::meta::ParseNestedMeta<'_>) -> syn::Result<bool>,
) {
    for attr in attrs.iter().filter(|a| a.path().is_ident("serde")) {
        let _ = attr.parse_nested_meta(|meta| {
            let key = meta
                .path
                .get_ident()
                .map(|i| i.to_string())
                .unwrap_or_default();
            if !f(&key, &meta)? {
                skip_value(&meta)?;
            }
            Ok(())
        });
    }
}

fn skip_value(meta: &syn::meta::ParseNestedMeta<'_>) -> syn::Result<()> {
    if meta.input.peek(syn::Token![=]) {
        let _: syn::Expr = meta.value()?.parse()?;
    } else if meta.input.peek(syn::token::Paren) {
        meta.parse_nested_meta(|m| skip_value(&m))?;
    }
    Ok(())
}

fn str_value(meta: &syn::meta::ParseNestedMeta<'_>) -> syn::Result<String> {
    let lit: syn::LitStr = meta.value()?.parse()?;
    Ok(lit.value())
}

/// `rename = "x"` or `rename(serialize = "x", deserialize = "y")`: the serialize side.
fn ser_name(meta: &syn::meta::ParseNestedMeta<'_>) -> syn::Result<Option<String>> {
    if meta.input.peek(syn::Token![=]) {
        return str_value(meta).map(Some);
    }
    let mut out = None;
    meta.parse_nested_meta(|m| {
        if m.path.is_ident("serialize") {
            out = Some(str_value(&m)?);
        } else {
            skip_value(&m)?;
        }
        Ok(())
    })?;
    Ok(out)
}

fn check_rule(
    rule: Option<String>,
    cx: &FileCx<'_>,
    span: proc_macro2::Span,
    diags: &mut Diagnostics,
) -> Option<String> {
    match rule {
        Some(r) if !RENAME_RULES.contains(&r.as_str()) => {
            diags.push(
                Diagnostic::error(cx.span(span), format!("unknown serde rename rule `{r}`"))
                    .with_help(format!("serde accepts {}", RENAME_RULES.join(", "))),
            );
            None
        }
        other => other,
    }
}

/// Container attributes.
pub(crate) fn container(
    attrs: &[syn::Attribute],
    cx: &FileCx<'_>,
    diags: &mut Diagnostics,
) -> ContainerSerde {
    let mut c = ContainerSerde::default();
    let mut bad_rules = Vec::new();
    each(attrs, |key, meta| {
        match key {
            "rename_all" => {
                let span = meta
                    .path
                    .get_ident()
                    .map(|i| i.span())
                    .unwrap_or_else(proc_macro2::Span::call_site);
                c.rename_all = ser_name(meta)?;
                bad_rules.push((c.rename_all.clone(), span, true));
            }
            "rename_all_fields" => {
                let span = meta
                    .path
                    .get_ident()
                    .map(|i| i.span())
                    .unwrap_or_else(proc_macro2::Span::call_site);
                c.rename_all_fields = ser_name(meta)?;
                bad_rules.push((c.rename_all_fields.clone(), span, false));
            }
            "tag" => c.tag = Some(str_value(meta)?),
            "content" => c.content = Some(str_value(meta)?),
            "untagged" => c.untagged = true,
            "transparent" => c.transparent = true,
            "deny_unknown_fields" => c.deny_unknown_fields = true,
            "default" => {
                c.default = true;
                return Ok(false);
            }
            "into" | "from" | "try_from" => c.into = Some(str_value(meta)?),
            _ => return Ok(false),
        }
        Ok(true)
    });
    for (rule, span, all) in bad_rules {
        let checked = check_rule(rule, cx, span, diags);
        if all {
            c.rename_all = checked;
        } else {
            c.rename_all_fields = checked;
        }
    }
    c
}

/// Field attributes and the serialize-side `rename`.
pub(crate) fn field(
    attrs: &[syn::Attribute],
    _cx: &FileCx<'_>,
    _diags: &mut Diagnostics,
) -> (FieldSerde, Option<String>) {
    let mut f = FieldSerde::default();
    let mut rename = None;
    let (mut skip_ser, mut skip_de) = (false, false);
    each(attrs, |key, meta| {
        match key {
            "rename" => rename = ser_name(meta)?,
            "flatten" => f.flatten = true,
            "skip" => f.skip = true,
            "skip_serializing" => skip_ser = true,
            "skip_deserializing" => skip_de = true,
            "default" => {
                f.default = true;
                if meta.input.peek(syn::Token![=]) {
                    f.default_fn = Some(str_value(meta)?);
                    return Ok(true);
                }
                return Ok(false);
            }
            "skip_serializing_if" => f.skip_serializing_if = Some(str_value(meta)?),
            "with" | "serialize_with" | "deserialize_with" => f.with = Some(str_value(meta)?),
            "alias" => f.aliases.push(str_value(meta)?),
            _ => return Ok(false),
        }
        Ok(true)
    });
    if skip_ser && skip_de {
        f.skip = true;
    }
    f.skip_deserializing = skip_de || f.skip;
    f.skip_serializing = skip_ser || f.skip;
    (f, rename)
}

/// Variant attributes.
pub(crate) fn variant(
    attrs: &[syn::Attribute],
    cx: &FileCx<'_>,
    diags: &mut Diagnostics,
) -> VariantSerde {
    let mut v = VariantSerde::default();
    let (mut skip_ser, mut skip_de) = (false, false);
    let mut rule_span = None;
    each(attrs, |key, meta| {
        match key {
            "rename" => v.rename = ser_name(meta)?,
            "rename_all" => {
                rule_span = meta.path.get_ident().map(|i| i.span());
                v.rename_all = ser_name(meta)?;
            }
            "alias" => v.aliases.push(str_value(meta)?),
            "skip" => v.skip = true,
            "skip_serializing" => skip_ser = true,
            "skip_deserializing" => skip_de = true,
            "other" => v.other = true,
            "with" | "serialize_with" | "deserialize_with" | "untagged" => {
                v.reshaped_by = Some(key.to_string());
                return Ok(false);
            }
            _ => return Ok(false),
        }
        Ok(true)
    });
    v.skip |= skip_ser && skip_de;
    v.skip_deserializing = skip_de || v.skip;
    if let Some(span) = rule_span {
        v.rename_all = check_rule(v.rename_all.take(), cx, span, diags);
    }
    v
}

/// Applies a serde `rename_all` rule to a field (`snake_case` ident) or, with `variant`, an
/// enum variant (`PascalCase` ident), exactly as serde_derive's `RenameRule`.
pub(crate) fn apply_rename_all(name: &str, rule: Option<&str>, variant: bool) -> String {
    let Some(rule) = rule else {
        return name.to_string();
    };
    if variant {
        let snake = || {
            let mut s = String::new();
            for (i, ch) in name.char_indices() {
                if i > 0 && ch.is_uppercase() {
                    s.push('_');
                }
                s.push(ch.to_ascii_lowercase());
            }
            s
        };
        match rule {
            "lowercase" => name.to_ascii_lowercase(),
            "UPPERCASE" => name.to_ascii_uppercase(),
            "PascalCase" => name.to_string(),
            "camelCase" => {
                let mut c = name.chars();
                c.next()
                    .map(|f| f.to_ascii_lowercase().to_string() + c.as_str())
                    .unwrap_or_default()
            }
            "snake_case" => snake(),
            "SCREAMING_SNAKE_CASE" => snake().to_ascii_uppercase(),
            "kebab-case" => snake().replace('_', "-"),
            "SCREAMING-KEBAB-CASE" => snake().to_ascii_uppercase().replace('_', "-"),
            _ => name.to_string(),
        }
    } else {
        let pascal = || {
            let mut s = String::new();
            let mut upper = true;
            for ch in name.chars() {
                if ch == '_' {
                    upper = true;
                } else if upper {
                    s.push(ch.to_ascii_uppercase());
                    upper = false;
                } else {
                    s.push(ch);
                }
            }
            s
        };
        match rule {
            "lowercase" | "snake_case" => name.to_string(),
            "UPPERCASE" | "SCREAMING_SNAKE_CASE" => name.to_ascii_uppercase(),
            "PascalCase" => pascal(),
            "camelCase" => {
                let p = pascal();
                let mut c = p.chars();
                c.next()
                    .map(|f| f.to_ascii_lowercase().to_string() + c.as_str())
                    .unwrap_or_default()
            }
            "kebab-case" => name.replace('_', "-"),
            "SCREAMING-KEBAB-CASE" => name.to_ascii_uppercase().replace('_', "-"),
            _ => name.to_string(),
        }
    }
}

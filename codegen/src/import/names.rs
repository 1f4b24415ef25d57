//! Names for imported types: Rust names from JSON names.

/// `fooBar`, `foo-bar`, `foo_bar` → `FooBar`.
pub(super) fn pascal(s: &str) -> String {
    let mut out = String::new();
    let mut up = true;
    for ch in s.chars() {
        if !ch.is_ascii_alphanumeric() {
            up = true;
            continue;
        }
        if up {
            out.extend(ch.to_uppercase());
            up = false;
        } else {
            out.push(ch);
        }
    }
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, 'T');
    }
    out
}

/// `fooBar` → `foo_bar`; `URL` → `url`; a keyword gets a trailing `_`.
pub(super) fn snake(s: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = s.chars().collect();
    for (i, &ch) in chars.iter().enumerate() {
        if !ch.is_ascii_alphanumeric() {
            if !out.ends_with('_') && !out.is_empty() {
                out.push('_');
            }
            continue;
        }
        if ch.is_ascii_uppercase() {
            let prev_lower =
                i > 0 && (chars[i - 1].is_ascii_lowercase() || chars[i - 1].is_ascii_digit());
            let next_lower = chars.get(i + 1).is_some_and(|c| c.is_ascii_lowercase());
            let prev_upper = i > 0 && chars[i - 1].is_ascii_uppercase();
            if !out.is_empty() && !out.ends_with('_') && (prev_lower || (prev_upper && next_lower))
            {
                out.push('_');
            }
            out.push(ch.to_ascii_lowercase());
        } else {
            out.push(ch);
        }
    }
    let out = out.trim_end_matches('_').to_string();
    let out = if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit()) {
        format!("f_{out}")
    } else {
        out
    };
    if syn::parse_str::<syn::Ident>(&out).is_err()
        || out == "self"
        || out == "crate"
        || out == "super"
    {
        format!("{out}_")
    } else {
        out
    }
}

/// `ports` → `port`, `policies` → `policy`: the name of one item.
pub(super) fn singular(s: &str) -> String {
    if let Some(stem) = s.strip_suffix("ies") {
        format!("{stem}y")
    } else if s.ends_with("ss") || s.ends_with("us") || s.len() <= 3 {
        s.to_string()
    } else if let Some(stem) = s.strip_suffix('s') {
        stem.to_string()
    } else {
        s.to_string()
    }
}
#[cfg(test)]
mod tests {
    use super::{pascal, singular, snake};

    #[test]
    fn rust_names_from_json_names() {
        for (json, rust) in [
            ("fooBar", "foo_bar"),
            ("URL", "url"),
            ("type", "type_"),
            ("x-kubernetes", "x_kubernetes"),
            ("2fa", "f_2fa"),
        ] {
            assert_eq!(snake(json), rust, "{json}");
        }
        assert_eq!(pascal("jobTemplate"), "JobTemplate");
        assert_eq!(pascal("tls-config"), "TlsConfig");
        for (plural, one) in [
            ("policies", "policy"),
            ("ports", "port"),
            ("status", "status"),
            ("address", "address"),
        ] {
            assert_eq!(singular(plural), one, "{plural}");
        }
    }
}

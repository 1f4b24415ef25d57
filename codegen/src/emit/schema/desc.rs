//! controller-gen's `crd:maxDescLen`: descriptions cut to a length.

use serde_json::{Map, Value};

/// Applies controller-gen's `maxDescLen` to every description: 0 removes them; a longer
/// one is cut at the last sentence end, else the last white space plus `...`
/// (controller-tools `TruncateDescription`).
pub(super) fn truncate_descriptions(s: &mut Map<String, Value>, max: usize) {
    if let Some(Value::String(d)) = s.get("description").cloned() {
        if max == 0 {
            s.remove("description");
        } else if d.len() > max {
            s.insert("description".into(), Value::String(truncate(&d, max)));
        }
    }
    for (k, v) in s.iter_mut() {
        match (k.as_str(), v) {
            ("properties", Value::Object(props)) => {
                for p in props.values_mut() {
                    if let Value::Object(m) = p {
                        truncate_descriptions(m, max);
                    }
                }
            }
            ("items" | "additionalProperties" | "not", Value::Object(m)) => {
                truncate_descriptions(m, max)
            }
            ("allOf" | "anyOf" | "oneOf", Value::Array(list)) => {
                for p in list {
                    if let Value::Object(m) = p {
                        truncate_descriptions(m, max);
                    }
                }
            }
            _ => {}
        }
    }
}

fn truncate(desc: &str, max: usize) -> String {
    let mut cut = max.min(desc.len());
    while !desc.is_char_boundary(cut) {
        cut -= 1;
    }
    let d = &desc[..cut];
    if let Some(n) = d.rfind(['.', '!', '?'])
        && n > 0
    {
        return d[..=n].to_string();
    }
    if let Some(n) = d.rfind(char::is_whitespace)
        && n > 0
    {
        return format!("{}...", &d[..n]);
    }
    format!("{d}...")
}

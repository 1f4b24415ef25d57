//! English pluralization exactly as controller-gen names resources:
//! `strings.ToLower(flect.Pluralize(kind))` (gobuffalo/flect's `Ident.Pluralize`: the last
//! word part of the Kind is looked up in flect's dictionary, then its suffix rules, then
//! `s` is appended unless it already ends in `s`).

use std::collections::BTreeMap;
use std::sync::LazyLock;

use super::plural_data::{ACRONYMS, DICTIONARY, SUFFIXES};

struct Tables {
    single_to_plural: BTreeMap<&'static str, &'static str>,
    plural_to_single: BTreeMap<&'static str, &'static str>,
    /// (suffix, replacement); `None` replacement = leave the word as it is.
    rules: Vec<(&'static str, Option<&'static str>)>,
}

static TABLES: LazyLock<Tables> = LazyLock::new(|| {
    let mut single_to_plural = BTreeMap::new();
    let mut plural_to_single = BTreeMap::new();
    for &(singular, plural, alternative, unidirectional, uncountable, _) in DICTIONARY {
        let plural = if uncountable && plural.is_empty() {
            singular
        } else {
            plural
        };
        single_to_plural.insert(singular, plural);
        if !unidirectional {
            plural_to_single.insert(plural, singular);
            if !alternative.is_empty() {
                plural_to_single.insert(alternative, singular);
            }
        }
    }
    // flect prepends each rule (and a no-op for its result) to the list: the suffix table
    // is inserted from last to first, then the dictionary words in order, so the last
    // dictionary word is tried first and the suffix table keeps its own order.
    let mut rules = Vec::new();
    for &(singular, plural, _, _, uncountable, exact) in DICTIONARY.iter().rev() {
        if exact {
            continue;
        }
        let plural = if uncountable && plural.is_empty() {
            singular
        } else {
            plural
        };
        rules.push((plural, None));
        rules.push((singular, Some(plural)));
    }
    for &(singular, plural) in SUFFIXES {
        rules.push((plural, None));
        rules.push((singular, Some(plural)));
    }
    Tables {
        single_to_plural,
        plural_to_single,
        rules,
    }
});

/// flect's word parts of an identifier (`CronJob` → `Cron`, `Job`; `HTTPRoute` → `HTTP`,
/// `Route`).
fn parts(s: &str) -> Vec<String> {
    if ACRONYMS.contains(&s.to_uppercase().as_str()) {
        return vec![s.to_uppercase()];
    }
    let mut parts = Vec::new();
    let mut cur = String::new();
    let mut prev: Option<char> = None;
    for c in s.chars() {
        let split = c.is_uppercase()
            && (!prev.is_some_and(char::is_uppercase)
                || ACRONYMS.contains(&cur.to_uppercase().as_str()));
        if split || c.is_whitespace() || !(c.is_alphanumeric() || c.is_ascii_punctuation()) {
            if !cur.is_empty() {
                parts.push(std::mem::take(&mut cur));
            }
            if c.is_whitespace() || !(c.is_alphanumeric() || c.is_ascii_punctuation()) {
                prev = Some(c);
                continue;
            }
        }
        cur.push(c);
        prev = Some(c);
    }
    if !cur.is_empty() {
        parts.push(cur);
    }
    parts
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

/// flect's `Pluralize` of a Kind name (case kept: `CronJob` → `CronJobs`).
pub fn pluralize(kind: &str) -> String {
    let t = &*TABLES;
    let Some(last) = parts(kind).pop() else {
        return String::new();
    };
    let replace_suffix =
        |orig: &str, new: &str| format!("{}{new}", kind.strip_suffix(orig).unwrap_or(kind));
    if let Some(p) = t.single_to_plural.get(kind) {
        return replace_suffix(kind, p);
    }
    if t.plural_to_single.contains_key(kind) {
        return kind.to_string();
    }
    let lower = last.to_lowercase();
    if t.plural_to_single.contains_key(lower.as_str()) {
        return kind.to_string();
    }
    if let Some(p) = t.single_to_plural.get(lower.as_str()) {
        let p = if last == capitalize(&last) {
            capitalize(p)
        } else {
            p.to_string()
        };
        return replace_suffix(&last, &p);
    }
    for (suffix, repl) in &t.rules {
        if last.ends_with(suffix) {
            return match repl {
                None => kind.to_string(),
                Some(r) => replace_suffix(
                    &last,
                    &format!("{}{r}", last.strip_suffix(suffix).unwrap_or(&last)),
                ),
            };
        }
    }
    if lower.ends_with('s') {
        return kind.to_string();
    }
    format!("{kind}s")
}

/// The default resource name of a Kind, as controller-gen names a CRD's plural: flect's
/// `Pluralize` of the Kind, lower-cased (`Guestbook` → `guestbooks`, `Policy` →
/// `policies`, `Endpoints` → `endpoints`). A `+kubebuilder:resource:path=` marker or
/// `CrdOptions::plural_exception` overrides it for a CRD; the scaffolding names its
/// resources with it.
pub fn resource_plural(kind: &str) -> String {
    pluralize(kind).to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kubernetes_kinds_pluralize_like_controller_gen() {
        // Resource names of well-known Kinds and of controller-tools' testdata.
        let cases = [
            ("CronJob", "cronjobs"),
            ("Job", "jobs"),
            ("TestQuota", "testquotas"),
            ("Guestbook", "guestbooks"),
            ("NetworkPolicy", "networkpolicies"),
            ("Ingress", "ingresses"),
            ("Endpoints", "endpoints"),
            ("Status", "statuses"),
            ("Gateway", "gateways"),
            ("HTTPRoute", "httproutes"),
            ("Proxy", "proxies"),
            ("Index", "indices"),
            ("Person", "people"),
            ("Child", "children"),
            ("Box", "boxes"),
            ("Match", "matches"),
            ("Leaf", "leaves"),
            ("Wolf", "wolves"),
            ("Alias", "aliases"),
            ("Analysis", "analyses"),
            ("Criterion", "criteria"),
            ("Series", "series"),
            ("Sheep", "sheep"),
            ("Potato", "potatoes"),
            ("Photo", "photos"),
            ("Radio", "radios"),
            ("Key", "keys"),
            ("Quiz", "quizzes"),
            ("Bus", "buses"),
            ("Equipment", "equipment"),
            ("Datum", "data"),
            ("Medium", "media"),
        ];
        for (kind, want) in cases {
            assert_eq!(resource_plural(kind), want, "{kind}");
        }
    }

    #[test]
    fn word_parts_follow_flect() {
        assert_eq!(parts("CronJob"), ["Cron", "Job"]);
        assert_eq!(parts("HTTPRoute"), ["HTTP", "Route"]);
        assert_eq!(parts("APIService"), ["API", "Service"]);
    }
}

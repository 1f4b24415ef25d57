//! RBAC manifests from `+kubebuilder:rbac` markers, as `controller-gen rbac`
//! (controller-tools `pkg/rbac/parser.go`): one ClusterRole per role name for rules without a
//! namespace, one Role per (namespace, role name) otherwise, rules normalized the same way.

use std::collections::BTreeMap;

use k8s_openapi::api::rbac::v1::{ClusterRole, PolicyRule, Role};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

use crate::diag::{Diagnostic, Diagnostics};
use crate::markers::MarkerKind;
use crate::model::Api;

/// One RBAC rule while normalizing: every list deduplicated and sorted.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Rule {
    groups: Vec<String>,
    resources: Vec<String>,
    resource_names: Vec<String>,
    verbs: Vec<String>,
    urls: Vec<String>,
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v.dedup();
    v
}

impl Rule {
    fn normalize(&mut self) {
        for list in [
            &mut self.groups,
            &mut self.resources,
            &mut self.resource_names,
            &mut self.verbs,
            &mut self.urls,
        ] {
            *list = sorted(std::mem::take(list));
        }
    }

    /// controller-gen's `ruleKey` and its `String()` form, which orders the output.
    fn key(&self) -> String {
        format!(
            "{} + {} + {} + {}",
            self.groups.join("&"),
            self.resources.join("&"),
            self.resource_names.join("&"),
            self.urls.join("&")
        )
    }

    fn to_policy_rule(&self) -> PolicyRule {
        let opt = |v: &Vec<String>| (!v.is_empty()).then(|| v.clone());
        PolicyRule {
            api_groups: opt(&self.groups),
            resources: opt(&self.resources),
            resource_names: opt(&self.resource_names),
            non_resource_urls: opt(&self.urls),
            verbs: self.verbs.clone(),
        }
    }
}

/// Merges rules that differ only in the list `merged` selects (after step 1 merged verbs).
fn merge_by(rules: Vec<Rule>, merged: fn(&mut Rule) -> &mut Vec<String>) -> Vec<Rule> {
    let mut groups: BTreeMap<String, Rule> = BTreeMap::new();
    for mut rule in rules {
        let items = std::mem::take(merged(&mut rule));
        let key = format!("{:?}", rule);
        let entry = groups.entry(key).or_insert_with(|| rule.clone());
        merged(entry).extend(items);
    }
    groups
        .into_values()
        .map(|mut r| {
            r.normalize();
            r
        })
        .collect()
}

/// controller-gen's `NormalizeRules`: `core` is the empty group; rules with the same
/// groups, resources, names and URLs merge their verbs; then rules differing only in
/// resources, then only in groups, then only in URLs merge; sorted by key; `*` absorbs
/// other verbs.
fn normalize(rules: Vec<Rule>) -> Vec<PolicyRule> {
    let mut by_key: BTreeMap<String, Rule> = BTreeMap::new();
    for mut rule in rules {
        for g in &mut rule.groups {
            if g == "core" {
                g.clear();
            }
        }
        rule.normalize();
        match by_key.get_mut(&rule.key()) {
            Some(existing) => {
                existing.verbs.extend(rule.verbs);
                existing.normalize();
            }
            None => {
                by_key.insert(rule.key(), rule);
            }
        }
    }
    let rules = merge_by(by_key.into_values().collect(), |r| &mut r.resources);
    let rules = merge_by(rules, |r| &mut r.groups);
    let mut rules = merge_by(rules, |r| &mut r.urls);
    rules.sort_by_key(Rule::key);
    rules
        .iter_mut()
        .map(|r| {
            if r.verbs.iter().any(|v| v == "*") {
                r.verbs = vec!["*".to_string()];
            }
            r.to_policy_rule()
        })
        .collect()
}

/// The RBAC objects of every `+kubebuilder:rbac` package marker in `api`, as JSON documents
/// in controller-gen's order (by namespace, then role name). `role_name` names the role of
/// rules without `roleName` (controller-gen's `rbac:roleName`, usually `manager-role`).
pub fn roles(api: &Api, role_name: &str, diags: &mut Diagnostics) -> Vec<serde_json::Value> {
    let mut by_role: BTreeMap<(String, String), Vec<Rule>> = BTreeMap::new();
    let rules = api
        .packages
        .iter()
        .flat_map(|p| &p.markers)
        .filter_map(|m| match &m.kind {
            MarkerKind::Rbac(rule) => Some((m, rule)),
            _ => None,
        });
    for (m, rule) in rules {
        let namespace = rule.namespace.clone().unwrap_or_default();
        let role = rule.role_name.as_deref().unwrap_or(role_name).to_string();
        let base = Rule {
            groups: rule.groups.clone(),
            resources: Vec::new(),
            resource_names: rule.resource_names.clone(),
            verbs: rule.verbs.clone(),
            urls: rule.urls.clone(),
        };
        if base.verbs.is_empty() {
            diags.push(Diagnostic::error(
                m.arg_span("verbs"),
                "`+kubebuilder:rbac` needs at least one verb",
            ));
        }
        let rules = by_role.entry((namespace, role)).or_default();
        let resources = rule.resources.clone();
        if resources.is_empty() {
            rules.push(base);
        } else {
            rules.extend(resources.into_iter().map(|r| Rule {
                resources: vec![r],
                ..base.clone()
            }));
        }
    }
    let mut out = Vec::new();
    for ((namespace, name), rules) in by_role {
        let rules = normalize(rules);
        if rules.is_empty() {
            continue;
        }
        let value = if namespace.is_empty() {
            serde_json::to_value(ClusterRole {
                metadata: ObjectMeta {
                    name: Some(name),
                    ..Default::default()
                },
                rules: Some(rules),
                ..Default::default()
            })
        } else {
            serde_json::to_value(Role {
                metadata: ObjectMeta {
                    name: Some(name),
                    namespace: Some(namespace),
                    ..Default::default()
                },
                rules: Some(rules),
            })
        };
        match value {
            Ok(v) => out.push(v),
            Err(e) => diags.push(Diagnostic::error(
                None,
                format!("cannot serialize an RBAC role: {e}"),
            )),
        }
    }
    out
}

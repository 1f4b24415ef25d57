//! Admission webhook manifests from `+kubebuilder:webhook` markers, as `controller-gen
//! webhook` (controller-tools `pkg/webhook/parser.go`): one MutatingWebhookConfiguration and
//! one ValidatingWebhookConfiguration (`admissionregistration.k8s.io/v1`), webhooks sorted by
//! name, served by the `webhook-service` Service in namespace `system` unless the marker
//! names another Service or a URL.

use k8s_openapi::api::admissionregistration::v1 as admission;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

use crate::diag::{Diagnostic, Diagnostics};
use crate::markers::{Marker, MarkerKind, SideEffects, Webhook};
use crate::model::Api;

/// Canonical spelling of a case-insensitive enum value, or the value as written.
fn canonical(value: &str, known: &[&str]) -> String {
    known
        .iter()
        .find(|k| k.eq_ignore_ascii_case(value))
        .map_or_else(|| value.to_string(), |k| k.to_string())
}

/// The fields shared by mutating and validating webhooks.
struct Common {
    name: String,
    client_config: admission::WebhookClientConfig,
    rules: Vec<admission::RuleWithOperations>,
    failure_policy: String,
    match_policy: Option<String>,
    side_effects: String,
    timeout_seconds: Option<i32>,
    admission_review_versions: Vec<String>,
}

fn common(m: &Marker, w: &Webhook, diags: &mut Diagnostics) -> Option<Common> {
    let name = w.name.clone();
    let client_config = match (w.path.clone(), w.url.clone()) {
        (Some(path), None) => admission::WebhookClientConfig {
            service: Some(admission::ServiceReference {
                name: (w.service_name.clone()).unwrap_or_else(|| "webhook-service".into()),
                namespace: (w.service_namespace.clone()).unwrap_or_else(|| "system".into()),
                path: Some(path),
                port: w.service_port.and_then(|p| i32::try_from(p).ok()),
            }),
            ..Default::default()
        },
        (None, Some(url)) => admission::WebhookClientConfig {
            url: Some(url),
            ..Default::default()
        },
        _ => {
            diags.push(Diagnostic::error(
                m.span,
                "`url` or `path` is required, and they are mutually exclusive",
            ));
            return None;
        }
    };
    let mut groups = w.groups.clone();
    for g in &mut groups {
        if g == "core" {
            g.clear();
        }
    }
    let operations = w
        .verbs
        .iter()
        .map(|v| {
            canonical(
                &v.to_uppercase(),
                &["CREATE", "UPDATE", "DELETE", "CONNECT", "*"],
            )
        })
        .collect();
    let rules = vec![admission::RuleWithOperations {
        api_groups: Some(groups),
        api_versions: Some(w.versions.clone()),
        operations: Some(operations),
        resources: Some(w.resources.clone()),
        scope: None,
    }];
    let match_policy = w.match_policy.map(|p| p.name().to_string());
    if matches!(w.side_effects, SideEffects::Some | SideEffects::Unknown) {
        diags.push(
            Diagnostic::error(
                m.arg_span("sideEffects"),
                "sideEffects may not be `Some` or `Unknown` for admissionregistration.k8s.io/v1",
            )
            .with_help("use None or NoneOnDryRun"),
        );
    }
    let timeout_seconds = w.timeout_seconds;
    if let Some(t) = timeout_seconds
        && !(1..=30).contains(&t)
    {
        diags.push(Diagnostic::error(
            m.arg_span("timeoutSeconds"),
            format!("timeoutSeconds must be between 1 and 30 seconds, found {t}"),
        ));
    }
    let admission_review_versions = w.admission_review_versions.clone();
    if admission_review_versions.is_empty() {
        diags.push(Diagnostic::error(
            m.span,
            "admissionReviewVersions is required for admissionregistration.k8s.io/v1",
        ));
    }
    if let Some(v) = w.webhook_versions.iter().find(|v| *v != "v1") {
        diags.push(
            Diagnostic::error(
                m.arg_span("webhookVersions"),
                format!("unsupported webhook version `{v}`"),
            )
            .with_help("only v1 is served"),
        );
    }
    Some(Common {
        name,
        client_config,
        rules,
        failure_policy: w.failure_policy.name().to_string(),
        match_policy,
        side_effects: w.side_effects.name().to_string(),
        timeout_seconds: timeout_seconds.and_then(|t| i32::try_from(t).ok()),
        admission_review_versions,
    })
}

/// The webhook configuration objects of every `+kubebuilder:webhook` package marker in
/// `api`, as JSON documents: the mutating configuration (if any) then the validating one.
pub fn configurations(api: &Api, diags: &mut Diagnostics) -> Vec<serde_json::Value> {
    let markers: Vec<&Marker> = api.packages.iter().flat_map(|p| &p.markers).collect();
    let config_name = |mutating: bool, default: &str| {
        markers
            .iter()
            .find_map(|m| match &m.kind {
                MarkerKind::WebhookConfiguration { mutating: is, name } if *is == mutating => {
                    Some(name.clone())
                }
                _ => None,
            })
            .unwrap_or_else(|| default.to_string())
    };
    let mut mutating = Vec::new();
    let mut validating = Vec::new();
    let webhooks = markers.iter().filter_map(|m| match &m.kind {
        MarkerKind::Webhook(w) => Some((m, w)),
        _ => None,
    });
    for (m, w) in webhooks {
        let Some(c) = common(m, w, diags) else {
            continue;
        };
        if w.mutating {
            let reinvocation_policy = w.reinvocation_policy.map(|p| p.name().to_string());
            mutating.push(admission::MutatingWebhook {
                name: c.name,
                client_config: c.client_config,
                rules: Some(c.rules),
                failure_policy: Some(c.failure_policy),
                match_policy: c.match_policy,
                side_effects: c.side_effects,
                timeout_seconds: c.timeout_seconds,
                admission_review_versions: c.admission_review_versions,
                reinvocation_policy,
                ..Default::default()
            });
        } else {
            validating.push(admission::ValidatingWebhook {
                name: c.name,
                client_config: c.client_config,
                rules: Some(c.rules),
                failure_policy: Some(c.failure_policy),
                match_policy: c.match_policy,
                side_effects: c.side_effects,
                timeout_seconds: c.timeout_seconds,
                admission_review_versions: c.admission_review_versions,
                ..Default::default()
            });
        }
    }
    mutating.sort_by(|a, b| a.name.cmp(&b.name));
    validating.sort_by(|a, b| a.name.cmp(&b.name));
    let mut out = Vec::new();
    let mut push = |v: Result<serde_json::Value, serde_json::Error>| match v {
        Ok(v) => out.push(v),
        Err(e) => diags.push(Diagnostic::error(
            None,
            format!("cannot serialize a webhook configuration: {e}"),
        )),
    };
    if !mutating.is_empty() {
        push(serde_json::to_value(
            admission::MutatingWebhookConfiguration {
                metadata: ObjectMeta {
                    name: Some(config_name(true, "mutating-webhook-configuration")),
                    ..Default::default()
                },
                webhooks: Some(mutating),
            },
        ));
    }
    if !validating.is_empty() {
        push(serde_json::to_value(
            admission::ValidatingWebhookConfiguration {
                metadata: ObjectMeta {
                    name: Some(config_name(false, "validating-webhook-configuration")),
                    ..Default::default()
                },
                webhooks: Some(validating),
            },
        ));
    }
    out
}

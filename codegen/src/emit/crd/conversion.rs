//! `spec.conversion` of a CRD served in several versions: `None` (controller-gen's CRD), or
//! a conversion webhook, as kubebuilder's `config/crd/patches/webhook_in_<plural>.yaml`
//! writes it.

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1 as apiext;

use crate::markers::{ConversionStrategy, CrdConversion};

/// Where the API server sends a CRD's `ConversionReview`s (`spec.conversion.webhook.
/// clientConfig`), for [`crate::CrdOptions::conversion_webhook`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ConversionWebhook {
    /// A Service in the cluster: `https://<name>.<namespace>.svc:443/convert`, as
    /// kubebuilder's `webhook-service` in namespace `system` (before kustomize's prefix).
    Service {
        /// The Service's namespace.
        namespace: String,
        /// The Service's name.
        name: String,
    },
    /// A URL (`https://host:port/convert`), for a webhook outside the cluster.
    Url(String),
}

impl ConversionWebhook {
    /// The Service `name` in `namespace`, at `/convert`.
    pub fn service(namespace: impl Into<String>, name: impl Into<String>) -> Self {
        ConversionWebhook::Service {
            namespace: namespace.into(),
            name: name.into(),
        }
    }
}

/// `spec.conversion` for a CRD of `versions` versions: a webhook when configured and
/// there is more than one version, else nothing (`None` is the API server's default).
pub(super) fn conversion(
    webhook: Option<&ConversionWebhook>,
    versions: usize,
) -> Option<apiext::CustomResourceConversion> {
    let webhook = webhook.filter(|_| versions > 1)?;
    let client_config = match webhook {
        ConversionWebhook::Service { namespace, name } => apiext::WebhookClientConfig {
            service: Some(apiext::ServiceReference {
                namespace: namespace.clone(),
                name: name.clone(),
                path: Some("/convert".into()),
                port: None,
            }),
            ..Default::default()
        },
        ConversionWebhook::Url(url) => apiext::WebhookClientConfig {
            url: Some(url.clone()),
            ..Default::default()
        },
    };
    Some(apiext::CustomResourceConversion {
        strategy: "Webhook".into(),
        webhook: Some(apiext::WebhookConversion {
            client_config: Some(client_config),
            conversion_review_versions: vec!["v1".into()],
        }),
    })
}

/// `spec.conversion` as `+kube-codegen:crd:conversion` writes it: the strategy, and for a
/// webhook its Service (`namespace/name`, path, port) or URL and review versions.
pub(super) fn from_marker(m: &CrdConversion) -> apiext::CustomResourceConversion {
    let webhook = (m.strategy == ConversionStrategy::Webhook).then(|| {
        let service = m.service.as_ref().map(|s| {
            let (namespace, name) = s.split_once('/').unwrap_or(("", s));
            apiext::ServiceReference {
                namespace: namespace.to_string(),
                name: name.to_string(),
                path: m.path.clone(),
                port: m.port.and_then(|p| i32::try_from(p).ok()),
            }
        });
        apiext::WebhookConversion {
            client_config: Some(apiext::WebhookClientConfig {
                service,
                url: m.url.clone(),
                ..Default::default()
            }),
            conversion_review_versions: m.review_versions.clone(),
        }
    });
    apiext::CustomResourceConversion {
        strategy: m.strategy.name().to_string(),
        webhook,
    }
}

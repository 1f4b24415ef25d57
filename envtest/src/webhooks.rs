//! Webhook configurations pointed at a webhook server in the test process, as
//! controller-runtime envtest's `WebhookInstallOptions`: the manifests `kube-codegen webhook`
//! writes name a Service; here each webhook calls `https://<local address><path>` instead,
//! trusting the given CA, so a test sees the API server call its own code.

use std::net::SocketAddr;
use std::path::Path;

use k8s_openapi::ByteString;
use k8s_openapi::api::admissionregistration::v1::{
    MutatingWebhookConfiguration, ValidatingWebhookConfiguration, WebhookClientConfig,
};
use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1 as apiext;
use kube::Client;
use kube::api::{Api, Patch, PatchParams};
use serde::Deserialize;

use crate::{Error, FIELD_MANAGER};

/// The webhook configurations of one manifest file.
#[derive(Debug, Clone, Default)]
pub struct WebhookConfigurations {
    /// The MutatingWebhookConfigurations.
    pub mutating: Vec<MutatingWebhookConfiguration>,
    /// The ValidatingWebhookConfigurations.
    pub validating: Vec<ValidatingWebhookConfiguration>,
}

impl WebhookConfigurations {
    /// Reads the Mutating- and ValidatingWebhookConfigurations of the multi-document YAML
    /// file `path` (such as `kube-codegen webhook`'s `manifests.yaml`); other documents are
    /// skipped.
    ///
    /// # Errors
    /// [`Error::Io`] for an unreadable file; [`Error::WebhookFile`] naming the document for
    /// invalid YAML or a configuration that does not match `admissionregistration.k8s.io/v1`.
    pub fn read(path: &Path) -> Result<Self, Error> {
        let text = std::fs::read_to_string(path).map_err(|source| Error::Io {
            action: "cannot read webhook manifests",
            path: path.to_path_buf(),
            source,
        })?;
        Self::parse(&text, path)
    }

    /// The Mutating- and ValidatingWebhookConfigurations of the multi-document YAML `text`
    /// (a manifest compiled into the test, as `include_str!` of the build script's
    /// `manifests.yaml`), `origin` naming it in errors; other documents are skipped.
    ///
    /// # Errors
    /// [`Error::WebhookFile`] naming the document for invalid YAML or a configuration that
    /// does not match `admissionregistration.k8s.io/v1`.
    pub fn parse(text: &str, origin: &Path) -> Result<Self, Error> {
        let mut out = WebhookConfigurations::default();
        for (index, document) in serde_norway::Deserializer::from_str(text).enumerate() {
            let err = |message: String| Error::WebhookFile {
                path: origin.to_path_buf(),
                document: index + 1,
                message,
            };
            let value = serde_json::Value::deserialize(document).map_err(|e| err(e.to_string()))?;
            match value.get("kind").and_then(|k| k.as_str()) {
                Some("MutatingWebhookConfiguration") => out
                    .mutating
                    .push(serde_json::from_value(value).map_err(|e| err(e.to_string()))?),
                Some("ValidatingWebhookConfiguration") => out
                    .validating
                    .push(serde_json::from_value(value).map_err(|e| err(e.to_string()))?),
                _ => {}
            }
        }
        Ok(out)
    }

    /// Points every webhook that names a Service at `https://<addr><service path>`
    /// instead, trusting `ca_bundle` (PEM), as envtest's `LocalServingHost`,
    /// `LocalServingPort` and `LocalServingCAData` do; webhooks with a `url` keep it.
    pub fn serve_locally(mut self, addr: SocketAddr, ca_bundle: &[u8]) -> Self {
        let local = |config: &mut WebhookClientConfig| {
            if let Some(service) = config.service.take() {
                let path = service.path.unwrap_or_default();
                config.url = Some(format!("https://{addr}{path}"));
            }
            config.ca_bundle = Some(ByteString(ca_bundle.to_vec()));
        };
        for c in &mut self.mutating {
            c.webhooks
                .iter_mut()
                .flatten()
                .for_each(|w| local(&mut w.client_config));
        }
        for c in &mut self.validating {
            c.webhooks
                .iter_mut()
                .flatten()
                .for_each(|w| local(&mut w.client_config));
        }
        self
    }

    /// Creates or updates every configuration (server-side apply, field manager
    /// [`FIELD_MANAGER`], forced). The API server takes new configurations into account
    /// within about a second; a test waits for its webhook to answer before relying on it.
    ///
    /// # Errors
    /// [`Error::Kube`] with the server's answer when it refuses a configuration.
    pub async fn install(&self, client: &Client) -> Result<(), Error> {
        let pp = PatchParams::apply(FIELD_MANAGER).force();
        let api: Api<MutatingWebhookConfiguration> = Api::all(client.clone());
        for c in &self.mutating {
            let name = c.metadata.name.clone().unwrap_or_default();
            api.patch(&name, &pp, &Patch::Apply(c)).await?;
        }
        let api: Api<ValidatingWebhookConfiguration> = Api::all(client.clone());
        for c in &self.validating {
            let name = c.metadata.name.clone().unwrap_or_default();
            api.patch(&name, &pp, &Patch::Apply(c)).await?;
        }
        Ok(())
    }
}

/// `crd` with its conversion webhook at `https://<addr><path>`, trusting `ca_bundle` (PEM),
/// as controller-runtime envtest's `ModifyConversionWebhooks` does for a convertible Kind: a
/// CRD served in several versions gets `conversion.strategy: Webhook`, with the path of its
/// configured Service (`/convert` when it has none, the path controller-runtime serves
/// conversions at). A CRD of one version is returned as it is.
pub fn serve_conversion_locally(
    mut crd: apiext::CustomResourceDefinition,
    addr: SocketAddr,
    ca_bundle: &[u8],
) -> apiext::CustomResourceDefinition {
    if crd.spec.versions.len() < 2 {
        return crd;
    }
    let configured = crd
        .spec
        .conversion
        .as_ref()
        .and_then(|c| c.webhook.as_ref())
        .and_then(|w| w.client_config.as_ref())
        .and_then(|c| c.service.as_ref())
        .and_then(|s| s.path.clone());
    let path = configured.unwrap_or_else(|| "/convert".into());
    crd.spec.conversion = Some(apiext::CustomResourceConversion {
        strategy: "Webhook".into(),
        webhook: Some(apiext::WebhookConversion {
            client_config: Some(apiext::WebhookClientConfig {
                url: Some(format!("https://{addr}{path}")),
                ca_bundle: Some(ByteString(ca_bundle.to_vec())),
                service: None,
            }),
            conversion_review_versions: vec!["v1".into()],
        }),
    });
    crd
}

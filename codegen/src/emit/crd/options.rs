//! The options of CRD generation (controller-gen's `crd:` generator options), one method each.

use std::collections::BTreeMap;

use super::ConversionWebhook;

/// Options of CRD generation, as controller-gen's `crd:` generator options: the default
/// is controller-gen's, and each method sets one option (`CrdOptions::default()
/// .max_desc_len(0).omit_version_annotation(true)`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct CrdOptions {
    pub(crate) max_desc_len: Option<usize>,
    pub(crate) allow_dangerous_types: bool,
    pub(crate) omit_version_annotation: bool,
    pub(crate) plural_exceptions: BTreeMap<String, String>,
    pub(crate) generate_embedded_object_meta: bool,
    pub(crate) conversion_webhook: Option<ConversionWebhook>,
}

impl CrdOptions {
    /// `maxDescLen`: truncate descriptions to `bytes` bytes; 0 drops them.
    pub fn max_desc_len(mut self, bytes: usize) -> Self {
        self.max_desc_len = Some(bytes);
        self
    }

    /// `allowDangerousTypes`: accept `f32`/`f64` fields (floats are not portable in
    /// Kubernetes APIs, so they are an error by default, as in controller-gen).
    pub fn allow_dangerous_types(mut self, on: bool) -> Self {
        self.allow_dangerous_types = on;
        self
    }

    /// Leave the tool version out of generated files: the CRDs' `kube-codegen.dev/version`
    /// annotation and the generated Rust files' header (a run without it also never removes
    /// CRDs as stale, since it cannot tell its own).
    pub fn omit_version_annotation(mut self, on: bool) -> Self {
        self.omit_version_annotation = on;
        self
    }

    /// The plural of `kind`, for a Kind the English rules get wrong (client-gen's
    /// `--plural-exceptions`, e.g. `Endpoints` → `endpoints`); used by the CRD and the client
    /// alike. `+kubebuilder:resource:path` and `+resourceName` on the Kind take precedence.
    pub fn plural_exception(mut self, kind: impl Into<String>, plural: impl Into<String>) -> Self {
        self.plural_exceptions.insert(kind.into(), plural.into());
        self
    }

    /// `generateEmbeddedObjectMeta`: an `ObjectMeta` below the root (a Job template's, a
    /// Pod template's) gets the schema of its `annotations`, `finalizers`, `labels`, `name`
    /// and `namespace`, so the API server keeps them; otherwise it is `{type: object}` and
    /// they are pruned, as controller-gen's `crd:generateEmbeddedObjectMeta=true`.
    pub fn generate_embedded_object_meta(mut self, on: bool) -> Self {
        self.generate_embedded_object_meta = on;
        self
    }

    /// The conversion webhook of every CRD with several versions (`spec.conversion`, as
    /// kubebuilder's `webhook_in_<plural>.yaml` patch writes it); without it the strategy
    /// stays `None`, as controller-gen leaves it.
    pub fn conversion_webhook(mut self, webhook: ConversionWebhook) -> Self {
        self.conversion_webhook = Some(webhook);
        self
    }
}

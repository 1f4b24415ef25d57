//! What this project's own `+kube-codegen:crd:…`, `+kube-codegen:validation:…` and
//! `+kube-codegen:description` markers mean: what a CRD written by hand or by an older tool
//! holds and controller-gen's markers cannot say, which `kube-codegen import` writes so such
//! a CRD comes back as it was.

use super::closed_set::closed_set;

/// A `+kube-codegen:crd:…` marker on a Kind.
#[derive(Debug, Clone, PartialEq)]
pub enum CrdShape {
    /// `omitListKind`: no `spec.names.listKind`.
    OmitListKind,
    /// `preserveUnknownFields`: `spec.preserveUnknownFields` written with this value.
    PreserveUnknownFields(bool),
    /// `legacyStatus`: the empty `status` stub older tools wrote (`acceptedNames` with empty
    /// `kind` and `plural`, empty `conditions` and `storedVersions`).
    LegacyStatus,
    /// `legacyNullStatus`: the same stub with `conditions` and `storedVersions` null.
    LegacyNullStatus,
    /// `omitSingular`: no `spec.names.singular`.
    OmitSingular,
    /// `omitSubresources`: no `subresources` where printer columns alone would write an
    /// empty one.
    OmitSubresources,
    /// `nullCreationTimestamp`: `metadata.creationTimestamp: null`, as controller-gen
    /// before v0.15 wrote it.
    NullCreationTimestamp,
    /// `versionOrder`: the versions in this order instead of by name.
    VersionOrder(Vec<String>),
    /// `conversion`: `spec.conversion` as written.
    Conversion(Box<CrdConversion>),
}

/// `+kube-codegen:crd:conversion`: a CRD's `spec.conversion`.
#[derive(Debug, Clone, PartialEq)]
pub struct CrdConversion {
    /// `strategy`: `None` or `Webhook`.
    pub strategy: ConversionStrategy,
    /// `service`: `namespace/name` of the webhook's Service.
    pub service: Option<String>,
    /// `path` of the Service's endpoint.
    pub path: Option<String>,
    /// `port` of the Service.
    pub port: Option<i64>,
    /// `url` of the webhook, instead of a Service.
    pub url: Option<String>,
    /// `conversionReviewVersions`.
    pub review_versions: Vec<String>,
}

/// A `+kube-codegen:validation:…` schema combinator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Combinator {
    /// `allOf`: every schema holds.
    AllOf,
    /// `anyOf`: at least one holds.
    AnyOf,
    /// `oneOf`: exactly one holds.
    OneOf,
    /// `not`: the schema does not hold.
    Not,
}

impl Combinator {
    /// The schema keyword.
    pub fn keyword(self) -> &'static str {
        match self {
            Combinator::AllOf => "allOf",
            Combinator::AnyOf => "anyOf",
            Combinator::OneOf => "oneOf",
            Combinator::Not => "not",
        }
    }
}

closed_set! {
    /// `+kube-codegen:crd:typeMeta`: the `apiVersion` and `kind` properties of a Kind's
    /// schema.
    pub enum TypeMetaForm {
        /// Strings described as Kubernetes' `TypeMeta` describes them today (the default,
        /// controller-gen's).
        Described = "described",
        /// Strings described in the one-line wording older Kubernetes releases (and the
        /// controller-gen versions built on them) used.
        Legacy = "legacy",
        /// Strings without a description.
        Bare = "bare",
        /// No `apiVersion` or `kind` property (the API server accepts them all the same).
        Omitted = "omitted",
    }
}

closed_set! {
    /// `+kube-codegen:crd:objectMeta`: the `metadata` property of a Kind's schema.
    pub enum ObjectMetaForm {
        /// `metadata: {type: object}` (the default, controller-gen's).
        Object = "object",
        /// No `metadata` property.
        Omitted = "omitted",
    }
}

closed_set! {
    /// `+kube-codegen:crd:conversion:strategy`: a CRD's `spec.conversion.strategy`.
    pub enum ConversionStrategy {
        /// The API server changes only `apiVersion`.
        None = "None",
        /// A webhook converts.
        Webhook = "Webhook",
    }
}

//! What each marker means, as a typed value: the grammar reads a marker line into
//! arguments, the registry's `lower` function for that marker turns them into a
//! [`MarkerKind`], and nothing after the markers module looks at a marker by name.
//!
//! As serde_derive's `attr::Field`: attributes are parsed once into typed values, and the
//! code that acts on them matches on those. Aliases (`+k8s:listType`, `+optional` and
//! `+kubebuilder:validation:Optional` on a field) lower to the same variant.

use super::closed_set::closed_set;
use super::shape::{Combinator, CrdShape, ObjectMetaForm, TypeMetaForm};
use super::{ArgMap, Value};

/// A number argument: an integer stays an integer, so it is written back as one
/// (`minimum: 1`, not `1.0`), as controller-tools keeps Go's `int` and `float64` apart.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Number {
    /// An integer literal.
    Int(i64),
    /// A literal with a fraction or exponent.
    Float(f64),
}

impl Number {
    /// The value as `f64`.
    pub fn as_f64(self) -> f64 {
        match self {
            Number::Int(i) => i as f64,
            Number::Float(f) => f,
        }
    }

    /// The value as a JSON number (`null` for a float JSON cannot hold).
    pub fn to_json(self) -> serde_json::Value {
        match self {
            Number::Int(i) => serde_json::Value::from(i),
            Number::Float(f) => Value::Float(f).to_json(),
        }
    }
}

/// A `+kubebuilder:validation:<Name>` marker (or its `items:` form), as controller-tools'
/// `pkg/crd/markers/validation.go` types.
#[derive(Debug, Clone, PartialEq)]
pub enum Validation {
    /// `Maximum`: inclusive upper bound of a number.
    Maximum(Number),
    /// `Minimum`: inclusive lower bound of a number.
    Minimum(Number),
    /// `ExclusiveMaximum`.
    ExclusiveMaximum(bool),
    /// `ExclusiveMinimum`.
    ExclusiveMinimum(bool),
    /// `MultipleOf`.
    MultipleOf(Number),
    /// `MinLength` of a string.
    MinLength(i64),
    /// `MaxLength` of a string.
    MaxLength(i64),
    /// `Pattern`: an ECMA-262 (checked as RE2) regular expression.
    Pattern(String),
    /// `MinItems` of an array.
    MinItems(i64),
    /// `MaxItems` of an array.
    MaxItems(i64),
    /// `UniqueItems`.
    UniqueItems(bool),
    /// `MinProperties` of an object.
    MinProperties(i64),
    /// `MaxProperties` of an object.
    MaxProperties(i64),
    /// `Enum`: the allowed values.
    Enum(Vec<Value>),
    /// `Format`.
    Format(String),
    /// `Type`: overrides the schema type.
    Type(String),
    /// `XIntOrString`.
    IntOrString,
    /// `XEmbeddedResource` or `EmbeddedResource`.
    EmbeddedResource,
    /// `Schemaless`: an empty schema for the field.
    Schemaless,
    /// `XValidation`: a CEL rule.
    Rule(Box<CelRule>),
}

/// The arguments of `+kubebuilder:validation:XValidation`, as an `x-kubernetes-validations`
/// entry.
#[derive(Debug, Clone, PartialEq)]
pub struct CelRule {
    /// The CEL expression.
    pub rule: String,
    /// `message`.
    pub message: Option<String>,
    /// `messageExpression`.
    pub message_expression: Option<String>,
    /// `reason` (`FieldValueInvalid`, …), checked where the rule is applied.
    pub reason: Option<String>,
    /// `fieldPath`.
    pub field_path: Option<String>,
    /// `optionalOldSelf`.
    pub optional_old_self: Option<bool>,
}

/// Which whole-object constraint a `+kubebuilder:validation:…OneOf` marker is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OneOf {
    /// `ExactlyOneOf`.
    Exactly,
    /// `AtMostOneOf`.
    AtMost,
    /// `AtLeastOneOf`.
    AtLeast,
}

/// `+kubebuilder:resource`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Resource {
    /// `path`: the plural.
    pub path: Option<String>,
    /// `shortName`, when given.
    pub short_names: Option<Vec<String>>,
    /// `categories`, when given.
    pub categories: Option<Vec<String>>,
    /// `singular`.
    pub singular: Option<String>,
    /// `scope`.
    pub scope: Option<Scope>,
}

/// `+kubebuilder:subresource:scale`.
#[derive(Debug, Clone, PartialEq)]
pub struct Scale {
    /// `specpath`.
    pub spec_path: String,
    /// `statuspath`.
    pub status_path: String,
    /// `selectorpath`.
    pub selector_path: Option<String>,
}

/// `+kubebuilder:printcolumn`.
#[derive(Debug, Clone, PartialEq)]
pub struct PrintColumn {
    /// `name`.
    pub name: String,
    /// `type`.
    pub ty: ColumnType,
    /// `JSONPath`.
    pub json_path: String,
    /// `description`.
    pub description: Option<String>,
    /// `format`.
    pub format: Option<String>,
    /// `priority`.
    pub priority: Option<i64>,
}

/// `+kubebuilder:rbac`, as controller-tools' `rbac.Rule`.
#[derive(Debug, Clone, PartialEq)]
pub struct RbacRule {
    /// `groups`.
    pub groups: Vec<String>,
    /// `resources`.
    pub resources: Vec<String>,
    /// `resourceNames`.
    pub resource_names: Vec<String>,
    /// `verbs`.
    pub verbs: Vec<String>,
    /// `urls`.
    pub urls: Vec<String>,
    /// `namespace`: a Role there instead of a ClusterRole.
    pub namespace: Option<String>,
    /// `roleName`.
    pub role_name: Option<String>,
}

/// `+kubebuilder:webhook`, as controller-tools' `webhook.Config`.
#[derive(Debug, Clone, PartialEq)]
pub struct Webhook {
    /// `path`.
    pub path: Option<String>,
    /// `mutating`.
    pub mutating: bool,
    /// `failurePolicy`.
    pub failure_policy: FailurePolicy,
    /// `matchPolicy`.
    pub match_policy: Option<MatchPolicy>,
    /// `sideEffects`.
    pub side_effects: SideEffects,
    /// `groups`.
    pub groups: Vec<String>,
    /// `resources`.
    pub resources: Vec<String>,
    /// `verbs`.
    pub verbs: Vec<String>,
    /// `versions`.
    pub versions: Vec<String>,
    /// `name`.
    pub name: String,
    /// `admissionReviewVersions`.
    pub admission_review_versions: Vec<String>,
    /// `reinvocationPolicy`.
    pub reinvocation_policy: Option<ReinvocationPolicy>,
    /// `timeoutSeconds`.
    pub timeout_seconds: Option<i64>,
    /// `url`.
    pub url: Option<String>,
    /// `serviceName`.
    pub service_name: Option<String>,
    /// `serviceNamespace`.
    pub service_namespace: Option<String>,
    /// `servicePort`.
    pub service_port: Option<i64>,
    /// `webhookVersions`.
    pub webhook_versions: Vec<String>,
}

/// `+genclient:method=Name,verb=…`, as client-gen's extended methods.
#[derive(Debug, Clone, PartialEq)]
pub struct ClientMethod {
    /// The method's Go name (`GetScale`).
    pub name: String,
    /// `verb`.
    pub verb: String,
    /// `subresource`.
    pub subresource: Option<String>,
    /// `input`: a type path.
    pub input: Option<String>,
    /// `result`: a type path.
    pub result: Option<String>,
}

/// What a marker says. One variant per marker (aliases share theirs); see the registry for
/// each marker's spelling, targets and documentation.
#[derive(Debug, Clone, PartialEq)]
pub enum MarkerKind {
    /// `+kubebuilder:validation:<Name>` on the node itself.
    Validation(Validation),
    /// `+kubebuilder:validation:items:<Name>`: on the items of an array.
    ItemsValidation(Validation),
    /// `+optional`, `+k8s:optional`, `+kubebuilder:validation:Optional` (on a package:
    /// fields are optional by default).
    Optional,
    /// `+required`, `+k8s:required`, `+kubebuilder:validation:Required`.
    Required,
    /// `+nullable`.
    Nullable,
    /// `+kubebuilder:validation:{Exactly,AtMost,AtLeast}OneOf`: the named fields.
    OneOf(OneOf, Vec<String>),
    /// `+default=<json>`; `None` for `ref(…)` and `null`, which set no default.
    JsonDefault(Option<Value>),
    /// `+kubebuilder:default=<value>`.
    Default(Value),
    /// `+kubebuilder:example`.
    Example(Value),
    /// `+kubebuilder:title`.
    Title(Value),
    /// `+kubebuilder:externalDocs`.
    ExternalDocs {
        /// `url`.
        url: Option<String>,
        /// `description`.
        description: Option<String>,
    },
    /// `+kubebuilder:pruning:PreserveUnknownFields`.
    PreserveUnknownFields,
    /// `+listType` (`+k8s:listType`).
    ListType(ListType),
    /// `+listMapKey` (`+k8s:listMapKey`), repeatable.
    ListMapKey(String),
    /// `+mapType` (`+k8s:mapType`).
    MapType(Granularity),
    /// `+structType` (`+k8s:structType`).
    StructType(Granularity),
    /// `+k8s:immutable`.
    Immutable,
    /// `+enum` / `+k8s:enum` on a string type.
    EnumType,
    /// `+kubebuilder:object:root` (`false` turns it off).
    ObjectRoot(bool),
    /// `+kubebuilder:object:generate`, accepted with no effect in Rust.
    ObjectGenerate,
    /// `+kubebuilder:resource`.
    Resource(Box<Resource>),
    /// `+kubebuilder:subresource:status`.
    StatusSubresource,
    /// `+kubebuilder:subresource:scale`.
    ScaleSubresource(Box<Scale>),
    /// `+kubebuilder:printcolumn`.
    PrintColumn(Box<PrintColumn>),
    /// `+kubebuilder:storageversion`.
    StorageVersion,
    /// `+kube-codegen:conversion:preserve`: a hub field older versions lack, kept in an
    /// annotation of their objects by the generated conversions.
    ConversionPreserve,
    /// `+kube-codegen:conversion:manual`: a field or type the generated conversions leave to
    /// a manual method, though its versions have the same name and type.
    ConversionManual,
    /// `+kube-codegen:conversion:override`: a type whose generated conversions go through a
    /// manual method, which may call the generated one.
    ConversionOverride,
    /// `+kube-codegen:conversion:context`: a version whose manual conversions get the
    /// runtime's conversion `Context`.
    ConversionContext,
    /// `+kubebuilder:unservedversion`.
    UnservedVersion,
    /// `+kubebuilder:deprecatedversion`, with its `warning`.
    DeprecatedVersion(Option<String>),
    /// `+kubebuilder:skipversion`.
    SkipVersion,
    /// `+kubebuilder:metadata`: `key=value` entries, checked where applied.
    CrdMetadata {
        /// `annotations`.
        annotations: Vec<String>,
        /// `labels`.
        labels: Vec<String>,
    },
    /// `+kubebuilder:selectablefield`, its JSON path.
    SelectableField(String),
    /// `+kubebuilder:skip`.
    Skip,
    /// `+groupName`.
    GroupName(String),
    /// `+versionName`.
    VersionName(String),
    /// `+groupGoName`.
    GroupGoName(String),
    /// `+kubebuilder:rbac`.
    Rbac(Box<RbacRule>),
    /// `+kubebuilder:webhook`.
    Webhook(Box<Webhook>),
    /// `+kubebuilder:webhookconfiguration`.
    WebhookConfiguration {
        /// `mutating`.
        mutating: bool,
        /// `name`.
        name: String,
    },
    /// `+genclient`.
    GenClient,
    /// `+genclient:nonNamespaced`.
    NonNamespaced,
    /// `+genclient:noVerbs`.
    NoVerbs,
    /// `+genclient:noStatus`.
    NoStatus,
    /// `+genclient:readonly`.
    ReadOnly,
    /// `+genclient:onlyVerbs`.
    OnlyVerbs(Vec<String>),
    /// `+genclient:skipVerbs`.
    SkipVerbs(Vec<String>),
    /// `+genclient:method`.
    Method(Box<ClientMethod>),
    /// `+resourceName`.
    ResourceName(String),
    /// `+kube-codegen:crd:…`: how the CRD object is written where controller-gen's markers
    /// cannot say it (CRDs written by hand or by older tools, as `kube-codegen import`
    /// reads them back).
    CrdShape(CrdShape),
    /// `+kube-codegen:crd:typeMeta`: how a Kind's schema writes `apiVersion` and `kind`.
    TypeMetaForm(TypeMetaForm),
    /// `+kube-codegen:crd:objectMeta`: whether a Kind's schema writes `metadata`.
    ObjectMetaForm(ObjectMetaForm),
    /// `+kube-codegen:description`: the node's description as written, in place of the
    /// doc comment's text.
    Description(String),
    /// `+kube-codegen:validation:{AllOf,AnyOf,OneOf,Not}`: a schema combinator as written
    /// (its schemas hold value validations only, as structural schemas require).
    Combinator(Combinator, serde_json::Value),
    /// `+kube-codegen:schema:unsortedRequired` on a package: `required` lists name the
    /// fields in field order, where controller-gen sorts them.
    UnsortedRequired,
    /// `+kube-codegen:schema`: a JSON object merged into the node's schema as written (objects
    /// merged key by key, any other value replacing), for what no other marker writes.
    SchemaPatch(serde_json::Value),
}

/// The arguments of one marker, already checked against its definition by the grammar
/// (required arguments are present and of their declared type); what the registry's
/// `lower` functions read.
pub(crate) struct Args<'a>(pub(crate) &'a ArgMap<Value>);

impl Args<'_> {
    pub(crate) fn value(&self, name: &str) -> Option<Value> {
        self.0.get(name).cloned()
    }

    /// A required value; the grammar guarantees it, so a missing one reads as `""`.
    pub(crate) fn any(&self, name: &str) -> Value {
        self.value(name).unwrap_or(Value::String(String::new()))
    }

    pub(crate) fn opt_string(&self, name: &str) -> Option<String> {
        self.0.get(name).and_then(Value::as_str).map(str::to_string)
    }

    pub(crate) fn string(&self, name: &str) -> String {
        self.opt_string(name).unwrap_or_default()
    }

    pub(crate) fn opt_strings(&self, name: &str) -> Option<Vec<String>> {
        self.0.get(name).map(|v| {
            v.as_list()
                .iter()
                .filter_map(|v| v.as_str().map(str::to_string))
                .collect()
        })
    }

    pub(crate) fn strings(&self, name: &str) -> Vec<String> {
        self.opt_strings(name).unwrap_or_default()
    }

    pub(crate) fn number(&self, name: &str) -> Number {
        match self.0.get(name) {
            Some(Value::Int(i)) => Number::Int(*i),
            Some(v) => Number::Float(v.as_f64().unwrap_or_default()),
            None => Number::Int(0),
        }
    }

    pub(crate) fn opt_int(&self, name: &str) -> Option<i64> {
        self.0.get(name).and_then(Value::as_i64)
    }

    pub(crate) fn int(&self, name: &str) -> i64 {
        self.opt_int(name).unwrap_or_default()
    }

    pub(crate) fn opt_bool(&self, name: &str) -> Option<bool> {
        self.0.get(name).and_then(Value::as_bool)
    }

    /// A flag's value: `true` when written without one.
    pub(crate) fn flag(&self) -> bool {
        self.opt_bool("").unwrap_or(true)
    }
}

closed_set! {
    /// `x-kubernetes-list-type`, as `+listType` sets it: how server-side apply merges a list
    /// and which duplicates the API server refuses.
    pub enum ListType {
        /// `atomic`: replaced whole.
        Atomic = "atomic",
        /// `set`: items unique, merged by value.
        Set = "set",
        /// `map`: items unique by their `+listMapKey`s, merged by them.
        Map = "map",
    }
}

closed_set! {
    /// `x-kubernetes-map-type`, as `+mapType` and `+structType` set it.
    pub enum Granularity {
        /// `granular`: merged field by field.
        Granular = "granular",
        /// `atomic`: replaced whole.
        Atomic = "atomic",
    }
}

closed_set! {
    /// A CRD's scope, as `+kubebuilder:resource:scope` sets it.
    pub enum Scope {
        /// Objects live in a namespace.
        Namespaced = "Namespaced",
        /// Objects are cluster-wide.
        Cluster = "Cluster",
    }
}

closed_set! {
    /// A printer column's type (`+kubebuilder:printcolumn:type`), as the API server accepts it.
    pub enum ColumnType {
        /// A whole number.
        Integer = "integer",
        /// A number.
        Number = "number",
        /// Text.
        String = "string",
        /// `true` or `false`.
        Boolean = "boolean",
        /// A timestamp, shown as its age.
        Date = "date",
    }
}

closed_set! {
    /// `+kubebuilder:webhook:failurePolicy`: what the API server does when the webhook fails
    /// (admissionregistration's `FailurePolicyType`; any case, as controller-gen reads it).
    pub enum FailurePolicy {
        /// Ignore the failure.
        Ignore = "Ignore",
        /// Fail the request.
        Fail = "Fail",
    }
}

closed_set! {
    /// `+kubebuilder:webhook:matchPolicy` (admissionregistration's `MatchPolicyType`; any
    /// case).
    pub enum MatchPolicy {
        /// Only requests that match the rules exactly.
        Exact = "Exact",
        /// Also requests of equivalent resources in other versions.
        Equivalent = "Equivalent",
    }
}

closed_set! {
    /// `+kubebuilder:webhook:sideEffects` (admissionregistration's `SideEffectClass`; any
    /// case). `admissionregistration.k8s.io/v1` refuses `Some` and `Unknown`, which the
    /// emitter reports.
    pub enum SideEffects {
        /// No side effects.
        None = "None",
        /// No side effects on dry-run requests.
        NoneOnDryRun = "NoneOnDryRun",
        /// Side effects (refused by v1).
        Some = "Some",
        /// Unknown side effects (refused by v1).
        Unknown = "Unknown",
    }
}

closed_set! {
    /// `+kubebuilder:webhook:reinvocationPolicy` of a mutating webhook (admissionregistration's
    /// `ReinvocationPolicyType`; any case).
    pub enum ReinvocationPolicy {
        /// Called once per request.
        Never = "Never",
        /// Called again when a later mutation changed the object.
        IfNeeded = "IfNeeded",
    }
}

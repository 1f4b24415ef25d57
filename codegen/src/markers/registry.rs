//! The markers this tool knows: names, aliases, targets and argument types.
//!
//! Sources: controller-tools `pkg/crd/markers` (CRD markers), `pkg/rbac`, `pkg/webhook`,
//! `pkg/genall` and k8s.io/code-generator's `+genclient` tags.

use std::collections::HashMap;
use std::sync::LazyLock;

use super::Target;
use super::typed::{
    Args, CelRule, ClientMethod, ColumnType, FailurePolicy, Granularity, ListType, MarkerKind,
    MatchPolicy, OneOf, PrintColumn, RbacRule, ReinvocationPolicy, Resource, Scale, Scope,
    SideEffects, Validation, Webhook,
};

/// Markers whose value is a gengo comma list (`+genclient:onlyVerbs=create,get`) rather than a
/// controller-tools value; the grammar reads them so.
pub(crate) const GENGO_LISTS: &[&str] = &["genclient:onlyVerbs", "genclient:skipVerbs"];

/// The type of a marker argument, as controller-tools' argument types.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArgType {
    /// `true` / `false`; a flag marker written without a value means `true`.
    Bool,
    /// An integer.
    Int,
    /// An integer or a decimal number.
    Number,
    /// A bare, `"quoted"` or `` `raw` `` string.
    String,
    /// A string from a closed set (`+listType=atomic|set|map`); any other is a located
    /// error naming the set.
    OneOf(&'static [&'static str]),
    /// A string from a closed set in any case (`failurePolicy=fail`), as controller-gen reads
    /// the webhook's policies; any other is a located error naming the set.
    OneOfAnyCase(&'static [&'static str]),
    /// A list of strings: `{a,b}` or `a;b`.
    StringList,
    /// Any value, its type guessed from the syntax (`{a,b}` list, `{k: v}` map, quoted
    /// string, bool, number, bare string).
    Any,
    /// A list of any values: `{a,b}` or `a;b`.
    AnyList,
    /// A JSON value, read as Go's `json.Unmarshal` reads it (as controller-gen's
    /// `+default=`); `null` and `ref(…)` (a Go constant controller-gen cannot evaluate)
    /// mean no value.
    Json,
}

/// One argument of a marker. The anonymous argument (`+name=value`) has the name `""`.
#[derive(Debug, Clone, Copy)]
pub struct Arg {
    /// The argument's name, `""` for the anonymous one.
    pub name: &'static str,
    /// Its type.
    pub ty: ArgType,
    /// False when the marker is invalid without it.
    pub optional: bool,
}

/// A registered marker.
#[derive(Debug, Clone, Copy)]
pub struct Definition {
    /// Name without the leading `+`, e.g. `kubebuilder:validation:Minimum`.
    pub name: &'static str,
    /// Where it may be written.
    pub targets: &'static [Target],
    /// Its arguments; empty for a flag (`+nullable`).
    pub args: &'static [Arg],
    /// For aliases (`k8s:listType`), the canonical name (`listType`).
    pub alias_of: Option<&'static str>,
    /// One line of documentation (for the marker reference, `docs/src/markers.md`).
    pub doc: &'static str,
    /// What the marker means, from its checked arguments.
    pub(crate) lower: fn(&Args<'_>) -> MarkerKind,
}

const FIELD: &[Target] = &[Target::Field];
const TYPE: &[Target] = &[Target::Type];
const PACKAGE: &[Target] = &[Target::Package];
const FIELD_TYPE: &[Target] = &[Target::Field, Target::Type];
const PACKAGE_TYPE: &[Target] = &[Target::Package, Target::Type];
const PACKAGE_FIELD_TYPE: &[Target] = &[Target::Package, Target::Field, Target::Type];

const fn anon(ty: ArgType) -> Arg {
    Arg {
        name: "",
        ty,
        optional: false,
    }
}
const fn req(name: &'static str, ty: ArgType) -> Arg {
    Arg {
        name,
        ty,
        optional: false,
    }
}
const fn opt(name: &'static str, ty: ArgType) -> Arg {
    Arg {
        name,
        ty,
        optional: true,
    }
}

const NUM: &[Arg] = &[anon(ArgType::Number)];
const INT: &[Arg] = &[anon(ArgType::Int)];
const STR: &[Arg] = &[anon(ArgType::String)];
/// `atomic`, `set` or `map`: `+listType`.
const LIST_TYPE: &[Arg] = &[anon(ArgType::OneOf(ListType::NAMES))];
/// `granular` or `atomic`: `+mapType`, `+structType`.
const GRANULARITY: &[Arg] = &[anon(ArgType::OneOf(Granularity::NAMES))];
const BOOL: &[Arg] = &[Arg {
    name: "",
    ty: ArgType::Bool,
    optional: true,
}];
const ANY: &[Arg] = &[anon(ArgType::Any)];
const ANYLIST: &[Arg] = &[anon(ArgType::AnyList)];
const JSON: &[Arg] = &[Arg {
    name: "",
    ty: ArgType::Json,
    optional: true,
}];
const STRLIST: &[Arg] = &[anon(ArgType::StringList)];
const NONE: &[Arg] = &[];
const XVALIDATION: &[Arg] = &[
    req("rule", ArgType::String),
    opt("message", ArgType::String),
    opt("messageExpression", ArgType::String),
    opt("reason", ArgType::String),
    opt("fieldPath", ArgType::String),
    opt("optionalOldSelf", ArgType::Bool),
];

const fn marker(
    name: &'static str,
    targets: &'static [Target],
    args: &'static [Arg],
    doc: &'static str,
    lower: fn(&Args<'_>) -> MarkerKind,
) -> Definition {
    Definition {
        name,
        targets,
        args,
        alias_of: None,
        doc,
        lower,
    }
}
const fn alias(
    name: &'static str,
    of: &'static str,
    targets: &'static [Target],
    args: &'static [Arg],
    lower: fn(&Args<'_>) -> MarkerKind,
) -> Definition {
    Definition {
        name,
        targets,
        args,
        alias_of: Some(of),
        doc: "alias",
        lower,
    }
}

/// Validation markers that also exist as `kubebuilder:validation:items:<Name>`, applying to
/// the items of an array field.
macro_rules! validation_markers {
    ($($name:literal, $args:expr, $doc:literal, |$a:ident| $lower:expr;)*) => {
        const VALIDATION: &[Definition] = &[
            $( marker(concat!("kubebuilder:validation:", $name), FIELD_TYPE, $args, $doc,
                 |$a| MarkerKind::Validation($lower)), )*
        ];
        const VALIDATION_ITEMS: &[Definition] = &[
            $( marker(concat!("kubebuilder:validation:items:", $name), FIELD_TYPE, $args,
                 concat!("as `kubebuilder:validation:", $name, "`, on the items of an array"),
                 |$a| MarkerKind::ItemsValidation($lower)), )*
        ];
    };
}

validation_markers! {
    "Maximum", NUM, "inclusive upper bound of a number", |a| Validation::Maximum(a.number(""));
    "Minimum", NUM, "inclusive lower bound of a number", |a| Validation::Minimum(a.number(""));
    "ExclusiveMaximum", BOOL, "makes Maximum exclusive", |a| Validation::ExclusiveMaximum(a.flag());
    "ExclusiveMinimum", BOOL, "makes Minimum exclusive", |a| Validation::ExclusiveMinimum(a.flag());
    "MultipleOf", NUM, "the number must be a multiple of this", |a| Validation::MultipleOf(a.number(""));
    "MinLength", INT, "minimum length of a string", |a| Validation::MinLength(a.int(""));
    "MaxLength", INT, "maximum length of a string", |a| Validation::MaxLength(a.int(""));
    "Pattern", STR, "ECMA-262 regular expression a string must match", |a| Validation::Pattern(a.string(""));
    "MinItems", INT, "minimum length of an array", |a| Validation::MinItems(a.int(""));
    "MaxItems", INT, "maximum length of an array", |a| Validation::MaxItems(a.int(""));
    "UniqueItems", BOOL, "array items must be unique", |a| Validation::UniqueItems(a.flag());
    "MinProperties", INT, "minimum number of properties of an object", |a| Validation::MinProperties(a.int(""));
    "MaxProperties", INT, "maximum number of properties of an object", |a| Validation::MaxProperties(a.int(""));
    "Enum", ANYLIST, "the allowed values", |a| Validation::Enum(a.any("").as_list());
    "Format", STR, "OpenAPI format (date-time, int32, byte, …)", |a| Validation::Format(a.string(""));
    "Type", STR, "overrides the schema type", |a| Validation::Type(a.string(""));
    "XIntOrString", NONE, "x-kubernetes-int-or-string: the value is an integer or a string", |_a| Validation::IntOrString;
    "XEmbeddedResource", NONE, "x-kubernetes-embedded-resource: an embedded object with apiVersion, kind and metadata", |_a| Validation::EmbeddedResource;
    "EmbeddedResource", NONE, "same as XEmbeddedResource", |_a| Validation::EmbeddedResource;
    "Schemaless", NONE, "emit an empty schema for this field", |_a| Validation::Schemaless;
    "XValidation", XVALIDATION, "a CEL rule (x-kubernetes-validations)", |a| Validation::Rule(Box::new(CelRule {
        rule: a.string("rule"),
        message: a.opt_string("message"),
        message_expression: a.opt_string("messageExpression"),
        reason: a.opt_string("reason"),
        field_path: a.opt_string("fieldPath"),
        optional_old_self: a.opt_bool("optionalOldSelf"),
    }));
}

const OTHER: &[Definition] = &[
    // Optionality.
    marker(
        "kubebuilder:validation:Optional",
        PACKAGE_FIELD_TYPE,
        NONE,
        "fields are optional (package: by default)",
        |_| MarkerKind::Optional,
    ),
    marker(
        "kubebuilder:validation:Required",
        PACKAGE_FIELD_TYPE,
        NONE,
        "fields are required (package: by default)",
        |_| MarkerKind::Required,
    ),
    marker("optional", FIELD, NONE, "the field is optional", |_| {
        MarkerKind::Optional
    }),
    marker("required", FIELD, NONE, "the field is required", |_| {
        MarkerKind::Required
    }),
    alias("k8s:optional", "optional", FIELD, NONE, |_| {
        MarkerKind::Optional
    }),
    alias("k8s:required", "required", FIELD, NONE, |_| {
        MarkerKind::Required
    }),
    marker("nullable", FIELD, NONE, "null is an allowed value", |_| {
        MarkerKind::Nullable
    }),
    // Whole-object constraints.
    marker(
        "kubebuilder:validation:ExactlyOneOf",
        TYPE,
        STRLIST,
        "exactly one of the listed fields is set (CEL)",
        |a| MarkerKind::OneOf(OneOf::Exactly, a.strings("")),
    ),
    marker(
        "kubebuilder:validation:AtMostOneOf",
        TYPE,
        STRLIST,
        "at most one of the listed fields is set (CEL)",
        |a| MarkerKind::OneOf(OneOf::AtMost, a.strings("")),
    ),
    marker(
        "kubebuilder:validation:AtLeastOneOf",
        TYPE,
        STRLIST,
        "at least one of the listed fields is set (CEL)",
        |a| MarkerKind::OneOf(OneOf::AtLeast, a.strings("")),
    ),
    // Defaults, documentation.
    marker(
        "kubebuilder:default",
        FIELD_TYPE,
        ANY,
        "default value (marker syntax)",
        |a| MarkerKind::Default(a.any("")),
    ),
    marker(
        "default",
        FIELD_TYPE,
        JSON,
        "default value in JSON (`+default=\"a\"`, `[1,2]`, `{\"k\": 1}`); `ref(…)` sets none",
        |a| MarkerKind::JsonDefault(a.value("")),
    ),
    marker(
        "kubebuilder:example",
        FIELD_TYPE,
        ANY,
        "example value",
        |a| MarkerKind::Example(a.any("")),
    ),
    marker("kubebuilder:title", FIELD_TYPE, ANY, "schema title", |a| {
        MarkerKind::Title(a.any(""))
    }),
    marker(
        "kubebuilder:externalDocs",
        FIELD_TYPE,
        &[
            opt("url", ArgType::String),
            opt("description", ArgType::String),
        ],
        "external documentation link",
        |a| MarkerKind::ExternalDocs {
            url: a.opt_string("url"),
            description: a.opt_string("description"),
        },
    ),
    marker(
        "kubebuilder:pruning:PreserveUnknownFields",
        FIELD_TYPE,
        NONE,
        "x-kubernetes-preserve-unknown-fields",
        |_| MarkerKind::PreserveUnknownFields,
    ),
    // Topology.
    marker(
        "listType",
        FIELD_TYPE,
        LIST_TYPE,
        "x-kubernetes-list-type: atomic, set or map",
        |a| MarkerKind::ListType(ListType::from_name(&a.string(""))),
    ),
    marker(
        "listMapKey",
        FIELD_TYPE,
        STR,
        "x-kubernetes-list-map-keys entry (repeatable)",
        |a| MarkerKind::ListMapKey(a.string("")),
    ),
    marker(
        "mapType",
        FIELD_TYPE,
        GRANULARITY,
        "x-kubernetes-map-type: granular or atomic",
        |a| MarkerKind::MapType(Granularity::from_name(&a.string(""))),
    ),
    marker(
        "structType",
        FIELD_TYPE,
        GRANULARITY,
        "x-kubernetes-map-type of a struct: granular or atomic",
        |a| MarkerKind::StructType(Granularity::from_name(&a.string(""))),
    ),
    alias("k8s:listType", "listType", FIELD_TYPE, LIST_TYPE, |a| {
        MarkerKind::ListType(ListType::from_name(&a.string("")))
    }),
    alias("k8s:listMapKey", "listMapKey", FIELD_TYPE, STR, |a| {
        MarkerKind::ListMapKey(a.string(""))
    }),
    alias("k8s:mapType", "mapType", FIELD_TYPE, GRANULARITY, |a| {
        MarkerKind::MapType(Granularity::from_name(&a.string("")))
    }),
    alias(
        "k8s:structType",
        "structType",
        FIELD_TYPE,
        GRANULARITY,
        |a| MarkerKind::StructType(Granularity::from_name(&a.string(""))),
    ),
    marker(
        "k8s:immutable",
        FIELD,
        NONE,
        "the field cannot change once set (CEL self == oldSelf)",
        |_| MarkerKind::Immutable,
    ),
    marker(
        "k8s:enum",
        TYPE,
        NONE,
        "a string type whose values are its enum constants",
        |_| MarkerKind::EnumType,
    ),
    marker(
        "enum",
        TYPE,
        NONE,
        "a string type whose values are its enum constants",
        |_| MarkerKind::EnumType,
    ),
    // Kind level.
    marker(
        "kubebuilder:object:root",
        TYPE,
        BOOL,
        "the type is a Kind (or a Kind's List)",
        |a| MarkerKind::ObjectRoot(a.flag()),
    ),
    marker(
        "kubebuilder:object:generate",
        PACKAGE_TYPE,
        BOOL,
        "object generation (accepted, no effect in Rust)",
        |_| MarkerKind::ObjectGenerate,
    ),
    marker(
        "kubebuilder:resource",
        TYPE,
        &[
            opt("path", ArgType::String),
            opt("shortName", ArgType::StringList),
            opt("categories", ArgType::StringList),
            opt("singular", ArgType::String),
            opt("scope", ArgType::OneOf(Scope::NAMES)),
        ],
        "resource names and scope (Namespaced or Cluster)",
        |a| {
            MarkerKind::Resource(Box::new(Resource {
                path: a.opt_string("path"),
                short_names: a.opt_strings("shortName"),
                categories: a.opt_strings("categories"),
                singular: a.opt_string("singular"),
                scope: a.opt_string("scope").map(|s| Scope::from_name(&s)),
            }))
        },
    ),
    marker(
        "kubebuilder:subresource:status",
        TYPE,
        NONE,
        "enables the status subresource",
        |_| MarkerKind::StatusSubresource,
    ),
    marker(
        "kubebuilder:subresource:scale",
        TYPE,
        &[
            req("specpath", ArgType::String),
            req("statuspath", ArgType::String),
            opt("selectorpath", ArgType::String),
        ],
        "enables the scale subresource",
        |a| {
            MarkerKind::ScaleSubresource(Box::new(Scale {
                spec_path: a.string("specpath"),
                status_path: a.string("statuspath"),
                selector_path: a.opt_string("selectorpath"),
            }))
        },
    ),
    marker(
        "kubebuilder:printcolumn",
        TYPE,
        &[
            req("name", ArgType::String),
            req("type", ArgType::OneOf(ColumnType::NAMES)),
            req("JSONPath", ArgType::String),
            opt("description", ArgType::String),
            opt("format", ArgType::String),
            opt("priority", ArgType::Int),
        ],
        "an additional printer column (repeatable)",
        |a| {
            MarkerKind::PrintColumn(Box::new(PrintColumn {
                name: a.string("name"),
                ty: ColumnType::from_name(&a.string("type")),
                json_path: a.string("JSONPath"),
                description: a.opt_string("description"),
                format: a.opt_string("format"),
                priority: a.opt_int("priority"),
            }))
        },
    ),
    marker(
        "kubebuilder:storageversion",
        TYPE,
        NONE,
        "this version is the storage version",
        |_| MarkerKind::StorageVersion,
    ),
    marker(
        "kubebuilder:unservedversion",
        TYPE,
        NONE,
        "this version is not served",
        |_| MarkerKind::UnservedVersion,
    ),
    marker(
        "kubebuilder:deprecatedversion",
        TYPE,
        &[opt("warning", ArgType::String)],
        "this version is deprecated",
        |a| MarkerKind::DeprecatedVersion(a.opt_string("warning")),
    ),
    marker(
        "kubebuilder:skipversion",
        PACKAGE_TYPE,
        NONE,
        "no CRD version for this package or Kind",
        |_| MarkerKind::SkipVersion,
    ),
    marker(
        "kubebuilder:metadata",
        TYPE,
        &[
            opt("annotations", ArgType::StringList),
            opt("labels", ArgType::StringList),
        ],
        "annotations and labels (`k=v`) of the CRD object",
        |a| MarkerKind::CrdMetadata {
            annotations: a.strings("annotations"),
            labels: a.strings("labels"),
        },
    ),
    marker(
        "kubebuilder:selectablefield",
        TYPE,
        &[req("JSONPath", ArgType::String)],
        "a field selectable with field selectors (repeatable)",
        |a| MarkerKind::SelectableField(a.string("JSONPath")),
    ),
    marker(
        "kubebuilder:skip",
        PACKAGE,
        NONE,
        "no CRDs for this package",
        |_| MarkerKind::Skip,
    ),
    // Package.
    marker(
        "groupName",
        PACKAGE,
        STR,
        "the API group of the package",
        |a| MarkerKind::GroupName(a.string("")),
    ),
    marker(
        "versionName",
        PACKAGE,
        STR,
        "the API version of the package (default: the module name)",
        |a| MarkerKind::VersionName(a.string("")),
    ),
    marker(
        "groupGoName",
        PACKAGE,
        STR,
        "the Rust name of the group accessor (client-gen's groupGoName)",
        |a| MarkerKind::GroupGoName(a.string("")),
    ),
    // RBAC and webhooks.
    marker(
        "kubebuilder:rbac",
        PACKAGE,
        &[
            opt("groups", ArgType::StringList),
            opt("resources", ArgType::StringList),
            opt("resourceNames", ArgType::StringList),
            req("verbs", ArgType::StringList),
            opt("urls", ArgType::StringList),
            opt("namespace", ArgType::String),
            opt("roleName", ArgType::String),
        ],
        "an RBAC rule of the operator's role (repeatable); `kube-codegen rbac` writes them",
        |a| {
            MarkerKind::Rbac(Box::new(RbacRule {
                groups: a.strings("groups"),
                resources: a.strings("resources"),
                resource_names: a.strings("resourceNames"),
                verbs: a.strings("verbs"),
                urls: a.strings("urls"),
                namespace: a.opt_string("namespace"),
                role_name: a.opt_string("roleName"),
            }))
        },
    ),
    marker(
        "kubebuilder:webhook",
        PACKAGE,
        &[
            opt("path", ArgType::String),
            req("mutating", ArgType::Bool),
            req("failurePolicy", ArgType::OneOfAnyCase(FailurePolicy::NAMES)),
            opt("matchPolicy", ArgType::OneOfAnyCase(MatchPolicy::NAMES)),
            req("sideEffects", ArgType::OneOfAnyCase(SideEffects::NAMES)),
            req("groups", ArgType::StringList),
            req("resources", ArgType::StringList),
            req("verbs", ArgType::StringList),
            req("versions", ArgType::StringList),
            req("name", ArgType::String),
            req("admissionReviewVersions", ArgType::StringList),
            opt(
                "reinvocationPolicy",
                ArgType::OneOfAnyCase(ReinvocationPolicy::NAMES),
            ),
            opt("timeoutSeconds", ArgType::Int),
            opt("url", ArgType::String),
            opt("serviceName", ArgType::String),
            opt("serviceNamespace", ArgType::String),
            opt("servicePort", ArgType::Int),
            opt("webhookVersions", ArgType::StringList),
        ],
        "an admission webhook (repeatable); `kube-codegen webhook` writes them",
        |a| {
            MarkerKind::Webhook(Box::new(Webhook {
                path: a.opt_string("path"),
                mutating: a.opt_bool("mutating").unwrap_or(false),
                failure_policy: FailurePolicy::from_name(&a.string("failurePolicy")),
                match_policy: a
                    .opt_string("matchPolicy")
                    .map(|p| MatchPolicy::from_name(&p)),
                side_effects: SideEffects::from_name(&a.string("sideEffects")),
                groups: a.strings("groups"),
                resources: a.strings("resources"),
                verbs: a.strings("verbs"),
                versions: a.strings("versions"),
                name: a.string("name"),
                admission_review_versions: a.strings("admissionReviewVersions"),
                reinvocation_policy: a
                    .opt_string("reinvocationPolicy")
                    .map(|p| ReinvocationPolicy::from_name(&p)),
                timeout_seconds: a.opt_int("timeoutSeconds"),
                url: a.opt_string("url"),
                service_name: a.opt_string("serviceName"),
                service_namespace: a.opt_string("serviceNamespace"),
                service_port: a.opt_int("servicePort"),
                webhook_versions: a.strings("webhookVersions"),
            }))
        },
    ),
    marker(
        "kubebuilder:webhookconfiguration",
        PACKAGE,
        &[req("mutating", ArgType::Bool), req("name", ArgType::String)],
        "the name of the generated Mutating/ValidatingWebhookConfiguration",
        |a| MarkerKind::WebhookConfiguration {
            mutating: a.opt_bool("mutating").unwrap_or(false),
            name: a.string("name"),
        },
    ),
    // client-gen tags.
    marker(
        "genclient",
        TYPE,
        NONE,
        "generate a typed client for this Kind",
        |_| MarkerKind::GenClient,
    ),
    marker(
        "genclient:nonNamespaced",
        TYPE,
        NONE,
        "the Kind is cluster-scoped",
        |_| MarkerKind::NonNamespaced,
    ),
    marker("genclient:noVerbs", TYPE, NONE, "no verbs", |_| {
        MarkerKind::NoVerbs
    }),
    marker("genclient:noStatus", TYPE, NONE, "no status verbs", |_| {
        MarkerKind::NoStatus
    }),
    marker(
        "genclient:readonly",
        TYPE,
        NONE,
        "only get, list and watch",
        |_| MarkerKind::ReadOnly,
    ),
    marker(
        "genclient:onlyVerbs",
        TYPE,
        STRLIST,
        "only these verbs",
        |a| MarkerKind::OnlyVerbs(a.strings("")),
    ),
    marker(
        "genclient:skipVerbs",
        TYPE,
        STRLIST,
        "all verbs but these",
        |a| MarkerKind::SkipVerbs(a.strings("")),
    ),
    marker(
        "genclient:method",
        TYPE,
        &[
            anon(ArgType::String),
            req("verb", ArgType::String),
            opt("subresource", ArgType::String),
            opt("input", ArgType::String),
            opt("result", ArgType::String),
        ],
        "an extra client method (repeatable)",
        |a| {
            MarkerKind::Method(Box::new(ClientMethod {
                name: a.string(""),
                verb: a.string("verb"),
                subresource: a.opt_string("subresource"),
                input: a.opt_string("input"),
                result: a.opt_string("result"),
            }))
        },
    ),
    marker(
        "resourceName",
        TYPE,
        STR,
        "the resource (plural) name of the Kind, as client-gen's `+resourceName`; also the CRD's plural",
        |a| MarkerKind::ResourceName(a.string("")),
    ),
];

/// Every registered marker, validation markers first.
pub fn all() -> impl Iterator<Item = &'static Definition> {
    VALIDATION
        .iter()
        .chain(VALIDATION_ITEMS)
        .chain(OTHER)
        .chain(CONVERSION)
        .chain(SHAPE)
}

/// The definition of `name` (without `+`), if registered. By name from a table built on
/// first use: the grammar asks for every prefix of every marker line's name.
pub fn definition(name: &str) -> Option<&'static Definition> {
    static BY_NAME: LazyLock<HashMap<&'static str, &'static Definition>> = LazyLock::new(|| {
        let mut by_name = HashMap::new();
        for d in all() {
            by_name.entry(d.name).or_insert(d);
        }
        by_name
    });
    BY_NAME.get(name).copied()
}

/// True when unknown markers under `name`'s prefix are errors: the prefixes this tool owns
/// (`kubebuilder:`, `genclient`, `kube-codegen:`). Markers of other generators are
/// ignored.
pub fn is_owned_prefix(name: &str) -> bool {
    name.starts_with("kubebuilder:")
        || name == "genclient"
        || name.starts_with("genclient:")
        || name.starts_with("kube-codegen:")
}

/// True for kubebuilder's insertion points, `+kubebuilder:scaffold:<name>` (without the
/// `+`): the plain comments `kube-codegen create` adds lines above. They lower to nothing,
/// and the parser does not report them as unread markers.
pub fn is_insertion_point(name: &str) -> bool {
    name.strip_prefix("kubebuilder:scaffold:")
        .is_some_and(|point| !point.is_empty())
}

/// The registered name closest to `name` (Jaro-Winkler ≥ 0.85), for "did you mean".
pub fn suggest(name: &str) -> Option<&'static str> {
    all()
        .map(|d| (strsim::jaro_winkler(name, d.name), d.name))
        .filter(|(score, _)| *score >= 0.85)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, n)| n)
}

impl Definition {
    /// How the marker is written, e.g.
    /// `+kubebuilder:printcolumn:name=<string>,…,[priority=<int>]` (optional named
    /// arguments in brackets); used in help texts and the marker reference.
    pub fn usage(&self) -> String {
        if GENGO_LISTS.contains(&self.name) {
            return format!("+{}=verb,verb", self.name);
        }
        let placeholder = |ty: ArgType| match ty {
            ArgType::Bool => "true".to_string(),
            ArgType::Int => "<int>".to_string(),
            ArgType::Number => "<number>".to_string(),
            ArgType::String => "<string>".to_string(),
            ArgType::OneOf(names) | ArgType::OneOfAnyCase(names) => names.join("|"),
            ArgType::StringList | ArgType::AnyList => "a;b".to_string(),
            ArgType::Any => "<value>".to_string(),
            ArgType::Json => "<json>".to_string(),
        };
        let args: Vec<String> = self
            .args
            .iter()
            .map(|a| match (a.name.is_empty(), a.optional) {
                (true, _) => format!("={}", placeholder(a.ty)),
                (false, true) => format!("[{}={}]", a.name, placeholder(a.ty)),
                (false, false) => format!("{}={}", a.name, placeholder(a.ty)),
            })
            .collect();
        match self.args.first() {
            None => format!("+{}", self.name),
            Some(a) if a.name.is_empty() => format!("+{}{}", self.name, args.join(",")),
            Some(_) => format!("+{}:{}", self.name, args.join(",")),
        }
    }
}

mod conversion;
mod shape;
#[cfg(test)]
mod tests;

use conversion::CONVERSION;
use shape::SHAPE;

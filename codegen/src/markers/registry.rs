//! The markers this tool knows: names, aliases, targets and argument types.
//!
//! Sources: controller-tools `pkg/crd/markers` (CRD markers), `pkg/rbac`, `pkg/webhook`,
//! `pkg/genall` and k8s.io/code-generator's `+genclient` tags.

use super::Target;

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
    /// One line of documentation (for the README's marker reference).
    pub doc: &'static str,
}

const F: &[Target] = &[Target::Field];
const T: &[Target] = &[Target::Type];
const P: &[Target] = &[Target::Package];
const FT: &[Target] = &[Target::Field, Target::Type];
const PT: &[Target] = &[Target::Package, Target::Type];
const PFT: &[Target] = &[Target::Package, Target::Field, Target::Type];

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

const fn d(
    name: &'static str,
    targets: &'static [Target],
    args: &'static [Arg],
    doc: &'static str,
) -> Definition {
    Definition {
        name,
        targets,
        args,
        alias_of: None,
        doc,
    }
}
const fn alias(
    name: &'static str,
    of: &'static str,
    targets: &'static [Target],
    args: &'static [Arg],
) -> Definition {
    Definition {
        name,
        targets,
        args,
        alias_of: Some(of),
        doc: "alias",
    }
}

/// Validation markers that also exist as `kubebuilder:validation:items:<Name>`, applying to
/// the items of an array field.
macro_rules! validation_markers {
    ($($name:literal, $args:expr, $doc:literal;)*) => {
        const VALIDATION: &[Definition] = &[
            $( d(concat!("kubebuilder:validation:", $name), FT, $args, $doc), )*
        ];
        const VALIDATION_ITEMS: &[Definition] = &[
            $( d(concat!("kubebuilder:validation:items:", $name), FT, $args,
                 concat!("as `kubebuilder:validation:", $name, "`, on the items of an array")), )*
        ];
    };
}

validation_markers! {
    "Maximum", NUM, "inclusive upper bound of a number";
    "Minimum", NUM, "inclusive lower bound of a number";
    "ExclusiveMaximum", BOOL, "makes Maximum exclusive";
    "ExclusiveMinimum", BOOL, "makes Minimum exclusive";
    "MultipleOf", NUM, "the number must be a multiple of this";
    "MinLength", INT, "minimum length of a string";
    "MaxLength", INT, "maximum length of a string";
    "Pattern", STR, "ECMA-262 regular expression a string must match";
    "MinItems", INT, "minimum length of an array";
    "MaxItems", INT, "maximum length of an array";
    "UniqueItems", BOOL, "array items must be unique";
    "MinProperties", INT, "minimum number of properties of an object";
    "MaxProperties", INT, "maximum number of properties of an object";
    "Enum", ANYLIST, "the allowed values";
    "Format", STR, "OpenAPI format (date-time, int32, byte, …)";
    "Type", STR, "overrides the schema type";
    "XIntOrString", NONE, "x-kubernetes-int-or-string: the value is an integer or a string";
    "XEmbeddedResource", NONE, "x-kubernetes-embedded-resource: an embedded object with apiVersion, kind and metadata";
    "EmbeddedResource", NONE, "same as XEmbeddedResource";
    "Schemaless", NONE, "emit an empty schema for this field";
    "XValidation", XVALIDATION, "a CEL rule (x-kubernetes-validations)";
}

const OTHER: &[Definition] = &[
    // Optionality.
    d(
        "kubebuilder:validation:Optional",
        PFT,
        NONE,
        "fields are optional (package: by default)",
    ),
    d(
        "kubebuilder:validation:Required",
        PFT,
        NONE,
        "fields are required (package: by default)",
    ),
    d("optional", F, NONE, "the field is optional"),
    d("required", F, NONE, "the field is required"),
    alias("k8s:optional", "optional", F, NONE),
    alias("k8s:required", "required", F, NONE),
    d("nullable", F, NONE, "null is an allowed value"),
    // Whole-object constraints.
    d(
        "kubebuilder:validation:ExactlyOneOf",
        T,
        STRLIST,
        "exactly one of the listed fields is set (CEL)",
    ),
    d(
        "kubebuilder:validation:AtMostOneOf",
        T,
        STRLIST,
        "at most one of the listed fields is set (CEL)",
    ),
    d(
        "kubebuilder:validation:AtLeastOneOf",
        T,
        STRLIST,
        "at least one of the listed fields is set (CEL)",
    ),
    // Defaults, documentation.
    d(
        "kubebuilder:default",
        FT,
        ANY,
        "default value (marker syntax)",
    ),
    d(
        "default",
        FT,
        JSON,
        "default value in JSON (`+default=\"a\"`, `[1,2]`, `{\"k\": 1}`); `ref(…)` sets none",
    ),
    d("kubebuilder:example", FT, ANY, "example value"),
    d("kubebuilder:title", FT, ANY, "schema title"),
    d(
        "kubebuilder:externalDocs",
        FT,
        &[
            opt("url", ArgType::String),
            opt("description", ArgType::String),
        ],
        "external documentation link",
    ),
    d(
        "kubebuilder:pruning:PreserveUnknownFields",
        FT,
        NONE,
        "x-kubernetes-preserve-unknown-fields",
    ),
    // Topology.
    d(
        "listType",
        FT,
        STR,
        "x-kubernetes-list-type: atomic, set or map",
    ),
    d(
        "listMapKey",
        FT,
        STR,
        "x-kubernetes-list-map-keys entry (repeatable)",
    ),
    d(
        "mapType",
        FT,
        STR,
        "x-kubernetes-map-type: granular or atomic",
    ),
    d(
        "structType",
        FT,
        STR,
        "x-kubernetes-map-type of a struct: granular or atomic",
    ),
    alias("k8s:listType", "listType", FT, STR),
    alias("k8s:listMapKey", "listMapKey", FT, STR),
    alias("k8s:mapType", "mapType", FT, STR),
    alias("k8s:structType", "structType", FT, STR),
    d(
        "k8s:immutable",
        F,
        NONE,
        "the field cannot change once set (CEL self == oldSelf)",
    ),
    d(
        "k8s:enum",
        T,
        NONE,
        "a string type whose values are its enum constants",
    ),
    d(
        "enum",
        T,
        NONE,
        "a string type whose values are its enum constants",
    ),
    // Kind level.
    d(
        "kubebuilder:object:root",
        T,
        BOOL,
        "the type is a Kind (or a Kind's List)",
    ),
    d(
        "kubebuilder:object:generate",
        PT,
        BOOL,
        "object generation (accepted, no effect in Rust)",
    ),
    d(
        "kubebuilder:resource",
        T,
        &[
            opt("path", ArgType::String),
            opt("shortName", ArgType::StringList),
            opt("categories", ArgType::StringList),
            opt("singular", ArgType::String),
            opt("scope", ArgType::String),
        ],
        "resource names and scope (Namespaced or Cluster)",
    ),
    d(
        "kubebuilder:subresource:status",
        T,
        NONE,
        "enables the status subresource",
    ),
    d(
        "kubebuilder:subresource:scale",
        T,
        &[
            req("specpath", ArgType::String),
            req("statuspath", ArgType::String),
            opt("selectorpath", ArgType::String),
        ],
        "enables the scale subresource",
    ),
    d(
        "kubebuilder:printcolumn",
        T,
        &[
            req("name", ArgType::String),
            req("type", ArgType::String),
            req("JSONPath", ArgType::String),
            opt("description", ArgType::String),
            opt("format", ArgType::String),
            opt("priority", ArgType::Int),
        ],
        "an additional printer column (repeatable)",
    ),
    d(
        "kubebuilder:storageversion",
        T,
        NONE,
        "this version is the storage version",
    ),
    d(
        "kubebuilder:unservedversion",
        T,
        NONE,
        "this version is not served",
    ),
    d(
        "kubebuilder:deprecatedversion",
        T,
        &[opt("warning", ArgType::String)],
        "this version is deprecated",
    ),
    d(
        "kubebuilder:skipversion",
        PT,
        NONE,
        "no CRD version for this package or Kind",
    ),
    d(
        "kubebuilder:metadata",
        T,
        &[
            opt("annotations", ArgType::StringList),
            opt("labels", ArgType::StringList),
        ],
        "annotations and labels (`k=v`) of the CRD object",
    ),
    d(
        "kubebuilder:selectablefield",
        T,
        &[req("JSONPath", ArgType::String)],
        "a field selectable with field selectors (repeatable)",
    ),
    d("kubebuilder:skip", P, NONE, "no CRDs for this package"),
    // Package.
    d("groupName", P, STR, "the API group of the package"),
    d(
        "versionName",
        P,
        STR,
        "the API version of the package (default: the module name)",
    ),
    d(
        "groupGoName",
        P,
        STR,
        "the Rust name of the group accessor (client-gen's groupGoName)",
    ),
    // RBAC and webhooks.
    d(
        "kubebuilder:rbac",
        P,
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
    ),
    d(
        "kubebuilder:webhook",
        P,
        &[
            opt("path", ArgType::String),
            req("mutating", ArgType::Bool),
            req("failurePolicy", ArgType::String),
            opt("matchPolicy", ArgType::String),
            req("sideEffects", ArgType::String),
            req("groups", ArgType::StringList),
            req("resources", ArgType::StringList),
            req("verbs", ArgType::StringList),
            req("versions", ArgType::StringList),
            req("name", ArgType::String),
            req("admissionReviewVersions", ArgType::StringList),
            opt("reinvocationPolicy", ArgType::String),
            opt("timeoutSeconds", ArgType::Int),
            opt("url", ArgType::String),
            opt("serviceName", ArgType::String),
            opt("serviceNamespace", ArgType::String),
            opt("servicePort", ArgType::Int),
            opt("webhookVersions", ArgType::StringList),
        ],
        "an admission webhook (repeatable); `kube-codegen webhook` writes them",
    ),
    d(
        "kubebuilder:webhookconfiguration",
        P,
        &[req("mutating", ArgType::Bool), req("name", ArgType::String)],
        "the name of the generated Mutating/ValidatingWebhookConfiguration",
    ),
    // client-gen tags.
    d(
        "genclient",
        T,
        NONE,
        "generate a typed client for this Kind",
    ),
    d(
        "genclient:nonNamespaced",
        T,
        NONE,
        "the Kind is cluster-scoped",
    ),
    d("genclient:noVerbs", T, NONE, "no verbs"),
    d("genclient:noStatus", T, NONE, "no status verbs"),
    d("genclient:readonly", T, NONE, "only get, list and watch"),
    d("genclient:onlyVerbs", T, STRLIST, "only these verbs"),
    d("genclient:skipVerbs", T, STRLIST, "all verbs but these"),
    d(
        "genclient:method",
        T,
        &[
            anon(ArgType::String),
            req("verb", ArgType::String),
            opt("subresource", ArgType::String),
            opt("input", ArgType::String),
            opt("result", ArgType::String),
        ],
        "an extra client method (repeatable)",
    ),
    d(
        "resourceName",
        T,
        STR,
        "the resource (plural) name of the Kind, as client-gen's `+resourceName`; also the CRD's plural",
    ),
];

/// Every registered marker, validation markers first.
pub fn all() -> impl Iterator<Item = &'static Definition> {
    VALIDATION.iter().chain(VALIDATION_ITEMS).chain(OTHER)
}

/// The definition of `name` (without `+`), if registered.
pub fn definition(name: &str) -> Option<&'static Definition> {
    all().find(|d| d.name == name)
}

/// The canonical name of a marker alias (`k8s:listType` → `listType`); other names map to
/// themselves.
pub fn canonical(name: &str) -> &str {
    match definition(name).and_then(|d| d.alias_of) {
        Some(of) => of,
        None => name,
    }
}

/// True when unknown markers under `name`'s prefix are errors: the prefixes this tool owns
/// (`kubebuilder:`, `genclient`). Markers of other generators are ignored.
pub fn is_owned_prefix(name: &str) -> bool {
    name.starts_with("kubebuilder:") || name == "genclient" || name.starts_with("genclient:")
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
            ArgType::Bool => "true",
            ArgType::Int => "<int>",
            ArgType::Number => "<number>",
            ArgType::String => "<string>",
            ArgType::StringList | ArgType::AnyList => "a;b",
            ArgType::Any => "<value>",
            ArgType::Json => "<json>",
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

/// The marker reference as a Markdown table (marker, where it goes, usage, meaning), in
/// registry order; `kube-codegen markers` prints it and the README embeds it.
pub fn reference_markdown() -> String {
    let mut out = String::from("| marker | on | usage | meaning |\n|---|---|---|---|\n");
    for d in all() {
        let on = d
            .targets
            .iter()
            .map(|t| match t {
                Target::Package => "package",
                Target::Type => "type",
                Target::Field => "field",
            })
            .collect::<Vec<_>>()
            .join(", ");
        let doc = match d.alias_of {
            Some(of) => format!("alias of `+{of}`"),
            None => d.doc.to_string(),
        };
        out.push_str(&format!(
            "| `{}` | {on} | `{}` | {doc} |\n",
            d.name,
            d.usage().replace('|', "\\|")
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_aliases_resolve() {
        let mut names: Vec<&str> = all().map(|d| d.name).collect();
        let n = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), n, "duplicate marker names");
        for d in all().filter(|d| d.alias_of.is_some()) {
            let target = d.alias_of.unwrap_or_default();
            assert!(
                definition(target).is_some(),
                "{} aliases unknown {target}",
                d.name
            );
            assert_eq!(canonical(d.name), target);
        }
    }

    #[test]
    fn readme_marker_reference_is_current() {
        let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"))
            .expect("README.md");
        let begin = "<!-- markers:begin -->\n";
        let end = "<!-- markers:end -->";
        let start = readme
            .find(begin)
            .expect("README has the markers:begin comment")
            + begin.len();
        let stop = readme
            .find(end)
            .expect("README has the markers:end comment");
        assert_eq!(
            &readme[start..stop],
            reference_markdown(),
            "README marker reference is stale: regenerate it with `cargo run -p kube-codegen -- markers`"
        );
    }
}

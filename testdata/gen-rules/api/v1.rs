//! Package v1 holds one Kind whose fields exercise controller-gen's rules for
//! descriptions, marker syntax, `+default=` values and type- plus field-level validation.
//!
//! +groupName=rules.example.com

use std::collections::BTreeMap;

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::{Deserialize, Serialize};

/// The value a `+default=ref(...)` marker names (controller-gen sets no default for it).
pub const DEFAULT_LEVEL: i32 = 3;

/// Name is a short name.
/// +kubebuilder:validation:MinLength=2
/// +kubebuilder:validation:MaxLength=10
pub type Name = String;

/// Level is a bounded number.
/// +kubebuilder:validation:Minimum=0
/// +kubebuilder:validation:Maximum=10
pub type Level = i32;

/// Inner carries a rule of its own.
/// +kubebuilder:validation:XValidation:rule="has(self.a)",message="a is set"
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Inner {
    /// a is a string.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub a: Option<String>,
}

/// Pair is a list item with a nested object.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Pair {
    /// nested is a map.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nested: Option<BTreeMap<String, String>>,
}

/// RuleSpec shows the rules.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
#[serde(rename_all = "camelCase")]
pub struct RuleSpec {
    /// table ends at the rule line of a Markdown table:
    ///
    /// key | meaning
    /// ----|--------
    /// a   | the first
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<String>,

    /// todo drops lines that start with TODO.
    /// TODO: this line is not in the description.
    /// This line is.
    ///  TODO with a leading space stays.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub todo: Option<String>,

    /// fenced keeps what is inside a code block:
    /// ```
    /// ---
    /// TODO inside the fence
    /// ```
    /// ~~~yaml
    /// --- also kept
    /// ~~~
    /// and ends at the next rule.
    /// ---
    /// Not in the description.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fenced: Option<String>,

    /// colon has an empty last name segment before `=`.
    /// +kubebuilder:validation:Minimum:=1
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub colon: Option<i32>,

    /// list has a JSON list default.
    /// +default=["a","b"]
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub list: Option<Vec<String>>,

    /// empty has an empty list default.
    /// +default=[]
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub empty: Option<Vec<String>>,

    /// pairs has a list-of-objects default.
    /// +default=[{"nested": {"foo": "baz"}}]
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pairs: Option<Vec<Pair>>,

    /// labels has an object default.
    /// +default={"k": "v"}
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub labels: Option<BTreeMap<String, String>>,

    /// ref names a Go constant, which sets no default.
    /// +default=ref(DefaultLevel)
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub r#ref: Option<i32>,

    /// three has a number default.
    /// +default=3
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub three: Option<i32>,

    /// looser has a looser bound than its type.
    /// +kubebuilder:validation:MaxLength=20
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub looser: Option<Name>,

    /// same has the same bound as its type.
    /// +kubebuilder:validation:MaxLength=10
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub same: Option<Name>,

    /// pattern adds a constraint its type does not have.
    /// +kubebuilder:validation:Pattern=`^[a-z]+$`
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pattern: Option<Name>,

    /// level narrows its type's maximum.
    /// +kubebuilder:validation:Maximum=5
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub level: Option<Level>,

    /// plain uses its type as it is.
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plain: Option<Name>,

    /// inner adds a rule to its type's rule.
    /// +kubebuilder:validation:XValidation:rule="self.a != 'x'",message="a is not x"
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inner: Option<Inner>,
}

/// Rule is the Kind.
/// +kubebuilder:object:root=true
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Rule {
    /// metadata is the standard object metadata.
    #[serde(default)]
    pub metadata: ObjectMeta,
    /// spec is the desired state.
    #[serde(default)]
    pub spec: RuleSpec,
}

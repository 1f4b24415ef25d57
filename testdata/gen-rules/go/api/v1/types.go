// Package v1 holds one Kind whose fields exercise controller-gen's rules for
// descriptions, marker syntax, `+default=` values and type- plus field-level validation.
// +kubebuilder:object:generate=true
// +groupName=rules.example.com
package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// DefaultLevel is a Go constant a `+default=ref(...)` marker names.
const DefaultLevel = 3

// Name is a short name.
// +kubebuilder:validation:MinLength=2
// +kubebuilder:validation:MaxLength=10
type Name string

// Level is a bounded number.
// +kubebuilder:validation:Minimum=0
// +kubebuilder:validation:Maximum=10
type Level int32

// Inner carries a rule of its own.
// +kubebuilder:validation:XValidation:rule="has(self.a)",message="a is set"
type Inner struct {
	// a is a string.
	// +optional
	A string `json:"a,omitempty"`
}

// Pair is a list item with a nested object.
type Pair struct {
	// nested is a map.
	// +optional
	Nested map[string]string `json:"nested,omitempty"`
}

// RuleSpec shows the rules.
type RuleSpec struct {
	// table ends at the rule line of a Markdown table:
	//
	// key | meaning
	// ----|--------
	// a   | the first
	// +optional
	Table string `json:"table,omitempty"`

	// todo drops lines that start with TODO.
	// TODO: this line is not in the description.
	// This line is.
	//  TODO with a leading space stays.
	// +optional
	Todo string `json:"todo,omitempty"`

	// fenced keeps what is inside a code block:
	// ```
	// ---
	// TODO inside the fence
	// ```
	// ~~~yaml
	// --- also kept
	// ~~~
	// and ends at the next rule.
	// ---
	// Not in the description.
	// +optional
	Fenced string `json:"fenced,omitempty"`

	// colon has an empty last name segment before `=`.
	// +kubebuilder:validation:Minimum:=1
	// +optional
	Colon int32 `json:"colon,omitempty"`

	// list has a JSON list default.
	// +default=["a","b"]
	// +optional
	List []string `json:"list,omitempty"`

	// empty has an empty list default.
	// +default=[]
	// +optional
	Empty []string `json:"empty,omitempty"`

	// pairs has a list-of-objects default.
	// +default=[{"nested": {"foo": "baz"}}]
	// +optional
	Pairs []Pair `json:"pairs,omitempty"`

	// labels has an object default.
	// +default={"k": "v"}
	// +optional
	Labels map[string]string `json:"labels,omitempty"`

	// ref names a Go constant, which sets no default.
	// +default=ref(DefaultLevel)
	// +optional
	Ref int32 `json:"ref,omitempty"`

	// three has a number default.
	// +default=3
	// +optional
	Three int32 `json:"three,omitempty"`

	// looser has a looser bound than its type.
	// +kubebuilder:validation:MaxLength=20
	// +optional
	Looser Name `json:"looser,omitempty"`

	// same has the same bound as its type.
	// +kubebuilder:validation:MaxLength=10
	// +optional
	Same Name `json:"same,omitempty"`

	// pattern adds a constraint its type does not have.
	// +kubebuilder:validation:Pattern=`^[a-z]+$`
	// +optional
	Pattern Name `json:"pattern,omitempty"`

	// level narrows its type's maximum.
	// +kubebuilder:validation:Maximum=5
	// +optional
	Level *Level `json:"level,omitempty"`

	// plain uses its type as it is.
	// +optional
	Plain Name `json:"plain,omitempty"`

	// inner adds a rule to its type's rule.
	// +kubebuilder:validation:XValidation:rule="self.a != 'x'",message="a is not x"
	// +optional
	Inner *Inner `json:"inner,omitempty"`
}

// Rule is the Kind.
// +kubebuilder:object:root=true
type Rule struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// spec is the desired state.
	Spec RuleSpec `json:"spec,omitempty"`
}

// Package v1 is the Go twin of testdata/flatten/api/v1.rs.
// +groupName=flatten.example.com
package v1

import (
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Merger shows how declarations of one JSON name merge.
// +kubebuilder:object:root=true
type Merger struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              MergerSpec `json:"spec"`
}

// MergerSpec declares each name once itself, and again through its flattened structs.
type MergerSpec struct {
	// secret names a key of a Secret.
	// +optional
	Secret *corev1.SecretKeySelector `json:"secret,omitempty"`
	// shared is a type of this package.
	// +optional
	Shared *Shared `json:"shared,omitempty"`
	// bounded is at most 5 characters here.
	// +kubebuilder:validation:MaxLength=5
	// +optional
	Bounded string `json:"bounded,omitempty"`
	// described is described here.
	// +optional
	Described string `json:"described,omitempty"`
	First     `json:",inline"`
	Second    `json:",inline"`
}

// Shared has a defaulted property.
type Shared struct {
	// level defaults to low.
	// +kubebuilder:default=low
	// +optional
	Level string `json:"level,omitempty"`
}

// First is flattened into MergerSpec.
type First struct {
	// secret, as First names it.
	// +optional
	Secret *corev1.SecretKeySelector `json:"secret,omitempty"`
	// shared, as First describes it.
	// +optional
	Shared *Shared `json:"shared,omitempty"`
	// bounded is at most 10 characters in First.
	// +kubebuilder:validation:MaxLength=10
	// +optional
	Bounded string `json:"bounded,omitempty"`
	// twice is at least one character in First.
	// +kubebuilder:validation:MinLength=1
	// +optional
	Twice string `json:"twice,omitempty"`
}

// Second is flattened into MergerSpec after First.
type Second struct {
	// twice is at most three characters in Second.
	// +kubebuilder:validation:MaxLength=3
	// +optional
	Twice string `json:"twice,omitempty"`
	// described, as Second describes it.
	// +optional
	Described string `json:"described,omitempty"`
}

// Package v1 is the Go twin of testdata/plural/api/plural.rs: a Kind whose name ends in a
// word the pluraliser must not take for a plural (TestQuota → testquotas).
// +groupName=plural.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
type TestQuota struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Test string `json:"test,omitempty"`
}

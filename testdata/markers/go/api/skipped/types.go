// Package skipped is not turned into CRDs.
// +groupName=skipped.example.com
// +kubebuilder:skip
package skipped

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Hidden would be a Kind, but its package is skipped.
// +kubebuilder:object:root=true
type Hidden struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// Package v1beta1 is the v1beta1 version of the ships API.
// +kubebuilder:object:generate=true
// +groupName=ships.example.com
package v1beta1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// FrigateSpec is the desired state of a Frigate.
type FrigateSpec struct {
	// replicas is how many copies of the frigate should sail.
	// +kubebuilder:validation:Minimum=0
	// +kubebuilder:default=1
	// +optional
	Replicas *int32 `json:"replicas,omitempty"`
	// selector picks the pods that belong to the frigate.
	// +optional
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
}

// FrigateStatus is the observed state of a Frigate.
type FrigateStatus struct {
	// replicas is how many copies are sailing.
	Replicas int32 `json:"replicas"`
	// selector is the label selector of the sailing copies, in string form.
	// +optional
	Selector string `json:"selector,omitempty"`
}

// Frigate is a cluster-scoped warship.
// +kubebuilder:object:root=true
// +kubebuilder:resource:scope=Cluster,shortName=fr;frig,categories=fleet
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas,selectorpath=.status.selector
// +kubebuilder:printcolumn:name="Replicas",type=integer,JSONPath=`.spec.replicas`,description="desired copies"
// +kubebuilder:printcolumn:name="Age",type=date,JSONPath=`.metadata.creationTimestamp`,priority=1
// +kubebuilder:unservedversion
// +kubebuilder:deprecatedversion:warning="ships.example.com/v1beta1 is deprecated; use v2"
type Frigate struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// spec is the desired state.
	Spec FrigateSpec `json:"spec,omitempty"`
	// status is the observed state.
	Status *FrigateStatus `json:"status,omitempty"`
}

package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// GuestbookSpec is what the user asks for: the desired state of a Guestbook.
type GuestbookSpec struct {
	// foo is a sample field of the scaffold; replace it with your own.
	// +optional
	Foo *string `json:"foo,omitempty"`
}

// GuestbookStatus is what the controller saw: the observed state of a Guestbook.
type GuestbookStatus struct {
	// conditions is the latest set of observations about the Guestbook.
	//
	// Typical types: "Available" (the guestbook is serving), "Progressing" (it is being
	// created or updated) and "Degraded" (it failed to reach or keep its desired state).
	// +listType=map
	// +listMapKey=type
	// +optional
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}

// Guestbook is one object of the guestbooks resource, with its spec and status.
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
type Guestbook struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// spec is the desired state of the Guestbook.
	Spec GuestbookSpec `json:"spec"`
	// status is the observed state of the Guestbook.
	// +optional
	Status *GuestbookStatus `json:"status,omitempty"`
}

// GuestbookList is a list of Guestbooks.
// +kubebuilder:object:root=true
type GuestbookList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	// items are the Guestbooks.
	Items []Guestbook `json:"items"`
}

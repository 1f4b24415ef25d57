package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"example.com/multigroup/api/common"
)

// Ref names a sailor: the crew group's own Ref, unlike fleet's and common's.
type Ref struct {
	// name of the Sailor.
	Name string `json:"name"`

	// rank the sailor holds, if known.
	// +optional
	Rank Rank `json:"rank,omitempty"`
}

// Rank is a sailor's rank.
// +kubebuilder:validation:Enum=Captain;Mate;Deckhand
type Rank string

// SailorSpec is the desired state of a Sailor.
type SailorSpec struct {
	// rank the sailor holds.
	Rank Rank `json:"rank"`

	// mentor is the sailor who trains this one.
	// +optional
	Mentor *Ref `json:"mentor,omitempty"`

	// home is where the sailor can be reached ashore.
	// +optional
	Home *common.Endpoint `json:"home,omitempty"`
}

// SailorStatus is the observed state of a Sailor.
type SailorStatus struct {
	// phase of the sailor.
	// +optional
	Phase common.Phase `json:"phase,omitempty"`
}

// Sailor is a member of a crew.
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
type Sailor struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	// +optional
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// spec is the desired state of the Sailor.
	Spec SailorSpec `json:"spec"`
	// status is the observed state of the Sailor.
	// +optional
	Status *SailorStatus `json:"status,omitempty"`
}

// SailorList is a list of Sailors.
// +kubebuilder:object:root=true
type SailorList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Sailor `json:"items"`
}

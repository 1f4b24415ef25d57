package v1beta1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"example.com/multigroup/api/common"
	fleetv1 "example.com/multigroup/api/fleet/v1"
)

// Office is the harbor master's office.
type Office struct {
	// endpoint answers the radio.
	Endpoint common.Endpoint `json:"endpoint"`

	// hours the office is open, e.g. "08:00-18:00".
	// +kubebuilder:validation:Pattern=`^[0-9]{2}:[0-9]{2}-[0-9]{2}:[0-9]{2}$`
	// +optional
	Hours string `json:"hours,omitempty"`
}

// HarborSpec is the desired state of a Harbor.
type HarborSpec struct {
	// moorings are the berths ships may use.
	// +optional
	Moorings []fleetv1.Ref `json:"moorings,omitempty"`

	// office is the harbor master's office.
	Office Office `json:"office"`

	// owner is the object that owns the harbor.
	// +optional
	Owner *common.Ref `json:"owner,omitempty"`
}

// HarborStatus is the observed state of a Harbor.
type HarborStatus struct {
	// ships is how many ships are moored.
	// +optional
	Ships int32 `json:"ships,omitempty"`

	// phase of the harbor.
	// +optional
	Phase common.Phase `json:"phase,omitempty"`
}

// Harbor is a port where ships moor.
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:printcolumn:name="Ships",type=integer,JSONPath=`.status.ships`,description=""
// +kubebuilder:printcolumn:name="Phase",type=string,JSONPath=`.status.phase`,format=""
type Harbor struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata; a Harbor must have it.
	// +required
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// spec is the desired state of the Harbor.
	Spec HarborSpec `json:"spec"`
	// status is the observed state of the Harbor.
	// +optional
	Status *HarborStatus `json:"status,omitempty"`
}

// HarborList is a list of Harbors.
// +kubebuilder:object:root=true
type HarborList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Harbor `json:"items"`
}

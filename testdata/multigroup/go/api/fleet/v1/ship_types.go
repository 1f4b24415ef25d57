package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"example.com/multigroup/api/common"
	crewv1 "example.com/multigroup/api/crew/v1"
)

// Ref names a berth: the fleet group's own Ref.
type Ref struct {
	// harbor the berth is in.
	Harbor string `json:"harbor"`

	// slot is the berth's number in the harbor.
	// +kubebuilder:validation:Minimum=0
	Slot int32 `json:"slot"`
}

// ShipSpec is the desired state of a Ship.
type ShipSpec struct {
	// captain commands the ship.
	Captain crewv1.Ref `json:"captain"`

	// crew lists the sailors aboard, one entry per name.
	// +listType=map
	// +listMapKey=name
	// +optional
	Crew []crewv1.Ref `json:"crew,omitempty"`

	// berth is where the ship is moored.
	// +optional
	Berth *Ref `json:"berth,omitempty"`

	// owner is the object that owns the ship.
	// +optional
	Owner *common.Ref `json:"owner,omitempty"`

	// radio is the ship's radio endpoint.
	// +optional
	Radio *common.Endpoint `json:"radio,omitempty"`
}

// ShipStatus is the observed state of a Ship.
type ShipStatus struct {
	// phase of the ship.
	// +optional
	Phase common.Phase `json:"phase,omitempty"`
}

// Ship is a vessel of the fleet.
// +kubebuilder:object:root=true
// +kubebuilder:resource:scope=Cluster
// +kubebuilder:subresource:status
type Ship struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	// +optional
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// spec is the desired state of the Ship.
	Spec ShipSpec `json:"spec"`
	// status is the observed state of the Ship.
	// +optional
	Status *ShipStatus `json:"status,omitempty"`
}

// ShipList is a list of Ships.
// +kubebuilder:object:root=true
type ShipList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Ship `json:"items"`
}

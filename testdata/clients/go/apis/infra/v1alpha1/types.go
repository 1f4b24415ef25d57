package v1alpha1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// ClusterPolicySpec is the desired policy.
type ClusterPolicySpec struct {
	// maxGuestbooks caps the guestbooks of the cluster.
	// +optional
	MaxGuestbooks *int64 `json:"maxGuestbooks,omitempty"`
}

// ClusterPolicyStatus is the observed policy state.
type ClusterPolicyStatus struct {
	// enforced is true once the policy applies.
	// +optional
	Enforced *bool `json:"enforced,omitempty"`
}

// ClusterPolicy is a cluster-wide policy.
// +genclient
// +genclient:nonNamespaced
// +kubebuilder:object:root=true
// +kubebuilder:resource:scope=Cluster
// +kubebuilder:subresource:status
type ClusterPolicy struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// spec is the desired policy.
	Spec ClusterPolicySpec `json:"spec,omitempty"`
	// status is the observed state.
	// +optional
	Status *ClusterPolicyStatus `json:"status,omitempty"`
}

// Token is a one-time credential: it can only be created and read back.
// +genclient
// +genclient:onlyVerbs=create,get
// +kubebuilder:object:root=true
type Token struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// secret is the token's value.
	Secret string `json:"secret"`
}

// ChassisSpec describes a chassis.
type ChassisSpec struct {
	// slots is the number of slots.
	Slots int32 `json:"slots"`
}

// Chassis is cluster-scoped hardware; its plural is `chassis`, not the English rules'.
// +genclient
// +genclient:nonNamespaced
// +resourceName=chassis
// +kubebuilder:object:root=true
// +kubebuilder:resource:scope=Cluster,path=chassis
type Chassis struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// spec describes the chassis.
	Spec ChassisSpec `json:"spec"`
}

// Sentinel has no standard verbs, only a custom one reading its status subresource.
// +genclient
// +genclient:noVerbs
// +genclient:method=GetStatus,verb=get,subresource=status
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
type Sentinel struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// status is the observed state.
	// +optional
	Status *ClusterPolicyStatus `json:"status,omitempty"`
}

// Placement is where a rack stands; RackSpec embeds it, so its fields are the spec's own.
type Placement struct {
	// row is the rack's row in the hall.
	// +optional
	Row string `json:"row,omitempty"`
	// hall is the hall's name.
	// +optional
	Hall string `json:"hall,omitempty"`
}

// RackSlot is one slot of a rack, keyed by its position.
type RackSlot struct {
	// position is the slot's place from the bottom, its key in the list.
	Position int32 `json:"position"`
	// device is what the slot holds.
	// +optional
	Device *string `json:"device,omitempty"`
	// ports are the slot's network ports, each once.
	// +listType=set
	// +optional
	Ports []int32 `json:"ports,omitempty"`
}

// PowerSpec is a rack's power supply.
type PowerSpec struct {
	// feeds is the number of power feeds.
	Feeds int32 `json:"feeds"`
	// redundant is true when one feed can carry the rack.
	// +optional
	Redundant *bool `json:"redundant,omitempty"`
}

// RackSpec is the desired state of a rack: a list-map of structs, a set, an atomic list, a
// map, a nested struct, a Kubernetes type and an embedded struct, the shapes apply
// configurations have to carry.
type RackSpec struct {
	Placement `json:",inline"`
	// slots hold the devices, keyed by position.
	// +listType=map
	// +listMapKey=position
	// +optional
	Slots []RackSlot `json:"slots,omitempty"`
	// tags label the rack, each once.
	// +listType=set
	// +optional
	Tags []string `json:"tags,omitempty"`
	// neighbours are the racks beside this one, replaced as a whole.
	// +listType=atomic
	// +optional
	Neighbours []string `json:"neighbours,omitempty"`
	// location maps a location scheme to the rack's place in it.
	// +optional
	Location map[string]string `json:"location,omitempty"`
	// power is the rack's power supply.
	// +optional
	Power *PowerSpec `json:"power,omitempty"`
	// selector selects the machines mounted in the rack.
	// +optional
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
}

// RackStatus is the observed state of a rack.
type RackStatus struct {
	// conditions are the rack's observations, keyed by type.
	// +listType=map
	// +listMapKey=type
	// +optional
	Conditions []metav1.Condition `json:"conditions,omitempty"`
	// usedSlots is the number of slots holding a device.
	// +optional
	UsedSlots int32 `json:"usedSlots,omitempty"`
}

// Rack is a namespaced rack of machines, whose spec has every shape apply configurations
// carry.
// +genclient
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
type Rack struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// spec is the desired state.
	// +optional
	Spec RackSpec `json:"spec,omitempty"`
	// status is the observed state.
	// +optional
	Status *RackStatus `json:"status,omitempty"`
}

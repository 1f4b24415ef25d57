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

package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// GuestbookSpec is the desired state of a Guestbook.
type GuestbookSpec struct {
	// title is shown on the guestbook's page.
	// +optional
	Title *string `json:"title,omitempty"`
	// replicas is the desired number of frontends.
	// +kubebuilder:validation:Minimum=0
	// +optional
	Replicas *int32 `json:"replicas,omitempty"`
}

// GuestbookStatus is the observed state of a Guestbook.
type GuestbookStatus struct {
	// replicas is the observed number of frontends.
	// +optional
	Replicas *int32 `json:"replicas,omitempty"`
	// selector selects the frontend pods, for the scale subresource.
	// +optional
	Selector *string `json:"selector,omitempty"`
	// phase is a one-word summary.
	// +optional
	Phase *string `json:"phase,omitempty"`
}

// Guestbook is a guestbook web application.
// +genclient
// +genclient:method=GetScale,verb=get,subresource=scale,result=k8s.io/api/autoscaling/v1.Scale
// +genclient:method=UpdateScale,verb=update,subresource=scale,input=k8s.io/api/autoscaling/v1.Scale,result=k8s.io/api/autoscaling/v1.Scale
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas,selectorpath=.status.selector
type Guestbook struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// spec is the desired state.
	Spec GuestbookSpec `json:"spec,omitempty"`
	// status is the observed state.
	// +optional
	Status *GuestbookStatus `json:"status,omitempty"`
}

// VisitorSpec describes a visitor.
type VisitorSpec struct {
	// name is the visitor's display name.
	Name string `json:"name"`
}

// Visitor is an entry of a guestbook. It has no status, so its client has no status
// verbs; it cannot be applied or deleted in bulk.
// +genclient
// +genclient:skipVerbs=deleteCollection,apply
// +kubebuilder:object:root=true
type Visitor struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// spec describes the visitor.
	Spec VisitorSpec `json:"spec"`
}

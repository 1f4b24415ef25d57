package v1beta1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Review is a moderator's verdict on a guestbook entry; clients only read it.
// +genclient
// +genclient:readonly
// +kubebuilder:object:root=true
type Review struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// verdict is `approved` or `rejected`.
	// +kubebuilder:validation:Enum=approved;rejected
	Verdict string `json:"verdict"`
}

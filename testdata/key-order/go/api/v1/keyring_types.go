package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// TlsSpec names its fields as TLS configurations often do.
type TlsSpec struct {
	// clientAuthType is how clients authenticate.
	ClientAuthType string `json:"clientAuthType"`
	// client_ca is the CA bundle of the clients.
	ClientCA string `json:"client_ca"`
	// item9 is the ninth item.
	Item9 string `json:"item9"`
	// item10 is the tenth item.
	Item10 string `json:"item10"`
	// item1 is the first item.
	Item1 string `json:"item1"`
	// port8080 is a port.
	Port8080 int32 `json:"port8080"`
	// port443 is another port.
	Port443 int32 `json:"port443"`
	// x_b is after x-a and before xa.
	XB string `json:"x_b"`
	// x-a sorts before x_b.
	XA string `json:"x-a"`
	// xa comes last of the three.
	Xa string `json:"xa"`
	// embedded is an object reference written inline, TypeMeta and all.
	Embedded Embedded `json:"embedded"`
}

// Embedded has an inline TypeMeta, as Go's `metav1.TypeMeta` with `json:",inline"`.
// Its own rule comes before the inline struct's.
// +kubebuilder:validation:XValidation:rule="self.name != ''",message="outer"
type Embedded struct {
	// apiVersion and kind.
	metav1.TypeMeta `json:",inline"`
	// name of the object.
	Name string `json:"name"`
	// a, the direct field.
	// +kubebuilder:validation:MinLength=1
	A string `json:"a"`
	// Inner is written inline: its `a` is declared twice.
	Inner `json:",inline"`
}

// Inner is flattened into Embedded.
// +kubebuilder:validation:XValidation:rule="self.a != 'x'",message="inner"
type Inner struct {
	// a from the inline struct.
	// +kubebuilder:validation:MaxLength=3
	A string `json:"a"`
}

// Keyring has the spec above, and a printer column but no subresource (controller-gen
// writes `subresources: {}` then).
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name=Client CA,type=string,JSONPath=.spec.client_ca
type Keyring struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// spec is the desired state.
	Spec TlsSpec `json:"spec"`
}

// Package common holds types that several API groups of the multigroup example share; it
// is no group-version itself. The Go twin of testdata/multigroup/api/common.rs.
package common

// Endpoint is where a service answers.
type Endpoint struct {
	// host is a DNS name or an IP address.
	// +kubebuilder:validation:MinLength=1
	Host string `json:"host"`

	// port is the TCP port.
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:Maximum=65535
	Port int32 `json:"port"`
}

// Phase is where an object is in its life.
// +kubebuilder:validation:Enum=Pending;Ready;Failed
type Phase string

// Ref names an object of the same namespace; the crew and fleet groups define types of
// the same name with other fields.
type Ref struct {
	// name of the object.
	Name string `json:"name"`
}

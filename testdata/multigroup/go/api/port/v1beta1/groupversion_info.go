// Package v1beta1 is the v1beta1 version of the port API group.
// +kubebuilder:object:generate=true
// +groupName=port.example.com
package v1beta1

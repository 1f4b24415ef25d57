// Package v1 is the v1 version of the fleet API group.
// +kubebuilder:object:generate=true
// +groupName=fleet.example.com
package v1

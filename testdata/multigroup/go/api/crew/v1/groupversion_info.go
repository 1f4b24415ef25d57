// Package v1 is the v1 version of the crew API group.
// +kubebuilder:object:generate=true
// +groupName=crew.example.com
package v1

// Package v1 holds the v1 version of the webapp API: the Guestbook Kind of the kubebuilder
// quick start, the Go twin of testdata/guestbook/api/v1.
// +kubebuilder:object:generate=true
// +groupName=webapp.my.domain
package v1

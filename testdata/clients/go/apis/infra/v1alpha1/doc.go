// Package v1alpha1 is version v1alpha1 of the infra API group, the Go twin of
// testdata/clients/api/infra/v1alpha1.rs.
// +groupName=infra.example.com
// +groupGoName=Infrastructure
package v1alpha1

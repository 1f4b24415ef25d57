// Package v1 is version v1 of the webapp API group, the Go twin of
// testdata/clients/api/webapp/v1 for controller-gen and client-gen.
// +groupName=webapp.my.domain
package v1

// Package v1beta1 is version v1beta1 of the webapp API group, the Go twin of
// testdata/clients/api/webapp/v1beta1.rs.
// +groupName=webapp.my.domain
package v1beta1

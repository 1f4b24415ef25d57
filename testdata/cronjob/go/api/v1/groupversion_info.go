// Package v1 holds the CronJob Kind of the kubebuilder book's tutorial, the Go twin of
// testdata/cronjob/api/v1.rs.
// +kubebuilder:object:generate=true
// +groupName=batch.tutorial.kubebuilder.io
package v1

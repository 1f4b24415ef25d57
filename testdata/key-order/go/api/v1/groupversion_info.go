// Package v1 holds a Kind whose property names go-yaml v2 orders naturally: a non-letter
// before a letter (`client_ca` before `clientAuthType`) and digit runs as numbers (`item9`
// before `item10`), as controller-gen writes them.
//
// +groupName=keys.example.com
package v1

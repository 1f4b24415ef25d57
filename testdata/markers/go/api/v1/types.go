// Package v1 exercises every CRD marker kube-codegen supports. Fields are optional unless
// marked otherwise (package-level `Optional`).
// +kubebuilder:object:generate=true
// +groupName=markers.example.com
// +kubebuilder:validation:Optional
package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// Gadget is a Kind whose spec uses every marker.
// +kubebuilder:object:root=true
// +kubebuilder:resource:path=gadgets,singular=gadget,shortName=gd,categories=all;toys,scope=Namespaced
// +kubebuilder:subresource:status
// +kubebuilder:printcolumn:name="Count",type=integer,JSONPath=`.spec.count`,format=int32
// +kubebuilder:printcolumn:name="Mode",type=string,JSONPath=`.spec.mode`,priority=1,description="operating mode"
// +kubebuilder:metadata:annotations="example.com/owner=toys",labels="tier=test"
// +kubebuilder:selectablefield:JSONPath=`.spec.mode`
// +kubebuilder:validation:XValidation:rule="self.metadata.name.size() <= 63",message="name too long"
type Gadget struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// spec is the desired state.
	// +required
	Spec GadgetSpec `json:"spec"`
	// status is the observed state.
	Status *GadgetStatus `json:"status,omitempty"`
}

// GadgetSpec uses the field markers.
// +kubebuilder:validation:AtMostOneOf=left;right
// +kubebuilder:validation:ExactlyOneOf=mode;program
// +kubebuilder:validation:AtLeastOneOf=count;ratio
type GadgetSpec struct {
	// count is bounded on both sides.
	// +kubebuilder:validation:Minimum=-5
	// +kubebuilder:validation:Maximum=100
	// +kubebuilder:validation:ExclusiveMaximum=true
	// +kubebuilder:validation:MultipleOf=5
	Count *int32 `json:"count,omitempty"`

	// ratio is a percentage.
	// +kubebuilder:validation:Minimum=0
	// +kubebuilder:validation:ExclusiveMinimum=true
	// +kubebuilder:validation:Maximum=1000
	Ratio *int64 `json:"ratio,omitempty"`

	// name is a DNS label.
	// +kubebuilder:validation:MinLength=1
	// +kubebuilder:validation:MaxLength=63
	// +kubebuilder:validation:Pattern=`^[a-z0-9]([-a-z0-9]*[a-z0-9])?$`
	// +required
	Name string `json:"name"`

	// email has a format.
	// +kubebuilder:validation:Format=email
	Email *string `json:"email,omitempty"`

	// mode is one of a few words.
	// +kubebuilder:validation:Enum=fast;slow;"off"
	Mode *string `json:"mode,omitempty"`

	// program is the alternative to mode.
	Program *string `json:"program,omitempty"`

	// tags are short strings; uniqueness needs `+listType=set`.
	// +kubebuilder:validation:MinItems=1
	// +kubebuilder:validation:MaxItems=8
	// +listType=set
	// +kubebuilder:validation:items:MaxLength=16
	// +kubebuilder:validation:items:Pattern=`^[a-z]+$`
	Tags []string `json:"tags,omitempty"`

	// labels is replaced as a whole on apply.
	// +kubebuilder:validation:MinProperties=1
	// +kubebuilder:validation:MaxProperties=10
	// +mapType=atomic
	Labels map[string]string `json:"labels,omitempty"`

	// port is a number or a name.
	// +kubebuilder:validation:XIntOrString
	// +kubebuilder:validation:Pattern=`^[a-z0-9-]+$`
	Port *intstr.IntOrString `json:"port,omitempty"`

	// template is a whole embedded object.
	// +kubebuilder:validation:XEmbeddedResource
	// +kubebuilder:pruning:PreserveUnknownFields
	Template *runtime.RawExtension `json:"template,omitempty"`

	// extra is kept as it is written.
	// +kubebuilder:validation:Schemaless
	// +kubebuilder:pruning:PreserveUnknownFields
	Extra *runtime.RawExtension `json:"extra,omitempty"`

	// replicas defaults to one.
	// +kubebuilder:default=1
	// +kubebuilder:example=3
	// +kubebuilder:title="Replica count"
	Replicas *int32 `json:"replicas,omitempty"`

	// greeting has a string default.
	// +kubebuilder:default="hello"
	Greeting *string `json:"greeting,omitempty"`

	// zones default to a list.
	// +kubebuilder:default={a,b}
	Zones []string `json:"zones,omitempty"`

	// limits default to a map.
	// +kubebuilder:default={cpu: "1", memory: "1Gi"}
	Limits map[string]string `json:"limits,omitempty"`

	// level uses the Kubernetes-style default.
	// +default="info"
	Level *string `json:"level,omitempty"`

	// docs link somewhere.
	// +kubebuilder:externalDocs:url="https://example.com/docs",description="more"
	// +nullable
	Docs *string `json:"docs,omitempty"`

	// left is one side.
	Left *string `json:"left,omitempty"`

	// right is the other side.
	Right *string `json:"right,omitempty"`

	// owner must be given.
	// +kubebuilder:validation:Required
	// +k8s:immutable
	Owner string `json:"owner"`

	// region cannot change once set.
	// +k8s:immutable
	Region *string `json:"region,omitempty"`

	// team is required through the k8s alias.
	// +k8s:required
	Team string `json:"team"`

	// note is optional through the k8s alias.
	// +k8s:optional
	Note *string `json:"note,omitempty"`

	// rules checks a pair of numbers.
	// +kubebuilder:validation:XValidation:rule="self.min <= self.max",message="min must not exceed max",reason=FieldValueInvalid,fieldPath=".min"
	// +kubebuilder:validation:XValidation:rule="self.max < 1000",messageExpression="self.max > 999 ? 'max too big' : 'invalid max'"
	// +kubebuilder:validation:XValidation:rule="!oldSelf.hasValue() || self.min >= oldSelf.value().min",message="min may not decrease",optionalOldSelf=true
	Range *Range `json:"range,omitempty"`

	// ports are a map-list keyed by name.
	// +listType=map
	// +listMapKey=name
	Ports []NamedPort `json:"ports,omitempty"`

	// endpoints are keyed by host and port.
	// +k8s:listType=map
	// +k8s:listMapKey=host
	// +k8s:listMapKey=port
	Endpoints []Endpoint `json:"endpoints,omitempty"`

	// args are replaced as a whole.
	// +listType=atomic
	Args []string `json:"args,omitempty"`

	// origin is replaced as a whole.
	// +structType=atomic
	Origin *Point `json:"origin,omitempty"`

	// color is a closed set.
	Color *Color `json:"color,omitempty"`
}

// Range is a pair of bounds.
type Range struct {
	// min is the lower bound.
	// +required
	Min int32 `json:"min"`
	// max is the upper bound.
	// +required
	Max int32 `json:"max"`
}

// NamedPort is a port with a name.
type NamedPort struct {
	// name is the key.
	// +required
	Name string `json:"name"`
	// port is the number.
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:Maximum=65535
	Port *int32 `json:"port,omitempty"`
}

// Endpoint is a host and port.
type Endpoint struct {
	// host is half the key.
	// +required
	Host string `json:"host"`
	// port is the other half.
	// +required
	Port int32 `json:"port"`
}

// Point is a position.
type Point struct {
	// x is the column.
	X *int32 `json:"x,omitempty"`
	// y is the row.
	Y *int32 `json:"y,omitempty"`
}

// Color is one of the primary colors.
// +k8s:enum
type Color string

const (
	// Blue.
	Blue Color = "blue"
	// Green.
	Green Color = "green"
	// Red.
	Red Color = "red"
)

// GadgetStatus is the observed state.
type GadgetStatus struct {
	// observedGeneration is the last generation seen.
	ObservedGeneration *int64 `json:"observedGeneration,omitempty"`
}

//! +groupName=a.example.com

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// +kubebuilder:object:root=true
pub struct Widget {
    pub metadata: ObjectMeta,
    pub spec: WidgetSpec,
}

pub struct WidgetSpec {
    /// `Ref` is defined in group b, but not imported here: no guess by name.
    pub target: Ref,
    /// The module exists, the type does not.
    pub other: super::super::b::v1::Missing,
}

//! +groupName=example.com

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Widget is a widget.
/// +kubebuilder:object:root=true
pub struct Widget {
    pub metadata: ObjectMeta,
    pub spec: Spec,
}

/// Gadget is a gadget, removed in `api-after`.
/// +kubebuilder:object:root=true
pub struct Gadget {
    pub metadata: ObjectMeta,
    pub spec: Spec,
}

/// Spec is the desired state of both.
pub struct Spec {
    /// size is the size.
    pub size: i32,
}

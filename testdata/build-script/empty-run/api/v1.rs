//! Version v1 of an API group whose `+groupName` was forgotten.

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Widget is a widget.
/// +kubebuilder:object:root=true
pub struct Widget {
    pub metadata: ObjectMeta,
    pub spec: WidgetSpec,
}

/// WidgetSpec is the desired state.
pub struct WidgetSpec {
    /// size is the widget's size.
    pub size: i32,
}

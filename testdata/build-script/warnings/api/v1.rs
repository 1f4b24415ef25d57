//! +groupName=example.com

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
    /// +optinal
    pub size: Option<i32>,
    // +kubebuilder:validation:Minimum=1
    pub count: i32,
}

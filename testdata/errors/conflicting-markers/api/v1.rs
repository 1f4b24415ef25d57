//! +groupName=errors.example.com
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Widget has markers that contradict each other.
/// +kubebuilder:object:root=true
pub struct Widget {
    /// metadata.
    pub metadata: ObjectMeta,
    /// size cannot be both.
    /// +optional
    /// +required
    pub size: i32,
    /// level has an empty range.
    /// +kubebuilder:validation:Minimum=10
    /// +kubebuilder:validation:Maximum=1
    pub level: i32,
    /// name has an empty length range.
    /// +kubebuilder:validation:MinLength=5
    /// +kubebuilder:validation:MaxLength=2
    pub name: String,
    /// color is not an enum.
    pub color: Color,
}

/// Color would be a closed set, but it is a newtype.
/// +k8s:enum
pub struct Color(pub String);

//! +groupName=errors.example.com
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Widget has defaults that its own schema rejects.
/// +kubebuilder:object:root=true
pub struct Widget {
    /// metadata.
    pub metadata: ObjectMeta,
    /// replicas defaults to a word.
    /// +kubebuilder:default=three
    pub replicas: Option<i32>,
    /// mode defaults to a value outside its enum.
    /// +kubebuilder:validation:Enum=fast;slow
    /// +kubebuilder:default=medium
    pub mode: Option<String>,
}

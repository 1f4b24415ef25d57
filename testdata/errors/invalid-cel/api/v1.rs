//! +groupName=errors.example.com
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Widget has a broken CEL rule.
/// +kubebuilder:object:root=true
/// +kubebuilder:validation:XValidation:rule="self.spec.size >= ",message="size"
pub struct Widget {
    /// metadata.
    pub metadata: ObjectMeta,
}

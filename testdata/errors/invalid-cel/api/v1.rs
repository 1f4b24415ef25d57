//! +groupName=errors.example.com
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Widget has a broken CEL rule.
/// +kubebuilder:object:root=true
/// +kubebuilder:validation:XValidation:rule="self.spec.size >= ",message="size"
pub struct Widget {
    /// metadata.
    pub metadata: ObjectMeta,
    /// spec has a rule of its own before its flattened struct's broken one.
    pub spec: Spec,
}

/// Spec's own rule comes first; Inner's second, located at Inner's marker.
/// +kubebuilder:validation:XValidation:rule="self.a != ''",message="a"
pub struct Spec {
    /// a.
    pub a: String,
    /// inner is written inline.
    #[serde(flatten)]
    pub inner: Inner,
}

/// Inner has the broken rule.
/// +kubebuilder:validation:XValidation:rule="self.b >",message="b"
pub struct Inner {
    /// b.
    pub b: i32,
}

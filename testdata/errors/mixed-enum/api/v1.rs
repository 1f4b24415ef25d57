//! +groupName=errors.example.com
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Widget holds an externally tagged enum mixing unit and data variants.
/// +kubebuilder:object:root=true
pub struct Widget {
    /// metadata.
    pub metadata: ObjectMeta,
    /// mode is a string or an object.
    pub mode: Mode,
}

/// Mode is not structural.
pub enum Mode {
    /// Off.
    Off,
    /// On, with a level.
    On(i32),
}

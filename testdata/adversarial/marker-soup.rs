//! +groupName=adv.example.com

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Adv is a Kind.
/// +kubebuilder:object:root=true
pub struct Adv {
    /// metadata is standard.
    pub metadata: ObjectMeta,
    /// +kubebuilder:validation:Minimum=
    pub f0: String,
    /// +kubebuilder:validation:Pattern=`(`
    pub f1: String,
    /// +kubebuilder:default={{{
    pub f2: String,
    /// +listType=map
    pub f3: String,
    /// +kubebuilder:validation:XValidation:rule=
    pub f4: String,
    /// +kubebuilder:printcolumn:name=
    pub f5: String,
    /// +default=[1,
    pub f6: String,
    /// +kubebuilder:validation:Enum=;;;
    pub f7: String,
    /// +kubebuilder:validation:Minimum:=x
    pub f8: String,
    /// +kubebuilder:validation:MaxLength=-1
    pub f9: String,
}

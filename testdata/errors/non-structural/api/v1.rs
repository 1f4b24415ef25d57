//! +groupName=errors.example.com
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Widget declares a map-list without keys.
/// +kubebuilder:object:root=true
pub struct Widget {
    /// metadata.
    pub metadata: ObjectMeta,
    /// items are a map-list without a key.
    /// +listType=map
    pub items: Vec<Item>,
}

/// Item is a list entry.
pub struct Item {
    /// name of the item.
    pub name: String,
}

//! +groupName=errors.example.com
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Tree is recursive.
/// +kubebuilder:object:root=true
pub struct Tree {
    /// metadata.
    pub metadata: ObjectMeta,
    /// root of the tree.
    pub root: Node,
}

/// Node is a tree node.
pub struct Node {
    /// value at this node.
    pub value: i32,
    /// children of this node.
    pub children: Vec<Node>,
}

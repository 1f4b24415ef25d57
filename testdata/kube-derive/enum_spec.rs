//! A cluster-scoped Kind whose spec is an enum of struct variants (one of them empty), each
//! documented.
use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Debug, Clone, JsonSchema)]
#[kube(group = "geometry.example.com", version = "v1", kind = "Shape")]
#[serde(rename_all = "camelCase")]
pub enum ShapeSpec {
    /// A circle of a radius.
    Circle { radius: i32 },
    /// A polygon named by its vertices.
    Polygon { vertices: String },
    /// A point, which has no size.
    Point {},
}

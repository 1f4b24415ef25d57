//! kube-rs `examples/crd_derive.rs`, with two changes: `FooStatus::conditions` (a
//! `schema_with` function) left out, and `selectable = ".spec.name"` where the example writes
//! `spec.name`, which the API server refuses (kube-codegen reports it at build time).
use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(
    CustomResource, Serialize, Deserialize, Default, Debug, PartialEq, Eq, Clone, JsonSchema,
)]
#[kube(
    group = "clux.dev",
    version = "v1",
    kind = "Foo",
    plural = "fooz",
    root = "FooCrd",
    namespaced,
    doc = "Custom resource representing a Foo",
    status = "FooStatus",
    derive = "PartialEq",
    derive = "Default",
    attr = "allow(deprecated)",
    shortname = "f",
    scale(
        spec_replicas_path = ".spec.replicas",
        status_replicas_path = ".status.replicas"
    ),
    printcolumn(
        name = "Spec",
        type_ = "string",
        description = "name of foo",
        json_path = ".spec.name",
    ),
    selectable = ".spec.name"
)]
pub struct MyFoo {
    name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    info: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq, Default, JsonSchema)]
pub struct FooStatus {
    is_bad: bool,
}

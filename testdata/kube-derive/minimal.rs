//! The smallest namespaced Kind: a spec of two strings, no status.
use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Deserialize, Serialize, Clone, Debug, JsonSchema)]
#[kube(group = "notes.example.com", version = "v1", kind = "Note", namespaced)]
pub struct NoteSpec {
    title: String,
    body: String,
}

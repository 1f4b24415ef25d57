//! A Widget with a bounded size and a status, as `e2e/tests/kube_derive_twin.rs` writes it.
use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// WidgetSpec is the desired state of a Widget.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq, JsonSchema)]
#[kube(
    group = "derive.example.com",
    version = "v1",
    kind = "Widget",
    namespaced,
    status = "WidgetStatus",
    printcolumn = r#"{"name":"Size","type":"integer","jsonPath":".spec.size"}"#
)]
pub struct WidgetSpec {
    /// size is between 1 and 10.
    #[schemars(range(min = 1, max = 10))]
    pub size: i32,
}

/// WidgetStatus is the observed state of a Widget.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, JsonSchema)]
pub struct WidgetStatus {
    /// phase is a one-word summary.
    pub phase: Option<String>,
}

//! The conversions of `port.example.com/v1` that need their context: v2's new `region`
//! defaults to the object's namespace, and v1's `berths`, the port's total, goes to the
//! main crane in v2 — which `Crane`'s conversion tells from the spare by its place in the
//! object. v2 keeps each crane's own count, each dock's depth and each light's colour through
//! v1 (`+kube-codegen:conversion:preserve`).

use kube_codegen_runtime::conversion::{Context, ConversionError};

use super::api::{v1, v2};
use super::conversions::{Conversions, v1::ManualConversions};

impl ManualConversions for Conversions {
    fn port_spec_region_to_hub(
        _from: &v1::PortSpec,
        cx: &Context<'_>,
    ) -> Result<String, ConversionError> {
        let namespace = cx.metadata().and_then(|m| m.namespace.clone());
        Ok(namespace.unwrap_or_else(|| "default".into()))
    }

    fn port_spec_berths_from_hub(
        from: &v2::PortSpec,
        _cx: &Context<'_>,
    ) -> Result<i32, ConversionError> {
        Ok(from.crane.berths + from.spare.as_ref().map_or(0, |c| c.berths))
    }

    // ANCHOR: context
    fn crane_berths_to_hub(_from: &v1::Crane, cx: &Context<'_>) -> Result<i32, ConversionError> {
        // v1's spec holds the port's total: the main crane's; the spare's, none.
        let spec = cx
            .ancestor::<v1::PortSpec>()
            .ok_or_else(|| ConversionError::new("a crane outside a port's spec"))?;
        Ok(if cx.path() == "spec.crane" {
            spec.berths
        } else {
            0
        })
    }
    // ANCHOR_END: context

    fn dock_depth_to_hub(_from: &v1::Dock, _cx: &Context<'_>) -> Result<i32, ConversionError> {
        // A dock written at v1 has no known depth; one read at v1 gets it back from the
        // annotation.
        Ok(0)
    }

    fn light_color_to_hub(_from: &v1::Light, _cx: &Context<'_>) -> Result<String, ConversionError> {
        Ok(String::new())
    }
}

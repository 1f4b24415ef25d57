//! The conversions of `port.example.com/v1` that need their context: v2's new `region`
//! defaults to the object's namespace, and `berths`, a field of v1's spec, is a field of
//! each crane in v2 — the main crane's, which `Crane`'s conversion tells from the spare's
//! by its place in the object.

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
        Ok(from.crane.berths)
    }

    // ANCHOR: context
    fn crane_berths_to_hub(_from: &v1::Crane, cx: &Context<'_>) -> Result<i32, ConversionError> {
        // v1's spec held the main crane's berths; the spare crane serves none.
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
}

//! The conversions of `ships.example.com/v1` and `v1beta1` that kube-codegen cannot
//! generate: v2 (the hub) replaced `captain` by a `crew` list whose first member commands.

use kube_codegen_runtime::conversion::ConversionError;

use super::api::{v1, v1beta1, v2};
use super::conversions::{Conversions, v1 as from_v1, v1beta1 as from_v1beta1};

impl from_v1::ManualConversions for Conversions {
    fn frigate_spec_crew_to_hub(from: &v1::FrigateSpec) -> Result<Vec<String>, ConversionError> {
        Ok(from.captain.iter().cloned().collect())
    }

    fn frigate_spec_captain_from_hub(
        from: &v2::FrigateSpec,
    ) -> Result<Option<String>, ConversionError> {
        Ok(from.crew.first().cloned())
    }
}

impl from_v1beta1::ManualConversions for Conversions {
    fn frigate_spec_crew_to_hub(
        _from: &v1beta1::FrigateSpec,
    ) -> Result<Vec<String>, ConversionError> {
        Ok(Vec::new())
    }
}

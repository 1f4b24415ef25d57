//! The conversions of `harbor.example.com/v1` that the generated code leaves to the user
//! here: a struct whose only field was renamed and rescaled (`tons` → `kilograms`), a
//! field and a type whose meaning changed under the same name and shape (marked
//! `+kube-codegen:conversion:manual`), a phase whose hub enum has a value v1's lacks, and a
//! fault whose generated conversion is corrected (`+kube-codegen:conversion:override`: v2's
//! codes are v1's plus 1000).

use kube_codegen_runtime::conversion::ConversionError;

use super::api::{v1, v2};
use super::conversions::Conversions;
use super::conversions::v1::{ManualConversions, auto_fault_from_hub, auto_fault_to_hub};

impl ManualConversions for Conversions {
    fn dock_status_ready_to_hub(from: &v1::DockStatus) -> Result<i32, ConversionError> {
        from.ready
            .checked_mul(10)
            .ok_or_else(|| ConversionError::new("status.ready is out of range"))
    }

    fn dock_status_phase_from_hub(from: &v2::DockStatus) -> Result<v1::Phase, ConversionError> {
        // v1 has no `Flooded`: a flooded dock is closed.
        Ok(match from.phase.as_str() {
            "Flooded" => "Closed".into(),
            other => other.into(),
        })
    }

    fn dock_status_ready_from_hub(from: &v2::DockStatus) -> Result<i32, ConversionError> {
        Ok(from.ready / 10)
    }

    fn crane_kilograms_to_hub(from: &v1::Crane) -> Result<i64, ConversionError> {
        Ok(i64::from(from.tons) * 1000)
    }

    fn crane_tons_from_hub(from: &v2::Crane) -> Result<i32, ConversionError> {
        i32::try_from(from.kilograms / 1000)
            .map_err(|_| ConversionError::new("spec.crane.kilograms is out of v1's range"))
    }

    fn lights_to_hub(from: &v1::Lights) -> Result<v2::Lights, ConversionError> {
        Ok(v2::Lights {
            level: from.level.saturating_mul(10),
        })
    }

    fn lights_from_hub(from: &v2::Lights) -> Result<v1::Lights, ConversionError> {
        Ok(v1::Lights {
            level: from.level / 10,
        })
    }

    // ANCHOR: override
    fn fault_to_hub(from: &v1::errors::Fault) -> Result<v2::errors::Fault, ConversionError> {
        let mut fault = auto_fault_to_hub(from)?; // every field converted as generated
        fault.code += 1000; // v2's codes are v1's plus 1000
        Ok(fault)
    }
    // ANCHOR_END: override

    fn fault_from_hub(from: &v2::errors::Fault) -> Result<v1::errors::Fault, ConversionError> {
        let mut fault = auto_fault_from_hub(from)?;
        fault.code -= 1000;
        Ok(fault)
    }
}

//! The conversions of the kubebuilder book's multi-version tutorial
//! (`api/v2/cronjob_conversion.go`): v2's schedule is a struct of five fields, the hub's (v1)
//! one Cron string. `kube-codegen` generates every other field's conversion (`crate::
//! conversions`); these are the two it cannot, as the tutorial writes them: an absent field
//! is `*`, and a `*` comes back absent.

use kube_codegen_runtime::conversion::ConversionError;

use crate::api::{v1, v2};
use crate::conversions::{Conversions, v2::ManualConversions};

impl ManualConversions for Conversions {
    fn cron_job_spec_schedule_to_hub(from: &v2::CronJobSpec) -> Result<String, ConversionError> {
        let s = &from.schedule;
        let parts = [
            &s.minute,
            &s.hour,
            &s.day_of_month,
            &s.month,
            &s.day_of_week,
        ];
        let parts: Vec<&str> = parts.iter().map(|p| p.as_deref().unwrap_or("*")).collect();
        Ok(parts.join(" "))
    }

    fn cron_job_spec_schedule_from_hub(
        from: &v1::CronJobSpec,
    ) -> Result<v2::CronSchedule, ConversionError> {
        let parts: Vec<&str> = from.schedule.split(' ').collect();
        let [minute, hour, day_of_month, month, day_of_week] = parts[..] else {
            return Err(ConversionError::new(
                "the schedule is not five space-separated Cron parts",
            ));
        };
        let part = |raw: &str| (raw != "*").then(|| raw.to_string());
        Ok(v2::CronSchedule {
            minute: part(minute),
            hour: part(hour),
            day_of_month: part(day_of_month),
            month: part(month),
            day_of_week: part(day_of_week),
        })
    }
}

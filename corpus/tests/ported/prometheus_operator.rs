//! prometheus-operator's AlertmanagerConfig conversion between v1beta1 and the hub v1alpha1
//! (the storage version), ported from the behaviour of its hand-written Go conversion
//! (`pkg/apis/monitoring/v1beta1`'s `ConvertTo`/`ConvertFrom`, module
//! `github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring` v0.94.1) as this
//! project's own code on the generated conversions:
//! - the spec's `muteTimeIntervals` (v1alpha1) is `timeIntervals` (v1beta1), the same
//!   intervals under another name;
//! - a secret key reference is Kubernetes' `SecretKeySelector` at v1alpha1 and the API's own
//!   `{name, key}` at v1beta1, which has no `optional`;
//! - a matcher's match type at v1beta1 is v1alpha1's, or, where that is unset, what the
//!   deprecated `regex` means (`=~` when true, `=` when false); v1beta1 has no `regex`.
//!   Go also writes `=` where neither is set; the port leaves it unset there (the same
//!   meaning), so that a v1beta1 object comes back as written;
//! - child routes are schemaless JSON that each version reads as its own `Route`: each is
//!   converted as a route, recursively;
//! - OpsGenie's `updateAlerts` exists at v1alpha1 only.
//!
//! Everything else the generated code converts. What v1beta1 cannot hold comes back through
//! v1beta1 because the hub Kind is marked `+kube-codegen:conversion:preserve`
//! (`kube_codegen_corpus::manifest::PORTED`).

use k8s_openapi::api::core::v1::SecretKeySelector;
use kube_codegen_runtime::conversion::ConversionError;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::ported::prometheus_operator::api::monitoring::{v1alpha1, v1beta1};
use crate::ported::prometheus_operator::conversions::Conversions;
use crate::ported::prometheus_operator::conversions::monitoring_v1beta1::{
    ManualConversions, auto_route_from_hub, auto_route_to_hub, auto_source_match_from_hub,
    auto_source_match_to_hub,
};

type Result<T> = std::result::Result<T, ConversionError>;

/// `from` as `T`, a type of the same JSON shape (the time intervals of both versions).
fn reshaped<F: Serialize, T: DeserializeOwned>(from: &F) -> Result<T> {
    let json = serde_json::to_value(from).map_err(|e| ConversionError::new(e.to_string()))?;
    T::deserialize(json).map_err(|e| ConversionError::new(e.to_string()))
}

/// v1beta1's secret key reference as Kubernetes'.
fn to_core(from: &Option<v1beta1::BearerTokenSecret>) -> Result<Option<SecretKeySelector>> {
    Ok(from.as_ref().map(|s| SecretKeySelector {
        name: s.name.clone(),
        key: s.key.clone(),
        optional: None,
    }))
}

/// Kubernetes' secret key reference as v1beta1's, without `optional`.
fn from_core(from: &Option<SecretKeySelector>) -> Result<Option<v1beta1::BearerTokenSecret>> {
    Ok(from.as_ref().map(|s| v1beta1::BearerTokenSecret {
        name: s.name.clone(),
        key: s.key.clone(),
    }))
}

/// Each child route (JSON) read as an `F` route, converted by `convert`, and written back:
/// an error names the route's index, as Go's.
fn children<F: DeserializeOwned, T: Serialize>(
    routes: &Option<Vec<Value>>,
    convert: impl Fn(&F) -> Result<T>,
) -> Result<Option<Vec<Value>>> {
    let Some(routes) = routes else {
        return Ok(None);
    };
    let converted = routes.iter().enumerate().map(|(i, child)| {
        let at = |e: &dyn std::fmt::Display| ConversionError::new(format!("route[{i}]: {e}"));
        let route = F::deserialize(child).map_err(|e| at(&e))?;
        let route = convert(&route).map_err(|e| at(&e))?;
        serde_json::to_value(route).map_err(|e| at(&e))
    });
    converted.collect::<Result<Vec<_>>>().map(Some)
}

impl ManualConversions for Conversions {
    fn alertmanager_config_spec_mute_time_intervals_to_hub(
        from: &v1beta1::AlertmanagerConfigSpec,
    ) -> Result<Option<Vec<v1alpha1::MuteTimeInterval>>> {
        reshaped(&from.time_intervals)
    }

    fn alertmanager_config_spec_time_intervals_from_hub(
        from: &v1alpha1::AlertmanagerConfigSpec,
    ) -> Result<Option<Vec<v1beta1::TimeInterval>>> {
        reshaped(&from.mute_time_intervals)
    }

    fn route_to_hub(from: &v1beta1::Route) -> Result<v1alpha1::Route> {
        let mut route = auto_route_to_hub(from)?;
        route.routes = children(&from.routes, Self::route_to_hub)?;
        Ok(route)
    }

    fn route_from_hub(from: &v1alpha1::Route) -> Result<v1beta1::Route> {
        let mut route = auto_route_from_hub(from)?;
        route.routes = children(&from.routes, Self::route_from_hub)?;
        Ok(route)
    }

    fn source_match_regex_to_hub(_from: &v1beta1::SourceMatch) -> Result<Option<bool>> {
        // v1beta1 says it with the match type.
        Ok(None)
    }

    fn source_match_to_hub(from: &v1beta1::SourceMatch) -> Result<v1alpha1::SourceMatch> {
        auto_source_match_to_hub(from)
    }

    fn source_match_from_hub(from: &v1alpha1::SourceMatch) -> Result<v1beta1::SourceMatch> {
        let mut matcher = auto_source_match_from_hub(from)?;
        if matcher.match_type.as_deref().unwrap_or_default().is_empty() {
            matcher.match_type = from
                .regex
                .map(|regex| if regex { "=~" } else { "=" }.to_string());
        }
        Ok(matcher)
    }

    fn email_config_auth_password_to_hub(
        from: &v1beta1::EmailConfig,
    ) -> Result<Option<SecretKeySelector>> {
        to_core(&from.auth_password)
    }

    fn email_config_auth_secret_to_hub(
        from: &v1beta1::EmailConfig,
    ) -> Result<Option<SecretKeySelector>> {
        to_core(&from.auth_secret)
    }

    fn email_config_auth_password_from_hub(
        from: &v1alpha1::EmailConfig,
    ) -> Result<Option<v1beta1::BearerTokenSecret>> {
        from_core(&from.auth_password)
    }

    fn email_config_auth_secret_from_hub(
        from: &v1alpha1::EmailConfig,
    ) -> Result<Option<v1beta1::BearerTokenSecret>> {
        from_core(&from.auth_secret)
    }

    fn opsgenie_config_api_key_to_hub(
        from: &v1beta1::OpsgenieConfig,
    ) -> Result<Option<SecretKeySelector>> {
        to_core(&from.api_key)
    }

    fn opsgenie_config_update_alerts_to_hub(
        _from: &v1beta1::OpsgenieConfig,
    ) -> Result<Option<bool>> {
        // v1beta1 has no such setting: unset, as Go leaves it.
        Ok(None)
    }

    fn opsgenie_config_api_key_from_hub(
        from: &v1alpha1::OpsgenieConfig,
    ) -> Result<Option<v1beta1::BearerTokenSecret>> {
        from_core(&from.api_key)
    }

    fn pagerduty_config_routing_key_to_hub(
        from: &v1beta1::PagerdutyConfig,
    ) -> Result<Option<SecretKeySelector>> {
        to_core(&from.routing_key)
    }

    fn pagerduty_config_service_key_to_hub(
        from: &v1beta1::PagerdutyConfig,
    ) -> Result<Option<SecretKeySelector>> {
        to_core(&from.service_key)
    }

    fn pagerduty_config_routing_key_from_hub(
        from: &v1alpha1::PagerdutyConfig,
    ) -> Result<Option<v1beta1::BearerTokenSecret>> {
        from_core(&from.routing_key)
    }

    fn pagerduty_config_service_key_from_hub(
        from: &v1alpha1::PagerdutyConfig,
    ) -> Result<Option<v1beta1::BearerTokenSecret>> {
        from_core(&from.service_key)
    }

    fn pushover_config_token_to_hub(
        from: &v1beta1::PushoverConfig,
    ) -> Result<Option<SecretKeySelector>> {
        to_core(&from.token)
    }

    fn pushover_config_user_key_to_hub(
        from: &v1beta1::PushoverConfig,
    ) -> Result<Option<SecretKeySelector>> {
        to_core(&from.user_key)
    }

    fn pushover_config_token_from_hub(
        from: &v1alpha1::PushoverConfig,
    ) -> Result<Option<v1beta1::BearerTokenSecret>> {
        from_core(&from.token)
    }

    fn pushover_config_user_key_from_hub(
        from: &v1alpha1::PushoverConfig,
    ) -> Result<Option<v1beta1::BearerTokenSecret>> {
        from_core(&from.user_key)
    }

    fn slack_config_api_url_to_hub(
        from: &v1beta1::SlackConfig,
    ) -> Result<Option<SecretKeySelector>> {
        to_core(&from.api_url)
    }

    fn slack_config_api_url_from_hub(
        from: &v1alpha1::SlackConfig,
    ) -> Result<Option<v1beta1::BearerTokenSecret>> {
        from_core(&from.api_url)
    }

    fn telegram_config_bot_token_to_hub(
        from: &v1beta1::TelegramConfig,
    ) -> Result<Option<SecretKeySelector>> {
        to_core(&from.bot_token)
    }

    fn telegram_config_bot_token_from_hub(
        from: &v1alpha1::TelegramConfig,
    ) -> Result<Option<v1beta1::BearerTokenSecret>> {
        from_core(&from.bot_token)
    }

    fn victorops_config_api_key_to_hub(
        from: &v1beta1::VictoropsConfig,
    ) -> Result<Option<SecretKeySelector>> {
        to_core(&from.api_key)
    }

    fn victorops_config_api_key_from_hub(
        from: &v1alpha1::VictoropsConfig,
    ) -> Result<Option<v1beta1::BearerTokenSecret>> {
        from_core(&from.api_key)
    }

    fn webhook_config_url_secret_to_hub(
        from: &v1beta1::WebhookConfig,
    ) -> Result<Option<SecretKeySelector>> {
        to_core(&from.url_secret)
    }

    fn webhook_config_url_secret_from_hub(
        from: &v1alpha1::WebhookConfig,
    ) -> Result<Option<v1beta1::BearerTokenSecret>> {
        from_core(&from.url_secret)
    }

    fn wechat_config_api_secret_to_hub(
        from: &v1beta1::WechatConfig,
    ) -> Result<Option<SecretKeySelector>> {
        to_core(&from.api_secret)
    }

    fn wechat_config_api_secret_from_hub(
        from: &v1alpha1::WechatConfig,
    ) -> Result<Option<v1beta1::BearerTokenSecret>> {
        from_core(&from.api_secret)
    }

    fn http_config_bearer_token_secret_to_hub(
        from: &v1beta1::HttpConfig,
    ) -> Result<Option<SecretKeySelector>> {
        to_core(&from.bearer_token_secret)
    }

    fn http_config_bearer_token_secret_from_hub(
        from: &v1alpha1::HttpConfig,
    ) -> Result<Option<v1beta1::BearerTokenSecret>> {
        from_core(&from.bearer_token_secret)
    }
}

//! The serde and schemars attributes that change kube-derive's schema, each as schemars 1
//! reads it: `transparent`, `skip`/`skip_deserializing`, `extend`, `inner`, `with = "Type"`,
//! `regex(path = …)` of a `const`/`static` string or a lazily built `Regex` (`LazyLock`,
//! `lazy_static!`, and validator 0.16's `path = "NAME"`), `required`, formats, `contains`,
//! `example`, `deny_unknown_fields`, `#[serde(default)]` of a type deriving `Default`, a
//! container's `#[schemars(rename)]`, a hand-written `JsonSchema` impl whose body is a
//! literal schema, and doc comments with blank-line runs and a `#` title.
use std::borrow::Cow;
use std::collections::BTreeMap;

use kube::CustomResource;
use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Deserialize, Serialize};

/// A name: lower-case letters and dashes.
pub const NAME_PATTERN: &str = "^[a-z-]+$";
static TAG_PATTERN: &str = "^v[0-9]+$";
/// A release: two numbers and a dot.
static RELEASE: std::sync::LazyLock<regex::Regex> =
    std::sync::LazyLock::new(|| regex::Regex::new(r"^[0-9]+\.[0-9]+$").unwrap());
lazy_static::lazy_static! {
    /// A channel's name.
    static ref CHANNEL: regex::Regex = regex::Regex::new("^(stable|beta)$").expect("a pattern");
}

/// A Gadget is built from parts.
///
///
/// The blank lines above are kept, as schemars keeps them.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, JsonSchema)]
#[kube(
    group = "attrs.example.com",
    version = "v1",
    kind = "Gadget",
    namespaced
)]
#[serde(rename_all = "camelCase")]
pub struct GadgetSpec {
    /// Serialized as the wrapped string.
    pub id: GadgetId,
    #[schemars(skip)]
    pub cache: Option<String>,
    #[serde(skip_deserializing)]
    pub computed: Option<String>,
    #[serde(skip_serializing)]
    pub write_only: Option<String>,
    #[schemars(extend("x-kubernetes-preserve-unknown-fields" = true))]
    pub settings: Settings,
    #[schemars(inner(length(min = 1), regex(pattern = NAME_PATTERN)))]
    pub names: Vec<String>,
    #[schemars(with = "String")]
    pub window: Window,
    #[serde(with = "window_text")]
    #[schemars(with = "String")]
    pub quiet_hours: Window,
    #[validate(regex(path = *TAG_PATTERN))]
    pub tag: String,
    #[validate(regex(path = *RELEASE))]
    pub release: String,
    #[validate(regex(path = "CHANNEL"))]
    pub channel: String,
    #[schemars(regex(pattern = NAME_PATTERN))]
    pub owner: String,
    #[schemars(required)]
    pub note: Option<String>,
    #[schemars(email)]
    pub contact: String,
    #[schemars(url)]
    pub home: Option<String>,
    #[schemars(contains(pattern = "a.b"))]
    pub path: String,
    #[schemars(example = 3)]
    pub replicas: i32,
    #[schemars(length(min = 1))]
    pub labels: BTreeMap<String, String>,
    /// # A titled field
    ///
    /// Its description follows the title.
    pub titled: Cow<'static, str>,
    pub timeout: Dur,
    /// Defaults to each field's default, as `Limits` derives it.
    #[serde(default)]
    pub limits: Limits,
}

/// What a Gadget may use; its `Default` is derived.
#[derive(Serialize, Deserialize, Clone, Debug, Default, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Limits {
    pub max_parts: u32,
    pub label: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    pub owner: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<String>,
    pub ratio: f64,
    pub id: GadgetId,
    pub extra: ExtraLimits,
}

/// Part of `Limits`.
#[derive(Serialize, Deserialize, Clone, Debug, Default, JsonSchema)]
pub struct ExtraLimits {
    pub enabled: bool,
    pub levels: BTreeMap<String, i32>,
}

/// An identifier.
#[derive(Serialize, Deserialize, Clone, Debug, Default, JsonSchema)]
#[serde(transparent)]
pub struct GadgetId {
    pub value: String,
}

#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "GadgetSettings")]
pub struct Settings {
    pub mode: String,
}

/// A time window, written as a string.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct Window {
    pub from: u32,
    pub to: u32,
}

impl JsonSchema for Window {
    fn schema_name() -> Cow<'static, str> {
        "Window".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({ "type": "object" })
    }
}

/// `Window` as `from-to` text.
mod window_text {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(w: &super::Window, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&format!("{}-{}", w.from, w.to))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<super::Window, D::Error> {
        let text = String::deserialize(d)?;
        let (from, to) = text.split_once('-').unwrap_or_default();
        Ok(super::Window {
            from: from.parse().map_err(serde::de::Error::custom)?,
            to: to.parse().map_err(serde::de::Error::custom)?,
        })
    }
}

/// A duration such as `1h30m`.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct Dur {
    pub seconds: u64,
}

impl JsonSchema for Dur {
    fn schema_name() -> Cow<'static, str> {
        "Dur".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "string",
            "pattern": "^([0-9]+(h|m|s))+$"
        })
    }
}

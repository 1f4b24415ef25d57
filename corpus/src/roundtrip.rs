//! A generated conversion run on a real API's object: spoke → hub → spoke, for the
//! imported Kinds of several versions the compile check builds with their conversions
//! (`tests/compile.rs`). The `ManualConversions` methods there are stubs that panic, so an
//! object whose conversion reaches one tells that the Kind needs the user's methods; every
//! other object must come back equal, or the generated code lost or changed a field.

use std::panic::AssertUnwindSafe;

use kube_codegen_runtime::Kind;
use kube_codegen_runtime::conversion::Convertible;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

/// The message of the stubs' panics (`corpus/build.rs` writes it).
pub const STUB_MESSAGE: &str = "the corpus compile check's stub";

/// One spoke Kind of the compile check with its conversion to the hub.
#[derive(Clone, Copy)]
pub struct ConversionProbe {
    /// The manifest's project.
    pub project: &'static str,
    /// The spoke's group, version and Kind.
    pub gvk: fn() -> (String, String, String),
    /// [`round_trip`] for the spoke and its hub.
    pub run: fn(&Value) -> RoundTrip,
}

/// What came of one object's spoke → hub → spoke.
#[derive(Debug)]
pub enum RoundTrip {
    /// Back equal.
    Equal,
    /// A `ManualConversions` method was reached (a stub here).
    Manual,
    /// The object does not read into the spoke's type.
    Unreadable(String),
    /// A generated conversion failed.
    Failed(String),
    /// Back, but different: the first JSON path that differs (`spec.a[0]`; empty when only
    /// the Rust values differ).
    Differs(String),
}

/// The spoke `S`'s group, version and Kind.
pub fn gvk<S: Kind>() -> (String, String, String) {
    (
        S::group(&()).into_owned(),
        S::version(&()).into_owned(),
        S::kind(&()).into_owned(),
    )
}

/// `object` read as `S`, converted to the hub `H` and back, and compared.
pub fn round_trip<S, H>(object: &Value) -> RoundTrip
where
    S: Convertible<H> + DeserializeOwned + Serialize + PartialEq,
{
    let spoke: S = match S::deserialize(object) {
        Ok(s) => s,
        Err(e) => return RoundTrip::Unreadable(e.to_string()),
    };
    let back = std::panic::catch_unwind(AssertUnwindSafe(|| {
        spoke.convert_to().and_then(|hub| S::convert_from(&hub))
    }));
    match back {
        Err(_) => RoundTrip::Manual,
        Ok(Err(e)) => RoundTrip::Failed(e.to_string()),
        Ok(Ok(back)) if back == spoke => RoundTrip::Equal,
        Ok(Ok(back)) => {
            let (a, b) = (
                serde_json::to_value(&spoke).unwrap_or_default(),
                serde_json::to_value(&back).unwrap_or_default(),
            );
            let mut at = Vec::new();
            crate::differences(&a, &b, "", &mut at);
            RoundTrip::Differs(at.into_iter().next().unwrap_or_default())
        }
    }
}

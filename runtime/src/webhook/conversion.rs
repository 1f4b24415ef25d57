//! `ConversionReview`s answered through each Kind's hub, as controller-runtime's conversion
//! webhook (`/convert`): an object of version A asked for at version B is converted A → hub
//! → B with the [`Convertible`] impls registered for its Kind.

use std::collections::BTreeMap;

use kube::core::Status;
use kube::core::conversion::{ConversionRequest, ConversionResponse, ConversionReview};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::Kind;
use crate::conversion::Convertible;

/// The path the conversion webhook is served at, as controller-runtime serves it and
/// kubebuilder's CRD patch (`config/crd/patches/webhook_in_<plural>.yaml`) names it.
pub const CONVERT_PATH: &str = "/convert";

/// An object (as JSON) converted between a version and the hub.
type Step = Box<dyn Fn(Value) -> Result<Value, String> + Send + Sync>;

/// One non-hub version: to the hub and back.
struct SpokeSteps {
    to_hub: Step,
    from_hub: Step,
}

/// The versions of one Kind: the hub's `apiVersion`, and every other version by its
/// `apiVersion`.
struct KindVersions {
    hub: String,
    spokes: BTreeMap<String, SpokeSteps>,
}

/// Every convertible Kind of a server, by `<group>/<Kind>`.
#[derive(Default)]
pub(super) struct Conversions {
    kinds: BTreeMap<String, KindVersions>,
}

fn api_version<K: Kind>() -> String {
    let (group, version) = (K::group(&()), K::version(&()));
    if group.is_empty() {
        version.into_owned()
    } else {
        format!("{group}/{version}")
    }
}

fn group_kind(group: &str, kind: &str) -> String {
    format!("{group}/{kind}")
}

/// `value` decoded as `T`, converted with `f`, and encoded again.
fn step<T, U>(value: Value, f: impl Fn(&T) -> Result<U, String>) -> Result<Value, String>
where
    T: DeserializeOwned,
    U: Serialize,
{
    let typed: T = serde_json::from_value(value).map_err(|e| format!("decoding: {e}"))?;
    serde_json::to_value(f(&typed)?).map_err(|e| format!("encoding: {e}"))
}

impl Conversions {
    pub(super) fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    /// Registers `Spoke`'s conversions to and from `Hub`. Errors when `Hub` is not of the
    /// same group and Kind, or when another hub was registered for the Kind.
    pub(super) fn add<Spoke, Hub>(&mut self) -> Result<(), String>
    where
        Spoke: Convertible<Hub> + Kind + Serialize + DeserializeOwned,
        Hub: Kind + Serialize + DeserializeOwned,
    {
        let (group, kind) = (Hub::group(&()), Hub::kind(&()));
        if Spoke::group(&()) != group || Spoke::kind(&()) != kind {
            return Err(format!(
                "{} {} is not a version of {} {}",
                api_version::<Spoke>(),
                Spoke::kind(&()),
                api_version::<Hub>(),
                kind
            ));
        }
        let hub = api_version::<Hub>();
        let spoke = api_version::<Spoke>();
        if spoke == hub {
            return Err(format!("{spoke} {kind} is its own hub"));
        }
        let key = group_kind(&group, &kind);
        let versions = self.kinds.entry(key).or_insert_with(|| KindVersions {
            hub: hub.clone(),
            spokes: BTreeMap::new(),
        });
        if versions.hub != hub {
            return Err(format!("{kind} has two hubs: {} and {hub}", versions.hub));
        }
        versions.spokes.insert(
            spoke,
            SpokeSteps {
                to_hub: Box::new(|v| {
                    step(v, |s: &Spoke| s.convert_to().map_err(|e| e.to_string()))
                }),
                from_hub: Box::new(|v| {
                    step(v, |h: &Hub| {
                        Spoke::convert_from(h).map_err(|e| e.to_string())
                    })
                }),
            },
        );
        Ok(())
    }

    /// One object converted to `desired` (an `apiVersion`).
    fn convert(&self, object: Value, desired: &str) -> Result<Value, String> {
        let from = object
            .get("apiVersion")
            .and_then(Value::as_str)
            .ok_or("an object without apiVersion")?
            .to_string();
        let kind = object
            .get("kind")
            .and_then(Value::as_str)
            .ok_or("an object without kind")?
            .to_string();
        if from == desired {
            return Ok(object);
        }
        let group = from.rsplit_once('/').map_or("", |(g, _)| g);
        let versions = self
            .kinds
            .get(&group_kind(group, &kind))
            .ok_or_else(|| format!("no conversions for {kind} of group {group:?}"))?;
        let spoke = |version: &str| {
            versions
                .spokes
                .get(version)
                .ok_or_else(|| format!("no conversion between {version} {kind} and its hub"))
        };
        let hub = if from == versions.hub {
            object
        } else {
            (spoke(&from)?.to_hub)(object)
                .map_err(|e| format!("converting {from} {kind} to {}: {e}", versions.hub))?
        };
        let mut out = if desired == versions.hub {
            hub
        } else {
            (spoke(desired)?.from_hub)(hub)
                .map_err(|e| format!("converting {} {kind} to {desired}: {e}", versions.hub))?
        };
        if let Some(fields) = out.as_object_mut() {
            fields.insert("apiVersion".into(), Value::String(desired.to_string()));
            fields.insert("kind".into(), Value::String(kind));
        }
        Ok(out)
    }

    /// Answers a `ConversionReview`: every object converted, or a `Failure` naming the
    /// first object that could not be.
    pub(super) fn review(&self, body: &[u8]) -> Vec<u8> {
        let answer = |response: ConversionResponse| {
            serde_json::to_vec(&response.into_review()).unwrap_or_default()
        };
        let review: ConversionReview = match serde_json::from_slice(body) {
            Ok(review) => review,
            Err(e) => {
                let status = Status::failure(&format!("not a ConversionReview: {e}"), "BadRequest");
                return answer(ConversionResponse::invalid(status));
            }
        };
        let mut request = match ConversionRequest::from_review(review) {
            Ok(request) => request,
            Err(_) => {
                let status = Status::failure("a ConversionReview without a request", "BadRequest");
                return answer(ConversionResponse::invalid(status));
            }
        };
        let desired = request.desired_api_version.clone();
        let objects = std::mem::take(&mut request.objects);
        let response = ConversionResponse::for_request(request);
        let mut converted = Vec::with_capacity(objects.len());
        for (i, object) in objects.into_iter().enumerate() {
            match self.convert(object, &desired) {
                Ok(object) => converted.push(object),
                Err(e) => {
                    let message = format!("object {i}: {e}");
                    return answer(response.failure(Status::failure(&message, "")));
                }
            }
        }
        answer(response.success(converted))
    }
}

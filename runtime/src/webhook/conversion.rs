//! `ConversionReview`s answered through each Kind's hub, as controller-runtime's conversion
//! webhook (`/convert`): an object of version A asked for at version B is converted A → hub
//! → B with the [`Convertible`] impls registered for its Kind. The review's objects stay
//! JSON text borrowed from the request's body until each is decoded, straight into its
//! type, and the converted ones are kept as text: a review costs a few times its size, not
//! the tenfold and more of a JSON value tree of every object.

use std::collections::BTreeMap;
use std::sync::Arc;

use bytes::Bytes;
use kube::core::Status;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use serde_json::value::RawValue;

use crate::Kind;
use crate::conversion::Convertible;

/// The path the conversion webhook is served at, as controller-runtime serves it and
/// kubebuilder's CRD patch (`config/crd/patches/webhook_in_<plural>.yaml`) names it.
pub const CONVERT_PATH: &str = "/convert";

/// An object (its JSON text) converted between a version and the hub.
type Step = Box<dyn Fn(&str) -> Result<Value, String> + Send + Sync>;

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

/// `json` decoded as `T`, converted with `f`, and encoded again.
fn step<T, U>(json: &str, f: impl Fn(&T) -> Result<U, String>) -> Result<Value, String>
where
    T: DeserializeOwned,
    U: Serialize,
{
    let typed: T = serde_json::from_str(json).map_err(|e| format!("decoding: {e}"))?;
    serde_json::to_value(f(&typed)?).map_err(|e| format!("encoding: {e}"))
}

/// A `ConversionReview` as the webhook reads it (`apiextensions.k8s.io/v1`, or `v1beta1`
/// of the same shape): `apiVersion` required, as kube's `ConversionReview` requires it,
/// and `kind` `ConversionReview`; the objects borrowed from the body as JSON text.
#[derive(Deserialize)]
struct Review<'a> {
    #[serde(rename = "apiVersion")]
    api_version: String,
    kind: String,
    #[serde(borrow, default)]
    request: Option<Request<'a>>,
}

#[derive(Deserialize)]
struct Request<'a> {
    uid: String,
    #[serde(rename = "desiredAPIVersion")]
    desired_api_version: String,
    #[serde(borrow)]
    objects: Vec<&'a RawValue>,
}

/// The `apiVersion` and `kind` of an object, the rest of it skipped.
#[derive(Deserialize)]
struct Head {
    #[serde(rename = "apiVersion")]
    api_version: Option<String>,
    kind: Option<String>,
}

/// The answer: a `ConversionReview` with its `response`, in kube's `ConversionReview`'s
/// shape, the converted objects as the JSON text they were encoded to.
#[derive(Serialize)]
struct Answer<'a> {
    #[serde(rename = "apiVersion")]
    api_version: &'a str,
    kind: &'static str,
    response: Response,
}

#[derive(Serialize)]
struct Response {
    uid: String,
    result: Status,
    #[serde(rename = "convertedObjects")]
    converted_objects: Vec<Box<RawValue>>,
}

/// The `apiVersion` of an answer to a review that could not be read.
const REVIEW_API_VERSION: &str = "apiextensions.k8s.io/v1";

/// The ConversionReview versions the API server sends, as controller-runtime accepts them.
const REVIEW_VERSIONS: [&str; 2] = [REVIEW_API_VERSION, "apiextensions.k8s.io/v1beta1"];

/// The JSON of a `ConversionReview` answering with `result` and `converted_objects`.
fn answer(
    api_version: &str,
    uid: String,
    result: Status,
    converted_objects: Vec<Box<RawValue>>,
) -> Vec<u8> {
    let answer = Answer {
        api_version,
        kind: "ConversionReview",
        response: Response {
            uid,
            result,
            converted_objects,
        },
    };
    serde_json::to_vec(&answer).unwrap_or_default()
}

/// [`Conversions::review`] of `body` on the blocking pool: converting a large review is
/// CPU work the async workers, which the probes share, should not do. A conversion that
/// panicked is answered as a `Failure` (without the request's `uid`, which went with it).
pub(super) async fn review_blocking(conversions: Arc<Conversions>, body: Bytes) -> Vec<u8> {
    tokio::task::spawn_blocking(move || conversions.review(&body))
        .await
        .unwrap_or_else(|e| {
            let status = Status::failure(&format!("converting: {e}"), "InternalError");
            answer(REVIEW_API_VERSION, String::new(), status, Vec::new())
        })
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

    /// One object (its JSON text) converted to `desired` (an `apiVersion`), as JSON text.
    fn convert(&self, object: &RawValue, desired: &str) -> Result<Box<RawValue>, String> {
        let head: Head =
            serde_json::from_str(object.get()).map_err(|e| format!("not an object: {e}"))?;
        let from = head.api_version.ok_or("an object without apiVersion")?;
        let kind = head.kind.ok_or("an object without kind")?;
        if from == desired {
            return Ok(object.to_owned());
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
        let to_hub = |object: &str| {
            (spoke(&from)?.to_hub)(object)
                .map_err(|e| format!("converting {from} {kind} to {}: {e}", versions.hub))
        };
        let from_hub = |hub: &str| {
            (spoke(desired)?.from_hub)(hub)
                .map_err(|e| format!("converting {} {kind} to {desired}: {e}", versions.hub))
        };
        let mut out = if desired == versions.hub {
            to_hub(object.get())?
        } else if from == versions.hub {
            from_hub(object.get())?
        } else {
            // Spoke to spoke: the hub's text in between.
            let hub = serde_json::to_string(&to_hub(object.get())?)
                .map_err(|e| format!("encoding: {e}"))?;
            from_hub(&hub)?
        };
        if let Some(fields) = out.as_object_mut() {
            fields.insert("apiVersion".into(), Value::String(desired.to_string()));
            fields.insert("kind".into(), Value::String(kind));
        }
        serde_json::value::to_raw_value(&out).map_err(|e| format!("encoding: {e}"))
    }

    /// Answers a `ConversionReview`: every object converted, or a `Failure` naming the
    /// first object that could not be (for the request's `uid`; for none when the body is
    /// no `ConversionReview` with a request).
    pub(super) fn review(&self, body: &[u8]) -> Vec<u8> {
        let review: Review<'_> = match serde_json::from_slice(body) {
            Ok(review) => review,
            Err(e) => {
                let status = Status::failure(&format!("not a ConversionReview: {e}"), "BadRequest");
                return answer(REVIEW_API_VERSION, String::new(), status, Vec::new());
            }
        };
        if review.kind != "ConversionReview"
            || !REVIEW_VERSIONS.contains(&review.api_version.as_str())
        {
            let message = format!(
                "not a ConversionReview of apiextensions.k8s.io/v1 or v1beta1: apiVersion {:?}, kind {:?}",
                review.api_version, review.kind
            );
            let status = Status::failure(&message, "BadRequest");
            return answer(REVIEW_API_VERSION, String::new(), status, Vec::new());
        }
        let Some(request) = review.request else {
            let status = Status::failure("a ConversionReview without a request", "BadRequest");
            return answer(&review.api_version, String::new(), status, Vec::new());
        };
        let desired = request.desired_api_version.as_str();
        let mut converted = Vec::with_capacity(request.objects.len());
        for (i, object) in request.objects.iter().enumerate() {
            match self.convert(object, desired) {
                Ok(object) => converted.push(object),
                Err(e) => {
                    let status = Status::failure(&format!("object {i}: {e}"), "");
                    return answer(&review.api_version, request.uid, status, Vec::new());
                }
            }
        }
        answer(
            &review.api_version,
            request.uid,
            Status::success(),
            converted,
        )
    }
}

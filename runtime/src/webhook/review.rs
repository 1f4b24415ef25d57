//! One `AdmissionReview`, answered by a typed defaulter or validator.

use std::fmt;

use bytes::Bytes;
use kube::core::admission::{AdmissionResponse, Operation};
use kube::core::{Status, TypeMeta};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use serde_json::value::RawValue;

use super::{CustomDefaulter, CustomValidator, Warnings};

/// A denied request: the API server refuses the client's request with this message (`admission
/// webhook "<name>" denied the request: <message>`), as controller-runtime's
/// `admission.Denied`: HTTP 403, reason `Forbidden`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Denied {
    message: String,
}

impl Denied {
    /// A denial with `message`.
    pub fn new(message: impl Into<String>) -> Self {
        Denied {
            message: message.into(),
        }
    }
}

impl fmt::Display for Denied {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Denied {}

/// A review as read from the body: its type, and the request with its objects still raw,
/// so that each is decoded straight into the webhook's Kind (no generic copy of it).
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Incoming<'a> {
    #[serde(default)]
    api_version: String,
    #[serde(default)]
    kind: String,
    #[serde(borrow)]
    request: Option<RawRequest<'a>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RawRequest<'a> {
    uid: String,
    operation: Operation,
    #[serde(borrow, default)]
    object: Option<&'a RawValue>,
    #[serde(borrow, default)]
    old_object: Option<&'a RawValue>,
}

/// A review's request decoded for a `K` webhook: the allowing response to start from, the
/// operation, and the object and old object as `K` (or why one does not decode).
struct Decoded<K> {
    response: AdmissionResponse,
    operation: Operation,
    object: Result<K, String>,
    old_object: Result<K, String>,
}

/// The AdmissionReview versions the API server sends, as controller-runtime accepts them.
const REVIEW_VERSIONS: [&str; 2] = ["admission.k8s.io/v1", "admission.k8s.io/v1beta1"];

/// Decodes `body` on the blocking pool (a large review is CPU work the async workers,
/// which the probes share, should not do); the answer to a body that is not a review
/// otherwise.
async fn decode<K>(body: Bytes) -> Result<Decoded<K>, Vec<u8>>
where
    K: DeserializeOwned + Send + 'static,
{
    let decoded = tokio::task::spawn_blocking(move || decode_now::<K>(&body)).await;
    decoded.unwrap_or_else(|e| Err(answer(AdmissionResponse::invalid(e.to_string()))))
}

fn decode_now<K: DeserializeOwned>(body: &[u8]) -> Result<Decoded<K>, Vec<u8>> {
    let invalid = |message: String| answer(AdmissionResponse::invalid(message));
    let review: Incoming<'_> = serde_json::from_slice(body)
        .map_err(|e| invalid(format!("not an AdmissionReview: {e}")))?;
    if review.kind != "AdmissionReview" || !REVIEW_VERSIONS.contains(&review.api_version.as_str()) {
        return Err(invalid(format!(
            "not an AdmissionReview of admission.k8s.io/v1 or v1beta1: apiVersion {:?}, kind {:?}",
            review.api_version, review.kind
        )));
    }
    let request = review
        .request
        .ok_or_else(|| invalid("an AdmissionReview without a request".into()))?;
    let mut response = AdmissionResponse::invalid("");
    response.types = TypeMeta {
        api_version: review.api_version,
        kind: review.kind,
    };
    response.uid = request.uid;
    response.allowed = true;
    response.result = Status::default();
    let typed = |raw: Option<&RawValue>, which: &str| -> Result<K, String> {
        let raw = raw.ok_or_else(|| format!("the review has no {which}"))?;
        serde_json::from_str(raw.get()).map_err(|e| format!("decoding the {which}: {e}"))
    };
    Ok(Decoded {
        response,
        operation: request.operation,
        object: typed(request.object, "object"),
        old_object: typed(request.old_object, "old object"),
    })
}

fn answer(response: AdmissionResponse) -> Vec<u8> {
    serde_json::to_vec(&response.into_review()).unwrap_or_default()
}

/// `response` denying with `message`, code 403 `Forbidden`.
fn denied(response: AdmissionResponse, message: &str) -> AdmissionResponse {
    let mut response = response.deny(message);
    response.result.code = 403;
    response.result.reason = "Forbidden".into();
    response
}

/// Answers a defaulting review: the JSON patch from the object as `K` reads it to the
/// object the defaulter made of it (so fields `K` does not know are never removed).
pub(super) async fn default<K>(body: Bytes, defaulter: &impl CustomDefaulter<K>) -> Vec<u8>
where
    K: Serialize + DeserializeOwned + Send + 'static,
{
    let (response, mut obj) = match decode::<K>(body).await {
        Ok(Decoded {
            response,
            object: Ok(obj),
            ..
        }) => (response, obj),
        Ok(Decoded {
            response,
            object: Err(e),
            ..
        }) => return answer(denied(response, &e)),
        Err(answer) => return answer,
    };
    let before = serde_json::to_value(&obj).unwrap_or(Value::Null);
    if let Err(denial) = defaulter.default(&mut obj).await {
        return answer(denied(response, &denial.message));
    }
    let after = serde_json::to_value(&obj).unwrap_or(Value::Null);
    let patch = json_patch::diff(&before, &after);
    if patch.0.is_empty() {
        return answer(response);
    }
    match response.clone().with_patch(patch) {
        Ok(patched) => answer(patched),
        Err(e) => answer(denied(response, &e.to_string())),
    }
}

/// Answers a validating review: create and update with the new object (and the old one),
/// delete with the old object, as controller-runtime's `validatorForType`.
pub(super) async fn validate<K>(body: Bytes, validator: &impl CustomValidator<K>) -> Vec<u8>
where
    K: Serialize + DeserializeOwned + Send + 'static,
{
    let req = match decode::<K>(body).await {
        Ok(decoded) => decoded,
        Err(answer) => return answer,
    };
    let response = req.response;
    let verdict = match req.operation {
        Operation::Create => match req.object {
            Ok(obj) => validator.validate_create(&obj).await,
            Err(e) => Err(super::Denied::new(e)),
        },
        Operation::Update => match (req.old_object, req.object) {
            (Ok(old), Ok(new)) => validator.validate_update(&old, &new).await,
            (Err(e), _) | (_, Err(e)) => Err(super::Denied::new(e)),
        },
        Operation::Delete => match req.old_object {
            Ok(obj) => validator.validate_delete(&obj).await,
            Err(e) => Err(super::Denied::new(e)),
        },
        Operation::Connect => Ok(Warnings::new()),
    };
    match verdict {
        Ok(warnings) => {
            let mut response = response;
            if !warnings.is_empty() {
                response.warnings = Some(warnings);
            }
            answer(response)
        }
        Err(denial) => answer(denied(response, &denial.message)),
    }
}

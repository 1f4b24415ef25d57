//! One `AdmissionReview`, answered by a typed defaulter or validator.

use std::fmt;

use kube::core::DynamicObject;
use kube::core::admission::{AdmissionRequest, AdmissionResponse, AdmissionReview, Operation};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

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

/// The review's request and an allowing response to it, or the answer to a body that is
/// not a review.
type Started = (AdmissionRequest<DynamicObject>, AdmissionResponse);

fn request(body: &[u8]) -> Result<Started, Vec<u8>> {
    let review: AdmissionReview<DynamicObject> = serde_json::from_slice(body).map_err(|e| {
        answer(AdmissionResponse::invalid(format!(
            "not an AdmissionReview: {e}"
        )))
    })?;
    let req: AdmissionRequest<DynamicObject> = review.try_into().map_err(|_| {
        answer(AdmissionResponse::invalid(
            "an AdmissionReview without a request",
        ))
    })?;
    let response = AdmissionResponse::from(&req);
    Ok((req, response))
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

/// An object of the review as `K`.
fn typed<K: DeserializeOwned>(obj: Option<&DynamicObject>, which: &str) -> Result<K, String> {
    let obj = obj.ok_or_else(|| format!("the review has no {which}"))?;
    let value = serde_json::to_value(obj).map_err(|e| e.to_string())?;
    serde_json::from_value(value).map_err(|e| format!("decoding the {which}: {e}"))
}

/// Answers a defaulting review: the JSON patch from the object as `K` reads it to the
/// object the defaulter made of it (so fields `K` does not know are never removed).
pub(super) async fn default<K>(body: &[u8], defaulter: &impl CustomDefaulter<K>) -> Vec<u8>
where
    K: Serialize + DeserializeOwned,
{
    let (req, response) = match request(body) {
        Ok(started) => started,
        Err(answer) => return answer,
    };
    let mut obj: K = match typed(req.object.as_ref(), "object") {
        Ok(obj) => obj,
        Err(e) => return answer(denied(response, &e)),
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
pub(super) async fn validate<K>(body: &[u8], validator: &impl CustomValidator<K>) -> Vec<u8>
where
    K: Serialize + DeserializeOwned,
{
    let (req, response) = match request(body) {
        Ok(started) => started,
        Err(answer) => return answer,
    };
    let verdict = match req.operation {
        Operation::Create => match typed(req.object.as_ref(), "object") {
            Ok(obj) => validator.validate_create(&obj).await,
            Err(e) => Err(super::Denied::new(e)),
        },
        Operation::Update => match (
            typed(req.old_object.as_ref(), "old object"),
            typed(req.object.as_ref(), "object"),
        ) {
            (Ok(old), Ok(new)) => validator.validate_update(&old, &new).await,
            (Err(e), _) | (_, Err(e)) => Err(super::Denied::new(e)),
        },
        Operation::Delete => match typed(req.old_object.as_ref(), "old object") {
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

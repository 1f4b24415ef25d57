//! The error type of typed clients and listers.

use kube::core::Status;

/// An error from a typed client, lister or informer.
///
/// API failures keep the server's `metav1.Status` (reason, code, message) so callers can
/// branch on them as with client-go's `apierrors.IsNotFound`/`IsConflict`/…. More variants
/// may come (`#[non_exhaustive]`): match with a wildcard arm, or use the `is_*` methods.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The API server (or the fake one, or a lister) answered with a failure `Status`,
    /// kept whole: `code` is the HTTP status, `reason` the machine-readable reason
    /// (`NotFound`, `AlreadyExists`, `Conflict`, `Invalid`, …), `message` the server's text.
    #[error("{} ({}, {})", .0.message, .0.reason, .0.code)]
    Api(Box<Status>),
    /// Any other failure of the underlying `kube` client: transport, TLS, decoding.
    #[error(transparent)]
    Client(kube::Error),
    /// An indexer was asked to add an index it has (`exists`), or to query one it does not
    /// have, as client-go's `AddIndexers` and `ByIndex` errors.
    #[error("index `{name}` {}", if *.exists { "already exists" } else { "does not exist" })]
    Index {
        /// The index name.
        name: String,
        /// True for a duplicate, false for a missing index.
        exists: bool,
    },
}

/// One field-ownership conflict of a server-side apply (see [`Error::apply_conflicts`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApplyConflict {
    /// The field manager that owns the field (`kube-controller-manager`, `kubectl`).
    pub manager: String,
    /// The field, as the server writes it (`.spec.replicas`).
    pub field: String,
}

impl From<kube::Error> for Error {
    fn from(e: kube::Error) -> Self {
        match e {
            kube::Error::Api(status) => Error::Api(status),
            other => Error::Client(other),
        }
    }
}

impl Error {
    /// The server's `Status`, when the failure is an API failure.
    pub fn status(&self) -> Option<&Status> {
        match self {
            Error::Api(s) => Some(s),
            _ => None,
        }
    }

    /// The HTTP status code of an API failure (`404`, `409`, …); `None` otherwise.
    pub fn code(&self) -> Option<u16> {
        self.status().map(|s| s.code)
    }

    /// The `reason` of an API failure (`"NotFound"`, `"Conflict"`, …); `None` otherwise.
    pub fn reason(&self) -> Option<&str> {
        self.status().map(|s| s.reason.as_str())
    }

    /// True for a `NotFound` (404) failure, as client-go's `apierrors.IsNotFound`.
    pub fn is_not_found(&self) -> bool {
        self.reason() == Some("NotFound") || self.code() == Some(404)
    }

    /// True for an `AlreadyExists` failure, as client-go's `apierrors.IsAlreadyExists`.
    pub fn is_already_exists(&self) -> bool {
        self.reason() == Some("AlreadyExists")
    }

    /// True for a `Conflict` failure (a stale `resourceVersion`), as client-go's
    /// `apierrors.IsConflict`.
    pub fn is_conflict(&self) -> bool {
        self.reason() == Some("Conflict")
    }

    /// The field-ownership conflicts of a server-side apply refused with `Conflict` (409):
    /// each other manager and the field it owns (`.spec.replicas`), from the `Status`
    /// causes of type `FieldManagerConflict`, as client-go's `apierrors.IsConflict` plus
    /// its causes. Empty for any other failure.
    pub fn apply_conflicts(&self) -> Vec<ApplyConflict> {
        let Some(details) = self
            .status()
            .filter(|s| s.code == 409)
            .and_then(|s| s.details.as_ref())
        else {
            return Vec::new();
        };
        details
            .causes
            .iter()
            .filter(|c| c.reason == "FieldManagerConflict")
            .map(|c| ApplyConflict {
                manager: c.message.split('"').nth(1).unwrap_or_default().to_string(),
                field: c.field.clone(),
            })
            .collect()
    }

    /// True for an `Invalid` (422) failure: the object failed validation.
    pub fn is_invalid(&self) -> bool {
        self.reason() == Some("Invalid")
    }

    /// The `NotFound` error the API server returns for `name` of `resource`, where
    /// `resource` is the qualified resource (`guestbooks.webapp.my.domain`, or just the
    /// plural for the core group); as client-go's `apierrors.NewNotFound`.
    pub fn not_found(resource: &str, name: &str) -> Self {
        let (plural, group) = resource.split_once('.').unwrap_or((resource, ""));
        Error::Api(Box::new(Status {
            status: Some(kube::core::response::StatusSummary::Failure),
            code: 404,
            message: format!("{resource} \"{name}\" not found"),
            reason: "NotFound".to_string(),
            details: Some(kube::core::response::StatusDetails {
                name: name.to_string(),
                group: group.to_string(),
                kind: plural.to_string(),
                uid: String::new(),
                causes: Vec::new(),
                retry_after_seconds: 0,
            }),
            metadata: None,
        }))
    }
}

/// `Result` with this crate's [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

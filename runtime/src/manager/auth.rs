//! Authentication and authorisation of metrics scrapes (feature `tls`), as
//! controller-runtime's `filters.WithAuthenticationAndAuthorization` that kubebuilder's
//! `main.go` installs with `--metrics-secure`: the request's bearer token is reviewed by the
//! API server (a `TokenReview`), and the user it names must be allowed to `get` the path (a
//! `SubjectAccessReview` with non-resource attributes, which kubebuilder's `metrics-reader`
//! ClusterRole grants for `/metrics`). Answers are cached as controller-runtime's filter
//! caches them: a token's review 1 minute, an allowed decision 5 minutes, a denied one 30 s.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use http::StatusCode;
use k8s_openapi::api::authentication::v1::{TokenReview, TokenReviewSpec, UserInfo};
use k8s_openapi::api::authorization::v1::{
    NonResourceAttributes, SubjectAccessReview, SubjectAccessReviewSpec,
};
use kube::api::{Api, PostParams};

use super::lock;

/// How long a token's review is trusted (controller-runtime's `CacheTTL`).
const TOKEN_TTL: Duration = Duration::from_secs(60);
/// How long an allowed decision is trusted (`AllowCacheTTL`).
const ALLOWED_TTL: Duration = Duration::from_secs(5 * 60);
/// How long a denied decision is trusted (`DenyCacheTTL`).
const DENIED_TTL: Duration = Duration::from_secs(30);
/// Entries each cache holds at most: when full, expired entries go, then all of them, so
/// a client that sends endless distinct tokens cannot grow the process.
const CACHE_ENTRIES: usize = 4096;
/// How long a review may take (controller-runtime's `TokenAccessReviewTimeout`).
const REVIEW_TIMEOUT: Duration = Duration::from_secs(10);

/// Why a request is not served: the status and the text of the answer.
pub(super) type Refusal = (StatusCode, String);

/// A user as a `TokenReview` authenticated them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct User {
    name: String,
    uid: String,
    groups: Vec<String>,
    extra: Vec<(String, Vec<String>)>,
}

/// A user, a verb and a path: what a `SubjectAccessReview` decides.
type Access = (User, String, String);

/// Expiring answers, at most [`CACHE_ENTRIES`] of them.
struct Cache<K, V> {
    entries: HashMap<K, (Instant, V)>,
}

impl<K: std::hash::Hash + Eq, V: Clone> Cache<K, V> {
    fn new() -> Self {
        Self {
            entries: HashMap::new(),
        }
    }

    fn get(&self, key: &K, now: Instant) -> Option<V> {
        self.entries
            .get(key)
            .filter(|(expires, _)| *expires > now)
            .map(|(_, v)| v.clone())
    }

    fn put(&mut self, key: K, value: V, now: Instant, ttl: Duration) {
        if self.entries.len() >= CACHE_ENTRIES {
            self.entries.retain(|_, (expires, _)| *expires > now);
            if self.entries.len() >= CACHE_ENTRIES {
                self.entries.clear();
            }
        }
        self.entries.insert(key, (now + ttl, value));
    }
}

/// Reviews each scrape's token and access through the API server; cheap to share.
pub(crate) struct Authorizer {
    client: kube::Client,
    /// A token's user, or `None` when the API server did not authenticate it.
    users: Mutex<Cache<String, Option<User>>>,
    /// Whether a user may `verb` a path, with the reason given when not.
    decisions: Mutex<Cache<Access, Result<(), String>>>,
}

impl Authorizer {
    pub(super) fn new(client: kube::Client) -> Self {
        Self {
            client,
            users: Mutex::new(Cache::new()),
            decisions: Mutex::new(Cache::new()),
        }
    }

    /// `Ok` when the request may be served; otherwise 401 (no token, or one the API
    /// server does not authenticate), 403 (the user may not `get` the path) or 500 (a
    /// review failed), as controller-runtime's filter answers.
    pub(super) async fn check(&self, req: &http::request::Parts) -> Result<(), Refusal> {
        let unauthorized = || (StatusCode::UNAUTHORIZED, "Unauthorized\n".to_string());
        let token = req
            .headers
            .get(http::header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(bearer)
            .ok_or_else(unauthorized)?;
        let user = self
            .user(token)
            .await
            .map_err(|e| {
                tracing::error!(error = %e, "a TokenReview failed");
                let text = "authenticating the request failed\n".to_string();
                (StatusCode::INTERNAL_SERVER_ERROR, text)
            })?
            .ok_or_else(unauthorized)?;
        let verb = req.method.as_str().to_ascii_lowercase();
        let path = req.uri.path().to_string();
        let key = (user, verb, path);
        let cached = lock(&self.decisions).get(&key, Instant::now());
        let decision = match cached {
            Some(decision) => decision,
            None => {
                let decision = self.access(&key.0, &key.1, &key.2).await.map_err(|e| {
                    tracing::error!(error = %e, user = %key.0.name, "a SubjectAccessReview failed");
                    let text = format!("authorizing user {:?} failed\n", key.0.name);
                    (StatusCode::INTERNAL_SERVER_ERROR, text)
                })?;
                let ttl = if decision.is_ok() {
                    ALLOWED_TTL
                } else {
                    DENIED_TTL
                };
                let (now, value) = (Instant::now(), decision.clone());
                lock(&self.decisions).put(key.clone(), value, now, ttl);
                decision
            }
        };
        decision.map_err(|reason| {
            let (user, verb, path) = &key;
            let why = if reason.is_empty() {
                String::new()
            } else {
                format!(": {reason}")
            };
            let text = format!("user {:?} may not {verb} {path}{why}\n", user.name);
            (StatusCode::FORBIDDEN, text)
        })
    }

    /// The user `token` authenticates as, reviewed or cached: `Ok(None)` when it does not
    /// authenticate, `Err` when the review failed (not cached).
    async fn user(&self, token: &str) -> Result<Option<User>, String> {
        if let Some(user) = lock(&self.users).get(&token.to_string(), Instant::now()) {
            return Ok(user);
        }
        let review = TokenReview {
            spec: TokenReviewSpec {
                token: token.to_string(),
                ..TokenReviewSpec::default()
            },
            ..TokenReview::default()
        };
        let status = self.review(&review).await?.status.unwrap_or_default();
        let user = match (status.authenticated, status.user) {
            (Some(true), Some(info)) => Some(user_of(info)),
            _ => None,
        };
        let now = Instant::now();
        lock(&self.users).put(token.to_string(), user.clone(), now, TOKEN_TTL);
        Ok(user)
    }

    /// Asks the API server whether `user` may `verb` the non-resource `path`: `Ok(())`
    /// when allowed, `Ok(Err(reason))` when not.
    async fn access(
        &self,
        user: &User,
        verb: &str,
        path: &str,
    ) -> Result<Result<(), String>, String> {
        let review = SubjectAccessReview {
            spec: SubjectAccessReviewSpec {
                user: Some(user.name.clone()),
                uid: (!user.uid.is_empty()).then(|| user.uid.clone()),
                groups: Some(user.groups.clone()),
                extra: (!user.extra.is_empty()).then(|| user.extra.iter().cloned().collect()),
                non_resource_attributes: Some(NonResourceAttributes {
                    path: Some(path.to_string()),
                    verb: Some(verb.to_string()),
                }),
                ..SubjectAccessReviewSpec::default()
            },
            ..SubjectAccessReview::default()
        };
        let status = self.review(&review).await?.status.unwrap_or_default();
        Ok(if status.allowed && status.denied != Some(true) {
            Ok(())
        } else {
            Err(status.reason.unwrap_or_default())
        })
    }
}

impl Authorizer {
    /// Creates `review` (a `TokenReview` or `SubjectAccessReview`, which the API server
    /// answers without storing) and returns the answer, within [`REVIEW_TIMEOUT`].
    async fn review<R>(&self, review: &R) -> Result<R, String>
    where
        R: kube::Resource<Scope = kube::core::ClusterResourceScope, DynamicType = ()>
            + Clone
            + std::fmt::Debug
            + serde::Serialize
            + serde::de::DeserializeOwned,
    {
        let api = Api::<R>::all(self.client.clone());
        let params = PostParams::default();
        match tokio::time::timeout(REVIEW_TIMEOUT, api.create(&params, review)).await {
            Ok(answer) => answer.map_err(|e| e.to_string()),
            Err(_) => Err(format!("timed out after {REVIEW_TIMEOUT:?}")),
        }
    }
}

/// The token of an `Authorization: Bearer <token>` header (the scheme in any case, as
/// Kubernetes' bearer-token authenticator reads it).
fn bearer(header: &str) -> Option<&str> {
    let (scheme, token) = header.trim().split_once(' ')?;
    let token = token.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty()).then_some(token)
}

fn user_of(info: UserInfo) -> User {
    let mut extra: Vec<(String, Vec<String>)> =
        info.extra.unwrap_or_default().into_iter().collect();
    extra.sort();
    User {
        name: info.username.unwrap_or_default(),
        uid: info.uid.unwrap_or_default(),
        groups: info.groups.unwrap_or_default(),
        extra,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bearer_token_is_read_in_any_case_of_the_scheme() {
        assert_eq!(bearer("Bearer abc"), Some("abc"));
        assert_eq!(bearer("bearer  abc "), Some("abc"));
        assert_eq!(bearer("Basic abc"), None);
        assert_eq!(bearer("Bearer "), None);
        assert_eq!(bearer("Bearer"), None);
    }

    #[test]
    fn a_full_cache_drops_expired_entries_then_everything() {
        let mut cache = Cache::new();
        let now = Instant::now();
        for i in 0..CACHE_ENTRIES {
            cache.put(i, i, now, Duration::from_secs(if i == 0 { 0 } else { 60 }));
        }
        assert_eq!(cache.get(&0, now), None, "an expired entry is not served");
        assert_eq!(cache.get(&1, now), Some(1));
        cache.put(CACHE_ENTRIES, 0, now, Duration::from_secs(60));
        assert_eq!(
            cache.entries.len(),
            CACHE_ENTRIES,
            "the expired entry made room"
        );
        cache.put(CACHE_ENTRIES + 1, 0, now, Duration::from_secs(60));
        assert_eq!(
            cache.entries.len(),
            1,
            "a full cache of live entries starts again"
        );
        assert_eq!(cache.get(&(CACHE_ENTRIES + 1), now), Some(0));
    }
}

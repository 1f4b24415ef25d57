//! Looking objects up in the store, routing a path to its resource, and the failure
//! statuses the API server answers with.

use kube::core::Status;
use kube::core::response::StatusCause;
use kube_codegen_schema::{ErrorType, FieldError, render_causes};
use serde_json::{Value, json};

use super::resource::ResourceInfo;
use super::selector::{FieldSelector, LabelSelector, labels_of};
use super::{Key, State, Target, bad_request, meta_str, not_served, status};

pub(super) fn object_key(target: &Target) -> Key {
    (
        target.resource,
        target.namespace.clone().unwrap_or_default(),
        target.name.clone().unwrap_or_default(),
    )
}

pub(super) fn in_scope(key: &Key, target: &Target) -> bool {
    key.0 == target.resource && target.namespace.as_ref().is_none_or(|ns| *ns == key.1)
}

pub(super) fn get(st: &State, target: &Target) -> Result<Value, Box<Status>> {
    let res = &st.resources[target.resource];
    st.objects
        .get(&object_key(target))
        .cloned()
        .ok_or_else(|| not_found(res, target.name.as_deref().unwrap_or_default()))
}

pub(super) fn list(
    st: &State,
    target: &Target,
    labels: &LabelSelector,
    fields: &FieldSelector,
    limit: Option<&str>,
    cont: Option<&str>,
) -> Value {
    let res = &st.resources[target.resource];
    let limit = limit
        .and_then(|l| l.parse::<usize>().ok())
        .filter(|l| *l > 0);
    let after = cont
        .filter(|c| !c.is_empty())
        .and_then(|c| c.split_once('/'));
    let mut items = Vec::new();
    let mut more = 0usize;
    let mut last_key: Option<(String, String)> = None;
    for (k, v) in &st.objects {
        if !in_scope(k, target) || !labels.matches(&labels_of(v)) || !fields.matches(v) {
            continue;
        }
        if let Some((ns, name)) = after
            && (k.1.as_str(), k.2.as_str()) <= (ns, name)
        {
            continue;
        }
        if limit.is_some_and(|l| items.len() >= l) {
            more += 1;
            continue;
        }
        last_key = Some((k.1.clone(), k.2.clone()));
        items.push(v.clone());
    }
    let mut metadata = json!({"resourceVersion": st.rv.to_string()});
    if more > 0
        && let Some((ns, name)) = last_key
    {
        metadata["continue"] = format!("{ns}/{name}").into();
        metadata["remainingItemCount"] = more.into();
    }
    json!({
        "apiVersion": res.api_version(),
        "kind": format!("{}List", res.kind),
        "metadata": metadata,
        "items": items,
    })
}

/// The resource, namespace, name and subresource `path` addresses.
pub(super) fn resolve(resources: &[ResourceInfo], path: &str) -> Result<Target, Box<Status>> {
    let segs: Vec<&str> = path.trim_matches('/').split('/').collect();
    let (group, version, rest) = match segs.as_slice() {
        ["api", v, rest @ ..] => ("", *v, rest),
        ["apis", g, v, rest @ ..] => (*g, *v, rest),
        _ => return Err(not_served()),
    };
    let (namespace, rest) = match rest {
        ["namespaces", ns, tail @ ..] if !tail.is_empty() => (Some(ns.to_string()), tail),
        _ => (None, rest),
    };
    let (plural, name, subresource) = match rest {
        [p] => (*p, None, None),
        [p, n] => (*p, Some(n.to_string()), None),
        [p, n, s] => (*p, Some(n.to_string()), Some(s.to_string())),
        _ => return Err(not_served()),
    };
    let resource = resources
        .iter()
        .position(|r| r.group == group && r.version == version && r.plural == plural)
        .ok_or_else(not_served)?;
    let r = &resources[resource];
    if !r.namespaced && namespace.is_some() {
        return Err(not_served());
    }
    if r.namespaced && namespace.is_none() && name.is_some() {
        return Err(not_served());
    }
    Ok(Target {
        resource,
        namespace,
        name,
        subresource,
    })
}

pub(super) fn check_type(res: &ResourceInfo, obj: &Value) -> Result<(), Box<Status>> {
    let av = obj
        .get("apiVersion")
        .and_then(Value::as_str)
        .unwrap_or_default();
    if av != res.api_version() {
        return Err(bad_request(format!(
            "the API version in the data ({av}) does not match the expected API version ({})",
            res.api_version()
        )));
    }
    if let Some(kind) = obj.get("kind").and_then(Value::as_str)
        && kind != res.kind
    {
        let name = meta_str(obj, "name").unwrap_or_default();
        let what = if res.group.is_empty() {
            kind.to_string()
        } else {
            format!("{kind}.{}", res.group)
        };
        let message = format!("Invalid value: {kind:?}: must be {}", res.kind);
        return Err(invalid(
            &what,
            res,
            name,
            &[FieldError::new("kind", ErrorType::Invalid, message)],
        ));
    }
    Ok(())
}

/// The server's answer to a whole-object body without `kind`: its decoder cannot tell
/// what the object is (`raw` is the body as sent, quoted whole and then by its first 30
/// bytes).
pub(super) fn missing_kind(res: &ResourceInfo, raw: &[u8]) -> Box<Status> {
    let text = String::from_utf8_lossy(raw);
    let head: String = text.chars().take(30).collect();
    let more = if text.len() > head.len() { " ..." } else { "" };
    bad_request(format!(
        "the object provided is unrecognized (must be of type {}): Object 'Kind' is missing in '{text}' ({head}{more})",
        res.kind
    ))
}

/// Prunes, defaults and validates `obj` (a whole object about to be stored) against the
/// resource's schema, with its name (a DNS-1123 subdomain, as for every custom resource),
/// as the server's strategy does before storage. Resources without a schema (built-in
/// Kinds, whose names follow several rules) are taken as sent.
pub(super) fn admit(res: &ResourceInfo, obj: &mut Value, name: &str) -> Result<(), Box<Status>> {
    let Some(schema) = &res.schema else {
        return Ok(());
    };
    let mut errors = super::schema::name_errors(name);
    kube_codegen_schema::prune_and_default(schema, obj);
    errors.extend(kube_codegen_schema::validate(schema, obj, ""));
    if errors.is_empty() {
        return Ok(());
    }
    Err(invalid(&res.qualified_kind(), res, name, &errors))
}

pub(super) fn not_found(res: &ResourceInfo, name: &str) -> Box<Status> {
    status(
        404,
        "NotFound",
        format!("{} \"{name}\" not found", res.qualified()),
        Some((name, &res.group, &res.plural)),
    )
}

pub(super) fn conflict(res: &ResourceInfo, name: &str) -> Box<Status> {
    status(
        409,
        "Conflict",
        format!(
            "Operation cannot be fulfilled on {} \"{name}\": the object has been modified; please apply your changes to the latest version and try again",
            res.qualified()
        ),
        Some((name, &res.group, &res.plural)),
    )
}

/// An `Invalid` (422) failure; `what` is how the server names the object's type there
/// (the qualified Kind on create, the qualified resource on update), with one cause per
/// error, as the server's `StatusDetails.causes`.
pub(super) fn invalid(
    what: &str,
    res: &ResourceInfo,
    name: &str,
    errors: &[FieldError],
) -> Box<Status> {
    let cause = render_causes(errors);
    let mut s = status(
        422,
        "Invalid",
        format!("{what} \"{name}\" is invalid: {cause}"),
        Some((name, &res.group, &res.kind)),
    );
    if let Some(details) = s.details.as_mut() {
        details.causes = errors
            .iter()
            .map(|e| StatusCause {
                reason: e.kind.reason().to_string(),
                message: e.message.clone(),
                field: e.field.clone().unwrap_or_else(|| "<nil>".into()),
            })
            .collect();
    }
    s
}

/// A five-character name suffix, as the server's `generateName` (consonants and digits).
pub(super) fn suffix(n: u64) -> String {
    const ALPHABET: &[u8] = b"bcdfghjklmnpqrstvwxz2456789";
    let mut x = n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (0..5)
        .map(|_| {
            let c = ALPHABET[(x % ALPHABET.len() as u64) as usize] as char;
            x /= ALPHABET.len() as u64;
            c
        })
        .collect()
}

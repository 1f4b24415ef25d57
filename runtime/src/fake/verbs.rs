//! The verbs: routing a request to its resource, and get, list, create, replace, update,
//! patch and delete with the API server's semantics and statuses.

use bytes::Bytes;
use http::{Method, StatusCode};
use kube::core::Status;
use kube_codegen_schema::{ErrorType, FieldError};
use serde_json::{Value, json};

use super::selector::{FieldSelector, LabelSelector, labels_of};
use super::store::{
    admit, check_type, conflict, get, in_scope, invalid, list, missing_kind, not_found, object_key,
    resolve, suffix,
};
use super::watches::WatchRequest;
use super::{
    Action, Change, EventType, FakeApiServer, FakeBody, Key, Reactor, State, Target, bad_request,
    compact_meta, fail, lock, meta_mut, meta_str, not_served, now_rfc3339, partial_metadata,
    respond, spec_part, status,
};

/// How a PATCH asks to be applied: its content type and, for server-side apply, the field
/// manager and `force`.
pub(super) struct PatchRequest<'a> {
    pub(super) patch_type: &'a str,
    pub(super) field_manager: Option<&'a str>,
    pub(super) force: bool,
}

impl FakeApiServer {
    pub(super) fn handle(
        &self,
        parts: http::request::Parts,
        body: Bytes,
    ) -> http::Response<FakeBody> {
        let path = parts.uri.path().to_string();
        let query: Vec<(String, String)> =
            form_urlencoded::parse(parts.uri.query().unwrap_or_default().as_bytes())
                .into_owned()
                .collect();
        let param = |name: &str| {
            query
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.as_str())
        };
        let body_json: Option<Value> = if body.is_empty() {
            None
        } else {
            match serde_json::from_slice(&body) {
                Ok(v) => Some(v),
                Err(e) => {
                    return fail(&bad_request(format!(
                        "the body of the request could not be decoded as JSON: {e}"
                    )));
                }
            }
        };
        let patch_type = parts
            .headers
            .get(http::header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string);
        let target = {
            let st = lock(&self.shared.state);
            match resolve(&st.resources, &path) {
                Ok(t) => t,
                Err(s) => return fail(&s),
            }
        };
        let watching = matches!(param("watch"), Some("true" | "1"));
        // `Accept: application/json;as=PartialObjectMetadata[List];g=meta.k8s.io;v=v1`: the
        // metadata client's media type.
        let metadata_only = parts
            .headers
            .get(http::header::ACCEPT)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|a| a.contains("as=PartialObjectMetadata"));
        let verb = match (&parts.method, target.name.is_some()) {
            (&Method::GET, true) => "get",
            (&Method::GET, false) if watching => "watch",
            (&Method::GET, false) => "list",
            (&Method::POST, _) => "create",
            (&Method::PUT, _) => "update",
            (&Method::PATCH, _) => "patch",
            (&Method::DELETE, true) => "delete",
            (&Method::DELETE, false) => "deletecollection",
            _ => {
                return fail(&status(
                    405,
                    "MethodNotAllowed",
                    format!(
                        "the server does not allow this method on the requested resource ({})",
                        parts.method
                    ),
                    None,
                ));
            }
        };
        let resource = lock(&self.shared.state).resources[target.resource].clone();
        let action = Action {
            verb: verb.to_string(),
            group: resource.group.clone(),
            version: resource.version.clone(),
            resource: resource.plural.clone(),
            subresource: target.subresource.clone(),
            namespace: target.namespace.clone(),
            name: target.name.clone(),
            body: body_json.clone(),
            patch_type: (verb == "patch").then(|| patch_type.clone()).flatten(),
            query: query.clone(),
        };
        lock(&self.shared.state).actions.push(action.clone());
        let reactors: Vec<Reactor> = lock(&self.shared.reactors)
            .iter()
            .filter(|(v, r, _)| (v == "*" || v == verb) && (r == "*" || *r == resource.plural))
            .map(|(_, _, f)| f.clone())
            .collect();
        for reactor in reactors {
            match reactor(&action) {
                Some(Ok(v)) => return respond(StatusCode::OK, &v),
                Some(Err(s)) => return fail(&s),
                None => {}
            }
        }
        if matches!(verb, "create" | "update")
            && body_json
                .as_ref()
                .is_some_and(|b| b.is_object() && b.get("kind").is_none())
        {
            return fail(&missing_kind(&resource, &body));
        }
        let dry_run = param("dryRun") == Some("All");
        let labels = match LabelSelector::parse(param("labelSelector").unwrap_or_default()) {
            Ok(s) => s,
            Err(e) => return fail(&bad_request(e)),
        };
        let fields = match FieldSelector::parse(param("fieldSelector").unwrap_or_default()) {
            Ok(s) => s,
            Err(e) => return fail(&bad_request(e)),
        };
        if target.subresource.is_some()
            && (target.subresource.as_deref() != Some("status") || !resource.status_subresource)
        {
            // The server answers an unknown subresource of a custom resource as if the
            // object were missing.
            return fail(&not_found(
                &resource,
                target.name.as_deref().unwrap_or_default(),
            ));
        }
        let mut st = lock(&self.shared.state);
        let result = match verb {
            "get" => get(&st, &target).map(|v| (StatusCode::OK, v)),
            "list" => Ok((
                StatusCode::OK,
                list(
                    &st,
                    &target,
                    &labels,
                    &fields,
                    param("limit"),
                    param("continue"),
                ),
            )),
            "watch" => {
                let rv = param("resourceVersion").unwrap_or_default().to_string();
                let watch = WatchRequest::new(&param, labels, fields, metadata_only);
                return self.watch(&mut st, target, watch, &rv);
            }
            "create" => match body_json {
                Some(b) => self.create(&mut st, &target, b, dry_run),
                None => Err(bad_request("the request has no body")),
            },
            "update" => match body_json {
                Some(b) => self.update(&mut st, &target, b, dry_run),
                None => Err(bad_request("the request has no body")),
            },
            "patch" => match body_json {
                Some(b) => self.patch(
                    &mut st,
                    &target,
                    b,
                    PatchRequest {
                        patch_type: patch_type.as_deref().unwrap_or_default(),
                        field_manager: param("fieldManager"),
                        force: param("force") == Some("true"),
                    },
                    dry_run,
                ),
                None => Err(bad_request("the request has no body")),
            },
            "delete" => self
                .delete(&mut st, &target, dry_run)
                .map(|v| (StatusCode::OK, v)),
            _ => self
                .delete_collection(&mut st, &target, &labels, &fields, dry_run)
                .map(|v| (StatusCode::OK, v)),
        };
        match result {
            Ok((code, v)) if metadata_only => respond(code, &partial_metadata(v)),
            Ok((code, v)) => respond(code, &v),
            Err(s) => fail(&s),
        }
    }

    pub(super) fn record(&self, st: &mut State, change: Change) {
        st.history.push_back(change.clone());
        while st.history.len() > st.history_limit {
            if let Some(old) = st.history.pop_front() {
                st.compacted = old.rv;
            }
        }
        let _ = self.shared.changes.send(change);
    }

    pub(super) fn next_rv(st: &mut State) -> u64 {
        st.rv += 1;
        st.rv
    }

    pub(super) fn create(
        &self,
        st: &mut State,
        target: &Target,
        mut obj: Value,
        dry_run: bool,
    ) -> Result<(StatusCode, Value), Box<Status>> {
        let res = st.resources[target.resource].clone();
        if !obj.is_object() {
            return Err(bad_request("the body must be a JSON object"));
        }
        check_type(&res, &obj)?;
        let body_ns = meta_str(&obj, "namespace").map(str::to_string);
        if let (Some(ns), Some(path_ns)) = (&body_ns, &target.namespace)
            && !ns.is_empty()
            && ns != path_ns
        {
            return Err(bad_request(
                "the namespace of the provided object does not match the namespace sent on the request",
            ));
        }
        let name = match meta_str(&obj, "name").filter(|n| !n.is_empty()) {
            Some(n) => n.to_string(),
            None => match meta_str(&obj, "generateName").filter(|n| !n.is_empty()) {
                Some(prefix) => {
                    st.uid += 1;
                    format!("{prefix}{}", suffix(st.uid))
                }
                None => {
                    return Err(invalid(
                        &res.qualified_kind(),
                        &res,
                        "",
                        &[FieldError::new(
                            "metadata.name",
                            ErrorType::Required,
                            "Required value: name or generateName is required",
                        )],
                    ));
                }
            },
        };
        if res.namespaced && target.namespace.is_none() {
            return Err(not_served());
        }
        if meta_str(&obj, "resourceVersion").is_some_and(|rv| !rv.is_empty()) {
            // The server's answer, reason and all.
            return Err(status(
                500,
                "",
                "resourceVersion should not be set on objects to be created".into(),
                None,
            ));
        }
        if res.status_subresource
            && let Some(m) = obj.as_object_mut()
        {
            m.remove("status");
        }
        admit(&res, &mut obj, &name)?;
        let key = (
            target.resource,
            target.namespace.clone().unwrap_or_default(),
            name.clone(),
        );
        if st.objects.contains_key(&key) {
            return Err(status(
                409,
                "AlreadyExists",
                format!("{} \"{name}\" already exists", res.qualified()),
                Some((&name, &res.group, &res.plural)),
            ));
        }
        if let Some(m) = obj.as_object_mut() {
            m.insert("apiVersion".into(), res.api_version().into());
            m.insert("kind".into(), res.kind.clone().into());
        }
        st.uid += 1;
        let uid = format!("00000000-0000-4000-8000-{:012x}", st.uid);
        let meta = meta_mut(&mut obj);
        meta.insert("name".into(), name.into());
        match &target.namespace {
            Some(ns) => meta.insert("namespace".into(), ns.clone().into()),
            None => meta.remove("namespace"),
        };
        meta.insert("uid".into(), uid.into());
        meta.insert("creationTimestamp".into(), now_rfc3339().into());
        meta.insert("generation".into(), 1.into());
        meta.remove("deletionTimestamp");
        meta.remove("resourceVersion");
        compact_meta(&mut obj);
        if dry_run {
            return Ok((StatusCode::CREATED, obj));
        }
        let rv = Self::next_rv(st);
        meta_mut(&mut obj).insert("resourceVersion".into(), rv.to_string().into());
        st.objects.insert(key, obj.clone());
        self.record(
            st,
            Change {
                rv,
                resource: target.resource,
                kind: EventType::Added,
                object: obj.clone(),
                old: None,
            },
        );
        Ok((StatusCode::CREATED, obj))
    }

    /// Stores `new` in place of `old` (both full objects) under the update rules; returns
    /// the stored result.
    pub(super) fn replace(
        &self,
        st: &mut State,
        target: &Target,
        key: Key,
        old: Value,
        mut new: Value,
        dry_run: bool,
    ) -> Result<Value, Box<Status>> {
        let res = st.resources[target.resource].clone();
        let status_only = target.subresource.as_deref() == Some("status");
        if status_only {
            let status = new.get("status").cloned();
            let managed = new.pointer("/metadata/managedFields").cloned();
            new = old.clone();
            if let Some(m) = new.as_object_mut() {
                match status {
                    Some(s) => m.insert("status".into(), s),
                    None => m.remove("status"),
                };
            }
            // A status apply records its manager's fields.
            if let Some(managed) = managed {
                meta_mut(&mut new).insert("managedFields".into(), managed);
            }
        } else if res.status_subresource
            && let Some(m) = new.as_object_mut()
        {
            match old.get("status") {
                Some(s) => m.insert("status".into(), s.clone()),
                None => m.remove("status"),
            };
        }
        if let Some(m) = new.as_object_mut() {
            m.insert("apiVersion".into(), res.api_version().into());
            m.insert("kind".into(), res.kind.clone().into());
        }
        admit(&res, &mut new, &key.2)?;
        // Fields the server owns.
        let generation = old
            .pointer("/metadata/generation")
            .and_then(Value::as_i64)
            .unwrap_or(1);
        let bumped = !status_only && spec_part(&old) != spec_part(&new);
        {
            let meta = meta_mut(&mut new);
            for field in [
                "uid",
                "creationTimestamp",
                "deletionTimestamp",
                "name",
                "namespace",
            ] {
                match old.get("metadata").and_then(|m| m.get(field)) {
                    Some(v) => meta.insert(field.into(), v.clone()),
                    None => meta.remove(field),
                };
            }
            meta.insert(
                "generation".into(),
                (if bumped { generation + 1 } else { generation }).into(),
            );
            meta.insert(
                "resourceVersion".into(),
                old.pointer("/metadata/resourceVersion")
                    .cloned()
                    .unwrap_or(Value::Null),
            );
        }
        compact_meta(&mut new);
        if new == old || dry_run {
            return Ok(if dry_run { new } else { old });
        }
        let rv = Self::next_rv(st);
        meta_mut(&mut new).insert("resourceVersion".into(), rv.to_string().into());
        let finalized = new.pointer("/metadata/deletionTimestamp").is_some()
            && new
                .pointer("/metadata/finalizers")
                .and_then(Value::as_array)
                .is_none_or(|f| f.is_empty());
        if finalized {
            st.objects.remove(&key);
            // The server's DELETED event carries the object as stored before this write.
            let mut gone = old.clone();
            meta_mut(&mut gone).insert("resourceVersion".into(), rv.to_string().into());
            self.record(
                st,
                Change {
                    rv,
                    resource: target.resource,
                    kind: EventType::Deleted,
                    object: gone,
                    old: Some(old),
                },
            );
        } else {
            st.objects.insert(key, new.clone());
            self.record(
                st,
                Change {
                    rv,
                    resource: target.resource,
                    kind: EventType::Modified,
                    object: new.clone(),
                    old: Some(old),
                },
            );
        }
        Ok(new)
    }

    pub(super) fn update(
        &self,
        st: &mut State,
        target: &Target,
        obj: Value,
        dry_run: bool,
    ) -> Result<(StatusCode, Value), Box<Status>> {
        let res = st.resources[target.resource].clone();
        let name = target.name.clone().unwrap_or_default();
        check_type(&res, &obj)?;
        if let Some(body_name) = meta_str(&obj, "name")
            && body_name != name
        {
            return Err(bad_request(format!(
                "the name of the object ({body_name}) does not match the name on the URL ({name})"
            )));
        }
        let key = object_key(target);
        let Some(old) = st.objects.get(&key).cloned() else {
            return Err(not_found(&res, &name));
        };
        match meta_str(&obj, "resourceVersion").filter(|v| !v.is_empty()) {
            None => {
                return Err(invalid(
                    &res.qualified(),
                    &res,
                    &name,
                    &[FieldError::new(
                        "metadata.resourceVersion",
                        ErrorType::Invalid,
                        "Invalid value: 0: must be specified for an update",
                    )],
                ));
            }
            Some(rv) if Some(rv) != meta_str(&old, "resourceVersion") => {
                return Err(conflict(&res, &name));
            }
            Some(_) => {}
        }
        let stored = self.replace(st, target, key, old, obj, dry_run)?;
        Ok((StatusCode::OK, stored))
    }

    pub(super) fn patch(
        &self,
        st: &mut State,
        target: &Target,
        patch: Value,
        request: PatchRequest<'_>,
        dry_run: bool,
    ) -> Result<(StatusCode, Value), Box<Status>> {
        let PatchRequest {
            patch_type,
            field_manager,
            force,
        } = request;
        let res = st.resources[target.resource].clone();
        let name = target.name.clone().unwrap_or_default();
        let key = object_key(target);
        let old = st.objects.get(&key).cloned();
        let mut new = match patch_type {
            "application/apply-patch+yaml" => {
                let Some(manager) = field_manager.filter(|m| !m.is_empty()) else {
                    return Err(bad_request(
                        "PatchOptions.meta.k8s.io \"\" is invalid: fieldManager: Required value: is required for apply patch",
                    ));
                };
                let subresource = target.subresource.as_deref().unwrap_or_default();
                let applied = super::ssa::apply(
                    old.as_ref(),
                    &patch,
                    manager,
                    subresource,
                    force,
                    res.schema.as_deref(),
                    &res.api_version(),
                    &now_rfc3339(),
                )?;
                if old.is_none() {
                    let mut obj = applied;
                    meta_mut(&mut obj).insert("name".into(), name.clone().into());
                    return self.create(st, target, obj, dry_run);
                }
                applied
            }
            "application/merge-patch+json" => {
                let Some(old) = &old else {
                    return Err(not_found(&res, &name));
                };
                let mut doc = old.clone();
                json_patch::merge(&mut doc, &patch);
                doc
            }
            "application/json-patch+json" => {
                let Some(old) = &old else {
                    return Err(not_found(&res, &name));
                };
                let ops: json_patch::Patch = serde_json::from_value(patch)
                    .map_err(|e| bad_request(format!("invalid JSON patch: {e}")))?;
                let mut doc = old.clone();
                json_patch::patch(&mut doc, &ops).map_err(|e| {
                    status(
                        422,
                        "Invalid",
                        format!("the JSON patch could not be applied: {e}"),
                        None,
                    )
                })?;
                doc
            }
            "application/strategic-merge-patch+json" => {
                return Err(status(
                    415,
                    "UnsupportedMediaType",
                    "the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/apply-patch+yaml".into(),
                    None,
                ));
            }
            other => {
                return Err(status(
                    415,
                    "UnsupportedMediaType",
                    format!(
                        "the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/apply-patch+yaml (got {other})"
                    ),
                    None,
                ));
            }
        };
        let Some(old) = old else {
            return Err(not_found(&res, &name));
        };
        // A patch may carry a resourceVersion precondition; otherwise it applies to the
        // stored version.
        let wanted = new
            .pointer("/metadata/resourceVersion")
            .and_then(Value::as_str)
            .map(str::to_string);
        if let Some(rv) = wanted
            && Some(rv.as_str()) != meta_str(&old, "resourceVersion")
        {
            return Err(conflict(&res, &name));
        }
        meta_mut(&mut new).insert(
            "name".into(),
            meta_str(&old, "name").unwrap_or_default().into(),
        );
        let stored = self.replace(st, target, key, old, new, dry_run)?;
        Ok((StatusCode::OK, stored))
    }

    pub(super) fn delete(
        &self,
        st: &mut State,
        target: &Target,
        dry_run: bool,
    ) -> Result<Value, Box<Status>> {
        let res = st.resources[target.resource].clone();
        let name = target.name.clone().unwrap_or_default();
        let key = object_key(target);
        let Some(old) = st.objects.get(&key).cloned() else {
            return Err(not_found(&res, &name));
        };
        let uid = meta_str(&old, "uid").unwrap_or_default().to_string();
        let (obj, removed) = self.delete_one(st, target.resource, key, old, dry_run)?;
        if !removed {
            return Ok(obj);
        }
        // A custom resource deleted at once is answered with a success Status.
        Ok(json!({
            "kind": "Status",
            "apiVersion": "v1",
            "metadata": {},
            "status": "Success",
            "details": {"name": name, "group": res.group, "kind": res.plural, "uid": uid},
        }))
    }

    pub(super) fn delete_one(
        &self,
        st: &mut State,
        resource: usize,
        key: Key,
        old: Value,
        dry_run: bool,
    ) -> Result<(Value, bool), Box<Status>> {
        let has_finalizers = old
            .pointer("/metadata/finalizers")
            .and_then(Value::as_array)
            .is_some_and(|f| !f.is_empty());
        if dry_run {
            return Ok((old, !has_finalizers));
        }
        if has_finalizers {
            if old.pointer("/metadata/deletionTimestamp").is_some() {
                return Ok((old, false));
            }
            let mut new = old.clone();
            let rv = Self::next_rv(st);
            let meta = meta_mut(&mut new);
            meta.insert("deletionTimestamp".into(), now_rfc3339().into());
            meta.insert("deletionGracePeriodSeconds".into(), 0.into());
            // Setting deletionTimestamp is a spec-level change to the server.
            let generation = meta.get("generation").and_then(Value::as_i64).unwrap_or(1);
            meta.insert("generation".into(), (generation + 1).into());
            meta.insert("resourceVersion".into(), rv.to_string().into());
            st.objects.insert(key, new.clone());
            self.record(
                st,
                Change {
                    rv,
                    resource,
                    kind: EventType::Modified,
                    object: new.clone(),
                    old: Some(old),
                },
            );
            return Ok((new, false));
        }
        let rv = Self::next_rv(st);
        let mut gone = old.clone();
        meta_mut(&mut gone).insert("resourceVersion".into(), rv.to_string().into());
        st.objects.remove(&key);
        self.record(
            st,
            Change {
                rv,
                resource,
                kind: EventType::Deleted,
                object: gone.clone(),
                old: Some(old.clone()),
            },
        );
        Ok((old, true))
    }

    pub(super) fn delete_collection(
        &self,
        st: &mut State,
        target: &Target,
        labels: &LabelSelector,
        fields: &FieldSelector,
        dry_run: bool,
    ) -> Result<Value, Box<Status>> {
        let res = st.resources[target.resource].clone();
        let matching: Vec<(Key, Value)> = st
            .objects
            .iter()
            .filter(|(k, v)| {
                in_scope(k, target) && labels.matches(&labels_of(v)) && fields.matches(v)
            })
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        let mut items = Vec::new();
        for (key, old) in matching {
            items.push(self.delete_one(st, target.resource, key, old, dry_run)?.0);
        }
        Ok(json!({
            "apiVersion": res.api_version(),
            "kind": format!("{}List", res.kind),
            "metadata": {"resourceVersion": st.rv.to_string()},
            "items": items,
        }))
    }
}

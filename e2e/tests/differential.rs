//! The differential test: one scripted sequence of operations runs through the generated
//! clients against the fake API server and against a real kube-apiserver; the transcripts
//! (objects, errors, list results and watch events) must be equal.
//!
//! It covers everything the fake claims to mirror. Server-assigned values that cannot be
//! equal are normalised: `uid`, `creationTimestamp`, `managedFields`, resourceVersion
//! values (their changes are compared instead) and the time of `deletionTimestamp`.
//!
//! Without the API server binaries this test fails, unless `KUBE_ENVTEST_SKIP=1` asks to
//! skip it (see `kube_envtest::require_assets`).

use std::path::PathBuf;
use std::time::Duration;

use futures::TryStreamExt;
use kube::api::{
    DeleteParams, ListParams, Patch, PatchParams, PostParams, WatchEvent, WatchParams,
};
use kube_codegen_e2e::clients::api::webapp::v1::{Guestbook, Visitor, VisitorSpec};
use kube_codegen_e2e::clients::clientset::webapp::v1::{
    GuestbookApplyConfiguration, GuestbookSpecApplyConfiguration,
};
use kube_codegen_e2e::clients::clientset::{Clientset, fake};
use kube_codegen_runtime::Result as ClientResult;
use kube_envtest::{Environment, require_assets, test_namespace};
use serde_json::{Value, json};

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

/// `obj` without the values a second server cannot reproduce.
fn normalize(mut v: Value) -> Value {
    for key in ["object", "status"] {
        if let Some(inner) = v.get_mut(key) {
            *inner = normalize(inner.take());
        }
    }
    if let Some(meta) = v.get_mut("metadata").and_then(Value::as_object_mut) {
        for field in [
            "uid",
            "creationTimestamp",
            "managedFields",
            "resourceVersion",
            "selfLink",
        ] {
            meta.remove(field);
        }
        if meta.contains_key("deletionTimestamp") {
            meta.insert("deletionTimestamp".into(), "<set>".into());
        }
    }
    if let Some(details) = v.get_mut("details").and_then(Value::as_object_mut) {
        details.remove("uid");
    }
    v
}

fn outcome<T: serde::Serialize>(r: ClientResult<T>) -> Value {
    match r {
        Ok(v) => json!({"ok": normalize(serde_json::to_value(v).unwrap_or_default())}),
        Err(e) => match e.status() {
            Some(s) => json!({"error": {"code": s.code, "reason": s.reason, "message": s.message}}),
            None => json!({"error": e.to_string()}),
        },
    }
}

/// A delete's answer: the object, or the success `Status`, tagged so they differ.
fn deleted(r: ClientResult<kube_codegen_runtime::DeleteResult<Guestbook>>) -> Value {
    outcome(r.map(|d| match d {
        either::Either::Left(obj) => json!({"object": obj}),
        either::Either::Right(status) => json!({"status": status}),
    }))
}

fn book(ns: &str, name: &str, body: Value) -> Result<Guestbook> {
    let mut v = json!({"metadata": {"name": name, "namespace": ns}});
    json_patch::merge(&mut v, &body);
    Ok(serde_json::from_value(v)?)
}

fn names(items: &[Guestbook]) -> Vec<String> {
    items
        .iter()
        .filter_map(|g| g.metadata.name.clone())
        .collect()
}

fn rv(g: &Guestbook) -> String {
    g.metadata.resource_version.clone().unwrap_or_default()
}

/// Runs the script in `ns`; returns the transcript, one entry per step, and the watch
/// events seen meanwhile.
async fn script(cs: &Clientset, ns: &str) -> Result<(Vec<(String, Value)>, Vec<Value>)> {
    let books = cs.webapp_v1().guestbooks(ns);
    let pp = PostParams::default();
    let mp = PatchParams::default();
    let mut t: Vec<(String, Value)> = Vec::new();
    let mut events = books.watch(&WatchParams::default(), "0").await?;

    let created = books
        .create(
            &pp,
            &book(
                ns,
                "a",
                json!({"spec": {"title": "A"}, "status": {"phase": "dropped"}}),
            )?,
        )
        .await?;
    t.push(("create drops status".into(), outcome(Ok(&created))));
    t.push((
        "create again".into(),
        outcome(books.create(&pp, &created).await),
    ));
    t.push(("get missing".into(), outcome(books.get("missing").await)));
    t.push(("get".into(), outcome(books.get("a").await)));

    let mut changed = created.clone();
    changed.spec.title = Some("A2".into());
    changed.status = serde_json::from_value(json!({"phase": "ignored"}))?;
    let updated = books.update(&pp, &changed).await?;
    t.push((
        "update keeps status, bumps generation".into(),
        outcome(Ok(&updated)),
    ));
    t.push((
        "update stale".into(),
        outcome(books.update(&pp, &changed).await),
    ));
    let mut unconditional = updated.clone();
    unconditional.metadata.resource_version = None;
    t.push((
        "update without resourceVersion".into(),
        outcome(books.update(&pp, &unconditional).await),
    ));
    let same = books.update(&pp, &updated).await?;
    t.push((
        "no-op update keeps resourceVersion".into(),
        json!(rv(&same) == rv(&updated)),
    ));

    let mut status = same.clone();
    status.spec.title = Some("ignored".into());
    status.status = serde_json::from_value(json!({"phase": "Ready"}))?;
    let status_updated = books.update_status(&pp, &status).await?;
    t.push((
        "update_status keeps spec".into(),
        outcome(Ok(&status_updated)),
    ));
    t.push((
        "update_status changes resourceVersion".into(),
        json!(rv(&status_updated) != rv(&same)),
    ));

    t.push((
        "merge patch".into(),
        outcome(
            books
                .patch("a", &mp, &Patch::Merge(json!({"spec": {"replicas": 3}})))
                .await,
        ),
    ));
    t.push((
        "label patch keeps generation".into(),
        outcome(
            books
                .patch(
                    "a",
                    &mp,
                    &Patch::Merge(json!({"metadata": {"labels": {"app": "web"}}})),
                )
                .await,
        ),
    ));
    let replace: json_patch::Patch =
        serde_json::from_value(json!([{"op": "replace", "path": "/spec/title", "value": "A3"}]))?;
    t.push((
        "json patch".into(),
        outcome(books.patch("a", &mp, &Patch::Json::<()>(replace)).await),
    ));
    t.push((
        "strategic patch".into(),
        outcome(
            books
                .patch("a", &mp, &Patch::Strategic(json!({"spec": {}})))
                .await,
        ),
    ));
    t.push((
        "merge patch of a missing object".into(),
        outcome(
            books
                .patch("missing", &mp, &Patch::Merge(json!({"spec": {}})))
                .await,
        ),
    ));
    t.push((
        "status patch".into(),
        outcome(
            books
                .patch_status("a", &mp, &Patch::Merge(json!({"status": {"replicas": 2}})))
                .await,
        ),
    ));

    t.push((
        "apply creates".into(),
        outcome(
            books
                .apply_object(
                    &book(ns, "b", json!({"spec": {"title": "B"}}))?,
                    "diff",
                    true,
                )
                .await,
        ),
    ));
    t.push((
        "apply updates".into(),
        outcome(
            books
                .apply(
                    &GuestbookApplyConfiguration::new("b", ns)
                        .spec(GuestbookSpecApplyConfiguration::default().title("B2".into())),
                    "diff",
                    true,
                )
                .await,
        ),
    ));

    let all = books.list(&ListParams::default()).await?;
    t.push(("list".into(), json!(names(&all.items))));
    let web = books.list(&ListParams::default().labels("app=web")).await?;
    t.push(("list by label".into(), json!(names(&web.items))));
    let not_web = books
        .list(&ListParams::default().labels("app notin (web)"))
        .await?;
    t.push((
        "list by set-based label".into(),
        json!(names(&not_web.items)),
    ));
    let by_name = books
        .list(&ListParams::default().fields("metadata.name=b"))
        .await?;
    t.push(("list by field".into(), json!(names(&by_name.items))));
    let page = books.list(&ListParams::default().limit(1)).await?;
    t.push((
        "list one page".into(),
        json!([
            names(&page.items),
            page.metadata
                .continue_
                .as_ref()
                .is_some_and(|c| !c.is_empty())
        ]),
    ));
    let rest = books
        .list(
            &ListParams::default()
                .limit(1)
                .continue_token(&page.metadata.continue_.unwrap_or_default()),
        )
        .await?;
    t.push(("list next page".into(), json!(names(&rest.items))));

    t.push((
        "add a finalizer".into(),
        outcome(
            books
                .patch(
                    "b",
                    &mp,
                    &Patch::Merge(json!({"metadata": {"finalizers": ["e2e.example.com/hold"]}})),
                )
                .await,
        ),
    ));
    t.push((
        "delete with a finalizer".into(),
        deleted(books.delete("b", &DeleteParams::default()).await),
    ));
    t.push(("get while finalizing".into(), outcome(books.get("b").await)));
    t.push((
        "remove the finalizer".into(),
        outcome(
            books
                .patch(
                    "b",
                    &mp,
                    &Patch::Merge(json!({"metadata": {"finalizers": null}})),
                )
                .await,
        ),
    ));
    t.push(("get after finalizing".into(), outcome(books.get("b").await)));
    t.push((
        "delete".into(),
        deleted(books.delete("a", &DeleteParams::default()).await),
    ));
    t.push((
        "delete missing".into(),
        deleted(books.delete("a", &DeleteParams::default()).await),
    ));

    for name in ["c", "d", "e"] {
        let labels = if name == "e" {
            json!({})
        } else {
            json!({"batch": "1"})
        };
        books
            .create(
                &pp,
                &book(
                    ns,
                    name,
                    json!({"metadata": {"labels": labels}, "spec": {}}),
                )?,
            )
            .await?;
    }
    let collected = books
        .delete_collection(
            &DeleteParams::default(),
            &ListParams::default().labels("batch=1"),
        )
        .await?;
    let mut gone = collected
        .left()
        .map(|l| names(&l.items))
        .unwrap_or_default();
    gone.sort();
    t.push(("delete_collection by label".into(), json!(gone)));

    let generated = books
        .create(
            &pp,
            &book(
                ns,
                "",
                json!({"metadata": {"name": null, "generateName": "gen-"}}),
            )?,
        )
        .await?;
    let gen_name = generated.metadata.name.clone().unwrap_or_default();
    t.push((
        "generateName".into(),
        json!([gen_name.starts_with("gen-"), gen_name.len()]),
    ));
    t.push((
        "create without a name".into(),
        outcome(
            books
                .create(&pp, &book(ns, "", json!({"metadata": {"name": null}}))?)
                .await,
        ),
    ));
    t.push((
        "create in another namespace".into(),
        outcome(books.create(&pp, &book("elsewhere", "x", json!({}))?).await),
    ));
    let dry = PostParams {
        dry_run: true,
        ..Default::default()
    };
    t.push((
        "dry-run create".into(),
        outcome(books.create(&dry, &book(ns, "dry", json!({}))?).await),
    ));
    t.push((
        "dry run stores nothing".into(),
        outcome(books.get("dry").await),
    ));

    let visitors = cs.webapp_v1().visitors(ns);
    let visitor = Visitor {
        types: Default::default(),
        metadata: kube::api::ObjectMeta {
            name: Some("v".into()),
            namespace: Some(ns.into()),
            ..Default::default()
        },
        spec: VisitorSpec { name: "V".into() },
    };
    let v = visitors.create(&pp, &visitor).await?;
    t.push((
        "status of a Kind without the subresource".into(),
        outcome(visitors.inner().update_status(&pp, &v).await),
    ));

    // The watch saw everything, in order.
    let mut seen = Vec::new();
    while let Ok(Ok(Some(event))) =
        tokio::time::timeout(Duration::from_secs(3), events.try_next()).await
    {
        seen.push(match event {
            WatchEvent::Added(g) => json!(["ADDED", normalize(serde_json::to_value(g)?)]),
            WatchEvent::Modified(g) => json!(["MODIFIED", normalize(serde_json::to_value(g)?)]),
            WatchEvent::Deleted(g) => json!(["DELETED", normalize(serde_json::to_value(g)?)]),
            WatchEvent::Bookmark(_) => continue,
            WatchEvent::Error(s) => json!(["ERROR", s.code]),
        });
    }
    // generateName picks a different random suffix on each server.
    let seen = serde_json::to_string(&seen)?.replace(&gen_name, "gen-<suffix>");
    Ok((t, vec![serde_json::from_str(&seen)?]))
}

/// One raw request: its status code with the `Status` reason and message for a failure, or
/// the normalised object for a success.
async fn raw(
    client: &kube::Client,
    method: &str,
    path: &str,
    content_type: &str,
    body: Option<Value>,
) -> Result<Value> {
    let bytes = body.map(|b| serde_json::to_vec(&b)).transpose()?;
    let request = http::Request::builder()
        .method(method)
        .uri(path)
        .header(http::header::CONTENT_TYPE, content_type)
        .header(http::header::ACCEPT, "application/json")
        .body(kube::client::Body::from(bytes.unwrap_or_default()))?;
    let response = client.send(request).await?;
    let code = response.status().as_u16();
    let body = response.into_body().collect_bytes().await?;
    let value: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
    Ok(if code >= 300 {
        json!({"code": code, "reason": value["reason"], "message": value["message"]})
    } else {
        json!({"code": code, "object": normalize(value)})
    })
}

/// Requests the API server refuses (or repairs), sent raw so that bodies a typed client
/// cannot produce are among them: missing and mismatched `apiVersion`/`kind`, invalid
/// names, every schema rule of `testdata/validation` broken one at a time and several at
/// once, a name that disagrees with the URL, an invalid patch; and what it repairs:
/// defaults filled in, unknown fields pruned.
async fn refusals(client: &kube::Client, ns: &str) -> Result<Vec<(String, Value)>> {
    let url = format!("/apis/validation.example.com/v1/namespaces/{ns}/widgets");
    let widget = |name: &str, spec: Value| {
        json!({"apiVersion": "validation.example.com/v1", "kind": "Widget",
               "metadata": {"name": name}, "spec": spec})
    };
    let without = |mut v: Value, key: &str| {
        if let Some(m) = v.as_object_mut() {
            m.remove(key);
        }
        v
    };
    let json_type = "application/json";
    let cases: Vec<(&str, Value)> = vec![
        ("valid, defaulted", widget("ok", json!({"size": 3}))),
        ("no kind", without(widget("w1", json!({"size": 3})), "kind")),
        (
            "no apiVersion",
            without(widget("w2", json!({"size": 3})), "apiVersion"),
        ),
        ("other kind", {
            let mut w = widget("w3", json!({"size": 3}));
            w["kind"] = json!("Gadget");
            w
        }),
        ("other version", {
            let mut w = widget("w4", json!({"size": 3}));
            w["apiVersion"] = json!("validation.example.com/v2");
            w
        }),
        ("invalid name", widget("Bad_Name", json!({"size": 3}))),
        (
            "name too long",
            widget(&"n".repeat(254), json!({"size": 3})),
        ),
        ("no spec", without(widget("w5", json!({})), "spec")),
        ("no size", widget("w6", json!({"tier": "small"}))),
        (
            "size of the wrong type",
            widget("w7", json!({"size": "three"})),
        ),
        ("size below minimum", widget("w8", json!({"size": 0}))),
        ("size above maximum", widget("w9", json!({"size": 11}))),
        (
            "color against pattern",
            widget("w10", json!({"size": 3, "color": "ABC"})),
        ),
        (
            "color too long",
            widget("w11", json!({"size": 3, "color": "abcdefghij"})),
        ),
        (
            "tier not in enum",
            widget("w12", json!({"size": 3, "tier": "medium"})),
        ),
        (
            "too many tags",
            widget("w13", json!({"size": 3, "tags": ["a", "b", "c"]})),
        ),
        (
            "count at exclusive minimum",
            widget("w14", json!({"size": 3, "count": 0})),
        ),
        // The server reports the first broken rule of a string; errors of several fields
        // come in its map order, which is random, so they are not compared here.
        (
            "too long and against the pattern: the first is reported",
            widget("w15", json!({"size": 3, "color": "ABCDEFGHIJ"})),
        ),
        (
            "unknown field pruned",
            widget("w16", json!({"size": 3, "extra": 1})),
        ),
        (
            "enabled of the wrong type",
            widget("w17", json!({"size": 3, "enabled": "yes"})),
        ),
    ];
    let mut t = Vec::new();
    for (step, body) in cases {
        t.push((
            format!("create: {step}"),
            raw(client, "POST", &url, json_type, Some(body)).await?,
        ));
    }
    t.push((
        "replace: name differs from the URL".into(),
        raw(
            client,
            "PUT",
            &format!("{url}/ok"),
            json_type,
            Some(widget("other", json!({"size": 3}))),
        )
        .await?,
    ));
    t.push((
        "merge patch: size below minimum".into(),
        raw(
            client,
            "PATCH",
            &format!("{url}/ok"),
            "application/merge-patch+json",
            Some(json!({"spec": {"size": -1}})),
        )
        .await?,
    ));
    t.push((
        "merge patch: tier not in enum".into(),
        raw(
            client,
            "PATCH",
            &format!("{url}/ok"),
            "application/merge-patch+json",
            Some(json!({"spec": {"tier": "huge"}})),
        )
        .await?,
    ));
    t.push((
        "merge patch: valid".into(),
        raw(
            client,
            "PATCH",
            &format!("{url}/ok"),
            "application/merge-patch+json",
            Some(json!({"spec": {"tier": "large", "unknown": true}})),
        )
        .await?,
    ));
    Ok(t)
}

/// Server-side apply with apply configurations: two managers on disjoint fields, a
/// conflict and its force, a dropped field, extract, and the status subresource.
async fn server_side_apply(cs: &Clientset, ns: &str) -> Result<Vec<(String, Value)>> {
    use kube_codegen_e2e::clients::clientset::webapp::v1::GuestbookStatusApplyConfiguration as Status;
    type Book = GuestbookApplyConfiguration;
    type Spec = GuestbookSpecApplyConfiguration;
    let books = cs.webapp_v1().guestbooks(ns);
    let mut t: Vec<(String, Value)> = Vec::new();
    let titled = Book::new("ssa", ns)
        .label("app", "ssa")
        .spec(Spec::default().title("Title".into()));
    let sized = Book::new("ssa", ns).spec(Spec::default().replicas(2));
    t.push((
        "ssa: first manager creates".into(),
        outcome(books.apply(&titled, "title-owner", false).await),
    ));
    let both = books.apply(&sized, "size-owner", false).await;
    let extracted = match &both {
        Ok(b) => json!([
            Book::extract(b, "title-owner")? == titled,
            Book::extract(b, "size-owner")? == sized
        ]),
        Err(e) => json!(e.to_string()),
    };
    t.push(("ssa: second manager, disjoint field".into(), outcome(both)));
    t.push(("ssa: extract equals what was applied".into(), extracted));
    let grab = Book::new("ssa", ns).spec(Spec::default().replicas(5));
    let refused = books.apply(&grab, "title-owner", false).await;
    let conflicts: Vec<Value> = refused
        .as_ref()
        .err()
        .map(|e| e.apply_conflicts())
        .unwrap_or_default()
        .into_iter()
        .map(|c| json!([c.manager, c.field]))
        .collect();
    t.push(("ssa: conflict".into(), outcome(refused)));
    t.push(("ssa: the conflicts".into(), json!(conflicts)));
    t.push((
        "ssa: forced".into(),
        outcome(books.apply(&grab, "title-owner", true).await),
    ));
    t.push((
        "ssa: a manager that lost its field".into(),
        outcome(
            books
                .apply(&Book::new("ssa", ns), "size-owner", false)
                .await,
        ),
    ));
    t.push((
        "ssa: a field no longer sent is removed".into(),
        outcome(
            books
                .apply(
                    &Book::new("ssa", ns).spec(Spec::default().replicas(5)),
                    "title-owner",
                    false,
                )
                .await,
        ),
    ));
    let ready = Book::new("ssa", ns).status(Status::default().phase("Ready".into()));
    let status = books.apply_status(&ready, "status-owner", false).await;
    let extracted = match &status {
        Ok(s) => json!(Book::extract_status(s, "status-owner")? == ready),
        Err(e) => json!(e.to_string()),
    };
    t.push(("ssa: status".into(), outcome(status)));
    t.push(("ssa: extract_status".into(), extracted));
    Ok(t)
}

#[tokio::test]
async fn the_fake_and_a_real_api_server_agree() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let testdata = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../testdata");
    let validation = testdata.join("validation/expected");
    let plane = Environment::new()
        .crd_path(testdata.join("clients/expected"))
        .crd_path(&validation)
        .start()
        .await?;
    let client = plane.client()?;
    let ns = test_namespace(&client, "diff").await?;
    let (mut real_steps, real_events) = script(&Clientset::new(client.clone()), &ns).await?;
    real_steps.extend(refusals(&client, &ns).await?);
    real_steps.extend(server_side_apply(&Clientset::new(client.clone()), &ns).await?);

    let (fake_cs, server) = fake::new_simple_clientset([])?;
    for crd in kube_envtest::read_crds(&[validation])? {
        for resource in kube_codegen_runtime::fake::ResourceInfo::from_crd(&crd) {
            server.register(resource);
        }
    }
    let (mut fake_steps, fake_events) = script(&fake_cs, &ns).await?;
    fake_steps.extend(refusals(&server.client(), &ns).await?);
    fake_steps.extend(server_side_apply(&fake_cs, &ns).await?);
    if std::env::var_os("KUBE_CODEGEN_PRINT_REFUSALS").is_some() {
        for (step, real) in &real_steps {
            println!("{step}: {real}");
        }
    }

    assert_eq!(real_steps.len(), fake_steps.len());
    let mut differences = Vec::new();
    for ((step, real), (_, fake)) in real_steps.iter().zip(&fake_steps) {
        if real != fake {
            differences.push(format!("{step}:\n  real: {real}\n  fake: {fake}"));
        }
    }
    assert!(
        differences.is_empty(),
        "{} step(s) differ:\n{}",
        differences.len(),
        differences.join("\n")
    );
    assert_eq!(real_events, fake_events, "watch events differ");
    Ok(())
}

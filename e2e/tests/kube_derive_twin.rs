//! One test source, generic over the Kind, run on envtest for kube-codegen's `Widget`
//! (`testdata/validation`: a struct with a `TypeMeta<Self>` field and markers) and for the
//! same Widget written for kube-derive (`#[derive(CustomResource)]` with schemars bounds, in
//! group `derive.example.com`): every `kube::Api` verb with whole objects, `watch`, the
//! `reflector`, `Controller` with `.owns()`, the `finalizer` helper and an
//! `events::Recorder`. Each run records what it saw; both Kinds must see the same.

use std::fmt::Debug;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures::{StreamExt, TryStreamExt};
use k8s_openapi::NamespaceResourceScope;
use k8s_openapi::api::core::v1::ConfigMap;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use kube::api::{
    Api, DeleteParams, ListParams, Patch, PatchParams, PostParams, WatchEvent, WatchParams,
};
use kube::runtime::controller::{Action, Controller};
use kube::runtime::events::{Event, EventType, Recorder, Reporter};
use kube::runtime::finalizer::{Event as FinalizerEvent, finalizer};
use kube::runtime::{WatchStreamExt, reflector, watcher};
use kube::{CustomResourceExt, Resource, ResourceExt};
use kube_envtest::{Environment, SharedControlPlane, require_assets, test_namespace};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::json;

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error + Send + Sync>>;

/// The Widget written for kube-derive, as kube-rs's README writes it (also a case of
/// `kube_derive_dialect.rs`, which reads it with kube-codegen).
#[path = "../../testdata/kube-derive/widget.rs"]
mod derived;

use kube_codegen_e2e::validation::api::v1 as generated;

/// What the suite needs of a Widget beyond kube's traits: its constructor and two fields.
trait Twin:
    Resource<DynamicType = (), Scope = NamespaceResourceScope>
    + Clone
    + Debug
    + Serialize
    + DeserializeOwned
    + Send
    + Sync
    + 'static
{
    fn make(name: &str, size: i32) -> Self;
    fn size(&self) -> i32;
    fn set_size(&mut self, size: i32);
    fn phase(&self) -> Option<String>;
    fn set_phase(&mut self, phase: &str);
}

/// `Twin` for a Widget type (both have `spec.size` and `status.phase`), given how to make
/// one.
macro_rules! twin {
    ($widget:ty, |$name:ident, $size:ident| $make:expr) => {
        impl Twin for $widget {
            fn make($name: &str, $size: i32) -> Self {
                $make
            }
            fn size(&self) -> i32 {
                self.spec.size
            }
            fn set_size(&mut self, size: i32) {
                self.spec.size = size;
            }
            fn phase(&self) -> Option<String> {
                self.status.as_ref()?.phase.clone()
            }
            fn set_phase(&mut self, phase: &str) {
                self.status.get_or_insert_with(Default::default).phase = Some(phase.into());
            }
        }
    };
}

twin!(generated::Widget, |name, size| generated::Widget::new(
    name,
    generated::WidgetSpec {
        size,
        ..Default::default()
    },
));
twin!(derived::Widget, |name, size| derived::Widget::new(
    name,
    derived::WidgetSpec { size }
));

fn environment() -> Environment {
    Environment::new()
        .crd_path(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../testdata/validation/expected"))
        .crd(derived::Widget::crd())
}

static PLANE: SharedControlPlane = SharedControlPlane::new(environment);

async fn names<K: Twin>(api: &Api<K>) -> Result<Vec<String>> {
    let mut names: Vec<String> = api
        .list(&ListParams::default())
        .await?
        .items
        .iter()
        .map(|o| o.name_any())
        .collect();
    names.sort();
    Ok(names)
}

/// Waits (up to 30 s) until `check` holds.
async fn eventually(mut check: impl AsyncFnMut() -> Result<bool>) -> Result {
    for _ in 0..300 {
        if check().await? {
            return Ok(());
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    Err("timed out".into())
}

#[derive(Debug, thiserror::Error)]
#[error("{0}")]
struct Failed(String);

/// Every step on one Kind, each recorded as a line: what a kube-derive user's code sees.
async fn suite<K: Twin>(client: kube::Client, ns: &str) -> Result<Vec<String>> {
    let api: Api<K> = Api::namespaced(client.clone(), ns);
    let pp = PostParams::default();
    let mut seen = Vec::new();

    // The verbs of kube::Api with whole objects.
    let created = api.create(&pp, &K::make("w1", 3)).await?;
    seen.push(format!("create: size {}", created.size()));
    seen.push(format!("get: size {}", api.get("w1").await?.size()));
    seen.push(format!("list: {:?}", names(&api).await?));
    let mut changed = created.clone();
    changed.set_size(4);
    seen.push(format!(
        "replace: size {}",
        api.replace("w1", &pp, &changed).await?.size()
    ));
    let merged = api
        .patch(
            "w1",
            &PatchParams::default(),
            &Patch::Merge(json!({"spec": {"size": 5}})),
        )
        .await?;
    seen.push(format!("merge patch: size {}", merged.size()));
    let patch: json_patch::Patch =
        serde_json::from_value(json!([{"op": "replace", "path": "/spec/size", "value": 6}]))?;
    let patched = api
        .patch("w1", &PatchParams::default(), &Patch::Json::<()>(patch))
        .await?;
    seen.push(format!("json patch: size {}", patched.size()));
    let applied = api
        .patch(
            "w1",
            &PatchParams::apply("twin").force(),
            &Patch::Apply(&K::make("w1", 7)),
        )
        .await?;
    seen.push(format!("apply: size {}", applied.size()));
    let status = api
        .patch_status(
            "w1",
            &PatchParams::default(),
            &Patch::Merge(json!({"status": {"phase": "Patched"}})),
        )
        .await?;
    seen.push(format!("patch_status: {:?}", status.phase()));
    let mut with_status = status.clone();
    with_status.set_phase("Replaced");
    let replaced = api.replace_status("w1", &pp, &with_status).await?;
    seen.push(format!("replace_status: {:?}", replaced.phase()));
    api.entry("w2")
        .await?
        .or_insert(|| K::make("w2", 2))
        .commit(&pp)
        .await?;
    api.entry("w2")
        .await?
        .and_modify(|w| w.set_size(9))
        .or_insert(|| K::make("w2", 1))
        .commit(&pp)
        .await?;
    seen.push(format!("entry: size {}", api.get("w2").await?.size()));
    let refused = api.create(&pp, &K::make("w3", 11)).await;
    seen.push(format!(
        "create size 11: {:?}",
        refused.err().map(|e| match e {
            kube::Error::Api(s) => s.code,
            _ => 0,
        })
    ));

    // watch: one change to w2 arrives as Modified.
    let version = api
        .list(&ListParams::default())
        .await?
        .metadata
        .resource_version;
    let mut events = api
        .watch(
            &WatchParams::default().timeout(10),
            &version.unwrap_or_default(),
        )
        .await?
        .boxed();
    api.patch(
        "w2",
        &PatchParams::default(),
        &Patch::Merge(json!({"spec": {"size": 8}})),
    )
    .await?;
    while let Some(e) = events.try_next().await? {
        if let WatchEvent::Modified(w) = e {
            seen.push(format!(
                "watch: modified {} size {}",
                w.name_any(),
                w.size()
            ));
            break;
        }
    }

    // reflector: a store that follows the server.
    let (reader, writer) = reflector::store();
    let stream = reflector(writer, watcher(api.clone(), watcher::Config::default()))
        .default_backoff()
        .touched_objects()
        .for_each(|_| futures::future::ready(()));
    let task = tokio::spawn(stream);
    tokio::time::timeout(Duration::from_secs(30), reader.wait_until_ready()).await??;
    let mut stored: Vec<String> = reader.state().iter().map(|o| o.name_any()).collect();
    stored.sort();
    seen.push(format!("reflector: {stored:?}"));
    task.abort();

    // delete
    api.delete("w2", &DeleteParams::default()).await?;
    eventually(async || Ok(api.get_opt("w2").await?.is_none())).await?;
    seen.push(format!("delete: {:?}", names(&api).await?));

    // The finalizer helper: adds its finalizer, applies, and cleans up on deletion.
    const FINALIZER: &str = "twin.example.com/cleanup";
    let log = Arc::new(Mutex::new(Vec::new()));
    for step in 0..3 {
        if step == 2 {
            api.delete("w1", &DeleteParams::default()).await?;
        }
        let obj = Arc::new(api.get("w1").await?);
        let log = log.clone();
        finalizer(&api, FINALIZER, obj, |event| async move {
            let what = match event {
                FinalizerEvent::Apply(w) => format!("apply {}", w.name_any()),
                FinalizerEvent::Cleanup(w) => format!("cleanup {}", w.name_any()),
            };
            log.lock().map_err(|e| Failed(e.to_string()))?.push(what);
            Ok::<_, Failed>(Action::await_change())
        })
        .await?;
    }
    eventually(async || Ok(api.get_opt("w1").await?.is_none())).await?;
    seen.push(format!(
        "finalizer: {:?}, then gone",
        log.lock().map_err(|e| e.to_string())?
    ));

    // Controller with .owns(): it makes a ConfigMap owned by each Widget, reports an event
    // through a Recorder, and is woken again when its ConfigMap is deleted.
    let maps: Api<ConfigMap> = Api::namespaced(client.clone(), ns);
    let recorder = Recorder::new(
        client.clone(),
        Reporter {
            controller: "twin-controller".into(),
            instance: None,
        },
    );
    struct Ctx<K: Twin> {
        maps: Api<ConfigMap>,
        recorder: Recorder,
        reconciles: Mutex<usize>,
        _kind: std::marker::PhantomData<K>,
    }
    let ctx = Arc::new(Ctx::<K> {
        maps: maps.clone(),
        recorder,
        reconciles: Mutex::new(0),
        _kind: std::marker::PhantomData,
    });
    async fn reconcile<K: Twin>(
        w: Arc<K>,
        ctx: Arc<Ctx<K>>,
    ) -> std::result::Result<Action, Failed> {
        let fail = |e: kube::Error| Failed(e.to_string());
        let owner = w
            .controller_owner_ref(&())
            .ok_or_else(|| Failed("no owner reference".into()))?;
        let map = ConfigMap {
            metadata: ObjectMeta {
                name: Some(format!("{}-config", w.name_any())),
                owner_references: Some(vec![owner]),
                ..Default::default()
            },
            data: Some([("size".to_string(), w.size().to_string())].into()),
            ..Default::default()
        };
        ctx.maps
            .patch(
                &format!("{}-config", w.name_any()),
                &PatchParams::apply("twin-controller").force(),
                &Patch::Apply(&map),
            )
            .await
            .map_err(fail)?;
        ctx.recorder
            .publish(
                &Event {
                    type_: EventType::Normal,
                    reason: "Reconciled".into(),
                    note: Some("config map written".into()),
                    action: "Reconcile".into(),
                    secondary: None,
                },
                &w.object_ref(&()),
            )
            .await
            .map_err(fail)?;
        *ctx.reconciles.lock().map_err(|e| Failed(e.to_string()))? += 1;
        Ok(Action::await_change())
    }
    let controller = Controller::new(api.clone(), watcher::Config::default())
        .owns(maps.clone(), watcher::Config::default())
        .run(
            reconcile::<K>,
            |_, _, _| Action::requeue(Duration::from_secs(1)),
            ctx.clone(),
        )
        .for_each(|_| futures::future::ready(()));
    let task = tokio::spawn(controller);
    api.create(&pp, &K::make("w4", 4)).await?;
    eventually(async || Ok(maps.get_opt("w4-config").await?.is_some())).await?;
    seen.push("controller: config map made".into());
    maps.delete("w4-config", &DeleteParams::default()).await?;
    eventually(async || {
        Ok(maps
            .get_opt("w4-config")
            .await?
            .is_some_and(|m| m.metadata.deletion_timestamp.is_none()))
    })
    .await?;
    seen.push("controller (.owns): config map made again after its deletion".into());
    task.abort();
    let events: Api<k8s_openapi::api::events::v1::Event> = Api::namespaced(client, ns);
    let reasons: Vec<String> = events
        .list(&ListParams::default())
        .await?
        .items
        .into_iter()
        .filter(|e| e.regarding.as_ref().and_then(|r| r.name.as_deref()) == Some("w4"))
        .filter_map(|e| e.reason)
        .collect();
    seen.push(format!("recorder: {:?}", reasons.first()));
    Ok(seen)
}

/// The suite on both Widgets gives the same lines, and those lines are what the steps
/// should give.
#[tokio::test]
async fn a_kube_derive_widget_and_a_kube_codegen_widget_behave_alike() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let plane = PLANE.get().await?;
    let client = plane.client()?;
    let ns = test_namespace(&client, "twin-codegen").await?;
    let ours = suite::<generated::Widget>(client.clone(), &ns).await?;
    let ns = test_namespace(&client, "twin-derive").await?;
    let theirs = suite::<derived::Widget>(client, &ns).await?;
    assert_eq!(
        ours, theirs,
        "kube-codegen's Widget and kube-derive's differ"
    );
    let expected = [
        "create: size 3",
        "get: size 3",
        "list: [\"w1\"]",
        "replace: size 4",
        "merge patch: size 5",
        "json patch: size 6",
        "apply: size 7",
        "patch_status: Some(\"Patched\")",
        "replace_status: Some(\"Replaced\")",
        "entry: size 9",
        "create size 11: Some(422)",
        "watch: modified w2 size 8",
        "reflector: [\"w1\", \"w2\"]",
        "delete: [\"w1\"]",
        "finalizer: [\"apply w1\", \"cleanup w1\"], then gone",
        "controller: config map made",
        "controller (.owns): config map made again after its deletion",
        "recorder: Some(\"Reconciled\")",
    ];
    assert_eq!(ours, expected);
    Ok(())
}

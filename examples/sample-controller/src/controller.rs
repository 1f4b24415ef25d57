//! The controller of kubernetes/sample-controller's `controller.go`: every Foo owns a
//! Deployment named `spec.deploymentName` running `spec.replicas` nginx pods; the Foo's
//! `status.availableReplicas` follows the Deployment's.

use std::collections::BTreeMap;
use std::sync::Arc;

use k8s_openapi::api::apps::v1::{Deployment, DeploymentSpec};
use k8s_openapi::api::core::v1::{Container, PodSpec, PodTemplateSpec};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{LabelSelector, ObjectMeta};
use kube_codegen_runtime::builtin;
use kube_codegen_runtime::events::{EventRecorder, EventType};
use kube_codegen_runtime::reexports::kube;
use kube_codegen_runtime::workqueue::WorkQueue;
use kube_codegen_runtime::{
    EventHandlerFns, Lister, SharedIndexInformer, controller_ref, is_controlled_by, object_key,
    owner_key, split_key,
};
use sample_controller_api::apis::samplecontroller::v1alpha1::Foo;

use crate::client::Clientset;
use crate::client::samplecontroller::v1alpha1::{
    FooApplyConfiguration, FooInformer, FooStatusApplyConfiguration,
};

/// The component name of the Events this controller records.
pub const CONTROLLER_AGENT_NAME: &str = "sample-controller";
/// The field manager of the controller's server-side applies.
pub const FIELD_MANAGER: &str = "sample-controller";
/// Event reason when a Foo is synced.
pub const SUCCESS_SYNCED: &str = "Synced";
/// Event reason when a Deployment of the Foo's name exists and is not the Foo's.
pub const ERR_RESOURCE_EXISTS: &str = "ErrResourceExists";

/// What a failed sync means for its key, as the Go controller's error returns.
#[derive(Debug)]
pub enum SyncError {
    /// Retry later, rate-limited (an API error, a Deployment that is not ours).
    Retry(String),
    /// Reported, not retried (a Foo without `deploymentName`): `utilruntime.HandleError`.
    Permanent(String),
}

/// The controller: informers' listers, the typed clients, the work queue and the event
/// recorder.
pub struct Controller {
    kube: kube::Client,
    clientset: Clientset,
    foos: Lister<Foo>,
    deployments: Lister<Deployment>,
    /// The work queue of Foo keys (`namespace/name`).
    pub queue: WorkQueue<String>,
    recorder: EventRecorder,
}

impl Controller {
    /// A controller over the Foo and Deployment informers of shared factories, as Go's
    /// `NewController`: Foo events enqueue the Foo, Deployment events enqueue their owning
    /// Foo.
    pub fn new(
        kube: kube::Client,
        foo_informer: &FooInformer,
        deployment_informer: &SharedIndexInformer<Deployment>,
    ) -> Arc<Self> {
        let queue: WorkQueue<String> = WorkQueue::new();
        let controller = Arc::new(Controller {
            clientset: Clientset::new(kube.clone()),
            recorder: EventRecorder::new(kube.clone(), CONTROLLER_AGENT_NAME),
            kube,
            foos: foo_informer.informer().lister(),
            deployments: deployment_informer.lister(),
            queue: queue.clone(),
        });
        let (q1, q2) = (queue.clone(), queue.clone());
        foo_informer.informer().add_event_handler(
            EventHandlerFns::new()
                .on_add(move |foo: &Arc<Foo>, _| q1.add(object_key(foo.as_ref())))
                .on_update(move |_, foo: &Arc<Foo>| q2.add(object_key(foo.as_ref()))),
        );
        let handle = {
            let (queue, foos) = (queue.clone(), controller.foos.clone());
            move |d: &Deployment| {
                if let Some(key) = owner_key::<Foo>(&d.metadata, &foos) {
                    queue.add(key);
                }
            }
        };
        let (h1, h2, h3) = (handle.clone(), handle.clone(), handle);
        deployment_informer.add_event_handler(
            EventHandlerFns::new()
                .on_add(move |d: &Arc<Deployment>, _| h1(d))
                .on_update(move |old: &Arc<Deployment>, new: &Arc<Deployment>| {
                    // Periodic resyncs send the same version: nothing changed.
                    if old.metadata.resource_version != new.metadata.resource_version {
                        h2(new);
                    }
                })
                .on_delete(move |d: &Arc<Deployment>| h3(d)),
        );
        controller
    }

    /// Processes keys with `workers` workers until the queue is shut down and drained
    /// (`queue.shut_down_with_drain()`), as Go's `Run`.
    pub async fn run(self: Arc<Self>, workers: usize) {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                let c = Arc::clone(&self);
                tokio::spawn(async move { c.run_worker().await })
            })
            .collect();
        for h in handles {
            let _ = h.await;
        }
    }

    async fn run_worker(&self) {
        while let Some(key) = self.queue.get().await {
            match self.sync_handler(&key).await {
                Ok(()) => self.queue.forget(&key),
                Err(SyncError::Permanent(msg)) => {
                    eprintln!("sample-controller: {key}: {msg}");
                    self.queue.forget(&key);
                }
                Err(SyncError::Retry(msg)) => {
                    eprintln!("sample-controller: {key}: {msg}; requeuing");
                    self.queue.add_rate_limited(key.clone());
                }
            }
            self.queue.done(&key);
        }
    }

    /// Brings the Foo `key` and its Deployment to agreement, as Go's `syncHandler`.
    pub async fn sync_handler(&self, key: &str) -> Result<(), SyncError> {
        let Some((Some(ns), name)) = split_key(key) else {
            return Err(SyncError::Permanent(format!("invalid resource key: {key}")));
        };
        let foo = match self.foos.namespace(ns).get(name) {
            Ok(foo) => foo,
            // The Foo is gone: its Deployment goes with it (garbage collection).
            Err(e) if e.is_not_found() => return Ok(()),
            Err(e) => return Err(SyncError::Retry(e.to_string())),
        };
        let deployment_name = &foo.spec.deployment_name;
        if deployment_name.is_empty() {
            return Err(SyncError::Permanent(format!(
                "{key}: deployment name must be specified"
            )));
        }
        let deployments = builtin::Clientset::new(self.kube.clone())
            .apps_v1()
            .deployments(ns);
        // Server-side apply (where Go's sample-controller creates, then updates): the
        // Deployment carries exactly the fields `new_deployment` sets, owned by this
        // controller, so fields others set (an autoscaler's, a defaulting webhook's) stay.
        let apply = || async {
            deployments
                .apply(&new_deployment(&foo), FIELD_MANAGER, true)
                .await
                .map_err(|e| SyncError::Retry(e.to_string()))
        };
        let mut deployment = match self.deployments.namespace(ns).get(deployment_name) {
            Ok(d) => (*d).clone(),
            Err(e) if e.is_not_found() => apply().await?,
            Err(e) => return Err(SyncError::Retry(e.to_string())),
        };
        if !is_controlled_by(&deployment.metadata, &foo.metadata) {
            let msg =
                format!("Resource {deployment_name:?} already exists and is not managed by Foo");
            self.recorder
                .event(foo.as_ref(), EventType::Warning, ERR_RESOURCE_EXISTS, &msg);
            return Err(SyncError::Retry(msg));
        }
        let want = foo.spec.replicas;
        if want.is_some() && deployment.spec.as_ref().and_then(|s| s.replicas) != want {
            deployment = apply().await?;
        }
        self.update_foo_status(&foo, &deployment).await?;
        self.recorder.event(
            foo.as_ref(),
            EventType::Normal,
            SUCCESS_SYNCED,
            "Foo synced successfully",
        );
        Ok(())
    }

    async fn update_foo_status(&self, foo: &Foo, deployment: &Deployment) -> Result<(), SyncError> {
        let available = deployment
            .status
            .as_ref()
            .and_then(|s| s.available_replicas)
            .unwrap_or(0);
        if foo.status.as_ref().map(|s| s.available_replicas) == Some(available) {
            return Ok(());
        }
        let ns = foo.metadata.namespace.as_deref().unwrap_or("default");
        let name = foo.metadata.name.as_deref().unwrap_or_default();
        // Only the status field this controller owns, applied to the status subresource.
        let status = FooApplyConfiguration::new(name, ns)
            .status(FooStatusApplyConfiguration::default().available_replicas(available));
        self.clientset
            .samplecontroller_v1alpha1()
            .foos(ns)
            .apply_status(&status, FIELD_MANAGER, true)
            .await
            .map(|_| ())
            .map_err(|e| SyncError::Retry(e.to_string()))
    }
}

/// The Deployment of a Foo, as Go's `newDeployment`: nginx pods labelled
/// `app=nginx,controller=<foo>`, owned by the Foo.
pub fn new_deployment(foo: &Foo) -> Deployment {
    let labels = BTreeMap::from([
        ("app".to_string(), "nginx".to_string()),
        (
            "controller".to_string(),
            foo.metadata.name.clone().unwrap_or_default(),
        ),
    ]);
    Deployment {
        metadata: ObjectMeta {
            name: Some(foo.spec.deployment_name.clone()),
            namespace: foo.metadata.namespace.clone(),
            owner_references: controller_ref(foo).map(|r| vec![r]),
            ..Default::default()
        },
        spec: Some(DeploymentSpec {
            replicas: foo.spec.replicas,
            selector: LabelSelector {
                match_labels: Some(labels.clone()),
                ..Default::default()
            },
            template: PodTemplateSpec {
                metadata: Some(ObjectMeta {
                    labels: Some(labels),
                    ..Default::default()
                }),
                spec: Some(PodSpec {
                    containers: vec![Container {
                        name: "nginx".into(),
                        image: Some("nginx:latest".into()),
                        ..Default::default()
                    }],
                    ..Default::default()
                }),
            },
            ..Default::default()
        }),
        status: None,
    }
}

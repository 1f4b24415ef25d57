//! The controller of kubernetes/sample-controller's `controller.go`, on the runtime's
//! controller builder: every Foo owns a Deployment named `spec.deploymentName` running
//! `spec.replicas` nginx pods; the Foo's `status.availableReplicas` follows the
//! Deployment's.

use std::collections::BTreeMap;
use std::sync::Arc;

use k8s_openapi::api::apps::v1::{Deployment, DeploymentSpec};
use k8s_openapi::api::core::v1::{Container, PodSpec, PodTemplateSpec};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{LabelSelector, ObjectMeta};
use kube_codegen_runtime::controller::predicate::ResourceVersionChanged;
use kube_codegen_runtime::controller::{Action, ReconcileError, Reconciler, Request};
use kube_codegen_runtime::events::{EventRecorder, EventType};
use kube_codegen_runtime::manager::{Manager, ManagerError};
use kube_codegen_runtime::reexports::kube;
use kube_codegen_runtime::{self as rt, Lister, builtin, controller_ref, is_controlled_by};
use sample_controller_api::apis::samplecontroller::v1alpha1::Foo;

use crate::client::Clientset;
use crate::client::samplecontroller::v1alpha1::{
    FooApplyConfiguration, FooStatusApplyConfiguration,
};

/// The component name of the Events this controller records.
pub const CONTROLLER_AGENT_NAME: &str = "sample-controller";
/// The field manager of the controller's server-side applies.
pub const FIELD_MANAGER: &str = "sample-controller";
/// The reason of the Event recorded once a Foo's Deployment matches it.
pub const SUCCESS_SYNCED: &str = "Synced";
/// Event reason when a Deployment of the Foo's name exists and is not the Foo's.
pub const ERR_RESOURCE_EXISTS: &str = "ErrResourceExists";

/// The reconciler: the informers' listers, the typed clients and the event recorder.
pub struct FooReconciler {
    kube: kube::Client,
    clientset: Clientset,
    foos: Lister<Foo>,
    deployments: Lister<Deployment>,
    recorder: EventRecorder,
}

/// Registers the controller with `mgr`, as Go's `NewController`: Foo events enqueue the
/// Foo, events of the Deployments a Foo controls enqueue that Foo (periodic resyncs of an
/// unchanged Deployment are dropped), two workers.
///
/// # Errors
///
/// A controller of this name is registered already.
pub fn setup(mgr: &Manager) -> Result<(), ManagerError> {
    mgr.controller::<Foo>()
        .named(CONTROLLER_AGENT_NAME)
        .owns_with::<Deployment>(vec![Arc::new(ResourceVersionChanged)])
        .max_concurrent_reconciles(2)
        .complete(FooReconciler::new(mgr))
}

impl FooReconciler {
    /// A reconciler reading through `mgr`'s shared informers.
    pub fn new(mgr: &Manager) -> Self {
        let kube = mgr.client();
        FooReconciler {
            clientset: Clientset::new(kube.clone()),
            recorder: EventRecorder::new(kube.clone(), CONTROLLER_AGENT_NAME),
            foos: mgr.factory().informer_for::<Foo>().lister(),
            deployments: mgr.factory().informer_for::<Deployment>().lister(),
            kube,
        }
    }
}

impl Reconciler for FooReconciler {
    /// Brings the Foo and its Deployment to agreement, as Go's `syncHandler`. A Foo
    /// without `deploymentName` is a terminal error: reported, not retried.
    async fn reconcile(&self, req: Request) -> Result<Action, ReconcileError> {
        let ns = req.namespace();
        let foo = match self.foos.namespace(ns).get(&req.name) {
            Ok(foo) => foo,
            // The Foo is gone: its Deployment goes with it (garbage collection).
            Err(e) if e.is_not_found() => return Ok(Action::done()),
            Err(e) => return Err(e.into()),
        };
        let deployment_name = &foo.spec.deployment_name;
        if deployment_name.is_empty() {
            return Err(ReconcileError::terminal(ReconcileError::msg(format!(
                "{req}: spec.deploymentName is empty"
            ))));
        }
        let deployments = builtin::Clientset::new(self.kube.clone())
            .apps_v1()
            .deployments(ns);
        // Server-side apply (where Go's sample-controller creates, then updates): the
        // Deployment carries exactly the fields `new_deployment` sets, owned by this
        // controller, so fields others set (an autoscaler's, a defaulting webhook's) stay.
        let wanted = new_deployment(&foo);
        let apply = || deployments.apply(&wanted, FIELD_MANAGER, true);
        let mut deployment = match self.deployments.namespace(ns).get(deployment_name) {
            Ok(d) => (*d).clone(),
            Err(e) if e.is_not_found() => apply().await?,
            Err(e) => return Err(e.into()),
        };
        if !is_controlled_by(&deployment.metadata, &foo.metadata) {
            let msg =
                format!("Deployment {deployment_name:?} is in the way: not controlled by this Foo");
            self.recorder
                .event(foo.as_ref(), EventType::Warning, ERR_RESOURCE_EXISTS, &msg);
            return Err(ReconcileError::msg(msg));
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
            "Foo reconciled: its Deployment is up to date",
        );
        Ok(Action::done())
    }
}

impl FooReconciler {
    async fn update_foo_status(&self, foo: &Foo, deployment: &Deployment) -> rt::Result<()> {
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

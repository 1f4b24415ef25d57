// The Kind is sample-controller's `Foo`; clippy's placeholder-name lint does not apply.
#![allow(clippy::disallowed_names)]

//! kubernetes/sample-controller in Rust: the `Foo` Kind of the `sample-controller-api` crate
//! with clients generated here (the API types and their clients live in different crates).

pub mod controller;

// ANCHOR: client
/// The typed clientset, listers, informers and fake of `samplecontroller.k8s.io/v1alpha1`.
pub mod client {
    include!(concat!(env!("OUT_DIR"), "/clientset.rs"));
}

/// The Foo CustomResourceDefinition, generated from the same API.
pub const FOO_CRD: &str = include_str!(concat!(
    env!("OUT_DIR"),
    "/samplecontroller.k8s.io_foos.yaml"
));
// ANCHOR_END: client

#[cfg(test)]
mod tests {
    use kube_codegen_runtime::Kind;
    use sample_controller_api::apis::samplecontroller::v1alpha1::{Foo, FooSpec};

    use super::client;

    #[test]
    fn the_api_crate_implements_the_kind_and_the_crd_is_generated() {
        assert_eq!(Foo::RESOURCE, "foos.samplecontroller.k8s.io");
        const { assert!(Foo::NAMESPACED && Foo::STATUS_SUBRESOURCE) };
        assert!(super::FOO_CRD.contains("name: foos.samplecontroller.k8s.io"));
        assert!(super::FOO_CRD.contains("deploymentName:"));
    }

    #[tokio::test]
    async fn clients_generated_here_serve_the_api_crates_foo() {
        let (clientset, server) = client::fake::new_simple_clientset([]).expect("fake");
        let foos = clientset.samplecontroller_v1alpha1().foos("default");
        let created = foos
            .create(
                &kube_codegen_runtime::reexports::kube::api::PostParams::default(),
                &Foo {
                    types: Default::default(),
                    metadata: kube_codegen_runtime::reexports::kube::api::ObjectMeta {
                        name: Some("example-foo".into()),
                        ..Default::default()
                    },
                    spec: FooSpec {
                        deployment_name: "example-foo".into(),
                        replicas: Some(1),
                    },
                    status: None,
                },
            )
            .await
            .expect("created");
        assert_eq!(created.spec.deployment_name, "example-foo");
        assert!(foos.get_opt("missing").await.expect("get").is_none());
        assert_eq!(server.actions().len(), 2);
    }

    /// The controller on the fake clientset, built-in Deployments included: a Foo gets its
    /// owned Deployment, and a seeded Deployment that is not the Foo's is left alone with an
    /// `ErrResourceExists` event.
    #[tokio::test]
    async fn the_controller_on_the_fake_clientset() {
        use k8s_openapi::api::apps::v1::Deployment;
        use kube_codegen_runtime::manager::{Manager, ManagerOptions};
        use kube_codegen_runtime::reexports::kube::api::PostParams;

        // A Deployment of nobody's, as a typed seed: the fake serves built-in Kinds too.
        let taken = Deployment {
            metadata: kube_codegen_runtime::reexports::kube::api::ObjectMeta {
                name: Some("taken".into()),
                namespace: Some("default".into()),
                ..Default::default()
            },
            spec: Some(Default::default()),
            ..Default::default()
        };
        let seed = kube_codegen_runtime::fake::object(&taken).expect("serializes");
        let (clientset, server) = client::fake::new_simple_clientset([seed]).expect("fake");
        let mgr = Manager::with_client(clientset.kube_client().clone(), ManagerOptions::new());
        crate::controller::setup(&mgr).expect("registered");
        let stop = tokio_util::sync::CancellationToken::new();
        let run = tokio::spawn({
            let (mgr, stop) = (mgr.clone(), stop.clone());
            async move { mgr.start_until(stop.cancelled_owned()).await }
        });

        let api = clientset.samplecontroller_v1alpha1().foos("default");
        for (name, deployment) in [("mine", "mine-deploy"), ("greedy", "taken")] {
            api.create(
                &PostParams::default(),
                &Foo {
                    types: Default::default(),
                    metadata: kube_codegen_runtime::reexports::kube::api::ObjectMeta {
                        name: Some(name.into()),
                        namespace: Some("default".into()),
                        ..Default::default()
                    },
                    spec: FooSpec {
                        deployment_name: deployment.into(),
                        replicas: Some(2),
                    },
                    status: None,
                },
            )
            .await
            .expect("created");
        }
        let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(10);
        let (owned, warned) = loop {
            let objects = server.objects();
            let owned = objects.iter().any(|o| {
                o["metadata"]["name"] == "mine-deploy"
                    && o["metadata"]["ownerReferences"][0]["controller"] == true
                    && o["spec"]["replicas"] == 2
            });
            let warned = objects.iter().any(|o| {
                o["kind"] == "Event"
                    && o["reason"] == crate::controller::ERR_RESOURCE_EXISTS
                    && o["involvedObject"]["name"] == "greedy"
            });
            if (owned && warned) || tokio::time::Instant::now() > deadline {
                break (owned, warned);
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        };
        assert!(owned, "the Foo's Deployment, owned: {:?}", server.objects());
        assert!(warned, "the ErrResourceExists event");
        let taken = server
            .objects()
            .into_iter()
            .find(|o| o["metadata"]["name"] == "taken")
            .expect("still there");
        assert!(taken["metadata"]["ownerReferences"].is_null(), "left alone");
        assert!(
            server.actions().iter().any(|a| a.verb == "patch"
                && a.resource == "deployments"
                && a.patch_type.as_deref() == Some("application/apply-patch+yaml")),
            "the action log records the server-side apply of the built-in Kind"
        );
        stop.cancel();
        run.await.expect("joined").expect("a clean stop");
    }
}

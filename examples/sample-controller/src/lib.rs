// The Kind is sample-controller's `Foo`; clippy's placeholder-name lint does not apply.
#![allow(clippy::disallowed_names)]

//! kubernetes/sample-controller in Rust: the `Foo` Kind of the `sample-controller-api` crate
//! with clients generated here (the API types and their clients live in different crates).

pub mod controller;

/// The typed clientset, listers, informers and fake of `samplecontroller.k8s.io/v1alpha1`.
pub mod client {
    include!(concat!(env!("OUT_DIR"), "/clientset.rs"));
}

/// The Foo CustomResourceDefinition, generated from the same API.
pub const FOO_CRD: &str = include_str!(concat!(
    env!("OUT_DIR"),
    "/samplecontroller.k8s.io_foos.yaml"
));

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
}

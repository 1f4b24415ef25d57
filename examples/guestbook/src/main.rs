//! A `crdgen`-style binary of an operator crate: prints the CRD that `build.rs` generated
//! from the Guestbook API module, ready for `kubectl apply -f -`.

/// The Guestbook API types, compiled as part of the operator.
#[path = "../../../testdata/guestbook/api/v1/mod.rs"]
pub mod v1;

// Every other API module under testdata/ compiles too, with its serde derives.
#[cfg(test)]
#[allow(dead_code, clippy::all)]
#[path = "../../../testdata/cronjob/api/v1.rs"]
mod testdata_cronjob;
#[cfg(test)]
#[allow(dead_code, clippy::all)]
#[path = "../../../testdata/markers/api/v1.rs"]
mod testdata_markers;
#[cfg(test)]
#[allow(dead_code, clippy::all)]
#[path = "../../../testdata/multiversion/api/v1.rs"]
mod testdata_multiversion_v1;
#[cfg(test)]
#[allow(dead_code, clippy::all)]
#[path = "../../../testdata/multiversion/api/v1beta1.rs"]
mod testdata_multiversion_v1beta1;
#[cfg(test)]
#[allow(dead_code, clippy::all)]
#[path = "../../../testdata/multiversion/api/v2.rs"]
mod testdata_multiversion_v2;
#[cfg(test)]
#[allow(dead_code, clippy::all)]
#[path = "../../../testdata/plural/api/plural.rs"]
mod testdata_plural;
#[cfg(test)]
#[allow(dead_code, clippy::all)]
#[path = "../../../testdata/rustnative/api/v1alpha1.rs"]
mod testdata_rustnative;

/// The typed clientset, listers, informers and fake clientset generated at build time
/// (see `build.rs`).
pub mod client {
    include!(concat!(env!("OUT_DIR"), "/clientset.rs"));
}

/// The CRD generated at build time (see `build.rs`).
const GUESTBOOK_CRD: &str = include_str!(concat!(
    env!("OUT_DIR"),
    "/webapp.my.domain_guestbooks.yaml"
));

fn main() {
    let guestbook = v1::Guestbook {
        types: Default::default(),
        spec: v1::GuestbookSpec {
            foo: Some("bar".into()),
        },
        ..Default::default()
    };
    eprintln!(
        "example object: {}",
        serde_json::to_string(&guestbook).unwrap_or_default()
    );
    print!("{GUESTBOOK_CRD}");
}

/// A controller's unit test with the fake clientset: no cluster needed.
#[cfg(test)]
mod fake_clientset {
    use std::time::Duration;

    use kube_codegen_runtime::fake::failure;
    use kube_codegen_runtime::reexports::kube::api::{ListParams, PostParams};
    use kube_codegen_runtime::reexports::kube::core::Selector;

    use crate::client::{SharedInformerFactory, fake};
    use crate::v1::{Guestbook, GuestbookSpec};

    fn guestbook(name: &str) -> Guestbook {
        let mut g = Guestbook {
            types: Default::default(),
            spec: GuestbookSpec {
                foo: Some("bar".into()),
            },
            ..Default::default()
        };
        g.metadata.name = Some(name.into());
        g.metadata.namespace = Some("default".into());
        g
    }

    #[tokio::test]
    async fn clients_listers_and_reactors_on_the_fake_clientset() {
        let (clientset, server) = fake::new_simple_clientset([]).expect("fake clientset");
        let guestbooks = clientset.webapp_v1().guestbooks("default");
        guestbooks
            .create(&PostParams::default(), &guestbook("first"))
            .await
            .expect("create");

        let factory = SharedInformerFactory::new(clientset.kube_client().clone());
        let lister = factory.webapp().v1().guestbooks().lister();
        factory.start();
        tokio::time::timeout(Duration::from_secs(10), factory.wait_for_cache_sync())
            .await
            .expect("synced");
        let cached = lister
            .namespace("default")
            .get("first")
            .expect("in the cache");
        assert_eq!(cached.spec.foo.as_deref(), Some("bar"));
        assert_eq!(lister.list(&Selector::default()).len(), 1);

        // A reactor makes the next list fail as an overloaded server would.
        server.prepend_reactor("list", "guestbooks", |_| {
            Some(Err(failure(429, "TooManyRequests", "slow down")))
        });
        let err = guestbooks
            .list(&ListParams::default())
            .await
            .expect_err("the reactor answers");
        assert_eq!(err.reason(), Some("TooManyRequests"));
        let verbs: Vec<String> = server.actions().into_iter().map(|a| a.verb).collect();
        assert_eq!(verbs.first().map(String::as_str), Some("create"));
        assert_eq!(verbs.last().map(String::as_str), Some("list"));
        factory.shutdown().await;
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn build_rs_output_equals_the_cli_golden_but_for_the_version_annotation() {
        let golden =
            include_str!("../../../testdata/guestbook/expected/webapp.my.domain_guestbooks.yaml");
        let annotation = format!(
            "  annotations:\n    kube-codegen.dev/version: {}\n",
            env!("CARGO_PKG_VERSION")
        );
        assert_eq!(super::GUESTBOOK_CRD.replace(&annotation, ""), golden);
    }

    #[test]
    fn api_types_serialize_as_the_schema_says() {
        use crate::testdata_rustnative::{Action, Phase, Retry, Trigger};
        let v = |x: serde_json::Value| x;
        assert_eq!(
            serde_json::to_value(Trigger::Cron {
                schedule: "@daily".into()
            })
            .ok(),
            Some(v(serde_json::json!({"type": "Cron", "schedule": "@daily"})))
        );
        assert_eq!(
            serde_json::to_value(Action::Run {
                command: "make".into()
            })
            .ok(),
            Some(v(
                serde_json::json!({"kind": "Run", "with": {"command": "make"}})
            ))
        );
        assert_eq!(
            serde_json::to_value(Retry::Count(3)).ok(),
            Some(v(serde_json::json!(3)))
        );
        let phase = serde_json::to_value(Phase::NotStarted).ok();
        assert_eq!(phase, Some(v(serde_json::json!("not-started"))));
    }
}

//! `kube-codegen import` on a real API server: the API modules imported from controller-gen's
//! CRDs of three cases (`testdata/import/expected`, 12 Kinds in 6 groups) give back CRDs the
//! API server serves, and the typed clients generated for them (`testdata/import/clients`)
//! create, get and list an object of every Kind.

use std::path::Path;

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use kube::api::{ListParams, ObjectMeta, PostParams};
use kube_codegen_e2e::imported::api::{batch, crew, fleet, infra, port, webapp};
use kube_codegen_e2e::imported::clientset::Clientset;
use kube_envtest::{Environment, require_assets, test_namespace};

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

/// The CRDs kube-codegen generates from the imported modules.
fn regenerated() -> Result<Vec<CustomResourceDefinition>> {
    let input = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/import/expected");
    let out = kube_codegen::Config::new()
        .input(&input)
        .generate()
        .map_err(|e| e.render(false))?;
    let mut crds = Vec::new();
    for (name, yaml) in out.files() {
        crds.extend(kube_envtest::parse_crds(yaml, name)?);
    }
    Ok(crds)
}

fn meta(name: &str) -> ObjectMeta {
    ObjectMeta {
        name: Some(name.to_string()),
        ..ObjectMeta::default()
    }
}

/// Creates `$obj` with `$client`, gets it back and finds it in a list: one round, recorded
/// in `$done` under `$kind`.
macro_rules! round {
    ($done:ident, $kind:literal, $client:expr, $obj:expr) => {{
        let client = $client;
        let obj = $obj;
        let name = obj.metadata.name.clone().unwrap_or_default();
        let created = client.create(&PostParams::default(), &obj).await?;
        assert_eq!(created.metadata.name.as_deref(), Some(name.as_str()), $kind);
        let got = client.get(&name).await?;
        assert_eq!(got.metadata.uid, created.metadata.uid, $kind);
        let listed = client.list(&ListParams::default()).await?;
        assert!(
            listed
                .items
                .iter()
                .any(|o| o.metadata.name.as_deref() == Some(name.as_str())),
            "{} lists {name}",
            $kind
        );
        $done.push($kind);
    }};
}

#[tokio::test]
async fn imported_kinds_round_trip_through_their_typed_clients() -> Result {
    let Some(_) = require_assets() else {
        return Ok(());
    };
    let crds = regenerated()?;
    let mut kinds: Vec<String> = crds.iter().map(|c| c.spec.names.kind.clone()).collect();
    kinds.sort();
    let mut env = Environment::new();
    for crd in crds {
        env = env.crd(crd);
    }
    let plane = env.start().await?;
    let kube = plane.client()?;
    let ns = test_namespace(&kube, "imported").await?;
    let cs = Clientset::new(kube.clone());
    let mut done: Vec<&str> = Vec::new();

    round!(
        done,
        "CronJob",
        cs.batch_tutorial_v1().cronjobs(&ns),
        batch::v1::CronJob {
            metadata: meta("nightly"),
            spec: Some(batch::v1::CronJobSpec {
                schedule: "0 0 * * *".to_string(),
                ..Default::default()
            }),
            ..Default::default()
        }
    );
    round!(
        done,
        "Chassis",
        cs.infra_v1alpha1().chassis(),
        infra::v1alpha1::Chassis {
            metadata: meta("c1"),
            spec: infra::v1alpha1::ChassisSpec { slots: 4 },
            ..Default::default()
        }
    );
    round!(
        done,
        "ClusterPolicy",
        cs.infra_v1alpha1().clusterpolicies(),
        infra::v1alpha1::ClusterPolicy {
            metadata: meta("p1"),
            ..Default::default()
        }
    );
    round!(
        done,
        "Rack",
        cs.infra_v1alpha1().racks(&ns),
        infra::v1alpha1::Rack {
            metadata: meta("r1"),
            ..Default::default()
        }
    );
    round!(
        done,
        "Sentinel",
        cs.infra_v1alpha1().sentinels(&ns),
        infra::v1alpha1::Sentinel {
            metadata: meta("s1"),
            ..Default::default()
        }
    );
    round!(
        done,
        "Token",
        cs.infra_v1alpha1().tokens(&ns),
        infra::v1alpha1::Token {
            metadata: meta("t1"),
            secret: "s3cr3t".to_string(),
            ..Default::default()
        }
    );
    round!(
        done,
        "Guestbook",
        cs.webapp_v1().guestbooks(&ns),
        webapp::v1::Guestbook {
            metadata: meta("g1"),
            ..Default::default()
        }
    );
    round!(
        done,
        "Visitor",
        cs.webapp_v1().visitors(&ns),
        webapp::v1::Visitor {
            metadata: meta("v1"),
            spec: webapp::v1::VisitorSpec {
                name: "Ada".to_string(),
            },
            ..Default::default()
        }
    );
    round!(
        done,
        "Review",
        cs.webapp_v1beta1().reviews(&ns),
        webapp::v1beta1::Review {
            metadata: meta("rv1"),
            verdict: "approved".to_string(),
            ..Default::default()
        }
    );
    round!(
        done,
        "Sailor",
        cs.crew_v1().sailors(&ns),
        crew::v1::Sailor {
            metadata: meta("s1"),
            spec: crew::v1::SailorSpec {
                rank: "Mate".to_string(),
                ..Default::default()
            },
            ..Default::default()
        }
    );
    round!(
        done,
        "Ship",
        cs.fleet_v1().ships(),
        fleet::v1::Ship {
            metadata: meta("sh1"),
            spec: fleet::v1::ShipSpec {
                captain: fleet::v1::Captain {
                    name: "s1".to_string(),
                    ..Default::default()
                },
                ..Default::default()
            },
            ..Default::default()
        }
    );
    round!(
        done,
        "Harbor",
        cs.port_v1beta1().harbors(&ns),
        port::v1beta1::Harbor {
            metadata: meta("h1"),
            spec: port::v1beta1::HarborSpec {
                office: port::v1beta1::Office {
                    endpoint: port::v1beta1::Endpoint {
                        host: "harbor.example.com".to_string(),
                        port: 443,
                    },
                    ..Default::default()
                },
                ..Default::default()
            },
            ..Default::default()
        }
    );
    done.sort_unstable();
    assert_eq!(done, kinds, "a round for every imported Kind");
    plane.stop()?;
    Ok(())
}

//! The generated client goldens of `testdata/`, compiled against their API modules: this
//! crate building (warning-free under `clippy -D warnings`) is the check that every golden
//! is valid Rust. Its tests run the clients against the fake API server and a real one.
//!
//! Each case mounts `testdata/<case>/api` as `api` and the golden
//! `testdata/<case>/expected/clientset.rs` as its sibling `clientset`, the layout the
//! goldens are generated for (`Config::clients("super::api")`).

/// `testdata/guestbook`: one namespaced Kind with the status subresource.
#[path = "../../testdata/guestbook"]
pub mod guestbook {
    /// The API types.
    pub mod api {
        pub mod v1;
    }
    /// The generated clients; every public item must be documented.
    #[deny(missing_docs)]
    pub mod clientset {
        include!("../../testdata/guestbook/expected/clientset.rs");
    }
}

/// `testdata/clients`: two groups, three versions, namespaced and cluster-scoped Kinds,
/// read-only, only/skip verbs, custom subresource methods, a plural exception.
#[path = "../../testdata/clients"]
pub mod clients {
    /// The API types.
    pub mod api {
        /// Group `webapp.my.domain`.
        pub mod webapp {
            pub mod v1;
            pub mod v1beta1;
        }
        /// Group `infra.example.com`.
        pub mod infra {
            pub mod v1alpha1;
        }
    }
    /// The generated clients; every public item must be documented.
    #[deny(missing_docs)]
    pub mod clientset {
        include!("../../testdata/clients/expected/clientset.rs");
    }
}

/// Objects the tests and the benchmark share.
pub mod fixtures {
    use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

    use crate::clients::api::webapp::v1::{Guestbook, GuestbookSpec};

    /// A Guestbook `namespace/name` with `spec.title` = `title` and one replica, no status.
    pub fn guestbook(namespace: &str, name: &str, title: &str) -> Guestbook {
        Guestbook {
            metadata: ObjectMeta {
                name: Some(name.into()),
                namespace: Some(namespace.into()),
                ..Default::default()
            },
            spec: GuestbookSpec {
                title: Some(title.into()),
                replicas: Some(1),
            },
            status: None,
        }
    }
}

//! The proc macro's `include_clients!` expands to working clients (the macros crate's own
//! tests check its CRD output and its compile errors; this one needs the runtime).

// ANCHOR: macro
/// The guestbook API, mounted as the generated clients expect it (its list type is not
/// used here).
#[path = "../../../testdata/guestbook/api"]
#[allow(dead_code)]
mod api {
    pub mod v1;
}
/// The clients of the guestbook API, generated at compile time.
mod client {
    kube_codegen_macros::include_clients!(super::api, "../../../testdata/guestbook/api");
}
// ANCHOR_END: macro

#[tokio::test]
async fn include_clients_expands_to_working_clients() {
    let (clientset, server) = client::fake::new_simple_clientset([]).expect("fake clientset");
    let mut book = api::v1::Guestbook::default();
    book.metadata.name = Some("x".into());
    let created = clientset
        .webapp_v1()
        .guestbooks("default")
        .create(&Default::default(), &book)
        .await
        .expect("create");
    assert_eq!(created.metadata.generation, Some(1));
    assert_eq!(server.objects().len(), 1);
    assert_eq!(
        <api::v1::Guestbook as kube_codegen_runtime::Kind>::RESOURCE,
        "guestbooks.webapp.my.domain"
    );
}

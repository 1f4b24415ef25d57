//! The `build.rs` front door: generate the CRD and the typed clients of the Guestbook API
//! into `OUT_DIR` at build time.

fn main() {
    // The API module is mounted at the crate root (`crate::v1`), so the clients name its
    // types below `crate`.
    kube_codegen::Config::new()
        .input("../../testdata/guestbook/api")
        .clients("crate")
        .run_build_script();
}

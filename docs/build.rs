//! The getting-started walkthrough's `build.rs`: the Guestbook CRD and clients, generated
//! into `OUT_DIR` for the chapters' code blocks to use; and the Kind impls of the Widget of
//! "Coming from kube-derive".

use kube_codegen::{ClientOptions, KindImpls};

fn main() {
    kube_codegen::Config::new()
        .input("../testdata/guestbook/api")
        .clients("crate::api")
        .run_build_script();
    kube_codegen::Config::new()
        .input("widget")
        .clients(ClientOptions::new("crate::widget").kind_impls(KindImpls::Only))
        .run_build_script();
}

//! Generates the Foo CRD and the typed clients, listers and informers of the API crate's
//! Kinds; that crate implements the Kinds' traits itself (`KindImpls::Elsewhere`).

use kube_codegen::{ClientOptions, KindImpls};

fn main() {
    kube_codegen::Config::new()
        .input("api/src/apis")
        .clients(ClientOptions::new("sample_controller_api::apis").kind_impls(KindImpls::Elsewhere))
        .run_build_script();
}

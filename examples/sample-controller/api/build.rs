//! Generates the `kube::Resource` and `Kind` impls of the API's Kinds: the orphan rule lets
//! only this crate write them, while the controller crate generates the clients.

use kube_codegen::{ClientOptions, KindImpls};

fn main() {
    kube_codegen::Config::new()
        .input("src/apis")
        .crds(false)
        .clients(ClientOptions::new("crate::apis").kind_impls(KindImpls::Only))
        .run_build_script();
}

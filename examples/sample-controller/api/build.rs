//! Generates the `kube::Resource` and `Kind` impls of the API's Kinds: the orphan rule lets
//! only this crate write them, while the controller crate generates the clients.

fn main() {
    kube_codegen::Config::new()
        .input("src/apis")
        .crds(false)
        .kind_impls("crate::apis")
        .run_build_script();
}

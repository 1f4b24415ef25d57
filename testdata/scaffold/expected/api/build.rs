//! Generates the `kube::Resource` and `Kind` impls of the API's Kinds into `OUT_DIR`: the
//! orphan rule lets only this crate write them; the operator crate generates the clients.
//! `kube-codegen create api` adds them here.

fn main() {
    kube_codegen::Config::new()
        .input("src")
        .crds(false)
        .clients(
            kube_codegen::ClientOptions::new("crate")
                .root_kinds(true)
                .kind_impls(kube_codegen::KindImpls::Only),
        )
        .run_build_script();
    kube_codegen::Config::new()
        .input("src")
        .crds(false)
        .conversions("crate")
        .run_build_script();
    // +kubebuilder:scaffold:codegen
}

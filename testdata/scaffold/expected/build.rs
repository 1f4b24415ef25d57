//! `make manifests generate` of a kubebuilder project, at build time: into `OUT_DIR`, the
//! CRDs of the API crate's Kinds, their typed clients, listers and informers, and the
//! manager's Role from the controllers' `+kubebuilder:rbac` markers (`hack/update-codegen.sh`
//! writes the same manifests into `config/`). `kube-codegen create api` adds them here.

fn main() {
    kube_codegen::Config::new()
        .input("api/src")
        .clients(
            kube_codegen::ClientOptions::new("guestbook_api")
                .root_kinds(true)
                .kind_impls(kube_codegen::KindImpls::Elsewhere),
        )
        .run_build_script();
    kube_codegen::Config::new()
        .input("src/controller")
        .crds(false)
        .rbac("manager-role")
        .run_build_script();
    kube_codegen::Config::new()
        .input("src/webhook")
        .crds(false)
        .webhooks(true)
        .run_build_script();
    // +kubebuilder:scaffold:codegen
}

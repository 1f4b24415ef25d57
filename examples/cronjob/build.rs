//! `make manifests generate` of the kubebuilder project: the CronJob CRD and the typed
//! clients from the API (a kubebuilder API has no `+genclient`: every root Kind gets a
//! client; `crd:generateEmbeddedObjectMeta=true`), and the manager's Role from the
//! controller's RBAC markers.

fn main() {
    kube_codegen::Config::new()
        .input("src/api")
        // The Job template's labels and annotations survive the API server's pruning.
        .generate_embedded_object_meta(true)
        .clients("crate::api")
        .clients_for_root_kinds(true)
        .run_build_script();
    kube_codegen::Config::new()
        .input("src/controller.rs")
        .crds(false)
        .rbac("manager-role")
        .run_build_script();
}

//! Generates the Foo CRD and the typed clients, listers and informers of the API crate's
//! Kinds; that crate implements the Kinds' traits itself (`kind_impls_elsewhere`).

fn main() {
    kube_codegen::Config::new()
        .input("api/src/apis")
        .clients("sample_controller_api::apis")
        .kind_impls_elsewhere()
        .run_build_script();
}

const CRDS: &[(&str, &str)] = kube_codegen_macros::include_crds!("../../errors/unknown-marker/api");

fn main() {
    let _ = CRDS;
}

const CRDS: &[(&str, &str)] = kube_codegen_macros::include_crds!("../../multiversion/api");

fn main() {
    assert_eq!(CRDS.len(), 1);
    assert_eq!(CRDS[0].0, "ships.example.com_frigates.yaml");
    assert!(CRDS[0].1.contains("storage: true"));
}

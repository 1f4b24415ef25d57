//! The proc macro expands to exactly what the library generates for the same inputs.

const GUESTBOOK: &[(&str, &str)] =
    kube_codegen_macros::include_crds!("../../testdata/guestbook/api");

#[test]
fn include_crds_matches_the_library() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/guestbook/api");
    let output = kube_codegen::Config::new()
        .input(dir)
        .crd_options(kube_codegen::CrdOptions::default().omit_version_annotation(true))
        .generate()
        .expect("guestbook generates");
    let expected: Vec<(String, &str)> = output
        .files()
        .iter()
        .map(|(k, v)| (k.display().to_string(), v.as_str()))
        .collect();
    let actual: Vec<(String, &str)> = GUESTBOOK.iter().map(|(k, v)| (k.to_string(), *v)).collect();
    assert_eq!(actual, expected);
    assert_eq!(actual[0].0, "webapp.my.domain_guestbooks.yaml");
}

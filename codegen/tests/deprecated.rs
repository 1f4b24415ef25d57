//! The `Config` methods of earlier versions, as an existing `build.rs` calls them: they
//! still build (deprecated, each naming its replacement) and generate what their
//! replacements generate, file for file.

#![allow(deprecated)]

use std::path::Path;

use kube_codegen::{ClientOptions, Config, CrdOptions, KindImpls};

fn files(config: Config) -> Vec<(std::path::PathBuf, String)> {
    let output = config.generate().expect("generates");
    output.files().clone().into_iter().collect()
}

fn input(case: &str) -> Config {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata");
    Config::new().input(root.join(case).join("api"))
}

#[test]
fn the_old_client_methods_generate_what_client_options_generate() {
    let cases = [
        (
            input("clients").clients_for_root_kinds(true),
            input("clients").clients(ClientOptions::new("crate::api").root_kinds(true)),
        ),
        (
            input("clients")
                .clients("super::api")
                .apply_configurations(false),
            input("clients").clients(ClientOptions::new("super::api").apply_configurations(false)),
        ),
        (
            input("clients")
                .clients("super::api")
                .kind_impls_elsewhere(),
            input("clients")
                .clients(ClientOptions::new("super::api").kind_impls(KindImpls::Elsewhere)),
        ),
        (
            input("clients").kind_impls("super::api"),
            input("clients").clients(ClientOptions::new("super::api").kind_impls(KindImpls::Only)),
        ),
    ];
    for (i, (old, new)) in cases.into_iter().enumerate() {
        let (old, new) = (files(old), files(new));
        assert!(
            old.iter()
                .any(|(p, _)| p.extension().is_some_and(|e| e == "rs")),
            "case {i}: Rust is generated"
        );
        assert_eq!(old, new, "case {i}");
    }
}

#[test]
fn the_old_crd_methods_generate_what_crd_options_generate() {
    let old = input("plural")
        .plural_exception("TestQuota", "testquotae")
        .generate_embedded_object_meta(true);
    let new = input("plural").crd_options(
        CrdOptions::default()
            .plural_exception("TestQuota", "testquotae")
            .generate_embedded_object_meta(true),
    );
    let plain = files(input("plural"));
    let (old, new) = (files(old), files(new));
    assert_eq!(old, new);
    assert_ne!(old, plain, "the options change the CRDs");
}

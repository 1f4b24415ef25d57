//! The manifest's parser and path patterns. They live here, not as unit tests of the library,
//! so that the library, whose imported modules are large, is compiled once, not again as a
//! test harness.

use kube_codegen_corpus::manifest::{fnv1a, parse, wildcard};

#[test]
fn wildcards_match_within_a_component() {
    assert!(wildcard("*.yaml", "a.yaml"));
    assert!(wildcard("*-crd.yaml", "app-crd.yaml"));
    assert!(!wildcard("*-crd.yaml", "app.yaml"));
    assert!(wildcard(
        "serving.kserve.io_*.yaml",
        "serving.kserve.io_x.yaml"
    ));
    assert!(wildcard("v1*", "v1beta1"));
    assert!(!wildcard("a*b*c", "acb"));
    assert!(wildcard("a*b*c", "axbyc"));
    assert!(!wildcard("ab*ba", "aba"));
}

#[test]
fn the_manifest_parses_and_a_bad_line_is_named() {
    let entries = parse("# c\nx\tgo\tm\tv1\th1:a\tp/*.yaml,q\timport\n").expect("parses");
    assert_eq!(entries[0].paths, ["p/*.yaml", "q"]);
    let e = parse("x\tsvn\tm\tv1\th1:a\tp\timport\n").expect_err("bad source");
    assert!(e.contains("hack/corpus.tsv:1"), "{e}");
    assert_ne!(fnv1a("a"), fnv1a("b"));
}

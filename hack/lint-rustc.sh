#!/usr/bin/env bash
# hack/test.sh's RUSTC_WORKSPACE_WRAPPER: clippy-driver, which lints each workspace crate as
# it compiles it, but for two tests that are mostly code we did not write by hand, every lint
# allowed on it, where clippy's passes cost CPU for nothing: the corpus test of crates.io's
# kube-derive code (corpus/tests/kube_derive.rs, about 120 CPU-seconds of clippy) and the
# fuzzer's random kube-derive Kinds (e2e/tests/kube_derive_fuzz.rs). Their own harness code
# is linted by a plain `cargo clippy --workspace --all-targets`.
case "${CARGO_PKG_NAME:-} $*" in
  "kube-codegen-corpus "*" --crate-name kube_derive "* | \
    "kube-codegen-e2e "*" --crate-name kube_derive_fuzz "*)
    exec "$@"
    ;;
esac
exec clippy-driver "$@"

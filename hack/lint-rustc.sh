#!/usr/bin/env bash
# hack/test.sh's RUSTC_WORKSPACE_WRAPPER: clippy-driver, which lints each workspace crate as
# it compiles it, but for the corpus test that compiles crates.io's kube-derive code
# (corpus/tests/kube_derive.rs): every lint is allowed on those modules, and clippy's passes
# over them cost about 160 CPU-seconds for nothing. That test's own harness is linted by a
# plain `cargo clippy --workspace --all-targets`, where the corpus features are off.
if [ "${CARGO_PKG_NAME:-}" = kube-codegen-corpus ] && [[ " $* " == *" --crate-name kube_derive "* ]]; then
  exec "$@"
fi
exec clippy-driver "$@"

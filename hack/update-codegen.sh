#!/usr/bin/env bash
# Regenerates every checked-in output of kube-codegen in this repository:
# the CRD, client and conversion goldens of each testdata case (testdata/<case>/expected/);
# the clients and conversions are generated for mounting next to the case's `api` module
# (`super::api`); the
# runtime's built-in Kinds; and flect's pluralization data (hack/gen-plural-data.sh).
# Review `git diff` afterwards; hack/verify-codegen.sh checks the same without writing.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-}
cargo build -q -p kube-codegen-cli --bin kube-codegen -p gen-builtin-kinds
bin=${CARGO_TARGET_DIR:-target}/debug/kube-codegen
status=0
for case in testdata/*/; do
  [ -d "$case/api" ] || continue
  if ! "$bin" crd "$case/api" --output-dir "$case/expected" --omit-version-annotation --quiet $mode; then
    status=1
  fi
  if grep -rqs '+genclient' "$case/api" && ! "$bin" client "$case/api" --output-dir "$case/expected" \
    --api-module super::api --omit-version-annotation --quiet $mode; then
    status=1
  fi
  if grep -rqs '+kubebuilder:storageversion' "$case/api" && ! "$bin" conversion "$case/api" \
    --output-dir "$case/expected" --api-module super::api --omit-version-annotation --quiet $mode; then
    status=1
  fi
done
# CRDs read back into Rust API modules (`kube-codegen import`): controller-gen's CRDs of
# three cases, into testdata/import/expected, and typed clients for every imported Kind into
# testdata/import/clients (the e2e crate compiles both; its tests run them on a real API
# server).
if ! "$bin" import testdata/cronjob/controller-gen testdata/clients/controller-gen \
  testdata/multigroup/controller-gen --output-dir testdata/import/expected --quiet $mode; then
  status=1
fi
if ! "$bin" client testdata/import/expected --root-kinds --output-dir testdata/import/clients \
  --api-module super::api --omit-version-annotation --quiet $mode; then
  status=1
fi
# The runtime's built-in Kinds, from their description (a maintainer task of its own).
if ! cargo run -q -p gen-builtin-kinds -- $mode; then
  status=1
fi
# flect's pluralization data, from flect's source (needs Go).
if ! hack/gen-plural-data.sh $mode; then
  status=1
fi
exit $status

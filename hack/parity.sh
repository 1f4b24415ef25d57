#!/usr/bin/env bash
# Parity with controller-gen (the Go anchor).
#
#   hack/parity.sh                     compare: regenerate controller-gen's CRDs, RBAC roles and webhook
#                                      configurations for every Go
#                                      twin (testdata/<case>/go) into a temp dir, check the
#                                      checked-in references are current, then compare ours
#                                      with them as parsed objects and print the differences
#   hack/parity.sh --check-references  only check testdata/<case>/controller-gen is current
#   hack/parity.sh --update-references rewrite testdata/<case>/controller-gen
#
# Accepted differences are listed with their reason in testdata/<case>/parity-known-diffs.txt;
# the comparison (codegen/tests/parity.rs) fails on any other difference.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-compare}

cg="$(hack/install-go-tools.sh | tail -n 1)/controller-gen"
status=0
for go in testdata/*/go; do
  case_dir=$(dirname "$go")
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  (cd "$go" && GOTOOLCHAIN=local GOFLAGS=-mod=readonly "$cg" crd rbac:roleName=manager-role webhook paths=./... \
    output:crd:dir="$tmp" output:rbac:dir="$tmp" output:webhook:dir="$tmp")
  if [ "$mode" = --update-references ]; then
    rm -rf "$case_dir/controller-gen"
    mkdir -p "$case_dir/controller-gen"
    cp "$tmp"/*.yaml "$case_dir/controller-gen/"
    echo "parity: updated $case_dir/controller-gen"
  elif ! diff -ru "$case_dir/controller-gen" "$tmp" >&2; then
    echo "parity: $case_dir/controller-gen is stale; run hack/parity.sh --update-references" >&2
    status=1
  fi
  rm -rf "$tmp"
  trap - EXIT
done
[ "$status" = 0 ] || exit "$status"
[ "$mode" = compare ] || exit 0

echo "parity: controller-gen references are current; comparing kube-codegen's CRDs with them" >&2
for f in testdata/*/parity-known-diffs.txt; do
  [ -f "$f" ] || continue
  echo "accepted differences in $f:" >&2
  grep -v '^#' "$f" | sed 's/^/  /' >&2
done
cargo test -q -p kube-codegen --test parity -- --nocapture

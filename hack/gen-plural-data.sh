#!/usr/bin/env bash
# Regenerates codegen/src/emit/crd/plural_data.rs from the source of the flect version
# controller-gen v0.21.0 uses (github.com/gobuffalo/flect, read with go/parser by
# hack/gen-plural-data/), formatted with rustfmt. `--verify` only compares (exit 1 when
# the checked-in file differs); hack/verify-codegen.sh runs that.
set -euo pipefail
cd "$(dirname "$0")/.."
out=codegen/src/emit/crd/plural_data.rs
version=v1.0.3
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
(
  cd hack/gen-plural-data
  # `go list -m` names the module's directory only once its source is in the module cache.
  GOTOOLCHAIN=local GOFLAGS=-mod=mod go mod download github.com/gobuffalo/flect
  dir=$(GOTOOLCHAIN=local GOFLAGS=-mod=mod go list -m -f '{{.Dir}}' github.com/gobuffalo/flect)
  GOTOOLCHAIN=local GOFLAGS=-mod=mod go run . "$dir" "$version"
) | rustfmt --edition 2024 > "$tmp"
if [ "${1:-}" = --verify ]; then
  if ! diff -u "$out" "$tmp"; then
    echo "hack/gen-plural-data.sh: $out is stale; run hack/gen-plural-data.sh" >&2
    exit 1
  fi
else
  cp "$tmp" "$out"
fi

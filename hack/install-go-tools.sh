#!/usr/bin/env bash
# Installs the Go anchors used by the parity tests — controller-gen — from the Go module
# proxy at a pinned version, into a cache outside the repository, and prints the directory
# holding the binary (last line of stdout). A second run is a no-op.
#
#   export PATH="$(hack/install-go-tools.sh | tail -n 1):$PATH"
#
# Go is used only for tests: the product is pure Rust.
set -euo pipefail

CONTROLLER_TOOLS_VERSION=v0.21.0

CACHE_ROOT=${KUBE_CODEGEN_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kube-codegen}
BIN="$CACHE_ROOT/controller-gen-$CONTROLLER_TOOLS_VERSION"

if [ ! -x "$BIN/controller-gen" ]; then
  command -v go >/dev/null || { echo "install-go-tools: go is not installed" >&2; exit 1; }
  mkdir -p "$BIN"
  echo "install-go-tools: building controller-gen $CONTROLLER_TOOLS_VERSION from the Go module proxy" >&2
  start=$(date +%s)
  GOTOOLCHAIN=local CGO_ENABLED=0 GOBIN="$BIN" \
    go install -trimpath -ldflags="-s -w" "sigs.k8s.io/controller-tools/cmd/controller-gen@$CONTROLLER_TOOLS_VERSION" >&2
  echo "install-go-tools: built in $(( $(date +%s) - start )) s" >&2
fi
"$BIN/controller-gen" --version >&2
echo "$BIN"

#!/usr/bin/env bash
# Installs the Go anchors used by the parity tests — controller-gen, client-gen and
# applyconfiguration-gen — and kustomize (which renders the scaffold's config/ in
# cli/tests/manifests.rs, as its users render it) from the Go module proxy at pinned
# versions, and builds
# hack/go-yaml (controller-gen's YAML writer, for the corpus tests), into a cache outside
# the repository, and prints the directory holding the binaries (last line of stdout). A
# second run is a no-op.
#
#   export PATH="$(hack/install-go-tools.sh | tail -n 1):$PATH"
#
# Go is used only for tests: the product is pure Rust.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

CONTROLLER_TOOLS_VERSION=v0.21.0
CODE_GENERATOR_VERSION=v0.36.1
# kustomize v5.8.3 asks for Go 1.27; this machine has 1.26.
KUSTOMIZE_VERSION=v5.7.1

CACHE_ROOT=${KUBE_CODEGEN_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kube-codegen}
BIN="$CACHE_ROOT/go-tools-controller-tools-$CONTROLLER_TOOLS_VERSION-code-generator-$CODE_GENERATOR_VERSION"

install() { # <binary> <module path>@<version>
  [ -x "$BIN/$1" ] && return 0
  command -v go >/dev/null || { echo "install-go-tools: go is not installed" >&2; exit 1; }
  mkdir -p "$BIN"
  echo "install-go-tools: building $1 ($2) from the Go module proxy" >&2
  start=$(date +%s)
  # The flags of hack/setup-envtest.sh's builds (no debug information), whose cached
  # packages these builds share.
  GOTOOLCHAIN=local CGO_ENABLED=0 GOBIN="$BIN" go install -trimpath -gcflags=all=-dwarf=false \
    -ldflags="-s -w" "$2" >&2
  echo "install-go-tools: built $1 in $(( $(date +%s) - start )) s" >&2
}
install controller-gen "sigs.k8s.io/controller-tools/cmd/controller-gen@$CONTROLLER_TOOLS_VERSION"
install client-gen "k8s.io/code-generator/cmd/client-gen@$CODE_GENERATOR_VERSION"
install applyconfiguration-gen "k8s.io/code-generator/cmd/applyconfiguration-gen@$CODE_GENERATOR_VERSION"
install kustomize "sigs.k8s.io/kustomize/kustomize/v5@$KUSTOMIZE_VERSION"
# go-yaml (hack/go-yaml): writes YAML as controller-gen does, for the corpus tests to tell
# the CRDs controller-gen wrote from those other tools rewrote. Built again when its source
# is newer than the binary.
if [ ! -x "$BIN/go-yaml" ] || [ "$ROOT/hack/go-yaml/main.go" -nt "$BIN/go-yaml" ] \
  || [ "$ROOT/hack/go-yaml/go.sum" -nt "$BIN/go-yaml" ]; then
  mkdir -p "$BIN"
  (cd "$ROOT/hack/go-yaml" && GOTOOLCHAIN=local GOFLAGS=-mod=readonly CGO_ENABLED=0 \
    go build -trimpath -gcflags=all=-dwarf=false -ldflags="-s -w" -o "$BIN/go-yaml" .) >&2
fi
"$BIN/controller-gen" --version >&2
echo "$BIN"

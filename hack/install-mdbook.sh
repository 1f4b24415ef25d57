#!/usr/bin/env bash
# Installs mdBook, which builds the book under docs/, from crates.io at a pinned version into
# a cache outside the repository, and prints the directory holding the binary (last line of
# stdout). A second run is a no-op. Only the `search` feature is built: CI needs
# `mdbook build`, not the live-reload server. An unoptimised build, without debug info: it
# renders this book in about a second, and compiled in 87 CPU-seconds in a cold CI run
# (downloads included) where the release build had taken 174 (2026-11-29, on 2 cores).
#
#   export PATH="$(hack/install-mdbook.sh | tail -n 1):$PATH"
set -euo pipefail

MDBOOK_VERSION=0.5.4

CACHE_ROOT=${KUBE_CODEGEN_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kube-codegen}
ROOT="$CACHE_ROOT/mdbook-$MDBOOK_VERSION"

if [ ! -x "$ROOT/bin/mdbook" ]; then
  echo "install-mdbook: building mdbook $MDBOOK_VERSION from crates.io" >&2
  start=$(date +%s)
  # Its own target directory, removed afterwards: nothing of it is shared with the workspace.
  target=$(mktemp -d)
  trap 'rm -rf "$target"' EXIT
  CARGO_TARGET_DIR="$target" CARGO_PROFILE_DEV_DEBUG=false cargo install mdbook --debug \
    --version "=$MDBOOK_VERSION" --locked --no-default-features --features search \
    --root "$ROOT" --quiet >&2
  echo "install-mdbook: built in $(( $(date +%s) - start )) s" >&2
fi
"$ROOT/bin/mdbook" --version >&2
echo "$ROOT/bin"

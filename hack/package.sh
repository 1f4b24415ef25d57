#!/usr/bin/env bash
# The crates as crates.io would receive them: `cargo package` of every workspace member that
# is published (the others, `publish = false`, are the tests, examples and tools), each
# tarball then built on its own (cargo's verification), so that a file a crate reads but does
# not ship, or a path dependency without a version, fails here rather than at release.
# Arguments go to `cargo package` (e.g. --no-verify, --target-dir DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
excludes=()
for manifest in $(cargo metadata --no-deps --format-version 1 |
  grep -o '"manifest_path":"[^"]*"' | cut -d'"' -f4); do
  if grep -q '^publish = false' "$manifest"; then
    name=$(grep -m1 '^name = ' "$manifest" | cut -d'"' -f2)
    excludes+=(--exclude "$name")
  fi
done
cargo package --workspace "${excludes[@]}" "$@"

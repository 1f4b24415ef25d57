#!/usr/bin/env bash
# The crates as crates.io would receive them: `cargo package` of every workspace member that
# is published (the others, `publish = false`, are the tests, examples and tools), each
# tarball then built on its own (cargo's verification), so that a file a crate reads but does
# not ship, or a path dependency without a version, fails here rather than at release.
# Arguments go to `cargo package` (e.g. --no-verify, --target-dir DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
excludes=$(hack/unpublished-excludes.sh)
mapfile -t excludes <<<"$excludes"
cargo package --workspace "${excludes[@]}" "$@"

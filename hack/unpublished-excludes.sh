#!/usr/bin/env bash
# Prints, one argument per line, `--exclude NAME` for every workspace member that is not
# published (`publish = false`: the tests, examples and tools), for the cargo commands that
# take the published crates alone (`--workspace` with these): hack/package.sh, and .ci/run's
# documentation build.
#
#   excludes=$(hack/unpublished-excludes.sh); mapfile -t excludes <<<"$excludes"
set -euo pipefail
cd "$(dirname "$0")/.."
for manifest in $(cargo metadata --no-deps --format-version 1 |
  grep -o '"manifest_path":"[^"]*"' | cut -d'"' -f4); do
  if grep -q '^publish = false' "$manifest"; then
    printf -- '--exclude\n%s\n' "$(grep -m1 '^name = ' "$manifest" | cut -d'"' -f2)"
  fi
done

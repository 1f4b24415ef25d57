#!/usr/bin/env bash
# Fails when a tracked file refers to a path outside the checkout: the repository must build
# and test on a fresh clone with nothing beside it. Looks for the `shared/` directory that
# sits beside the development checkout (design notes, reference outputs: a test that needs
# public code fetches it with hack/fetch-corpus.sh) and for the absolute workspace path.
set -euo pipefail
cd "$(dirname "$0")/.."

pattern='\.\./shared|shared/parity|(^|[^A-Za-z0-9_.])/work/'
# This script names the patterns itself; Cargo.lock and binary files cannot hold paths.
if hits=$(git ls-files -z | grep -zv -e '^hack/check-self-contained.sh$' -e '^Cargo.lock$' \
    | xargs -0 grep -nIE "$pattern" --); then
    echo "hack/check-self-contained.sh: references to paths outside the repository:" >&2
    echo "$hits" >&2
    exit 1
fi
echo "hack/check-self-contained.sh: no reference outside the repository"

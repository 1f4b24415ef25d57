#!/usr/bin/env bash
# Checks that every checked-in output is what the generator produces now, without writing
# anything (the CLI's --verify mode compares in memory). Exit 1 when anything is stale.
set -euo pipefail
exec "$(dirname "$0")/update-codegen.sh" --verify

#!/usr/bin/env bash
# Time to a running operator: in a fresh directory, `kube-codegen init` and
# `kube-codegen create api`, then on the generated project `cargo test` (its envtest tests
# against kube-apiserver), `cargo clippy -D warnings`, `cargo fmt --check`, and
# `hack/update-codegen.sh` followed by `--verify`; then a second version and a second Kind,
# each followed by a passing `cargo test`. Prints the wall time of each step.
#
# The project depends on this checkout (`--kube-codegen-path`), starts from its Cargo.lock
# and builds in its target directory, as the workspace's nested builds do. Needs
# KUBEBUILDER_ASSETS (hack/test.sh exports it).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
: "${KUBEBUILDER_ASSETS:?hack/scaffold-e2e.sh needs the envtest binaries: run it from hack/test.sh}"

cargo build --quiet -p kube-codegen-cli
export PATH="$repo/target/debug:$PATH"
export KUBE_CODEGEN="$repo/target/debug/kube-codegen"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$repo/target}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

start=$(date +%s)
step() {
  local t0
  t0=$(date +%s)
  "$@"
  echo "scaffold-e2e: $* ($(( $(date +%s) - t0 )) s)"
}

cd "$work"
step kube-codegen init --domain my.domain --kube-codegen-path "$repo" guestbook
cp "$repo/Cargo.lock" guestbook/
cd guestbook
step kube-codegen create api --group webapp --version v1 --kind Guestbook --controller
step cargo test --quiet
step cargo clippy --quiet --all-targets -- -D warnings
step cargo fmt --check
step hack/update-codegen.sh
step hack/update-codegen.sh --verify
first=$(( $(date +%s) - start ))

# A second version of the Kind and a second Kind, cluster-scoped, with its controller.
step kube-codegen create api --group webapp --version v2 --kind Guestbook
step cargo test --quiet
step kube-codegen create api --group webapp --version v1 --kind Visitor --cluster --controller
step cargo test --quiet
step hack/update-codegen.sh
step hack/update-codegen.sh --verify
echo "scaffold-e2e: init to a tested operator in ${first} s; with two more create api in $(( $(date +%s) - start )) s"

#!/usr/bin/env bash
# Time to a running operator: in a fresh directory, `kube-codegen init` and
# `kube-codegen create api`, then on the generated project `cargo test` (its envtest tests
# against kube-apiserver) with clippy's lints, `cargo fmt --check`, and
# `hack/update-codegen.sh` followed by `--verify`; the local run (`make dev-cluster`, then
# `make run` against its kubeconfig, until the manager logs the reconcile of the sample);
# then a second version and a second Kind,
# each followed by a passing `cargo test`; then `create webhook` for the first Kind
# (defaulting, validation, and conversion of its second version) and for the built-in Pod,
# followed by a passing `cargo test` (the API server calls them), `cargo fmt --check` and
# `hack/update-codegen.sh --verify`. Prints the wall time of each step.
#
# Clippy lints the project while `cargo test` builds it: clippy-driver as the project's
# RUSTC_WORKSPACE_WRAPPER (what `cargo clippy` does for a check build), so that the
# dependencies are compiled once, not again in check mode. Any warning fails the run, as
# `cargo clippy --all-targets -- -D warnings` would; so does any compiler warning from the
# path dependencies on this checkout (the runtime with an operator's features, kube-envtest,
# kube-codegen in the build scripts), which cargo shows for path dependencies.
#
# The project depends on this checkout (`--kube-codegen-path`), starts from its Cargo.lock
# and builds in the target directory of the nested builds (`target/tmp/user-crates`, which
# codegen/tests/user_crate.rs shares: kube-codegen's host build). Needs KUBEBUILDER_ASSETS
# (hack/test.sh exports it).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
: "${KUBEBUILDER_ASSETS:?hack/scaffold-e2e.sh needs the envtest binaries: run it from hack/test.sh}"

# The CLI: $KUBE_CODEGEN when set (hack/test.sh passes a copy), else this checkout's.
if [ -z "${KUBE_CODEGEN:-}" ]; then
  cargo build --quiet -p kube-codegen-cli
  KUBE_CODEGEN="$repo/target/debug/kube-codegen"
fi
export KUBE_CODEGEN
export PATH="$(dirname "$KUBE_CODEGEN"):$PATH"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$repo/target}/tmp/user-crates"
work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -TERM -- "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

start=$(date +%s)
step() {
  local t0
  t0=$(date +%s)
  "$@"
  echo "scaffold-e2e: $* ($(( $(date +%s) - t0 )) s)"
}

# `cargo test` with clippy's lints on the project; fails on any warning.
test_with_clippy() {
  local log="$work/cargo-test.log"
  RUSTC_WORKSPACE_WRAPPER=clippy-driver cargo test --quiet 2>&1 | tee "$log"
  if grep -q '^warning' "$log"; then
    echo "scaffold-e2e: the build printed warnings (see above)" >&2
    return 1
  fi
}

# Waits up to $2 seconds for the command after them to succeed; on time-out names $1.
wait_for() {
  local what=$1 deadline=$(( $(date +%s) + $2 ))
  shift 2
  until "$@" >/dev/null 2>&1; do
    if [ "$(date +%s)" -ge "$deadline" ]; then
      echo "scaffold-e2e: no $what in time" >&2
      return 1
    fi
    sleep 0.5
  done
}

# Says why on stderr (unless $1 is empty), prints the logs named after it, and fails: the
# run stops there (`set -e`; `step` runs its command outside any condition).
fail_with() {
  [ -z "$1" ] || echo "scaffold-e2e: $1" >&2
  shift
  cat "$@" >&2
  return 1
}

# The local run as the project's README has it: `make dev-cluster` (the CRDs installed, the
# samples applied), then `make run` against its kubeconfig, each in a process group of its
# own (make, cargo and the program stop together); done when the manager logs the sample's
# reconcile (controller-runtime's trace line, with the reconcile's keys).
local_run() {
  local dir="$work/dev"
  mkdir -p "$dir"
  export RUSTC_WORKSPACE_WRAPPER=clippy-driver
  setsid make dev-cluster DEV_KUBECONFIG="$dir/kubeconfig" >"$dir/cluster.log" 2>&1 &
  local cluster=$!
  pids+=("-$cluster")
  wait_for "dev cluster" 300 test -s "$dir/kubeconfig" || fail_with "" "$dir/cluster.log"
  KUBECONFIG="$dir/kubeconfig" RUST_LOG=kube_codegen_runtime=trace,info \
    setsid make run ARGS="--zap-encoder=json --health-probe-bind-address=0" \
    >"$dir/manager.log" 2>&1 &
  local manager=$!
  pids+=("-$manager")
  wait_for "reconcile of the sample" 300 \
    grep -q '"msg":"Reconcile successful".*"name":"guestbook-sample"' "$dir/manager.log" ||
    fail_with "" "$dir/cluster.log" "$dir/manager.log"
  # Each program stops on SIGTERM and exits 0 (make reports its child's signal): the
  # manager first, while its API server still answers, as a pod stops before its cluster.
  kill -TERM -- "-$manager" ||
    fail_with "the manager had stopped before SIGTERM" "$dir/manager.log"
  wait "$manager" || true
  wait_for "clean stop of the manager" 60 \
    grep -q '"level":"info".*"msg":"manager stopped"' "$dir/manager.log" ||
    fail_with "" "$dir/manager.log"
  kill -TERM -- "-$cluster" ||
    fail_with "the dev cluster had stopped before SIGTERM" "$dir/cluster.log"
  wait "$cluster" || true
  unset RUSTC_WORKSPACE_WRAPPER
  pids=()
}

cd "$work"
step kube-codegen init --domain my.domain --kube-codegen-path "$repo" guestbook
cp "$repo/Cargo.lock" guestbook/
cd guestbook
step kube-codegen create api --group webapp --version v1 --kind Guestbook --controller
step test_with_clippy
step cargo fmt --check
step hack/update-codegen.sh
step hack/update-codegen.sh --verify
first=$(( $(date +%s) - start ))
step local_run

# A second version of the Kind and a second Kind, cluster-scoped, with its controller.
step kube-codegen create api --group webapp --version v2 --kind Guestbook
step test_with_clippy
step kube-codegen create api --group webapp --version v1 --kind Visitor --cluster --controller
step test_with_clippy
step hack/update-codegen.sh
step hack/update-codegen.sh --verify
apis=$(( $(date +%s) - start ))

# Webhooks: an own Kind's (with the conversion of its v2) and a built-in Kind's.
step kube-codegen create webhook --group webapp --version v1 --kind Guestbook --defaulting --programmatic-validation --conversion
step kube-codegen create webhook --group core --version v1 --kind Pod --defaulting --programmatic-validation
step test_with_clippy
step cargo fmt --check
step hack/update-codegen.sh
step hack/update-codegen.sh --verify
echo "scaffold-e2e: init to a tested operator in ${first} s; with two more create api in ${apis} s; with two create webhook in $(( $(date +%s) - start )) s"

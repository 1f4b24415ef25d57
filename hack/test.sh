#!/usr/bin/env bash
# The project's test command (the README's second set-up command and what CI runs).
#
# 1. installs the test-only Go tools, cached outside the repo under
#    ${KUBE_CODEGEN_CACHE:-$HOME/.cache/kube-codegen}: kube-apiserver + etcd built from the
#    Go module proxy (hack/setup-envtest.sh) and controller-gen, client-gen,
#    applyconfiguration-gen and kustomize (hack/install-go-tools.sh); and fetches the public code the
#    corpus tests read (hack/fetch-corpus.sh, hack/corpus.tsv);
# 2. runs every Rust test of the workspace, the end-to-end ones against the real API server;
# 3. meanwhile scaffolds an operator with `kube-codegen init`, `create api` and `create
#    webhook` and tests it (hack/scaffold-e2e.sh): it builds in a target directory of its
#    own, and the workspace's tests mostly wait on kube-apiserver, leaving the cores idle,
#    so it runs beside them at a lower priority (its output follows theirs);
# 4. checks that controller-gen's reference outputs and our goldens are up to date.
set -euo pipefail
cd "$(dirname "$0")/.."

# The test build's features: the corpus tests' compiled code (kube-codegen-corpus), off in
# a plain `cargo clippy --workspace --all-targets` as it is large. `--print-features` prints
# them, for .ci/run's test build.
features="kube-codegen-corpus/import-check,kube-codegen-corpus/kube-derive"
if [ "${1:-}" = "--print-features" ]; then
  echo "$features"
  exit 0
fi

KUBEBUILDER_ASSETS="$(hack/setup-envtest.sh | tail -n 1)"
export KUBEBUILDER_ASSETS
# The public code the corpus tests read, at the versions and checksums of hack/corpus.tsv.
KUBE_CODEGEN_CORPUS="$(hack/fetch-corpus.sh | tail -n 1)"
export KUBE_CODEGEN_CORPUS
gobin="$(hack/install-go-tools.sh | tail -n 1)"
export PATH="$gobin:$PATH"

# The scaffold's run takes a copy of the CLI: the workspace's test build relinks
# target/debug/kube-codegen with the workspace's features.
cargo build --quiet -p kube-codegen-cli
scaffold_dir=$(mktemp -d)
cp target/debug/kube-codegen "$scaffold_dir/"
KUBE_CODEGEN="$scaffold_dir/kube-codegen" nice -n 10 hack/scaffold-e2e.sh \
  >"$scaffold_dir/scaffold-e2e.log" 2>&1 &
scaffold_pid=$!
trap 'kill "$scaffold_pid" 2>/dev/null || true; rm -rf "$scaffold_dir"' EXIT

cargo test --workspace --all-targets --features "$features"
cargo test --workspace --doc --features "$features"
if ! wait "$scaffold_pid"; then
  cat "$scaffold_dir/scaffold-e2e.log"
  echo "hack/test.sh: hack/scaffold-e2e.sh failed" >&2
  exit 1
fi
cat "$scaffold_dir/scaffold-e2e.log"
hack/parity.sh --check-references
hack/verify-codegen.sh
echo "hack/test.sh: all checks passed"

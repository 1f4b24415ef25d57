#!/usr/bin/env bash
# The project's test command (the README's second set-up command and what CI runs).
#
# 1. installs the test-only Go tools, cached outside the repo under
#    ${KUBE_CODEGEN_CACHE:-$HOME/.cache/kube-codegen}: kube-apiserver + etcd built from the
#    Go module proxy (hack/setup-envtest.sh) and controller-gen, client-gen and
#    applyconfiguration-gen (hack/install-go-tools.sh);
# 2. runs every Rust test of the workspace, the end-to-end ones against the real API server;
# 3. scaffolds an operator with `kube-codegen init` and `create api` and tests it
#    (hack/scaffold-e2e.sh);
# 4. checks that controller-gen's reference outputs and our goldens are up to date.
set -euo pipefail
cd "$(dirname "$0")/.."

KUBEBUILDER_ASSETS="$(hack/setup-envtest.sh | tail -n 1)"
export KUBEBUILDER_ASSETS
gobin="$(hack/install-go-tools.sh | tail -n 1)"
export PATH="$gobin:$PATH"

cargo test --workspace --all-targets
cargo test --workspace --doc
hack/scaffold-e2e.sh
hack/parity.sh --check-references
hack/verify-codegen.sh
echo "hack/test.sh: all checks passed"

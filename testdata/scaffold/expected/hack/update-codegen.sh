#!/usr/bin/env bash
# `make manifests` of a kubebuilder project: the CRDs of api/src into config/crd/bases and the
# manager's Role from the controllers' +kubebuilder:rbac markers into config/rbac/role.yaml,
# and the webhook configurations from src/webhook's +kubebuilder:webhook markers into
# config/webhook/manifests.yaml.
# `hack/update-codegen.sh --verify` compares instead of writing and exits 3 when a file is
# stale. Runs the `kube-codegen` on PATH (`cargo install --path /kube-codegen/cli`), or $KUBE_CODEGEN.
set -euo pipefail
cd "$(dirname "$0")/.."

kube_codegen=${KUBE_CODEGEN:-kube-codegen}
verify=()
if [ "${1:-}" = "--verify" ]; then
  verify=(--verify)
fi

# Until `kube-codegen create api` adds a group there is nothing to generate.
if compgen -G "api/src/*/mod.rs" >/dev/null; then
  "$kube_codegen" crd api/src --output-dir config/crd/bases "${verify[@]}"
fi
if grep -rqs -- "+kubebuilder:rbac" src/controller; then
  "$kube_codegen" rbac src/controller --output-dir config/rbac --role-name manager-role "${verify[@]}"
fi
if grep -rqs -- "+kubebuilder:webhook" src/webhook; then
  "$kube_codegen" webhook src/webhook --output-dir config/webhook "${verify[@]}"
fi

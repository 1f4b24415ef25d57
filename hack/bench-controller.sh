#!/usr/bin/env bash
# Controllers side by side on one envtest API server: controller-runtime's manager with a
# no-op controller For Guestbooks that Owns ConfigMaps (hack/bench-controller/main.go,
# sigs.k8s.io/controller-runtime v0.25.2) and kube-codegen's manager and builder with the
# same controller (e2e/examples/controller_peers.rs), its informers streaming their initial
# lists, then listing them; each its own process, alternating, on the same N Guestbooks,
# each controlling a ConfigMap of 1 KiB of data.
#
#   hack/bench-controller.sh [OBJECTS] [UPDATES]   default 1000 and 200; RUNS=3 runs per tool
#
# Prints a table of medians: time until every Guestbook is reconciled once, RSS then and its
# peak, the API server's peak RSS during the run, reconcile latency p50/p99 (patch to
# reconcile), and the ratios to controller-runtime. Needs Go and the envtest binaries
# (hack/setup-envtest.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
objects=${1:-1000}
updates=${2:-200}
runs=${RUNS:-3}
KUBEBUILDER_ASSETS="$(hack/setup-envtest.sh | tail -n 1)"
export KUBEBUILDER_ASSETS
cargo build -q --release -p kube-codegen-e2e --example controller_peers
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd hack/bench-controller && GOTOOLCHAIN=local GOFLAGS=-mod=readonly go build -o "$work/controller-runtime" .)
target/release/examples/controller_peers drive "$objects" "$updates" "$runs" "$work/controller-runtime"
echo "($(nproc) cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo))"

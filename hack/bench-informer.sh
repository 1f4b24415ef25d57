#!/usr/bin/env bash
# Informers side by side on one envtest API server: client-go's typed shared informer
# (hack/bench-informer/main.go, k8s.io/client-go v0.36.1), kube-rs's reflector and
# kube-codegen's generated informer (e2e/examples/informer_peers.rs), each its own process,
# alternating, on the same N Guestbooks as served (managedFields included).
#
#   hack/bench-informer.sh [OBJECTS] [UPDATES]   default 10000 and 200; RUNS=3 runs per tool
#
# Prints a table of medians: sync time, RSS after sync, update-event latency p50/p99, and
# the ratios to client-go. Needs Go and the envtest binaries (hack/setup-envtest.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
objects=${1:-10000}
updates=${2:-200}
runs=${RUNS:-3}
KUBEBUILDER_ASSETS="$(hack/setup-envtest.sh | tail -n 1)"
export KUBEBUILDER_ASSETS
cargo build -q --release -p kube-codegen-e2e --example informer_peers
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd hack/bench-informer && GOTOOLCHAIN=local GOFLAGS=-mod=readonly go build -o "$work/client-go-informer" .)
target/release/examples/informer_peers drive "$objects" "$updates" "$runs" "$work/client-go-informer"
echo "($(nproc) cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo))"

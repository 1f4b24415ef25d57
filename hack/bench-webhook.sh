#!/usr/bin/env bash
# Webhook latency, side by side and in process: kube-codegen-runtime's WebhookServer
# (e2e/examples/webhook_latency.rs) and controller-runtime v0.25.2's handlers
# (hack/bench-webhook/main.go), each its own process, no network or TLS: a
# ConversionReview of N Websites (testdata/conversion's v1 to v2) and an AdmissionReview
# defaulting an apps/v1 Deployment, each answered R times.
#
#   hack/bench-webhook.sh [N] [R]     defaults 100 2000; RUNS=5 alternating runs per tool
#
# Prints per case the median over the runs of each tool's p50 and p99 (µs) and the ratio
# Go / Rust of the p50s. Needs Go.
set -euo pipefail
cd "$(dirname "$0")/.."
objects=${1:-100}
rounds=${2:-2000}
runs=${RUNS:-5}
cargo build -q --release -p kube-codegen-e2e --example webhook_latency
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd hack/bench-webhook && GOTOOLCHAIN=local GOFLAGS=-mod=readonly go build -o "$work/go-webhook" .)
for _ in $(seq "$runs"); do
  target/release/examples/webhook_latency "$objects" "$rounds" >> "$work/rs"
  "$work/go-webhook" "$objects" "$rounds" >> "$work/go"
done
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
printf '%-11s | %20s | %20s | %11s\n' case "kube-codegen p50/p99" "controller-runtime" "p50 go / rs"
for case in conversion admission; do
  rs50=$(awk -v c="$case" '$1 == c { print $2 }' "$work/rs" | median)
  rs99=$(awk -v c="$case" '$1 == c { print $3 }' "$work/rs" | median)
  go50=$(awk -v c="$case" '$1 == c { print $2 }' "$work/go" | median)
  go99=$(awk -v c="$case" '$1 == c { print $3 }' "$work/go" | median)
  awk -v c="$case" -v a="$rs50" -v b="$rs99" -v x="$go50" -v y="$go99" \
    'BEGIN { printf "%-11s | %9.1f / %8.1f | %9.1f / %8.1f | %10.2fx\n", c, a, b, x, y, x / a }'
done
echo "(µs; $objects objects per ConversionReview, $rounds reviews per run, medians of $runs alternating runs; $(nproc) cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo))"

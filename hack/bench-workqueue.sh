#!/usr/bin/env bash
# Work queue throughput, side by side: kube-codegen-runtime's WorkQueue
# (runtime/examples/workqueue_throughput.rs) and client-go's rate-limited workqueue
# (hack/bench-workqueue/main.go, k8s.io/client-go v0.36.1), each its own process: one
# producer adds N distinct keys while W workers get and done them.
#
#   hack/bench-workqueue.sh [ITEMS]     default 200000; RUNS=5 alternating runs per tool
#
# Prints, for 1 and 8 workers, the median items per second of each and their ratio. Needs Go.
set -euo pipefail
cd "$(dirname "$0")/.."
items=${1:-200000}
runs=${RUNS:-5}
cargo build -q --release -p kube-codegen-runtime --example workqueue_throughput
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd hack/bench-workqueue && GOTOOLCHAIN=local GOFLAGS=-mod=readonly go build -o "$work/go-workqueue" .)
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
printf '%8s | %16s | %16s | %8s\n' workers "kube-codegen/s" "client-go/s" "rs / go"
for w in 1 8; do
  : > "$work/rs"; : > "$work/go"
  for _ in $(seq "$runs"); do
    target/release/examples/workqueue_throughput "$w" "$items" | awk '{ print $2 / $3 }' >> "$work/rs"
    "$work/go-workqueue" "$w" "$items" | awk '{ print $2 / $3 }' >> "$work/go"
  done
  rs=$(median < "$work/rs"); go=$(median < "$work/go")
  awk -v w="$w" -v rs="$rs" -v go="$go" 'BEGIN { printf "%8d | %16.0f | %16.0f | %7.2fx\n", w, rs, go, rs / go }'
done
echo "($items items, medians of $runs alternating runs; $(nproc) cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo))"

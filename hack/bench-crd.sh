#!/usr/bin/env bash
# CRD generation, side by side: kube-codegen (release and debug builds) and controller-gen
# on one synthetic API written twice (codegen/examples/synthetic_api.rs), at N Kinds.
#
#   hack/bench-crd.sh [N...]      default: 1 10 100 1000; RUNS=5 runs each (alternating tools)
#
# Prints, per N: the median wall time and the peak RSS of each whole process (GNU time), the
# syn parse floor for the same input (codegen/examples/parse_floor.rs), per-Kind times and
# the ratios. Before timing, it checks that both tools write byte-identical CRDs (but for
# their version annotations). controller-gen is built by hack/install-go-tools.sh; without
# Go the controller-gen columns are left empty.
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("${@:-1 10 100 1000}")
read -r -a sizes <<< "${sizes[*]}"
runs=${RUNS:-5}
time_bin=/usr/bin/time
[ -x "$time_bin" ] || { echo "bench-crd: needs GNU time (apt-get install time)" >&2; exit 1; }

cargo build -q --release -p kube-codegen-cli --bin kube-codegen
cargo build -q --release -p kube-codegen --example synthetic_api --example parse_floor
cargo build -q -p kube-codegen-cli --bin kube-codegen
release=target/release/kube-codegen
debug=target/debug/kube-codegen
cg=""
if command -v go >/dev/null; then
  cg="$(hack/install-go-tools.sh | tail -n 1)/controller-gen"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Runs "$@" once; prints "<seconds> <peak RSS KiB>". The wall time is read from bash's
# microsecond clock around the run (GNU time's own is in hundredths of a second, too coarse
# for a 50 ms run), so it includes starting GNU time, as it does for every tool; GNU time
# gives the peak RSS.
measure() {
  local start end
  start=$EPOCHREALTIME
  "$time_bin" -f '%M' -o "$work/time" "$@" >/dev/null 2>"$work/stderr" || {
    cat "$work/stderr" >&2
    exit 1
  }
  end=$EPOCHREALTIME
  awk -v s="$start" -v e="$end" -v kb="$(cat "$work/time")" 'BEGIN { printf "%.4f %s\n", e - s, kb }'
}

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

strip() { grep -v -e 'kube-codegen.dev/version' -e 'controller-gen.kubebuilder.io/version' "$1"; }

printf '%6s | %10s %8s %9s | %10s %8s | %10s %8s | %9s | %7s %7s\n' \
  Kinds release MiB "ms/Kind" debug MiB controller-gen MiB "syn floor" "cg/rel" "dbg/rel"
for n in "${sizes[@]}"; do
  api="$work/api-$n"
  target/release/examples/synthetic_api "$n" "$api" >/dev/null
  rs_out="$work/out-rs-$n" go_out="$work/out-go-$n"
  "$release" crd "$api/rust/api" --output-dir "$rs_out" >/dev/null
  if [ -n "$cg" ]; then
    (cd "$api/go" && GOTOOLCHAIN=local GOFLAGS=-mod=readonly "$cg" crd paths=./... output:crd:dir="$go_out" >/dev/null)
    for f in "$go_out"/*.yaml; do
      if ! diff -q <(strip "$f") <(strip "$rs_out/$(basename "$f")") >/dev/null; then
        echo "bench-crd: $(basename "$f") differs between controller-gen and kube-codegen" >&2
        exit 1
      fi
    done
  fi
  : > "$work/rel" ; : > "$work/dbg" ; : > "$work/cg" ; : > "$work/floor"
  for _ in $(seq "$runs"); do
    measure "$release" crd "$api/rust/api" --output-dir "$work/o1" >> "$work/rel"
    measure "$debug" crd "$api/rust/api" --output-dir "$work/o2" >> "$work/dbg"
    if [ -n "$cg" ]; then
      (cd "$api/go" && measure env GOTOOLCHAIN=local GOFLAGS=-mod=readonly "$cg" crd paths=./... output:crd:dir="$work/o3") >> "$work/cg"
    fi
    target/release/examples/parse_floor "$api/rust" | awk '{ print $1 }' >> "$work/floor"
  done
  rel=$(awk '{ print $1 }' "$work/rel" | median); rel_mem=$(awk '{ print $2 }' "$work/rel" | median)
  dbg=$(awk '{ print $1 }' "$work/dbg" | median); dbg_mem=$(awk '{ print $2 }' "$work/dbg" | median)
  floor=$(median < "$work/floor")
  if [ -n "$cg" ]; then
    go=$(awk '{ print $1 }' "$work/cg" | median); go_mem=$(awk '{ print $2 }' "$work/cg" | median)
  else
    go="" go_mem=""
  fi
  awk -v n="$n" -v rel="$rel" -v rm="$rel_mem" -v dbg="$dbg" -v dm="$dbg_mem" -v go="$go" -v gm="$go_mem" -v fl="$floor" 'BEGIN {
    ratio = (go == "" || rel == 0) ? "-" : sprintf("%.1fx", go / rel)
    dratio = (rel == 0) ? "-" : sprintf("%.1fx", dbg / rel)
    gos = (go == "") ? "-" : sprintf("%.3f s", go)
    gms = (gm == "") ? "-" : sprintf("%.0f", gm / 1024)
    printf "%6d | %8.3f s %8.0f %9.2f | %8.3f s %8.0f | %10s %8s | %7.3f s | %7s %7s\n",
      n, rel, rm / 1024, rel * 1000 / n, dbg, dm / 1024, gos, gms, fl, ratio, dratio
  }'
done
echo "(medians of $runs alternating runs; whole processes; $(nproc) cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo))"

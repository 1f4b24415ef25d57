#!/usr/bin/env bash
# What the engine costs a cold build: the guestbook example (examples/guestbook: a build.rs
# that generates the CRD and the typed clients, the runtime as a dependency) and a crate whose
# build.rs only writes the CRD (no runtime: the engine alone), each built from an empty target
# directory with the engine's default features, with `default-features = false, features =
# ["cel"]` and with no feature; and, given a git ref, with the engine of that ref (default
# features) beside them.
#
#   hack/bench-cold-build.sh [BEFORE_REF]      RUNS=1 cold builds per case; prints medians
#
# Wall time and CPU seconds (user + system) of `cargo build --offline` in the debug profile,
# measured with GNU time; the dependencies come from the workspace's Cargo.lock, already
# downloaded (run `cargo fetch` first on a fresh machine). Builds run one at a time.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
runs=${RUNS:-1}
before=${1:-}
time_bin=/usr/bin/time
[ -x "$time_bin" ] || { echo "bench-cold-build: needs GNU time (apt-get install time)" >&2; exit 1; }
work=$(mktemp -d)
cleanup() {
  [ -z "$before" ] || git worktree remove --force "$work/before" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
if [ -n "$before" ]; then
  git worktree add -q --detach "$work/before" "$before"
fi

# Writes crate dir $1 on the engine checkout $2 with engine dependency options $3; $4 =
# clients (the guestbook example: CRD, clients, runtime) or crd (the CRD only).
make_crate() {
  local dir=$1 checkout=$2 engine=$3 what=$4
  mkdir -p "$dir/src"
  cp -R testdata/guestbook/api "$dir/api"
  cp Cargo.lock "$dir/"
  local deps=""
  if [ "$what" = clients ]; then
    deps='k8s-openapi = { version = "0.29", default-features = false, features = ["v1_36"] }
kube-codegen-runtime = { path = "'"$checkout"'/runtime" }
serde = { version = "1", features = ["derive"] }
serde_json = "1"'
  fi
  cat > "$dir/Cargo.toml" <<EOF
[package]
name = "bench-cold-build"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
$deps

[build-dependencies]
kube-codegen = { path = "$checkout/codegen"$engine }

[profile.dev.package."*"]
debug = false

[workspace]
EOF
  if [ "$what" = clients ]; then
    sed 's|"../../testdata/guestbook/api"|"api"|' examples/guestbook/build.rs > "$dir/build.rs"
    # Its other modules are the workspace's testdata APIs, read in place.
    sed "s|\"../../../testdata/|\"$root/testdata/|" examples/guestbook/src/main.rs > "$dir/src/main.rs"
  else
    printf 'fn main() {\n    kube_codegen::Config::new().input("api").run_build_script();\n}\n' > "$dir/build.rs"
    printf 'fn main() {}\n' > "$dir/src/main.rs"
  fi
}

# "<wall seconds> <CPU seconds>" of one cold `cargo build` of crate dir $1.
cold_build() {
  rm -rf "$1/target"
  (cd "$1" && CARGO_INCREMENTAL=0 "$time_bin" -f '%e %U %S' -o "$work/time" \
    cargo build -q --offline 2>"$work/stderr") || { cat "$work/stderr" >&2; exit 1; }
  awk '{ printf "%.1f %.1f\n", $1, $2 + $3 }' "$work/time"
}

median() { sort -g | awk '{ v[NR] = $1 } END { printf "%.1f", v[int((NR + 1) / 2)] }'; }

printf '%-28s %-40s | %8s | %8s\n' crate engine wall CPU
for what in clients crd; do
  cases=("after|$root||default features" "after|$root|, default-features = false, features = [\"cel\"]|features off but cel" "after|$root|, default-features = false|features off")
  [ -z "$before" ] || cases=("before|$work/before||default features, at $before" "${cases[@]}")
  for c in "${cases[@]}"; do
    IFS='|' read -r _ checkout engine label <<< "$c"
    dir="$work/crate-$what"
    rm -rf "$dir"
    make_crate "$dir" "$checkout" "$engine" "$what"
    : > "$work/wall"; : > "$work/cpu"
    for _ in $(seq "$runs"); do
      read -r wall cpu < <(cold_build "$dir")
      echo "$wall" >> "$work/wall"; echo "$cpu" >> "$work/cpu"
    done
    name="guestbook (CRD and clients)"; [ "$what" = crd ] && name="CRD only (engine alone)"
    printf '%-28s %-40s | %6s s | %6s s\n' "$name" "$label" "$(median < "$work/wall")" "$(median < "$work/cpu")"
  done
done
echo "(medians of $runs cold builds; $(nproc) cores)"

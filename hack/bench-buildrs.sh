#!/usr/bin/env bash
# What kube-codegen in build.rs costs an edit-compile cycle: a crate whose three-line
# build.rs generates from its API is built once, then rebuilt after
#
#   - no change at all,
#   - touching a source file that is not an input of the generator,
#   - touching one API file (its bytes unchanged, so every generated file is too),
#   - editing one API file (a plain comment appended: the generator runs again, and every
#     generated file is unchanged),
#
# for the guestbook API (CRD and typed clients, as examples/guestbook) and for the 100-Kind
# synthetic API (codegen/examples/synthetic_api.rs; CRDs), each with Cargo's default
# build-script profile (unoptimised) and with `[profile.dev.build-override] opt-level = 3`.
#
#   hack/bench-buildrs.sh            RUNS=5 rebuilds per case; prints medians
#
# It also checks, after each API touch, that no generated file was rewritten (mtimes in
# OUT_DIR unchanged), so nothing that includes one is recompiled for it. The crates are
# built offline with the workspace's Cargo.lock, in one target directory under
# ${KUBE_CODEGEN_CACHE:-$HOME/.cache/kube-codegen}/bench-buildrs (the first run compiles the
# dependencies, a few minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
runs=${RUNS:-5}
cache=${KUBE_CODEGEN_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kube-codegen}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cargo build -q --release -p kube-codegen --example synthetic_api
target/release/examples/synthetic_api 100 "$work/synthetic" >/dev/null
export CARGO_TARGET_DIR="$cache/bench-buildrs"

# Writes crate $1 (package name) with API $2 copied to api/; $3 = clients|crds; $4 = the
# build-override opt-level.
make_crate() {
  local dir="$work/$1" api=$2 what=$3 opt=$4
  mkdir -p "$dir/src"
  cp -R "$api" "$dir/api"
  cp Cargo.lock "$dir/"
  cat > "$dir/Cargo.toml" <<EOF
[package]
name = "$1"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
k8s-openapi = { version = "0.29", default-features = false, features = ["v1_36"] }
kube-codegen-runtime = { path = "$root/runtime" }
serde = { version = "1", features = ["derive"] }
serde_json = "1"

[build-dependencies]
kube-codegen = { path = "$root/codegen" }

[profile.dev.build-override]
opt-level = $opt

[workspace]
EOF
  echo "pub fn not_an_input() {}" > "$dir/src/other.rs"
  if [ "$what" = clients ]; then
    cat > "$dir/build.rs" <<'EOF'
fn main() {
    kube_codegen::Config::new().input("api").clients("crate").run_build_script();
}
EOF
    cat > "$dir/src/main.rs" <<'EOF'
#![allow(dead_code)]
#[path = "../api/v1/mod.rs"]
pub mod v1;
pub mod client {
    include!(concat!(env!("OUT_DIR"), "/clientset.rs"));
}
mod other;
fn main() {}
EOF
  else
    cat > "$dir/build.rs" <<'EOF'
fn main() {
    kube_codegen::Config::new().input("api").run_build_script();
}
EOF
    printf 'mod other;\nfn main() {}\n' > "$dir/src/main.rs"
  fi
}

# Seconds one `cargo build` of crate dir $1 takes.
build_time() {
  local start end
  start=$(date +%s.%N)
  (cd "$1" && cargo build -q --offline 2>"$work/stderr") || { cat "$work/stderr" >&2; exit 1; }
  end=$(date +%s.%N)
  awk -v s="$start" -v e="$end" 'BEGIN { print e - s }'
}

median() { sort -g | awk '{ v[NR] = $1 } END { printf "%.2f", v[int((NR + 1) / 2)] }'; }

# The newest modification time among the generated files of crate $1 (package name $2).
out_mtimes() {
  find "$CARGO_TARGET_DIR/debug/build" -path "*/$2-*/out/*" \( -name '*.yaml' -o -name '*.rs' \) \
    -printf '%T@ %p\n' | sort | md5sum
}

printf '%-22s %-9s | %9s | %9s | %9s | %9s | %s\n' API build.rs "no change" "non-input" "API touch" "API edit" "generated files rewritten"
for case in guestbook synthetic100; do
  for opt in 0 3; do
    name="bench-$case-o$opt"
    if [ $case = guestbook ]; then
      make_crate "$name" testdata/guestbook/api clients $opt
      input=$(find "$work/$name/api" -name '*.rs' | sort | head -n 1)
    else
      make_crate "$name" "$work/synthetic/rust/api" crds $opt
      input=$(find "$work/$name/api" -name '*.rs' | sort | head -n 1)
    fi
    dir="$work/$name"
    build_time "$dir" >/dev/null # the first build (dependencies, once)
    build_time "$dir" >/dev/null
    : > "$work/none"; : > "$work/other"; : > "$work/api"; : > "$work/edit"
    rewritten=no
    for _ in $(seq "$runs"); do
      build_time "$dir" >> "$work/none"
      touch "$dir/src/other.rs"
      build_time "$dir" >> "$work/other"
      before=$(out_mtimes "$dir" "$name")
      touch "$input"
      build_time "$dir" >> "$work/api"
      [ "$before" = "$(out_mtimes "$dir" "$name")" ] || rewritten=yes
      echo "// edited" >> "$input"
      build_time "$dir" >> "$work/edit"
      [ "$before" = "$(out_mtimes "$dir" "$name")" ] || rewritten=yes
    done
    label=$case; [ $case = synthetic100 ] && label="synthetic, 100 Kinds"
    printf '%-22s %-9s | %7s s | %7s s | %7s s | %7s s | %s\n' "$label" "opt-level=$opt" \
      "$(median < "$work/none")" "$(median < "$work/other")" "$(median < "$work/api")" \
      "$(median < "$work/edit")" "$rewritten"
  done
done
echo "(medians of $runs rebuilds; $(nproc) cores)"

#!/usr/bin/env bash
# The project's test command (the README's second set-up command and what CI runs).
#
# 1. installs the test-only Go tools, cached outside the repo under
#    ${KUBE_CODEGEN_CACHE:-$HOME/.cache/kube-codegen}: kube-apiserver + etcd built from the
#    Go module proxy (hack/setup-envtest.sh) and controller-gen, client-gen,
#    applyconfiguration-gen and kustomize (hack/install-go-tools.sh); and fetches the public code the
#    corpus tests read (hack/fetch-corpus.sh, hack/corpus.tsv);
# 2. builds every target of the workspace once, clippy linting it as it builds (any warning
#    fails), and runs every Rust test, the end-to-end ones against the real API server: the
#    test binaries run in three groups at once (below);
# 3. meanwhile scaffolds an operator with `kube-codegen init`, `create api` and `create
#    webhook` and tests it (hack/scaffold-e2e.sh): it builds in a target directory of its
#    own, and the workspace's tests mostly wait on kube-apiserver, leaving the cores idle,
#    so it runs beside them at a lower priority (its output follows theirs);
# 4. checks that controller-gen's reference outputs and our goldens are up to date.
#
# `hack/test.sh --build` does only the build of step 2 (with the corpus it needs), as .ci/run
# asks for it before starting its low-priority jobs.
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

# Clippy lints the workspace while the tests build: clippy-driver as the workspace's
# RUSTC_WORKSPACE_WRAPPER, which is what `cargo clippy` does for its check build, so that the
# dependencies compile once rather than again in check mode. CLIPPY_ARGS is how cargo-clippy
# hands clippy-driver the arguments after its `--`: here `-D warnings`, so any warning of a
# workspace crate fails the build as `cargo clippy --all-targets -- -D warnings` would. One
# test is compiled by rustc alone, crates.io's code with every lint allowed (hack/lint-rustc.sh).
command -v clippy-driver >/dev/null ||
  { echo "hack/test.sh: clippy is missing (rustup component add clippy)" >&2; exit 1; }
export RUSTC_WORKSPACE_WRAPPER="$PWD/hack/lint-rustc.sh"
export CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__
# The kube-derive fuzzer's Kinds (e2e/build.rs) from a fixed seed, so that this command's
# result depends on the commit alone; a plain `cargo test` takes a seed from the clock and
# explores (a failing seed is a finding to fix, then a seed to replay here).
export KUBE_CODEGEN_FUZZ_SEED="${KUBE_CODEGEN_FUZZ_SEED:-1795980834711036635}"
# The public code the corpus tests read, at the versions and checksums of hack/corpus.tsv.
KUBE_CODEGEN_CORPUS="$(hack/fetch-corpus.sh | tail -n 1)"
export KUBE_CODEGEN_CORPUS
cargo_args=(--workspace --all-targets --features "$features")
if [ "${1:-}" = "--build" ]; then
  exec cargo test "${cargo_args[@]}" --no-run
fi
KUBEBUILDER_ASSETS="$(hack/setup-envtest.sh | tail -n 1)"
export KUBEBUILDER_ASSETS
gobin="$(hack/install-go-tools.sh | tail -n 1)"
export PATH="$gobin:$PATH"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Every test binary, listed as the build reports it.
cargo test "${cargo_args[@]}" --no-run --message-format=json-render-diagnostics \
  >"$work/build.json"

# The scaffold's run takes a copy of the CLI the test build linked (a build of the CLI
# alone would compile the workspace's crates again, in the CLI's own feature set).
cp "${CARGO_TARGET_DIR:-target}/debug/kube-codegen" "$work/"
KUBE_CODEGEN="$work/kube-codegen" nice -n 10 hack/scaffold-e2e.sh \
  >"$work/scaffold-e2e.log" 2>&1 &
scaffold_pid=$!
trap 'kill "$scaffold_pid" 2>/dev/null || true; rm -rf "$work"' EXIT

tests=$(grep -o '"kind":\["test"\],"crate_types":\["bin"\],"name":"[^"]*"' \
  "$work/build.json" | sed 's/.*"name":"//; s/"$//' | sort -u)
# Every test artifact the build reported must have given its name (a cargo that orders the
# fields otherwise would leave tests out of the groups below).
if [ "$(grep -c '"kind":\["test"\]' "$work/build.json")" -ne \
  "$(grep -c '"kind":\["test"\],"crate_types":\["bin"\],"name":"' "$work/build.json")" ]; then
  echo "hack/test.sh: the build's report lists test targets this script cannot read" >&2
  exit 1
fi
# Three groups run at once: the two that are CPU-bound for minutes (the nested cargo builds
# of user_crate; the corpus, which imports and compiles a thousand CRDs in the unoptimised
# engine), at a lower priority, and every other target, most of which wait on kube-apiserver.
# A name selects that test target in every package that has one (codegen's `import` too).
heavy_user_crate=(user_crate)
heavy_corpus=(import compile kube_derive ported)
rest=(--lib --bins --benches --examples)
for t in $tests; do
  case " ${heavy_user_crate[*]} ${heavy_corpus[*]} " in
    *" $t "*) ;;
    *) rest+=(--test "$t") ;;
  esac
done
run_group() { # <name> <niceness> <cargo test selection…>
  local name=$1 niceness=$2
  shift 2
  if nice -n "$niceness" cargo test --workspace --features "$features" "$@" \
    >"$work/$name.log" 2>&1; then
    echo ok >"$work/$name.status"
  fi
}
run_group user_crate 5 "${heavy_user_crate[@]/#/--test=}" &
user_crate_pid=$!
run_group corpus 5 "${heavy_corpus[@]/#/--test=}" &
corpus_pid=$!
run_group rest 0 "${rest[@]}"
wait "$user_crate_pid" "$corpus_pid"
failed=0
for group in rest corpus user_crate; do
  cat "$work/$group.log"
  if [ ! -e "$work/$group.status" ]; then
    echo "hack/test.sh: the $group tests failed (above)" >&2
    failed=1
  fi
done
[ "$failed" -eq 0 ] || exit 1
cargo test --workspace --doc --features "$features"
if ! wait "$scaffold_pid"; then
  cat "$work/scaffold-e2e.log"
  echo "hack/test.sh: hack/scaffold-e2e.sh failed" >&2
  exit 1
fi
cat "$work/scaffold-e2e.log"
hack/parity.sh --check-references
hack/verify-codegen.sh
echo "hack/test.sh: all checks passed"

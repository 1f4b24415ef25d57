#!/usr/bin/env bash
# The whole corpus, where CI takes a fixed sample (hack/corpus.tsv, hack/fetch-corpus.sh):
#
# 1. the modules `kube-codegen import` and `kube-codegen client --root-kinds` write for every
#    CRD of every import project compile with their Kind impls, clients and apply
#    configurations, and the conversions of those served in several versions (their
#    `ManualConversions` stubbed), any warning failing (clippy, one project at a time, as all at once
#    would not fit in memory); a line per project, then the failures;
# 2. the corpus tests with KUBE_CODEGEN_CORPUS_ALL=1: every CRD's import round trip (CI runs
#    them all too) and 520 Kinds of kube-custom-resources-rs against kube-derive's crd()
#    (CI: 120), in four parts.
#
# It takes about an hour on two cores. The tables it prints are the book's (docs/src/import.md,
# docs/src/from-kube-derive.md).
set -euo pipefail
cd "$(dirname "$0")/.."

KUBE_CODEGEN_CORPUS="$(hack/fetch-corpus.sh | tail -n 1)"
export KUBE_CODEGEN_CORPUS KUBE_CODEGEN_CORPUS_ALL=1
PATH="$(hack/install-go-tools.sh | tail -n 1):$PATH"

projects=$(awk -F'\t' '!/^#/ && NF == 7 && $7 ~ /(^|,)import(,|$)/ {print $1}' hack/corpus.tsv)
failed=()
for p in $projects; do
  start=$(date +%s)
  if KUBE_CODEGEN_CORPUS_PROJECTS="$p" cargo clippy --quiet -p kube-codegen-corpus \
      --features import-check --test compile -- -D warnings >"/tmp/corpus-all-$p.log" 2>&1; then
    echo "corpus-all: $p compiles ($(( $(date +%s) - start )) s)"
  else
    echo "corpus-all: $p does NOT compile (/tmp/corpus-all-$p.log)"
    failed+=("$p")
  fi
done
cargo test -p kube-codegen-corpus --test import --test manifest -- --nocapture
# The kube-derive trees with every sampled group of kube-custom-resources-rs, in four parts
# (all at once need more than 24 GiB to compile); each part's table, then their sum.
kcr=0
for part in 1/4 2/4 3/4 4/4; do
  KUBE_CODEGEN_CORPUS_PART=$part cargo test -p kube-codegen-corpus --features kube-derive \
    --test kube_derive -- --nocapture | tee "/tmp/corpus-all-kube-derive.log"
  n=$(awk -F' [|] ' '$1 == "| kube-custom-resources-rs" {print $2}' /tmp/corpus-all-kube-derive.log)
  kcr=$((kcr + n))
done
echo "corpus-all: $kcr Kinds of kube-custom-resources-rs"
if [ "$kcr" -lt 500 ]; then
  echo "corpus-all: fewer than 500 Kinds of kube-custom-resources-rs" >&2
  exit 1
fi
if [ ${#failed[@]} -gt 0 ]; then
  echo "corpus-all: the imported modules of ${#failed[@]} projects do not compile: ${failed[*]}" >&2
  exit 1
fi
echo "corpus-all: every project's imported modules compile"

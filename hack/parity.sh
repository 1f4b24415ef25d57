#!/usr/bin/env bash
# Parity with controller-gen, client-gen and applyconfiguration-gen (the Go anchors).
#
#   hack/parity.sh                     compare: regenerate controller-gen's CRDs, RBAC roles and webhook
#                                      configurations for every Go
#                                      twin (testdata/<case>/go) into a temp dir, check the
#                                      checked-in references are current, then compare ours
#                                      with them as parsed objects and print the differences
#   hack/parity.sh --check-references  only check testdata/<case>/controller-gen is current
#   hack/parity.sh --update-references rewrite testdata/<case>/controller-gen
#
# Go twins with `+genclient` tags (packages under go/apis/<group>/<version>) also go through
# client-gen; the methods of each generated <Kind>Interface are summarised in
# testdata/<case>/client-gen/verbs.txt ("<Kind>: <Method>" lines), which
# codegen/tests/parity.rs compares with the methods of our generated clients.
#
# A twin with a client-go program beside it (testdata/<case>/go-apply) also goes through
# applyconfiguration-gen, into testdata/<case>/go-apply/applyconfiguration (checked in, so
# the program compiles and the output can be read). Two references come out of it, in
# testdata/<case>/applyconfiguration-gen: fields.txt, every field of every generated apply
# configuration ("<Type>: <json name> <Go type>" lines, ",inline" for an embedded struct),
# which codegen/tests/parity.rs compares with ours; and apply.json, what the program prints
# (configurations built with the generated code, as JSON), which e2e/tests/offline/apply_parity.rs
# compares with the same configurations built with ours.
#
# Accepted differences are listed with their reason in testdata/<case>/parity-known-diffs.txt;
# the comparison (codegen/tests/parity.rs) fails on any other difference.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-compare}

tools="$(hack/install-go-tools.sh | tail -n 1)"
cg="$tools/controller-gen"
status=0

# Summarises applyconfiguration-gen's types under $1 as sorted "<Type>: <json name> <Go type>"
# lines (pointers and package names dropped; an embedded struct's name is ",inline").
apply_configuration_fields() {
  for f in "$1"/*/*/*.go; do
    awk '/^type [A-Za-z0-9]+ApplyConfiguration struct \{/ { s = $2; inside = 1; next }
         inside && /^\}/ { inside = 0 }
         inside && /`json:"/ {
           line = $0; sub(/^\t/, "", line)
           match(line, /`json:"[^"]*"/)
           tag = substr(line, RSTART + 7, RLENGTH - 8); sub(/,.*/, "", tag)
           if (tag == "") tag = ",inline"
           decl = substr(line, 1, RSTART - 1); sub(/ +$/, "", decl)
           n = split(decl, w, / +/); type = (n == 1) ? w[1] : w[2]; gsub(/\*|[a-z0-9]+\./, "", type)
           print s ": " tag " " type
         }' "$f"
  done | LC_ALL=C sort
}

# Summarises client-gen's typed clients under $1 as sorted "<Kind>: <Method>" lines.
client_gen_verbs() {
  for f in "$1"/*/typed/*/*/*.go; do
    awk '/^type [A-Za-z0-9]+Interface interface \{/ { kind = $2; sub(/Interface$/, "", kind); inside = 1; next }
         inside && /^\}/ { inside = 0 }
         inside && /^\t[A-Z][A-Za-z0-9]*\(/ { m = $0; sub(/^\t/, "", m); sub(/\(.*/, "", m); print kind ": " m }' "$f"
  done | grep -v ': RESTClient$' | LC_ALL=C sort
}

check() { # <reference dir> <generated dir>
  if [ "$mode" = --update-references ]; then
    rm -rf "$1" && mkdir -p "$1" && cp -R "$2"/. "$1/"
    echo "parity: updated $1"
  elif ! diff -ru "$1" "$2" >&2; then
    echo "parity: $1 is stale; run hack/parity.sh --update-references" >&2
    status=1
  fi
}

for go in testdata/*/go; do
  case_dir=$(dirname "$go")
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  mkdir -p "$tmp/controller-gen"
  (cd "$go" && GOTOOLCHAIN=local GOFLAGS=-mod=readonly "$cg" crd rbac:roleName=manager-role webhook paths=./... \
    output:crd:dir="$tmp/controller-gen" output:rbac:dir="$tmp/controller-gen" output:webhook:dir="$tmp/controller-gen")
  check "$case_dir/controller-gen" "$tmp/controller-gen"
  if grep -rqs '+genclient' "$go/apis"; then
    module=$(awk '/^module /{print $2}' "$go/go.mod")
    inputs=$(cd "$go/apis" && find . -name '*.go' -exec grep -l '+groupName' {} + | xargs -n1 dirname | sed 's|^\./||' | LC_ALL=C sort -u | paste -sd, -)
    : > "$tmp/header.txt"
    (cd "$go" && GOTOOLCHAIN=local GOFLAGS=-mod=readonly "$tools/client-gen" --clientset-name versioned \
      --input-base "$module/apis" --input "$inputs" --output-pkg "$module/generated" \
      --output-dir "$tmp/out" --go-header-file "$tmp/header.txt" \
      --apply-configuration-package "$module/generated/applyconfiguration")
    mkdir -p "$tmp/client-gen"
    client_gen_verbs "$tmp/out" > "$tmp/client-gen/verbs.txt"
    check "$case_dir/client-gen" "$tmp/client-gen"
    if [ -d "$case_dir/go-apply" ]; then
      (cd "$go" && GOTOOLCHAIN=local GOFLAGS=-mod=readonly "$tools/applyconfiguration-gen" \
        --output-dir "$tmp/applyconfiguration" --go-header-file "$tmp/header.txt" \
        --output-pkg example.com/clients-apply/applyconfiguration \
        $(echo "$inputs" | tr , '\n' | sed "s|^|$module/apis/|"))
      check "$case_dir/go-apply/applyconfiguration" "$tmp/applyconfiguration"
      mkdir -p "$tmp/applyconfiguration-gen"
      apply_configuration_fields "$tmp/applyconfiguration" > "$tmp/applyconfiguration-gen/fields.txt"
      # The program's go.mod pins the versions kube-apiserver's build (hack/setup-envtest.sh)
      # uses, and these are its flags, so client-go and its dependencies come out of the Go
      # build cache instead of being compiled again (45 s on a cold machine; 106 CPU-s when
      # -gcflags differed, in the cold run of 2026-11-30).
      (cd "$case_dir/go-apply" && GOTOOLCHAIN=local GOFLAGS=-mod=readonly CGO_ENABLED=0 \
        go run -trimpath -gcflags=all=-dwarf=false .) \
        > "$tmp/applyconfiguration-gen/apply.json"
      check "$case_dir/applyconfiguration-gen" "$tmp/applyconfiguration-gen"
    fi
  fi
  rm -rf "$tmp"
  trap - EXIT
done
# go-yaml v2's order of mapping keys, for the YAML writer's test (testdata/yaml-order).
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/yaml-order"
(cd testdata/yaml-order/sorter && GOTOOLCHAIN=local GOFLAGS=-mod=readonly CGO_ENABLED=0 \
  go run -trimpath -gcflags=all=-dwarf=false .) \
  < testdata/yaml-order/keys.json > "$tmp/yaml-order/go-yaml-order.json"
if [ "$mode" = --update-references ]; then
  cp "$tmp/yaml-order/go-yaml-order.json" testdata/yaml-order/
  echo "parity: updated testdata/yaml-order/go-yaml-order.json"
elif ! cmp -s "$tmp/yaml-order/go-yaml-order.json" testdata/yaml-order/go-yaml-order.json; then
  echo "parity: testdata/yaml-order/go-yaml-order.json is stale; run hack/parity.sh --update-references" >&2
  status=1
fi
rm -rf "$tmp"
trap - EXIT
[ "$status" = 0 ] || exit "$status"
[ "$mode" = compare ] || exit 0

echo "parity: controller-gen references are current; comparing kube-codegen's CRDs with them" >&2
for f in testdata/*/parity-known-diffs.txt; do
  [ -f "$f" ] || continue
  echo "accepted differences in $f:" >&2
  grep -v '^#' "$f" | sed 's/^/  /' >&2
done
cargo test -q -p kube-codegen --test parity -- --nocapture

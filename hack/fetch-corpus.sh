#!/usr/bin/env bash
# Fetches the public code the corpus tests read: every entry of hack/corpus.tsv, at the exact
# version the manifest pins, from the Go module proxy (`go mod download -json`) or crates.io
# (the `.crate` archive of that version, which cargo downloads the same way), checks it
# against the manifest's checksum, and unpacks it outside the repository:
#
#   ${KUBE_CODEGEN_CORPUS:-${KUBE_CODEGEN_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kube-codegen}/corpus}/
#       <project> -> the unpacked module or crate (a symbolic link)
#       .gomod/      the Go module cache the modules are unpacked into
#       .crates/     the .crate archives and their unpacked sources
#
# Nothing of it is ever committed: the repository holds only what this project wrote.
# A second run verifies what is cached and downloads nothing. The last line of stdout is the
# corpus directory (the tests find it there, or in $KUBE_CODEGEN_CORPUS); progress goes to
# stderr. A checksum that differs from the manifest's fails the run and leaves nothing behind.
#
#   hack/fetch-corpus.sh                 every entry
#   hack/fetch-corpus.sh NAME...         these projects only
#   hack/fetch-corpus.sh --sum SOURCE PACKAGE VERSION
#                                        prints the checksum to pin for a new entry
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
MANIFEST="$ROOT/hack/corpus.tsv"
CACHE_ROOT=${KUBE_CODEGEN_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kube-codegen}
CORPUS=${KUBE_CODEGEN_CORPUS:-$CACHE_ROOT/corpus}
JOBS=${CORPUS_JOBS:-4}

log() { echo "fetch-corpus: $*" >&2; }

# go_module <package> <version>: downloads the module into the corpus's module cache and
# prints "<Sum> <Dir>". The manifest's checksum is the check, so the checksum database,
# which this machine may not reach, is not asked.
go_module() {
  command -v go >/dev/null || { log "go is not installed (Go >= 1.26 is needed for the corpus)"; return 1; }
  local json
  json=$(GOMODCACHE="$CORPUS/.gomod" GOFLAGS=-modcacherw GOSUMDB=off GOTOOLCHAIN=local \
    go mod download -json "$1@$2") || { log "$1@$2: go mod download failed: $json"; return 1; }
  local sum dir
  sum=$(sed -n 's/^\t"Sum": "\(.*\)",\{0,1\}$/\1/p' <<<"$json")
  dir=$(sed -n 's/^\t"Dir": "\(.*\)",\{0,1\}$/\1/p' <<<"$json")
  [ -n "$sum" ] && [ -d "$dir" ] || { log "$1@$2: no module in the answer: $json"; return 1; }
  echo "$sum $dir"
}

# crate <name> <version>: downloads the .crate archive (once) and unpacks it; prints
# "sha256:<hex> <Dir>".
crate() {
  local archive="$CORPUS/.crates/$1-$2.crate" dir="$CORPUS/.crates/$1-$2"
  mkdir -p "$CORPUS/.crates"
  if [ ! -f "$archive" ]; then
    curl -fsSL --retry 3 -o "$archive.part" "https://static.crates.io/crates/$1/$1-$2.crate" \
      || { rm -f "$archive.part"; log "$1@$2: download from crates.io failed"; return 1; }
    mv "$archive.part" "$archive"
  fi
  local sum
  sum="sha256:$(sha256sum "$archive" | cut -d' ' -f1)"
  if [ ! -d "$dir" ]; then
    rm -rf "$dir.part" && mkdir -p "$dir.part"
    tar -xzf "$archive" -C "$dir.part" --strip-components=1
    mv "$dir.part" "$dir"
  fi
  echo "$sum $dir"
}

# fetch <project> <source> <package> <version> <checksum>
fetch() {
  local got sum dir
  case "$2" in
    go) got=$(go_module "$3" "$4") || return 1 ;;
    crate) got=$(crate "$3" "$4") || return 1 ;;
    *) log "$1: unknown source '$2' (go or crate)"; return 1 ;;
  esac
  sum=${got%% *}
  dir=${got#* }
  if [ "$sum" != "$5" ]; then
    log "$1: $3@$4 has checksum $sum, the manifest pins $5: refused"
    [ "$2" = crate ] && rm -rf "$CORPUS/.crates/$3-$4" "$CORPUS/.crates/$3-$4.crate"
    return 1
  fi
  # Re-linked only when it points elsewhere: a new link changes the directory, which the
  # corpus crate's build script watches, and would rebuild its tests.
  [ "$(readlink "$CORPUS/$1" 2>/dev/null)" = "$dir" ] || ln -sfn "$dir" "$CORPUS/$1"
}

if [ "${1:-}" = --sum ]; then
  [ $# -eq 4 ] || { log "usage: $0 --sum go|crate PACKAGE VERSION"; exit 2; }
  mkdir -p "$CORPUS"
  case "$2" in
    go) go_module "$3" "$4" | cut -d' ' -f1 ;;
    crate) crate "$3" "$4" | cut -d' ' -f1 ;;
    *) log "unknown source '$2' (go or crate)"; exit 2 ;;
  esac
  exit 0
fi

mkdir -p "$CORPUS"
wanted=" $* "
entries=$(mktemp)
trap 'rm -f "$entries"' EXIT
# Columns: project, source, package, version, checksum, paths, uses (see the manifest's head).
while IFS=$'\t' read -r project source package version checksum _; do
  case "$project" in ''|'#'*) continue ;; esac
  if [ $# -gt 0 ] && [[ "$wanted" != *" $project "* ]]; then continue; fi
  printf '%s\t%s\t%s\t%s\t%s\n' "$project" "$source" "$package" "$version" "$checksum" >>"$entries"
done <"$MANIFEST"
[ -s "$entries" ] || { log "no manifest entry matches: $*"; exit 2; }

start=$(date +%s)
export -f fetch go_module crate log
export CORPUS
if ! tr '\t' '\n' <"$entries" | xargs -d '\n' -n 5 -P "$JOBS" bash -c 'fetch "$@"' _; then
  log "some entries could not be fetched (above)"
  exit 1
fi
log "$(wc -l <"$entries") entries verified in $(( $(date +%s) - start )) s"
echo "$CORPUS"

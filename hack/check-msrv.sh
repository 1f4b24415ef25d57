#!/usr/bin/env bash
# Fails when the workspace's `rust-version` (the MSRV the README and the book state) is below what a
# dependency declares: `cargo metadata` lists every package of the lock file with its own
# `rust-version`; the workspace's must be at least the highest.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo metadata --format-version 1 --locked | python3 -c '
import json, sys
meta = json.load(sys.stdin)
def v(s): return tuple((list(map(int, s.split("."))) + [0, 0])[:3])
members = set(meta["workspace_members"])
ours = {p["rust_version"] for p in meta["packages"] if p["id"] in members}
if len(ours) != 1 or None in ours:
    sys.exit(f"check-msrv: workspace members declare {sorted(map(str, ours))}; expected one rust-version")
ours = ours.pop()
deps = [(v(p["rust_version"]), p["name"], p["version"]) for p in meta["packages"]
        if p["id"] not in members and p.get("rust_version")]
need, name, version = max(deps)
need_s = ".".join(map(str, need))
if v(ours) < need:
    sys.exit(f"check-msrv: rust-version {ours} is below {name} {version}, which needs {need_s}")
print(f"check-msrv: rust-version {ours} covers every dependency (highest: {name} {version}, {need_s})")
'

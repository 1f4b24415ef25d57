#!/usr/bin/env python3
"""Regenerate openapi/src/definitions.json: controller-gen's schemas of every k8s-openapi type.

Pipeline (see openapi/src/lib.rs for the why):
  1. list every type k8s-openapi (version feature VERSION) implements `JsonSchema` for, as a
     crate path (`api::core::v1::PodSpec`) and the Go package + name it mirrors;
  2. write one throw-away Go package per k8s-openapi module, each holding one root kind whose
     spec has one undocumented field per type, and run controller-gen (the Go anchor) on it;
  3. read back every field's schema (a type's own schema, as controller-gen inlines it) and
     de-duplicate: any object node equal to another type's schema (ignoring `description`) is
     replaced by `{"$ref": path}` plus the keys in which it differs, so the table stays small.

Usage: hack/gen-openapi.py   (needs go and python3 with PyYAML; network to the Go module proxy
the first time, to build controller-gen CONTROLLER_TOOLS_VERSION and fetch k8s.io/api
GO_K8S_VERSION). Deterministic: sorted keys, stable iteration; re-running it must leave
openapi/src/definitions.json unchanged (hack/gen-openapi.py && git diff --exit-code).
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

VERSION = os.environ.get("K8S_VERSION_FEATURE", "v1_36")
GO_K8S = os.environ.get("GO_K8S_VERSION", "v0.36.1")
CONTROLLER_TOOLS = os.environ.get("CONTROLLER_TOOLS_VERSION", "v0.21.0")
# controller-gen is built from the Go module proxy at the pinned version, cached outside the
# repository; CONTROLLER_GEN overrides it with a binary of your own.
CG_BIN = os.path.expanduser("~/.cache/kube-codegen/controller-gen-" + CONTROLLER_TOOLS)
CONTROLLER_GEN = os.environ.get("CONTROLLER_GEN") or os.path.join(CG_BIN, "controller-gen")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "openapi", "src", "definitions.json")

# Recursive upstream types: controller-gen cannot inline them; the runtime answers None.
SKIP = {
    "apiextensions_apiserver::pkg::apis::apiextensions::v1::JSONSchemaProps",
    "apiextensions_apiserver::pkg::apis::apiextensions::v1::JSONSchemaPropsOrArray",
    "apiextensions_apiserver::pkg::apis::apiextensions::v1::JSONSchemaPropsOrBool",
    "apiextensions_apiserver::pkg::apis::apiextensions::v1::JSONSchemaPropsOrStringArray",
}

GO_MODULES = {
    "api": ("k8s.io/api", "k8s.io/api"),
    "apimachinery": ("k8s.io/apimachinery", "k8s.io/apimachinery"),
    "apiextensions_apiserver": ("k8s.io/apiextensions-apiserver", "k8s.io/apiextensions-apiserver"),
    "kube_aggregator": ("k8s.io/kube-aggregator", "k8s.io/kube-aggregator"),
}


def k8s_openapi_src():
    cands = sorted(glob.glob(os.path.expanduser("~/.cargo/registry/src/*/k8s-openapi-0.29.*/src/" + VERSION)))
    if not cands:
        sys.exit("k8s-openapi 0.29 sources not found in ~/.cargo/registry (run cargo fetch)")
    return cands[-1]


def list_types(src):
    """(crate path, go import path, go name) for every non-generic JsonSchema impl."""
    out = []
    pat = re.compile(r"^impl crate::schemars::JsonSchema for ([A-Za-z0-9_]+) \{", re.M)
    for f in sorted(glob.glob(src + "/**/*.rs", recursive=True)):
        rel = os.path.relpath(os.path.dirname(f), src)
        if rel == ".":
            continue
        mods = rel.split(os.sep)
        text = open(f).read()
        for name in pat.findall(text):
            path = "::".join(mods + [name])
            if path in SKIP:
                continue
            mod, _ = GO_MODULES[mods[0]]
            go_pkg = mod + "/" + "/".join(mods[1:])
            out.append((path, go_pkg, name))
    return out


def go_workspace(types, work):
    """Write the Go module: one package per k8s-openapi module, one field per type."""
    by_mod = {}
    for path, pkg, name in types:
        by_mod.setdefault(pkg, []).append((path, name))
    fields = {}  # (package dir, json field) -> crate path
    for i, (pkg, items) in enumerate(sorted(by_mod.items())):
        d = os.path.join(work, "p%03d" % i)
        os.makedirs(d)
        lines = [
            "// +groupName=p%03d.gen.kube-codegen.io" % i,
            "// +versionName=v1",
            "package p%03d" % i,
            "",
            'import (',
            '\tmetav1 "k8s.io/apimachinery/pkg/apis/meta/v1"',
            '\tup "%s"' % pkg,
            ')',
            "",
            "type RootSpec struct {",
        ]
        for path, name in items:
            lines.append('\tF%s up.%s `json:"%s"`' % (name, name, name))
            fields[("p%03d" % i, name)] = path
        lines += [
            "}",
            "",
            "// +kubebuilder:object:root=true",
            "type Root struct {",
            '\tmetav1.TypeMeta `json:",inline"`',
            '\tmetav1.ObjectMeta `json:"metadata,omitempty"`',
            '\tSpec RootSpec `json:"spec"`',
            "}",
        ]
        if pkg == "k8s.io/apimachinery/pkg/apis/meta/v1":
            lines = [l.replace("up.", "metav1.") for l in lines if not l.startswith("\tup ")]
        open(os.path.join(d, "types.go"), "w").write("\n".join(lines) + "\n")
    open(os.path.join(work, "go.mod"), "w").write(
        "module gen.kube-codegen.io\n\ngo 1.24\n\nrequire (\n"
        + "".join("\t%s %s\n" % (m, GO_K8S) for m, _ in GO_MODULES.values())
        + ")\n"
    )
    return fields


def run(cmd, cwd):
    r = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    return r.returncode, r.stdout + r.stderr


def controller_gen(work, pkgs):
    """Run controller-gen per package; drop fields it rejects and retry. -> {pkg: schema}"""
    import yaml  # PyYAML

    out = {}
    for p in pkgs:
        for attempt in range(20):
            outdir = os.path.join(work, "out", p)
            shutil.rmtree(outdir, ignore_errors=True)
            rc, log = run([CONTROLLER_GEN, "crd:ignoreUnexportedFields=true,allowDangerousTypes=true,generateEmbeddedObjectMeta=true",
                           "paths=./" + p, "output:crd:dir=" + outdir], work)
            files = glob.glob(outdir + "/*.yaml")
            if rc == 0 and files:
                crd = yaml.safe_load(open(files[0]))
                out[p] = crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]["properties"]
                break
            # drop the fields named in errors (`types.go:LINE:`), then retry
            bad = set(int(m) for m in re.findall(re.escape(p) + r"/types\.go:(\d+):", log))
            if not bad:
                print("controller-gen failed on %s (in upstream code); trying each field alone" % p,
                      file=sys.stderr)
                out[p] = one_by_one(work, p).get(p, {})
                break
            tf = os.path.join(work, p, "types.go")
            lines = open(tf).read().split("\n")
            for n in sorted(bad):
                print("  drop %s: %s" % (p, lines[n - 1].strip()), file=sys.stderr)
                lines[n - 1] = "\t// dropped"
            open(tf, "w").write("\n".join(lines))
    return out


def one_by_one(work, p):
    """Run controller-gen on each field of package `p` alone; -> {p/field: {field: schema}}."""
    import yaml

    src = open(os.path.join(work, p, "types.go")).read().split("\n")
    start = src.index("type RootSpec struct {")
    end = src.index("}", start)
    out = {}
    for line in src[start + 1:end]:
        m = re.match(r'\tF(\w+) ', line)
        if not m:
            continue
        q = p + "_" + m.group(1)
        d = os.path.join(work, q)
        os.makedirs(d, exist_ok=True)
        body = src[:start + 1] + [line] + src[end:]
        body = [l.replace("package " + p, "package " + q.lower()) if l.startswith("package ") else l
                for l in body]
        body = [l.replace("// +groupName=" + p, "// +groupName=" + q.lower()) for l in body]
        open(os.path.join(d, "types.go"), "w").write("\n".join(body))
        outdir = os.path.join(work, "out", q)
        rc, log = run([CONTROLLER_GEN, "crd:ignoreUnexportedFields=true,allowDangerousTypes=true,generateEmbeddedObjectMeta=true",
                       "paths=./" + q, "output:crd:dir=" + outdir], work)
        files = glob.glob(outdir + "/*.yaml")
        if rc == 0 and files:
            crd = yaml.safe_load(open(files[0]))
            props = crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]["properties"]
            out.setdefault(p, {}).update(props)
        else:
            print("  drop %s: %s" % (p, line.strip()), file=sys.stderr)
    return out


def canon(node):
    return json.dumps({k: v for k, v in node.items() if k != "description"}, sort_keys=True)


def dedup(defs):
    """Replace object subtrees equal to another type's schema by refs (top-down, largest first)."""
    index = {}
    for path in sorted(defs, key=lambda p: (len(p), p)):
        node = defs[path]
        if isinstance(node, dict) and "properties" in node:
            index.setdefault(canon(node), path)

    def walk(node, self_path, top):
        if isinstance(node, dict):
            if not top and "properties" in node:
                target = index.get(canon(node))
                if target is not None and target != self_path:
                    ref = {"$ref": target}
                    tdesc = defs[target].get("description")
                    if node.get("description") != tdesc:
                        ref["description"] = node.get("description")
                    return ref
            return {k: walk(v, self_path, False) if k not in ("default", "example", "enum") else v
                    for k, v in node.items()}
        if isinstance(node, list):
            return [walk(v, self_path, False) for v in node]
        return node

    return {p: walk(defs[p], p, True) for p in sorted(defs)}


def ensure_controller_gen():
    if os.path.exists(CONTROLLER_GEN):
        return
    os.makedirs(CG_BIN, exist_ok=True)
    env = dict(os.environ, GOBIN=CG_BIN)
    r = subprocess.run(["go", "install", "sigs.k8s.io/controller-tools/cmd/controller-gen@" + CONTROLLER_TOOLS],
                       env=env, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("building controller-gen failed:\n" + r.stderr)


def main():
    ensure_controller_gen()
    src = k8s_openapi_src()
    types = list_types(src)
    print("%d types" % len(types), file=sys.stderr)
    work = tempfile.mkdtemp(prefix="gen-openapi-")
    fields = go_workspace(types, work)
    env_ok, log = run(["go", "mod", "tidy"], work)
    if env_ok != 0:
        sys.exit(log)
    pkgs = sorted(set(p for p, _ in fields))
    schemas = controller_gen(work, pkgs)
    defs = {}
    for (p, name), path in fields.items():
        node = schemas.get(p, {}).get(name)
        if node is not None:
            defs[path] = node
    print("%d schemas from controller-gen" % len(defs), file=sys.stderr)
    out = dedup(defs)
    header = {"k8s-openapi-feature": VERSION, "go-k8s-version": GO_K8S,
              "controller-tools-version": CONTROLLER_TOOLS}
    compact = dict(sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    with open(OUT, "w") as f:
        # One definition per line, so a regeneration diffs per type.
        f.write("{\n")
        for k in sorted(header):
            f.write("%s:%s,\n" % (json.dumps(k), json.dumps(header[k])))
        f.write('"definitions":{\n')
        f.write(",\n".join("%s:%s" % (json.dumps(k), json.dumps(out[k], **compact)) for k in sorted(out)))
        f.write("\n}}\n")
    print("wrote %s (%d bytes)" % (OUT, os.path.getsize(OUT)), file=sys.stderr)
    if not os.environ.get("KEEP"):
        shutil.rmtree(work)
    else:
        print("work dir kept: " + work, file=sys.stderr)


if __name__ == "__main__":
    main()

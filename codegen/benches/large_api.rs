//! Benchmark: a whole `kube-codegen crd` run (parse → schema → checks → YAML) over a large
//! synthetic API: 100 Kinds in 4 group-versions, each Kind with a spec of 25 fields, a
//! nested struct of 10 fields, a status of 5 fields and markers on most fields — 4,000
//! fields in all. The target (issue 3) is well under 200 ms per run.
//!
//! Run with `cargo bench -p kube-codegen --bench large_api`.

use std::fmt::Write as _;
use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};

const KINDS_PER_VERSION: usize = 25;
const VERSIONS: &[&str] = &["v1", "v1beta1", "v2", "v2alpha1"];

fn kind_source(out: &mut String, k: usize) {
    let _ = writeln!(out, "/// Widget{k} is a synthetic Kind number {k}.");
    let _ = writeln!(out, "/// +kubebuilder:object:root=true");
    let _ = writeln!(out, "/// +kubebuilder:subresource:status");
    let _ = writeln!(
        out,
        "/// +kubebuilder:printcolumn:name=\"Size\",type=integer,JSONPath=`.spec.f0`"
    );
    let _ = writeln!(out, "#[derive(Serialize, Deserialize, Clone, Debug)]");
    let _ = writeln!(out, "pub struct Widget{k} {{");
    let _ = writeln!(out, "    pub metadata: ObjectMeta,");
    let _ = writeln!(out, "    pub spec: Widget{k}Spec,");
    let _ = writeln!(out, "    pub status: Option<Widget{k}Status>,");
    let _ = writeln!(out, "}}\n");
    let _ = writeln!(out, "/// Desired state of Widget{k}.");
    let _ = writeln!(out, "#[derive(Serialize, Deserialize, Clone, Debug)]");
    let _ = writeln!(out, "#[serde(rename_all = \"camelCase\")]");
    let _ = writeln!(out, "pub struct Widget{k}Spec {{");
    for f in 0..25 {
        let (ty, marker) = match f % 5 {
            0 => ("i32", "+kubebuilder:validation:Minimum=0"),
            1 => ("String", "+kubebuilder:validation:MaxLength=63"),
            2 => ("Option<Vec<String>>", "+kubebuilder:validation:MaxItems=10"),
            3 => ("BTreeMap<String, String>", "+optional"),
            _ => ("Option<bool>", "+kubebuilder:default=false"),
        };
        let _ = writeln!(
            out,
            "    /// Field {f} of the spec, used to exercise the schema emitter."
        );
        let _ = writeln!(out, "    /// {marker}");
        let _ = writeln!(out, "    pub field_{f}: {ty},");
    }
    let _ = writeln!(out, "    /// The nested part.");
    let _ = writeln!(out, "    pub nested: Option<Widget{k}Nested>,");
    let _ = writeln!(out, "}}\n");
    let _ = writeln!(out, "/// A nested struct.");
    let _ = writeln!(out, "#[derive(Serialize, Deserialize, Clone, Debug)]");
    let _ = writeln!(out, "pub struct Widget{k}Nested {{");
    for f in 0..10 {
        let _ = writeln!(
            out,
            "    /// Nested field {f}.\n    /// +kubebuilder:validation:Pattern=`^[a-z]+$`\n    pub n{f}: String,"
        );
    }
    let _ = writeln!(out, "}}\n");
    let _ = writeln!(out, "/// Observed state of Widget{k}.");
    let _ = writeln!(out, "#[derive(Serialize, Deserialize, Clone, Debug)]");
    let _ = writeln!(out, "pub struct Widget{k}Status {{");
    for f in 0..5 {
        let _ = writeln!(out, "    /// Status field {f}.\n    pub s{f}: Option<i64>,");
    }
    let _ = writeln!(out, "}}\n");
}

fn write_api(dir: &Path) {
    for (vi, version) in VERSIONS.iter().enumerate() {
        let mut src = String::new();
        let _ = writeln!(
            src,
            "//! Synthetic API {version}.\n//! +groupName=bench{vi}.example.com"
        );
        let _ = writeln!(src, "use std::collections::BTreeMap;");
        let _ = writeln!(
            src,
            "use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;"
        );
        let _ = writeln!(src, "use serde::{{Deserialize, Serialize}};\n");
        for k in 0..KINDS_PER_VERSION {
            kind_source(&mut src, k);
        }
        std::fs::write(dir.join(format!("{version}.rs")), src).expect("write synthetic API");
    }
}

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("tempdir");
    write_api(dir.path());
    let config = kube_codegen::Config::new().input(dir.path());
    let output = config.generate().expect("synthetic API generates");
    assert_eq!(
        output.files().len(),
        KINDS_PER_VERSION * VERSIONS.len(),
        "one CRD per Kind"
    );
    c.bench_function("crd: 100 Kinds, 4000 fields", |b| {
        b.iter(|| config.generate().expect("generate"))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);

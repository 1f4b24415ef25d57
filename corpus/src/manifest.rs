//! `hack/corpus.tsv`, the manifest of the public code the corpus tests read, and where
//! `hack/fetch-corpus.sh` unpacked it. Shared by the crate's build script (`#[path]`) and its
//! tests, so both find the same files and take the same sample.

use std::path::{Path, PathBuf};

/// The environment variable naming the corpus directory (default: `corpus/` under the
/// project's cache, as `hack/fetch-corpus.sh` writes it).
pub const CORPUS_DIR_VAR: &str = "KUBE_CODEGEN_CORPUS";
/// Set to `1` to skip the corpus tests, loudly, when the corpus is not fetched.
pub const SKIP_VAR: &str = "KUBE_CODEGEN_CORPUS_SKIP";
/// Set to `1` to take every item of the corpus instead of the fixed sample CI runs
/// (`hack/corpus-all.sh`).
pub const ALL_VAR: &str = "KUBE_CODEGEN_CORPUS_ALL";

/// Where one entry comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// A module of the Go module proxy, pinned by its `h1:` checksum.
    Go,
    /// A crate of crates.io, pinned by the `sha256:` of its `.crate` archive.
    Crate,
}

/// One line of the manifest: a project's module or crate at one version, the paths the tests
/// read inside it, and which tests read them.
#[derive(Debug, Clone)]
pub struct Entry {
    /// A short name, unique in the manifest (`cert-manager`).
    pub project: String,
    /// The registry.
    pub source: Source,
    /// The module path or crate name.
    pub package: String,
    /// The exact version.
    pub version: String,
    /// The checksum `hack/fetch-corpus.sh` verifies.
    pub checksum: String,
    /// Paths inside the package, relative to its root: directories or files.
    pub paths: Vec<String>,
    /// The tests that read it: `import` (CRD YAML), `kube-derive` (Rust modules).
    pub uses: Vec<String>,
}

impl Entry {
    /// True when the test `what` reads this entry.
    pub fn used_by(&self, what: &str) -> bool {
        self.uses.iter().any(|u| u == what)
    }

    /// The unpacked package, when `hack/fetch-corpus.sh` fetched this version of it; `Err`
    /// says what is missing.
    pub fn root(&self) -> Result<PathBuf, String> {
        let link = corpus_dir().join(&self.project);
        let target = std::fs::read_link(&link).unwrap_or_else(|_| link.clone());
        let name = target
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let at_version = match self.source {
            Source::Go => name.ends_with(&format!("@{}", self.version)),
            Source::Crate => name == format!("{}-{}", self.package, self.version),
        };
        if !target.is_dir() {
            Err(format!(
                "{}: not fetched ({} is missing)",
                self.project,
                link.display()
            ))
        } else if !at_version {
            Err(format!(
                "{}: {} holds another version than {}",
                self.project,
                target.display(),
                self.version
            ))
        } else {
            Ok(target)
        }
    }
}

/// The manifest's entries. Errors name the line that cannot be read.
pub fn parse(text: &str) -> Result<Vec<Entry>, String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let cols: Vec<&str> = line.split('\t').collect();
        let [project, source, package, version, checksum, paths, uses] = cols[..] else {
            return Err(format!(
                "hack/corpus.tsv:{}: 7 tab-separated columns expected, found {}",
                n + 1,
                cols.len()
            ));
        };
        let source = match source {
            "go" => Source::Go,
            "crate" => Source::Crate,
            other => {
                return Err(format!(
                    "hack/corpus.tsv:{}: source `{other}` is neither `go` nor `crate`",
                    n + 1
                ));
            }
        };
        let list = |s: &str| s.split(',').map(str::to_string).collect::<Vec<_>>();
        out.push(Entry {
            project: project.to_string(),
            source,
            package: package.to_string(),
            version: version.to_string(),
            checksum: checksum.to_string(),
            paths: list(paths),
            uses: list(uses),
        });
    }
    Ok(out)
}

/// The manifest of this checkout.
pub fn manifest_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../hack/corpus.tsv")
}

/// The directory `hack/fetch-corpus.sh` fills (the same default as the script's).
pub fn corpus_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os(CORPUS_DIR_VAR) {
        return PathBuf::from(dir);
    }
    let cache = std::env::var_os("KUBE_CODEGEN_CACHE")
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("XDG_CACHE_HOME").map(|d| PathBuf::from(d).join("kube-codegen"))
        })
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/kube-codegen")))
        .unwrap_or_else(|| PathBuf::from(".cache/kube-codegen"));
    cache.join("corpus")
}

/// True when every item is taken (`KUBE_CODEGEN_CORPUS_ALL=1`), not the fixed sample.
pub fn take_all() -> bool {
    std::env::var_os(ALL_VAR).is_some_and(|v| v == "1")
}

/// Set to `i/n` (`1/4`) to compile only the `i`-th of `n` parts of the sampled
/// kube-custom-resources-rs groups: all of them at once need more memory than two cores'
/// machines have (`hack/corpus-all.sh` runs the parts one after another).
pub const PART_VAR: &str = "KUBE_CODEGEN_CORPUS_PART";

/// The part [`PART_VAR`] asks for, as `(i, n)` with `1 <= i <= n`; `(1, 1)` when unset.
/// Panics on another value, naming the variable.
pub fn part() -> (usize, usize) {
    let Ok(v) = std::env::var(PART_VAR) else {
        return (1, 1);
    };
    let parsed = v
        .split_once('/')
        .and_then(|(i, n)| Some((i.parse::<usize>().ok()?, n.parse::<usize>().ok()?)))
        .filter(|&(i, n)| i >= 1 && i <= n);
    parsed.unwrap_or_else(|| panic!("{PART_VAR}={v}: expected i/n with 1 <= i <= n"))
}

/// Whether the item named `key` is in the fixed sample that keeps one item in `one_in`:
/// FNV-1a of the name, so the sample depends on nothing but the names, never on which items
/// pass.
pub fn in_sample(key: &str, one_in: u64) -> bool {
    take_all() || fnv1a(key).is_multiple_of(one_in)
}

/// One CRD of this many is in the compile check's fixed sample (`import-check`).
pub const IMPORT_COMPILE_ONE_IN: u64 = 10;

/// The 64-bit FNV-1a hash of `s`.
pub fn fnv1a(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The files a path of an entry names, sorted: a file, or a pattern whose components may hold
/// `*` (any run of characters but `/`), as `config/crds/*/*.yaml`.
pub fn files(root: &Path, pattern: &str) -> Vec<PathBuf> {
    let mut found = vec![root.to_path_buf()];
    for part in pattern.split('/').filter(|p| !p.is_empty()) {
        let mut next = Vec::new();
        for dir in &found {
            if !part.contains('*') {
                next.push(dir.join(part));
                continue;
            }
            let mut names: Vec<PathBuf> = std::fs::read_dir(dir)
                .into_iter()
                .flatten()
                .flatten()
                .filter(|e| wildcard(part, &e.file_name().to_string_lossy()))
                .map(|e| e.path())
                .collect();
            names.sort();
            next.extend(names);
        }
        found = next;
    }
    found.retain(|p| p.is_file());
    found
}

/// Whether `name` matches `pattern`, where `*` stands for any run of characters (one path
/// component: the manifest's path patterns are matched component by component).
pub fn wildcard(pattern: &str, name: &str) -> bool {
    let parts: Vec<&str> = pattern.split('*').collect();
    let (first, last) = (parts[0], parts[parts.len() - 1]);
    if parts.len() == 1 {
        return name == pattern;
    }
    if !name.starts_with(first) || name.len() < first.len() + last.len() || !name.ends_with(last) {
        return false;
    }
    let mut rest = &name[first.len()..name.len() - last.len()];
    for middle in &parts[1..parts.len() - 1] {
        match rest.find(middle) {
            Some(i) => rest = &rest[i + middle.len()..],
            None => return false,
        }
    }
    true
}

/// One CRD document of a corpus file: its `metadata.name`, its parsed value and its own text
/// (what stands between its `---` lines).
#[derive(Debug, Clone)]
pub struct CrdDocument {
    /// The CRD's name (`crontabs.stable.example.com`; empty when it has none).
    pub name: String,
    /// The document, parsed.
    pub value: serde_json::Value,
    /// The document's text as the file holds it.
    pub text: String,
}

/// The `apiextensions.k8s.io/v1` CRDs of the YAML file `file`, in file order: the one reader
/// of corpus files, so that the build script's sample, the compile test and the import
/// round trip count the same CRDs. A document that is no YAML (a Helm template's
/// `{{ … }}` line) holds no CRD the API server could take, and is passed over.
///
/// Errors: the file cannot be read (with its path).
pub fn crd_documents(file: &Path) -> Result<Vec<CrdDocument>, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let mut out = Vec::new();
    for (text, value) in yaml_documents(&text) {
        let is = |key: &str, want: &str| value.get(key).and_then(|v| v.as_str()) == Some(want);
        if !is("kind", "CustomResourceDefinition") || !is("apiVersion", "apiextensions.k8s.io/v1") {
            continue;
        }
        let name = value
            .pointer("/metadata/name")
            .and_then(|n| n.as_str())
            .unwrap_or_default()
            .to_string();
        out.push(CrdDocument { name, value, text });
    }
    Ok(out)
}

/// The documents of a YAML stream, split at its `---` lines, each with its own text; a
/// document that is no YAML (a Helm template's `{{ … }}` line) is passed over.
pub fn yaml_documents(text: &str) -> Vec<(String, serde_json::Value)> {
    let mut chunks = vec![String::new()];
    for line in text.split_inclusive('\n') {
        if line.trim_end() == "---" {
            chunks.push(String::new());
        } else if let Some(chunk) = chunks.last_mut() {
            chunk.push_str(line);
        }
    }
    chunks
        .into_iter()
        .filter_map(|text| {
            let value = serde_norway::from_str::<serde_json::Value>(&text).ok()?;
            Some((text, value))
        })
        .collect()
}

/// A real API served in several versions whose Go conversion logic `tests/ported.rs` ports
/// as this project's own Rust code: its CRD imported for every version, the markers a user
/// adds to the imported modules (`markers`), and the conversions generated with their
/// `ManualConversions` left to the test.
#[derive(Debug, Clone, Copy)]
pub struct PortedApi {
    /// The manifest's project.
    pub project: &'static str,
    /// The CRD file, below the project's root.
    pub crd: &'static str,
    /// The markers added, each above an item of an imported file.
    pub markers: &'static [AddedMarker],
}

/// A marker added to an imported module, as a user adds it after `kube-codegen import`.
#[derive(Debug, Clone, Copy)]
pub struct AddedMarker {
    /// The file, below the imported API directory (`monitoring/v1alpha1.rs`).
    pub file: &'static str,
    /// The line of the item (a struct or a field) it goes above, as written, unique in the
    /// file (`pub struct Route {`); the marker goes above the item's attributes.
    pub item: &'static str,
    /// The marker (`+kube-codegen:conversion:override`).
    pub marker: &'static str,
}

/// The APIs `tests/ported.rs` ports.
pub const PORTED: &[PortedApi] = &[PortedApi {
    // AlertmanagerConfig, stored at v1alpha1 (the hub, as in the Go API) and served at
    // v1beta1 through prometheus-operator's hand-written conversion webhook.
    project: "prometheus-operator",
    crd: "example/prometheus-operator-crd-full/monitoring.coreos.com_alertmanagerconfigs.yaml",
    markers: &[
        // Child routes are schemaless JSON each version reads as its own `Route`: Go
        // converts them one by one.
        AddedMarker {
            file: "monitoring/v1alpha1.rs",
            item: "pub struct Route {",
            marker: "+kube-codegen:conversion:override",
        },
        // v1beta1's match type comes from v1alpha1's deprecated `regex` where unset.
        AddedMarker {
            file: "monitoring/v1alpha1.rs",
            item: "pub struct SourceMatch {",
            marker: "+kube-codegen:conversion:override",
        },
        // What v1beta1 cannot hold (`regex`, `updateAlerts`, a secret key's `optional`,
        // anything inside child routes) kept through v1beta1.
        AddedMarker {
            file: "monitoring/v1alpha1.rs",
            item: "pub struct AlertmanagerConfig {",
            marker: "+kube-codegen:conversion:preserve",
        },
    ],
}];

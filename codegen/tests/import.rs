//! `kube_codegen::import` round trip: every CRD controller-gen wrote for this repository's
//! cases (`testdata/*/controller-gen/*.yaml`) is
//! imported into Rust API modules, those are generated again, and the CRD that comes back
//! must equal the original (but for the tool's version annotation), or its import must have
//! warned about what it could not carry over.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde_json::Value;

/// The CRDs of a YAML file, by name, without the tools' version annotations.
fn crds(text: &str) -> BTreeMap<String, Value> {
    let mut out = BTreeMap::new();
    for doc in serde_norway::Deserializer::from_str(text) {
        let Ok(mut v) = Value::deserialize(doc) else {
            continue;
        };
        if v.get("kind").and_then(Value::as_str) != Some("CustomResourceDefinition") {
            continue;
        }
        if let Some(Value::Object(a)) = v.pointer_mut("/metadata/annotations") {
            a.remove("controller-gen.kubebuilder.io/version");
            a.remove("kube-codegen.dev/version");
            if a.is_empty() {
                v["metadata"]
                    .as_object_mut()
                    .map(|m| m.remove("annotations"));
            }
        }
        let name = v
            .pointer("/metadata/name")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string();
        out.insert(name, v);
    }
    out
}

/// Where two JSON values first differ, as a JSON pointer.
fn first_difference(a: &Value, b: &Value, at: &str) -> String {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for k in x.keys().chain(y.keys()) {
                match (x.get(k), y.get(k)) {
                    (Some(p), Some(q)) if p == q => {}
                    (Some(p), Some(q)) => return first_difference(p, q, &format!("{at}/{k}")),
                    (p, q) => return format!("{at}/{k}: original {q:?}, back {p:?}"),
                }
            }
            format!("{at}: equal")
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            let i = x.iter().zip(y).position(|(p, q)| p != q).unwrap_or(0);
            first_difference(&x[i], &y[i], &format!("{at}/{i}"))
        }
        _ => format!("{at}: original {b}, back {a}"),
    }
}

/// The `.yaml` files of `dir` (none when it is not a directory).
fn yaml_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect()
}

#[test]
fn imported_crds_generate_the_same_crds() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata");
    let mut files: Vec<PathBuf> = Vec::new();
    for case in std::fs::read_dir(&root).expect("testdata").flatten() {
        files.extend(yaml_files(&case.path().join("controller-gen")));
    }
    files.sort();
    let (mut equal, mut warned, mut failures) = (0, Vec::new(), Vec::new());
    let mut total = 0;
    for file in &files {
        let rt = round_trip(file);
        total += rt.original.len();
        let Some(back) = &rt.back else {
            failures.push(format!(
                "{}: the imported modules do not generate:\n{}",
                file.display(),
                rt.errors
            ));
            continue;
        };
        for (name, crd) in &rt.original {
            match back.get(name) {
                Some(b) if b == crd => equal += 1,
                _ if !rt.warnings.is_empty() => warned.push(format!("{name}: {}", rt.warnings[0])),
                Some(b) => failures.push(format!(
                    "{}: {name}: {}",
                    file.display(),
                    first_difference(b, crd, "")
                )),
                None => failures.push(format!("{}: {name} did not come back", file.display())),
            }
        }
    }
    println!(
        "import round trip: {equal} of {total} CRDs equal, {} with warnings, {} failed",
        warned.len(),
        failures.len()
    );
    for w in &warned {
        println!("  warned: {w}");
    }
    assert!(
        failures.is_empty(),
        "{} of {total} CRDs differ without a warning:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(total >= 15, "only {total} CRDs under {}", root.display());
    assert!(equal > 0, "no CRD came back equal");
}

/// One CRD file's round trip: each original CRD by name, with what came back (`None` when
/// the imported modules did not generate), and the import's warnings.
struct RoundTrip {
    original: BTreeMap<String, Value>,
    back: Option<BTreeMap<String, Value>>,
    /// The generator's errors, when the imported modules did not generate.
    errors: String,
    warnings: Vec<String>,
}

fn round_trip(file: &Path) -> RoundTrip {
    let original = crds(&std::fs::read_to_string(file).expect("read CRD"));
    let out = tempfile::tempdir().expect("temp dir");
    let imported = kube_codegen::import(&[file.to_path_buf()])
        .unwrap_or_else(|e| panic!("{}: import failed:\n{}", file.display(), e.render(false)));
    let warnings = imported
        .warnings()
        .diagnostics()
        .iter()
        .map(|d| d.message.clone())
        .collect();
    imported.write(out.path()).expect("write modules");
    let generated = kube_codegen::Config::new()
        .input(out.path())
        .crd_options(
            kube_codegen::CrdOptions::default()
                .allow_dangerous_types(true)
                .omit_version_annotation(true),
        )
        .generate();
    let (back, errors) = match generated {
        Ok(o) => (
            Some(o.files().values().flat_map(|t| crds(t)).collect()),
            String::new(),
        ),
        Err(e) => (None, e.render(false)),
    };
    RoundTrip {
        original,
        back,
        errors,
        warnings,
    }
}

/// A minimal CRD of `kind` in `group`.
fn tiny_crd(group: &str, kind: &str) -> String {
    let plural = format!("{}s", kind.to_lowercase());
    format!(
        "apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: {plural}.{group}\nspec:\n  group: {group}\n  names:\n    kind: {kind}\n    listKind: {kind}List\n    plural: {plural}\n    singular: {}\n  scope: Namespaced\n  versions:\n  - name: v1\n    schema:\n      openAPIV3Schema:\n        type: object\n    served: true\n    storage: true\n",
        kind.to_lowercase()
    )
}

#[test]
fn groups_sharing_a_first_label_get_modules_and_clients_of_their_own_and_a_kind_is_defined_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (a, b) = (dir.path().join("a.yaml"), dir.path().join("b.yaml"));
    std::fs::write(&a, tiny_crd("networking.a.io", "Route")).expect("write");
    std::fs::write(&b, tiny_crd("networking.b.io", "Route")).expect("write");
    let out = kube_codegen::import(&[a.clone(), b]).expect("import");
    let files: Vec<String> = out
        .files()
        .keys()
        .map(|p| p.display().to_string())
        .collect();
    assert!(
        files.contains(&"networking_a/v1.rs".to_string())
            && files.contains(&"networking_b/v1.rs".to_string()),
        "{files:?}"
    );
    // The clientset names a group by its first label: each is told its module's name, and
    // the clients generate (they did not: both groups were `networking`).
    let group_mod = &out.files()[Path::new("networking_a/mod.rs")];
    assert!(
        group_mod.contains("//! +groupGoName=NetworkingA\n"),
        "{group_mod}"
    );
    let api = dir.path().join("api");
    out.write(&api).expect("writes the modules");
    let clients = kube_codegen::Config::new()
        .input(&api)
        .crds(false)
        .clients(kube_codegen::ClientOptions::new("super::api").root_kinds(true))
        .generate()
        .unwrap_or_else(|e| panic!("{}", e.render(false)));
    let clientset = &clients.files()[Path::new("clientset.rs")];
    assert!(
        clientset.contains("pub mod networking_a") && clientset.contains("pub mod networking_b"),
        "{clientset}"
    );
    let again = dir.path().join("again.yaml");
    std::fs::write(&again, tiny_crd("networking.a.io", "Route")).expect("write");
    let e = kube_codegen::import(&[a, again]).expect_err("the Kind twice");
    let text = e.render(false);
    assert!(
        text.contains("Kind `Route` of group `networking.a.io` is defined again")
            && text.contains("a.yaml")
            && text.contains("again.yaml"),
        "{text}"
    );
}

/// An empty `categories` or `shortNames` list has no marker: the import warns, and its
/// modules still generate (they did not: `categories=` was written), the list left out.
#[test]
fn empty_names_lists_warn_and_the_modules_generate() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("crd.yaml");
    let crd = tiny_crd("docs.example.com", "Document").replace(
        "    singular: document\n",
        "    singular: document\n    categories: []\n    shortNames: []\n",
    );
    std::fs::write(&file, crd).expect("write");
    let rt = round_trip(&file);
    assert!(
        rt.warnings
            .iter()
            .any(|w| w.contains("spec.names.categories: an empty list")),
        "{:?}",
        rt.warnings
    );
    let back = rt
        .back
        .unwrap_or_else(|| panic!("generates:\n{}", rt.errors));
    let names = &back["documents.docs.example.com"]["spec"]["names"];
    assert_eq!(names["kind"], "Document", "{names}");
    assert!(names.get("categories").is_none(), "{names}");
}

/// A Kubernetes union (`oneOf` whose alternatives each require one optional property) is
/// imported as a Rust enum the struct flattens, with the other properties as fields, an
/// "at most one" union (Istio's `not: {anyOf: …}` first) as a flattened `Option`, and both
/// come back as the same CRD without a warning; a `oneOf` of another form stays a marker.
#[test]
fn unions_are_imported_as_enums_and_come_back_the_same() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("crd.yaml");
    let schema = r#"        type: object
        properties:
          spec:
            type: object
            properties:
              match:
                description: What a path is compared with.
                type: object
                maxProperties: 1
                properties:
                  exact:
                    description: The whole path.
                    type: string
                    maxLength: 64
                  prefix:
                    type: string
                  regex:
                    type: string
                oneOf:
                - required: [exact]
                - required: [prefix]
                - required: [regex]
              sources:
                type: array
                items:
                  type: object
                  required: [name]
                  properties:
                    name:
                      type: string
                    configMap:
                      type: object
                      properties:
                        name:
                          type: string
                    secret:
                      type: object
                      properties:
                        key:
                          type: string
                  oneOf:
                  - required: [secret]
                  - required: [configMap]
                  x-kubernetes-validations:
                  - rule: self.name != ''
              atMostOne:
                type: object
                properties:
                  a:
                    type: string
                  b:
                    type: string
                oneOf:
                - not:
                    anyOf:
                    - required: [a]
                    - required: [b]
                - required: [a]
                - required: [b]
              requiredMember:
                type: object
                required: [a]
                properties:
                  a:
                    type: string
                  b:
                    type: string
                oneOf:
                - required: [a]
                - required: [b]
"#;
    let crd = tiny_crd("paths.example.com", "Route").replace("        type: object\n", schema);
    std::fs::write(&file, crd).expect("write");
    let out = kube_codegen::import(std::slice::from_ref(&file)).expect("import");
    let module = out
        .files()
        .iter()
        .find(|(p, _)| p.ends_with("v1.rs"))
        .map(|(_, t)| t.clone())
        .expect("the version module");
    for wanted in [
        "pub enum MatchOneOf {",
        "    #[serde(rename = \"exact\")]\n    Exact(String),",
        "    /// The whole path.\n    ///\n    /// +kubebuilder:validation:MaxLength=64\n",
        "pub enum SourceOneOf {",
        "    #[serde(rename = \"configMap\")]\n    ConfigMap(ConfigMap),",
        "    #[serde(flatten)]\n    pub one_of: SourceOneOf,",
        "    #[serde(flatten)]\n    pub one_of: Option<AtMostOneOneOf>,",
        "+kube-codegen:validation:OneOf=",
    ] {
        assert!(module.contains(wanted), "no {wanted:?} in:\n{module}");
    }
    assert_eq!(module.matches("pub enum").count(), 3, "{module}");
    let rt = round_trip(&file);
    let back = rt
        .back
        .unwrap_or_else(|| panic!("generates:\n{}", rt.errors));
    let original = &rt.original["routes.paths.example.com"];
    let again = &back["routes.paths.example.com"];
    assert!(
        original == again,
        "differs at {}",
        first_difference(again, original, "")
    );
    assert!(rt.warnings.is_empty(), "{:?}", rt.warnings);
}

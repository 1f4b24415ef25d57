//! The scaffold's golden: `init` (kube-codegen's crates from `/kube-codegen`), `create api
//! --group webapp --version v1 --kind Guestbook --controller`, its `v2`, then `create webhook`
//! for Guestbook (`--defaulting --programmatic-validation --conversion`) and for the built-in
//! Pod (`--defaulting`), then `create shards --count 3`: every file's path and contents against `testdata/scaffold/expected/`,
//! so that a change to the scaffold is reviewed. `KUBE_CODEGEN_BLESS=1` rewrites the golden. `hack/scaffold-e2e.sh` builds and
//! tests the same project on a real API server.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use kube_codegen_scaffold::{
    ApiOptions, CrateSource, InitOptions, WebhookOptions, create_api, create_shards,
    create_webhook, init,
};

/// Every file under `dir`, by path relative to it.
fn files(dir: &Path) -> BTreeMap<PathBuf, String> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeMap<PathBuf, String>) {
        for entry in std::fs::read_dir(dir).expect("read dir") {
            let path = entry.expect("dir entry").path();
            if path.is_dir() {
                walk(root, &path, out);
            } else {
                let text = std::fs::read_to_string(&path).expect("read file");
                let rel = path.strip_prefix(root).expect("below root").to_path_buf();
                out.insert(rel, text);
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

#[test]
fn the_scaffold_is_the_golden() {
    let dir = tempfile::tempdir().expect("tempdir");
    let project = dir.path().join("guestbook");
    let options = InitOptions::new("my.domain", "guestbook")
        .source(CrateSource::Path(PathBuf::from("/kube-codegen")));
    let written = init(&project, &options).expect("init");
    assert!(written.len() >= 20, "{} files", written.len());
    let api = ApiOptions::new("webapp", "v1", "Guestbook").controller(true);
    create_api(&project, &api).expect("create api");
    create_api(&project, &ApiOptions::new("webapp", "v2", "Guestbook")).expect("a second version");
    let webhooks = WebhookOptions::new("webapp", "v1", "Guestbook")
        .defaulting(true)
        .validation(true)
        .conversion(true);
    create_webhook(&project, &webhooks).expect("create webhook");
    let pod = WebhookOptions::new("core", "v1", "Pod").defaulting(true);
    create_webhook(&project, &pod).expect("create webhook for a built-in Kind");
    create_shards(&project, 3).expect("create shards");
    let actual = files(&project);
    rustfmt_clean(&project, &actual);

    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/scaffold/expected");
    if std::env::var_os("KUBE_CODEGEN_BLESS").is_some_and(|v| v != "0") {
        if golden.exists() {
            std::fs::remove_dir_all(&golden).expect("remove the old golden");
        }
        for (rel, text) in &actual {
            let path = golden.join(rel);
            std::fs::create_dir_all(path.parent().expect("a parent")).expect("mkdir");
            std::fs::write(path, text).expect("bless");
        }
        return;
    }
    let expected = files(&golden);
    let paths = |m: &BTreeMap<PathBuf, String>| m.keys().cloned().collect::<Vec<_>>();
    assert_eq!(paths(&actual), paths(&expected), "the scaffold's files");
    for (rel, text) in &expected {
        assert_eq!(
            &actual[rel],
            text,
            "{} differs from the golden",
            rel.display()
        );
    }
}

/// Every Rust file of the scaffold is as rustfmt writes it (edition 2024, the project's
/// edition), since the generated project's `cargo fmt --check` must pass: a chain of one call
/// (a single webhook's registration) or a long `use` list written by hand is where the
/// templates and rustfmt part. Needs `rustfmt` (rustup's component); fails without it.
fn rustfmt_clean(project: &Path, files: &BTreeMap<PathBuf, String>) {
    let rust: Vec<PathBuf> = files
        .keys()
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .map(|p| project.join(p))
        .collect();
    assert!(rust.len() >= 10, "{} Rust files", rust.len());
    let out = Command::new("rustfmt")
        .args(["--edition", "2024", "--check"])
        .args(&rust)
        .output()
        .expect("run rustfmt (rustup component add rustfmt)");
    assert!(
        out.status.success(),
        "the scaffold is not rustfmt-clean:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

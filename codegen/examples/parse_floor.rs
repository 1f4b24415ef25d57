//! The floor of CRD generation: read every `.rs` file below a directory and parse it with
//! `syn` (span locations on, one thread), nothing else. `hack/bench-crd.sh` prints it beside
//! kube-codegen's own time on the same input.
//!
//! `cargo run --release -p kube-codegen --example parse_floor -- <dir>`

use std::path::Path;

fn walk(dir: &Path, files: &mut usize, bytes: &mut usize) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("read directory")
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, files, bytes);
        } else if p.extension().is_some_and(|x| x == "rs") {
            let text = std::fs::read_to_string(&p).expect("read file");
            let file = syn::parse_file(&text).expect("parse");
            assert!(!file.items.is_empty() || text.trim().is_empty());
            *files += 1;
            *bytes += text.len();
        }
    }
}

fn main() {
    proc_macro2::fallback::force();
    let dir = std::env::args().nth(1).expect("usage: parse_floor <dir>");
    let start = std::time::Instant::now();
    let (mut files, mut bytes) = (0, 0);
    walk(Path::new(&dir), &mut files, &mut bytes);
    println!(
        "{:.4} s to parse {files} files ({bytes} bytes)",
        start.elapsed().as_secs_f64()
    );
}

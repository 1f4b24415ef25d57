//! The `build.rs` front door: generate the CRD and the typed clients of the Guestbook API
//! into `OUT_DIR` at build time.

fn main() {
    let api = std::path::Path::new("../../testdata/guestbook/api");
    let out_dir = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
    // The API module is mounted at the crate root (`crate::v1`), so the clients name its
    // types below `crate`.
    match kube_codegen::Config::new()
        .input(api)
        .clients("crate")
        .generate()
    {
        Ok(output) => {
            // Warnings show up in `cargo build` as the build script's warnings.
            print!("{}", output.warnings().cargo_warnings());
            for input in output.inputs() {
                println!("cargo:rerun-if-changed={}", input.display());
            }
            if let Err(e) = output.write(&out_dir) {
                println!("cargo:error=kube-codegen: {e}");
                std::process::exit(1);
            }
        }
        Err(e) => {
            // Diagnostics are rustc-style; print them as the build's error output.
            eprint!("{}", e.render(false));
            std::process::exit(1);
        }
    }
}

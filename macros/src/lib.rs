//! The proc-macro front door of kube-codegen: the same engine as the CLI and the
//! `build.rs` API, run at compile time.
//!
//! ```ignore
//! /// Every CRD of the API modules under `api/`, as `(file name, YAML)` pairs.
//! const CRDS: &[(&str, &str)] = kube_codegen_macros::include_crds!("api");
//! ```

use proc_macro::TokenStream;
use quote::quote;
use syn::parse::Parser;
use syn::punctuated::Punctuated;
use syn::{LitStr, Token};

/// Generates the CustomResourceDefinitions of the API modules at the given paths and expands
/// to a `&'static [(&'static str, &'static str)]` of `(file name, YAML document)` pairs,
/// sorted by file name (`<group>_<plural>.yaml`), exactly as `kube-codegen crd` would write
/// them (without the tool-version annotation, so a rebuild with another tool version does
/// not change the binary).
///
/// Arguments: one or more string literals, each a `.rs` file or a directory of API modules.
/// A relative path is resolved like `include_str!`'s: against the directory of the file that
/// invokes the macro (falling back to `CARGO_MANIFEST_DIR` where the compiler does not tell
/// the file).
///
/// Every input file is tracked (through `include_bytes!`), so editing an API module rebuilds.
///
/// # Errors
/// Invalid input is a compile error carrying the engine's rustc-style diagnostics
/// (file, line, column and a snippet of the API module).
#[proc_macro]
pub fn include_crds(input: TokenStream) -> TokenStream {
    match expand(input.into()) {
        Ok(ts) => ts.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

fn expand(input: proc_macro2::TokenStream) -> syn::Result<proc_macro2::TokenStream> {
    let call_span = proc_macro2::Span::call_site();
    let paths = Punctuated::<LitStr, Token![,]>::parse_terminated.parse2(input)?;
    if paths.is_empty() {
        return Err(syn::Error::new(
            call_span,
            "expected at least one path to API modules",
        ));
    }
    let base = proc_macro::Span::call_site()
        .local_file()
        .and_then(|f| f.parent().map(std::path::Path::to_path_buf))
        .or_else(|| std::env::var_os("CARGO_MANIFEST_DIR").map(Into::into))
        .unwrap_or_default();
    let config = paths.iter().fold(kube_codegen::Config::new(), |c, lit| {
        c.input(base.join(lit.value()))
    });
    let config = config.crd_options(kube_codegen::CrdOptions {
        omit_version_annotation: true,
        ..Default::default()
    });
    let output = config.generate().map_err(|e| {
        // `compile_error!` prints its own `error: ` before the rendered diagnostics.
        let rendered = e.render(false);
        let rendered = rendered
            .strip_prefix("error: ")
            .unwrap_or(&rendered)
            .to_string();
        syn::Error::new(call_span, rendered)
    })?;
    let names = output
        .files()
        .keys()
        .map(|p| p.to_string_lossy().into_owned());
    let docs = output.files().values();
    let tracked = output
        .inputs()
        .iter()
        .filter_map(|p| p.canonicalize().ok())
        .map(|p| {
            let p = p.to_string_lossy().into_owned();
            quote! { include_bytes!(#p); }
        });
    Ok(quote! {
        {
            #( const _: &[u8] = #tracked )*
            const CRDS: &[(&str, &str)] = &[ #( (#names, #docs) ),* ];
            CRDS
        }
    })
}

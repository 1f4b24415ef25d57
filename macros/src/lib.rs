//! The proc-macro front door of kube-codegen: the same engine as the CLI and the
//! `build.rs` API, run at compile time.
//!
//! ```ignore
//! /// Every CRD of the API modules under `api/`, as `(file name, YAML)` pairs.
//! const CRDS: &[(&str, &str)] = kube_codegen_macros::include_crds!("api");
//!
//! /// The typed clients, listers, informers and fake clientset of the `+genclient` Kinds.
//! pub mod client {
//!     kube_codegen_macros::include_clients!(crate::api, "api");
//! }
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

/// Generates the typed clients of the API modules at the given paths and expands to the
/// items of the `clientset.rs` that `kube-codegen client` would write: the `Clientset`,
/// the `SharedInformerFactory`, the `fake` module and one module per group and version
/// (see the book's chapter "Typed clients, listers and informers", `docs/src/clients.md`).
///
/// Arguments: the Rust path of the API module as seen from the module the macro is invoked
/// in (`crate::api`, or `super::api` for a sibling), then one or more string literals, each
/// a `.rs` file or a directory of API modules, resolved as for [`include_crds!`]. The
/// expansion needs the `kube-codegen-runtime` crate. Every input file is tracked.
///
/// # Errors
/// Invalid input, or inputs without a `+genclient` Kind, are compile errors carrying the
/// engine's rustc-style diagnostics.
#[proc_macro]
pub fn include_clients(input: TokenStream) -> TokenStream {
    match expand_clients(input.into()) {
        Ok(ts) => ts.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

/// The base directory relative input paths resolve against: the invoking file's directory
/// (as `include_str!`), else `CARGO_MANIFEST_DIR`.
fn base_dir() -> std::path::PathBuf {
    proc_macro::Span::call_site()
        .local_file()
        .and_then(|f| f.parent().map(std::path::Path::to_path_buf))
        .or_else(|| std::env::var_os("CARGO_MANIFEST_DIR").map(Into::into))
        .unwrap_or_default()
}

/// Runs the engine on `paths` with `configure` applied; renders a failure as one compile
/// error at the call site.
fn generate(
    paths: &Punctuated<LitStr, Token![,]>,
    configure: impl FnOnce(kube_codegen::Config) -> kube_codegen::Config,
) -> syn::Result<kube_codegen::Output> {
    let call_span = proc_macro2::Span::call_site();
    if paths.is_empty() {
        return Err(syn::Error::new(
            call_span,
            "expected at least one path to API modules",
        ));
    }
    let base = base_dir();
    let config = paths.iter().fold(kube_codegen::Config::new(), |c, lit| {
        c.input(base.join(lit.value()))
    });
    let config = configure(
        config.crd_options(kube_codegen::CrdOptions::default().omit_version_annotation(true)),
    );
    config.generate().map_err(|e| {
        // `compile_error!` prints its own `error: ` before the rendered diagnostics.
        let rendered = e.render(false);
        let rendered = rendered
            .strip_prefix("error: ")
            .unwrap_or(&rendered)
            .to_string();
        syn::Error::new(call_span, rendered)
    })
}

/// `const _: &[u8] = include_bytes!(…);` for every input file, so editing one rebuilds
/// (input directories cannot be tracked this way on stable Rust).
fn tracked(output: &kube_codegen::Output) -> proc_macro2::TokenStream {
    let consts = output
        .inputs()
        .iter()
        .filter(|p| p.is_file())
        .filter_map(|p| p.canonicalize().ok())
        .map(|p| {
            let p = p.to_string_lossy().into_owned();
            quote! { const _: &[u8] = include_bytes!(#p); }
        });
    quote! { #(#consts)* }
}

fn expand(input: proc_macro2::TokenStream) -> syn::Result<proc_macro2::TokenStream> {
    let paths = Punctuated::<LitStr, Token![,]>::parse_terminated.parse2(input)?;
    let output = generate(&paths, |c| c)?;
    let names = output
        .files()
        .keys()
        .map(|p| p.to_string_lossy().into_owned());
    let docs = output.files().values();
    let tracked = tracked(&output);
    Ok(quote! {
        {
            #tracked
            const CRDS: &[(&str, &str)] = &[ #( (#names, #docs) ),* ];
            CRDS
        }
    })
}

fn expand_clients(input: proc_macro2::TokenStream) -> syn::Result<proc_macro2::TokenStream> {
    let parser = |stream: syn::parse::ParseStream<'_>| {
        let module: syn::Path = stream.parse()?;
        let _: Token![,] = stream.parse()?;
        let paths = Punctuated::<LitStr, Token![,]>::parse_terminated(stream)?;
        Ok((module, paths))
    };
    let (module, paths) = parser.parse2(input)?;
    let module = quote!(#module).to_string().replace(' ', "");
    let output = generate(&paths, |c| {
        c.crds(false).clients(module).clients_as_tokens()
    })?;
    let Some(code) = output.client_tokens() else {
        return Err(syn::Error::new(
            proc_macro2::Span::call_site(),
            "no Kind in these API modules has `+genclient`, so there is no client to generate",
        ));
    };
    let items: proc_macro2::TokenStream = code.parse().map_err(|e| {
        syn::Error::new(
            proc_macro2::Span::call_site(),
            format!(
                "internal error: the generated clients do not tokenize ({e}); please report this"
            ),
        )
    })?;
    let tracked = tracked(&output);
    Ok(quote! {
        #tracked
        #items
    })
}

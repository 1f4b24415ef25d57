//! Clients of API modules without a `+genclient` Kind are a compile error.

mod client {
    kube_codegen_macros::include_clients!(crate::api, "../../multiversion/api");
}

fn main() {}

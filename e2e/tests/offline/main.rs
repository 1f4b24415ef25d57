//! Generated code without an API server, in one test binary: clients of `testdata/` on the
//! fake API server (`fake`, `include_clients`), apply configurations against
//! applyconfiguration-gen's JSON (`apply_parity`), and kube-derive's own CRDs against ours
//! (`kube_derive_dialect`).

mod apply_parity;
mod fake;
mod include_clients;
mod kube_derive_dialect;

//! What the generator writes, on a real kube-apiserver (kube-envtest), in one test binary:
//! the CRD goldens and their validation (`crds`), the RBAC and webhook manifests
//! (`manifests`), the compatibility check's verdicts (`compat`), and the typed clients of
//! API modules `kube-codegen import` wrote (`imported`).

mod compat;
mod crds;
mod imported;
mod manifests;

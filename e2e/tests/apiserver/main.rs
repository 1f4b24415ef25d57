//! What the generator writes, on a real kube-apiserver (kube-envtest), in one test binary:
//! the CRD goldens and their validation (`crds`), the RBAC and webhook manifests
//! (`manifests`), and the compatibility check's verdicts (`compat`).

mod compat;
mod crds;
mod manifests;

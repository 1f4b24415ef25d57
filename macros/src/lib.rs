//! Proc-macro front door of kube-codegen. Skeleton.

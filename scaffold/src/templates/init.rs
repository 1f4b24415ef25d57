//! The files `kube-codegen init` writes, each from its template in this directory.

/// `init`'s files: path in the project, template.
pub(crate) const INIT: &[(&str, &str)] = &[
    ("Cargo.toml", include_str!("Cargo.toml.tmpl")),
    ("build.rs", include_str!("build.rs.tmpl")),
    ("src/main.rs", include_str!("main.rs.tmpl")),
    ("src/lib.rs", include_str!("lib.rs.tmpl")),
    (
        "src/controller/mod.rs",
        include_str!("controller-mod.rs.tmpl"),
    ),
    ("tests/manager.rs", include_str!("tests-manager.rs.tmpl")),
    ("tests/rbac.rs", include_str!("tests-rbac.rs.tmpl")),
    (
        "examples/dev_cluster.rs",
        include_str!("dev-cluster.rs.tmpl"),
    ),
    ("api/Cargo.toml", include_str!("api-Cargo.toml.tmpl")),
    ("api/build.rs", include_str!("api-build.rs.tmpl")),
    ("api/src/lib.rs", include_str!("api-lib.rs.tmpl")),
    (
        "hack/update-codegen.sh",
        include_str!("update-codegen.sh.tmpl"),
    ),
    (
        "config/crd/kustomization.yaml",
        include_str!("config/crd-kustomization.yaml.tmpl"),
    ),
    (
        "config/crd/kustomizeconfig.yaml",
        include_str!("config/crd-kustomizeconfig.yaml.tmpl"),
    ),
    (
        "config/default/kustomization.yaml",
        include_str!("config/default-kustomization.yaml.tmpl"),
    ),
    (
        "config/manager/kustomization.yaml",
        include_str!("config/manager-kustomization.yaml.tmpl"),
    ),
    (
        "config/manager/manager.yaml",
        include_str!("config/manager.yaml.tmpl"),
    ),
    (
        "config/rbac/kustomization.yaml",
        include_str!("config/rbac-kustomization.yaml.tmpl"),
    ),
    (
        "config/rbac/role.yaml",
        include_str!("config/role.yaml.tmpl"),
    ),
    (
        "config/rbac/service_account.yaml",
        include_str!("config/service_account.yaml.tmpl"),
    ),
    (
        "config/rbac/role_binding.yaml",
        include_str!("config/role_binding.yaml.tmpl"),
    ),
    (
        "config/rbac/metrics_auth_role.yaml",
        include_str!("config/metrics_auth_role.yaml.tmpl"),
    ),
    (
        "config/rbac/metrics_auth_role_binding.yaml",
        include_str!("config/metrics_auth_role_binding.yaml.tmpl"),
    ),
    (
        "config/rbac/metrics_reader_role.yaml",
        include_str!("config/metrics_reader_role.yaml.tmpl"),
    ),
    (
        "config/default/metrics_service.yaml",
        include_str!("config/metrics_service.yaml.tmpl"),
    ),
    (
        "config/default/manager_metrics_patch.yaml",
        include_str!("config/manager_metrics_patch.yaml.tmpl"),
    ),
    (
        "config/rbac/leader_election_role.yaml",
        include_str!("config/leader_election_role.yaml.tmpl"),
    ),
    (
        "config/rbac/leader_election_role_binding.yaml",
        include_str!("config/leader_election_role_binding.yaml.tmpl"),
    ),
    (
        "config/samples/kustomization.yaml",
        include_str!("config/samples-kustomization.yaml.tmpl"),
    ),
    (
        "config/prometheus/kustomization.yaml",
        include_str!("config/prometheus-kustomization.yaml.tmpl"),
    ),
    (
        "config/prometheus/monitor.yaml",
        include_str!("config/monitor.yaml.tmpl"),
    ),
    (
        "config/network-policy/kustomization.yaml",
        include_str!("config/network-policy-kustomization.yaml.tmpl"),
    ),
    (
        "config/network-policy/allow-metrics-traffic.yaml",
        include_str!("config/allow-metrics-traffic.yaml.tmpl"),
    ),
    (
        "config/network-policy/allow-webhook-traffic.yaml",
        include_str!("config/allow-webhook-traffic.yaml.tmpl"),
    ),
    ("Makefile", include_str!("Makefile.tmpl")),
    ("Dockerfile", include_str!("Dockerfile.tmpl")),
    (".dockerignore", include_str!("dockerignore.tmpl")),
    ("README.md", include_str!("README.md.tmpl")),
    (".gitignore", include_str!("gitignore.tmpl")),
    ("PROJECT", include_str!("PROJECT.tmpl")),
];

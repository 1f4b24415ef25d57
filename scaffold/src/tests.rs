use std::path::Path;

use super::{
    ApiOptions, CrateSource, InitOptions, WebhookOptions, create_api, create_shards,
    create_webhook, init, is_version,
};

fn project(dir: &Path) {
    let options =
        InitOptions::new("my.domain", "guestbook").source(CrateSource::Path("/kc".into()));
    init(dir, &options).expect("init");
}

fn read(dir: &Path, rel: &str) -> String {
    std::fs::read_to_string(dir.join(rel)).expect(rel)
}

#[test]
fn versions_are_kubernetes_versions() {
    for ok in ["v1", "v2", "v10", "v1alpha1", "v1beta2", "v3beta10"] {
        assert!(is_version(ok), "{ok}");
    }
    for bad in [
        "", "v", "v0", "v01", "1", "v1alpha", "v1gamma1", "v1beta0", "V1", "v1-beta1",
    ] {
        assert!(!is_version(bad), "{bad}");
    }
}

#[test]
fn every_placeholder_is_filled() {
    let dir = tempfile::tempdir().expect("tempdir");
    project(dir.path());
    let api = ApiOptions::new("webapp", "v1", "Guestbook").controller(true);
    let mut files = create_api(dir.path(), &api).expect("create api");
    files.extend(
        create_api(
            dir.path(),
            &ApiOptions::new("webapp", "v1", "Visitor")
                .namespaced(false)
                .controller(true),
        )
        .expect("a second Kind"),
    );
    for path in files {
        let text = std::fs::read_to_string(&path).expect("written");
        assert!(
            !text.contains("{{"),
            "{} keeps a placeholder",
            path.display()
        );
    }
}

#[test]
fn init_refuses_to_overwrite_and_writes_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("Dockerfile"), "FROM mine\n").expect("write");
    let options = InitOptions::new("my.domain", "guestbook");
    let err = init(dir.path(), &options).expect_err("Dockerfile exists");
    assert_eq!(err.path(), dir.path().join("Dockerfile"));
    assert!(err.message().contains("would overwrite"), "{err}");
    let left: Vec<_> = std::fs::read_dir(dir.path()).expect("read").collect();
    assert_eq!(left.len(), 1, "nothing else was written");
    assert_eq!(read(dir.path(), "Dockerfile"), "FROM mine\n");
}

#[test]
fn the_repository_is_recorded_and_kept() {
    let dir = tempfile::tempdir().expect("tempdir");
    let options = InitOptions::new("my.domain", "guestbook").repo("github.com/example/guestbook");
    init(dir.path(), &options).expect("init");
    for manifest in ["Cargo.toml", "api/Cargo.toml"] {
        let toml: toml::Table = read(dir.path(), manifest).parse().expect(manifest);
        assert_eq!(
            toml["package"]["repository"].as_str(),
            Some("https://github.com/example/guestbook"),
            "{manifest}"
        );
    }
    // A project on crates.io's crates installs the CLI of the same version.
    assert!(
        read(dir.path(), "hack/update-codegen.sh").contains(&format!(
            "(`cargo install kube-codegen-cli --version {}`)",
            env!("CARGO_PKG_VERSION")
        )),
        "the install command"
    );
    // PROJECT keeps it as given through the commands that write it again.
    create_api(dir.path(), &ApiOptions::new("webapp", "v1", "Guestbook")).expect("create api");
    let project: serde_norway::Value =
        serde_norway::from_str(&read(dir.path(), "PROJECT")).expect("PROJECT");
    assert_eq!(
        project["repo"].as_str(),
        Some("github.com/example/guestbook")
    );
    assert_eq!(project["resources"][0]["kind"].as_str(), Some("Guestbook"));

    let url = tempfile::tempdir().expect("tempdir");
    init(
        url.path(),
        &InitOptions::new("my.domain", "guestbook").repo("https://git.example.com/ops/gb"),
    )
    .expect("init");
    assert!(
        read(url.path(), "Cargo.toml")
            .contains("repository = \"https://git.example.com/ops/gb\"\n")
    );

    let bad = tempfile::tempdir().expect("tempdir");
    for repo in ["", "github.com/a b", "x\"\ny = 1"] {
        let err = init(
            bad.path(),
            &InitOptions::new("my.domain", "guestbook").repo(repo),
        )
        .expect_err(repo);
        assert!(err.message().contains("repository"), "{err}");
    }
    assert_eq!(
        std::fs::read_dir(bad.path()).expect("read").count(),
        0,
        "nothing written"
    );
}

#[test]
fn bad_names_are_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    for (domain, name) in [
        ("my.domain", "Guestbook"),
        ("my.domain", "guest_book"),
        ("My.Domain", "g"),
        ("a..b", "g"),
    ] {
        let err = init(dir.path(), &InitOptions::new(domain, name)).expect_err("refused");
        assert_eq!(err.line(), 0);
    }
    project(dir.path());
    for (group, version, kind) in [
        ("Webapp", "v1", "Guestbook"),
        ("webapp", "1", "Guestbook"),
        ("webapp", "v1", "guestbook"),
        ("web-app", "v1", "Guestbook"),
    ] {
        let err =
            create_api(dir.path(), &ApiOptions::new(group, version, kind)).expect_err("refused");
        assert!(
            err.to_string().contains(if kind == "guestbook" {
                "UpperCamelCase"
            } else if version == "1" {
                "version"
            } else {
                "group"
            }),
            "{err}"
        );
    }
}

#[test]
fn user_code_at_insertion_points_survives_and_conflicts_name_the_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    project(dir.path());
    create_api(
        dir.path(),
        &ApiOptions::new("webapp", "v1", "Guestbook").controller(true),
    )
    .expect("create api");
    // The user's own line next to the insertion point, and an edit to the types.
    let mod_rs = dir.path().join("src/controller/mod.rs");
    let edited = read(dir.path(), "src/controller/mod.rs").replace(
        "    // +kubebuilder:scaffold:builder",
        "    eprintln!(\"my own setup\");\n    // +kubebuilder:scaffold:builder",
    );
    std::fs::write(&mod_rs, &edited).expect("edit");
    create_api(
        dir.path(),
        &ApiOptions::new("webapp", "v1", "Visitor").controller(true),
    )
    .expect("a second Kind");
    let after = read(dir.path(), "src/controller/mod.rs");
    assert!(after.contains("eprintln!(\"my own setup\");\n    visitor::setup_with_manager(mgr)?;\n    // +kubebuilder:scaffold:builder"), "{after}");
    assert!(
        after.contains("pub mod guestbook;\npub mod visitor;\n"),
        "{after}"
    );

    // The Kind again: refused by PROJECT. Another version with a controller: the
    // controller's file exists, and the refusal names it; nothing is written.
    let again =
        create_api(dir.path(), &ApiOptions::new("webapp", "v1", "Guestbook")).expect_err("exists");
    assert!(again.to_string().contains("exists already"), "{again}");
    let project_before = read(dir.path(), "PROJECT");
    let err = create_api(
        dir.path(),
        &ApiOptions::new("webapp", "v2", "Guestbook").controller(true),
    )
    .expect_err("controller exists");
    assert_eq!(err.path(), dir.path().join("src/controller/guestbook.rs"));
    assert!(err.to_string().contains("would overwrite"), "{err}");
    assert!(
        !dir.path().join("api/src/webapp/v2").exists(),
        "nothing written"
    );
    assert_eq!(read(dir.path(), "PROJECT"), project_before);

    // A file that no longer parses is refused at its line; one without its insertion point
    // names the point.
    std::fs::write(&mod_rs, format!("{after}\nfn broken( {{\n")).expect("break");
    let err = create_api(
        dir.path(),
        &ApiOptions::new("webapp", "v1", "Host").controller(true),
    )
    .expect_err("does not parse");
    assert_eq!(err.path(), mod_rs);
    assert!(
        err.line() > 0 && err.message().contains("does not parse"),
        "{err}"
    );
    std::fs::write(
        &mod_rs,
        after.replace("// +kubebuilder:scaffold:builder", ""),
    )
    .expect("drop the point");
    let err = create_api(
        dir.path(),
        &ApiOptions::new("webapp", "v1", "Host").controller(true),
    )
    .expect_err("no point");
    assert!(
        err.message().contains("+kubebuilder:scaffold:builder"),
        "{err}"
    );
}

#[test]
fn a_second_version_is_not_the_storage_version() {
    let dir = tempfile::tempdir().expect("tempdir");
    project(dir.path());
    create_api(dir.path(), &ApiOptions::new("webapp", "v1", "Guestbook")).expect("v1");
    create_api(dir.path(), &ApiOptions::new("webapp", "v2", "Guestbook")).expect("v2");
    assert!(
        read(dir.path(), "api/src/webapp/v1/guestbook_types.rs")
            .contains("+kubebuilder:storageversion")
    );
    assert!(
        !read(dir.path(), "api/src/webapp/v2/guestbook_types.rs")
            .contains("+kubebuilder:storageversion")
    );
    assert_eq!(
        read(dir.path(), "api/src/webapp/mod.rs")
            .matches("pub mod v")
            .count(),
        2
    );
}

#[test]
fn module_declarations_go_in_rustfmt_order() {
    use super::edit::version_order;
    use std::cmp::Ordering::{Greater, Less};
    assert_eq!(version_order("v2", "v10"), Less);
    assert_eq!(version_order("v1beta1", "v1"), Greater);
    assert_eq!(version_order("apps", "batch"), Less);
    let dir = tempfile::tempdir().expect("tempdir");
    project(dir.path());
    for (group, version) in [
        ("webapp", "v2"),
        ("batch", "v10"),
        ("webapp", "v10"),
        ("webapp", "v1"),
    ] {
        create_api(dir.path(), &ApiOptions::new(group, version, "Thing")).expect("create api");
    }
    let lib = read(dir.path(), "api/src/lib.rs");
    assert!(
        lib.contains("pub mod batch;\npub mod webapp;\n// +kubebuilder:scaffold:groups"),
        "{lib}"
    );
    let webapp = read(dir.path(), "api/src/webapp/mod.rs");
    assert!(
        webapp.contains("pub mod v1;\npub mod v2;\npub mod v10;\n"),
        "{webapp}"
    );
}

#[test]
fn a_placeholder_without_a_value_stays_visible() {
    let vars = super::templates::Vars::init(&InitOptions::new("my.domain", "guestbook"));
    let out = super::templates::render("{{name}} {{nmae}} {{", &vars);
    assert_eq!(out, "guestbook {{nmae}} {{");
}

/// A project with Guestbook at v1 and v2 (v1 the storage version).
fn two_versions(dir: &Path) {
    project(dir);
    create_api(dir, &ApiOptions::new("webapp", "v1", "Guestbook")).expect("v1");
    create_api(dir, &ApiOptions::new("webapp", "v2", "Guestbook")).expect("v2");
}

#[test]
fn webhooks_of_own_and_builtin_kinds_are_registered_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let dir = dir.path();
    two_versions(dir);
    let own = WebhookOptions::new("webapp", "v1", "Guestbook")
        .defaulting(true)
        .validation(true)
        .conversion(true);
    let mut files = create_webhook(dir, &own).expect("create webhook");
    let pod = WebhookOptions::new("core", "v1", "Pod").defaulting(true);
    files.extend(create_webhook(dir, &pod).expect("a built-in Kind"));
    for path in &files {
        let text = std::fs::read_to_string(path).expect("written");
        assert!(
            !text.contains("{{"),
            "{} keeps a placeholder",
            path.display()
        );
        if path.extension().is_some_and(|e| e == "rs") {
            assert!(syn::parse_file(&text).is_ok(), "{} parses", path.display());
        }
    }
    let module = read(dir, "src/webhook/webapp_v1_guestbook.rs");
    assert!(module.contains("+kubebuilder:webhook:path=/mutate-webapp-my-domain-v1-guestbook,mutating=true,failurePolicy=fail,sideEffects=None,groups=webapp.my.domain,resources=guestbooks,verbs=create;update,versions=v1,name=mguestbook-v1.kb.io,admissionReviewVersions=v1"), "{module}");
    assert!(module.contains("name=vguestbook-v1.kb.io"), "{module}");
    assert!(
        module.contains("use guestbook_api::webapp;")
            && module.contains(".conversion::<webapp::v2::Guestbook, webapp::v1::Guestbook>()"),
        "{module}"
    );
    let pod = read(dir, "src/webhook/core_v1_pod.rs");
    assert!(
        pod.contains("path=/mutate--v1-pod,") && pod.contains("groups=\"\","),
        "{pod}"
    );
    assert!(!pod.contains("CustomValidator"), "{pod}");
    let server = read(dir, "src/webhook/mod.rs");
    for line in [
        "pub mod core_v1_pod;\npub mod webapp_v1_guestbook;",
        "let server = webapp_v1_guestbook::register(server);",
        "let server = core_v1_pod::register(server);",
    ] {
        assert_eq!(server.matches(line).count(), 1, "{line} in {server}");
    }
    let main = read(dir, "src/main.rs");
    assert_eq!(
        main.matches("webhook: guestbook::webhook::WebhookFlags,")
            .count(),
        1
    );
    assert_eq!(
        main.matches("webhook::setup_with_manager(&mgr, &cli.webhook)?;")
            .count(),
        1
    );
    assert_eq!(read(dir, "build.rs").matches(".webhooks(true)").count(), 1);
    assert_eq!(
        read(dir, "api/build.rs")
            .matches(".conversions(\"crate\")")
            .count(),
        1
    );
    assert_eq!(
        read(dir, "api/src/lib.rs")
            .matches("pub mod conversions")
            .count(),
        1
    );
    let default = read(dir, "config/default/kustomization.yaml");
    assert_eq!(default.matches("- ../webhook\n").count(), 1, "{default}");
    assert!(
        read(dir, "config/crd/kustomization.yaml")
            .contains("- path: patches/webhook_in_guestbooks.yaml\n")
    );
    let recorded = read(dir, "PROJECT");
    assert!(
        recorded.contains("conversion: true") && recorded.contains("kind: Pod"),
        "{recorded}"
    );
    let test = read(dir, "tests/webapp_v1_guestbook_webhook.rs");
    assert!(
        test.contains("serve_conversion_locally") && test.contains("failed calling webhook"),
        "{test}"
    );
}

#[test]
fn webhook_refusals_name_the_reason_and_write_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let dir = dir.path();
    two_versions(dir);
    create_api(dir, &ApiOptions::new("webapp", "v1", "Visitor")).expect("a Kind of one version");
    let before = snapshot(dir);
    let cases = [
        (
            WebhookOptions::new("webapp", "v1", "Guestbook"),
            "no webhook asked for",
        ),
        (
            WebhookOptions::new("webapp", "v1", "Nobody").defaulting(true),
            "neither a Kind of this project",
        ),
        (
            WebhookOptions::new("webapp", "v2", "Guestbook").conversion(true),
            "use --version v1",
        ),
        (
            WebhookOptions::new("webapp", "v1", "Visitor").conversion(true),
            "has one version",
        ),
        (
            WebhookOptions::new("core", "v1", "Pod").conversion(true),
            "converts its versions itself",
        ),
    ];
    for (options, expected) in cases {
        let err = create_webhook(dir, &options).expect_err(expected);
        assert!(err.message().contains(expected), "{err}");
        assert_eq!(snapshot(dir), before, "{expected}: nothing is written");
    }
    let pod = WebhookOptions::new("core", "v1", "Pod").validation(true);
    create_webhook(dir, &pod).expect("first time");
    let err = create_webhook(dir, &pod).expect_err("twice");
    assert!(err.message().contains("has webhooks already"), "{err}");
}

#[test]
fn shards_copy_the_projects_deployment_and_refuse_what_they_cannot_shard() {
    let dir = tempfile::tempdir().expect("tempdir");
    let dir = dir.path();
    project(dir);
    let before = snapshot(dir);
    for (count, expected) in [(1, "1 shards: give 2 to 64"), (65, "65 shards")] {
        let err = create_shards(dir, count).expect_err(expected);
        assert!(err.message().contains(expected), "{err}");
        assert_eq!(snapshot(dir), before, "{count}: nothing is written");
    }
    // The user's edits to the Deployment carry over to every shard.
    let manager = read(dir, "config/manager/manager.yaml").replace("cpu: 500m", "cpu: 750m");
    std::fs::write(dir.join("config/manager/manager.yaml"), &manager).expect("edited");
    create_shards(dir, 3).expect("three shards");
    let copy = read(dir, "config/shards/manager_shard_2.yaml");
    for expected in [
        "  name: controller-manager-shard-2\n",
        "      kube-codegen.dev/manager-shard: shard-2\n",
        "        - --shard=shard-2\n        - --shards=shard-0,shard-1,shard-2\n",
        "cpu: 750m",
    ] {
        assert!(copy.contains(expected), "{expected:?} in {copy}");
    }
    let default = read(dir, "config/default/kustomization.yaml");
    assert!(default.contains("components:\n- ../shards\n"), "{default}");
    assert!(
        !default.contains("labelSelector"),
        "no webhooks: no webhook patch"
    );
    let err = create_shards(dir, 2).expect_err("twice");
    assert!(err.to_string().contains("config/shards/"), "{err}");

    // A project whose webhook patch predates shards gets one every shard matches.
    let dir = tempfile::tempdir().expect("tempdir");
    let dir = dir.path();
    project(dir);
    create_api(dir, &ApiOptions::new("webapp", "v1", "Guestbook")).expect("api");
    create_webhook(
        dir,
        &WebhookOptions::new("webapp", "v1", "Guestbook").defaulting(true),
    )
    .expect("webhook");
    let path = dir.join("config/default/kustomization.yaml");
    let targeted = read(dir, "config/default/kustomization.yaml");
    let old = targeted.replace(
        "  target:\n    kind: Deployment\n    labelSelector: control-plane=controller-manager\n",
        "",
    );
    assert_ne!(
        old, targeted,
        "create webhook targets every manager Deployment"
    );
    std::fs::write(&path, &old).expect("the old form");
    create_shards(dir, 2).expect("two shards");
    let now = read(dir, "config/default/kustomization.yaml");
    assert_eq!(
        now.matches("- path: manager_webhook_patch.yaml").count(),
        2,
        "{now}"
    );
    assert!(
        now.contains("labelSelector: control-plane=controller-manager"),
        "{now}"
    );

    // Without the Deployment to copy, nothing is written.
    let dir = tempfile::tempdir().expect("tempdir");
    let dir = dir.path();
    project(dir);
    let manager = read(dir, "config/manager/manager.yaml");
    let service_only = manager.split("---").next().unwrap_or_default().to_string();
    std::fs::write(dir.join("config/manager/manager.yaml"), service_only).expect("edited");
    let before = snapshot(dir);
    let err = create_shards(dir, 2).expect_err("no Deployment");
    assert!(
        err.message().contains("no Deployment controller-manager"),
        "{err}"
    );
    assert_eq!(snapshot(dir), before);
}

/// Every file under `dir` and its contents.
fn snapshot(dir: &Path) -> Vec<(std::path::PathBuf, String)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).expect("read dir") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let text = std::fs::read_to_string(&path).expect("read");
                out.push((path, text));
            }
        }
    }
    out.sort();
    out
}

/// Long names make rustfmt wrap lines the templates keep whole (a validator's signature, a
/// test's assertions); the files a command creates are formatted with rustfmt, so the
/// project's `cargo fmt --check` still passes. Needs `rustfmt`; fails without it.
#[test]
fn files_with_long_names_come_out_rustfmt_clean() {
    let dir = tempfile::tempdir().expect("tempdir");
    let dir = dir.path();
    let options = InitOptions::new("my.domain", "a-rather-long-operator-project-name")
        .source(CrateSource::Path("/kc".into()));
    init(dir, &options).expect("init");
    let kind = "GuestbookEntryWithLongName";
    for version in ["v1", "v2alpha1"] {
        let api = ApiOptions::new("webapplications", version, kind).namespaced(false);
        create_api(dir, &api.controller(version == "v1")).expect("create api");
    }
    let own = WebhookOptions::new("webapplications", "v1", kind)
        .validation(true)
        .conversion(true);
    let mut files = create_webhook(dir, &own).expect("create webhook");
    let deployment = WebhookOptions::new("apps", "v1", "Deployment").validation(true);
    files.extend(create_webhook(dir, &deployment).expect("a built-in Kind"));
    let rust: Vec<_> = files
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    assert!(rust.len() >= 4, "{rust:?}");
    let out = std::process::Command::new("rustfmt")
        .args(["--edition", "2024", "--check"])
        .args(&rust)
        .output()
        .expect("run rustfmt (rustup component add rustfmt)");
    assert!(
        out.status.success(),
        "not rustfmt-clean:\n{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

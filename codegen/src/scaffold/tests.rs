use std::path::Path;

use super::{ApiOptions, CrateSource, InitOptions, create_api, init, is_version};

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

use super::render::pascal;
use super::*;

#[test]
fn snake_case_of_method_and_group_names() {
    assert_eq!(snake("GetScale"), "get_scale");
    assert_eq!(snake("UpdateApproval"), "update_approval");
    assert_eq!(snake("HTTPRoute"), "http_route");
    assert_eq!(snake("Infrastructure"), "infrastructure");
    assert_eq!(snake("v1"), "v1");
    assert_eq!(pascal("webapp_v1beta1"), "WebappV1beta1");
}

fn generate(files: &[(&str, &str)]) -> Result<String, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    for (name, text) in files {
        let p = dir.path().join(name);
        if let Some(parent) = p.parent() {
            std::fs::create_dir_all(parent).map_err(|e| e.to_string())?;
        }
        std::fs::write(p, text).map_err(|e| e.to_string())?;
    }
    let out = crate::Config::new()
        .input(dir.path())
        .clients("crate::api")
        .crds(false)
        .generate()
        .map_err(|e| e.render(false))?;
    Ok(out
        .files()
        .get(std::path::Path::new(FILE_NAME))
        .cloned()
        .unwrap_or_default())
}

const KIND: &str = "use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\n/// +genclient\n/// +kubebuilder:object:root=true\npub struct Thing { #[serde(flatten)] pub types: kube_codegen_runtime::TypeMeta<Self>, pub metadata: ObjectMeta }\n";

#[test]
fn output_is_deterministic_and_names_types_by_module_path() {
    let files = [(
        "ships/v1.rs",
        format!("//! +groupName=ships.example.com\n{KIND}"),
    )];
    let files: Vec<(&str, &str)> = files.iter().map(|(n, t)| (*n, t.as_str())).collect();
    let first = generate(&files);
    assert_eq!(first, generate(&files));
    let text = first.unwrap_or_default();
    assert!(text.contains("use crate::api::ships::v1 as api;"), "{text}");
    assert!(text.contains("pub fn ships_v1(&self) -> ships::v1::ShipsV1Client"));
}

#[test]
fn a_group_named_as_the_clientsets_own_names_takes_its_next_label() {
    for name in ["kube", "rt", "fake"] {
        let own = format!("//! +groupName={name}.example.com\n{KIND}");
        let ok = generate(&[("v1.rs", &own)]).expect("a free module name");
        assert!(ok.contains(&format!("pub mod {name}_example {{")), "{ok}");
        // A `+groupGoName` naming one of them is refused.
        let named = format!("//! +groupName=x.example.com\n//! +groupGoName={name}\n{KIND}");
        let err = generate(&[("v1.rs", &named)]).expect_err("clash with the file's own names");
        assert!(
            err.contains(&format!(
                "would be named `{name}` in the clientset, a name the clientset uses itself"
            )),
            "{err}"
        );
    }
}

#[test]
fn a_group_named_as_a_built_in_one_takes_its_next_label() {
    // The kubebuilder book's CronJob group beside the built-in `batch/v1` of its Jobs: the
    // module takes labels until its name is free, so the API ports without a marker.
    let own = format!("//! +groupName=batch.tutorial.kubebuilder.io\n{KIND}");
    let ok = generate(&[("batch/v1.rs", &own)]).expect("no clash with batch/v1");
    assert!(ok.contains("pub mod batch_tutorial {"), "{ok}");
    assert!(ok.contains("pub fn batch_tutorial_v1(&self)"), "{ok}");
    // A `+groupGoName` that names a built-in group is refused, at the marker.
    let clash = format!("//! +groupName=jobs.example.com\n//! +groupGoName=Batch\n{KIND}");
    let err = generate(&[("batch/v1.rs", &clash)]).expect_err("clash with batch/v1");
    assert!(
        err.contains("group `jobs.example.com` would be named `batch` in the clientset, as the built-in group `batch`"),
        "{err}"
    );
    assert!(err.contains("v1.rs:2:5"), "located at the marker: {err}");
    // `+groupGoName` renames the module and every accessor: clientset, listers and
    // informers (in the group's module) and the informer factory.
    let renamed = format!(
        "//! +groupName=batch.tutorial.kubebuilder.io\n//! +groupGoName=BatchTutorial\n{KIND}"
    );
    let ok = generate(&[("batch/v1.rs", &renamed)]).expect("renamed");
    for needle in [
        "pub mod batch_tutorial {",
        "pub fn batch_tutorial_v1(&self) -> batch_tutorial::v1::BatchTutorialV1Client",
        "pub fn batch_tutorial(&self)",
        "pub struct ThingLister",
        "pub struct ThingInformer",
    ] {
        assert!(ok.contains(needle), "`{needle}` missing:\n{ok}");
    }
    assert!(!ok.contains("fn batch_v1("), "{ok}");
}

#[test]
fn kind_impls_can_live_in_the_api_crate() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::create_dir_all(dir.path().join("ships")).expect("mkdir");
    std::fs::write(
        dir.path().join("ships/v1.rs"),
        format!("//! +groupName=ships.example.com\n{KIND}"),
    )
    .expect("write");
    let only = crate::Config::new()
        .input(dir.path())
        .crds(false)
        .clients(crate::ClientOptions::new("crate::api").kind_impls(crate::KindImpls::Only))
        .generate()
        .expect("generates");
    let kinds = only
        .files()
        .get(std::path::Path::new(KINDS_FILE_NAME))
        .expect("kinds.rs");
    assert!(
        kinds.contains("impl kube::Resource for api::Thing"),
        "{kinds}"
    );
    assert!(kinds.contains("impl rt::Kind for api::Thing"), "{kinds}");
    assert!(!kinds.contains("Clientset"), "{kinds}");
    assert!(!only.files().contains_key(std::path::Path::new(FILE_NAME)));
    let elsewhere = crate::Config::new()
        .input(dir.path())
        .crds(false)
        .clients(
            crate::ClientOptions::new("api_crate::api").kind_impls(crate::KindImpls::Elsewhere),
        )
        .generate()
        .expect("generates");
    let clients = &elsewhere.files()[std::path::Path::new(FILE_NAME)];
    assert!(clients.contains("pub struct Clientset"), "{clients}");
    assert!(
        clients.contains("use api_crate::api::ships::v1 as api;"),
        "{clients}"
    );
    assert!(!clients.contains("impl kube::Resource"), "{clients}");
}

#[test]
fn group_names_must_give_distinct_rust_modules() {
    let a = format!("//! +groupName=ships.a.example.com\n{KIND}");
    let b = format!("//! +groupName=ships.b.example.com\n{KIND}");
    let err = generate(&[("a/v1.rs", &a), ("b/v1.rs", &b)]).expect_err("clash");
    assert!(err.contains("would both be named `ships`"), "{err}");
    let renamed =
        format!("//! +groupName=ships.b.example.com\n//! +groupGoName=OtherShips\n{KIND}");
    let ok = generate(&[("a/v1.rs", &a), ("b/v1.rs", &renamed)]).unwrap_or_default();
    assert!(ok.contains("pub fn other_ships_v1(&self)"), "{ok}");
    let other = b
        .replace("ships.b.example.com", "ships.a.example.com")
        .replace("Thing", "Other");
    let err = generate(&[("a/v1.rs", &a), ("b/v1.rs", &other)]).expect_err("one gv, two modules");
    assert!(
        err.contains("`ships.a.example.com/v1` is defined by two modules (`a::v1` and `b::v1`)"),
        "{err}"
    );
    let digit = format!("//! +groupName=1ships.example.com\n{KIND}");
    let err = generate(&[("a/v1.rs", &digit)]).expect_err("no module name");
    assert!(err.contains("gives no Rust module name"), "{err}");
}

#[test]
fn identifiers_from_any_name_never_panic() {
    let name = |s: &str| ident(s).to_string();
    assert_eq!(name("guestbooks"), "guestbooks");
    assert_eq!(name("type"), "r#type");
    assert_eq!(name("self"), "self_");
    assert_eq!(name("3d"), "_3d");
    assert_eq!(name("a-b.c"), "a_b_c");
    assert_eq!(name(""), "__");
}

#[test]
fn method_types_from_go_and_rust_paths() {
    let api = quote!(api);
    let t = |s: &str| method_type(s, &api).map(|t| t.to_string().replace(' ', ""));
    assert_eq!(
        t("k8s.io/api/autoscaling/v1.Scale").as_deref(),
        Some("rt::reexports::k8s_openapi::api::autoscaling::v1::Scale")
    );
    assert_eq!(t("Scale").as_deref(), Some("api::Scale"));
    assert_eq!(t("my_crate::x::Y").as_deref(), Some("my_crate::x::Y"));
    assert_eq!(t("example.com/x/v1.Y"), None);
}

#[test]
fn apply_configurations_come_with_the_clients_unless_turned_off() {
    let dir = tempfile::tempdir().expect("tempdir");
    let api = dir.path().join("ships/v1.rs");
    std::fs::create_dir_all(api.parent().expect("parent")).expect("mkdir");
    let spec = "/// ShipSpec.\npub struct ShipSpec { pub crew: Option<i32> }\n";
    let kind = KIND.replace(
        "pub metadata: ObjectMeta }",
        "pub metadata: ObjectMeta, pub spec: ShipSpec }",
    );
    std::fs::write(
        &api,
        format!("//! +groupName=ships.example.com\n{spec}{kind}"),
    )
    .expect("write");
    let clientset = |on: bool| {
        let out = crate::Config::new()
            .input(dir.path())
            .clients(crate::ClientOptions::new("crate::api").apply_configurations(on))
            .crds(false)
            .generate()
            .map_err(|e| e.render(false))
            .expect("generates");
        out.files()[std::path::Path::new(FILE_NAME)].clone()
    };
    let on = clientset(true);
    for item in [
        "pub struct ThingApplyConfiguration",
        "pub struct ShipSpecApplyConfiguration",
        "pub spec: Option<ShipSpecApplyConfiguration>",
        "pub crew: Option<i32>",
        "config: &ThingApplyConfiguration",
        "pub async fn apply_object(",
    ] {
        assert!(on.contains(item), "{item} missing:\n{on}");
    }
    let off = clientset(false);
    assert!(!off.contains("ApplyConfiguration"), "{off}");
    assert!(off.contains("pub async fn apply(\n"), "{off}");
}

#[test]
fn kube_derive_groups_take_labels_until_their_module_name_is_free() {
    for (group, module) in [
        ("example.com", "example"),
        ("kube.rs", "kube_rs"),
        ("apps.example.com", "apps_example"),
        ("fake.test.io", "fake_test"),
    ] {
        assert_eq!(super::default_group_ident(group), module);
    }
}

#[test]
fn root_kinds_get_clients_when_asked_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::create_dir_all(dir.path().join("batch")).expect("mkdir");
    // The kubebuilder book's shape: root Kinds and their List, no client tag; a tagged
    // Kind keeps its tags (read-only) and a non-root type gets nothing.
    let api = "//! +groupName=batch.tutorial.kubebuilder.io\n\
        use k8s_openapi::apimachinery::pkg::apis::meta::v1::{ListMeta, ObjectMeta};\n\
        /// +kubebuilder:object:root=true\n\
        pub struct CronJob { #[serde(flatten)] pub types: kube_codegen_runtime::TypeMeta<Self>, pub metadata: ObjectMeta }\n\
        /// +kubebuilder:object:root=true\n\
        pub struct CronJobList { #[serde(flatten)] pub types: kube_codegen_runtime::TypeMeta<Self>, pub metadata: ListMeta, pub items: Vec<CronJob> }\n\
        /// +genclient\n/// +genclient:onlyVerbs=get,list,watch\n/// +kubebuilder:object:root=true\n\
        pub struct Tagged { #[serde(flatten)] pub types: kube_codegen_runtime::TypeMeta<Self>, pub metadata: ObjectMeta }\n\
        pub struct Plain { #[serde(flatten)] pub types: kube_codegen_runtime::TypeMeta<Self>, pub metadata: ObjectMeta }\n";
    std::fs::write(dir.path().join("batch/v1.rs"), api).expect("write");
    let run = |root_kinds: bool| {
        let out = crate::Config::new()
            .input(dir.path())
            .clients(crate::ClientOptions::new("crate::api").root_kinds(root_kinds))
            .generate()
            .expect("generates");
        out.files()[std::path::Path::new(FILE_NAME)].clone()
    };
    let tagged_only = run(false);
    assert!(tagged_only.contains("pub fn taggeds("), "{tagged_only}");
    assert!(!tagged_only.contains("pub fn cronjobs("), "{tagged_only}");
    assert!(
        tagged_only.contains("impl rt::Kind for api::CronJob"),
        "impls only"
    );
    let all = run(true);
    assert!(all.contains("pub fn cronjobs("), "{all}");
    assert!(all.contains("pub fn taggeds("), "{all}");
    assert!(!all.contains("pub fn plains("), "not a root Kind: {all}");
    assert!(!all.contains("cronjoblists"), "a List is no Kind: {all}");
    // The tag keeps its meaning: the tagged Kind's client reads only.
    let tagged = all
        .split("pub struct TaggedClient")
        .nth(1)
        .unwrap_or_default();
    let tagged = tagged.split("pub struct").next().unwrap_or_default();
    assert!(
        tagged.contains("pub async fn get(") && !tagged.contains("pub async fn create("),
        "{tagged}"
    );
}

#[test]
fn a_root_kind_without_type_meta_says_why_it_gets_no_client() {
    let dir = tempfile::tempdir().expect("tempdir");
    let api = "//! +groupName=batch.example.com\n\
        use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\n\
        /// +kubebuilder:object:root=true\n\
        pub struct CronJob { #[serde(flatten)] pub types: kube_codegen_runtime::TypeMeta<Self>, pub metadata: ObjectMeta }\n\
        /// +kubebuilder:object:root=true\n\
        pub struct Job { pub metadata: ObjectMeta }\n";
    std::fs::write(dir.path().join("v1.rs"), api).expect("write");
    let run = |root_kinds: bool| {
        crate::Config::new()
            .input(dir.path())
            .clients(crate::ClientOptions::new("crate::api").root_kinds(root_kinds))
            .generate()
            .expect("generates")
            .warnings()
            .render(false)
    };
    let warned = run(true);
    assert!(
        warned.contains("root Kind `Job` gets no client: it has no `TypeMeta<Self>` field"),
        "{warned}"
    );
    assert!(warned.contains("v1.rs:6:12"), "at the type: {warned}");
    assert!(
        warned.contains("pub types: kube_codegen_runtime::TypeMeta<Self>"),
        "{warned}"
    );
    assert!(!warned.contains("`CronJob`"), "{warned}");
    // Without `root_kinds` no root Kind gets a client by being one: nothing to explain.
    assert!(!run(false).contains("gets no client"));
}

#[test]
fn a_file_input_is_a_module_of_its_name_inside_the_api_module() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("v1.rs");
    std::fs::write(&file, format!("//! +groupName=ships.example.com\n{KIND}")).expect("write");
    let out = crate::Config::new()
        .input(&file)
        .crds(false)
        .clients(crate::ClientOptions::new("crate").kind_impls(crate::KindImpls::Only))
        .generate()
        .expect("generates");
    let kinds = &out.files()[std::path::Path::new(KINDS_FILE_NAME)];
    assert!(kinds.contains("use crate::v1 as api;"), "{kinds}");
}

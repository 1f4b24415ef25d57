//! Every path form the resolver follows, one case each; the randomized comparison with
//! rustc is in `oracle.rs`.

use super::{Res, Resolver};
use crate::diag::Diagnostics;
use crate::model::{Api, TypeKind, TypeRef};

fn tree(files: &[(&str, &str)], inputs: &[&str]) -> (Api, Diagnostics, tempfile::TempDir) {
    let (api, _, diags, dir) = crate::parse::tests::parse_files(files, inputs);
    (api, diags, dir)
}

/// What each field of struct `holder` in module `module` (a `crate::…` path) resolves to:
/// `field → crate::…::Type`, an external path, or `error: …`.
fn fields_of(api: &Api, module: &str, holder: &str) -> Vec<(String, String)> {
    let t = api
        .packages
        .iter()
        .flat_map(|p| &p.types)
        .find(|t| t.name == holder && api.module_path(t.module) == module)
        .unwrap_or_else(|| panic!("no `{holder}` in `{module}`"));
    let TypeKind::Struct(fields) = &t.kind else {
        panic!("not a struct")
    };
    fields
        .iter()
        .map(|f| {
            let TypeRef::Path { path, scope, .. } = &f.ty else {
                panic!("not a path")
            };
            let got = match Resolver::new(api).resolve(*scope, path) {
                Ok(Res::Local(id)) => api.type_path(id),
                Ok(Res::External(p)) => p,
                Err(e) => format!("error: {}", e.message),
            };
            (f.rust_name.clone(), got)
        })
        .collect()
}

fn expect(api: &Api, module: &str, holder: &str, expected: &[(&str, &str)]) {
    let got = fields_of(api, module, holder);
    let got: Vec<(&str, &str)> = got.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    assert_eq!(got, expected);
}

#[test]
fn aliases_and_super_paths_find_the_other_groups_type() {
    // The case the name-based search got wrong: both groups define `Ref`.
    let (api, diags, _d) = tree(
        &[
            (
                "a/v1.rs",
                "//! +groupName=a.example.com\nuse super::super::b::v1 as bv1;\npub struct Ref { pub a: i32 }\npub struct H { pub x: bv1::Ref, pub y: super::super::b::v1::Ref, pub z: Ref, pub w: self::Ref }\n",
            ),
            (
                "b/v1.rs",
                "//! +groupName=b.example.com\npub struct Ref { pub b: i32 }\n",
            ),
        ],
        &[""],
    );
    assert!(!diags.has_errors(), "{:?}", diags.items());
    expect(
        &api,
        "crate::a::v1",
        "H",
        &[
            ("x", "crate::b::v1::Ref"),
            ("y", "crate::b::v1::Ref"),
            ("z", "crate::a::v1::Ref"),
            ("w", "crate::a::v1::Ref"),
        ],
    );
}

#[test]
fn inline_modules_have_their_own_scope() {
    let (api, diags, _d) = tree(
        &[(
            "v1.rs",
            "pub struct Ref;\npub mod inner {\n    pub struct Ref { pub i: i32 }\n    pub struct H { pub own: Ref, pub outer: super::Ref }\n}\npub struct H { pub own: Ref, pub nested: inner::Ref, pub with_self: self::inner::Ref }\n",
        )],
        &[""],
    );
    assert!(!diags.has_errors(), "{:?}", diags.items());
    expect(
        &api,
        "crate::v1::inner",
        "H",
        &[
            ("own", "crate::v1::inner::Ref"),
            ("outer", "crate::v1::Ref"),
        ],
    );
    expect(
        &api,
        "crate::v1",
        "H",
        &[
            ("own", "crate::v1::Ref"),
            ("nested", "crate::v1::inner::Ref"),
            ("with_self", "crate::v1::inner::Ref"),
        ],
    );
}

#[test]
fn globs_reexports_and_shadowing() {
    let (api, diags, _d) = tree(
        &[
            (
                "shared/mod.rs",
                "mod types;\npub use self::types::*;\npub struct Own;\n",
            ),
            (
                "shared/types.rs",
                "pub struct Ref;\npub struct Only;\nstruct Hidden;\n",
            ),
            (
                "v1.rs",
                "use super::shared::*;\nuse super::other::*;\nuse super::other::Only;\npub struct Ref;\npub struct H { pub local_wins: Ref, pub explicit_wins: Only, pub through_reexport: Own, pub deep: super::shared::Ref }\n",
            ),
            ("other.rs", "pub struct Only;\npub struct Both;\n"),
            (
                "v2.rs",
                "use super::shared::*;\nuse super::other::*;\npub struct H { pub from_glob: Ref, pub private: Hidden }\n",
            ),
        ],
        &[""],
    );
    assert!(!diags.has_errors(), "{:?}", diags.items());
    expect(
        &api,
        "crate::v1",
        "H",
        &[
            ("local_wins", "crate::v1::Ref"),
            ("explicit_wins", "crate::other::Only"),
            ("through_reexport", "crate::shared::Own"),
            ("deep", "crate::shared::types::Ref"),
        ],
    );
    expect(
        &api,
        "crate::v2",
        "H",
        &[
            ("from_glob", "crate::shared::types::Ref"),
            ("private", "error: cannot find type `Hidden` in this scope"),
        ],
    );
}

#[test]
fn two_globs_bringing_one_name_are_ambiguous() {
    let (api, _, _d) = tree(
        &[
            ("x.rs", "pub struct Ref;\n"),
            ("y.rs", "pub struct Ref;\n"),
            (
                "v1.rs",
                "use super::x::*;\nuse super::y::*;\npub struct H { pub r: Ref }\n",
            ),
        ],
        &[""],
    );
    expect(
        &api,
        "crate::v1",
        "H",
        &[("r", "error: `Ref` is ambiguous")],
    );
}

#[test]
fn glob_cycles_terminate() {
    let (api, _, _d) = tree(
        &[
            ("x.rs", "pub use super::y::*;\npub struct A;\n"),
            (
                "y.rs",
                "pub use super::x::*;\npub struct B { pub a: A, pub c: C }\n",
            ),
        ],
        &[""],
    );
    expect(
        &api,
        "crate::y",
        "B",
        &[
            ("a", "crate::x::A"),
            ("c", "error: cannot find type `C` in this scope"),
        ],
    );
}

#[test]
fn path_attributes_make_their_own_module() {
    // The `#[path]` file's `Ref` must not shadow the declaring module's own.
    let (api, diags, _d) = tree(
        &[
            (
                "v1/mod.rs",
                "#[path = \"../elsewhere/more.rs\"]\npub mod more;\npub struct Ref;\npub struct H { pub own: Ref, pub theirs: more::Ref }\n",
            ),
            ("elsewhere/more.rs", "pub struct Ref { pub m: i32 }\n"),
        ],
        &["v1"],
    );
    assert!(!diags.has_errors(), "{:?}", diags.items());
    expect(
        &api,
        "crate",
        "H",
        &[("own", "crate::Ref"), ("theirs", "crate::more::Ref")],
    );
}

#[test]
fn type_aliases_external_crates_and_the_prelude() {
    let (api, diags, _d) = tree(
        &[(
            "v1.rs",
            "use k8s_openapi::api::core::v1::*;\nuse std::collections::BTreeMap as Map;\npub type Alias = super::v1::Target;\npub struct Target;\npub struct H { pub a: Alias, pub pod: PodSpec, pub m: Map, pub o: Option, pub s: ::std::string::String, pub n: u8 }\n",
        )],
        &[""],
    );
    assert!(!diags.has_errors(), "{:?}", diags.items());
    expect(
        &api,
        "crate::v1",
        "H",
        &[
            ("a", "crate::v1::Alias"),
            ("pod", "k8s_openapi::api::core::v1::PodSpec"),
            ("m", "std::collections::BTreeMap"),
            ("o", "std::option::Option"),
            ("s", "std::string::String"),
            ("n", "u8"),
        ],
    );
}

#[test]
fn crate_paths_inside_a_crate_and_other_input_crates() {
    let (api, diags, _d) = tree(
        &[
            ("ctl/Cargo.toml", "[package]\nname = \"my-ctl\"\n"),
            ("ctl/src/lib.rs", "pub mod api;\n"),
            (
                "ctl/src/api/v1.rs",
                "pub struct Ref;\npub struct H { pub abs: crate::api::v1::Ref, pub other: shared_api::common::Shared, pub outside: crate::controller::Thing }\n",
            ),
            (
                "shared/Cargo.toml",
                "[package]\nname = \"shared-api\"\n[lib]\nname = \"shared_api\"\n",
            ),
            ("shared/src/lib.rs", "pub mod common;\n"),
            ("shared/src/common.rs", "pub struct Shared;\n"),
        ],
        &["ctl/src/api", "shared/src"],
    );
    assert!(!diags.has_errors(), "{:?}", diags.items());
    let got = fields_of(&api, "crate::api::v1", "H");
    assert_eq!(got[0].1, "crate::api::v1::Ref");
    assert_eq!(got[1].1, "crate::common::Shared");
    assert_eq!(
        got[2].1,
        "error: cannot find `controller` in module `crate`"
    );
    let v1 = api
        .packages
        .iter()
        .find(|p| api.modules[p.module_id].name == "v1")
        .expect("v1");
    let err = Resolver::new(&api)
        .resolve(v1.module_id, "crate::controller::Thing")
        .expect_err("outside the inputs");
    assert!(
        err.notes[0].contains("not among the inputs"),
        "{:?}",
        err.notes
    );
}

#[test]
fn misses_say_where_they_looked_and_what_exists() {
    let (api, _, _d) = tree(
        &[
            ("a/v1.rs", "pub struct Ref;\n"),
            (
                "b/v1.rs",
                "use k8s_openapi::api::apps::v1::*;\npub struct H { pub r: Ref }\n",
            ),
        ],
        &[""],
    );
    let b = api
        .packages
        .iter()
        .find(|p| p.rust_path == ["b", "v1"])
        .expect("b/v1");
    let err = Resolver::new(&api)
        .resolve(b.module_id, "Ref")
        .expect_err("not imported");
    assert_eq!(err.message, "cannot find type `Ref` in this scope");
    assert!(
        err.notes[0].contains("looked in module `crate::b::v1`"),
        "{err:?}"
    );
    assert!(
        err.notes[1].contains("`use k8s_openapi::api::apps::v1::*` imports from outside"),
        "{err:?}"
    );
    assert_eq!(
        err.help.as_deref(),
        Some("a type of that name is defined at `crate::a::v1::Ref`: import it with `use`")
    );
}

/// The resolver's work per field (name lookups, memo hits excluded) at two API sizes: it
/// must not grow with the number of types, as a scan of every type per lookup did.
#[test]
fn resolution_work_grows_linearly() {
    fn api(kinds: usize) -> Vec<(String, String)> {
        let mut files = vec![(
            "common.rs".to_string(),
            "pub struct Shared { pub a: i32 }\npub enum Mode { Fast, Slow }\n".to_string(),
        )];
        for k in 0..kinds {
            let src = format!(
                "//! +groupName=g{k}.example.com\nuse k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\nuse std::collections::BTreeMap;\nuse super::super::common::*;\n\
                 /// +kubebuilder:object:root=true\npub struct Kind{k} {{ pub metadata: ObjectMeta, pub spec: Spec }}\n\
                 pub struct Spec {{ pub a: Option<String>, pub b: Vec<Item>, pub c: BTreeMap<String, i64>, pub d: Shared, pub e: super::super::common::Mode, pub f: Item }}\n\
                 pub struct Item {{ pub x: i32, pub y: String, pub z: Option<Mode> }}\n"
            );
            files.push((format!("g{k}/v1.rs"), src));
        }
        files
    }
    let work = |kinds: usize| -> (u64, usize) {
        let files = api(kinds);
        let files: Vec<(&str, &str)> = files
            .iter()
            .map(|(n, t)| (n.as_str(), t.as_str()))
            .collect();
        let (api, diags, _d) = tree(&files, &[""]);
        assert!(!diags.has_errors(), "{:?}", diags.items());
        // Every field's type and its generic arguments, as the schema emitter asks.
        let resolver = Resolver::new(&api);
        let mut fields = 0;
        fn each(r: &TypeRef, resolver: &Resolver<'_>) {
            if let TypeRef::Path {
                path, scope, args, ..
            } = r
            {
                assert!(resolver.resolve(*scope, path).is_ok(), "{path}");
                args.iter().for_each(|a| each(a, resolver));
            }
        }
        for t in api.packages.iter().flat_map(|p| &p.types) {
            if let TypeKind::Struct(fs) = &t.kind {
                for f in fs {
                    each(&f.ty, &resolver);
                    fields += 1;
                }
            }
        }
        (resolver.lookups(), fields)
    };
    let (small, small_fields) = work(20);
    let (large, large_fields) = work(80);
    let per_field = |l: u64, f: usize| l as f64 / f as f64;
    let (a, b) = (
        per_field(small, small_fields),
        per_field(large, large_fields),
    );
    assert!(
        b <= a * 1.1,
        "lookups per field grew from {a:.2} (20 Kinds) to {b:.2} (80 Kinds)"
    );
    assert!(small > 0, "the resolver was not used");
}

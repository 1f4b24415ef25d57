use super::*;
use crate::markers::reference::reference_markdown;
use crate::markers::{ArgMap, Value};

#[test]
fn names_are_unique_and_aliases_mean_what_their_marker_means() {
    let mut names: Vec<&str> = all().map(|d| d.name).collect();
    let n = names.len();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), n, "duplicate marker names");
    for d in all().filter(|d| d.alias_of.is_some()) {
        let target = d.alias_of.unwrap_or_default();
        let of =
            definition(target).unwrap_or_else(|| panic!("{} aliases unknown {target}", d.name));
        assert_eq!(d.args.len(), of.args.len(), "{}", d.name);
        assert_eq!(of.alias_of, None, "{target} is an alias itself");
        let args = ArgMap::default();
        let mut with_value = ArgMap::default();
        with_value.insert(String::new(), Value::String("atomic".into()));
        for args in [&args, &with_value] {
            assert_eq!(
                (d.lower)(&Args(args)),
                (of.lower)(&Args(args)),
                "{} lowers differently from {target}",
                d.name
            );
        }
    }
}

#[test]
fn the_books_marker_reference_is_current() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/src/markers.md");
    let readme = std::fs::read_to_string(path).expect("docs/src/markers.md");
    let begin = "<!-- markers:begin -->\n";
    let end = "<!-- markers:end -->";
    let start = readme
        .find(begin)
        .expect("the book has the markers:begin comment")
        + begin.len();
    let stop = readme
        .find(end)
        .expect("the book has the markers:end comment");
    assert_eq!(
        &readme[start..stop],
        reference_markdown(),
        "the book's marker reference is stale: regenerate it with `cargo run -p kube-codegen-cli -- markers`"
    );
}

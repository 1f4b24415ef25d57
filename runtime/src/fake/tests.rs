use super::store::suffix;

#[test]
fn generated_name_suffixes_are_distinct_and_five_long() {
    let names: std::collections::BTreeSet<String> = (1..200).map(suffix).collect();
    assert_eq!(names.len(), 199);
    assert!(names.iter().all(|n| n.len() == 5));
}

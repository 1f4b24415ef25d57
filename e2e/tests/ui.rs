//! Compile-time checks of the generated clients: a verb the `+genclient` tags leave out
//! is absent, not a run-time error (`tests/ui/*.stderr` hold rustc's expected errors;
//! regenerate with `TRYBUILD=overwrite`).

#[test]
fn skipped_verbs_are_absent_at_compile_time() {
    trybuild::TestCases::new().compile_fail("tests/ui/*.rs");
}

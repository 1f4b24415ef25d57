//! The whole engine on arbitrary source text: output or located errors, never a panic
//! or a crash. Seed it with the testdata API modules: `cargo +nightly fuzz run pipeline
//! fuzz/corpus/pipeline testdata` (libFuzzer reads the directories recursively).
#![no_main]

#[path = "../../codegen/tests/support/fuzz.rs"]
mod support;

thread_local! {
    static DIR: tempfile::TempDir = tempfile::tempdir().expect("tempdir");
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    DIR.with(|dir| {
        if let Err(e) = support::check(dir.path(), data) {
            panic!("{e}");
        }
    });
});

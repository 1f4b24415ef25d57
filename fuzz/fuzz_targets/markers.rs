//! One arbitrary marker line on a Kind's type or field: output or located errors, never a
//! panic. `cargo +nightly fuzz run markers`.
#![no_main]

#[path = "../../codegen/tests/support/fuzz.rs"]
mod support;

thread_local! {
    static DIR: tempfile::TempDir = tempfile::tempdir().expect("tempdir");
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let marker = format!("+{}", String::from_utf8_lossy(rest));
    let text = support::kind_with_marker(&marker, first & 1 == 1);
    DIR.with(|dir| {
        if let Err(e) = support::check(dir.path(), text.as_bytes()) {
            panic!("{e}");
        }
    });
});

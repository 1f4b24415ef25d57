//! Fault injection for the writer's tests: `fault::fail_at(n)` makes the `n`th file-system
//! step of the next write on this thread fail, `fault::fail_undo(true)` makes restoring a
//! file during the rollback fail too. Outside tests the checks are no-ops.

#[cfg(test)]
thread_local! {
    static FAIL_AT: std::cell::Cell<Option<usize>> = const { std::cell::Cell::new(None) };
    static FAIL_UNDO: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

#[cfg(test)]
pub(super) fn fail_at(n: Option<usize>) {
    FAIL_AT.with(|f| f.set(n));
}

#[cfg(test)]
pub(super) fn fail_undo(on: bool) {
    FAIL_UNDO.with(|f| f.set(on));
}

#[cfg(test)]
fn injected() -> super::WriteError {
    super::WriteError {
        path: "injected".into(),
        source: std::io::Error::other("injected fault"),
    }
}

#[cfg(test)]
pub(super) fn check() -> Result<(), super::WriteError> {
    FAIL_AT.with(|f| match f.get() {
        Some(0) => {
            f.set(None);
            Err(injected())
        }
        Some(n) => {
            f.set(Some(n - 1));
            Ok(())
        }
        None => Ok(()),
    })
}

#[cfg(test)]
pub(super) fn check_undo() -> Result<(), super::WriteError> {
    if FAIL_UNDO.with(|f| f.get()) {
        Err(injected())
    } else {
        Ok(())
    }
}

#[cfg(not(test))]
#[inline(always)]
pub(super) fn check() -> Result<(), super::WriteError> {
    Ok(())
}

#[cfg(not(test))]
#[inline(always)]
pub(super) fn check_undo() -> Result<(), super::WriteError> {
    Ok(())
}

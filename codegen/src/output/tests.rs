use std::collections::BTreeMap;

use super::*;

/// A CRD file as this tool writes it, for `<plural>.<group>`.
fn crd(plural: &str, group: &str, body: &str) -> (String, String) {
    (
        format!("{group}_{plural}.yaml"),
        format!(
            "---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  annotations:\n    kube-codegen.dev/version: v0\n  name: {plural}.{group}\n{body}"
        ),
    )
}

/// An output of `files` that writes CRDs of `groups`.
fn output(files: &[(String, String)], groups: &[&str]) -> Output {
    let files = files
        .iter()
        .map(|(k, v)| (PathBuf::from(k), v.clone()))
        .collect();
    let groups = groups.iter().map(|g| g.to_string()).collect();
    Output::new(files, crate::diag::Report::default(), Vec::new(), groups)
}

/// Every file under `dir` (hidden ones too) → its bytes.
fn snapshot(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    for e in std::fs::read_dir(dir).expect("read_dir").flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        out.insert(name, std::fs::read(e.path()).expect("read"));
    }
    out
}

#[test]
fn writes_only_changes_and_removes_only_its_own_stale_crds() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let (old_name, old) = crd("olds", "a.io", "spec: {}\n");
    std::fs::write(d.join(&old_name), &old).expect("write");
    // Mentions the annotation but is not a CRD this tool wrote.
    std::fs::write(d.join("notes.yaml"), "# kube-codegen.dev/version is ours\n").expect("write");
    // Our header, but the file name does not match the CRD's name.
    std::fs::write(d.join("renamed.yaml"), &old).expect("write");
    std::fs::write(d.join("same.yaml"), "same\n").expect("write");
    let new = crd("news", "a.io", "spec: {}\n");
    // Ours, but of another group (another API crate writing here): never stale.
    let other = crd("others", "b.io", "spec: {}\n");
    std::fs::write(d.join(&other.0), &other.1).expect("write");
    // Ours, with labels between the annotations and the name.
    let labelled = (
        "a.io_labelled.yaml".to_string(),
        "---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  annotations:\n    kube-codegen.dev/version: v0\n  labels:\n    x: y\n  name: labelled.a.io\nspec: {}\n".to_string(),
    );
    std::fs::write(d.join(&labelled.0), &labelled.1).expect("write");
    let out = output(
        &[new.clone(), ("same.yaml".into(), "same\n".into())],
        &["a.io"],
    );
    let check = out.verify(d).expect("verify");
    assert_eq!(check.created, [PathBuf::from(&new.0)]);
    assert_eq!(check.unchanged, [PathBuf::from("same.yaml")]);
    assert_eq!(
        check.stale,
        [PathBuf::from(&labelled.0), PathBuf::from(&old_name)]
    );
    assert!(!check.is_clean());
    assert!(d.join(&old_name).exists(), "verify never writes");
    assert!(!d.join(&new.0).exists(), "verify never writes");
    out.write(d).expect("write");
    assert!(!d.join(&old_name).exists());
    assert!(d.join("notes.yaml").exists() && d.join("renamed.yaml").exists());
    assert!(d.join(&other.0).exists() && !d.join(&labelled.0).exists());
    assert_eq!(
        std::fs::read_to_string(d.join(&new.0)).expect("read"),
        new.1
    );
    assert!(out.verify(d).expect("verify").is_clean());
    assert_eq!(
        snapshot(d).keys().filter(|k| k.starts_with('.')).count(),
        0,
        "no temporary file, backup or journal is left"
    );
    // A run that writes no CRDs (rbac) removes none.
    std::fs::write(d.join(&old_name), &old).expect("write");
    output(&[("role.yaml".into(), "---\n".into())], &[])
        .write(d)
        .expect("write");
    assert!(d.join(&old_name).exists() && d.join(&new.0).exists());
}

#[test]
fn a_fault_at_any_step_leaves_the_directory_as_it_was() {
    let (a, b, c) = (
        crd("as", "x.io", "v: 1\n"),
        crd("bs", "x.io", "v: 1\n"),
        crd("cs", "x.io", "v: 1\n"),
    );
    // Changes a, creates d and e, removes the stale b, leaves c.
    let out = output(
        &[
            crd("as", "x.io", "v: 2\n"),
            c.clone(),
            crd("ds", "x.io", "v: 2\n"),
            ("e.rs".into(), "// e\n".into()),
        ],
        &["x.io"],
    );
    let mut step = 0;
    loop {
        let dir = tempfile::tempdir().expect("tempdir");
        let d = dir.path();
        for (name, text) in [&a, &b, &c] {
            std::fs::write(d.join(name), text).expect("write");
        }
        let before = snapshot(d);
        fault::fail_at(Some(step));
        let result = out.write(d);
        fault::fail_at(None);
        match result {
            Err(e) => {
                assert!(e.to_string().contains("nothing was changed"), "{e}");
                assert_eq!(snapshot(d), before, "fault at step {step}");
            }
            Ok(_) => {
                assert!(step > 5, "only {step} steps");
                assert!(out.verify(d).expect("verify").is_clean());
                break;
            }
        }
        step += 1;
    }
}

#[test]
fn a_killed_run_is_undone_by_the_next_write() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let old = crd("as", "x.io", "v: 1\n");
    let new = crd("as", "x.io", "v: 2\n");
    let created = crd("bs", "x.io", "v: 2\n");
    // What a run killed after renaming leaves: the journal, a backup, new files and
    // a temporary file.
    std::fs::write(d.join(&old.0), &new.1).expect("write");
    std::fs::write(d.join(format!(".{}{BAK}", old.0)), &old.1).expect("write");
    std::fs::write(d.join(&created.0), &created.1).expect("write");
    std::fs::write(d.join(format!(".x.yaml{TMP}")), "partial").expect("write");
    std::fs::write(
        d.join(JOURNAL),
        format!("changed {}\ncreated {}\n", old.0, created.0),
    )
    .expect("write");
    recover(d).expect("recover");
    let after = snapshot(d);
    assert_eq!(after.len(), 1, "{:?}", after.keys());
    assert_eq!(after[&old.0], old.1.as_bytes());
}

#[test]
fn paths_outside_the_output_directory_are_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    for rel in [
        "../x.yaml",
        "/tmp/x.yaml",
        "a/../../x.yaml",
        "",
        ".",
        "sub/../../x.yaml",
    ] {
        let out = output(&[(rel.into(), "x".into())], &[]);
        let e = out.write(dir.path().join("out")).expect_err(rel);
        assert!(e.to_string().contains("leaves the output directory"), "{e}");
    }
    assert!(!dir.path().join("x.yaml").exists());
}

#[test]
fn files_in_subdirectories_are_written_and_a_failure_removes_the_directory() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let out = output(
        &[
            ("g/mod.rs".into(), "pub mod v1;\n".into()),
            ("g/v1.rs".into(), "pub struct A;\n".into()),
        ],
        &[],
    );
    // Steps: the directory, 2 stagings, then the journal: fail the journal.
    fault::fail_at(Some(3));
    out.write(d).expect_err("injected");
    fault::fail_at(None);
    assert!(snapshot(d).is_empty(), "{:?}", snapshot(d).keys());
    assert!(!d.join("g").exists(), "the created directory is removed");
    let report = out.write(d).expect("write");
    assert_eq!(report.created.len(), 2);
    assert_eq!(
        std::fs::read_to_string(d.join("g/v1.rs")).expect("read"),
        "pub struct A;\n"
    );
}

#[test]
fn a_failed_undo_keeps_the_backups_and_the_journal_for_the_next_write() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let (a, b) = (crd("as", "x.io", "v: 1\n"), crd("bs", "x.io", "v: 1\n"));
    for (name, text) in [&a, &b] {
        std::fs::write(d.join(name), text).expect("write");
    }
    let before = snapshot(d);
    let out = output(
        &[crd("as", "x.io", "v: 2\n"), crd("bs", "x.io", "v: 2\n")],
        &["x.io"],
    );
    // Steps: 2 stagings, journal, its rename, 2 backups, then the renames: fail the
    // second rename, and the restore of the first.
    fault::fail_at(Some(7));
    fault::fail_undo(true);
    let e = out.write(d).expect_err("injected");
    fault::fail_undo(false);
    fault::fail_at(None);
    assert!(
        e.to_string()
            .contains("undoing the partial write failed too"),
        "{e}"
    );
    assert!(d.join(JOURNAL).exists(), "the journal is kept");
    assert!(
        d.join(format!(".{}{BAK}", a.0)).exists(),
        "the backup is kept"
    );
    // The next write first restores the old state, then writes.
    recover(d).expect("recover");
    assert_eq!(snapshot(d), before);
    out.write(d).expect("write");
    assert!(out.verify(d).expect("verify").is_clean());
}

#[test]
fn a_build_script_forgets_what_it_no_longer_generates() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let both = output(
        &[
            ("clientset.rs".into(), "// c\n".into()),
            ("x.yaml".into(), "x\n".into()),
        ],
        &[],
    );
    both.write(d).expect("write");
    both.forget_earlier_outputs(d, 0).expect("forget");
    std::fs::write(d.join("user.txt"), "not ours").expect("write");
    let one = output(&[("x.yaml".into(), "x\n".into())], &[]);
    one.write(d).expect("write");
    one.forget_earlier_outputs(d, 0).expect("forget");
    assert!(
        !d.join("clientset.rs").exists(),
        "the stale clientset.rs is removed"
    );
    assert!(d.join("x.yaml").exists() && d.join("user.txt").exists());
    assert_eq!(
        std::fs::read_to_string(d.join(OUTPUTS_LIST)).expect("list"),
        "x.yaml\n"
    );
}

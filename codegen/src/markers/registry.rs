//! The markers this tool knows: names, aliases, targets and argument types.
//! Skeleton: filled in by the markers work.

/// The canonical name of a marker alias (`k8s:listType` → `listType`); other names map to
/// themselves.
pub fn canonical(name: &str) -> &str {
    name
}

//! Event filters, as controller-runtime's `pkg/predicate`: which informer events of a watched
//! Kind reach the controller's queue.

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

/// Decides whether an event of a watched object enqueues anything, as controller-runtime's
/// `predicate.Predicate` on an object's metadata. Each method defaults to `true` (let the
/// event through), as `predicate.Funcs` does for a nil function.
///
/// A builder's predicates all have to agree (controller-runtime's `WithPredicates` and
/// `WithEventFilter` are conjunctions too).
pub trait Predicate: Send + Sync + 'static {
    /// An object was added (or listed when the informer started).
    fn create(&self, _object: &ObjectMeta) -> bool {
        true
    }
    /// An object changed from `old` to `new` (or a periodic resync sent it again).
    fn update(&self, _old: &ObjectMeta, _new: &ObjectMeta) -> bool {
        true
    }
    /// An object was deleted.
    fn delete(&self, _object: &ObjectMeta) -> bool {
        true
    }
}

/// Lets updates through only when `metadata.generation` changed, as controller-runtime's
/// `predicate.GenerationChangedPredicate`: status and metadata writes to a Kind with the
/// status subresource do not requeue it. Creates and deletes pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct GenerationChanged;

impl Predicate for GenerationChanged {
    fn update(&self, old: &ObjectMeta, new: &ObjectMeta) -> bool {
        old.generation != new.generation
    }
}

/// Lets updates through only when the labels changed, as controller-runtime's
/// `predicate.LabelChangedPredicate`. Creates and deletes pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct LabelsChanged;

impl Predicate for LabelsChanged {
    fn update(&self, old: &ObjectMeta, new: &ObjectMeta) -> bool {
        old.labels != new.labels
    }
}

/// Lets updates through only when the annotations changed, as controller-runtime's
/// `predicate.AnnotationChangedPredicate`. Creates and deletes pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct AnnotationsChanged;

impl Predicate for AnnotationsChanged {
    fn update(&self, old: &ObjectMeta, new: &ObjectMeta) -> bool {
        old.annotations != new.annotations
    }
}

/// Lets updates through only when `metadata.resourceVersion` changed, as
/// controller-runtime's `predicate.ResourceVersionChangedPredicate`: periodic resyncs, which
/// send an object again unchanged, are dropped. Creates and deletes pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct ResourceVersionChanged;

impl Predicate for ResourceVersionChanged {
    fn update(&self, old: &ObjectMeta, new: &ObjectMeta) -> bool {
        old.resource_version != new.resource_version
    }
}

/// Lets an event through when any of its predicates does, as controller-runtime's
/// `predicate.Or` (`GenerationChanged` or `LabelsChanged`: a spec change or a relabelling).
pub struct Or(pub Vec<Box<dyn Predicate>>);

impl Predicate for Or {
    fn create(&self, object: &ObjectMeta) -> bool {
        self.0.iter().any(|p| p.create(object))
    }
    fn update(&self, old: &ObjectMeta, new: &ObjectMeta) -> bool {
        self.0.iter().any(|p| p.update(old, new))
    }
    fn delete(&self, object: &ObjectMeta) -> bool {
        self.0.iter().any(|p| p.delete(object))
    }
}

/// Lets an event through when its predicate does not, as controller-runtime's
/// `predicate.Not`.
pub struct Not<P>(pub P);

impl<P: Predicate> Predicate for Not<P> {
    fn create(&self, object: &ObjectMeta) -> bool {
        !self.0.create(object)
    }
    fn update(&self, old: &ObjectMeta, new: &ObjectMeta) -> bool {
        !self.0.update(old, new)
    }
    fn delete(&self, object: &ObjectMeta) -> bool {
        !self.0.delete(object)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    fn meta(generation: i64, rv: &str, label: &str) -> ObjectMeta {
        ObjectMeta {
            generation: Some(generation),
            resource_version: Some(rv.into()),
            labels: Some(BTreeMap::from([("app".into(), label.into())])),
            ..Default::default()
        }
    }

    #[test]
    fn predicates_compare_what_controller_runtimes_compare() {
        let (a, status_write, relabel) =
            (meta(1, "10", "x"), meta(1, "11", "x"), meta(1, "12", "y"));
        let spec_write = meta(2, "13", "x");
        assert!(!GenerationChanged.update(&a, &status_write));
        assert!(GenerationChanged.update(&a, &spec_write));
        assert!(GenerationChanged.create(&a) && GenerationChanged.delete(&a));
        assert!(!LabelsChanged.update(&a, &status_write));
        assert!(LabelsChanged.update(&a, &relabel));
        assert!(!AnnotationsChanged.update(&a, &relabel));
        assert!(!ResourceVersionChanged.update(&a, &a), "a resync");
        assert!(ResourceVersionChanged.update(&a, &status_write));
        let either = Or(vec![Box::new(GenerationChanged), Box::new(LabelsChanged)]);
        assert!(!either.update(&a, &status_write));
        assert!(either.update(&a, &relabel) && either.update(&a, &spec_write));
        assert!(Not(GenerationChanged).update(&a, &status_write));
        assert!(!Not(GenerationChanged).create(&a));
    }
}

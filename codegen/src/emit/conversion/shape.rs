//! Whether two differently named types of the two versions are one type under two names,
//! as an import gives them (a schema shared by several Kinds of one version is one type
//! named after the first of them; another version with other Kinds names it otherwise):
//! conversion-gen converts such types without a manual function too, when their memory
//! layouts are equal.

use std::collections::BTreeSet;

use super::types::Norm;
use super::{Module, def};
use crate::model::{TypeId, TypeKind, TypeRef, VariantFields};

/// Pairs of types being compared, taken as equal while they are (a recursive type).
type Seen = BTreeSet<(TypeId, TypeId)>;

impl Module<'_> {
    /// Whether `x` and `y` have one shape: structs with the same fields by JSON name
    /// (flattened and skipped alike), newtypes of the same type, enums with the same
    /// variants by JSON name (unit, or newtypes of the same type), every type inside the
    /// same or of one shape in turn. Generic types never are.
    pub(super) fn same_shape(&self, x: TypeId, y: TypeId) -> bool {
        self.shapes_equal(x, y, &mut Seen::new())
    }

    fn shapes_equal(&self, x: TypeId, y: TypeId, seen: &mut Seen) -> bool {
        if x == y || !seen.insert((x, y)) {
            return true;
        }
        let (a, b) = (def(self.api, x), def(self.api, y));
        if !a.generics.is_empty() || !b.generics.is_empty() {
            return false;
        }
        match (&a.kind, &b.kind) {
            (TypeKind::Struct(fa), TypeKind::Struct(fb)) => {
                fa.len() == fb.len()
                    && fa.iter().all(|f| {
                        fb.iter().any(|g| {
                            g.json_name == f.json_name
                                && g.serde.flatten == f.serde.flatten
                                && g.serde.skip == f.serde.skip
                                && self.types_equal(&f.ty, &g.ty, seen)
                        })
                    })
            }
            (TypeKind::Newtype(p), TypeKind::Newtype(q)) => self.types_equal(p, q, seen),
            (TypeKind::Enum(va), TypeKind::Enum(vb)) => {
                va.len() == vb.len()
                    && va.iter().all(|v| {
                        vb.iter().any(|w| {
                            w.json_name == v.json_name
                                && w.skip == v.skip
                                && match (&v.fields, &w.fields) {
                                    (VariantFields::Unit, VariantFields::Unit) => true,
                                    (VariantFields::Newtype(p), VariantFields::Newtype(q)) => {
                                        self.types_equal(p, q, seen)
                                    }
                                    _ => false,
                                }
                        })
                    })
            }
            _ => false,
        }
    }

    fn types_equal(&self, a: &TypeRef, b: &TypeRef, seen: &mut Seen) -> bool {
        match (self.types.norm(a), self.types.norm(b)) {
            (Some(p), Some(q)) => self.norms_equal(&p, &q, seen),
            _ => false,
        }
    }

    fn norms_equal(&self, a: &Norm, b: &Norm, seen: &mut Seen) -> bool {
        let all = |this: &Self, p: &[Norm], q: &[Norm], seen: &mut Seen| {
            p.len() == q.len() && p.iter().zip(q).all(|(p, q)| this.norms_equal(p, q, seen))
        };
        match (a, b) {
            (Norm::Local(x, xa), Norm::Local(y, ya)) => {
                all(self, xa, ya, seen) && self.shapes_equal(*x, *y, seen)
            }
            (Norm::External(p, pa), Norm::External(q, qa)) => p == q && all(self, pa, qa, seen),
            (Norm::Array(p, n), Norm::Array(q, m)) => n == m && self.norms_equal(p, q, seen),
            (Norm::Tuple(pa), Norm::Tuple(qa)) => all(self, pa, qa, seen),
            _ => false,
        }
    }
}

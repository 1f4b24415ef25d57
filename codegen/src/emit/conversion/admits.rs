//! When a field or type of the same JSON name and shape in two versions still does not
//! convert by itself: it is marked `+kube-codegen:conversion:manual` (its meaning changed),
//! or the values its `+kubebuilder:validation:Enum` allows in the source version are not
//! all allowed in the target, so a copy could write what the target's CRD refuses
//! (conversion-gen copies such a field and leaves the fix to a hand-written `Convert_*`).

use super::{Module, def};
use crate::markers::{MarkerKind, Validation, Value};
use crate::model::{Field, TypeDef, TypeKind, TypeRef};
use crate::resolve::Res;

/// How many named types [`Module::type_enum`] goes through.
const MAX_DEPTH: usize = 32;

/// Why a conversion is left to a manual method though the two sides have the same shape.
pub(super) enum Refused {
    /// `+kube-codegen:conversion:manual` on either side.
    Marked,
    /// The source allows values (`None`: any) that the target's enum does not.
    Values {
        source: Option<Vec<String>>,
        target: Vec<String>,
    },
}

impl Refused {
    /// The reason, for the manual method's doc: `… from a v1 X: <reason>.`
    pub(super) fn reason(&self) -> String {
        match self {
            Refused::Marked => "it is marked `+kube-codegen:conversion:manual`".into(),
            Refused::Values {
                source: None,
                target,
            } => format!(
                "the other version's value is not limited to this one's enum ({})",
                target.join(", ")
            ),
            Refused::Values {
                source: Some(source),
                target,
            } => {
                let extra: Vec<&str> = source
                    .iter()
                    .filter(|v| !target.contains(v))
                    .map(String::as_str)
                    .collect();
                format!(
                    "the other version allows {} that this one's enum ({}) does not",
                    extra.join(", "),
                    target.join(", ")
                )
            }
        }
    }
}

/// Whether `markers` hold `+kube-codegen:conversion:manual`.
fn marked(markers: &[crate::markers::Marker]) -> bool {
    markers
        .iter()
        .any(|m| m.kind == MarkerKind::ConversionManual)
}

/// The values of the first `+kubebuilder:validation:Enum` of `markers`, as text.
fn enum_of(markers: &[crate::markers::Marker]) -> Option<Vec<String>> {
    markers.iter().find_map(|m| match &m.kind {
        MarkerKind::Validation(Validation::Enum(values)) => Some(values.iter().map(text).collect()),
        _ => None,
    })
}

/// A marker value as the JSON value it stands for, written out (`a`, `1`, `true`).
fn text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Bool(b) => b.to_string(),
        Value::Int(i) => i.to_string(),
        Value::Float(f) => f.to_string(),
        other => format!("{other:?}"),
    }
}

/// `Err` when the values `source` allows are not all in `target`'s enum.
fn values_fit(source: Option<Vec<String>>, target: Option<Vec<String>>) -> Result<(), Refused> {
    match (source, target) {
        (_, None) => Ok(()),
        (Some(s), Some(t)) if s.iter().all(|v| t.contains(v)) => Ok(()),
        (source, Some(target)) => Err(Refused::Values { source, target }),
    }
}

impl Module<'_> {
    /// Whether field `from` converts to field `to` by itself, as far as the marker and the
    /// enums go (their types are compared by [`Module::value`]).
    pub(super) fn field_admits(&self, from: &Field, to: &Field) -> Result<(), Refused> {
        if marked(&from.markers) || marked(&to.markers) {
            return Err(Refused::Marked);
        }
        let allowed = |f: &Field| enum_of(&f.markers).or_else(|| self.type_enum(&f.ty, 0));
        values_fit(allowed(from), allowed(to))
    }

    /// Whether type `from` converts to type `to` by itself, as far as the marker and the
    /// enums on the types go.
    pub(super) fn type_admits(&self, from: &TypeDef, to: &TypeDef) -> Result<(), Refused> {
        if marked(&from.markers) || marked(&to.markers) {
            return Err(Refused::Marked);
        }
        values_fit(self.def_enum(from, 0), self.def_enum(to, 0))
    }

    /// The values the named types of `ty` allow: the first `Enum` on a type of the inputs it
    /// goes through (an alias or newtype, or the element of an `Option`, `Vec`, `Box` or
    /// map).
    fn type_enum(&self, ty: &TypeRef, depth: usize) -> Option<Vec<String>> {
        let TypeRef::Path {
            path, scope, args, ..
        } = ty
        else {
            return None;
        };
        if depth > MAX_DEPTH {
            return None;
        }
        match self.types.resolver.resolve(*scope, path).ok()? {
            Res::Local(id) => self.def_enum(def(self.api, id), depth + 1),
            Res::External(_) => self.type_enum(args.last()?, depth + 1),
        }
    }

    /// The values type `t` allows by its own `Enum`, or through what it names.
    fn def_enum(&self, t: &TypeDef, depth: usize) -> Option<Vec<String>> {
        enum_of(&t.markers).or_else(|| match &t.kind {
            TypeKind::Alias(target) | TypeKind::Newtype(target) => {
                self.type_enum(target, depth + 1)
            }
            _ => None,
        })
    }
}

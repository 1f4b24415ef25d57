//! schemars' `default` of a `#[serde(default)]` field: its type's `Default` value as
//! serde_json writes it, computed at build time where the inputs fix it (std's types, and
//! the inputs' types that derive `Default`), as schemars serializes `T::default()` at run
//! time; anything else is a located error.

use serde_json::{Map, Value, json};

use super::{KubeDeriveEmitter, MAX_DEPTH, is_integer};
use crate::model::{Field, TypeDef, TypeKind, TypeRef};
use crate::resolve::Res;

impl KubeDeriveEmitter<'_, '_> {
    /// schemars' `default` for `#[serde(default)]`: the type's `Default` value, when it is
    /// one the source fixes and `skip_serializing_if` does not skip it.
    pub(super) fn default(&mut self, f: &Field, s: &mut Map<String, Value>) {
        if let Some(func) = &f.serde.default_fn {
            self.error(
                f.span,
                format!("`{}`'s default is computed by `{func}` at run time, which kube-codegen cannot do at build time", f.rust_name),
                "use `#[serde(default)]` with the type's default, or declare the Kind with `+kubebuilder:default`",
            );
            return;
        }
        if f.ty.last_segment() == Some("Option") {
            return;
        }
        let value = match self.default_value(&f.ty, 0) {
            Ok(v) => v,
            Err(why) => {
                self.error(
                    f.span,
                    format!("`{}`'s default is its type's `Default` value, which kube-codegen cannot compute: {why}", f.rust_name),
                    "give the field a type whose default is known (a number, `bool`, `String`, a collection, an `Option`, or a struct of the inputs that derives `Default` from such fields)",
                );
                return;
            }
        };
        let skipped = match (f.serde.skip_serializing_if.as_deref(), &value) {
            (Some(p), Value::Array(_)) => p.ends_with("is_empty"),
            (Some(p), Value::Object(_)) => p.ends_with("is_empty"),
            (Some(p), Value::String(_)) => p.ends_with("is_empty"),
            (Some(_), _) => {
                self.error(
                    f.span,
                    format!("`{}`: whether `skip_serializing_if` skips the default is decided at run time", f.rust_name),
                    "drop `skip_serializing_if`, or use `#[serde(default)]` on an `Option`",
                );
                return;
            }
            (None, _) => false,
        };
        if !skipped {
            s.insert("default".into(), value);
        }
    }

    /// The JSON of `ty`'s `Default` value as serde_json writes it, where the inputs fix it:
    /// std's scalars and collections, `Option` (`null`), `Box`, `Arc` and `Rc` (their inner
    /// type's), and the inputs' structs and newtypes with `#[derive(Default)]` (each field's
    /// own default, serialized as serde does: renamed, skipped by
    /// `skip_serializing_if` where the predicate is `is_none` or `is_empty`), as schemars
    /// serializes `T::default()` at run time. `Err` says what cannot be computed.
    fn default_value(&self, ty: &TypeRef, depth: usize) -> Result<Value, String> {
        let TypeRef::Path {
            path, scope, args, ..
        } = ty
        else {
            return Err("a type that is not a path".into());
        };
        if depth >= MAX_DEPTH {
            return Err(format!("`{path}` nests too deep"));
        }
        let ext = match self.resolver.resolve(*scope, path) {
            Ok(Res::Local(id)) => {
                let t = &self.api.packages[id.package].types[id.index];
                return self.derived_default(t, depth);
            }
            Ok(Res::External(ext)) => ext,
            Err(_) => return Err(format!("`{path}` is not found")),
        };
        let last = ext.rsplit("::").next().unwrap_or(&ext);
        Ok(match (last, args.as_slice()) {
            ("Option", [_]) => Value::Null,
            ("String", []) => json!(""),
            ("bool", []) => json!(false),
            ("f32" | "f64", []) => json!(0.0),
            (n, []) if is_integer(n) => json!(0),
            ("Vec" | "VecDeque" | "BTreeSet" | "HashSet", [_]) => json!([]),
            ("BTreeMap" | "HashMap", [_, _]) => json!({}),
            ("Box" | "Arc" | "Rc", [inner]) => return self.default_value(inner, depth + 1),
            _ => return Err(format!("`{ext}`'s `Default` is not one kube-codegen knows")),
        })
    }

    /// [`Self::default_value`] of a type of the inputs.
    fn derived_default(&self, t: &TypeDef, depth: usize) -> Result<Value, String> {
        if let TypeKind::Alias(inner) = &t.kind {
            return self.default_value(inner, depth + 1);
        }
        if !t.derives_default {
            return Err(format!("`{}` does not derive `Default`", t.name));
        }
        if !t.generics.is_empty() {
            return Err(format!("`{}` is generic", t.name));
        }
        let fields = match &t.kind {
            TypeKind::Newtype(inner) => return self.default_value(inner, depth + 1),
            TypeKind::Struct(fields) => fields,
            _ => return Err(format!("`{}` is an enum or a tuple struct", t.name)),
        };
        let mut out = Map::new();
        for f in fields.iter().filter(|f| !f.serde.skip_serializing) {
            if let Some(with) = &f.serde.with {
                return Err(format!(
                    "`{}.{}` is serialized by `{with}`",
                    t.name, f.rust_name
                ));
            }
            let v = self.default_value(&f.ty, depth + 1)?;
            if t.serde.transparent {
                return Ok(v);
            }
            if let Some(p) = &f.serde.skip_serializing_if {
                let empty = match &v {
                    Value::Null => p.ends_with("is_none"),
                    Value::Array(a) => p.ends_with("is_empty") && a.is_empty(),
                    Value::Object(m) => p.ends_with("is_empty") && m.is_empty(),
                    Value::String(s) => p.ends_with("is_empty") && s.is_empty(),
                    _ => false,
                };
                if !p.ends_with("is_none") && !p.ends_with("is_empty") {
                    return Err(format!(
                        "`{}.{}`: whether `skip_serializing_if = \"{p}\"` skips it is decided at run time",
                        t.name, f.rust_name
                    ));
                }
                if empty {
                    continue;
                }
            }
            out.insert(f.json_name.clone(), v);
        }
        Ok(Value::Object(out))
    }
}

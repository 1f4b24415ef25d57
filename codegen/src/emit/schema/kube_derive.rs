//! The schema kube-derive's `CustomResourceExt::crd()` writes for a Kind declared in its
//! dialect: what schemars 1 derives with `SchemaSettings::openapi3()` (subschemas inlined),
//! after the transforms kube-derive 5 applies (`AddNullable`, kube-core's
//! `StructuralSchemaRewriter`, `OptionalEnum`, `OptionalIntOrString`), computed from the
//! source instead of at run time.
//!
//! The rules, as those crates apply them:
//! - a struct is `type: object` with its fields as `properties`; a field is `required`
//!   unless it is an `Option` or has `#[serde(default)]` (the container's too);
//! - `Option<T>` is `T`'s schema with `nullable: true` (and `null` among an enum's values),
//!   except for an enum whose schemars schema is a `oneOf` (data variants, or documented
//!   unit variants): schemars wraps it in an `anyOf` with `null`, which kube's transforms
//!   unwrap into the enum's schema over the field's doc, nullable, without a `null` value
//!   (`KubeDeriveEmitter::option_of_enum`);
//! - a type whose schemars impl is fixed (primitives, `String`, `NonZeroU16`, `IpAddr`,
//!   `Duration`, every k8s-openapi type, chrono's and jiff's times, `Uuid`, …) gets the
//!   schema kube-derive writes for it, from the table `kube_codegen_openapi::kube_derive_schema`
//!   serves (made from those crates' own output and checked against it);
//! - `Box`, `Arc`, `Rc`, `Cow`, `Cell`, `RefCell`, `Mutex`, `RwLock`, `Wrapping` and
//!   `Reverse` are their inner type, as schemars forwards them;
//! - a description is the doc comment as rustdoc holds it, trimmed (blank-line runs kept; a
//!   first line starting with `#` is the title instead); a field's doc replaces its type's;
//! - `skip_deserializing` and `#[schemars(skip)]` leave a field or variant out;
//!   `transparent` is its field's schema; `#[schemars(with = "T")]` is `T`'s;
//! - a type of the inputs gets its `#[derive(JsonSchema)]` schema, or the literal
//!   `json_schema!({…})` its hand-written impl returns;
//! - a `#[serde(default)]` field of a type whose default value is known (numbers, `bool`,
//!   `String`, collections) gets that `default`, unless its `skip_serializing_if` skips it;
//! - an enum of unit variants is a string `enum` (undocumented variants first, as
//!   schemars groups them); an enum of struct or newtype variants is an object with one
//!   property per variant and a `oneOf` of `required` (the structural rewrite);
//! - the attributes schemars reads (`length`, `range`, `regex`, `contains`, formats,
//!   `required`, `inner`, `title`, `description`, `example`, `extend`) and
//!   `#[x_kube(validation)]` add their keywords as schemars' mutators do (`attrs`).
//!
//! What this emitter cannot compute from the source (a default from a function, a
//! `schema_with`, a hand-written `JsonSchema` impl that computes its schema, a type of
//! another crate not in the table) is a located error, never a different schema.

use serde_json::{Map, Value, json};

use crate::diag::{Diagnostic, Diagnostics, Span};
use crate::model::{
    Api, CustomResource, Field, JsonSchemaImpl, ModId, TypeDef, TypeId, TypeKind, TypeRef, Variant,
    VariantFields,
};
use crate::resolve::{Res, Resolver};

use super::{MAX_DEPTH, SpanIndex, child, obj};

mod attrs;
mod defaults;

use attrs::{nullable, rules, schemars_describe, title_and_description};

/// The `openAPIV3Schema` of the Kind `cr` declares on its spec type `spec`.
pub fn kube_derive_kind_schema(
    api: &Api,
    resolver: &Resolver<'_>,
    spec: &TypeDef,
    cr: &CustomResource,
    diags: &mut Diagnostics,
) -> (Map<String, Value>, SpanIndex) {
    let mut cx = KubeDeriveEmitter {
        api,
        resolver,
        diags,
        index: SpanIndex::new(),
        stack: Vec::new(),
    };
    let path = vec!["properties".to_string(), "spec".to_string()];
    let mut props = Map::new();
    props.insert("spec".into(), Value::Object(cx.typedef(spec, &path)));
    if let Some(status) = &cr.status {
        let path = vec!["properties".to_string(), "status".to_string()];
        let mut s = cx.type_ref(status, &path);
        nullable(&mut s);
        props.insert("status".into(), Value::Object(s));
    }
    let mut root = Map::new();
    let description = cr.doc.clone().unwrap_or_else(|| {
        format!(
            "Auto-generated derived type for {} via `CustomResource`",
            spec.name
        )
    });
    root.insert("description".into(), description.into());
    root.insert("properties".into(), Value::Object(props));
    root.insert("required".into(), json!(["spec"]));
    root.insert("title".into(), cr.root.clone().into());
    root.insert("type".into(), "object".into());
    if !cr.validations.is_empty() {
        root.insert("x-kubernetes-validations".into(), rules(&cr.validations));
    }
    (root, cx.index)
}

/// An enum whose schemars schema is a `oneOf` (see `KubeDeriveEmitter::enum_form`).
#[derive(Clone, Copy)]
enum EnumForm {
    /// Struct or newtype variants.
    Data,
    /// Unit variants, some documented.
    DocumentedUnits,
}

/// The kube-derive dialect's schema emitter (schemars' rules): the API, its resolver, the
/// diagnostics it adds to, and the types being expanded (for recursion errors).
struct KubeDeriveEmitter<'a, 'd> {
    api: &'a Api,
    resolver: &'a Resolver<'a>,
    diags: &'d mut Diagnostics,
    index: SpanIndex,
    stack: Vec<TypeId>,
}

impl<'a> KubeDeriveEmitter<'a, '_> {
    fn error(&mut self, span: Span, msg: impl Into<String>, help: &str) {
        self.diags
            .push(Diagnostic::error(span, msg).with_help(help.to_string()));
    }

    fn typedef(&mut self, t: &'a TypeDef, path: &[String]) -> Map<String, Value> {
        if !t.generics.is_empty() {
            self.error(
                t.span,
                format!("generic type `{}` in a kube-derive Kind", t.name),
                "kube-codegen reads kube-derive's dialect for types without generic parameters",
            );
            return Map::new();
        }
        if let TypeKind::Alias(inner) = &t.kind {
            return self.type_ref(inner, path);
        }
        match &t.json_schema {
            JsonSchemaImpl::Derived => {}
            JsonSchemaImpl::Literal(Value::Object(s)) => return s.clone(),
            JsonSchemaImpl::Literal(_) | JsonSchemaImpl::Code(_) => {
                let span = match &t.json_schema {
                    JsonSchemaImpl::Code(span) => *span,
                    _ => t.span,
                };
                self.error(
                    span,
                    format!("`{}`'s hand-written `JsonSchema` impl computes its schema, which kube-codegen cannot do at build time", t.name),
                    "return a literal schema, `json_schema!({ \"type\": … })`, from `json_schema`, or derive `JsonSchema`",
                );
                return Map::new();
            }
            JsonSchemaImpl::None => {
                self.error(
                    t.span,
                    format!("`{}` has no `JsonSchema` impl in the inputs, so kube-codegen cannot know its schema", t.name),
                    "derive `JsonSchema` on it, or give kube-codegen the file with its `impl JsonSchema`",
                );
                return Map::new();
            }
        }
        if t.serde.into.is_some() {
            self.error(
                t.span,
                format!("`{}`: `from`, `try_from` and `into` give it another type's JSON shape, which kube-derive's dialect does not read", t.name),
                "declare the field with the other type, or the Kind with `+kubebuilder` markers",
            );
            return Map::new();
        }
        let attrs = t.schema_attrs.as_deref();
        let mut s = match (&t.kind, attrs.and_then(|a| a.with.as_ref())) {
            (_, Some(with)) => self.type_ref(with, path),
            (TypeKind::Struct(fields), None) if t.serde.transparent => {
                match fields.iter().find(|f| !f.serde.skip_deserializing) {
                    Some(f) => self.field_schema(f, t.module, path).0,
                    None => Map::new(),
                }
            }
            (TypeKind::Struct(fields), None) => self.object(t, fields, path),
            (TypeKind::Newtype(inner), None) => self.type_ref(inner, path),
            (TypeKind::Enum(variants), None) => self.enumeration(t, variants, path),
            (TypeKind::Tuple(_) | TypeKind::Alias(_), None) => {
                self.error(
                    t.span,
                    format!("`{}` is a tuple struct", t.name),
                    "use a struct with named fields",
                );
                Map::new()
            }
        };
        schemars_describe(&mut s, &t.rustdoc);
        if let Some(a) = attrs {
            self.apply(&mut s, a, t.module);
        }
        s
    }

    /// A field's schema (its type's, or its `with` type's, with its doc and attributes) and
    /// whether it is optional (an `Option` that `required` does not make required).
    fn field_schema(
        &mut self,
        f: &Field,
        scope: ModId,
        path: &[String],
    ) -> (Map<String, Value>, bool) {
        let attrs = f.schema_attrs.as_deref();
        let ty = attrs.and_then(|a| a.with.as_ref()).unwrap_or(&f.ty);
        let required = attrs.is_some_and(|a| a.required);
        let option = ty.last_segment() == Some("Option");
        let inner = match ty {
            TypeRef::Path { args, .. } if option && args.len() == 1 => Some(&args[0]),
            _ => None,
        };
        let form = inner.and_then(|i| self.enum_form(i));
        let mut s = match (inner, form) {
            // `required` on an `Option<T>`: `T`'s schema, not nullable.
            (Some(inner), _) if required => {
                let mut s = self.type_ref(inner, path);
                schemars_describe(&mut s, &f.rustdoc);
                s
            }
            // The field's doc and attributes go on schemars' `anyOf` wrapper, under the
            // enum's schema.
            (Some(inner), Some(form)) => {
                let mut wrapper = Map::new();
                schemars_describe(&mut wrapper, &f.rustdoc);
                if let Some(a) = attrs {
                    self.apply(&mut wrapper, a, scope);
                }
                let s = self.option_of_enum(inner, form, wrapper, path);
                return (s, true);
            }
            _ => {
                let mut s = self.type_ref(ty, path);
                schemars_describe(&mut s, &f.rustdoc);
                s
            }
        };
        if let Some(a) = attrs {
            self.apply(&mut s, a, scope);
        }
        (s, option && !required)
    }

    /// An `Option` of an enum whose schema is a `oneOf`: schemars wraps it in an `anyOf` with
    /// `null` (the field's doc on the wrapper), kube's rewrite drops a data enum's own
    /// description while hoisting its properties, and `OptionalEnum` puts the rest of the
    /// enum's schema over the wrapper: nullable, without `null` among the values.
    fn option_of_enum(
        &mut self,
        inner: &TypeRef,
        form: EnumForm,
        mut wrapper: Map<String, Value>,
        path: &[String],
    ) -> Map<String, Value> {
        let mut s = self.type_ref(inner, path);
        if let EnumForm::Data = form {
            s.remove("description");
        }
        wrapper.append(&mut s);
        wrapper.insert("nullable".into(), true.into());
        wrapper
    }

    /// Whether `ty` (through `Box`, `Arc`, `Rc` and aliases) is an enum of the inputs whose
    /// schemars schema is a `oneOf`: one with data variants, or unit variants some of which
    /// are documented.
    fn enum_form(&self, ty: &TypeRef) -> Option<EnumForm> {
        let TypeRef::Path {
            path, scope, args, ..
        } = ty
        else {
            return None;
        };
        if matches!(ty.last_segment(), Some("Box" | "Arc" | "Rc")) && args.len() == 1 {
            return self.enum_form(&args[0]);
        }
        let Ok(Res::Local(id)) = self.resolver.resolve(*scope, path) else {
            return None;
        };
        let t = &self.api.packages[id.package].types[id.index];
        let variants = match &t.kind {
            TypeKind::Alias(inner) => return self.enum_form(inner),
            TypeKind::Enum(variants) => variants,
            _ => return None,
        };
        let kept = || variants.iter().filter(|v| !v.skip_deserializing);
        if kept().any(|v| !matches!(v.fields, VariantFields::Unit)) {
            Some(EnumForm::Data)
        } else if kept().any(|v| !v.rustdoc.trim().is_empty()) {
            Some(EnumForm::DocumentedUnits)
        } else {
            None
        }
    }

    fn object(
        &mut self,
        t: &'a TypeDef,
        fields: &'a [Field],
        path: &[String],
    ) -> Map<String, Value> {
        let mut props = Map::new();
        let mut required = Vec::new();
        if t.serde.default {
            self.error(
                t.span,
                format!("`#[serde(default)]` on `{}`: its defaults come from its `Default` impl, which kube-codegen cannot run", t.name),
                "put `#[serde(default)]` on the fields instead",
            );
        }
        let skipped = |f: &Field| {
            f.serde.skip_deserializing || f.schema_attrs.as_deref().is_some_and(|a| a.skip)
        };
        for f in fields.iter().filter(|f| !skipped(f)) {
            let schemars_with = f.schema_attrs.as_deref().is_some_and(|a| a.with.is_some());
            if f.serde.flatten || (f.serde.with.is_some() && !schemars_with) {
                self.error(
                    f.span,
                    format!(
                        "`{}`: `flatten` and serde's `with` are not read in kube-derive's dialect",
                        f.rust_name
                    ),
                    "write the field's type out; with `with`, also name the type of its JSON in `#[schemars(with = \"Type\")]`",
                );
                continue;
            }
            let fpath = child(&child(path, "properties"), &f.json_name);
            self.index.insert(fpath.clone(), f.span);
            let (mut fs, optional) = self.field_schema(f, t.module, &fpath);
            if f.serde.default {
                self.default(f, &mut fs);
            }
            let forced = f.schema_attrs.as_deref().is_some_and(|a| a.required);
            if forced || (!optional && !f.serde.default && !t.serde.default) {
                required.push(f.json_name.clone());
            }
            props.insert(f.json_name.clone(), Value::Object(fs));
        }
        required.sort();
        let mut s = Map::new();
        if !props.is_empty() {
            s.insert("properties".into(), Value::Object(props));
        }
        if !required.is_empty() {
            s.insert("required".into(), json!(required));
        }
        s.insert("type".into(), "object".into());
        s
    }

    fn enumeration(
        &mut self,
        t: &'a TypeDef,
        variants: &'a [Variant],
        path: &[String],
    ) -> Map<String, Value> {
        let unsupported = |dx: &mut Self, what: &str| {
            dx.error(
                t.span,
                format!("`{}`: {what} in a kube-derive Kind", t.name),
                "kube-codegen reads externally tagged enums whose variants are all units, or all structs or newtypes",
            );
            Map::new()
        };
        if t.serde.tag.is_some() || t.serde.untagged {
            return unsupported(self, "an internally, adjacently or untagged enum");
        }
        let variants: Vec<&Variant> = variants.iter().filter(|v| !v.skip_deserializing).collect();
        if let Some(v) = variants.iter().find(|v| v.reshaped_by.is_some()) {
            self.error(
                v.span,
                format!(
                    "`{}::{}`: `#[serde({})]` gives the variant another JSON shape, which kube-derive's dialect does not read",
                    t.name,
                    v.rust_name,
                    v.reshaped_by.as_deref().unwrap_or_default()
                ),
                "write the variant's payload as the type of its JSON",
            );
            return Map::new();
        }
        let units = variants
            .iter()
            .filter(|v| matches!(v.fields, VariantFields::Unit))
            .count();
        if units == variants.len() {
            // Undocumented variants are one `enum` subschema, documented ones a `const`
            // each; the rewrite hoists them in that order.
            let mut values: Vec<Value> = variants
                .iter()
                .filter(|v| v.rustdoc.trim().is_empty())
                .map(|v| v.json_name.clone().into())
                .collect();
            values.extend(
                variants
                    .iter()
                    .filter(|v| !v.rustdoc.trim().is_empty())
                    .map(|v| Value::from(v.json_name.clone())),
            );
            return obj(json!({"enum": values, "type": "string"}));
        }
        if units > 0 {
            return unsupported(self, "an enum mixing unit and data variants");
        }
        let mut props = Map::new();
        let mut one_of = Vec::new();
        for v in variants {
            let vpath = child(&child(path, "properties"), &v.json_name);
            let mut vs = match &v.fields {
                VariantFields::Struct(fields) => self.object(t, fields, &vpath),
                VariantFields::Newtype(inner) => self.type_ref(inner, &vpath),
                VariantFields::Tuple(_) | VariantFields::Unit => {
                    return unsupported(self, "a tuple variant");
                }
            };
            // The rewrite moves a variant's description onto its property and leaves its
            // title in its `oneOf` entry.
            let (title, description) = title_and_description(&v.rustdoc);
            if !description.is_empty() {
                vs.insert("description".into(), description.into());
            }
            props.insert(v.json_name.clone(), Value::Object(vs));
            let mut entry = obj(json!({"required": [v.json_name]}));
            if !title.is_empty() {
                entry.insert("title".into(), title.into());
            }
            one_of.push(Value::Object(entry));
        }
        obj(json!({"oneOf": one_of, "properties": props, "type": "object"}))
    }

    fn type_ref(&mut self, ty: &TypeRef, path: &[String]) -> Map<String, Value> {
        match ty {
            TypeRef::Path {
                path: p,
                scope,
                args,
                span,
            } => self.path(p, *scope, args, *span, path),
            TypeRef::Array(inner, len, _) => {
                let items = self.type_ref(inner, &child(path, "items"));
                let mut s = obj(json!({"items": items, "type": "array"}));
                if let Some(n) = *len {
                    s.insert("maxItems".into(), n.into());
                    s.insert("minItems".into(), n.into());
                }
                s
            }
            other => {
                self.error(
                    other.span(),
                    "this type has no schema in kube-derive's dialect",
                    "use a path type (a struct, enum, primitive or collection)",
                );
                Map::new()
            }
        }
    }

    fn path(
        &mut self,
        p: &str,
        scope: ModId,
        args: &[TypeRef],
        span: Span,
        path: &[String],
    ) -> Map<String, Value> {
        let ext = match self.resolver.resolve(scope, p) {
            Ok(Res::Local(id)) => {
                if self.stack.contains(&id) || self.stack.len() >= MAX_DEPTH {
                    self.error(
                        span,
                        format!("recursive type `{p}`"),
                        "a CRD schema cannot be recursive",
                    );
                    return Map::new();
                }
                self.stack.push(id);
                let api = self.api;
                let s = self.typedef(&api.packages[id.package].types[id.index], path);
                self.stack.pop();
                return s;
            }
            Ok(Res::External(ext)) => ext,
            Err(e) => {
                self.diags.push(e.at(span));
                return Map::new();
            }
        };
        if let Some(Value::Object(s)) = kube_codegen_openapi::kube_derive_schema(&ext) {
            return s;
        }
        let last = ext.rsplit("::").next().unwrap_or(&ext);
        match (last, args) {
            ("Option", [inner]) => match self.enum_form(inner) {
                Some(form) => self.option_of_enum(inner, form, Map::new(), path),
                None => {
                    let mut s = self.type_ref(inner, path);
                    nullable(&mut s);
                    s
                }
            },
            // schemars' `forward_impl`s: the inner type's schema.
            (
                "Box" | "Arc" | "Rc" | "Cow" | "Cell" | "RefCell" | "Mutex" | "RwLock" | "Wrapping"
                | "Reverse",
                [inner],
            ) => self.type_ref(inner, path),
            ("Vec" | "VecDeque" | "BTreeSet" | "HashSet", [inner]) => {
                let items = self.type_ref(inner, &child(path, "items"));
                obj(json!({"items": items, "type": "array"}))
            }
            // A map of any JSON: schemars' `true` schema for the values, which the API
            // server accepts as `additionalProperties: true`.
            ("BTreeMap" | "HashMap", [k, v])
                if matches!(k.last_segment(), Some("String")) && self.is_json_value(v) =>
            {
                obj(json!({"additionalProperties": true, "type": "object"}))
            }
            ("BTreeMap" | "HashMap", [k, v]) if matches!(k.last_segment(), Some("String")) => {
                let values = self.type_ref(v, &child(path, "additionalProperties"));
                obj(json!({"additionalProperties": values, "type": "object"}))
            }
            _ if ext == "serde_json::Value" => {
                self.error(
                    span,
                    "`serde_json::Value` in a kube-derive Kind: kube-derive writes a schema without a type for it, which the API server refuses",
                    "a map of any JSON (`BTreeMap<String, serde_json::Value>`) is accepted; for any value, give the field a schema that keeps unknown fields (`#[schemars(schema_with = …)]` is refused here: declare the Kind with `+kubebuilder` markers and `+kubebuilder:pruning:PreserveUnknownFields`)",
                );
                Map::new()
            }
            _ => {
                self.error(
                    span,
                    format!("`{ext}` in a kube-derive Kind: its schema comes from its own `JsonSchema` impl, which kube-codegen does not know"),
                    "kube-codegen knows the types whose schemars schema is fixed (std's, k8s-openapi's, chrono's, jiff's, uuid's, url's, smol_str's, semver's) and the types defined in the inputs; a type whose schema kube-derive cannot put in a CRD (`CString`, `bytes::Bytes`, `chrono::TimeDelta`, `serde_json::Value`) is refused",
                );
                Map::new()
            }
        }
    }
}

impl KubeDeriveEmitter<'_, '_> {
    /// Whether `ty` is `serde_json::Value`.
    fn is_json_value(&self, ty: &TypeRef) -> bool {
        let TypeRef::Path { path, scope, .. } = ty else {
            return false;
        };
        matches!(self.resolver.resolve(*scope, path), Ok(Res::External(ext)) if ext == "serde_json::Value")
    }
}

fn is_integer(n: &str) -> bool {
    matches!(
        n,
        "i8" | "i16"
            | "i32"
            | "i64"
            | "i128"
            | "isize"
            | "u8"
            | "u16"
            | "u32"
            | "u64"
            | "u128"
            | "usize"
    )
}
